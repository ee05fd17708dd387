// A screen's own mock-up, for a plan that has no video yet (a proposal, decision 0056): the
// screen's photo with its marked display area filled by a placeholder, drawn by the same renderer
// as an order's mock-up and kept in storage under a name that changes with the marking.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFfmpeg, MediaToolError, runTool, type FfmpegTools } from '../../adapters/ffmpeg';
import { renderMockup } from '../../adapters/mockup-render';
import type { Storage } from '../../adapters/storage/storage';
import type { Db } from '../../db/client';
import * as repository from './repository';

export type ScreenMockupDeps = {
  db: Db;
  storage: Storage;
  /** FFMPEG_PATH and FFPROBE_PATH when set. */
  paths?: { ffmpeg?: string; ffprobe?: string };
  /** Tests give tools (or null, for none) directly. */
  tools?: FfmpegTools | null;
};

/** A plan's page and its PDF show the screen small: no need for the permit page's 1600 px. */
const screenMockupWidth = 960;

/**
 * The placeholder warped onto the area: the brand's indigo inside a white frame, so the area reads
 * as "your advert plays here" on any photo, by day or by night.
 */
const placeholder = 'color=c=0x4f46e5:s=960x540,drawbox=x=0:y=0:w=iw:h=ih:color=white:t=28';

/** A marking's name: the photo it was made on and when, so a new marking is a new image. */
export function screenMockupKey(screenId: number, marking: { areaEtag: string; updatedAt: Date }) {
  const version = createHash('sha256')
    .update(`${marking.areaEtag}|${marking.updatedAt.toISOString()}`)
    .digest('hex')
    .slice(0, 20);
  return `mockups/screens/${screenId}-${version}.png`;
}

/** The screens among `ids` that have a mock-up: their area is marked on their current photo. */
export async function screensWithMockup(db: Db, ids: number[]): Promise<Set<number>> {
  const rows = await repository.markedScreens(db, [...new Set(ids)]);
  return new Set(rows.map((row) => row.screenId));
}

async function render(deps: ScreenMockupDeps, screenId: number, key: string) {
  const source = await repository.findScreenRenderSource(deps.db, screenId);
  if (!source || source.areaEtag !== source.photoEtag) return false;
  const tools = deps.tools === undefined ? findFfmpeg(deps.paths) : deps.tools;
  if (!tools) throw new Error('ffmpeg was not found; the mock-up cannot be rendered');
  const dir = await mkdtemp(path.join(tmpdir(), 'screenspot-screen-mockup-'));
  try {
    const photo = path.join(dir, 'photo');
    const card = path.join(dir, 'placeholder.png');
    const out = path.join(dir, 'mockup.png');
    await writeFile(photo, source.photo);
    await runTool(
      tools.ffmpeg,
      ['-v', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', placeholder, '-frames:v', '1', card],
      { timeoutMs: 20_000 },
    );
    await renderMockup(tools, {
      photo,
      video: card,
      atSeconds: 0,
      corners: source.corners,
      out,
      maxWidth: screenMockupWidth,
    });
    const { tempKey } = await deps.storage.writeTemp(createReadStream(out));
    await deps.storage.commit(tempKey, key);
    return true;
  } catch (error) {
    // A photo ffmpeg cannot read has no mock-up; the plan shows the photo alone.
    if (error instanceof MediaToolError) return false;
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Renders in progress on this instance: a page of twelve screens asks for each once. */
const rendering = new Map<string, Promise<boolean>>();

/**
 * The storage key and ETag of the screen's mock-up, rendered on first request; null when the
 * screen has no area marked on its current photo.
 */
export async function screenMockup(
  deps: ScreenMockupDeps,
  screenId: number,
): Promise<{ key: string; etag: string } | null> {
  const [marking] = await repository.markedScreens(deps.db, [screenId]);
  if (!marking) return null;
  const key = screenMockupKey(screenId, marking);
  const found = { key, etag: `"${path.basename(key, '.png')}"` };
  if (await deps.storage.stat(key)) return found;
  let pending = rendering.get(key);
  if (!pending) {
    pending = render(deps, screenId, key).finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  return (await pending) ? found : null;
}

/** The screen's mock-up as bytes (for a PDF), or null when it has none. */
export async function screenMockupBytes(
  deps: ScreenMockupDeps,
  screenId: number,
): Promise<Buffer | null> {
  const found = await screenMockup(deps, screenId);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of await deps.storage.read(found.key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
