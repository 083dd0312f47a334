/**
 * A `/docs` command's 👀 is made by runs of every event (its own comment's run, a push's run that
 * sends a command left unsent, the sweep): a claim is alive while any other run is in progress,
 * and a run that waits out the service looks at its claim again before each resend. So a command
 * is sent once however the runs that meet over it are spread in time.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, ISSUE, useWorld } from './helpers/attack-world.ts';
import { until } from './helpers/until.ts';

const w = useWorld(333_000);
const EARLIER = 'add a note about the flag';

/** The messages the service took with these words: every POST of them but the refused one. */
const sentWith = (words: string, refused: number): number =>
  w.sim
    .requests()
    .filter((r, at) => at !== refused && r.method === 'POST' && r.url.endsWith('/message'))
    .filter((r) => String(r.body).includes(words)).length;

describe('a command a push run took over, while the service keeps that run waiting', () => {
  it('is not taken over by a comment run meanwhile, and goes to the job once', async () => {
    await w.start();
    await w.opened();
    // A command whose own run never came (cancelled while pending): nobody answered it.
    const earlier = w.github.addComment(ISSUE, `/docs ${EARLIER}`, 'lead');
    // The push's run takes it over (its 👀); the service holds, then refuses, its message.
    w.push(HEADS[1]);
    let letGo = (): void => undefined;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const body = JSON.stringify({ error: 'Rate limit exceeded' });
    w.sim.service().failNextPost({ http: 429, body, headers: { 'retry-after': '1' }, until: held });
    const posts = (): number => w.sim.requests().filter((r) => r.method === 'POST').length;
    const before = posts();
    const pushed = w.synchronize();
    await until(() => posts() > before);
    const refused = w.sim.requests().findLastIndex((r) => r.method === 'POST');
    // A second command's run looks at the earlier command while the push's run holds its 👀.
    const reactionReads = (): number =>
      w.github.requests.filter((r) => r.method === 'GET' && r.url.includes(`/comments/${earlier.id}/reactions`)).length;
    const readsBefore = reactionReads();
    const commented = w.comment('/docs and mention the default', 'lead');
    await until(() => reactionReads() > readsBefore);
    letGo();
    const [push, comment] = await Promise.all([pushed, commented]);
    expect([push.exitCode, comment.exitCode]).toEqual([0, 0]);
    expect(sentWith(EARLIER, refused)).toBe(1);
    // Answered once, by the run that sent it: a 🚀, never a 😕 beside it.
    const marks = w.github.reactions.filter((r) => r.commentId === earlier.id).map((r) => r.content);
    expect(marks).toContain('rocket');
    expect(marks).not.toContain('confused');
    w.invariants();
  });
});
