/**
 * Was broken: when GitHub answers the sweep's look for unanswered `/docs` commands with a short
 * first page and a `Link: rel="next"`, the sweep takes that page for the whole look-back: a
 * command on the next page is never sent, the job's turn is settled and the label comes off, so no
 * sweep comes back for it.
 *
 * Now, as promised: docs/sweep.md step 6: a head the job was told "owes the newest `/docs` command
 * no run answered ... once each"; "100 or more comments in the commands' look-back are left to the
 * pull request's next run" (and said in the log), and "Lists are read to their end ... an answer
 * that is not a list is 'could not read', never 'nothing there'" (docs/pull-request.md).
 */
/**
 * src/step/unanswered-command.ts `lookAtCommands(…, recent = true)` reads the comments since the
 * look-back with `enough: () => true`, so src/github/client.ts stops after the first page whatever
 * its `Link` header says, and only a page of 100 or more is taken for "too many, left to the next
 * run". GitHub's pages may hold fewer items than `per_page` and still name a next page (its own
 * docs say to follow `Link`, not to count items): then the first page alone is read as all of it.
 *
 * Here the pull request holds 40 comments of chatter and then a `/docs` command whose run never
 * came (cancelled while pending), on a head the job was told. GitHub answers the sweep's `since=`
 * read with the first 30 comments and a `Link` to page 2 (which holds the rest, the command among
 * them). The same world without the short page (control, run by hand) sends the command once.
 *
 * Seen: three sweeps send nothing; the first finishes the job's turn and takes the label off, and
 * the log says nothing of a page left unread. The command has no 🚀 or 😕.
 * Expected: the command sent once (or, read only in part, the turns kept pending and said so).
 */
import { describe, expect, it } from '@jest/globals';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(3_130_000);
const ISSUE = `${PR_REPOSITORY}#5`;

/** GitHub's answer to a `since=` read of the pull request's comments: 30 on page 1, with a Link to the rest. */
function shortFirstPage(): void {
  const fault = {
    method: 'GET',
    status: 200,
    times: 1_000,
    headers: {} as Record<string, string>,
    body: [] as unknown[],
    path: {
      test: (path: string): boolean => {
        const asked = w.github.requests.at(-1)?.url ?? '';
        if (!/\/issues\/5\/comments$/.test(path) || !asked.includes('since=')) return false;
        const url = new URL(asked, w.github.url);
        const page = Number(url.searchParams.get('page') ?? 1);
        const all = w.github.comments.filter((c) => c.issue === ISSUE);
        fault.body = page === 1 ? all.slice(0, 30) : all.slice(30);
        url.searchParams.set('page', '2');
        fault.headers = page === 1 ? { link: `<${url.href}>; rel="next"` } : {};
        return true;
      },
    } as unknown as RegExp,
  };
  w.github.faults.push(fault);
}

describe("a short first page of the sweep's look for unanswered commands", () => {
  it('still sends the /docs command on the next page, once', async () => {
    await w.prRun('opened', HEADS[0]);
    for (let i = 0; i < 40; i++) w.github.addComment(ISSUE, `Looks good to me (${i}).`, 'someone');
    const { id } = w.github.addComment(ISSUE, '/docs shorter intro', 'lead'); // its run: cancelled while pending
    shortFirstPage();
    for (const at of [61_000, 300_000, 600_000]) {
      w.clock.service = at;
      expect((await w.sweep()).exitCode).toBe(0);
    }
    const answered = w.github.reactions.filter((r) => r.commentId === id && ['rocket', 'confused'].includes(r.content));
    expect({
      sent: w.messages().filter((m) => m.includes('shorter intro')).length,
      answered: answered.map((r) => r.content),
    }).toEqual({ sent: 1, answered: ['rocket'] });
  });
});
