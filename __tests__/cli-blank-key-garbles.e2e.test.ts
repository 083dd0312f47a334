/**
 * Was broken: a MINTLIFY_ADMIN_API_KEY that is a single space is refused as empty, but the refusal itself
 * is unreadable: every space of the error line, of --json's `error` and of every later line is
 * replaced by `***`. src/cli/main.ts passes the variable untrimmed as the `api-key` input;
 * src/inputs/secrets.ts stepSecrets keeps the raw value (" ") as a secret (only '' is dropped), and
 * src/cli/main.ts earlyRedact does the same with keyOfLine(" "); the redaction then masks every
 * space. The action never meets it (the runner's getInput trims), the command line does.
 *
 * How a user meets it: a CI line that quotes an unset variable, e.g. Jenkins
 * `MINTLIFY_ADMIN_API_KEY = " ${env.KEY}"` or a shell `export MINTLIFY_ADMIN_API_KEY=" $KEY"`, or a
 * GitLab variable saved as one space. The user reads
 *   error:***MINTLIFY_ADMIN_API_KEY***is***required***but***empty;***pass***the***admin***key***...
 * and --json prints {"error":"MINTLIFY_ADMIN_API_KEY***is***required***but***empty;***..."}.
 *
 * Was: the lines above (exit 3, as it should be, but the words are mangled).
 *
 * What should happen instead: README "Every input problem is reported at once, each naming its
 * input and the fix"; the brief: whitespace input gets a clear error naming the input and the fix.
 * A blank key is no secret to hide: the error reads "No admin API key: set MINTLIFY_ADMIN_API_KEY
 * ..." with its spaces, as an empty one does.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(async () => service.close());

describe('a key of one space', () => {
  it('is refused in words a person can read, on standard error and in --json', async () => {
    const ran = await runCli(['wait', 'job-pr', '--base-url', service.url, '--json'], { MINTLIFY_ADMIN_API_KEY: ' ' });
    expect(ran.code).toBe(3);
    const [line = ''] = ran.err.split('\n').filter((text) => text.startsWith('error'));
    expect(line).toContain('MINTLIFY_ADMIN_API_KEY');
    expect(line).not.toContain('***');
    const json = JSON.parse(ran.out) as { error: string; 'exit-code': number };
    expect(json['exit-code']).toBe(3);
    expect(json.error).not.toContain('***');
    // Nothing was sent with a blank key.
    expect(service.requests).toEqual([]);
  });
});
