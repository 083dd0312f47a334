/**
 * A prLink the step refuses is handed on nowhere: the job's JSON (the `job` output) carries it as
 * null, whatever made it refused. (A link of no known shape on a host the action does not know is
 * no refused one: README hands it on as sent.) Was broken: only another repository's link was taken out; a
 * `javascript:` one, warned "not handed on", stayed in the `job` output.
 */
import { describe, expect, it } from '@jest/globals';
import type { WallTime } from '../../src/common/clock.ts';
import { classifyGet } from '../../src/service/answers.ts';

const source = { repository: 'https://github.com/acme/docs', ref: 'agent/x' };
const read = (prLink: string) =>
  classifyGet(
    { status: 200, headers: {}, body: JSON.stringify({ status: 'completed', prLink, source }) },
    () => 0 as WallTime,
    (text) => text,
  );

describe("a refused prLink in the job's JSON", () => {
  it.each([
    'javascript:alert(document.cookie)//https://github.com/acme/docs/pull/4',
    'https://github.com/acme/docs/pull/4 [x](https://evil.example)',
    'https://github.com/acme/secret-roadmap/pull/3',
  ])('is null for %s', (prLink) => {
    const answer = read(prLink);
    if (answer.kind !== 'job') throw new Error(`not read: ${answer.kind}`);
    expect(JSON.parse(answer.body)).toMatchObject({ prLink: null });
    expect(answer.job.prLink).toBeNull();
  });

  it.each(['https://github.com/acme/docs/pull/4', 'https://docs.example.net/review/42'])('keeps %s', (prLink) => {
    const answer = read(prLink);
    if (answer.kind !== 'job') throw new Error(`not read: ${answer.kind}`);
    expect(JSON.parse(answer.body)).toMatchObject({ prLink });
  });
});
