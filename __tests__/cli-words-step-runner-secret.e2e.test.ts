/**
 * Was broken: the command line still prints the action's words in lines cli-action-words.e2e.test.ts does
 * not cover. src/cli/io.ts inCliWords rewrites "the step", "re-run the workflow", "the api-key" and a
 * few whole phrases, but not these, which the shared code says and the command line prints as is:
 *   - src/inputs/inputs.ts: "'job-id' lists 51 jobs; one step waits for at most 50. Split them over
 *     several steps." (printed as "--job-id lists 51 jobs; one step waits ... several steps.")
 *   - src/report/verdict.ts judgeNotFound: "Job X was read active earlier in this step ... the pull
 *     request's next run, or a re-run of this workflow, starts a new job."
 *   - src/report/verdict.ts completedWithUnusableLink: "reported a pull request link this step cannot use"
 *   - src/report/verdict.ts judge (stoppedBy refused): "for another job of this step"
 *   - src/report/verdict.ts and src/service/round-trip.ts: "no IP allow-list excludes this runner",
 *     "any proxy between this runner and the service"
 *   - src/inputs/inputs.ts readApiKey: "re-save the secret with the key alone", said even of the key in
 *     --api-key-file FILE (a file, not a secret) and of MINTLIFY_ADMIN_API_KEY exported in a terminal.
 *
 * How a user meets it: in GitLab CI, Jenkins or a terminal (docs/cli.md):
 *   wait-for-agent-job wait $(cat ids.txt)                  (51 ids)
 *     error: --job-id lists 51 jobs; one step waits for at most 50. Split them over several steps.
 *   wait-for-agent-job wait job_1                           (the job is removed while waited for)
 *     error: ... read active earlier in this step ... or a re-run of this workflow, starts a new job.
 *   wait-for-agent-job wait job_1 --base-url http://127.0.0.1:<closed> --timeout 1s
 *     error: ... check --base-url, the network and any proxy between this runner and the service ...
 *   wait-for-agent-job wait job_1 --api-key-file key.txt    (the file's line has a space)
 *     error: the key in --api-key-file key.txt contains a space ...; re-save the secret with the key alone.
 *
 * Was: each case below prints one of those lines on standard error (observed on the bundle).
 *
 * What should happen instead: docs/cli.md: "The flags carry the action's inputs of the same name, with
 * the same checks, in the command line's words (a message names the flag, MINTLIFY_PROJECT_ID or
 * --api-key-file the value came from ...)". A command line has no step, no workflow to re-run, no runner
 * and no secret to re-save: the next step a line names must exist where the user is (run the command
 * again, split the ids over several commands, fix MINTLIFY_ADMIN_API_KEY or the key file, this machine).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
const folder = mkdtempSync(path.join(tmpdir(), 'found-cli-words-'));

beforeAll(async () => {
  service = await startService({
    jobs: {
      'job-vanish': [{ job: { status: 'active' } }, { http: 404, body: '{"error":"Job not found"}' }],
      'job-js-link': [{ job: { status: 'completed', prLink: 'javascript:alert(1)' } }],
    },
  });
});
afterAll(async () => {
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

const at = () => ['--base-url', service.url, '--poll-interval', '100ms'];

/** The action's words: a command line has no step, workflow, runner or secret to re-save. */
const ACTION_WORDS: RegExp[] = [/\bsteps?\b/i, /\bworkflow\b/i, /\brunner\b/i, /\bthe secret\b/i];

function actionLines(err: string): string[] {
  return err.split('\n').filter((line) => ACTION_WORDS.some((words) => words.test(line)));
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("more of the command line's lines, in the command line's words", () => {
  it('51 job ids: refused (exit 3) without "one step" and "several steps"', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => `job-${i}`);
    const ran = await runCli(['wait', ...ids, ...at()]);
    expect(ran.code).toBe(3);
    expect(actionLines(ran.err)).toEqual([]);
  });

  it('a job read, then gone (404): no "this step", no "re-run of this workflow"', async () => {
    service.reset();
    const ran = await runCli(['wait', 'job-vanish', ...at()]);
    expect(ran.code).toBe(4);
    expect(ran.err).toContain('earlier');
    expect(actionLines(ran.err)).toEqual([]);
  });

  it('a pull request link that cannot be used: no "this step"', async () => {
    service.reset();
    const ran = await runCli(['wait', 'job-js-link', ...at()]);
    expect(ran.code).toBe(0);
    expect(ran.err).toContain('pull request link');
    expect(actionLines(ran.err)).toEqual([]);
  });

  it('a key refused while waiting for two jobs (401): no "of this step", no "this runner"', async () => {
    service.reset();
    const ran = await runCli(['wait', 'job-pr', 'job-failed', ...at()], {
      MINTLIFY_ADMIN_API_KEY: 'mint_someoneElse0123456789',
    });
    expect(ran.code).toBe(4);
    expect(actionLines(ran.err)).toEqual([]);
  });

  it('a read-only key asked to start a job (403): no "this runner"', async () => {
    const ran = await runCli(['start', '--prompt', 'Document it', ...at()], {
      MINTLIFY_ADMIN_API_KEY: 'mint_demo_readonly0123456789',
    });
    expect(ran.code).toBe(4);
    expect(actionLines(ran.err)).toEqual([]);
  });

  it('a service that cannot be reached within --timeout: no "this runner"', async () => {
    const port = await closedPort();
    const ran = await runCli([
      'wait',
      'job-pr',
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

  it('a key file whose line is no key: no "re-save the secret"', async () => {
    const file = path.join(folder, 'key.txt');
    writeFileSync(file, 'mint_demo0123 456789abcdef\n', { mode: 0o600 });
    const ran = await runCli(['wait', 'job-pr', '--api-key-file', file, ...at()]);
    expect(ran.code).toBe(3);
    expect(ran.err).toContain('--api-key-file');
    expect(actionLines(ran.err)).toEqual([]);
  });

  it('MINTLIFY_ADMIN_API_KEY with an invisible character: no "re-save the secret"', async () => {
    const ran = await runCli(['wait', 'job-pr', ...at()], { MINTLIFY_ADMIN_API_KEY: 'mint_demo0123456789abcde\u200b' });
    expect(ran.code).toBe(3);
    expect(ran.err).toContain('MINTLIFY_ADMIN_API_KEY');
    expect(actionLines(ran.err)).toEqual([]);
  });
});
