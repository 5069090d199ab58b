/**
 * A ZIP archive written as it is produced: each entry is deflated (the platform's CompressionStream) while its text
 * arrives, its CRC and sizes follow it in a data descriptor, so nothing is held but the entry being written and the
 * central directory (a few bytes per entry). Entries and the archive stay under 4 GiB (no ZIP64).
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, crc = 0): number {
  let c = ~crc >>> 0;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

export interface ZipEntry {
  name: string;
  /** The entry's content, a piece at a time. */
  content: AsyncIterable<string> | Iterable<string>;
}

const LIMIT = 0xffffffff;
// Bit 3: sizes and CRC come after the data; bit 11: the name is UTF-8.
const FLAGS = 0x0808;
const DEFLATE = 8;

function dosDateTime(date: Date): { time: number; day: number } {
  const time = (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2);
  const day = ((Math.max(1980, date.getUTCFullYear()) - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate();
  return { time, day };
}

function record(size: number, write: (view: DataView) => void): Uint8Array {
  const bytes = new Uint8Array(size);
  write(new DataView(bytes.buffer));
  return bytes;
}

/** The entry's bytes deflated as they come, counting what went in (size, CRC) and what came out. */
async function* deflate(content: ZipEntry['content'], sums: { crc: number; size: number; packed: number }) {
  const encoder = new TextEncoder();
  const compressor = new CompressionStream('deflate-raw');
  const writer = compressor.writable.getWriter();
  const reader = compressor.readable.getReader();
  const feeding = (async () => {
    try {
      for await (const text of content) {
        const bytes = encoder.encode(text);
        sums.crc = crc32(bytes, sums.crc);
        sums.size += bytes.length;
        await writer.write(bytes);
      }
      await writer.close();
    } catch (error) {
      await writer.abort(error).catch(() => undefined);
      throw error;
    }
  })();
  // A rejection is read below through the reader; this keeps it from being reported twice.
  feeding.catch(() => undefined);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      sums.packed += value.length;
      yield value;
    }
    await feeding;
  } finally {
    // The reader left early (the download was cancelled): stop the writer too.
    await reader.cancel().catch(() => undefined);
  }
}

/** The archive of `entries`, in order, as byte chunks. */
export async function* zipStream(entries: Iterable<ZipEntry>, modified: Date): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  const { time, day } = dosDateTime(modified);
  const directory: Uint8Array[] = [];
  let offset = 0;
  let count = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const start = offset;
    const header = record(30 + name.length, (v) => {
      v.setUint32(0, 0x04034b50, true);
      v.setUint16(4, 20, true);
      v.setUint16(6, FLAGS, true);
      v.setUint16(8, DEFLATE, true);
      v.setUint16(10, time, true);
      v.setUint16(12, day, true);
      v.setUint16(26, name.length, true);
    });
    header.set(name, 30);
    yield header;
    offset += header.length;
    const sums = { crc: 0, size: 0, packed: 0 };
    for await (const chunk of deflate(entry.content, sums)) yield chunk;
    offset += sums.packed;
    if (sums.size > LIMIT || offset > LIMIT) throw new Error('The archive is larger than 4 GiB');
    const descriptor = record(16, (v) => {
      v.setUint32(0, 0x08074b50, true);
      v.setUint32(4, sums.crc, true);
      v.setUint32(8, sums.packed, true);
      v.setUint32(12, sums.size, true);
    });
    yield descriptor;
    offset += descriptor.length;
    const central = record(46 + name.length, (v) => {
      v.setUint32(0, 0x02014b50, true);
      v.setUint16(4, 20, true);
      v.setUint16(6, 20, true);
      v.setUint16(8, FLAGS, true);
      v.setUint16(10, DEFLATE, true);
      v.setUint16(12, time, true);
      v.setUint16(14, day, true);
      v.setUint32(16, sums.crc, true);
      v.setUint32(20, sums.packed, true);
      v.setUint32(24, sums.size, true);
      v.setUint16(28, name.length, true);
      v.setUint32(42, start, true);
    });
    central.set(name, 46);
    directory.push(central);
    count++;
  }
  const size = directory.reduce((sum, part) => sum + part.length, 0);
  for (const part of directory) yield part;
  yield record(22, (v) => {
    v.setUint32(0, 0x06054b50, true);
    v.setUint16(8, count, true);
    v.setUint16(10, count, true);
    v.setUint32(12, size, true);
    v.setUint32(16, offset, true);
  });
}
