/**
 * A `/docs` while the job is busy and a push's follow-up is already queued on the same head: the
 * command's turn takes over that head's check run (in progress for the sweep) rather than make a
 * second, as a merge's does (merge-busy-queued-push-one-check-run); the sweeps then send the push's
 * news and the command once each, and finish the one check run.
 */
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { DOCS, H, PRODUCT, useConvergenceWorld } from './helpers/convergence-world.ts';

jest.setTimeout(300_000);
const w = useConvergenceWorld();
afterAll(() => w.github?.close());

const onHead = (sha: string) => w.checkRuns().filter((r) => r.head_sha === sha);

describe("a /docs while the job is busy and the head's push is already queued", () => {
  it('keeps one check run on the head, and sends the news and the command once each', async () => {
    await w.fresh();
    const opened = await w.run(w.stepInputs(), w.prEvent(5, 'opened'), undefined);
    expect(opened.run.outputs.outcome).toBe('started');
    const job = w.latestJob()!;
    w.pulls[DOCS]!.head = { ...w.pulls[DOCS]!.head, ref: `agent/${job}` };

    w.clock.service = 30_000;
    w.pulls[PRODUCT]!.head = { sha: H[1]! };
    const pushed = await w.run(w.stepInputs(), w.prEvent(5, 'synchronize'), undefined);
    expect(pushed.run.log.join('\n')).toContain('is busy, so nothing is sent now');

    w.clock.service = 40_000;
    const command = await w.run(
      w.stepInputs(),
      w.commentEvent(5, '/docs Mention the new flag.', 'lead').env,
      undefined,
    );
    expect(command.run.log.join('\n')).toContain('is busy');
    const afterCommand = onHead(H[1]!).length;

    for (let i = 0; i < 3; i++) {
      w.clock.service += 200_000;
      await w.run(w.sweepInputs(), w.sweepEvent('schedule'), undefined);
    }
    expect({
      checkRunsAfterCommand: afterCommand,
      checkRunsOnHead: onHead(H[1]!).length,
      inProgress: w.inProgress().length,
      newsSent: w.messages().filter((m) => /Change 1(?!\d)/.test(m)).length,
      commandSent: w.messages().filter((m) => m.includes('Mention the new flag.')).length,
    }).toEqual({ checkRunsAfterCommand: 1, checkRunsOnHead: 1, inProgress: 0, newsSent: 1, commandSent: 1 });
  });
});
