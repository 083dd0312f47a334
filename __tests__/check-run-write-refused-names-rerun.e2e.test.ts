/**
 * Was broken: when GitHub answers the check run's last update with a secondary rate limit (403, no
 * retry-after) after the job completed, the step ends `completed` and leaves the `Docs agent`
 * check run (and the comment) at in progress, and its warning says only "Could not update the
 * check run ... The step goes on", not that the required check stays in progress nor the next step
 * (a re-run, which does finish it).
 *
 * Now, as promised: docs/endings.md: an annotation's text "says what happened and what to do
 * next"; docs/pull-request.md: the check run is "`in_progress` while it waits, then `completed`
 * with a conclusion that follows the step" and "A branch rule can require it".
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(615_000);
const [H1] = HEADS;

describe("a secondary rate limit on the check run's last update", () => {
  it('warns that the check run stays in progress, with the next step, and that step finishes it', async () => {
    await w.start();
    // GitHub's secondary limit, naming no time (the step then holds its requests at least 60 s).
    w.github.faults.push({
      method: 'PATCH',
      path: /\/repos\/acme\/product\/check-runs\/\d+$/,
      status: 403,
      headers: { 'content-type': 'application/json' },
      body: {
        message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
        documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api',
      },
    });
    const opened = await w.opened();
    expect(opened.outputs.outcome).toBe('completed');
    // The required check is left in progress, though the job completed and the step passed.
    expect(w.checkRunsOn(H1).map((run) => run.status)).toEqual(['in_progress']);

    const warning = opened.annotations.find(
      (a) => a.command === 'warning' && a.message.startsWith('Could not update the check run'),
    )?.message;
    expect(warning).toBeDefined();
    // What happened: the check run (a required check) still shows the job in progress.
    expect(warning).toMatch(/in[ _]progress/i);
    // What to do next: re-run this workflow run.
    expect(warning).toMatch(/re-run/i);

    // That next step works: the re-run resumes the job and finishes the check run.
    const again = await w.rerun('opened', w.runId, 2);
    expect(again.outputs.resumed).toBe('true');
    expect(w.starts()).toHaveLength(1);
    expect(w.checkRunsOn(H1).map((run) => [run.status, run.conclusion])).toEqual([['completed', 'success']]);
  });
});
