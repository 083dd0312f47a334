/**
 * Each service value parsed once, at the edge, into the view everything after uses. Every parse
 * is total: a value that does not parse leaves what derives from it empty and adds one warning;
 * it never throws, so the job's real ending stands.
 */
import type { AgentJob } from '../common/agent-job.ts';
import { parsePullRequestLink, repositoryName, siteOf, type PullRequestRef } from './pr-link.ts';
import { httpUrl, msg, quoted, type Message, type Say } from '../output/text.ts';

export interface JobView {
  status: string;
  pullRequest?: PullRequestRef;
  /** The service named no pull request: `pullRequest` is the one on the branch the agent works on. */
  pullRequestOnBranch?: true;
  /** The service named no pull request, and GitHub did not say whether one is open on the agent's branch: why. */
  pullRequestUnread?: Say;
  /** The repository whose pull requests the github-token may not read (GitHub answered 403 or 404). */
  pullRequestUnreadable?: string;
  repositoryUrl?: string;
  repositoryName?: string;
  model?: string;
  ref?: string;
  createdAt?: string;
  archivedAt?: string;
  /** Values that did not parse: one line each, for the log. */
  warnings: Message[];
  /** The job gave a pull request link this step cannot use (the warnings say why): it did open one. */
  linkRefused?: true;
}

/**
 * The job's own pull request: its prLink, read; undefined with the reason when it does not parse,
 * or names a pull request outside the job's repository (`source.repository`, host and name in any
 * case). Everything that hands the link on, reads it or writes to it with a GitHub token takes it
 * from here, so a service that names another repository's pull request (a private one, a
 * person's) gets it neither mirrored on the product pull request nor closed.
 */
export function ownPullRequest(job: Pick<AgentJob, 'prLink' | 'source'>): {
  pullRequest?: PullRequestRef;
  refused?: Message;
  /** The link names another repository's pull request. */
  foreign?: true;
} {
  if (!job.prLink) return {};
  const pullRequest = parsePullRequestLink(job.prLink);
  if (!pullRequest)
    return {
      // `https://…` with a space in it is a URL to a browser, but no link a later step can trust: said as what it holds.
      refused: /[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(job.prLink)
        ? msg`The service's prLink "${quoted(job.prLink, 100)}" holds white space or a control character, which no link does, so it is not handed on.`
        : msg`The service's prLink "${quoted(job.prLink, 100)}" is not an http(s) URL, so it is not handed on.`,
    };
  const repository = job.source?.repository;
  // The repository's path as its URL gives it (a GitLab group's subgroups too), in any case.
  const own = httpUrl(repository)
    ?.pathname.replace(/^\/+|\/+$/g, '')
    .replace(/\.git$/, '');
  // A link of no known shape names no repository: it is handed on as it is (never looked up),
  // unless it lies on the job's repository's host outside that repository (another one's page).
  const named = pullRequest.repository;
  const sameHost = siteOf(pullRequest.url) === siteOf(repository);
  const path = `${httpUrl(pullRequest.url)?.pathname.toLowerCase() ?? ''}/`;
  const under = own !== undefined && path.startsWith(`/${own.toLowerCase()}/`);
  // A job that names no repository of its own (the spec says it always does) cannot own a named one.
  const elsewhere =
    named === undefined
      ? own !== undefined && sameHost && !under
      : own === undefined || named.toLowerCase() !== own.toLowerCase() || !sameHost;
  if (elsewhere)
    return {
      foreign: true,
      refused:
        own === undefined
          ? msg`The service's prLink names ${pullRequest.url}, but the job names no repository of its own (source.repository) to hold it, so it is not handed on, looked up or written to.`
          : msg`The service's prLink names ${pullRequest.url}, ${named === undefined ? 'a link' : 'a pull request'} outside the job's repository ${repository ?? ''}, so it is not handed on, looked up or written to.`,
    };
  return { pullRequest };
}

export function viewJob(job: AgentJob): JobView {
  const warnings: Message[] = [];
  const view: JobView = { status: job.status, warnings };
  const { pullRequest, refused } = ownPullRequest(job.foreignPrLink ? { ...job, prLink: job.foreignPrLink } : job);
  if (pullRequest && !job.foreignPrLink) view.pullRequest = pullRequest;
  if (refused) {
    warnings.push(refused);
    view.linkRefused = true;
  }
  if (job.prLinkOfType !== undefined) {
    warnings.push(
      msg`The service's prLink is ${job.prLinkOfType}, not a link, so no pull request is handed on; the job's page on the service shows what it opened.`,
    );
    view.linkRefused = true;
  }
  const repository = job.source?.repository;
  if (repository) {
    const url = httpUrl(repository);
    if (url) view.repositoryUrl = url.href;
    const name = repositoryName(repository);
    if (name) view.repositoryName = name;
    else
      warnings.push(
        msg`The job's repository "${quoted(repository, 100)}" is not a URL of the form https://host/owner/name, so the repository output${url ? ' is' : 's are'} left empty.`,
      );
  }
  if (job.model) view.model = job.model;
  for (const [field, output] of [
    ['createdAt', 'created-at'],
    ['archivedAt', 'archived-at'],
  ] as const) {
    const value = job[field];
    if (value && isIsoTime(value)) view[field] = value;
    else if (value)
      warnings.push(
        msg`The job's ${field} "${quoted(value, 60)}" is not a date and time of the form 2026-11-22T09:00:00Z (ISO 8601), so the ${output} output is left empty.`,
      );
  }
  if (job.source?.ref) view.ref = job.source.ref;
  return view;
}

/**
 * A date, or date and time, in ISO 8601's extended form as the service writes them
 * (`2026-11-22T09:00:00.000Z`; RFC 3339's lower-case `t`/`z` or a space too; a fraction after '.'
 * or ','; the seconds or minutes left out; an offset in hours, or hours and minutes), that names a
 * real moment: no 30 February, no hour 24, a leap second only at 23:59:60 UTC.
 */
function isIsoTime(value: string): boolean {
  const parts =
    /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2})(?::(\d{2})(?::(\d{2}))?)?(?:[.,]\d+)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?)?$/.exec(
      value,
    );
  if (!parts) return false;
  const number = (at: number): number => Number(parts[at] ?? 0);
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map(number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const [offsetHours, offsetMinutes] = [9, 10].map(number) as [number, number];
  const leapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  const offset = (parts[8] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  // A leap second is 23:59:60 in UTC: in a time with no offset, at a minute's :59.
  const utcMinute = (((hour * 60 + minute - offset) % 1440) + 1440) % 1440;
  const leapSecond = parts[7] !== undefined || parts[8] !== undefined ? utcMinute === 1439 : minute === 59;
  return (
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    (second <= 59 || (second === 60 && leapSecond)) &&
    offsetHours <= 23 &&
    offsetMinutes <= 59
  );
}
