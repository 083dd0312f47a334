export const id = 218;
export const ids = [218];
export const modules = {

/***/ 218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VALUE_CAP: () => (/* binding */ VALUE_CAP),
/* harmony export */   abbreviated: () => (/* binding */ abbreviated),
/* harmony export */   cap: () => (/* binding */ cap),
/* harmony export */   errorMessage: () => (/* binding */ errorMessage),
/* harmony export */   escapeAttribute: () => (/* binding */ escapeAttribute),
/* harmony export */   escapeControls: () => (/* binding */ escapeControls),
/* harmony export */   escapeMarkup: () => (/* binding */ escapeMarkup),
/* harmony export */   fullText: () => (/* binding */ fullText),
/* harmony export */   httpUrl: () => (/* binding */ httpUrl),
/* harmony export */   joinMessages: () => (/* binding */ joinMessages),
/* harmony export */   linked: () => (/* binding */ linked),
/* harmony export */   msg: () => (/* binding */ msg),
/* harmony export */   oneLineJson: () => (/* binding */ oneLineJson),
/* harmony export */   ownClause: () => (/* binding */ ownClause),
/* harmony export */   quoted: () => (/* binding */ quoted),
/* harmony export */   renderMessage: () => (/* binding */ renderMessage),
/* harmony export */   thousands: () => (/* binding */ thousands),
/* harmony export */   withoutRunnerCommands: () => (/* binding */ withoutRunnerCommands)
/* harmony export */ });
/** How much of one value from the service a log line, annotation or summary cell shows. */
const VALUE_CAP = 300;
/**
 * The characters that change how text reads without showing themselves: every format character
 * (Unicode's Cf: bidi controls, marks, zero-width and invisible operators, the soft hyphen, tag
 * characters, annotation marks, prepended number signs), the line and paragraph separators, lone
 * surrogates, and every code point Unicode says to draw as nothing (Default_Ignorable_Code_Point:
 * the combining grapheme joiner, the Hangul fillers, the Khmer inherent vowels, variation
 * selectors, the Mongolian free variation selectors, and the ranges kept for more of them). The
 * joiners and the two selectors emoji and scripts need (U+200C, U+200D, U+FE0E, U+FE0F) stay.
 */
const INVISIBLE = '\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}\\p{Default_Ignorable_Code_Point}';
const KEPT = '(?![\\u200c\\u200d\\ufe0e\\ufe0f])';
/** The C0 and C1 controls and the invisible characters: escaped wherever a value is shown. */
// eslint-disable-next-line no-misleading-character-class -- joiners and selectors are matched one by one here, on purpose
const CONTROLS = new RegExp(`${KEPT}[\\p{Cc}${INVISIBLE}]`, 'gu');
/** What JSON.stringify leaves raw of those (it escapes C0 and lone surrogates): escaped in JSON handed on, which keeps its value. */
// eslint-disable-next-line no-misleading-character-class -- as above
const RAW_IN_JSON = new RegExp(`${KEPT}[\\u007f-\\u009f${INVISIBLE}]`, 'gu');
const NAMED_CONTROLS = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/**
 * Shows control characters (line breaks, Unicode line separators and C1 controls included) as
 * escapes, so no value can end a line and start a workflow command on the next; and the
 * invisible ones that change how text reads without showing (bidi overrides and isolates,
 * direction marks, zero-width space, word joiner, byte order mark), so no value can hide or
 * reorder what a reviewer sees. Joiners that emoji and scripts need (U+200C, U+200D) stay.
 */
const unitEscape = (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;
function escapeControls(value, keep = '') {
    // A character past U+FFFF is a surrogate pair: each half is written as its own escape.
    return value.replace(CONTROLS, (c) => keep.includes(c) ? c : (NAMED_CONTROLS[c] ?? c.split('').map(unitEscape).join('')));
}
/**
 * A CI runner's command read anywhere in a line, written so no runner reads it: GitHub's older
 * `##[name]`, Azure Pipelines' `##vso[...]`, TeamCity's `##teamcity[...]` (a backslash, or in JSON
 * `\\u005b`, before the `[`).
 */
const RUNNER_COMMAND = /##([A-Za-z]*)\[/g;
const withoutRunnerCommands = (text, bracket = '\\[') => text.replace(RUNNER_COMMAND, (_all, name) => `##${name}${bracket}`);
// An escape sequence (ours, or an HTML entity) that may straddle a cut: at most 8 characters.
const SEQUENCE = /\\u[0-9a-f]{4}|\\[nrt]|&#\d+;|&[a-z]+;/y;
/**
 * Cuts text to at most `max` characters plus a marker, never inside an escape sequence or a
 * surrogate pair. Only the few characters before the cut are examined, so a cut costs the same
 * whatever the text's length.
 */
function cap(text, max = VALUE_CAP) {
    if (text.length <= max)
        return text;
    let end = max;
    for (let start = end - 1; start >= Math.max(0, end - 7); start--) {
        const c = text[start];
        if (c !== '\\' && c !== '&')
            continue;
        SEQUENCE.lastIndex = start;
        const sequence = SEQUENCE.exec(text);
        if (sequence && start + sequence[0].length > end)
            end = start;
        break;
    }
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff)
        end--;
    return `${text.slice(0, end)}… [cut: ${thousands(text.length)} characters in all]`;
}
/** `12,345`: written by hand, as toLocaleString's first call loads ICU's data (about 25 ms). */
function thousands(count) {
    return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
const HTML_ENTITIES = {
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
function escapeMarkup(value) {
    return value.replace(/[&<>"'|[\]*_`\\!#~:$@]/g, (c) => HTML_ENTITIES[c] ?? c);
}
/** Escapes a checked URL for an HTML attribute. */
function escapeAttribute(value) {
    return value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}
/** The value as an http(s) URL, or undefined when it is anything else. */
function httpUrl(value) {
    if (!value || /[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value))
        return undefined;
    try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
    }
    catch {
        return undefined;
    }
}
/** A host's own words (GitHub's, GitLab's message) for our sentence: on one line, without their closing stop. */
const ownClause = (text) => text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.]+$/, '');
/** The error's message, for a log line; never its stack. */
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
/**
 * JSON on one line that no reader splits or misreads: JSON.stringify escapes the C0 controls; the
 * C1 controls, line separators and invisible characters are escaped here too, as JSON allows, so
 * a later step that parses it gets the same value.
 */
function oneLineJson(value) {
    return JSON.stringify(value).replace(RAW_IN_JSON, (c) => c.split('').map(unitEscape).join(''));
}
function quoted(value, max = VALUE_CAP) {
    return { quoted: value, max };
}
/** A link to an http(s) URL from outside, such as a pull request; checked where it is shown. */
function linked(href, text) {
    return { quoted: text, max: VALUE_CAP, href };
}
/** A commit id as its first `length` characters; the log redacts the whole id before it cuts. */
function abbreviated(value, length) {
    return { quoted: value, max: length, abbreviation: true };
}
/**
 * The pieces a value brings into a message. A string put in a message is a value, wherever it came
 * from (a job id the service sent, a file name): it stays on one line, its control characters
 * escaped, so no value can start a line of its own in the log. Our own words with lines of their
 * own are a message (`msg`), whose literal parts are kept as written.
 */
function piecesOf(value) {
    if (typeof value === 'number')
        return [String(value)];
    if (typeof value === 'string')
        return [{ quoted: value, max: Number.POSITIVE_INFINITY }];
    return 'quoted' in value ? [value] : [...value.pieces];
}
/** Builds a message: msg`Job ${quoted(id)} failed: ${cause}.` */
function msg(strings, ...values) {
    const pieces = [];
    strings.forEach((literal, index) => {
        if (literal !== '')
            pieces.push(literal);
        const value = values[index];
        if (index < values.length && value !== undefined)
            pieces.push(...piecesOf(value));
    });
    return { pieces };
}
/** Joins messages with a separator, as one message. */
function joinMessages(parts, separator) {
    const own = (part) => (typeof part === 'string' ? [part] : piecesOf(part));
    return { pieces: parts.flatMap((part, index) => [...(index > 0 ? [separator] : []), ...own(part)]) };
}
/**
 * The message as text: each quoted value passes `redact`, goes on one line and is only then cut
 * to its limit. The log passes its redaction; tests read messages through it too.
 */
function renderMessage(message, redact = (text) => text, words) {
    if (typeof message === 'string')
        return words ? words(message) : message;
    const shownOf = (piece) => {
        const shown = escapeControls(redact(piece.quoted));
        if (piece.abbreviation)
            return [...shown].slice(0, piece.max).join('');
        if (piece.href === undefined || piece.href === piece.quoted)
            return cap(shown, piece.max);
        return `${cap(shown, piece.max)} (${cap(escapeControls(redact(piece.href)), piece.max)})`;
    };
    if (!words)
        return message.pieces.map((piece) => (typeof piece === 'string' ? piece : shownOf(piece))).join('');
    // Our words are said as the surface says them across pieces ("'${name}' is ..."); a value
    // quoted() stands apart, never reworded: held out by a mark, put back after.
    const held = [];
    const text = message.pieces
        .map((piece) => {
        if (typeof piece === 'string')
            return piece.replace(HELD_MARKS, '');
        // A string put in a message whole (`${why}`) is most often ours: said as ours.
        if (piece.max === Number.POSITIVE_INFINITY && piece.href === undefined)
            return shownOf(piece).replace(HELD_MARKS, '');
        held.push(shownOf(piece));
        return `\uE000${held.length - 1}\uE001`;
    })
        .join('');
    return words(text).replace(/\uE000(\d+)\uE001/g, (_, at) => held[Number(at)] ?? '');
}
/** The marks that hold a value out of `words`: never left in text of our own. */
const HELD_MARKS = /[\uE000\uE001]/g;
/**
 * The whole text, nothing cut and nothing redacted: for comparing messages and for tests. Never
 * write it anywhere; pass the message to the log.
 */
function fullText(message) {
    if (typeof message === 'string')
        return message;
    return message.pieces.map((piece) => (typeof piece === 'string' ? piece : piece.quoted)).join('');
}


/***/ })

};
