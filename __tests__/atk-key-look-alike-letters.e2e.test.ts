/**
 * Was broken: the key written with look-alike letters that NFKC does not fold (Cyrillic `а е о с`
 * for Latin `a e o c`; Latin small capitals `ᴍɪɴᴛ_ᴅᴇᴍᴏ...`) is handed on as sent: it reads as the
 * key to any person, yet only NFKC look-alikes (fullwidth, mathematical) are read as the key.
 *
 * Was: `model: m mint_dеmо0123456789аbсdеf` (Cyrillic е, о, а, с; it reads as <KEY>) and
 * `model: m ᴍɪɴᴛ_ᴅᴇᴍᴏ0123456789ᴀʙᴄᴅᴇꜰ`, in the `model` and `job` outputs, the log's Outputs group
 * and the command line's `--json`.
 *
 * How a user meets it: a service or proxy that echoes the key through a "confusable" filter, a
 * model that restyles text, or an attacker who wants it past a plain-text filter: a person reading
 * the public log copies the key off the screen (only the letters look different; digits and `_`
 * are untouched).
 *
 * What should happen instead: SECURITY.md promises look-alike letters are read as the key's own;
 * the Unicode confusables that are the key's letters to the eye (as UTS #39's skeleton maps them)
 * are read so too, and the key so written is `***`.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { DEMO_API_KEY } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);
const sim = useSimulatedService();

const PIECE = DEMO_API_KEY.slice(5, 17);
const CYRILLIC: Record<string, string> = { a: '\u0430', e: '\u0435', o: '\u043e', c: '\u0441' };
const SMALL_CAPS: Record<string, string> = {
  a: '\u1d00',
  b: '\u0299',
  c: '\u1d04',
  d: '\u1d05',
  e: '\u1d07',
  f: '\ua730',
  i: '\u026a',
  m: '\u1d0d',
  n: '\u0274',
  o: '\u1d0f',
  t: '\u1d1b',
};
const FORMS: Array<[string, Record<string, string>]> = [
  ['Cyrillic look-alikes', CYRILLIC],
  ['small capitals', SMALL_CAPS],
];

describe.each(FORMS)('the key in %s', (_name, table) => {
  const written = [...DEMO_API_KEY].map((c) => table[c] ?? c).join('');
  const back = Object.fromEntries(Object.entries(table).map(([latin, other]) => [other, latin]));
  const read = (text: string): string => [...text].map((c) => back[c] ?? c).join('');
  const job = {
    status: 'completed',
    prLink: null,
    model: `m ${written}`,
    source: { repository: 'https://github.com/acme/docs', ref: 'agent/x' },
  };

  it("is in none of the action's outputs or log lines, as a person reads it", async () => {
    sim.service().setJob('job-look-alike', [{ job }]);
    const run = await sim.act({ 'job-id': 'job-look-alike' });
    expect(run.outputs.outcome).toBe('completed');
    const shown = [
      ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
      ...Object.values(run.outputs),
    ].join('\n');
    expect(read(shown)).not.toContain(PIECE);
  });

  it("is not in the command line's --json, as a person reads it", async () => {
    sim.service().setJob('job-look-alike', [{ job }]);
    const ran = await runCli([
      'wait',
      'job-look-alike',
      '--json',
      '--base-url',
      sim.service().url,
      '--timeout',
      '5s',
      '--poll-interval',
      '0.1s',
    ]);
    expect(ran.code).toBe(0);
    expect(read(JSON.stringify(JSON.parse(ran.out)))).not.toContain(PIECE);
  });
});
