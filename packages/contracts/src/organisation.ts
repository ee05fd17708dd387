import { z } from 'zod';
import { recordIdSchema } from './record-id';
import { emailField } from './auth-fields';
import { invoiceAddressees } from './organisation-client';

/**
 * What each member may do (decision 0053): the owner everything plus members and roles; a planner
 * builds campaigns and uploads videos; an approver approves spend and pays; finance sees invoices,
 * payments and receipts only; a viewer reads.
 */
export const organisationRoles = ['owner', 'planner', 'approver', 'finance', 'viewer'] as const;
export type OrganisationRole = (typeof organisationRoles)[number];
/** Roles an invite can give: an organisation has one owner. */
export const inviteRoles = ['planner', 'approver', 'finance', 'viewer'] as const;
export type InviteRole = (typeof inviteRoles)[number];

/** An invite link lasts this long, and works once. */
export const inviteDays = 7;

export const organisationMessages = {
  roleRequired: 'Choose a role.',
  limitInvalid: 'Enter the limit as an amount of at least 0, or leave it empty.',
} as const;

/** POST /api/organisation/invites */
export const inviteCreateSchema = z.object({
  email: emailField,
  role: z.enum(inviteRoles, { error: organisationMessages.roleRequired }),
});
export type InviteCreateInput = z.input<typeof inviteCreateSchema>;

/** PATCH /api/organisation/members/:customerId */
export const memberRoleSchema = z.object({
  role: z.enum(inviteRoles, { error: organisationMessages.roleRequired }),
});

/** PUT /api/organisation/approval-limit: in USD cents; null turns approval off. */
export const approvalLimitSchema = z.object({
  approvalLimitCents: z
    .number({ error: organisationMessages.limitInvalid })
    .int(organisationMessages.limitInvalid)
    .min(0, organisationMessages.limitInvalid)
    .max(1_000_000_000_00, organisationMessages.limitInvalid)
    .nullable(),
});

export const memberIdParamsSchema = z.object({ customerId: recordIdSchema });
export const inviteIdParamsSchema = z.object({ id: recordIdSchema });
export const inviteTokenParamsSchema = z.object({ token: z.string().min(10).max(100) });

export const organisationMemberSchema = z.object({
  customerId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(organisationRoles),
  joinedAt: z.string(),
});
export type OrganisationMember = z.infer<typeof organisationMemberSchema>;

/** What an invite offers: whom, as what, and until when. */
const inviteTerms = {
  email: z.string(),
  role: z.enum(inviteRoles),
  expiresAt: z.string(),
};

export const organisationInviteSchema = z.object({ id: z.number().int(), ...inviteTerms });
export type OrganisationInvite = z.infer<typeof organisationInviteSchema>;

/** GET /api/organisation: the caller's organisation as its members see it. */
export const organisationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The caller's own role. */
  role: z.enum(organisationRoles),
  approvalLimitCents: z.number().int().nullable(),
  /** Whom its tax invoices are addressed to (decision 0060). */
  invoiceAddressee: z.enum(invoiceAddressees),
  members: z.array(organisationMemberSchema),
  /** Open invites; only the owner sees them. */
  invites: z.array(organisationInviteSchema),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** The answer to a new invite: its link is shown once, and mailed to the person. */
export const inviteCreatedSchema = organisationInviteSchema.extend({ url: z.string() });

/** GET /api/invites/:token: what the link offers, before anyone signs in. */
export const invitePreviewSchema = z.object({ organisationName: z.string(), ...inviteTerms });
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** POST /api/campaigns/:id/approval */
export const approvalDecisionSchema = z.object({
  decision: z.enum(['approve', 'decline'], { error: 'Choose approve or decline.' }),
});

/** One decision on a campaign over the limit: shown on the campaign page. */
export const approvalRecordSchema = z.object({
  decision: z.enum(['approved', 'declined']),
  by: z.string(),
  at: z.string(),
});

/** A campaign's spend approval: null below the organisation's limit or in a one-member one. */
export const campaignApprovalSchema = z
  .object({
    state: z.enum(['awaiting_approval', 'approved', 'declined']),
    /** The member who made the campaign: never its approver. */
    createdBy: z.string(),
    createdById: z.number().int().nullable(),
    decisions: z.array(approvalRecordSchema),
  })
  .nullable();
export type CampaignApproval = z.infer<typeof campaignApprovalSchema>;
