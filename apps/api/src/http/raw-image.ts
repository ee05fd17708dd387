import { imageUpload } from '@screenspot/contracts/admin-screens';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { HttpError } from '../plugins/errors';

type ImageType = (typeof imageUpload.types)[number];

/** The image's real type, judged by its bytes; anything but JPEG, PNG or WebP answers 415. */
export async function sniffImage(bytes: Buffer): Promise<ImageType> {
  const type = await fileTypeFromBuffer(bytes);
  const mime = type?.mime as ImageType | undefined;
  if (!mime || !imageUpload.types.includes(mime)) {
    throw new HttpError(415, 'console.imageType');
  }
  return mime;
}

/** An uploaded image arrives as the raw request body (the file itself), whatever its declared type. */
export const imageBodySchema = z.custom<Buffer>(
  (value) => Buffer.isBuffer(value) && value.length > 0,
  'Choose an image to upload.',
);

/** In this scope every body is read as bytes, up to the image limit (413 beyond it). */
export function acceptRawImages(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: imageUpload.maxBytes },
    (_request, body, done) => done(null, body),
  );
}
