#!/usr/bin/env node
// `npm run verify-proof -- proof-of-play.csv`: checks a campaign's proof CSV offline (decision
// 0049). Every row is a play or a screenshot signed by the player that sent it, with its Ed25519
// public key in the row; this script rebuilds the text the player signed from the row's fields
// and checks the signature with WebCrypto, so changing any byte of a row fails. Plain Node, no
// dependencies. Exits 0 when every row holds, 1 when a row fails (or is unsigned, unless
// --allow-unsigned), 2 when the file cannot be read as a proof CSV.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const columns = [
  'kind',
  'id',
  'seq',
  'item',
  'started_at',
  'ended_at',
  'duration_ms',
  'status',
  'public_key',
  'signature',
];

const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const shapes = {
  play: {
    id: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    seq: /^(0|[1-9]\d*)$/,
    started_at: instant,
    ended_at: instant,
    duration_ms: /^(0|[1-9]\d*)$/,
    status: /^(completed|interrupted|failed)$/,
  },
  screenshot: {
    id: /^[0-9a-f]{64}$/,
    seq: /^$/,
    started_at: instant,
    ended_at: /^$/,
    duration_ms: /^$/,
    status: /^$/,
  },
};

/** The text the player signed (packages/contracts/src/proof.ts documents the same form). */
export function signedText(row) {
  if (row.kind === 'play') {
    return [
      'screenspot-play-v1',
      row.id,
      row.seq,
      row.item,
      row.started_at,
      row.ended_at,
      row.duration_ms,
      row.status,
    ].join('\n');
  }
  return ['screenspot-screenshot-v1', row.id, row.item, row.started_at].join('\n');
}

/** RFC 4180 fields of one line (quotes doubled inside quoted fields); null if malformed. */
function splitLine(line) {
  const fields = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = '';
      i += 1;
      for (;;) {
        const quote = line.indexOf('"', i);
        if (quote < 0) return null;
        value += line.slice(i, quote);
        if (line[quote + 1] === '"') {
          value += '"';
          i = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
      fields.push(value);
      if (i === line.length) return fields;
      if (line[i] !== ',') return null;
      i += 1;
    } else {
      const comma = line.indexOf(',', i);
      if (comma < 0) {
        fields.push(line.slice(i));
        return fields;
      }
      fields.push(line.slice(i, comma));
      i = comma + 1;
    }
  }
}

/** The bytes of a base64url text, or null unless the text is their one canonical spelling. */
function canonicalBytes(text, length) {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length !== length || bytes.toString('base64url') !== text) return null;
  return bytes;
}

/**
 * Checks a proof CSV's text. Answers every row's verdict ('ok', 'unsigned' or a reason) and the
 * public keys seen; throws when the text is not a proof CSV at all.
 */
export async function verifyProofCsv(text) {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const header = (lines.shift() ?? '').replace(/\r$/, '');
  if (header !== columns.join(',')) {
    throw new Error(`The first line is not a proof CSV's header (${columns.join(',')}).`);
  }
  const keys = new Map();
  const rows = [];
  for (const [index, raw] of lines.entries()) {
    const line = raw.replace(/\r$/, '');
    const number = index + 2;
    const fields = splitLine(line);
    if (!fields || fields.length !== columns.length) {
      rows.push({ line: number, verdict: 'not a row of the proof CSV' });
      continue;
    }
    const row = Object.fromEntries(columns.map((name, i) => [name, fields[i]]));
    const shape = shapes[row.kind];
    const bad = shape
      ? Object.entries(shape).find(([name, pattern]) => !pattern.test(row[name]))
      : ['kind'];
    if (bad || row.item === '') {
      rows.push({ line: number, verdict: `field ${bad ? bad[0] : 'item'} is malformed` });
      continue;
    }
    if (row.public_key === '' && row.signature === '') {
      rows.push({ line: number, verdict: 'unsigned' });
      continue;
    }
    const keyBytes = canonicalBytes(row.public_key, 32);
    const signature = canonicalBytes(row.signature, 64);
    if (!keyBytes || !signature) {
      rows.push({ line: number, verdict: 'public key or signature is malformed' });
      continue;
    }
    let key = keys.get(row.public_key);
    if (!key) {
      key = crypto.subtle
        .importKey('raw', keyBytes, { name: 'Ed25519' }, false, ['verify'])
        .catch(() => null);
      keys.set(row.public_key, key);
    }
    const imported = await key;
    const holds =
      imported !== null &&
      (await crypto.subtle.verify(
        { name: 'Ed25519' },
        imported,
        signature,
        new TextEncoder().encode(signedText(row)),
      ));
    rows.push({ line: number, verdict: holds ? 'ok' : 'signature does not match the row' });
  }
  return { rows, keys: [...keys.keys()] };
}

async function main(argv) {
  const allowUnsigned = argv.includes('--allow-unsigned');
  const files = argv.filter((arg) => !arg.startsWith('--'));
  if (files.length !== 1) {
    console.error('Usage: npm run verify-proof -- <proof.csv> [--allow-unsigned]');
    return 2;
  }
  let result;
  try {
    result = await verifyProofCsv(readFileSync(files[0], 'utf8'));
  } catch (error) {
    console.error(`${files[0]}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const count = (verdict) => result.rows.filter((row) => row.verdict === verdict).length;
  const failed = result.rows.filter(
    (row) => row.verdict !== 'ok' && !(allowUnsigned && row.verdict === 'unsigned'),
  );
  for (const row of failed.slice(0, 50)) console.error(`line ${row.line}: ${row.verdict}`);
  if (failed.length > 50) console.error(`… and ${failed.length - 50} more`);
  console.log(
    `${files[0]}: ${result.rows.length} rows, ${count('ok')} verified, ${count('unsigned')} unsigned, ` +
      `${result.rows.length - count('ok') - count('unsigned')} failed; ` +
      `public keys: ${result.keys.join(', ') || 'none'}`,
  );
  if (result.rows.length === 0) {
    console.error('The file lists no plays or screenshots.');
    return 1;
  }
  return failed.length === 0 ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.slice(2));
}
