/**
 * Follows the top-level boxes of an MP4/MOV file as its bytes stream past and keeps a copy of the
 * few that matter (the movie header lives in `moov`, which may sit before or after the media data).
 * The media data itself is never held.
 */
export class IsoBoxCollector {
  private position = 0;
  private nextBox = 0;
  private header = Buffer.alloc(0);
  private capture: { type: string; end: number; parts: Buffer[] } | null = null;
  private readonly boxes = new Map<string, Buffer>();
  /** True once the bytes stopped looking like boxes (not an ISO file, or a damaged one). */
  broken = false;
  /** Set when a wanted box was larger than its limit and was skipped. */
  oversized = false;

  constructor(private readonly wanted: Record<string, number>) {}

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
      const start = this.nextBox;
      const header = this.header;
      this.header = Buffer.alloc(0);
      this.nextBox = start + size;
      const limit = this.wanted[type];
      if (limit !== undefined && !this.boxes.has(type)) {
        if (size > limit) {
          this.oversized = true;
        } else {
          // The header may have arrived over several chunks; the body continues in this one.
          this.capture = { type, end: start + size, parts: [header] };
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
      this.boxes.set(capture.type, Buffer.concat(capture.parts));
      this.capture = null;
    }
  }
}
