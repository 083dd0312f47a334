/**
 * Was broken twice (helpers, as attackers): a member's `/docs` note quoting GitLab references
 * (`group/project!12`, `group&3`, `$4`, `~label`) was quoted in the bot's note with each sign only
 * as an entity, which GitLab decodes before its reference filters run: each would link, and post a
 * "mentioned in" note on another project's merge request or epic as the token's account. GitHub's
 * `#12` and `@all` were already broken by a zero-width space; GitLab's signs now are too. Then the
 * same references written as their URL (`…/-/merge_requests/12`, `…/-/commit/…`), or as GitLab
 * 18.2's extended reference (`[work_item:group/project/3]`), still linked: they are broken too,
 * at GitLab's `/-/`, so a GitHub URL (which has none) still copies whole.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { botNotes, dev, jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(120_000);
const world = useGitLabCliWorld({ notesOnWallClock: true });
const flags = (svc: SimulatedService): string[] => mergeRequestFlags(svc, '--follow-up-command', '/docs');

describe("GitLab's references quoted in the bot's note", () => {
  it('link nowhere: each sign is broken by a zero-width space', async () => {
    const { sim, svc } = await world();
    expect((await runCli(flags(svc), jobEnv(sim))).code).toBe(0);
    sim.addNote(5, dev, '/docs see secret-group/payroll!12, secret-group&3, $4, ~urgent and secret-group/payroll#12');
    const ran = await runCli(flags(svc), jobEnv(sim, { CI_PIPELINE_ID: '901' }));
    expect(ran.code).toBe(0);
    const note = botNotes(sim).find((n) => n.body.includes('payroll'))?.body ?? '';
    const line = note.split('\n').find((l) => l.includes('payroll')) ?? '';
    for (const broken of ['&#33;&#8203;12', '&amp;&#8203;3', '&#36;&#8203;4', '&#126;&#8203;urgent', '&#35;&#8203;12'])
      expect(line).toContain(broken);
  });

  it('link nowhere written as a URL or an extended reference', async () => {
    const { sim, svc } = await world();
    expect((await runCli(flags(svc), jobEnv(sim))).code).toBe(0);
    const body =
      '/docs see https://gl.test/g/p/-/commit/feedbeef https://gl.test/g/p/-/merge_requests/12 [work_item:g/p/3]';
    sim.addNote(5, dev, body);
    expect((await runCli(flags(svc), jobEnv(sim, { CI_PIPELINE_ID: '901' }))).code).toBe(0);
    const note = botNotes(sim).find((n) => n.body.includes('feedbeef'))?.body ?? '';
    const line = note.split('\n').find((l) => l.includes('feedbeef')) ?? '';
    expect(line).toContain('/-&#8203;/merge&#95;requests/12');
    expect(line).toContain('/-&#8203;/commit/');
    expect(line).toContain('&#91;&#8203;work&#95;item&#58;');
  });
});
