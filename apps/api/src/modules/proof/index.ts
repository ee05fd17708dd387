// The proof module's public face (campaign proof links, decision 0049): the only file of it other
// modules import. The module-boundary lint rule (decision 0013) refuses any other file.
export { proofRoutes } from './routes';
