/**
 * Was broken: an earlier review whose line comments GitHub cannot list (a 502 on every try) holds
 * a `/docs` command's run on an idle job until its `timeout`: the log never says the review's line
 * comments could not be listed (only "An earlier command or review ... may still be on its way, or
 * another run holds the reviews' lock"), the command is not sent, and the ending advises "Raise
 * 'timeout'", which cannot help.
 *
 * Now, as promised: docs/pull-request.md, Reviews, Bad days: "A review's line comments ... that
 * GitHub cannot list (5xx after its retries, ...) send nothing now and write no line: the log says
 * so, and the next run on the pull request sends the review, once"; README: the log "says what
 * happened and what to do next".
 */
import { describe, expect, it, jest } from '@jest/globals';
import { commentEventEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { DOCS, useDocsReviewWorld } from './helpers/docs-review-world.ts';

jest.setTimeout(90_000);

const w = useDocsReviewWorld({ runIds: 773_000 });

describe('an earlier review whose line comments GitHub cannot list, before a /docs command', () => {
  it("the command run's log says the review's line comments could not be listed", async () => {
    expect((await w.productRun()).outputs.outcome).toBe('completed');

    // A review whose run never came (cancelled while pending); GitHub fails every read of its line comments.
    const earlier = w.github.addReview(DOCS, { state: 'COMMENTED', login: 'lead', body: 'Add an example.' }, [
      { path: 'docs/flags.md', line: 1, body: 'Here.' },
    ]);
    w.github.faults.push({
      method: 'GET',
      path: new RegExp(`/pulls/101/reviews/${earlier.id}/comments$`),
      status: 502,
      body: { message: 'Bad Gateway' },
      times: 100_000,
    });
    const command = w.github.addComment(DOCS, '/docs Add a table of flags.', 'lead');
    const env = commentEventEnv(
      w.github.url,
      w.runId + 1,
      { id: command.id, body: command.body, login: 'lead' },
      {},
      { repository: 'acme/docs', number: 101 },
    );
    const run = await runAction(w.docsInputs({ timeout: '6s' }), { killAfterMs: 40_000, env });
    expect(run.exitCode).not.toBeNull();
    const log = run.log.join('\n');
    // The job was idle all along: what held the command is the review GitHub did not list, and the log must say so.
    expect(log).toMatch(new RegExp(`${earlier.id}[^\\n]*line comments|line comments[^\\n]*${earlier.id}`));
  });
});
