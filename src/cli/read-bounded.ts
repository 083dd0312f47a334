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

/** The bytes are no UTF-8 text: decoded, they would be sent as replacement characters (or NULs). */
export class NotUtf8Text extends Error {
  constructor(why: string) {
    super(why);
    this.name = 'NotUtf8Text';
  }
}

/** The bytes as UTF-8 text (a UTF-8 byte order mark dropped), or NotUtf8Text saying what they look like. */
function utf8TextOf(bytes: Buffer): string {
  const [first, second] = bytes;
  if ((first === 0xff && second === 0xfe) || (first === 0xfe && second === 0xff))
    throw new NotUtf8Text('it starts with a UTF-16 byte order mark');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new NotUtf8Text('it holds bytes that are not UTF-8, such as Latin-1 or UTF-16 text');
  }
  if (text.includes('\0')) throw new NotUtf8Text('it holds a NUL byte, as a binary file or UTF-16 text does');
  return text;
}

/** The chunks' text, or TooLongToRead as soon as they pass the bound (the source is then let go); NotUtf8Text for bytes that are no UTF-8 text. */
export async function readBounded(chunks: AsyncIterable<Uint8Array | string>): Promise<string> {
  const kept: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk);
    size += bytes.length;
    if (size > MAX_READ_BYTES) throw new TooLongToRead();
    kept.push(bytes);
  }
  return utf8TextOf(Buffer.concat(kept));
}
