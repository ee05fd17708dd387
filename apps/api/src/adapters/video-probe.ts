import { Transform, type TransformCallback } from 'node:stream';
import {
  isSupportedVideoType,
  supportedVideoTypes,
  type SupportedVideoType,
} from '@screenspot/contracts/upload';
import { fileTypeFromBuffer } from 'file-type';
import { countBoxes, IsoBoxCollector, movieHeaderBoxBudget } from './iso-boxes';
import { mp4DurationMs } from './mp4-duration';
import { FragmentTimeline } from './mp4-fragments';
import { WebmTimeline } from './webm-duration';

export type VideoInfo = {
  contentType: SupportedVideoType;
  extension: string;
  durationMs: number;
  bytes: number;
};

/** What an inspection read, in the units that bound its CPU time. */
export type InspectionWork = {
  /** Top-level MP4/MOV boxes followed. */
  boxes: number;
  /** Boxes counted inside the movie header before any full parse. */
  movieHeaderBoxes: number;
  /** Whether the movie header went to the full parser. */
  parsedMovieHeader: boolean;
  /** Boxes and samples read in a fragmented file's fragments. */
  fragmentUnits: number;
  /** WebM/Matroska elements read. */
  elements: number;
};

export type VideoRejection = 'too-large' | 'not-video' | 'unreadable-duration';

/** Why an upload's bytes were refused; the orders service turns it into 413, 415 or 422. */
export class VideoRejectedError extends Error {
  constructor(readonly reason: VideoRejection) {
    super(`video rejected: ${reason}`);
  }
}

// file-type decides on the first 4100 bytes.
const sniffBytes = 4100;
const headBytes = sniffBytes;
// A movie header is a few KB per minute of video; this bounds what one upload may hold in memory.
const maxMoovBytes = 8 * 1024 * 1024;
// A fragment's header lists its samples: 16 bytes each at most, a few thousand per fragment.
const maxMoofBytes = 1024 * 1024;

/**
 * A pass-through stream that inspects an upload on its way to storage: counts bytes (refusing
 * more than maxBytes), judges the container by its magic bytes as soon as enough arrived, and at the
 * end reads the duration from the media's own timing (MP4 sample tables or fragments, WebM block
 * timestamps). It keeps only the head of the file, the MP4 movie header and running sums, so
 * memory stays small whatever the file's size. Refusals end the stream with a VideoRejectedError.
 */
export class VideoInspector extends Transform {
  private bytes = 0;
  private head: Buffer[] = [];
  private headLength = 0;
  private type: SupportedVideoType | null = null;
  private readonly fragments = new FragmentTimeline();
  private readonly boxes = new IsoBoxCollector({ moov: maxMoovBytes }, undefined, {
    type: 'moof',
    limit: maxMoofBytes,
    onBox: (moof) => {
      if (moof) this.fragments.addMoof(moof);
      else this.fragments.failed = true;
    },
  });
  // Both containers' timing is followed until the bytes say which one this is; the wrong one
  // gives up at its first bytes.
  private readonly webm = new WebmTimeline();
  private result: VideoInfo | null = null;
  private movieHeaderBoxes = 0;
  private parsedMovieHeader = false;

  constructor(private readonly maxBytes: number) {
    // Default buffer sizes on purpose: larger ones measured slower (more garbage collection).
    super();
  }

  /** The probed video, once the stream has ended without a refusal. */
  get info(): VideoInfo {
    if (!this.result) throw new Error('the video has not been inspected yet');
    return this.result;
  }

  /** The work this inspection did: bounded by its budgets whatever the file holds. */
  get work(): InspectionWork {
    return {
      boxes: this.boxes.boxesRead,
      movieHeaderBoxes: this.movieHeaderBoxes,
      parsedMovieHeader: this.parsedMovieHeader,
      fragmentUnits: this.fragments.unitsRead,
      elements: this.webm.elementsRead,
    };
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(new VideoRejectedError('too-large'));
    if (this.headLength < headBytes) {
      const part = chunk.subarray(0, headBytes - this.headLength);
      this.head.push(Buffer.from(part));
      this.headLength += part.length;
    }
    if (this.type !== 'video/webm') this.boxes.push(chunk);
    if (this.type === null || this.type === 'video/webm') this.webm.push(chunk);
    if (this.type === null && this.headLength >= sniffBytes) {
      this.sniff().then(
        () => done(null, chunk),
        (error: unknown) => done(error as Error),
      );
      return;
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    (this.type === null ? this.sniff() : Promise.resolve()).then(
      () => {
        const durationMs = this.readDuration();
        if (durationMs === null) return done(new VideoRejectedError('unreadable-duration'));
        const contentType = this.type!;
        this.result = {
          contentType,
          extension: supportedVideoTypes[contentType],
          durationMs,
          bytes: this.bytes,
        };
        done();
      },
      (error: unknown) => done(error as Error),
    );
  }

  private async sniff(): Promise<void> {
    const detected = await fileTypeFromBuffer(this.headBuffer());
    if (!detected || !isSupportedVideoType(detected.mime))
      throw new VideoRejectedError('not-video');
    this.type = detected.mime;
  }

  private headBuffer(): Buffer {
    if (this.head.length > 1) this.head = [Buffer.concat(this.head)];
    return this.head[0] ?? Buffer.alloc(0);
  }

  private readDuration(): number | null {
    if (this.type === 'video/webm') return this.webm.durationMs();
    // Too many boxes is refused before any full parse: the CPU spent stays bounded per upload.
    if (this.boxes.tooManyBoxes) return null;
    const moov = this.boxes.box('moov');
    if (!moov) return null;
    this.movieHeaderBoxes = countBoxes(moov);
    if (this.movieHeaderBoxes > movieHeaderBoxBudget) return null;
    this.parsedMovieHeader = true;
    return mp4DurationMs(moov, this.fragments);
  }
}
