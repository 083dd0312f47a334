/**
 * Was broken: when GitHub's compare answers a push's run with a 5xx (502 through the client's
 * retries), the run warns "What this push changed could not be compared (GitHub's compare needs
 * 'contents: read' for the report-token); the job is told there are new commits." The token has
 * `contents: read` (the README's workflow grants it, and the next push's run compares fine): the
 * warning drops what GitHub answered and sends the user to fix a permission that is not missing.
 * `newsSince` in src/step/push-news.ts warns the same words for every compare failure but a 401
 * (`changeSince` keeps no cause for its `unlisted` answer).
 *
 * How a user meets it: the README's workflow with `contents: read`; a push during a bad minute of
 * GitHub (compare answers 502); the run's annotation tells them to grant `contents: read`, which
 * the workflow already has.
 *
 * What should happen instead (README: every message says what happened and what to do next;
 * docs/pull-request.md, "What it needs": the compare "needs `contents: read` for the
 * `report-token`; without it the job is told there are new commits but not which (a warning says
 * so)" — that warning is for a missing permission, not for a GitHub failure): the warning says
 * GitHub answered 502 (a failure that may pass), not that a permission is missing.
 *
 * Now, as promised: docs/pull-request.md, "What it needs": the warning names what
 * GitHub answered ("GitHub answered HTTP 502 ..., a failure that may pass"); only a refusal names
 * a permission, and a 403 on the compare names 'contents: read', the one it needs.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(99_980);

describe("a push whose compare GitHub answers 502 (the token has 'contents: read')", () => {
  it('warns with what GitHub answered, not that the token needs contents: read', async () => {
    await w.start();
    expect((await w.opened()).outputs.outcome).toBe('completed');
    w.push(HEADS[1]);
    w.github.faults.push({
      method: 'GET',
      path: /\/compare\//,
      status: 502,
      body: { message: 'Bad Gateway' },
      times: 100,
    });
    const run = await w.synchronize();
    // The job is still told that there are new commits, with the pull request's files.
    expect(w.messages()).toHaveLength(1);
    const warning = run.annotations.find((a) => a.command === 'warning' && /could not be compared/.test(a.message));
    expect(warning?.message).toBeDefined();
    expect({
      blamesPermission: /needs 'contents: read'/.test(warning?.message ?? ''),
      namesWhatGitHubAnswered: /502/.test(warning?.message ?? ''),
    }).toEqual({ blamesPermission: false, namesWhatGitHubAnswered: true });
  });
});
