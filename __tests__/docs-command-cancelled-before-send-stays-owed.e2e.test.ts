/**
 * Was broken (cancels at every point): a /docs run cancelled after it decided to send but before
 * the message left said on every surface "nothing was sent" and not that the command stays owed
 * (only its log did), so people wrote it again and the job got it twice; and it created a second
 * check run of the name, `cancelled`, beside the turn's, which GitHub takes for the required check
 * while nothing is wrong. Now the annotation and summary say the command stays owed and need not
 * be written again, and the head's check run stays as the last turn left it. A regression hunter
 * then found an opening run cancelled before its prompt, with no check run (`check-name: ''`),
 * leaving its start record as if the prompt had gone: the comment and its records still say how
 * such a turn ended, so the next push starts the job. A push run cancelled the same way promised
 * the job "is told there are new commits" and did not say its news stays owed.
 */
import { afterAll, describe, expect, it } from '@jest/globals';
import { HEADS, useKillWorld } from './helpers/kill-world.ts';

const w = useKillWorld();
afterAll(() => w.github?.close());

describe('a /docs run cancelled before its message left, on a job that ended', () => {
  it('says the command stays owed, and leaves the head its check run', async () => {
    await w.fresh();
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 70_000;
    await w.sweep();
    const checks = w.checkRuns().length;

    const { run } = await w.commandRun('/docs add a table', { n: 6, mode: 'INT' });

    expect(run.outputs.outcome).toBe('cancelled');
    const said = [...run.annotations.map((a) => a.message), run.summary].join('\n');
    expect(said).toContain('It stays owed');
    expect(said).toContain('there is no need to write it again');
    expect(w.checkRuns()).toHaveLength(checks);
    expect(w.checkRuns().at(-1)?.conclusion).toBe('success');

    w.clock.service += 200_000;
    await w.commandRun('/docs and a chart');
    expect(w.messages().filter((m) => m.includes('add a table'))).toHaveLength(1);
  });
});

describe("an opening run cancelled before its prompt left, with check-name ''", () => {
  it.each([1, 2, 3, 4])('after GitHub request %i: the next push starts the job', async (n) => {
    await w.fresh();
    const inputs = { 'check-name': '', wait: 'false' };
    const first = await w.prRun('opened', HEADS[0], inputs, { n, mode: 'INT' });
    expect(first.outputs.outcome).toBe('cancelled');
    expect(w.lastStop.servicePosts).toBe(0);
    const push = await w.prRun('synchronize', HEADS[1], inputs);
    expect(push.outputs.outcome).toBe('started');
    expect(w.starts()).toHaveLength(1);
  });
});

describe('a push run cancelled before its news left', () => {
  it.each([3, 4, 5, 6])('after GitHub request %i: promises the job nothing, and says what stays owed', async (n) => {
    await w.fresh();
    await w.prRun('opened', HEADS[0]);
    w.clock.service += 10_000;
    const push = await w.prRun('synchronize', HEADS[1], {}, { n, mode: 'INT' });
    expect(push.outputs.outcome).toBe('cancelled');
    const said = [...push.annotations.map((a) => a.message), push.summary].join('\n');
    expect(said).not.toContain('the job is told there are new commits');
    // From the sixth request on, the run had decided to tell the job: only the send was cut short.
    if (n < 6) expect(said).toContain('decided nothing, and nothing was sent');
    else expect(said).toContain("The push's news stays owed: the pull request's next run");
  });
});
