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
import { errors } from '../../http/error-responses';
import { limitBodies } from '../../http/body-limit';
import { currentCustomer } from '../auth';
import { clientRoutes } from './clients.routes';
import { currentMember } from './member';
import * as organisations from './service';
import { organisationExample } from '../api-docs';
import { customerRoute, documented } from '../../http/operation';

export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  limitBodies(app);
  await app.register(clientRoutes);
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
    customerRoute(
      {
        summary: 'Your organisation',
        description:
          'Its members and their roles, your own role, the approval limit, and (for the owner) the open invites.',
        tag: 'Organisation',
        example: organisationExample,
      },
      { response: { 200: organisationSchema, ...errors } },
    ),
    async (request) => view(request),
  );

  app.put(
    '/organisation/approval-limit',
    customerRoute(
      {
        summary: 'Set the spend approval limit',
        description:
          'In USD cents, with VAT; `null` turns approval off. Above it, a campaign of a team of several members waits in `awaiting_approval` for an approver who did not make it. Owner only.',
        tag: 'Organisation',
        requestExample: { approvalLimitCents: 500000 },
        example: organisationExample,
      },
      { body: approvalLimitSchema, response: { 200: organisationSchema, ...errors } },
    ),
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
    customerRoute(
      {
        summary: 'Invite someone by email',
        description:
          'Mails a link that works once and lapses after 7 days. Roles: `planner`, `approver`, `finance`, `viewer`. Owner only.',
        tag: 'Organisation',
        requestExample: { email: 'omar@example.ae', role: 'approver' },
        example: { ...organisationExample.invites[0], url: '/invite/3kq…' },
      },
      { body: inviteCreateSchema, response: { 201: inviteCreatedSchema, ...errors } },
    ),
    async (request, reply) =>
      reply.code(201).send(await organisations.invite(deps, owner(request), request.body)),
  );

  app.delete(
    '/organisation/invites/:id',
    customerRoute(
      {
        summary: 'Withdraw an invite',
        tag: 'Organisation',
        example: organisationExample,
      },
      { params: inviteIdParamsSchema, response: { 200: organisationSchema, ...errors } },
    ),
    async (request) => {
      await organisations.revokeInvite(db, currentMember(request), request.params.id);
      return view(request);
    },
  );

  app.patch(
    '/organisation/members/:customerId',
    customerRoute(
      {
        summary: "Change a member's role",
        tag: 'Organisation',
        requestExample: { role: 'viewer' },
        example: organisationExample,
      },
      {
        params: memberIdParamsSchema,
        body: memberRoleSchema,
        response: { 200: organisationSchema, ...errors },
      },
    ),
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
    customerRoute(
      {
        summary: 'Remove a member',
        description: 'They go back to their own organisation. Owner only.',
        tag: 'Organisation',
        example: organisationExample,
      },
      { params: memberIdParamsSchema, response: { 200: organisationSchema, ...errors } },
    ),
    async (request) => {
      await organisations.removeMember(db, owner(request), request.params.customerId);
      return view(request);
    },
  );

  app.post(
    '/organisation/leave',
    customerRoute(
      {
        summary: 'Leave the organisation',
        description:
          'You go back to your own organisation. The owner cannot leave while others remain.',
        tag: 'Organisation',
        example: null,
      },
      { response: { 204: z.null(), ...errors } },
    ),
    async (request, reply) => {
      await organisations.leave(db, currentCustomer(request).id, currentMember(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/invites/:token',
    documented(
      {
        summary: 'What an invite link offers',
        description: 'Anyone with the link may read it. 410 once used or expired.',
        tag: 'Organisation',
        access: 'public',
        example: {
          organisationName: 'Gulf Media Agency',
          email: 'omar@example.ae',
          role: 'approver',
          expiresAt: '2026-12-01T09:00:00.000Z',
        },
      },
      {
        params: inviteTokenParamsSchema,
        response: { 200: invitePreviewSchema, ...errors },
      },
    ),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return organisations.previewInvite(db, request.params.token, now());
    },
  );

  app.post(
    '/invites/:token/accept',
    customerRoute(
      {
        summary: 'Join the organisation of an invite',
        description:
          'The signed-in person joins in the invite’s role; the link then answers 410. New people sign up first, then accept.',
        tag: 'Organisation',
        example: { organisationId: 12 },
      },
      {
        params: inviteTokenParamsSchema,
        response: { 200: z.object({ organisationId: z.number().int() }), ...errors },
      },
    ),
    async (request) =>
      organisations.acceptInvite(db, currentCustomer(request).id, request.params.token, now()),
  );
};
