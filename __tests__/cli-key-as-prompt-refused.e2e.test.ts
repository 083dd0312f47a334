/**
 * Was broken: the admin key given as the value of --prompt (or --message, or as the prompt argument)
 * is not refused: the command starts a job (or sends a follow-up) whose text is `***`, and exits 0.
 *
 * src/cli/main.ts commandLineSecrets takes any argument (or flag value) that starts with `mint_` as
 * a key pasted on the command line, and the service client removes every secret from what it
 * sends. So `wait-for-agent-job start --prompt "$MINTLIFY_ADMIN_API_KEY"` (a variable mixed up in
 * a CI file) or `message JOB "$MINTLIFY_ADMIN_API_KEY"` sends `{"prompt":"***"}`: a real job is
 * started (one of the project's 100 starts an hour) on the instructions "***", or the agent gets a
 * follow-up "***" and goes back to work on it, and the command reports success (exit 0,
 * "Started job ...") with nothing that says the text was the key.
 *
 * The rules: secrets only from the environment, never from flags: a flag given a secret is
 * refused without echoing it; bad input gets a clear error naming the input and the fix. The
 * action already refuses a token input that holds the api-key ("... holds the api-key"). What
 * should happen: refused (exit 3) before anything is sent, naming the flag, never echoing the key.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_API_KEY, startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService({ activeReads: 1 });
});
afterAll(() => service.close());

const at = () => ['--base-url', service.url, '--poll-interval', '100ms', '--no-wait'];
const posts = (from: number) =>
  service.requests
    .slice(from)
    .filter((request) => request.method === 'POST')
    .map((request) => request.body ?? '');

describe('the admin key given as the text to send', () => {
  it.each([
    ['start --prompt KEY', ['start', '--prompt', DEMO_API_KEY]],
    ['start KEY', ['start', DEMO_API_KEY]],
    ['message JOB --message KEY', ['message', 'job-pr', '--message', DEMO_API_KEY]],
  ])('%s: refused before anything is sent, the key not echoed', async (_, args) => {
    const from = service.requests.length;
    const ran = await runCli([...args, ...at()]);
    // Was: one POST with the body {"prompt":"***"}, and exit 0.
    expect(posts(from)).toEqual([]);
    expect(ran.code).toBe(3);
    expect(ran.out + ran.err).not.toContain(DEMO_API_KEY);
  });
});

/**
 * Was broken the same way for a secret that is not this step's own: another project's key, or a
 * GitHub token, is of a secret's format, so the wire redacts it whole and the job started on "***".
 */
describe("another key's or token's value given as the whole text to send", () => {
  const OTHER_KEY = 'mint_prodABCDEF0123456789xyz';
  const GITHUB_TOKEN = 'ghp_abcdefghijklmnopqrstuvwxyz0123456789';
  it.each([
    ['start --prompt OTHER_KEY', ['start', '--prompt', OTHER_KEY], ''],
    ['start --prompt GITHUB_TOKEN', ['start', '--prompt', GITHUB_TOKEN], ''],
    ['message JOB --message OTHER_KEY', ['message', 'job-pr', '--message', OTHER_KEY], ''],
    ['start, OTHER_KEY on standard input', ['start'], `${OTHER_KEY}\n`],
  ])('%s: refused before anything is sent, the value not echoed', async (_, args, stdin) => {
    const from = service.requests.length;
    const ran = await runCli([...args, ...at()], {}, stdin);
    expect(posts(from)).toEqual([]);
    expect(ran.code).toBe(3);
    expect(ran.err).toMatch(/holds a secret/);
    expect(ran.out + ran.err).not.toMatch(/mint_prod|ghp_abc/);
  });

  it('a text that quotes a token among other words is sent, the token redacted', async () => {
    const from = service.requests.length;
    const ran = await runCli(['start', '--prompt', `Rotate ${GITHUB_TOKEN} in the docs`, ...at()]);
    expect(ran.code).toBe(0);
    expect(posts(from)).toEqual([JSON.stringify({ prompt: 'Rotate *** in the docs' })]);
  });
});
