// An order's content permits for its advertiser: list, add (fields and an optional PDF), change,
// remove, download.
import multipart from '@fastify/multipart';
import {
  orderPermitsSchema,
  permitParamsSchema,
  permitSchema,
} from '@screenspot/contracts/permits';
import { orderIdParamsSchema } from '@screenspot/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../http/error-responses';
import { changeOrderPermit, removeOrderPermit } from './permit-changes';
import { sendPermitDocument } from './permit-document';
import { receivePermit } from './permit-upload';
import { addOrderPermit, ownOrderPermits, permitDocument } from './permits.service';
import { organisationAccount } from '../organisations';
import { customerRoute } from '../../http/operation';

const permitRequestExample = {
  number: 'DM-ADV-2026-004512',
  authority: 'dm',
  validFrom: '2026-12-01',
  validTo: '2026-12-10',
};

const permitExample = {
  id: 12,
  scope: 'order',
  orderId: 204,
  ledId: null,
  customerId: null,
  ...permitRequestExample,
  documentUrl: null,
  documentName: null,
  createdAt: '2026-11-24T12:00:00.000Z',
  changeable: true,
};

export const permitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // Scoped to these routes: the permit's PDF comes as multipart/form-data.
  await app.register(multipart);
  const storage = app.deps.storage;

  app.get(
    '/order/:id/permits',
    customerRoute(
      {
        summary: "An order's content permits",
        description:
          "The order's own permits and the operator's blanket permits for its screen and advertiser, the booked days (Dubai dates) no permit covers, and `heldBackFrom`: play stops from that day until a new permit is added. Every screen requires permits (`required`) unless `exemption` says why not: `screen` (an operator exempted a screen outside Dubai's permit regime) or `grandfathered` (the order was paid before every screen required permits).",
        tag: 'Orders',
        token: 'read',
        example: {
          orderId: 204,
          required: true,
          exemption: null,
          permits: [
            {
              ...permitExample,
              documentUrl: '/api/order/204/permits/12/document',
              documentName: 'permit.pdf',
            },
          ],
          uncoveredDays: ['2026-12-11', '2026-12-12'],
          heldBackFrom: '2026-12-11',
        },
      },
      { params: orderIdParamsSchema, response: { 200: orderPermitsSchema, ...errors } },
    ),
    async (request) => ownOrderPermits(db, organisationAccount(request), request.params.id),
  );

  app.post(
    '/order/:id/permits',
    customerRoute(
      {
        summary: 'Add a content permit to an order',
        description:
          "The permit its video carries: `number`, `authority` (`dm` Dubai Municipality, `rta`, `dda`, `trakhees`), `validFrom` and `validTo` (Dubai dates, both included). As JSON or form fields, or as multipart/form-data with an optional `document`: a PDF of at most 5 MB (413 when larger, 415 when its bytes are not a PDF's). Bad dates answer 400; a rejected, completed, cancelled or expired order 409.",
        tag: 'Orders',
        token: 'book',
        requestExample: permitRequestExample,
        example: permitExample,
      },
      { params: orderIdParamsSchema, response: { 201: permitSchema, ...errors } },
    ),
    async (request, reply) => {
      const customerId = organisationAccount(request);
      const received = await receivePermit(request, storage);
      const permit = await addOrderPermit({ db, storage }, customerId, request.params.id, received);
      return reply.code(201).send(permit);
    },
  );

  app.put(
    '/order/:id/permits/:permitId',
    customerRoute(
      {
        summary: "Change an order's content permit",
        description:
          "Replaces the fields of a permit this order carries (as for adding one); a `document` PDF sent with them replaces the old one, else the old one stays. Allowed while the order has not played any of the permit's days: once the order is paid, a booked day inside the permit's validity (before or after the change) that is today or past in Dubai answers 409, as does an order that no longer plays. Another order's permit, and the screen owner's blanket permits, answer 404.",
        tag: 'Orders',
        token: 'book',
        requestExample: { ...permitRequestExample, validTo: '2026-12-31' },
        example: { ...permitExample, validTo: '2026-12-31' },
      },
      { params: permitParamsSchema, response: { 200: permitSchema, ...errors } },
    ),
    async (request) => {
      const customerId = organisationAccount(request);
      const received = await receivePermit(request, storage);
      const { id, permitId } = request.params;
      return changeOrderPermit({ db, storage }, customerId, id, permitId, received);
    },
  );

  app.delete(
    '/order/:id/permits/:permitId',
    customerRoute(
      {
        summary: "Remove an order's content permit",
        description:
          'Removes a permit this order carries, and its PDF, on the same terms as changing it (409 once the order played one of its days). The days it covered are held back again unless another permit covers them (or the screen is exempt).',
        tag: 'Orders',
        token: 'book',
        example: null,
      },
      { params: permitParamsSchema, response: { 204: z.null(), ...errors } },
    ),
    async (request, reply) => {
      const { id, permitId } = request.params;
      await removeOrderPermit({ db, storage }, organisationAccount(request), id, permitId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/order/:id/permits/:permitId/document',
    customerRoute(
      {
        summary: "A content permit's PDF",
        description: 'The PDF attached to a permit that covers this order, as a download.',
        tag: 'Orders',
        token: 'read',
        example: null,
      },
      { params: permitParamsSchema, response: { 200: z.unknown(), ...errors } },
    ),
    async (request, reply) => {
      const { id, permitId } = request.params;
      const document = await permitDocument(db, permitId, {
        customerId: organisationAccount(request),
        orderId: id,
      });
      return sendPermitDocument(reply, storage, document);
    },
  );
};
