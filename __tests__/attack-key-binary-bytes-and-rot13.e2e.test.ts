/**
 * Was broken (a helper, as an attacker controlling the service): the key written as binary bytes
 * (`01101101 01101001 ...`, spaced or joined) or in rot13 (`zvag_qrzb...`) came back whole in the
 * `model` output, the log's Outputs group and the summary's Model row, while the same key as
 * octal, decimal or hex bytes was `***`.
 *
 * What should happen instead: SECURITY.md, "Each is hidden also as it reads once an encoding
 * applied before it reached the action is undone"; binary bytes are a byte notation as the others
 * are, and rot13 is undone by anyone in a second.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { DEMO_API_KEY } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);
const sim = useSimulatedService();

const PIECE = DEMO_API_KEY.slice(5, 17);
const bits = (text: string): string[] => [...Buffer.from(text)].map((byte) => byte.toString(2).padStart(8, '0'));
const fromBits = (text: string): string =>
  text.replace(/(?:["'`]?(?:0b)?[01]{8}["'`]?[\s,-]*)+/g, (run) =>
    Buffer.from(run.match(/[01]{8}/g)!.map((b) => parseInt(b, 2))).toString(),
  );
const rot13 = (text: string): string =>
  text.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });

/** Each notation: how the service writes the key, and how anyone reads it back. */
const NOTATIONS: Array<[string, string, (text: string) => string]> = [
  ['binary bytes split by spaces', bits(DEMO_API_KEY).join(' '), fromBits],
  ['binary bytes joined', bits(DEMO_API_KEY).join(''), fromBits],
  ['binary bytes one a line', bits(DEMO_API_KEY).join('\n'), fromBits],
  ['a piece in binary bytes', bits(PIECE).join(' '), fromBits],
  // The regression hunter's shapes: other separators, a prefix, a list; rot13 upper-cased and backwards.
  ['binary bytes split by commas', bits(DEMO_API_KEY).join(','), fromBits],
  [
    'binary bytes 0b-prefixed',
    bits(DEMO_API_KEY)
      .map((b) => `0b${b}`)
      .join(' '),
    fromBits,
  ],
  ['binary bytes as a JSON list', JSON.stringify(bits(DEMO_API_KEY)), fromBits],
  ['rot13', rot13(DEMO_API_KEY), rot13],
  ['rot13 upper-cased', rot13(DEMO_API_KEY.toUpperCase()), (t) => rot13(t).toLowerCase()],
  // The second regression hunter's: bits split by any punctuation, or in backticks; ROT13 in mixed case.
  ['binary bytes split by dashes', bits(DEMO_API_KEY).join('-'), fromBits],
  [
    'binary bytes in backticks',
    bits(DEMO_API_KEY)
      .map((b) => `\`${b}\``)
      .join(' '),
    fromBits,
  ],
  [
    'rot13 in mixed case',
    [...rot13(DEMO_API_KEY)].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join(''),
    (t) => rot13(t).toLowerCase(),
  ],
  // The third regression hunter's: ROT13 spaced, split by dashes (hidden before 71d8f18, whole after).
  ['rot13 split by spaces', rot13(DEMO_API_KEY).replace(/(.{7})/g, '$1 '), (t) => rot13(t.replace(/ /g, ''))],
  [
    'rot13 in groups split by dashes',
    rot13(DEMO_API_KEY).replace(/(.{5})(?=.)/g, '$1-'),
    (t) => rot13(t.replace(/-/g, '')),
  ],
  ['rot13 backwards', rot13([...DEMO_API_KEY].reverse().join('')), (t) => [...rot13(t)].reverse().join('')],
  ['a piece in rot13', `key=${rot13(PIECE)};`, rot13],
];

const jobWith = (written: string) => ({
  status: 'completed',
  prLink: null,
  model: `m ${written}`,
  source: { repository: 'https://github.com/acme/docs', ref: 'agent/x' },
});

describe.each(NOTATIONS)('the key as %s', (_name, written, decode) => {
  it("is in none of the action's outputs, log lines or summary, read back", async () => {
    sim.service().setJob('job-notation', [{ job: jobWith(written) }]);
    const run = await sim.act({ 'job-id': 'job-notation' });
    expect(run.outputs.outcome).toBe('completed');
    const shown = [
      ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
      ...Object.values(run.outputs),
      run.summary,
    ].join('\n');
    expect(shown).toContain('m ');
    expect(decode(shown)).not.toContain(PIECE);
  });

  it("is not in the command line's --json, read back", async () => {
    sim.service().setJob('job-notation', [{ job: jobWith(written) }]);
    const ran = await runCli([
      'wait',
      'job-notation',
      '--json',
      '--base-url',
      sim.service().url,
      '--timeout',
      '5s',
      '--poll-interval',
      '0.1s',
    ]);
    expect(ran.code).toBe(0);
    expect(decode(ran.out)).not.toContain(PIECE);
  });
});
