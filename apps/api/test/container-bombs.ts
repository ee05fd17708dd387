import { makeVideo } from './videos';

/** A box: 32-bit size, type, body. */
export function box(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** n empty `free` boxes, 8 bytes each. */
function emptyBoxes(n: number): Buffer {
  const boxes = Buffer.alloc(8 * n);
  for (let i = 0; i < n; i += 1) {
    boxes.writeUInt32BE(8, i * 8);
    boxes.write('free', i * 8 + 4, 'latin1');
  }
  return boxes;
}

/**
 * Files built to make a container parser work without end, each beside the honest video it was
 * made from: the video-probe tests bound the work each costs, and `npm run bench:probe` times it.
 */
export const containerBombs = {
  /** An MP4 whose movie header holds a million empty boxes. */
  movieHeaderBoxes() {
    const honest = makeVideo({ seconds: 2, format: 'mp4', faststart: true });
    const at = honest.indexOf('moov') - 4;
    const size = honest.readUInt32BE(at);
    const moov = Buffer.concat([honest.subarray(at, at + size), emptyBoxes(1_000_000)]);
    moov.writeUInt32BE(moov.length, 0);
    return {
      honest,
      bomb: Buffer.concat([honest.subarray(0, at), moov, honest.subarray(at + size)]),
    };
  },
  /** An MP4 followed by a million top-level boxes. */
  topLevelBoxes() {
    const honest = makeVideo({ seconds: 2, format: 'mp4', faststart: true });
    return { honest, bomb: Buffer.concat([honest, emptyBoxes(1_000_000)]) };
  },
  /** A fragmented MP4 with one more fragment whose run claims 4 million samples (16 MB of durations). */
  fragmentSamples() {
    const honest = makeVideo({ seconds: 2, format: 'mp4', fragmented: true, keyframeSeconds: 1 });
    const samples = 4_000_000;
    const trunBody = Buffer.alloc(8 + samples * 4);
    trunBody.writeUInt32BE(0x000100, 0); // sample durations present
    trunBody.writeUInt32BE(samples, 4);
    const tfhdBody = Buffer.alloc(8);
    tfhdBody.writeUInt32BE(1, 4); // track 1
    const moof = box(
      'moof',
      box('traf', Buffer.concat([box('tfhd', tfhdBody), box('trun', trunBody)])),
    );
    return { honest, bomb: Buffer.concat([honest, moof]) };
  },
  /** A streamed WebM followed by 10 MB of empty Void elements (id 0xEC, size 0: two bytes each). */
  webmElements() {
    const honest = makeVideo({ seconds: 2, format: 'webm', streamed: true });
    const voids = Buffer.alloc(10 * 1024 * 1024);
    for (let i = 0; i < voids.length; i += 2) {
      voids[i] = 0xec;
      voids[i + 1] = 0x80;
    }
    return { honest, bomb: Buffer.concat([honest, voids]) };
  },
};
