import { httpUrl } from '../output/text.ts';

/** What a pull request link tells without asking GitHub. */
export interface PullRequestRef {
  /** The link to hand on: canonical for a known shape, else as sent with shell characters encoded. */
  url: string;
  /** `owner/name` (GitHub) or `group/name` (GitLab); set only for a known shape. */
  repository?: string;
  owner?: string;
  repo?: string;
  number?: number;
  /** Which shape the link has. */
  host: 'github' | 'gitlab' | 'unknown';
}

// GitHub's owner and repository names hold only these characters (an enterprise managed user's
// login, `octocat_acme`, an underscore too). The number is a digit string
// of a sane length, so it never reads as 1e+24.
// (GitHub and GitLab read `pull/07` as 7, so leading zeros are no other shape.)
const GITHUB_PULL_PATH = /^\/([A-Za-z0-9_-]{1,100})\/([A-Za-z0-9._-]{1,100})\/pull\/0*([1-9]\d{0,9})(?:\/|$)/;
// GitLab's merge request, at `-/merge_requests/N` or the older `merge_requests/N` it redirects
// (no group or project is named `-`: that is the separator).
const GITLAB_MERGE_PATH =
  /^\/((?:(?!-\/)[A-Za-z0-9_.-]{1,255}\/)+)(?!-\/)([A-Za-z0-9_.-]{1,255})\/(?:-\/)?merge_requests\/0*([1-9]\d{0,9})(?:\/|$)/;

/** A host name as DNS writes one (an IDN in its punycode, as URL gives it), with a port. */
const PLAIN_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

/**
 * Characters a shell or a log would misread, percent-encoded: the URL means the same to a browser.
 * The brackets too: the runner reads `##[name]` anywhere in a line as a workflow command.
 */
function encodeSpecials(link: string): string {
  return link.replace(
    /[$`'"()\\;&|<>!*{}^ [\]]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/**
 * Reads a pull request link; undefined when it is not an http(s) URL. Never throws, whatever
 * the service sent.
 */
export function parsePullRequestLink(link: string | null | undefined): PullRequestRef | undefined {
  const url = httpUrl(link);
  if (!url || !link) return undefined;
  // A host a URL allows but no DNS name has (`$(id)`, backquotes) is never rebuilt into a link.
  if (!PLAIN_HOST.test(url.host)) return { url: encodeSpecials(asRead(url, link.trim())), host: 'unknown' };
  const github = GITHUB_PULL_PATH.exec(url.pathname);
  // The canonical form drops anything after the number, so the link is safe to hand on.
  if (github) {
    const [, owner = '', repo = '', number = ''] = github;
    return {
      url: `${url.origin}/${owner}/${repo}/pull/${number}`,
      repository: `${owner}/${repo}`,
      owner,
      repo,
      number: Number(number),
      host: 'github',
    };
  }
  const gitlab = GITLAB_MERGE_PATH.exec(url.pathname);
  if (gitlab) {
    const [, group = '', name = '', number = ''] = gitlab;
    const repository = `${group}${name}`;
    return {
      url: `${url.origin}/${repository}/-/merge_requests/${number}`,
      repository,
      number: Number(number),
      host: 'gitlab',
    };
  }
  return { url: encodeSpecials(asRead(url, link.trim())), host: 'unknown' };
}

/**
 * A link as it was checked: its parts as a browser reads them (dot segments resolved, `\` read as
 * `/`), no credentials. Handed on as sent, `a/pull/7/../../b` would be checked as `b` and read by
 * another reader (GitHub's CLI resolves no dot segment) as `a`'s pull request.
 */
function asRead(url: URL, link: string): string {
  const rest = `${url.pathname}${url.search}${url.hash}`;
  // A link that reads as sent is handed on as sent (its host's case too).
  const sent = /^https?:\/\/[^/?#\\@]*(.*)$/i.exec(link)?.[1];
  return sent === rest ? link : `${url.protocol}//${url.host}${rest}`;
}

/**
 * The site a link's reader reaches, as GitHub's CLI reads a host: no port, no `www.`, every
 * `*.github.com` as github.com, a GHE.com tenant's subdomains as the tenant, `*.localhost` as
 * localhost. Two links on one site are judged by their repositories alone.
 */
export function siteOf(link: string | undefined): string | undefined {
  const host = httpUrl(link)
    ?.hostname.toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  if (host === undefined) return undefined;
  if (host.endsWith('.github.com')) return 'github.com';
  if (host.endsWith('.localhost')) return 'localhost';
  return /(?:^|\.)([^.]+\.ghe\.com)$/.exec(host)?.[1] ?? host;
}

/**
 * `owner/name` from a repository URL such as https://github.com/owner/name(.git), or a GitLab
 * project's `group/subgroup/name` (as GITLAB_MERGE_PATH reads its merge requests); undefined when
 * the path is not plain names (two on github.com). Nothing is decoded: `%0A` stays text, never a
 * line break.
 */
export function repositoryName(repositoryUrl: string | undefined): string | undefined {
  const url = httpUrl(repositoryUrl);
  const match = url
    ? /^\/((?:[A-Za-z0-9_.-]{1,255}\/){1,20}?[A-Za-z0-9_.-]{1,255}?)(?:\.git)?\/?$/.exec(url.pathname)
    : null;
  const name = match?.[1];
  if (name === undefined || name.split('/').some((part) => part === '.' || part === '..')) return undefined;
  if (url?.hostname.toLowerCase() === 'github.com' && name.split('/').length !== 2) return undefined;
  return name;
}

/** Owner and name from `owner/name`, when the repository has exactly those two (a GitHub repository's). */
export function ownerAndName(name: string): { owner: string; repo: string } | undefined {
  const [owner, repo, ...more] = name.split('/');
  return owner && repo && more.length === 0 ? { owner, repo } : undefined;
}
