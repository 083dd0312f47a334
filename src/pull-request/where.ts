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
  /** What a run's link leads to: `the workflow run`, `the pipeline's job`. */
  runLink: string;
  /** The web path from the repository to a run by its id: `actions/runs`, `-/pipelines`. */
  runPath: string;
  /** What a link to `runPath` leads to, where that is not `runLink` (GitLab: a pipeline, not its job). */
  runPathLink?: string;
  /** Our own prose as this host says it (GitHub's is the prose as written); never applied to a value. */
  prose?: (text: string) => string;
}

export const GITHUB_WORDS: PullRequestWords = {
  ...{ noun: 'pull request', sign: '#', path: 'pull' },
  ...{ host: 'GitHub', compareFiles: 300, runLink: 'the workflow run', runPath: 'actions/runs' },
  unrelatedButListed: "GitHub's compare needs 'contents: read' for the report-token",
};

/**
 * GitLab's names for what our prose names in GitHub's: a merge request, its commit status, its
 * pipeline and the job's log. A runner's `workflow command` and a GitHub Actions expression are
 * the same on every host, and stay.
 */
/** GitLab's roles for the permission levels a command's author is held to (gitlab/merge-request.ts maps them back). */
const GITLAB_ROLES: Record<string, string> = {
  // Access levels 10 and 15 (Guest, Planner) both read as `read`.
  read: 'Guest or Planner',
  triage: 'Reporter',
  write: 'Developer',
  maintain: 'Maintainer',
  admin: 'Owner',
};
const LEVEL = '(read|triage|write|maintain|admin|no)';

const GITLAB_PROSE: ReadonlyArray<[RegExp, string | ((match: string, ...groups: string[]) => string)]> = [
  // A command's author is held to a role on GitLab, and the component asks for the Developer role
  // (the input named as the command line names it first, whose words come before these).
  [
    new RegExp(
      String.raw` has ${LEVEL} permission( on this repository)?, and (?:'follow-up-permission'|--follow-up-permission) asks for ${LEVEL}`,
      'g',
    ),
    // A review's refusal says "on this repository" (src/step/review-run.ts); a command's does not.
    (_match, has = '', review = '', asks = '') =>
      ` has ${has === 'no' ? 'no role' : `the ${GITLAB_ROLES[has] ?? has} role`}, and a ${review ? 'review' : 'command'} needs the ${GITLAB_ROLES[asks] ?? asks} role or higher`,
  ],
  // `msg\`Pull request #${n}\``: the number is a value (held out as \uE000), the sign before it our prose.
  [/\b([Pp])ull request #(?=\uE000|\d)/g, '$1ull request !'],
  [/\bPull request/g, 'Merge request'],
  [/\bpull request/g, 'merge request'],
  // A commit status is one of its pipeline's jobs: the merge check 'Pipelines must succeed' waits on it.
  [/\b([Aa]) required check\b/g, "$1 merge check ('Pipelines must succeed')"],
  [/\bcheck runs\b/g, 'statuses'],
  [/\bcheck run\b/g, 'status'],
  [/\bthe workflow run's log\b/g, "the job's log"],
  [/\bworkflow runs\b/g, 'pipelines'],
  [/\bworkflow run\b/g, 'pipeline'],
  [/\bruns of this workflow\b/g, 'pipelines'],
  [/\brun of this workflow\b/g, 'pipeline'],
  [/\bWorkflow\b(?! command)/g, 'Pipeline'],
  [/\bworkflow\b(?! command)/g, 'pipeline'],
  [/\bGitHub\b(?! Actions)/g, 'GitLab'],
  // The token is GITLAB_TOKEN, and what it lacks is a role and a scope, not a permissions: block.
  [/ \(github\.token: the job's permissions: block[^)]*?; an app's token: the app's permissions[^)]*\)/g, ''],
  [
    /, then run the (?:pipeline|command) again: a change to its permissions: block[^.]*\. That run starts the job\./g,
    ', then run this pipeline again: it starts the job.',
  ],
  [
    /\b([Gg])ive the report-token [a-z-]+: (?:write|read)(?:(?:, | and | or )[a-z-]+: (?:write|read))*/g,
    "$1ive GITLAB_TOKEN the Developer role and the 'api' scope",
  ],
  // GitLab's token reaches any project its account is a member of; GITHUB_TOKEN is no matter there.
  [
    / \(an app installation token: GITHUB_TOKEN reaches only this repository\)/g,
    ' (its account a member of that project, with the Developer role)',
  ],
  [/\bthe step a valid (?:report|github)-token\b/g, 'the job a valid GITLAB_TOKEN'],
  [/(?:\bthe |\ba |')?\b(?:report|github)-token\b'?/g, 'GITLAB_TOKEN'],
  [/\b([Rr])e-run this run\b/g, '$1un this pipeline again'],
  // A comment is a note on GitLab, and no pipeline runs for one.
  [
    /\b([Cc])omment (\d+), a command its own run did not answer\b/g,
    (_m, c = 'C', id = '') => `${c === 'C' ? 'Note' : 'note'} ${id}, a command no pipeline answered yet`,
  ],
  // A retried GitLab job is the same pipeline, never a re-run that resumes: only a command starts one.
  [/\bre-run run \S+ \(its re-run sends the prompt again\), or /g, ''],
  // GitLab runs no pipeline for a note, a review, or a draft marked ready: no run of its own to miss.
  [
    /was not sent by its own run \(cancelled while pending, or stopped\)/g,
    'was not sent yet (GitLab runs no pipeline for a note)',
  ],
  [
    /was not answered by its own run \(cancelled while pending, or stopped\)/g,
    'was not answered yet (GitLab runs no pipeline for a review)',
  ],
  // A let-go turn is finished by the schedule's pipeline or the merge request's next one; the component's input is `let-go`.
  [
    /\ba sweep \(or (this|the) merge request's next run\)/g,
    "the scheduled pipeline (or $1 merge request's next pipeline)",
  ],
  [
    /\bA sweep \(or (this|the) merge request's next run\)/g,
    "The scheduled pipeline (or $1 merge request's next pipeline)",
  ],
  [/\('wait: sweep'\)/g, '(let-go)'],
  [/'wait' is sweep, so the runner is let go/g, 'With let-go, the runner is let go'],
  // GitLab's sweep is the scheduled pipeline.
  [/\b(the next|[Tt]he|[Aa]) sweep\b(?!')/g, '$1 scheduled pipeline'],
  [/\bsweeps\b/g, 'scheduled pipelines'],
  // The command line's words (the log and notes say them first): on GitLab the command is the pipeline's job.
  [/\b([Rr])un the command again\b/g, '$1un this pipeline again'],
  [/\bbetween this machine and the service\b/g, 'between this runner and the service'],
  [/ and the comment when /g, ' and the note when '],
  [
    /marking it ready for review does \(the ready_for_review event\)/g,
    'marking it ready does, at its next pipeline (a push, or "Run pipeline")',
  ],
];

/** The words for a link to a run: a pipeline's page on GitLab (a sweep names a run by its id), else the run's own. */
export const runLinkWords = (words: PullRequestWords, url: string): string =>
  words.runPathLink !== undefined && url.includes(`/${words.runPath}/`) ? words.runPathLink : words.runLink;

/** Our prose (a reply, a review's line) as the run's host says it; a GitHub run's as written. */
export const inHostWords = (trigger: { words?: PullRequestWords | undefined }, text: string): string =>
  trigger.words?.prose?.(text) ?? text;

export const GITLAB_WORDS: PullRequestWords = {
  ...{ noun: 'merge request', sign: '!', path: '-/merge_requests' },
  ...{ host: 'GitLab', compareFiles: 1_000, runLink: "the pipeline's job", runPath: '-/pipelines' },
  runPathLink: 'the pipeline',
  unrelatedButListed: "GitLab's compare found the two heads unrelated, though the merge request still lists the older",
  prose: (text) =>
    GITLAB_PROSE.reduce(
      (said, [ours, theirs]) => (typeof theirs === 'string' ? said.replace(ours, theirs) : said.replace(ours, theirs)),
      text,
    ),
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
