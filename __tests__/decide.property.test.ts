/**
 * Convergence, as a property of the decision: for any run of events on a pull request (pushes,
 * commands that may or may not be sent, comments that are no command, label changes, re-runs,
 * drafts, a merge last) and
 * any of their runs cancelled while pending, once the last run has ended every head was told the
 * job at most once and the newest one told, every command that may be sent was sent exactly once
 * and in the order written, every other was answered, and the newest head carries a check run.
 * Each run reads a snapshot of the modelled pull request, decides (src/pull-request/decide.ts), and
 * acts on the model as the step does: an owed command first (older ones before it), else the rest.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { decide, type DecideInputs, type Decision, type Snapshot } from '../src/pull-request/decide.ts';
import type { Trigger } from '../src/pull-request/host.ts';
import { pullRequestEvent } from '../src/github/trigger.ts';

type Event =
  | { kind: 'push' }
  | { kind: 'command'; allowed: boolean }
  | { kind: 'comment' }
  | { kind: 'label' }
  | { kind: 'rerun' }
  /** Marked a draft (nothing to do while it is one), or ready for review again. */
  | { kind: 'draft' }
  | { kind: 'ready' };

interface Command {
  id: number;
  allowed: boolean;
  /** 🚀 (sent) or 😕 (refused), each counted. */
  sent: number;
  refused: number;
}

interface World {
  head: number;
  job?: { id: string; told: number[]; status: string };
  commands: Command[];
  /** The commands sent, in the order the job got them. */
  sentOrder: number[];
  checkRuns: Set<number>;
  draft: boolean;
  /** Merged: every event after it shows the pull request closed by a merge. */
  merged?: true;
  /** How many jobs were started with the prompt (a `/docs` command may start one on its own). */
  starts?: number;
}

const INPUTS: DecideInputs = {
  docsNeed: { paths: [], skipLabel: 'no-docs', onPush: 'follow-up', onClose: 'comment', agentLogin: 'mintlify[bot]' },
  followUp: true,
  canRead: true,
};

const sha = (head: number) => head.toString(16).padStart(40, '0');

function triggerOf(event: Event | { kind: 'opened' } | { kind: 'merge' }, world: World): Trigger {
  const actions: Record<string, string> = {
    opened: 'opened',
    push: 'synchronize',
    command: 'commented',
    comment: 'commented',
    label: 'labeled',
    rerun: 'synchronize',
    draft: 'converted_to_draft',
    ready: 'ready_for_review',
    merge: 'closed',
  };
  const action = actions[event.kind] ?? '';
  return {
    ...{ owner: 'acme', repo: 'product', eventName: 'pull_request', pullNumber: 5, headSha: sha(world.head) },
    ...{
      headNeedsLookUp: false,
      fromFork: false,
      runId: '1',
      step: { workflow: 'Docs', job: 'docs', step: '' },
      notes: [],
    },
    attempt: event.kind === 'rerun' ? 2 : 1,
    pullRequest: pullRequestEvent(
      { action },
      {
        ...{ draft: world.draft, labels: [], user: { login: 'alice' } },
        ...(action === 'closed' || world.merged ? { merged: true, state: 'closed' } : {}),
      },
    ),
  };
}

/** What the run reads, from the modelled pull request: each fact once, when the decision asks. */
function decideOn(world: World, trigger: Trigger): Decision {
  const snapshot: Snapshot = {};
  const { job } = world;
  const lastHead = job?.told.at(-1);
  const facts: Required<Snapshot> = {
    earlier: { kind: 'none' },
    paths: { kind: 'needed' },
    job: job
      ? {
          kind: 'found',
          id: job.id,
          status: job.status,
          commentId: 1,
          ...(lastHead === undefined ? {} : { lastHead: sha(lastHead) }),
        }
      : { kind: 'none' },
    news: { kind: 'message', text: `news up to ${world.head}` },
  };
  for (let reads = 0; reads < 5; reads++) {
    const step = decide(snapshot, trigger, INPUTS);
    if (step.kind === 'decided') return step.decision;
    expect(snapshot[step.fact]).toBeUndefined();
    Object.assign(snapshot, { [step.fact]: facts[step.fact] });
  }
  throw new Error('the decision never settled');
}

function start(world: World, by: 'prompt' | 'command'): void {
  world.job = { id: `job-${world.head}`, told: [world.head], status: 'active' };
  if (by === 'prompt') world.starts = (world.starts ?? 0) + 1;
}

/** The step's act, on the model: the owed commands (refused ones answered 😕), else the decision's own action. */
function act(world: World, decision: Decision): void {
  const { then, commandTo } = decision;
  const owed = world.commands.filter((command) => command.sent + command.refused === 0);
  for (const command of owed.filter((c) => !c.allowed)) if (commandTo) command.refused++;
  // The agent's own pull request, its job ended: every owed command is answered 😕, none sent.
  if (commandTo && 'refused' in commandTo) for (const command of owed) command.refused ||= 1;
  const sendable = commandTo && !('refused' in commandTo) ? owed.filter((command) => command.allowed) : [];
  if (sendable.length > 0 && commandTo && !('refused' in commandTo)) {
    if ('newJob' in commandTo) start(world, 'command');
    else if (commandTo.news !== undefined) world.job?.told.push(world.head);
    for (const command of sendable) {
      command.sent++;
      world.sentOrder.push(command.id);
    }
  } else if (then.kind === 'start') start(world, 'prompt');
  else if (then.kind === 'tell') world.job?.told.push(world.head);
  // A close writes no check run, unless it tells the job what was merged (a follow-up's run).
  if (!decision.closing || then.kind === 'tell') world.checkRuns.add(world.head);
}

const eventArb: fc.Arbitrary<Event> = fc.oneof(
  fc.constant({ kind: 'push' as const }),
  fc.boolean().map((allowed) => ({ kind: 'command' as const, allowed })),
  fc.constant({ kind: 'comment' as const }),
  fc.constant({ kind: 'label' as const }),
  fc.constant({ kind: 'rerun' as const }),
  fc.constant({ kind: 'draft' as const }),
  fc.constant({ kind: 'ready' as const }),
);

describe('every run brings its pull request into step, whatever runs were cancelled', () => {
  it('heads told at most once and the newest told; commands sent once, in order; the newest head checked', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            event: eventArb,
            cancelled: fc.boolean(),
            jobEnds: fc.constantFrom(undefined, 'completed', 'failed'),
          }),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        fc.boolean(),
        // After the merge: its run cancelled or not, then events a closed pull request still gets.
        fc.record({
          cancelled: fc.boolean(),
          jobFailed: fc.boolean(),
          after: fc.array(fc.constantFrom<Event>({ kind: 'label' }, { kind: 'comment' }), { maxLength: 3 }),
        }),
        (runs, mergedAtEnd, merge) => {
          const world: World = { head: 1, commands: [], sentOrder: [], checkRuns: new Set(), draft: false };
          act(world, decideOn(world, triggerOf({ kind: 'opened' }, world)));
          // A merge (a draft cannot be merged) is the last run: every run before it may have been cancelled.
          const merged = mergedAtEnd && !runs.some(({ event }) => event.kind === 'draft');
          // A job that failed takes no more: a merge after it may leave the newest head untold and unchecked.
          let failedOnce = false;
          runs.forEach(({ event, cancelled, jobEnds }, at) => {
            // The event happens whatever becomes of its run: a push moves the head, a comment is written.
            if (event.kind === 'push') world.head++;
            if (event.kind === 'draft' || event.kind === 'ready') world.draft = event.kind === 'draft';
            if (event.kind === 'command')
              world.commands.push({ id: world.commands.length + 1, allowed: event.allowed, sent: 0, refused: 0 });
            // The job may end between runs; the newest run is never cancelled while pending.
            if (jobEnds && world.job) world.job.status = jobEnds;
            failedOnce ||= jobEnds === 'failed';
            if (cancelled && (merged || at < runs.length - 1)) return;
            act(world, decideOn(world, triggerOf(event, world)));
          });
          if (merged) {
            // The merge's run, and the events after it: the last of them is never cancelled.
            const startsBefore = world.starts ?? 0;
            if (merge.jobFailed && world.job) world.job.status = 'failed';
            failedOnce ||= merge.jobFailed;
            if (!merge.cancelled || merge.after.length === 0)
              act(world, decideOn(world, triggerOf({ kind: 'merge' }, world)));
            world.merged = true;
            for (const event of merge.after) act(world, decideOn(world, triggerOf(event, world)));
            // A merged pull request starts no job with the prompt, whatever event its run is for.
            expect(world.starts ?? 0).toBe(startsBefore);
          }
          const told = world.job?.told ?? [];
          expect(new Set(told).size).toBe(told.length);
          // A draft has nothing to do until it is ready: its job hears of the head then.
          const failedAtMerge = world.merged && failedOnce;
          if (!world.draft && !failedAtMerge) expect(told.at(-1)).toBe(world.head);
          for (const command of world.commands) {
            expect(command.sent + command.refused).toBe(1);
            expect(command.sent).toBe(command.allowed ? 1 : 0);
          }
          expect(world.sentOrder).toEqual([...world.sentOrder].sort((a, b) => a - b));
          // A merge that tells nothing writes no check run: the pull request has nothing left to require.
          if (!failedAtMerge) expect(world.checkRuns.has(world.head)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("owes reviews only on the job's docs pull request, open, with a job that takes more, and after any command", () => {
    const statuses = fc.constantFrom('active', 'completed', 'failed', 'archived', 'not-found', 'unknown');
    fc.assert(
      fc.property(
        fc.record({
          action: fc.constantFrom('opened', 'synchronize', 'closed', 'ready_for_review', 'labeled'),
          agents: fc.boolean(),
          draft: fc.boolean(),
          docsPullRequest: fc.boolean(),
          status: statuses,
          docsEnded: fc.boolean(),
          reviews: fc.boolean(),
          followUp: fc.boolean(),
          canRead: fc.boolean(),
        }),
        (c) => {
          const world: World = { head: 2, commands: [], sentOrder: [], checkRuns: new Set(), draft: c.draft };
          const trigger = triggerOf({ kind: 'push' }, world);
          const author = { login: c.agents ? 'mintlify[bot]' : 'alice' };
          const pullRequest = pullRequestEvent({ action: c.action }, { draft: c.draft, labels: [], user: author });
          const found = {
            ...{ kind: 'found' as const, id: 'job-1', status: c.status, commentId: 1 },
            ...(c.docsPullRequest ? { docsPullRequest: true as const } : { lastHead: sha(1) }),
            ...(c.docsEnded ? { docsEnded: 'acme/product#6 was merged' } : {}),
          };
          const facts: Required<Snapshot> = {
            earlier: { kind: 'none' },
            paths: { kind: 'needed' },
            job: found,
            news: { kind: 'message', text: 'news' },
          };
          const inputs = { ...INPUTS, reviews: c.reviews, followUp: c.followUp, canRead: c.canRead };
          const snapshot: Snapshot = {};
          let decision: Decision | undefined;
          for (let reads = 0; reads < 5 && !decision; reads++) {
            const step = decide(snapshot, { ...trigger, pullRequest }, inputs);
            if (step.kind === 'decided') decision = step.decision;
            else Object.assign(snapshot, { [step.fact]: facts[step.fact] });
          }
          const gone = ['failed', 'archived', 'not-found'].includes(c.status) || c.docsEnded;
          const owed = c.reviews && c.followUp && c.canRead && c.docsPullRequest && !gone && c.action !== 'closed';
          expect(decision?.reviewsTo).toEqual(owed ? { jobId: 'job-1' } : undefined);
          // Reviews go after the commands: wherever a review is owed, so is the command queue's look.
          if (owed) expect(decision?.commandTo).toEqual({ jobId: 'job-1' });
        },
      ),
      { numRuns: 500 },
    );
  });
});
