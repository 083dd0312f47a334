/**
 * Was broken (c54bd75, "One redaction for a value handed on as JSON"): `redactedJsonLine`
 * (src/cli/results.ts) now calls `redactedValue(value, redact, 'ours')`, which redacts each string
 * as it is held in memory and the strings joined raw, but never the JSON text that is printed.
 * `jsonLine` then writes a runner command's `[` (after `##`) as `\u005b`: six characters the
 * redaction never saw. A key that holds that text (`...\u005bQ7T7NZ...`) is completed by the
 * escape: the service's `##[Q7T7NZ` (no piece of the key by itself) is printed as
 * `##\u005bQ7T7NZ`, a run of 12 of the key's characters past `mint_`. Before c54bd75 the line's
 * text was redacted whole (`redact(jsonLine(value))`) and printed `"ref":"agent##***"`.
 *
 * How a user meets it: `wait-for-agent-job status JOB --json` (or `wait --json`) with a key that
 * holds the text `\u005b` (a key written JSON-escaped where it is kept, or any secret the user
 * chose), against a service or gateway that echoes part of what it was sent in a job's field
 * (`source.ref`), unescaped. The CI log or artifact that stores stdout holds the key's run.
 *
 * What should happen instead (README: no log line, output or `--json` stdout holds a secret or a
 * piece of one, "as any escaper writes it"): the printed line, as printed, holds no run of 12 of
 * the key's characters; the field is `***` as it was at c54bd75^.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

const KEY = String.raw`mint_9F\u005bQ7T7NZVYN4ab`;
/** 12 of the key's characters past `mint_`: a piece (RUN_CHARS). */
const PIECE = String.raw`\u005bQ7T7NZ`;
let service: SimulatedService;

beforeAll(async () => {
  service = await startService({
    apiKey: KEY,
    jobs: {
      'job-echo': [
        {
          job: {
            status: 'completed',
            // `##[` and 7 of the key's characters: no piece of the key as the service sends it.
            source: { repository: 'https://github.com/acme/docs', ref: 'agent##[Q7T7NZ' },
          },
        },
      ],
    },
  });
});
afterAll(async () => service.close());

describe('--json, a key completed by the \\u005b the command line writes for a runner command', () => {
  it('status --json prints no run of the key', async () => {
    expect(KEY).toContain(PIECE);
    const ran = await runCli(['status', 'job-echo', '--base-url', service.url, '--json'], {
      MINTLIFY_ADMIN_API_KEY: KEY,
    });
    expect(ran.code).toBe(0);
    expect(JSON.parse(ran.out)).toMatchObject({ 'exit-code': 0 });
    expect(ran.out).not.toContain(PIECE);
  });

  it('wait --json prints no run of the key', async () => {
    const ran = await runCli(
      ['wait', 'job-echo', '--base-url', service.url, '--json', '--timeout', '10s', '--poll-interval', '1s'],
      { MINTLIFY_ADMIN_API_KEY: KEY },
    );
    expect(ran.code).toBe(0);
    expect(ran.out).not.toContain(PIECE);
  });
});
