// A file sent as multipart/form-data: streamed through its inspector to a temporary storage key,
// and the multipart failures every upload form answers the same way.
import { pipeline, type Transform } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Storage } from '../adapters/storage/storage';
import { HttpError } from '../plugins/errors';

/** The file's name as its sender sees it again; control characters (NUL among them) dropped. */
function displayFileName(name: string | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  return name?.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255) || null;
}

/**
 * Streams a file part through its inspector into a temporary storage key; the file is never held
 * in memory, and the inspector's refusal fails the write.
 */
export async function storeFilePart(
  storage: Storage,
  part: MultipartFile,
  inspector: Transform,
): Promise<{ tempKey: string; fileName: string | null }> {
  // pipeline, not pipe: a cut connection must fail the storage write, not leave it waiting.
  const { tempKey } = await storage.writeTemp(pipeline(part.file, inspector, () => {}));
  return { tempKey, fileName: displayFileName(part.filename) };
}

/**
 * Reads a multipart form in the order its parts come: `field` takes each text field, `file` the file
 * part named `fileField`; any other file is drained unread. The file limit is one byte over the cap,
 * so the inspector, not a silent truncation, notices a file too large.
 */
export async function readFormParts(
  request: FastifyRequest,
  form: { fileField: string; maxFileBytes: number; fields: number; parts: number },
  on: {
    field: (name: string, value: string) => void | Promise<void>;
    file: (part: MultipartFile) => Promise<void>;
  },
): Promise<void> {
  const parts = request.parts({
    limits: {
      fileSize: form.maxFileBytes + 1,
      files: 1,
      fields: form.fields,
      fieldSize: 1024,
      parts: form.parts,
    },
  });
  for await (const part of parts) {
    if (part.type === 'field') await on.field(part.fieldname, String(part.value));
    else if (part.fieldname === form.fileField) await on.file(part);
    else part.file.resume();
  }
}

/** What a form answers for a file over its cap, too many parts, and a body cut short. */
export type MultipartAnswers = {
  tooLarge: () => HttpError;
  tooManyParts: () => HttpError;
  cutShort: () => HttpError;
};

/** A multipart failure in the sender's words; anything else is returned as it is. */
export function multipartError(error: unknown, answers: MultipartAnswers): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return answers.tooLarge();
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return answers.tooManyParts();
    case 'FST_PROTO_VIOLATION':
      return new HttpError(400, 'upload.malformed');
    case 'FST_MP_PREMATURE_CLOSE':
      return answers.cutShort();
  }
  // busboy reports a body that breaks the multipart format with plain errors.
  const message = error instanceof Error ? error.message : '';
  if (/multipart|part header|end of form|boundary/i.test(message)) {
    return new HttpError(400, 'upload.malformed');
  }
  return error;
}
