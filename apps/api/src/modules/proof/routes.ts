// Campaign proof links (decision 0049): the owner makes and revokes them; whoever holds one sees
// the campaign's signed plays, screenshots and booked against delivered, and downloads the CSV
// that `npm run verify-proof` checks offline. No sign-in behind a link.
import {
  campaignProofParamsSchema,
  proofLinkCreatedSchema,
  proofLinkParamsSchema,
  proofLinkSchema,
  proofTokenParamsSchema,
  proofViewSchema,
} from '@screenspot/contracts/proof';
import { idFromText } from '@screenspot/contracts/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { errors } from '../../http/error-responses';
import { sendImage } from '../../http/send-image';
import { currentCustomer, requireCustomer } from '../auth';
import {
  createProofLink,
  proofCsv,
  proofLinks,
  proofScreenshot,
  proofView,
  revokeProofLink,
} from './service';

/** Tokens are 32 random bytes: a client address may still only try so many a minute. */
const linkRateLimit = { rateLimit: { max: 120, timeWindow: 60_000 } };

export const proofRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/campaigns/:id/proof-links',
    {
      preHandler: requireCustomer,
      schema: {
        params: campaignProofParamsSchema,
        response: { 200: z.array(proofLinkSchema), ...errors },
      },
    },
    async (request) => proofLinks(db, currentCustomer(request).id, request.params.id),
  );

  app.post(
    '/campaigns/:id/proof-links',
    {
      preHandler: requireCustomer,
      schema: {
        params: campaignProofParamsSchema,
        body: z.object({}).strict().nullish(),
        response: { 201: proofLinkCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createProofLink(db, currentCustomer(request).id, request.params.id)),
  );

  app.delete(
    '/campaigns/:id/proof-links/:linkId',
    {
      preHandler: requireCustomer,
      schema: { params: proofLinkParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await revokeProofLink(
        db,
        currentCustomer(request).id,
        request.params.id,
        request.params.linkId,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/proof/:token',
    {
      config: linkRateLimit,
      schema: { params: proofTokenParamsSchema, response: { 200: proofViewSchema, ...errors } },
    },
    async (request) => proofView(db, request.params.token),
  );

  app.get(
    '/proof/:token/proof.csv',
    {
      config: linkRateLimit,
      schema: { params: proofTokenParamsSchema, response: { 200: z.string(), ...errors } },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="proof-of-play.csv"')
        .send(await proofCsv(db, request.params.token)),
  );

  app.get(
    '/proof/:token/screenshots/:screenshotId',
    {
      config: linkRateLimit,
      schema: {
        params: proofTokenParamsSchema.extend({ screenshotId: idFromText }),
        response: { 200: z.unknown(), ...errors },
      },
    },
    async (request, reply) =>
      sendImage(
        request,
        reply,
        await proofScreenshot(db, request.params.token, request.params.screenshotId),
      ),
  );
};
