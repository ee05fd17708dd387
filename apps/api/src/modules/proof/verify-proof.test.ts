import { execFile } from 'node:child_process';
import { createHash, randomUUID, webcrypto } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  playSigningText,
  proofCsvColumns,
  screenshotSigningText,
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
let good = '';
let publicKey = '';

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
  const start = Date.parse('2026-11-20T16:00:00.250Z');
  const rows = [proofCsvColumns.join(',')];
  for (let seq = 1; seq <= 3; seq += 1) {
    const play = {
      playId: randomUUID(),
      seq,
      itemToken: 'item-Qx81_token',
      startedAt: new Date(start + seq * 15_000).toISOString(),
      endedAt: new Date(start + seq * 15_000 + 14_900).toISOString(),
      durationMs: 14_900,
      status: 'completed',
    };
    rows.push(
      [
        'play',
        play.playId,
        seq,
        play.itemToken,
        play.startedAt,
        play.endedAt,
        play.durationMs,
        play.status,
        publicKey,
        await sign(playSigningText(play)),
      ].join(','),
    );
  }
  const sha256 = createHash('sha256').update('a frame').digest('hex');
  const capturedAt = new Date(start + 20_000).toISOString();
  rows.push(
    [
      'screenshot',
      sha256,
      '',
      'item-Qx81_token',
      capturedAt,
      '',
      '',
      '',
      publicKey,
      await sign(screenshotSigningText({ sha256, itemToken: 'item-Qx81_token', capturedAt })),
    ].join(','),
  );
  good = `${rows.join('\n')}\n`;
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run verify-proof', () => {
  it('passes a proof CSV whose every row holds, naming the key', async () => {
    const result = await verify(good);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain('4 rows, 4 verified, 0 unsigned, 0 failed');
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
    expect(result.err).toContain('line 2: signature does not match the row');
    expect(result.out).toContain('4 rows, 3 verified, 0 unsigned, 1 failed');
  });

  it('fails unsigned rows unless told to allow them, and refuses a file that is not a proof CSV', async () => {
    const unsigned = good.replace(/,[A-Za-z0-9_-]{43},[A-Za-z0-9_-]{86}\n$/, ',,\n');
    expect((await verify(unsigned)).code).toBe(1);
    expect((await verify(unsigned, '--allow-unsigned')).code).toBe(0);
    expect((await verify('date,plays\n2026-11-20,3\n')).code).toBe(2);
  });
});
