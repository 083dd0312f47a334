/**
 * Was broken: `docs-pr-comment: true` on a step with `wait: false` is never used (the step ends
 * as soon as the job is started, before the job has a docs pull request, and no sweep finishes a
 * `wait: false` step), yet the step says nothing about it: no warning, no line in the summary.
 * The same step does warn about `fail-on`, `require-pr` and `fail-fast` ("'require-pr' is set
 * but 'wait' is false: the step does not wait for the job's end, so 'require-pr' is not used.
 * Remove it here, and give it to the step that waits for the job"), but not about the one input
 * whose whole purpose (the job's record on the docs pull request, which `/docs` and reviews there
 * find the job by) needs the job's end.
 *
 * How a user meets it: a new user copies the README's product workflow (`docs-pr-comment: true`)
 * and, to save runner minutes, adds `wait: false` (the README: "With `wait: false` the step
 * starts the job ... and ends at once"). The job runs and opens its docs pull request; no comment
 * is ever written there, so the converse-on-docs-pull-request recipe's `/docs` on it finds no job,
 * and nothing ever said why.
 *
 * What should happen instead (README Inputs: "`docs-pr-comment` | `true`: also one comment on the
 * docs pull request, with `github-token` (which must write there), that a `follow-up-command`
 * workflow there reads the job from"; README Inputs: "Every input problem is reported at once,
 * each naming its input and the fix"; the step's own rule for the other inputs that need the
 * job's end under `wait: false`): one warning that names 'docs-pr-comment', says it is not used
 * with 'wait' false, and names the fix ('wait: true', or 'wait: sweep' which writes it when the
 * sweep finishes the job).
 *
 * Now, as promised: README, "Every input problem is reported at once, each naming
 * its input and the fix": 'docs-pr-comment: true' under 'wait: false' is one warning, in the
 * summary too, naming 'wait: true' or 'wait: sweep' (its default 'false' never warns).
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(96_800, { wait: 'false', 'docs-pr-comment': 'true' });

describe('wait: false with docs-pr-comment: true, on the pull request', () => {
  it('says that docs-pr-comment is not used, naming the input and the fix', async () => {
    await w.start();
    const opened = await w.opened();
    expect(opened.exitCode).toBe(0);
    expect(opened.outputs).toMatchObject({ outcome: 'started', started: 'true', status: 'active' });
    // The step ended before the job had a docs pull request: nothing was written there.
    expect(w.github.comments.filter((c) => c.issue === 'acme/docs#101')).toEqual([]);

    // Was: [] (the input is dropped without a word; fail-on/require-pr/fail-fast would be warned).
    const warnings = opened.annotations.filter((a) => a.command === 'warning').map((a) => a.message);
    expect(warnings).toEqual([expect.stringMatching(/'docs-pr-comment'[\s\S]*'wait'/)]);
    expect(opened.summary).toContain('docs-pr-comment');
  });
});
