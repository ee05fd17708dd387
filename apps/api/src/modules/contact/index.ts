// The contact module's public face (contact requests): the only file of it other modules import.
// The module-boundary lint rule (decision 0013) refuses their imports of any other file here.
export { countOpenRequests } from './inbox.service';
