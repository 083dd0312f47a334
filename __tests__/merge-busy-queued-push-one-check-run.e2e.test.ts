/**
 * Was broken: a merge's run, while the job is busy and a push's follow-up is already queued on the
 * merged head, queues the same news again and creates a second `Docs agent` check run on that head
 * beside the queued push's one still in progress (the older one is then finished `success` with
 * the start's ending before the push's news were even sent).
 *
 * Now, as promised: docs/pull-request.md "A run that starts or tells the job about a head creates
 * that head's check run when it has none, or its newest is finished"; "A merge ... writes the
 * head's check run" (one); "never creates a second one".
 */
/**
 * The recipe of docs in the same repository (`wait: sweep`): #5 is opened (the job starts), the
 * author pushes H[1] while the agent works (the push's run queues its follow-up and leaves H[1]'s
 * check run in progress), then merges #5 at H[1] while the job is still active. The merge's run
 * should see that H[1]'s news are already queued with their check run, and neither queue them
 * again nor create a second check run on H[1]. Then the schedule's sweeps finish everything.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { DOCS, H, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(300_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

const onHead = (sha: string) => w.checkRuns().filter((r) => r.head_sha === sha);

describe("a merge while the job is busy and the merged head's push is already queued", () => {
  it('keeps one check run on the merged head, and sends its news once', async () => {
    await w.fresh();
    const opened = await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
    expect(opened.run.outputs.outcome).toBe('started');
    const job = w.latestJob()!;
    w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${job}` };

    // A push while the agent works: queued, H[1]'s check run in progress.
    w.clock.service = 30_000;
    w.pulls[PRODUCT]!.head = { sha: H[1]! };
    const pushed = await w.run(w.stepInputs(), w.prEvent(5, 'synchronize'), undefined);
    expect(pushed.run.log.join('\n')).toContain('is busy, so nothing is sent now');
    expect(onHead(H[1]!).map((r) => r.status)).toEqual(['in_progress']);

    // Merged at H[1], the job still active.
    w.clock.service = 40_000;
    Object.assign(w.pulls[PRODUCT]!, { state: 'closed', merged: true });
    await w.run(w.stepInputs(), w.prEvent(5, 'closed'), undefined);
    const afterMerge = onHead(H[1]!).length;

    for (let i = 0; i < 3; i++) {
      w.clock.service += 200_000;
      await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    }
    expect({
      checkRunsOnMergedHeadAfterMerge: afterMerge,
      checkRunsOnMergedHead: onHead(H[1]!).length,
      inProgress: w.inProgress().length,
      newsSent: w.messages().filter((m) => /Change 1(?!\d)/.test(m)).length,
    }).toEqual({ checkRunsOnMergedHeadAfterMerge: 1, checkRunsOnMergedHead: 1, inProgress: 0, newsSent: 1 });
  });
});
