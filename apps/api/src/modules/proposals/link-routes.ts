// A proposal's link, with no account (decision 0056): the plan, its PDF and its screens' mock-ups,
// and the client's decline or approval with an emailed code.
import { apiErrorSchema } from '@screenspot/contracts/api-error';
import {
  proposalAnswerSchema,
  proposalApprovalSchema,
  proposalConflictSchema,
  proposalPdfQuerySchema,
  proposalScreenParamsSchema,
  proposalTokenParamsSchema,
  publicProposalSchema,
} from '@screenspot/contracts/proposal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagMatches } from '../../http/etag';
import { errors } from '../../http/error-responses';
import { requestLanguage } from '../../i18n';
import { authDeps } from '../auth';
import { answerExample, publicExample } from './examples';
import {
  approveProposal,
  declineProposal,
  proposalForPdf,
  proposalScreenMockup,
  requestApprovalCode,
  viewProposal,
} from './link';
import { renderProposalPdf } from './pdf';
import { proposalRules } from './service';
import { documented } from '../../http/operation';

/** Tokens are 32 random bytes: a client address may still only try so many a minute. */
const linkRateLimit = { rateLimit: { max: 120, timeWindow: 60_000 } };

export const proposalLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app.deps);
  const rules = proposalRules(app.deps);
  const { db } = deps;
  const { storage, config } = app.deps;
  const mockupDeps = {
    db,
    storage,
    paths: { ffmpeg: config.FFMPEG_PATH, ffprobe: config.FFPROBE_PATH },
  };

  app.get(
    '/p/:token',
    documented(
      {
        summary: 'What a proposal’s link shows',
        description:
          'No account: the token is the authority. The plan (lines, totals with VAT, estimated impressions), the screens’ photos, whether its spots are held and until when. 404 for a token never issued, 410 once withdrawn or expired. Each view is told to the planner (at most once an hour).',
        tag: 'Booking',
        access: 'public',
        example: publicExample,
      },
      {
        params: proposalTokenParamsSchema,
        response: { 200: publicProposalSchema, ...errors },
      },
      linkRateLimit,
    ),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return viewProposal(db, request.params.token, rules.now());
    },
  );

  app.get(
    '/p/:token/proposal.pdf',
    documented(
      {
        summary: 'A proposal as a one-page PDF',
        description:
          'In English or in Arabic (right to left): `?lang=ar`, or else the reader’s Accept-Language.',
        tag: 'Booking',
        access: 'public',
        example: null,
      },
      {
        params: proposalTokenParamsSchema,
        querystring: proposalPdfQuerySchema,
        response: { 200: z.unknown(), ...errors },
      },
      linkRateLimit,
    ),
    async (request, reply) => {
      const { view, photos } = await proposalForPdf(mockupDeps, request.params.token, rules.now());
      const origin = config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
      const language = request.query.lang ?? requestLanguage(request);
      const pdf = await renderProposalPdf(view, `${origin}/p/${request.params.token}`, {
        photos,
        language,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="proposal-${language}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/p/:token/screens/:ledId/mockup.png',
    documented(
      {
        summary: 'A screen of a proposal, where the advert will play',
        description:
          'The screen’s photo with its marked display area filled in (drawn on first request, then kept). 404 for a screen not in the plan or without a marked area, 410 once the link is withdrawn or expired. ETag and 304.',
        tag: 'Booking',
        access: 'public',
        example: null,
      },
      {
        params: proposalScreenParamsSchema,
        response: { 200: z.unknown(), 304: z.unknown(), ...errors },
      },
      linkRateLimit,
    ),
    async (request, reply) => {
      const { token, ledId } = request.params;
      const image = await proposalScreenMockup(mockupDeps, token, ledId, rules.now());
      // Not kept, as the link's other answers: a withdrawn link must stop showing it.
      reply.header('etag', image.etag).header('cache-control', 'no-store');
      if (etagMatches(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
      return reply
        .type('image/png')
        .header('content-disposition', `inline; filename="screen-${ledId}-mockup.png"`)
        .send(await storage.read(image.key));
    },
  );

  app.post(
    '/p/:token/approval-code',
    documented(
      {
        summary: 'Send the client a code to approve with',
        description:
          'Mails a one-time code (6 digits, 10 minutes, 5 tries) to the email given, in the page’s language (Accept-Language). At most 5 requests per link an hour and one a minute (429 with Retry-After).',
        tag: 'Booking',
        access: 'public',
        requestExample: answerExample,
        example: null,
      },
      {
        params: proposalTokenParamsSchema,
        body: proposalAnswerSchema,
        response: { 204: z.null(), ...errors },
      },
      linkRateLimit,
    ),
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
    documented(
      {
        summary: 'Approve a proposal',
        description:
          'With the code mailed to this email, the proposal becomes a campaign of the proposing organisation, once, however many approvals race (the others answer 409). Capacity is checked again: 409 lists the cells no longer free, with `alternatives`: cells of the same screens (other dayparts that date, or the day before or after) that still have the spots.',
        tag: 'Booking',
        access: 'public',
        requestExample: { ...answerExample, code: '123456' },
        example: { ...publicExample, state: 'approved', held: false },
      },
      {
        params: proposalTokenParamsSchema,
        body: proposalApprovalSchema,
        response: {
          200: publicProposalSchema,
          409: proposalConflictSchema.or(apiErrorSchema),
          ...errors,
        },
      },
      linkRateLimit,
    ),
    async (request) => approveProposal(deps, request.params.token, request.body, rules),
  );

  app.post(
    '/p/:token/decline',
    documented(
      {
        summary: 'Decline a proposal',
        description: 'The proposal ends and a hold gives its cells back.',
        tag: 'Booking',
        access: 'public',
        requestExample: answerExample,
        example: { ...publicExample, state: 'declined', held: false },
      },
      {
        params: proposalTokenParamsSchema,
        body: proposalAnswerSchema,
        response: { 200: publicProposalSchema, ...errors },
      },
      linkRateLimit,
    ),
    async (request) => declineProposal(db, request.params.token, request.body, rules.now()),
  );
};
