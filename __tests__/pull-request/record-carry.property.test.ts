/**
 * A re-run never thins out a record: over random sequences of runs (pushes, `/docs` commands) and
 * their attempts (a send, a send that got no job, a resume, a let-go the sweep settles, a queued
 * command), every write of the comment and the check run goes through the one merge
 * (`carryForward`, inside `keepRecords`), and after each write the run's record still says what
 * its job was last told (the job, the text's digest, the head) unless a newer send of that run
 * replaced it; the pending part is always this write's own; the next event reads the newest head
 * the job was told, as a model of the sends says.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { findStartedJob } from '../../src/pull-request/comment.ts';
import type { Comment, PullRequestHost, Trigger } from '../../src/pull-request/host.ts';
import {
  carryForward,
  commentMarker,
  digest,
  keepRecords,
  stepKey,
  type Pending,
  type StepName,
  type StepRecord,
  type RecordedConclusion,
} from '../../src/pull-request/record.ts';

const KEY = 'mint_propertyKey0123456789';
const STEP: StepName = { workflow: 'Docs', job: 'docs', step: 'agent', repository: 'acme/product', pull: 5 };
const OWN = stepKey(STEP);
const HEADS = ['1', '2', '3', '4'].map((digit) => digit.repeat(40));
const TEXTS = ['Document the change.', 'make the intro shorter', 'also the FAQ'];
const PENDING: Pending = { until: 1, check: 'Docs', workflow: 'Docs', job: 'docs', step: 'agent' };

/** What one attempt does, in the writes a step makes for it. */
type Act =
  /** Sends text (a prompt starts a new job) and gets its job; the ending may say the job failed. */
  | {
      kind: 'send';
      prompt: boolean;
      text: number;
      head: number | undefined;
      ending: RecordedConclusion;
      failed: boolean;
    }
  /** Sends text, but gets no job: the POST failed, the command was sent by another run, the step crashed. */
  | { kind: 'no-job'; text: number; head: number | undefined; ending: RecordedConclusion }
  /** A re-run that waits for what the run sent (a push's re-run waits with no text; a command's looks the head up again). */
  | { kind: 'resume'; push: boolean; head: number | undefined; ending: RecordedConclusion; failed: boolean }
  /** Resumes and lets the runner go; a sweep settles the pending record later, as the same attempt. */
  | { kind: 'let-go'; settle: boolean }
  /** A follow-up queued while the job is busy: nothing sent, the command's comment for the sweep. */
  | { kind: 'queued'; comment: number };

const head = fc.option(fc.integer({ min: 0, max: HEADS.length - 1 }), { nil: undefined });
const ending = fc.constantFrom<RecordedConclusion>('success', 'failure', 'neutral', 'timed_out', 'cancelled');
const act: fc.Arbitrary<Act> = fc.oneof(
  fc.record({
    kind: fc.constant('send' as const),
    prompt: fc.boolean(),
    text: fc.nat(TEXTS.length - 1),
    head,
    ending,
    failed: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('no-job' as const), text: fc.nat(TEXTS.length - 1), head, ending }),
  fc.record({ kind: fc.constant('resume' as const), push: fc.boolean(), head, ending, failed: fc.boolean() }),
  fc.record({ kind: fc.constant('let-go' as const), settle: fc.boolean() }),
  fc.record({ kind: fc.constant('queued' as const), comment: fc.integer({ min: 1, max: 99 }) }),
);
/** Each step of the life: an attempt of a new run (`run` past the last), or a re-run of an earlier one. */
const life = fc.array(fc.record({ run: fc.nat(5), act }), { minLength: 1, maxLength: 14 });

/** What the model says a run last told: its send that got a job, the newest attempt's. */
interface Told {
  kind: 'prompt' | 'message';
  sent: string;
  jobs: string[];
  head?: string;
  failed?: true;
}

const toldPart = (record: StepRecord) => ({
  kind: record.kind,
  sent: record.sent,
  jobs: record.jobs,
  head: record.head,
  failed: record.failed,
});

/** A host that holds one comment, the action's own: what the next event reads the job and its last head from. */
function hostWith(body: string): PullRequestHost {
  const comment: Comment = { id: 1, body, url: 'https://github.com/c/1', createdAt: 0, edited: false };
  const partial: Pick<PullRequestHost, 'comments' | 'identity'> = {
    comments: () => Promise.resolve({ ok: true, value: [{ ...comment, author: { id: 7, handle: 'bot', bot: true } }] }),
    identity: () => Promise.resolve({ id: 7, handle: 'bot' }),
  };
  return partial as PullRequestHost;
}

const trigger = { step: STEP } as Trigger;
const budget = { signal: new AbortController().signal, deadline: Number.MAX_SAFE_INTEGER };

describe('a re-run never thins out a record', () => {
  it('keeps what the job was told over attempts, pushes and commands; newer sends win; pending is the write’s own', async () => {
    await fc.assert(
      fc.asyncProperty(life, async (steps) => {
        let comment: StepRecord[] = [];
        let check: StepRecord[] = [];
        const told = new Map<string, Told>();
        const attempts = new Map<string, number>();
        let runs = 0;
        let jobs = 0;
        let job: string | undefined;
        let clock = 0;

        /** One write, as the writer makes it: the check run's record and the comment's, through the one merge. */
        const write = (record: StepRecord): StepRecord => {
          const own = carryForward([...check, ...comment], { ...record, step: OWN });
          check = [own];
          comment = keepRecords(record, comment, undefined, STEP).records;
          const mine = comment.find((r) => r.run === record.run && r.step === OWN);
          expect(mine).toEqual(own);
          // Idempotent: a write read back and merged again is the same record.
          expect(carryForward([...check, ...comment], own)).toEqual(own);
          const model = told.get(record.run);
          if (model) expect(toldPart(own)).toEqual({ failed: undefined, head: undefined, ...model });
          expect(own.pending).toEqual(record.pending);
          if (record.said !== undefined) expect(own.said).toBe(record.said);
          return own;
        };

        for (const { run: pick, act: what } of steps) {
          const run = String(100 + (pick < runs ? pick : runs++));
          const attempt = (attempts.get(run) ?? 0) + 1;
          attempts.set(run, attempt);
          const at = new Date(Date.UTC(2025, 0, 1, 0, 0, clock++)).toISOString();
          const base = { run, attempt, who: 'lead', at };
          const earlier = told.get(run);
          if (what.kind === 'send' || what.kind === 'no-job') {
            const prompt = (what.kind === 'send' && what.prompt) || job === undefined;
            const text = TEXTS[what.text] ?? '';
            const sent = digest(text);
            const headSha = what.head === undefined ? undefined : HEADS[what.head];
            const turn: StepRecord = {
              ...base,
              kind: prompt ? 'prompt' : 'message',
              sent,
              jobs: [],
              said: text,
              ...(headSha === undefined ? {} : { head: headSha }),
            };
            write(turn);
            if (what.kind === 'no-job') {
              write({ ...turn, ended: what.ending });
              continue;
            }
            const id = prompt ? `job-${++jobs}` : (job ?? '');
            job = id;
            const withJob = { ...turn, jobs: [id] };
            const same =
              earlier && earlier.kind === withJob.kind && earlier.sent === sent && earlier.jobs.join() === id;
            // The job keeps the head it was told when this send tells none, or is the same text again.
            const keptHead = earlier?.jobs.includes(id) ? earlier.head : undefined;
            const toldHead = same ? earlier.head : (headSha ?? keptHead);
            told.set(run, {
              kind: withJob.kind as Told['kind'],
              sent,
              jobs: [id],
              ...(toldHead ? { head: toldHead } : {}),
            });
            write(withJob);
            if (what.failed) told.set(run, { ...(told.get(run) as Told), failed: true });
            write({ ...withJob, ended: what.ending, ...(what.failed ? { failed: true as const } : {}) });
          } else if (what.kind === 'resume' || what.kind === 'let-go') {
            if (!earlier) continue;
            // A push's re-run waits for the jobs with no text; a start's or command's names its text, and its head now.
            // A start's or command's re-run never resumes a failed job (it sends again); a push's waits for it.
            const push = what.kind === 'let-go' || what.push || earlier.failed === true;
            const headNow = what.kind === 'resume' && what.head !== undefined ? HEADS[what.head] : undefined;
            const record: StepRecord = push
              ? { run, attempt, kind: 'wait', jobs: earlier.jobs }
              : {
                  ...base,
                  kind: earlier.kind,
                  sent: earlier.sent,
                  jobs: earlier.jobs,
                  said: 'x',
                  ...(headNow ? { head: headNow } : {}),
                };
            write(record);
            if (what.kind === 'let-go') {
              const pending = write({ ...record, pending: PENDING });
              expect(pending.pending).toEqual(PENDING);
              // The sweep plays the same attempt: the settled record takes nothing back, and keeps no pending part.
              if (what.settle) write({ ...pending, pending: undefined, ended: 'success' });
              continue;
            }
            if (what.failed) told.set(run, { ...earlier, failed: true });
            write({ ...record, ended: what.ending, ...(what.failed ? { failed: true as const } : {}) });
          } else {
            // Queued for the job the run told, else the pull request's.
            const queuedFor = earlier?.jobs[0] ?? job;
            if (queuedFor === undefined) continue;
            const pending = { ...PENDING, queued: true as const, comment: what.comment };
            write({ run, attempt, kind: 'wait', jobs: [queuedFor], pending });
          }
        }

        // The next event finds the newest job started and the newest head it was told, as the model says.
        const newestFirst = [...told.entries()].sort(([a], [b]) => Number(b) - Number(a));
        const body = `Agent job\n${commentMarker(STEP, { records: comment }, KEY)}`;
        const found = await findStartedJob(hostWith(body), trigger, KEY, budget, () => Promise.resolve(undefined));
        const started = newestFirst.find(([, t]) => t.kind === 'prompt')?.[1]?.jobs[0];
        const read: { job: string; lastHead?: string } | undefined = found.ok ? found.started : { job: 'unread' };
        expect(read?.job).toBe(started);
        if (started !== undefined) {
          const lastHead = newestFirst.find(([, t]) => t.head !== undefined && t.jobs.includes(started))?.[1].head;
          expect(read?.lastHead).toBe(lastHead);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('a start whose answer was lost, written over its own record from before the prompt went', () => {
  it('keeps `unanswered`, so a re-run and the next push know a job may be running', () => {
    const begun: StepRecord = {
      run: '100',
      attempt: 1,
      kind: 'prompt',
      sent: digest(TEXTS[0] ?? ''),
      jobs: [],
      step: OWN,
    };
    const turn = { who: 'lead', at: '2025-01-01T00:00:00.000Z', said: TEXTS[0] ?? '' };
    const lost = carryForward([{ ...begun, ...turn }], { ...begun, ...turn, unanswered: true, ended: 'failure' });
    expect(lost).toMatchObject({ kind: 'prompt', jobs: [], unanswered: true });
    // The re-run's own start, once it got its job, says no more that an answer was lost.
    const resent = carryForward([lost], { ...begun, ...turn, attempt: 2, jobs: ['job-2'], ended: 'success' });
    expect(resent.unanswered).toBeUndefined();
  });
});
