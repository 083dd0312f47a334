/**
 * Who the action writes as, read off its own comment when GitHub will not say who the token is:
 * only a comment whose records this api-key signed, naming its own author (`by`), says so. A
 * marker signed with another key, naming another author, or signed only with the previous key
 * says nothing; the first comment that says so is taken.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { actionAccountIn } from '../src/pull-request/comment.ts';
import { commentMarker, recordKeysOf } from '../src/pull-request/record.ts';
import type { Comment, Trigger } from '../src/pull-request/host.ts';
import { PR_STEP } from '../sim/pull-request.ts';

const KEY = 'mint_key_of_this_step_0001';
const OTHER_KEY = 'mint_key_of_another_one_02';
const trigger = { step: PR_STEP } as unknown as Trigger;
const record = { run: '1', attempt: 1, kind: 'prompt' as const, jobs: ['job-1'] };

type Shape = { kind: 'own' | 'forged' | 'other-author' | 'old-key' | 'plain'; author: number; bot: boolean };

function commentOf(shape: Shape, id: number): Comment {
  const by = shape.kind === 'other-author' ? shape.author + 1 : shape.author;
  const key = shape.kind === 'forged' ? OTHER_KEY : KEY;
  const marker = commentMarker(PR_STEP, { by, records: [record] }, key);
  const body = shape.kind === 'plain' ? 'Looks good to me' : `Docs agent\n\n${marker}`;
  const author = { id: shape.author, login: `user${shape.author}`, handle: `user${shape.author}`, bot: shape.bot };
  return { id, body, author, createdAt: 0, edited: false };
}

const keysFor = (shapes: Shape[]) =>
  shapes.some((s) => s.kind === 'old-key')
    ? recordKeysOf({ apiKey: OTHER_KEY, previousApiKey: KEY })
    : recordKeysOf({ apiKey: KEY });

describe('actionAccountIn', () => {
  it('takes the first comment whose signed records name its own author, and nothing else', () => {
    const shape = fc.record({
      kind: fc.constantFrom<Shape['kind']>('own', 'forged', 'other-author', 'plain'),
      author: fc.integer({ min: 1, max: 1_000_000 }),
      bot: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(shape, { maxLength: 8 }), (shapes) => {
        const comments = shapes.map((s, i) => commentOf(s, i + 1));
        const first = shapes.find((s) => s.kind === 'own');
        const found = actionAccountIn(comments, trigger, recordKeysOf({ apiKey: KEY }));
        expect(found?.id).toBe(first?.author);
      }),
    );
  });

  it('takes no author from records signed only with the previous key', () => {
    const shapes: Shape[] = [{ kind: 'old-key', author: 7, bot: true }];
    const comments = shapes.map((s, i) => commentOf(s, i + 1));
    expect(actionAccountIn(comments, trigger, keysFor(shapes))).toBeUndefined();
  });
});
