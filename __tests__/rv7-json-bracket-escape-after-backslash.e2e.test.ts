/**
 * Was broken (before and after c54bd75): `jsonLine` (src/cli/results.ts) writes a runner
 * command's `[` (after `##`) as `\u005b` after every redaction has run. A key whose characters
 * hold `u005b` is completed by that escape: the service's `##[Q7T7NZV` (7 of the key's
 * characters, no piece) is printed as `##\u005bQ7T7NZV`, whose `u005bQ7T7NZV` is a run of 12 of
 * the key's characters. At c54bd75^ the whole-line redaction saw it, but its `***` ate the
 * escape's `u` and left `\***`, no JSON, so the string-by-string fallback printed the run anyway;
 * at c54bd75 the line's text is never looked at.
 *
 * How a user meets it: `wait-for-agent-job status JOB --json` (or `wait --json`) with a key whose
 * random characters hold `u005b`, against a service or gateway that echoes part of the key after
 * a `##[` in a job's field (`source.ref`). The CI log or artifact that stores stdout holds the run.
 *
 * What should happen instead (README: no `--json` stdout holds a piece of a secret, "as any
 * escaper writes it"): the line as printed holds no run of 12 of the key's characters.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

const KEY = 'mint_9Fzu005bQ7T7NZVYN4ab';
const PIECE = 'u005bQ7T7NZV';
let service: SimulatedService;

beforeAll(async () => {
  service = await startService({
    apiKey: KEY,
    jobs: {
      'job-echo': [
        {
          job: { status: 'completed', source: { repository: 'https://github.com/acme/docs', ref: 'agent##[Q7T7NZV' } },
        },
      ],
    },
  });
});
afterAll(async () => service.close());

describe('--json, a key holding u005b completed by the escape of a runner command', () => {
  it('status --json prints no run of the key', async () => {
    expect(KEY).toContain(PIECE);
    const ran = await runCli(['status', 'job-echo', '--base-url', service.url, '--json'], {
      MINTLIFY_ADMIN_API_KEY: KEY,
    });
    expect(ran.code).toBe(0);
    expect(ran.out.toLowerCase()).not.toContain(PIECE.toLowerCase());
  });
});
