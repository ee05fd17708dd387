// The organisation's routes in the API reference (decision 0053): members, roles, invites and the
// spend approval. Only a session reaches them: they change who may act for the organisation.
import type { Operation } from './operations';

const organisation = {
  id: 12,
  name: 'Gulf Media Agency',
  role: 'owner',
  approvalLimitCents: 500000,
  members: [
    {
      customerId: 31,
      name: 'Amira Haddad',
      email: 'amira@example.ae',
      role: 'owner',
      joinedAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  invites: [
    { id: 4, email: 'omar@example.ae', role: 'approver', expiresAt: '2026-12-01T09:00:00.000Z' },
  ],
};

export const organisationOperations: Record<string, Operation> = {
  'GET /api/organisation': {
    summary: 'Your organisation',
    description:
      'Its members and their roles, your own role, the approval limit, and (for the owner) the open invites.',
    tag: 'Organisation',
    access: 'customer',
    example: organisation,
  },
  'PUT /api/organisation/approval-limit': {
    summary: 'Set the spend approval limit',
    description:
      'In USD cents, with VAT; `null` turns approval off. Above it, a campaign of a team of several members waits in `awaiting_approval` for an approver who did not make it. Owner only.',
    tag: 'Organisation',
    access: 'customer',
    requestExample: { approvalLimitCents: 500000 },
    example: organisation,
  },
  'POST /api/organisation/invites': {
    summary: 'Invite someone by email',
    description:
      'Mails a link that works once and lapses after 7 days. Roles: `planner`, `approver`, `finance`, `viewer`. Owner only.',
    tag: 'Organisation',
    access: 'customer',
    requestExample: { email: 'omar@example.ae', role: 'approver' },
    example: { ...organisation.invites[0], url: '/invite/3kq…' },
  },
  'DELETE /api/organisation/invites/:id': {
    summary: 'Withdraw an invite',
    tag: 'Organisation',
    access: 'customer',
    example: organisation,
  },
  'PATCH /api/organisation/members/:customerId': {
    summary: "Change a member's role",
    tag: 'Organisation',
    access: 'customer',
    requestExample: { role: 'viewer' },
    example: organisation,
  },
  'DELETE /api/organisation/members/:customerId': {
    summary: 'Remove a member',
    description: 'They go back to their own organisation. Owner only.',
    tag: 'Organisation',
    access: 'customer',
    example: organisation,
  },
  'POST /api/organisation/leave': {
    summary: 'Leave the organisation',
    description:
      'You go back to your own organisation. The owner cannot leave while others remain.',
    tag: 'Organisation',
    access: 'customer',
    example: null,
  },
  'GET /api/invites/:token': {
    summary: 'What an invite link offers',
    description: 'Anyone with the link may read it. 410 once used or expired.',
    tag: 'Organisation',
    access: 'public',
    example: {
      organisationName: 'Gulf Media Agency',
      email: 'omar@example.ae',
      role: 'approver',
      expiresAt: '2026-12-01T09:00:00.000Z',
    },
  },
  'POST /api/invites/:token/accept': {
    summary: 'Join the organisation of an invite',
    description:
      'The signed-in person joins in the invite’s role; the link then answers 410. New people sign up first, then accept.',
    tag: 'Organisation',
    access: 'customer',
    example: { organisationId: 12 },
  },
  'POST /api/campaigns/:id/approval': {
    summary: 'Approve or decline a campaign’s spend',
    description:
      'For an approver (or the owner) who did not make the campaign. A decline cancels it and frees its spots. Recorded with who and when.',
    tag: 'Organisation',
    access: 'customer',
    requestExample: { decision: 'approve' },
    example: null,
  },
};
