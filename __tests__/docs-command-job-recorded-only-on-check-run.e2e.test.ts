/**
 * Was broken (GitHub on a bad day, a helper's trial): while GitHub refused every write of the
 * pull request's comment (502), the opened run started a job and recorded it on its check run
 * alone. A push's run found the job there, but a `/docs` comment's run did not: it read the check
 * runs of its own commit (the default branch's: a comment's run has no head of its own), said "No
 * agent job was started on this pull request yet" and started a second job.
 *
 * Now a comment's run reads the check runs of the pull request's head, as a push's does: the
 * command goes to the one job as a follow-up.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(66_000);
const [, H2] = HEADS;

describe("a /docs command while GitHub refuses the pull request's comment", () => {
  it.each([
    ['after the opened run', false],
    ['after the opened run and a push', true],
  ])('%s: goes to the job its check run records, and no second job starts', async (_when, push) => {
    await w.start([{ method: 'POST', path: /\/issues\/5\/comments$/, status: 502, times: 1000 }]);
    await w.opened();
    if (push) {
      w.push(H2);
      await w.synchronize();
    }
    const commented = await w.comment('/docs mention the new flag', 'lead');
    expect(w.starts()).toHaveLength(1);
    expect(w.messages().filter((message) => message.includes('mention the new flag'))).toHaveLength(1);
    expect(w.log(commented)).toContain('Sending a follow-up to job job-started-');
    expect(w.log(commented)).not.toContain('No agent job was started on this pull request yet');
  });
});
