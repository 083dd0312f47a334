/**
 * Was broken: on a step with `prompt` but no `follow-up-command` (left out, or misspelt in `with:`,
 * such as `follow-up-comand: /docs`: the runner passes the misspelt name under another variable
 * and the step reads `follow-up-command` empty), a `/docs add an example` comment from a
 * maintainer is dropped without a word: no reaction, no reply, and neither the log nor the job
 * summary mentions the comment or `follow-up-command`. The run says only "This run goes on as any
 * other event of the pull request" and "Nothing new for job job-started-1", a green run. The line
 * that names the fix ("Set 'follow-up-command' (the recipe's is /docs) ...", src/step/comment-run.ts
 * `withoutCommand`) is said only when the pull request could not be brought into step; when it
 * could (`asItsEvent`), nothing says why the command was not sent.
 *
 * How a user meets it: the README's product workflow, typed by hand with `follow-up-comand: /docs`
 * (the workflow's `if:` still lets `/docs` comments through). The pull request gets its job; a
 * maintainer writes `/docs add an example`; the workflow runs and passes; nothing reaches the
 * agent, and nothing in the run says why or what to set. Every later `/docs` goes the same way.
 *
 * What should happen instead (README Inputs: "Every input problem is reported at once, each naming
 * its input and the fix"; docs/endings.md: a comment that sends nothing gets "one line in the log
 * and the summary says why"; docs/pull-request.md: without `follow-up-command` "(left out, or its
 * name misspelt in `with:`)" a comment's run sends nothing, and the step says "what to set"): the
 * run goes on as the pull request's event, and its log and job summary also say that the comment
 * was not sent because 'follow-up-command' is not set, naming the fix.
 *
 * Was noisy too: every other comment ("LGTM", a question) on such a workflow without an `if:` got the
 * same warning, an annotation on each run, though nobody meant it for the agent.
 *
 * Now, as promised: docs/endings.md, "the summary says why": the run goes
 * on as the pull request's event, with one warning (log, annotation, summary) that the comment was
 * not sent because 'follow-up-command' is not set, naming the fix; nothing is written on the pull
 * request.
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

// The README workflow's step with its `follow-up-command` lost (misspelt in `with:`).
const w = useWorld(97_100, { 'follow-up-command': '' });

describe('a /docs comment on a step without follow-up-command', () => {
  it('is not sent, and the run says why and what to set', async () => {
    await w.start();
    expect((await w.opened()).outputs.outcome).toBe('completed');

    const run = await w.comment('/docs add an example for --flag', 'lead');
    expect(run.exitCode).toBe(0);
    // Nothing reaches the agent (as documented) ...
    expect(w.messages()).toEqual([]);
    expect(w.starts()).toHaveLength(1);
    // ... and the run goes on as the pull request's event.
    expect(run.outputs.outcome).toBe('nothing-new');

    // Was: neither the log nor the summary names the input; the comment is not even mentioned.
    expect(run.stdout).toContain("'follow-up-command'");
    expect(run.summary).toContain('follow-up-command');
  });

  it('says why in one line, with no warning, for a comment that is no command', async () => {
    await w.start();
    expect((await w.opened()).outputs.outcome).toBe('completed');

    const run = await w.comment('LGTM, thanks!', 'lead');
    expect(run.exitCode).toBe(0);
    expect(w.messages()).toEqual([]);
    expect(run.outputs.outcome).toBe('nothing-new');
    expect(run.annotations.filter((a) => a.command === 'warning')).toEqual([]);
    expect(run.stdout).toContain("'follow-up-command' is not set");
  });
});
