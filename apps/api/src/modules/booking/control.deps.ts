import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Storage } from '../../adapters/storage/storage';
import { currentCustomer } from '../auth';
import { organisationAccount } from '../organisations';
import { paymentDeps, type PaymentDeps } from '../payments';

/** Order control touches the ledger, money, notifications, mail and stored videos. */
export type ControlDeps = PaymentDeps & { storage: Storage };

/** What order control needs, from the app's dependencies: read when a request needs them. */
export function controlDeps(app: Pick<FastifyInstance, 'deps' | 'log'>): ControlDeps {
  return { ...paymentDeps(app), storage: app.deps.storage };
}

/** Who acts on an order's controls: its customer, or an operator on any order. */
export type ControlActor = { id: number; role: 'customer' | 'operator' };

/**
 * The signed-in person in the role its route serves: on the customer's routes even an operator
 * acts as a customer, on their own orders only.
 */
export function actingAs(request: FastifyRequest, role: ControlActor['role']): ControlActor {
  // A customer acts for their organisation: its orders are keyed on its account (decision 0053).
  return {
    id: role === 'customer' ? organisationAccount(request) : currentCustomer(request).id,
    role,
  };
}
