// The proposals module's public face (decision 0056): the only file of it other modules import.
// The module-boundary lint rule (decision 0013) refuses their imports of any other file here.
export { registerProposalExpiry } from './expiry';
export { proposalRoutes } from './routes';
