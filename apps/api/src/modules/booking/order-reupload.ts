import { orderStatus } from '@screenspot/contracts/order-status';
import { reuploadMessages } from '@screenspot/contracts/upload';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { recordOrderEvent } from '../orders';
import { moveOrderCells, orderCellsOf, replaceSchedule } from './control.service';
import type { CellRequest } from './repository';
import * as repository from './repository';
import { earliestStart, type BookingRules } from './rules';
import { cellWindows, ramadanPlace } from '../catalog';
import { bookedOrderFields, type PreparedItem } from './schedule';
import { CapacityError, moveOrder, type VideoFields } from './service';
import { contractMessage } from '../../i18n';

/** The order as `lockOwnOrder` read it, under its lock. */
type LockedOrder = { id: number; screenId: number; statusCode: number; videoKey: string | null };

/**
 * The same order's cells, all or nothing: none may have started, and each must still have room.
 * Throws 409 listing every cell that is gone with the spots it has free (a started one has none).
 */
async function holdAgain(tx: Db, screenId: number, cells: CellRequest[], rules: BookingRules) {
  // As for a new booking: a cell starting within the lead time is no longer sold.
  const earliest = earliestStart(rules, rules.now()).getTime();
  const [screen] = await repository.findScreens(tx, [screenId]);
  // Each cell's own start: a Ramadan daypart's at its date's sunset.
  const windows = screen ? cellWindows(ramadanPlace(screen)) : null;
  const started = cells.filter(
    (cell) => !windows || windows.start(cell.date, cell.daypart).getTime() < earliest,
  );
  if (started.length > 0) {
    throw new CapacityError(
      started.map((cell) => ({
        ledId: cell.screenId,
        date: cell.date,
        daypart: cell.daypart,
        requested: cell.spots,
        free: 0,
      })),
      contractMessage(reuploadMessages.cellsGone),
    );
  }
  try {
    // The booking's own ledger move: every cell locked in the shared order, then held only where
    // booked + held + spots stays within the screen's sellable spots.
    await moveOrderCells(tx, { screenId, column: 'held', from: [], to: cells });
  } catch (error) {
    if (error instanceof CapacityError) {
      throw new CapacityError(error.cells, contractMessage(reuploadMessages.cellsGone));
    }
    throw error;
  }
}

/**
 * A rejected order's new video (3 → 0 by its customer, decision 0016): the same order, number and
 * history, back in review. Its cells are held again, all or nothing; when some are gone the answer
 * is 409 listing them, and the customer may send the video again with new dates (`newSchedule`,
 * priced by the booking's quote), which then replace the order's schedule and price.
 */
export async function resubmitRejected(
  tx: Db,
  input: {
    customerId: number;
    order: LockedOrder;
    video: VideoFields;
    newSchedule: PreparedItem | null;
    rules: BookingRules;
  },
): Promise<void> {
  const { order, newSchedule } = input;
  const cells = newSchedule ? newSchedule.cells : await orderCellsOf(tx, order.id);
  if (cells.length === 0) throw new HttpError(409, contractMessage(reuploadMessages.noSchedule));
  await holdAgain(tx, order.screenId, cells, input.rules);
  if (newSchedule) {
    const { screenId: _screen, priceCents: _price, ...fields } = bookedOrderFields(newSchedule);
    await replaceSchedule(tx, order.id, fields, newSchedule.cells);
    await recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'schedule-changed',
      actorId: input.customerId,
      actorRole: 'customer',
      detail: `${newSchedule.item.startDate} to ${newSchedule.item.endDate}`,
    });
  }
  await repository.attachVideo(tx, order.id, input.video);
  await repository.reopenForReview(tx, order.id);
  await moveOrder(tx, {
    orderId: order.id,
    from: order.statusCode,
    to: orderStatus.underReview,
    by: 'customer',
    changedBy: input.customerId,
  });
}

/**
 * Under review, the customer may swap the video until the operator decides: the order stays in
 * review, its checks start again, and a decision that names the old video is refused.
 */
export async function swapUnderReview(
  tx: Db,
  input: { customerId: number; order: LockedOrder; video: VideoFields; fileName: string | null },
): Promise<void> {
  if (input.order.statusCode !== orderStatus.underReview) {
    throw new HttpError(409, contractMessage(reuploadMessages.decided));
  }
  await repository.attachVideo(tx, input.order.id, input.video);
  await recordOrderEvent(tx, {
    orderId: input.order.id,
    kind: 'video-submitted',
    actorId: input.customerId,
    actorRole: 'customer',
    detail: input.fileName,
  });
}
