import { createFile, Log, MP4BoxBuffer } from 'mp4box';

// mp4box logs through console; an unusual box is normal in real files and not worth a line.
Log.setLogLevel(() => {});

/** The movie's duration in milliseconds from its `moov` box, or null when it does not say. */
export function mp4DurationMs(moov: Buffer): number | null {
  const file = createFile();
  const copy = moov.buffer.slice(moov.byteOffset, moov.byteOffset + moov.length);
  try {
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, 0));
    file.flush();
  } catch {
    return null;
  }
  const header = file.moov?.mvhd;
  if (!header?.timescale) return null;
  // Fragmented files keep the total in mehd; their mvhd duration is 0.
  const units = header.duration || file.moov?.mvex?.mehd?.fragment_duration || 0;
  if (!Number.isFinite(units) || units <= 0) return null;
  return Math.round((units / header.timescale) * 1000);
}
