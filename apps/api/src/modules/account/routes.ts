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
import { authDeps, clearSessionCookie, currentCustomer, requireCustomer } from '../auth';
import { limitBodies } from '../../http/body-limit';
import { answered } from '../../i18n';
import { changeCredentials, confirmCredentials } from './credentials';
import { devicesOf, signOutOtherDevices } from './devices';
import { changeCurrency, changeLanguage, changePassword, updateProfile } from './service';
import { customerExample } from '../api-docs';
import { documented } from '../../http/operation';

/** The signed-in customer's own profile, contact details and password. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app.deps);
  app.addHook('onRequest', requireCustomer);
  limitBodies(app);

  app.post(
    '/user/profile',
    documented(
      {
        summary: 'Change your company name, name or surname',
        tag: 'Account',
        access: 'customer',
        example: customerExample,
      },
      { body: profileSchema, response: { 200: customerSchema } },
    ),
    async (request) => updateProfile(deps, currentCustomer(request).id, request.body),
  );

  app.post(
    '/user/language',
    documented(
      {
        summary: 'Choose the language of your mail, SMS and pages (en or ar)',
        tag: 'Account',
        access: 'customer',
        example: { ...customerExample, language: 'ar' },
      },
      { body: languageChangeSchema, response: { 200: customerSchema } },
    ),
    async (request) => changeLanguage(deps, currentCustomer(request).id, request.body.language),
  );

  app.post(
    '/user/currency',
    documented(
      {
        summary: 'Choose the currency you see prices in (USD or AED)',
        description:
          'Amounts stay in US cents everywhere (`…Cents`); AED is a display at the fixed 3.6725 peg, each amount rounded half up to the fils.',
        tag: 'Account',
        access: 'customer',
        example: { ...customerExample, currency: 'AED' },
      },
      { body: currencyChangeSchema, response: { 200: customerSchema } },
    ),
    async (request) => changeCurrency(deps, currentCustomer(request).id, request.body.currency),
  );

  app.post(
    '/user/credentials/change',
    documented(
      {
        summary: 'Start changing your email or phone number',
        tag: 'Account',
        access: 'customer',
        example: { message: 'We sent codes to confirm the change.' },
      },
      { body: credentialsChangeSchema, response: { 200: messageResponseSchema } },
    ),
    async (request) =>
      answered(request, await changeCredentials(deps, currentCustomer(request).id, request.body)),
  );

  app.post(
    '/user/credentials/confirm',
    documented(
      {
        summary: 'Confirm a new email or phone number',
        tag: 'Account',
        access: 'customer',
        example: {
          message: 'Your phone number was changed.',
          username: 'layla@desertbloom.ae',
          phoneNumber: '+971507654321',
          signedOut: false,
        },
      },
      {
        body: credentialsConfirmSchema,
        response: { 200: credentialsConfirmResponseSchema },
      },
    ),
    async (request, reply) => {
      const result = await confirmCredentials(deps, currentCustomer(request).id, request.body);
      if (result.signedOut) clearSessionCookie(request, reply);
      return answered(request, result);
    },
  );

  app.post(
    '/user/password/change',
    documented(
      {
        summary: 'Change your password',
        tag: 'Account',
        access: 'customer',
        example: { message: 'Your password was changed.' },
      },
      { body: passwordChangeSchema, response: { 200: messageResponseSchema } },
    ),
    async (request) => {
      const { id, sessionId } = currentCustomer(request);
      return changePassword(deps, { customerId: id, sessionId }, request.body);
    },
  );

  app.get(
    '/user/sessions',
    documented(
      {
        summary: 'Your signed-in devices',
        tag: 'Account',
        access: 'customer',
        example: [
          {
            id: 41,
            device: 'Chrome on macOS',
            createdAt: '2026-11-20T09:00:00.000Z',
            lastSeenAt: '2026-11-24T15:40:00.000Z',
            current: true,
          },
        ],
      },
      { response: { 200: deviceSessionsSchema } },
    ),
    async (request) => devicesOf(deps.db, currentCustomer(request)),
  );

  app.delete(
    '/user/sessions/others',
    documented(
      {
        summary: 'Sign out your other devices',
        tag: 'Account',
        access: 'customer',
        example: { ended: 2 },
      },
      { response: { 200: otherSessionsEndedSchema } },
    ),
    async (request) => signOutOtherDevices(deps.db, currentCustomer(request)),
  );
};
