/**
 * Talking to the agent from the pull request (`follow-up-command`), proven on the bundled action:
 * a workflow on `pull_request` starts the job; a comment on the pull request starts another run,
 * whose step reads the comment, checks its author's permission on GitHub and sends the rest of
 * the comment to the job the first run recorded. Members, outsiders, bots and edits, against
 * the simulated service and the simulated GitHub API.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startSimulatedGitHub, userIdOf, type SimGitHub, type TokenGrant } from '../sim/github-api.ts';
import { commentMarker } from '../src/pull-request/record.ts';
import {
  commentEventEnv,
  PR_HEAD,
  PR_REPOSITORY as REPOSITORY,
  PR_STEP,
  pullRequestEnv,
  REPORT_TOKEN,
} from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';
import { until } from './helpers/until.ts';

// A job reads active once after its start or a message, whatever the time: a /docs run after a
// start (wait: false) meets the job active, and its message is answered by the read after next.
// The project takes a second admin key, as it does while the first is rotated out.
const ROTATED_KEY = 'mint_rotated0123456789abcdef';
const sim = useSimulatedService({ activeReads: 1, otherApiKeys: [ROTATED_KEY] });
let github: SimGitHub;
let runId = 9000;
beforeEach(async () => {
  runId += 10;
  github = await startSimulatedGitHub({
    tokens: { [REPORT_TOKEN]: { repository: REPOSITORY, pullRequests: 'write', checks: 'write' } },
    collaborators: {
      lead: { permission: 'write', role_name: 'maintain' },
      reader: { permission: 'read', role_name: 'read' },
    },
    // A comment's run finds the pull request's head here, for its check run.
    pulls: { [`${REPOSITORY}#5`]: { number: 5, head: { sha: PR_HEAD } } },
  });
});
afterEach(() => github.close());

const tokens = { 'report-token': REPORT_TOKEN, 'github-token': '' };

/** The run on `pull_request` that starts the job and keeps the comment that records it. */
const start = (extra: Record<string, string> = {}): Promise<ActionRun> =>
  runAction(sim.inputs({ prompt: 'Document the new flag.', ...tokens, ...extra }), {
    killAfterMs: 25_000,
    env: pullRequestEnv(github.url, runId),
  });

/** A comment on the pull request, and the run it starts with `follow-up-command: /docs`. */
async function comment(
  body: string,
  login = 'lead',
  change: { type?: string; action?: string; inputs?: Record<string, string>; run?: number } = {},
): Promise<{ run: ActionRun; id: number }> {
  const written = github.addComment(`${REPOSITORY}#5`, body, login);
  const event = { id: written.id, body, login, ...change };
  const run = await runAction(sim.inputs({ 'follow-up-command': '/docs', ...tokens, ...change.inputs }), {
    killAfterMs: 25_000,
    env: commentEventEnv(github.url, runId + (change.run ?? 1), event),
  });
  return { run, id: written.id };
}

const messages = (): string[] =>
  sim
    .requests()
    .filter((r) => r.method === 'POST' && r.url.endsWith('/message'))
    .map((r) => r.url);
/** The texts the follow-ups sent, in order. */
const sent = (): string[] =>
  sim
    .requests()
    .filter((r) => r.method === 'POST' && r.url.endsWith('/message'))
    .map((r) => String(r.body ?? ''));
const reactionsOn = (id: number): string[] => github.reactions.filter((r) => r.commentId === id).map((r) => r.content);
const replies = (): string[] =>
  github.comments.filter((c) => c.user.login === 'github-actions[bot]' && !c.body.includes('<!--')).map((c) => c.body);

describe('a member talks to the agent from the pull request', () => {
  it('sends the rest of the comment to the job started on the pull request, once it is no longer active', async () => {
    const started = await start({ wait: 'false' });
    const job = started.outputs['job-id'] ?? '';
    const { run, id } = await comment('/docs make the intro shorter\n\nand fix the typo');
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'completed', 'job-id': job, started: 'false' });
    expect(messages()).toEqual([`/v2/agent/demo-project/job/${job}/message`]);
    const post = sim.requests().find((r) => r.url.endsWith('/message'));
    expect(post?.body).toContain('make the intro shorter\\n\\nand fix the typo');
    // The job was still active from its start: the message waited for it.
    expect(run.log).toContain(`Job ${job} is active; the follow-up is sent once it is not.`);
    expect(reactionsOn(id)).toEqual(['eyes', 'rocket']);
    expect(replies()).toEqual([]);
  });

  it('a command that carries the api-key and a piece of the report-token: the message sent, the comment and the reply hold neither', async () => {
    const keyPiece = DEMO_API_KEY.slice(0, 'mint_'.length + 6);
    const tokenPiece = REPORT_TOKEN.slice(0, 'ghs_'.length + 6);
    const started = await start({ wait: 'false' });
    const job = started.outputs['job-id'] ?? '';
    const { run } = await comment(`/docs use ${DEMO_API_KEY} here\n\nand ${REPORT_TOKEN.slice(0, 16)} there`);
    expect(run.outputs).toMatchObject({ outcome: 'completed', 'job-id': job });
    const post = sim.requests().find((r) => r.url.endsWith('/message'));
    const sent = String((JSON.parse(post?.body ?? '{}') as { prompt?: unknown }).prompt);
    expect(sent).toBe('use *** here\n\nand *** there');
    // What the action wrote on GitHub: the job's comment, which shows the conversation, and the check run.
    const written = JSON.stringify(github.requests.map((request) => request.body ?? null));
    for (const piece of [keyPiece, tokenPiece]) expect(written).not.toContain(piece);
    // The comment shows the turn as sent, escaped for HTML.
    expect(written).toContain('use &#42;&#42;&#42; here');
  });

  it('sends only after a read that says the job is not active: a status it could not read is no news', async () => {
    sim
      .service()
      .setJob('job-flaky', [
        { http: 503, body: '{"error":"down"}' },
        { body: '<html>proxy</html>' },
        { job: { id: 'job-flaky', status: 'completed' } },
      ]);
    const { run } = await comment('/docs shorter', 'lead', { inputs: { 'job-id': 'job-flaky' } });
    expect(run.outputs).toMatchObject({ outcome: 'completed', 'job-id': 'job-flaky' });
    const order = sim.requests().map((r) => (r.method === 'POST' ? 'POST' : 'GET'));
    // Two reads that said nothing, one that said completed, and only then the message.
    expect(order.slice(0, 4)).toEqual(['GET', 'GET', 'GET', 'POST']);
    expect(run.log.filter((line) => line.startsWith('The status of job job-flaky could not be read'))).toHaveLength(2);
  });

  it.each([
    ['/docs, add an example', 'add an example'],
    ['/Docs. Add an example', 'Add an example'],
    ['/docs; add an example', 'add an example'],
  ])('sends %j as a command: a sign after the word, as people write it', async (body, message) => {
    const { run, id } = await comment(body, 'lead', { inputs: { 'job-id': 'job-pr' } });
    expect(run.outputs).toMatchObject({ outcome: 'completed', 'job-id': 'job-pr' });
    const post = sim.requests().find((r) => r.url.endsWith('/message'));
    expect((JSON.parse(post?.body ?? '{}') as { prompt?: unknown }).prompt).toBe(message);
    expect(reactionsOn(id)).toEqual(['eyes', 'rocket']);
    expect(run.log.join('\n')).not.toContain('does not begin with');
  });

  it('sends to job-id when it is given, with no comment of the action needed', async () => {
    const { run, id } = await comment('/docs shorter', 'lead', { inputs: { 'job-id': 'job-pr' } });
    expect(run.outputs).toMatchObject({ outcome: 'completed', 'job-id': 'job-pr' });
    expect(messages()).toEqual(['/v2/agent/demo-project/job/job-pr/message']);
    expect(reactionsOn(id)).toEqual(['eyes', 'rocket']);
  });
});

describe('two commands at once', () => {
  it('are both sent, once each, in the order they were written, whichever run starts first', async () => {
    const started = await start({ wait: 'false' });
    const job = started.outputs['job-id'] ?? '';
    const first = github.addComment(`${REPOSITORY}#5`, '/docs first: shorten the intro', 'lead');
    const second = github.addComment(`${REPOSITORY}#5`, '/docs second: fix the typo', 'lead');
    // Each in progress while it runs, as the Actions API lists it: neither takes the other's claim for a dead run's.
    const runFor = (written: { id: number; body: string }, offset: number): Promise<ActionRun> => {
      const env = commentEventEnv(github.url, runId + offset, { id: written.id, body: written.body, login: 'lead' });
      return github.running(env, () =>
        runAction(sim.inputs({ 'follow-up-command': '/docs', ...tokens }), { killAfterMs: 25_000, env }),
      );
    };
    // The later comment's run starts first: the earlier one's begins once the later one has claimed its comment.
    const later = runFor(second, 3);
    await until(() => reactionsOn(second.id).includes('eyes'));
    const [secondRun, firstRun] = await Promise.all([later, runFor(first, 2)]);
    expect([firstRun.outputs.outcome, secondRun.outputs.outcome]).toEqual(['completed', 'completed']);
    const sent = sim
      .requests()
      .filter((r) => r.method === 'POST' && r.url.endsWith(`/job/${job}/message`))
      .map((r) => String(r.body));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toContain('first: shorten the intro');
    expect(sent[1]).toContain('second: fix the typo');
    expect(reactionsOn(first.id)).toEqual(['eyes', 'rocket']);
    expect(reactionsOn(second.id)).toEqual(['eyes', 'rocket']);
  });
});

describe('order on doubt', () => {
  it('a list of comments GitHub cannot read now holds the command until it can, then sends it once', async () => {
    await github.close();
    github = await startSimulatedGitHub({
      tokens: { [REPORT_TOKEN]: { repository: REPOSITORY, pullRequests: 'write' } },
      collaborators: { lead: { permission: 'write', role_name: 'write' } },
      // The job look-up's read and the first "anything earlier?" read both fail.
      faults: [{ method: 'GET', path: /\/issues\/5\/comments$/, status: 404, times: 2 }],
    });
    const { run, id } = await comment('/docs shorter', 'lead', { inputs: { 'job-id': 'job-pr' } });
    expect(run.outputs.outcome).toBe('completed');
    // Read a third time, after the failed one, before the message went.
    const lists = github.requests.filter((r) => r.method === 'GET' && /\/issues\/5\/comments\?/.test(r.url));
    expect(lists.length).toBeGreaterThanOrEqual(3);
    expect(messages()).toEqual(['/v2/agent/demo-project/job/job-pr/message']);
    expect(reactionsOn(id)).toEqual(['eyes', 'rocket']);
  });
});

describe('the queue of commands lives on GitHub: none is lost, none sent twice', () => {
  const WORKFLOW = { GITHUB_WORKFLOW_REF: `${REPOSITORY}/.github/workflows/converse.yml@refs/heads/main` };
  const minutesAgo = (minutes: number): string => new Date(github.now() - minutes * 60_000).toISOString();

  async function gitHubWith(
    runs: Array<{ id: number; path: string; status: string; event: string }> | undefined,
  ): Promise<void> {
    await github.close();
    github = await startSimulatedGitHub({
      tokens: {
        [REPORT_TOKEN]: {
          repository: REPOSITORY,
          pullRequests: 'write',
          ...(runs ? { actions: 'read' as const } : {}),
        },
      },
      collaborators: { lead: { permission: 'write', role_name: 'write' } },
      ...(runs ? { workflowRuns: runs } : {}),
    });
  }

  it.each([
    ['run never came (cancelled while pending)', undefined, [] as string[], 3],
    ['run crashed: the Actions API lists no other run of the workflow', [], ['eyes'], 1],
    ['run crashed long ago, and the Actions API cannot be read', undefined, ['eyes'], 20],
  ])(
    'an earlier command whose %s is sent first by the next run, once, and told so',
    async (_, runs, claims, minutes) => {
      await gitHubWith(runs);
      const started = await start({ wait: 'false' });
      const job = started.outputs['job-id'] ?? '';
      const first = github.addComment(`${REPOSITORY}#5`, '/docs first: shorten the intro', 'lead');
      first.created_at = first.updated_at = minutesAgo(minutes);
      for (const content of claims)
        github.reactions.push({
          id: 50_000,
          commentId: first.id,
          content,
          login: 'github-actions[bot]',
          created_at: minutesAgo(minutes),
        });
      const written = github.addComment(`${REPOSITORY}#5`, '/docs second: fix the typo', 'lead');
      const run = await runAction(sim.inputs({ 'follow-up-command': '/docs', ...tokens }), {
        killAfterMs: 25_000,
        env: commentEventEnv(github.url, runId + 3, { id: written.id, body: written.body, login: 'lead' }, WORKFLOW),
      });
      expect(run.outputs.outcome).toBe('completed');
      const sent = sim
        .requests()
        .filter((r) => r.method === 'POST' && r.url.endsWith(`/job/${job}/message`))
        .map((r) => String(r.body));
      expect(sent).toHaveLength(2);
      expect(sent[0]).toContain('first: shorten the intro');
      expect(sent[1]).toContain('second: fix the typo');
      expect(reactionsOn(first.id)).toEqual(['eyes', 'rocket']);
      expect(reactionsOn(written.id)).toEqual(['eyes', 'rocket']);
      expect(replies()).toEqual([
        expect.stringMatching(
          new RegExp(`^lead: the run for your comment ${first.id} did not answer it .* sent it to the job\\.$`),
        ),
      ]);
    },
  );

  it('waits on an earlier command whose claim may be alive (another run of the workflow is in progress)', async () => {
    await gitHubWith([
      {
        id: 777,
        path: '.github/workflows/converse.yml@refs/heads/main',
        status: 'in_progress',
        event: 'issue_comment',
      },
    ]);
    await start({ wait: 'false' });
    const first = github.addComment(`${REPOSITORY}#5`, '/docs first', 'lead');
    github.reactions.push({ id: 50_001, commentId: first.id, content: 'eyes', login: 'github-actions[bot]' });
    const written = github.addComment(`${REPOSITORY}#5`, '/docs second', 'lead');
    const run = await runAction(sim.inputs({ 'follow-up-command': '/docs', ...tokens, timeout: '6s' }), {
      killAfterMs: 25_000,
      env: commentEventEnv(github.url, runId + 3, { id: written.id, body: written.body, login: 'lead' }, WORKFLOW),
    });
    expect(run.outputs.outcome).toBe('timed-out');
    expect(messages()).toEqual([]);
    expect(reactionsOn(first.id)).toEqual(['eyes']);
  });

  it('a run that finds the claim on its own comment already made (a later run took it over) sends nothing', async () => {
    await gitHubWith(undefined);
    await start({ wait: 'false' });
    const mine = github.addComment(`${REPOSITORY}#5`, '/docs mine', 'lead');
    github.reactions.push({ id: 50_002, commentId: mine.id, content: 'eyes', login: 'github-actions[bot]' });
    const run = await runAction(sim.inputs({ 'follow-up-command': '/docs', ...tokens }), {
      killAfterMs: 25_000,
      env: commentEventEnv(github.url, runId + 4, { id: mine.id, body: mine.body, login: 'lead' }, WORKFLOW),
    });
    expect(run.outputs.outcome).toBe('skipped');
    expect(run.log.join('\n')).toContain('another run of this workflow has already taken this command');
    expect(messages()).toEqual([]);
  });
});

describe('a command whose run is cancelled', () => {
  it("stays owed, its claim let go before the run ends; the next command's run sends it first, once", async () => {
    sim
      .service()
      .setJob('job-busy', [
        { job: { status: 'active' } },
        { job: { status: 'active' } },
        { job: { status: 'completed' } },
      ]);
    const first = github.addComment(`${REPOSITORY}#5`, '/docs first', 'lead');
    const cancelled = await runAction(
      sim.inputs({ 'follow-up-command': '/docs', ...tokens, 'job-id': 'job-busy', 'poll-interval': '1s' }),
      {
        killAfterMs: 25_000,
        env: commentEventEnv(github.url, runId + 1, { id: first.id, body: first.body, login: 'lead' }),
        onStart: (child) => {
          let seen = '';
          child.stdout?.on('data', (chunk: Buffer) => {
            seen += chunk.toString();
            if (seen.includes('is active; the follow-up is sent once it is not')) child.kill('SIGINT');
          });
        },
      },
    );
    expect(cancelled.outputs.outcome).toBe('cancelled');
    // Was: 😕 ("write it again"), though the message never left: the command was lost.
    expect(reactionsOn(first.id)).toEqual([]);
    // The next command comes minutes later: the first, unclaimed that long, is no pending run's.
    first.created_at = first.updated_at = new Date(github.now() - 3 * 60_000).toISOString();
    const second = await comment('/docs second', 'lead', { inputs: { 'job-id': 'job-busy', timeout: '20s' }, run: 2 });
    expect(second.run.outputs.outcome).toBe('completed');
    expect(second.run.log.join('\n')).not.toContain('An earlier command on this pull request may still be on its way');
    expect(sent()).toEqual([JSON.stringify({ prompt: 'first' }), JSON.stringify({ prompt: 'second' })]);
    expect([reactionsOn(first.id), reactionsOn(second.id)]).toEqual([
      ['eyes', 'rocket'],
      ['eyes', 'rocket'],
    ]);
  });

  it.each([
    ['hangs on every write', { status: 201, delayMs: 60_000 }],
    ['answers every write 502', { status: 502 }],
  ])(
    "ends within the runner's grace when GitHub %s after the cancel, outputs and summary written",
    async (_, fault) => {
      sim.service().setJob('job-busy', [{ job: { status: 'active' } }]);
      const first = github.addComment(`${REPOSITORY}#5`, '/docs first', 'lead');
      let signalledAt = 0;
      const cancelled = await runAction(
        sim.inputs({ 'follow-up-command': '/docs', ...tokens, 'job-id': 'job-busy', 'poll-interval': '1s' }),
        {
          killAfterMs: 25_000,
          env: commentEventEnv(github.url, runId + 1, { id: first.id, body: first.body, login: 'lead' }),
          // GitHub's own pauses between tries, which the budget after a cancel must cut short.
          githubPacing: true,
          onStart: (child) => {
            let seen = '';
            child.stdout?.on('data', (chunk: Buffer) => {
              seen += chunk.toString();
              if (signalledAt || !seen.includes('is active; the follow-up is sent once it is not')) return;
              for (const method of ['POST', 'PATCH']) github.faults.push({ method, times: 100, ...fault });
              signalledAt = performance.now();
              child.kill('SIGINT');
            });
          },
        },
      );
      expect(performance.now() - signalledAt).toBeLessThan(7_500);
      expect(cancelled.outputs.outcome).toBe('cancelled');
      expect(cancelled.summary).toContain('job-busy');
    },
  );
});

describe("a command's reads end within the step's timeout and read every page", () => {
  it.each([
    ['the permission', /\/permission$/],
    ['the comments', /\/issues\/5\/comments$/],
  ])('%s GitHub never answers: the step ends at its 2 s timeout, not 20 s later', async (_, hanging) => {
    await github.close();
    github = await startSimulatedGitHub({
      tokens: { [REPORT_TOKEN]: { repository: REPOSITORY, pullRequests: 'write' } },
      collaborators: { lead: { permission: 'write', role_name: 'write' } },
      faults: [{ method: 'GET', path: hanging, status: 200, body: [], delayMs: 60_000, times: 100 }],
    });
    const { run } = await comment('/docs shorter', 'lead', { inputs: { timeout: '2s', 'poll-interval': '1s' } });
    // The step's timeout cut the reads: it says so, not "skipped", and marks nothing 😕 (the next run answers it).
    expect(run.outputs.outcome).toBe('timed-out');
    expect(run.summary).toContain('Timed out while');
    expect(github.reactions.filter((r) => r.content === 'confused')).toEqual([]);
    expect(messages()).toEqual([]);
    // The old fixed budget ended these reads after 20 s; the step's own is 2 s.
    expect(run.durationMs).toBeLessThan(15_000);
  });

  it.each([0, 99, 150, 250])(
    "finds its own answer to an earlier command behind %i others' reactions, and sends the next at once",
    async (others) => {
      const started = await start({ wait: 'false' });
      const job = started.outputs['job-id'] ?? '';
      const earlier = github.addComment(`${REPOSITORY}#5`, '/docs first', 'lead');
      for (let i = 0; i < others; i++)
        github.reactions.push({ id: 10_000 + i, commentId: earlier.id, content: '+1', login: `fan-${i}` });
      for (const content of ['eyes', 'rocket'])
        github.reactions.push({
          id: 20_000 + content.length,
          commentId: earlier.id,
          content,
          login: 'github-actions[bot]',
        });
      const { run } = await comment('/docs second', 'lead', { inputs: { timeout: '20s' } });
      expect(run.outputs).toMatchObject({ outcome: 'completed', 'job-id': job });
      expect(messages()).toHaveLength(1);
      expect(run.log).not.toContain(
        'An earlier command on this pull request may still be on its way (or GitHub could not tell); this one is sent after it.',
      );
    },
  );
});

describe('nothing is sent, and the step passes as skipped', () => {
  it.each([
    ['a comment that is not the command', 'LGTM, thanks', 'lead', {}, 'its first line does not begin with /docs'],
    [
      "another bot's longer command",
      '/docs-preview please',
      'lead',
      {},
      'its first line begins with a longer word than /docs',
    ],
    ['an edited comment', '/docs shorter', 'lead', { action: 'edited' }, 'the comment was edited, not created'],
    ["a bot's comment", '/docs shorter', 'renovate[bot]', { type: 'Bot' }, 'its author is a bot'],
  ])('%s: no request to the service or GitHub, no reaction', async (_, body, login, change, why) => {
    const before = github.requests.length;
    const { run, id } = await comment(body, login, change);
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('skipped');
    expect(run.log).toContain(`No follow-up sent: ${why}.`);
    expect(run.summary).toContain('No follow-up sent');
    expect(sim.requests()).toEqual([]);
    expect(github.requests.slice(before)).toEqual([]);
    expect(reactionsOn(id)).toEqual([]);
  });

  it("an outsider's command: confused, no reply, nothing sent", async () => {
    await start({ wait: 'false' });
    const posts = sim.requests().length;
    const { run, id } = await comment('/docs delete everything', 'reader');
    expect(run.outputs.outcome).toBe('skipped');
    expect(run.log).toContain(
      "No follow-up sent: reader has read permission on this repository, and 'follow-up-permission' asks for write.",
    );
    expect(sim.requests().slice(posts)).toEqual([]);
    expect(reactionsOn(id)).toEqual(['confused']);
    expect(replies()).toEqual([]);
  });

  it('a permission GitHub cannot read is never taken for enough', async () => {
    await github.close();
    github = await startSimulatedGitHub({
      tokens: { [REPORT_TOKEN]: { repository: REPOSITORY, pullRequests: 'write' } },
      faults: [{ method: 'GET', path: /\/permission$/, status: 500, times: 100 }],
    });
    const { run, id } = await comment('/docs shorter', 'lead', { inputs: { 'job-id': 'job-pr' } });
    expect(run.outputs.outcome).toBe('skipped');
    expect(run.log.join('\n')).toContain('and a follow-up is never sent on doubt');
    expect(messages()).toEqual([]);
    expect(reactionsOn(id)).toEqual(['confused']);
  });

  it('a command with no message: confused, and a one-line reply says how', async () => {
    const { run, id } = await comment('/docs', 'lead', { inputs: { 'job-id': 'job-pr' } });
    expect(run.outputs.outcome).toBe('skipped');
    expect(reactionsOn(id)).toEqual(['confused']);
    expect(replies()).toEqual([
      'lead: write the message after the command, such as <code>/docs make the intro shorter</code>.',
    ]);
    expect(messages()).toEqual([]);
  });

  it('no job started on the pull request: confused, and a reply says to start one', async () => {
    const { run, id } = await comment('/docs shorter');
    expect(run.outputs.outcome).toBe('skipped');
    expect(reactionsOn(id)).toEqual(['confused']);
    expect(replies()).toEqual([
      expect.stringMatching(/^lead: No agent job was started on this pull request by this action yet; start one first/),
    ]);
  });

  it("a record this workflow's api-key cannot verify is said, never taken for no job; previous-api-key reads it", async () => {
    const started = await start({ wait: 'false' });
    const rotated = { 'api-key': ROTATED_KEY };
    const { run, id } = await comment('/docs shorter', 'lead', { inputs: rotated });
    expect(run.outputs.outcome).toBe('skipped');
    expect(run.log.join('\n')).toContain(
      "No follow-up sent: a record of this action is there that this api-key cannot verify: it was signed with another key (one rotated out?), or is not the action's. During a key rotation, set 'previous-api-key' to the old key, so records it signed still read. Or name the job with 'job-id'.",
    );
    expect(run.log.join('\n')).not.toContain('No agent job was started');
    expect(reactionsOn(id)).toEqual(['confused']);
    expect(replies()).toEqual([
      expect.stringMatching(/^lead: nothing was sent: the job's record on this pull request cannot be verified/),
    ]);
    expect(messages()).toEqual([]);
    const withOldKey = await comment('/docs shorter', 'lead', {
      inputs: { ...rotated, 'previous-api-key': DEMO_API_KEY },
      run: 2,
    });
    expect(withOldKey.run.outputs).toMatchObject({ outcome: 'completed', 'job-id': started.outputs['job-id'] });
    expect(messages()).toHaveLength(1);
  });

  it("a record signed with the rotated-out key names the job only from the action's own account, whatever author it claims", async () => {
    // The new key starts the job; whoever holds the old key signs a newer "start" naming mallory as its author.
    const started = await start({ wait: 'false', 'api-key': ROTATED_KEY });
    const place = { ...PR_STEP, repository: REPOSITORY, pull: 5 };
    const forged = { run: '99999999999999999999', attempt: 1, kind: 'prompt' as const, jobs: ['job-evil'] };
    const marker = commentMarker(place, { by: userIdOf('mallory'), records: [forged] }, DEMO_API_KEY);
    github.addComment(`${REPOSITORY}#5`, `nice PR\n${marker}`, 'mallory');
    const { run } = await comment('/docs shorter', 'lead', {
      inputs: { 'api-key': ROTATED_KEY, 'previous-api-key': DEMO_API_KEY },
    });
    expect(run.outputs).toMatchObject({ outcome: 'completed', 'job-id': started.outputs['job-id'] });
    expect(messages()).toEqual([`/v2/agent/demo-project/job/${started.outputs['job-id'] ?? ''}/message`]);
  });

  it("a record in someone else's comment never names the job", async () => {
    const started = await start({ wait: 'false' });
    const ours = github.comments.find((c) => c.user.login === 'github-actions[bot]');
    github.comments.splice(github.comments.indexOf(ours ?? github.comments[0]!), 1);
    github.addComment(`${REPOSITORY}#5`, ours?.body ?? '', 'mallory');
    const { run } = await comment('/docs shorter');
    expect(started.outputs['job-id']).not.toBe('');
    expect(run.outputs.outcome).toBe('skipped');
    expect(messages()).toEqual([]);
  });
});

describe('a re-run of a follow-up run', () => {
  it('sends again after attempt 1 could not (its own confused is no claim of another run)', async () => {
    await start({ wait: 'false' });
    sim.service().failNextPost({ http: 400, body: '{"error":"bad request"}' });
    const first = await comment('/docs shorter');
    expect(first.run.outputs.outcome).toBe('error');
    const again = await runAction(sim.inputs({ 'follow-up-command': '/docs', ...tokens }), {
      killAfterMs: 25_000,
      env: commentEventEnv(
        github.url,
        runId + 1,
        { id: first.id, body: '/docs shorter', login: 'lead' },
        { GITHUB_RUN_ATTEMPT: '2' },
      ),
    });
    expect(again.exitCode).toBe(0);
    expect(again.outputs).toMatchObject({ outcome: 'completed', started: 'false' });
  });

  it('sends a reaction GitHub fails twice once more: the command is claimed, answered, never sent again', async () => {
    await github.close();
    github = await startSimulatedGitHub({
      tokens: { [REPORT_TOKEN]: { repository: REPOSITORY, pullRequests: 'write' } },
      collaborators: { lead: { permission: 'write', role_name: 'write' } },
      faults: [{ method: 'POST', path: /\/reactions$/, status: 502, times: 2 }],
    });
    await start({ wait: 'false' });
    const first = await comment('/docs first');
    expect(first.run.outputs.outcome).toBe('completed');
    expect(reactionsOn(first.id)).toEqual(['eyes', 'rocket']);
    const second = await comment('/docs second', 'lead', { run: 2 });
    expect(second.run.outputs.outcome).toBe('completed');
    expect(messages()).toHaveLength(2);
  });

  it('never sends the same comment twice', async () => {
    await start({ wait: 'false' });
    const first = await comment('/docs shorter');
    expect(first.run.outputs.outcome).toBe('completed');
    const again = await runAction(sim.inputs({ 'follow-up-command': '/docs', ...tokens }), {
      killAfterMs: 25_000,
      env: commentEventEnv(
        github.url,
        runId + 1,
        { id: first.id, body: '/docs shorter', login: 'lead' },
        { GITHUB_RUN_ATTEMPT: '2' },
      ),
    });
    expect(again.outputs).toMatchObject({ outcome: 'completed', resumed: 'true' });
    expect(messages()).toHaveLength(1);
  });
});

describe('a re-run of a follow-up after pushes between attempts', () => {
  it.each([
    ['the check run alone, one push', { comment: 'false' }, 1],
    ['the check run alone, three pushes', { comment: 'false' }, 3],
    ['the comment and the check run, one push', {}, 1],
  ])("finds attempt 1's record (%s) and resumes: the message is sent once", async (_, where, pushes) => {
    const pull = { number: 5, head: { sha: PR_HEAD }, commits: [PR_HEAD] };
    await github.close();
    github = await startSimulatedGitHub({
      tokens: { [REPORT_TOKEN]: { repository: REPOSITORY, pullRequests: 'write', checks: 'write' } },
      collaborators: { lead: { permission: 'write', role_name: 'write' } },
      pulls: { [`${REPOSITORY}#5`]: pull },
    });
    sim.service().setJob('job-idle', [{ job: { status: 'completed' } }]);
    const inputs = { 'job-id': 'job-idle', 'check-name': 'Docs follow-up', ...where };
    const first = await comment('/docs shorter', 'lead', { inputs });
    expect(first.run.outputs.outcome).toBe('completed');
    expect(github.checkRuns.map((run) => run.head_sha)).toEqual([PR_HEAD]);
    for (let push = 1; push <= pushes; push++) {
      pull.head.sha = String(push).repeat(40);
      pull.commits.push(pull.head.sha);
    }
    const again = await runAction(sim.inputs({ 'follow-up-command': '/docs', ...tokens, ...inputs }), {
      killAfterMs: 25_000,
      env: commentEventEnv(
        github.url,
        runId + 1,
        { id: first.id, body: '/docs shorter', login: 'lead' },
        { GITHUB_RUN_ATTEMPT: '2' },
      ),
    });
    expect(again.outputs).toMatchObject({ outcome: 'completed', resumed: 'true', 'job-id': 'job-idle' });
    expect(messages()).toHaveLength(1);
  });

  it.each([
    ['a force-push', (pull: { commits: string[] }) => (pull.commits = ['b'.repeat(40)])],
    [
      '22 pushes',
      (pull: { commits: string[] }) =>
        pull.commits.push(...Array.from({ length: 22 }, (_, n) => n.toString(16).padStart(40, 'c'))),
    ],
  ])('after %s, a check run it cannot find is said, never taken for no record', async (_, push) => {
    const pull = { number: 5, head: { sha: PR_HEAD }, commits: [PR_HEAD] };
    await github.close();
    github = await startSimulatedGitHub({
      tokens: { [REPORT_TOKEN]: { repository: REPOSITORY, pullRequests: 'write', checks: 'write' } },
      collaborators: { lead: { permission: 'write', role_name: 'write' } },
      pulls: { [`${REPOSITORY}#5`]: pull },
    });
    sim.service().setJob('job-idle', [{ job: { status: 'completed' } }]);
    const inputs = { 'job-id': 'job-idle', 'check-name': 'Docs follow-up', comment: 'false' };
    const first = await comment('/docs shorter', 'lead', { inputs });
    push(pull);
    pull.head.sha = pull.commits.at(-1) ?? PR_HEAD;
    const again = await runAction(sim.inputs({ 'follow-up-command': '/docs', ...tokens, ...inputs }), {
      killAfterMs: 25_000,
      env: commentEventEnv(
        github.url,
        runId + 1,
        { id: first.id, body: '/docs shorter', login: 'lead' },
        { GITHUB_RUN_ATTEMPT: '2' },
      ),
    });
    const warned = again.annotations.filter((a) => a.command === 'warning').map((a) => a.message);
    expect(warned.join('\n')).toContain(
      "after a force-push an earlier attempt's check run is on a commit the pull request no longer lists",
    );
    expect(again.log.join('\n')).not.toContain('no earlier attempt recorded a job');
  });
});

describe("the job's one comment shows the conversation", () => {
  /** The action's comments on the product pull request that carry a record. */
  const actionComments = () =>
    github.comments.filter(
      (c) => c.issue === `${REPOSITORY}#5` && c.user.login === 'github-actions[bot]' && c.body.includes('<!--'),
    );

  it('the start and each follow-up, newest last: who asked (as text), when, the message, and how it ended', async () => {
    const started = await start({ 'check-name': 'Docs agent' });
    expect(started.outputs.outcome).toBe('completed');
    const long = `/docs Rewrite the intro @acme/writers #12\n${'Explain the flag in one short paragraph. '.repeat(8)}`;
    const first = await comment('/docs make the intro shorter');
    const second = await comment(long, 'lead', { inputs: { 'check-name': 'Docs follow-up' }, run: 2 });
    expect([first.run.outputs.outcome, second.run.outputs.outcome]).toEqual(['completed', 'completed']);
    // One comment for the job: the follow-up runs wrote their turns in the start's comment.
    const [only, ...others] = actionComments();
    expect(others).toEqual([]);
    const body = only?.body ?? '';
    expect(body).toContain('<h3>Conversation</h3>');
    const turns = [...body.matchAll(/<li>(.*?)\n/g)].map((match) => match[1]);
    expect(turns).toEqual([
      expect.stringMatching(/^author started the job · \d{4}-\d\d-\d\d \d\d&#58;\d\d UTC · ✅ done$/),
      expect.stringMatching(/^lead sent a follow-up · .* UTC · ✅ done$/),
      expect.stringMatching(/^lead sent a follow-up · .* UTC · ✅ done$/),
    ]);
    expect(body).toContain('<blockquote>make the intro shorter</blockquote>');
    // A long message is folded under its first line; no one is mentioned, no issue linked.
    expect(body).toContain('<details><summary>Rewrite the intro &#64;&#8203;acme/writers &#35;&#8203;12</summary>');
    // Its first line is said once, in the summary: the details hold the rest.
    const folded = /<summary>Rewrite the intro[^<]*<\/summary>\n<pre>([^<]*)<\/pre>/.exec(body)?.[1] ?? '';
    expect(folded).toMatch(/^Explain the flag in one short paragraph\./);
    expect(folded).not.toContain('Rewrite the intro');
    expect(body).not.toMatch(/@lead|@acme/);
    // The check run of each follow-up run shows it too.
    const checkRun = github.checkRuns.find((run) => run.name === 'Docs follow-up');
    expect(checkRun?.head_sha).toBe(PR_HEAD);
    expect(JSON.stringify(checkRun?.output)).toContain('<h3>Conversation</h3>');
  });

  it('a re-run of a follow-up updates its own turn: no second message, no second comment or turn', async () => {
    await start({ wait: 'false' });
    const first = await comment('/docs shorter');
    const again = await runAction(sim.inputs({ 'follow-up-command': '/docs', ...tokens }), {
      killAfterMs: 25_000,
      env: commentEventEnv(
        github.url,
        runId + 1,
        { id: first.id, body: '/docs shorter', login: 'lead' },
        { GITHUB_RUN_ATTEMPT: '2' },
      ),
    });
    expect(again.outputs).toMatchObject({ outcome: 'completed', resumed: 'true' });
    expect(messages()).toHaveLength(1);
    const [only, ...others] = actionComments();
    expect(others).toEqual([]);
    expect(only?.body.match(/sent a follow-up/g)).toHaveLength(1);
  });

  it("a follow-up from another account than the comment's keeps its own comment: it never edits another's", async () => {
    await github.close();
    const OTHER = 'ghs_anotherAccountsTokenForReplies01';
    github = await startSimulatedGitHub({
      tokens: {
        [REPORT_TOKEN]: { repository: REPOSITORY, pullRequests: 'write', checks: 'write' },
        [OTHER]: { repository: REPOSITORY, pullRequests: 'write', login: 'docs-helper[bot]' },
      },
      collaborators: { lead: { permission: 'write', role_name: 'write' } },
    });
    await start({ wait: 'false' });
    const { run } = await comment('/docs shorter', 'lead', { inputs: { 'report-token': OTHER } });
    expect(run.outputs.outcome).toBe('completed');
    const mine = github.comments.filter((c) => c.user.login === 'docs-helper[bot]' && c.body.includes('<!--'));
    expect(mine).toHaveLength(1);
    expect(actionComments()[0]?.body).not.toContain('sent a follow-up');
  });

  it('a record copied to another pull request names no job there', async () => {
    await start({ wait: 'false' });
    const ours = actionComments()[0];
    // The same account writes it on pull request 6, as a workflow there could.
    github.addComment(`${REPOSITORY}#6`, ours?.body ?? '', 'github-actions[bot]');
    const reply = github.addComment(`${REPOSITORY}#6`, '/docs shorter', 'lead');
    const run = await runAction(sim.inputs({ 'follow-up-command': '/docs', ...tokens }), {
      killAfterMs: 25_000,
      env: commentEventEnv(
        github.url,
        runId + 4,
        { id: reply.id, body: reply.body, login: 'lead' },
        {},
        {
          repository: REPOSITORY,
          number: 6,
        },
      ),
    });
    expect(run.outputs.outcome).toBe('skipped');
    expect(messages()).toEqual([]);
  });
});

describe('the demo, with no account', () => {
  it('plays a conversation: a start, a member heard once the job is idle, an outsider not, a re-run that resumes', () => {
    const output = execFileSync(
      process.execPath,
      [path.join(import.meta.dirname, '..', 'sim', 'demo.ts'), 'conversation'],
      {
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(output).toContain('Job job-started-1 is active; the follow-up is sent once it is not.');
    expect(output).toContain('reactions on the comment: eyes, rocket');
    expect(output).toContain('reactions on the comment: confused');
    expect(output).toContain('Re-run: attempt 1 of this run already sent the message to job job-started-1');
    expect(output).toContain('Messages the service received: 1');
    expect(output).toContain("The action's comments on the pull request: 1; its conversation, newest last:");
    expect(output).toMatch(
      /- author started the job · .* UTC · ➖ neutral\n {2}- lead sent a follow-up · .* UTC · ✅ done/,
    );
  }, 70_000);
});

describe('the docs pull request in the other repository (docs-pr-comment)', () => {
  const DOCS_APP_TOKEN = 'ghs_docsAppInstallationToken000001';
  const DOCS_REPO_TOKEN = 'ghs_docsRepositoryWorkflowToken001';

  async function twoRepositories(docsApp: Partial<TokenGrant> = {}): Promise<void> {
    await github.close();
    github = await startSimulatedGitHub({
      tokens: {
        [REPORT_TOKEN]: { repository: REPOSITORY, pullRequests: 'write', checks: 'write' },
        [DOCS_APP_TOKEN]: { repository: 'acme/docs', pullRequests: 'write', login: 'docs-app[bot]', ...docsApp },
        [DOCS_REPO_TOKEN]: { repository: 'acme/docs', pullRequests: 'write' },
      },
      collaborators: { lead: { permission: 'write', role_name: 'write' } },
    });
  }

  it('keeps one comment there that links back, and a workflow there with follow-up-command finds the job in it', async () => {
    await twoRepositories();
    const started = await start({ 'docs-pr-comment': 'true', 'github-token': DOCS_APP_TOKEN });
    expect(started.outputs.outcome).toBe('completed');
    const number = Number(started.outputs['pr-number']);
    const [docsComment] = github.comments.filter((c) => c.issue === `acme/docs#${number}`);
    expect(docsComment?.user.login).toBe('docs-app[bot]');
    expect(docsComment?.body).toContain(`<a href="https://github.com/${REPOSITORY}/pull/5">acme/product&#35;5</a>`);
    expect(docsComment?.body).toContain('reply with a comment whose first line begins with /docs');
    expect(started.log.join('\n')).toContain(
      `The docs pull request acme/docs#${number} has a comment that links back here`,
    );

    // In the docs repository: a reviewer's reply, read with that repository's own token.
    const reply = github.addComment(`acme/docs#${number}`, '/docs make the intro shorter', 'lead');
    const run = await runAction(
      sim.inputs({ 'follow-up-command': '/docs', 'report-token': DOCS_REPO_TOKEN, 'github-token': '' }),
      {
        killAfterMs: 25_000,
        env: commentEventEnv(
          github.url,
          runId + 5,
          { id: reply.id, body: reply.body, login: 'lead' },
          {},
          {
            repository: 'acme/docs',
            number,
          },
        ),
      },
    );
    expect(run.outputs).toMatchObject({ outcome: 'completed', 'job-id': started.outputs['job-id'] });
    expect(messages()).toEqual([`/v2/agent/demo-project/job/${started.outputs['job-id'] ?? ''}/message`]);
    expect(reactionsOn(reply.id)).toEqual(['eyes', 'rocket']);
  });

  /** A waiting step on the product pull request whose job's link is `prLink`, with the docs app token. */
  const finishWith = (prLink: string): Promise<ActionRun> => {
    sim.service().setJob('job-linked', [{ job: { status: 'completed', prLink } }]);
    return runAction(
      sim.inputs({ ...tokens, 'job-id': 'job-linked', 'docs-pr-comment': 'true', 'github-token': DOCS_APP_TOKEN }),
      { killAfterMs: 25_000, env: pullRequestEnv(github.url, runId) },
    );
  };

  it.each([
    'https://evil.example/acme/docs/pull/7',
    'https://github.com.evil.example/acme/docs/pull/7',
    'https://github.com:8443/acme/docs/pull/7',
    'http://127.0.0.1:9/acme/docs/pull/7',
  ])("a docs pull request on another host than the run's GitHub (%s): no comment, one warning", async (link) => {
    await twoRepositories();
    const run = await finishWith(link);
    expect(run.outputs.outcome).toBe('completed');
    expect(github.comments.filter((c) => c.issue.startsWith('acme/docs'))).toEqual([]);
    expect(github.requests.filter((r) => r.authorization?.includes(DOCS_APP_TOKEN))).toEqual([]);
    const warnings = run.annotations.filter((a) => a.command === 'warning').map((a) => a.message);
    expect(warnings.join('\n')).toContain("not on this run's GitHub (github.com)");
  });

  it.each([
    ['https://GitHub.com/Acme/Docs/pull/7', 'acme/docs'],
    ['https://github.com/acme/docs/pull/7', 'Acme/Docs'],
    ['https://github.com/ACME/docs/pull/7', 'acme/DOCS'],
  ])('names compare in any case: a comment on %s is found by a workflow of %s', async (link, spelled) => {
    await twoRepositories();
    const started = await finishWith(link);
    expect(started.log.join('\n')).toContain('has a comment that links back here');
    const reply = github.addComment('acme/docs#7', '/docs make the intro shorter', 'lead');
    const run = await runAction(
      sim.inputs({ 'follow-up-command': '/docs', 'report-token': DOCS_REPO_TOKEN, 'github-token': '' }),
      {
        killAfterMs: 25_000,
        env: commentEventEnv(
          github.url,
          runId + 6,
          { id: reply.id, body: reply.body, login: 'lead' },
          {},
          { repository: spelled, number: 7 },
        ),
      },
    );
    expect(run.outputs).toMatchObject({ outcome: 'completed', 'job-id': 'job-linked' });
    expect(reactionsOn(reply.id)).toEqual(['eyes', 'rocket']);
  });

  it('a github-token that cannot write there: one warning naming it and what it needs; the result stands', async () => {
    await twoRepositories({ pullRequests: 'read' });
    const started = await start({ 'docs-pr-comment': 'true', 'github-token': DOCS_APP_TOKEN });
    expect(started.outputs.outcome).toBe('completed');
    const warnings = started.annotations.filter((a) => a.command === 'warning').map((a) => a.message);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^No comment on the docs pull request acme\/docs#\d+: the github-token may not do this .*pull-requests: write on acme\/docs/,
      ),
    ]);
  });
});
