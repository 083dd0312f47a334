/**
 * Was broken: on a fork's pull request whose job a maintainer's /docs started with `wait: sweep`,
 * the sweep takes the fork's later, unvouched push for an "untold head" ("this run tells it"),
 * then writes that head a `Docs` check run `success`, "Agent job ... completed with a pull
 * request", for a job that never saw it.
 *
 * Now, as promised: docs/pull-request.md, "Forks and Dependabot": "Later pushes to a fork's pull
 * request are its own too: each new head gets the `fork` job's `skipped` check run and the job is
 * not told of it"; docs/sweep.md: "a fork's owes nothing".
 */
/**
 * The sweep's look for a head no run told (src/sweep/finish.ts untoldHead) never asks whether the
 * pull request comes from a fork: it queues a turn on the fork's new head (a check run in
 * progress), and only when it builds the message finds the fork owes nothing, and finishes that
 * check run with the job's state. On the bundled action; GitHub's clock is the test's.
 */
import { describe, expect, it } from '@jest/globals';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const T0 = Date.parse('2026-11-20T10:00:00Z');
const time = { now: T0 };
const w = useSweepWorld(610_000, {}, {}, { now: () => time.now });
const FORK = 'someone/product';

/** The fork pushes `head`: the recipe's fork job (pull_request_target, no api-key) dates it with its `skipped` check run. */
function forkPush(head: string) {
  const pull = w.pulls[`${PR_REPOSITORY}#5`]! as Record<string, unknown>;
  Object.assign(pull, {
    head: { sha: head, repo: { full_name: FORK } },
    base: { repo: { full_name: PR_REPOSITORY } },
    user: { login: 'outsider' },
  });
  w.runId++;
  const pull_request = {
    ...{ number: 5, draft: false, labels: [], user: { login: 'outsider' } },
    head: { sha: head, repo: { full_name: FORK } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const env = pullRequestEnv(w.github.url, w.runId, {
    GITHUB_EVENT_NAME: 'pull_request_target',
    GITHUB_EVENT_PATH: eventFile({ action: 'synchronize', pull_request }),
    GITHUB_ACTOR: 'outsider',
  });
  return w.github.running(env, () =>
    runAction(w.stepInputs({ 'api-key': '', 'project-id': '' }), { killAfterMs: 60_000, env }),
  );
}

/** A maintainer's command on the pull request, its run on issue_comment as GitHub sends it (dated). */
async function command(body: string) {
  const written = w.github.addComment(`${PR_REPOSITORY}#5`, body, 'lead');
  w.runId++;
  const env = commentEventEnv(w.github.url, w.runId, { ...written, body, login: 'lead' }, { GITHUB_WORKFLOW: 'Docs' });
  return w.github.running(env, () => runAction(w.stepInputs(), { killAfterMs: 60_000, env }));
}

describe("a fork's pull request whose job a maintainer's /docs started with wait: sweep", () => {
  it('a later push of the fork is not told to the job, and its head keeps the fork job’s skipped check run', async () => {
    time.now = T0;
    expect((await forkPush(HEADS[0])).outputs.outcome).toBe('from-fork');
    time.now += 60_000;
    // The maintainer looked at HEADS[0] (dated by the fork job's check run) and asks for docs: the job starts.
    const run = await command('/docs document the new flag');
    expect(run.outputs.outcome).toBe('started');
    time.now += 60_000;
    expect((await forkPush(HEADS[1])).outputs.outcome).toBe('from-fork');
    time.now += 60_000;
    w.clock.service = 61_000;
    // The job ends; the sweep finishes it.
    const swept = await w.sweep();
    expect(swept.exitCode).toBe(0);
    expect(w.messages()).toEqual([]);
    // The fork's new head, which no one vouched for and the job never saw, keeps the fork job's
    // `skipped` check run as its newest: no check run says the job's result for it.
    const onNewHead = w.checkRunsOf(HEADS[1]).map((c) => ({ conclusion: c.conclusion, title: c.output?.title }));
    expect(onNewHead).toEqual([{ conclusion: 'skipped', title: 'No docs job: the pull request comes from a fork' }]);
    expect(swept.log.join('\n')).not.toMatch(/was not told to job job-started-1 .*: this run tells it/);
  });
});
