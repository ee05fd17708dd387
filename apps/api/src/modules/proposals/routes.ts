// Proposals (decision 0056): planners make them from a quote, share and revoke their links; the
// link's routes (`link-routes.ts`) answer whoever holds it.
import { capacityConflictSchema } from '@screenspot/contracts/booking-api';
import { apiErrorSchema } from '@screenspot/contracts/api-error';
import {
  proposalIdParamsSchema,
  proposalLinkSchema,
  proposalRequestSchema,
  proposalSchema,
} from '@screenspot/contracts/proposal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../http/error-responses';
import { bookingItemExample } from '../api-docs';
import { authDeps, currentCustomer } from '../auth';
import { clientToName, currentMember, organisationAccount } from '../organisations';
import { proposalExample, tokenExample } from './examples';
import { proposalLinkRoutes } from './link-routes';
import {
  createProposal,
  getProposal,
  listProposals,
  revokeProposal,
  shareProposal,
  proposalRules,
} from './service';
import { customerRoute } from '../../http/operation';

export const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app.deps);
  const { db } = deps;
  const rules = proposalRules(app.deps);
  await app.register(proposalLinkRoutes);

  app.post(
    '/proposals',
    customerRoute(
      {
        summary: 'Make a proposal',
        description:
          'A plan to send a client, priced like a quote (prices with VAT, estimated impressions). With `hold`, its cells are held until it expires (at most `PROPOSAL_HOLD_HOURS`, default 72), within the caps on unpaid campaigns: 409 lists the cells without room, or names the cap.',
        tag: 'Booking',
        token: 'book',
        requestExample: {
          name: 'December launch',
          note: proposalExample.note,
          hold: true,
          items: [bookingItemExample],
        },
        example: proposalExample,
      },
      {
        body: proposalRequestSchema,
        response: {
          201: proposalSchema,
          409: capacityConflictSchema.or(apiErrorSchema),
          ...errors,
        },
      },
    ),
    async (request, reply) => {
      const clientId = await clientToName(
        db,
        currentMember(request).organisationId,
        request.body.clientId,
      );
      const proposal = await createProposal(
        db,
        {
          accountId: organisationAccount(request),
          memberId: currentCustomer(request).id,
          ...request.body,
          clientId,
        },
        rules,
      );
      return reply.code(201).send(proposal);
    },
  );

  app.get(
    '/proposals',
    customerRoute(
      {
        summary: 'Your proposals',
        description: 'The organisation’s newest 100 proposals, newest first.',
        tag: 'Booking',
        token: 'read',
        example: [proposalExample],
      },
      { response: { 200: z.array(proposalSchema), ...errors } },
    ),
    async (request) => listProposals(db, organisationAccount(request), rules.now()),
  );

  app.get(
    '/proposals/:id',
    customerRoute(
      {
        summary: 'One of your proposals',
        description: 'Another organisation’s proposal answers 404.',
        tag: 'Booking',
        token: 'read',
        example: proposalExample,
      },
      { params: proposalIdParamsSchema, response: { 200: proposalSchema, ...errors } },
    ),
    async (request) =>
      getProposal(db, organisationAccount(request), request.params.id, rules.now()),
  );

  app.post(
    '/proposals/:id/share',
    customerRoute(
      {
        summary: 'Make a proposal’s link',
        description:
          'An unguessable link (32 random bytes), `/p/{token}`, that needs no account. Only its SHA-256 is kept, so this answer is the only time it is shown; sharing again replaces the link.',
        tag: 'Booking',
        token: 'book',
        example: { token: tokenExample, url: `/p/${tokenExample}` },
      },
      {
        params: proposalIdParamsSchema,
        body: z.object({}).strict().nullish(),
        response: { 201: proposalLinkSchema, ...errors },
      },
    ),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await shareProposal(db, organisationAccount(request), request.params.id, rules.now()),
        ),
  );

  app.post(
    '/proposals/:id/revoke',
    customerRoute(
      {
        summary: 'Withdraw a proposal',
        description:
          'Its link answers 410 from then on, and a hold gives its cells back. An answered proposal cannot be withdrawn (409).',
        tag: 'Booking',
        token: 'book',
        example: { ...proposalExample, state: 'revoked', held: false },
      },
      {
        params: proposalIdParamsSchema,
        body: z.object({}).strict().nullish(),
        response: { 200: proposalSchema, ...errors },
      },
    ),
    async (request) =>
      revokeProposal(db, organisationAccount(request), request.params.id, rules.now()),
  );
};
