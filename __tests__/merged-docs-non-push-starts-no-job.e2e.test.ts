/**
 * Was broken: once a pull request's docs pull request was merged, with the job told its head, any
 * later run of the pull request (a label put on or taken off, a review of the product code, a
 * `/docs` from a reader, which is answered 😕 and goes on as the pull request's event) started a
 * new job with the prompt: decideForHead read the ended job as `gone` and started, whatever the
 * event. The README promises "Once the docs pull request is merged, the next push or `/docs`
 * starts a new job": a second docs job for the head the merged docs already follow is a second
 * docs pull request nobody asked for.
 *
 * What should happen: such a run ends `nothing-new` and says what starts the next job; a push, or a
 * `/docs` from a member, still starts it.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, PROMPT, useWorld } from './helpers/attack-world.ts';

const w = useWorld(97_730, { timeout: '30s' });

async function mergedDocs() {
  const docs: Record<string, unknown> = { number: 101, state: 'open' };
  await w.start([], { pulls: { 'acme/product#5': w.product, 'acme/docs#101': docs } });
  const opened = await w.opened();
  expect(opened.outputs.outcome).toBe('completed');
  // The agent's branch, as the service names it: the docs pull request is the job's own.
  Object.assign(docs, { state: 'closed', merged: true, head: { sha: 'a'.repeat(40), ref: opened.outputs.ref } });
}

describe('after the docs pull request was merged, at the head its job was told', () => {
  it('a label, a review-like edit or a reader’s /docs starts no job; the next push does', async () => {
    await mergedDocs();
    const labeled = await w.prEvent('labeled');
    expect(labeled.outputs.outcome).toBe('nothing-new');
    expect(w.log(labeled)).toContain('the next push, or a command, starts a new job');
    const edited = await w.prEvent('edited');
    expect(edited.outputs.outcome).toBe('nothing-new');
    const reader = await w.comment('/docs add an example', 'reader');
    expect(reader.outputs.started).not.toBe('true');
    expect(w.starts()).toEqual([PROMPT]);

    w.push(HEADS[1]);
    const pushed = await w.synchronize();
    expect(pushed.outputs.started).toBe('true');
    expect(w.starts()).toEqual([PROMPT, PROMPT]);
    w.invariants();
  });

  it("a member's /docs still starts the new job, its message after the prompt", async () => {
    await mergedDocs();
    const commanded = await w.comment('/docs add an example', 'lead');
    expect(commanded.outputs.started).toBe('true');
    expect(w.starts()).toEqual([PROMPT, `${PROMPT}\n\nadd an example`]);
    expect(w.messages()).toEqual([]);
    w.invariants();
  });
});
