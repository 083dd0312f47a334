/**
 * Was broken (a helper, every way in meeting every owed thing): a `/docs` queued while the job was
 * busy, then a push queued on a new head. The sweep sent the command with the push's news, its
 * turn taking the push's check run; the push's turn, left queued, was finished by the next sweep
 * as "nothing new" in a second "Docs agent" check run on the head, which said "Completed before
 * this run read it" beside the follow-up's.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { H, MINUTE, useSameRepositoryWorld } from './helpers/same-repository-world.ts';

jest.setTimeout(300_000);
const w = useSameRepositoryWorld();
const onHead = (index: number) => w.checkRuns().filter((run) => run.startsWith(`${index}#`));

describe('turns queued while the job is busy keep one check run a head', () => {
  it('a /docs, then a push on a new head: the push told with the command writes none of its own', async () => {
    await w.pr(5, 'opened');
    w.t.now += 3 * MINUTE;
    await w.command(5, '/docs ONE on product');
    w.t.now += 2 * MINUTE;
    await w.push(5, H[1] as string);
    for (let sweep = 0; sweep < 3; sweep++) {
      w.t.now += 11 * MINUTE;
      await w.sweep();
    }
    expect(onHead(2)).toEqual([expect.stringContaining('completed/success')]);
    expect(onHead(2)[0]).toContain('(follow-up)');
  });
});
