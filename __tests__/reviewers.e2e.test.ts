/**
 * The pull request comment, the check run and re-runs, proven on the bundled action: each case
 * runs dist/index.js as the runner does, against the simulated service and the simulated GitHub
 * API (GITHUB_API_URL), with the environment a pull_request event gives a workflow.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { startSimulatedGitHub, type SimGitHub, type TokenGrant } from '../sim/github-api.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import {
  eventFile,
  PR_HEAD as HEAD,
  PR_REPOSITORY as REPOSITORY,
  PR_STEP as STEP,
  pullRequestEnv,
  REPORT_TOKEN,
} from '../sim/pull-request.ts';
import { commentMarker, stepKey } from '../src/pull-request/record.ts';
import { startProxy } from './helpers/proxy.ts';
import { useSimulatedService } from './helpers/simulated.ts';
import { once } from './helpers/until.ts';

// The project takes a second admin key, as it does while the first is rotated out.
const ROTATED_KEY = 'mint_rotated0123456789abcdef';
// A started or messaged job reads active once, then ends; a run meant to time out holds it (`timesOut`).
const sim = useSimulatedService({ activeReads: 1, otherApiKeys: [ROTATED_KEY] });
const WRITER: TokenGrant = { repository: REPOSITORY, pullRequests: 'write', checks: 'write' };

let github: SimGitHub;
let runId = 7000;
afterEach(() => github.close());

async function useGitHub(
  grant: TokenGrant = WRITER,
  faults: Parameters<typeof startSimulatedGitHub>[0]['faults'] = [],
  identity = true,
): Promise<void> {
  github = await startSimulatedGitHub({ tokens: { [REPORT_TOKEN]: grant }, faults, identity });
}

const act = (
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  onStart?: (child: ChildProcess) => void,
): Promise<ActionRun> =>
  // These cases are about the comment, the check run, records and re-runs, where another run of the
  // workflow starts its own job; one job per pull request (`on-push`) is proven in on-push.e2e.
  runAction(sim.inputs({ 'report-token': REPORT_TOKEN, 'github-token': '', 'on-push': 'new-job', ...inputs }), {
    killAfterMs: 25_000,
    env: pullRequestEnv(github.url, runId, env),
    ...(onStart ? { onStart } : {}),
  });

/**
 * A run whose timeout ends it while its job is still active: the job it starts or messages is held
 * active until the test ends it (`endHeld`), however fast or slow the run is. Its timeout (4 s,
 * counted from the step's start) leaves a loaded machine time to start the job first: a 1 s one
 * ran out before the start's request on a busy CI machine.
 */
async function timesOut(inputs: Record<string, string>, env: Record<string, string> = {}): Promise<ActionRun> {
  sim.service().holdJobs(true);
  try {
    return await act({ ...inputs, timeout: '4s' }, env);
  } finally {
    sim.service().holdJobs(false);
  }
}
const endHeld = (): void => sim.service().completeJob();

/** The service's reads of job `id` so far. */
const reads = (id: string): number =>
  sim.requests().filter((r) => r.method === 'GET' && r.url.endsWith(`/${id}`)).length;

/** The compact comment's first line for job-pr, which opens acme/docs#42. */
const JOB_PR_COMPLETED = '<h3>✅ Completed&#58; <a href="https://github.com/acme/docs/pull/42">acme/docs&#35;42</a>';

const posts = (): number => sim.requests().filter((r) => r.method === 'POST').length;
const warnings = (run: ActionRun): string[] =>
  run.annotations.filter((a) => a.command === 'warning').map((a) => a.message);
const commentWrites = (): Array<{ method: string; body: string }> =>
  github.requests
    .filter((r) => r.url.includes('/comments') && r.method !== 'GET')
    .map((r) => ({ method: r.method, body: String((r.body as { body?: unknown } | undefined)?.body ?? '') }));

beforeEach(() => {
  runId++;
});

describe('the pull request comment', () => {
  it('is written when the step starts, follows the job, and ends with the pull request, model and time', async () => {
    await useGitHub();
    // The job runs until the step has updated its comment (so it has the comment's answer), then ends.
    sim.service().holdJobs(true);
    const run = await once(
      act({ prompt: 'Document the new flag.' }),
      () => commentWrites().some((write) => write.method === 'PATCH'),
      () => sim.service().completeJob(),
    );
    expect(run.outputs.outcome).toBe('completed');
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain('completed');
    const [comment] = github.comments;
    expect(run.outputs['comment-url']).toBe(comment?.html_url);
    const writes = commentWrites();
    expect(writes[0]).toMatchObject({ method: 'POST' });
    expect(writes[0]?.body).toContain('Starting an agent job');
    expect(writes[0]?.body).toContain(`https://github.com/${REPOSITORY}/actions/runs/${runId}`);
    const body = comment?.body ?? '';
    expect(body).toContain('completed');
    expect(body).toMatch(/href="https:\/\/github\.com\/acme\/docs\/pull\/\d+"/);
    expect(body).toContain('claude-sonnet-4-5');
    expect(body).toMatch(/<th align="left">Waited<\/th><td>\d/);
    expect(body).toContain(`<!-- wait-for-agent-job.${stepKey(STEP)}.`);
    expect(run.summary).toContain(comment?.html_url);
  });

  it("follows the job's status while it runs", async () => {
    await useGitHub();
    // Active until the comment has been updated as running (the step's own gap between progress writes), then completed.
    sim.service().setJob('job-long', [{ job: { id: 'job-long', status: 'active' } }]);
    await once(
      act({ 'job-id': 'job-long' }),
      () => commentWrites().some((w) => w.method === 'PATCH' && w.body.includes('is running')),
      () => sim.service().setJob('job-long', [{ job: { id: 'job-long', status: 'completed' } }]),
    );
    const running = commentWrites().find((w) => w.method === 'PATCH' && w.body.includes('is running'));
    expect(running?.body).toMatch(/<td><code>job-long<\/code><\/td><td><code>active<\/code><\/td>/);
    expect(github.comments[0]?.body).toContain('<h3>✅ Completed&#58; agent job job-long · ');
  });

  it('is updated in place by a later run of the same step, never added twice', async () => {
    await useGitHub();
    await act({ 'job-id': 'job-pr' });
    runId++;
    const second = await act({ 'job-id': 'job-no-pr' });
    expect(second.outputs.outcome).toBe('completed');
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain('job-no-pr');
    expect(github.comments[0]?.body).not.toContain('job-pr<');
  });

  it("ignores a marker in anyone else's comment: a forged one, and a copy of the step's own", async () => {
    await useGitHub();
    const forged = commentMarker(
      STEP,
      { run: String(runId), attempt: 1, kind: 'wait', jobs: ['job-evil'] },
      'mint_not_the_key',
    );
    const mallory = github.addComment(`${REPOSITORY}#5`, `look ${forged}`, 'mallory');
    const run = await act({ 'job-id': 'job-pr' });
    expect(run.outputs.outcome).toBe('completed');
    expect(github.comments).toHaveLength(2);
    expect(mallory.body).toBe(`look ${forged}`);
    const ours = github.comments.find((c) => c.id !== mallory.id);
    // A copy of our marker posted later is not the one updated: the oldest signed comment is ours.
    github.addComment(`${REPOSITORY}#5`, ours?.body ?? '', 'mallory');
    runId++;
    await act({ 'job-id': 'job-no-pr' });
    expect(github.comments.filter((c) => c.body.includes('job-no-pr'))).toEqual([
      expect.objectContaining({ id: ours?.id }),
    ]);
  });

  it('ignores a genuine record copied from another pull request or shown inside a comment, and makes its own', async () => {
    await useGitHub();
    const record = { run: String(runId), attempt: 1, kind: 'wait' as const, jobs: ['job-evil'] };
    // Signed with the real key, but for pull request 4; and one for this pull request, inside a quote.
    const copied = github.addComment(
      `${REPOSITORY}#5`,
      `x\n${commentMarker({ ...STEP, pull: 4 }, record, DEMO_API_KEY)}`,
    );
    const quoted = github.addComment(`${REPOSITORY}#5`, `> ${commentMarker(STEP, record, DEMO_API_KEY)}\nLGTM`);
    const run = await act({ 'job-id': 'job-pr' });
    expect(run.outputs.outcome).toBe('completed');
    expect(github.comments).toHaveLength(3);
    const ours = github.comments.find((c) => c.id !== copied.id && c.id !== quoted.id);
    expect(ours?.body).toContain('job-pr');
    expect(copied.body).not.toContain('job-pr');
    expect(quoted.body).not.toContain('job-pr');
  });

  it('finds its comment among more than 1,000 others, on the last page, and never adds a second', async () => {
    await useGitHub();
    for (let i = 0; i < 1_150; i++) github.addComment(`${REPOSITORY}#5`, `LGTM ${i}`, 'reviewer');
    await act({ 'job-id': 'job-pr' });
    runId++;
    await act({ 'job-id': 'job-no-pr' });
    const ours = github.comments.filter((c) => c.user.login === 'github-actions[bot]');
    expect(ours).toHaveLength(1);
    expect(ours[0]?.body).toContain('job-no-pr');
  });

  it('is not written on an event without a pull request (auto), and says so once as a warning with comment: true', async () => {
    await useGitHub();
    const push = { GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: eventFile({}) };
    const auto = await act({ 'job-id': 'job-pr' }, push);
    expect(auto.outputs).toMatchObject({ outcome: 'completed', 'comment-url': '' });
    expect(warnings(auto)).toEqual([]);
    const warnOnFailure = await act({ 'job-id': 'job-pr', comment: 'true' }, push);
    expect(warnings(warnOnFailure)).toEqual([
      expect.stringMatching(/^No pull request comment: this run's event \(push\) is not about a pull request/),
    ]);
    expect(github.comments).toHaveLength(0);
  });

  it("shows each job's docs pull request as soon as that job ends, not when the last one does", async () => {
    await useGitHub();
    sim
      .service()
      .setJob('job-quick', [
        { job: { id: 'job-quick', status: 'completed', prLink: 'https://github.com/acme/docs/pull/71' } },
      ]);
    // Active until a progress write has shown job-quick's ending (after the step's gap between progress writes).
    sim.service().setJob('job-slow', [{ job: { id: 'job-slow', status: 'active' } }]);
    const run = await once(
      act({ 'job-id': 'job-quick,job-slow' }),
      () => commentWrites().some((w) => w.body.includes('Waiting for 2 agent jobs') && w.body.includes('pull/71')),
      () => sim.service().setJob('job-slow', [{ job: { id: 'job-slow', status: 'completed' } }]),
    );
    expect(run.outputs['completed-count']).toBe('2');
    const whileRunning = commentWrites().filter((write) => write.body.includes('Waiting for 2 agent jobs'));
    expect(whileRunning.at(-1)?.body).toMatch(
      /<tr><td><code>job-quick<\/code><\/td><td><code>completed<\/code><\/td><td><a href="https:\/\/github\.com\/acme\/docs\/pull\/71">acme\/docs&#35;71<\/a><\/td><\/tr>/,
    );
    expect(whileRunning.at(-1)?.body).toMatch(/<tr><td><code>job-slow<\/code><\/td><td><code>active<\/code><\/td>/);
  });

  it('one comment with one row per job when the step waits for several', async () => {
    await useGitHub();
    const run = await act({ 'job-id': 'job-pr,job-no-pr' });
    expect(run.outputs['completed-count']).toBe('2');
    expect(github.comments).toHaveLength(1);
    const body = github.comments[0]?.body ?? '';
    expect(body).toContain('2 agent jobs completed');
    expect(body).toMatch(/<tr><td><code>job-pr<\/code><\/td>/);
    expect(body).toMatch(/<tr><td><code>job-no-pr<\/code><\/td>/);
  });
});

describe('as a reviewer reads it', () => {
  it("keeps a job's status apart from the step's outcome: a job still active when the wait timed out is no red cross", async () => {
    await useGitHub();
    sim.service().setJob('job-slow', [{ job: { id: 'job-slow', status: 'active' } }]);
    // 5 s: time for a loaded machine to read the job before the timeout.
    const run = await act({ 'job-id': 'job-slow', timeout: '5s', 'check-name': 'Docs agent' });
    expect(run.outputs.outcome).toBe('timed-out');
    const body = github.comments[0]?.body ?? '';
    expect(body).toContain(
      '<tr><th align="left">Status</th><td>⏱️ <code>active</code> (the wait timed out; the job goes on)</td></tr>',
    );
    expect(body).not.toContain('❌');
    expect(github.checkRuns[0]?.conclusion).toBe('timed_out');
  });
});

describe('while the job runs', () => {
  // The job is held active until the comment and the check run have been written while it runs.
  const long = useSimulatedService({ holdJobs: true });
  const actLong = (inputs: Record<string, string>): Promise<ActionRun> =>
    once(
      runAction(long.inputs({ 'report-token': REPORT_TOKEN, 'github-token': '', ...inputs }), {
        killAfterMs: 25_000,
        env: pullRequestEnv(github.url, runId),
      }),
      () => commentWrites().some((w) => w.body.includes('is running')) && github.checkRuns.length > 0,
      () => long.service().completeJob(),
    );

  it('labels a follow-up as one, while it runs and when it ends, in the comment and the check run', async () => {
    await useGitHub();
    const run = await actLong({
      'job-id': 'job-pr',
      message: 'Also update the changelog.',
      'check-name': 'Docs agent',
    });
    expect(run.outputs.outcome).toBe('completed');
    const whileRunning = commentWrites().filter((write) => write.body.includes('is running'));
    expect(whileRunning.at(-1)?.body).toContain('Agent job job-pr is running (follow-up)');
    expect(github.comments[0]?.body).toMatch(
      /<h3>✅ Completed \(follow-up\)&#58; <a href="https:\/\/github\.com\/acme\/docs\/pull\/\d+">/,
    );
    expect(github.checkRuns[0]?.output.title).toMatch(/^Agent job job-pr completed.* \(follow-up\)$/);
    // The compact comment shows the message once, in the conversation.
    expect(github.comments[0]?.body).toMatch(
      /sent a follow-up .*\n<blockquote>Also update the changelog\.<\/blockquote>/,
    );
    expect(github.comments[0]?.body).not.toContain('Message sent');
  });

  it('is in_progress while the job runs, then completed with success and the pull request in its text', async () => {
    await useGitHub();
    const run = await actLong({ prompt: 'Document the new flag.', 'check-name': 'Docs agent' });
    expect(github.checkRuns).toHaveLength(1);
    const [check] = github.checkRuns;
    expect(check).toMatchObject({ name: 'Docs agent', head_sha: HEAD, status: 'completed', conclusion: 'success' });
    expect(check?.history[0]).toMatchObject({ status: 'in_progress' });
    expect(check?.details_url).toBe(`https://github.com/${REPOSITORY}/actions/runs/${runId}`);
    // Its text: the docs pull request as a live link named owner/repo#N, never a bare #N.
    expect(check?.output.text).toMatch(
      /<a href="https:\/\/github\.com\/acme\/docs\/pull\/(\d+)">acme\/docs&#35;\1<\/a>/,
    );
    expect(check?.output.summary).toContain('<h2>✅ Agent job job-started-');
    expect(check?.external_id).toMatch(new RegExp(`^wait-for-agent-job\\.${stepKey(STEP)}\\.`));
    expect(run.outputs['check-run-url']).toBe(check?.html_url);
  });
});

describe('the check run', () => {
  it.each([
    ['job-failed', {}, 'failure'],
    ['job-archived', { 'fail-on': 'failed' }, 'neutral'],
    ['job-no-pr', { 'require-pr': 'true' }, 'failure'],
  ])('concludes %s (%j) as %s, as the step ends', async (id, extra, conclusion) => {
    await useGitHub();
    sim.service().setJob('job-failed', [{ job: { id: 'job-failed', status: 'failed' } }]);
    sim.service().setJob('job-archived', [{ job: { id: 'job-archived', status: 'archived' } }]);
    await act({ 'job-id': id, 'check-name': 'Docs agent', ...extra });
    expect(github.checkRuns[0]).toMatchObject({ status: 'completed', conclusion });
  });

  it('concludes timed_out when the wait times out', async () => {
    await useGitHub();
    sim.service().setJob('job-slow', [{ job: { id: 'job-slow', status: 'active' } }]);
    const run = await act({ 'job-id': 'job-slow', 'check-name': 'Docs agent', timeout: '1s' });
    expect(run.outputs.outcome).toBe('timed-out');
    expect(github.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'timed_out' });
  });
});

describe('never at the job’s expense', () => {
  it('a read-only token on a pull request from the repository itself: one log line for the comment, a warning for the check run, the step completes', async () => {
    await useGitHub({ repository: REPOSITORY, pullRequests: 'read', checks: 'read' });
    const run = await act({ 'job-id': 'job-pr', 'check-name': 'Docs agent' });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({
      outcome: 'completed',
      'pr-link': 'https://github.com/acme/docs/pull/42',
      'comment-url': '',
      'check-run-url': '',
    });
    expect(run.log.filter((line) => line.startsWith('Could not'))).toEqual([
      expect.stringMatching(
        /^Could not create the pull request comment: the report-token may not do this \(HTTP 403: Resource not accessible by integration\); it needs pull-requests: write/,
      ),
    ]);
    expect(warnings(run)).toEqual([
      expect.stringMatching(
        /^Could not create the check run: the report-token may not do this \(HTTP 403.*checks: write/,
      ),
    ]);
    expect(run.summary).toContain('Agent job job-pr completed');
  });

  it("a fork's pull request: the read-only token is found out once, one warning, no more writes, also on attempt 2", async () => {
    await useGitHub({ repository: REPOSITORY, pullRequests: 'read', checks: 'read' });
    const fromFork = {
      GITHUB_EVENT_PATH: eventFile({
        pull_request: {
          number: 5,
          head: { sha: HEAD, repo: { full_name: 'outsider/product' } },
          base: { repo: { full_name: REPOSITORY } },
        },
      }),
    };
    for (const attempt of ['1', '2']) {
      const before = github.requests.length;
      // The job runs until the step has met the read-only token (its first write refused), then ends.
      sim.service().holdJobs(true);
      let said = '';
      const run = await once(
        act(
          { prompt: 'Document the new flag.', 'check-name': 'Docs agent' },
          { ...fromFork, GITHUB_RUN_ATTEMPT: attempt },
          (child) => child.stdout?.on('data', (chunk: Buffer) => (said += chunk.toString())),
        ),
        () => said.includes('This pull request comes from a fork, and GitHub gives'),
        // The write comes before the start (a start's record goes first): a job not started yet is not held.
        () => {
          sim.service().holdJobs(false);
          sim.service().completeJob();
        },
      );
      expect(run.exitCode).toBe(0);
      expect(run.outputs).toMatchObject({ outcome: 'completed', 'comment-url': '', 'check-run-url': '' });
      const writes = github.requests.slice(before).filter((r) => r.method !== 'GET' && r.url !== '/graphql');
      expect(writes).toHaveLength(1);
      const fork = warnings(run).filter((w) => w.includes('fork'));
      expect(fork).toEqual([
        ...(attempt === '2'
          ? [
              "This is attempt 2 of the run on a pull request from a fork, whose read-only token let no attempt keep a record, so the prompt is sent again and may start a second job. A re-run of a fork's pull request cannot resume its job.",
            ]
          : []),
        "This pull request comes from a fork, and GitHub gives a fork's workflow a read-only token (HTTP 403), so the step writes no comment or check run. The step goes on; its outputs and job summary say how it ends.",
      ]);
      expect(run.log.filter((line) => line.startsWith('Could not'))).toEqual([]);
    }
  });

  it('tries GitHub again after a 502 and after a secondary rate limit with retry-after', async () => {
    await useGitHub(WRITER, [
      { method: 'POST', path: /\/comments$/, status: 502, body: { message: 'Bad gateway' } },
      {
        method: 'POST',
        path: /\/check-runs$/,
        status: 403,
        headers: { 'retry-after': '1' },
        body: { message: 'You have exceeded a secondary rate limit.' },
      },
    ]);
    const run = await act({ 'job-id': 'job-pr', 'check-name': 'Docs agent' });
    expect(run.outputs.outcome).toBe('completed');
    expect(github.comments).toHaveLength(1);
    expect(github.checkRuns).toEqual([expect.objectContaining({ conclusion: 'success' })]);
    expect(warnings(run)).toEqual([]);
    expect(github.faults).toEqual([]);
  });

  it.each([
    ['an id sent as a string', { id: '1000' }],
    ['no id', {}],
    ['a null id', { id: null }],
    ['an id that is not a whole number', { id: 1000.5 }],
    ['nothing', null],
  ])(
    "a created comment answered with %s and a link off this run's GitHub: still one comment, no such link",
    async (_, answer) => {
      const created = answer && {
        ...answer,
        html_url: 'https://evil.test/acme/product/pull/5',
        user: { id: 41_898_282 },
      };
      await useGitHub(WRITER, [
        { method: 'POST', path: /\/issues\/\d+\/comments$/, status: 201, body: created, afterActing: true },
      ]);
      const run = await act({ 'job-id': 'job-pr' });
      expect(run.outputs.outcome).toBe('completed');
      expect(github.comments).toHaveLength(1);
      expect(github.comments[0]?.id).toBe(1000);
      expect(github.comments[0]?.body).toContain(JOB_PR_COMPLETED);
      expect(run.stdout).not.toContain('evil.test');
      expect(run.summary).not.toContain('evil.test');
    },
  );

  it('a creation GitHub made but answered with a 502 is looked for, not made twice', async () => {
    await useGitHub(WRITER, [
      { method: 'POST', path: /\/comments$/, status: 502, body: { message: 'Bad gateway' }, afterActing: true },
      { method: 'POST', path: /\/check-runs$/, status: 502, body: { message: 'Bad gateway' }, afterActing: true },
    ]);
    const run = await act({ 'job-id': 'job-pr', 'check-name': 'Docs agent' });
    expect(run.outputs.outcome).toBe('completed');
    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]?.body).toContain(JOB_PR_COMPLETED);
    expect(github.checkRuns).toEqual([expect.objectContaining({ conclusion: 'success' })]);
    expect(warnings(run)).toEqual([]);
  });

  it.each([
    ['comment', 2_000, /\/issues\/5\/comments$/],
    ['comment', 4_000, /\/issues\/5\/comments$/],
    ['check run', 3_000, /\/check-runs$/],
  ])(
    'a %s creation GitHub makes %i ms late, while the job ends, is awaited: one of it, showing the ending',
    async (which, delayMs, path) => {
      // GitHub makes it when it answers, whether or not the step still waits for the answer.
      await useGitHub(WRITER, [{ method: 'POST', path, status: 201, body: {}, afterActing: true, delayMs }]);
      const run = await act({ 'job-id': 'job-pr', 'check-name': 'Docs agent' });
      await github.idle();
      expect(run.outputs.outcome).toBe('completed');
      expect(github.comments).toHaveLength(1);
      expect(github.checkRuns).toHaveLength(1);
      if (which === 'comment') expect(github.comments[0]?.body).toContain(JOB_PR_COMPLETED);
      else expect(github.checkRuns[0]).toMatchObject({ conclusion: 'success' });
    },
  );

  it('GitHub answering 500 to everything: the step completes with its outputs and summary', async () => {
    await useGitHub(WRITER, [{ status: 500, times: 1_000 }]);
    const run = await act({ 'job-id': 'job-pr', 'check-name': 'Docs agent' });
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'completed', status: 'completed' });
    expect(run.summary).toContain('Agent job job-pr completed');
  }, 60_000);
});

describe('GitHub Enterprise Server and proxies', () => {
  it("writes through GITHUB_API_URL (/api/v3) and links to GITHUB_SERVER_URL, through the runner's proxy", async () => {
    await useGitHub();
    const proxy = await startProxy();
    // A name only the proxy resolves: the comment is written only through it.
    const apiUrl = `${github.url.replace('127.0.0.1', 'ghe.example.test')}/api/v3`;
    const run = await act(
      { 'job-id': 'job-pr', 'check-name': 'Docs agent' },
      { GITHUB_API_URL: apiUrl, GITHUB_SERVER_URL: 'https://ghe.example.test', HTTP_PROXY: proxy.url },
    );
    await proxy.close();
    expect(run.outputs.outcome).toBe('completed');
    expect(github.comments).toHaveLength(1);
    expect(github.requests.every((r) => r.url.startsWith('/api/v3/repos/acme/product/'))).toBe(true);
    expect(proxy.seen.some((line) => line.includes('ghe.example.test'))).toBe(true);
    expect(github.comments[0]?.body).toContain(`href="https://ghe.example.test/${REPOSITORY}/actions/runs/${runId}"`);
    expect(github.checkRuns[0]?.details_url).toBe(`https://ghe.example.test/${REPOSITORY}/actions/runs/${runId}`);
  });
});

describe('re-runs never start a second job', () => {
  it('attempt 2 waits for the job attempt 1 started, says so, and sends nothing', async () => {
    await useGitHub();
    const first = await timesOut({ prompt: 'Document the new flag.' });
    expect(first.outputs.outcome).toBe('timed-out');
    // The next step it gives is what a re-run does.
    expect(github.comments[0]?.body).toContain(
      'Re-running the workflow waits for this same job; it does not send again.',
    );
    const id = first.outputs['job-id'];
    // Attempt 2 reads the job active, and waits: the job ends once it has.
    const readBefore = reads(id ?? '');
    const second = await once(
      act({ prompt: 'Document the new flag.' }, { GITHUB_RUN_ATTEMPT: '2' }),
      () => reads(id ?? '') > readBefore,
      endHeld,
    );
    expect(posts()).toBe(1);
    expect(second.outputs).toMatchObject({ outcome: 'completed', 'job-id': id, resumed: 'true', started: 'false' });
    const line = `Re-run: attempt 1 of this run already started job ${id}, so this attempt waited for it and sent nothing (on-rerun: resume).`;
    expect(second.log).toContain(line);
    expect(second.summary).toContain(`Re-run&#58; attempt 1 of this run already started job`);
    expect(github.comments).toHaveLength(1);
  });

  it.each([
    ['the comment', {}],
    ['the check run', { comment: 'false', 'check-name': 'Docs agent' }],
  ])(
    'after the api-key is rotated, a record in %s the new key cannot verify is said, never taken for none; previous-api-key resumes',
    async (_, where) => {
      await useGitHub();
      const prompt = { prompt: 'Document the new flag.', ...where };
      const rotated = { ...prompt, timeout: '20s', 'api-key': ROTATED_KEY };
      const first = await act(prompt);
      const resumed = await act({ ...rotated, 'previous-api-key': DEMO_API_KEY }, { GITHUB_RUN_ATTEMPT: '2' });
      expect(resumed.outputs).toMatchObject({ outcome: 'completed', resumed: 'true', started: 'false' });
      expect(resumed.outputs['job-id']).toBe(first.outputs['job-id']);
      expect(posts()).toBe(1);
      // Another run of the workflow, re-run without the old key.
      runId++;
      await act(prompt);
      const again = await act(rotated, { GITHUB_RUN_ATTEMPT: '2' });
      expect(again.outputs).toMatchObject({ started: 'true', resumed: 'false' });
      expect(posts()).toBe(3);
      expect(warnings(again).join('\n')).toContain(
        "a record of this action is there that this api-key cannot verify: it was signed with another key (one rotated out?), or is not the action's), so the prompt is sent again and may start a second job. During a key rotation, set 'previous-api-key' to the old key",
      );
      expect(again.log.join('\n')).not.toContain('no earlier attempt recorded a job');
      // Neither key shows anywhere the step wrote.
      const written = [resumed, again]
        .flatMap((run) => [
          ...run.log,
          ...run.annotations.map((a) => a.message),
          run.summary,
          JSON.stringify(run.outputs),
        ])
        .concat(JSON.stringify(github.requests.map((r) => r.body)))
        .join('\n');
      expect(written).not.toContain(DEMO_API_KEY);
      expect(written).not.toContain(ROTATED_KEY);
    },
  );

  it('a re-run after the job failed starts again instead of reporting the same failure', async () => {
    await useGitHub();
    sim.service().endLiveJobsAs('failed');
    const first = await act({ prompt: 'Document the new flag.' });
    expect(first.outputs.outcome).toBe('failed');
    sim.service().endLiveJobsAs('completed');
    const second = await act({ prompt: 'Document the new flag.' }, { GITHUB_RUN_ATTEMPT: '2' });
    expect(posts()).toBe(2);
    expect(second.outputs).toMatchObject({ outcome: 'completed', started: 'true', resumed: 'false' });
    expect(second.outputs['job-id']).not.toBe(first.outputs['job-id']);
    expect(second.log).toContain(
      `This is attempt 2 of the run, and attempt 1 started job ${first.outputs['job-id']}, which failed, so the prompt is sent again.`,
    );
    expect(github.comments).toHaveLength(1);
  });

  it('a re-run of an older run resumes its own job after a newer run updated the comment', async () => {
    await useGitHub();
    const older = await act({ prompt: 'Document the new flag.' });
    const olderRun = runId;
    runId++;
    const newer = await act({ prompt: 'Document the other flag.' });
    expect(newer.outputs['job-id']).not.toBe(older.outputs['job-id']);
    expect(github.comments).toHaveLength(1);
    runId = olderRun;
    const rerun = await act({ prompt: 'Document the new flag.' }, { GITHUB_RUN_ATTEMPT: '2' });
    expect(posts()).toBe(2);
    expect(rerun.outputs).toMatchObject({ 'job-id': older.outputs['job-id'], resumed: 'true', started: 'false' });
    // The newer run's record is still kept: its re-run would resume its own job too.
    runId = olderRun + 1;
    const newerRerun = await act({ prompt: 'Document the other flag.' }, { GITHUB_RUN_ATTEMPT: '2' });
    expect(posts()).toBe(2);
    expect(newerRerun.outputs).toMatchObject({ 'job-id': newer.outputs['job-id'], resumed: 'true' });
  });

  it.each([
    ['GitHub says who the token is', true],
    ['GitHub never says who the token is', false],
  ])("another account's copy of the step's comment is never edited nor trusted (%s)", async (_, identity) => {
    await useGitHub(WRITER, [], identity);
    await act({ prompt: 'Document the new flag.' });
    const [ours] = github.comments.splice(0);
    const copy = github.addComment(`${REPOSITORY}#5`, ours?.body ?? '', 'maintainer');
    const rerun = await act({ prompt: 'Document the new flag.' }, { GITHUB_RUN_ATTEMPT: '2' });
    expect(copy.body).toBe(ours?.body);
    expect(github.requests.some((r) => r.method === 'PATCH' && r.url.endsWith(`/comments/${copy.id}`))).toBe(false);
    // Not trusted: nothing proves the job was started, so the prompt is sent, and said so.
    expect(posts()).toBe(2);
    expect(rerun.log).toContain(
      'This is attempt 2 of the run, but no earlier attempt recorded a job, so the prompt is sent.',
    );
    expect(github.comments.map((c) => c.user.login)).toEqual(['maintainer', 'github-actions[bot]']);
  });

  it("starts no request to the service after 'timeout', even when reading the earlier record took it all", async () => {
    await useGitHub(WRITER, [{ method: 'GET', path: /\/comments$/, status: 200, body: [], delayMs: 2_500, times: 10 }]);
    const run = await act({ prompt: 'Document the new flag.', timeout: '1s' }, { GITHUB_RUN_ATTEMPT: '2' });
    expect(posts()).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'timed-out', started: 'false', 'job-id': '', polls: '0' });
    // The earlier record could not be read in time: no decision, so nothing started (docs/endings.md).
    expect(run.annotations.map((a) => a.message).join('\n')).toContain(
      "Timed out while reading what the pull request owes. The step's 'timeout' ran out before it could read what it needed, so it decided nothing, and nothing was sent.",
    );
  });

  it('a re-run of a step with wait: false hands on the job attempt 1 started, and sends nothing', async () => {
    await useGitHub();
    const first = await act({ prompt: 'Document the new flag.', wait: 'false' });
    const second = await act({ prompt: 'Document the new flag.', wait: 'false' }, { GITHUB_RUN_ATTEMPT: '2' });
    expect(posts()).toBe(1);
    expect(second.outputs).toMatchObject({ outcome: 'started', 'job-id': first.outputs['job-id'], resumed: 'true' });
    expect(second.summary).toContain('To wait for it later, add a step like this');
  });

  it('a follow-up message is not sent twice either', async () => {
    await useGitHub();
    await act({ 'job-id': 'job-pr', message: 'Also update the changelog.' });
    const second = await act(
      { 'job-id': 'job-pr', message: 'Also update the changelog.' },
      { GITHUB_RUN_ATTEMPT: '2' },
    );
    expect(posts()).toBe(1);
    expect(second.outputs).toMatchObject({ outcome: 'completed', resumed: 'true' });
  });

  it('reads the record from the check run when there is no comment', async () => {
    await useGitHub();
    const push = { GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: eventFile({}) };
    await act({ prompt: 'Document the new flag.', 'check-name': 'Docs agent' }, push);
    const second = await act(
      { prompt: 'Document the new flag.', 'check-name': 'Docs agent' },
      { ...push, GITHUB_RUN_ATTEMPT: '2' },
    );
    expect(posts()).toBe(1);
    expect(second.outputs.resumed).toBe('true');
    expect(github.checkRuns).toEqual([expect.objectContaining({ conclusion: 'success' })]);
  });

  it('on-rerun: start sends again; another prompt is sent; a forged record is not trusted', async () => {
    await useGitHub();
    await act({ prompt: 'Document the new flag.' });
    const again = await act({ prompt: 'Document the new flag.', 'on-rerun': 'start' }, { GITHUB_RUN_ATTEMPT: '2' });
    expect(again.outputs).toMatchObject({ resumed: 'false', started: 'true' });
    const other = await act({ prompt: 'Another prompt.' }, { GITHUB_RUN_ATTEMPT: '3' });
    expect(other.outputs).toMatchObject({ resumed: 'false', started: 'true' });
    expect(posts()).toBe(3);
  });

  it('with nowhere to keep a record, a time-out says that re-running would start a second job', async () => {
    await useGitHub();
    const run = await timesOut({ prompt: 'Document the new flag.', comment: 'false' });
    expect(run.outputs.outcome).toBe('timed-out');
    expect(run.summary).toContain(
      'Re-running the workflow sends the prompt again and starts a second job&#58; with no pull request comment or check run there is no record to resume from.',
    );
  });

  it('with nowhere to keep a record, sends again and one warning says how to turn the protection on', async () => {
    await useGitHub();
    const run = await act({ prompt: 'Document the new flag.', comment: 'false' }, { GITHUB_RUN_ATTEMPT: '2' });
    expect(run.outputs).toMatchObject({ outcome: 'completed', started: 'true', resumed: 'false' });
    expect(warnings(run)).toEqual([
      expect.stringMatching(
        /^This is attempt 2 of the run, and what an earlier attempt sent could not be read .* so the prompt is sent again and may start a second job\. To have a re-run wait for the job instead/,
      ),
    ]);
  });
});

describe('a cancelled run says so', () => {
  /** Runs job-forever with a comment and a check run, and cancels as the runner does once the comment exists. */
  async function cancelOnceCommented(): Promise<{ run: ActionRun; afterSignalMs: number }> {
    sim.service().setJob('job-forever', [{ job: { id: 'job-forever', status: 'active' } }]);
    let signalledAt = 0;
    const run = await act(
      { 'job-id': 'job-forever', 'check-name': 'Docs agent', 'poll-interval': '5s', timeout: '1m' },
      {},
      (child) => {
        let seen = '';
        child.stdout?.on('data', (chunk: Buffer) => (seen += chunk.toString()));
        // Once the job was read and the comment written: cancel as the runner does.
        const watch = setInterval(() => {
          if (!seen.includes('(request 1)') || github.comments.length === 0) return;
          clearInterval(watch);
          signalledAt = performance.now();
          child.kill('SIGINT');
        }, 20);
        child.on('exit', () => clearInterval(watch));
      },
    );
    return { run, afterSignalMs: signalledAt ? performance.now() - signalledAt : Infinity };
  }

  it('finishes the comment and the check run as cancelled between SIGINT and SIGTERM', async () => {
    await useGitHub();
    const { run, afterSignalMs } = await cancelOnceCommented();
    // The runner sends SIGTERM 7.5 s after SIGINT; everything is written before then.
    expect(afterSignalMs).toBeLessThan(7_500);
    expect(run.outputs.outcome).toBe('cancelled');
    expect(github.checkRuns[0]).toMatchObject({ status: 'completed', conclusion: 'cancelled' });
    expect(github.comments[0]?.body).toContain('The job itself goes on running on the service.');
    expect(github.comments[0]?.body).toContain('<h3>🚫 Cancelled&#58; agent job job-forever · ');
  });

  it.each([1_000, 2_000])(
    'a comment creation GitHub makes %i ms late is awaited after a cancel: one comment, cancelled, before SIGTERM',
    async (delayMs) => {
      await useGitHub(WRITER, [
        { method: 'POST', path: /\/issues\/5\/comments$/, status: 201, body: {}, afterActing: true, delayMs },
      ]);
      sim.service().setJob('job-forever', [{ job: { id: 'job-forever', status: 'active' } }]);
      let signalledAt = 0;
      const run = await act({ 'job-id': 'job-forever', 'poll-interval': '5s', timeout: '1m' }, {}, (child) => {
        let seen = '';
        child.stdout?.on('data', (chunk: Buffer) => (seen += chunk.toString()));
        // Once the job was read, while the comment's creation is still unanswered: cancel.
        const watch = setInterval(() => {
          if (!seen.includes('(request 1)') || !github.requests.some((r) => r.method === 'POST')) return;
          clearInterval(watch);
          signalledAt = performance.now();
          child.kill('SIGINT');
        }, 20);
        child.on('exit', () => clearInterval(watch));
      });
      const afterSignalMs = performance.now() - signalledAt;
      await github.idle();
      expect(afterSignalMs).toBeLessThan(7_500);
      expect(run.outputs.outcome).toBe('cancelled');
      expect(github.comments).toHaveLength(1);
      expect(github.comments[0]?.body).toContain('<h3>🚫 Cancelled&#58; agent job job-forever · ');
    },
  );

  it('when GitHub stops answering, gives up on it in time: outputs and summary before SIGTERM', async () => {
    await useGitHub(WRITER, [{ method: 'PATCH', status: 200, delayMs: 60_000, times: 100 }]);
    const { run, afterSignalMs } = await cancelOnceCommented();
    expect(afterSignalMs).toBeLessThan(7_500);
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ outcome: 'cancelled', 'comment-url': expect.stringMatching(/#issuecomment-/) });
    expect(run.summary).toContain('Agent job job-forever cancelled');
    expect(run.log).toContain(
      'Could not update the pull request comment: the run was cancelled before GitHub answered. The step goes on; its outputs and job summary say how it ends.',
    );
  });
});

describe('state on GitHub is unknown until proven', () => {
  it.each([
    ['an HTML page from a proxy', '<html><body>Proxy error</body></html>'],
    ['an object', { message: 'not a list' }],
    ['ids that are not ids', [{ id: 'five', body: 'LGTM', html_url: 'https://github.com/acme/product/pull/5#c5' }]],
  ])('creates no comment when the list of comments is %s, and says so once', async (_, body) => {
    await useGitHub(WRITER, [{ method: 'GET', path: /\/comments$/, status: 200, body, times: 1_000 }]);
    const run = await act({ 'job-id': 'job-pr' });
    expect(run.outputs.outcome).toBe('completed');
    expect(commentWrites()).toEqual([]);
    expect(run.log.filter((line) => line.startsWith('Could not read the pull request comment'))).toHaveLength(1);
  });
});

describe("GitHub's size limits", () => {
  const many = Array.from({ length: 50 }, (_, i) => `job-${String(i).padStart(2, '0')}-${'x'.repeat(150)}`);

  it('with 50 jobs and long values the comment and the check run fit, and are written with the ending', async () => {
    await useGitHub();
    for (const id of many)
      sim.service().setJob(id, [
        {
          job: {
            id,
            status: 'completed',
            model: 'm'.repeat(300),
            ref: `agent/${'b'.repeat(300)}`,
            prLink: `https://github.com/acme/docs/pull/${many.indexOf(id) + 100}`,
          },
        },
      ]);
    const run = await act({ 'job-id': many.join(','), 'check-name': 'Docs agent' });
    expect(run.outputs).toMatchObject({ outcome: 'completed', 'completed-count': '50' });
    const [comment] = github.comments;
    const [check] = github.checkRuns;
    expect(comment?.body.length).toBeLessThanOrEqual(65_536);
    expect(comment?.body).toContain('50 agent jobs completed');
    expect(check).toMatchObject({ status: 'completed', conclusion: 'success' });
    expect(check?.output.summary?.length).toBeLessThanOrEqual(65_535);
    // A live link to each job's docs pull request, one row each.
    expect(check?.output.text?.match(/<a href="https:\/\/github\.com\/acme\/docs\/pull\/\d+">/g)).toHaveLength(50);
  });

  it('a last write GitHub refuses for its size is sent again shorter, never left stale', async () => {
    const tooLong = { message: 'Validation Failed', errors: [{ field: 'body', message: 'body is too long' }] };
    // The job ends at once: the last write is the update, or the creation when the ending came first.
    await useGitHub(WRITER, [
      { method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 422, body: tooLong },
      { method: 'POST', path: /\/issues\/\d+\/comments$/, status: 422, body: tooLong },
    ]);
    sim.service().setJob('job-big', [{ job: { id: 'job-big', status: 'completed' } }]);
    const run = await act({ 'job-id': 'job-big' });
    expect(run.outputs.outcome).toBe('completed');
    const [comment] = github.comments;
    expect(comment?.body).toContain('<h3>✅ Completed&#58; agent job job-big · ');
    expect(comment?.body).toContain('to fit GitHub&#39;s size limit; this run&#39;s job summary has all of it.');
    expect(run.log.filter((line) => line.startsWith('Could not'))).toEqual([]);
  });
});

describe('a bad environment gets clear words, and the result stands', () => {
  it('says when the event file cannot be read or GITHUB_RUN_ATTEMPT is not a number', async () => {
    await useGitHub();
    const run = await act(
      { 'job-id': 'job-pr' },
      { GITHUB_EVENT_PATH: '/no/such/event.json', GITHUB_RUN_ATTEMPT: 'abc' },
    );
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'completed', 'pr-number': '42' });
    expect(run.summary).toContain('Agent job job-pr completed');
    expect(run.log).toContain(
      "The runner's event file (GITHUB_EVENT_PATH) could not be read (ENOENT), so the pull request is not known.",
    );
    expect(run.log).toContain('GITHUB_RUN_ATTEMPT is "abc", not an attempt number, so this is taken as attempt 1.');
    expect(commentWrites()).toEqual([]);
  });
});

describe('GitHub hanging on the last write never costs the result', () => {
  it('writes the outputs and the job summary before the final comment and check run writes', async () => {
    // Every update hangs: the final writes never get an answer. The runner kills the step while the
    // last comment update is in flight, and the result must already be out.
    await useGitHub(WRITER, [{ method: 'PATCH', status: 200, delayMs: 60_000, times: 100 }]);
    const finalWrite = (): boolean =>
      github.requests.some(
        (r) => r.method === 'PATCH' && JSON.stringify(r.body ?? '').includes('Agent job job-pr completed'),
      );
    const run = await act({ 'job-id': 'job-pr', 'check-name': 'Docs agent' }, {}, (child) => {
      const watch = setInterval(() => {
        if (!finalWrite()) return;
        clearInterval(watch);
        child.kill('SIGKILL');
      }, 10);
      child.on('exit', () => clearInterval(watch));
    });
    expect(run.signal).toBe('SIGKILL');
    expect(finalWrite()).toBe(true);
    expect(run.outputs).toMatchObject({ outcome: 'completed', status: 'completed', 'pr-number': '42' });
    expect(run.summary).toContain('Agent job job-pr completed');
  });
});

describe('the same trust as every other surface', () => {
  it('a service value with markup, a link, a mention or the key shows as text, or not at all', async () => {
    await useGitHub();
    const hostile = `@org/team <b>bold</b> [x](https://evil.example) ${DEMO_API_KEY}`;
    sim
      .service()
      .setJob('job-hostile', [{ job: { id: 'job-hostile', status: 'failed', model: hostile, error: hostile } }]);
    await act({ 'job-id': 'job-hostile', 'check-name': 'Docs agent' });
    const surfaces = [github.comments[0]?.body ?? '', JSON.stringify(github.checkRuns[0]?.output ?? {})];
    for (const text of surfaces) {
      expect(text).not.toContain(DEMO_API_KEY);
      expect(text).not.toContain('@org');
      expect(text).not.toContain('<b>');
      expect(text).not.toContain('](https://evil');
    }
    expect(surfaces[0]).toContain('&#64;&#8203;org/team');
  });

  it('an issue reference or a bidi override from the service links to nothing and reorders nothing', async () => {
    await useGitHub();
    const hostile = 'see #1, acme/product#2 and GH-3 \u202eevil\u2066';
    sim.service().setJob('job-refs', [{ job: { id: 'job-refs', status: 'completed', model: hostile } }]);
    await act({ 'job-id': 'job-refs', 'check-name': 'Docs agent' });
    const surfaces = [github.comments[0]?.body ?? '', String(github.checkRuns[0]?.output?.summary ?? '')];
    for (const text of surfaces) {
      expect(text).toContain('see &#35;&#8203;1, acme/product&#35;&#8203;2 and GH&#8203;-3 &#92;u202eevil&#92;u2066');
      expect(text).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    }
  });
});
