/**
 * The pieces behind the comment and the check run, each on its own: the signed step record, the
 * check run's conclusion, and what a trigger reads (GitHub's retries: github/client.test.ts).
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import {
  commentMarker,
  digest,
  encodeRecord,
  keepRecords,
  MAX_MARKER_CHARS,
  MAX_RUNS_KEPT,
  MAX_SAID_CHARS,
  readCommentRecords,
  readRecord,
  stepKey,
  type StepRecord,
} from '../../src/pull-request/record.ts';
import { checkConclusion } from '../../src/report/surface-ending.ts';
import { fullText } from '../../src/output/text.ts';
import { readTrigger } from '../../src/github/trigger.ts';
import { eventFile, eventFileOf } from '../../sim/pull-request.ts';

const STEP = { workflow: 'Docs', job: 'docs', step: 'agent' };
const KEY = 'mint_0123456789abcdef';
const RECORD: StepRecord = { run: '42', attempt: 1, kind: 'prompt', sent: 'abc', jobs: ['job-1'] };
/** A record as read back: it names the step that wrote it. */
const named = (record: StepRecord, step = STEP): StepRecord => ({ ...record, step: stepKey(step) });
const OWN = named(RECORD);

describe('the step record', () => {
  it('reads back what it wrote, from a comment body or an external_id', () => {
    expect(readCommentRecords(`text\n${commentMarker(STEP, RECORD, KEY)}\n`, STEP, KEY)).toEqual({ records: [OWN] });
    expect(readRecord(encodeRecord(STEP, RECORD, KEY), STEP, KEY)).toEqual(OWN);
  });

  it("keeps the newest record of each of the last runs, this attempt's first, and the author bound in", () => {
    const runs = Array.from({ length: 30 }, (_, i): StepRecord => named({ ...RECORD, run: String(100 + i) }));
    const current: StepRecord = { ...RECORD, run: '105', attempt: 2 };
    const kept = keepRecords(current, runs, 41_898_282, STEP);
    expect(kept.records).toHaveLength(MAX_RUNS_KEPT);
    expect(kept.records[0]).toEqual(named(current));
    expect(kept.records.filter((record) => record.run === '105')).toEqual([named(current)]);
    const read = readCommentRecords(`x\n${commentMarker(STEP, kept, KEY)}`, STEP, KEY);
    expect(read).toEqual(kept);
    // Too many records, or an author that is not a number: not a record of this action.
    const tooMany = { records: Array.from({ length: MAX_RUNS_KEPT + 1 }, () => RECORD) };
    expect(readCommentRecords(commentMarker(STEP, tooMany, KEY), STEP, KEY)).toBeUndefined();
    const oddAuthor = { by: '7', records: [RECORD] } as unknown as Parameters<typeof commentMarker>[1];
    expect(readCommentRecords(commentMarker(STEP, oddAuthor, KEY), STEP, KEY)).toBeUndefined();
    expect(readCommentRecords(commentMarker(STEP, { records: [] }, KEY), STEP, KEY)).toBeUndefined();
  });

  it("drops the oldest runs' records past the marker's size, never this attempt's", () => {
    const jobs = Array.from({ length: 20 }, (_, i) => `job-${i}-${'x'.repeat(90)}`);
    // Newest first, as the comment keeps them.
    const runs = Array.from({ length: 19 }, (_, i): StepRecord => named({ ...RECORD, run: String(218 - i), jobs }));
    const current: StepRecord = { ...RECORD, run: '100', jobs };
    const kept = keepRecords(current, runs, 1, STEP);
    expect(kept.records[0]).toEqual(named(current));
    expect(kept.records.length).toBeGreaterThan(1);
    expect(kept.records.slice(1)).toEqual(runs.slice(0, kept.records.length - 1));
    const withoutCurrent = commentMarker(STEP, { ...kept, records: kept.records.slice(1) }, KEY);
    expect(withoutCurrent.length).toBeLessThanOrEqual(MAX_MARKER_CHARS + 100);
  });

  it("keeps what the pull request's life needs past any number of turns: the job's start and the last head it was told", () => {
    // Characters of one to four bytes: the marker is base64 of UTF-8.
    const letter = fc.constantFrom('x', 'é', '文', '😀');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: MAX_SAID_CHARS / 2 }),
        letter,
        (turns, size, char) => {
          const start = named({ ...RECORD, run: '1', head: 'a'.repeat(40) });
          const said = char.repeat(size);
          // Newest first, as the comment keeps them: follow-ups of the job, the newest telling a head.
          const followUps = Array.from({ length: turns }, (_, i): StepRecord =>
            named({
              run: String(2 + turns - i),
              attempt: 1,
              kind: 'message',
              jobs: ['job-1'],
              said,
              at: '2026-11-26T10:00:00.000Z',
              ...(i === turns - 1 ? { head: 'b'.repeat(40) } : {}),
            }),
          );
          const current: StepRecord = {
            ...{ run: String(3 + turns), attempt: 1, kind: 'message', jobs: ['job-1'] },
            ...{ said, at: '2026-11-26T11:00:00.000Z' },
          };
          const kept = keepRecords(current, [...followUps, start], 1, STEP);
          expect(kept.records.length).toBeLessThanOrEqual(MAX_RUNS_KEPT);
          expect(kept.records).toContainEqual(start);
          if (turns > 0) expect(kept.records).toContainEqual(followUps[turns - 1]);
          // The newest turns come next, as many as fit.
          expect(kept.records[0]).toEqual(named(current));
          if (turns > 1 && size < 100) expect(kept.records[1]).toEqual(followUps[0]);
          expect(commentMarker(STEP, kept, KEY).length).toBeLessThan(MAX_MARKER_CHARS + 3_000);
          expect(readCommentRecords(`x\n${commentMarker(STEP, kept, KEY)}`, STEP, KEY)).toEqual(kept);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is not read for another step, with another key, or once edited', () => {
    const marker = commentMarker(STEP, RECORD, KEY);
    expect(readRecord(marker, { ...STEP, step: 'other' }, KEY)).toBeUndefined();
    expect(readRecord(marker, STEP, 'mint_other_key')).toBeUndefined();
    const genuine = encodeRecord(STEP, RECORD, KEY);
    const evil = encodeRecord(STEP, { ...RECORD, jobs: ['job-evil'] }, KEY);
    const edited = evil.slice(0, evil.lastIndexOf('.')) + genuine.slice(genuine.lastIndexOf('.'));
    expect(readRecord(edited, STEP, KEY)).toBeUndefined();
  });

  it("reads this step's own record as releases before the derived key signed it, and no other step's", () => {
    const head = `wait-for-agent-job.${stepKey(STEP)}.${Buffer.from(JSON.stringify({ records: [RECORD] })).toString('base64url')}`;
    const signature = createHmac('sha256', KEY).update(head).digest().subarray(0, 24).toString('base64url');
    const legacy = `<!-- ${head}.${signature} -->`;
    expect(readCommentRecords(legacy, STEP, KEY)).toEqual({ records: [OWN] });
    // Any step's reading (a follow-up's) takes only the key bound to the place.
    expect(readCommentRecords(legacy, { ...STEP, step: 'reply' }, KEY, true)).toBeUndefined();
    // The derived key is not the api-key: a marker signed with one does not pass for the other.
    expect(commentMarker(STEP, RECORD, KEY)).not.toContain(signature);
  });

  describe('owner and repository names compare in any case, as GitHub compares them', () => {
    const placed = { ...STEP, repository: 'Acme/Docs', pull: 7 };
    const spellings = ['Acme/Docs', 'acme/docs', 'ACME/DOCS', 'acme/Docs'];
    // Written by the release before this change, which bound records to the name as spelled.
    const OLD_MARKER =
      '<!-- wait-for-agent-job.KDOQxPPxDpcxeCn3MfERxA.eyJyZWNvcmRzIjpbeyJzdGVwIjoiS0RPUXhQUHhEcGN4ZUNuM01mRVJ4QSIsInJ1biI6IjQyIiwiYXR0ZW1wdCI6MSwia2luZCI6InByb21wdCIsInNlbnQiOiJhYmMiLCJqb2JzIjpbImpvYi0xIl19XX0.4YSQ9Pprgz_atTX5DN1rYWKwUvYDCyND -->';
    const OLD_EXTERNAL_ID =
      'wait-for-agent-job.KDOQxPPxDpcxeCn3MfERxA.eyJydW4iOiI0MiIsImF0dGVtcHQiOjEsImtpbmQiOiJwcm9tcHQiLCJzZW50IjoiYWJjIiwiam9icyI6WyJqb2ItMSJdLCJzdGVwIjoiS0RPUXhQUHhEcGN4ZUNuM01mRVJ4QSJ9.I5h4ll8nlmYKrPsZw1XjY0hrvjl40c3k';

    it.each(spellings)('a record written for Acme/Docs reads on %s', (repository) => {
      const here = { ...placed, repository };
      expect(readCommentRecords(commentMarker(placed, RECORD, KEY), here, KEY)).toEqual({
        records: [named(RECORD, here)],
      });
      expect(readRecord(encodeRecord(placed, RECORD, KEY), here, KEY)).toEqual(named(RECORD, here));
    });

    it("a record the previous release wrote for Acme/Docs still reads there, under today's step key", () => {
      expect(readCommentRecords(OLD_MARKER, placed, KEY)).toEqual({ records: [named(RECORD, placed)] });
      expect(readRecord(OLD_EXTERNAL_ID, placed, KEY)).toEqual(named(RECORD, placed));
    });

    it('a record for another repository or pull request still does not read', () => {
      const marker = commentMarker(placed, RECORD, KEY);
      expect(readCommentRecords(marker, { ...placed, repository: 'acme/docs2' }, KEY, true)).toBeUndefined();
      expect(readCommentRecords(marker, { ...placed, pull: 8 }, KEY, true)).toBeUndefined();
      expect(readCommentRecords(OLD_MARKER, { ...placed, repository: 'acme/other' }, KEY, true)).toBeUndefined();
    });
  });

  it('names the step by a digest: a workflow name with --> cannot end the hidden comment', () => {
    const step = { workflow: 'Docs --> <b>x</b>', job: 'docs', step: 'agent' };
    const marker = commentMarker(step, RECORD, KEY);
    expect(marker).toMatch(/^<!-- [A-Za-z0-9._-]+ -->$/);
    expect(stepKey(step)).not.toBe(stepKey(STEP));
  });

  it('never takes what is not a record, whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        expect(readRecord(`wait-for-agent-job.${stepKey(STEP)}.${text}`, STEP, KEY)).toBeUndefined();
      }),
    );
  });

  it.each([
    ['a run that is not digits', { run: '4x' }],
    ['a run with digits around other text', { run: 'x42' }],
    ['a run of digits then other text', { run: '42x' }],
    ['a run that is a number', { run: 42 }],
    ['an attempt that is not a number', { attempt: '1' }],
    ['an attempt that is not an integer', { attempt: 1.5 }],
    ['an unknown kind', { kind: 'delete' }],
    ['a digest that is not text', { sent: 7 }],
    ['jobs that are not a list', { jobs: 'job-1' }],
    ['more than 50 jobs', { jobs: Array.from({ length: 51 }, (_, i) => `job-${i}`) }],
    ['a job id that is not text', { jobs: [7] }],
  ])('refuses a signed record with %s', (_, change) => {
    const bad = { ...RECORD, ...change } as unknown as StepRecord;
    expect(readRecord(encodeRecord(STEP, bad, KEY), STEP, KEY)).toBeUndefined();
  });

  it('takes a signed record with no digest (a wait) and with exactly 50 jobs', () => {
    const withoutDigest: StepRecord = { run: RECORD.run, attempt: RECORD.attempt, kind: 'wait', jobs: ['job-1'] };
    expect(readRecord(encodeRecord(STEP, withoutDigest, KEY), STEP, KEY)).toEqual(named(withoutDigest));
    const fifty = { ...RECORD, jobs: Array.from({ length: 50 }, (_, i) => `job-${i}`) };
    expect(readRecord(encodeRecord(STEP, fifty, KEY), STEP, KEY)).toEqual(named(fifty));
  });

  it("reads a comment's record only from its last marker line, never from text the comment shows", () => {
    const marker = commentMarker(STEP, RECORD, KEY);
    // A prompt that holds a copy of the marker, shown above the real one: only the last line counts.
    const evil = commentMarker(STEP, { ...RECORD, jobs: ['job-evil'] }, KEY);
    expect(readCommentRecords(`<pre>${evil}</pre>\n${marker}\n`, STEP, KEY)).toEqual({ records: [OWN] });
    // Lines a person with write access added after the marker leave it the last marker line: still the record.
    expect(readCommentRecords(`${marker}\nmore text after it`, STEP, KEY)).toEqual({ records: [OWN] });
    // The last marker line is the record (one a person with write access wrote there too): its signature is the check.
    expect(readCommentRecords(`${marker}\n${evil}`, STEP, KEY)?.records[0]?.jobs).toEqual(['job-evil']);
    expect(readCommentRecords(`${marker}\n> ${evil}`, STEP, KEY)).toEqual({ records: [OWN] });
    expect(readCommentRecords(`text ${marker}`, STEP, KEY)).toBeUndefined();
    expect(readCommentRecords(`text\n${commentMarker(STEP, RECORD, 'mint_other')}`, STEP, KEY)).toBeUndefined();
    // An external_id is one token and nothing else.
    expect(readRecord(`${encodeRecord(STEP, RECORD, KEY)} `, STEP, KEY)).toBeUndefined();
  });

  it("binds a record to its repository and pull request: a copy elsewhere is not this step's", () => {
    const token = encodeRecord(STEP, RECORD, KEY);
    expect(readRecord(token, { ...STEP, repository: 'acme/other' }, KEY)).toBeUndefined();
    expect(readRecord(token, { ...STEP, pull: 6 }, KEY)).toBeUndefined();
    expect(readRecord(token, { ...STEP, workflow: 'acme/product/.github/workflows/other.yml' }, KEY)).toBeUndefined();
    expect(readRecord(token, STEP, KEY)).toEqual(OWN);
  });

  it('gives the same text the same digest, and other text another', () => {
    expect(digest('Document the flag.')).toBe(digest('Document the flag.'));
    expect(digest('Document the flag.')).not.toBe(digest('Document the flag!'));
    expect(digest('x')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('refuses a signed record whose ids are not ids', () => {
    const bad = { ...RECORD, jobs: ['../../etc'] };
    expect(readRecord(encodeRecord(STEP, bad, KEY), STEP, KEY)).toBeUndefined();
  });

  it('reads a queued turn that ended unsent, and refuses a flag that is not one', () => {
    const pending = { until: 1, check: 'Docs', workflow: 'Docs', job: 'docs', step: 'agent', queued: true };
    const read = (record: unknown) => readCommentRecords(commentMarker(STEP, record as never, KEY), STEP, KEY);
    const unsent = { ...RECORD, pending: { ...pending, unsent: true } };
    expect(read(unsent)?.records[0]).toMatchObject(unsent);
    expect(read({ ...RECORD, pending: { ...pending, unsent: 'yes' } })?.records ?? []).toHaveLength(0);
  });
});

describe("the check run's conclusion follows the step", () => {
  it.each([
    ['completed', undefined, 'success'],
    ['completed', 'no pull request', 'failure'],
    ['failed', 'failed', 'failure'],
    ['failed', undefined, 'neutral'],
    ['archived', undefined, 'neutral'],
    ['archived', 'archived', 'failure'],
    ['started', undefined, 'neutral'],
    ['timed-out', 'timed out', 'timed_out'],
    ['cancelled', 'cancelled', 'cancelled'],
    ['not-found', 'not found', 'failure'],
    ['unauthorized', 'refused', 'failure'],
  ] as const)('%s, failing the step: %s -> %s', (outcome, failure, conclusion) => {
    expect(checkConclusion({ outcome, ...(failure ? { failure } : {}) })).toBe(conclusion);
  });
});

describe('the trigger', () => {
  const event = eventFile;
  const base = { GITHUB_REPOSITORY: 'acme/product', GITHUB_RUN_ID: '9', GITHUB_SHA: 'b'.repeat(40) };

  it("reads a pull request event's number and head", () => {
    const trigger = readTrigger({
      ...base,
      GITHUB_EVENT_NAME: 'pull_request_target',
      GITHUB_EVENT_PATH: event({ pull_request: { number: 3, head: { sha: 'c'.repeat(40) } } }),
      GITHUB_RUN_ATTEMPT: '2',
    });
    expect(trigger).toMatchObject({ pullNumber: 3, headSha: 'c'.repeat(40), attempt: 2, headNeedsLookUp: false });
  });

  it('on a comment, takes the pull request from the issue and looks its head up', () => {
    const trigger = readTrigger({
      ...base,
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: event({ issue: { number: 8, pull_request: { url: 'x' } } }),
    });
    expect(trigger).toMatchObject({ pullNumber: 8, headSha: 'b'.repeat(40), headNeedsLookUp: true });
    const onIssue = readTrigger({
      ...base,
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: event({ issue: { number: 8 } }),
    });
    expect(onIssue?.pullNumber).toBeUndefined();
  });

  it('uses nothing it cannot check: a number that is not one, a head that is not a commit, a broken event file', () => {
    const trigger = readTrigger({
      ...base,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event({ pull_request: { number: '5; rm -rf', head: { sha: 'main' } } }),
      GITHUB_RUN_ATTEMPT: 'x',
    });
    expect(trigger).toMatchObject({ headSha: 'b'.repeat(40), attempt: 1 });
    expect(trigger?.pullNumber).toBeUndefined();
    expect(trigger?.notes.map((note) => fullText(note))).toEqual([
      'GITHUB_RUN_ATTEMPT is "x", not an attempt number, so this is taken as attempt 1.',
    ]);
    expect(
      readTrigger({ ...base, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: '/no/such/file' })?.notes,
    ).toEqual([
      "The runner's event file (GITHUB_EVENT_PATH) could not be read (ENOENT), so the pull request is not known.",
    ]);
    for (const broken of ['[]', 'not json', '"text"']) {
      const file = eventFileOf(broken);
      expect(readTrigger({ ...base, GITHUB_EVENT_PATH: file })?.notes).toEqual([
        "The runner's event file (GITHUB_EVENT_PATH) is not a JSON object, so the pull request is not known.",
      ]);
    }
    for (const odd of ['0', '-1', '1.5', '1e3', '']) {
      expect(readTrigger({ ...base, GITHUB_RUN_ATTEMPT: odd })).toMatchObject({ attempt: 1 });
    }
    expect(readTrigger({ ...base, GITHUB_RUN_ATTEMPT: '3' })).toMatchObject({ attempt: 3, notes: [] });
    expect(readTrigger({ GITHUB_RUN_ID: '9' })).toBeUndefined();
  });
});
