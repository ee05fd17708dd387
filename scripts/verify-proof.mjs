#!/usr/bin/env node
// `npm run verify-proof -- proof-of-play.csv`: checks a campaign's proof CSV offline (decisions
// 0049 and 0064). A row is a play, a screenshot, or a batch of play records signed once by the
// player that sent it, with its Ed25519 public key in the row. This script rebuilds the text the
// player signed from a row's fields: a play or screenshot signed alone is checked against its own
// signature; a play signed in a batch must hash to one of the hashes its batch row lists, and the
// batch's signature must hold over those hashes. So changing any byte of any row fails. Plain
// Node, no dependencies. Exits 0 when every row holds, 1 when a row fails (or is unsigned, unless
// --allow-unsigned), 2 when the file cannot be read as a proof CSV.
import { createHash } from 'node:crypto';
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
  'batch',
  'sha256',
  'leaves',
];
/** The header of files made before batches (decision 0049): still checked. */
const firstColumns = columns.slice(0, 10);

const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const hash = /^[0-9a-f]{64}$/;
const empty = /^$/;
const shapes = {
  play: {
    id: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    seq: /^(0|[1-9]\d*)$/,
    item: /^./,
    started_at: instant,
    ended_at: instant,
    duration_ms: /^(0|[1-9]\d*)$/,
    status: /^(completed|interrupted|failed)$/,
    batch: /^([0-9a-f]{64})?$/,
    sha256: hash,
    leaves: empty,
  },
  screenshot: {
    id: hash,
    seq: empty,
    item: /^./,
    started_at: instant,
    ended_at: empty,
    duration_ms: empty,
    status: empty,
    batch: empty,
    sha256: empty,
    leaves: empty,
  },
  batch: {
    id: hash,
    seq: empty,
    item: empty,
    started_at: empty,
    ended_at: empty,
    duration_ms: empty,
    status: empty,
    batch: empty,
    sha256: empty,
    leaves: /^[0-9a-f]{64}( [0-9a-f]{64})*$/,
  },
};

const sha256Hex = (text) => createHash('sha256').update(text).digest('hex');

/** The text the player signed (packages/contracts/src/proof.ts documents the same forms). */
export function signedText(row) {
  if (row.kind === 'batch')
    return ['screenspot-play-batch-v1', ...row.leaves.split(' ')].join('\n');
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

/** Whether `signature` is `publicKey`'s Ed25519 signature of `text`; keys imported once. */
async function holds(keys, publicKey, signature, text) {
  const keyBytes = canonicalBytes(publicKey, 32);
  const signatureBytes = canonicalBytes(signature, 64);
  if (!keyBytes || !signatureBytes) return 'public key or signature is malformed';
  let key = keys.get(publicKey);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', keyBytes, { name: 'Ed25519' }, false, ['verify'])
      .catch(() => null);
    keys.set(publicKey, key);
  }
  const imported = await key;
  const good =
    imported !== null &&
    (await crypto.subtle.verify(
      { name: 'Ed25519' },
      imported,
      signatureBytes,
      new TextEncoder().encode(text),
    ));
  return good ? 'ok' : 'signature does not match the row';
}

/** The rows of the file, each with its fields by name, or its verdict when malformed. */
function readRows(text) {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const header = (lines.shift() ?? '').replace(/\r$/, '');
  const names =
    header === columns.join(',')
      ? columns
      : header === firstColumns.join(',')
        ? firstColumns
        : null;
  if (!names) {
    throw new Error(`The first line is not a proof CSV's header (${columns.join(',')}).`);
  }
  return lines.map((raw, index) => {
    const line = index + 2;
    const fields = splitLine(raw.replace(/\r$/, ''));
    if (!fields || fields.length !== names.length) {
      return { line, verdict: 'not a row of the proof CSV' };
    }
    const row = Object.fromEntries(columns.map((name, i) => [name, fields[i] ?? '']));
    const shape = shapes[row.kind];
    // A file made before batches has no play hashes: nothing to compare there.
    const bad = shape
      ? Object.entries(shape).find(
          ([name, pattern]) =>
            !pattern.test(row[name]) && !(names === firstColumns && name === 'sha256'),
        )
      : ['kind'];
    if (bad || (row.kind === 'batch' && names === firstColumns)) {
      return { line, verdict: `field ${bad ? bad[0] : 'kind'} is malformed` };
    }
    return { line, row };
  });
}

/** A play signed in a batch: its hash among the batch's, the batch's key, the batch verified. */
function inBatch(row, recordHash, batches) {
  const batch = batches.get(row.batch);
  if (!batch) return 'its batch is not in the file';
  if (row.signature !== '') return 'a play of a batch carries no signature of its own';
  if (row.public_key !== batch.publicKey) return "public key is not its batch's";
  if (!batch.leaves.has(recordHash)) return "not among its batch's signed records";
  return batch.verdict === 'ok' ? 'ok' : `its batch (line ${batch.line}) does not verify`;
}

/**
 * Checks a proof CSV's text. Answers every row's verdict ('ok', 'unsigned' or a reason) and the
 * public keys seen; throws when the text is not a proof CSV at all. Batches first: a play signed
 * in one holds only if its batch does.
 */
export async function verifyProofCsv(text) {
  const read = readRows(text);
  const keys = new Map();
  const batches = new Map();
  const verdicts = new Map();
  for (const entry of read) {
    const { row } = entry;
    if (!row || row.kind !== 'batch') continue;
    let verdict = batches.has(row.id) ? 'the batch is listed twice' : null;
    if (!verdict && sha256Hex(signedText(row)) !== row.id) {
      verdict = "the batch's id is not the hash of its records' hashes";
    }
    verdict ??= await holds(keys, row.public_key, row.signature, signedText(row));
    verdicts.set(entry, verdict);
    if (!batches.has(row.id)) {
      const leaves = new Set(row.leaves.split(' '));
      batches.set(row.id, { verdict, line: entry.line, publicKey: row.public_key, leaves });
    }
  }
  const rows = [];
  for (const entry of read) {
    const { row, line } = entry;
    if (!row) {
      rows.push({ line, verdict: entry.verdict });
      continue;
    }
    if (row.kind === 'batch') {
      rows.push({ line, verdict: verdicts.get(entry) });
      continue;
    }
    const recordHash = row.kind === 'play' ? sha256Hex(signedText(row)) : null;
    let verdict;
    if (recordHash !== null && row.sha256 !== '' && row.sha256 !== recordHash) {
      verdict = 'hash does not match the row';
    } else if (row.batch !== '') {
      verdict = inBatch(row, recordHash, batches);
    } else if (row.public_key === '' && row.signature === '') {
      verdict = 'unsigned';
    } else {
      verdict = await holds(keys, row.public_key, row.signature, signedText(row));
    }
    rows.push({ line, verdict });
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
