// The events module's public face (live events to browsers): the only file of it other modules import.
// The module-boundary lint rule (decision 0013) refuses their imports of any other file here.
export { publishEvent, publishOrderChange } from './publish';
