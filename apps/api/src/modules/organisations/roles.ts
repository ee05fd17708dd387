// The one place that says which organisation roles may call each customer route (decision 0053).
// Every route a signed-in customer can call has a row; the role matrix test generates its cases
// from the route list and this table, and fails on a customer route without a row.
import type { OrganisationRole } from '@screenspot/contracts/organisation';

const everyone: readonly OrganisationRole[] = ['owner', 'planner', 'approver', 'finance', 'viewer'];
/** Campaign and order work: building, changing, uploading, cancelling. */
const planners: readonly OrganisationRole[] = ['owner', 'planner'];
/** Reading what is booked and how it plays (finance sees money only). */
const readers: readonly OrganisationRole[] = ['owner', 'planner', 'approver', 'viewer'];
/** Paying: the approver approves spend and pays; finance handles payments. */
const payers: readonly OrganisationRole[] = ['owner', 'approver', 'finance'];
/** Invoices, credit notes and receipts. */
const money: readonly OrganisationRole[] = ['owner', 'approver', 'finance', 'viewer'];
const approvers: readonly OrganisationRole[] = ['owner', 'approver'];
const owner: readonly OrganisationRole[] = ['owner'];

/** `METHOD url` as Fastify lists the route → the roles that may call it. */
export const routeRoles: Record<string, readonly OrganisationRole[]> = {
  // Campaigns and their money.
  'POST /api/campaigns': planners,
  'GET /api/campaigns': everyone,
  'GET /api/campaigns/:id': everyone,
  'DELETE /api/campaigns/:id': planners,
  'GET /api/campaigns/:id/payment': everyone,
  'POST /api/campaigns/:id/payment': payers,
  'POST /api/campaigns/:id/approval': approvers,
  'GET /api/campaigns/:id/report': readers,
  // Proof links share a campaign's plays with someone outside: made and revoked by those who plan.
  'GET /api/campaigns/:id/proof-links': readers,
  'POST /api/campaigns/:id/proof-links': planners,
  'DELETE /api/campaigns/:id/proof-links/:linkId': planners,
  'POST /api/campaigns/:id/changes': planners,
  'POST /api/campaigns/:id/changes/quote': planners,
  'POST /api/campaigns/:id/refund': ['owner', 'finance'],
  // Proposals (decision 0056): planners make, share and withdraw them; readers follow them.
  'POST /api/proposals': planners,
  'GET /api/proposals': readers,
  'GET /api/proposals/:id': readers,
  'POST /api/proposals/:id/share': planners,
  'POST /api/proposals/:id/revoke': planners,
  'GET /api/invoices/:file': money,
  'GET /api/credit-notes/:file': money,
  'GET /api/invoices/:number.xml': money,
  'GET /api/credit-notes/:number.xml': money,

  // Orders: their videos, checks, play and controls.
  'POST /api/order': planners,
  'GET /api/order/getAll': readers,
  'GET /api/order/:id': readers,
  'GET /api/order/:id/history': readers,
  'GET /api/order/:id/video': readers,
  'GET /api/order/:id/checks': readers,
  'GET /api/order/:id/checks/thumbnails/:index': readers,
  'GET /api/order/:id/delivery': readers,
  'GET /api/order/:id/screenshots': readers,
  'GET /api/order/:id/screenshots/:screenshotId': readers,
  'GET /api/order/:id/controls': readers,
  'POST /api/order/:id/schedule': planners,
  'POST /api/order/:id/pause': planners,
  'POST /api/order/:id/resume': planners,
  'POST /api/order/:id/end': planners,
  'GET /api/order/:id/mockup': readers,
  'GET /api/order/:id/mockup.png': readers,
  'GET /api/order/:id/mockup.pdf': readers,
  // A video's content permit comes with the video: planners add, change and remove it.
  'GET /api/order/:id/permits': readers,
  'POST /api/order/:id/permits': planners,
  'PUT /api/order/:id/permits/:permitId': planners,
  'DELETE /api/order/:id/permits/:permitId': planners,
  'GET /api/order/:id/permits/:permitId/document': readers,

  // The organisation: everyone sees it; the owner runs members, roles, invites and the limit.
  'GET /api/organisation': everyone,
  'PUT /api/organisation/approval-limit': owner,
  'POST /api/organisation/invites': owner,
  'DELETE /api/organisation/invites/:id': owner,
  'PATCH /api/organisation/members/:customerId': owner,
  'DELETE /api/organisation/members/:customerId': owner,
  'POST /api/organisation/leave': everyone,
  'POST /api/invites/:token/accept': everyone,
  // Its clients (decision 0060): everyone reads them, planners keep them, the owner says whom the
  // tax invoices are addressed to.
  'GET /api/organisation/clients': everyone,
  'POST /api/organisation/clients': planners,
  'PUT /api/organisation/clients/:id': planners,
  'DELETE /api/organisation/clients/:id': planners,
  'PUT /api/organisation/invoice-addressee': owner,

  // The integrations are the owner's.
  'POST /api/user/tokens': owner,
  'GET /api/user/tokens': owner,
  'DELETE /api/user/tokens/:id': owner,
  'POST /api/user/webhooks': owner,
  'GET /api/user/webhooks': owner,
  'DELETE /api/user/webhooks/:id': owner,
  'GET /api/user/webhooks/:id/deliveries': owner,
  'POST /api/user/webhooks/:id/ping': owner,
  'POST /api/user/webhooks/:id/deliveries/:deliveryId/replay': owner,

  // The member's own account, notices and live updates.
  'GET /api/authenticated/customer': everyone,
  'GET /api/events': everyone,
  'GET /api/notification/getAll': everyone,
  'POST /api/notification/readAll': everyone,
  'GET /api/notification/unreadCount': everyone,
  'GET /api/notification/preferences': everyone,
  'PUT /api/notification/preferences': everyone,
  'POST /api/user/profile': everyone,
  'POST /api/user/language': everyone,
  'POST /api/user/currency': everyone,
  'POST /api/user/credentials/change': everyone,
  'POST /api/user/credentials/confirm': everyone,
  'POST /api/user/password/change': everyone,
  'GET /api/user/sessions': everyone,
  'DELETE /api/user/sessions/others': everyone,
};

/** Whether a role may call a route; null when the route is not a customer route of the table. */
export function roleMayCall(method: string, url: string, role: OrganisationRole): boolean | null {
  const allowed = routeRoles[`${method} ${url}`];
  return allowed ? allowed.includes(role) : null;
}
