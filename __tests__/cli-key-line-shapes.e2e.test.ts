/**
 * Was broken: the last change refuses a key variable that holds its whole .env line only in the one
 * shape `NAME=mint_...`; the other shapes a saved line has are not seen, so the redaction (which
 * takes the whole value as the secret, and hides every 12-character run of it) hides the
 * variable's own name from the messages again, or the malformed value is sent to the service.
 *
 * How a user meets it: the variable MINTLIFY_ADMIN_API_KEY of a GitLab/CircleCI/Jenkins job is set
 * by pasting the line from where the key was kept:
 *   - a shell env file:           export MINTLIFY_ADMIN_API_KEY=mint_...
 *   - a YAML `variables:` block:  MINTLIFY_ADMIN_API_KEY: mint_...
 *   - a dotenv with quotes:       MINTLIFY_ADMIN_API_KEY="mint_..."
 * `wait-for-agent-job wait JOB` then says
 *   error:*** contains a space or line break, so it cannot be a key; re-save the secret with the key alone.
 * (the variable's name, and the space before it, are `***`: the message names no input), or, for
 * the quoted line, "warning: api-key: *** does not start with 'mint_'" and sends the whole line as
 * the bearer key (401, exit 4). docs/cli.md: "a message names the flag, MINTLIFY_PROJECT_ID or
 * --api-key-file the value came from"; the rules: bad input gets a clear error naming the input
 * and the fix.
 *
 * What should happen: as for `NAME=mint_...`, refused before any request (exit 3) with an error
 * that names MINTLIFY_ADMIN_API_KEY (never `***` in its place), the key itself never shown.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_API_KEY, startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

describe('MINTLIFY_ADMIN_API_KEY set to its whole saved line, in the shapes a saved line has', () => {
  it.each([
    ['a shell env file line', `export MINTLIFY_ADMIN_API_KEY=${DEMO_API_KEY}`],
    ['a YAML variables line', `MINTLIFY_ADMIN_API_KEY: ${DEMO_API_KEY}`],
    ['a dotenv line with quotes', `MINTLIFY_ADMIN_API_KEY="${DEMO_API_KEY}"`],
  ])('%s: refused before any request, the error naming the variable', async (_, value) => {
    const from = service.requests.length;
    const ran = await runCli(['wait', 'job-no-pr', '--base-url', service.url, '--timeout', '20s'], {
      MINTLIFY_ADMIN_API_KEY: value,
    });
    expect(ran.out + ran.err).not.toContain(DEMO_API_KEY);
    const errors = ran.err.split('\n').filter((line) => line.startsWith('error:'));
    // Was: "error:*** contains a space or line break, ..." (export, YAML), or a 401 after sending (quotes).
    expect({
      errors: errors.filter((line) => line.includes('MINTLIFY_ADMIN_API_KEY')).length > 0,
      code: ran.code,
    }).toEqual({
      errors: true,
      code: 3,
    });
    expect(service.requests.slice(from)).toEqual([]);
  });
});
