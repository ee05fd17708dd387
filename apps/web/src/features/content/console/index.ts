// The content console's screens, for the console shell (features/admin) only.
export { ContentPage } from './components/content-page';
