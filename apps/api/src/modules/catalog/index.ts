// The catalog module's public face (screens, segments and audience profiles): the only file of it other modules import.
// The module-boundary lint rule (decision 0013) refuses their imports of any other file here.
export { candidateScreens, hourlyProfiles, type CandidateScreen } from './audience.service';
export { arabicNames, findScreen, type BookingPort, type ScreenRecord } from './service';
export {
  cellWindows,
  ramadanDayOf,
  ramadanPlace,
  soldCells,
  type RamadanPlace,
  type SoldCells,
} from './sunset';
