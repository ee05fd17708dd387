/**
 * The timing of a fragmented MP4 (`-movflags frag_keyframe+empty_moov`, browser recorders, live
 * encoders), read from the fragments themselves: each `moof` → `traf` holds a `tfhd` (the track
 * and its default sample duration) and `trun`s (the samples, with their own durations or not).
 * The movie header's claim (`mehd`) is never trusted.
 *
 * Each `moof` is parsed as it streams past and only the sums are kept. The work is bounded: every
 * box and every sample counts against one budget per upload, and past it the file is unreadable.
 */

/** Per track: media units whose duration is known, and samples that take the `trex` default. */
type TrackTime = { units: number; defaultSamples: number };

const tfhdFlags = { baseDataOffset: 0x01, descriptionIndex: 0x02, defaultDuration: 0x08 };
const trunFlags = {
  dataOffset: 0x01,
  firstSampleFlags: 0x04,
  duration: 0x100,
  size: 0x200,
  flags: 0x400,
  compositionOffset: 0x800,
};

export class FragmentTimeline {
  private readonly tracks = new Map<number, TrackTime>();
  private spent = 0;
  /** Set when a fragment was malformed or the budget ran out: the length cannot be judged. */
  failed = false;
  /** Whether any fragment was seen. */
  fragments = 0;

  /** `budget`: boxes plus samples one upload may make us read (a real 10-minute file: ~40,000). */
  constructor(private readonly budget = 2_000_000) {}

  /** One complete `moof` box, header included. */
  addMoof(moof: Buffer): void {
    if (this.failed) return;
    this.fragments += 1;
    try {
      for (const traf of children(moof, 8, moof.length)) {
        this.spend(1);
        if (traf.type === 'traf') this.readTraf(moof, traf.start, traf.end);
      }
    } catch {
      this.failed = true;
    }
  }

  /**
   * The longest track's length in milliseconds, given each track's timescale and `trex` default
   * duration from the movie header; null when the fragments give no timing.
   */
  durationMs(tracks: Map<number, { timescale: number; defaultDuration: number }>): number | null {
    if (this.failed || this.tracks.size === 0) return null;
    let longest: number | null = null;
    for (const [id, time] of this.tracks) {
      const track = tracks.get(id);
      if (!track?.timescale) continue;
      const units = time.units + time.defaultSamples * track.defaultDuration;
      if (!Number.isFinite(units) || units <= 0) continue;
      const ms = Math.round((units / track.timescale) * 1000);
      longest = longest === null ? ms : Math.max(longest, ms);
    }
    return longest;
  }

  /** Boxes and samples read so far: never more than the budget, whatever the file claims. */
  get unitsRead(): number {
    return this.spent;
  }

  /** Refuses work that would pass the budget before doing any of it. */
  private spend(amount: number): void {
    if (this.spent + amount > this.budget) throw new Error('fragment budget spent');
    this.spent += amount;
  }

  private readTraf(buf: Buffer, start: number, end: number): void {
    let trackId: number | null = null;
    let defaultDuration: number | null = null;
    for (const box of children(buf, start, end)) {
      this.spend(1);
      if (box.type === 'tfhd') {
        const flags = buf.readUInt32BE(box.start) & 0xffffff;
        trackId = buf.readUInt32BE(box.start + 4);
        let at = box.start + 8;
        if (flags & tfhdFlags.baseDataOffset) at += 8;
        if (flags & tfhdFlags.descriptionIndex) at += 4;
        if (flags & tfhdFlags.defaultDuration) defaultDuration = buf.readUInt32BE(at);
      } else if (box.type === 'trun') {
        if (trackId === null) throw new Error('trun before tfhd');
        this.readTrun(buf, box.start, box.end, trackId, defaultDuration);
      }
    }
  }

  private readTrun(
    buf: Buffer,
    start: number,
    end: number,
    trackId: number,
    defaultDuration: number | null,
  ): void {
    const flags = buf.readUInt32BE(start) & 0xffffff;
    const count = buf.readUInt32BE(start + 4);
    this.spend(count);
    const time = this.tracks.get(trackId) ?? { units: 0, defaultSamples: 0 };
    this.tracks.set(trackId, time);
    if (!(flags & trunFlags.duration)) {
      if (defaultDuration === null) time.defaultSamples += count;
      else time.units += count * defaultDuration;
      return;
    }
    let at = start + 8;
    if (flags & trunFlags.dataOffset) at += 4;
    if (flags & trunFlags.firstSampleFlags) at += 4;
    let stride = 4;
    for (const field of [trunFlags.size, trunFlags.flags, trunFlags.compositionOffset]) {
      if (flags & field) stride += 4;
    }
    if (at + count * stride > end) throw new Error('trun shorter than its samples');
    for (let i = 0; i < count; i += 1) time.units += buf.readUInt32BE(at + i * stride);
  }
}

type Child = { type: string; start: number; end: number };

/** The boxes directly inside [start, end): each one's type and its body (after the header). */
function* children(buf: Buffer, start: number, end: number): Generator<Child> {
  let at = start;
  while (at + 8 <= end) {
    const size32 = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    const header = size32 === 1 ? 16 : 8;
    const size = size32 === 1 ? Number(buf.readBigUInt64BE(at + 8)) : size32 || end - at;
    if (size < header || at + size > end) throw new Error('box overruns its parent');
    yield { type, start: at + header, end: at + size };
    at += size;
  }
}
