import { execFile } from 'node:child_process';
import { createHash, randomUUID, webcrypto } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  playBatchSigningText,
  playSigningText,
  proofCsvColumns,
  screenshotSigningText,
  type SignedPlayFields,
} from '@screenspot/contracts/proof';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyProofCsv } from '../../../../../scripts/verify-proof.mjs';

/** `npm run verify-proof -- file.csv` as a reader runs it: the plain Node script, its exit code. */
const script = fileURLToPath(new URL('../../../../../scripts/verify-proof.mjs', import.meta.url));
const folder = mkdtempSync(path.join(tmpdir(), 'verify-proof-'));

function verify(csv: string, ...flags: string[]) {
  const file = path.join(folder, `${randomUUID()}.csv`);
  writeFileSync(file, csv);
  return new Promise<{ code: number; out: string; err: string }>((resolve) => {
    execFile(process.execPath, [script, file, ...flags], (error, out, err) =>
      resolve({ code: error ? Number(error.code) : 0, out, err }),
    );
  });
}

const subtle = webcrypto.subtle;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
let good = '';
let publicKey = '';
/** The same plays and screenshot in the form written before batches (ten columns). */
let firstForm = '';

const start = Date.parse('2026-11-20T16:00:00.250Z');
const play = (seq: number, itemToken = 'item-Qx81_token'): SignedPlayFields => ({
  playId: randomUUID(),
  seq,
  itemToken,
  startedAt: new Date(start + seq * 15_000).toISOString(),
  endedAt: new Date(start + seq * 15_000 + 14_900).toISOString(),
  durationMs: 14_900,
  status: 'completed',
});
const playFields = (p: SignedPlayFields) => [
  'play',
  p.playId,
  p.seq,
  p.itemToken,
  p.startedAt,
  p.endedAt,
  p.durationMs,
  p.status,
];

/**
 * A proof CSV: three plays each signed alone (line 2 to 4), a screenshot (line 5), then two plays
 * signed in one batch (lines 6 and 7) whose batch (line 8) also lists a record of another
 * advertiser's, as a hash only.
 */
beforeAll(async () => {
  const keys = (await subtle.generateKey({ name: 'Ed25519' }, false, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  publicKey = Buffer.from(await subtle.exportKey('raw', keys.publicKey)).toString('base64url');
  const sign = async (text: string) =>
    Buffer.from(
      await subtle.sign({ name: 'Ed25519' }, keys.privateKey, new TextEncoder().encode(text)),
    ).toString('base64url');
  const rows = [proofCsvColumns.join(',')];
  const first = [proofCsvColumns.slice(0, 10).join(',')];
  for (let seq = 1; seq <= 3; seq += 1) {
    const p = play(seq);
    const signature = await sign(playSigningText(p));
    rows.push(
      [...playFields(p), publicKey, signature, '', sha256(playSigningText(p)), ''].join(','),
    );
    first.push([...playFields(p), publicKey, signature].join(','));
  }
  const shot = createHash('sha256').update('a frame').digest('hex');
  const capturedAt = new Date(start + 20_000).toISOString();
  const shotSignature = await sign(
    screenshotSigningText({ sha256: shot, itemToken: 'item-Qx81_token', capturedAt }),
  );
  const shotFields = ['screenshot', shot, '', 'item-Qx81_token', capturedAt, '', '', ''];
  rows.push([...shotFields, publicKey, shotSignature, '', '', ''].join(','));
  first.push([...shotFields, publicKey, shotSignature].join(','));
  const ours = [play(4), play(6)];
  const theirs = play(5, 'item-other_advertiser');
  const leaves = [ours[0]!, theirs, ours[1]!].map((p) => sha256(playSigningText(p)));
  const batchText = playBatchSigningText(leaves);
  const batchId = sha256(batchText);
  for (const p of ours) {
    rows.push([...playFields(p), publicKey, '', batchId, sha256(playSigningText(p)), ''].join(','));
  }
  const batchSignature = await sign(batchText);
  rows.push(
    [
      'batch',
      batchId,
      '',
      '',
      '',
      '',
      '',
      '',
      publicKey,
      batchSignature,
      '',
      '',
      leaves.join(' '),
    ].join(','),
  );
  good = `${rows.join('\n')}\n`;
  firstForm = `${first.join('\n')}\n`;
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run verify-proof', () => {
  it('passes a proof CSV whose every row holds, naming the key', async () => {
    const result = await verify(good);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain('7 rows, 7 verified, 0 unsigned, 0 failed');
    expect(result.out).toContain(publicKey);
  });

  it('fails when any one byte of any row changes', async () => {
    const headerLength = good.indexOf('\n') + 1;
    // Every byte of every row in turn, swapped for another character of its kind.
    const swap = (c: string) =>
      /[0-9]/.test(c) ? String((Number(c) + 1) % 10) : c === 'a' ? 'b' : c === ',' ? ';' : 'a';
    const passing: number[] = [];
    for (let i = headerLength; i < good.length - 1; i += 1) {
      if (good[i] === '\n') continue;
      const changed = good.slice(0, i) + swap(good[i]!) + good.slice(i + 1);
      const { rows } = await verifyProofCsv(changed);
      if (rows.every((row) => row.verdict === 'ok')) passing.push(i);
    }
    expect(passing).toEqual([]);
    expect((await verifyProofCsv(good)).rows.every((row) => row.verdict === 'ok')).toBe(true);
    // And the command exits non-zero for such a file.
    const tampered = good.replace(',14900,completed,', ',14901,completed,');
    expect((await verify(tampered)).code).toBe(1);
  });

  it('names the line that fails', async () => {
    const tampered = good.replace(',14900,completed,', ',14901,completed,');
    const result = await verify(tampered);
    expect(result.code).toBe(1);
    expect(result.err).toContain('line 2: hash does not match the row');
    expect(result.out).toContain('7 rows, 6 verified, 0 unsigned, 1 failed');
  });

  it("checks a batch's plays against its signed hashes, and the batch's signature over them", async () => {
    const lines = good.split('\n');
    const verdicts = async (text: string) =>
      (await verifyProofCsv(text)).rows.map((row) => row.verdict);
    // A batch play changed, its hash column rewritten to match: not among the batch's records.
    const fields = lines[5]!.split(',');
    fields[6] = '14901';
    fields[11] = sha256(['screenspot-play-v1', ...fields.slice(1, 8)].join('\n'));
    const moved = [...lines.slice(0, 5), fields.join(','), ...lines.slice(6)].join('\n');
    expect((await verdicts(moved))[4]).toBe("not among its batch's signed records");
    // A leaf of the batch swapped for another hash: the batch fails, and so do its plays.
    const leafSwapped = good.replace(/ [0-9a-f]{64} /, ` ${'0'.repeat(64)} `);
    expect(await verdicts(leafSwapped)).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'its batch (line 8) does not verify',
      'its batch (line 8) does not verify',
      "the batch's id is not the hash of its records' hashes",
    ]);
    // Without the batch's row its plays cannot be checked.
    expect((await verdicts(lines.slice(0, 7).join('\n'))).slice(4)).toEqual([
      'its batch is not in the file',
      'its batch is not in the file',
    ]);
  });

  it('still checks a file made before batches', async () => {
    const result = await verify(firstForm);
    expect(result.code).toBe(0);
    expect(result.out).toContain('4 rows, 4 verified, 0 unsigned, 0 failed');
    const tampered = firstForm.replace(',14900,completed,', ',14901,completed,');
    expect((await verify(tampered)).err).toContain('line 2: signature does not match the row');
  });

  it('fails unsigned rows unless told to allow them, and refuses a file that is not a proof CSV', async () => {
    const unsigned = firstForm.replace(/,[A-Za-z0-9_-]{43},[A-Za-z0-9_-]{86}\n$/, ',,\n');
    expect((await verify(unsigned)).code).toBe(1);
    expect((await verify(unsigned, '--allow-unsigned')).code).toBe(0);
    expect((await verify('date,plays\n2026-11-20,3\n')).code).toBe(2);
  });
});
