/**
 * Was broken: the command line still speaks the action's words in many more lines than the two already
 * known ("lower poll-interval or raise timeout", a 401 naming "the api-key"). src/cli/io.ts
 * inCliWords rewrites only quoted input names ('timeout' -> --timeout), 'the step' and
 * `wait: false`; the shared messages (src/inputs/inputs.ts, src/service/round-trip.ts,
 * src/report/verdict.ts, src/report/report.ts, src/wait/wait.ts, src/service/client.ts) name
 * "the action", "the api-key", "the token inputs", "the expression that sets it", "the job summary"
 * and "run the workflow again", and src/inputs/read-config.ts titles each input warning with the
 * input's bare name, which the command line prints as `warning: api-key: ...`, `warning: timeout: ...`.
 *
 * How a user meets it: from a GitLab job, a Jenkins stage or a terminal (docs/cli.md), e.g.
 *   wait-for-agent-job wait job_1 job_2          (two jobs fail)
 *     error: 2 of 3 jobs failed the command: ... Each has a line in the job summary.
 *   wait-for-agent-job start --prompt ...        (the service answers 400)
 *     error: Could not start the job: ... Fix what the service names and run the workflow again.
 *   wait-for-agent-job wait job_1 --base-url https://user:pw@host
 *     error: --base-url carries credentials; remove them: the action sends the api-key as a bearer token.
 * There is no job summary, no workflow to run again, no token input and no expression on a command
 * line: the next step these lines name does not exist where the user is.
 *
 * Was: each case below prints one of these lines on standard error (observed on the bundle):
 *   "the action sends the api-key as a bearer token"; "would send the api-key across the network";
 *   "but the action adds /v2/agent/<project-id>/... itself"; "Check the expression that sets it.";
 *   "over the 100,000 this action sends; shorten it, or check the expression that sets it";
 *   "(the api-key or a token) ... secrets go only in MINTLIFY_ADMIN_API_KEY and the token inputs";
 *   "warning: api-key: MINTLIFY_ADMIN_API_KEY does not start with 'mint_'"; "warning: timeout: --timeout is";
 *   "and that the api-key belongs to the organization" (404); "which this action does not know";
 *   "something between the action and the service"; "the action does not send the key there";
 *   "Each has a line in the job summary."; "Fix what the service names and run the workflow again.";
 *   "Run the workflow again once it answers."; "Re-running the workflow sends the prompt again ...:
 *   with no pull request comment or check run there is no record to resume from";
 *   "re-run the workflow once it answers again" (gave up after 10 failures); and for a project id or
 *   key of blanks (an unset variable inside quotes): "pass the project's id ... as a variable:
 *   project-id: ${{ vars.MINTLIFY_PROJECT_ID }} ... (Settings, Secrets and variables, Actions,
 *   Variables)", "pass the admin key as a secret: api-key: ${{ secrets.MINTLIFY_ADMIN_API_KEY }}".
 *
 * What should happen instead: docs/cli.md: "The flags carry the action's inputs of the same name,
 * with the same checks, in the command line's words (a message names the flag, MINTLIFY_PROJECT_ID
 * or --api-key-file the value came from ...)"; the brief's rule: every message says what to do next
 * and the next step it names exists. The command line's lines name the key as
 * MINTLIFY_ADMIN_API_KEY (or --api-key-file), say "run the command again", and point at --json, not
 * at a job summary.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_API_KEY, startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { inCliWords } from '../src/cli/io.ts';

let service: SimulatedService;
const folder = mkdtempSync(path.join(tmpdir(), 'found-cli-action-words-'));

beforeAll(async () => {
  service = await startService({
    jobs: {
      'job-other-id': [{ job: { id: 'job-someone-else', status: 'completed' } }, { job: { status: 'completed' } }],
      'job-redirect': [{ http: 302, headers: { location: 'https://elsewhere.example/v2/x' } }],
    },
  });
});
afterAll(async () => {
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

const at = () => ['--base-url', service.url];

/** A port on this machine that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The action's words, none of which exists on a command line. */
const ACTION_WORDS: RegExp[] = [
  /\bthe action\b/i,
  /\bthis action\b/i,
  /\bthe api-key\b/,
  /\btoken inputs?\b/,
  /\bexpression that sets\b/,
  /\bjob summary\b/,
  /\bworkflow\b/i,
  /^warning: [a-z-]+: /,
  // A workflow's expression and GitHub's settings page, as the fix for a command line's variable.
  /\$\{\{/,
  /Secrets and variables/,
];

/** The lines of standard error that still say the action's words. */
function actionLines(err: string): string[] {
  return err.split('\n').filter((line) => ACTION_WORDS.some((words) => words.test(line)));
}

describe("the command line's lines, in the command line's words", () => {
  it.each<[string, string[], Record<string, string>?]>([
    ['a --base-url with credentials', ['wait', 'job-pr', '--base-url', 'https://user:pw@api.example.com']],
    ['a plain http:// --base-url to another host', ['wait', 'job-pr', '--base-url', 'http://api.example.com']],
    [
      'a --base-url pasted with the API path',
      ['wait', 'job-pr', '--base-url', 'https://api.mintlify.com/v2/agent/demo-project/job'],
    ],
    ['a job id with a space', ['wait', 'job pr', '--base-url', 'https://api.mintlify.com']],
    ['a prompt that is the key itself', ['start', '--prompt', DEMO_API_KEY, '--base-url', 'https://api.mintlify.com']],
    ['a --project-id of spaces', ['wait', 'job-pr', '--project-id', '  ', '--base-url', 'https://api.mintlify.com']],
    [
      'MINTLIFY_PROJECT_ID of spaces',
      ['wait', 'job-pr', '--base-url', 'https://api.mintlify.com'],
      { MINTLIFY_PROJECT_ID: '  ' },
    ],
    [
      'MINTLIFY_ADMIN_API_KEY that is a line break',
      ['wait', 'job-pr', '--base-url', 'https://api.mintlify.com'],
      { MINTLIFY_ADMIN_API_KEY: '\n' },
    ],
  ])('bad input (%s): refused (exit 3) in the command line words', async (_, args, env = {}) => {
    const ran = await runCli(args, env);
    expect(ran.code).toBe(3);
    expect(actionLines(ran.err)).toEqual([]);
  });

  it('a prompt over the length limit: refused in the command line words', async () => {
    const file = path.join(folder, 'long.md');
    writeFileSync(file, 'a'.repeat(100_001));
    const ran = await runCli(['start', '--prompt-file', file, ...at()]);
    expect(ran.code).toBe(3);
    expect(actionLines(ran.err)).toEqual([]);
  });

  it('warnings on a key without mint_ and a bare-number --timeout: no input name as their title', async () => {
    const ran = await runCli(['wait', 'job-pr', ...at(), '--timeout', '10', '--poll-interval', '100ms'], {
      MINTLIFY_ADMIN_API_KEY: 'demo0123456789abcdef',
    });
    expect(ran.err).toContain('warning:');
    expect(actionLines(ran.err)).toEqual([]);
  });

  it('a job the service does not have (404): the fix names MINTLIFY_ADMIN_API_KEY, not the api-key', async () => {
    const ran = await runCli(['wait', 'job-nowhere', ...at(), '--poll-interval', '100ms']);
    expect(ran.code).toBe(4);
    expect(actionLines(ran.err)).toEqual([]);
  });

  it('a status the command line does not know, an answer about another job, a redirect', async () => {
    const unknown = await runCli(['wait', 'job-unknown-status', ...at(), '--poll-interval', '100ms']);
    expect(unknown.code).toBe(0);
    const other = await runCli(['wait', 'job-other-id', ...at(), '--poll-interval', '100ms']);
    expect(other.code).toBe(0);
    const redirect = await runCli(['wait', 'job-redirect', ...at(), '--poll-interval', '100ms']);
    expect(redirect.code).toBe(4);
    expect([...actionLines(unknown.err), ...actionLines(other.err), ...actionLines(redirect.err)]).toEqual([]);
  });

  it('several jobs, two failing: the summary line points at no job summary', async () => {
    const ran = await runCli([
      'wait',
      'job-pr',
      'job-failed',
      'job-forever',
      ...at(),
      '--poll-interval',
      '100ms',
      '--timeout',
      '2s',
    ]);
    expect(ran.code).toBe(2);
    expect(actionLines(ran.err)).toEqual([]);
  });

  it('a start the service refuses (400): the next step is no workflow to run again', async () => {
    service.failNextPost({ http: 400, body: '{"error":"prompt too vague"}' });
    const ran = await runCli(['start', '--prompt', 'Document it', ...at()]);
    expect(ran.code).toBe(4);
    expect(actionLines(ran.err)).toEqual([]);
  });

  it('a start that could not reach the service within --timeout: no workflow to run again', async () => {
    const port = await closedPort();
    const ran = await runCli([
      'start',
      '--prompt',
      'Document it',
      '--base-url',
      `http://127.0.0.1:${port}`,
      '--timeout',
      '5s',
      '--poll-interval',
      '1s',
    ]);
    expect(ran.code).toBe(5);
    expect(actionLines(ran.err)).toEqual([]);
  });

  it('a started job that outlives --timeout: what running it again does, with no workflow, comment or check run', async () => {
    service.holdJobs(true);
    try {
      const ran = await runCli([
        'start',
        '--prompt',
        'Document it',
        ...at(),
        '--timeout',
        '5s',
        '--poll-interval',
        '200ms',
      ]);
      expect(ran.code).toBe(2);
      expect(actionLines(ran.err)).toEqual([]);
    } finally {
      service.holdJobs(false);
    }
  });

  it('a service that keeps failing (gives up after 10 in a row): no workflow to re-run', () => {
    // The line as the verdict says it (src/report/verdict.ts); played on the bundle, the ten tries take 40 s.
    const said = inCliWords('The service or the network to it is failing; re-run the workflow once it answers again.');
    expect(said).toBe('The service or the network to it is failing; run the command again once it answers.');
  });

  it('a --poll-interval longer than --timeout, and a key the service refuses (401): the flags and the variable', async () => {
    const slow = await runCli(['wait', 'job-pr', ...at(), '--poll-interval', '10m', '--timeout', '1m']);
    expect(slow.err).toContain('lower --poll-interval or raise --timeout');
    const refused = await runCli(['wait', 'job-pr', ...at()], { MINTLIFY_ADMIN_API_KEY: 'mint_someoneElse0123456789' });
    expect(refused.code).toBe(4);
    expect(refused.err).toContain('refused MINTLIFY_ADMIN_API_KEY (HTTP 401');
    expect([...actionLines(slow.err), ...actionLines(refused.err)]).toEqual([]);
  });
});
