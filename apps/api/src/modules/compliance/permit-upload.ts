// Reads a permit form: its fields and, optionally, its PDF, streamed to a temporary storage key.
import { Transform, type TransformCallback } from 'node:stream';
import {
  permitInputSchema,
  permitLimits,
  permitMessages,
  type PermitInput,
} from '@screenspot/contracts/permits';
import type { FastifyRequest } from 'fastify';
import type { Storage } from '../../adapters/storage/storage';
import { HttpError } from '../../plugins/errors';
import { refusedFields, refusedFile } from '../../http/refused-fields';
import { multipartError, readFormParts, storeFilePart } from '../../http/multipart-file';
import { contractMessage } from '../../i18n';

export type PermitDocument = { tempKey: string; bytes: number; fileName: string | null };
export type ReceivedPermit = {
  input: PermitInput;
  fields: Record<string, string>;
  document: PermitDocument | null;
};

const pdfMagic = Buffer.from('%PDF-');

class DocumentRefused extends Error {
  constructor(readonly reason: 'too-large' | 'not-pdf') {
    super(reason);
  }
}

/** Passes the bytes on while checking the PDF signature up front and the size all along. */
class PdfInspector extends Transform {
  bytes = 0;
  private head = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > permitLimits.maxDocumentBytes) return done(new DocumentRefused('too-large'));
    if (this.head.length < pdfMagic.length) {
      this.head = Buffer.concat([this.head, chunk]).subarray(0, pdfMagic.length);
      if (!pdfMagic.subarray(0, this.head.length).equals(this.head)) {
        return done(new DocumentRefused('not-pdf'));
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    if (this.head.length < pdfMagic.length) return done(new DocumentRefused('not-pdf'));
    done();
  }
}

const refusals = {
  'too-large': () => refusedFile(413, 'document', permitMessages.documentTooLarge),
  'not-pdf': () => refusedFile(415, 'document', permitMessages.documentNotPdf),
};

/** The fields checked against the contracts' schema: a 400 naming each wrong field. */
export function parsePermitFields(fields: Record<string, unknown>): PermitInput {
  const parsed = permitInputSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw refusedFields(parsed.error, contractMessage(permitMessages.number));
}

function asHttpError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof DocumentRefused) return refusals[error.reason]();
  return multipartError(error, {
    tooLarge: refusals['too-large'],
    tooManyParts: () => new HttpError(400, 'permits.formParts'),
    cutShort: () => new HttpError(400, 'upload.malformed'),
  });
}

/**
 * A permit sent as JSON or form fields, or as multipart/form-data with an optional `document` PDF
 * (≤ 5 MB, judged by its first bytes). The PDF goes to a temporary key; any refusal removes it, so
 * the caller commits it with the permit's row or removes it.
 */
export async function receivePermit(
  request: FastifyRequest,
  storage: Storage,
): Promise<ReceivedPermit> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return { input: parsePermitFields(body), fields: stringFields(body), document: null };
  }
  const fields: Record<string, string> = {};
  // Set by the file callback: typed as it can end up, not as the null it starts as.
  let document = null as PermitDocument | null;
  try {
    const form = {
      fileField: 'document',
      maxFileBytes: permitLimits.maxDocumentBytes,
      fields: 8,
      parts: 9,
    };
    await readFormParts(request, form, {
      field: (name, value) => {
        fields[name] ??= value;
      },
      file: async (part) => {
        if (document) {
          part.file.resume();
          return;
        }
        const inspector = new PdfInspector();
        const { tempKey, fileName } = await storeFilePart(storage, part, inspector);
        document = { tempKey, bytes: inspector.bytes, fileName };
      },
    });
    return { input: parsePermitFields(fields), fields, document };
  } catch (error) {
    if (document) await storage.remove(document.tempKey).catch(() => {});
    throw asHttpError(error);
  }
}

function stringFields(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
    ),
  );
}
