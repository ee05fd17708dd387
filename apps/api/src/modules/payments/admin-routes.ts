import {
  adminInvoiceQuerySchema,
  adminInvoiceSchema,
  invoiceNumberParamsSchema,
  refundAnswerSchema,
  transferRequestSchema,
} from '@screenspot/contracts/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentCustomer } from '../auth';
import { campaignIdParamsSchema } from '@screenspot/contracts/booking-api';
import { listInvoices, recordTransfer } from './reconciliation';
import { cancelPaidCampaign } from './refunds';
import { paymentDeps } from './service';
import { errors } from '../../http/error-responses';

/** Bank-transfer reconciliation in the console (registered behind the operator check). */
export const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => paymentDeps(app);
  app.get(
    '/invoices',
    {
      schema: {
        querystring: adminInvoiceQuerySchema,
        response: { 200: z.array(adminInvoiceSchema), ...errors },
      },
    },
    async (request) => listInvoices(deps(), { status: request.query.status }),
  );

  app.post(
    '/invoices/:invoiceNumber/transfers',
    {
      schema: {
        params: invoiceNumberParamsSchema,
        body: transferRequestSchema,
        response: { 200: adminInvoiceSchema, ...errors },
      },
    },
    async (request) =>
      recordTransfer(deps(), {
        invoiceNumber: request.params.invoiceNumber,
        ...request.body,
        operatorId: currentCustomer(request).id,
      }),
  );

  app.post(
    '/campaigns/:id/refund',
    {
      schema: {
        params: campaignIdParamsSchema,
        body: z.object({
          reason: z.string().trim().min(1, 'Required').max(300, 'Must be at most 300 characters'),
        }),
        response: { 200: refundAnswerSchema, ...errors },
      },
    },
    async (request) =>
      cancelPaidCampaign(deps(), {
        campaignId: request.params.id,
        customerId: null,
        changedBy: currentCustomer(request).id,
        reason: request.body.reason,
      }),
  );
};
