// The webhooks module's public face (webhook subscriptions and deliveries): the only file of it other modules import.
// The module-boundary lint rule (decision 0013) refuses their imports of any other file here.
export { emitOrderEvent } from './service';
