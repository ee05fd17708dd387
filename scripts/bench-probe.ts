// Times the upload inspector (apps/api/src/adapters/video-probe.ts) on files built to make a
// container parser work without end, against the honest video each was made from, in one run.
// The tests bound the work these files cost (boxes, samples and elements read); this prints the
// CPU time it takes. Options: --rounds 5.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { VideoInspector } from '../apps/api/src/adapters/video-probe';
import { containerBombs } from '../apps/api/test/container-bombs';
import { numberOptions } from './bench-options';

const { rounds } = numberOptions({ rounds: 5 });

/** CPU milliseconds of one inspection of `file`, fed in 64 KB chunks as an upload arrives. */
async function cpuMs(file: Buffer): Promise<number> {
  const chunks: Buffer[] = [];
  for (let i = 0; i < file.length; i += 64 * 1024) chunks.push(file.subarray(i, i + 64 * 1024));
  const before = process.cpuUsage();
  await pipeline(Readable.from(chunks), new VideoInspector(60 * 1024 * 1024), async (source) => {
    for await (const chunk of source as AsyncIterable<Buffer>) void chunk;
  }).catch(() => {});
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(`video inspector, CPU ms per file (median of ${rounds}); bombs are refused`);
console.log('file                         honest ms   bomb ms   bomb size   ratio');
for (const [name, build] of Object.entries(containerBombs)) {
  const { honest, bomb } = build();
  const honestMs: number[] = [];
  const bombMs: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    honestMs.push(await cpuMs(honest));
    bombMs.push(await cpuMs(bomb));
  }
  const [h, b] = [median(honestMs), median(bombMs)];
  console.log(
    `${name.padEnd(28)} ${h.toFixed(1).padStart(9)} ${b.toFixed(1).padStart(9)} ` +
      `${(bomb.length / 1e6).toFixed(1).padStart(8)} MB ${(b / h).toFixed(1).padStart(7)}`,
  );
}
