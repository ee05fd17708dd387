/** The audience console's screens: only the console shell (features/admin) imports them. */
export { AudienceEditor } from './components/audience-editor';
