/**
 * Was broken (a regression hunter): an earlier `/docs` no run had answered, taken over by a later
 * command's run whose send of it the service refused with a rate limit (429: certainly not taken),
 * was answered 😕 for good with "a later run could not either; its log says why", and the log said
 * nothing of it: the command was lost. Now a send the service certainly did not take leaves the
 * earlier command owed (its claim let go, no 😕) for a later look, and the log says why it was not
 * sent, whatever the failure.
 */
import { describe, expect, it } from '@jest/globals';
import { ISSUE, useWorld } from './helpers/attack-world.ts';

const w = useWorld(8_840_000);

describe('an earlier command taken over, whose send the service refused', () => {
  it('stays owed when the service certainly did not take it, and a later look sends it once', async () => {
    await w.start();
    await w.opened();
    const earlier = w.github.addComment(ISSUE, '/docs mention the new flag in the intro', 'lead');
    earlier.created_at = earlier.updated_at = new Date(w.github.now() - 3 * 60_000).toISOString();
    // A wait past the step's time: the client does not retry it.
    const limited = { http: 429, body: '{"error":"Too many requests"}', headers: { 'retry-after': '3600' } };
    w.sim.service().failNextPost(limited);

    const run = await w.comment('/docs add an example', 'lead');
    expect(run.stdout).toContain(`The earlier command of comment ${earlier.id} was not sent`);
    expect(run.stdout).toContain('it stays owed');
    // Owed, not answered: a later look (here, this run's own while it waits its turn) sends it, once.
    expect(w.reactionsOn(earlier.id)).not.toContain('confused');
    const replies = w.github.comments.filter((c) => c.issue === ISSUE && c.body.startsWith('lead:'));
    expect(replies.map((r) => r.body).join('\n')).not.toContain('could not either');

    await w.comment('/docs and one more', 'lead');
    // Two requests: the one refused (429), and the one the service took.
    expect(w.messages().filter((m) => m.includes('mention the new flag in the intro'))).toHaveLength(2);
    expect(w.reactionsOn(earlier.id)).toContain('rocket');
    expect(w.messages().filter((m) => m.includes('add an example'))).toHaveLength(1);
  });
});
