import { httpUrl } from './text.ts';

/** What a pull request link tells without asking GitHub. */
export interface PullRequestRef {
  url: string;
  owner?: string;
  repo?: string;
  number?: number;
}

const GITHUB_PULL_PATH = /^\/([^/]+)\/([^/]+)\/pulls?\/(\d+)(?:\/|$)/;

/** Reads a pull request link; undefined when it is not an http(s) URL. */
export function parsePullRequestLink(link: string | null | undefined): PullRequestRef | undefined {
  const url = httpUrl(link);
  if (!url) return undefined;
  const match = GITHUB_PULL_PATH.exec(url.pathname);
  if (!match) return { url: url.href };
  return {
    url: url.href,
    owner: decodeURIComponent(match[1] ?? ''),
    repo: decodeURIComponent(match[2] ?? ''),
    number: Number(match[3]),
  };
}

/** `owner/name` from a repository URL such as https://github.com/owner/name(.git). */
export function repositoryName(repositoryUrl: string | undefined): string | undefined {
  const url = httpUrl(repositoryUrl);
  const match = url ? /^\/([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url.pathname) : null;
  return match ? `${decodeURIComponent(match[1] ?? '')}/${decodeURIComponent(match[2] ?? '')}` : undefined;
}
