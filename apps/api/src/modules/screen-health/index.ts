// The screen-health module's public face (fleet states, outages, remote commands): the only file of
// it other modules import. The module-boundary lint rule (decision 0013) refuses any other file.
export { darkScreenCount, exchangeCommands, fleetEvent, heardAfterSilence } from './service';
