/**
 * Was broken: a prompt file saved as UTF-16 (Windows PowerShell 5.1's `"..." > prompt.md`, Notepad's
 * "Unicode") or Latin-1, or such bytes on standard input, started a job with exit 0 on a prompt of
 * replacement characters and NULs ("��D\u0000o\u0000c..."): a start spent on garbage.
 *
 * What should happen instead: bytes that are no UTF-8 text are bad usage (exit 3), naming the
 * source and how to save it as UTF-8; nothing is sent. A UTF-8 byte order mark is no such thing.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { CLI, runCli } from './helpers/cli.ts';

jest.setTimeout(60_000);
let service: SimulatedService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'not-utf8-'));
const fileOf = (name: string, bytes: Buffer): string => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
};
const text = 'Document the café page';
const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
const utf16BigEndian = Buffer.from(Buffer.from([0xfe, 0xff, ...Buffer.from(text, 'utf16le')]).swap16());

describe.each([
  ['UTF-16 with its byte order mark', utf16, /UTF-16 byte order mark/],
  ['big-endian UTF-16', utf16BigEndian, /UTF-16 byte order mark/],
  ['Latin-1', Buffer.from(text, 'latin1'), /bytes that are not UTF-8/],
  ['UTF-16 without a byte order mark', Buffer.from('Document the page', 'utf16le'), /NUL byte/],
])('a prompt saved as %s', (_, bytes, why) => {
  it('from --prompt-file: bad usage (3), the file named, how to save it, nothing sent', async () => {
    const file = fileOf('prompt.md', bytes);
    const before = service.requests.length;
    const ran = await runCli(['start', '--prompt-file', file, '--no-wait', '--base-url', service.url]);
    expect(ran.code).toBe(3);
    expect(ran.err).toContain(`The prompt file '${file}' is not UTF-8 text (`);
    expect(ran.err).toMatch(why);
    expect(ran.err).toContain('save it as UTF-8');
    expect(service.requests.length).toBe(before);
  });

  it('on standard input, and as a message: refused the same way', async () => {
    const before = service.requests.length;
    const piped = await runCli(['start', '--no-wait', '--base-url', service.url], {}, bytes);
    expect([piped.code, piped.err]).toEqual([3, expect.stringMatching(/prompt from standard input is not UTF-8 text/)]);
    const file = fileOf('message.md', bytes);
    const message = await runCli(['message', 'job-pr', '--message-file', file, '--base-url', service.url]);
    expect([message.code, message.err]).toEqual([3, expect.stringMatching(/message file '.*' is not UTF-8 text/)]);
    expect(service.requests.length).toBe(before);
  });
});

it('a UTF-8 prompt with a byte order mark is sent as its text, the mark dropped', async () => {
  const file = fileOf('bom.md', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
  const ran = await runCli(['start', '--prompt-file', file, '--no-wait', '--base-url', service.url, '--json']);
  expect(ran.code).toBe(0);
  const started = service.requests.filter((request) => request.method === 'POST').at(-1);
  expect(JSON.parse(String(started?.body))).toMatchObject({ prompt: text });
});

/**
 * Was broken (a helper in a Latin-1 terminal): the same bytes given as `--prompt` or `--message`
 * reach Node as replacement characters, and were sent so: "Document the caf\uFFFD page" started a
 * job. A flag's text holding one is now refused as a file's is, naming the flag and the fix.
 */
describe.each([
  ['--prompt', ['start', '--no-wait']],
  ['--message', ['message', 'job-pr', '--no-wait']],
])('Latin-1 bytes given as %s', (flag, command) => {
  it('are bad usage (3), naming the flag and the fix; nothing is sent', async () => {
    const before = service.requests.length;
    // A shell passes the bytes as they are (a JavaScript string would go out as UTF-8).
    const ran = await new Promise<{ code: number | null; err: string }>((resolve) => {
      const child = spawn(
        'bash',
        ['-c', `"$NODE" "$CLI" ${command.join(' ')} --base-url "$BASE" ${flag} $'Document the caf\\xe9 page'`],
        {
          env: {
            ...{ PATH: process.env.PATH ?? '', NODE: process.execPath, CLI, BASE: service.url },
            ...{ MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY, MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID, LC_ALL: 'C' },
          },
        },
      );
      let err = '';
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('close', (code) => resolve({ code, err }));
    });
    expect(ran.code).toBe(3);
    expect(ran.err).toContain(`${flag} holds bytes that are not UTF-8 (such as Latin-1 text)`);
    expect(ran.err).toContain(`${flag}-file`);
    expect(service.requests.length).toBe(before);
  });
});
