/** The catalog console's screens: only the console shell (features/admin) imports them. */
export { ScreenFormPage } from './components/screen-form-page';
export { ScreensPage } from './components/screens-page';
export { SegmentsPage } from './components/segments-page';
