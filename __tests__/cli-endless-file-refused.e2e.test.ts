/**
 * Was broken: `--api-key-file /dev/zero` (or `--prompt-file`, `--message-file`, a prompt on standard
 * input from a source that never ends) read until Node could hold no longer string: about 680 MB of
 * memory and 5 s, then "The key file could not be read from the file '/dev/zero' (Invalid string
 * length). Check the path and its permissions."; the path and its permissions were fine.
 *
 * How a user meets it: a CI job writes `--prompt-file "$LOG"` where the variable names a big log, or
 * `--api-key-file` a wrong path to a device or a pipe: the job's container is killed for memory, or
 * the error sends them to check permissions.
 *
 * What should happen instead: the read stops at 1 MiB (more than any prompt, message or key), exit
 * 3, naming the flag or standard input and what to check; nothing is sent.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { MAX_READ_BYTES, readBounded, TooLongToRead } from '../src/cli/read-bounded.ts';
import { runCli } from './helpers/cli.ts';

jest.setTimeout(60_000);
let service: SimulatedService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

describe.each([
  [['start', '--prompt-file', '/dev/zero'], /prompt from the file '\/dev\/zero' is over 1 MiB.*100,000 characters/],
  [['message', 'job-pr', '--message-file', '/dev/zero'], /message from the file '\/dev\/zero' is over 1 MiB/],
  [['status', 'job-pr', '--api-key-file', '/dev/zero'], /--api-key-file: the file '\/dev\/zero' is over 1 MiB/],
])('%j', (args, said) => {
  it('stops at the bound: bad usage (3), naming the source, nothing sent', async () => {
    const before = service.requests.length;
    const ran = await runCli([...args, '--base-url', service.url]);
    expect({ code: ran.code, err: ran.err }).toEqual({ code: 3, err: expect.stringMatching(said) });
    expect(ran.err).not.toMatch(/Invalid string length|permissions/);
    expect(service.requests.length).toBe(before);
  });
});

it('a prompt on standard input over the bound is refused the same way', async () => {
  const ran = await runCli(['start', '--base-url', service.url], {}, 'x'.repeat(MAX_READ_BYTES + 1));
  expect(ran.code).toBe(3);
  expect(ran.err).toMatch(/prompt from standard input is over 1 MiB/);
});

describe('readBounded', () => {
  async function* chunks(sizes: number[]) {
    for (const size of sizes) yield new Uint8Array(size).fill(0x61);
  }

  it('reads a text up to the bound whole', async () => {
    await expect(readBounded(chunks([MAX_READ_BYTES - 1, 1]))).resolves.toHaveLength(MAX_READ_BYTES);
  });

  it('stops at the first chunk past the bound, and lets the source go', async () => {
    let pulled = 0;
    async function* endless() {
      try {
        for (;;) {
          pulled++;
          yield new Uint8Array(64 * 1024);
        }
      } finally {
        pulled = -pulled;
      }
    }
    await expect(readBounded(endless())).rejects.toBeInstanceOf(TooLongToRead);
    expect(pulled).toBe(-(MAX_READ_BYTES / (64 * 1024) + 1));
  });

  it('keeps multi-byte characters split across chunks whole', async () => {
    const bytes = Buffer.from('é🚀');
    async function* split() {
      for (const byte of bytes) yield Uint8Array.of(byte);
    }
    await expect(readBounded(split())).resolves.toBe('é🚀');
  });
});
