/**
 * Was broken: the key written in Unicode tag characters (U+E0000 block, each the invisible twin of an
 * ASCII character: U+E006D is `m`; "ASCII smuggling") is handed on whole. src/output/redaction.ts
 * reads a tag character only as a character that shows nothing (its SPACE reading drops every
 * format character, Cf) and never as the ASCII character it stands for, so no reading holds the
 * key; src/output/text.ts then escapes each as its UTF-16 halves (`\udb40\udc6d`), whose last two
 * hex digits are the key's own bytes, and JSON handed on (`job`, `--json`) decodes back to the
 * tag characters themselves.
 *
 * How a user meets it: the service (or a proxy, a model that copies the request into a field)
 * echoes the Authorization header's key as tag characters in `model` or `source.ref`: it shows as
 * nothing in a browser or a terminal, so no one notices it in a public log or in an artifact.
 * Anyone who reads the step's `job` or `model` output, the command line's `--json` or its dotenv
 * file maps each tag character back (code point minus 0xE0000) and has the admin key. Tag
 * characters are the well-known way to smuggle text past people and filters.
 *
 * Was: `wait --json` prints `"model":"claude\udb40\udc6d\udb40\udc69..."` (JSON.parse gives
 * back the tag characters), the dotenv file `REF=agent/x%5Cudb40%5Cudc6d...`; the action's
 * `model`, `ref` and `job` outputs carry the same, and decoded they read `mint_demo0123456789abcdef`.
 *
 * Now, as promised: SECURITY.md: "A piece of a secret is as secret as the whole ... Each
 * is hidden also as it reads once an encoding applied before it reached the action is undone";
 * README: "no log line, output, annotation or summary contains it". A tag character is its ASCII
 * character encoded; the key so written is the key.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();
const folder = mkdtempSync(path.join(tmpdir(), 'tag-characters-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The key in tag characters: invisible, each U+E0000 plus its ASCII code. */
const TAGGED = [...DEMO_API_KEY].map((c) => String.fromCodePoint(0xe0000 + (c.codePointAt(0) ?? 0))).join('');
const job = {
  status: 'completed',
  prLink: null,
  model: `claude-sonnet-4-5${TAGGED}`,
  source: { repository: 'https://github.com/acme/docs', ref: `agent/docs${TAGGED}` },
};

/** What anyone makes of a text: escapes of the tag characters' halves read, tag characters mapped to ASCII. */
function decoded(text: string): string {
  return text
    .replace(/\\+udb40\\+udc([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/[\u{e0020}-\u{e007e}]/gu, (c) => String.fromCharCode((c.codePointAt(0) ?? 0) - 0xe0000));
}

/** The twelve characters past `mint_`: a piece SECURITY.md says is as secret as the key. */
const PIECE = DEMO_API_KEY.slice(5, 17);

const surfaces = (run: ActionRun): string =>
  [
    ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
    run.stderr,
    JSON.stringify(run.outputs),
    ...Object.values(run.outputs),
    run.summary,
  ].join('\n');

describe('a key the service echoes in tag characters', () => {
  it("is in none of the action's outputs, log lines or summary, read back", async () => {
    sim.service().setJob('job-tagged', [{ job }]);
    const run = await sim.act({ 'job-id': 'job-tagged' });
    expect(run.outputs.outcome).toBe('completed');
    expect(decoded(surfaces(run))).not.toContain(PIECE);
  });

  it("is in none of the command line's --json, dotenv file or standard error, read back", async () => {
    sim.service().setJob('job-tagged', [{ job }]);
    const file = path.join(folder, 'out.env');
    const ran = await runCli([
      'wait',
      'job-tagged',
      '--json',
      '--output-file',
      file,
      '--base-url',
      sim.service().url,
      '--timeout',
      '5s',
      '--poll-interval',
      '1s',
    ]);
    expect(ran.code).toBe(0);
    const dotenv = readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => decodeURIComponent(line.slice(line.indexOf('=') + 1)))
      .join('\n');
    // --json as a script reads it: JSON.parse gives back the tag characters themselves.
    const model = String((JSON.parse(ran.out) as { model?: unknown }).model);
    const everything = [ran.out, ran.err, dotenv, model].join('\n');
    expect(decoded(everything)).not.toContain(PIECE);
  });
});
