/**
 * The head's check run has one owner, as a property over interleavings: runs of every kind meet on
 * a pull request's heads in any order. A turn (a run that starts the job or tells it about a head:
 * a push, a permitted command, a review sent) begins and ends its check run, and may be cancelled
 * or re-run (the re-run carries the same run id); a run that decides nothing for a head (a comment
 * that is no command or below the permission, a label, a review not sent, nothing new, a sweep
 * with nothing to finish) and a run cut short before it decided each end with one write. After
 * every step: no turn holds two check runs of the name, and the newest on each head says the state
 * of that head's latest turn (in progress until it ends, then its conclusion; a re-run updates its
 * own turn's, which stays the newest unless a later turn began on the head meanwhile); a head no
 * turn reached holds one at most, the first such run's.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Clock } from '../../src/common/clock.ts';
import type { Visibility } from '../../src/inputs/inputs.ts';
import { createLog } from '../../src/output/log.ts';
import type { Answer, CheckRunFields, Conclusion, PullRequestHost, Written } from '../../src/pull-request/host.ts';
import { planSurfaces, type PullRequestSurfaces } from '../../src/pull-request/plan.ts';
import type { StepRecord } from '../../src/pull-request/record.ts';
import { createPullRequestSurfaces } from '../../src/pull-request/surfaces.ts';
import { FakeIO } from '../helpers/fake-io.ts';
import { pullRequestTrigger } from '../helpers/pull-request-run.ts';
import { stillClock } from '../helpers/still-clock.ts';

const KEY = 'mint_owner0123456789abcdef';
const NAME = 'Docs agent';
const HEADS = ['1', '2', '3'].map((digit) => digit.repeat(40));
const VISIBILITY: Visibility = {
  comment: 'false',
  checkName: NAME,
  reportToken: 'ghs_x',
  onRerun: 'resume',
  docsPrComment: false,
};
const clock: Clock = stillClock();

interface HeldCheckRun extends CheckRunFields {
  id: number;
  sha: string;
  /** The run whose write created it. */
  createdBy: string;
}

/** GitHub's check runs, in memory: the newest of a name is the one with the highest id. `ended`: runs killed. */
function checkRunHost(head: string, runId: string, held: HeldCheckRun[], ended: Set<string>): PullRequestHost {
  const ok = <T>(value: T): Answer<T> => ({ ok: true, value });
  const host: Partial<PullRequestHost> = {
    textLimit: 65_535,
    head: async () => head,
    commits: async () => ok(HEADS),
    checkRuns: async (sha) =>
      ok(
        held
          .filter((c) => c.sha === sha)
          .map((c) => ({ id: c.id, url: `u/${c.id}`, status: c.status, externalId: c.externalId })),
      ),
    runState: async (run) => (ended.has(run.run) ? 'ended' : 'running'),
    createCheckRun: async (_, sha, fields): Promise<Answer<Written>> => {
      const id = held.length + 1;
      held.push({ ...fields, id, sha: sha ?? '', createdBy: runId });
      return ok({ id, url: `u/${id}` });
    },
    updateCheckRun: async (id, fields): Promise<Answer<Written>> => {
      const found = held.find((c) => c.id === id);
      if (found) Object.assign(found, fields);
      return ok({ id, url: `u/${id}` });
    },
  };
  return new Proxy(host as PullRequestHost, {
    get: (target, key) => {
      const value = (target as unknown as Record<string | symbol, unknown>)[key];
      if (value === undefined && typeof key === 'string' && key !== 'then')
        throw new Error(`the check run's surfaces asked the host for ${key}`);
      return value;
    },
  });
}

function surfacesOf(run: { id: string; attempt: number; head: string }, world: World, cancel?: AbortSignal) {
  const trigger = pullRequestTrigger({ runId: run.id, attempt: run.attempt, headSha: run.head });
  const log = createLog(new FakeIO({}), [KEY]);
  const plan = planSurfaces(VISIBILITY, trigger, log);
  return createPullRequestSurfaces(VISIBILITY, trigger, plan, {
    log,
    clock,
    signal: cancel ?? new AbortController().signal,
    host: checkRunHost(run.head, run.id, world.held, world.ended),
    apiKey: KEY,
  });
}

type Ending = 'success' | 'failure' | 'cancelled' | 'killed';

/** GitHub as the runs leave it: the check runs, and the workflow runs that ended without finishing (SIGKILL). */
interface World {
  held: HeldCheckRun[];
  ended: Set<string>;
}
type RunSpec =
  | { kind: 'turn'; head: number; ending: Ending; reruns: number }
  | { kind: 'nothing'; head: number; conclusion: 'skipped' | 'neutral' | 'success' }
  | { kind: 'cut'; head: number; conclusion: 'cancelled' | 'timed_out' };

const runSpec: fc.Arbitrary<RunSpec> = fc.oneof(
  fc.record({
    kind: fc.constant('turn' as const),
    head: fc.nat(HEADS.length - 1),
    ending: fc.constantFrom<Ending>('success', 'failure', 'cancelled', 'killed'),
    reruns: fc.nat(1),
  }),
  fc.record({
    kind: fc.constant('nothing' as const),
    head: fc.nat(HEADS.length - 1),
    conclusion: fc.constantFrom('skipped' as const, 'neutral' as const, 'success' as const),
  }),
  fc.record({
    kind: fc.constant('cut' as const),
    head: fc.nat(HEADS.length - 1),
    conclusion: fc.constantFrom('cancelled' as const, 'timed_out' as const),
  }),
);

const RECORD = (id: string, attempt: number): StepRecord => ({
  run: id,
  attempt,
  kind: 'prompt',
  sent: 'd',
  jobs: ['job-1'],
});
const DOC = { icon: '✅', heading: 'Agent job job-1', paragraphs: [], rows: [] };

/** One step of a run: what the schedule interleaves. */
type Move = () => Promise<void>;

/** A run's steps, and what it tells the model of the head's turns as they happen. */
function stepsOf(spec: RunSpec, id: string, world: World, model: Model): Move[] {
  const head = HEADS[spec.head] ?? '';
  if (spec.kind !== 'turn') {
    const conclusion: Conclusion = spec.conclusion;
    return [
      async () => {
        const surfaces = surfacesOf({ id, attempt: 1, head }, world);
        await surfaces.finish({
          ...{ doc: DOC, conclusion, jobFailed: false, noNewComment: true, noRecord: true },
          ...{ checkOnlyWhereNone: true, cutShort: spec.kind === 'cut' },
        });
        model.nothing(head, id, conclusion, spec.kind === 'cut');
      },
    ];
  }
  const moves: Move[] = [];
  for (let attempt = 1; attempt <= 1 + spec.reruns; attempt++) {
    let surfaces: PullRequestSurfaces | undefined;
    const cancel = new AbortController();
    const ending: Ending = attempt === 1 + spec.reruns ? spec.ending : 'cancelled';
    moves.push(async () => {
      surfaces = surfacesOf({ id, attempt, head }, world, cancel.signal);
      model.turnBegins(head, id, attempt);
      await surfaces.begin(RECORD(id, attempt), { phase: 'waiting', jobs: [{ id: 'job-1', status: 'active' }] });
    });
    moves.push(async () => {
      if (ending === 'killed') {
        // SIGKILL: no ending is written; GitHub says the run ended.
        world.ended.add(id);
        model.turnEnds(head, id, ending);
        return;
      }
      if (ending === 'cancelled') cancel.abort();
      await surfaces?.finish({ doc: DOC, conclusion: ending, jobFailed: ending === 'failure' });
      model.turnEnds(head, id, ending);
    });
  }
  return moves;
}

/** What each head's turns are, as the runs tell it. */
class Model {
  /** The latest turn on each head: its run and its state (a killed one's, as the run that finished it said). */
  latest = new Map<string, { run: string; state: 'in_progress' | Ending | Conclusion; byNothing?: true }>();
  /** The run of the first run that decided nothing on a head no turn had reached. */
  firstNothing = new Map<string, string>();
  /** A re-run goes on with its own turn: it is the latest again only if no later turn began on the head meanwhile. */
  turnBegins(head: string, run: string, attempt: number): void {
    if (attempt === 1 || this.latest.get(head)?.run === run) this.latest.set(head, { run, state: 'in_progress' });
  }
  turnEnds(head: string, run: string, ending: Ending): void {
    if (this.latest.get(head)?.run === run) this.latest.set(head, { run, state: ending });
  }
  /**
   * A run that decided nothing: first on a head no turn reached; one that decided (not cut short)
   * finishes a killed turn's, and writes anew one that such a run finished before.
   */
  nothing(head: string, run: string, conclusion: Conclusion, cut: boolean): void {
    const turn = this.latest.get(head);
    if (!cut && (turn?.state === 'killed' || turn?.byNothing))
      this.latest.set(head, { run: turn.run, state: conclusion, byNothing: true });
    if (!turn && !this.firstNothing.has(head)) this.firstNothing.set(head, run);
  }
}

function expectOneOwner(held: HeldCheckRun[], model: Model): void {
  const byRun = new Map<string, number>();
  for (const check of held)
    byRun.set(`${check.createdBy}@${check.sha}`, (byRun.get(`${check.createdBy}@${check.sha}`) ?? 0) + 1);
  expect([...byRun.values()].filter((count) => count > 1)).toEqual([]);
  for (const head of HEADS) {
    const newest = held.filter((check) => check.sha === head).at(-1);
    const turn = model.latest.get(head);
    if (turn) {
      expect({ head, run: newest?.createdBy }).toEqual({ head, run: turn.run });
      const state = newest?.status === 'in_progress' ? 'in_progress' : newest?.conclusion;
      expect({ head, state }).toEqual({ head, state: turn.state === 'killed' ? 'in_progress' : turn.state });
    } else {
      expect(held.filter((check) => check.sha === head).length).toBeLessThanOrEqual(1);
      expect(newest?.createdBy).toBe(model.firstNothing.get(head));
    }
  }
}

describe("the head's check run has one owner", () => {
  it('whatever runs meet on the heads, in whatever order: one a turn, the newest says the latest turn', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(runSpec, { minLength: 1, maxLength: 7 }),
        fc.infiniteStream(fc.nat()),
        async (specs, choices) => {
          const world: World = { held: [], ended: new Set() };
          const { held } = world;
          const model = new Model();
          const queues = specs.map((spec, index) => stepsOf(spec, String(100 + index), world, model));
          const picks = choices[Symbol.iterator]();
          for (
            let live = queues.filter((q) => q.length > 0);
            live.length > 0;
            live = queues.filter((q) => q.length > 0)
          ) {
            // The next step of one run, chosen by the schedule; each run's own steps stay in order.
            const queue = live[(picks.next().value ?? 0) % live.length];
            await queue?.shift()?.();
            expectOneOwner(held, model);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
