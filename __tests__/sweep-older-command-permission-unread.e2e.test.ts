/**
 * Was broken: the sweep's own turn for a `/docs` no run answered named the NEWEST unanswered
 * command (src/sweep/finish.ts `owedCommand`), here an outsider's. Sending it, the sweep answered
 * the outsider 😕 and went on to the lead's older command, whose author's permission GitHub did
 * not answer (a 502). The turn was then judged by the outsider's comment, answered, and settled:
 * "nothing queued ... is new", the label off, and no later sweep came back to the lead's command.
 *
 * Now, as promised (docs/pull-request.md "Commands not yet answered": "A newer command that may
 * not be sent ... is answered 😕 and the look goes on to the older ones"; docs/sweep.md: the
 * head's turns stay pending while what is owed cannot be read): the outsider's comment is answered
 * 😕 when the own turn is made, the turn names the command it sends, and a permission that cannot
 * be read keeps the turns pending; the next sweep sends the lead's command, once.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(1_030_000);

describe('an older /docs whose author GitHub cannot vouch for yet, behind a refused newer one (wait: sweep)', () => {
  it("the turns stay pending, and the next sweep sends the lead's command once", async () => {
    await w.prRun('opened', HEADS[0]);
    w.github.addComment(`${PR_REPOSITORY}#5`, '/docs shorter intro', 'lead'); // its run: never came
    w.github.addComment(`${PR_REPOSITORY}#5`, '/docs delete everything', 'outsider'); // nor this one's
    w.clock.service = 61_000;
    w.github.faults.push({ path: /\/collaborators\/lead\/permission$/, status: 502, times: 50 });
    const first = await w.sweep();
    expect(first.exitCode).toBe(0);
    expect(w.messages()).toEqual([]);
    expect(w.labelled()).toBe(true);

    w.github.faults.length = 0;
    for (const at of [300_000, 600_000, 900_000]) {
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
