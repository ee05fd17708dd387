/** The contact console's screens: only the console shell (features/admin) imports them. */
export { ContactPage } from './components/contact-page';
