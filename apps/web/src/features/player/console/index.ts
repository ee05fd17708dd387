/** The player console's screens: only the console shell (features/admin) imports them. */
export { ScreenDelivery } from './components/screen-delivery';
export { ScreenHealthPage } from './components/screen-health-page';
export { ScreenPlayers } from './components/screen-players';
