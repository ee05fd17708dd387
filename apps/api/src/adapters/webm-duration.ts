/**
 * Reads a WebM/Matroska duration from the start of the file: Segment → Info → Duration, scaled by
 * TimestampScale. Recorders that stream (e.g. a browser's MediaRecorder) leave Duration out; then
 * this answers null and the length cannot be judged.
 */
const ids = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  info: 0x1549a966,
  cluster: 0x1f43b675,
  timestampScale: 0x2ad7b1,
  duration: 0x4489,
};

type Vint = { value: number; length: number; unknown: boolean };

function readVint(buf: Buffer, pos: number, keepMarker: boolean): Vint | null {
  if (pos >= buf.length) return null;
  const first = buf[pos]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8 || pos + length > buf.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = buf[pos + i]!;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

type Element = { id: number; dataStart: number; size: number | null };

function readElement(buf: Buffer, pos: number): Element | null {
  const id = readVint(buf, pos, true);
  if (!id) return null;
  const size = readVint(buf, pos + id.length, false);
  if (!size) return null;
  return {
    id: id.value,
    dataStart: pos + id.length + size.length,
    size: size.unknown ? null : size.value,
  };
}

function readUint(buf: Buffer, start: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i += 1) value = value * 256 + buf[start + i]!;
  return value;
}

export function webmDurationMs(head: Buffer): number | null {
  const header = readElement(head, 0);
  if (!header || header.id !== ids.ebml || header.size === null) return null;
  const segment = readElement(head, header.dataStart + header.size);
  if (!segment || segment.id !== ids.segment) return null;

  let pos = segment.dataStart;
  while (pos < head.length) {
    const element = readElement(head, pos);
    if (!element || element.id === ids.cluster || element.size === null) return null;
    if (element.id === ids.info) {
      const end = element.dataStart + element.size;
      if (end > head.length) return null;
      return readInfo(head, element.dataStart, end);
    }
    pos = element.dataStart + element.size;
  }
  return null;
}

function readInfo(buf: Buffer, start: number, end: number): number | null {
  let scale = 1_000_000;
  let duration: number | null = null;
  let pos = start;
  while (pos < end) {
    const element = readElement(buf, pos);
    if (!element || element.size === null || element.dataStart + element.size > end) return null;
    if (element.id === ids.timestampScale && element.size <= 8) {
      scale = readUint(buf, element.dataStart, element.size);
    } else if (element.id === ids.duration) {
      if (element.size === 4) duration = buf.readFloatBE(element.dataStart);
      else if (element.size === 8) duration = buf.readDoubleBE(element.dataStart);
    }
    pos = element.dataStart + element.size;
  }
  if (duration === null || !Number.isFinite(duration) || duration <= 0 || scale <= 0) return null;
  return Math.round((duration * scale) / 1_000_000);
}
