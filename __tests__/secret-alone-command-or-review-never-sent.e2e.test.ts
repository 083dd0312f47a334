/**
 * Was broken (a helper, as an attacker): a writer's `/docs ghp_…` (or the step's own admin key, or a
 * GitLab token) went to the agent as `***` with a 🚀, and a review whose whole text was a token as
 * "… requests changes.\n\n***": the agent told nothing, the writer told it went, and nobody told
 * the secret is now in a public comment. A command of a secret alone is answered 😕 with a reply
 * and a warning to delete and rotate it; a review's such text is left out and said so; and the one
 * place a text goes to the service refuses any text of secrets alone (what GitLab's notes reach).
 */
import { describe, expect, it, jest } from '@jest/globals';
import { createRedact } from '../src/output/redaction.ts';
import { reviewMessage, type Review } from '../src/pull-request/review.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { HEADS, ISSUE, useWorld } from './helpers/attack-world.ts';

jest.setTimeout(120_000);
const w = useWorld(95_000);
const GHP = `ghp_${'A1b2C3d4E5'.repeat(3)}xyzxyz`;

describe('a /docs comment whose message is a secret and nothing else', () => {
  it.each([
    ['a GitHub token', GHP],
    ["the step's own admin key", DEMO_API_KEY],
    ['a GitLab token in quotes', '"glpat-abcdefghijklmnopqrst"'],
  ])('%s: nothing sent, 😕, a reply and a warning to rotate it', async (_, secret) => {
    await w.start();
    await w.opened();
    const run = await w.comment(`/docs ${secret}`, 'lead');
    expect(w.messages()).toEqual([]);
    expect(run.outputs.outcome).toBe('nothing-new');
    const replies = w.github.comments.filter((c) => c.issue === ISSUE && c.body.startsWith('lead:'));
    expect(replies.map((c) => c.body)).toEqual([
      'lead: the message after the command is a secret (a key or a token) and nothing else, so nothing was sent. If it is live, delete this comment and rotate it; write the command again with words for the agent.',
    ]);
    expect(w.log(run)).toMatch(
      /::warning::The command of lead \(comment \d+\) holds a secret \(a key or a token\) and nothing else, so nothing was sent\./,
    );
    const shown = w
      .log(run)
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'));
    expect(shown.join('\n')).not.toContain(secret.replace(/"/g, '').slice(-8));
  });

  // Was broken (a helper): secrets on several lines passed the check (the log's one-line form of
  // the message added "(+4 more lines)"), and the client's refusal failed the step and the check run.
  it('several secrets, one a line: nothing sent, the step does not fail', async () => {
    await w.start();
    await w.opened();
    const run = await w.comment(`/docs ${[1, 2, 3].map((n) => `${GHP.slice(0, -1)}${n}`).join('\n')}`, 'lead');
    expect(w.messages()).toEqual([]);
    expect(run.outputs.outcome).toBe('nothing-new');
    expect(run.exitCode).toBe(0);
  });

  // Was broken (a helper): a command whose own run never came was sent by the next push's run,
  // after its news, as "...\n\n***", with a 🚀.
  it("a command its own run never sent: the push's run sends its news alone, and answers it 😕", async () => {
    await w.start();
    await w.opened();
    const command = w.github.addComment(ISSUE, `/docs ${GHP}`, 'lead');
    w.push(HEADS[1]);
    const run = await w.synchronize();
    expect(w.messages()).toHaveLength(1);
    expect(w.messages()[0]).toContain('New commits');
    expect(w.messages()[0]).not.toContain('***');
    expect(w.github.reactions.filter((r) => r.commentId === command.id).map((r) => r.content)).toContain('confused');
    expect(w.log(run)).toContain(`The command of lead (comment ${command.id}) holds a secret`);
  });

  it('a secret among words goes, the secret hidden', async () => {
    await w.start();
    await w.opened();
    await w.comment(`/docs document the flag, not ${GHP}`, 'lead');
    expect(w.messages()).toEqual(['document the flag, not ***']);
  });
});

describe('a review whose text is a secret alone', () => {
  const redact = createRedact([DEMO_API_KEY]);
  const cut = (text: string, max: number): string => redact(text).slice(0, max);
  const review = (body: string): Review => ({
    ...{ id: 1, state: 'changes_requested', body },
    ...{ author: { login: 'lead', bot: false }, submittedAt: 0 },
  });

  it.each([GHP, DEMO_API_KEY, `\`${GHP}\`.`])('is sent without it, saying so: %s', (body) => {
    expect(reviewMessage(review(body), [], cut)).toBe(
      'A review of the docs pull request by lead requests changes.\n\n(Its text, a secret and nothing else, is left out.)',
    );
  });

  it('leaves out a line comment of a secret alone, saying so', () => {
    const line = { id: 2, path: 'docs/index.md', line: 3, body: GHP, createdAt: 0 };
    const sent = reviewMessage(review(''), [line], cut);
    expect(sent).toContain('docs/index.md, line 3:');
    expect(sent).toContain('(Its text, a secret and nothing else, is left out.)');
    expect(sent).not.toContain('***');
  });

  it('keeps a text with words, the secret hidden', () => {
    expect(reviewMessage(review(`Shorter, and drop ${GHP}`), [], cut)).toBe(
      'A review of the docs pull request by lead requests changes.\n\nShorter, and drop ***',
    );
  });
});
