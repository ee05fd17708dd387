/**
 * A WebM/Matroska file's length from its own timing: the timestamps of its blocks (each
 * Cluster's Timestamp plus the block's relative timecode), read as the bytes stream past. The
 * `Info` → `Duration` element is only a claim, and recorders that stream leave it out, so it is
 * not used. The end of a track is its last block's timestamp plus that block's duration (its
 * BlockDuration, or the gap before it); the file's length is its longest track's end.
 *
 * Only element headers and the first bytes of blocks are read; frame data is skipped by size.
 * Every element counts against a budget, so a file of millions of tiny elements is refused after
 * a bounded amount of work.
 */
const ids = {
  segment: 0x18538067,
  info: 0x1549a966,
  timestampScale: 0x2ad7b1,
  cluster: 0x1f43b675,
  timestamp: 0xe7,
  blockGroup: 0xa0,
  block: 0xa1,
  simpleBlock: 0xa3,
  blockDuration: 0x9b,
};

/** Masters walked into (their children read in turn); every other element is read or skipped. */
const containers = new Set([ids.segment, ids.info, ids.cluster, ids.blockGroup]);
/** Unsigned integers read whole (a few bytes each). */
const integers = new Set([ids.timestampScale, ids.timestamp, ids.blockDuration]);
/** A block's head: the track number (a vint of up to 8 bytes) and a 16-bit relative timecode. */
const blockHeadBytes = 10;

type Vint = { value: number; length: number; unknown: boolean };

/** A variable-length integer at `pos`; undefined when more bytes are needed, null when invalid. */
function readVint(buf: Buffer, pos: number, keepMarker: boolean): Vint | null | undefined {
  if (pos >= buf.length) return undefined;
  const first = buf[pos]!;
  if (first === 0) return null;
  let length = 1;
  while (!(first & (0x80 >> (length - 1)))) length += 1;
  if (pos + length > buf.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = buf[pos + i]!;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(buf: Buffer, start: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i += 1) value = value * 256 + buf[start + i]!;
  return value;
}

type TrackEnd = { last: number; previous: number | null; duration: number | null };

export class WebmTimeline {
  private pending: Buffer = Buffer.alloc(0);
  private skip = 0;
  private elements = 0;
  private scale = 1_000_000;
  private clusterTimestamp = 0;
  private lastTrack: number | null = null;
  private readonly tracks = new Map<number, TrackEnd>();
  /** Set when the bytes stop being Matroska or the budget ran out. */
  failed = false;

  /**
   * `budget`: elements one upload may make us read. A real 10-minute file has about 40,000; five
   * times that costs a file of empty elements about 20 ms of CPU (a million cost about 100 ms).
   */
  constructor(private readonly budget = 200_000) {}

  push(chunk: Buffer): void {
    if (this.failed) return;
    let data = chunk;
    if (this.skip > 0) {
      const skipped = Math.min(this.skip, data.length);
      this.skip -= skipped;
      data = data.subarray(skipped);
      if (data.length === 0) return;
    }
    const buf = this.pending.length > 0 ? Buffer.concat([this.pending, data]) : data;
    const used = this.read(buf);
    // Keep only the unread tail (an element header or a block head), never the chunk it sits in.
    this.pending = used < buf.length ? Buffer.from(buf.subarray(used)) : Buffer.alloc(0);
  }

  /** Elements read so far: at most one past the budget, whatever the file holds. */
  get elementsRead(): number {
    return this.elements;
  }

  /** The length in milliseconds, or null when no block gave a timestamp. */
  durationMs(): number | null {
    if (this.failed) return null;
    let end: number | null = null;
    for (const track of this.tracks.values()) {
      const tail = track.duration ?? (track.previous === null ? 0 : track.last - track.previous);
      end = Math.max(end ?? 0, track.last + Math.max(tail, 0));
    }
    if (end === null || end <= 0) return null;
    return Math.round((end * this.scale) / 1_000_000);
  }

  /** Reads whole elements from `buf`; answers how many bytes were used. */
  private read(buf: Buffer): number {
    let pos = 0;
    while (pos < buf.length) {
      const id = readVint(buf, pos, true);
      const size = id ? readVint(buf, pos + id.length, false) : id;
      if (id === null || size === null) return this.fail(buf.length);
      if (!id || !size) return pos;
      if (++this.elements > this.budget) return this.fail(buf.length);
      const dataStart = pos + id.length + size.length;
      if (containers.has(id.value)) {
        pos = dataStart;
        continue;
      }
      if (size.unknown) return this.fail(buf.length);
      const end = dataStart + size.value;
      if (integers.has(id.value)) {
        if (size.value > 8) return this.fail(buf.length);
        if (end > buf.length) return pos;
        this.integer(id.value, readUint(buf, dataStart, size.value));
      } else if (id.value === ids.simpleBlock || id.value === ids.block) {
        const head = Math.min(size.value, blockHeadBytes);
        if (dataStart + head > buf.length) return pos;
        if (!this.block(buf.subarray(dataStart, dataStart + head))) return this.fail(buf.length);
      }
      if (end > buf.length) {
        this.skip = end - buf.length;
        return buf.length;
      }
      pos = end;
    }
    return pos;
  }

  private integer(id: number, value: number): void {
    if (id === ids.timestampScale && value > 0) this.scale = value;
    else if (id === ids.timestamp) this.clusterTimestamp = value;
    else if (id === ids.blockDuration && this.lastTrack !== null) {
      this.tracks.get(this.lastTrack)!.duration = value;
    }
  }

  private block(head: Buffer): boolean {
    const track = readVint(head, 0, false);
    if (!track || head.length < track.length + 2) return false;
    const at = this.clusterTimestamp + head.readInt16BE(track.length);
    const known = this.tracks.get(track.value);
    // A BlockDuration that follows belongs to this block only if it is the track's latest.
    this.lastTrack = null;
    if (!known) {
      this.tracks.set(track.value, { last: at, previous: null, duration: null });
      this.lastTrack = track.value;
    } else if (at >= known.last) {
      if (at > known.last) known.previous = known.last;
      known.last = at;
      known.duration = null;
      this.lastTrack = track.value;
    }
    return true;
  }

  private fail(used: number): number {
    this.failed = true;
    return used;
  }
}
