// The auth console's screens, for the console shell (features/admin) only.
export { useSecondFactorStatus } from './api/second-factor';
export { SecurityPage } from './components/security-page';
