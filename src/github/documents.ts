/**
 * What the comment and the check run show while the step runs, and the fit of any document
 * under GitHub's size limit: pure functions of their input, through the sink's markup.
 */
import type { Sink, SummaryDoc } from '../out/sink.ts';
import { msg, type Say } from '../out/text.ts';
import type { Progress } from './plan.ts';

/** A comment body and a check run summary hold at most 65,536 characters. */
const GITHUB_TEXT_CAP = 65_000;

/** "Working on it": the jobs so far and their statuses, with a link to the run. */
export function progressDoc(progress: Progress, runUrl: string | undefined): SummaryDoc {
  const [only] = progress.jobs;
  const heading =
    progress.phase === 'sending'
      ? only
        ? msg`Sending a follow-up to agent job ${only.id}`
        : 'Starting an agent job'
      : progress.jobs.length > 1
        ? `Waiting for ${progress.jobs.length} agent jobs`
        : msg`Agent job ${only?.id ?? ''} is running`;
  return {
    icon: '⏳',
    heading,
    paragraphs: ['Working on it: this comment follows the job and shows how it ended once it does.'],
    rows: runUrl ? [['Workflow run', { link: runUrl, text: 'this run' }]] : [],
    ...(progress.jobs.length > 0
      ? {
          table: {
            headers: ['Job', 'Status'],
            rows: progress.jobs.map((job) => [
              { code: job.id },
              job.status ? { code: job.status } : { none: 'not read yet' },
            ]),
          },
        }
      : {}),
  };
}

/** The document as HTML, its free text left out when the whole would not fit GitHub's limit. */
export function fitted(sink: Sink, doc: SummaryDoc): string {
  const html = sink.markup(doc);
  if (html.length <= GITHUB_TEXT_CAP) return html;
  const shorter: SummaryDoc = { icon: doc.icon, heading: doc.heading, paragraphs: doc.paragraphs, rows: doc.rows };
  if (doc.table) shorter.table = doc.table;
  const short = sink.markup(shorter);
  return short.length <= GITHUB_TEXT_CAP ? short : sink.markup({ ...shorter, table: { headers: [], rows: [] } });
}

/** What one write carries: the comment's HTML, and the check run's fields beside it. */
export interface Written {
  html: string;
  fields: Record<string, unknown>;
}

/** The write while the step runs: "working on it", the check run in progress. */
export function progressWrite(sink: Sink, progress: Progress, runUrl: string | undefined): Written {
  const doc = progressDoc(progress, runUrl);
  const html = fitted(sink, doc);
  return { html, fields: { status: 'in_progress', output: { title: sink.line(doc.heading, 255), summary: html } } };
}

/** The ending's write: the report's document, the check run completed with its conclusion and text. */
export function endingWrite(sink: Sink, doc: SummaryDoc, conclusion: string, text?: Say): Written {
  const html = fitted(sink, doc);
  const output = {
    title: sink.line(doc.heading, 255),
    summary: html,
    ...(text === undefined ? {} : { text: sink.line(text, 10_000) }),
  };
  return { html, fields: { status: 'completed', conclusion, output } };
}
