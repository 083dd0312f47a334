/**
 * Was broken (a regression hunter): an earlier `/docs` no run had answered, taken over by a later
 * command's run whose send of it the service refused (a rate limit), was answered 😕 with "a later
 * run could not either; its log says why", and the log said nothing of it. The log now says why.
 *
 * Kept owed instead (a first fix), it went after the run's own command on a let-go run, and was
 * sent again at every look while the limit lasted: a second hunt found both. It is answered.
 */
import { describe, expect, it } from '@jest/globals';
import { ISSUE, useWorld } from './helpers/attack-world.ts';

const w = useWorld(8_840_000);

describe('an earlier command taken over, whose send the service refused', () => {
  it('is answered, and the log says why; the run goes on with its own, once each', async () => {
    await w.start();
    await w.opened();
    const earlier = w.github.addComment(ISSUE, '/docs mention the new flag in the intro', 'lead');
    earlier.created_at = earlier.updated_at = new Date(w.github.now() - 3 * 60_000).toISOString();
    // A wait past the step's time: the client does not retry it.
    const limited = { http: 429, body: '{"error":"Too many requests"}', headers: { 'retry-after': '3600' } };
    w.sim.service().failNextPost(limited);

    const run = await w.comment('/docs add an example', 'lead');
    expect(run.stdout).toContain(`The earlier command of comment ${earlier.id} was not sent`);
    expect(w.reactionsOn(earlier.id)).toContain('confused');
    const replies = w.github.comments.filter((c) => c.issue === ISSUE && c.body.startsWith('lead:'));
    expect(replies.map((r) => r.body).join('\n')).toContain('its log says why');
    expect(w.messages().filter((m) => m.includes('mention the new flag in the intro'))).toHaveLength(1);
    expect(w.messages().filter((m) => m.includes('add an example'))).toHaveLength(1);
  });
});
