/**
 * Was broken: a step with `follow-up-command` and `wait: sweep` but no `prompt` (the docs repository's
 * converse-on-docs-pull-request.yml, or a product workflow for /docs comments alone, told to let
 * the runner go while the agent works) is refused on every run, with a message that contradicts
 * itself: "'wait' is sweep but there is nothing to start or send: with 'job-id' alone there is no
 * job to let go. Add 'prompt' (or 'follow-up-command'), or use 'wait: true'." The step has no
 * 'job-id', and it already has the 'follow-up-command' the message says to add
 * (src/inputs/inputs.ts crossCheck: a command's plan is 'wait' until the comment is read).
 *
 * How a user meets it: README, "Waiting without a runner": with `wait: sweep` (and `check-name`)
 * "the pull request's step starts the job, or sends or queues its follow-up"; action.yml's `wait`
 * says `sweep` fits pull request events with `check-name`. A /docs comment's run with those inputs
 * fails at once, nothing sent, and following the message's advice changes nothing.
 *
 * What should happen instead: as the message itself says, 'follow-up-command' is something to
 * send: the /docs command is sent (or queued) and the runner let go; at the very least the error
 * must not tell the user to add an input the step already has and blame a 'job-id' it lacks.
 */
import { describe, expect, it } from '@jest/globals';
import { commentEventEnv, PR_REPOSITORY, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { ISSUE, useWorld } from './helpers/attack-world.ts';

const w = useWorld(93_100);

describe("a /docs step that lets the runner go ('wait: sweep', no 'prompt')", () => {
  it('sends the command, as the refusal itself says follow-up-command is enough', async () => {
    await w.start();
    // The pull request's job, started by the product workflow (which waits for it).
    const opened = await w.opened();
    expect(opened.outputs.outcome).toBe('completed');
    // The /docs workflow: no prompt, the runner let go.
    const body = '/docs add an example for --flag';
    const { id } = w.github.addComment(ISSUE, body, 'lead');
    const env = commentEventEnv(
      w.github.url,
      ++w.runId,
      { id, body, login: 'lead' },
      { GITHUB_WORKFLOW: 'Docs commands' },
      { repository: PR_REPOSITORY, number: 5 },
    );
    const run = await w.github.running(env, () =>
      runAction(
        w.sim.inputs({
          'follow-up-command': '/docs',
          'check-name': 'Docs agent',
          wait: 'sweep',
          'report-token': REPORT_TOKEN,
          'github-token': REPORT_TOKEN,
        }),
        { killAfterMs: 40_000, env },
      ),
    );
    const errors = run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
    // FAILS: exit 1, "with 'job-id' alone there is no job to let go. Add 'prompt' (or 'follow-up-command')".
    expect({ exit: run.exitCode, errors }).toEqual({ exit: 0, errors: [] });
    expect(w.messages()).toEqual([expect.stringContaining('add an example for --flag')]);
  });
});
