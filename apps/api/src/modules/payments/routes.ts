// Paying a campaign: tax invoices and credit notes (PDF, gapless numbers), bank transfers the
// console records, Stripe Checkout and its webhook, refunds.
import { campaignIdParamsSchema } from '@screenspot/contracts/booking-api';
import {
  creditNotePdfParamsSchema,
  invoicePdfParamsSchema,
  paymentAnswerSchema,
  paymentOptionsSchema,
  paymentRequestSchema,
  refundAnswerSchema,
} from '@screenspot/contracts/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentCustomer, requireCustomer } from '../auth';
import { organisationAccount, accountViewer } from '../organisations';
import { cancelPaidCampaign, creditNotePdf } from './refunds';
import { invoicePdf, payCampaign, paymentOptions, type PaymentDeps } from './service';
import { errors } from '../../http/error-responses';
import { pdfNumber, sendPdf } from '../../http/send-pdf';
import { requestLanguage } from '../../i18n';

const pdfBody = z.instanceof(Buffer);

/** Paying a campaign, and its documents, for the signed-in customer (operators see any document). */
export const paymentRoutes: FastifyPluginAsyncZod<{ deps: () => PaymentDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/campaigns/:id/payment',
    {
      preHandler: requireCustomer,
      schema: {
        params: campaignIdParamsSchema,
        response: { 200: paymentOptionsSchema, ...errors },
      },
    },
    async (request) =>
      paymentOptions(
        deps(),
        organisationAccount(request),
        request.params.id,
        requestLanguage(request),
      ),
  );

  app.post(
    '/campaigns/:id/payment',
    {
      preHandler: requireCustomer,
      // A retry with the same Idempotency-Key answers the first answer (one invoice, one checkout).
      config: { idempotent: true },
      schema: {
        params: campaignIdParamsSchema,
        body: paymentRequestSchema,
        response: { 200: paymentAnswerSchema, ...errors },
      },
    },
    async (request) =>
      payCampaign(deps(), {
        customerId: organisationAccount(request),
        campaignId: request.params.id,
        method: request.body.method,
      }),
  );

  app.post(
    '/campaigns/:id/refund',
    {
      preHandler: requireCustomer,
      schema: { params: campaignIdParamsSchema, response: { 200: refundAnswerSchema, ...errors } },
    },
    async (request) => {
      return cancelPaidCampaign(deps(), {
        campaignId: request.params.id,
        customerId: organisationAccount(request),
        changedBy: currentCustomer(request).id,
        reason: 'Cancelled by the customer',
      });
    },
  );

  // A tax invoice or a credit note as its PDF, by file name (INV-000001.pdf, CN-000001.pdf).
  for (const [path, params, pdfOf] of [
    ['/invoices/:file', invoicePdfParamsSchema, invoicePdf],
    ['/credit-notes/:file', creditNotePdfParamsSchema, creditNotePdf],
  ] as const) {
    app.get(
      path,
      { preHandler: requireCustomer, schema: { params, response: { 200: pdfBody, ...errors } } },
      async (request, reply) => {
        const number = pdfNumber(request.params.file);
        return sendPdf(reply, number, await pdfOf(deps(), accountViewer(request), number));
      },
    );
  }
};
