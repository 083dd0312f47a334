/**
 * Was broken (a helper, every way in meeting every owed thing): a `/docs` queued while the job was
 * busy, then a push queued on a new head. The sweep sent the command with the push's news, its
 * turn taking the push's check run; the push's turn, left queued, was finished by the next sweep
 * as "nothing new" in a second "Docs agent" check run on the head, which said "Completed before
 * this run read it" beside the follow-up's. Then (a regression hunter): finishing that push's turn
 * with the send said "Completed" atop the comment while the follow-up ran; and a push, a `/docs` on
 * its head, then a push on a new head left two check runs on the first head.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { H, MINUTE, P, useSameRepositoryWorld } from './helpers/same-repository-world.ts';

jest.setTimeout(300_000);
const w = useSameRepositoryWorld();
const onHead = (index: number) => w.checkRuns().filter((run) => run.startsWith(`${index}#`));
const heading = () =>
  w.github.comments.find((c) => c.issue === P(5) && c.body.includes('<!-- wait-for-agent-job'))?.body.split('\n')[0] ??
  '';

describe('turns queued while the job is busy keep one check run a head', () => {
  it('a /docs, then a push on a new head: the push told with the command writes none of its own', async () => {
    await w.pr(5, 'opened');
    w.t.now += 3 * MINUTE;
    await w.command(5, '/docs ONE on product');
    w.t.now += 2 * MINUTE;
    await w.push(5, H[1] as string);
    w.t.now += 11 * MINUTE;
    await w.sweep();
    // Sent: the comment says the follow-up runs, not the turn before it.
    expect(heading()).toContain('is running (follow-up)');
    for (let sweep = 0; sweep < 2; sweep++) {
      w.t.now += 11 * MINUTE;
      await w.sweep();
    }
    expect(onHead(2)).toEqual([expect.stringContaining('completed/success')]);
    expect(onHead(2)[0]).toContain('(follow-up)');
  });

  it('a push, a /docs on its head, then a push on a new head: one check run on each', async () => {
    await w.pr(5, 'opened');
    w.t.now += 3 * MINUTE;
    await w.push(5, H[1] as string);
    w.t.now += 1 * MINUTE;
    await w.command(5, '/docs ONE');
    w.t.now += 1 * MINUTE;
    await w.push(5, H[2] as string);
    for (let sweep = 0; sweep < 3; sweep++) {
      w.t.now += 11 * MINUTE;
      await w.sweep();
    }
    expect(onHead(2)).toHaveLength(1);
    expect(onHead(3)).toHaveLength(1);
    expect(w.checkRuns().filter((run) => run.includes('in_progress'))).toEqual([]);
  });
});
