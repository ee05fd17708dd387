// The contact console's screens, for the console shell (features/admin) only.
export { ContactPage } from './components/contact-page';
