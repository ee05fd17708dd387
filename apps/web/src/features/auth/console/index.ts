/** The auth console's screens: only the console shell (features/admin) imports them. */
export { SecurityPage } from './components/security-page';
export { useSecondFactorStatus } from './api/second-factor';
