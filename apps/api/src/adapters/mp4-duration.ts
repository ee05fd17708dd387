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
  // The media's own timing first: each track's sample table (stts) summed over its media
  // timescale. The movie header only claims a duration, and a file can lie in it.
  const fromSamples = sampleTableDurationMs(file.moov?.traks ?? []);
  if (fromSamples !== null) return fromSamples;
  const header = file.moov?.mvhd;
  if (!header?.timescale) return null;
  // Fragmented files keep the total in mehd; their mvhd duration is 0.
  const units = header.duration || file.moov?.mvex?.mehd?.fragment_duration || 0;
  if (!Number.isFinite(units) || units <= 0) return null;
  return Math.round((units / header.timescale) * 1000);
}

type TrackLike = {
  mdia?: {
    mdhd?: { timescale?: number };
    minf?: { stbl?: { stts?: { sample_counts?: number[]; sample_deltas?: number[] } } };
  };
};

/** The longest track's duration from its sample table, or null when no track has samples. */
function sampleTableDurationMs(traks: TrackLike[]): number | null {
  let longest: number | null = null;
  for (const trak of traks) {
    const timescale = trak.mdia?.mdhd?.timescale;
    const stts = trak.mdia?.minf?.stbl?.stts;
    if (!timescale || !stts?.sample_counts?.length || !stts.sample_deltas) continue;
    let units = 0;
    stts.sample_counts.forEach((count, i) => {
      units += count * (stts.sample_deltas![i] ?? 0);
    });
    if (units <= 0) continue;
    const ms = Math.round((units / timescale) * 1000);
    longest = longest === null ? ms : Math.max(longest, ms);
  }
  return longest;
}
