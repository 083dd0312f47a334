/**
 * Was broken: since 2690fc4 the host's `changedFiles` (src/github/host.ts, changedFilesOf +
 * pathsOfChange) returns a moved file as two paths, its new name and its old one, flattened into
 * one list. decidePaths (src/pull-request/paths.ts) still reads that list's length as the number
 * of files GitHub listed: `listed.value.length >= MAX_LISTED_FILES` ("GitHub lists the first 3000
 * changed files only"). A pull request of 1,500 moved files (well under GitHub's 3,000 limit,
 * all listed) counts as 3,000 and is taken as matching `paths`. (The comparison's `filesCapped`
 * was fixed to count entries, not paths; the pull request's list was not.)
 *
 * How a user meets it: a pull request that reorganises a folder outside `paths` (1,500 images
 * moved from assets/ to assets/img/, `paths: src/**`). GitHub lists all 1,500 files (the event's
 * `changed_files` is 1500), none under src/.
 *
 * Was: outcome `completed`, a docs job started (paid for), and the log says "GitHub lists
 * the first 3000 changed files only and none of them matches 'paths', so the rest may". The same
 * miscount shows in words: a pull request of ONE moved file ends "None of the 2 changed files
 * matches 'paths'".
 *
 * What should happen: outcome `no-docs-needed`, no job. docs/pull-request.md: "GitHub
 * lists at most 3,000, so a larger pull request, or one whose files cannot be read, counts as
 * matching" -- this one is neither larger nor unread; "a moved file by its old name and its new"
 * is about matching, not about counting a file twice.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY, eventFile, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(93_950);
const MOVED = 1_500;

/** GET .../pulls/5/files as GitHub answers it: `count` pure moves within assets/, every one listed. */
const movedImages = (count = MOVED) => ({
  method: 'GET',
  path: new RegExp(`^/repos/${PR_REPOSITORY}/pulls/5/files$`),
  status: 200,
  times: 20,
  body: Array.from({ length: count }, (_, i) => ({
    sha: 'e'.repeat(40),
    filename: `assets/img/shot-${i}.png`,
    previous_filename: `assets/shot-${i}.png`,
    status: 'renamed',
    additions: 0,
    deletions: 0,
    changes: 0,
  })),
});

describe("a pull request of 1,500 moved files outside 'paths'", () => {
  it('needs no docs: GitHub listed every file and none matches', async () => {
    await w.start([movedImages()]);
    const env = pullRequestEnv(w.github.url, ++w.runId, {
      GITHUB_EVENT_PATH: eventFile({ action: 'opened', pull_request: { ...w.product, changed_files: MOVED } }),
    });
    const run = await runAction(w.readme(), { killAfterMs: 60_000, env });
    const log = run.log.join('\n');
    expect({
      outcome: run.outputs.outcome,
      starts: w.starts().length,
      saysCapped: log.includes('GitHub lists the first 3000'),
    }).toEqual({ outcome: 'no-docs-needed', starts: 0, saysCapped: false });
  });

  it('one moved file is counted as one changed file in what the step says', async () => {
    await w.start([movedImages(1)]);
    const env = pullRequestEnv(w.github.url, ++w.runId, {
      GITHUB_EVENT_PATH: eventFile({ action: 'opened', pull_request: { ...w.product, changed_files: 1 } }),
    });
    const run = await runAction(w.readme(), { killAfterMs: 60_000, env });
    expect(run.outputs.outcome).toBe('no-docs-needed');
    const said = run.log.join('\n') + run.summary;
    // Now: "None of the 2 changed files matches 'paths'" for a pull request of one file.
    expect(said).not.toContain('None of the 2 changed files');
    expect(said).toContain('The one changed file does not match');
  });
});
