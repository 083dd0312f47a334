/** How much of one value from the service a log line, annotation or summary cell shows. */
export const VALUE_CAP = 300;

const NAMED_CONTROLS: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Shows control characters (line breaks, Unicode line separators and C1 controls included) as
 * escapes, so no value can end a line and start a workflow command on the next.
 */
export function escapeControls(value: string): string {
  return value.replace(
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g,
    (c) => NAMED_CONTROLS[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

// An escape sequence (ours, or an HTML entity) that may straddle a cut: at most 8 characters.
const SEQUENCE = /\\u[0-9a-f]{4}|\\[nrt]|&#\d+;|&[a-z]+;/y;

/**
 * Cuts text to at most `max` characters plus a marker, never inside an escape sequence or a
 * surrogate pair. Only the few characters before the cut are examined, so a cut costs the same
 * whatever the text's length.
 */
export function cap(text: string, max = VALUE_CAP): string {
  if (text.length <= max) return text;
  let end = max;
  for (let start = end - 1; start >= Math.max(0, end - 7); start--) {
    const c = text[start];
    if (c !== '\\' && c !== '&') continue;
    SEQUENCE.lastIndex = start;
    const sequence = SEQUENCE.exec(text);
    if (sequence && start + sequence[0].length > end) end = start;
    break;
  }
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}… [cut: ${thousands(text.length)} characters in all]`;
}

/** `12,345`: written by hand, as toLocaleString's first call loads ICU's data (about 25 ms). */
export function thousands(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A value from the service, ready for one log line: escaped, then capped. */
export function oneLine(value: string, maxLength = VALUE_CAP): string {
  return cap(escapeControls(value), maxLength);
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '|': '&#124;',
  '[': '&#91;',
  ']': '&#93;',
  '*': '&#42;',
  _: '&#95;',
  '`': '&#96;',
  '\\': '&#92;',
  '!': '&#33;',
  '#': '&#35;',
  '~': '&#126;',
  ':': '&#58;',
  $: '&#36;',
  '@': '&#64;',
};

/** Escapes text for the job summary, where markdown and HTML both apply. */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"'|[\]*_`\\!#~:$@]/g, (c) => HTML_ENTITIES[c] ?? c);
}

/** Escapes a checked URL for an HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}

/** The value as an http(s) URL, or undefined when it is anything else. */
export function httpUrl(value: string | null | undefined): URL | undefined {
  if (!value || /[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value)) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The error's message, for a log line; never its stack. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * JSON on one line that no reader splits: JSON.stringify escapes the C0 controls; the C1 controls
 * and Unicode line separators are escaped here too, as JSON allows.
 */
export function oneLineJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
