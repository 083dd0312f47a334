// Found: a pull request the label's index lists twice (GitHub's offset pages shift when a label is put on an older pull request between the sweep's page reads) is finished twice at once by one sweep: the queued push's news goes to the job twice and `on-finish-dispatch` is sent twice.
// Promise: docs/sweep.md "sends `on-finish-dispatch` once" and "Two sweeps, or a sweep and the pull request's next run, that meet finish a job and dispatch once"; docs/pull-request.md "Never twice. Each message is sent by the one run that claimed it".
/**
 * The sweep reads `GET /repos/{owner}/{repo}/issues?labels=agent-job-pending&sort=created&direction=asc`
 * page by page (src/github/pending-index.ts). GitHub pages by offset: when a let-go step labels an
 * older pull request while the sweep is between two pages, every later item moves one place on, and
 * the last pull request of page 1 is listed again first on page 2. The sweep (src/sweep/sweep.ts
 * `eachPullRequest`) visits every number it was given, four at a time, with no look for one it was
 * given twice; both visits take the pull request's lease, which a run shares between its own
 * stages (src/pull-request/lease.ts: "Within a run the lease is one"), so neither stops the other.
 *
 * Here the index is read in two pages, the second repeating the pull request the first ended with
 * (only that pull request is pending, so each page holds it alone). A push was queued while the job
 * worked; the job has ended.
 *
 * Seen: the push's news is sent to the job twice (two follow-ups, two turns of agent work on the
 * same commits) and `review.yml` is dispatched twice.
 * Expected: one finish: the news told once, one dispatch.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(3_120_000);

/** The label's index in two pages, the second repeating the first's last pull request (#5). */
function indexShiftedBetweenPages(): void {
  const fault = {
    method: 'GET',
    status: 200,
    times: 2,
    headers: {} as Record<string, string>,
    body: [] as unknown[],
    path: {
      test: (path: string): boolean => {
        if (!/^\/repos\/acme\/product\/issues$/.test(path)) return false;
        const asked = w.github.requests.at(-1)?.url ?? '';
        const page = Number(new URL(asked, 'http://x').searchParams.get('page') ?? 1);
        fault.body = [{ number: 5, pull_request: { url: `${w.github.url}/repos/${PR_REPOSITORY}/pulls/5` } }];
        fault.headers = page === 1 ? { link: `<${w.github.url}${asked}&page=2>; rel="next"` } : {};
        return true;
      },
    } as unknown as RegExp,
  };
  w.github.faults.push(fault);
}

describe('a pull request the pending index lists twice', () => {
  it('is finished once: the queued push told once, dispatched once', async () => {
    const dispatching = { 'on-finish-dispatch': 'review-after-sweep.yml' };
    await w.prRun('opened', HEADS[0], dispatching);
    expect((await w.prRun('synchronize', HEADS[1], dispatching)).outputs.outcome).toBe('started');
    w.clock.service = 70_000; // the job has ended

    indexShiftedBetweenPages();
    const sweep = await w.sweep();
    expect(sweep.exitCode).toBe(0);

    const told = w.messages().filter((m) => m.includes('Add the --flag option'));
    expect({ told: told.length, dispatches: w.github.dispatches.length }).toEqual({ told: 1, dispatches: 1 });
  });
});
