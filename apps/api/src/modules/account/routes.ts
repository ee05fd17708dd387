// Accounts after sign-up: the profile and its TRN, credentials (email and phone changes with
// codes), password, signed-in devices, the operator CLI's promotions and the console's customers.
import {
  credentialsChangeSchema,
  credentialsConfirmResponseSchema,
  credentialsConfirmSchema,
  deviceSessionsSchema,
  otherSessionsEndedSchema,
  passwordChangeSchema,
  profileSchema,
} from '@screenspot/contracts/account';
import { messageResponseSchema } from '@screenspot/contracts/auth-fields';
import {
  currencyChangeSchema,
  customerSchema,
  languageChangeSchema,
} from '@screenspot/contracts/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, currentCustomer, requireCustomer, type AuthDeps } from '../auth';
import { limitBodies } from '../../http/body-limit';
import { changeCredentials, confirmCredentials } from './credentials';
import { devicesOf, signOutOtherDevices } from './devices';
import { changeCurrency, changeLanguage, changePassword, updateProfile } from './service';

/** The signed-in customer's own profile, contact details and password. */
export const accountRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireCustomer);
  limitBodies(app);

  app.post(
    '/user/profile',
    { schema: { body: profileSchema, response: { 200: customerSchema } } },
    async (request) => updateProfile(deps, currentCustomer(request).id, request.body),
  );

  app.post(
    '/user/language',
    { schema: { body: languageChangeSchema, response: { 200: customerSchema } } },
    async (request) => changeLanguage(deps, currentCustomer(request).id, request.body.language),
  );

  app.post(
    '/user/currency',
    { schema: { body: currencyChangeSchema, response: { 200: customerSchema } } },
    async (request) => changeCurrency(deps, currentCustomer(request).id, request.body.currency),
  );

  app.post(
    '/user/credentials/change',
    { schema: { body: credentialsChangeSchema, response: { 200: messageResponseSchema } } },
    async (request) => changeCredentials(deps, currentCustomer(request).id, request.body),
  );

  app.post(
    '/user/credentials/confirm',
    {
      schema: {
        body: credentialsConfirmSchema,
        response: { 200: credentialsConfirmResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await confirmCredentials(deps, currentCustomer(request).id, request.body);
      if (result.signedOut) clearSessionCookie(request, reply);
      return result;
    },
  );

  app.post(
    '/user/password/change',
    { schema: { body: passwordChangeSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const { id, sessionId } = currentCustomer(request);
      return changePassword(deps, { customerId: id, sessionId }, request.body);
    },
  );

  app.get(
    '/user/sessions',
    { schema: { response: { 200: deviceSessionsSchema } } },
    async (request) => devicesOf(deps.db, currentCustomer(request)),
  );

  app.delete(
    '/user/sessions/others',
    { schema: { response: { 200: otherSessionsEndedSchema } } },
    async (request) => signOutOtherDevices(deps.db, currentCustomer(request)),
  );
};
