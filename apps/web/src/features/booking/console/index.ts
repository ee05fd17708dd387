// The booking console's screens, for the console shell (features/admin) only.
export { HoldsPage } from './components/holds-page';
export { BookingPage } from './components/booking-page';
