import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { h264Args } from '../../test/tools';
import { findFfmpeg, type FfmpegTools } from './ffmpeg';
import { mockupSize, renderMockup, type Point } from './mockup-render';

const width = 640;
const height = 480;
const grey = [128, 128, 128];
/** Clockwise from top left, in pixels: a quadrilateral with no two sides parallel. */
const quad: Point[] = [
  { x: 100, y: 80 },
  { x: 500, y: 120 },
  { x: 540, y: 380 },
  { x: 120, y: 400 },
];

let tools: FfmpegTools;
let dir: string;

function ffmpeg(...args: string[]) {
  execFileSync(tools.ffmpeg, ['-v', 'error', '-nostdin', '-y', ...args], { stdio: 'pipe' });
}

/** The PNG's pixels as rows of RGB bytes. */
function pixels(file: string) {
  const raw = path.join(dir, `${path.basename(file)}.rgb`);
  ffmpeg('-i', file, '-f', 'rawvideo', '-pix_fmt', 'rgb24', raw);
  const bytes = readFileSync(raw);
  return (x: number, y: number) => [
    ...bytes.subarray((y * width + x) * 3, (y * width + x) * 3 + 3),
  ];
}

/** How far a point lies inside the quadrilateral: its least distance to a side (negative outside). */
function depth(point: Point): number {
  return Math.min(
    ...quad.map((a, i) => {
      const b = quad[(i + 1) % 4]!;
      const cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x);
      return cross / Math.hypot(b.x - a.x, b.y - a.y);
    }),
  );
}

beforeAll(() => {
  const found = findFfmpeg();
  if (!found) throw new Error('ffmpeg is needed for the mock-up test');
  tools = found;
  dir = mkdtempSync(path.join(tmpdir(), 'screenspot-mockup-test-'));
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    `color=c=0x808080:s=${width}x${height}`,
    '-frames:v',
    '1',
    path.join(dir, 'photo.png'),
  );
  ffmpeg(
    ...['-f', 'lavfi', '-i', 'color=c=red:s=320x180:d=2:r=10'],
    ...h264Args,
    path.join(dir, 'red.mp4'),
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the in-situ mock-up', { timeout: 60_000 }, () => {
  it('warps a red frame onto the marked quadrilateral of a grey photo and leaves the rest', async () => {
    const out = path.join(dir, 'mockup.png');
    const size = await renderMockup(tools, {
      photo: path.join(dir, 'photo.png'),
      video: path.join(dir, 'red.mp4'),
      atSeconds: 1,
      corners: quad.map((p) => ({ x: p.x / width, y: p.y / height })),
      out,
    });
    expect(size).toEqual({ width, height });
    const at = pixels(out);
    let inside = 0;
    let outside = 0;
    for (let y = 2; y < height; y += 6) {
      for (let x = 2; x < width; x += 6) {
        const d = depth({ x, y });
        const [r, g, b] = at(x, y) as [number, number, number];
        if (d > 4) {
          inside += 1;
          expect(r, `red at ${x},${y}`).toBeGreaterThan(230);
          expect(Math.max(g, b), `red at ${x},${y}`).toBeLessThan(30);
        } else if (d < -4) {
          outside += 1;
          expect([r, g, b], `unchanged at ${x},${y}`).toEqual(grey);
        }
      }
    }
    // Both sides were really sampled: the area is about 40 % of the photo.
    expect(inside).toBeGreaterThan(2000);
    expect(outside).toBeGreaterThan(2000);
    // Just outside each corner stays grey; just inside is red.
    expect(at(95, 75)).toEqual(grey);
    expect(at(110, 90)[0]).toBeGreaterThan(230);
  });

  it('draws a large photo at most 1600 pixels wide, with even sides', () => {
    expect(mockupSize({ width: 4000, height: 3001 })).toEqual({ width: 1600, height: 1200 });
    expect(mockupSize({ width: 641, height: 481 })).toEqual({ width: 642, height: 482 });
  });
});
