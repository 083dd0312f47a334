/**
 * Was broken: a reply the action writes under a `/docs` command is a markdown paragraph (it starts
 * with the commenter's login, not with an HTML tag), and the prose it quotes goes through
 * `toProse` (src/output/redaction.ts), which breaks `@` mentions, `#123` and `GH-123` but leaves
 * GitHub's extended `www.` autolink whole. A job id the service hands back is checked only for its
 * characters (`A-Z a-z 0-9 - _ . ~`), so `www.evil-site.com` is a valid job id; when that job
 * fails, the next `/docs` gets the reply
 * "lead: Job www.evil-site.com failed, so your message starts a new job (with the workflow's
 * prompt, if it has one) instead of reaching a finished one." and GitHub renders
 * `www.evil-site.com` as a link to http://www.evil-site.com, under the action's account, on the
 * pull request.
 * How a user meets it: a compromised or misrouted service (or anything between, a proxy or a
 * cache) answers the start with a job id shaped like a host name; the job fails; a maintainer
 * writes `/docs ...` and the action's reply carries a clickable link to the attacker's host.
 * What should happen instead: prose in a reply (a markdown paragraph) links nowhere the action did
 * not choose: no GFM extended autolink (`www.` after a space, `(`, `*`, `_` or `~`) survives in
 * the body, as no `@` mention or issue reference does (e.g. `www&#8203;.evil-site.com`).
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(74_000);

/** GFM's extended www autolink: `www.` and a domain, at a line's start or after white space, `*`, `_`, `~` or `(`. */
const GFM_WWW_AUTOLINK = /(?:^|[\s*_~(])(www\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)/m;

describe("a reply under /docs quoting the service's job id", () => {
  it.each(['www.evil-site.com', 'www.attacker.io', 'www.login-github.net'])(
    'links nowhere when the job id is %s',
    async (id) => {
      await w.start();
      w.sim.service().failNextPost({ http: 201, body: JSON.stringify({ id, status: 'active' }) });
      w.sim.service().setJob(id, [{ job: { status: 'failed' } }]);
      await w.opened();
      await w.comment('/docs add a page about the flag', 'lead');

      const replies = w.github.comments.filter(
        (c) => c.user.login === 'github-actions[bot]' && c.body.startsWith('lead:'),
      );
      expect(replies.length).toBeGreaterThan(0);
      for (const { body } of replies) {
        // The id is quoted (the reply names the job), but not as something GitHub links.
        expect(body).toContain(id.slice(4));
        expect({ body, autolink: GFM_WWW_AUTOLINK.exec(body)?.[1] ?? null }).toEqual({ body, autolink: null });
      }
    },
  );
});
