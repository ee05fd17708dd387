import { lockLoopChange, priceMultipliers, readLoop } from './operator.service';

/** What the catalogue asks of booking (its `BookingPort`), handed to it at start. */
export const catalogPort = { priceMultipliers, readLoop, lockLoopChange };
