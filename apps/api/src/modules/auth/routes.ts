// Sign-up with its codes, sign-in (with limits and a second factor), password reset, sessions and
// the current customer; what other modules may use of accounts is in accounts.ts.
import {
  confirmRegistrationResponseSchema,
  confirmRegistrationSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetVerifyResponseSchema,
  passwordResetVerifySchema,
  registerResponseSchema,
  registerSchema,
  resendRegistrationSchema,
} from '@screenspot/contracts/auth';
import { messageResponseSchema } from '@screenspot/contracts/auth-fields';
import { sessionExpiredMessage } from '@screenspot/contracts/messages';
import { customerSchema } from '@screenspot/contracts/customer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authDeps } from './deps';
import { confirmPasswordReset, requestPasswordReset, verifyPasswordReset } from './password-reset';
import { confirmRegistration, register, resendRegistrationCodes } from './registration';
import {
  secondFactorLoginSchema,
  secondFactorTicketSchema,
} from '@screenspot/contracts/second-factor';
import { bestLanguage } from '@screenspot/contracts/language';
import { limitBodies } from '../../http/body-limit';
import { HttpError } from '../../plugins/errors';
import { clearSessionCookie, deleteSession, sessionCookie, setSessionCookie } from './session';
import { currentCustomerView, signIn, signInSecondFactor } from './sign-in';
import { customerExample } from '../api-docs';
import { answered, answerText, contractMessage, requestLanguage } from '../../i18n';
import { documented } from '../../http/operation';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app.deps);
  limitBodies(app);

  app.post(
    '/register',
    documented(
      {
        summary: 'Sign up',
        description: 'Sends a code by email and one by SMS; confirm both to finish.',
        tag: 'Account',
        access: 'public',
        requestExample: {
          username: 'layla@desertbloom.ae',
          password: 'Billboard#2024',
          phoneNumber: '+971501234567',
          companyName: 'Desert Bloom Trading',
          name: 'Layla',
          surname: 'Haddad',
        },
        example: { userId: 7 },
      },
      { body: registerSchema, response: { 200: registerResponseSchema } },
    ),
    async (request) =>
      register(deps, request.body, request.ip, bestLanguage(request.headers['accept-language'])),
  );

  app.post(
    '/register/resent',
    documented(
      {
        summary: 'Send the sign-up codes again',
        description:
          'Answers the same for every well-formed request: codes go out only to a pending sign-up ' +
          'whose details match, at most one of each kind a minute.',
        tag: 'Account',
        access: 'public',
        example: { message: 'We sent you a new code.' },
      },
      { body: resendRegistrationSchema, response: { 200: messageResponseSchema } },
    ),
    async (request) =>
      answered(request, await resendRegistrationCodes(deps, request.body, request.ip)),
  );

  app.post(
    '/register/confirm',
    documented(
      {
        summary: 'Confirm a sign-up with its two codes',
        tag: 'Account',
        access: 'public',
        example: { phoneNumber: '+971501234567', username: 'layla@desertbloom.ae' },
      },
      {
        body: confirmRegistrationSchema,
        response: { 200: confirmRegistrationResponseSchema },
      },
    ),
    async (request) => confirmRegistration(deps, request.body, request.ip),
  );

  app.post(
    '/login',
    documented(
      {
        summary: 'Sign in (sets the session cookie)',
        description: 'Operators with a second factor get 202 and a ticket for the code.',
        tag: 'Account',
        access: 'public',
        requestExample: { username: 'layla@desertbloom.ae', password: 'Billboard#2024' },
        example: customerExample,
      },
      {
        body: loginSchema,
        response: { 200: customerSchema, 202: secondFactorTicketSchema },
      },
    ),
    async (request, reply) => {
      const result = await signIn(deps, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousSessionId: request.customer?.sessionId,
      });
      if ('secondFactorTicket' in result) {
        return reply.code(202).send({ secondFactor: 'totp', ticket: result.secondFactorTicket });
      }
      setSessionCookie(request, reply, result.session);
      return result.customer;
    },
  );

  // An operator with a second factor: the ticket from /login and a code from the authenticator.
  app.post(
    '/login/second-factor',
    documented(
      {
        summary: 'Finish signing in with an authenticator code',
        tag: 'Account',
        access: 'public',
        example: { ...customerExample, role: 'operator' },
      },
      { body: secondFactorLoginSchema, response: { 200: customerSchema } },
    ),
    async (request, reply) => {
      const { customer, session } = await signInSecondFactor(deps, request.body, {
        userAgent: request.headers['user-agent'],
        previousSessionId: request.customer?.sessionId,
      });
      setSessionCookie(request, reply, session);
      return customer;
    },
  );

  app.post(
    '/logout',
    documented(
      {
        summary: 'Sign out',
        tag: 'Account',
        access: 'public',
        example: { message: 'Signed out.' },
      },
      { response: { 200: messageResponseSchema } },
    ),
    async (request, reply) => {
      if (request.customer) await deleteSession(deps.db, request.customer.sessionId);
      clearSessionCookie(request, reply);
      return { message: answerText('signedOut', requestLanguage(request)) };
    },
  );

  app.get(
    '/authenticated/customer',
    documented(
      {
        summary: 'Who is signed in',
        description: 'The account of the session or API token; 204 when nobody is signed in.',
        tag: 'Account',
        access: 'public',
        token: 'read',
        example: customerExample,
      },
      {
        querystring: z.object({ visitor: z.literal('ok').optional() }),
        response: { 200: customerSchema, 204: z.null() },
      },
    ),
    async (request, reply) => {
      if (request.customer) return currentCustomerView(request.customer);
      // A cookie that names no live session is a session that ended: say so, and drop the cookie.
      if (request.cookies[sessionCookie(app.deps.config).name]) {
        clearSessionCookie(request, reply);
        throw new HttpError(401, contractMessage(sessionExpiredMessage));
      }
      // The web asks once per tab whether anyone is signed in; for a visitor that is no error.
      if (request.query.visitor === 'ok') return reply.code(204).send(null);
      throw new HttpError(401, 'signInToContinue');
    },
  );

  app.post(
    '/password/reset/request',
    documented(
      {
        summary: 'Ask for a password reset code',
        tag: 'Account',
        access: 'public',
        example: { message: 'If the account exists, a code was sent.' },
      },
      { body: passwordResetRequestSchema, response: { 200: messageResponseSchema } },
    ),
    async (request) =>
      answered(request, await requestPasswordReset(deps, request.body, request.ip)),
  );

  app.post(
    '/password/reset/verify',
    documented(
      {
        summary: 'Check a password reset code',
        tag: 'Account',
        access: 'public',
        example: { token: 'b64url-reset-token', username: 'layla@desertbloom.ae' },
      },
      {
        body: passwordResetVerifySchema,
        response: { 200: passwordResetVerifyResponseSchema },
      },
    ),
    async (request) => verifyPasswordReset(deps, request.body, request.ip),
  );

  app.post(
    '/password/reset/confirm',
    documented(
      {
        summary: 'Set a new password with a reset token',
        tag: 'Account',
        access: 'public',
        example: { message: 'Your password was changed.' },
      },
      { body: passwordResetConfirmSchema, response: { 200: messageResponseSchema } },
    ),
    async (request) => answered(request, await confirmPasswordReset(deps, request.body)),
  );
};
