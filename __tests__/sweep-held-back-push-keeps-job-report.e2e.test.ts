/**
 * Was broken: a push queued while the job was busy, then the skip-label put on; the sweep finished
 * the queued turn as "💬 Skipped: agent job job-started-1", dropping the job's report from the
 * comment (its docs pull request, its status) and advising "Marking it ready for review sends
 * what changed", though the pull request was no draft. The held-back turn now keeps the job as
 * read, and says how to send what changed: remove the label (or, for a draft, mark it ready).
 */
import { describe, expect, it } from '@jest/globals';
import { H, MINUTE, P, useSameRepositoryWorld } from './helpers/same-repository-world.ts';

const w = useSameRepositoryWorld();

async function queuedPushThen(change: () => void, action: string, top: Record<string, unknown> = {}) {
  await w.pr(5, 'opened');
  w.t.now = 2 * MINUTE;
  await w.push(5, H[1]!);
  change();
  await w.pr(5, action, {}, top);
  w.t.now += 15 * MINUTE;
  return w.sweep();
}

describe('a queued push held back by the skip-label or a draft, finished by the sweep', () => {
  it.each([
    ['the skip-label', () => (w.pulls[P(5)]!.labels = [{ name: 'no-docs' }]), 'labeled', 'Removing the label sends'],
    ['a draft', () => (w.pulls[P(5)]!.draft = true), 'converted_to_draft', 'Marking it ready for review sends'],
  ])(
    'by %s: the comment keeps the docs pull request, and says how to send what changed',
    async (_, change, action, advice) => {
      const sweep = await queuedPushThen(change, action, action === 'labeled' ? { label: { name: 'no-docs' } } : {});
      expect(sweep.exitCode).toBe(0);
      const comment = w.comment(5);
      expect(comment).toContain(advice);
      // The job's docs pull request (the agent's, in this repository) is still linked.
      expect(comment).toMatch(/<a href="https:\/\/github\.com\/acme\/product\/pull\/1\d\d">/);
      if (action === 'labeled') expect(comment).not.toContain('ready for review');
    },
  );
});
