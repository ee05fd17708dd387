import { imageUpload } from '@screenspot/contracts/admin-screens';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

type ZodApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Image uploads, in their own scope: the request body is the file itself (a browser sends a File as
 * is), read as bytes up to the image limit (413 beyond it), while the other routes keep reading JSON.
 */
export async function rawImageRoutes(app: ZodApp, routes: (images: ZodApp) => void): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: imageUpload.maxBytes },
      (_request, body, done) => done(null, body),
    );
    routes(scope.withTypeProvider<ZodTypeProvider>());
  });
}
