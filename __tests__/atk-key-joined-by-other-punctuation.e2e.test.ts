/**
 * Was broken: the key with its characters joined by a visible character other than the ones the
 * redaction knows (`-`, `.`, `_`, `:`, `,`, `;`, `/`, `|`, white space) is handed on whole: joined
 * by `+`, `*`, `~`, `=` or `'`, it reads as the key to anyone, yet the action's `model` and `job`
 * outputs, its log (the Outputs group) and the command line's `--json` show it as sent.
 *
 * Was: `model: m m+i+n+t+_+d+e+m+o+0+1+2+3+4+5+6+7+8+9+a+b+c+d+e+f` (the key is
 * `mint_demo0123456789abcdef`), likewise with `*`, `~`, `=` and `'`.
 *
 * How a user meets it: a service (or anything between) that copies the Authorization header into
 * a field with a filler between its characters, as a naive "obfuscation" or a template does; the
 * public log and every later step's `model`/`job` output then carry the admin key, one filler
 * character away from its plain form.
 *
 * What should happen instead: SECURITY.md, "A piece of a secret is as secret as the whole ... split
 * ... between its characters" — the filler a reader drops with one glance is no encoding: the
 * key so written is `***`. The test drops the filler and looks for a 12-character run of the key.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { DEMO_API_KEY } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);
const sim = useSimulatedService();

/** Twelve characters past `mint_`: a piece SECURITY.md says is as secret as the key. */
const PIECE = DEMO_API_KEY.slice(5, 17);
const FILLERS = ['+', '*', '~', '=', "'"];

const jobWith = (filler: string) => ({
  status: 'completed',
  prLink: null,
  model: `m ${[...DEMO_API_KEY].join(filler)}`,
  source: { repository: 'https://github.com/acme/docs', ref: 'agent/x' },
});

describe.each(FILLERS)('the key with %s between its characters', (filler) => {
  it("is in none of the action's outputs or log lines, the filler dropped", async () => {
    sim.service().setJob('job-filled', [{ job: jobWith(filler) }]);
    const run = await sim.act({ 'job-id': 'job-filled' });
    expect(run.outputs.outcome).toBe('completed');
    const shown = [
      ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
      ...Object.values(run.outputs),
      run.summary,
    ].join('\n');
    expect(shown.split(filler).join('')).not.toContain(PIECE);
  });

  it("is not in the command line's --json, the filler dropped", async () => {
    sim.service().setJob('job-filled', [{ job: jobWith(filler) }]);
    const ran = await runCli([
      'wait',
      'job-filled',
      '--json',
      '--base-url',
      sim.service().url,
      '--timeout',
      '5s',
      '--poll-interval',
      '0.1s',
    ]);
    expect(ran.code).toBe(0);
    expect(`${ran.out}\n${ran.err}`.split(filler).join('')).not.toContain(PIECE);
  });
});
