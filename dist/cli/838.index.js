export const id = 838;
export const ids = [838,218];
export const modules = {

/***/ 8375:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a0: () => (/* binding */ networkErrorCode),
/* harmony export */   iN: () => (/* binding */ networkErrorWords),
/* harmony export */   x6: () => (/* binding */ networkError)
/* harmony export */ });
const NETWORK_ERRORS = {
    ECONNREFUSED: { words: 'connection refused', notSent: 'refused' },
    ENOTFOUND: { words: 'DNS lookup failed', notSent: 'dns' },
    EAI_AGAIN: { words: 'DNS lookup failed, temporary', notSent: 'dns' },
    EAI_NONAME: { words: 'DNS lookup failed', notSent: 'dns' },
    ECONNRESET: { words: 'connection reset', notSent: false },
    ETIMEDOUT: { words: 'connection timed out', notSent: false },
    EPIPE: { words: 'connection broken', notSent: false },
    UND_ERR_CONNECT_TIMEOUT: { words: 'connection timed out', notSent: false },
    UND_ERR_SOCKET: { words: 'connection broken', notSent: false },
    DEPTH_ZERO_SELF_SIGNED_CERT: { words: 'a self-signed certificate', notSent: 'tls' },
    SELF_SIGNED_CERT_IN_CHAIN: { words: 'a self-signed certificate in the chain', notSent: 'tls' },
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: { words: 'a certificate whose issuer is not trusted', notSent: 'tls' },
    UNABLE_TO_GET_ISSUER_CERT: { words: 'a certificate whose issuer is not trusted', notSent: 'tls' },
    UNABLE_TO_GET_ISSUER_CERT_LOCALLY: { words: 'a certificate whose issuer is not trusted', notSent: 'tls' },
    CERT_UNTRUSTED: { words: 'a certificate not trusted', notSent: 'tls' },
    CERT_REJECTED: { words: 'a certificate not trusted', notSent: 'tls' },
    CERT_SIGNATURE_FAILURE: { words: 'a certificate whose signature fails', notSent: 'tls' },
    CERT_HAS_EXPIRED: { words: 'an expired certificate', notSent: 'tls' },
    CERT_NOT_YET_VALID: { words: 'a certificate not yet valid', notSent: 'tls' },
    CERT_REVOKED: { words: 'a revoked certificate', notSent: 'tls' },
    ERR_TLS_CERT_ALTNAME_INVALID: { words: 'a certificate for another host name', notSent: 'tls' },
};
/** What the table says of a code, if it knows it. */
function networkError(code) {
    return code !== undefined && Object.hasOwn(NETWORK_ERRORS, code) ? NETWORK_ERRORS[code] : undefined;
}
/** `connection reset (ECONNRESET)`; a code the table does not know is still named. */
function networkErrorWords(code) {
    const known = networkError(code);
    return known ? `${known.words} (${code})` : `a network error (${code})`;
}
/** The code of the network error under an error (fetch wraps it in causes), if there is one. */
function networkErrorCode(error) {
    for (let cause = error, depth = 0; cause && depth < 5; depth++) {
        if (typeof cause.code === 'string' && (networkError(cause.code) || /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/.test(cause.code)))
            return cause.code;
        cause = cause.cause;
    }
    return undefined;
}


/***/ }),

/***/ 3553:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cW: () => (/* binding */ isLoopbackHost),
/* harmony export */   ri: () => (/* binding */ withoutCredentials),
/* harmony export */   uv: () => (/* binding */ readProxySettings)
/* harmony export */ });
/**
 * The runner's proxy variables, read once and checked before any request: a malformed one is an
 * input error that names the variable, with its credentials shown as *** (and a value whose
 * credentials cannot be told apart not shown at all).
 */
const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'];
function isLoopbackHost(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
/**
 * A value that may be a URL with credentials but does not parse, as it may be shown: all before its
 * last `@` (after any `scheme://`) is `***`, since a password may hold `/`, `#`, `?` or `@`.
 */
function withoutCredentials(value) {
    const at = value.lastIndexOf('@');
    if (at < 0)
        return value;
    const schemeEnd = value.indexOf('://');
    return `${schemeEnd >= 0 && schemeEnd < at ? value.slice(0, schemeEnd + 3) : ''}***${value.slice(at)}`;
}
/**
 * How a value that is no URL is named in its input error: `scheme://***@host` when an `@` says where
 * its credentials end; `host` or `host:port` as it is; else not at all (`user:password`, a vendor's
 * `host:port:user:password`), its fields after the host (and port) taken as credentials.
 */
function notAUrl(value, secrets) {
    const at = value.lastIndexOf('@');
    const schemeEnd = value.indexOf('://');
    if (at >= 0)
        return `is ${JSON.stringify(withoutCredentials(value))}, which is not a URL`;
    const fields = value.slice(schemeEnd >= 0 ? schemeEnd + 3 : 0).split(':');
    // host or host:port: nothing in it can be a password; but `user:password` (no port) is credentials.
    if (fields.length === 1 || (fields.length === 2 && /^\d*$/.test(fields[1] ?? '')))
        return `is ${JSON.stringify(value)}, which is not a URL`;
    if (fields.length === 2) {
        secrets.push(value);
        if ((fields[1] ?? '').length >= 4)
            secrets.push(fields[1] ?? '');
        return 'is not a URL (its value is not shown: it may hold a password)';
    }
    // A vendor's host:port:user:password: the user and the password are its credentials.
    if (/^\d+$/.test(fields[1] ?? ''))
        for (const from of [2, 3])
            if (fields.slice(from).join(':').length >= 4)
                secrets.push(fields.slice(from).join(':'));
            else
                secrets.push(value);
    return 'is not a URL (its value is not shown: it may hold a password)';
}
function credentialsOf(value) {
    const at = value.lastIndexOf('@');
    if (at < 0)
        return [];
    const schemeEnd = value.indexOf('://');
    const userinfo = value.slice(schemeEnd >= 0 && schemeEnd < at ? schemeEnd + 3 : 0, at);
    const colon = userinfo.indexOf(':');
    const password = colon >= 0 ? userinfo.slice(colon + 1) : '';
    const decoded = (text) => {
        try {
            return decodeURIComponent(text);
        }
        catch {
            return text;
        }
    };
    // The password alone may be short or common; hide it only where it is long enough to matter.
    return [userinfo, decoded(userinfo), ...(password.length >= 4 ? [password, decoded(password)] : [])];
}
function matchesNoProxy(url, noProxy) {
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    return noProxy
        .split(/[,\s]+/)
        .map((entry) => entry.trim().toLowerCase())
        .filter((entry) => entry !== '')
        .some((entry) => {
        if (entry === '*')
            return true;
        const [name = '', entryPort] = entry.replace(/^\*?\./, '.').split(/:(?=\d+$)/);
        if (entryPort && entryPort !== port)
            return false;
        const bare = name.replace(/^\./, '');
        return host === bare || host.endsWith(`.${bare}`);
    });
}
/** Whether a URL's percent-encoded part decodes, as the agent will decode the proxy's credentials. */
function decodes(part) {
    try {
        decodeURIComponent(part);
        return true;
    }
    catch {
        return false;
    }
}
function readProxySettings(env) {
    const problems = [];
    const secrets = [];
    const usable = {};
    const given = {};
    for (const name of PROXY_VARIABLES) {
        const value = env[name]?.trim();
        if (!value)
            continue;
        given[name] = value;
        secrets.push(...credentialsOf(value));
        let url;
        try {
            // host:port with no scheme parses as a URL of scheme 'host': it is no URL here.
            if (!/^(?:https?|socks[45]?h?):|^[a-z][a-z0-9+.-]*:\/\//i.test(value))
                throw new TypeError('no scheme');
            url = new URL(value);
        }
        catch {
            problems.push(`The environment variable ${name} ${notAUrl(value, secrets)}. Use http://host:port, with any user name or password percent-encoded (a '#' as %23, '@' as %40).`);
            continue;
        }
        const shown = JSON.stringify(`${url.protocol}//${url.username || url.password ? '***@' : ''}${url.host}`);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') {
            problems.push(`The environment variable ${name} is ${shown}, a ${url.protocol.slice(0, -1)} proxy; only http:// and https:// proxies are supported. Set it to an http proxy or unset it.`);
            continue;
        }
        if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
            const rest = `${url.pathname}${url.search}${url.hash}`;
            if (rest.length >= 8)
                secrets.push(rest);
            problems.push(`The environment variable ${name} is ${shown} with a path, query or fragment (not shown: it may hold a password); a proxy is http://host:port. A '#' or '/' in a password must be percent-encoded (%23, %2F).`);
            continue;
        }
        if (!decodes(url.username) || !decodes(url.password)) {
            const bare = /%(?![0-9a-f]{2})/i.test(`${url.username}:${url.password}`);
            problems.push(`The environment variable ${name} is ${shown}, whose user name or password does not decode (not shown: it may be the password): ${bare ? "it has a '%' not followed by two hex digits. Write a '%' in it as %25." : "its percent-encoded bytes are not UTF-8. Encode each character as its UTF-8 bytes (an 'ä' as %C3%A4)."}`);
            continue;
        }
        usable[name] = url.origin;
    }
    // Either case, the lower one first, as Node's agent and @actions/http-client (GitHub's client) read them.
    const noProxy = env.no_proxy || env.NO_PROXY || '';
    const https = usable.https_proxy === undefined ? 'HTTPS_PROXY' : 'https_proxy';
    const http = usable.http_proxy === undefined ? 'HTTP_PROXY' : 'http_proxy';
    return {
        problems,
        secrets: [...new Set(secrets)].filter((secret) => secret !== ''),
        proxyFor(url) {
            if (isLoopbackHost(url.hostname) || matchesNoProxy(url, noProxy))
                return undefined;
            return url.protocol === 'https:' ? usable[https] : usable[http];
        },
        proxyEnv: () => ({
            ...(usable[https] === undefined ? {} : { HTTPS_PROXY: given[https] }),
            ...(usable[http] === undefined ? {} : { HTTP_PROXY: given[http] }),
        }),
    };
}


/***/ }),

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


/***/ }),

/***/ 1838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ACCEPT_ENCODING: () => (/* binding */ ACCEPT_ENCODING),
/* harmony export */   HttpFailure: () => (/* binding */ HttpFailure),
/* harmony export */   createHttpSend: () => (/* binding */ createHttpSend),
/* harmony export */   endingWith: () => (/* binding */ endingWith),
/* harmony export */   isLoopbackHost: () => (/* reexport safe */ _inputs_proxy_js__WEBPACK_IMPORTED_MODULE_5__.cW),
/* harmony export */   neverSent: () => (/* binding */ neverSent)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_https__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _inputs_proxy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3553);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(218);
/* harmony import */ var _common_network_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8375);







/**
 * A failure before the request left for the service: a refused connection, one never made in
 * time, a failed DNS look-up or TLS handshake, or a proxy that refused the tunnel (a CONNECT is answered before anything goes
 * through it). A POST that failed so certainly did nothing.
 */
const neverSent = (failure) => ['refused', 'dns', 'tls', 'handshake', 'proxy', 'connect-timeout'].includes(failure.kind);
/** A request that produced no complete response; `kind` says why. */
class HttpFailure extends Error {
    kind;
    code;
    /** The proxy the request went through, without credentials. */
    proxy;
    constructor(kind, message, code, proxy) {
        super(message);
        this.name = 'HttpFailure';
        this.kind = kind;
        this.code = code;
        this.proxy = proxy;
    }
}
/** Encodings the client decodes, for its Accept-Encoding header. */
const ACCEPT_ENCODING = 'gzip, deflate, br';
/**
 * A client on Node's own http and https modules. Keep-alive reuses one connection across
 * polls. Proxies come from the checked settings: `proxyEnv` makes Node honour HTTPS_PROXY,
 * HTTP_PROXY and NO_PROXY (Node >= 24.5); loopback addresses always go direct, like the runner's
 * own tools. Agents are made on the first request, so a bad variable never stops the start.
 * Redirects are not followed here.
 */
function createHttpSend(env = process.env, proxies = (0,_inputs_proxy_js__WEBPACK_IMPORTED_MODULE_5__/* .readProxySettings */ .uv)(env)) {
    let agents;
    const agentsFor = () => {
        if (agents)
            return agents;
        const proxyEnv = proxies.proxyEnv();
        agents = {
            direct: { http: new (node_http__WEBPACK_IMPORTED_MODULE_0___default().Agent)({ keepAlive: true }), https: new (node_https__WEBPACK_IMPORTED_MODULE_1___default().Agent)({ keepAlive: true }) },
            proxied: {
                http: new (node_http__WEBPACK_IMPORTED_MODULE_0___default().Agent)({ keepAlive: true, proxyEnv }),
                https: new (node_https__WEBPACK_IMPORTED_MODULE_1___default().Agent)({ keepAlive: true, proxyEnv }),
            },
        };
        return agents;
    };
    return async (url, options) => {
        const proxy = proxies.proxyFor(url);
        let pool;
        try {
            pool = agentsFor()[proxy ? 'proxied' : 'direct'];
        }
        catch (error) {
            throw new HttpFailure('proxy', `the proxy settings are not usable: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.errorMessage)(error)}`, undefined, proxy);
        }
        return send(url, options, url.protocol === 'http:' ? pool.http : pool.https, proxy);
    };
}
/**
 * Every request of `send` ends when the step ends (common/step-end.ts): it is sent with that
 * signal joined to its own, and is given up at that moment even by a client that ignores signals.
 */
function endingWith(end, send) {
    return (url, options) => {
        if (end.aborted)
            return Promise.reject(new HttpFailure('aborted', 'the request was cancelled'));
        const signal = options.signal ? AbortSignal.any([options.signal, end]) : end;
        let onEnd = () => undefined;
        const ended = new Promise((_, reject) => {
            onEnd = () => reject(new HttpFailure('aborted', 'the request was cancelled'));
            end.addEventListener('abort', onEnd, { once: true });
        });
        ended.catch(() => undefined);
        return Promise.race([send(url, { ...options, signal }), ended]).finally(() => end.removeEventListener('abort', onEnd));
    };
}
function decode(raw, encoding, maxBytes) {
    const options = { maxOutputLength: maxBytes };
    switch ((encoding ?? '').trim().toLowerCase()) {
        case '':
        case 'identity':
            return raw;
        case 'gzip':
        case 'x-gzip':
            return node_zlib__WEBPACK_IMPORTED_MODULE_2___default().gunzipSync(raw, options);
        case 'deflate':
            // Servers send deflate both with and without the zlib wrapper.
            try {
                return node_zlib__WEBPACK_IMPORTED_MODULE_2___default().inflateSync(raw, options);
            }
            catch {
                return node_zlib__WEBPACK_IMPORTED_MODULE_2___default().inflateRawSync(raw, options);
            }
        case 'br':
            return node_zlib__WEBPACK_IMPORTED_MODULE_2___default().brotliDecompressSync(raw, options);
        default:
            throw new HttpFailure('network', `the response has an unknown Content-Encoding "${encoding}"`);
    }
}
/** The body, decoded; an HttpFailure that says why it could not be. */
function decodeBody(raw, encoding, maxBytes) {
    try {
        return decode(raw, encoding, maxBytes);
    }
    catch (error) {
        if (error instanceof HttpFailure)
            return error;
        return error.code === 'ERR_BUFFER_TOO_LARGE'
            ? new HttpFailure('too-large', `the decompressed body exceeds the ${maxBytes}-byte limit`)
            : new HttpFailure('network', `the compressed body could not be decoded (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.errorMessage)(error)})`);
    }
}
/** Reads one response within the size bound; `fail` ends the exchange, `done` hands on the body. */
function readResponse(response, maxBytes, fail, done) {
    const declared = Number(response.headers['content-length']);
    if (declared > maxBytes) {
        fail(new HttpFailure('too-large', `the response declares ${declared} bytes, over the ${maxBytes}-byte limit`));
        return;
    }
    const chunks = [];
    let size = 0;
    response.on('data', (chunk) => {
        size += chunk.length;
        if (size > maxBytes)
            fail(new HttpFailure('too-large', `the response body exceeds the ${maxBytes}-byte limit`));
        else
            chunks.push(chunk);
    });
    response.on('error', fail);
    response.on('close', () => {
        if (!response.complete)
            fail(new HttpFailure('network', 'the connection closed before the response was complete'));
    });
    response.on('end', () => done(decodeBody(Buffer.concat(chunks), response.headers['content-encoding'], maxBytes)));
}
/** The request's time ran out at `stage`: before its connection or its TLS handshake ended, nothing was sent. */
function timeUp(stage, ms, proxy) {
    if (stage === 'connect')
        return new HttpFailure('connect-timeout', `no connection within ${ms}ms`, undefined, proxy);
    if (stage === 'handshake')
        return new HttpFailure('handshake', `no TLS handshake within ${ms}ms`, undefined, proxy);
    return new HttpFailure('timeout', `no complete answer within ${ms}ms`, undefined, proxy);
}
function send(url, options, agent, proxy) {
    return new Promise((resolve, reject) => {
        if (options.signal?.aborted) {
            reject(new HttpFailure('aborted', 'the request was cancelled'));
            return;
        }
        const request = (url.protocol === 'http:' ? (node_http__WEBPACK_IMPORTED_MODULE_0___default()) : (node_https__WEBPACK_IMPORTED_MODULE_1___default())).request(url, {
            method: options.method ?? 'GET',
            headers: {
                ...options.headers,
                'Accept-Encoding': ACCEPT_ENCODING,
                ...(options.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(options.body)) }),
            },
            agent,
        });
        // The first cause wins: destroying the request also makes the response report "aborted".
        let cause;
        const settle = () => {
            clearTimeout(timer);
            options.signal?.removeEventListener('abort', onAbort);
        };
        const fail = (failure) => {
            cause ??= failure instanceof HttpFailure ? failure : classifyError(failure, proxy, handshakeFailed());
            settle();
            reject(cause);
            request.destroy(cause);
        };
        // Until the socket connects, no byte of the request has left: a time-out then sent nothing.
        let connected = false;
        // Nor, on https, until its TLS handshake ends: the request is written only over the secured connection.
        let secured = url.protocol === 'http:';
        request.on('socket', (socket) => {
            if (!socket.connecting)
                connected = secured = true;
            else {
                socket.once('connect', () => void (connected = true));
                socket.once('secureConnect', () => void (secured = true));
            }
        });
        // Direct only: through a proxy, its own agent makes the connection the handshake runs on.
        const handshakeFailed = () => connected && !secured && proxy === undefined;
        const stage = () => (!connected ? 'connect' : handshakeFailed() ? 'handshake' : 'answer');
        const timer = setTimeout(() => fail(timeUp(stage(), options.timeoutMs, proxy)), options.timeoutMs);
        const onAbort = () => fail(new HttpFailure('aborted', 'the request was cancelled'));
        options.signal?.addEventListener('abort', onAbort, { once: true });
        request.on('error', fail);
        request.on('response', (response) => readResponse(response, options.maxBodyBytes, fail, (body) => {
            settle();
            if (body instanceof HttpFailure)
                return reject(body);
            const via = proxy ? { via: proxy } : {};
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString('utf8'), ...via });
        }));
        request.end(options.body);
    });
}
/** `inHandshake`: the connection was made and its TLS handshake had not ended, so nothing was sent. */
function classifyError(error, proxy, inHandshake) {
    if (error.code === 'ERR_PROXY_TUNNEL') {
        const status = /HTTP\/1\.[01] (\d{3})/.exec(error.message)?.[1];
        return new HttpFailure('proxy', `the proxy answered ${status ? `HTTP ${status}` : 'with an error'}`, status, proxy);
    }
    const known = (0,_common_network_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .networkError */ .x6)(error.code)?.notSent;
    if (!known && inHandshake)
        return new HttpFailure('handshake', error.message, error.code, proxy);
    return new HttpFailure(known || 'network', error.message, error.code, proxy);
}


/***/ })

};
