/**
 * Was broken (a helper's trial, GitHub on a bad day): a `/docs` command whose 👀 claim GitHub
 * refused for the token's permission (403 "Resource not accessible by integration") warned
 * "give the workflow's job pull-requests: write ..., then write the command again", while a second
 * warning said a later run sends it. The command stayed owed: a maintainer who fixed the permission
 * and wrote it again had the same text sent to the agent twice.
 *
 * Now the warning says what is true: the command stays owed, and the pull request's next run, once
 * the token may react, sends it with no need to write it again.
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(87_500);
const REFUSED = { message: 'Resource not accessible by integration' };

describe("a /docs command's claim refused for the token's permission", () => {
  it('says the command stays owed, and the next run sends it once', async () => {
    await w.start();
    expect((await w.opened()).outputs.outcome).toBe('completed');
    w.github.faults.push({
      method: 'POST',
      path: /\/issues\/comments\/\d+\/reactions$/,
      status: 403,
      body: REFUSED,
      times: 1000,
    });
    const refused = await w.comment('/docs mention the flag', 'lead');
    const said = [...refused.log, ...refused.annotations.map((a) => a.message)].join('\n');
    expect(said).toMatch(/pull-requests: write/);
    expect(said).toMatch(/with no need to write it again/);
    expect(said).not.toMatch(/then write the command again/);
    expect(w.messages()).toEqual([]);

    // The permission is given: the pull request's next run sends the command, once.
    w.github.faults.length = 0;
    await w.prEvent('labeled');
    expect(w.messages()).toEqual(['mention the flag']);
  });
});
