// The customer's side of the in-situ mock-up: the state of an order's mock-up and its downloads.
import { mockupSchema } from '@screenspot/contracts/mockup';
import type { FastifyRequest } from 'fastify';
import { orderIdParamsSchema } from '@screenspot/contracts/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../http/error-responses';
import { sendMockupImage, sendMockupPdf } from './send-mockup';
import { mockupState, type MockupReader } from './service';
import { organisationAccount } from '../organisations';
import { customerRoute } from '../../http/operation';

export const mockupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // Only the order's owner: another customer (and an operator, here just a customer) hears 404.
  const owner = (request: FastifyRequest): MockupReader => ({
    kind: 'owner',
    customerId: organisationAccount(request),
  });

  app.get(
    '/order/:id/mockup',
    customerRoute(
      {
        summary: "The in-situ mock-up of an order's video",
        description:
          "A key frame of the video shown in perspective on the screen's display area, on the screen's photo: `pending` while it renders, `ready` with its PNG and PDF addresses, `failed` when the video could not be read, `unavailable` while the screen's display area is not marked.",
        tag: 'Orders',
        token: 'read',
        example: {
          status: 'ready',
          imageUrl: '/api/order/204/mockup.png',
          pdfUrl: '/api/order/204/mockup.pdf',
          renderedAt: '2026-11-24T12:00:00.000Z',
        },
      },
      { params: orderIdParamsSchema, response: { 200: mockupSchema, ...errors } },
    ),
    async (request) => mockupState(db, request.params.id, owner(request), '/api/order'),
  );

  app.get(
    '/order/:id/mockup.png',
    customerRoute(
      {
        summary: "An order's mock-up as a PNG",
        description: 'The rendered mock-up; 404 until it is ready. ETag and 304.',
        tag: 'Orders',
        token: 'read',
        example: null,
      },
      {
        params: orderIdParamsSchema,
        response: { 200: z.unknown(), 304: z.unknown(), ...errors },
      },
    ),
    async (request, reply) =>
      sendMockupImage(
        request,
        reply,
        { db, storage: app.deps.storage },
        request.params.id,
        owner(request),
      ),
  );

  app.get(
    '/order/:id/mockup.pdf',
    customerRoute(
      {
        summary: "An order's mock-up as a one-page PDF",
        description:
          'For a permit application: the screen, its location and size, the dates booked and the mock-up; 404 until it is ready.',
        tag: 'Orders',
        token: 'read',
        example: null,
      },
      { params: orderIdParamsSchema, response: { 200: z.unknown(), ...errors } },
    ),
    async (request, reply) =>
      sendMockupPdf(reply, { db, storage: app.deps.storage }, request.params.id, owner(request)),
  );
};
