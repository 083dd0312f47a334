/**
 * Was broken (a regression hunter): a review no run answered, by an account GitHub no longer knows
 * (its permission read answers 404, refused for good), was left "for the next run" by every push
 * of the docs pull request, and held every review behind it for ever. A 404 answers it, as an
 * owed command's is answered; only doubt (a 5xx, a cancel) leaves a review owed.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { MINUTE, P, useSameRepositoryWorld } from './helpers/same-repository-world.ts';

jest.setTimeout(300_000);
const w = useSameRepositoryWorld();
const sent = (text: string) => w.posts().filter((r) => r.url.endsWith('/message') && String(r.body).includes(text));

describe("an owed review of a deleted account, before a writer's", () => {
  it("is answered once, and the writer's review behind it is sent by the next push", async () => {
    await w.pr(5, 'opened');
    const docs = w.docs();
    w.t.now += 11 * MINUTE;
    await w.sweep();
    const gone = w.github.addReview(P(docs), { state: 'COMMENTED', login: 'gone-user', body: 'Gone asks.' });
    w.github.faults.push({ method: 'GET', path: /\/collaborators\/gone-user\/permission$/, status: 404, times: 1_000 });
    w.github.addReview(P(docs), { state: 'COMMENTED', login: 'lead', body: 'Lead asks.' });

    const first = await w.push(docs, 'a'.repeat(40));
    await w.push(docs, 'b'.repeat(40));

    expect(first.run.log.join('\n')).toContain('No review sent: the permission of gone-user could not be read');
    const answers = w.github.comments.filter(
      (c) => c.issue === P(docs) && c.body.includes(`review-answered ${gone.id}`),
    );
    expect(answers).toHaveLength(1);
    expect(sent('Gone asks.')).toHaveLength(0);
    expect(sent('Lead asks.')).toHaveLength(1);
  });
});
