// The organisations module's public face (decision 0053): members, roles and the one helper every
// ownership check reads. Other modules import only this file.
export {
  accountViewer,
  currentMember,
  memberPlugin,
  organisationAccount,
  roleRefusedMessage,
} from './member';
export { clientNamesById, clientToName } from './clients';
export { routeRoles, roleMayCall } from './roles';
export { organisationRoutes } from './routes';
export type { Membership } from './repository';
