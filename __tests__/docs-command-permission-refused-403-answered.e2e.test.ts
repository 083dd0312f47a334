/**
 * Was broken: commit b3f1aaa leaves a `/docs` command unanswered (no 😕) when its author's
 * permission "GitHub failed to give" so the next run sends it. docs/pull-request.md limits that to
 * a 5xx ("So does a permission GitHub failed to give (a 5xx): doubt is no refusal"), but
 * src/step/follow-up-command.ts `mayNotCommand` tests `refused.unread`, which `refusal` sets for
 * ANY failed read: a 403 (the token refused the read for good) is taken for doubt too. The run
 * logs "The command stays unanswered: the pull request's next run, of any kind, reads the
 * permission again and sends it." at info level, answers nothing, and every later run meets the
 * same 403: the command is never sent and never answered.
 *
 * How a user meets it: the report-token cannot read collaborators' permissions (GitHub answers
 * 403 "Resource not accessible by integration"). A maintainer writes `/docs ...`: no 😕, no reply,
 * and the log promises the next run sends it; pushes come and go and it never is.
 *
 * What should happen instead: as the docs say, only a 5xx is doubt. A refusal for good (403) is
 * answered 😕 as before (the warning names the fix), not promised to a next run that cannot read
 * it either.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(99_517);

describe("a /docs command whose author's permission GitHub refuses to give (403)", () => {
  it('is answered, not promised to a next run that meets the same refusal', async () => {
    await w.start();
    await w.opened();
    w.github.faults.push({
      method: 'GET',
      path: /\/collaborators\/lead\/permission$/,
      status: 403,
      body: { message: 'Resource not accessible by integration' },
      times: 1_000,
    });
    const asked = await w.comment('/docs add a section on flags', 'lead');
    const command = w.github.comments.find((c) => c.body.startsWith('/docs'));
    expect(command).toBeDefined();
    expect(w.log(asked)).toContain('could not be read');

    // The next run meets the same 403.
    w.push(HEADS[1]);
    await w.synchronize();
    const sent = w.messages().filter((m) => m.includes('add a section on flags')).length;
    expect(sent).toBe(0);
    // A 403 is no doubt (docs: "a permission GitHub failed to give (a 5xx)"): the command is answered.
    expect({
      promised: w.log(asked).includes('reads the permission again and sends it'),
      reactions: w.reactionsOn(command?.id ?? 0),
    }).toEqual({
      promised: false,
      reactions: expect.arrayContaining(['confused']),
    });
  });
});
