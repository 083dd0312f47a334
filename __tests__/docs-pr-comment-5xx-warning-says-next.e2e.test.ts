/**
 * The product run's comment on the docs pull request (docs-pr-comment) meets a 502 on every try of
 * its write: the warning says what follows (a command or review there reaches no job) and what to
 * do (re-run this run to write it), as the warning for a failed read of that comment does.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { useDocsReviewWorld } from './helpers/docs-review-world.ts';

jest.setTimeout(300_000);
const w = useDocsReviewWorld({ runIds: 9_210_000 });

describe('docs-pr-comment write failed for now (5xx)', () => {
  it('warns with what follows and the next step', async () => {
    w.github.faults.push({
      method: 'POST',
      path: /\/repos\/acme\/docs\/issues\/101\/comments$/,
      times: 100,
      status: 502,
    });
    const first = await w.productRun();
    const warning =
      first.annotations.find((a) => a.command === 'warning' && a.message.startsWith('No comment on the docs pull'))
        ?.message ?? '';
    expect(first.outputs.outcome).toBe('completed');
    expect(warning).toContain('or a review there reaches no job: re-run this run to write it.');
  });
});
