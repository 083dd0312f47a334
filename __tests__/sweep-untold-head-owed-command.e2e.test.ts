/**
 * Was broken: the sweep's untold-head turn (sweep/finish.ts untoldHead) is "decided as that push's run
 * would have" (docs/sweep.md), but it strips the command and sends only the push's news: the
 * decision it takes (readAndDecide) says a `/docs` command is owed (commandTo, news first), and
 * queuedMessage sends a command only when the turn queued one (`pending.comment`), which the
 * sweep's own turn never has. The push's own run would have sent the news and then the owed
 * command in one message (docs/pull-request.md, "Commands not yet answered": a run of any pull
 * request event sends it). The sweep then takes the label off, so no later sweep sends it either.
 *
 * How a user meets it: while the let-go job works, the author pushes H2 and a reviewer writes
 * `/docs shorter intro`; both runs are cancelled while pending in the concurrency group (or
 * killed). The sweep finishes the job, tells H2's news, finishes that turn, and takes the label
 * off: the command sits with no 👀/🚀/😕 and is never sent until someone happens to push or comment
 * again.
 *
 * What should happen instead: the owed command goes with the untold head's news (as the push's run
 * would send it), once, answered 🚀; or the label stays until it is sent.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(1_000_000);

describe('an untold head and a /docs command, both of whose runs never came', () => {
  it('the sweeps send the push and the command to the job, each once', async () => {
    await w.prRun('opened', HEADS[0]);
    w.pulls[`${PR_REPOSITORY}#5`]!.head.sha = HEADS[1]; // the push's run: cancelled while pending
    w.github.addComment(`${PR_REPOSITORY}#5`, '/docs shorter intro', 'lead'); // its run: cancelled while pending
    w.clock.service = 61_000;
    const first = await w.sweep();
    expect(first.exitCode).toBe(0);
    expect(w.messages().filter((m) => m.includes('Add the --flag option'))).toHaveLength(1);
    // The job ends; the sweeps go on until nothing is pending.
    for (const at of [300_000, 600_000, 900_000]) {
      w.clock.service = at;
      await w.sweep();
    }
    expect(w.labelled()).toBe(false);
    expect(w.messages().filter((m) => m.includes('shorter intro'))).toHaveLength(1);
    expect(w.messages().filter((m) => m.includes('Add the --flag option'))).toHaveLength(1);
  });
});
