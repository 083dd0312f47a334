/**
 * The pull request comment of one job: a compact mirror of its docs pull request. First line: the
 * outcome, the docs pull request with its title, state (who requested changes or approved, once
 * anyone did) and size, and links to the run and the preview; then why and what next when it is
 * news; then the reviews that went to the agent, linked; then how fresh the mirror is. The surfaces add
 * the conversation; the changed files and the step's details come folded after it. Nothing is
 * shown twice: the rows the first line already says are left out of the details.
 */
import type { PullRequestDetails, PullRequestMirror, SentReview } from '../pull-request/code-host.ts';
import type { Cell, FoldDoc, SummaryDoc } from '../output/log.ts';
import { joinMessages, linked, msg, quoted, thousands, type Say } from '../output/text.ts';
import { when } from '../pull-request/documents.ts';
import type { Judged, ReportContext } from './report-context.ts';
import { resumedLine } from './summary.ts';
import { ICONS, pullRequestName, type Outcome } from './verdict.ts';

/** At most this many changed files are named; the rest are counted. */
export const MAX_FILES_SHOWN = 30;
/** A title longer than this is cut: the first line stays a line. */
export const TITLE_SHOWN = 120;

/** At most this many logins are named for one verdict; the rest are counted. */
export const LOGINS_SHOWN = 3;
/** At most this many reviews sent to the agent are named, the newest; the earlier ones are counted. */
export const SENT_SHOWN = 5;
/** A login longer than GitHub's 39 characters (and `[bot]`) is not one: cut. */
const LOGIN_SHOWN = 50;

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

/** `@alice, @bob, 2 more`: logins as text, which mention no one (the log escapes the `@`). */
function loginsOf(logins: readonly string[]): Say {
  const shown = logins.slice(0, LOGINS_SHOWN).map((login): Say => msg`@${quoted(login, LOGIN_SHOWN)}`);
  const more = logins.length - shown.length;
  return joinMessages([...shown, ...(more > 0 ? [`${thousands(more)} more`] : [])], ', ');
}

/** "changes requested by @alice", "approved by @bob": each reviewer's standing verdict; none when no reviewer gave one. */
export function verdictsOf(mirror: PullRequestMirror | undefined): Say[] {
  const reviewers = mirror?.reviewers ?? [];
  const by = (state: string): string[] => reviewers.filter((r) => r.state === state).map((r) => r.login);
  const [asked, approved] = [by('changes-requested'), by('approved')];
  return [
    ...(asked.length > 0 ? [msg`changes requested by ${loginsOf(asked)}`] : []),
    ...(approved.length > 0 ? [msg`approved by ${loginsOf(approved)}`] : []),
  ];
}

const SENT_STATE: Record<SentReview['state'], string> = {
  'changes-requested': 'changes requested',
  commented: 'commented',
  dismissed: 'dismissed since',
};

/** "Sent to the agent: review 7 by @alice (changes requested).": the newest reviews that went to the job, linked. */
export function sentLine(mirror: PullRequestMirror | undefined): Say | undefined {
  const sent = mirror?.sent ?? [];
  if (sent.length === 0) return undefined;
  const shown = sent.slice(-SENT_SHOWN);
  const earlier = sent.length - shown.length;
  const items = shown.map(({ id, login, state, url }): Say => {
    const name = url === undefined ? `review ${id}` : linked(url, `review ${id}`);
    const who = login === undefined ? 'a deleted account' : msg`@${quoted(login, LOGIN_SHOWN)}`;
    return msg`${name} by ${who} (${SENT_STATE[state]})`;
  });
  const before = earlier > 0 ? msg`; and ${thousands(earlier)} earlier` : '';
  return msg`Sent to the agent: ${joinMessages(items, ', ')}${before}.`;
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
    : ending.id === ''
      ? 'agent job not started'
      : msg`agent job ${ending.id}`;
  const { sent, resumed } = context.history;
  const followUp = sent?.kind === 'message' || resumed?.kind === 'message' ? ' (follow-up)' : '';
  const parts: Say[] = [msg`${outcomeWords(verdict.outcome)}${followUp}: ${what}`];
  // An open pull request's state is who reviewed it, and how, once anyone did.
  const verdicts = details?.state === 'open' && !details.draft ? verdictsOf(details.mirror) : [];
  if (details) parts.push(...(verdicts.length > 0 ? verdicts : [stateOf(details)]));
  if (details?.size) parts.push(sizeOf(details.size));
  if (context.runUrl) parts.push(msg`${linked(context.runUrl, 'run')}`);
  if (details?.mirror?.preview) parts.push(msg`${linked(details.mirror.preview, 'preview')}`);
  return joinMessages(parts, ' · ');
}

/** How fresh the mirror is: events on the docs pull request reach this comment only through a run here. */
function freshness({ ending }: Judged, { config }: ReportContext): Say[] {
  const pr = ending.view?.pullRequest;
  if (!pr) return [];
  const readAt = ending.pullRequest?.readAt;
  if (readAt) return [msg`Docs pull request as of ${when(readAt)}; refreshed on every run of this workflow.`];
  // No token, no read on any run: no later one is promised, nor a token asked for (the docs
  // repository's own recipe leaves it empty on purpose; the product's warns where it matters).
  if (config.githubToken === '')
    return [
      "The docs pull request was not read from GitHub on this run: reading it takes a 'github-token' that can read it, and this step has none.",
    ];
  return [
    'The docs pull request was not read from GitHub on this run (it needs a github-token that can read it, and GitHub to answer: the log says which); the next run reads it again.',
  ];
}

function sentOf(details: PullRequestDetails | undefined): Say[] {
  const line = sentLine(details?.mirror);
  return line === undefined ? [] : [line];
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
      ...sentOf(pr ? ending.pullRequest : undefined),
      ...(resumed && ending.id ? [resumedLine(ending.id, resumed)] : []),
      ...freshness(judged, context),
    ],
    rows: [],
    ...(summary.code ? { code: summary.code } : {}),
    folds: [...filesFold(pr ? ending.pullRequest : undefined), { title: 'Details', rows: details }],
  };
}
