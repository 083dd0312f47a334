/**
 * The product run's comment on the docs pull request fails 502, then the run is re-run as its
 * warning says: the re-run writes the comment and starts no second job.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { DOCS, DOCS_APP_TOKEN, useDocsReviewWorld } from './helpers/docs-review-world.ts';

jest.setTimeout(300_000);
const w = useDocsReviewWorld({ runIds: 9_310_000 });

describe('docs-pr-comment 5xx, then the run re-run as the warning says', () => {
  it('the re-run writes the docs pull request comment', async () => {
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
    expect(warning).toContain('re-run this run to write it');
    w.github.faults.length = 0;
    const inputs = w.sim.inputs({
      prompt: 'Document the new flag.',
      'report-token': REPORT_TOKEN,
      'docs-pr-comment': 'true',
      'github-token': DOCS_APP_TOKEN,
      'check-name': 'Docs',
    });
    const second = await runAction(inputs, {
      killAfterMs: 25_000,
      env: pullRequestEnv(w.github.url, w.runId, { GITHUB_RUN_ATTEMPT: '2' }),
    });
    const onDocs = w.github.comments.filter((c) => c.issue === DOCS);
    expect({
      outcome: second.outputs.outcome,
      starts: w.sim.requests().filter((r) => r.method === 'POST' && /\/job$/.test(r.url.split('?')[0] ?? '')).length,
      docsComments: onDocs.length,
    }).toEqual({ outcome: 'completed', starts: 1, docsComments: 1 });
  });
});
