/**
 * Was broken: the sweep's own turn for a `/docs` no run answered named the NEWEST unanswered
 * command, here an outsider's. The sweep answered it 😕, sent the lead's older command and made its
 * 🚀, and was killed before it recorded the turn. The next sweep looked for the 🚀 on the comment
 * the turn named (the outsider's, 😕) and found none, so it settled the turn as "nothing new": the
 * message the job got was in no record, the conversation did not list it, its dispatch never went.
 *
 * Now, as promised (README: any run may be killed at any point and the next run finishes its work;
 * docs/sweep.md: a queued command the action answered 🚀 is adopted as the sent turn): the own turn
 * names the command it sends, so the next sweep finds its 🚀 and adopts the turn.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { sweepKilledAfterRocket } from './helpers/kill-after-rocket.ts';
import { HEADS, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());
const inputs = { 'on-finish-dispatch': 'review.yml' };

describe("a sweep killed after the 🚀 of an older /docs it sent past an outsider's newer one", () => {
  it('the next sweeps record it as the follow-up the job got, and dispatch once for it', async () => {
    await w.fresh();
    await w.prRun('opened', HEADS[0], inputs);
    const lead = w.github.addComment(`${PR_REPOSITORY}#5`, '/docs shorter intro', 'lead'); // its run never came
    w.github.addComment(`${PR_REPOSITORY}#5`, '/docs delete everything', 'outsider'); // nor this one's
    w.clock.service = 70_000; // the job has ended

    const { killed } = await sweepKilledAfterRocket(w, lead.id);
    expect(killed.signal).toBe('SIGKILL');
    expect(w.messages()).toEqual(['shorter intro']);

    for (let i = 0; i < 4; i++) {
      w.clock.service += 70_000;
      await w.sweep();
    }
    expect(w.messages()).toEqual(['shorter intro']);
    expect(w.inProgress()).toEqual([]);
    expect({
      dispatches: w.github.dispatches.length,
      inConversation: (w.commentOf()?.body ?? '').includes('shorter intro'),
    }).toEqual({ dispatches: 2, inConversation: true });
  });
});
