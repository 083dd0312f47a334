/**
 * Was broken: a review's run whose `timeout` runs out while the job is still active (busy with an
 * earlier follow-up) ends `skipped` and says "Another run of this workflow sent this command ...
 * This run sends nothing", though no run sent the review; a `/docs` command's run in the same spot
 * ends `timed-out`.
 *
 * Now, as promised: docs/endings.md: "start or message: `timeout` spent before it could be sent
 * ... error: nothing was sent; raise `timeout` | fails, nothing sent | `timed-out`"; README: "the
 * log says what happened" (the review's run must not claim another run sent it).
 */
import { describe, expect, it, jest } from '@jest/globals';
import { commentEventEnv, reviewEventEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { DOCS, useDocsReviewWorld } from './helpers/docs-review-world.ts';

jest.setTimeout(90_000);

const w = useDocsReviewWorld({ runIds: 772_000 });

describe("a review's run whose timeout ends while the job is busy", () => {
  it('ends timed-out, saying nothing was sent, never "sent by another run"', async () => {
    expect((await w.productRun()).outputs.outcome).toBe('completed');

    // A /docs command (wait: false) keeps the job busy: it stays active until the test ends it.
    w.sim.service().holdJobs(true);
    const command = w.github.addComment(DOCS, '/docs Add a table of flags.', 'lead');
    const commandEnv = commentEventEnv(
      w.github.url,
      w.runId + 1,
      { id: command.id, body: command.body, login: 'lead' },
      {},
      { repository: 'acme/docs', number: 101 },
    );
    const commandRun = await runAction(w.docsInputs({ wait: 'false' }), { killAfterMs: 25_000, env: commandEnv });
    expect(commandRun.outputs.outcome).toBe('started');

    const review = w.github.addReview(DOCS, { state: 'COMMENTED', login: 'lead', body: 'Add an example.' });
    const env = reviewEventEnv(w.github.url, w.runId + 2, review, { repository: 'acme/docs', number: 101 });
    const run = await runAction(w.docsInputs({ timeout: '2s' }), { killAfterMs: 40_000, env });

    expect(run.exitCode).not.toBeNull();
    // Only the command went; the review did not, and no other run sent it.
    expect(w.messages()).toEqual(['Add a table of flags.']);
    const said = run.stdout + run.summary;
    expect(said).not.toContain('Another run of this workflow sent this command');
    expect(run.outputs.outcome).toBe('timed-out');
  });
});
