// The mockups module's public face (display areas and in-situ mock-ups): the only file of it other modules import.
// The module-boundary lint rule (decision 0013) refuses their imports of any other file here.
export { registerMockups, requestMockup } from './mockup-job';
export {
  screenMockup,
  screenMockupBytes,
  screensWithMockup,
  type ScreenMockupDeps,
} from './screen-mockup';
