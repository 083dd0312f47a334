/**
 * Was broken (a regression hunter, on the one admission rule): a reader's bare `/docs` that no run
 * answered sat before a writer's `/docs`, and GitHub failed every read of the reader's permission
 * (502). The queue, taking the earlier command over, read that permission before it looked at the
 * message, again at each look: the writer's command waited behind it until its run timed out, and
 * sent nothing. A command with no message is refused at once on that path (😕), with no read.
 */
import { describe, expect, it } from '@jest/globals';
import { ISSUE, useWorld } from './helpers/attack-world.ts';

const w = useWorld(8_410_000);

describe('a bare /docs no run answered, whose author GitHub will not say the permission of', () => {
  it('holds no later command: it is refused for its empty message, and the later one is sent', async () => {
    await w.start();
    await w.opened();
    const earlier = w.github.addComment(ISSUE, '/docs', 'reader');
    // Its own run never came: minutes old, no run waits for it.
    earlier.created_at = earlier.updated_at = new Date(w.github.now() - 3 * 60_000).toISOString();
    w.github.faults.push({ method: 'GET', path: /\/collaborators\/reader\/permission$/, status: 502, times: 100_000 });

    const run = await w.comment('/docs add an example', 'lead');
    expect(run.outputs.outcome).not.toBe('timed-out');
    expect(w.messages().filter((m) => m.includes('add an example'))).toHaveLength(1);
    expect(w.reactionsOn(earlier.id)).toContain('confused');
    expect(run.stdout).toContain('it holds no message after the command word');
    expect(w.github.requests.filter((r) => /\/collaborators\/reader\/permission$/.test(r.url))).toHaveLength(0);
  });
});
