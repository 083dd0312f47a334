/**
 * Was broken:
 *   The log's escaper (src/output/text.ts, CONTROLS/INVISIBLE) shows every character "that changes
 *   how text reads without showing itself" as an escape (bidi controls, zero-width characters, the
 *   combining grapheme joiner, the Hangul fillers, variation selectors, ...), "so no value can hide
 *   or reorder what a reviewer sees". Two default-ignorable characters that no font draws are not in
 *   its list: U+17B4 and U+17B5 (KHMER VOWEL INHERENT AQ / AA; general category Mn, so \p{Cf} does
 *   not catch them, and Unicode says they should not be displayed).
 *
 * How a user meets it:
 *   The service (or anything between) answers `"status": "completed\u17b4"`. The step does not know
 *   that status, keeps polling and times out; the log, the warning, the error annotation, the
 *   `status` output and the summary all show the status as `completed`: "The service reported status
 *   "completed", which this action does not know" and "Timed out after 2s: its last status was
 *   completed ... raise 'timeout' if jobs need longer". The reviewer sees a completed job failed for
 *   time, and the advice (raise the time-out) can never help.
 *
 * What should happen instead:
 *   As for U+034F or U+3164: the invisible character is shown as `\u17b4` on every line, in the
 *   annotation and in the summary, so the unknown status reads as what it is.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { runAction } from '../sim/run-action.ts';

let server: http.Server;
let baseUrl = '';
let status = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: 'job1', status, source: { repository: 'https://github.com/acme/docs' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it.each([
  ['U+17B4 KHMER VOWEL INHERENT AQ', '\u17b4', '\\u17b4'],
  ['U+17B5 KHMER VOWEL INHERENT AA', '\u17b5', '\\u17b5'],
])(
  'a status holding %s, which shows nothing, is shown escaped on every surface',
  async (_, invisible, escaped) => {
    status = `completed${invisible}`;
    const run = await runAction(
      {
        'project-id': 'proj',
        'api-key': 'mint_key0123456789abcdef',
        'base-url': baseUrl,
        'job-id': 'job1',
        'poll-interval': '100ms',
        timeout: '5s',
      },
      { killAfterMs: 25_000 },
    );
    // The step read the status as unknown (it is not `completed`) and timed out.
    expect(run.outputs.outcome).toBe('timed-out');
    // No line of the log, no annotation and no part of the summary holds the character raw:
    // each shows it as an escape, as it shows U+034F or U+3164.
    const raw = (text: string) => text.split('\n').filter((line) => line.includes(invisible));
    expect({ log: raw(run.stdout), summary: raw(run.summary) }).toEqual({ log: [], summary: [] });
    expect(run.stdout).toContain(`completed${escaped}`);
  },
  60_000,
);
