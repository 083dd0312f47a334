/**
 * GitHub and the service on a bad day, part two, on the bundled action: runs of different
 * concurrency groups (a pull request's run and a sweep) meeting on one pull request while GitHub
 * is slow on a route. The order the runs meet in is the test's: a held route answers when the
 * test says (sim/github-api.ts `until`), and the service's clock is the test's.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);
let serviceNow = 0;
const sim = useSimulatedService({ now: () => serviceNow, jobDurationMs: 60_000 });
const PROMPT = 'Document the changes of this pull request.';
const [HEAD1, HEAD2] = ['1', '2'].map((digit) => digit.repeat(40)) as [string, string];
const NEWS = { commits: [{ sha: 'c'.repeat(40), message: 'Add the --flag option' }], files: ['src/flag.ts'] };

let github: SimGitHub;
let pulls: Record<string, { number: number; head: { sha: string }; files: string[] }>;
let runId = 90_000;
afterEach(() => github.close());
beforeEach(async () => {
  serviceNow = 0;
  runId += 50;
  pulls = { [`${PR_REPOSITORY}#5`]: { number: 5, head: { sha: HEAD1 }, files: ['src/a.ts'] } };
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: {
        repository: PR_REPOSITORY,
        readable: ['acme/docs'],
        pullRequests: 'write',
        checks: 'write',
        actions: 'write',
      },
    },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls,
    comparisons: { [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: NEWS },
  });
});

const stepInputs = () =>
  sim.inputs({
    prompt: PROMPT,
    wait: 'sweep',
    'check-name': 'Docs',
    'report-token': REPORT_TOKEN,
    'github-token': REPORT_TOKEN,
    'follow-up-command': '/docs',
    timeout: '30m',
    'poll-interval': '10s',
  });

function prRun(action: string, head: string, labels: string[] = []): Promise<ActionRun> {
  runId++;
  pulls[`${PR_REPOSITORY}#5`] = { number: 5, head: { sha: head }, files: ['src/a.ts'] };
  const event = {
    action,
    pull_request: {
      number: 5,
      draft: false,
      labels: labels.map((name) => ({ name })),
      head: { sha: head, repo: { full_name: PR_REPOSITORY } },
      base: { repo: { full_name: PR_REPOSITORY } },
    },
    ...(action === 'labeled' ? { label: { name: 'x' } } : {}),
    repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
  };
  const env = pullRequestEnv(github.url, runId, { GITHUB_EVENT_PATH: eventFile(event) });
  return running(runId, 'pull_request', runAction(stepInputs(), { killAfterMs: 60_000, env }));
}

/** The Actions API lists the run in progress while it runs, as GitHub does. */
async function running(id: number, event: string, run: Promise<ActionRun>): Promise<ActionRun> {
  const listed = { id, path: '.github/workflows/docs.yml', status: 'in_progress', event };
  github.workflowRuns.push(listed);
  const ended = await run;
  listed.status = 'completed';
  return ended;
}

/** A `/docs` comment and the run it starts, in the one workflow. */
function commentRun(body: string, login = 'lead'): Promise<ActionRun> {
  runId++;
  const { id } = github.addComment(`${PR_REPOSITORY}#5`, body, login);
  const env = commentEventEnv(github.url, runId, { id, body, login }, { GITHUB_WORKFLOW: 'Docs' });
  return running(runId, 'issue_comment', runAction(stepInputs(), { killAfterMs: 60_000, env }));
}

function sweep(): Promise<ActionRun> {
  runId++;
  const env = pullRequestEnv(github.url, runId, {
    GITHUB_EVENT_NAME: 'schedule',
    GITHUB_EVENT_PATH: eventFile({ repository: { full_name: PR_REPOSITORY, default_branch: 'main' } }),
    GITHUB_WORKFLOW: 'Sweep',
    GITHUB_JOB: 'sweep',
    GITHUB_ACTION: 'sweep',
  });
  const inputs = sim.inputs({ sweep: 'true', 'report-token': REPORT_TOKEN, 'github-token': REPORT_TOKEN });
  return running(runId, 'schedule', runAction(inputs, { killAfterMs: 60_000, env }));
}

const messages = () =>
  sim
    .requests()
    .filter((r) => r.method === 'POST' && r.url.endsWith('/message'))
    .map((r) => String((JSON.parse(r.body ?? '{}') as { prompt?: unknown }).prompt));

/** Resolves once GitHub has received a request that matches, after the first `since` requests. */
async function arrived(method: string, path: RegExp, since: number): Promise<void> {
  while (!github.requests.slice(since).some((r) => r.method === method && path.test(r.url)))
    await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('a sweep and the pull request run meet', () => {
  it("a push queued while the job was busy is told once, when the sweep sending it is slow and the pull request's next run comes meanwhile", async () => {
    expect((await prRun('opened', HEAD1)).outputs.outcome).toBe('started');
    // The push comes while the job works: queued for the sweep.
    const pushed = await prRun('synchronize', HEAD2);
    expect(pushed.outputs.outcome).toBe('started');
    expect(messages()).toHaveLength(0);
    serviceNow = 61_000;
    // The sweep claims the finish, then GitHub is slow to answer its comparison.
    let letGo: (value?: unknown) => void = () => undefined;
    const held = new Promise((resolve) => (letGo = resolve));
    const compare = /\/compare\/[0-9a-f]{40}\.\.\.[0-9a-f]{40}/;
    github.faults.push({ method: 'GET', path: compare, status: 200, until: held });
    const mark = github.requests.length;
    const swept = sweep();
    await arrived('GET', compare, mark);
    // Meanwhile the pull request's next run (a label) reads the same state.
    const labelled = await prRun('labeled', HEAD2, ['agent-job-pending']);
    letGo();
    const sweepRun = await swept;
    const told = () => messages().filter((m) => m.includes('Add the --flag option')).length;
    expect({ told: told(), label: labelled.outputs.outcome, sweep: sweepRun.outputs.outcome }).toEqual({
      told: 1,
      label: 'started',
      sweep: 'completed',
    });
    expect(labelled.log.join('\n')).toMatch(/Another run is finishing job job-started-1, so nothing is sent now/);
    // The job ends; the next sweep finishes what the label's run queued, telling nothing again.
    serviceNow = 200_000;
    await sweep();
    expect(told()).toBe(1);
    expect(github.checkRuns.filter((run) => run.head_sha === HEAD2).map((run) => run.status)).not.toContain(
      'in_progress',
    );
  });

  it('a command queued while the job was busy goes after the earlier command whose run was cancelled while pending', async () => {
    expect((await prRun('opened', HEAD1)).outputs.outcome).toBe('started');
    // The run of the first command was cancelled while pending: it is only a comment.
    const first = github.addComment(`${PR_REPOSITORY}#5`, '/docs first: mention A', 'lead');
    // The second command's run comes while the job works: queued for the sweep.
    expect((await commentRun('/docs second: mention B')).outputs.outcome).toBe('started');
    expect(messages()).toHaveLength(0);
    serviceNow = 61_000;
    await sweep();
    serviceNow = 200_000;
    await sweep();
    serviceNow = 400_000;
    await prRun('labeled', HEAD1, ['agent-job-pending']);
    const all = messages().join('\n====\n');
    expect({ a: all.split('mention A').length - 1, b: all.split('mention B').length - 1 }).toEqual({ a: 1, b: 1 });
    expect(all.indexOf('mention A')).toBeLessThan(all.indexOf('mention B'));
    const rockets = (id: number) => github.reactions.filter((r) => r.commentId === id && r.content === 'rocket');
    const second = github.comments.find((c) => c.body.startsWith('/docs second'));
    expect([rockets(first.id).length, rockets(second?.id ?? 0).length]).toEqual([1, 1]);
  });
});
