/**
 * The pull request comment of one job: a compact mirror of its docs pull request. First line: the
 * outcome, the docs pull request with its title, state and size, and links to the run and the
 * preview; then why and what next when it is news; then how fresh the mirror is. The surfaces add
 * the conversation; the changed files and the step's details come folded after it. Nothing is
 * shown twice: the rows the first line already says are left out of the details.
 */
import type { PullRequestDetails } from '../github/look-up.ts';
import type { Cell, FoldDoc, SummaryDoc } from '../output/sink.ts';
import { joinMessages, linked, msg, quoted, thousands, type Say } from '../output/text.ts';
import { when } from '../pull-request/documents.ts';
import type { Judged, ReportContext } from './report.ts';
import { resumedLine } from './summary.ts';
import { ICONS, pullRequestName, type Outcome } from './verdict.ts';

/** At most this many changed files are named; the rest are counted. */
export const MAX_FILES_SHOWN = 30;
/** A title longer than this is cut: the first line stays a line. */
export const TITLE_SHOWN = 120;

/** The job summary's rows that the first line says already. */
const IN_FIRST_LINE = new Set(['Pull request', 'Pull request state', 'Workflow run']);

/** `timed-out` as "Timed out". */
const outcomeWords = (outcome: Outcome): string => {
  const words = outcome.replace(/-/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

/** Draft, open, approved, changes requested, merged or closed. */
export function stateOf(details: PullRequestDetails): string {
  if (details.state !== 'open') return details.state;
  if (details.draft) return 'draft';
  return details.mirror?.review === 'changes-requested' ? 'changes requested' : (details.mirror?.review ?? 'open');
}

/** "+120 −4 in 6 files". */
export function sizeOf({ additions, deletions, files }: NonNullable<PullRequestDetails['size']>): string {
  return `+${thousands(additions)} −${thousands(deletions)} in ${thousands(files)} file${files === 1 ? '' : 's'}`;
}

function firstLine({ ending, verdict }: Judged, context: ReportContext): Say {
  const pr = ending.view?.pullRequest;
  const details = pr ? ending.pullRequest : undefined;
  const what: Say = pr
    ? msg`${linked(pr.url, pullRequestName(pr))}${details?.title === undefined ? '' : msg` ${quoted(details.title, TITLE_SHOWN)}`}`
    : msg`agent job ${ending.id}`;
  const { sent, resumed } = context.history;
  const followUp = sent?.kind === 'message' || resumed?.kind === 'message' ? ' (follow-up)' : '';
  const parts: Say[] = [msg`${outcomeWords(verdict.outcome)}${followUp}: ${what}`];
  if (details) parts.push(stateOf(details));
  if (details?.size) parts.push(sizeOf(details.size));
  if (context.runUrl) parts.push(msg`${linked(context.runUrl, 'run')}`);
  if (details?.mirror?.preview) parts.push(msg`${linked(details.mirror.preview, 'preview')}`);
  return joinMessages(parts, ' · ');
}

/** How fresh the mirror is: events on the docs pull request reach this comment only through a run here. */
function freshness({ ending }: Judged): Say[] {
  const pr = ending.view?.pullRequest;
  if (!pr) return [];
  const readAt = ending.pullRequest?.readAt;
  if (readAt) return [msg`Docs pull request as of ${when(readAt)}; refreshed on every run of this workflow.`];
  return ['The docs pull request was not read from GitHub on this run (it needs a github-token that can read it).'];
}

function filesFold(details: PullRequestDetails | undefined): FoldDoc[] {
  const files = details?.mirror?.files;
  if (!files || files.total === 0) return [];
  const shown = files.names.slice(0, MAX_FILES_SHOWN);
  const more = files.total - shown.length;
  return [
    {
      title: msg`Changed files (${thousands(files.total)})`,
      items: shown.map((name): Cell => ({ code: name })),
      ...(more > 0 ? { note: msg`and ${thousands(more)} more; the docs pull request lists them all.` } : {}),
    },
  ];
}

/** The comment's document for one job; `summary` is that job's job summary, whose rows it folds. */
export function compactComment(judged: Judged, context: ReportContext, summary: SummaryDoc): SummaryDoc {
  const { ending, verdict } = judged;
  const pr = ending.view?.pullRequest;
  // A completed job's "why" names the docs pull request the first line shows already.
  const news = !(verdict.outcome === 'completed' && pr && !verdict.failsStep);
  const { resumed } = context.history;
  const details = summary.rows.filter(([label]) => !IN_FIRST_LINE.has(label));
  const head = pr && ending.pullRequest?.headSha;
  if (head) details.splice(1, 0, ['Head', { code: head, abbreviate: 12 }]);
  return {
    icon: verdict.failsStep && verdict.outcome === 'completed' ? ICONS.failed : ICONS[verdict.outcome],
    heading: firstLine(judged, context),
    level: 3,
    paragraphs: [
      ...(news ? [verdict.why, ...(verdict.next ? [verdict.next] : [])] : []),
      ...(resumed && ending.id ? [resumedLine(ending.id, resumed)] : []),
      ...freshness(judged),
    ],
    rows: [],
    ...(summary.code ? { code: summary.code } : {}),
    folds: [...filesFold(pr ? ending.pullRequest : undefined), { title: 'Details', rows: details }],
  };
}
