import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountAdminRoutes } from '../modules/account/admin-routes';
import { requireOperator } from '../modules/auth/session';
import { HttpError } from './errors';
import { bookingAdminRoutes } from '../modules/booking/admin-routes';
import { catalogAdminRoutes } from '../modules/catalog/admin-routes';
import { complianceAdminRoutes } from '../modules/compliance/admin-routes';
import { permitAdminRoutes } from '../modules/compliance/permit-admin-routes';
import { contactAdminRoutes } from '../modules/contact/admin-routes';
import { contentAdminRoutes } from '../modules/content/admin-routes';
import { mockupAdminRoutes } from '../modules/mockups/admin-routes';
import { orderAdminRoutes } from '../modules/orders/admin-routes';
import { orderControlAdminRoutes } from '../modules/booking/control.admin-routes';
import { playbackAdminRoutes } from '../modules/playback/admin-routes';
import { paymentAdminRoutes } from '../modules/payments/admin-routes';
import { screenHealthAdminRoutes } from '../modules/screen-health/admin-routes';
import { einvoiceAdminRoutes } from '../modules/einvoices/routes';

/**
 * The operator console's API, /api/admin/*: each domain brings its own operator routes, and this
 * plugin only puts them behind the role check. It holds no domain logic.
 */
export const operatorApi: FastifyPluginAsyncZod = async (app) => {
  // On request rather than before the handler: a visitor gets 401 before any body is read.
  app.addHook('onRequest', requireOperator);
  // In production every operator signs in with a second factor; until they set one up, only the
  // console's own page and the setup answer.
  if (app.deps.config.isProduction) {
    app.addHook('onRequest', async (request) => {
      if (request.customer?.secondFactorEnabled) return;
      const path = request.url.split('?')[0]!;
      if (/\/api\/admin\/(me|second-factor(\/setup|\/confirm)?)$/.test(path)) return;
      throw new HttpError(403, 'secondFactor.setUpInConsole');
    });
  }
  // Like every route plugin, each takes no options: it reads what it needs from `app.deps`.
  for (const domainRoutes of [
    accountAdminRoutes,
    bookingAdminRoutes,
    catalogAdminRoutes,
    complianceAdminRoutes,
    permitAdminRoutes,
    contactAdminRoutes,
    contentAdminRoutes,
    mockupAdminRoutes,
    orderAdminRoutes,
    playbackAdminRoutes,
    screenHealthAdminRoutes,
    paymentAdminRoutes,
    einvoiceAdminRoutes,
    orderControlAdminRoutes,
  ]) {
    await app.register(domainRoutes);
  }
};
