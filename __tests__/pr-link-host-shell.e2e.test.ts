/**
 * Was broken: a pull request link of GitHub's shape is handed on in a "canonical" form built from
 * `url.origin` (src/service/pr-link.ts), and a URL's host may hold `$`, `(`, `)`, a backtick, `'`,
 * `;`, `&`, `!`, `*`, `{`, `}` (the URL standard forbids none of them in a host). So a prLink such
 * as `https://$(id).example/acme/docs/pull/42`, with a `source.repository` on the same host, is
 * handed on in the `pr-link` output (and the `job` output, a sweep's dispatch input and its
 * "Send it by hand: gh workflow run ... -f pr-link=\"...\"" line) with its shell characters as they
 * are, while the same link of no known shape gets them percent-encoded.
 *
 * How a user meets it: a misbehaving or compromised service (SECURITY.md: every byte of its answers
 * is untrusted) answers a completed job with that prLink; the workflow's next step runs
 * `gh pr view "${{ steps.docs.outputs.pr-link }}"` or pastes the sweep's suggested command: the
 * shell runs `id`. README, Outputs: a link is handed on "with only characters a shell or a log would
 * misread percent-encoded"; pr-link.ts: "The canonical form drops anything after the number, so the
 * link is safe to hand on".
 *
 * What should happen instead: the handed-on link holds no character a shell reads (`$` as `%24`,
 * `(` as `%28`, ...), or a link whose host is not a plain host name is not taken for GitHub's shape.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

/** What pr-link.ts percent-encodes in a link of no known shape: what a shell or a log would misread. */
const SHELL_SPECIALS = /[$`'"()\\;&|<>!*{}^ ]/;

describe('a pull request link of GitHub shape whose host holds shell characters', () => {
  it('is handed on in pr-link with no character a shell reads', async () => {
    const host = 'https://docs$(id)`id`.example';
    sim.service().setJob('job-shell-host', [
      {
        job: {
          status: 'completed',
          prLink: `${host}/acme/docs/pull/42`,
          source: { repository: `${host}/acme/docs`, ref: 'agent/job-shell-host' },
        },
      },
    ]);
    const run = await sim.act({ 'job-id': 'job-shell-host' });
    expect(run.outputs.outcome).toBe('completed');
    expect(run.outputs['pr-link']).not.toBe('');
    expect(run.outputs['pr-link']).not.toMatch(SHELL_SPECIALS);
  });
});
