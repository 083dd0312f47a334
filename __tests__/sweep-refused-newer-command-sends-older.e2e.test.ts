/**
 * Was broken: src/sweep/finish.ts `untoldHead`/`owedCommand` -> src/step/unanswered-command.ts
 * `newestUnansweredCommand` picks only the NEWEST unanswered `/docs` comment, whoever wrote it,
 * and queues it as the sweep's own turn (`pending.comment`). src/sweep/queued.ts then sends it
 * through `sendUnansweredCommand(..., { only })`: its author may not command, so it is answered 😕
 * and, `only` being set, the look never goes on to the older commands. The turn is finished as
 * "nothing queued for job … is new", the label comes off, and no later sweep comes back: the
 * older command, by someone who may command, is never sent (no 🚀, no 😕, nothing in the log).
 *
 * How a user meets it: `wait: sweep` with `follow-up-command: /docs` (the recipe). The job is
 * told its head. The lead writes `/docs shorter intro`; its run never comes (cancelled while
 * pending in the pull request's concurrency group, or the runner died). Then anyone who can
 * comment (on a public repository: anyone; here `outsider`, no permission) writes
 * `/docs delete everything`, whose run never comes either. The schedule's sweeps run once the job
 * has ended. An outsider's comment is thus enough to make the sweep drop the lead's command.
 *
 * Was: 0 messages carry "shorter intro" (the sweep's log: "Comment 1003 ... is not sent:
 * ... outsider may not command." then "nothing queued for job job-started-1 is new"); the label
 * is off after the first sweep.
 *
 * Now, as promised: docs/pull-request.md "Commands not yet answered": "A newer command
 * that may not be sent (its author's permission is below `follow-up-permission`, or it holds no
 * message) is answered 😕 and the look goes on to the older ones"; docs/sweep.md: "a head the job
 * was told owes the newest `/docs` command no run answered …, the older ones first, once each".
 * The lead's command is sent once; the outsider's never.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(1_020_000);

describe('a /docs no run answered, behind a newer one by someone who may not command (wait: sweep)', () => {
  it("the sweeps send the lead's command once, and never the outsider's", async () => {
    await w.prRun('opened', HEADS[0]);
    w.github.addComment(`${PR_REPOSITORY}#5`, '/docs shorter intro', 'lead'); // its run: never came
    w.github.addComment(`${PR_REPOSITORY}#5`, '/docs delete everything', 'outsider'); // nor this one's
    for (const at of [61_000, 300_000, 600_000, 900_000, 1_200_000]) {
      w.clock.service = at;
      expect((await w.sweep()).exitCode).toBe(0);
    }
    expect({
      lead: w.messages().filter((m) => m.includes('shorter intro')).length,
      outsider: w.messages().filter((m) => m.includes('delete everything')).length,
    }).toEqual({ lead: 1, outsider: 0 });
    expect(w.labelled()).toBe(false);
  });
});
