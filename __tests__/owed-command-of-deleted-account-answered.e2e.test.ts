/**
 * An owed /docs (its own run was cancelled) whose author GitHub answers 404 for (an account deleted
 * or renamed): refused for good, as its own run would take it. The first later run that finds it
 * answers it 😕; no run says "a later run sends it" for ever.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, ISSUE, useWorld } from './helpers/attack-world.ts';

const w = useWorld(8_930_000);

describe('an owed /docs whose author GitHub answers 404 for', () => {
  it('is answered by the later run that finds it, not left for every later run', async () => {
    await w.start();
    await w.opened();
    const earlier = w.github.addComment(ISSUE, '/docs add a FAQ', 'gone-user');
    earlier.created_at = earlier.updated_at = new Date(w.github.now() - 3 * 60_000).toISOString();
    w.github.faults.push({
      method: 'GET',
      path: /\/collaborators\/gone-user\/permission$/,
      status: 404,
      times: 100_000,
    });

    w.push(HEADS[1]);
    const first = await w.synchronize();
    w.push(HEADS[2]);
    const second = await w.synchronize();
    const said = (run: { stdout: string }) => run.stdout.includes('a later run sends it');
    expect(said(first)).toBe(false);
    expect(first.stdout).toContain(`Comment ${earlier.id}, a command its own run did not answer, is not sent`);
    expect(said(second)).toBe(false);
    expect(w.reactionsOn(earlier.id)).toContain('confused');
  });
});
