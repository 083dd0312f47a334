/**
 * How a pull request is named on its host, in one place: GitHub's `owner/repo#5` at `/pull/5`, a
 * GitLab merge request's `group/project!5` at `/-/merge_requests/5` (on GitLab, `#5` is an issue).
 * The trigger carries its host's words (`Trigger.words`); none means GitHub's.
 */
export interface PullRequestWords {
  /** `pull request`, `merge request`. */
  noun: string;
  /** What goes between the repository and the number: `#`, `!`. */
  sign: string;
  /** The web path from the repository to the number: `pull`, `-/merge_requests`. */
  path: string;
  /** The host's name, and how many files of a comparison it lists at most. */
  host: string;
  compareFiles: number;
  /** Why a comparison can call two heads unrelated though the older is still one of its commits. */
  unrelatedButListed: string;
}

export const GITHUB_WORDS: PullRequestWords = {
  ...{ noun: 'pull request', sign: '#', path: 'pull' },
  ...{ host: 'GitHub', compareFiles: 300 },
  unrelatedButListed: "GitHub's compare needs 'contents: read' for the report-token",
};
export const GITLAB_WORDS: PullRequestWords = {
  ...{ noun: 'merge request', sign: '!', path: '-/merge_requests' },
  ...{ host: 'GitLab', compareFiles: 1_000 },
  unrelatedButListed: "GitLab's compare found the two heads unrelated, though the merge request still lists the older",
};

/** What a trigger says of its pull request (host.ts's `Trigger`, without importing it: it imports these words). */
interface Named {
  owner: string;
  repo: string;
  pullNumber?: number;
  serverUrl?: string;
  words?: PullRequestWords;
}

export const wordsOf = (trigger: { words?: PullRequestWords }): PullRequestWords => trigger.words ?? GITHUB_WORDS;

/** `owner/repo#5`, `group/project!5`. */
export function namedPullRequest(trigger: Named): string {
  return `${trigger.owner}/${trigger.repo}${wordsOf(trigger).sign}${trigger.pullNumber ?? ''}`;
}

/** A pull request at an address on the same host: `owner/repo#7`, `group/project!7`. */
export function namedAt(at: { owner: string; repo: string; number: number }, words: PullRequestWords): string {
  return `${at.owner}/${at.repo}${words.sign}${at.number}`;
}

/** Its web address on the run's server. */
export function pullRequestWebUrl(trigger: Named): string {
  const server = (trigger.serverUrl ?? '').replace(/\/$/, '');
  return `${server}/${trigger.owner}/${trigger.repo}/${wordsOf(trigger).path}/${trigger.pullNumber ?? ''}`;
}
