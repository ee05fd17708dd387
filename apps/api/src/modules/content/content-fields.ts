import { uploadIdOf, uploadUrl, type ContentField } from '@screenspot/contracts/admin-content';
import { isMediaReference } from './media';

/**
 * The content editor is generic: the entries' attribute keys are whatever the content seed stores.
 * Every text or number leaf becomes a field addressed by its path (a.b.0.c); a media object (one
 * holding a `url`) becomes a single image field, its other metadata left alone. An image stored by
 * reference ({ mediaId, alternativeText, width, height }) becomes its picture (an image field at
 * `image.mediaId`, shown by its address) and its description; its size is not offered.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Attributes = Record<string, unknown>;

const bookkeeping = new Set(['createdAt', 'updatedAt', 'publishedAt', 'locale', 'id']);
const imageKey = /(image|img|photo|picture|icon|logo|media)/i;
const imagePath = /(^\/cms\/uploads\/\d+$)|\.(png|jpe?g|webp|svg|avif|gif)(\?.*)?$/i;
const longKey = /(description|message|text|footer|address|body|content|subtitle)/i;

function isLeaf(value: unknown): value is string | number | boolean | null {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function isContainer(value: unknown): value is Json[] | Record<string, Json> {
  return typeof value === 'object' && value !== null;
}

/** The path of the first `url` string inside a media object, depth first. */
function mediaUrlPath(value: unknown, path: string[]): string[] | null {
  if (!isContainer(value)) return null;
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : Object.entries(value);
  for (const [key, child] of entries) {
    if (key === 'url' && typeof child === 'string') return [...path, key];
  }
  for (const [key, child] of entries) {
    const found = mediaUrlPath(child, [...path, key]);
    if (found) return found;
  }
  return null;
}

function kindOf(path: string[], value: string | number | boolean | null): ContentField['kind'] {
  const key = path.join('.');
  if (typeof value === 'string' && (imageKey.test(key) || imagePath.test(value))) {
    return /url$/i.test(key) || imagePath.test(value) || value === '' ? 'image' : 'text';
  }
  if (typeof value === 'string' && (longKey.test(path.at(-1) ?? '') || value.length > 100)) {
    return 'longText';
  }
  return 'text';
}

function collect(value: unknown, path: string[], fields: ContentField[]): void {
  const key = path.at(-1) ?? '';
  if (bookkeeping.has(key) || key.includes('.')) return;
  if (isLeaf(value)) {
    fields.push({
      path: path.join('.'),
      value: value === null ? '' : String(value),
      kind: kindOf(path, value),
    });
    return;
  }
  if (!isContainer(value)) return;
  if (path.length > 0 && isMediaReference(value)) {
    fields.push({
      path: [...path, 'mediaId'].join('.'),
      value: uploadUrl(value.mediaId),
      kind: 'image',
    });
    if (typeof value.alternativeText === 'string') {
      const alt = [...path, 'alternativeText'].join('.');
      fields.push({ path: alt, value: value.alternativeText, kind: 'text' });
    }
    return;
  }
  const url = path.length > 0 ? mediaUrlPath(value, path) : null;
  if (url) {
    fields.push({
      path: url.join('.'),
      value: String(read(value, url.slice(path.length))),
      kind: 'image',
    });
    return;
  }
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : Object.entries(value);
  for (const [childKey, child] of entries) collect(child, [...path, childKey], fields);
}

function read(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (isContainer(node) ? (node as Record<string, unknown>)[key] : undefined),
    value,
  );
}

const roles = ['title', 'subtitle', 'description', 'text', 'footer'];

/** title, title1, description1, image1, title2, …: stored jsonb keeps no order, so one is made. */
function readingOrder(field: ContentField): [number, number, string] {
  const top = field.path.split('.')[0]!;
  const match = /^(.*?)(\d*)$/.exec(top)!;
  const role = roles.indexOf(match[1]!.toLowerCase());
  const rank = field.kind === 'image' ? roles.length + 1 : role === -1 ? roles.length : role;
  return [Number(match[2] || 0), rank, field.path];
}

function compareFields(a: ContentField, b: ContentField): number {
  const [ga, ra, pa] = readingOrder(a);
  const [gb, rb, pb] = readingOrder(b);
  return ga - gb || ra - rb || pa.localeCompare(pb, 'en', { numeric: true });
}

export function contentFields(attributes: Attributes): ContentField[] {
  const fields: ContentField[] = [];
  collect(attributes, [], fields);
  return fields.sort(compareFields);
}

/**
 * New attributes with the given paths set, each keeping its stored type (a number stays a number).
 * Only paths the editor offers may change; anything else is reported per path.
 */
export function applyContentValues(
  attributes: Attributes,
  values: Record<string, string>,
): { attributes: Attributes; errors: Record<string, string> } {
  const editable = new Set(contentFields(attributes).map((field) => field.path));
  const next = structuredClone(attributes);
  const errors: Record<string, string> = {};
  for (const [path, text] of Object.entries(values)) {
    if (!editable.has(path)) {
      errors[path] = 'This entry has no such field';
      continue;
    }
    const keys = path.split('.');
    const parent = read(next, keys.slice(0, -1)) as Record<string, unknown>;
    const last = keys.at(-1)!;
    const current = parent[last];
    if (last === 'mediaId' && isMediaReference(parent)) {
      // A new picture comes as an upload's address; the size stored for the old one goes with it.
      const id = uploadIdOf(text);
      if (id === null) errors[path] = 'Must be an uploaded image (/cms/uploads/ID)';
      else if (id !== current) {
        parent.mediaId = id;
        delete parent.width;
        delete parent.height;
      }
    } else if (typeof current === 'number') {
      const number = Number(text.trim());
      if (text.trim() === '' || !Number.isFinite(number)) errors[path] = 'Must be a number';
      else parent[last] = number;
    } else if (typeof current === 'boolean') {
      if (text !== 'true' && text !== 'false') errors[path] = 'Must be true or false';
      else parent[last] = text === 'true';
    } else {
      parent[last] = text;
    }
  }
  return { attributes: next, errors };
}
