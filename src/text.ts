/**
 * Makes a value from the service safe for one log line: control characters (line breaks
 * included) are shown escaped, so no value can start a line with a workflow command.
 */
export function oneLine(value: string, maxLength = 300): string {
  const escaped = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  return escaped.length > maxLength ? `${escaped.slice(0, maxLength - 3)}...` : escaped;
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
};

/** Escapes a value for the job summary, where markdown and HTML both apply. */
export function escapeMarkup(value: string): string {
  return oneLine(value, 500).replace(/[&<>"'|[\]*_`\\!#~:]/g, (c) => HTML_ENTITIES[c] ?? c);
}

/** Escapes a checked URL for an HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}

/** The value as an http(s) URL, or undefined when it is anything else. */
export function httpUrl(value: string | null | undefined): URL | undefined {
  if (!value || /[\s\u0000-\u001f]/.test(value)) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}
