/**
 * A `/docs` command queued while the job is busy, its turn past its `timeout` with the job still
 * busy: its check run ends timed out, once, and the turn stays queued (the label stays). A run of
 * the pull request meanwhile queues nothing again; once the job ends, a sweep sends the command,
 * once, and answers it 🚀. Before, the turn was settled and the label taken off, and no sweep came back.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(941_000);

describe('a queued command whose turn timed out while the job stayed busy', () => {
  it('stays queued and labelled, is not queued again, and is sent once when the job ends', async () => {
    const id = await w.commandTimedOutUnsent();
    const timedOut = w.checkRunsOf(HEADS[0]).filter((run) => run.conclusion === 'timed_out');
    expect(timedOut.length).toBeGreaterThan(0);
    expect(w.labelled()).toBe(true);
    expect(w.records().some((record) => record.pending?.queued && record.pending.unsent)).toBe(true);
    // Still busy: a run of the pull request (here a label) queues nothing again; a sweep writes nothing.
    w.clock.service = 30_000;
    const busy = await w.prRun('labeled', HEADS[0]);
    expect(busy.log.join('\n')).toContain('is queued for job');
    const writes = w.github.requests.length;
    await w.sweep();
    const written = w.github.requests.slice(writes).filter((r) => r.method !== 'GET' && r.url !== '/graphql');
    expect(written.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    // The job ends: the next sweep sends the command, once.
    w.clock.service = 120_000;
    await w.sweep();
    await w.sweep();
    expect(w.messages().filter((message) => message.includes('add an example of --verbose'))).toHaveLength(1);
    expect(w.github.reactions.filter((r) => r.commentId === id).map((r) => r.content)).toContain('rocket');
  });
});
