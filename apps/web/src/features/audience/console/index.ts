// The audience console's screens, for the console shell (features/admin) only.
export { AudienceEditor } from './components/audience-editor';
