import { messages } from '@screenspot/contracts/messages';
import { limits } from '@screenspot/contracts/limits';
import { uploadLedIdSchema } from '@screenspot/contracts/order';
import { wholeNumberMessage } from '@screenspot/contracts/record-id';
import { uploadMessages } from '@screenspot/contracts/upload';
import type { FastifyRequest } from 'fastify';
import type { Storage } from '../../adapters/storage/storage';
import { VideoInspector, VideoRejectedError, type VideoInfo } from '../../adapters/video-probe';
import type { Db } from '../../db/client';
import { findScreen, type ScreenRecord } from '../catalog';
import { HttpError } from '../../plugins/errors';
import { refusedFile } from '../../http/refused-fields';
import { multipartError, readFormParts, storeFilePart } from '../../http/multipart-file';
import { contractMessage } from '../../i18n';

export type ReceivedUpload = {
  /** Null only when the form names an existing order (orderId) instead of a screen. */
  screen: ScreenRecord | null;
  tempKey: string;
  video: VideoInfo;
  fileName: string | null;
  /** The other text fields (the schedule, orderId), repeated fields kept in order. */
  fields: Record<string, string[]>;
};

const rejections = {
  'too-large': () => refusedFile(413, 'video', uploadMessages.tooLarge),
  'not-video': () => refusedFile(415, 'video', uploadMessages.notVideo),
  'unreadable-duration': () => refusedFile(422, 'video', uploadMessages.unreadableDuration),
};

const interrupted = () => new HttpError(400, 'upload.interrupted');

/**
 * Multipart and stream failures, in the words the advertiser sees. Anything else (a full disk,
 * storage unreachable) is the service's fault and stays a 500.
 */
function asHttpError(error: unknown, request: FastifyRequest): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof VideoRejectedError) return rejections[error.reason]();
  const raw = request.raw;
  if (raw.aborted || raw.destroyed || raw.socket?.destroyed) return interrupted();
  switch ((error as { code?: string }).code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'upload.multipart');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new HttpError(400, 'upload.malformed');
    case 'ECONNRESET':
      return interrupted();
  }
  return multipartError(error, {
    tooLarge: rejections['too-large'],
    tooManyParts: () => new HttpError(400, 'upload.oneVideo'),
    cutShort: interrupted,
  });
}

async function screenFor(db: Db, value: string): Promise<ScreenRecord> {
  const parsed = uploadLedIdSchema.safeParse(value);
  if (!parsed.success) {
    const text = contractMessage(wholeNumberMessage);
    throw new HttpError(400, text, { ledId: text });
  }
  const screen = await findScreen(db, parsed.data);
  if (!screen) throw new HttpError(404, contractMessage(uploadMessages.unknownScreen));
  return screen;
}

/**
 * Reads POST /api/order: the ledId field and the video file, in either order. The file is streamed
 * through the inspector into a temporary storage key and is never held in memory; a refusal or a cut
 * connection removes the temporary file before the error is thrown.
 */
export async function receiveUpload(
  request: FastifyRequest,
  deps: { db: Db; storage: Storage },
): Promise<ReceivedUpload> {
  let screen: ScreenRecord | undefined;
  let ledIdText: string | undefined;
  let stored: { tempKey: string; video: VideoInfo; fileName: string | null } | undefined;
  const fields: Record<string, string[]> = {};
  try {
    const form = { fileField: 'video', maxFileBytes: limits.maxVideoBytes, fields: 16, parts: 18 };
    await readFormParts(request, form, {
      field: async (name, value) => {
        if (name === 'ledId' && ledIdText === undefined) {
          ledIdText = value;
          screen = await screenFor(deps.db, ledIdText);
        } else if (name !== 'ledId') {
          (fields[name] ??= []).push(value);
        }
      },
      file: async (part) => {
        const inspector = new VideoInspector(limits.maxVideoBytes);
        const { tempKey, fileName } = await storeFilePart(deps.storage, part, inspector);
        stored = { tempKey, video: inspector.info, fileName };
      },
    });
    if (request.raw.aborted || request.raw.socket?.destroyed) throw interrupted();
    if (ledIdText === undefined && fields.orderId === undefined) {
      throw new HttpError(400, contractMessage(uploadMessages.missingLedId), {
        ledId: contractMessage(messages.required),
      });
    }
    if (!stored)
      throw new HttpError(400, contractMessage(uploadMessages.missingVideo), {
        video: contractMessage(messages.required),
      });
    return { screen: screen ?? null, ...stored, fields };
  } catch (error) {
    if (stored) await deps.storage.remove(stored.tempKey).catch(() => {});
    throw asHttpError(error, request);
  }
}
