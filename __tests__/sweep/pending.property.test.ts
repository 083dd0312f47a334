/**
 * The pending records a sweep finishes from: whatever a let-go step writes reads back as one
 * pending turn, bound to the step it names; anything else (another place, names that do not hash
 * to the record's step, hostile field values, another key, another author) is never a turn.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { commentMarker, stepKey, type Pending, type StepName, type StepRecord } from '../../src/pull-request/record.ts';
import { pendingIn, placeOf } from '../../src/sweep/pending.ts';

const KEY = 'mint_propertyKey0123456789';
const BOT = { id: 41_898_282, login: 'github-actions[bot]', handle: 'github-actions[bot]', bot: true };
const printable = fc.string({ minLength: 1, maxLength: 60 }).filter((text) => !/[\u0000-\u001f\u007f]/.test(text));

const pendingArb = fc.record({
  until: fc.integer({ min: 0, max: 4_102_444_800_000 }),
  check: printable,
  workflow: printable,
  job: printable,
  step: printable,
  queued: fc.option(fc.constant(true as const), { nil: undefined }),
  sha: fc.option(fc.stringMatching(/^[0-9a-f]{40}$/), { nil: undefined }),
  dispatch: fc.option(fc.constantFrom('review.yml', 'docs-review.yaml'), { nil: undefined }),
  ref: fc.option(fc.constantFrom('main', 'release/1.x'), { nil: undefined }),
  skipLabel: fc.option(fc.constantFrom('', 'no-docs', 'docs: skip ✋'), { nil: undefined }),
  onPush: fc.option(fc.constantFrom('follow-up' as const, 'new-job' as const, 'ignore' as const), { nil: undefined }),
  agent: fc.option(fc.constantFrom('mintlify[bot]', 'docs-bot'), { nil: undefined }),
});

const clean = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

function comment(place: StepName, pending: Pending, nameOverride?: StepName) {
  const name: StepName = { ...place, workflow: pending.workflow, job: pending.job, step: pending.step };
  const record: StepRecord = {
    run: '123',
    attempt: 1,
    kind: 'prompt',
    jobs: ['job-1'],
    step: stepKey(nameOverride ?? name),
    pending: clean(pending),
  };
  return {
    id: 1,
    body: `working\n${commentMarker(nameOverride ?? name, { by: BOT.id, records: [record] }, KEY)}\n`,
    author: BOT,
  };
}

describe('a pending record', () => {
  const place = placeOf('acme/product', 5);

  it('reads back as one turn, bound to the step it names, whatever its fields', () => {
    fc.assert(
      fc.property(pendingArb, (pending) => {
        const found = pendingIn(comment(place, pending), place, KEY, undefined);
        expect(found?.pendingRuns).toHaveLength(1);
        const [turn] = found?.pendingRuns ?? [];
        expect(turn?.record.pending).toEqual(clean(pending));
        expect(stepKey(turn?.name ?? place)).toBe(turn?.record.step);
      }),
    );
  });

  it('is no turn on another pull request, with another key, by another author, or under another step name', () => {
    fc.assert(
      fc.property(pendingArb, printable, (pending, other) => {
        const written = comment(place, pending);
        expect(pendingIn(written, placeOf('acme/product', 6), KEY, undefined)).toBeUndefined();
        expect(pendingIn(written, placeOf('acme/other', 5), KEY, undefined)).toBeUndefined();
        expect(pendingIn(written, place, 'mint_anotherKey0123456789', undefined)).toBeUndefined();
        const someone = { ...written, author: { id: 7, login: 'mallory', handle: 'mallory', bot: false } };
        expect(pendingIn(someone, place, KEY, undefined)).toBeUndefined();
        // Signed by the key holder, but for a step whose name is not the one the record names.
        const renamed = { ...place, workflow: `${pending.workflow}${other}`, job: pending.job, step: pending.step };
        expect(pendingIn(comment(place, pending, renamed), place, KEY, undefined)).toBeUndefined();
      }),
    );
  });

  it('with a field the action never writes is not a record at all', () => {
    const hostile = fc.oneof(
      fc.record({ until: fc.double({ noInteger: true }) }),
      fc.record({ check: fc.constantFrom('', 'a\nb', 'x'.repeat(101)) }),
      fc.record({ workflow: fc.constantFrom('', 'a\u0000b', 'x'.repeat(301)) }),
      fc.record({ sha: fc.constantFrom('HEAD', '1'.repeat(39)) }),
      fc.record({ dispatch: fc.constantFrom('../x.yml', 'a b.yml', 'run.sh') }),
      fc.record({ ref: fc.constantFrom('a b', 'x:y', '') }),
      fc.record({ queued: fc.constantFrom(false, 'yes') }),
      fc.record({ skipLabel: fc.constantFrom('a\nb', 'x'.repeat(101), 7) }),
      fc.record({ onPush: fc.constantFrom('tell', '', 'IGNORE') }),
      fc.record({ agent: fc.constantFrom('Mintlify[bot]', 'a b', '', '-x') }),
    );
    fc.assert(
      fc.property(pendingArb, hostile, (pending, bad) => {
        const written = comment(place, { ...pending, ...bad } as Pending);
        expect(pendingIn(written, place, KEY, undefined)).toBeUndefined();
      }),
    );
  });
});
