/**
 * GitHub's `Retry-After` on a rate limit, in every shape the header takes, read on the bundle as
 * the step reads the service's (src/common/retry-after.ts): at least a second for `0` or a date
 * already past, the step's own minute (said as its own) when it names no wait it can read, and
 * "longer than any time-out" for digits too many to be seconds. Was broken: plugin-throttling's
 * `Number(value) || 60` waited a minute for `0`, reported a date as 60s, and took `1e308` as
 * forever. A wait the step cannot afford ends the opening run before its prompt, as any limit on
 * the start's record does.
 */
import { describe, expect, it } from '@jest/globals';
import type { Fault } from '../sim/github-api.ts';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(98_400);
const limitedOnce = (retryAfter: string): Fault => ({
  method: 'POST',
  path: /\/issues\/5\/comments$/,
  status: 429,
  times: 1,
  headers: { 'retry-after': retryAfter },
  body: { message: 'You have exceeded a secondary rate limit.' },
});
const commentPosts = () => w.github.requests.filter((r) => r.method === 'POST' && /\/issues\/5\/comments$/.test(r.url));

describe("a secondary limit on the opening run's comment", () => {
  it.each([
    ['0', '0'],
    ['a date already past', 'Wed, 21 Oct 2015 07:28:00 GMT'],
    ['2 with spaces', ' 2 '],
  ])(
    'Retry-After %s: waits a second or what it asks, writes the comment once more, starts one job',
    async (_, value) => {
      await w.start([limitedOnce(value)]);
      const opened = await w.opened();
      expect([opened.exitCode, opened.outputs.outcome]).toEqual([0, 'completed']);
      expect(w.starts()).toHaveLength(1);
      expect(commentPosts()).toHaveLength(2);
      expect(w.log(opened)).not.toMatch(/a minute|60s|longer than/);
    },
  );

  it.each([
    ['unreadable (1e308)', '1e308', 'GitHub named no wait, so the step waits a minute'],
    ['digits too many to be seconds', '99999999999', 'longer than any time-out'],
  ])(
    'Retry-After %s: says whose wait it is, starts no job it cannot record, and says what next',
    async (_, value, said) => {
      await w.start([limitedOnce(value)]);
      const opened = await w.opened();
      // The start's record cannot be written within the wait: no prompt goes (rate-limited-start-record-sends-no-prompt).
      expect([opened.exitCode, opened.outputs.outcome, w.starts().length]).toEqual([1, 'error', 0]);
      expect(w.log(opened)).toContain(said);
      expect(w.log(opened)).not.toContain('asked to wait 60s');
      expect(w.log(opened)).toContain('the next run starts the job');
    },
  );
});
