/** The content console's screens: only the console shell (features/admin) imports them. */
export { ContentPage } from './components/content-page';
