/**
 * The one redaction: what the log runs first and last on every surface, and what the service
 * client and the GitHub client run on everything they send. A secret is hidden whole, and so is
 * any piece of it: its start, once it runs PIECE_CHARS characters past the format's public prefix
 * (`mint_`, `ghs_`, `github_pat_`), as a commit subject keeps the first line of a key that was
 * wrapped, or a title keeps what fits; and any run of RUN_CHARS of its characters past that
 * prefix, wherever it starts, as a service that echoes the key's end, or a cut from the left,
 * leaves it. Each in every
 * form an escaper of the log writes it (raw, control characters escaped, HTML and markdown
 * entities, URL-encoded, JSON-escaped). Shorter runs are not looked for: a run of a word or of
 * digits that short is as likely to be anyone's text (a test key's `0123456789`, a token's `Workflow`).
 * And any value of a secret's format, whoever's it is.
 */
import unhomoglyph from 'unhomoglyph';
import { escapeAttribute, escapeControls, escapeMarkup } from './text.ts';

export const REDACTED = '***';

/** The start of a secret that runs this many characters past its public prefix is a piece of it. */
export const PIECE_CHARS = 6;

/** A run of this many of a secret's characters, wherever it starts, is a piece of it. */
export const RUN_CHARS = 12;

/** A key's end this long is a piece of it: a key shown "masked" by its start and its end gives away both. */
export const END_CHARS = 8;

/**
 * The public start of each secret's format (the admin key's `mint_`, GitHub's and GitLab's token
 * kinds): it says what kind a value is, not which one, so a piece must run past it.
 */
const PUBLIC_PREFIX =
  /^(?:mint_(?:dsc_|us_)?|gh[pousr]_|github_pat_|gl(?:pat|dt|ptt|rtr?|cbt|imt|oas|soat|ffct|ft|agent)-|GR1348941)/;

/**
 * Redacts text: every secret and every piece of one, as `***`. `spans`, where the redaction made
 * it: each `[start, end)` of the text that a secret or piece covers.
 */
export interface Redact {
  (text: string): string;
  spans?: (text: string) => Array<[number, number]>;
}

const toHtml = (text: string): string => escapeMarkup(escapeControls(text));
/** Text that GitHub shows as is, in a link or as prose: an `@` cannot mention anyone (`@org/team`). */
export const toLinkText = (text: string): string => toHtml(text).replace(/&#64;/g, '&#64;&#8203;');
/** A route of GitLab's that its notes read as a reference (`…/-/merge_requests/12`), its `_` escaped as toLinkText writes it. */
const GITLAB_REFERENCE_ROUTE =
  /\/-\/(?=(?:merge&#95;requests|issues|work&#95;items|epics|snippets|commit|milestones|alert&#95;management)\/)/g;
/** GitLab's extended reference (`[work_item:group/project/12]`), its kind's name escaped as toLinkText writes it. */
const GITLAB_EXTENDED_REFERENCE =
  /&#91;(?=(?:work&#95;item|issue|epic|merge&#95;request|snippet|milestone|iteration|vulnerability|commit|label|alert|wiki&#95;page)&#58;)/gi;
/**
 * Prose outside code and links: also no `#123`, `owner/repo#123` or `GH-123` becomes a link to an
 * issue of the repository the comment or check run is on, and no `www.host` a link to that host
 * (GitHub's www autolink; `https://` is none, its colon an entity); nor, in a GitLab note, a
 * reference to another project's merge request (`!12`), epic (`&3`), label (`~x`) or snippet
 * (`$12`), nor one written as its URL (GitLab's `…/-/merge_requests/12`, `/-/commit/…`: GitLab
 * reads entities first) or as an extended reference (`[work_item:group/project/12]`), any of which
 * would post a "mentioned in" note there as the token's account. A zero-width space breaks each;
 * any other URL in a message copies whole (GitHub's; an npm tarball's `/-/`; GitLab's older routes
 * without `/-/`, which look as GitHub's do and are left whole).
 */
export const toProse = (text: string): string =>
  toLinkText(text)
    .replace(/&#35;/g, '&#35;&#8203;')
    .replace(/(&#33;|&amp;|&#36;)(?=\d)|&#126;(?=[\p{L}\p{N}_"&])/gu, (sign: string) => `${sign}&#8203;`)
    .replace(/\b(GH)-(?=\d)/gi, '$1&#8203;-')
    .replace(/\b(www)\./gi, '$1&#8203;.')
    .replace(GITLAB_REFERENCE_ROUTE, '/-&#8203;/')
    .replace(GITLAB_EXTENDED_REFERENCE, '&#91;&#8203;');

/** The text as each escaper of the log may write it. */
function formsOf(text: string): string[] {
  let encoded: string[] = [];
  try {
    encoded = [encodeURIComponent(text)];
  } catch {
    // A lone surrogate has no URL encoding: no surface can show it URL-encoded either.
  }
  return [
    text,
    escapeControls(text),
    escapeMarkup(text),
    escapeAttribute(text),
    escapeMarkup(escapeControls(text)),
    toLinkText(text),
    toProse(text),
    ...encoded,
    // As it stands inside a JSON string, such as a response body in the debug log.
    JSON.stringify(text).slice(1, -1),
  ];
}

/**
 * Each start of the secret that runs at least PIECE_CHARS characters (whole code points) past its
 * public prefix. The start is the secret's first character that is not white space: a key passed
 * as ` mint_…` is still cut from `mint_`, and the text before it keeps its space.
 */
function piecesOf(secret: string): string[] {
  const trimmed = secret.trim();
  const chars = [...trimmed];
  const prefix = [...(PUBLIC_PREFIX.exec(trimmed)?.[0] ?? '')].length;
  const pieces: string[] = [];
  for (let end = prefix + PIECE_CHARS; end < chars.length; end++) pieces.push(chars.slice(0, end).join(''));
  // A key of a known format: its end too, as "masked" keys show it (`mint_ab…cdef0123`).
  if (prefix > 0 && chars.length - prefix > END_CHARS) pieces.push(chars.slice(-END_CHARS).join(''));
  // Every run of RUN_CHARS past the public prefix, and one that starts inside it once PIECE_CHARS
  // of the secret's own characters follow (`_demo0123456`), as its start would be: overlapping
  // runs cover a longer one whole, so a run of any length is hidden.
  for (let start = Math.max(0, prefix - (RUN_CHARS - PIECE_CHARS)); start + RUN_CHARS <= chars.length; start++)
    pieces.push(chars.slice(start, start + RUN_CHARS).join(''));
  return pieces;
}

/**
 * A trie of every form of every secret and piece: one walk from each position of a text finds them
 * all. It is keyed case folded: the forms of a random key (a format with a public prefix: `mint_`,
 * `ghs_`) match in any case, since the key up to its case is the key to anyone who tries the cases
 * of its letters (a service that upper-cases a field); any other secret's (a proxy password, which
 * may start with a word) only as written, so ordinary words stay. Its edges are one map, keyed by
 * node and folded code point (node 0 is the root): tens of thousands of nodes, and no object each.
 */
interface Trie {
  edges: Map<number | string, number>;
  /** The nodes where a form that matches in any case ends. */
  anyCase: Set<number>;
  /** The forms that end at a node and match only as written. */
  exact: Map<number, Set<string>>;
}

const fold = (char: string): string => char.toLowerCase();

/** A form, and whether it matches in any case. */
type Form = [form: string, anyCase: boolean];

/**
 * An edge's key: a small integer for an ASCII code point (a fast key, and nearly every character of
 * a form is one), a string for any other.
 */
const edgeOf = (node: number, codePoint: number): number | string =>
  codePoint < 0x80 ? node * 0x80 + codePoint : `${node}:${codePoint}`;

const asciiFolded = (codePoint: number): number => (codePoint >= 65 && codePoint <= 90 ? codePoint + 32 : codePoint);
const codePointsOf = (text: string): number[] => [...text].map((char) => char.codePointAt(0) ?? 0);

/** The node a code point of a text leads to from `node`, its case folded; undefined where no form goes on. */
function stepFrom(trie: Trie, node: number, codePoint: number): number | undefined {
  // ASCII, as nearly every character is: folded without making a string.
  if (codePoint < 0x80) return trie.edges.get(node * 0x80 + asciiFolded(codePoint));
  let at: number | undefined = node;
  for (const point of codePointsOf(fold(String.fromCodePoint(codePoint)))) {
    at = trie.edges.get(edgeOf(at, point));
    if (at === undefined) return undefined;
  }
  return at;
}

function trieOf(forms: Iterable<Form>): Trie {
  const trie: Trie = { edges: new Map(), anyCase: new Set(), exact: new Map() };
  let nodes = 1;
  // Most escapers leave a piece as it is: each form goes in once.
  const unique = new Map<string, boolean>();
  for (const [form, anyCase] of forms) unique.set(form, anyCase || unique.get(form) === true);
  for (const [form, anyCase] of unique) {
    if (form === '') continue;
    let node = 0;
    // Each character folded alone, as a walk folds the text's.
    for (let at = 0; at < form.length;) {
      const codePoint = form.codePointAt(at) ?? 0;
      at += codePoint > 0xffff ? 2 : 1;
      const folded = codePoint < 0x80 ? [asciiFolded(codePoint)] : codePointsOf(fold(String.fromCodePoint(codePoint)));
      for (const point of folded) {
        const edge = edgeOf(node, point);
        let next = trie.edges.get(edge);
        if (next === undefined) trie.edges.set(edge, (next = nodes++));
        node = next;
      }
    }
    if (anyCase) trie.anyCase.add(node);
    else trie.exact.set(node, (trie.exact.get(node) ?? new Set()).add(form));
  }
  return trie;
}

/** The end of the longest form that starts at `start`, or `start` when none does. */
function longestAt(trie: Trie, text: string, start: number): number {
  let node: number | undefined = 0;
  let end = start;
  for (let at = start; at < text.length;) {
    const codePoint = text.codePointAt(at) ?? 0;
    node = stepFrom(trie, node, codePoint);
    if (node === undefined) break;
    at += codePoint > 0xffff ? 2 : 1;
    if (trie.anyCase.has(node) || trie.exact.get(node)?.has(text.slice(start, at))) end = at;
  }
  return end;
}

/**
 * A text as read once an encoding that came before it is undone, each of its characters mapped to
 * the span of the text it came from: white space and its escapes taken out (a key wrapped
 * across lines, or split by spaces), `%XX` bytes and `\uXXXX` escapes decoded (a service or a link that encoded the key
 * itself, character by character).
 */
interface Decoder {
  /** Each encoded unit, found anywhere (`all`) or at a position (`at`, sticky). */
  all: RegExp;
  at: RegExp;
  decode(unit: string): string;
  /** Each unit decodes to nothing (white space): the native replace is the fast one. */
  drop?: true;
  /** Read only a text this finds in (a run long enough to hold a piece of a secret). */
  gate?: RegExp;
}

const decoderOf = (unit: string, decode: (unit: string) => string, drop?: true): Decoder => ({
  all: new RegExp(unit, 'gu'),
  at: new RegExp(unit, 'yu'),
  decode,
  ...(drop ? { drop } : {}),
});

// White space, control characters (U+0085 NEXT LINE too), characters that show nothing (format
// characters: zero-width, soft hyphen, tags; Hangul fillers, the braille blank; every combining
// mark and variation selector), or an escape of white space as a JSON string or the log's escapers
// write it, its backslash doubled too (JSON inside a JSON string).
// A terminal's sequences are taken out whole: a coloured or linked message splits a secret by more
// than the ESC alone. A control sequence (ESC `[` ... a final letter, or its one-byte CSI: a colour);
// a control string (ESC `]`, `P`, `X`, `^` or `_` ... BEL or ESC `\`: a hyperlink, a title), its
// body bounded and free of the ESC and C1 starts, so a scan stops at the next one; any other escape
// (ESC, intermediates, a final byte: `tput sgr0`'s ESC `(B`).
const SPACE = decoderOf(
  String.raw`(?:(?:\u001B[\]PX^_]|[\u009D\u0090\u0098\u009E\u009F])[^\u0007\u001B\u009C\u009D\u0090\u0098\u009E\u009F]{0,2048}(?:\u0007|\u001B\\|\u009C)|(?:\u001B\[|\u009B)[0-?]*[ -/]*[@-~]|\u001B[ -/]*[0-~]|[\s\p{Cc}\p{M}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]|(?<!\\)\\+[nrtfbv])+`,
  () => '',
  true,
);

/** A run of `%XX` bytes, read as UTF-8 (as a browser reads a link), or byte by byte when it is not UTF-8. */
function percentDecoded(unit: string): string {
  try {
    return decodeURIComponent(unit);
  } catch {
    return unit.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
}
const PERCENT = decoderOf('(?:%[0-9A-Fa-f]{2})+', percentDecoded);
const UNICODE = decoderOf(String.raw`(?<!\\)\\+u[0-9A-Fa-f]{4}`, (unit) =>
  String.fromCharCode(parseInt(unit.slice(-4), 16)),
);

/** The character of a code point written in hex, or the escape as written when it is none. */
function codePoint(hex: string, escape: string): string {
  const code = parseInt(hex, 16);
  return code <= 0x10ffff ? String.fromCodePoint(code) : escape;
}

/**
 * An escape's character: `%XX` bytes, quoted-printable `=XX`, `\\uXXXX`, `\\u{X}`, `\\x{X}`,
 * `\\UXXXXXXXX`, `U+XXXX`, `\\xXX`, octal `\\ooo`, an HTML entity by number (its `;` optional,
 * as HTML reads it).
 */
function unescaped(escape: string): string {
  // An escape inside a JSON string has its backslash doubled (or more, nested deeper).
  const unit = escape.replace(/^\\+/, '\\');
  if (unit.startsWith('%')) return percentDecoded(unit);
  if (/^\\[ux]\{/.test(unit)) return codePoint(unit.slice(3, -1), unit);
  if (/^(?:\\U|U\+)/.test(unit)) return codePoint(unit.slice(2), unit);
  if (unit.startsWith('=')) return String.fromCharCode(parseInt(unit.slice(1), 16));
  if (/^\\[0-7]/.test(unit)) return String.fromCharCode(parseInt(unit.slice(1), 8));
  if (unit.startsWith('\\')) return String.fromCharCode(parseInt(unit.slice(2), 16));
  const code = /^&#x/i.test(unit) ? parseInt(unit.slice(3), 16) : parseInt(unit.slice(2), 10);
  return code <= 0x10ffff ? String.fromCodePoint(code) : unit;
}
// An octal escape is one to three digits, at most `\\377` (C's `\\%o`, Python and JavaScript write `0` as `\\60`).
const ESCAPE_UNITS = String.raw`(?:%[0-9A-Fa-f]{2})+|U\+[0-9A-Fa-f]{4,6}|(?<!\\)\\+(?:u[0-9A-Fa-f]{4}|[ux]\{[0-9A-Fa-f]{1,6}\}|U[0-9A-Fa-f]{8}|x[0-9A-Fa-f]{2}|[0-3][0-7]{2}|[0-7]{1,2})|&#[0-9]{1,7};?|&#[xX][0-9A-Fa-f]{1,6};?`;
const ESCAPES = decoderOf(`${ESCAPE_UNITS}|=[0-9A-Fa-f]{2}`, unescaped);
/** The same but quoted-printable's `=6D`: a key split by `=` before two of its hex characters (`%5F=demo0`) is a split. */
const ESCAPES_BUT_EQUALS = decoderOf(ESCAPE_UNITS, unescaped);
/** CSS's escapes (`\\6d \\69 `): one to six hex digits and the one space that may end them. */
const CSS_ESCAPES = decoderOf(String.raw`(?<!\\)\\[0-9A-Fa-f]{1,6} ?`, (unit) => codePoint(unit.slice(1).trim(), unit));
/**
 * Unicode tag characters (U+E0020..U+E007E), each the invisible twin of an ASCII character: read as
 * the character it stands for (before SPACE drops them as characters that show nothing).
 */
const TAGS = decoderOf('[\\u{E0020}-\\u{E007E}]', (char) => String.fromCharCode((char.codePointAt(0) ?? 0) - 0xe0000));
/** Small capitals, which neither NFKC nor Unicode's confusables read as the letters they show. */
const SMALL_CAPITALS: Record<string, string> = Object.fromEntries(
  [...'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡʏᴢ'].map((char, i) => [char, 'abcdefghijklmnopqrstuvwyz'[i] ?? char]),
);

/**
 * A look-alike letter or digit read as the ASCII one it shows: fullwidth and mathematical bold as
 * NFKC reads them, Cyrillic and Greek ones (`е`, `о`, `а`) as Unicode's confusables do, small capitals.
 */
function lookalikeRead(char: string): string {
  const folded = char.normalize('NFKC');
  if (/^[\x00-\x7F]*$/.test(folded)) return folded;
  const skeleton = SMALL_CAPITALS[folded] ?? unhomoglyph(folded);
  // `_` too: a key's own (`ߺ`, U+07FA, for `mint_`).
  return /^[A-Za-z0-9_]$/.test(skeleton) ? skeleton : folded;
}
const LOOKALIKE = decoderOf('[^\\x00-\\x7F]', lookalikeRead);
/** What splits a secret's hex bytes (`6d:69`, `0x6d,0x69`, `\\x6d\\x69`): taken out before a byte. */
const HEX_SEPARATOR = String.raw`(?:[:,;\-]?(?:0[xX]|\\[xX])|[:,;\-])`;
const HEX_SPLIT: Decoder = {
  ...decoderOf(`${HEX_SEPARATOR}(?=[0-9A-Fa-f]{2})`, () => '', true),
  // Six bytes split at least (a piece of a secret is longer): a date's `2026-11-28` is not read so.
  gate: new RegExp(`[0-9A-Fa-f]{2}(?:${HEX_SEPARATOR}[0-9A-Fa-f]{2}){5}`),
};

/**
 * What splits a secret's characters or groups (`m-i-n-t`, `m+i+n+t`, `m·i·n·t`, `mint_demo0—12345`):
 * any punctuation or symbol, ASCII or not, taken out between two letters or digits.
 */
// Up to three in a row: a split on either side of the key's own `_` (`mint-_-demo0`).
const SPLIT_CHAR = '[!-\\/:-@\\[-`{-~\\p{P}\\p{S}]';
const SPLIT_CHARS = `${SPLIT_CHAR}{1,3}`;
const SPLIT: Decoder = {
  ...decoderOf(`(?<=[A-Za-z0-9])${SPLIT_CHARS}(?=[A-Za-z0-9])`, () => '', true),
  // One split is enough: a piece of 12 in two groups of six, the key's end in two of four.
  gate: new RegExp(`[A-Za-z0-9]${SPLIT_CHARS}[A-Za-z0-9]`, 'u'),
};

/**
 * The split reading that keeps a key's own `_`: a run of separators holding one reads as `_`, even
 * with no letter or digit before it, so a run of a key that starts at its `_` (`_-demo0123456`,
 * `x _WKbsDE, 5kGZo y`) keeps its first character. The plain split reading takes the `_` out
 * with the rest (`m_i_n_t`), which such a run needs too.
 */
const SPLIT_KEEPING_UNDERSCORE: Decoder = {
  ...decoderOf(`(?:(?<=[A-Za-z0-9])${SPLIT_CHARS}|${SPLIT_CHAR}{0,3}_${SPLIT_CHAR}{0,3})(?=[A-Za-z0-9])`, (run) =>
    run.includes('_') ? '_' : '',
  ),
  gate: new RegExp(`_${SPLIT_CHAR}{0,3}[A-Za-z0-9]`, 'u'),
};

/**
 * What lies between two items of a list: a comma, brackets around it (nested lists), or a comma
 * and the next value's key (a list written as an object, `{"0":"mint_d","1":"emo012"}`).
 */
const LIST_SEPARATOR = String.raw`(?:(?:\]\s*)+,\s*(?:\[\s*)+|,(?:\s*\\*["'][^"'\\\n]{0,40}\\*["']\s*:)?)`;

/**
 * A secret as a list of its characters or of its groups of up to six (`["m","i",...]`,
 * `['mint_d', 'emo012', ...]`, an object's values too): the quotes and commas between them out.
 */
const CHARACTER_LIST: Decoder = {
  // Nested lists too (`[[["mint_d"]],[["emo012"]]]`, pairs of groups), and quotes JSON-escaped (a
  // body in the debug log): the quotes, commas and brackets between them out.
  ...decoderOf(String.raw`(?<=[A-Za-z0-9_])\\*["']\s*${LIST_SEPARATOR}\s*\\*["'](?=[A-Za-z0-9_])`, () => '', true),
  // From a quote's first backslash only: a long run of backslashes is scanned once, not from each.
  gate: new RegExp(String.raw`(?<!\\)(?:\\*["'][A-Za-z0-9_]{1,6}\\*["']\s*${LIST_SEPARATOR}\s*){2}\\*["'][A-Za-z0-9_]`),
};

/** A secret's bytes as decimal numbers (`[109,105,110,...]`, a Buffer as JSON): each number read as its byte. */
const DECIMAL_BYTES: Decoder = {
  // Split by commas or semicolons, on one line or one a line (a pretty-printed buffer), or by spaces.
  ...decoderOf(String.raw`\d{1,3}(?:\s*[,;]\s*|\s+)?`, (unit) => {
    const byte = parseInt(unit, 10);
    // A zero byte is UTF-16's high half of an ASCII letter (`109,0,105,0`): nothing to read.
    if (byte === 0) return '';
    return byte <= 255 ? String.fromCharCode(byte) : unit;
  }),
  // Six numbers in a row at least (a piece of a secret is longer): a date or a version is not read so.
  gate: /\d{1,3}(?:(?:\s*[,;]\s*|\s+)\d{1,3}){5}/,
};

/** A secret's bytes as octal numbers split by white space (`155 151 156`, as `od -b` prints them, or unpadded `60`). */
const OCTAL_BYTES: Decoder = {
  ...decoderOf(String.raw`(?<![0-9])[0-3]?[0-7]{1,2}(?![0-9])\s*`, (unit) => String.fromCharCode(parseInt(unit, 8))),
  gate: /(?<![0-9])[0-3]?[0-7]{1,2}(?:\s+[0-3]?[0-7]{1,2}){5}/,
};

/**
 * A secret's bytes as binary numbers, eight bits each: joined, or split by white space or by any
 * punctuation (one to three of it, as the key's own characters may be), `0b`-prefixed or quoted
 * too (`01101101 01101001`, `0b01101101,0b01101001`, a list, `01101101-01101001`).
 */
const BINARY_BYTE = String.raw`["'\x60]?(?:0[bB])?[01]{8}["'\x60]?`;
const BINARY_SEPARATOR = String.raw`(?:\s*[^\w\s]{1,3}\s*|\s+)`;
const BINARY_BYTES: Decoder = {
  // A separator is read as nothing only between two bytes: white space after the last is the text's.
  ...decoderOf(String.raw`${BINARY_BYTE}|(?<=[01]["'\x60]?)${BINARY_SEPARATOR}(?=${BINARY_BYTE})`, (unit) => {
    const bits = /[01]{8}(?=["'\x60]?$)/.exec(unit)?.[0];
    return bits === undefined ? '' : String.fromCharCode(parseInt(bits, 2));
  }),
  gate: new RegExp(String.raw`(?<![0-9])(?:${BINARY_BYTE}${BINARY_SEPARATOR}?){6}`),
};

/**
 * Text in ROT13, the everyday way to "hide" it from a casual reader: read back, in any case. Read
 * a run of letters at once, but mapped back letter by letter: a find starts and ends where its
 * letters do, not at the run's ends (a word before it in another value of a JSON answer).
 */
const ROT13: Decoder = { all: /[A-Za-z]+/g, at: /[A-Za-z]/y, decode: (letters) => rot13(letters) };

/**
 * The readings of a text: each decoder alone, and all stacked in the order an encoder and a
 * wrapper leave them (white space out, even inside an escape a wrap split; the escapes decoded;
 * look-alikes and tag characters read as letters; the line breaks they held out); and hex bytes split apart, joined.
 */
const READINGS: Decoder[][] = [
  [SPACE],
  [PERCENT],
  [UNICODE],
  [TAGS, SPACE, ESCAPES, TAGS, LOOKALIKE, SPACE],
  // The same, escapes undone twice (a link in a link), then a split or a list of groups undone
  // (`mint_d%2C%20emo012`, in tag characters); and bytes as decimal numbers so encoded.
  [TAGS, SPACE, ESCAPES, ESCAPES, TAGS, LOOKALIKE, SPACE, CHARACTER_LIST, SPLIT],
  [TAGS, ESCAPES, ESCAPES, TAGS, LOOKALIKE, DECIMAL_BYTES],
  // A pretty-printed buffer inside a JSON string (`[\\n  109,\\n  105`): its escaped line breaks out.
  [SPACE, DECIMAL_BYTES],
  [SPACE, HEX_SPLIT],
  [DECIMAL_BYTES],
  [OCTAL_BYTES],
  [BINARY_BYTES],
  [ROT13],
  [CSS_ESCAPES],
  [SPLIT],
  // Split by a separator and white space (`mint_d-` wrapped a line, `mint_d, emo012, ...`).
  [SPACE, SPLIT],
  [CHARACTER_LIST],
  [PERCENT, PERCENT],
  // Last: a text one of these reads as (a list's groups joined) is searched with keys' shapes by
  // a reading before them, and once only.
  [SPLIT_KEEPING_UNDERSCORE],
  [SPACE, SPLIT_KEEPING_UNDERSCORE],
  // The `_` encoded, or a look-alike, before the split (`%5F-demo0`, `&#95;.`, `＿－ｄｅｍｏ`); a split
  // by `=` too, which quoted-printable would read with the key's next two characters (`%5F=demo0`).
  [TAGS, SPACE, ESCAPES, ESCAPES, TAGS, LOOKALIKE, SPACE, CHARACTER_LIST, SPLIT_KEEPING_UNDERSCORE],
  [TAGS, SPACE, ESCAPES_BUT_EQUALS, ESCAPES_BUT_EQUALS, TAGS, LOOKALIKE, SPACE, SPLIT],
  [TAGS, SPACE, ESCAPES_BUT_EQUALS, ESCAPES_BUT_EQUALS, TAGS, LOOKALIKE, SPACE, SPLIT_KEEPING_UNDERSCORE],
  [CSS_ESCAPES, SPLIT_KEEPING_UNDERSCORE],
];

/** Where each UTF-16 unit of the decoded text came from in `text`: its start and its end. */
function sourcesOf(text: string, { at: unit, decode }: Decoder): { from: number[]; to: number[] } {
  const from: number[] = [];
  const to: number[] = [];
  for (let at = 0; at < text.length;) {
    unit.lastIndex = at;
    const found = unit.exec(text)?.[0];
    const read = found === undefined ? 1 : decode(found).length;
    const end = at + (found?.length ?? 1);
    for (let i = 0; i < read; i++) {
      from.push(at);
      to.push(end);
    }
    at = end;
  }
  return { from, to };
}

/** A text under a decoder: itself when the decoder finds nothing to undo. */
function decodedBy(text: string, decoder: Decoder): string {
  if (decoder.gate && !decoder.gate.test(text)) return text;
  decoder.all.lastIndex = 0;
  if (!decoder.all.test(text)) return text;
  return decoder.drop ? text.replace(decoder.all, '') : text.replace(decoder.all, decoder.decode);
}

/**
 * The spans of `text` that `find` covers once a reading has undone its encodings: the decoded text
 * is searched, and only a find is mapped back, stage by stage (most texts hold none).
 */
function decodedSpans(
  text: string,
  find: (decoded: string, shapes: boolean) => Array<[number, number]>,
): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  // A reading that comes to a text another reading searched finds nothing more (most stack nothing).
  const searched = new Set([text]);
  for (const reading of READINGS) {
    const stages = [text];
    for (const decoder of reading) stages.push(decodedBy(stages[stages.length - 1] ?? text, decoder));
    const last = stages[stages.length - 1] ?? text;
    if (searched.has(last)) continue;
    searched.add(last);
    // A key's shape is not looked for where the `_` was kept across separators: a key shown
    // masked (`mint_demo0…56789abcdef`) would read as one, and its start is no secret.
    let found = find(last, !reading.includes(SPLIT_KEEPING_UNDERSCORE));
    for (let stage = reading.length - 1; stage >= 0 && found.length > 0; stage--) {
      const before = stages[stage] ?? text;
      const decoder = reading[stage];
      if (decoder === undefined || stages[stage + 1] === before) continue;
      const { from, to } = sourcesOf(before, decoder);
      found = found.map(([start, end]) => [from[start] ?? 0, to[end - 1] ?? before.length]);
    }
    // One by one: a text that echoes a secret thousands of times finds more spans than a call may take arguments.
    for (const span of found) spans.push(span);
  }
  return spans;
}

/**
 * The base64 of a secret and of its runs, as a service or a header may carry it: at each of the
 * three byte alignments, in both alphabets, every run of BASE64_RUN_CHARS of the whole groups.
 */
const BASE64_RUN_CHARS = 16;
function base64FormsOf(secret: string, encoding: 'utf8' | 'utf16le' = 'utf8', step = 1): string[] {
  const bytes = Buffer.from(secret.trim(), encoding);
  const forms: string[] = [];
  for (let skip = 0; skip < 3; skip++) {
    const whole = bytes.subarray(skip, skip + Math.floor((bytes.length - skip) / 3) * 3);
    for (const encoded of [whole.toString('base64'), whole.toString('base64url')])
      for (let start = 0; start + BASE64_RUN_CHARS <= encoded.length; start += step)
        forms.push(encoded.slice(start, start + BASE64_RUN_CHARS));
  }
  // The whole secret's, however short (a proxy's `user:password` as a Basic header carries it).
  const padded = bytes.toString('base64');
  const whole = padded.replace(/=+$/, '');
  if (whole.length >= BASE64_WHOLE_CHARS) forms.push(whole, bytes.toString('base64url'));
  // Shorter, it is found as a header holds it, or with its padding: either is no one's word.
  else if (whole.length > 0) forms.push(`Basic ${whole}`, ...(padded === whole ? [] : [padded]));
  return forms;
}

/** A whole secret's base64 shorter than this is as likely anyone's text. */
const BASE64_WHOLE_CHARS = 8;

/** RFC 4648's base32 alphabet: upper case, no padding (the trie folds case). */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + BASE32[(value << (5 - bits)) & 31] : out;
}

/**
 * The base32 of a secret and of its runs: at each of the five byte alignments, every run of
 * BASE64_RUN_CHARS of the whole groups; and the whole secret's.
 */
function base32FormsOf(secret: string): string[] {
  const bytes = Buffer.from(secret.trim(), 'utf8');
  const forms = [base32(bytes)];
  for (let skip = 0; skip < 5; skip++) {
    const encoded = base32(bytes.subarray(skip, skip + Math.floor((bytes.length - skip) / 5) * 5));
    // Runs from each whole group of eight: a run three groups long holds one, wherever it is cut.
    for (let start = 0; start + BASE64_RUN_CHARS <= encoded.length; start += 8)
      forms.push(encoded.slice(start, start + BASE64_RUN_CHARS));
  }
  return forms;
}

/** Written backwards, character by character: a secret and its pieces as a reversing echo leaves them. */
const reversed = (text: string): string => [...text].reverse().join('');
/**
 * The ROT13 of a secret's pieces, as written (folded, a key's `CDEF` would be `PQRS`); a key of a
 * known format's upper- and lower-cased and backwards too: searched under every reading (spaced,
 * split, look-alikes), where the ROT13 reading alone reads only a text that is ROT13 and nothing else.
 */
const rot13Forms = (pieces: string[], anyCase: boolean): string[] => [
  ...new Set(
    (anyCase ? pieces.flatMap((piece) => [piece, piece.toUpperCase(), piece.toLowerCase()]) : pieces).flatMap(
      (piece) => [rot13(piece), ...(anyCase ? [rot13(reversed(piece))] : [])],
    ),
  ),
];
const rot13 = (text: string): string =>
  text.replace(/[A-Za-z]/g, (c) =>
    String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 84) % 26) + (c <= 'Z' ? 65 : 97)),
  );

/**
 * A secret or piece as the split reading leaves it: that reading takes out the secret's own
 * separators too (the `_` of `mint_`, a `github_pat_` token's), so a split piece reads so.
 */
const unsplit = (text: string): string => text.replace(SPLIT.all, '');

/** The base64 of a key's start and end pieces, whole (a piece's bytes end mid-group: no run of a longer encoding holds it). */
const wholeBase64 = (piece: string): string[] => {
  const encoded = Buffer.from(piece, 'utf8').toString('base64').replace(/=+$/, '');
  return encoded.length >= BASE64_WHOLE_CHARS ? [encoded, encoded.replace(/\+/g, '-').replace(/\//g, '_')] : [];
};

/**
 * The hexadecimal of a secret's bytes and of its runs (either case: the trie folds it), as a
 * debugging service may dump it: every run of RUN_CHARS bytes, whole bytes only.
 */
function hexFormsOf(secret: string, encoding: 'utf8' | 'utf16le' = 'utf8'): string[] {
  const hex = Buffer.from(secret.trim(), encoding).toString('hex');
  // A run of RUN_CHARS characters, from a character's first byte: two bytes each in UTF-16.
  const width = encoding === 'utf16le' ? 4 : 2;
  const run = RUN_CHARS * width;
  const forms = [hex];
  for (let start = 0; start + run <= hex.length; start += width) forms.push(hex.slice(start, start + run));
  return forms;
}

/**
 * A value of a secret's format, whoever's it is (an admin key pasted as `project-id`, a GitHub or
 * GitLab token in a commit subject or a `/docs` note): hidden as a secret is, as GitHub's secret scanning would flag it. A whole word
 * only, holding a digit, as random keys do: `peppermint_developer_portal` is anyone's text. A GitLab
 * token's kind (`glpat-`, 20 characters or more after it) is rare enough in prose to need none:
 * about one in thirty of its random tails holds no digit.
 */
const SECRET_SHAPE =
  /(?:(?<![A-Za-z0-9_])|(?<=\\[nrt]|%[0-9A-Fa-f]{2}|\\u[0-9A-Fa-f]{4}))(?:(?:mint_(?:dsc_|us_)?|gh[pousr]_)(?=[A-Za-z]*\d)[A-Za-z0-9]{16,}|github_pat_(?=[A-Za-z_]*\d)[A-Za-z0-9_]{22,}|gl(?:pat|dt|ptt|rtr?|cbt|imt|oas|soat|ffct|ft|agent)-[A-Za-z0-9_-]{20,}(?:\.[A-Za-z0-9_-]+)*|GR1348941[A-Za-z0-9_-]{20,})(?![A-Za-z0-9_-])/g;

/** Each span of the text that has a secret's shape. */
function shapedSpans(text: string, spans: Array<[number, number]>, shapes = true): Array<[number, number]> {
  if (!shapes) return spans;
  for (const shaped of text.matchAll(SECRET_SHAPE)) spans.push([shaped.index, shaped.index + shaped[0].length]);
  return spans;
}

/** Each span `[start, end)` of the text that a form covers. */
function spansIn(root: Trie, starts: Set<string | undefined>, text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (let at = 0; at < text.length; at++) {
    if (!starts.has(fold(text[at] ?? ''))) continue;
    const end = longestAt(root, text, at);
    if (end > at) spans.push([at, end]);
  }
  return spans;
}

/**
 * The spans found in texts read lately, up to RECENT_CHARS of text: a step redacts a few hundred
 * texts thousands of times (a link in every line, each write of its comment), and each read runs
 * every reading whatever its length. A text with more than RECENT_SPANS is not kept: a body that
 * echoes a secret has a span from nearly every character, and memory must not hold them.
 */
const RECENT_CHARS = 1 << 20;
const RECENT_SPANS = 64;
function recentlyRead() {
  const spans = new Map<string, Array<[number, number]>>();
  let chars = 0;
  return {
    get: (text: string) => spans.get(text),
    set(text: string, found: Array<[number, number]>): void {
      if (text.length > RECENT_CHARS / 8 || found.length > RECENT_SPANS) return;
      spans.set(text, found);
      chars += text.length;
      for (const [old] of spans) {
        if (chars <= RECENT_CHARS) break;
        spans.delete(old);
        chars -= old.length;
      }
    },
  };
}

/**
 * A text that is secrets and nothing else as `redact` leaves it: past its redaction marks, no letter
 * or digit (only white space, quotes, brackets, a full stop). Sent, it would reach the job as `***`.
 */
export function onlySecrets(text: string, redact: Redact): boolean {
  const redacted = redact(text);
  const worded = /[\p{L}\p{N}]/u;
  return redacted !== text && worded.test(text) && !worded.test(redacted.replaceAll(REDACTED, ''));
}

/** The redactions made last, by their secrets: a step makes a few, of the same secrets. */
const BUILT = new Map<string, Redact>();
const BUILT_KEPT = 4;

/**
 * The redaction of these secrets. Every span that is a secret or a piece of one, in any form, is
 * covered, in the text as it is and as each view reads it; each run of covered text becomes one
 * `***`: overlapping pieces of one secret hide it whole, wherever a cut or an escaper put its edges.
 */
export function createRedact(secrets: Iterable<string>): Redact {
  // White space alone is no secret (a variable of blanks): hiding it would garble every line.
  const all = [...new Set(secrets)].filter((secret) => secret.trim() !== '').sort();
  // With none given, a value of a secret's format (a key pasted where an id goes) is hidden all the same.
  // The log, the service's client and GitHub's each redact the step's secrets: one trie serves them.
  const key = JSON.stringify(all);
  const made = BUILT.get(key) ?? redactionOf(all);
  BUILT.delete(key);
  BUILT.set(key, made);
  for (const old of BUILT.keys()) if (BUILT.size > BUILT_KEPT) BUILT.delete(old);
  return made;
}

/** Every form of one secret the trie holds: its pieces as each escaper writes them, its encodings. */
function formsOfSecret(secret: string): Form[] {
  const anyCase = PUBLIC_PREFIX.test(secret.trim());
  const pieces = [secret, ...piecesOf(secret)];
  const keyStarts = pieces.filter((piece) => piece !== secret && secret.trim().startsWith(piece));
  // A key of a known format upper- or lower-cased (a service that normalises it) is other bytes:
  // their encodings are made too.
  const bytesAs = anyCase ? [...new Set([secret, secret.toUpperCase(), secret.toLowerCase()])] : [secret];
  // Any other secret whole, lower- or upper-cased as this step's own code may show it (a URL's
  // host, a flag's value read in lower case): as written, so ordinary words stay.
  const folded = anyCase ? [] : [secret.toLowerCase(), secret.toUpperCase()].filter((form) => form !== secret);
  const written = [...pieces, ...folded].flatMap(formsOf).concat(
    pieces.map(reversed),
    pieces.map(unsplit).filter((form, i) => form !== pieces[i]),
    anyCase ? [...keyStarts, [...secret.trim()].slice(-END_CHARS).join('')].flatMap(wholeBase64) : [],
  );
  // Base64 is no word, whoever's the secret is: in any case (a URL's host lower-cases it).
  const base64 = bytesAs
    .flatMap((form) => base64FormsOf(form))
    // Runs from whole groups of four: a longer run holds one, wherever it is cut.
    .concat(
      bytesAs.flatMap((form) => [...base64FormsOf(form, 'utf16le', 4), ...base64FormsOf(reversed(form), 'utf8', 4)]),
    );
  // Hex and base32 are the same bytes in either case, whoever's the secret is (UTF-16 too: PowerShell's).
  const caseless = [
    ...bytesAs.flatMap((form) => [...hexFormsOf(form), ...hexFormsOf(reversed(form))]),
    ...bytesAs.flatMap((form) => [...hexFormsOf(form, 'utf16le'), ...hexFormsOf(reversed(form), 'utf16le')]),
    ...bytesAs.flatMap((form) => [...base32FormsOf(form), ...base32FormsOf(reversed(form))]),
    // A key's end is a piece of it (END_CHARS): in a hex dump too.
    ...(anyCase
      ? bytesAs.map((form) => Buffer.from([...form.trim()].slice(-END_CHARS).join(''), 'utf8').toString('hex'))
      : []),
  ];
  return [
    ...written.map((form): Form => [form, anyCase]),
    ...rot13Forms(pieces, anyCase).map((form): Form => [form, false]),
    ...[...base64, ...caseless].map((form): Form => [form, true]),
  ];
}

function redactionOf(all: string[]): Redact {
  const forms = all.flatMap(formsOfSecret);
  const root = trieOf(forms);
  // The first UTF-16 unit of each form: a walk starts only where one stands, so most characters cost one look-up.
  const starts = new Set(forms.map(([form]) => fold(form[0] ?? '')));
  const find = (read: string, shapes = true) => shapedSpans(read, spansIn(root, starts, read), shapes);
  const seen = recentlyRead();
  const spansOf = (text: string): Array<[number, number]> => {
    let spans = seen.get(text);
    if (spans === undefined) {
      spans = find(text);
      for (const span of decodedSpans(text, find)) spans.push(span);
      seen.set(text, spans);
    }
    return spans.map(([start, end]) => [start, end]);
  };
  const redact = (text: string): string => {
    const spans = spansOf(text);
    if (spans.length === 0) return text;
    spans.sort((a, b) => a[0] - b[0]);
    let out = '';
    let kept = 0;
    let coveredTo = -1;
    for (const [start, end] of spans) {
      // A span that starts after the last one ended (touching it is overlapping) is a new `***`.
      if (start > coveredTo) {
        if (coveredTo >= 0) out += REDACTED;
        out += text.slice(kept, start);
      }
      coveredTo = Math.max(coveredTo, end);
      kept = coveredTo;
    }
    return `${out}${REDACTED}${text.slice(kept)}`;
  };
  return Object.assign(redact, { spans: spansOf });
}
