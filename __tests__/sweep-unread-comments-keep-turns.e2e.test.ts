/**
 * Was broken: src/step/unanswered-command.ts `lookAtCommands` returns undefined when the pull
 * request's comments (GitHub's list with `since`, ace5a41) or the token's identity cannot be read,
 * and `newestUnanswered` returns undefined when a command's reactions cannot be read; src/sweep/
 * finish.ts `owedCommand`/`untoldHead` takes that undefined for "no command is owed" (`return
 * { open }`). The sweep then settles the job's turns and takes the label off, with no warning, so
 * no sweep ever comes back: a read that failed once (a 502) loses the `/docs` command for good.
 * The same function treats an unreadable head or check-run list as "its turns stay pending, and
 * the next sweep reads it again"; this read does not.
 *
 * How a user meets it: `wait: sweep`, the recipe's `/docs`. The job was told its head; the lead
 * writes `/docs shorter intro`, whose run never comes (cancelled while pending, or killed). The
 * first sweep after the job ended meets a bad minute of GitHub: the comment list (or the
 * command's reactions) answers 502, through the retries. Later sweeps meet GitHub well again.
 *
 * Was: no message carries "shorter intro"; the first sweep logs only "job job-started-1
 * finished (completed)" (no warning), takes the label off, and later sweeps find "0 pull requests
 * labelled 'agent-job-pending'".
 *
 * Now, as promised: docs/sweep.md: "a head the job was told owes the newest `/docs`
 * command no run answered … once each", and "a head it cannot read … leaves every turn pending
 * for the next sweep"; "reads a cancel cut short never say 'nothing new'" (a failed read is no
 * "nothing" either, as d0b0cce set for the close). The turns stay pending (the label on) while the
 * comments cannot be read, and a later sweep sends the command once.
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(1_030_000);

/** A path matcher for the simulated GitHub's faults that also reads the request's query. */
const matching = (test: (path: string, url: string) => boolean): RegExp =>
  ({ test: (path: string) => test(path, w.github.requests.at(-1)?.url ?? '') }) as unknown as RegExp;

describe('a /docs no run answered, while GitHub fails a read of the comments at the first sweep', () => {
  it.each([
    [
      'the comment list with since (502)',
      () => matching((path, url) => path === `/repos/${PR_REPOSITORY}/issues/5/comments` && url.includes('since=')),
    ],
    ["the command's reactions (502)", () => matching((path) => /\/issues\/comments\/\d+\/reactions$/.test(path))],
  ])('%s: a later sweep still sends the command once', async (_, path) => {
    await w.prRun('opened', HEADS[0]);
    w.github.addComment(`${PR_REPOSITORY}#5`, '/docs shorter intro', 'lead'); // its run: never came
    const bad = { method: 'GET', path: path(), status: 502, body: { message: 'Bad gateway' }, times: 1_000 };
    w.github.faults.unshift(bad);
    w.clock.service = 61_000; // the job has ended
    expect((await w.sweep()).exitCode).toBe(0);
    w.github.faults.splice(w.github.faults.indexOf(bad), 1);
    for (const at of [300_000, 600_000, 900_000]) {
      w.clock.service = at;
      expect((await w.sweep()).exitCode).toBe(0);
    }
    expect(w.messages().filter((m) => m.includes('shorter intro'))).toHaveLength(1);
    expect(w.labelled()).toBe(false);
  });
});
