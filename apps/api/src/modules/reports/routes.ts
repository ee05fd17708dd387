// Campaign reports for owners and operators: booked against delivered plays and impressions per
// business day and screen (and hour, when asked for), as JSON, CSV and a printable PDF.
import { campaignIdParamsSchema } from '@screenspot/contracts/booking-api';
import { defaultDisplayCurrency } from '@screenspot/contracts/currency';
import { campaignReportSchema, reportCsv, reportQuerySchema } from '@screenspot/contracts/report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountViewer } from '../organisations';
import { renderReportPdf } from './report-pdf';
import { campaignReport } from './service';
import { errors } from '../../http/error-responses';
import { customerRoute } from '../../http/operation';

/** A campaign's delivery report, as JSON, CSV or a printable PDF, for its owner or an operator. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const publicUrl = app.deps.config.PUBLIC_URL;
  app.get(
    '/campaigns/:id/report',
    customerRoute(
      {
        summary: 'A campaign’s delivery report',
        description:
          'Booked against delivered plays (accepted complete plays) and estimated impressions, per order, per day and per hour in the screen’s time zone, with the spend, the spend delivered so far and the effective CPM. Only what was sold counts: paid orders and approved orders awaiting payment, without rejected, cancelled or expired orders and refunded spots; the spend is the sold spots at their daypart price before VAT. The answer has the days and totals; `?by=hour` adds each order’s hours that had plays (`hours`, summing to its `delivered`). `?format=csv` answers the daily figures as a CSV download (`&by=hour` the hourly ones); `?format=pdf` a printable summary.',
        tag: 'Booking',
        token: 'read',
        example: {
          campaignId: 31,
          name: 'Launch week',
          timezone: 'Asia/Dubai',
          methodVersion: 'prorated-ots/1',
          booked: { plays: 1_440, impressions: 21_600 },
          delivered: { plays: 702, impressions: 10_530 },
          spendCents: 184_000,
          deliveredSpendCents: 89_700,
          effectiveCpmCents: 8_519,
          items: [
            {
              orderId: 88,
              ledId: 12,
              ledName: 'Sheikh Zayed Road Tower',
              spendCents: 184_000,
              booked: 1_440,
              delivered: 702,
              impressions: 10_530,
              days: [
                {
                  date: '2026-11-20',
                  booked: 720,
                  delivered: 702,
                  impressions: 10_530,
                  spendCents: 92_000,
                },
              ],
            },
          ],
        },
      },
      {
        params: campaignIdParamsSchema,
        querystring: reportQuerySchema,
        response: {
          200: z.union([campaignReportSchema, z.string(), z.instanceof(Buffer)]),
          ...errors,
        },
      },
    ),
    async (request, reply) => {
      const viewer = accountViewer(request);
      const { format, by } = request.query;
      // The hours only when asked for (JSON or CSV): a year-long order has thousands.
      const report = await campaignReport(db, viewer, request.params.id, {
        hours: by === 'hour' && format !== 'pdf',
      });
      const file = `campaign-${report.campaignId}-report`;
      if (format === 'pdf') {
        const pdf = await renderReportPdf(report, {
          generatedAt: new Date(),
          origin: publicUrl?.replace(/\/$/, '') ?? '',
          // The viewer's chosen currency (an operator reads the currency of record).
          currency: viewer.role === 'operator' ? defaultDisplayCurrency : viewer.currency,
        });
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${file}.pdf"`)
          .send(pdf);
      }
      if (format !== 'csv') return report;
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${file}${by === 'hour' ? '-hourly' : ''}.csv"`,
        )
        .send(reportCsv(report, by));
    },
  );
};
