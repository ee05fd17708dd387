// Proposals (decision 0056): a planner's quote a client approves or declines by an unguessable
// link, `/p/{token}`, with no account. Approval takes a one-time code sent to the client's email.
import { z } from 'zod';
import { blankOr, codeField, emailField, requiredText } from './auth-fields';
import {
  campaignItemsSchema,
  capacityConflictSchema,
  quoteSchema,
  soldDaypartIdSchema,
} from './booking-api';
import { languages } from './language';
import { clientIdField, clientNameSchema } from './organisation-client';
import { idFromText } from './record-id';
import { linkTokenParamsSchema, sharedLinkFields } from './shared-link';

export const proposalStates = ['open', 'approved', 'declined', 'revoked', 'expired'] as const;
export type ProposalState = (typeof proposalStates)[number];

/** What a planner sends: the same items as a quote, a name and note for the client, and a hold. */
export const proposalRequestSchema = z.object({
  name: blankOr(z.string().max(120, 'Must be at most 120 characters')),
  note: blankOr(z.string().max(2000, 'Must be at most 2000 characters')),
  /** Hold the cells while the client decides (within the caps on unpaid holds). */
  hold: z
    .union([z.boolean(), z.enum(['true', 'false', 'on'])])
    .optional()
    .transform((value) => value === true || value === 'true' || value === 'on'),
  /** The agency's client the plan is prepared for (decision 0060). */
  clientId: clientIdField,
  items: campaignItemsSchema,
});
export type ProposalRequest = z.input<typeof proposalRequestSchema>;

/** Who answered a proposal on its link. */
export const proposalClientSchema = z.object({
  name: z.string(),
  email: z.string(),
  at: z.string(),
});

/** A proposal as its planners see it. */
export const proposalSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  note: z.string().nullable(),
  state: z.enum(proposalStates),
  /** Whether its cells are held now. */
  held: z.boolean(),
  /** ISO 8601: the link and any hold end then. */
  expiresAt: z.string(),
  /** Whether a link has been made (its token is shown only when made). */
  shared: z.boolean(),
  views: z.number().int(),
  quote: quoteSchema,
  campaignId: z.number().int().nullable(),
  client: proposalClientSchema.nullable(),
  /** The agency's client it is prepared for (decision 0060); `client` is who answered the link. */
  preparedFor: clientNameSchema.nullable(),
  createdAt: z.string(),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** A proposal's link: the page the client opens is `/p/{token}`. */
export const proposalLinkSchema = z.object(sharedLinkFields);
export type ProposalLink = z.infer<typeof proposalLinkSchema>;

export const proposalIdParamsSchema = z.object({ id: idFromText });
export const proposalTokenParamsSchema = linkTokenParamsSchema('Not a proposal link');
export const proposalScreenParamsSchema = proposalTokenParamsSchema.extend({ ledId: idFromText });

/** The PDF's language: `?lang=ar`, or else the reader's Accept-Language. */
export const proposalPdfQuerySchema = z.object({ lang: z.enum(languages).optional() });

/** A screen of the plan as the client sees it: its names and its photo. */
export const proposalScreenSchema = z.object({
  ledId: z.number().int(),
  name: z.string(),
  nameAr: z.string().nullable(),
  location: z.string().nullable(),
  locationAr: z.string().nullable(),
  /** The screen's photo, or null when it has none. */
  photoUrl: z.string().nullable(),
  /**
   * The photo with the screen's display area filled in, where the advert will play: a PNG, or
   * null when the area is not marked on the screen's current photo.
   */
  mockupUrl: z.string().nullable(),
});

/** What the link shows, with no account. */
export const publicProposalSchema = z.object({
  name: z.string().nullable(),
  note: z.string().nullable(),
  /** The organisation that proposes the plan. */
  from: z.string(),
  state: z.enum(proposalStates),
  held: z.boolean(),
  expiresAt: z.string(),
  quote: quoteSchema,
  screens: z.array(proposalScreenSchema),
  client: proposalClientSchema.nullable(),
  /** The agency's client the plan is prepared for, by name. */
  preparedFor: clientNameSchema.pick({ name: true, nameAr: true }).nullable(),
  pdfUrl: z.string(),
});
export type PublicProposal = z.infer<typeof publicProposalSchema>;

/** The client's name and email, for a decline or to be sent an approval code. */
export const proposalAnswerSchema = z.object({
  name: requiredText(),
  email: emailField,
});
export type ProposalAnswer = z.input<typeof proposalAnswerSchema>;

export const proposalApprovalSchema = proposalAnswerSchema.extend({ code: codeField });
export type ProposalApproval = z.input<typeof proposalApprovalSchema>;

/** A cell of the same screen that still has the spots, offered for one no longer free. */
export const proposalAlternativeSchema = z.object({
  ledId: z.number().int(),
  date: z.string(),
  daypart: soldDaypartIdSchema,
  free: z.number().int(),
});
export type ProposalAlternative = z.infer<typeof proposalAlternativeSchema>;

/** 409 when approving: the cells no longer free (as a booking lists them), with alternatives. */
export const proposalConflictSchema = capacityConflictSchema.extend({
  alternatives: z.array(proposalAlternativeSchema),
});
export type ProposalConflict = z.infer<typeof proposalConflictSchema>;
