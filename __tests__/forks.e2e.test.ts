/**
 * Forks and Dependabot are never blocked by a required "Docs agent" check, proven on the bundled
 * action: dist/index.js runs as the runner runs it, against the simulated service and GitHub. Their
 * runs end `from-fork`/`from-dependabot` without reaching the service and write the head's check
 * run `skipped` (which a required check passes on) where the head has none, on each push; a fork's
 * `pull_request_target` run never spends the api-key it is given; a fork's `pull_request` run, whose
 * token is read-only, says so in one line and warns of nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();
const HEAD1 = '1'.repeat(40);
const HEAD2 = '2'.repeat(40);
const CHECK = 'Docs agent';

let github: SimGitHub;
let runId = 9400;
afterEach(() => github.close());
beforeEach(() => {
  runId++;
});

/** The pull request as GitHub shows it: a test moves its head as a push would. */
let shown: Record<string, unknown> = {};

async function useGitHub(checks: 'write' | 'read' = 'write', pull: Record<string, unknown> = {}): Promise<void> {
  // A fork's pull request, unless the test says otherwise.
  shown = {
    ...{ number: 5, state: 'open', user: { login: 'outsider' }, files: ['src/a.ts'] },
    head: { sha: HEAD1, repo: { full_name: 'someone/product' } },
    base: { repo: { full_name: PR_REPOSITORY } },
    ...pull,
  };
  github = await startSimulatedGitHub({
    tokens: { [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: checks, checks } },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls: { [`${PR_REPOSITORY}#5`]: shown },
  });
}

interface Shape {
  event?: 'pull_request' | 'pull_request_target' | 'pull_request_review';
  head?: string;
  fork?: boolean;
  author?: string;
  actor?: string;
}

function runEnv({ event = 'pull_request', head = HEAD1, fork = false, author = 'octocat', actor }: Shape) {
  const pull_request = {
    number: 5,
    draft: false,
    labels: [],
    user: { login: author },
    head: { sha: head, repo: { full_name: fork ? 'someone/product' : PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const payload =
    event === 'pull_request_review'
      ? { action: 'submitted', review: { id: 1, state: 'commented', body: 'Looks good' }, pull_request }
      : { action: 'synchronize', pull_request };
  return pullRequestEnv(github.url, runId, {
    GITHUB_EVENT_NAME: event,
    GITHUB_EVENT_PATH: eventFile(payload),
    GITHUB_ACTOR: actor ?? author,
  });
}

/** The recipe's step: its inputs as a run without secrets gets them (the api-key empty unless given). */
const act = (shape: Shape, inputs: Record<string, string> = {}): Promise<ActionRun> =>
  runAction(
    sim.inputs({
      'api-key': '',
      prompt: 'Document the changes of this pull request.',
      'follow-up-command': '/docs',
      'check-name': CHECK,
      'report-token': REPORT_TOKEN,
      ...inputs,
    }),
    { killAfterMs: 25_000, env: runEnv(shape) },
  );

/** A check run of the name on `sha`, as another run (the job's turn) left it. */
const checkRun = (sha: string): SimGitHub['checkRuns'][number] => ({
  ...{ id: 0, repository: PR_REPOSITORY, name: CHECK, head_sha: sha, status: 'completed', conclusion: null },
  ...{ external_id: '', details_url: null, html_url: '', output: {}, history: [] },
});

const onHead = (sha: string) => github.checkRuns.filter((check) => check.head_sha === sha && check.name === CHECK);

/** Ended with its reason, sent nothing to the service, warned of nothing. */
function expectEndedWithoutSecrets(run: ActionRun, outcome: string): void {
  expect(run.exitCode).toBe(0);
  expect(run.outputs.outcome).toBe(outcome);
  expect(run.outputs.started).toBe('false');
  expect(run.annotations.filter((a) => a.command !== 'notice')).toEqual([]);
  expect(sim.requests()).toEqual([]);
}

describe("Dependabot's pull request", () => {
  it("its pull_request run writes the head's check run skipped, saying how to ask for docs", async () => {
    await useGitHub();
    const run = await act({ author: 'dependabot[bot]' });
    expectEndedWithoutSecrets(run, 'from-dependabot');
    expect(onHead(HEAD1)).toHaveLength(1);
    expect(onHead(HEAD1)[0]).toMatchObject({ status: 'completed', conclusion: 'skipped' });
    expect(onHead(HEAD1)[0]?.output.summary).toContain('/docs');
    expect(run.summary).toContain('/docs');
  });

  it('every push gets its own: one skipped check run a head', async () => {
    await useGitHub();
    await act({ author: 'dependabot[bot]', head: HEAD1 });
    runId++;
    await act({ author: 'dependabot[bot]', head: HEAD2 });
    expect(onHead(HEAD1).map((c) => c.conclusion)).toEqual(['skipped']);
    expect(onHead(HEAD2).map((c) => c.conclusion)).toEqual(['skipped']);
  });

  it('a review on it, by a person, without the api-key, ends from-dependabot too', async () => {
    await useGitHub();
    const run = await act({ event: 'pull_request_review', author: 'dependabot[bot]', actor: 'octocat' });
    expectEndedWithoutSecrets(run, 'from-dependabot');
    expect(run.stdout).not.toContain('api-key is required');
  });
});

describe("a fork's pull request", () => {
  it("its pull_request_target run, given the api-key, sends nothing and writes the head's check run skipped", async () => {
    await useGitHub();
    const run = await act({ event: 'pull_request_target', fork: true }, { 'api-key': DEMO_API_KEY });
    expectEndedWithoutSecrets(run, 'from-fork');
    expect(run.log.join('\n')).toMatch(/pull_request_target run never starts a job/);
    expect(onHead(HEAD1)).toHaveLength(1);
    expect(onHead(HEAD1)[0]).toMatchObject({ status: 'completed', conclusion: 'skipped' });
  });

  it('its pull_request run, with a read-only token, says so in one line and warns of nothing', async () => {
    await useGitHub('read');
    const run = await act({ fork: true });
    expectEndedWithoutSecrets(run, 'from-fork');
    expect(github.checkRuns).toEqual([]);
    expect(run.log.join('\n')).toMatch(/read-only \(HTTP 403\)/);
  });

  it("its check run's creation answered 502 after GitHub made it: one check run, no warning", async () => {
    await useGitHub();
    github.faults.push({ method: 'POST', path: /\/check-runs$/, status: 502, afterActing: true, times: 10 });
    const run = await act({ event: 'pull_request_target', fork: true });
    expectEndedWithoutSecrets(run, 'from-fork');
    expect(onHead(HEAD1)).toHaveLength(1);
    expect(run.log.join('\n')).toContain('may or may not have been written');
  });

  it('a review on it without the api-key ends from-fork, never "api-key is required"', async () => {
    await useGitHub();
    const run = await act({ event: 'pull_request_review', fork: true });
    expectEndedWithoutSecrets(run, 'from-fork');
  });

  it("a head whose check run a maintainer's /docs took over is left as it is", async () => {
    await useGitHub();
    // A job's check run carries its signed record: the fork job's own carry none.
    const taken = { ...checkRun(HEAD1), id: 999, status: 'in_progress', external_id: 'signed-record' };
    github.checkRuns.push(taken);
    const run = await act({ event: 'pull_request_target', fork: true });
    expectEndedWithoutSecrets(run, 'from-fork');
    expect(onHead(HEAD1)).toEqual([expect.objectContaining({ id: taken.id, status: 'in_progress' })]);
  });

  it("a maintainer's /docs starts the job with the prompt and its words, and takes the head's check run over", async () => {
    await useGitHub();
    await act({ event: 'pull_request_target', fork: true });
    expect(onHead(HEAD1).map((c) => c.conclusion)).toEqual(['skipped']);
    runId++;
    const body = '/docs document the new flag';
    const { id, created_at } = github.addComment(`${PR_REPOSITORY}#5`, body, 'lead');
    const env = commentEventEnv(github.url, runId, { id, body, login: 'lead', created_at });
    const run = await runAction(
      sim.inputs({
        prompt: 'Document the changes of this pull request.',
        'follow-up-command': '/docs',
        'check-name': CHECK,
        'report-token': REPORT_TOKEN,
      }),
      { killAfterMs: 25_000, env },
    );
    expect(run.outputs.outcome).toBe('completed');
    const starts = sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith('/job'));
    expect(starts).toHaveLength(1);
    const prompt = String((JSON.parse(starts[0]?.body ?? '{}') as { prompt?: unknown }).prompt);
    expect(prompt).toContain('Document the changes of this pull request.');
    expect(prompt).toContain('document the new flag');
    // The commit the maintainer looked at: later pushes of the fork were not reviewed.
    expect(prompt).toContain(`Work on commit ${HEAD1}`);
    expect(github.reactions.filter((r) => r.commentId === id).map((r) => r.content)).toContain('rocket');
    expect(github.reactions.filter((r) => r.commentId === id).map((r) => r.content)).not.toContain('confused');
    // The newest on the head is the job's: a required check now follows the job.
    expect(onHead(HEAD1).map((c) => c.conclusion)).toEqual(['skipped', 'success']);
  });

  it('a later /docs is held to the head it saw too: one pushed after it is refused, one before is told by its commit', async () => {
    await useGitHub();
    const inputs = sim.inputs({
      prompt: 'Document it.',
      'follow-up-command': '/docs',
      'check-name': CHECK,
      'report-token': REPORT_TOKEN,
    });
    const commentRun = async (body: string, written: { id: number; created_at: string }) =>
      runAction(inputs, {
        killAfterMs: 25_000,
        env: commentEventEnv(github.url, ++runId, { ...written, body, login: 'lead' }),
      });
    await act({ event: 'pull_request_target', fork: true });
    const first = github.addComment(`${PR_REPOSITORY}#5`, '/docs document the flag', 'lead');
    expect((await commentRun('/docs document the flag', first)).outputs.outcome).toBe('completed');
    // Written while HEAD1 was the head; the fork pushes HEAD2 before the comment's run comes.
    const stale = github.addComment(`${PR_REPOSITORY}#5`, '/docs and the examples', 'lead');
    shown.head = { sha: HEAD2, repo: { full_name: 'someone/product' } };
    runId++;
    await act({ event: 'pull_request_target', fork: true, head: HEAD2 });
    const refused = await commentRun('/docs and the examples', stale);
    expect(refused.outputs.outcome).not.toBe('completed');
    expect(sim.requests().filter((r) => r.url.endsWith('/message'))).toEqual([]);
    expect(github.comments.at(-1)?.body ?? '').toMatch(
      /was not sent to the job(:|&#58;) its head was pushed after your comment/,
    );
    // Written once HEAD2 was dated: sent, told the commit the maintainer saw.
    const fresh = github.addComment(`${PR_REPOSITORY}#5`, '/docs and the examples, please', 'lead');
    expect((await commentRun('/docs and the examples, please', fresh)).outputs.outcome).toBe('completed');
    const sent = sim.requests().filter((r) => r.url.endsWith('/message'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body ?? '').toContain(`Work on commit ${HEAD2}`);
  });

  it.each([
    ['a head pushed after the comment', true],
    ['a head no check run dates', false],
  ])("a maintainer's /docs on %s starts no job: they are asked to look again", async (_, pushedAfter) => {
    await useGitHub();
    runId++;
    const body = '/docs document the new flag';
    const { id, created_at } = github.addComment(`${PR_REPOSITORY}#5`, body, 'lead');
    // The fork pushes after the comment was written; the fork job dates the new head.
    if (pushedAfter) await act({ event: 'pull_request_target', fork: true });
    runId++;
    const env = commentEventEnv(github.url, runId, { id, body, login: 'lead', created_at });
    const run = await runAction(
      sim.inputs({
        prompt: 'Document it.',
        'follow-up-command': '/docs',
        'check-name': CHECK,
        'report-token': REPORT_TOKEN,
      }),
      { killAfterMs: 25_000, env },
    );
    expect(run.outputs.outcome).toBe('skipped');
    expect(sim.requests().filter((r) => r.method === 'POST')).toEqual([]);
    expect(github.reactions.filter((r) => r.commentId === id).map((r) => r.content)).toEqual(['confused']);
    const reply = github.comments.find((c) => c.id !== id)?.body ?? '';
    expect(reply).toMatch(pushedAfter ? /pushed after your comment/ : /cannot be told/);
  });

  it.each([
    ['no base repository', { base: undefined }],
    ['no head repository', { head: { sha: HEAD1 } }],
    ['no pull request number', { number: undefined }],
  ])("a pull_request_target payload with %s is taken as a fork's: nothing sent, api-key or not", async (_, change) => {
    await useGitHub();
    const env = runEnv({ event: 'pull_request_target', fork: true });
    const pull_request = {
      ...{ number: 5, draft: false, labels: [], user: { login: 'outsider' } },
      ...{ head: { sha: HEAD1, repo: { full_name: 'someone/product' } }, base: { repo: { full_name: PR_REPOSITORY } } },
      ...change,
    };
    const run = await runAction(
      sim.inputs({ prompt: 'Document it.', 'check-name': CHECK, 'report-token': REPORT_TOKEN }),
      {
        killAfterMs: 25_000,
        env: { ...env, GITHUB_EVENT_PATH: eventFile({ action: 'synchronize', pull_request }) },
      },
    );
    expect(run.outputs.outcome).toBe('from-fork');
    expect(sim.requests()).toEqual([]);
  });

  it("a pull request of the repository itself on pull_request_target is no fork's: it goes on", async () => {
    await useGitHub();
    const run = await act({ event: 'pull_request_target' }, { 'api-key': DEMO_API_KEY, comment: 'false' });
    expect(run.outputs.outcome).toBe('completed');
    expect(sim.requests().filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

describe('a /docs where no job was started starts one only where a start is right', () => {
  const ownRepo = { head: { sha: HEAD1, repo: { full_name: PR_REPOSITORY } } };
  it.each([
    // The comment's run then goes on as the pull request's event, which owes nothing there either.
    [
      "the agent's own docs pull request (its job's link comment not there yet)",
      { ...ownRepo, user: { login: 'mintlify[bot]' } },
      /agent&#39;s own docs pull request|agent's own docs pull request/,
      'nothing-new',
    ],
    ['a closed pull request', { ...ownRepo, state: 'closed' }, /is not open/, 'skipped'],
  ])('%s: no job, a reply says why', async (_, pull, why, outcome) => {
    await useGitHub('write', pull);
    runId++;
    const body = '/docs fix the heading';
    const { id, created_at } = github.addComment(`${PR_REPOSITORY}#5`, body, 'lead');
    const env = commentEventEnv(github.url, runId, { id, body, login: 'lead', created_at });
    const run = await runAction(
      sim.inputs({
        prompt: 'Document it.',
        'follow-up-command': '/docs',
        'agent-login': 'mintlify[bot]',
        'report-token': REPORT_TOKEN,
      }),
      { killAfterMs: 25_000, env },
    );
    expect(run.outputs.outcome).toBe(outcome);
    expect(sim.requests().filter((r) => r.method === 'POST')).toEqual([]);
    expect(github.comments.find((c) => c.id !== id)?.body ?? '').toMatch(why);
  });

  it('an open pull request of the repository, by a person: the /docs starts its job', async () => {
    await useGitHub('write', ownRepo);
    runId++;
    const body = '/docs cover the new flag';
    const { id, created_at } = github.addComment(`${PR_REPOSITORY}#5`, body, 'lead');
    const env = commentEventEnv(github.url, runId, { id, body, login: 'lead', created_at });
    const run = await runAction(
      sim.inputs({ prompt: 'Document it.', 'follow-up-command': '/docs', 'report-token': REPORT_TOKEN }),
      { killAfterMs: 25_000, env },
    );
    expect(run.outputs.outcome).toBe('completed');
    const starts = sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith('/job'));
    expect(starts).toHaveLength(1);
    expect(starts[0]?.body ?? '').not.toContain('Work on commit');
  });
});
