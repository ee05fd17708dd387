/** The booking console's screens: only the console shell (features/admin) imports them. */
export { BookingPage } from './components/booking-page';
export { HoldsPage } from './components/holds-page';
