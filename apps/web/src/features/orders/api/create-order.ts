import type { ApiError } from '@screenspot/contracts/api-error';
import type { CapacityConflict } from '@screenspot/contracts/booking-api';
import type { AdvertFields } from '@screenspot/contracts/compliance';
import type { Order } from '@screenspot/contracts/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { ApiRequestError, ownError } from '../../../lib/api-client';
import { ordersKey } from './get-orders';

export type UploadProgress = { loaded: number; total: number };

type CreateOrderInput = SendOptions & {
  ledId: number;
  video: File;
  /** The booked schedule: dates (Asia/Dubai), dayparts and spots in every loop (required). */
  schedule: { startDate: string; endDate: string; dayparts: string[]; spotsPerLoop: number };
  /** What the advert is: brand, category and a prior approval's reference (decision 0047). */
  advert?: AdvertFields;
};

export class UploadCancelledError extends Error {}

/** A 409 listing the cells that lack room, each with its free spots: the page offers new dates. */
export class CellsGoneError extends ApiRequestError {
  constructor(
    message: string,
    readonly cells: CapacityConflict['cells'],
  ) {
    super(409, message);
  }
}

/** What the send reports as it goes and how it is stopped. */
export type SendOptions = {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/order with a multipart form. XMLHttpRequest rather than fetch because only it reports
 * how many bytes of the body have been sent, which drives the progress bar.
 */
export function sendOrderForm(form: FormData, { onProgress, signal }: SendOptions): Promise<Order> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/order');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18next.resolvedLanguage === 'ar' ? 'ar' : 'en');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as Order);
        return;
      }
      const error = (data ?? {}) as Partial<ApiError> & { cells?: CapacityConflict['cells'] };
      const message =
        typeof error.message === 'string'
          ? error.message
          : i18next.t('orders:upload.failedStatus', { status: xhr.status });
      reject(
        xhr.status === 409 && Array.isArray(error.cells)
          ? new CellsGoneError(message, error.cells)
          : new ApiRequestError(xhr.status, message, error.errors ?? {}, data, error.code),
      );
    };
    xhr.onerror = () => reject(ownError(0, 'orders:upload.interrupted'));
    xhr.onabort = () => reject(new UploadCancelledError(i18next.t('orders:upload.cancelled')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The schedule's fields of the form, dayparts repeated. */
export function appendSchedule(form: FormData, schedule: CreateOrderInput['schedule']): void {
  form.append('startDate', schedule.startDate);
  form.append('endDate', schedule.endDate);
  for (const daypart of schedule.dayparts) form.append('dayparts', daypart);
  form.append('spotsPerLoop', String(schedule.spotsPerLoop));
}

/** POST /api/order (multipart: ledId, the schedule, video): a new order with its video. */
export function createOrder({ ledId, video, schedule, advert, ...options }: CreateOrderInput) {
  const form = new FormData();
  // ledId first, so the server can refuse an unknown screen before the video arrives.
  form.append('ledId', String(ledId));
  appendSchedule(form, schedule);
  if (advert) {
    form.append('brand', advert.brand);
    form.append('category', advert.category);
    if (advert.approvalRef) form.append('approvalRef', advert.approvalRef);
  }
  form.append('video', video, video.name);
  return sendOrderForm(form, options);
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}
