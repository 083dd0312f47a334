/**
 * A claim on a finish names the run that holds it, and is free at once when that run has ended:
 * the decision as a pure function (the claim's reaction, the run its records name, what the
 * Actions API says of that run, its age), GitHub's answer read into a run's state, and the name
 * written into the signed records and read back.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createGitHubHost } from '../../src/github/host.ts';
import type { GitHubRequest, GitHubResult } from '../../src/github/client.ts';
import {
  claimVerdict,
  holderOf,
  STALE_CLAIM_MS,
  type ClaimHolder,
  type RunName,
  type RunState,
} from '../../src/pull-request/claim.ts';
import type { Budget } from '../../src/pull-request/host.ts';
import { commentMarker, readCommentRecords, stepKey, type StepRecord } from '../../src/pull-request/record.ts';
import { claimsNamed, pendingIn, placeOf, withClaimNamed } from '../../src/sweep/pending.ts';
import { createLog, type ActionIO } from '../../src/output/log.ts';
import { pullRequestTrigger } from '../helpers/pull-request-run.ts';

const NOW = 1_800_000_000_000;
const SELF: RunName = { run: '5000', attempt: 1 };
const runName = fc.record({ run: fc.constantFrom('4000', '4001', '5000'), attempt: fc.integer({ min: 1, max: 3 }) });
const stateArb = fc.constantFrom<RunState>('ended', 'running', undefined);
/** The claim's age: fresh, either side of the bound, long past it, or a time the host did not give. */
const ageArb = fc.oneof(
  fc.integer({ min: 0, max: 3 * STALE_CLAIM_MS }),
  fc.constantFrom(STALE_CLAIM_MS, STALE_CLAIM_MS + 1),
  fc.constant(Number.NaN),
);

describe('the claim decision', () => {
  it.each<[string, RunName | undefined, RunState, number, string]>([
    ['a named run that ended, claimed a second ago', { run: '4000', attempt: 1 }, 'ended', 1_000, 'free:ended'],
    ['a named run still running, claimed a second ago', { run: '4000', attempt: 1 }, 'running', 1_000, 'held'],
    [
      'a named run still running, claimed 11 minutes ago',
      { run: '4000', attempt: 1 },
      'running',
      660_000,
      'free:stale',
    ],
    ['a named run the Actions API cannot tell of', { run: '4000', attempt: 1 }, undefined, 1_000, 'held'],
    ['a claim naming no run, a second old', undefined, undefined, 1_000, 'held'],
    ['a claim naming no run, 11 minutes old', undefined, undefined, 660_000, 'free:stale'],
    ['an unreadable time and no name', undefined, undefined, Number.NaN, 'held'],
    ['an unreadable time, a run that ended', { run: '4000', attempt: 2 }, 'ended', Number.NaN, 'free:ended'],
    ["this run's first attempt, from attempt 2", { run: '5000', attempt: 1 }, undefined, 1_000, 'free:this-run'],
  ])('%s', (_, holder, state, ageMs, expected) => {
    const self = holder?.run === '5000' ? { run: '5000', attempt: 2 } : SELF;
    const verdict = claimVerdict({ at: NOW - ageMs, holder, state, self, nowMs: NOW });
    expect(verdict.kind === 'held' ? 'held' : `free:${verdict.why}`).toBe(expected);
  });

  it('keeps the age rule: a claim older than the bound is free, whoever it names and whatever the API says', () => {
    fc.assert(
      fc.property(fc.option(runName, { nil: undefined }), stateArb, runName, (holder, state, self) => {
        const at = NOW - STALE_CLAIM_MS - 1;
        expect(claimVerdict({ at, holder, state, self, nowMs: NOW }).kind).toBe('free');
      }),
    );
  });

  it('frees a younger claim only when the run it names has ended, or is this run', () => {
    fc.assert(
      fc.property(fc.option(runName, { nil: undefined }), stateArb, runName, ageArb, (holder, state, self, ageMs) => {
        fc.pre(!(ageMs > STALE_CLAIM_MS));
        const verdict = claimVerdict({ at: NOW - ageMs, holder, state, self, nowMs: NOW });
        const thisRun = holder !== undefined && holder.run === self.run && holder.attempt <= self.attempt;
        const ended = holder !== undefined && state === 'ended';
        expect(verdict.kind === 'free').toBe(thisRun || ended);
      }),
    );
  });

  it.each<[string, RunName | undefined, boolean | undefined, string]>([
    ['naming no run, and no other run in progress', undefined, false, 'free:no-run'],
    ['naming no run, another run in progress', undefined, true, 'held'],
    ['naming no run, the Actions API not read', undefined, undefined, 'held'],
    ['naming a running run, and no other run listed', { run: '4000', attempt: 1 }, false, 'held'],
  ])('a claim a second old %s', (_, holder, othersRunning, expected) => {
    const state = holder === undefined ? undefined : 'running';
    const verdict = claimVerdict({
      at: NOW - 1_000,
      holder,
      state,
      ...(othersRunning === undefined ? {} : { othersRunning }),
      self: SELF,
      nowMs: NOW,
    });
    expect(verdict.kind === 'held' ? 'held' : `free:${verdict.why}`).toBe(expected);
  });

  it.each<[string, boolean | undefined, number, string]>([
    ['no other run in progress, a second old', false, 1_000, 'free:no-run'],
    ['other runs in progress, an hour old', true, 3_600_000, 'held'],
    ['the Actions API not read, 11 minutes old', undefined, 660_000, 'held'],
    ['the Actions API not read, 16 minutes old', undefined, 960_000, 'free:stale'],
  ])("a /docs command's own claim, held while its run waits for the job: %s", (_, othersRunning, ageMs, expected) => {
    const verdict = claimVerdict({
      ...{ at: NOW - ageMs, holder: undefined, state: undefined, nowMs: NOW, holds: 'while-it-waits' },
      ...(othersRunning === undefined ? {} : { othersRunning }),
    });
    expect(verdict.kind === 'held' ? 'held' : `free:${verdict.why}`).toBe(expected);
  });

  it("respects a live holder's claim: another run, still running, claimed within the bound", () => {
    fc.assert(
      fc.property(runName, fc.integer({ min: 0, max: STALE_CLAIM_MS }), (holder, ageMs) => {
        const self = { run: '9999', attempt: 1 };
        const verdict = claimVerdict({ at: NOW - ageMs, holder, state: 'running', self, nowMs: NOW });
        expect(verdict).toEqual({ kind: 'held' });
      }),
    );
  });

  it('takes a name only for the very reaction met: a name for another reaction names no one', () => {
    const named = fc.array(
      fc.record({ run: fc.constantFrom('1', '2'), attempt: fc.integer({ min: 1, max: 3 }), reaction: fc.nat(20) }),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(named, fc.nat(20), (names: ClaimHolder[], reaction) => {
        const holder = holderOf(reaction, names);
        const matching = names.filter((name) => name.reaction === reaction);
        if (matching.length === 0) expect(holder).toBeUndefined();
        else expect(matching).toContainEqual({ ...holder, reaction });
      }),
    );
  });
});

describe("a run's state, as the Actions API says", () => {
  const silent = createLog({
    setSecret: () => undefined,
    isDebug: () => false,
    info: () => undefined,
    debug: () => undefined,
    warning: () => undefined,
  } as unknown as ActionIO);
  const BUDGET: Budget = { signal: new AbortController().signal, deadline: Infinity };
  const hostAnswering = (answer: GitHubResult) => {
    const asked: GitHubRequest[] = [];
    const call = (request: GitHubRequest) => {
      asked.push(request);
      return Promise.resolve(answer);
    };
    return { host: createGitHubHost({ caller: () => call, trigger: pullRequestTrigger(), log: silent }), asked };
  };
  const ok = (data: unknown): GitHubResult => ({ ok: true, status: 200, data });

  it.each<[string, GitHubResult, number, RunState]>([
    ['completed', ok({ status: 'completed', run_attempt: 1 }), 1, 'ended'],
    ['in progress, the same attempt', ok({ status: 'in_progress', run_attempt: 1 }), 1, 'running'],
    ['queued, the same attempt', ok({ status: 'queued', run_attempt: 2 }), 2, 'running'],
    [
      'in progress with a later attempt: the named one ended',
      ok({ status: 'in_progress', run_attempt: 2 }),
      1,
      'ended',
    ],
    ['an attempt GitHub does not know yet', ok({ status: 'completed', run_attempt: 1 }), 2, undefined],
    ['a status GitHub never sends', ok({ status: 'weird', run_attempt: 1 }), 1, undefined],
    ['an answer that is not a run', ok('<html>'), 1, undefined],
    ['403 without actions: read', { ok: false, status: 403, cause: 'no' }, 1, undefined],
    ['404', { ok: false, status: 404, cause: 'no' }, 1, undefined],
  ])('%s', async (_, answer, attempt, expected) => {
    const { host, asked } = hostAnswering(answer);
    expect(await host.runState({ run: '4242', attempt }, BUDGET)).toBe(expected);
    expect(asked).toEqual([
      {
        route: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}',
        params: { owner: 'acme', repo: 'product', run_id: 4242 },
      },
    ]);
  });

  it('asks nothing about a run id that is not one', async () => {
    const { host, asked } = hostAnswering(ok({ status: 'completed' }));
    expect(await host.runState({ run: '12a', attempt: 1 }, BUDGET)).toBeUndefined();
    expect(asked).toEqual([]);
  });
});

describe('the name in the signed records', () => {
  const KEY = 'mint_claimKey0123456789';
  const place = placeOf('acme/product', 5);
  const step = { ...place, workflow: '.github/workflows/docs.yml', job: 'docs', step: 'agent' };
  const BOT = { id: 41_898_282, login: 'github-actions[bot]', handle: 'github-actions[bot]', bot: true };
  const pending = { until: NOW, check: 'Docs', workflow: step.workflow, job: step.job, step: step.step };
  const records: StepRecord[] = [
    { run: '30', attempt: 1, kind: 'prompt', jobs: ['job-1'], step: stepKey(step), pending },
    { run: '20', attempt: 2, kind: 'prompt', jobs: ['job-0'], step: stepKey(step), said: 'older' },
  ];
  const body = `<p>working on it</p>\n${commentMarker(step, { by: BOT.id, records }, KEY)}\n`;

  it('names the holder in each pending record, keeps everything else, and reads back as a turn', () => {
    fc.assert(
      fc.property(
        fc.record({ run: fc.stringMatching(/^[1-9]\d{0,12}$/), attempt: fc.integer({ min: 1, max: 50 }) }),
        fc.integer({ min: 1, max: 2 ** 40 }),
        (run, reaction) => {
          const holder = { ...run, reaction };
          const written = withClaimNamed(body, step, KEY, holder);
          // As GitHub keeps it: the text, then the record alone on the last line.
          const named = written ? `${written.text}\n${written.record ?? ''}\n` : '';
          expect(named.startsWith('<p>working on it</p>\n<!-- ')).toBe(true);
          const turns = pendingIn({ id: 1, body: named, author: BOT }, place, KEY, undefined);
          expect(turns && claimsNamed(turns)).toEqual([holder]);
          const read = readCommentRecords(named, step, KEY, true);
          expect(read?.by).toBe(BOT.id);
          expect(read?.records).toEqual([{ ...records[0], pending: { ...pending, claim: holder } }, records[1]]);
        },
      ),
    );
  });

  it('writes nothing for records signed only with previous-api-key, and none for a body with no records', () => {
    const old = `<p>x</p>\n${commentMarker(step, { by: BOT.id, records }, 'mint_oldKey0123456789')}\n`;
    const holder = { run: '1', attempt: 1, reaction: 1 };
    expect(withClaimNamed(old, step, [KEY, 'mint_oldKey0123456789'], holder)).toBeUndefined();
    expect(withClaimNamed('<p>x</p>\n', step, KEY, holder)).toBeUndefined();
  });

  it('is no record at all when a claim is not what the action writes', () => {
    for (const claim of [{ run: 'x', attempt: 1, reaction: 1 }, { run: '1', attempt: 0, reaction: 1 }, 'run 1']) {
      const hostile = [{ ...records[0], pending: { ...pending, claim } }] as StepRecord[];
      const written = `<p>x</p>\n${commentMarker(step, { by: BOT.id, records: hostile }, KEY)}\n`;
      expect(pendingIn({ id: 1, body: written, author: BOT }, place, KEY, undefined)).toBeUndefined();
    }
  });
});
