/**
 * A text read from a file or standard input, up to a bound: a path to /dev/zero, a log file or a
 * pipe that never ends must not take the machine's memory before the command can say what is wrong.
 */

/** The most a prompt, a message or a key file may hold: 100,000 characters of UTF-8 fit in it. */
export const MAX_READ_BYTES = 1024 * 1024;

/** The text had more than MAX_READ_BYTES: the read stopped there. */
export class TooLongToRead extends Error {
  constructor() {
    super(`over ${MAX_READ_BYTES / 1024 / 1024} MiB`);
    this.name = 'TooLongToRead';
  }
}

/** The chunks' text, or TooLongToRead as soon as they pass the bound (the source is then let go). */
export async function readBounded(chunks: AsyncIterable<Uint8Array | string>): Promise<string> {
  const kept: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk);
    size += bytes.length;
    if (size > MAX_READ_BYTES) throw new TooLongToRead();
    kept.push(bytes);
  }
  return Buffer.concat(kept).toString('utf8');
}
