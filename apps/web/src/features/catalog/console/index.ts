// The catalog console's screens, for the console shell (features/admin) only.
export { ScreenFormPage } from './components/screen-form-page';
export { ScreensPage } from './components/screens-page';
export { SegmentsPage } from './components/segments-page';
