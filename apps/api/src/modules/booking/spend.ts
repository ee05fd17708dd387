import type { FastifyRequest } from 'fastify';
import { currentCustomer } from '../auth';
import { currentMember } from '../organisations';
import type { Spend } from './approval';

/** The booking member and their organisation's approval limit, for maker-checker (decision 0053). */
export function spendOf(request: FastifyRequest): Spend {
  const member = currentMember(request);
  return {
    createdBy: currentCustomer(request).id,
    limitCents: member.approvalLimitCents,
    memberCount: member.memberCount,
  };
}
