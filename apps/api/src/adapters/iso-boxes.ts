/**
 * Follows the top-level boxes of an MP4/MOV file as its bytes stream past and keeps a copy of the
 * few that matter (the movie header lives in `moov`, which may sit before or after the media data).
 * The media data itself is never held.
 */
export class IsoBoxCollector {
  private position = 0;
  private nextBox = 0;
  private header = Buffer.alloc(0);
  private capture: { type: string; end: number; parts: Buffer[]; every: boolean } | null = null;
  private readonly boxes = new Map<string, Buffer>();
  /** True once the bytes stopped looking like boxes (not an ISO file, or a damaged one). */
  broken = false;
  /** Set when a wanted box was larger than its limit and was skipped. */
  oversized = false;
  /** Set when the file held more top-level boxes than any real video does. */
  tooManyBoxes = false;
  private count = 0;

  /** Top-level boxes followed so far: the measure of the work this collector has done. */
  get boxesRead(): number {
    return this.count;
  }

  constructor(
    private readonly wanted: Record<string, number>,
    /** A real file has a handful of top-level boxes; thousands are an attack on our CPU. */
    private readonly maxBoxes = 10_000,
    /**
     * Boxes of one type handed over one by one as each completes (a fragmented file's `moof`s),
     * none kept; one larger than `limit` is handed over as null.
     */
    private readonly every?: { type: string; limit: number; onBox: (box: Buffer | null) => void },
  ) {}

  push(chunk: Buffer): void {
    const chunkStart = this.position;
    const chunkEnd = chunkStart + chunk.length;
    this.position = chunkEnd;
    this.copyCaptured(chunk, chunkStart);
    while (!this.broken && this.nextBox < chunkEnd) {
      const headerPos = this.nextBox + this.header.length;
      const needed = this.header.length >= 8 && this.header.readUInt32BE(0) === 1 ? 16 : 8;
      const take = Math.min(needed - this.header.length, chunkEnd - headerPos);
      const from = headerPos - chunkStart;
      this.header = Buffer.concat([this.header, chunk.subarray(from, from + take)]);
      if (this.header.length < needed) return;
      const size32 = this.header.readUInt32BE(0);
      if (size32 === 1 && needed === 8) continue;
      const type = this.header.toString('latin1', 4, 8);
      const size =
        size32 === 1 ? Number(this.header.readBigUInt64BE(8)) : size32 === 0 ? Infinity : size32;
      if (!/^[\x20-\x7e\xa9]{4}$/.test(type) || size < needed) {
        this.broken = true;
        return;
      }
      this.count += 1;
      if (this.count > this.maxBoxes) {
        this.tooManyBoxes = true;
        this.broken = true;
        return;
      }
      const start = this.nextBox;
      const header = this.header;
      this.header = Buffer.alloc(0);
      this.nextBox = start + size;
      const every = this.every?.type === type;
      const limit = every ? this.every!.limit : this.wanted[type];
      if (limit !== undefined && (every || !this.boxes.has(type))) {
        if (size > limit) {
          if (every) this.every!.onBox(null);
          else this.oversized = true;
        } else {
          // The header may have arrived over several chunks; the body continues in this one.
          this.capture = { type, end: start + size, parts: [header], every };
          this.copyCaptured(chunk, chunkStart, start + header.length);
        }
      }
    }
  }

  /** A complete copy of the first box of this type, or undefined. */
  box(type: string): Buffer | undefined {
    return this.boxes.get(type);
  }

  private copyCaptured(chunk: Buffer, chunkStart: number, from = chunkStart): void {
    const capture = this.capture;
    if (!capture) return;
    const chunkEnd = chunkStart + chunk.length;
    const end = Math.min(capture.end, chunkEnd);
    if (end > from)
      capture.parts.push(Buffer.from(chunk.subarray(from - chunkStart, end - chunkStart)));
    if (capture.end <= chunkEnd) {
      this.capture = null;
      if (capture.every) this.every!.onBox(Buffer.concat(capture.parts));
      else this.boxes.set(capture.type, Buffer.concat(capture.parts));
    }
  }
}

// Boxes that hold other boxes, down to the sample tables that give a movie its length.
const containers = new Set([
  'moov',
  'trak',
  'mdia',
  'minf',
  'stbl',
  'edts',
  'dinf',
  'mvex',
  'udta',
]);

/** A real movie header's boxes number in the hundreds; more than this is refused unparsed. */
export const movieHeaderBoxBudget = 5_000;

/**
 * The boxes inside a movie header, counted without parsing them; the count stops one past
 * `budget`, so the work is bounded whatever the header holds.
 */
export function countBoxes(moov: Buffer, budget = movieHeaderBoxBudget): number {
  let count = 0;
  const walk = (start: number, end: number): boolean => {
    let at = start;
    while (at + 8 <= end) {
      count += 1;
      if (count > budget) return false;
      const size32 = moov.readUInt32BE(at);
      const type = moov.toString('latin1', at + 4, at + 8);
      const headerSize = size32 === 1 ? 16 : 8;
      const size =
        size32 === 1 && at + 16 <= end
          ? Number(moov.readBigUInt64BE(at + 8))
          : size32 === 0
            ? end - at
            : size32;
      if (size < headerSize || at + size > end) return true;
      if (containers.has(type) && !walk(at + headerSize, at + size)) return false;
      at += size;
    }
    return true;
  };
  const size = moov.length >= 8 ? moov.readUInt32BE(0) : 0;
  walk(8, Math.min(size || moov.length, moov.length));
  return count;
}
