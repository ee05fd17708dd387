import { localDate } from '@screenspot/contracts/booking';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureTool, h264Args } from './tools';

const dir = mkdtempSync(path.join(tmpdir(), 'screenspot-videos-'));

export type VideoFormat = 'mp4' | 'mov' | 'webm';

type VideoOptions = {
  seconds: number;
  format?: VideoFormat;
  /** MP4/MOV: put the movie header first, as web exports do (default: last, as cameras do). */
  faststart?: boolean;
  /** WebM: written as a live stream, as browser recorders do, so the header carries no duration. */
  streamed?: boolean;
  /** MP4: fragmented (an empty movie header, then a `moof` per keyframe), as live encoders write. */
  fragmented?: boolean;
  /** Seconds between keyframes (ffmpeg's default: 250 frames, 25 s here). */
  keyframeSeconds?: number;
};

const codecArgs: Record<VideoFormat, string[]> = {
  mp4: h264Args,
  mov: h264Args,
  webm: ['-c:v', 'libvpx', '-b:v', '100k', '-deadline', 'realtime', '-cpu-used', '8'],
};

/** A real, tiny video made with ffmpeg (cached per options for the test run). */
export function makeVideo(options: VideoOptions): Buffer {
  ensureTool('ffmpeg', ['-version'], 'ensure-ffmpeg.mjs');
  const format = options.format ?? 'mp4';
  const name = `${options.seconds}s-${options.faststart ? 'fast' : 'slow'}-${options.streamed ? 'live' : 'file'}${options.fragmented ? '-frag' : ''}${options.keyframeSeconds ? `-k${options.keyframeSeconds}` : ''}.${format}`;
  const file = path.join(dir, name);
  if (!existsSync(file)) {
    const args = [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', 'testsrc2=size=160x90:rate=10', '-t', String(options.seconds)],
      ...codecArgs[format],
      ...(options.faststart ? ['-movflags', '+faststart'] : []),
      ...(options.streamed ? ['-live', '1'] : []),
      ...(options.fragmented ? ['-movflags', 'frag_keyframe+empty_moov'] : []),
      ...(options.keyframeSeconds ? ['-g', String(options.keyframeSeconds * 10)] : []),
    ];
    execFileSync('ffmpeg', [...args, file]);
  }
  return readFileSync(file);
}

/** Rewrites the movie header's duration (mvhd), as a file that lies about its length would. */
export function lieInMovieHeader(video: Buffer, seconds: number): Buffer {
  const copy = Buffer.from(video);
  const at = copy.indexOf('mvhd');
  if (at < 0) throw new Error('no mvhd');
  const version = copy[at + 4]!;
  const timescaleAt = at + 8 + (version === 1 ? 16 : 8);
  const timescale = copy.readUInt32BE(timescaleAt);
  if (version === 1) copy.writeBigUInt64BE(BigInt(seconds * timescale), timescaleAt + 4);
  else copy.writeUInt32BE(seconds * timescale, timescaleAt + 4);
  return copy;
}

/** A multipart/form-data body with the given fields and files, in order. */
export function multipartBody(
  parts: (
    | { name: string; value: string }
    | { name: string; filename: string; contentType: string; data: Buffer }
  )[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----screenspot${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/order's body: a new MP4 video for a screen, on the next day of `scheduleParts`. */
export function orderUploadBody(ledId: number | string, data: Buffer, filename = 'ad.mp4') {
  return multipartBody([
    { name: 'ledId', value: String(ledId) },
    ...scheduleParts(),
    { name: 'video', filename, contentType: 'video/mp4', data },
  ]);
}

/**
 * POST /api/order over a raw socket to a listening app, as a client that may stop halfway: the
 * request's head goes out, and the caller writes as much of `body.payload` as it likes, then ends
 * or destroys the socket.
 */
export async function startRawUpload(
  port: number,
  cookie: string,
  body: { headers: Record<string, string>; payload: Buffer },
): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    [
      'POST /api/order HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `Cookie: ${cookie}`,
      `Content-Type: ${body.headers['content-type']}`,
      `Content-Length: ${body.payload.length}`,
      '',
      '',
    ].join('\r\n'),
  );
  return socket;
}

let scheduleCalls = 0;

/**
 * The schedule fields POST /api/order needs with a new video: one evening spot on one day. Each
 * call takes the next of 60 days (3 to 62 days out), so a test file's uploads never fill a cell.
 */
export function scheduleParts(): { name: string; value: string }[] {
  const day = localDate(new Date(Date.now() + (3 + (scheduleCalls++ % 60)) * 86_400_000));
  return [
    { name: 'startDate', value: day },
    { name: 'endDate', value: day },
    { name: 'dayparts', value: 'evening' },
    { name: 'spotsPerLoop', value: '1' },
  ];
}
