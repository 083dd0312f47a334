/**
 * Was broken: a pull request run whose read of the pull request's files (GET .../pulls/5/files)
 * gets an empty page (200, `[]`, no next link), though its own event says the pull request changes
 * one file (`changed_files: 1`), ends `no-docs-needed` with "None of the 0 changed files matches
 * 'paths'", starts no job and concludes the head's "Docs agent" check run `skipped`.
 * `decidePaths` (src/pull-request/paths.ts) takes whatever list GitHub served for the whole list;
 * it never compares it with the count the event gave (`trigger.pullRequest.changedFiles`).
 *
 * How a user meets it: GitHub is slow to compute a new pull request's diff, or a proxy/cache
 * serves a short page, at the moment the `opened` run reads the files. The pull request that
 * changes `src/flag.ts` (inside `paths: src/**`) gets no docs job, a green "skipped" check and a
 * summary saying no file changed; nothing owed is left for a later run, so without another push
 * the pull request never gets its docs.
 *
 * What should happen instead: a list that has fewer files than the event says the pull request
 * changes is doubt, and "on doubt, the docs are needed" (paths.ts, like a files read that failed):
 * the job starts, or at least the step does not decide "no docs needed" from a list it knows to
 * be short (and never says "0 changed files" of a pull request whose event counts 1).
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(3_310_000);

describe("an opened run that meets an empty files page while the event counts the pull request's files", () => {
  it('does not decide no docs are needed from a list shorter than the event says', async () => {
    await w.start([{ method: 'GET', path: /\/pulls\/5\/files$/, status: 200, body: [], times: 1 }]);
    const run = await w.prEvent('opened', { changed_files: 1 });
    expect(run.exitCode).toBe(0);
    // Observed: outcome "no-docs-needed", "None of the 0 changed files matches 'paths' (src/**)".
    expect(run.outputs.outcome).not.toBe('no-docs-needed');
    expect(run.stdout + run.summary).not.toContain('None of the 0 changed files');
    expect(w.starts()).toHaveLength(1);
    expect(w.checkRunsOn(HEADS[0]).map((c) => c.conclusion)).not.toContain('skipped');
    w.invariants();
  });
});
