/**
 * Was broken: on a pull request with nothing to do (labelled with skip-label, or no file in
 * paths), the `Docs agent` check run a reviewer sees carries only its heading: the reason and the
 * next step ("Remove the label to start the job.", "Change 'paths' if these files need docs.") are
 * in the job summary but never on the check run.
 *
 * Now, as promised: docs/pull-request.md: the check run's "summary is the job summary"; README
 * Inputs (skip-label): "removing the label starts one"; docs/endings.md: "one line in the log and
 * the summary says why".
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(93_000);

/** Everything the head's `Docs agent` check run shows: its title, summary and text. */
const shown = (): string =>
  w.github.checkRuns
    .filter((c) => c.name === 'Docs agent')
    .map((c) => [c.output?.title ?? '', c.output?.summary ?? '', c.output?.text ?? ''].join('\n'))
    .join('\n');

describe("the README workflow's check run on a pull request with nothing to do", () => {
  it('skip-label: the check run says why and how to start the job, as the job summary does', async () => {
    await w.start();
    w.product.labels = [{ name: 'no-docs' }];
    const run = await w.opened();

    expect(run.outputs.outcome).toBe('skip-label');
    expect(w.checkRunsOn(String((w.product.head as { sha: string }).sha))).toEqual([
      expect.objectContaining({ status: 'completed', conclusion: 'skipped' }),
    ]);
    // The job summary says why and what to do next...
    expect(run.summary).toContain('Remove the label to start the job.');
    // ...and the check run, whose summary is the job summary, says it too.
    expect(shown()).toContain('Remove the label to start the job.');
    expect(shown()).toContain('says this pull request needs no docs');
  });

  it('no-docs-needed: the check run names the files and the fix, as the job summary does', async () => {
    await w.start();
    w.product.files = ['README.md'];
    const run = await w.opened();

    expect(run.outputs.outcome).toBe('no-docs-needed');
    expect(run.summary).toContain('Change &#39;paths&#39; if these files need docs.');
    expect(shown()).toMatch(/Change (&#39;|')paths(&#39;|') if these files need docs\./);
    expect(shown()).toMatch(/The one changed file does not match (&#39;|')paths/);
  });
});
