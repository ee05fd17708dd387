// Campaign reports for owners and operators: booked against delivered plays and impressions per
// business day, hour and screen, as JSON, CSV and a printable PDF.
import { campaignIdParamsSchema } from '@screenspot/contracts/booking-api';
import { campaignReportSchema, reportCsv, reportQuerySchema } from '@screenspot/contracts/report';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireCustomer } from '../auth';
import { accountViewer } from '../organisations';
import { renderReportPdf } from './report-pdf';
import { campaignReport } from './service';
import { errors } from '../../http/error-responses';

/** A campaign's delivery report, as JSON, CSV or a printable PDF, for its owner or an operator. */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl?: string }> = async (
  app,
  { db, publicUrl },
) => {
  app.get(
    '/campaigns/:id/report',
    {
      preHandler: requireCustomer,
      schema: {
        params: campaignIdParamsSchema,
        querystring: reportQuerySchema,
        response: {
          200: z.union([campaignReportSchema, z.string(), z.instanceof(Buffer)]),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const viewer = accountViewer(request);
      const report = await campaignReport(db, viewer, request.params.id);
      const file = `campaign-${report.campaignId}-report`;
      if (request.query.format === 'pdf') {
        const pdf = await renderReportPdf(report, {
          generatedAt: new Date(),
          origin: publicUrl?.replace(/\/$/, '') ?? '',
        });
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${file}.pdf"`)
          .send(pdf);
      }
      if (request.query.format !== 'csv') return report;
      const by = request.query.by;
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
