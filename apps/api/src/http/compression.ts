import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function parseAcceptEncoding(acceptEncoding: string): Encoding | null {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

// Browsers send a handful of distinct headers; remembering them spares a parse per request.
const known = new Map<string, Encoding | null>();

/** The encoding to answer with: brotli when the client takes it, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  let encoding = known.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (known.size < 64) known.set(acceptEncoding, encoding);
  }
  return encoding;
}

/**
 * Compresses a body once and keeps the result beside it: the finder's list of a few hundred screens
 * shrinks to a tenth, which is what a phone on a mobile network notices. Brotli quality 5 compresses
 * a 250 kB list in a few milliseconds; 11 (the default) would take a hundred times longer.
 */
export function createCompressedVariants(body: Buffer) {
  const variants = new Map<Encoding, Promise<Buffer>>();
  return (encoding: Encoding): Promise<Buffer> => {
    let variant = variants.get(encoding);
    if (!variant) {
      variant =
        encoding === 'br'
          ? brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : gzipAsync(body, { level: 6 });
      variants.set(encoding, variant);
    }
    return variant;
  };
}
