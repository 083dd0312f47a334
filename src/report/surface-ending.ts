/**
 * The ending as the pull request comment and the check run show it: a pure function of the report.
 * The comment and the check run show the job summary's document; the check run's conclusion
 * follows the step, and its text names the docs pull request.
 */
import type { Conclusion } from '../pull-request/host.ts';
import type { SurfaceEnding } from '../pull-request/plan.ts';
import type { Cell, SummaryDoc } from '../output/log.ts';
import type { PullRequestRef } from '../service/pr-link.ts';
import { joinMessages, msg, type Say } from '../output/text.ts';
import type { PullRequestMirror } from '../pull-request/code-host.ts';
import { sentLine, verdictsOf } from './mirror.ts';
import type { Report } from './report.ts';
import { pullRequestName, type Outcome } from './verdict.ts';

const CONCLUSIONS: Record<Outcome, Conclusion> = {
  completed: 'success',
  failed: 'failure',
  archived: 'neutral',
  started: 'neutral',
  'timed-out': 'timed_out',
  cancelled: 'cancelled',
  'not-found': 'failure',
  unauthorized: 'failure',
  error: 'failure',
  skipped: 'neutral',
  // A required check accepts `skipped`: no docs needed lets the pull request merge.
  'no-docs-needed': 'skipped',
  draft: 'skipped',
  'skip-label': 'skipped',
  'nothing-new': 'skipped',
  'from-fork': 'skipped',
  'from-dependabot': 'skipped',
};

/** The check run's conclusion follows the step: what fails the step is a failure. */
export function checkConclusion(report: Pick<Report, 'outcome' | 'failure'>): Conclusion {
  const conclusion = CONCLUSIONS[report.outcome];
  if (conclusion === 'timed_out' || conclusion === 'cancelled') return conclusion;
  return report.failure === undefined ? (conclusion === 'failure' ? 'neutral' : conclusion) : 'failure';
}

/** What the check run says of the docs pull request's reviews: who reviewed and how, what went to the agent. */
function reviewsOf(mirror: PullRequestMirror | undefined): Say[] {
  const verdicts = verdictsOf(mirror);
  const sent = sentLine(mirror);
  return [
    ...(verdicts.length > 0 ? [msg`Reviews: ${joinMessages(verdicts, '; ')}.`] : []),
    ...(sent === undefined ? [] : [sent]),
  ];
}

/**
 * The check run's text: the docs pull request as a live link named `owner/repo#N`, with its
 * reviews (who requested changes or approved, and which went to the agent), or, with several
 * jobs, a table with each job's.
 */
export function pullRequestsDoc(report: Pick<Report, 'pullRequests'>): SummaryDoc {
  const { pullRequests } = report;
  const opened = pullRequests.filter((entry) => entry.pr !== undefined);
  const link = (pr: PullRequestRef): Cell => ({ link: pr.url, text: pullRequestName(pr) });
  const [only] = pullRequests;
  if (pullRequests.length === 1 && only?.pr)
    return {
      icon: '🔗',
      heading: 'The docs pull request',
      paragraphs: reviewsOf(only.mirror),
      rows: [['Pull request', link(only.pr)]],
    };
  if (opened.length === 0) return { icon: '🔗', heading: 'No docs pull request', paragraphs: [], rows: [] };
  return {
    icon: '🔗',
    heading: `The docs pull requests (${opened.length} of ${pullRequests.length} jobs)`,
    paragraphs: [],
    rows: [],
    table: {
      headers: ['Job', 'Docs pull request'],
      rows: pullRequests.map(({ job, pr }) => [{ code: job }, pr ? link(pr) : { none: 'none' }]),
    },
  };
}

export function surfaceEnding(report: Report): SurfaceEnding {
  const [only] = report.pullRequests;
  return {
    doc: report.summary,
    ...(report.comment && only ? { comment: { doc: report.comment, job: only.job } } : {}),
    conclusion: checkConclusion(report),
    text: pullRequestsDoc(report),
    jobFailed: report.outcome === 'failed',
    // A record signed with a key the service refused proves nothing, and no later run with the
    // right key could verify it (it would read as a rotation, for good): none is kept.
    ...(report.outcome === 'unauthorized' ? { noRecord: true } : {}),
  };
}
