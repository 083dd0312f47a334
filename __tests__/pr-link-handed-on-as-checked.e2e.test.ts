/**
 * Was broken: a prLink that reads as the job's repository only once a browser resolves it (dot
 * segments: `https://github.com/other-org/private/pull/7/../../../../acme/docs`; backslashes:
 * `https://github.com\acme\docs\@evil.example/`) passes the "in the job's repository" check, yet
 * is handed on as sent (backslashes made `%5C`, which turns the host into evil.example) in `pr-
 * link`/`pr-links` and said to be the pull request the job opened, so `gh pr review "$PR_LINK"`
 * (the README's own recipe) acts on other-org/private#7.
 *
 * Now, as promised: README "`pr-link` | The pull request's URL; empty when there is none, or it is
 * not an http(s) URL in the job's repository"; SECURITY.md "a `prLink` outside the job's own
 * repository (`source.repository`) is not handed on, looked up, mirrored or written to".
 */
/**
 * The check (src/service/job-view.ts `ownPullRequest`) reads the link as a browser does, WHATWG
 * URL resolving `..` (and `%2e%2e`) away: `/acme/docs`, under the job's repository, "a link of no
 * known shape". But the link handed on is the text as sent (src/service/pr-link.ts `encodeSpecials`),
 * dot segments and all. GitHub's CLI, which README's recipe hands `pr-link` to, parses a URL with
 * Go's `url.Parse` (no dot-segment resolution) and reads its path with
 * `^/([^/]+)/([^/]+)/pull/(\d+)` (cli/cli pkg/cmd/pr/shared/finder.go `ParseURL`): other-org/private#7.
 * The step meanwhile says "opened pull request https://github.com/other-org/private/pull/7/..." in
 * its notice and summary, and `require-pr: true` passes. Worse, a `\` that WHATWG reads as `/`
 * when checking is handed on as `%5C`, which no reader takes for a path separator:
 * `https://github.com%5Cacme%5Cdocs%5C@evil.example/` is a user name at evil.example, for a
 * browser and `gh` alike, while the summary's anchor (built from the parsed URL) still points at
 * https://github.com/acme/docs/@evil.example/. The link checked is not the link handed on.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

/** The pull request `gh` reads a link as: Go's url.Parse (path percent-decoded, dot segments kept), then gh's regex. */
function asGhReadsIt(link: string): string | undefined {
  const rest = link.replace(/^https?:\/\/[^/?#]*/i, '');
  const path = decodeURIComponent(rest.split(/[?#]/, 1)[0] ?? '');
  const m = /^\/([^/]+)\/([^/]+)\/pull\/(\d+)/.exec(path);
  return m ? `${m[1]}/${m[2]}#${m[3]}` : undefined;
}

/** The host a browser (WHATWG URL, as Node reads it) goes to for a link; undefined when it is no URL. */
function hostOf(link: string): string | undefined {
  try {
    return new URL(link).host;
  } catch {
    return undefined;
  }
}

const LINKS = [
  'https://github.com/other-org/private/pull/7/../../../../acme/docs',
  'https://github.com/other-org/private/pull/7/%2e%2e/%2e%2e/%2e%2e/%2e%2e/acme/docs/issues/1',
  // Read as https://github.com/acme/docs/@evil.example/ when checked; handed on with each `\` as
  // `%5C`, it is https://<user github.com%5Cacme%5Cdocs%5C>@evil.example/ to every reader.
  'https://github.com\\acme\\docs\\@evil.example/',
];

describe("a prLink that reads as the job's repository only once resolved", () => {
  for (const link of LINKS) {
    it(`is not handed on, nor said to be the job's pull request: ${link}`, async () => {
      sim.service().setJob('job-dots', [
        {
          job: {
            status: 'completed',
            prLink: link,
            source: { repository: 'https://github.com/acme/docs', ref: 'agent/job-dots' },
          },
        },
      ]);
      const run = await sim.act({ 'job-id': 'job-dots' });
      expect(run.outputs.outcome).toBe('completed');
      // Was: both outputs are the link as sent, which gh reads as other-org/private#7.
      expect({ 'pr-link': asGhReadsIt(run.outputs['pr-link'] ?? '') }).toEqual({ 'pr-link': undefined });
      for (const item of (run.outputs['pr-links'] ?? '').split('\n').filter(Boolean))
        expect({ 'pr-links': asGhReadsIt(item) }).toEqual({ 'pr-links': undefined });
      // A link handed on goes where it was checked to go: the job's repository's host.
      for (const name of ['pr-link', 'pr-links'] as const) {
        const value = run.outputs[name] ?? '';
        if (value !== '') expect({ [name]: hostOf(value) }).toEqual({ [name]: 'github.com' });
      }
      // Was: "Completed after …ms and opened pull request https://github.com/other-org/private/pull/7/…".
      const said = [...run.annotations.map((a) => a.message), run.summary].join('\n');
      expect(said).not.toContain('other-org');
      // What it says it opened is the link handed on: on the job's repository's host.
      const named = [...said.matchAll(/opened pull request (\S+?)\.?(?:\s|$)/g)].map((m) => hostOf(m[1] ?? ''));
      expect(named.filter((host) => host !== 'github.com')).toEqual([]);
    });
  }
});
