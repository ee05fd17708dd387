// The player console's screens, for the console shell (features/admin) only.
export { ScreenDelivery } from './components/screen-delivery';
export { ScreenPlayers } from './components/screen-players';
export { ScreenHealthPage } from './components/screen-health-page';
