/**
 * One job per product pull request for its whole life, proven on the bundled action: the first
 * run starts the job, and a push (`synchronize`) tells that job what changed instead of starting
 * another. Shapes: new commits, a force-push, a merge of the base branch only, a failed job, a
 * merged docs pull request, `on-push: new-job` and `ignore`, a head already told.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
const PROMPT = 'Document the changes of this pull request.';
const [HEAD1, HEAD2, HEAD3] = ['1', '2', '3'].map((digit) => digit.repeat(40)) as [string, string, string];

let github: SimGitHub;
let runId = 9300;
afterEach(() => github.close());
beforeEach(() => {
  runId += 10;
});

type Comparisons = NonNullable<Parameters<typeof startSimulatedGitHub>[0]['comparisons']>;

async function useGitHub(
  comparisons: Comparisons = {},
  docsPull: Record<string, unknown> = { state: 'open' },
  commits?: string[],
) {
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, readable: ['acme/docs'], pullRequests: 'write', checks: 'write' },
    },
    pulls: {
      [`${PR_REPOSITORY}#5`]: {
        number: 5,
        head: { sha: HEAD2 },
        files: ['src/flag.ts', 'src/parse.ts'],
        ...(commits ? { commits } : {}),
      },
      'acme/docs#101': {
        number: 101,
        draft: false,
        merged: false,
        head: { sha: 'f'.repeat(40), ref: 'agent/x' },
        ...docsPull,
      },
    },
    comparisons,
  });
}

/** A run of the product pull request's workflow on `action` at `head`. */
function act(action: string, head: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
  runId++;
  const event = eventFile({
    action,
    pull_request: {
      number: 5,
      draft: false,
      labels: [],
      head: { sha: head, repo: { full_name: PR_REPOSITORY } },
      base: { repo: { full_name: PR_REPOSITORY } },
    },
  });
  return runAction(
    sim.inputs({
      prompt: PROMPT,
      'report-token': REPORT_TOKEN,
      'github-token': REPORT_TOKEN,
      'check-name': 'Docs',
      ...inputs,
    }),
    { killAfterMs: 25_000, env: pullRequestEnv(github.url, runId, { GITHUB_EVENT_PATH: event, GITHUB_ACTOR: 'dev' }) },
  );
}

const posts = () => sim.requests().filter((request) => request.method === 'POST');
const messages = () => posts().filter((request) => request.url.endsWith('/message'));
const said = (request: { body?: string }): string =>
  String((JSON.parse(request.body ?? '{}') as { prompt?: unknown }).prompt);

describe('a push to the product pull request', () => {
  it('tells the job started on open what changed: its new commits and files, never the prompt again', async () => {
    await useGitHub({
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [
          { sha: 'a'.repeat(40), message: 'Add the --flag option\n\nLong body.' },
          { sha: 'b'.repeat(40), message: 'Parse it' },
        ],
        files: ['src/flag.ts', 'src/parse.ts'],
      },
    });
    const opened = await act('opened', HEAD1);
    expect(opened.outputs.outcome).toBe('completed');
    const job = opened.outputs['job-id'];
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.outputs.outcome).toBe('completed');
    expect(pushed.outputs['job-id']).toBe(job);
    expect(pushed.outputs.started).toBe('false');
    expect(posts()).toHaveLength(2);
    const [message] = messages();
    expect(message?.url).toContain(`/job/${job}/message`);
    const text = said(message ?? {});
    expect(text).toContain(`acme/product#5 changed since ${HEAD1}; its head is now ${HEAD2}`);
    expect(text).toContain(`- ${'a'.repeat(40)} Add the --flag option`);
    expect(text).toContain(`- ${'b'.repeat(40)} Parse it`);
    expect(text).toContain('- src/parse.ts');
    expect(text).not.toContain(PROMPT);
    expect(text).not.toContain('Long body');
    // One comment for the pull request's life, its conversation naming both turns.
    expect(github.comments).toHaveLength(1);
  });

  it("what a push's commits and files say (the key, workflow commands, %0A, a line break, a huge title) leaves only through the log", async () => {
    const hostile = [
      `Leak ${DEMO_API_KEY}`,
      '::error::boom',
      'x ##[warning]spoof %0A::error::encoded',
      'T'.repeat(200_000),
    ];
    await useGitHub({
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: hostile.map((message, i) => ({ sha: String(i + 4).repeat(40), message })),
        files: ['src/a\n::error::from-a-file-name.ts', `src/${DEMO_API_KEY}.ts`],
      },
    });
    await act('opened', HEAD1);
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.outputs.outcome).toBe('completed');
    // The service gets the message whole but redacted (the agent may copy it into a public pull request); nothing the step writes shows the key.
    expect(said(messages()[0] ?? {})).toContain('::error::boom');
    const written = [
      // The runner's own mask command names the key so that it can hide it.
      pushed.stdout
        .split('\n')
        .filter((line) => !line.startsWith('::add-mask::'))
        .join('\n'),
      pushed.summary,
      JSON.stringify(pushed.outputs),
      ...github.comments.map((comment) => comment.body),
      ...github.checkRuns.map((run) => JSON.stringify(run.output)),
    ].join('\n');
    expect(written).not.toContain(DEMO_API_KEY);
    expect(pushed.annotations.filter((a) => /boom|spoof|encoded|file-name/.test(a.message))).toEqual([]);
    for (const line of pushed.stdout.split('\n')) {
      expect(line).not.toMatch(/^::error::(boom|encoded|from-a-file-name)/);
      expect(line).not.toContain('##[warning]spoof');
    }
  });

  it('a push whose commit subjects and file names carry the api-key and a piece of the github-token: the follow-up, the comment and the check run hold neither', async () => {
    // A piece: a start of a secret six characters past its public prefix, as a wrapped subject keeps it.
    const keyPiece = DEMO_API_KEY.slice(0, 'mint_'.length + 6);
    const tokenPiece = REPORT_TOKEN.slice(0, 'ghs_'.length + 6);
    await useGitHub({
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [
          { sha: 'a'.repeat(40), message: `Rotate ${DEMO_API_KEY} out` },
          { sha: 'b'.repeat(40), message: `Wrap ${REPORT_TOKEN.slice(0, 14)}\n${REPORT_TOKEN.slice(14)}` },
        ],
        files: [`docs/${DEMO_API_KEY}.md`, `src/${REPORT_TOKEN.slice(0, 12)}.ts`],
      },
    });
    await act('opened', HEAD1);
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.outputs.outcome).toBe('completed');
    const text = said(messages()[0] ?? {});
    expect(text).toContain(`- ${'a'.repeat(40)} Rotate *** out`);
    expect(text).toContain(`- ${'b'.repeat(40)} Wrap ***`);
    expect(text).toContain('- docs/***.md');
    expect(text).toContain('- src/***.ts');
    const sentToGitHub = JSON.stringify(github.requests.map((request) => request.body ?? null));
    for (const piece of [keyPiece, tokenPiece]) {
      expect(text).not.toContain(piece);
      expect(sentToGitHub).not.toContain(piece);
    }
  });

  it('a second push is told from the head the first push told, not from the start', async () => {
    await useGitHub({
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'a'.repeat(40), message: 'One' }],
        files: ['src/a.ts'],
      },
      [`${PR_REPOSITORY}:${HEAD2}...${HEAD3}`]: {
        commits: [{ sha: 'c'.repeat(40), message: 'Two' }],
        files: ['src/b.ts'],
      },
    });
    await act('opened', HEAD1);
    await act('synchronize', HEAD2);
    const second = await act('synchronize', HEAD3);
    expect(second.outputs.outcome).toBe('completed');
    const last = said(messages().at(-1) ?? {});
    expect(last).toContain(`- ${'c'.repeat(40)} Two`);
    expect(last).not.toContain('One');
    expect(messages()).toHaveLength(2);
  });

  it('a force-push: the job is told the history was rewritten, with every change against the base', async () => {
    await useGitHub({});
    await act('opened', HEAD1);
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.outputs.outcome).toBe('completed');
    const text = said(messages()[0] ?? {});
    expect(text).toContain(`was rewritten since ${HEAD1} (a force-push)`);
    expect(text).toContain("All of the pull request's changes against its base:\n- src/flag.ts\n- src/parse.ts");
  });

  it('a comparison GitHub refuses while the last head is still in the history: told of new commits, and a warning', async () => {
    await useGitHub({}, { state: 'open' }, [HEAD1, HEAD2]);
    await act('opened', HEAD1);
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.outputs.outcome).toBe('completed');
    const text = said(messages()[0] ?? {});
    expect(text).toContain(`has new commits; its head is now ${HEAD2}. What they change could not be listed.`);
    expect(text).not.toContain('force-push');
    expect(pushed.annotations.map((a) => a.message).join('\n')).toContain("needs 'contents: read'");
  });

  it("with 'paths', a push that changes only files outside it sends nothing", async () => {
    await useGitHub({
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'a'.repeat(40), message: 'Tests' }],
        files: ['tests/a.test.ts'],
      },
    });
    await act('opened', HEAD1, { paths: 'src/**' });
    const pushed = await act('synchronize', HEAD2, { paths: 'src/**' });
    expect(pushed.outputs.outcome).toBe('nothing-new');
    expect(messages()).toHaveLength(0);
    expect(pushed.log.join('\n')).toContain("No file this push changes matches 'paths'");
  });

  it('a merge of the base branch only is not news: nothing sent, and the check run shows the job as it is', async () => {
    await useGitHub({
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'a'.repeat(40), message: "Merge branch 'main' into feature", merge: true }],
        files: ['README.md'],
      },
    });
    await act('opened', HEAD1);
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.exitCode).toBe(0);
    expect(pushed.outputs.outcome).toBe('nothing-new');
    expect(messages()).toHaveLength(0);
    const check = github.checkRuns.find((run) => run.head_sha === HEAD2);
    expect(check).toMatchObject({ status: 'completed', conclusion: 'success' });
  });

  it('after the job failed, a push starts a new job with the prompt', async () => {
    await useGitHub({});
    sim.service().endLiveJobsAs('failed');
    const opened = await act('opened', HEAD1, { 'fail-on': 'none' });
    expect(opened.outputs.status).toBe('failed');
    sim.service().endLiveJobsAs('completed');
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.outputs.started).toBe('true');
    expect(pushed.outputs['job-id']).not.toBe(opened.outputs['job-id']);
    expect(said(posts().at(-1) ?? {})).toBe(PROMPT);
    expect(pushed.log.join('\n')).toContain('failed. This run starts a new job with the prompt.');
  });

  it("a merged pull request the job's link names on another branch than the job's is no news: the push is told", async () => {
    await useGitHub({}, { state: 'closed', merged: true, head: { sha: 'f'.repeat(40), ref: 'feature-7' } });
    await act('opened', HEAD1);
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.outputs.started).toBe('false');
    expect(messages()).toHaveLength(1);
  });

  it('after the docs pull request was merged, a push starts a new job with the prompt', async () => {
    // The docs pull request is on the branch of the job that opened it (another's would be no news).
    const head = { sha: 'f'.repeat(40), ref: '' };
    await useGitHub({}, { state: 'closed', merged: true, head });
    const opened = await act('opened', HEAD1);
    head.ref = `agent/${opened.outputs['job-id'] ?? ''}`;
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.outputs.started).toBe('true');
    expect(messages()).toHaveLength(0);
    expect(pushed.log.join('\n')).toContain('acme/docs#101 was merged. This run starts a new job with the prompt.');
  });

  it.each([
    ['new-job', 'completed', 2],
    ['ignore', 'nothing-new', 1],
  ])('on-push: %s', async (onPush, outcome, starts) => {
    await useGitHub({});
    await act('opened', HEAD1);
    const pushed = await act('synchronize', HEAD2, { 'on-push': onPush });
    expect(pushed.outputs.outcome).toBe(outcome);
    expect(posts().filter((request) => !request.url.endsWith('/message'))).toHaveLength(starts);
    expect(messages()).toHaveLength(0);
  });

  it('a label added after the job failed never hides the failure behind a skipped check run', async () => {
    await useGitHub({});
    sim.service().endLiveJobsAs('failed');
    const opened = await act('opened', HEAD1);
    expect(opened.outputs.outcome).toBe('failed');
    sim.service().endLiveJobsAs('completed');
    const labelled = await act('labeled', HEAD1);
    // A failed job is not kept: the event starts a new one with the prompt, and its check run follows it.
    expect(labelled.outputs.started).toBe('true');
    expect(github.checkRuns.filter((run) => run.conclusion === 'skipped')).toEqual([]);
  });

  it('a label on a pull request whose job was told this head: nothing new, the check run shows the job', async () => {
    await useGitHub({});
    await act('opened', HEAD1);
    const labelled = await act('labeled', HEAD1);
    expect(labelled.outputs.outcome).toBe('nothing-new');
    expect(posts()).toHaveLength(1);
    expect(github.checkRuns.filter((run) => run.conclusion === 'skipped')).toEqual([]);
  });

  it("a re-run of a push's run waits for the job again and sends nothing twice", async () => {
    await useGitHub({
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'a'.repeat(40), message: 'One' }],
        files: ['src/a.ts'],
      },
    });
    await act('opened', HEAD1);
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.outputs.outcome).toBe('completed');
    // The push's own run (act numbered it runId), attempt 2.
    const rerun = await runAction(
      sim.inputs({ prompt: PROMPT, 'report-token': REPORT_TOKEN, 'github-token': REPORT_TOKEN, 'check-name': 'Docs' }),
      {
        killAfterMs: 25_000,
        env: pullRequestEnv(github.url, runId, {
          GITHUB_RUN_ATTEMPT: '2',
          GITHUB_ACTOR: 'dev',
          GITHUB_EVENT_PATH: eventFile({
            action: 'synchronize',
            pull_request: {
              number: 5,
              head: { sha: HEAD2, repo: { full_name: PR_REPOSITORY } },
              base: { repo: { full_name: PR_REPOSITORY } },
            },
          }),
        }),
      },
    );
    expect(rerun.outputs.outcome).toBe('completed');
    expect(rerun.outputs['job-id']).toBe(pushed.outputs['job-id']);
    expect(rerun.outputs.resumed).toBe('true');
    expect(rerun.log).toContain(
      `Re-run: attempt 1 of this run already sent the message to job ${pushed.outputs['job-id'] ?? ''}, so this attempt waited for it and sent nothing (on-rerun: resume).`,
    );
    expect(posts()).toHaveLength(2);
  });

  it("on-rerun: start: a re-run of a push's run sends the message again, as the README says of every re-run", async () => {
    await useGitHub({
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'a'.repeat(40), message: 'One' }],
        files: ['src/a.ts'],
      },
    });
    await act('opened', HEAD1, { 'on-rerun': 'start' });
    const pushed = await act('synchronize', HEAD2, { 'on-rerun': 'start' });
    expect(pushed.outputs.outcome).toBe('completed');
    const rerun = await runAction(
      sim.inputs({
        ...{ prompt: PROMPT, 'report-token': REPORT_TOKEN, 'github-token': REPORT_TOKEN, 'check-name': 'Docs' },
        'on-rerun': 'start',
      }),
      {
        killAfterMs: 25_000,
        env: pullRequestEnv(github.url, runId, {
          GITHUB_RUN_ATTEMPT: '2',
          GITHUB_ACTOR: 'dev',
          GITHUB_EVENT_PATH: eventFile({
            action: 'synchronize',
            pull_request: {
              number: 5,
              head: { sha: HEAD2, repo: { full_name: PR_REPOSITORY } },
              base: { repo: { full_name: PR_REPOSITORY } },
            },
          }),
        }),
      },
    );
    expect(rerun.outputs.outcome).toBe('completed');
    expect(rerun.outputs.resumed).not.toBe('true');
    expect(rerun.log).toContain("This is attempt 2 of the run; 'on-rerun' is 'start', so the message is sent again.");
    expect(posts()).toHaveLength(3);
  });

  it.each([
    // The token refused for good: no later run reads more with it, so the step fails with the fix.
    [
      'its comments are refused',
      { status: 403, body: { message: 'Resource not accessible by integration' }, times: 10 },
      1,
      'Nothing sent: the token was refused',
    ],
    [
      'its comments answer a page that is not a list',
      { status: 200, body: { message: 'odd' }, times: 10 },
      0,
      'so nothing is sent: a new job could be a second one',
    ],
  ])('a push when %s: no second job, said, nothing sent', async (_, fault, exitCode, said) => {
    await useGitHub({});
    await act('opened', HEAD1);
    github.faults.push({ method: 'GET', path: /\/issues\/5\/comments$/, ...fault });
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.exitCode).toBe(exitCode);
    // A step that fails hands on `error`, never a `nothing-new` a later step would take for "all is well".
    expect(pushed.outputs.outcome).toBe(exitCode === 0 ? 'nothing-new' : 'error');
    expect(posts()).toHaveLength(1);
    expect(pushed.annotations.map((a) => a.message).join('\n')).toContain(said);
  });

  it('a head the job was already told about (a re-sent event) sends nothing', async () => {
    await useGitHub({});
    await act('opened', HEAD1);
    const again = await act('synchronize', HEAD1);
    expect(again.outputs.outcome).toBe('nothing-new');
    expect(posts()).toHaveLength(1);
  });
});
