/**
 * What the comment and the check run show while the step runs, and the fit of any document
 * under GitHub's size limit: pure functions of their input, through the log's markup.
 */
import type { Log, SummaryDoc, TurnDoc } from '../output/log.ts';
import { msg, type Say } from '../output/text.ts';
import type { Progress, SurfaceEnding } from './plan.ts';
import type { CheckRunFields } from './host.ts';
import type { StepRecord, RecordedConclusion } from './record.ts';

/** The characters a write has: the comment's text (what its record leaves), a check run's summary and text each. */
export interface TextLimits {
  comment: number;
  check: number;
}

/** "Working on it": the jobs so far and their statuses, with a link to the run. */
export function progressDoc(progress: Progress, runUrl: string | undefined): SummaryDoc {
  const [only] = progress.jobs;
  const anyPullRequest = progress.jobs.some((job) => job.pullRequest !== undefined);
  const heading =
    progress.phase === 'sending'
      ? only
        ? msg`Sending a follow-up to agent job ${only.id}`
        : 'Starting an agent job'
      : progress.jobs.length > 1
        ? `Waiting for ${progress.jobs.length} agent jobs`
        : progress.queued
          ? msg`Follow-up queued for agent job ${only?.id ?? ''}: sent once it is not busy`
          : msg`Agent job ${only?.id ?? ''} is running${progress.followUp ? ' (follow-up)' : ''}`;
  return {
    icon: '⏳',
    heading,
    // The comment and the check run both show it: words that fit either.
    paragraphs: ['Working on it: updated as the job goes, this says how it ended once it does.'],
    rows: runUrl ? [['Workflow run', { link: runUrl, text: 'this run' }]] : [],
    ...(progress.jobs.length > 0
      ? {
          table: {
            headers: ['Job', 'Status', ...(anyPullRequest ? ['Docs pull request'] : [])],
            rows: progress.jobs.map((job) => [
              { code: job.id },
              job.status ? { code: job.status } : { none: 'not read yet' },
              ...(anyPullRequest
                ? [job.pullRequest ? { link: job.pullRequest.url, text: job.pullRequest.name } : { none: 'none yet' }]
                : []),
            ]),
          },
        }
      : {}),
  };
}

const ENDED: Record<RecordedConclusion, string> = {
  success: '✅ done',
  failure: '❌ failed',
  neutral: '➖ neutral',
  timed_out: '⌛ timed out',
  cancelled: '⏹️ cancelled',
};

/** `2026-11-25T10:05:00.000Z` as `2026-11-25 10:05 UTC`: the parts of a time the record reader checked, nothing cut. */
export const when = (at: string): string => {
  const [, day, minute] = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)/.exec(at) ?? [];
  return day && minute ? `${day} ${minute} UTC` : 'at a time not recorded';
};

type Conversation = NonNullable<SummaryDoc['conversation']>;

/**
 * The job's conversation from the comment's records: each start and follow-up, oldest first, with
 * who asked (a login as text: it notifies no one), when, and how it ended. Shown once there is a
 * follow-up, or with `alone` from the start (the compact comment shows the prompt nowhere else);
 * a turn no run ended is "in progress" only while no later one follows it.
 */
export function conversationOf(records: StepRecord[], alone = false): Conversation | undefined {
  const turns = records
    .filter((record) => record.said !== undefined && record.at !== undefined)
    .sort((a, b) => (a.at ?? '').localeCompare(b.at ?? ''));
  if (turns.length === 0 || (!alone && !turns.some((turn) => turn.kind === 'message'))) return undefined;
  const docs = turns.map((turn, index): TurnDoc => {
    const asked: Say = turn.kind === 'prompt' ? 'started the job' : 'sent a follow-up';
    const ended = turn.ended ? ENDED[turn.ended] : index === turns.length - 1 ? '⏳ in progress' : 'no ending recorded';
    return {
      line: msg`${turn.who ?? 'The workflow'} ${asked} · ${when(turn.at ?? '')} · ${ended}`,
      text: turn.said ?? '',
    };
  });
  return { title: 'Conversation', turns: docs };
}

/** The newest turns only, saying how many earlier ones are left out. */
function newestTurns(conversation: Conversation, count: number): Conversation {
  const left = conversation.turns.length - count;
  if (left <= 0) return conversation;
  return {
    ...conversation,
    turns: conversation.turns.slice(-count),
    note: `${left} earlier turns are left out here to fit GitHub's size limit.`,
  };
}

const LEFT_OUT = "The rest is left out here to fit GitHub's size limit; this run's job summary has all of it.";

/** The document with only its heading, its paragraphs and its rows: what is always shown. */
export function essentials(doc: SummaryDoc): SummaryDoc {
  const level = doc.level === undefined ? {} : { level: doc.level };
  return { icon: doc.icon, heading: doc.heading, paragraphs: [...doc.paragraphs, LEFT_OUT], rows: doc.rows, ...level };
}

/** How a host counts a text against its limit: a comment's body in characters, a check run's fields in UTF-8 bytes. */
type Measure = (text: string) => number;
const CHARACTERS: Measure = (text) => text.length;
export const UTF8_BYTES: Measure = (text) => Buffer.byteLength(text, 'utf8');

/** The longest start of `text` within `max` as `measure` counts (a byte limit may end before a character). */
function cutTo(text: string, max: number, measure: Measure): string {
  let cut = text.slice(0, max);
  while (measure(cut) > max) cut = cut.slice(0, Math.max(0, cut.length - Math.ceil((measure(cut) - max) / 4)));
  return cut;
}

/**
 * The document as HTML within `max` (characters, or what `measure` counts): whole; else without
 * its free text (prompt, code) and its folded parts; else with only the conversation's newest
 * turns; else without the table and the conversation; else the heading and what fits of the first
 * paragraph.
 */
export function fitted(log: Log, doc: SummaryDoc, max: number, measure: Measure = CHARACTERS): string {
  const tries = [doc];
  const { conversation } = doc;
  const withTable = { ...essentials(doc), ...(doc.table ? { table: doc.table } : {}) };
  if (doc.details || doc.code || doc.folds) tries.push(conversation ? { ...withTable, conversation } : withTable);
  if (conversation)
    for (const count of [5, 1]) tries.push({ ...withTable, conversation: newestTurns(conversation, count) });
  if (doc.table || conversation) tries.push(essentials(doc));
  for (const attempt of tries) {
    const html = log.markup(attempt);
    if (measure(html) <= max) return html;
  }
  const level = doc.level === undefined ? {} : { level: doc.level };
  const shortest = log.markup({ icon: doc.icon, heading: doc.heading, paragraphs: [LEFT_OUT], rows: [], ...level });
  return cutTo(shortest, max, measure);
}

/** What one write carries: the comment's HTML, and the check run's fields beside it. */
export interface Composed {
  html: string;
  check: CheckRunFields;
}

/** The write while the step runs: "working on it", the check run in progress. */
export function progressWrite(
  log: Log,
  progress: Progress,
  runUrl: string | undefined,
  limits: TextLimits,
  conversation?: Conversation,
): Composed {
  const doc = { ...progressDoc(progress, runUrl), ...(conversation ? { conversation } : {}) };
  const html = fitted(log, doc, limits.comment);
  const summary = fitted(log, doc, limits.check, UTF8_BYTES);
  const starting = progress.phase === 'sending' ? { starting: true as const } : {};
  return { html, check: { status: 'in_progress', ...starting, title: log.line(doc.heading, 255), summary } };
}

/**
 * The ending's write: the check run completed with its conclusion and text and the report's
 * document; the comment the compact one when the report made one (one job), with every turn of
 * that job (the prompt is shown nowhere else there), else the report's document.
 */
export function endingWrite(
  log: Log,
  ending: Pick<SurfaceEnding, 'doc' | 'conclusion' | 'text' | 'comment'>,
  limits: TextLimits,
  records: StepRecord[] = [],
): Composed {
  const { conclusion, text } = ending;
  const withTurns = (doc: SummaryDoc, conversation: Conversation | undefined): SummaryDoc =>
    conversation ? { ...doc, conversation } : doc;
  const doc = withTurns(ending.doc, conversationOf(records));
  const check: CheckRunFields = {
    status: 'completed',
    conclusion,
    title: log.line(doc.heading, 255),
    summary: fitted(log, doc, limits.check, UTF8_BYTES),
    ...(text === undefined ? {} : { text: fitted(log, text, limits.check, UTF8_BYTES) }),
  };
  const own = (job: string): StepRecord[] => records.filter((record) => record.jobs.includes(job));
  const comment = ending.comment ? withTurns(ending.comment.doc, conversationOf(own(ending.comment.job), true)) : doc;
  return { html: fitted(log, comment, limits.comment), check };
}

/** The same write with only what is always shown: sent again when GitHub refuses one for its size. */
export function shorterWrite(
  log: Log,
  written: Composed,
  ending: Pick<SurfaceEnding, 'doc' | 'comment'>,
  limits: TextLimits,
): Composed {
  const { status, conclusion, title } = written.check;
  return {
    html: fitted(log, essentials(ending.comment?.doc ?? ending.doc), Math.min(limits.comment, 16_000)),
    check: {
      status,
      ...(conclusion === undefined ? {} : { conclusion }),
      title,
      summary: fitted(log, essentials(ending.doc), Math.min(limits.check, 16_000), UTF8_BYTES),
    },
  };
}
