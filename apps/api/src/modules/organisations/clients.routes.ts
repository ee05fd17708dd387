// The organisation's clients (decision 0060): everyone reads them, planners keep them, and the
// owner says whom the tax invoices are addressed to.
import {
  clientIdParamsSchema,
  clientInputSchema,
  clientRemovedSchema,
  invoiceAddresseeSchema,
  organisationClientSchema,
  organisationClientsSchema,
} from '@screenspot/contracts/organisation-client';
import { organisationSchema } from '@screenspot/contracts/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../http/error-responses';
import { limitBodies } from '../../http/body-limit';
import { organisationClientExample, organisationExample } from '../api-docs';
import * as clients from './clients';
import { currentMember } from './member';
import { organisationView } from './service';
import { customerRoute } from '../../http/operation';

const clientRequestExample = {
  name: organisationClientExample.name,
  nameAr: organisationClientExample.nameAr,
  billingAddress: organisationClientExample.billingAddress,
  trn: organisationClientExample.trn,
  contactEmail: organisationClientExample.contactEmail,
};

export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  limitBodies(app);
  const organisationOf = (request: Parameters<typeof currentMember>[0]) =>
    currentMember(request).organisationId;

  app.get(
    '/organisation/clients',
    customerRoute(
      {
        summary: 'Your organisation’s clients',
        description:
          'The advertisers your organisation books and proposes for: the active ones by name, then the archived ones.',
        tag: 'Organisation',
        example: { clients: [organisationClientExample] },
      },
      { response: { 200: organisationClientsSchema, ...errors } },
    ),
    async (request) => clients.listClients(db, organisationOf(request)),
  );

  app.post(
    '/organisation/clients',
    customerRoute(
      {
        summary: 'Add a client',
        description:
          'Its name (and Arabic name), billing address, UAE TRN (15 digits, optional) and contact email. Owners and planners.',
        tag: 'Organisation',
        requestExample: clientRequestExample,
        example: organisationClientExample,
      },
      {
        body: clientInputSchema,
        response: { 201: organisationClientSchema, ...errors },
      },
    ),
    async (request, reply) =>
      reply.code(201).send(await clients.addClient(db, organisationOf(request), request.body)),
  );

  app.put(
    '/organisation/clients/:id',
    customerRoute(
      {
        summary: 'Change a client',
        description:
          'The whole client: a blank optional field is cleared. Invoices already issued keep the buyer they were issued to.',
        tag: 'Organisation',
        requestExample: clientRequestExample,
        example: organisationClientExample,
      },
      {
        params: clientIdParamsSchema,
        body: clientInputSchema,
        response: { 200: organisationClientSchema, ...errors },
      },
    ),
    async (request) =>
      clients.editClient(db, organisationOf(request), request.params.id, request.body),
  );

  app.delete(
    '/organisation/clients/:id',
    customerRoute(
      {
        summary: 'Remove a client',
        description:
          'A client no campaign or proposal names is deleted; one that is named is archived: kept for those, offered for no new one.',
        tag: 'Organisation',
        example: { outcome: 'archived' },
      },
      { params: clientIdParamsSchema, response: { 200: clientRemovedSchema, ...errors } },
    ),
    async (request) => clients.removeClient(db, organisationOf(request), request.params.id),
  );

  app.put(
    '/organisation/invoice-addressee',
    customerRoute(
      {
        summary: 'Whom tax invoices are addressed to',
        description:
          '`agency` (the default): your organisation is the buyer. `client`: a campaign that names a client is invoiced to that client, with its address and TRN; one that names none, to your organisation. Owner only.',
        tag: 'Organisation',
        requestExample: { invoiceAddressee: 'client' },
        example: organisationExample,
      },
      { body: invoiceAddresseeSchema, response: { 200: organisationSchema, ...errors } },
    ),
    async (request) => {
      const member = currentMember(request);
      await clients.setInvoiceAddressee(db, member.organisationId, request.body.invoiceAddressee);
      return organisationView(db, member, app.deps.clock());
    },
  );
};
