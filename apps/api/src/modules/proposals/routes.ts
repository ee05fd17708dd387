// Proposals (decision 0056): planners make them from a quote, share and revoke their links; the
// link's page, with no account, shows the plan, its PDF, and takes the client's decline or approval.
import { capacityConflictSchema } from '@screenspot/contracts/booking-api';
import { apiErrorSchema } from '@screenspot/contracts/api-error';
import {
  proposalAnswerSchema,
  proposalApprovalSchema,
  proposalConflictSchema,
  proposalIdParamsSchema,
  proposalLinkSchema,
  proposalRequestSchema,
  proposalSchema,
  proposalTokenParamsSchema,
  publicProposalSchema,
} from '@screenspot/contracts/proposal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../http/error-responses';
import { requestLanguage } from '../../i18n';
import { bookingItemExample, quoteExample } from '../api-docs';
import { currentCustomer, requireCustomer, type AuthDeps } from '../auth';
import { bookingRules } from '../booking';
import { clientToName, currentMember, organisationAccount } from '../organisations';
import {
  approveProposal,
  declineProposal,
  proposalForPdf,
  requestApprovalCode,
  viewProposal,
} from './link';
import { renderProposalPdf } from './pdf';
import {
  createProposal,
  getProposal,
  listProposals,
  revokeProposal,
  shareProposal,
  type ProposalRules,
} from './service';

const proposalExample = {
  id: 7,
  name: 'December launch',
  note: 'Two weeks on the Marina before the holidays.',
  state: 'open' as const,
  held: true,
  expiresAt: '2026-12-04T09:00:00.000Z',
  shared: true,
  views: 2,
  quote: quoteExample,
  campaignId: null,
  client: null,
  preparedFor: { id: 5, name: 'Marina Motors LLC', nameAr: 'مارينا موتورز ذ.م.م' },
  createdAt: '2026-12-01T09:00:00.000Z',
};
const tokenExample = 'q3Yx0mB1n9f8S7d6E5r4T3y2U1i0O9p8A7s6D5f4G3h';
const publicExample = {
  name: proposalExample.name,
  note: proposalExample.note,
  from: 'Gulf Media Agency',
  state: 'open' as const,
  held: true,
  expiresAt: proposalExample.expiresAt,
  quote: quoteExample,
  screens: [
    {
      ledId: 12,
      name: 'Marina Gate West',
      nameAr: 'بوابة المارينا الغربية',
      location: 'Dubai Marina',
      locationAr: 'دبي مارينا',
      photoUrl: '/api/files?ledId=12',
    },
  ],
  client: null,
  preparedFor: { name: 'Marina Motors LLC', nameAr: 'مارينا موتورز ذ.م.م' },
  pdfUrl: `/api/p/${tokenExample}/proposal.pdf`,
};
const answerExample = { name: 'Layla Haddad', email: 'layla@example.ae' };

/** Tokens are 32 random bytes: a client address may still only try so many a minute. */
const linkRateLimit = { rateLimit: { max: 120, timeWindow: 60_000 } };

export const proposalRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const rules: ProposalRules = {
    ...bookingRules(app.deps.config, app.deps.clock),
    holdHours: app.deps.config.PROPOSAL_HOLD_HOURS,
  };

  app.post(
    '/proposals',
    {
      config: {
        operation: {
          summary: 'Make a proposal',
          description:
            'A plan to send a client, priced like a quote (prices with VAT, estimated impressions). With `hold`, its cells are held until it expires (at most `PROPOSAL_HOLD_HOURS`, default 72), within the caps on unpaid campaigns: 409 lists the cells without room, or names the cap.',
          tag: 'Booking',
          access: 'customer',
          token: 'book',
          requestExample: {
            name: 'December launch',
            note: proposalExample.note,
            hold: true,
            items: [bookingItemExample],
          },
          example: proposalExample,
        },
      },
      preHandler: requireCustomer,
      schema: {
        body: proposalRequestSchema,
        response: {
          201: proposalSchema,
          409: capacityConflictSchema.or(apiErrorSchema),
          ...errors,
        },
      },
    },
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
    {
      config: {
        operation: {
          summary: 'Your proposals',
          description: 'The organisation’s newest 100 proposals, newest first.',
          tag: 'Booking',
          access: 'customer',
          token: 'read',
          example: [proposalExample],
        },
      },
      preHandler: requireCustomer,
      schema: { response: { 200: z.array(proposalSchema), ...errors } },
    },
    async (request) => listProposals(db, organisationAccount(request), rules.now()),
  );

  app.get(
    '/proposals/:id',
    {
      config: {
        operation: {
          summary: 'One of your proposals',
          description: 'Another organisation’s proposal answers 404.',
          tag: 'Booking',
          access: 'customer',
          token: 'read',
          example: proposalExample,
        },
      },
      preHandler: requireCustomer,
      schema: { params: proposalIdParamsSchema, response: { 200: proposalSchema, ...errors } },
    },
    async (request) =>
      getProposal(db, organisationAccount(request), request.params.id, rules.now()),
  );

  app.post(
    '/proposals/:id/share',
    {
      config: {
        operation: {
          summary: 'Make a proposal’s link',
          description:
            'An unguessable link (32 random bytes), `/p/{token}`, that needs no account. Only its SHA-256 is kept, so this answer is the only time it is shown; sharing again replaces the link.',
          tag: 'Booking',
          access: 'customer',
          token: 'book',
          example: { token: tokenExample, url: `/p/${tokenExample}` },
        },
      },
      preHandler: requireCustomer,
      schema: {
        params: proposalIdParamsSchema,
        body: z.object({}).strict().nullish(),
        response: { 201: proposalLinkSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await shareProposal(db, organisationAccount(request), request.params.id, rules.now()),
        ),
  );

  app.post(
    '/proposals/:id/revoke',
    {
      config: {
        operation: {
          summary: 'Withdraw a proposal',
          description:
            'Its link answers 410 from then on, and a hold gives its cells back. An answered proposal cannot be withdrawn (409).',
          tag: 'Booking',
          access: 'customer',
          token: 'book',
          example: { ...proposalExample, state: 'revoked', held: false },
        },
      },
      preHandler: requireCustomer,
      schema: {
        params: proposalIdParamsSchema,
        body: z.object({}).strict().nullish(),
        response: { 200: proposalSchema, ...errors },
      },
    },
    async (request) =>
      revokeProposal(db, organisationAccount(request), request.params.id, rules.now()),
  );

  app.get(
    '/p/:token',
    {
      config: {
        ...linkRateLimit,
        operation: {
          summary: 'What a proposal’s link shows',
          description:
            'No account: the token is the authority. The plan (lines, totals with VAT, estimated impressions), the screens’ photos, whether its spots are held and until when. 404 for a token never issued, 410 once withdrawn or expired. Each view is told to the planner (at most once an hour).',
          tag: 'Booking',
          access: 'public',
          example: publicExample,
        },
      },
      schema: {
        params: proposalTokenParamsSchema,
        response: { 200: publicProposalSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return viewProposal(db, request.params.token, rules.now());
    },
  );

  app.get(
    '/p/:token/proposal.pdf',
    {
      config: {
        ...linkRateLimit,
        operation: {
          summary: 'A proposal as a one-page PDF',
          tag: 'Booking',
          access: 'public',
          example: null,
        },
      },
      schema: {
        params: proposalTokenParamsSchema,
        response: { 200: z.unknown(), ...errors },
      },
    },
    async (request, reply) => {
      const { view, photos } = await proposalForPdf(db, request.params.token, rules.now());
      const origin = app.deps.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
      const pdf = await renderProposalPdf(view, `${origin}/p/${request.params.token}`, photos);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="proposal.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/p/:token/approval-code',
    {
      config: {
        ...linkRateLimit,
        operation: {
          summary: 'Send the client a code to approve with',
          description:
            'Mails a one-time code (6 digits, 10 minutes, 5 tries) to the email given, in the page’s language (Accept-Language). At most 5 requests per link an hour and one a minute (429 with Retry-After).',
          tag: 'Booking',
          access: 'public',
          requestExample: answerExample,
          example: null,
        },
      },
      schema: {
        params: proposalTokenParamsSchema,
        body: proposalAnswerSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await requestApprovalCode(
        deps,
        request.params.token,
        request.body,
        requestLanguage(request),
        rules.now(),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/p/:token/approve',
    {
      config: {
        ...linkRateLimit,
        operation: {
          summary: 'Approve a proposal',
          description:
            'With the code mailed to this email, the proposal becomes a campaign of the proposing organisation, once, however many approvals race (the others answer 409). Capacity is checked again: 409 lists the cells no longer free, with `alternatives`: cells of the same screens (other dayparts that date, or the day before or after) that still have the spots.',
          tag: 'Booking',
          access: 'public',
          requestExample: { ...answerExample, code: '123456' },
          example: { ...publicExample, state: 'approved', held: false },
        },
      },
      schema: {
        params: proposalTokenParamsSchema,
        body: proposalApprovalSchema,
        response: {
          200: publicProposalSchema,
          409: proposalConflictSchema.or(apiErrorSchema),
          ...errors,
        },
      },
    },
    async (request) => approveProposal(deps, request.params.token, request.body, rules),
  );

  app.post(
    '/p/:token/decline',
    {
      config: {
        ...linkRateLimit,
        operation: {
          summary: 'Decline a proposal',
          description: 'The proposal ends and a hold gives its cells back.',
          tag: 'Booking',
          access: 'public',
          requestExample: answerExample,
          example: { ...publicExample, state: 'declined', held: false },
        },
      },
      schema: {
        params: proposalTokenParamsSchema,
        body: proposalAnswerSchema,
        response: { 200: publicProposalSchema, ...errors },
      },
    },
    async (request) => declineProposal(db, request.params.token, request.body, rules.now()),
  );
};
