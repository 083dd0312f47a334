/** What a re-run does, decided as a value from what an earlier attempt recorded. */
import { describe, expect, it } from '@jest/globals';
import type { EarlierRecord } from '../../src/pull-request/plan.ts';
import { decideRerun, type RerunQuestion } from '../../src/pull-request/rerun.ts';
import { digest, type StepRecord } from '../../src/pull-request/record.ts';
import { fullText } from '../../src/output/text.ts';

const PROMPT = 'Document the new flag.';
const started: StepRecord = { run: '7', attempt: 1, kind: 'prompt', sent: digest(PROMPT), jobs: ['job-1'] };

function ask(earlier: EarlierRecord | undefined, change: Partial<RerunQuestion> = {}) {
  let reads = 0;
  const question: Parameters<typeof decideRerun>[0] = {
    kind: 'prompt',
    text: PROMPT,
    jobId: '',
    attempt: 2,
    onRerun: 'resume',
    earlierRecord: async () => {
      reads++;
      return earlier ?? { kind: 'none' };
    },
    ...change,
  };
  return decideRerun(question).then((decision) => ({
    decision,
    said: decision.kind === 'send' && decision.say ? `${decision.say.level}: ${fullText(decision.say.text)}` : '',
    reads,
  }));
}

describe('a re-run', () => {
  it('resumes the job an earlier attempt started for the same prompt', async () => {
    const { decision } = await ask({ kind: 'found', record: { ...started, ended: 'success' } });
    // Its ending, the job's own, was read after what it sent: `answered` (no grace for a status from before).
    expect(decision).toEqual({ kind: 'resume', jobs: ['job-1'], attempt: 1, answered: true });
  });

  it.each(['timed_out', 'cancelled'] as const)(
    'an attempt that ended %s recorded no answer of the job',
    async (ended) => {
      const { decision } = await ask({ kind: 'found', record: { ...started, ended } });
      expect(decision).toEqual({ kind: 'resume', jobs: ['job-1'], attempt: 1 });
    },
  );

  it('says the turn is unfinished when the earlier attempt never recorded its ending (killed, or let go)', async () => {
    const { decision } = await ask({ kind: 'found', record: started });
    expect(decision).toEqual({ kind: 'resume', jobs: ['job-1'], attempt: 1, unfinished: true });
  });

  it('resumes a follow-up only to the same job', async () => {
    const message: StepRecord = { ...started, kind: 'message', sent: digest('More.'), jobs: ['job-9'] };
    const same = await ask({ kind: 'found', record: message }, { kind: 'message', text: 'More.', jobId: 'job-9' });
    expect(same.decision.kind).toBe('resume');
    const other = await ask({ kind: 'found', record: message }, { kind: 'message', text: 'More.', jobId: 'job-8' });
    expect(other.said).toBe(
      'info: This is attempt 2 of the run, but it sent another message or got no job, so the message is sent.',
    );
  });

  // Was broken: a sweep sent a push's news and the command as one message, recorded under the command's run; its re-run sent the command again.
  it('resumes the turn that answered its command, whatever was sent with it', async () => {
    const withNews: StepRecord = { ...started, kind: 'message', sent: digest('News.\n\nMore.'), answers: 1005 };
    const asked = { kind: 'message' as const, text: 'More.', jobId: 'job-1' };
    const own = await ask({ kind: 'found', record: withNews }, { ...asked, answering: { answers: 1005 } });
    // The record it writes keeps what that turn sent: the news, then the command.
    const kept = { sent: digest('News.\n\nMore.') };
    expect(own.decision).toEqual({ kind: 'resume', jobs: ['job-1'], attempt: 1, unfinished: true, kept });
    const another = await ask({ kind: 'found', record: withNews }, { ...asked, answering: { answers: 1006 } });
    expect(another.decision.kind).toBe('send');
    const review = { ...withNews, answers: undefined, answersReview: 77 };
    const reviewed = await ask({ kind: 'found', record: review }, { ...asked, answering: { answersReview: 77 } });
    expect(reviewed.decision.kind).toBe('resume');
  });

  it.each<[string, EarlierRecord, string]>([
    [
      'no record',
      { kind: 'none' },
      'info: This is attempt 2 of the run, but no earlier attempt recorded a job, so the prompt is sent.',
    ],
    [
      'another prompt',
      { kind: 'found', record: { ...started, sent: digest('Other.') } },
      'info: This is attempt 2 of the run, but it sent another prompt or got no job, so the prompt is sent.',
    ],
    [
      'a start that got no job',
      { kind: 'found', record: { ...started, jobs: [], ended: 'failure' } },
      'info: This is attempt 2 of the run, but it sent another prompt or got no job, so the prompt is sent.',
    ],
    [
      'a start whose attempt was killed after its record, before any answer',
      { kind: 'found', record: { ...started, jobs: [] } },
      "warning: This is attempt 2 of the run; attempt 1 began sending this prompt and recorded no answer (it was killed), so the service may have started a job this action cannot name. The prompt is sent again; look at the project's agent jobs on the dashboard: a second job may be running.",
    ],
    [
      'a start of another prompt whose answer was lost',
      { kind: 'found', record: { ...started, sent: digest('Other.'), jobs: [], unanswered: true } },
      'info: This is attempt 2 of the run, but it sent another prompt or got no job, so the prompt is sent.',
    ],
    [
      'a start of this prompt whose answer was lost',
      { kind: 'found', record: { ...started, jobs: [], unanswered: true } },
      "warning: This is attempt 2 of the run; attempt 1 sent this prompt and its answer was lost, so the service may have started a job this action cannot name. The prompt is sent again; look at the project's agent jobs on the dashboard: a second job may be running.",
    ],
    [
      'a job that failed',
      { kind: 'found', record: { ...started, failed: true } },
      'info: This is attempt 2 of the run, and attempt 1 started job job-1, which failed, so the prompt is sent again.',
    ],
  ])('sends after %s, and says why', async (_, earlier, said) => {
    const result = await ask(earlier);
    expect(result.decision.kind).toBe('send');
    expect(result.said).toBe(said);
  });

  it.each([
    [
      'killed after its record, before any answer',
      {},
      'began sending this message and recorded no answer (it was killed)',
    ],
    ['whose answer was lost', { unanswered: true as const }, 'sent this message and its answer was lost'],
  ])(
    'sends a message again after an attempt %s, saying the job may have it twice (it starts no job)',
    async (_, more, did) => {
      const record: StepRecord = { ...started, kind: 'message', sent: digest('More.'), jobs: [], ...more };
      const result = await ask({ kind: 'found', record }, { kind: 'message', text: 'More.', jobId: 'job-9' });
      expect(result.decision.kind).toBe('send');
      expect(result.said).toBe(
        `warning: This is attempt 2 of the run; attempt 1 ${did}, so job job-9 may have taken it already. The message is sent again; look at job job-9's conversation on the dashboard: it may have this message twice.`,
      );
    },
  );

  it('says a message sent again unread, or from a fork, may reach its job twice: it starts no job', async () => {
    const message = { kind: 'message' as const, text: 'More.', jobId: 'job-9' };
    const unread = await ask({ kind: 'unreadable', why: 'no comment' }, message);
    expect(unread.said).toContain('so the message is sent again and job job-9 may get it twice.');
    expect(unread.said).not.toContain('second job');
  });

  it('warns, and sends, when what an earlier attempt sent cannot be read: never silently', async () => {
    const { decision, said } = await ask({ kind: 'unreadable', why: 'GitHub answered HTTP 500' });
    expect(decision.kind).toBe('send');
    expect(said).toMatch(
      /^warning: This is attempt 2 of the run, and what an earlier attempt sent could not be read \(GitHub answered HTTP 500\), so the prompt is sent again and may start a second job\./,
    );
  });

  it('reads nothing on a first attempt, and nothing with on-rerun: start', async () => {
    const first = await ask({ kind: 'found', record: started }, { attempt: 1 });
    expect(first).toMatchObject({ decision: { kind: 'send' }, said: '', reads: 0 });
    const start = await ask({ kind: 'found', record: started }, { onRerun: 'start' });
    expect(start).toMatchObject({
      reads: 0,
      said: "info: This is attempt 2 of the run; 'on-rerun' is 'start', so the prompt is sent again.",
    });
  });
});
