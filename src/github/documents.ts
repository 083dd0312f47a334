/**
 * What the comment and the check run show while the step runs, and the fit of any document
 * under GitHub's size limit: pure functions of their input, through the sink's markup.
 */
import type { Sink, SummaryDoc } from '../out/sink.ts';
import { msg } from '../out/text.ts';
import type { Progress, SurfaceEnding } from './plan.ts';

/**
 * A comment body, a check run's summary and its text each hold at most 65,535 characters. GitHub
 * counts characters; a string's length here counts UTF-16 units, never fewer, so it is safe.
 */
export const GITHUB_TEXT_LIMIT = 65_535;

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
        : msg`Agent job ${only?.id ?? ''} is running${progress.followUp ? ' (follow-up)' : ''}`;
  return {
    icon: '⏳',
    heading,
    paragraphs: ['Working on it: this comment follows the job and shows how it ended once it does.'],
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

const LEFT_OUT = "The rest is left out here to fit GitHub's size limit; this run's job summary has all of it.";

/** The document with only its heading, its paragraphs and its rows: what is always shown. */
export function essentials(doc: SummaryDoc): SummaryDoc {
  return { icon: doc.icon, heading: doc.heading, paragraphs: [...doc.paragraphs, LEFT_OUT], rows: doc.rows };
}

/**
 * The document as HTML within `room` characters: whole; else without its free text (prompt, code);
 * else without the table; else the heading and what fits of the first paragraph.
 */
export function fitted(sink: Sink, doc: SummaryDoc, room = GITHUB_TEXT_LIMIT): string {
  const tries = [doc];
  if (doc.details || doc.code) tries.push({ ...essentials(doc), ...(doc.table ? { table: doc.table } : {}) });
  if (doc.table) tries.push(essentials(doc));
  for (const attempt of tries) {
    const html = sink.markup(attempt);
    if (html.length <= room) return html;
  }
  return sink.markup({ icon: doc.icon, heading: doc.heading, paragraphs: [LEFT_OUT], rows: [] }).slice(0, room);
}

/** What one write carries: the comment's HTML, and the check run's fields beside it. */
export interface Written {
  html: string;
  fields: Record<string, unknown>;
}

/** The write while the step runs: "working on it", the check run in progress. */
export function progressWrite(sink: Sink, progress: Progress, runUrl: string | undefined, room: number): Written {
  const doc = progressDoc(progress, runUrl);
  const html = fitted(sink, doc, room);
  const summary = fitted(sink, doc);
  return { html, fields: { status: 'in_progress', output: { title: sink.line(doc.heading, 255), summary } } };
}

/** The ending's write: the report's document, the check run completed with its conclusion and text. */
export function endingWrite(
  sink: Sink,
  ending: Pick<SurfaceEnding, 'doc' | 'conclusion' | 'text'>,
  room: number,
): Written {
  const { doc, conclusion, text } = ending;
  const output = {
    title: sink.line(doc.heading, 255),
    summary: fitted(sink, doc),
    ...(text === undefined ? {} : { text: fitted(sink, text) }),
  };
  return { html: fitted(sink, doc, room), fields: { status: 'completed', conclusion, output } };
}

/** The same write with only what is always shown: sent again when GitHub refuses one for its size. */
export function shorterWrite(sink: Sink, written: Written, doc: SummaryDoc, room: number): Written {
  const short = essentials(doc);
  const { title } = written.fields.output as { title?: unknown };
  return {
    html: fitted(sink, short, Math.min(room, 16_000)),
    fields: { ...written.fields, output: { title, summary: fitted(sink, short, 16_000) } },
  };
}
