/**
 * Was broken: a `/docs` command whose own run never came (cancelled while pending, killed at its
 * first request) on a pull request whose head the job was already told was never sent: the sweep
 * sent only what a run had queued, or a command beside an untold head (sweep/finish.ts untoldHead),
 * finished the job's turn and took the label off, so the command sat unanswered until someone
 * pushed or commented again.
 *
 * Now, as promised (docs/sweep.md, docs/pull-request.md "Commands not yet answered"): each `/docs`
 * reaches the job exactly once and in order, the sweep sending what no run sent.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(1_010_000);

describe('a /docs command whose run never came, on a head the job was told', () => {
  it('the sweeps send it once, then take the label off', async () => {
    await w.prRun('opened', HEADS[0]);
    w.github.addComment(`${PR_REPOSITORY}#5`, '/docs shorter intro', 'lead'); // its run: never came
    for (const at of [61_000, 300_000, 600_000, 900_000]) {
      w.clock.service = at;
      expect((await w.sweep()).exitCode).toBe(0);
    }
    expect(w.messages().filter((m) => m.includes('shorter intro'))).toHaveLength(1);
    expect(w.labelled()).toBe(false);
  });

  it('two such commands go in the order written, each once', async () => {
    await w.prRun('opened', HEADS[0]);
    w.github.addComment(`${PR_REPOSITORY}#5`, '/docs first: shorter intro', 'lead');
    w.github.addComment(`${PR_REPOSITORY}#5`, '/docs second: add an example', 'lead');
    for (const at of [61_000, 300_000, 600_000, 900_000, 1_200_000, 1_500_000]) {
      w.clock.service = at;
      expect((await w.sweep()).exitCode).toBe(0);
    }
    const sent = w.messages().filter((m) => m.includes('/docs') || m.includes('first:') || m.includes('second:'));
    expect(sent.filter((m) => m.includes('first: shorter intro'))).toHaveLength(1);
    expect(sent.filter((m) => m.includes('second: add an example'))).toHaveLength(1);
    const joined = w.messages().join('\n');
    expect(joined.indexOf('first: shorter intro')).toBeLessThan(joined.indexOf('second: add an example'));
    expect(w.labelled()).toBe(false);
  });
});
