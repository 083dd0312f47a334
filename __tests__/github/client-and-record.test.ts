/**
 * The pieces behind the comment and the check run, each on its own: the signed step record,
 * GitHub's retries (on a virtual clock), the check run's conclusion, and what a trigger reads.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WallTime } from '../../src/common/clock.ts';
import {
  callGitHub,
  gitHubRetryAfterMs,
  type GitHubAnswer,
  type GitHubSend,
  type RetryOptions,
} from '../../src/github/client.ts';
import {
  commentMarker,
  digest,
  encodeRecord,
  keepRecords,
  MAX_MARKER_CHARS,
  MAX_RUNS_KEPT,
  readCommentRecords,
  readRecord,
  stepKey,
  type StepRecord,
} from '../../src/github/record.ts';
import { checkConclusion } from '../../src/report/surface-ending.ts';
import { fullText } from '../../src/out/text.ts';
import { readTrigger } from '../../src/github/trigger.ts';
import { EventClock } from '../helpers/event-clock.ts';

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
    const runs = Array.from({ length: 19 }, (_, i): StepRecord => named({ ...RECORD, run: String(200 + i), jobs }));
    const current: StepRecord = { ...RECORD, run: '100', jobs };
    const kept = keepRecords(current, runs, 1, STEP);
    expect(kept.records[0]).toEqual(named(current));
    expect(kept.records.length).toBeGreaterThan(1);
    expect(kept.records.slice(1)).toEqual(runs.slice(0, kept.records.length - 1));
    const withoutCurrent = commentMarker(STEP, { ...kept, records: kept.records.slice(1) }, KEY);
    expect(withoutCurrent.length).toBeLessThanOrEqual(MAX_MARKER_CHARS + 100);
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

  it("reads a comment's record only from the marker on its last line, never from text the comment shows", () => {
    const marker = commentMarker(STEP, RECORD, KEY);
    // A prompt that holds a copy of the marker, shown above the real one: only the last line counts.
    const evil = commentMarker(STEP, { ...RECORD, jobs: ['job-evil'] }, KEY);
    expect(readCommentRecords(`<pre>${evil}</pre>\n${marker}\n`, STEP, KEY)).toEqual({ records: [OWN] });
    expect(readCommentRecords(`${marker}\nmore text after it`, STEP, KEY)).toBeUndefined();
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
});

const answer = (status: number, headers: GitHubAnswer['headers'] = {}, data: unknown = {}): GitHubAnswer => ({
  status,
  headers,
  data,
});

function scripted(answers: Array<GitHubAnswer | Error>): { send: GitHubSend; calls: number[] } {
  const calls: number[] = [];
  const send: GitHubSend = async () => {
    calls.push(calls.length);
    const next = answers.shift();
    if (!next) throw new Error('no answer scripted');
    if (next instanceof Error) throw next;
    return next;
  };
  return { send, calls };
}

function options(clock: EventClock, extra: Partial<RetryOptions> = {}): RetryOptions {
  return {
    clock,
    signal: new AbortController().signal,
    deadline: 30_000,
    token: { name: 'report-token', needs: 'pull-requests: write' },
    wallNow: () => 1_700_000_000_000 as WallTime,
    ...extra,
  };
}

const request = { method: 'PATCH' as const, path: '/repos/o/r/issues/comments/1', body: { body: 'x' } };
const creation = { method: 'POST' as const, path: '/repos/o/r/issues/1/comments', body: { body: 'x' } };

describe("GitHub's own retries", () => {
  it('tries a 5xx and a broken connection again, with growing pauses', async () => {
    const clock = new EventClock();
    const { send, calls } = scripted([answer(502), new Error('socket hang up'), answer(201, {}, { id: 1 })]);
    const result = await clock.run(callGitHub(send, request, options(clock)));
    expect(result).toEqual({ ok: true, status: 201, data: { id: 1 } });
    expect(calls).toHaveLength(3);
    expect(clock.time).toBe(3_000);
  });

  it('waits what retry-after says on a secondary rate limit (403), and what x-ratelimit-reset says', async () => {
    const clock = new EventClock();
    const reset = String(1_700_000_000 + 7);
    const { send } = scripted([
      answer(403, { 'retry-after': '5' }, { message: 'You have exceeded a secondary rate limit.' }),
      answer(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset }, { message: 'API rate limit exceeded' }),
      answer(200),
    ]);
    const result = await clock.run(callGitHub(send, request, options(clock)));
    expect(result.ok).toBe(true);
    expect(clock.time).toBe(12_000);
  });

  it('gives up at once on a refusal that will not change, naming the permission', async () => {
    const clock = new EventClock();
    const { send, calls } = scripted([answer(403, {}, { message: 'Resource not accessible by integration' })]);
    const result = await clock.run(callGitHub(send, request, options(clock)));
    expect(calls).toHaveLength(1);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(fullText(result.cause)).toBe(
        'the report-token may not do this (HTTP 403: Resource not accessible by integration); it needs pull-requests: write (a pull request from a fork gets a read-only token)',
      );
  });

  it('does not wait past its deadline: a retry-after longer than what is left ends the call, saying so', async () => {
    const clock = new EventClock();
    const { send, calls } = scripted([answer(429, { 'retry-after': '60' })]);
    const result = await clock.run(callGitHub(send, request, options(clock, { deadline: 10_000 })));
    expect(calls).toHaveLength(1);
    expect(clock.time).toBe(0);
    if (!result.ok)
      expect(fullText(result.cause)).toMatch(/GitHub asked to wait 60s, longer than the step has for it$/);
  });

  it('sends a creation again only after a rate limit: after a 5xx or no answer it may exist', async () => {
    for (const failure of [answer(502), new Error('socket hang up')]) {
      const clock = new EventClock();
      const { send, calls } = scripted([failure, answer(201)]);
      const result = await clock.run(callGitHub(send, creation, options(clock)));
      expect(result.ok).toBe(false);
      expect(calls).toHaveLength(1);
    }
    const clock = new EventClock();
    const { send, calls } = scripted([answer(429, { 'retry-after': '2' }), answer(201)]);
    expect((await clock.run(callGitHub(send, creation, options(clock)))).ok).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('stops after a bounded number of attempts', async () => {
    const clock = new EventClock();
    const { send, calls } = scripted(Array.from({ length: 10 }, () => answer(500)));
    const result = await clock.run(callGitHub(send, request, options(clock)));
    expect(result.ok).toBe(false);
    expect(calls).toHaveLength(4);
  });

  it.each([
    ['a 403 with no requests left', answer(403, { 'x-ratelimit-remaining': '0' }, { message: 'Forbidden' })],
    ['a 403 that says rate limit', answer(403, {}, { message: 'API rate limit exceeded for installation' })],
    ['a 403 with retry-after', answer(403, { 'retry-after': '1' }, {})],
    ['a 429', answer(429)],
    ['a 500', answer(500)],
  ])('tries %s again', async (_, first) => {
    const clock = new EventClock();
    const { send, calls } = scripted([first, answer(200)]);
    expect((await clock.run(callGitHub(send, request, options(clock)))).ok).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it.each([
    ['a 403 with requests left', answer(403, { 'x-ratelimit-remaining': '12' }, { message: 'Forbidden' })],
    ['a 403 with no message', answer(403, {}, null)],
    ['a 422', answer(422, {}, { message: 'Validation Failed' })],
    ['a 300', answer(300)],
  ])('does not try %s again', async (_, first) => {
    const clock = new EventClock();
    const { send, calls } = scripted([first, answer(200)]);
    expect((await clock.run(callGitHub(send, request, options(clock)))).ok).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('takes any 2xx as done', async () => {
    const clock = new EventClock();
    const { send } = scripted([answer(204, {}, null)]);
    expect(await clock.run(callGitHub(send, request, options(clock)))).toEqual({ ok: true, status: 204, data: null });
  });

  it.each([
    [401, {}, { message: 'Bad credentials' }, 'the report-token was refused (HTTP 401: Bad credentials)'],
    [
      404,
      {},
      { message: 'Not Found' },
      'GitHub answered 404 (not found, or the report-token cannot see it: Not Found)',
    ],
    [429, { 'retry-after': '99' }, {}, 'GitHub kept limiting the rate (HTTP 429)'],
    [403, { 'x-ratelimit-remaining': '0' }, { message: 'limit' }, 'GitHub kept limiting the rate (HTTP 403: limit)'],
    [418, {}, { message: '' }, 'GitHub answered HTTP 418'],
  ] as const)('names HTTP %s in its own words', async (status, headers, data, words) => {
    const clock = new EventClock();
    const { send } = scripted([answer(status, headers, data), answer(status, headers, data)]);
    const result = await clock.run(callGitHub(send, request, options(clock, { deadline: 0 })));
    expect(result.ok ? '' : fullText(result.cause)).toMatch(new RegExp(`^${words.replace(/[()]/g, '\\$&')}`));
  });

  it('says the time ran out when the budget ends a request, and tries no more', async () => {
    const clock = new EventClock();
    const stop = new AbortController();
    let calls = 0;
    const send: GitHubSend = async () => {
      calls++;
      stop.abort();
      throw new Error('aborted');
    };
    const result = await clock.run(callGitHub(send, request, options(clock, { signal: stop.signal })));
    expect(calls).toBe(1);
    expect(result).toEqual({ ok: false, cause: 'the time for GitHub ran out' });
  });

  it('reads retry-after as seconds or an HTTP date, and ignores what it cannot read', () => {
    const now = Date.parse('Tue, 24 Nov 2026 00:00:00 GMT') as WallTime;
    expect(gitHubRetryAfterMs({ 'retry-after': '3' }, now)).toBe(3_000);
    expect(gitHubRetryAfterMs({ 'retry-after': 'Tue, 24 Nov 2026 00:00:09 GMT' }, now)).toBe(9_000);
    expect(gitHubRetryAfterMs({ 'retry-after': 'soon' }, now)).toBeUndefined();
    expect(gitHubRetryAfterMs({ 'x-ratelimit-reset': '99' }, now)).toBeUndefined();
    expect(gitHubRetryAfterMs({ 'retry-after': ' 4 ' }, now)).toBe(4_000);
    expect(gitHubRetryAfterMs({ 'retry-after': '3s' }, now)).toBeUndefined();
    expect(gitHubRetryAfterMs({ 'retry-after': 'x3' }, now)).toBeUndefined();
    // Too many digits to be seconds: longer than any time-out, as for the service.
    expect(gitHubRetryAfterMs({ 'retry-after': '1234567890' }, now)).toBe(Infinity);
    const reset = String(now / 1_000 + 6);
    expect(gitHubRetryAfterMs({ 'x-ratelimit-remaining': ' 0 ', 'x-ratelimit-reset': ` ${reset} ` }, now)).toBe(6_000);
    expect(gitHubRetryAfterMs({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': `${reset}x` }, now)).toBeUndefined();
    expect(gitHubRetryAfterMs({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': `x${reset}` }, now)).toBeUndefined();
    // A reset read against the answer's own Date, not the runner's clock.
    const answered = {
      date: 'Tue, 24 Nov 2026 00:00:02 GMT',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': reset,
    };
    expect(gitHubRetryAfterMs(answered, now)).toBe(4_000);
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
  const event = (value: unknown): string => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'event-')), 'event.json');
    writeFileSync(file, JSON.stringify(value));
    return file;
  };
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
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'event-')), 'event.json');
      writeFileSync(file, broken);
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
