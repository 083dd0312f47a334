/**
 * Was broken: a `/docs` run on the agent's docs pull request (docs in the same repository,
 * `wait: sweep`) that the runner cancels (SIGINT) while it looks for earlier unanswered commands
 * (its read of #6's comments, after the commenter's permission and the job were read), takes the
 * look the cancel cut short for an earlier command on its way: it queues its own behind it,
 * exits 0 with `outcome` `started`, headline "follow-up queued", and its log and summary say
 * "Job job-started-1 may be busy" / "is busy (its status is unknown), so nothing was sent". None of
 * that is true: the job had completed long before, and the run was cancelled. Nowhere does it say
 * it was cancelled. At its neighbouring requests the same cancel is answered as documented (😕 and
 * "write it again", `cancelled`, exit 1).
 *
 * How a user meets it: the same-repository recipe. The job of the product pull request #5 has
 * completed and the sweep finished it (its comment is on the agent's docs pull request #6). A lead
 * comments `/docs add a table of flags` on #6; the runner cancels that run ("Cancel workflow", a
 * newer run of a group with cancel-in-progress, a runner shutting down) as it reads the comments
 * for earlier commands. The
 * step shows green ("started", "follow-up queued"), and the summary blames a busy job the user can
 * see is done.
 *
 * What should happen instead (docs/reliability.md: "SIGINT or SIGTERM (a cancelled run) stops the
 * sleep and any request at once, sets the outputs, writes the summary ("Cancelled while ...") and
 * exits 1"; docs/endings.md: "pull request run cancelled ... before it decided what it owed
 * (records, the job, ...): it decided nothing and sent nothing; the next run does what it owed ...
 * `cancelled`"; docs/pull-request.md: "A run cancelled once it has read the commenter's permission
 * and the job answers its command 😕: write it again"; the same class fixed for the permission read
 * in docs-cancelled-at-permission-read-words): the run says it was cancelled, and never calls a
 * job it could not read "busy" because of its own cancel.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { DOCS, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(900_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

async function cancelledAt(n: number) {
  await w.fresh();
  await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
  const job = w.latestJob()!;
  w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${job}` };
  w.clock.service += 70_000; // the job completed
  await w.jobStatus(job);
  await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
  expect(w.labelled('acme/product#5')).toBe(false);

  const { env } = w.commentEvent(6, '/docs add a table of flags', 'lead');
  const played = await w.run(w.stepInputs(), env, { n, mode: 'INT' });
  const words = [...played.run.log, ...played.run.annotations.map((a) => a.message), played.run.summary].join('\n');
  return {
    route: w.lastStop.route,
    sentByIt: played.posts,
    outcome: played.run.outputs.outcome,
    exit: played.run.exitCode,
    saysBusy: /may be busy|is busy/.test(words),
    saysCancelled: /cancel/i.test(words),
  };
}

describe('a /docs on the agent docs pull request, cancelled (SIGINT) while its run looks for earlier commands', () => {
  it('says it was cancelled, and does not call the completed job busy', async () => {
    const seen: Array<Awaited<ReturnType<typeof cancelledAt>> & { n: number }> = [];
    // Its 12th request (GET .../issues/6/comments) is the look for earlier commands the cancel cuts
    // short; the neighbours show the documented answer.
    for (const n of [11, 12, 13]) seen.push({ n, ...(await cancelledAt(n)) });
    for (const s of seen.filter((x) => x.sentByIt === 0)) {
      expect({ n: s.n, route: s.route, saysBusy: s.saysBusy, saysCancelled: s.saysCancelled }).toEqual({
        n: s.n,
        route: s.route,
        saysBusy: false,
        saysCancelled: true,
      });
    }
  });
});
