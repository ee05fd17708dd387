// The console's content permits: an order's permits as the moderator sees them, a screen's blanket
// permits and whether it is exempt from them (decision 0062), and every permit's PDF.
import multipart from '@fastify/multipart';
import {
  permitIdParamsSchema,
  blanketPermitInputSchema,
  orderPermitsSchema,
  permitMessages,
  permitParamsSchema,
  permitSchema,
  screenPermitRuleSchema,
} from '@screenspot/contracts/permits';
import { idParamsSchema } from '@screenspot/contracts/record-id';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../http/error-responses';
import { HttpError } from '../../plugins/errors';
import { currentCustomer } from '../auth';
import { findScreen } from '../catalog';
import { changeBlanketPermit, removeBlanketPermit } from './permit-changes';
import { sendPermitDocument } from './permit-document';
import { receivePermit, type ReceivedPermit } from './permit-upload';
import * as permits from './permits.service';
import { contractMessage } from '../../i18n';

export const permitAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  await app.register(multipart);
  const storage = app.deps.storage;
  /** The advertiser of a blanket permit, from its form: a 400 naming the field otherwise. */
  const advertiserOf = async (received: ReceivedPermit): Promise<number> => {
    const parsed = blanketPermitInputSchema.safeParse(received.fields);
    if (parsed.success) return parsed.data.customerId;
    if (received.document) await storage.remove(received.document.tempKey).catch(() => {});
    const text = contractMessage(permitMessages.advertiser);
    throw new HttpError(400, text, { customerId: text });
  };
  const screenExists = async (id: number) => {
    if (!(await findScreen(db, id))) throw new HttpError(404, 'notFound.screen');
  };

  app.get(
    '/orders/:id/permits',
    { schema: { params: idParamsSchema, response: { 200: orderPermitsSchema, ...errors } } },
    async (request) => permits.consoleOrderPermits(db, request.params.id),
  );

  app.get(
    '/screens/:id/permits',
    {
      schema: {
        params: idParamsSchema,
        response: {
          200: screenPermitRuleSchema.extend({ permits: z.array(permitSchema) }),
          ...errors,
        },
      },
    },
    async (request) => {
      await screenExists(request.params.id);
      const [rule, blanket] = await Promise.all([
        permits.screenPermitRule(db, request.params.id),
        permits.screenBlanketPermits(db, request.params.id),
      ]);
      return { ...rule, permits: blanket };
    },
  );

  app.put(
    '/screens/:id/permit-rule',
    {
      schema: {
        params: idParamsSchema,
        body: screenPermitRuleSchema,
        response: { 200: screenPermitRuleSchema, ...errors },
      },
    },
    async (request) => {
      await screenExists(request.params.id);
      await permits.setScreenPermitExempt(db, request.params.id, request.body.permitExempt);
      return permits.screenPermitRule(db, request.params.id);
    },
  );

  app.post(
    '/screens/:id/permits',
    { schema: { params: idParamsSchema, response: { 201: permitSchema, ...errors } } },
    async (request, reply) => {
      const received = await receivePermit(request, storage);
      const customerId = await advertiserOf(received);
      const permit = await permits.addBlanketPermit(
        { db, storage },
        { screenId: request.params.id, customerId, operatorId: currentCustomer(request).id },
        received,
      );
      return reply.code(201).send(permit);
    },
  );

  // A blanket permit changes (fields, advertiser, a new PDF) or goes at any time: the operator
  // vouches for it, and the manifests of its screen follow at the next poll.
  app.put(
    '/screens/:id/permits/:permitId',
    { schema: { params: permitParamsSchema, response: { 200: permitSchema, ...errors } } },
    async (request) => {
      const received = await receivePermit(request, storage);
      const customerId = await advertiserOf(received);
      const { id: screenId, permitId } = request.params;
      return changeBlanketPermit({ db, storage }, { screenId, permitId, customerId }, received);
    },
  );

  app.delete(
    '/screens/:id/permits/:permitId',
    { schema: { params: permitParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeBlanketPermit({ db, storage }, request.params.id, request.params.permitId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/permits/:permitId/document',
    { schema: { params: permitIdParamsSchema, response: { 200: z.unknown(), ...errors } } },
    async (request, reply) =>
      sendPermitDocument(reply, storage, await permits.permitDocument(db, request.params.permitId)),
  );
};
