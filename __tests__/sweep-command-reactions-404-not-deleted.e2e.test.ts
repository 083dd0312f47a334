/**
 * GitHub answers 404 on a comment's reactions for more than a deleted comment (a token that cannot
 * see the route, a moment's inconsistency). The sweep took any such 404 as "the command was
 * deleted": a queued command was dropped unsent (the job reported finished, the label taken off),
 * and one given up after its day was finished with no 😕. Only a 404 on the comment itself says
 * it is gone; until then the command waits, and a later sweep sends or answers it once.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(962_000);
const gone = { 'base-url': 'http://127.0.0.1:9' };
const COMMAND = '/docs add an example of --verbose';

function reactionsAnswer404(id: number, method: 'GET' | 'POST' = 'GET'): void {
  w.github.faults.push({
    method,
    path: new RegExp(`/issues/comments/${id}/reactions$`),
    status: 404,
    body: { message: 'Not Found' },
    times: 1000,
  });
}

const reactionsBy = (id: number, content: string) => w.reactionsOn(id).filter((reaction) => reaction === content);

describe("a 404 on a queued command's reactions", () => {
  it('keeps the command queued and the label on; a later sweep sends it once', async () => {
    await w.prRun('opened', HEADS[0]);
    w.clock.service = 10_000;
    const { id } = await w.commandRun(COMMAND);
    w.clock.service = 120_000;
    reactionsAnswer404(id);
    const faulted = await w.sweep();
    expect(faulted.stdout).toMatch(new RegExp(`reactions could not be read.*404`));
    expect(faulted.stdout).not.toMatch(/nothing queued .* is new/);
    expect(w.labelled()).toBe(true);

    w.github.faults.length = 0;
    for (let sweep = 0; sweep < 4 && w.labelled(); sweep++) {
      w.clock.service += 1_000_000;
      w.sim.service().completeJob();
      await w.sweep();
    }
    expect(w.messages().filter((message) => message.includes('--verbose'))).toHaveLength(1);
    expect(reactionsBy(id, 'rocket')).toHaveLength(1);
    expect(w.labelled()).toBe(false);
  });

  it.each(['GET', 'POST'] as const)(
    'on %s, given up after its day, the command is still answered 😕 once the route answers',
    async (method) => {
      const id = await w.commandTimedOutUnsent();
      w.clock.service = 200_000;
      await w.sweep(gone);
      w.deadlinesPassed();
      reactionsAnswer404(id, method);
      await w.sweep(gone);
      expect([w.labelled(), w.records().filter((record) => record.pending).length]).toEqual([true, 1]);

      w.github.faults.length = 0;
      await w.sweep(gone);
      expect(reactionsBy(id, 'confused')).toHaveLength(1);
      expect([w.labelled(), w.records().filter((record) => record.pending).length]).toEqual([false, 0]);
    },
  );

  it('still finishes a command whose comment was deleted', async () => {
    const id = await w.commandTimedOutUnsent();
    w.clock.service = 200_000;
    await w.sweep(gone);
    w.deadlinesPassed();
    w.github.comments.splice(
      w.github.comments.findIndex((comment) => comment.id === id),
      1,
    );
    await w.sweep(gone);
    expect([w.labelled(), w.records().filter((record) => record.pending).length]).toEqual([false, 0]);
  });
});
