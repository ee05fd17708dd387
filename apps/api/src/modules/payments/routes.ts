// Paying a campaign: tax invoices and credit notes (PDF, gapless numbers), bank transfers the
// console records, Stripe Checkout and its webhook, refunds.
import { historyReason } from '@screenspot/contracts/history-reasons';
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
import { currentCustomer } from '../auth';
import { organisationAccount, accountViewer } from '../organisations';
import { cancelPaidCampaign, creditNotePdf } from './refunds';
import { invoicePdf, payCampaign, paymentOptions, paymentDeps } from './service';
import { errors } from '../../http/error-responses';
import { pdfNumber, sendPdf } from '../../http/send-pdf';
import { requestLanguage } from '../../i18n';
import { customerRoute } from '../../http/operation';

const pdfBody = z.instanceof(Buffer);

/** Paying a campaign, and its documents, for the signed-in customer (operators see any document). */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => paymentDeps(app);
  app.get(
    '/campaigns/:id/payment',
    customerRoute(
      {
        summary: 'What a campaign has to pay, and how',
        description:
          'The approved orders still due, VAT included, the methods offered and invoices issued.',
        tag: 'Booking',
        token: 'read',
        example: {
          campaignId: 31,
          amountDueCents: 211_680,
          subtotalCents: 201_600,
          vatCents: 10_080,
          currency: 'USD',
          dueAt: '2026-11-25T15:45:00.000Z',
          orders: [
            {
              orderId: 204,
              billboardName: 'Marina Gate West',
              startDate: '2026-12-01',
              endDate: '2026-12-07',
              totalCents: 211_680,
            },
          ],
          methods: ['invoice', 'card'],
          invoiceUnavailable: null,
          openCheckout: null,
          invoices: [],
        },
      },
      {
        params: campaignIdParamsSchema,
        response: { 200: paymentOptionsSchema, ...errors },
      },
    ),
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
    customerRoute(
      {
        summary: 'Pay a campaign by invoice or card',
        description:
          '`invoice` issues a VAT invoice with bank details; `card` answers a checkout URL. Send an `Idempotency-Key` header to retry safely.',
        tag: 'Booking',
        token: 'book',
        requestExample: { method: 'invoice' },
        example: {
          invoiceNumber: 'INV-2026-000031',
          invoiceUrl: '/api/invoices/INV-2026-000031.pdf',
          amountCents: 211_680,
          dueAt: '2026-11-25T15:45:00.000Z',
          bankDetails: {
            beneficiary: 'ScreenSpot Demo FZ-LLC',
            iban: 'AE000000000000000000000',
            bank: 'Demo Bank (not a real account)',
            reference: 'INV-2026-000031',
          },
        },
      },
      {
        params: campaignIdParamsSchema,
        body: paymentRequestSchema,
        response: { 200: paymentAnswerSchema, ...errors },
      },
      // A retry with the same Idempotency-Key answers the first answer (one invoice, one checkout).
      { idempotent: true },
    ),
    async (request) =>
      payCampaign(deps(), {
        customerId: organisationAccount(request),
        campaignId: request.params.id,
        method: request.body.method,
      }),
  );

  app.post(
    '/campaigns/:id/refund',
    customerRoute(
      {
        summary: 'Cancel a paid campaign and refund it by credit note',
        description:
          'Cells not yet started are refunded in full (decision 0017); a credit note referring to the invoice is issued and card payments go back through Stripe.',
        tag: 'Booking',
        token: 'book',
        example: {
          creditNoteNumber: 'CN-000001',
          creditNoteUrl: '/api/credit-notes/CN-000001.pdf',
          invoiceNumber: 'INV-000042',
          refundCents: 52_500,
          refundStatus: 'refunded',
        },
      },
      { params: campaignIdParamsSchema, response: { 200: refundAnswerSchema, ...errors } },
    ),
    async (request) => {
      return cancelPaidCampaign(deps(), {
        campaignId: request.params.id,
        customerId: organisationAccount(request),
        changedBy: currentCustomer(request).id,
        reason: historyReason('cancelledByCustomer'),
      });
    },
  );

  // A tax invoice or a credit note as its PDF, by file name (INV-000001.pdf, CN-000001.pdf).
  for (const [path, params, pdfOf, operation] of [
    [
      '/invoices/:file',
      invoicePdfParamsSchema,
      invoicePdf,
      {
        summary: 'A tax invoice (PDF)',
        tag: 'Booking',
        token: 'read',
        example: null,
      },
    ],
    [
      '/credit-notes/:file',
      creditNotePdfParamsSchema,
      creditNotePdf,
      {
        summary: 'A credit note (PDF)',
        tag: 'Booking',
        token: 'read',
        example: null,
      },
    ],
  ] as const) {
    app.get(
      path,
      customerRoute(operation, { params, response: { 200: pdfBody, ...errors } }),
      async (request, reply) => {
        const number = pdfNumber(request.params.file);
        return sendPdf(reply, number, await pdfOf(deps(), accountViewer(request), number));
      },
    );
  }
};
