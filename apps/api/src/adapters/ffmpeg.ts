import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The two programs the creative checks run. */
export type FfmpegTools = { ffmpeg: string; ffprobe: string };

const require = createRequire(import.meta.url);

function runs(command: string): boolean {
  try {
    execFileSync(command, ['-version'], { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

function packaged(name: string): string | null {
  try {
    const found = require(name) as { path?: string };
    return found.path && runs(found.path) ? found.path : null;
  } catch {
    return null;
  }
}

const found = new Map<string, FfmpegTools | null>();
/**
 * Where ffmpeg and ffprobe are: FFMPEG_PATH / FFPROBE_PATH when set, else the system's (Debian's
 * package, which `scripts/ensure-ffmpeg.mjs` installs), else the binaries that
 * `@ffmpeg-installer/ffmpeg` and `@ffprobe-installer/ffprobe` ship inside their npm packages, so
 * the checks work on a fresh machine after `npm install`. Null when none runs.
 */
export function findFfmpeg(configured: { ffmpeg?: string; ffprobe?: string } = {}) {
  const cacheKey = `${configured.ffmpeg ?? ''}|${configured.ffprobe ?? ''}`;
  if (found.has(cacheKey)) return found.get(cacheKey)!;
  const pick = (chosen: string | undefined, system: string, npmPackage: string) => {
    if (chosen) return runs(chosen) ? chosen : null;
    return runs(system) ? system : packaged(npmPackage);
  };
  const ffmpeg = pick(configured.ffmpeg, 'ffmpeg', '@ffmpeg-installer/ffmpeg');
  const ffprobe = pick(configured.ffprobe, 'ffprobe', '@ffprobe-installer/ffprobe');
  const tools = ffmpeg && ffprobe ? { ffmpeg, ffprobe } : null;
  found.set(cacheKey, tools);
  return tools;
}

export class MediaToolError extends Error {}

/** The address space a tool may take: a 4K frame and its buffers fit many times over. */
export const toolMemoryBytes = 1024 * 1024 * 1024;

/**
 * The pixels of a frame the checks will decode: 8K UHD (7680 × 4320). A larger frame is refused
 * from its header, before any decoding: a small file can declare a frame of gigabytes.
 */
export const maxDecodedPixels = 7680 * 4320;

// util-linux's prlimit sets the child's resource limits; where it is missing (not Linux), the
// tool runs under the time limit alone.
const prlimit = ['/usr/bin/prlimit', '/bin/prlimit'].find((candidate) => existsSync(candidate));

/** Only local files: a file that names a URL or another file (a playlist) opens nothing. */
const localFilesOnly = ['-protocol_whitelist', 'file'];

/**
 * Runs one of the tools with a time limit (killed with SIGKILL when it passes), under a cap on its
 * memory and CPU time (prlimit), and with a cap on what it may print, so a hostile file can cost a
 * bounded amount of CPU, time and memory.
 */
export function runTool(
  command: string,
  args: string[],
  options: { timeoutMs: number; maxOutputBytes?: number; memoryBytes?: number },
): Promise<{ stdout: string; stderr: string }> {
  const cpuSeconds = Math.max(1, Math.ceil(options.timeoutMs / 1000));
  const [file, fileArgs] = prlimit
    ? [
        prlimit,
        [
          `--as=${options.memoryBytes ?? toolMemoryBytes}`,
          `--cpu=${cpuSeconds}`,
          '--',
          command,
          ...args,
        ],
      ]
    : [command, args];
  return new Promise((resolve, reject) => {
    execFile(
      file,
      fileArgs,
      {
        timeout: options.timeoutMs,
        killSignal: 'SIGKILL',
        maxBuffer: options.maxOutputBytes ?? 8 * 1024 * 1024,
        windowsHide: true,
      },
      (error, stdout, stderr) => {
        if (error) {
          const reason = error.killed
            ? `stopped after ${Math.round(options.timeoutMs / 1000)} s`
            : stderr.trim().split('\n').slice(-3).join(' ') || error.message;
          reject(new MediaToolError(reason));
          return;
        }
        resolve({ stdout, stderr });
      },
    );
  });
}

type ProbeStream = {
  codec_type?: string;
  codec_name?: string;
  profile?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  bit_rate?: string;
  duration?: string;
  pix_fmt?: string;
  tags?: Record<string, string>;
  side_data_list?: { rotation?: number }[];
};

type ProbeOutput = {
  format?: { format_name?: string; duration?: string; bit_rate?: string; size?: string };
  streams?: ProbeStream[];
};

/** What ffprobe says of a file, reduced to what the checks judge. */
export type ProbeResult = {
  container: string;
  videoCodec: string | null;
  videoProfile: string | null;
  /** As displayed: a rotation of ±90° swaps the stored width and height. */
  width: number | null;
  height: number | null;
  frameRate: number | null;
  durationMs: number | null;
  bitRate: number | null;
  audioCodecs: string[];
};

function rate(text: string | undefined): number | null {
  if (!text) return null;
  const [num, den] = text.split('/').map(Number);
  if (!num || !Number.isFinite(num)) return null;
  const value = den ? num / den : num;
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : null;
}

function positive(text: string | undefined): number | null {
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : null;
}

// A packet's line is about 20 bytes: room for 200,000 of them, some hours of video at 60 fps.
const maxPacketListBytes = 4 * 1024 * 1024;

/**
 * The video stream's length in seconds from its own packets: from the first one's presentation
 * time to the last one's end. The container's header only claims a length, and a file can lie in
 * it (a header saying 10 s on 40 s of frames). Reading packets demuxes without decoding; a file of
 * millions of tiny packets overflows the bounded output or the time limit and is not read at all.
 */
async function packetsDurationSeconds(tools: FfmpegTools, file: string): Promise<number | null> {
  const { stdout } = await runTool(
    tools.ffprobe,
    [
      ...['-v', 'error', '-threads', '1', ...localFilesOnly, '-select_streams', 'v:0'],
      ...['-show_entries', 'packet=pts_time,duration_time', '-of', 'csv=p=0', file],
    ],
    { timeoutMs: 20_000, maxOutputBytes: maxPacketListBytes },
  );
  let first = Infinity;
  let end = -Infinity;
  for (const line of stdout.split('\n')) {
    const [pts, duration] = line.split(',');
    const start = Number(pts);
    if (!pts || !Number.isFinite(start)) continue;
    first = Math.min(first, start);
    end = Math.max(end, start + (Number(duration) || 0));
  }
  return end > first ? end - first : null;
}

export async function probe(tools: FfmpegTools, file: string): Promise<ProbeResult> {
  const { stdout } = await runTool(
    tools.ffprobe,
    [
      ...['-v', 'error', ...localFilesOnly],
      ...['-print_format', 'json', '-show_format', '-show_streams', file],
    ],
    { timeoutMs: 20_000 },
  );
  const output = JSON.parse(stdout) as ProbeOutput;
  const streams = output.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video');
  const rotation = Number(
    video?.side_data_list?.find((side) => side.rotation !== undefined)?.rotation ??
      video?.tags?.rotate ??
      0,
  );
  const sideways = Math.abs(rotation) % 180 === 90;
  const durationSeconds = video ? await packetsDurationSeconds(tools, file) : null;
  return {
    container: output.format?.format_name ?? 'unknown',
    videoCodec: video?.codec_name ?? null,
    videoProfile: video?.profile ?? null,
    width: (sideways ? video?.height : video?.width) ?? null,
    height: (sideways ? video?.width : video?.height) ?? null,
    frameRate: rate(video?.avg_frame_rate) ?? rate(video?.r_frame_rate),
    durationMs: durationSeconds === null ? null : Math.round(durationSeconds * 1000),
    bitRate: positive(output.format?.bit_rate) ?? positive(video?.bit_rate),
    audioCodecs: streams
      .filter((stream) => stream.codec_type === 'audio')
      .map((stream) => stream.codec_name ?? 'unknown'),
  };
}

/** A stretch of the video, in seconds from its start. */
export type Stretch = { start: number; end: number };

/** A filter graph names its input inline; only plain paths (ours are made by the job) go there. */
function filterPath(file: string): string {
  if (!/^[\w./-]+$/.test(file)) throw new MediaToolError('Unexpected characters in a work path.');
  return file;
}

function stretches(
  frames: Record<string, string>[],
  startTag: string,
  endTag: string,
  until: number,
): Stretch[] {
  const found: Stretch[] = [];
  let open: number | null = null;
  for (const tags of frames) {
    if (tags[startTag] !== undefined) open = Number(tags[startTag]);
    if (tags[endTag] !== undefined) {
      found.push({ start: open ?? 0, end: Number(tags[endTag]) });
      open = null;
    }
  }
  // A stretch still open when the video ends lasts to its end.
  if (open !== null) found.push({ start: open, end: until });
  return found
    .filter((s) => Number.isFinite(s.start) && Number.isFinite(s.end) && s.end > s.start)
    .map((s) => ({ start: Math.round(s.start * 100) / 100, end: Math.round(s.end * 100) / 100 }));
}

/**
 * Black stretches (blackdetect: at least 0.5 s with 98 % of pixels darker than 10 %) and frozen
 * ones (freezedetect: at least 2 s with no change above -50 dB), read through ffprobe's lavfi
 * input, over the first `maxSeconds` of the video only.
 */
export async function detectStretches(
  tools: FfmpegTools,
  file: string,
  options: { maxSeconds: number; durationSeconds: number; timeoutMs: number },
): Promise<{ black: Stretch[]; frozen: Stretch[] }> {
  const graph =
    `movie=${filterPath(file)},trim=duration=${options.maxSeconds},` +
    'blackdetect=d=0.5:pix_th=0.10:pic_th=0.98,freezedetect=n=-50dB:d=2';
  const { stdout } = await runTool(
    tools.ffprobe,
    [
      ...['-v', 'error', '-threads', '1', '-f', 'lavfi', '-i', graph],
      ...['-show_entries', 'frame_tags', '-print_format', 'json'],
    ],
    { timeoutMs: options.timeoutMs, maxOutputBytes: 32 * 1024 * 1024 },
  );
  const parsed = JSON.parse(stdout) as { frames?: { tags?: Record<string, string> }[] };
  const frames = (parsed.frames ?? [])
    .map((frame) => frame.tags ?? {})
    .filter((tags) => {
      return Object.keys(tags).length > 0;
    });
  const until = Math.min(options.durationSeconds, options.maxSeconds);
  return {
    black: stretches(frames, 'lavfi.black_start', 'lavfi.black_end', until),
    frozen: stretches(
      frames,
      'lavfi.freezedetect.freeze_start',
      'lavfi.freezedetect.freeze_end',
      until,
    ),
  };
}

/** One still frame at `atSeconds`, 480 px wide, as a JPEG file. */
export async function thumbnail(
  tools: FfmpegTools,
  file: string,
  atSeconds: number,
  out: string,
): Promise<void> {
  await runTool(
    tools.ffmpeg,
    [
      ...['-v', 'error', '-nostdin', '-y', '-threads', '1', '-ss', atSeconds.toFixed(2)],
      ...[...localFilesOnly, '-i', file, '-frames:v', '1', '-vf', 'scale=480:-2', '-q:v', '5', out],
    ],
    { timeoutMs: 20_000 },
  );
}
