import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import type { ErrorKey } from '../error-messages';

export const unstorableTextMessage: ErrorKey = 'request.forbiddenCharacter';

/**
 * NUL, or half of a surrogate pair (JSON can escape one, `"\ud800"`): PostgreSQL's JSON types
 * refuse either, and no keyboard types them.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);

/** The path of the first string (or key) holding such a character, walked without recursion. */
export function findUnstorableText(root: Record<string, unknown>): string | null {
  const stack: [unknown, string][] = Object.entries(root).map(([key, value]) => [value, key]);
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (unstorable(value)) return path;
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = `${path}.${key}`;
        if (unstorable(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store the NUL character in text or JSON, nor half a surrogate pair in JSON,
 * and nobody types either: refuse them in any body field, query or path value before a service
 * tries to store or search for them.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = findUnstorableText({
      body: request.body,
      query: request.query,
      params: request.params,
    });
    if (!found) return;
    const field = found.split('.').slice(1).join('.') || found;
    throw new HttpError(400, unstorableTextMessage, { [field]: unstorableTextMessage });
  });
}
