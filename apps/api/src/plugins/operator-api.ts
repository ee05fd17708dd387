import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountAdminRoutes } from '../modules/account/admin-routes';
import { requireOperator } from '../modules/auth/session';
import { bookingAdminRoutes } from '../modules/booking/admin-routes';
import { catalogAdminRoutes } from '../modules/catalog/admin-routes';
import { contactAdminRoutes } from '../modules/contact/admin-routes';
import { contentAdminRoutes } from '../modules/content/admin-routes';
import { orderAdminRoutes } from '../modules/orders/admin-routes';

/**
 * The operator console's API, /api/admin/*: each domain brings its own operator routes, and this
 * plugin only puts them behind the role check. It holds no domain logic.
 */
export const operatorApi: FastifyPluginAsyncZod = async (app) => {
  // On request rather than before the handler: a visitor gets 401 before any body is read.
  app.addHook('onRequest', requireOperator);
  await app.register(accountAdminRoutes);
  await app.register(bookingAdminRoutes, { db: app.deps.database.db });
  await app.register(catalogAdminRoutes);
  await app.register(contactAdminRoutes);
  await app.register(contentAdminRoutes);
  await app.register(orderAdminRoutes);
};
