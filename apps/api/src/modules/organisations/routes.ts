// The caller's organisation: its members and roles, invites by email, leaving, and the spend
// approval limit; and the invite link, which anyone may read and a signed-in person accepts.
import {
  approvalLimitSchema,
  inviteCreateSchema,
  inviteCreatedSchema,
  inviteIdParamsSchema,
  invitePreviewSchema,
  inviteTokenParamsSchema,
  memberIdParamsSchema,
  memberRoleSchema,
  organisationSchema,
} from '@screenspot/contracts/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { errors } from '../../http/error-responses';
import { limitBodies } from '../../http/body-limit';
import { currentCustomer, requireCustomer } from '../auth';
import { currentMember } from './member';
import * as organisations from './service';

export const organisationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  limitBodies(app);
  const now = () => app.deps.clock();
  const deps = { db, messenger: app.deps.messenger, now };
  const owner = (request: Parameters<typeof currentMember>[0]) => ({
    ...currentMember(request),
    customerId: currentCustomer(request).id,
  });
  const view = (request: Parameters<typeof currentMember>[0]) =>
    organisations.organisationView(db, currentMember(request), now());

  app.get(
    '/organisation',
    { preHandler: requireCustomer, schema: { response: { 200: organisationSchema, ...errors } } },
    async (request) => view(request),
  );

  app.put(
    '/organisation/approval-limit',
    {
      preHandler: requireCustomer,
      schema: { body: approvalLimitSchema, response: { 200: organisationSchema, ...errors } },
    },
    async (request) => {
      await organisations.setApprovalLimit(
        db,
        currentMember(request),
        request.body.approvalLimitCents,
      );
      return view(request);
    },
  );

  app.post(
    '/organisation/invites',
    {
      preHandler: requireCustomer,
      schema: { body: inviteCreateSchema, response: { 201: inviteCreatedSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await organisations.invite(deps, owner(request), request.body)),
  );

  app.delete(
    '/organisation/invites/:id',
    {
      preHandler: requireCustomer,
      schema: { params: inviteIdParamsSchema, response: { 200: organisationSchema, ...errors } },
    },
    async (request) => {
      await organisations.revokeInvite(db, currentMember(request), request.params.id);
      return view(request);
    },
  );

  app.patch(
    '/organisation/members/:customerId',
    {
      preHandler: requireCustomer,
      schema: {
        params: memberIdParamsSchema,
        body: memberRoleSchema,
        response: { 200: organisationSchema, ...errors },
      },
    },
    async (request) => {
      await organisations.changeRole(
        db,
        owner(request),
        request.params.customerId,
        request.body.role,
      );
      return view(request);
    },
  );

  app.delete(
    '/organisation/members/:customerId',
    {
      preHandler: requireCustomer,
      schema: { params: memberIdParamsSchema, response: { 200: organisationSchema, ...errors } },
    },
    async (request) => {
      await organisations.removeMember(db, owner(request), request.params.customerId);
      return view(request);
    },
  );

  app.post(
    '/organisation/leave',
    { preHandler: requireCustomer, schema: { response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await organisations.leave(db, currentCustomer(request).id, currentMember(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/invites/:token',
    {
      schema: {
        params: inviteTokenParamsSchema,
        response: { 200: invitePreviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return organisations.previewInvite(db, request.params.token, now());
    },
  );

  app.post(
    '/invites/:token/accept',
    {
      preHandler: requireCustomer,
      schema: {
        params: inviteTokenParamsSchema,
        response: { 200: z.object({ organisationId: z.number().int() }), ...errors },
      },
    },
    async (request) =>
      organisations.acceptInvite(db, currentCustomer(request).id, request.params.token, now()),
  );
};
