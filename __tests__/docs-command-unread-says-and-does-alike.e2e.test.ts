/**
 * Was broken: a product pull request's `/docs` after its job's docs pull request merged, in a run
 * where GitHub answers the pull request read 502, is answered 😕 "nothing was sent ... whether it
 * is the agent's own docs pull request (which starts no job) is unknown; comment again in a few
 * minutes", yet that same run then starts a new job with the bare prompt (outcome `started`), so
 * the command's words never start the new job and the retry the reply asks for is only queued as a
 * follow-up.
 *
 * Now, as promised: docs/pull-request.md "(when GitHub does not show whose pull request it is, no
 * new job starts either, and the reply says to comment again later)" and "A `/docs` comment after
 * the docs pull request was merged or closed starts a new job with the `prompt` and the comment's
 * words, and a reply says so".
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { HEADS, ISSUE, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());

describe("a /docs whose pull request read fails, after the job's docs pull request merged", () => {
  it('starts no job when it says nothing was sent, and the retry it asks for starts the job with its message', async () => {
    await w.fresh();
    expect((await w.prRun('opened', HEADS[0])).outputs.outcome).toBe('started');
    // The job completes and its docs pull request (acme/docs#42) is merged; the sweep finishes the turn.
    w.clock.service = 70_000;
    Object.assign(w.pulls['acme/docs#42']!, {
      state: 'closed',
      merged: true,
      merged_at: new Date(w.github.now()).toISOString(),
    });
    await w.sweep();
    expect(w.starts()).toHaveLength(1);

    // GitHub answers the product pull request's reads 502 for a while (past the client's retries of one read).
    w.github.faults.push({ method: 'GET', path: /\/repos\/acme\/product\/pulls\/5$/, status: 502, times: 5 });
    const first = await w.commandRun('/docs also document the --verbose flag');
    w.github.faults.length = 0;
    const startsByFirst = w.starts().length - 1;
    const answeredConfused = w.github.reactions.some((r) => r.commentId === first.id && r.content === 'confused');
    const reply = w.github.comments
      .filter((c) => c.issue === ISSUE)
      .map((c) => c.body)
      .find((b) => b.startsWith('lead:'));

    // The user comments again, as a reply that says "comment again" asks.
    await w.commandRun('/docs also document the --verbose flag, please');
    const sent = [...w.starts(), ...w.servicePosts().filter((r) => r.url.endsWith('/message'))].map((r) =>
      String((JSON.parse(r.body ?? '{}') as { prompt?: unknown }).prompt),
    );
    const bare = w
      .starts()
      .slice(1)
      .filter((r) => !String(r.body).includes('--verbose')).length;

    // What the run says and what it does agree: a command answered 😕 "nothing was sent ... comment
    // again" starts no job, and a new job for this pull request starts with the commenter's words.
    expect({
      firstAnswer: answeredConfused
        ? `😕 ${reply?.includes('comment again') ? 'comment again' : String(reply)}`
        : 'sent',
      jobsTheRefusedRunStarted: answeredConfused ? startsByFirst : 0,
      firstOutcome: answeredConfused ? first.run.outputs.outcome : 'n/a',
      newJobsWithoutTheCommandsWords: bare,
      wordsReachTheNewJobAsItsStart: w
        .starts()
        .slice(1)
        .some((r) => String(r.body).includes('--verbose')),
      wordsSent: sent.some((p) => p.includes('--verbose')),
    }).toEqual({
      firstAnswer: expect.any(String),
      jobsTheRefusedRunStarted: 0,
      firstOutcome: expect.not.stringMatching(/^started$/),
      newJobsWithoutTheCommandsWords: 0,
      wordsReachTheNewJobAsItsStart: true,
      wordsSent: true,
    });
  });
});
