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
import { errors } from '../../http/error-responses';
import { sendImage } from '../../http/send-image';
import {
  createProofLink,
  proofCsv,
  proofLinks,
  proofScreenshot,
  proofView,
  revokeProofLink,
} from './service';
import { organisationAccount } from '../organisations';
import { customerRoute, documented } from '../../http/operation';

/** Tokens are 32 random bytes: a client address may still only try so many a minute. */
const linkRateLimit = { rateLimit: { max: 120, timeWindow: 60_000 } };

export const proofRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/campaigns/:id/proof-links',
    customerRoute(
      {
        summary: 'A campaign’s proof links',
        description:
          'The links made for the campaign, newest first, revoked ones included. A link’s token is shown only when it is made (decision 0049).',
        tag: 'Booking',
        token: 'read',
        example: [{ id: 3, createdAt: '2026-12-01T09:00:00.000Z', revokedAt: null }],
      },
      {
        params: campaignProofParamsSchema,
        response: { 200: z.array(proofLinkSchema), ...errors },
      },
    ),
    async (request) => proofLinks(db, organisationAccount(request), request.params.id),
  );

  app.post(
    '/campaigns/:id/proof-links',
    customerRoute(
      {
        summary: 'Make a proof link',
        description:
          'An unguessable link (32 random bytes) anyone can open without signing in: `/proof/{token}` lists the campaign’s plays with their players’ Ed25519 signatures, its screenshots with hashes and times, and booked against delivered plays. Only the token’s SHA-256 is kept: the answer is the only time it is shown.',
        tag: 'Booking',
        token: 'book',
        example: {
          id: 3,
          createdAt: '2026-12-01T09:00:00.000Z',
          revokedAt: null,
          token: 'q3Yx0mB1n9f8S7d6E5r4T3y2U1i0O9p8A7s6D5f4G3h',
          url: '/proof/q3Yx0mB1n9f8S7d6E5r4T3y2U1i0O9p8A7s6D5f4G3h',
        },
      },
      {
        params: campaignProofParamsSchema,
        body: z.object({}).strict().nullish(),
        response: { 201: proofLinkCreatedSchema, ...errors },
      },
    ),
    async (request, reply) =>
      reply
        .code(201)
        .send(await createProofLink(db, organisationAccount(request), request.params.id)),
  );

  app.delete(
    '/campaigns/:id/proof-links/:linkId',
    customerRoute(
      {
        summary: 'Revoke a proof link',
        description: 'The link stops working at once: it answers 410 from then on.',
        tag: 'Booking',
        token: 'book',
        example: null,
      },
      { params: proofLinkParamsSchema, response: { 204: z.null(), ...errors } },
    ),
    async (request, reply) => {
      await revokeProofLink(
        db,
        organisationAccount(request),
        request.params.id,
        request.params.linkId,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/proof/:token',
    documented(
      {
        summary: 'What a proof link shows',
        description:
          'No sign-in: the token is the authority. Booked against delivered plays per screen, the latest plays with the public key of the player that sent each and its own signature or the id of the signed batch it came in, with its hash (decision 0064; key, signature and batch null for players paired before signatures), and the screenshots with their SHA-256, the server’s time of receipt and the player’s signed time of capture. 404 for a token never issued, 410 once revoked.',
        tag: 'Booking',
        access: 'public',
        token: 'read',
        example: {
          campaignName: 'Launch week',
          screens: [{ name: 'Marina Gate West', booked: 1440, delivered: 312 }],
          booked: 1440,
          delivered: 312,
          unsignedPlays: 0,
          plays: [
            {
              playId: '0193a8c4-5e2f-7b10-9c3d-2e4f6a8b0c1d',
              screenName: 'Marina Gate West',
              seq: 1842,
              itemToken: 'k2VbX0c9Qm',
              startedAt: '2026-12-01T14:30:00.000Z',
              endedAt: '2026-12-01T14:30:15.000Z',
              durationMs: 15000,
              status: 'completed',
              complete: true,
              publicKey: 'MCowBQYDK2VwAyEAq3Yx0mB1n9f8S7d6E5r4T3y2U1i',
              signature: null,
              batchId: '4b1e9d2c7a0f3e6b8d5c2a1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1d',
              recordHash: '7c3a9e1f5b2d8c4a0e6f3b9d1c7a5e2f8b4d0c6a3e9f1b5d7c2a8e4f0b6d3c9a',
            },
          ],
          morePlays: false,
          screenshots: [
            {
              id: 81,
              screenName: 'Marina Gate West',
              itemToken: 'k2VbX0c9Qm',
              sha256: '9f2c4e1b7a0d4c3e8f6a5b2d1c0e9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c3d2e',
              takenAt: '2026-12-01T14:30:05.000Z',
              capturedAt: '2026-12-01T14:30:04.512Z',
              publicKey: 'MCowBQYDK2VwAyEAq3Yx0mB1n9f8S7d6E5r4T3y2U1i',
              signature:
                'Zq8m4V2k0c9Qm1Xb3Yx0mB1n9f8S7d6E5r4T3y2U1i0O9p8A7s6D5f4G3hZq8m4V2k0c9Qm1Xb3Yx0mB1n9f8S7d6E5r',
              url: '/api/proof/q3Yx0mB1n9f8S7d6E5r4T3y2U1i0O9p8A7s6D5f4G3h/screenshots/81',
            },
          ],
          csvUrl: '/api/proof/q3Yx0mB1n9f8S7d6E5r4T3y2U1i0O9p8A7s6D5f4G3h/proof.csv',
        },
      },
      { params: proofTokenParamsSchema, response: { 200: proofViewSchema, ...errors } },
      linkRateLimit,
    ),
    async (request) => proofView(db, request.params.token),
  );

  app.get(
    '/proof/:token/proof.csv',
    documented(
      {
        summary: 'A proof link’s CSV',
        description:
          "Every play and screenshot of the campaign, one row each, and each signed batch its plays came in (`kind,id,seq,item,started_at,ended_at,duration_ms,status,public_key,signature,batch,sha256,leaves`): a play carries its hash and its own signature or its batch; a batch carries its signature and every record hash it signed, other campaigns' records as hashes only. `npm run verify-proof -- file.csv` checks every row offline; changing any byte of a row fails (decisions 0049 and 0064).",
        tag: 'Booking',
        access: 'public',
        token: 'read',
        example: null,
      },
      { params: proofTokenParamsSchema, response: { 200: z.string(), ...errors } },
      linkRateLimit,
    ),
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="proof-of-play.csv"')
        .send(await proofCsv(db, request.params.token)),
  );

  app.get(
    '/proof/:token/screenshots/:screenshotId',
    documented(
      {
        summary: 'A screenshot behind a proof link',
        description: 'The JPEG or WebP image; its ETag is its sha256. Only the campaign’s own.',
        tag: 'Booking',
        access: 'public',
        token: 'read',
        example: null,
      },
      {
        params: proofTokenParamsSchema.extend({ screenshotId: idFromText }),
        response: { 200: z.unknown(), ...errors },
      },
      linkRateLimit,
    ),
    async (request, reply) =>
      sendImage(
        request,
        reply,
        await proofScreenshot(db, request.params.token, request.params.screenshotId),
      ),
  );
};
