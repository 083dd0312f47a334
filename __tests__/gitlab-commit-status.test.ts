/**
 * GitLab's commit status as the host's check run, against the simulated GitLab: set on the head in
 * the merge request's pipeline, moved from running to how the job ended by setting it again on its
 * commit, GitHub's conclusions in GitLab's states, a title cut to GitLab's 255 characters, and a
 * status already in the state asked for taken as set.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { startSimGitLab, type SimGitLab, type SimGitLabUser } from '../sim/gitlab.ts';
import { budgetFor } from '../src/common/budget.ts';
import { stateOf, statusOperations, STATUS_TEXT_LIMIT } from '../src/gitlab/commit-status.ts';
import { createGitLabWire, readApiUrl } from '../src/gitlab/wire.ts';
import { createHttpSend } from '../src/service/transport.ts';
import { fullText } from '../src/output/text.ts';
import { stillClock } from './helpers/still-clock.ts';

const HEAD = 'd'.repeat(40);
const bot: SimGitLabUser = { id: 7, username: 'project_42_bot_3f2a', token: 'glpat-bot-token-000000', bot: true };
const reporter: SimGitLabUser = { id: 8, username: 'rep', token: 'glpat-reporter-token-1' };

const started: SimGitLab[] = [];
afterEach(async () => {
  await Promise.all(started.map((sim) => sim.close()));
  started.length = 0;
});

async function statusesAs(user: SimGitLabUser, own: { pipelineId?: number; iid?: number } = { pipelineId: 9001 }) {
  const gitlab = await startSimGitLab({
    projectId: 42,
    users: [bot, reporter],
    members: { [bot.id]: 30, [reporter.id]: 20 },
    pipelines: [
      { id: 8001, sha: 'a'.repeat(40), status: 'success', created_at: '2026-11-22T09:00:00Z', iid: 5 },
      { id: 8002, sha: HEAD, status: 'success', created_at: '2026-11-22T09:01:00Z', iid: 5 },
      { id: 8003, sha: HEAD, status: 'running', created_at: '2026-11-22T09:02:00Z' },
    ],
  });
  gitlab.addMergeRequest({
    ...{ iid: 5, state: 'opened', draft: false, labels: [], sha: HEAD, author: reporter, commits: [HEAD] },
    ...{ diffs: [], notes: [] },
  });
  started.push(gitlab);
  const api = readApiUrl(gitlab.api);
  if (!(api instanceof URL)) throw new Error('refused');
  const clock = stillClock();
  const wire = createGitLabWire({ api, token: user.token ?? '', send: createHttpSend({}), clock, secrets: [] });
  const operations = statusOperations({
    wire,
    projectId: 42,
    ...own,
    targetUrl: 'https://gitlab.example.com/g/p/-/jobs/77',
  });
  return { operations, budget: () => budgetFor(clock, 10_000), sim: gitlab };
}

describe("GitLab's commit status as the check run", () => {
  it('is set running on the head in the pipeline, then set again to how the job ended', async () => {
    const { operations, budget, sim } = await statusesAs(bot);
    const made = await operations.createCheckRun(
      'Docs agent',
      HEAD,
      { status: 'in_progress', title: 'The agent is working', summary: '' },
      budget(),
    );
    expect(made.ok && made.value.id).toBeGreaterThan(0);
    const id = made.ok ? (made.value.id ?? 0) : 0;
    const ended = await operations.updateCheckRun(
      id,
      { status: 'completed', conclusion: 'success', title: 'Docs pull request opened', summary: '' },
      budget(),
    );
    expect(ended.ok).toBe(true);
    expect(sim.statuses.get(HEAD)).toEqual([
      expect.objectContaining({
        id,
        name: 'Docs agent',
        status: 'success',
        pipeline_id: 9001,
        description: 'Docs pull request opened',
      }),
    ]);
    const read = await operations.checkRuns(HEAD, 'Docs agent', budget());
    expect(read.ok && read.value.map((run) => [run.id, run.status])).toEqual([[id, 'completed']]);
  });

  it("joins the merge request's head pipeline when the run has none of its own there (a schedule's)", async () => {
    const { operations, budget, sim } = await statusesAs(bot, { iid: 5 });
    const fields = { status: 'in_progress' as const, title: 'The agent is working', summary: '' };
    expect((await operations.createCheckRun('Docs agent', HEAD, fields, budget())).ok).toBe(true);
    // Not the commit's newest pipeline of any ref (8003, a branch's), nor one of its own: the head's.
    expect(sim.statuses.get(HEAD)?.map((status) => status.pipeline_id)).toEqual([8002]);
    // On a commit that is not the merge request's head, no pipeline is named.
    const old = 'a'.repeat(40);
    expect((await operations.createCheckRun('Docs agent', old, fields, budget())).ok).toBe(true);
    expect(sim.statuses.get(old)?.map((status) => status.pipeline_id)).toEqual([null]);
  });

  it("sets a status again where a turn left it running, not beside it in the head's newer pipeline", async () => {
    const { operations: earlier, budget, sim } = await statusesAs(bot, {});
    const fields = { status: 'in_progress' as const, title: 'The agent is working', summary: '' };
    // A turn set it when the head had no pipeline of the merge request's (its push's pipeline skipped).
    expect((await earlier.createCheckRun('Docs agent', HEAD, fields, budget())).ok).toBe(true);
    const api = readApiUrl(sim.api);
    if (!(api instanceof URL)) throw new Error('refused');
    const wire = createGitLabWire({
      api,
      token: bot.token ?? '',
      send: createHttpSend({}),
      clock: stillClock(),
      secrets: [],
    });
    const finishing = statusOperations({ wire, projectId: 42, iid: 5 });
    expect((await finishing.checkRuns(HEAD, 'Docs agent', budget())).ok).toBe(true);
    const done = { status: 'completed' as const, conclusion: 'success' as const, title: 'Done', summary: '' };
    expect((await finishing.createCheckRun('Docs agent', HEAD, done, budget())).ok).toBe(true);
    expect(sim.statuses.get(HEAD)?.map((status) => [status.status, status.pipeline_id])).toEqual([['success', null]]);
  });

  it('changes a status another run set, once it has read which commit it is on', async () => {
    const { operations, budget, sim } = await statusesAs(bot);
    await operations.createCheckRun(
      'Docs agent',
      HEAD,
      { status: 'in_progress', title: 'working', summary: '' },
      budget(),
    );
    const later = await statusesAs(bot);
    void sim;
    const unmet = await later.operations.updateCheckRun(
      1,
      { status: 'completed', conclusion: 'failure', title: 'x', summary: '' },
      later.budget(),
    );
    expect(!unmet.ok && fullText(unmet.cause)).toMatch(/setting it again on its commit/);
  });

  it('takes a status already in the state asked for as set', async () => {
    const { operations, budget } = await statusesAs(bot);
    const fields = { status: 'in_progress' as const, title: 'working', summary: '' };
    expect((await operations.createCheckRun('Docs agent', HEAD, fields, budget())).ok).toBe(true);
    expect((await operations.createCheckRun('Docs agent', HEAD, fields, budget())).ok).toBe(true);
  });

  it("cuts the title to GitLab's 255 characters", async () => {
    const { operations, budget, sim } = await statusesAs(bot);
    await operations.createCheckRun(
      'Docs agent',
      HEAD,
      { status: 'in_progress', title: 'x'.repeat(400), summary: '' },
      budget(),
    );
    expect(sim.statuses.get(HEAD)?.[0]?.description?.length).toBe(STATUS_TEXT_LIMIT);
  });

  it('names the role a token without it lacks', async () => {
    const { operations, budget } = await statusesAs(reporter);
    const made = await operations.createCheckRun(
      'Docs agent',
      HEAD,
      { status: 'in_progress', title: 'working', summary: '' },
      budget(),
    );
    expect(!made.ok && fullText(made.cause)).toMatch(/HTTP 403.*Developer role/);
  });

  it('says the head is not known, not that the merge request has none, when no head was given', async () => {
    const { operations, budget } = await statusesAs(bot);
    const read = await operations.checkRuns(undefined, 'Docs agent', budget());
    const fields = { status: 'in_progress' as const, title: 'working', summary: '' };
    const made = await operations.createCheckRun('Docs agent', undefined, fields, budget());
    for (const answer of [read, made])
      expect(!answer.ok && fullText(answer.cause)).toMatch(
        /head commit is not known \(GitLab gave none: the merge request could not be read/,
      );
  });

  it("passes GitHub's passing conclusions as GitLab's passing states", () => {
    const states = (['success', 'neutral', 'skipped', 'failure', 'timed_out', 'cancelled'] as const).map((conclusion) =>
      stateOf({ status: 'completed', conclusion }),
    );
    expect(states).toEqual(['success', 'success', 'skipped', 'failed', 'failed', 'canceled']);
    expect(stateOf({ status: 'in_progress' })).toBe('running');
    // Starting the job (or sending) is `pending`, so `running` may follow: GitLab refuses running -> running.
    expect(stateOf({ status: 'in_progress', starting: true })).toBe('pending');
  });
});
