/**
 * Was broken: on a push, GitHub's compare answer (GET .../compare/{base}...{head}) that lists the
 * push's commit but carries no `files` key at all is read as "this push changed no file":
 * src/github/host.ts `comparisonOf` accepts `files === undefined` and turns it into `[]`
 * (`(files ?? [])`), and src/step/push-news.ts `noneMatchPaths` then finds no file within
 * `paths`. The run ends `nothing-new` ("No file this push changes matches 'paths': nothing for job
 * ... to do"), the job is never told of the push, and the new head's "Docs agent" check run is
 * concluded `success` "Nothing new" -- while the same run's log says "src/flag.ts matches 'paths':
 * the pull request needs docs".
 *
 * How a user meets it: GitHub (a cache, a proxy, a compare served as a later page, which GitHub
 * sends without `files`) answers the compare without its file list. The author pushes a change to
 * `src/flag.ts`; the docs agent is not told, and the head's check is green "Nothing new". The
 * change reaches the agent only if some later run tells the job anyway (a `/docs` command does
 * prepend it); with no such run, the docs pull request never covers it.
 *
 * What should happen instead: every byte from GitHub is untrusted and an answer not in the
 * expected shape is doubt, not "nothing": push-news.ts promises "what changed since the head the
 * job was last told; on doubt, that something did (and why)". A compare without a file list should
 * be `unlisted` (the job told there are new commits), as a compare that failed is.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(3_810_000);

describe('a push whose compare answer has no file list', () => {
  it('still tells the job of the push, not "nothing new"', async () => {
    await w.start();
    await w.opened();
    expect(w.messages()).toEqual([]);
    w.push(HEADS[1]);
    w.github.faults.push({
      method: 'GET',
      path: /\/compare\//,
      status: 200,
      headers: { 'content-type': 'application/json' },
      // GitHub's shape, its `files` key left out.
      body: {
        status: 'ahead',
        ahead_by: 1,
        behind_by: 0,
        total_commits: 1,
        commits: [{ sha: 'c'.repeat(40), commit: { message: 'Add the --flag option' }, parents: [{ sha: HEADS[0] }] }],
      },
      times: 5,
    });
    const run = await w.synchronize();
    expect(run.exitCode).toBe(0);
    // Observed: outcome "nothing-new", "No file this push changes matches 'paths': nothing for job
    // job-started-1 to do.", no message sent, check run [completed, success, "Nothing new for job job-started-1"].
    expect(run.outputs.outcome).not.toBe('nothing-new');
    expect(w.messages()).toHaveLength(1);
    expect(w.checkRunsOn(HEADS[1]).map((c) => c.output.title)).not.toContain('Nothing new for job job-started-1');
    w.invariants();
  });
});
