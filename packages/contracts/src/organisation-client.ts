// An agency's clients (decision 0060): the advertisers an organisation books and proposes for, and
// whom its tax invoices may be addressed to.
import { z } from 'zod';
import { blankOr, emailField, requiredText } from './auth-fields';
import { recordIdSchema } from './record-id';
import { trnField } from './tax-number';

export const clientLimits = { nameMax: 120, addressMax: 500, listMax: 500 } as const;

const tooLong = (max: number) => `Must be at most ${max} characters long.`;

/** POST /api/organisation/clients and PUT …/:id: the whole client; a blank optional field is none. */
export const clientInputSchema = z.object({
  name: requiredText(clientLimits.nameMax, tooLong(clientLimits.nameMax)),
  /** The client's name in Arabic, printed beside the English one. */
  nameAr: blankOr(z.string().max(clientLimits.nameMax, tooLong(clientLimits.nameMax))),
  billingAddress: requiredText(clientLimits.addressMax, tooLong(clientLimits.addressMax)),
  /** The client's UAE TRN, read like a customer's own. */
  trn: trnField,
  contactEmail: emailField,
});
export type ClientInput = z.input<typeof clientInputSchema>;

export const clientIdParamsSchema = z.object({ id: recordIdSchema });

/**
 * The client a campaign or a proposal is for, as a request names it: a client id of the caller's
 * organisation, or nothing (left out, null or blank).
 */
export const clientIdField = z
  .union([
    recordIdSchema,
    z.literal('').transform(() => undefined),
    z.null().transform(() => undefined),
  ])
  .optional();

export const organisationClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string().nullable(),
  billingAddress: z.string(),
  trn: z.string().nullable(),
  contactEmail: z.string(),
  /** Set once archived: kept for the campaigns that name it, offered for no new one. */
  archivedAt: z.string().nullable(),
});
export type OrganisationClient = z.infer<typeof organisationClientSchema>;

/** GET /api/organisation/clients: the active clients by name, then the archived ones. */
export const organisationClientsSchema = z.object({ clients: z.array(organisationClientSchema) });
export type OrganisationClients = z.infer<typeof organisationClientsSchema>;

/** DELETE …/:id: a client no campaign or proposal names is deleted; one in use is archived. */
export const clientRemovedSchema = z.object({ outcome: z.enum(['deleted', 'archived']) });

/** The client named on a campaign or a proposal. */
export const clientNameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string().nullable(),
});
export type ClientName = z.infer<typeof clientNameSchema>;

/** Whom an organisation's tax invoices are addressed to: itself, or the campaign's client. */
export const invoiceAddressees = ['agency', 'client'] as const;
export type InvoiceAddressee = (typeof invoiceAddressees)[number];

/** PUT /api/organisation/invoice-addressee */
export const invoiceAddresseeSchema = z.object({
  invoiceAddressee: z.enum(invoiceAddressees, { error: 'Choose agency or client.' }),
});
