import { runTool, MediaToolError, maxDecodedPixels, type FfmpegTools } from './ffmpeg';

/** A point on the photo, in pixels. */
export type Point = { x: number; y: number };

/** The widest mock-up made: a larger photo is scaled down first (a permit page needs no more). */
export const maxMockupWidth = 1600;

const localFilesOnly = ['-protocol_whitelist', 'file'];

/** The pixel size of a still image, read by ffprobe from its header. */
export async function imageSize(
  tools: FfmpegTools,
  file: string,
): Promise<{ width: number; height: number }> {
  const { stdout } = await runTool(
    tools.ffprobe,
    [
      ...['-v', 'error', ...localFilesOnly, '-select_streams', 'v:0'],
      ...['-show_entries', 'stream=width,height', '-of', 'csv=p=0:s=x', file],
    ],
    { timeoutMs: 20_000 },
  );
  const [width, height] = stdout.trim().split('x').map(Number);
  if (!width || !height || !Number.isInteger(width) || !Number.isInteger(height)) {
    throw new MediaToolError('the photo has no readable size');
  }
  if (width * height > maxDecodedPixels) {
    throw new MediaToolError(`the photo of ${width} × ${height} pixels is too large`);
  }
  return { width, height };
}

/** The size the mock-up is drawn at: the photo's, scaled down to `maxMockupWidth`, even sides. */
export function mockupSize(photo: { width: number; height: number }, maxWidth = maxMockupWidth) {
  const scale = Math.min(1, maxWidth / photo.width);
  const even = (value: number) => Math.max(2, Math.round((value * scale) / 2) * 2);
  return { width: even(photo.width), height: even(photo.height) };
}

const coordinate = (value: number) => value.toFixed(2);

/**
 * The filter graph: the photo scaled to `size`; the video's frame scaled to the same size and
 * warped by `perspective` (destination sense: its corners go to the marked ones, clockwise from
 * top left, which are the filter's 0, 1, 3 and 2); a white card of the same size, with a black
 * border, warped the same way as the alpha mask, because the filter repeats the frame's edge
 * pixels outside the area; the masked frame laid over the photo.
 */
export function mockupFilterGraph(size: { width: number; height: number }, corners: Point[]) {
  const [topLeft, topRight, bottomRight, bottomLeft] = corners as [Point, Point, Point, Point];
  const { width, height } = size;
  const warp =
    `perspective=x0=${coordinate(topLeft.x)}:y0=${coordinate(topLeft.y)}` +
    `:x1=${coordinate(topRight.x)}:y1=${coordinate(topRight.y)}` +
    `:x2=${coordinate(bottomLeft.x)}:y2=${coordinate(bottomLeft.y)}` +
    `:x3=${coordinate(bottomRight.x)}:y3=${coordinate(bottomRight.y)}` +
    ':sense=destination:interpolation=linear';
  return [
    `[0:v]scale=${width}:${height},format=rgb24,setpts=PTS-STARTPTS[photo]`,
    `[1:v]scale=${width}:${height},format=yuv444p,${warp},format=rgb24,setpts=PTS-STARTPTS[frame]`,
    // The card is grey-scale in video range (16 to 235): stretched to 0 to 255, the outside is
    // fully transparent and the inside fully opaque.
    `[2:v]format=gray,pad=${width}:${height}:2:2:color=black,${warp},` +
      `lut=c0='clip((val-16)*256/219,0,255)',setpts=PTS-STARTPTS[mask]`,
    '[frame][mask]alphamerge[warped]',
    '[photo][warped]overlay=0:0:format=rgb:eof_action=pass,format=rgb24[out]',
  ].join(';');
}

/**
 * Draws one mock-up: the frame of `video` (or a still image) at `atSeconds`, warped onto the four
 * `corners` (as fractions of the photo, clockwise from top left) of `photo`, written to `out` as a
 * PNG at most `maxWidth` pixels wide.
 */
export async function renderMockup(
  tools: FfmpegTools,
  input: {
    photo: string;
    video: string;
    atSeconds: number;
    corners: Point[];
    out: string;
    maxWidth?: number;
  },
): Promise<{ width: number; height: number }> {
  const size = mockupSize(await imageSize(tools, input.photo), input.maxWidth);
  const corners = input.corners.map((corner) => ({
    x: corner.x * size.width,
    y: corner.y * size.height,
  }));
  const card = `color=c=white:s=${size.width - 4}x${size.height - 4}:d=1`;
  await runTool(
    tools.ffmpeg,
    [
      ...['-v', 'error', '-nostdin', '-y', '-threads', '1', ...localFilesOnly],
      ...['-i', input.photo],
      ...['-ss', input.atSeconds.toFixed(2), ...localFilesOnly, '-i', input.video],
      ...['-f', 'lavfi', '-i', card],
      ...['-filter_complex', mockupFilterGraph(size, corners), '-map', '[out]'],
      ...['-frames:v', '1', '-f', 'image2', '-c:v', 'png', input.out],
    ],
    { timeoutMs: 60_000 },
  );
  return size;
}
