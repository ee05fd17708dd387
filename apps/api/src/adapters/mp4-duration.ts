import { createFile, Log, MP4BoxBuffer } from 'mp4box';
import type { FragmentTimeline } from './mp4-fragments';

// mp4box logs through console; an unusual box is normal in real files and not worth a line.
Log.setLogLevel(() => {});

/**
 * The movie's duration in milliseconds from its `moov` box (and, for a fragmented file, the
 * timing its fragments gave as they streamed past), or null when the media does not say.
 */
export function mp4DurationMs(moov: Buffer, fragments?: FragmentTimeline): number | null {
  const file = createFile();
  const copy = moov.buffer.slice(moov.byteOffset, moov.byteOffset + moov.length);
  try {
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, 0));
    file.flush();
  } catch {
    return null;
  }
  const traks = (file.moov?.traks ?? []) as TrackLike[];
  // A fragmented file (mvex) keeps its samples in the fragments: their durations are its length.
  // Its header's claims (mvhd 0, mehd the total) are never used.
  if (file.moov?.mvex) {
    if (!fragments || fragments.fragments === 0) return null;
    const trexs = (file.moov.mvex.trexs ?? []) as {
      track_id: number;
      default_sample_duration: number;
    }[];
    const tracks = new Map<number, { timescale: number; defaultDuration: number }>();
    for (const trak of traks) {
      const id = trak.tkhd?.track_id;
      const timescale = trak.mdia?.mdhd?.timescale;
      if (id === undefined || !timescale) continue;
      const trex = trexs.find((entry) => entry.track_id === id);
      tracks.set(id, { timescale, defaultDuration: trex?.default_sample_duration ?? 0 });
    }
    return fragments.durationMs(tracks);
  }
  // The media's own timing first: each track's sample table (stts) summed over its media
  // timescale. The movie header only claims a duration, and a file can lie in it.
  const fromSamples = sampleTableDurationMs(traks);
  if (fromSamples !== null) return fromSamples;
  const header = file.moov?.mvhd;
  if (!header?.timescale) return null;
  const units = header.duration;
  if (!Number.isFinite(units) || units <= 0) return null;
  return Math.round((units / header.timescale) * 1000);
}

type TrackLike = {
  tkhd?: { track_id?: number };
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
