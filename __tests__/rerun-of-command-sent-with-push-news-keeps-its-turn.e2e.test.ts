/**
 * Was broken (a helper, every way in): a push queued while the let-go job was busy, then a `/docs`
 * on that head, queued too; one sweep sent both as one message (the push's news, then the
 * command). A re-run of the `/docs` run did not know that message for its own (the record's digest
 * is the whole message's): after the turn ended it rewrote the head's success check run to
 * "sent by another run" (neutral), the comment to "💬 Skipped", and dropped the turn from the
 * conversation; while the turn ran, it queued the command again. A re-run finds the turn that
 * answered its command, whatever was sent with it, and resumes it.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { H, MINUTE, useSameRepositoryWorld } from './helpers/same-repository-world.ts';

jest.setTimeout(300_000);
const w = useSameRepositoryWorld();
const sweeps = async (n: number) => {
  for (let s = 0; s < n; s++) {
    w.t.now += 11 * MINUTE;
    await w.sweep();
  }
};

describe('a re-run of a /docs run whose command a sweep sent after the push news', () => {
  it('keeps the turn it answered: its check run, the comment and the conversation', async () => {
    await w.pr(5, 'opened');
    w.t.now += MINUTE;
    await w.push(5, H[1]!);
    w.t.now += MINUTE;
    const command = await w.command(5, '/docs ONE');
    await sweeps(3);
    const checks = w.checkRuns();
    expect(checks.at(-1)).toContain('completed/success');
    const conversation = () => w.comment(5).split('<h3>Conversation</h3>')[1]?.split('</ol>')[0] ?? '';
    const turns = conversation();
    expect(turns).toContain('changed since');

    const again = await w.rerun(command.env, 2);
    expect(again.stdout).toContain('already sent the message to job');
    expect(again.outputs.outcome).toBe('completed');
    expect(w.checkRuns()).toEqual(checks);
    expect(conversation()).toEqual(turns);
    expect(w.comment(5)).not.toContain('Skipped');
    expect(w.prompts().filter((p) => p.includes('ONE'))).toHaveLength(1);
  });
});
