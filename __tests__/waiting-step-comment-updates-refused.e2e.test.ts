/**
 * A waiting step (`wait: true`) whose comment GitHub let it create but refuses every update of,
 * the final one too: the step still ends with its outcome, outputs and summary, warns once with
 * what later runs lose, and the pull request's next run brings the comment up to date.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(95_900);

describe("a waiting step whose comment's updates GitHub refuses", () => {
  it('ends with its outputs and one warning; the next run writes how the job ended', async () => {
    await w.start();
    w.github.faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 502, times: 1000 });
    const opened = await w.opened();
    expect(opened.exitCode).toBe(0);
    expect(opened.outputs.outcome).toBe('completed');
    expect(opened.summary).not.toBe('');
    const warnings = opened.annotations.filter((a) => a.command === 'warning').map((a) => a.message);
    expect(warnings).toEqual([expect.stringContaining('Could not update the pull request comment')]);
    expect(w.github.comments.map((c) => c.body)).toEqual([expect.stringContaining('Starting an agent job')]);

    w.github.faults.length = 0;
    w.push(HEADS[1]);
    await w.synchronize();
    expect(w.github.comments).toHaveLength(1);
    expect(w.github.comments[0]?.body).not.toContain('Starting an agent job');
    w.invariants();
  });
});
