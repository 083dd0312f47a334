/**
 * Was broken: 427c568 made the comment's record "the last line that is a marker" (`markerOf` in
 * src/pull-request/record.ts), so a note a person adds below the hidden marker keeps the record
 * readable. The sweep was left out: `readPending` in src/sweep/pending.ts still picks the action's
 * comment only when `mayBeOurs` says so, and `mayBeOurs` is `/<!-- wait-for-agent-job\.\S+ -->\s*$/`,
 * a marker at the very END of the body. A comment with a line after its marker is never handed to
 * `pendingIn`, so the sweep reads "nothing pending" behind the label. (`withClaimNamed` in the same
 * file also still drops the body's last line as if it were the marker.)
 *
 * How a user meets it: the README's `wait: sweep` recipe. The pull request opens, the job starts,
 * the runner is let go (check run `Docs` in progress, label `agent-job-pending`). A maintainer edits
 * the bot's comment to add a note at its bottom ("Edited: see also #7"), which GitHub lets anyone
 * with write access do and which 427c568 says the action now tolerates. The job ends; the sweep runs.
 *
 * Was: the sweep answers `swept: none`, takes the label off (no later sweep comes back) and
 * the `Docs` check run stays `in_progress` for good: a required check never passes.
 *
 * What should happen instead: docs/sweep.md: "A sweep ... finishes each job that ended, once, as the
 * step would have"; docs/pull-request.md (427c568): the record is read from "the body's last line
 * (or, when a person with write access added lines after it, the last line that is a marker ...)".
 * The sweep reads the record the same way every other reader does, and finishes the check run.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(615_000);

describe("wait: sweep, the action's comment edited by a person after its marker", () => {
  it('the sweep still finds the pending step and finishes its check run', async () => {
    const opened = await w.prRun('opened', HEADS[0]);
    expect(opened.outputs.outcome).toBe('started');
    expect(w.checkRunsOf(HEADS[0]).map((r) => r.status)).toEqual(['in_progress']);
    const ours = w.github.comments.filter((c) => c.body.includes('<!-- wait-for-agent-job.'));
    expect(ours).toHaveLength(1);
    ours[0]!.body = `${ours[0]!.body.trimEnd()}\n\nEdited: see also #7.`;
    w.clock.service = 120_000;
    const sweep = await w.sweep();
    const results = JSON.parse(sweep.outputs.results ?? '[]') as Array<{ swept?: string }>;
    expect({
      swept: results.map((r) => r.swept),
      checkRuns: w.checkRunsOf(HEADS[0]).map((r) => `${r.status}/${r.conclusion}`),
    }).toEqual({ swept: ['finished'], checkRuns: ['completed/success'] });
  });
});
