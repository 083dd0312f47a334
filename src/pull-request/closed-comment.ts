/**
 * The closed pull request's comment says so. A close is the last run the pull request gets, so
 * the comment's line "refreshed on every run of this workflow" stops being true: the close takes
 * it out and puts, at the top, what happened (merged, or closed without merging) and that the
 * comment is no longer refreshed. The records at the comment's end are left exactly as they are,
 * and a re-run of the close says it once.
 */
import type { CommentBody } from './host.ts';
import { RECORD_MARK } from './record.ts';

/** The freshness line the mirror writes (report/mirror.ts), as the log renders it. */
const FRESHNESS = /<p>Docs pull request as of [^<\n]*; refreshed on every run of this workflow\.<\/p>\n?/g;
/** A closing line this module wrote before, on an earlier attempt of the close (a GitLab merge request's too). */
const NOTICE = /<h3>(?:🔀|🔚) This (?:pull|merge) request was (?:merged|closed)[^\n]*<\/h3>\n?/g;
/** The action's signed marker line, which holds the records. */
const MARKER = RECORD_MARK;

/**
 * The body apart: the last marker line (the records, as src/pull-request/record.ts reads them) is
 * sent again exactly as signed; every other line, whoever added it and wherever, is text, which
 * the host's wire redacts.
 */
function apart(body: string): { html: string; record?: string } {
  const lines = body.trimEnd().split('\n');
  const at = lines.findLastIndex((line) => line.startsWith(MARKER));
  if (at === -1) return { html: body };
  return { html: [...lines.slice(0, at), ...lines.slice(at + 1)].join('\n'), record: lines[at] ?? '' };
}

/**
 * The comment's body with `notice` (one `<h3>` line, already rendered through the log) at the
 * top, the freshness line and any earlier notice taken out; its record apart, as it was signed.
 */
export function closedComment(body: string, notice: string): CommentBody {
  const { html, record } = apart(body);
  const text = `${notice}\n${html.replace(NOTICE, '').replace(FRESHNESS, '')}`.replace(/\n+$/, '');
  return record === undefined ? { text } : { text, record };
}

/** The closing line a close put atop the comment, if it holds one: a later rewrite keeps it. */
export function closeNoticeIn(body: string): string | undefined {
  return new RegExp(NOTICE.source).exec(body)?.[0]?.replace(/\n$/, '');
}

/**
 * The comment of a pull request re-opened since its close, its closing line taken out and its
 * record apart as it was signed; undefined when it holds none.
 */
export function reopenedComment(body: string): CommentBody | undefined {
  if (closeNoticeIn(body) === undefined) return undefined;
  const { html, record } = apart(body);
  const text = html.replace(NOTICE, '').replace(/\n+$/, '');
  return record === undefined ? { text } : { text, record };
}

/** A new text for a closed pull request's comment: its closing line atop, no "refreshed on every run". */
export function keepingCloseNotice(html: string, notice: string | undefined): string {
  if (notice === undefined) return html;
  return `${notice}\n${html.replace(NOTICE, '').replace(FRESHNESS, '')}`.replace(/\n+$/, '');
}

/**
 * The link back atop a docs pull request's comment (docs-comment.ts writes it: the job, the product
 * pull request it was opened for, how to reply), as rendered: a turn of the docs pull request's own
 * that writes its report there (docs in the same repository) keeps it atop.
 */
const DOCS_LINK =
  /^<h2>🤖 Agent job [^\n]*<\/h2>\n<p>Opened (?:for|by) [^\n]*<\/p>\n<p>To send the agent a follow-up[^\n]*<\/p>\n?/;

/** A new text for a comment that holds the docs pull request's link back: the link kept atop. */
export function keepingDocsLink(html: string, body: string | undefined): string {
  const link = body === undefined ? undefined : DOCS_LINK.exec(body)?.[0]?.replace(/\n$/, '');
  return link === undefined ? html : `${link}\n${html.replace(DOCS_LINK, '')}`;
}

/** The body GitHub keeps for a comment written as `written` (github/host.ts writes it so). */
export const bodyOf = ({ text, record }: CommentBody): string => (record === undefined ? text : `${text}\n${record}\n`);

/** A line atop the comment that a run with nothing to do for the head put there (a draft, the skip-label, no file within `paths`). */
const NOTE = /^<h3>(?:📝|🏷️|⏭️) [^\n]*<\/h3>\n?/gm;

/**
 * The comment with `note` (the heading of a run with nothing to do, one line, rendered) atop what it
 * shows of the job, any earlier such line taken out, its closing line kept atop unless `open`; its
 * record apart, as it was signed.
 */
export function notedComment(body: string, note: string, open = false): CommentBody {
  const { html, record } = apart(body);
  const rest = html.replace(NOTE, '');
  // A pull request open again (re-opened since its close) outgrew its closing line.
  const notice = open ? undefined : closeNoticeIn(rest);
  const shown = rest.replace(NOTICE, '');
  const text = [notice, `<h3>${note}</h3>`, shown]
    .filter((part) => part !== undefined)
    .join('\n')
    .replace(/\n+$/, '');
  return record === undefined ? { text } : { text, record };
}

/** The comment without the line a run with nothing to do put atop it; undefined when it holds none, or nothing else. */
export function unnotedComment(body: string): CommentBody | undefined {
  const { html, record } = apart(body);
  const text = html.replace(NOTE, '').replace(/\n+$/, '');
  if (text === html.replace(/\n+$/, '') || text.trim() === '') return undefined;
  return record === undefined ? { text } : { text, record };
}
