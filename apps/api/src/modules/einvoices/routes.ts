// PINT AE e-invoices: a tax invoice or credit note as UBL 2.1 XML, and (in the console) where
// each one stands on its way through the ASP.
import {
  creditNoteXmlParamsSchema,
  invoiceXmlParamsSchema,
  transmissionQuerySchema,
  transmissionSchema,
} from '@screenspot/contracts/pint-ae';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../http/error-responses';
import { customerRoute } from '../../http/operation';
import { accountViewer } from '../organisations';
import { documentXml, transmissions, einvoiceDeps } from './service';

const xmlBody = z.string();

/** The XML of a document, for its owner and operators (anyone else gets 404). */
export const einvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => einvoiceDeps(app.deps);
  for (const [path, params, kind, operation] of [
    [
      '/invoices/:number.xml',
      invoiceXmlParamsSchema,
      'invoice',
      {
        summary: 'A tax invoice as a UAE e-invoice (PINT AE, UBL 2.1 XML)',
        description:
          'The same invoice as its PDF, as the e-invoice the ASP receives: amounts in USD, VAT also in AED at the 3.6725 peg, one line per order and daypart.',
        tag: 'Booking',
        token: 'read',
        example: null,
      },
    ],
    [
      '/credit-notes/:number.xml',
      creditNoteXmlParamsSchema,
      'credit_note',
      {
        summary: 'A credit note as a UAE e-invoice (PINT AE, UBL 2.1 XML)',
        description: 'Refers to the invoice it corrects and gives its reason.',
        tag: 'Booking',
        token: 'read',
        example: null,
      },
    ],
  ] as const) {
    app.get(
      path,
      customerRoute(operation, { params, response: { 200: xmlBody, ...errors } }),
      async (request, reply) => {
        const { number } = request.params;
        const xml = await documentXml(deps(), accountViewer(request), kind, number);
        return reply
          .type('application/xml; charset=utf-8')
          .header('content-disposition', `inline; filename="${number}.xml"`)
          .header('cache-control', 'no-store')
          .send(xml);
      },
    );
  }
};

/** The console's list of e-invoice transmissions (registered behind the operator check). */
export const einvoiceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => einvoiceDeps(app.deps);
  app.get(
    '/einvoices',
    {
      schema: {
        querystring: transmissionQuerySchema,
        response: { 200: z.array(transmissionSchema), ...errors },
      },
    },
    async (request) => transmissions(deps().db, { status: request.query.status }),
  );
};
