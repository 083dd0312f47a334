/**
 * Was broken (a helper, as a new user leaving out the GitHub App, which the README calls optional):
 * the product pull request's comment said "The docs pull request was not read from GitHub on this
 * run (it needs a github-token that can read it ...); the next run reads it again", though with
 * 'github-token' empty no run ever reads it; and the warning on every run, "No comment on the docs
 * pull request ...: 'github-token' is empty", did not name the input that asked for the comment.
 *
 * What should happen instead: the comment promises no later read (nor asks for a token: the docs
 * repository's own recipe leaves 'github-token' empty on purpose, a later helper found); the
 * warning names 'docs-pr-comment' and both fixes.
 */
import { describe, expect, it } from '@jest/globals';
import { ISSUE, useWorld } from './helpers/attack-world.ts';

const w = useWorld(7_130_000, { 'github-token': '', 'docs-pr-comment': 'true' });

describe("a product pull request's run without a github-token", () => {
  it('promises no later read of the docs pull request, and names docs-pr-comment in its warning', async () => {
    await w.start();
    const run = await w.opened();
    expect(run.outputs.outcome).toBe('completed');
    const comment = w.github.comments.find((c) => c.issue === ISSUE)?.body ?? '';
    expect(comment).toContain('acme/docs&#35;101');
    expect(comment).not.toContain('the next run reads it again');
    expect(comment).toContain(
      'The docs pull request was not read from GitHub on this run&#58; reading it takes a &#39;github-token&#39; that can read it, and this step has none.',
    );
    expect(comment).not.toContain('GitHub App');
    const warnings = run.annotations.filter((a) => a.command === 'warning').map((a) => a.message);
    expect(warnings).toEqual([
      expect.stringContaining(
        "'docs-pr-comment' is true, but 'github-token' is empty. Pass a token that can write pull requests there (the README's GitHub App), or set docs-pr-comment: false.",
      ),
    ]);
  });
});
