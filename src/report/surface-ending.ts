/**
 * The ending as the pull request comment and the check run show it: a pure function of the report.
 * The comment and the check run show the job summary's document; the check run's conclusion
 * follows the step, and its text names the docs pull request.
 */
import type { Conclusion, SurfaceEnding } from '../github/plan.ts';
import { msg, type Say } from '../out/text.ts';
import type { Report } from './report.ts';
import type { Outcome } from './verdict.ts';

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
};

/** The check run's conclusion follows the step: what fails the step is a failure. */
export function checkConclusion(report: Pick<Report, 'outcome' | 'failure'>): Conclusion {
  const conclusion = CONCLUSIONS[report.outcome];
  if (conclusion === 'timed_out' || conclusion === 'cancelled') return conclusion;
  return report.failure === undefined ? (conclusion === 'failure' ? 'neutral' : conclusion) : 'failure';
}

/** What the check run says of the docs pull request. */
function pullRequestText(report: Report): Say {
  const pullRequest = report.outputs['pr-link'];
  if (pullRequest) return msg`The docs pull request: ${pullRequest}`;
  const several = report.outputs['pr-links'];
  return several ? msg`The docs pull requests:\n${several}` : 'No docs pull request.';
}

export function surfaceEnding(report: Report): SurfaceEnding {
  return {
    doc: report.summary,
    conclusion: checkConclusion(report),
    text: pullRequestText(report),
    jobFailed: report.outcome === 'failed',
  };
}
