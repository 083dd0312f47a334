/**
 * The step's log, in the runner's wide sense: the only way out of the process. Every log line,
 * annotation, output and summary passes through here: it escapes for the surface the text lands on, caps long text, and redacts the
 * secrets last, after every other transformation, so no escaping or cutting can hide a secret
 * from the redaction.
 */
import {
  cap,
  escapeAttribute,
  escapeControls,
  withoutRunnerCommands,
  escapeMarkup,
  httpUrl,
  VALUE_CAP,
  abbreviated,
  joinMessages,
  renderMessage,
  type Say,
} from './text.ts';
import { createRedact, toLinkText, toProse, type Redact } from './redaction.ts';

/** The runner's primitive writes: runner.ts backs them with @actions/core; tests record them. */
export interface ActionIO {
  getInput(name: string): string;
  setSecret(value: string): void;
  setOutput(name: string, value: string): void;
  info(message: string): void;
  debug(message: string): void;
  /** True when the run shows debug lines (RUNNER_DEBUG=1); otherwise they are not even written. */
  isDebug(): boolean;
  notice(message: string, title: string): void;
  warning(message: string, title?: string): void;
  /** An error annotation that does not fail the step by itself. */
  error(message: string, title: string): void;
  setFailed(message: string): void;
  startGroup(name: string): void;
  endGroup(): void;
  /** Appends HTML to the job summary; throws when the runner gave no summary file. */
  writeSummary(html: string): Promise<void>;
  /** Where a wait stands, for a live line (the command line's, on a terminal); the runner's has none. */
  progress?(progress: Progress): void;
  /** Our own words as this surface says them (the command line's flags for the action's inputs); values are never changed. */
  words?(text: string): string;
}

/** Where a wait stands between two reads of its job. */
export interface Progress {
  /** The job, when a step waits for several. */
  job?: string;
  /** The status last read, as the service gave it (untrusted); undefined before any answer. */
  status?: string;
  waitedMs: number;
  /** When the next read is sent, from now. */
  nextReadInMs: number;
}

/** One cell of the summary table: plain text, code, a link, or a placeholder in italics. */
export type Cell =
  | { text: string }
  /** `abbreviate`: show only the first characters (a commit id), after redaction, with no cut marker. */
  | { code: string; abbreviate?: number }
  | { link: string; text: string }
  | { none: string }
  | { cells: Cell[] };

export interface SummaryDoc {
  icon: string;
  heading: Say;
  paragraphs: Say[];
  rows: Array<[label: string, cell: Cell]>;
  /** A table with a header row, such as one row per job. */
  table?: { headers: string[]; rows: Cell[][] };
  /** A collapsed block of free text shown exactly as sent, such as the prompt. */
  details?: { title: string; text: string };
  /** A block of code to copy, such as the step that waits for a started job. */
  code?: { title: string; text: string };
  /** A job's conversation, oldest first: who asked, when and how it ended, then what was sent. */
  conversation?: { title: string; turns: TurnDoc[]; note?: Say };
  /** Parts shown folded after the conversation: a list of cells or a table of rows, and a line after. */
  folds?: FoldDoc[];
  /** The heading's level: 3 for a heading that is a line of facts (the compact comment's). */
  level?: 3;
}

export interface FoldDoc {
  title: Say;
  /** Paragraphs of prose, each its own. */
  paragraphs?: Say[];
  items?: Cell[];
  rows?: Array<[label: string, cell: Cell]>;
  note?: Say;
}

/** One turn of a conversation: its line (prose), and the text sent, shown folded when long. */
export interface TurnDoc {
  line: Say;
  text: string;
}

/** Text longer than this, or of more than one line, is folded under its first words. */
const UNFOLDED_CAP = 160;
const PREVIEW_CAP = 80;

/** The warnings a job summary shows at most; the log has them all. */
const MAX_SUMMARY_WARNINGS = 10;

/** The annotations of a kind the runner shows for one step; it drops the rest. */
export const ANNOTATIONS_PER_KIND = 10;

export type AnnotationLevel = 'notice' | 'warning' | 'error';

/** Longest log line or annotation the action writes; longer text is cut with a marker. */
export const MESSAGE_CAP = 4_000;
const TITLE_CAP = 200;
const DETAILS_CAP = 20_000;
export { REDACTED } from './redaction.ts';

export interface Log {
  info(message: Say): void;
  debug(message: Say): void;
  notice(message: Say, title: Say): void;
  warning(message: Say, title?: Say): void;
  fail(message: Say): void;
  error(message: Say, title: Say): void;
  /** Sets an output, as the run hands it on: the value set (redacted) is returned, for the log to show. */
  output(name: string, value: string): string;
  startGroup(name: string): void;
  endGroup(): void;
  summary(doc: SummaryDoc): Promise<void>;
  /** The document as the job summary shows it, redacted, for another surface (a comment, a check run). */
  markup(doc: SummaryDoc): string;
  /** A message as one plain line, redacted and cut, for a title on another surface. */
  line(message: Say, limit: number): string;
  /**
   * A message as one line of HTML prose for a reply on the pull request: redacted, escaped and
   * cut, mentioning no one and referring to no issue, as the job summary's prose.
   */
  prose(message: Say, limit: number): string;
  /**
   * Up to `limit` characters of free text to keep for a later surface (a turn's message in the
   * comment's record): redacted, cut with a marker (never inside a surrogate pair), redacted again.
   */
  excerpt(text: string, limit: number): string;
  /** Where a wait stands, its job and status redacted and made one line, to the IO's live line if it has one. */
  progress(progress: Progress): void;
  /**
   * The annotations of a kind the runner still shows. Until `closing()`, one of each kind is kept
   * for the report's own (a run's warnings past that go to the log as lines, and to the summary).
   */
  room(level: AnnotationLevel): number;
  closing(): void;
}

/** The runner also reads the older `##[name]` form of a workflow command anywhere in a line: shown as `##\[` it is text. */
const legacyCommands = (text: string): string => withoutRunnerCommands(text);

/** A line of the plain log must not start a workflow command, even when a value leads it. */
function forLogLine(text: string): string {
  return legacyCommands(escapeControls(text).replace(/^(\s*):/, '$1\\u003a'));
}

/** An annotation's title: one line. */
const forTitle = (text: string): string => legacyCommands(escapeControls(text));

/** Annotations may span lines (the runner escapes them); other control characters are shown. */
function forAnnotation(text: string): string {
  return text
    .split('\n')
    .map((line) => legacyCommands(escapeControls(line)))
    .join('\n');
}

/**
 * Free text inside the summary's HTML block, exactly as sent: line breaks become `&#10;`, so no
 * blank line can end the block and turn the rest into markdown; indentation and tabs stay.
 */
function freeText(text: string): string {
  return escapeMarkup(escapeControls(text, '\n\t')).replace(/\n/g, '&#10;');
}

/** What a surface needs of the log's redaction: redact, and prepare a message for a surface. */
interface Redaction {
  redact(text: string): string;
  /** Redact, transform for the surface, cut, then redact again over the exact text that leaves. */
  prepare(message: Say, transform: (text: string) => string, limit: number): string;
  /** A label or header of our own, in the surface's words, as HTML. */
  label(text: string): string;
}

function createRedaction(redact: Redact, words?: (text: string) => string): Redaction {
  return {
    redact,
    // A quoted value is redacted, put on one line, and only then cut to its own limit; the first
    // pass over the whole keeps a cut from leaving part of a secret; the last is the guarantee.
    prepare: (message, transform, limit) =>
      redact(cap(transform(redact(renderMessage(message, redact, words))), limit)),
    label: (text) => escapeMarkup(words ? words(text) : text),
  };
}

const toHtml = (text: string): string => escapeMarkup(escapeControls(text));

/** How the document's prose and cells become HTML: each piece redacted, escaped for where it stands, cut. */
function htmlPieces({ redact, prepare, label }: Redaction) {
  /**
   * A link to a checked http(s) URL, its text escaped; for anything else the text alone, as prose
   * (outside a link, `#123` would become one).
   */
  const anchor = (href: string, text: (transform: (text: string) => string) => string): string => {
    const url = httpUrl(redact(href));
    return url && url.href.length <= 2_000
      ? `<a href="${escapeAttribute(url.href)}">${text(toLinkText)}</a>`
      : text(toProse);
  };
  // Piece by piece, so a quoted link becomes an anchor; each piece is redacted, escaped and cut.
  const paragraph = (message: Say): string => {
    if (typeof message === 'string') return prepare(message, toProse, MESSAGE_CAP);
    return message.pieces
      .map((part) => {
        const plain = typeof part === 'string' ? part : { ...part, href: undefined };
        const text = (transform: (text: string) => string): string =>
          prepare({ pieces: [plain] }, transform, MESSAGE_CAP);
        return typeof part !== 'string' && part.href !== undefined ? anchor(part.href, text) : text(toProse);
      })
      .join('');
  };
  const cell = (value: Cell): string => {
    if ('cells' in value) return value.cells.map(cell).join(' ');
    if ('none' in value) return `<i>${label(value.none)}</i>`;
    if ('code' in value) {
      const code =
        value.abbreviate === undefined ? value.code : { pieces: [abbreviated(value.code, value.abbreviate)] };
      return `<code>${prepare(code, toHtml, VALUE_CAP)}</code>`;
    }
    const text = (transform: (text: string) => string): string => prepare(value.text, transform, VALUE_CAP);
    return 'link' in value ? anchor(value.link, text) : text(toProse);
  };
  /** A heading: one line of prose, or, when it names links, a line of pieces as a paragraph's. */
  const heading = (message: Say): string =>
    typeof message !== 'string' && message.pieces.some((part) => typeof part !== 'string' && part.href !== undefined)
      ? paragraph(message)
      : prepare(message, toProse, TITLE_CAP);
  return { paragraph, cell, heading };
}

/** Each folded part: its title as the summary, then its list or table, then its line. */
function foldsHtml(folds: FoldDoc[], redaction: Redaction): string[] {
  const { paragraph, cell } = htmlPieces(redaction);
  return folds.map((fold) =>
    [
      `<details><summary>${paragraph(fold.title)}</summary>`,
      ...(fold.paragraphs ?? []).map((text) => `<p>${paragraph(text)}</p>`),
      ...(fold.items ? [`<ul>\n${fold.items.map((item) => `<li>${cell(item)}</li>`).join('\n')}\n</ul>`] : []),
      ...(fold.rows ? [tableOfRows(fold.rows, cell, redaction.label)] : []),
      ...(fold.note === undefined ? [] : [`<p>${paragraph(fold.note)}</p>`]),
      '</details>',
    ].join('\n'),
  );
}

const tableOfRows = (
  rows: Array<[label: string, cell: Cell]>,
  cell: (value: Cell) => string,
  ours: (text: string) => string,
): string =>
  `<table>\n${rows.map(([label, value]) => `<tr><th align="left">${ours(label)}</th><td>${cell(value)}</td></tr>`).join('\n')}\n</table>`;

/** The summary document as HTML with no blank line, so GitHub reads it as one HTML block. */
function summaryHtml(doc: SummaryDoc, redaction: Redaction): string {
  const { prepare, label } = redaction;
  const { paragraph, cell, heading } = htmlPieces(redaction);
  const table = doc.table;
  const level = doc.level ?? 2;
  return [
    `<h${level}>${doc.icon} ${heading(doc.heading)}</h${level}>`,
    ...doc.paragraphs.map((p) => `<p>${paragraph(p)}</p>`),
    ...(table
      ? [
          `<table>\n<tr>${table.headers.map((h) => `<th>${label(h)}</th>`).join('')}</tr>\n${table.rows
            .map((row) => `<tr>${row.map((value) => `<td>${cell(value)}</td>`).join('')}</tr>`)
            .join('\n')}\n</table>`,
        ]
      : []),
    ...(doc.rows.length > 0 ? [tableOfRows(doc.rows, cell, label)] : []),
    ...(doc.code
      ? [`<p>${label(doc.code.title)}</p>\n<pre><code>${prepare(doc.code.text, freeText, DETAILS_CAP)}</code></pre>`]
      : []),
    ...(doc.details
      ? [
          `<details><summary>${label(doc.details.title)}</summary>\n<pre>${prepare(doc.details.text, freeText, DETAILS_CAP)}</pre>\n</details>`,
        ]
      : []),
    ...(doc.conversation ? [conversationHtml(doc.conversation, redaction)] : []),
    ...foldsHtml(doc.folds ?? [], redaction),
    '',
  ].join('\n');
}

/** Each turn as a list item; its text as prose (no mention, no issue link) when short, else folded. */
function conversationHtml(conversation: NonNullable<SummaryDoc['conversation']>, redaction: Redaction): string {
  const { prepare } = redaction;
  const { paragraph } = htmlPieces(redaction);
  const said = (text: string): string => {
    const firstLine = text.split('\n', 1)[0] ?? '';
    if (text.length <= UNFOLDED_CAP && firstLine === text)
      return `<blockquote>${prepare(text, toProse, UNFOLDED_CAP)}</blockquote>`;
    const preview = prepare(firstLine, toProse, PREVIEW_CAP);
    // A first line the summary shows whole is not said twice: the details hold the rest.
    const whole = preview === prepare(firstLine, toProse, DETAILS_CAP);
    const rest = whole ? text.slice(firstLine.length + 1) : text;
    if (rest.trim() === '') return `<blockquote>${preview}</blockquote>`;
    return `<details><summary>${preview}</summary>\n<pre>${prepare(rest, freeText, DETAILS_CAP)}</pre>\n</details>`;
  };
  const items = conversation.turns.map((turn) => `<li>${paragraph(turn.line)}\n${said(turn.text)}</li>`);
  const note = conversation.note === undefined ? [] : [`<p>${paragraph(conversation.note)}</p>`];
  return [`<h3>${redaction.label(conversation.title)}</h3>`, ...note, '<ol>', ...items, '</ol>'].join('\n');
}

/**
 * What the runner is asked to mask for these secrets: each secret, and each line of one that has
 * several. The runner reads the log line by line and takes an ::add-mask:: value whole, so a
 * value of several lines matches no line it reads; it makes each line of a workflow's own secret
 * a mask (trimmed), and each line of a secret the step knows must be one too.
 */
function masksOf(secrets: Iterable<string>): Set<string> {
  const masks = new Set<string>();
  for (const secret of secrets) {
    masks.add(secret);
    if (!/[\r\n]/.test(secret)) continue;
    for (const line of secret.split(/[\r\n]+/)) if (line.trim() !== '') masks.add(line.trim());
  }
  return masks;
}

/**
 * The step's annotations within what the runner shows (10 of a kind): until `closing()`, one of
 * each kind is kept for the report's own; an annotation past its room is said as a log line.
 */
function createAnnotations(io: ActionIO, { prepare }: Redaction) {
  const used: Record<AnnotationLevel, number> = { notice: 0, warning: 0, error: 0 };
  let kept = 1;
  return {
    annotate(level: AnnotationLevel, message: Say, title: Say | undefined): void {
      if (used[level] >= ANNOTATIONS_PER_KIND - kept) {
        io.info(`${level}: ${prepare(message, forLogLine, MESSAGE_CAP)}`);
        return;
      }
      used[level]++;
      const text = prepare(message, forAnnotation, MESSAGE_CAP);
      const heading = title === undefined ? undefined : prepare(title, forTitle, TITLE_CAP);
      if (level === 'warning') io.warning(text, heading);
      else if (level === 'notice') io.notice(text, heading ?? '');
      else io.error(text, heading ?? '');
    },
    room: (level: AnnotationLevel): number => ANNOTATIONS_PER_KIND - used[level],
    closing: (): void => {
      kept = 0;
    },
  };
}

export function createLog(
  io: ActionIO,
  initialSecrets: string[] = [],
  /** What an output is set to, from the value given (the run's count of requests for `polls`). */
  outputValue: (name: string, value: string) => string = (_, value) => value,
): Log {
  const secrets = new Set(initialSecrets.filter((secret) => secret !== ''));
  for (const mask of masksOf(secrets)) io.setSecret(mask);
  const redaction = createRedaction(createRedact(secrets), io.words?.bind(io));
  const { redact, prepare } = redaction;
  const debugOn = io.isDebug();
  /** The warnings said, for the job summary: a user who reads only the summary sees them too. */
  const warned: Say[] = [];
  const withWarnings = (doc: SummaryDoc): SummaryDoc => {
    if (warned.length === 0) return doc;
    const more = warned.length > MAX_SUMMARY_WARNINGS ? ` (the first ${MAX_SUMMARY_WARNINGS})` : '';
    const title = `Warnings of this run: ${warned.length}${more}; the log says them in order`;
    return { ...doc, folds: [...(doc.folds ?? []), { title, paragraphs: warned.slice(0, MAX_SUMMARY_WARNINGS) }] };
  };
  const annotations = createAnnotations(io, redaction);
  const annotate = annotations.annotate;
  return {
    info: (message) => io.info(prepare(message, forLogLine, MESSAGE_CAP)),
    // The runner drops debug lines unless debug logging is on: skip their escaping and writing.
    debug: (message) => {
      if (debugOn) io.debug(prepare(message, forLogLine, MESSAGE_CAP));
    },
    notice: (message, title) => annotate('notice', message, title),
    warning: (message, title) => {
      // The summary lists it without its annotation's title: the title (a job's id) goes before it.
      warned.push(title === undefined ? message : joinMessages([title, message], ': '));
      annotate('warning', message, title);
    },
    fail: (message) => io.setFailed(prepare(message, forAnnotation, MESSAGE_CAP)),
    error: (message, title) => annotate('error', message, title),
    // Outputs keep the whole value (the report makes them single lines); only secrets go.
    output(name, value) {
      const set = redact(outputValue(name, value));
      io.setOutput(name, set);
      return set;
    },
    startGroup: (name) => io.startGroup(prepare(name, forLogLine, TITLE_CAP)),
    endGroup: () => io.endGroup(),
    summary: async (doc) => io.writeSummary(redact(summaryHtml(withWarnings(doc), redaction))),
    markup: (doc) => redact(summaryHtml(doc, redaction)),
    line: (message, limit) => prepare(message, escapeControls, limit),
    prose: (message, limit) => prepare(message, toProse, limit),
    excerpt: (text, limit) => redact(cap(redact(text), limit)),
    room: annotations.room,
    closing: annotations.closing,
    progress: (progress) => {
      if (!io.progress) return;
      const { job, status } = progress;
      io.progress({
        ...progress,
        // As a log line has them: no control character, no `##[` a runner reads.
        ...(job === undefined ? {} : { job: prepare(job, forLogLine, TITLE_CAP) }),
        ...(status === undefined ? {} : { status: prepare(status, forLogLine, 60) }),
      });
    },
  };
}
