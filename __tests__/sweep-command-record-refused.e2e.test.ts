/**
 * GitHub on a bad day, on the record of a queued `/docs` command the sweep sent: GitHub refuses the
 * comment's write of it once. The command is sent once: the check run's record says it was sent,
 * and no later sweep sends it again.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(360_000);
const COMMENT_WRITE = /\/issues\/comments\/\d+$/;

describe('a queued /docs whose record GitHub refused once', () => {
  it('is sent once, by one sweep', async () => {
    await w.prRun('opened', HEADS[0]);
    const { id, run } = await w.commandRun('/docs shorter intro');
    expect(run.log.join('\n')).toContain('is busy, so nothing is sent now');
    w.clock.service = 61_000;
    // The sweep names its claim and finishes the job's own turn (two comment writes); the record of
    // the queued turn, the third, is refused once.
    w.github.faults.push({ method: 'PATCH', path: COMMENT_WRITE, status: 200, until: Promise.resolve(), times: 2 });
    w.github.faults.push({
      method: 'PATCH',
      path: COMMENT_WRITE,
      status: 422,
      body: { message: 'Validation Failed' },
      times: 1,
    });
    await w.sweep();
    expect(w.messages()).toHaveLength(1);
    // GitHub answers as it should from here on: the next sweep sends it, as it said.
    const next = await w.sweep();
    expect({
      messages: w.messages(),
      said: next.log.filter((line) => line.includes('cannot go now')),
      eyes: w.github.reactions.filter((r) => r.commentId === id && r.content === 'eyes').length,
    }).toEqual({ messages: ['shorter intro'], said: [], eyes: 1 });
  });
});
