/**
 * Was broken: the command line's own check of the inputs (src/cli/main.ts checkInputs) and `status`
 * (src/cli/status.ts) call readInputs and keep only its problems: the warnings it reads beside them
 * are never said. The service-facts promise: "assistant keys start with `mint_dsc_`, index keys with
 * `mint_us_`. A user who pastes one of those deserves a plain warning that says so." The action
 * says it (read-config.ts sayWarnings, "said with them, so a user fixes everything in one go");
 * `wait`/`start` say it only when the command gets as far as running the step.
 *
 * How a user meets it:
 * - `MINTLIFY_ADMIN_API_KEY=mint_dsc_… wait-for-agent-job status job_1` prints only
 *   "error: job_1: the service refused the key (HTTP 401)." and exits 4: nothing says the key is an
 *   assistant key, which is the whole fix.
 * - `wait job_1 --timeout 5` with an index key (mint_us_…): the command is refused (exit 3) for
 *   --poll-interval > --timeout, and the key warning is not said; the user fixes the timeout, runs
 *   it again and only then learns the key is the wrong kind.
 *
 * What should happen instead: the warnings readInputs gives are said on standard error with the
 * problems, by `status` and by a refused command alike.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(async () => service.close());

const ASSISTANT_KEY = 'mint_dsc_0123456789abcdefghij';
const INDEX_KEY = 'mint_us_0123456789abcdefghij';

describe('the warnings read beside the inputs', () => {
  it('status with an assistant key (mint_dsc_) says it is an assistant key, as wait does', async () => {
    const args = ['job-pr', '--base-url', service.url, '--allow-insecure-http', 'true', '--poll-interval', '1s'];
    const waited = await runCli(['wait', ...args, '--timeout', '5s'], { MINTLIFY_ADMIN_API_KEY: ASSISTANT_KEY });
    // wait says it (the step reads the inputs again and says their warnings)...
    expect(waited.err).toContain('assistant key');
    const status = await runCli(['status', ...args], { MINTLIFY_ADMIN_API_KEY: ASSISTANT_KEY });
    expect(status.code).toBe(4);
    // ...status does not: only "the service refused the key (HTTP 401)".
    expect(status.err).toContain('assistant key');
  });

  it('a command refused for its inputs says the key warning with the problem (fixed in one go)', async () => {
    const ran = await runCli(['wait', 'job-pr', '--timeout', '5', '--base-url', service.url], {
      MINTLIFY_ADMIN_API_KEY: INDEX_KEY,
    });
    expect(ran.code).toBe(3);
    expect(ran.err).toContain('--poll-interval (10s) is longer than --timeout (5s)');
    expect(ran.err).toContain('index key');
  });
});
