/**
 * GitLab's merge request as a whole PullRequestHost, against the simulated GitLab: reviews made of
 * a reviewer's line comments published together, pipelines as the runs a lease and a push ask
 * about, a push's comparison (and a force-push's `unrelated`), and the merge requests at a commit.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { startSimGitLab, type SimGitLab, type SimGitLabOptions, type SimGitLabUser } from '../sim/gitlab.ts';
import { budgetFor } from '../src/common/budget.ts';
import { gitLabMergeRequestHost } from '../src/gitlab/host.ts';
import { PUBLISHED_TOGETHER_MS } from '../src/gitlab/review-notes.ts';
import { createGitLabWire, readApiUrl } from '../src/gitlab/wire.ts';
import { createHttpSend } from '../src/service/transport.ts';
import { stillClock } from './helpers/still-clock.ts';

const bot: SimGitLabUser = { id: 7, username: 'project_42_bot_3f2a', token: 'glpat-bot-token-000000', bot: true };
const reviewer: SimGitLabUser = { id: 8, username: 'reviewer', token: 'glpat-reviewer-token-1' };
const [A, B, C, D] = ['a', 'b', 'c', 'd'].map((x) => x.repeat(40)) as [string, string, string, string];
const at = (minutes: number) => new Date(Date.parse('2026-12-01T09:00:00Z') + minutes * 60_000).toISOString();

let gitlab: SimGitLab | undefined;
afterEach(async () => gitlab?.close());

async function hostOn(options: Partial<SimGitLabOptions> = {}) {
  let now = Date.parse('2026-12-01T09:00:00Z');
  gitlab = await startSimGitLab({
    projectId: 42,
    users: [bot, reviewer],
    members: { [bot.id]: 30, [reviewer.id]: 30 },
    mergeRequests: [
      {
        iid: 5,
        state: 'opened',
        draft: false,
        labels: [],
        sha: C,
        author: reviewer,
        commits: [B, C],
        diffs: [],
        notes: [],
      },
    ],
    date: () => now,
    ...options,
  });
  const api = readApiUrl(gitlab.api);
  if (!(api instanceof URL)) throw new Error('refused');
  const clock = stillClock();
  const wire = createGitLabWire({ api, token: bot.token ?? '', send: createHttpSend({}), clock, secrets: [] });
  const host = gitLabMergeRequestHost({ wire, projectId: 42, projectPath: 'group/project', iid: 5, pipelineId: 900 });
  return { host, budget: () => budgetFor(clock, 10_000), sim: gitlab, later: (ms: number) => void (now += ms) };
}

describe("GitLab's merge request as a whole host", () => {
  it("makes one review of a reviewer's line comments published together, and the next of later ones", async () => {
    const { host, budget, sim, later } = await hostOn();
    const first = sim.addLineNote(5, reviewer, 'Say the default here', 'docs/flags.mdx', 12);
    later(1_000);
    sim.addLineNote(5, reviewer, 'Typo', 'docs/intro.mdx', 3);
    sim.addNote(5, reviewer, 'a plain note is no review');
    later(PUBLISHED_TOGETHER_MS + 60_000);
    sim.addLineNote(5, reviewer, 'One more', 'docs/flags.mdx', 40);
    const reviews = await host.reviews(budget());
    expect(reviews.ok && reviews.value.map((r) => [r.id === first.id, r.author?.login, r.state])).toEqual([
      [true, 'reviewer', 'commented'],
      [false, 'reviewer', 'commented'],
    ]);
    const lines = await host.reviewComments(first.id, budget());
    expect(lines.ok && lines.value.map((l) => [l.path, l.line, l.body])).toEqual([
      ['docs/flags.mdx', 12, 'Say the default here'],
      ['docs/intro.mdx', 3, 'Typo'],
    ]);
    expect((await host.reactOnLine(first.id, 'eyes', budget())).ok).toBe(true);
    expect((await host.reactOnLine(first.id, 'eyes', budget())).ok).toBe(true);
    expect(sim.mergeRequest(5).notes[0]?.awards.map((a) => a.name)).toEqual(['eyes']);
  });

  it("reads pipelines as the runs: another running, a lease's run ended, and a push since a time", async () => {
    const { host, budget } = await hostOn({
      pipelines: [
        { id: 900, sha: C, status: 'running', created_at: at(20), iid: 5 },
        { id: 880, sha: B, status: 'success', created_at: at(10), iid: 5 },
        { id: 870, sha: B, status: 'failed', created_at: at(5), iid: 5 },
      ],
    });
    expect(await host.otherRunsInProgress(budget())).toBe(false);
    expect(await host.runState({ run: '880', attempt: 1 }, budget())).toBe('ended');
    expect(await host.runState({ run: '900', attempt: 1 }, budget())).toBe('running');
    expect(await host.runState({ run: '12345', attempt: 1 }, budget())).toBeUndefined();
    expect(await host.runState({ run: '../1', attempt: 1 }, budget())).toBeUndefined();
    const since = Date.parse(at(15));
    expect(await host.pushedSince(C, since, budget())).toEqual({ ok: true, value: true });
    expect(await host.pushedSince(B, since, budget())).toEqual({ ok: true, value: false });
  });

  it('says another pipeline is running', async () => {
    const { host, budget } = await hostOn({
      pipelines: [
        { id: 900, sha: C, status: 'running', created_at: at(20), iid: 5 },
        { id: 901, sha: C, status: 'running', created_at: at(21) },
      ],
    });
    expect(await host.otherRunsInProgress(budget())).toBe(true);
  });

  it("compares a push's heads, and says a force-push's are unrelated", async () => {
    const { host, budget } = await hostOn({
      history: {
        [A]: { parents: [], files: ['README.md'] },
        [B]: { parents: [A], files: ['src/flags.ts'], title: 'Add a flag' },
        [C]: { parents: [B], files: ['src/flags.ts', 'src/help.ts'], title: 'Document it' },
        [D]: { parents: [A], files: ['src/other.ts'], title: 'Rewritten' },
      },
    });
    expect(await host.compare(A, C, budget())).toEqual({
      ok: true,
      value: {
        commits: [
          { sha: B, title: 'Add a flag', merge: false },
          { sha: C, title: 'Document it', merge: false },
        ],
        moreCommits: false,
        files: ['src/flags.ts', 'src/help.ts'],
        filesCapped: false,
      },
    });
    expect(await host.compare(C, D, budget())).toEqual({ ok: true, value: 'unrelated' });
  });

  it("finds the open merge requests at a commit, with where a fork's head lives", async () => {
    const { host, budget, sim } = await hostOn();
    expect(await host.pullRequestsAt(C, budget())).toEqual({
      ok: true,
      value: [{ number: 5, headRepository: 'group/project' }],
    });
    sim.mergeRequest(5).sourceProjectId = 77;
    expect(await host.pullRequestsAt(C, budget())).toEqual({
      ok: true,
      value: [{ number: 5, headRepository: 'project 77' }],
    });
    expect(await host.pullRequestsAt(D, budget())).toEqual({ ok: true, value: [] });
  });
});
