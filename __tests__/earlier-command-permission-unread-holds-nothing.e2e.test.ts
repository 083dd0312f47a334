/**
 * An earlier /docs no run answered, whose author's permission GitHub will not give, sits before a
 * writer's /docs. Refused for good (404: an account deleted or renamed since), it is answered 😕 as
 * its own run would answer it; failed (502), it is left unanswered for the next run, its 👀 taken
 * off. Either way the writer's command is sent at once, and the permission is read once.
 */
import { describe, expect, it } from '@jest/globals';
import { ISSUE, useWorld } from './helpers/attack-world.ts';

const permissionOf = (login: string) => new RegExp(`/collaborators/${login}/permission$`);

const w = useWorld(8_910_000);

describe('an earlier /docs whose author GitHub answers 404 for', () => {
  it('is answered 😕, and the writer command after it is sent', async () => {
    await w.start();
    await w.opened();
    const earlier = w.github.addComment(ISSUE, '/docs add a FAQ', 'gone-user');
    earlier.created_at = earlier.updated_at = new Date(w.github.now() - 3 * 60_000).toISOString();
    w.github.faults.push({ method: 'GET', path: permissionOf('gone-user'), status: 404, times: 100_000 });

    const run = await w.comment('/docs add an example', 'lead');

    const reads = w.github.requests.filter((r) => permissionOf('gone-user').test(r.url)).length;
    expect(reads).toBeLessThanOrEqual(2);
    expect(run.outputs.outcome).not.toBe('timed-out');
    expect(w.messages().filter((m) => m.includes('add an example'))).toHaveLength(1);
    expect(w.messages().filter((m) => m.includes('add a FAQ'))).toHaveLength(0);
    expect(w.reactionsOn(earlier.id)).toContain('confused');
    expect(run.stdout).toContain(`An earlier command (comment ${earlier.id}) that its run did not answer is not sent`);
  });
});

const v = useWorld(8_920_000);

describe('an earlier /docs whose author GitHub fails the permission of (502)', () => {
  it('is left unanswered for the next run, and the writer command after it is sent', async () => {
    await v.start();
    await v.opened();
    const earlier = v.github.addComment(ISSUE, '/docs add a FAQ', 'reader');
    earlier.created_at = earlier.updated_at = new Date(v.github.now() - 3 * 60_000).toISOString();
    v.github.faults.push({ method: 'GET', path: permissionOf('reader'), status: 502, times: 100_000 });

    const run = await v.comment('/docs add an example', 'lead');

    expect(run.outputs.outcome).not.toBe('timed-out');
    expect(v.messages().filter((m) => m.includes('add an example'))).toHaveLength(1);
    expect(v.messages().filter((m) => m.includes('add a FAQ'))).toHaveLength(0);
    // Doubt is no refusal: no 😕, and no 👀 left to hold the next run off.
    expect(v.reactionsOn(earlier.id)).toEqual([]);
    expect(run.stdout).toContain("the pull request's next run reads the permission again");
    const looks = run.stdout.split('\n').filter((line) => line.includes(`comment ${earlier.id}`)).length;
    expect(looks).toBe(1);
  });
});
