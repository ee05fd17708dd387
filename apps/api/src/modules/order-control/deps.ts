import type { Storage } from '../../adapters/storage/storage';
import type { PaymentDeps } from '../payments/service';

/** Order control touches the ledger, money, notifications, mail and stored videos. */
export type ControlDeps = PaymentDeps & { storage: Storage };
