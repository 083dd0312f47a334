/**
 * Was broken (a GitLab helper): a waiting pipeline (`let-go: false`) whose `/docs` note came after
 * a Reporter's refused one (or an empty `/docs`) answered that one 😕, then waited a whole poll
 * interval (10 s by default, billed) saying "An earlier command or review on this merge request may
 * still be on its way, or another run holds the reviews' lock", which no run did. An earlier
 * command answered on the way is passed at once: the next is looked at without a pause.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { dev, jobEnv, mergeRequestFlags, reporter, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(120_000);
const world = useGitLabCliWorld({ withReporter: true, notesOnWallClock: true });
const readsAlone: number[] = [];

describe("a waiting pipeline's /docs after earlier notes it refuses", () => {
  // In order: the first case counts the reads of a command alone.
  it.each([
    ['nothing', undefined, ''],
    ["a Reporter's /docs", reporter, '/docs reporter one'],
    ['an empty /docs', dev, '/docs'],
  ])('after %s, sends the command without a pause or a word of another run', async (_what, author, body) => {
    const { sim, svc } = await world();
    const flags = [...mergeRequestFlags(svc), '--follow-up-command', '/docs'];
    expect((await runCli(flags, jobEnv(sim))).code).toBe(0);
    if (author) sim.addNote(5, author, body);
    sim.addNote(5, dev, '/docs dev two');
    const reads = () => svc.requests.filter((r) => r.method === 'GET').length;
    const before = reads();
    const ran = await runCli(flags, jobEnv(sim, { CI_PIPELINE_ID: '902' }));
    expect(ran.code).toBe(0);
    expect(ran.err).not.toContain('may still be on its way');
    const messages = svc.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/message'));
    expect(messages.map((r) => String(JSON.parse(r.body ?? '{}').prompt))).toEqual([
      expect.stringContaining('dev two'),
    ]);
    // One read before the send, then the wait's own: no poll spent waiting on the refused note.
    // As many reads of the job as with nothing before it: no poll spent waiting on a refused note.
    if (author === undefined) readsAlone.push(reads() - before);
    else expect(reads() - before).toBe(readsAlone[0]);
  });
});
