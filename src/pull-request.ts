import { httpUrl } from './text.ts';

/** What a pull request link tells without asking GitHub. */
export interface PullRequestRef {
  url: string;
  owner?: string;
  repo?: string;
  number?: number;
}

// GitHub's owner and repository names hold only these characters.
const GITHUB_PULL_PATH = /^\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)\/pulls?\/(\d+)(?:\/|$)/;

/** Reads a pull request link; undefined when it is not an http(s) URL. */
export function parsePullRequestLink(link: string | null | undefined): PullRequestRef | undefined {
  const url = httpUrl(link);
  if (!url) return undefined;
  const match = GITHUB_PULL_PATH.exec(url.pathname);
  // Characters a shell treats specially are percent-encoded: the URL means the same to a browser.
  if (!match)
    return { url: url.href.replace(/[$`'"()\\;&|<>!*{}]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`) };
  const [, owner = '', repo = '', number = ''] = match;
  // The canonical form drops anything after the number, so the link is safe to hand on.
  return { url: `${url.origin}/${owner}/${repo}/pull/${number}`, owner, repo, number: Number(number) };
}

/** `owner/name` from a repository URL such as https://github.com/owner/name(.git). */
export function repositoryName(repositoryUrl: string | undefined): string | undefined {
  const url = httpUrl(repositoryUrl);
  const match = url ? /^\/([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url.pathname) : null;
  return match ? `${decodeURIComponent(match[1] ?? '')}/${decodeURIComponent(match[2] ?? '')}` : undefined;
}
