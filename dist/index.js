import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 1525:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   OC: () => (/* binding */ MAX_CONSECUTIVE_FAULTS),
/* harmony export */   a2: () => (/* binding */ retryDelay),
/* harmony export */   xf: () => (/* binding */ pollDelay)
/* harmony export */ });
/* unused harmony exports POLL_JITTER, MAX_BACKOFF_MS */
/** Normal polls wait the poll interval plus up to this share of it, so waiters drift apart. */
const POLL_JITTER = 0.2;
/** The widest random window a retry adds on top of its floor. */
const MAX_BACKOFF_MS = 120_000;
/** The wait before the next poll after the job was read. */
function pollDelay(intervalMs, random) {
    return intervalMs + random() * intervalMs * POLL_JITTER;
}
/**
 * The wait before retrying after a transient fault: never less than the pace or the service's
 * Retry-After, plus a full-jitter share of a window that starts at the pace and doubles with each
 * fault in a row that was not rate limiting, up to MAX_BACKOFF_MS. Each fault doubles one thing:
 * a 429 the pace (floor and window alike), any other fault the window. So the wait at most
 * doubles per fault, as documented, instead of compounding to four times.
 */
function retryDelay({ paceMs, streak, retryAfterMs, random }) {
    const floor = Math.max(paceMs, retryAfterMs ?? 0);
    const window = Math.min(MAX_BACKOFF_MS, paceMs * 2 ** Math.max(0, streak - 1));
    return floor + random() * window;
}
/** Transient faults in a row (429s aside) after which the action stops and says what failed. */
const MAX_CONSECUTIVE_FAULTS = 10;


/***/ }),

/***/ 9987:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Xb: () => (/* binding */ wallClock),
/* harmony export */   m6: () => (/* binding */ parseHttpDate),
/* harmony export */   ml: () => (/* binding */ systemClock)
/* harmony export */ });
/** The wall clock as a WallTime. */
function wallClock() {
    return Date.now();
}
/** An HTTP date (RFC 9110: IMF-fixdate, or the obsolete forms Date.parse reads) as a WallTime. */
function parseHttpDate(text) {
    if (text === undefined || !/[A-Za-z]/.test(text))
        return undefined;
    const time = Date.parse(text);
    return Number.isNaN(time) ? undefined : time;
}
/** The real clock: a cancellable timer. */
const systemClock = {
    now: () => performance.now(),
    sleep: (ms, signal) => new Promise((resolve) => {
        if (signal.aborted)
            return resolve();
        // setTimeout takes at most 2^31-1 ms; callers clip a wait to the deadline before this.
        const timer = setTimeout(done, Math.min(ms, 2 ** 31 - 1));
        signal.addEventListener('abort', done, { once: true });
        function done() {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            resolve();
        }
    }),
};


/***/ }),

/***/ 863:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Qx: () => (/* binding */ MAX_ID_LENGTH),
/* harmony export */   lx: () => (/* binding */ idProblem),
/* harmony export */   pk: () => (/* binding */ COMMIT_SHA),
/* harmony export */   pn: () => (/* binding */ pathSegment)
/* harmony export */ });
/**
 * The one check for every id that becomes a path segment, from an input or from the service:
 * letters, digits and `-_.~`, at most 200 characters, and never `.` or `..` (which a URL would
 * resolve away, asking for another path than the job's).
 */
const MAX_ID_LENGTH = 200;
const ID_CHARACTERS = /^[A-Za-z0-9._~-]+$/;
/** Why the value cannot be an id, or undefined when it can. */
function idProblem(value) {
    if (value === '')
        return 'it is empty';
    if (value === '.' || value === '..')
        return `'${value}' is a path step, not an id`;
    if (value.length > MAX_ID_LENGTH)
        return `it is longer than ${MAX_ID_LENGTH} characters`;
    if (!ID_CHARACTERS.test(value))
        return "ids hold only letters, digits, '-', '_', '.' and '~'";
    return undefined;
}
/** The id, encoded for a URL path; undefined when it is not a usable id. */
function pathSegment(value) {
    return idProblem(value) === undefined ? encodeURIComponent(value) : undefined;
}
/** A full commit id, as GitHub gives it: the only form a head SHA is handed on in. */
const COMMIT_SHA = /^[0-9a-f]{40}$/;


/***/ }),

/***/ 8375:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   iN: () => (/* binding */ networkErrorWords),
/* harmony export */   x6: () => (/* binding */ networkError)
/* harmony export */ });
/* unused harmony export networkErrorCode */
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

/***/ 5708:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F7: () => (/* binding */ answeredAt),
/* harmony export */   sT: () => (/* binding */ retryAfterOf)
/* harmony export */ });
/* unused harmony export parseRetryAfter */
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9987);
/**
 * The one reading of `Retry-After` (RFC 9110), for the service and for GitHub alike:
 * delay-seconds, or an HTTP date compared with the wall-clock time the answer was made (its own
 * `Date` header, else the runner's clock). Never the monotonic clock: see clock.ts.
 */

/**
 * Milliseconds to wait. Digits too many to be a number of seconds mean "longer than any
 * time-out": Infinity, which callers clip to their deadline. Undefined when absent or
 * unreadable; a date in the past is 0.
 */
function parseRetryAfter(header, reference) {
    const text = header?.trim() ?? '';
    if (/^\d+$/.test(text))
        return text.length > 9 ? Number.POSITIVE_INFINITY : Number(text) * 1_000;
    const date = (0,_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .parseHttpDate */ .m6)(text);
    return date === undefined ? undefined : Math.max(0, date - reference);
}
const first = (value) => (Array.isArray(value) ? value[0] : value);
/** When the answer was made: its `Date` header, else now on the wall clock. */
function answeredAt(headers, wallNow) {
    return (0,_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .parseHttpDate */ .m6)(first(headers.date)) ?? wallNow;
}
/** The wait an answer asks for in its `retry-after` header, read against its own `Date`. */
function retryAfterOf(headers, wallNow) {
    return parseRetryAfter(first(headers['retry-after']), answeredAt(headers, wallNow));
}


/***/ }),

/***/ 6584:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LX: () => (/* binding */ createGitHubClient),
/* harmony export */   _w: () => (/* binding */ listAll)
/* harmony export */ });
/* unused harmony exports GITHUB_ATTEMPTS, gitHubRetryAfterMs, describeAnswer, callGitHub, MAX_PAGES */
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9987);
/* harmony import */ var _common_retry_after_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5708);
/* harmony import */ var _out_text_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3581);
/**
 * The one GitHub client of a step: every GitHub request (the comment, the check run, the pull
 * request look-up) goes through `callGitHub`, with bounded retries and one rate-limit gate. A 5xx,
 * a 429, a secondary rate limit (403 with `retry-after` or no requests left) or a broken
 * connection is tried again, after the time GitHub asks for (`retry-after`, `x-ratelimit-reset`)
 * when it says, but never past the budget of the call. A limit one answer announces holds for
 * every later request of the step (the gate), whichever token sends it: no request goes out
 * before GitHub said it may, and one that could not wait that long is not sent at all. Lists are
 * read page by page to the end. Nothing here throws: a call that does not go through says why,
 * and the caller turns that into one line of the log.
 */



const GITHUB_ATTEMPTS = 4;
const GITHUB_REQUEST_TIMEOUT_MS = 10_000;
/**
 * How long GitHub asked to wait before the next request, if it said: `retry-after` (seconds or
 * a date, read as everywhere in the action), else a primary limit's `x-ratelimit-reset` (epoch
 * seconds) once `x-ratelimit-remaining` is 0, both against the answer's own `Date`.
 */
function gitHubRetryAfterMs(headers, now) {
    const retryAfter = (0,_common_retry_after_js__WEBPACK_IMPORTED_MODULE_1__/* .retryAfterOf */ .sT)(headers, now);
    if (retryAfter !== undefined)
        return retryAfter;
    const reset = headers['x-ratelimit-reset']?.trim();
    if (headers['x-ratelimit-remaining']?.trim() === '0' && reset && /^\d{1,12}$/.test(reset))
        return Math.max(0, Number(reset) * 1_000 - (0,_common_retry_after_js__WEBPACK_IMPORTED_MODULE_1__/* .answeredAt */ .F7)(headers, now));
    return undefined;
}
/** `3s`, or words for a wait too long to count. */
const seconds = (ms) => Number.isFinite(ms) ? `${Math.ceil(ms / 1_000)}s` : 'longer than any time-out';
function isRateLimit(answer) {
    if (answer.status === 429)
        return true;
    if (answer.status !== 403)
        return false;
    const message = answer.data?.message;
    return (answer.headers['retry-after'] !== undefined ||
        answer.headers['x-ratelimit-remaining']?.trim() === '0' ||
        (typeof message === 'string' && /rate limit/i.test(message)));
}
/** GitHub's own words about a refused request, quoted. */
function gitHubWords(data) {
    const message = data?.message;
    return typeof message === 'string' && message !== '' ? (0,_out_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `: ${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .TL)(message, 200)}` : '';
}
function describeAnswer(answer, token) {
    const words = gitHubWords(answer.data);
    switch (answer.status) {
        case 401:
            return (0,_out_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `the ${token.name} was refused (HTTP 401${words})`;
        case 403:
            return isRateLimit(answer)
                ? (0,_out_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `GitHub kept limiting the rate (HTTP 403${words})`
                : (0,_out_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `the ${token.name} may not do this (HTTP 403${words}); it needs ${token.needs} (a pull request from a fork gets a read-only token)`;
        case 404:
            return (0,_out_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `GitHub answered 404 (not found, or the ${token.name} cannot see it${words})`;
        case 429:
            return (0,_out_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `GitHub kept limiting the rate (HTTP 429${words})`;
        default:
            return (0,_out_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `GitHub answered HTTP ${answer.status}${words}`;
    }
}
/**
 * One call, tried again on a transient failure within the budget. A POST creates something, so
 * it is sent again only when GitHub certainly did not act on it (a rate limit); after a 5xx or no
 * answer the caller looks before it creates again.
 */
async function callGitHub(send, request, options) {
    const { clock, signal } = options;
    const gate = options.gate ?? { openAt: 0 };
    const creates = request.method === 'POST';
    const timeoutMs = options.requestTimeoutMs ?? GITHUB_REQUEST_TIMEOUT_MS;
    let last = { ok: false, cause: 'no request was sent: the time for GitHub was spent' };
    for (let attempt = 1; attempt <= GITHUB_ATTEMPTS && !signal.aborted; attempt++) {
        const closedMs = gate.openAt - clock.now();
        if (closedMs > 0) {
            if (clock.now() + closedMs > options.deadline) {
                const cause = (0,_out_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `GitHub limited the rate and asked to wait ${seconds(closedMs)}, longer than the step has for it`;
                return attempt === 1 ? { ok: false, cause } : { ...last, cause };
            }
            await clock.sleep(closedMs, signal);
            if (signal.aborted)
                break;
        }
        let waitMs;
        try {
            const answer = await send(request, AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]));
            if (answer.status >= 200 && answer.status < 300)
                return { ok: true, status: answer.status, data: answer.data };
            last = { ok: false, status: answer.status, cause: describeAnswer(answer, options.token) };
            const limited = isRateLimit(answer);
            waitMs = gitHubRetryAfterMs(answer.headers, (options.wallNow ?? _common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .wallClock */ .Xb)());
            // A limit holds for every later request of the step, not only for this one.
            if (limited)
                gate.openAt = Math.max(gate.openAt, clock.now() + (waitMs ?? 1_000 * 2 ** (attempt - 1)));
            if (!limited && !(answer.status >= 500 && !creates))
                return last;
        }
        catch (error) {
            const unreached = signal.aborted ? undefined : (0,_out_text_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error);
            last = {
                ok: false,
                cause: unreached === undefined
                    ? 'the time for GitHub ran out'
                    : (0,_out_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `GitHub could not be reached (${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .TL)(unreached, 200)})`,
                ...(unreached === undefined ? {} : { unreached }),
            };
            if (creates || signal.aborted)
                return last;
        }
        if (attempt === GITHUB_ATTEMPTS)
            break;
        const delayMs = Math.max(waitMs ?? 1_000 * 2 ** (attempt - 1), gate.openAt - clock.now());
        if (clock.now() + delayMs > options.deadline) {
            const asked = waitMs === undefined ? '' : (0,_out_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `; GitHub asked to wait ${seconds(waitMs)}`;
            return { ...last, cause: (0,_out_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `${last.cause}${asked}, longer than the step has for it` };
        }
        await clock.sleep(delayMs, signal);
    }
    return last;
}
/** Lists read to their end: GitHub's largest page is 100, and 100 pages bound a runaway. */
const PAGE_SIZE = 100;
const MAX_PAGES = 100;
/**
 * Every item of a list, page by page, until a page is not full. An answer that is not a list
 * (an HTML page from a proxy, an object) and a list longer than MAX_PAGES pages are failures,
 * never "nothing there": whoever asked cannot tell what exists.
 */
async function listAll(call, path, budget, pick = (data) => data) {
    const items = [];
    const joiner = path.includes('?') ? '&' : '?';
    for (let page = 1; page <= MAX_PAGES; page++) {
        const listed = await call({ method: 'GET', path: `${path}${joiner}per_page=${PAGE_SIZE}&page=${page}` }, budget);
        if (!listed.ok)
            return listed;
        const pageItems = pick(listed.data);
        if (!Array.isArray(pageItems))
            return { ok: false, status: listed.status, cause: 'GitHub answered with something that is not a list' };
        items.push(...pageItems);
        if (pageItems.length < PAGE_SIZE)
            return { ok: true, items };
    }
    return { ok: false, cause: (0,_out_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `the list is longer than ${MAX_PAGES * PAGE_SIZE} items, so not all of it was read` };
}
function createGitHubClient(deps) {
    const gate = { openAt: 0 };
    const sends = new Map();
    return {
        caller: (token, use) => async (request, budget) => {
            let sending = sends.get(token);
            if (!sending)
                sends.set(token, (sending = deps.send(token)));
            return callGitHub(await sending, request, {
                clock: deps.clock,
                signal: budget.signal,
                deadline: budget.deadline,
                token: use,
                gate,
                ...(deps.wallNow ? { wallNow: deps.wallNow } : {}),
            });
        },
    };
}


/***/ }),

/***/ 5358:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   SA: () => (/* binding */ readCommentRecords),
/* harmony export */   Ug: () => (/* binding */ stepKey),
/* harmony export */   Ym: () => (/* binding */ encodeRecord),
/* harmony export */   aE: () => (/* binding */ readRecord),
/* harmony export */   br: () => (/* binding */ digest),
/* harmony export */   cs: () => (/* binding */ keepRecords),
/* harmony export */   oU: () => (/* binding */ stepRecord)
/* harmony export */ });
/* unused harmony exports TURN_ENDINGS, MAX_SAID_CHARS, MAX_RUNS_KEPT, MAX_MARKER_CHARS */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_ids_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(863);
/**
 * What a step sent, recorded where a re-run can read it again: in the comment's hidden marker and
 * in the check run's `external_id`. The record names the step (workflow, job, step) and is signed
 * with a key derived from the api-key and the pull request (or repository) it is written on, so a
 * marker someone else wrote, or edited, or made up, or copied from another pull request, is never
 * taken for ours: only a holder of the key can write one, and only for that place. The comment is
 * found by the step, never by the bot's identity, so a change of token keeps finding it.
 *
 * A record of a start or a follow-up is also a turn of the job's conversation: who asked, when,
 * what (redacted, bounded) and how it ended. The job's one comment shows its turns, newest last.
 */


const TURN_ENDINGS = ['success', 'failure', 'neutral', 'timed_out', 'cancelled'];
/** A GitHub login as the action writes it in a turn: anything else is left out, never shown. */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
/** Room for the sink's cut marker, "… [cut: 1,234,567 characters in all]", within MAX_SAID_CHARS. */
const CUT_MARKER_ROOM = 64;
/** What a turn keeps of the text it sent: the comment shows it folded; the job summary has all of it. */
const MAX_SAID_CHARS = 1_000;
const PREFIX = 'wait-for-agent-job';
/** A claim longer than this is not read: a marker the action writes is bounded well below it. */
const MAX_RECORD_CHARS = 48_000;
/**
 * The first bytes of a hash, URL-safe. Only bytes of a hash are dropped here, never text: no
 * value from a user or the service is shortened, and nothing of a secret can be in a hash.
 */
const leading = (hash, bytes) => hash.subarray(0, bytes).toString('base64url');
/** A short digest of the step's name: the same step in every run finds the same comment. */
function stepKey(step) {
    const where = `${step.repository === undefined ? '' : `\n${step.repository}`}${step.pull === undefined ? '' : `\n#${step.pull}`}`;
    return leading((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${step.workflow}\n${step.job}\n${step.step}${where}`).digest(), 16);
}
/** A digest of the prompt or message, so the record never holds the text itself. */
function digest(text) {
    return leading((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest(), 16);
}
/** Where a record is written: the repository, and the pull request when there is one. */
const placeOf = (step) => `${step.repository ?? ''}#${step.pull ?? ''}`;
/**
 * The key records are signed with on one pull request (or repository): derived from the api-key,
 * so the key itself signs nothing, and bound to the place, so a record copied elsewhere fails.
 */
const recordKey = (apiKey, step) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', apiKey)
    .update(`${PREFIX} record key v2\n${placeOf(step)}`)
    .digest();
/** An HMAC-SHA256 of 192 bits: only a holder of the api-key can sign a record. */
const sign = (key, text) => leading((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(text).digest(), 24);
/** The record as the check run keeps it: no turn (the check run shows its own text). */
const withoutTurn = ({ who: _who, at: _at, said: _said, ended: _ended, ...record }) => record;
/** The record as one token of URL-safe characters: `<prefix>.<step>.<payload>.<signature>` (a check run's external_id). */
function encodeRecord(step, record, apiKey) {
    const payload = { ...withoutTurn(record), step: stepKey(step) };
    const head = `${PREFIX}.${stepKey(step)}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${head}.${sign(recordKey(apiKey, step), head)}`;
}
/** Every token in `text` shaped like a record of this action, bounded in length, whoever wrote it. */
function anyClaims(text) {
    return [...text.matchAll(/wait-for-agent-job\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g)]
        .map((match) => match[0])
        .filter((token) => token.length <= MAX_RECORD_CHARS);
}
/** Every token in `text` that claims to be this step's record, whoever wrote it. */
function claims(text, step) {
    const start = `${PREFIX}.${stepKey(step)}.`;
    return anyClaims(text).filter((token) => token.startsWith(start));
}
/** The token's four parts: `<prefix>.<step>.<payload>.<signature>` (none holds a dot). */
function partsOf(token) {
    const [prefix = '', step = '', payload = '', signature = ''] = token.split('.');
    return { head: `${prefix}.${step}.${payload}`, payload, signature };
}
function signedWith(token, key) {
    const { head, signature } = partsOf(token);
    const expected = Buffer.from(sign(key, head));
    const given = Buffer.from(signature);
    return given.length === expected.length && (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(given, expected);
}
/**
 * Signed with this place's key; a record of this very step (its key in the token, so bound to the
 * place too) may also be signed as releases before v2 signed, with the api-key itself, so a
 * re-run after an upgrade still resumes its job.
 */
function verified(token, apiKey, step, sameStep) {
    return signedWith(token, recordKey(apiKey, step)) || (sameStep && signedWith(token, apiKey));
}
/** The token's payload as JSON, or undefined. */
function payloadOf(token) {
    try {
        return JSON.parse(Buffer.from(partsOf(token).payload, 'base64url').toString('utf8'));
    }
    catch {
        return undefined;
    }
}
/** A checked record, or undefined for anything that is not one. */
function asRecord(value) {
    const record = (value ?? {});
    const jobs = Array.isArray(record.jobs) ? record.jobs : undefined;
    if (typeof record.run !== 'string' ||
        !/^\d{1,20}$/.test(record.run) ||
        typeof record.attempt !== 'number' ||
        !Number.isSafeInteger(record.attempt) ||
        !['prompt', 'message', 'wait'].includes(record.kind ?? '') ||
        (record.sent !== undefined && typeof record.sent !== 'string') ||
        (record.failed !== undefined && record.failed !== true) ||
        !jobs ||
        jobs.length > 50 ||
        !jobs.every((id) => typeof id === 'string' && (0,_common_ids_js__WEBPACK_IMPORTED_MODULE_1__/* .idProblem */ .lx)(id) === undefined) ||
        !isTurn(record))
        return undefined;
    return record;
}
const optional = (value, check) => value === undefined || check(value);
/** A turn's fields, when present, are what the action writes: nothing else is shown. */
function isTurn(record) {
    return (optional(record.step, (step) => typeof step === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(step)) &&
        optional(record.who, (who) => typeof who === 'string' && LOGIN.test(who)) &&
        optional(record.at, (at) => typeof at === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{3})?Z$/.test(at)) &&
        optional(record.said, (said) => typeof said === 'string' && said.length <= MAX_SAID_CHARS) &&
        optional(record.ended, (ended) => TURN_ENDINGS.includes(ended)));
}
/** This step's record, when `text` (a check run's external_id) is one token the key signed, and nothing else. */
function readRecord(text, step, apiKey) {
    const [token] = claims(text ?? '', step);
    if (token === undefined || token !== text || !verified(token, apiKey, step, true))
        return undefined;
    const record = asRecord(payloadOf(token));
    return record && { ...record, step: stepKey(step) };
}
const MAX_RUNS_KEPT = 20;
/** The other runs' records are dropped, oldest first, past this size, so the comment keeps room for what it shows. */
const MAX_MARKER_CHARS = 24_000;
/** Whether two records are of the same run of the same step (a later attempt replaces the earlier). */
const sameRunAndStep = (a, b) => a.run === b.run && a.step === b.step;
/**
 * The comment's records: this attempt's first (stamped with its step), then the other runs' and
 * other steps' the comment kept, bounded; a turn keeps the time its run first began.
 */
function keepRecords(current, earlier, by, step) {
    const own = { ...current, step: stepKey(step) };
    const first = earlier.find((record) => sameRunAndStep(record, own))?.at;
    const mine = first !== undefined && own.at !== undefined ? { ...own, at: first } : own;
    const others = earlier.filter((record) => !sameRunAndStep(record, own)).slice(0, MAX_RUNS_KEPT - 1);
    const kept = (records) => ({ ...(by === undefined ? {} : { by }), records });
    // Base64 makes four characters of three; the current record is kept whatever its size.
    while (others.length > 0 && (JSON.stringify(kept([mine, ...others])).length * 4) / 3 > MAX_MARKER_CHARS)
        others.pop();
    return kept([mine, ...others]);
}
/** The hidden marker a comment carries: the records, each naming its step, signed as one token for this place. */
function commentMarker(step, kept, apiKey) {
    const key = stepKey(step);
    const { by, records } = 'records' in kept ? kept : { by: undefined, records: [kept] };
    const payload = { ...(by === undefined ? {} : { by }), records: records.map((record) => ({ step: key, ...record })) };
    const head = `${PREFIX}.${key}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `<!-- ${head}.${sign(recordKey(apiKey, step), head)} -->`;
}
/** The records, each naming the step that wrote it (a record written before they did names the token's). */
function asCommentRecords(value, headKey) {
    const { by, records } = (value ?? {});
    // A comment written before records were kept per run holds one record.
    const list = records === undefined ? [value] : records;
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_RUNS_KEPT)
        return undefined;
    if (by !== undefined && !(typeof by === 'number' && Number.isSafeInteger(by)))
        return undefined;
    const checked = list.map(asRecord);
    if (!checked.every((record) => record !== undefined))
        return undefined;
    const named = checked.map((record) => ({ ...record, step: record.step ?? headKey }));
    return { ...(by === undefined ? {} : { by }), records: named };
}
/**
 * The records in a comment: only from the one place the action writes them, the hidden marker on
 * the body's last line, signed for this pull request. A marker anywhere else (inside a prompt or
 * message the comment shows, quoted by someone) is text, never a record. For a step, the comment
 * is its when a record names the step; with `anyStep`, every record (a follow-up finds the job
 * another workflow's step started on the pull request, and keeps the conversation in its comment).
 */
function readCommentRecords(body, step, apiKey, anyStep = false) {
    const last = (body ?? '').trimEnd().split('\n').at(-1) ?? '';
    const token = /^<!-- (\S+) -->$/.exec(last)?.[1];
    if (token === undefined)
        return undefined;
    const [claim] = anyClaims(token);
    const headKey = token.split('.')[1] ?? '';
    const key = stepKey(step);
    if (claim !== token || !verified(token, apiKey, step, headKey === key))
        return undefined;
    const kept = asCommentRecords(payloadOf(token), headKey);
    if (!kept || anyStep || kept.records.some((record) => record.step === key))
        return kept;
    return undefined;
}
/**
 * What this step records for a re-run: the run, the attempt, a digest of what it sends, the jobs;
 * for a start or a follow-up, its turn of the conversation: who asked, when, and what, redacted
 * and at most MAX_SAID_CHARS.
 */
function stepRecord(config, trigger, turn) {
    const { plan } = config;
    const text = plan.kind === 'start' ? plan.prompt : plan.kind === 'message' ? plan.message : undefined;
    const said = text === undefined ? undefined : turn.excerpt(text, MAX_SAID_CHARS - CUT_MARKER_ROOM);
    return {
        run: trigger?.runId ?? '',
        attempt: trigger?.attempt ?? 1,
        kind: plan.kind === 'start' ? 'prompt' : plan.kind,
        ...(text === undefined ? {} : { sent: digest(text) }),
        jobs: plan.kind === 'wait' ? config.jobIds : [],
        ...(said === undefined
            ? {}
            : {
                ...(turn.who !== undefined && LOGIN.test(turn.who) ? { who: turn.who } : {}),
                at: turn.at ?? new Date().toISOString(),
                said,
            }),
    };
}


/***/ }),

/***/ 5038:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   aC: () => (/* binding */ GRAPHQL_PATH),
/* harmony export */   iW: () => (/* binding */ createGitHubSend)
/* harmony export */ });
/* unused harmony exports gitHubApiUrl, requestUrl */
/* harmony import */ var _common_network_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8375);
/* harmony import */ var _service_transport_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5637);
/**
 * The transport under the step's GitHub client: the same HTTP client as the service's
 * (service/transport.ts: time-outs, a size bound, decompression, the runner's proxy variables),
 * sent to this workflow's GitHub API (GITHUB_API_URL, so GitHub Enterprise Server too) and to no
 * other host: the token goes only where it was made for, and redirects are not followed. An HTTP
 * error is an answer, not a failure: the caller decides what to try again.
 */


const USER_AGENT = 'wait-for-agent-job';
/** The path a request names to go to the GraphQL endpoint beside GITHUB_API_URL. */
const GRAPHQL_PATH = '/graphql';
/** A page of 100 comments of up to 65,536 characters each, with room to spare. */
const MAX_GITHUB_BODY_BYTES = 16 * 1024 * 1024;
const GITHUB_REQUEST_TIMEOUT_MS = 10_000;
/** The API's base URL from the runner, or why it cannot be used. */
function gitHubApiUrl(env) {
    const text = env.GITHUB_API_URL || 'https://api.github.com';
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return 'GITHUB_API_URL is not a URL';
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return `GITHUB_API_URL is not an http(s) URL`;
    if (url.username || url.password || url.search || url.hash)
        return 'GITHUB_API_URL holds more than an address';
    return url;
}
function headersOf(raw) {
    return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));
}
/**
 * Where a request goes: under the REST base, except GraphQL, which GitHub serves beside it
 * (`api.github.com/graphql`; `host/api/graphql` beside GitHub Enterprise Server's `host/api/v3`).
 */
function requestUrl(base, path) {
    const root = base.href.replace(/\/$/, '');
    if (path !== GRAPHQL_PATH)
        return new URL(`${root}${path}`);
    return new URL(/\/api\/v3$/.test(root) ? `${root.slice(0, -'/v3'.length)}/graphql` : `${root}/graphql`);
}
function createGitHubSend(token, env, http) {
    const base = gitHubApiUrl(env);
    return async (request, signal) => {
        if (typeof base === 'string')
            throw new Error(`${base}: set it to the GitHub API's address, or leave it to the runner`);
        const url = requestUrl(base, request.path);
        const body = request.body === undefined ? undefined : JSON.stringify(request.body);
        try {
            const response = await http(url, {
                method: request.method,
                headers: {
                    Authorization: `token ${token}`,
                    Accept: 'application/vnd.github+json',
                    'X-GitHub-Api-Version': '2022-11-28',
                    'User-Agent': USER_AGENT,
                    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
                },
                ...(body === undefined ? {} : { body }),
                timeoutMs: GITHUB_REQUEST_TIMEOUT_MS,
                maxBodyBytes: MAX_GITHUB_BODY_BYTES,
                signal,
            });
            let data = response.body;
            try {
                data = response.body.trim() === '' ? null : JSON.parse(response.body);
            }
            catch {
                // Not JSON (an HTML page from a proxy): handed on as text, which no caller takes for a list.
            }
            return { status: response.status, data, headers: headersOf(response.headers) };
        }
        catch (error) {
            if (error instanceof _service_transport_js__WEBPACK_IMPORTED_MODULE_1__/* .HttpFailure */ .HR && error.code && error.kind !== 'proxy')
                throw new Error((0,_common_network_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .networkErrorWords */ .iN)(error.code), { cause: error });
            throw error;
        }
    };
}


/***/ }),

/***/ 7131:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ readTrigger),
/* harmony export */   z: () => (/* binding */ readEventFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_ids_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(863);
/* harmony import */ var _out_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3581);
/* harmony import */ var _runner_environment_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5047);
/**
 * What started this workflow run, as the runner tells it: the repository, the pull request (on
 * `pull_request`, `pull_request_target`, and `issue_comment` on a pull request), the commit a
 * check run belongs on, the run and its attempt, and the step's name. The event file is read
 * once and checked: a number that is not a number, or a head that is not a commit id, is not used.
 */




/** The event file as an object; an empty one, with a note, when it cannot be read. */
function readEvent(path, notes) {
    if (!path)
        return {};
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8');
    }
    catch (error) {
        const code = error.code;
        const why = typeof code === 'string' ? code : 'unreadable';
        notes.push(`The runner's event file (GITHUB_EVENT_PATH) could not be read (${why}), so the pull request is not known.`);
        return {};
    }
    try {
        const event = JSON.parse(text);
        if (event && typeof event === 'object' && !Array.isArray(event))
            return event;
    }
    catch {
        // Said below.
    }
    notes.push("The runner's event file (GITHUB_EVENT_PATH) is not a JSON object, so the pull request is not known.");
    return {};
}
/** `owner/repo/.github/workflows/docs.yml` from GITHUB_WORKFLOW_REF (its `@ref` dropped: a re-run of a new head is the same file). */
function workflowFile(ref) {
    const file = ref?.split('@')[0];
    return file ? file : undefined;
}
/** The run's attempt: a positive whole number, else 1 with a note. */
function readAttempt(text, notes) {
    const attempt = Number(text ?? '1');
    if (/^\d{1,9}$/.test(text ?? '1') && attempt > 0)
        return attempt;
    notes.push((0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `GITHUB_RUN_ATTEMPT is "${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .TL)(text ?? '', 20)}", not an attempt number, so this is taken as attempt 1.`);
    return 1;
}
/** The head lives in another repository than the base (a deleted fork has none). */
function isFromFork(pull) {
    const base = pull?.base?.repo?.full_name;
    if (typeof base !== 'string' || pull?.head === undefined)
        return false;
    return pull.head.repo === null || pull.head.repo?.full_name !== base;
}
const pullNumberOf = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
/** The runner's event payload, or an empty object when there is none or it cannot be read. */
function readEventFile(path) {
    return readEvent(path, []);
}
/** The trigger, or undefined outside a workflow run (no repository or run id). */
function readTrigger(env) {
    const [owner, repo, ...rest] = (env.GITHUB_REPOSITORY ?? '').split('/');
    const runId = env.GITHUB_RUN_ID ?? '';
    if (!owner || !repo || rest.length > 0 || !/^\d{1,20}$/.test(runId))
        return undefined;
    const eventName = env.GITHUB_EVENT_NAME ?? '';
    const notes = [];
    const event = readEvent(env.GITHUB_EVENT_PATH, notes);
    let pullNumber;
    let headSha = _common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMIT_SHA */ .pk.test(env.GITHUB_SHA ?? '') ? env.GITHUB_SHA : undefined;
    let headNeedsLookUp = false;
    let fromFork = false;
    if (eventName === 'pull_request' || eventName === 'pull_request_target') {
        const pull = event.pull_request;
        pullNumber = pullNumberOf(pull?.number);
        fromFork = eventName === 'pull_request' && isFromFork(pull);
        const head = pull?.head?.sha;
        if (typeof head === 'string' && _common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMIT_SHA */ .pk.test(head))
            headSha = head;
    }
    else if (eventName === 'issue_comment') {
        const issue = event.issue;
        if (issue?.pull_request) {
            pullNumber = pullNumberOf(issue.number);
            headNeedsLookUp = pullNumber !== undefined;
        }
    }
    const attempt = readAttempt(env.GITHUB_RUN_ATTEMPT, notes);
    return {
        owner,
        repo,
        eventName,
        ...(pullNumber === undefined ? {} : { pullNumber }),
        ...(headSha === undefined ? {} : { headSha }),
        headNeedsLookUp,
        fromFork,
        runId,
        attempt,
        runUrl: (0,_runner_environment_js__WEBPACK_IMPORTED_MODULE_3__/* .workflowRunUrl */ .C)(env),
        step: {
            workflow: workflowFile(env.GITHUB_WORKFLOW_REF) ?? env.GITHUB_WORKFLOW ?? '',
            job: env.GITHUB_JOB ?? '',
            step: env.GITHUB_ACTION ?? '',
            repository: `${owner}/${repo}`,
            ...(pullNumber === undefined ? {} : { pull: pullNumber }),
        },
        notes,
    };
}


/***/ }),

/***/ 9407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _runner_cancellation_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2323);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4252);
/* harmony import */ var _runner_runtime_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1406);
/* harmony import */ var _runner_workflow_commands_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8303);
// First, so the signal handlers exist before anything else is evaluated.




(0,_runner_runtime_js__WEBPACK_IMPORTED_MODULE_2__/* .tuneForWaiting */ .H)();
try {
    await (0,_main_js__WEBPACK_IMPORTED_MODULE_1__/* .run */ .eF)({ signal: _runner_cancellation_js__WEBPACK_IMPORTED_MODULE_0__/* .cancelled */ .K, io: _runner_workflow_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .workflowCommandsIO */ .k });
}
catch (error) {
    // run() reports every failure itself; this is the last net, so nothing ends in a stack trace.
    (0,_main_js__WEBPACK_IMPORTED_MODULE_1__/* .reportCrash */ .Ms)(error, _runner_workflow_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .workflowCommandsIO */ .k);
    process.exitCode = 1;
}
// End the process ourselves once stdout has drained. Left to end by itself, Node closes its
// signal handlers while it tears down, and a SIGTERM in that moment kills the process with no
// exit code (the runner reads that as a crash); an idle connection held by a library could also
// keep a finished step running.
process.stdout.write('', () => process.exit());

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 1601:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   g0: () => (/* binding */ formatInputDuration)
/* harmony export */ });
const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
const DURATION = /^(\d+(?:\.\d+)?|\.\d+)\s*(ms|s|m|h)?$/i;
/** Parses `10`, `0.5`, `500ms`, `45s`, `30m` or `1h` into milliseconds; a bare number is seconds. */
function parseDuration(text) {
    const match = DURATION.exec(text.trim());
    if (!match)
        return undefined;
    const unit = (match[2] ?? 's').toLowerCase();
    const ms = Number(match[1]) * (UNIT_MS[unit] ?? 1_000);
    return Number.isFinite(ms) ? Math.round(ms) : undefined;
}
/** Renders milliseconds the way a person reads them: `850ms`, `12s`, `4m 05s`, `1h 02m`. */
function formatDuration(ms) {
    if (ms < 1_000)
        return `${Math.max(0, Math.round(ms))}ms`;
    const totalSeconds = Math.round(ms / 1_000);
    if (totalSeconds < 60)
        return `${totalSeconds}s`;
    const hours = Math.floor(totalSeconds / 3_600);
    const minutes = Math.floor((totalSeconds % 3_600) / 60);
    const seconds = totalSeconds % 60;
    if (hours > 0)
        return `${hours}h ${String(minutes).padStart(2, '0')}m`;
    return `${minutes}m ${String(seconds).padStart(2, '0')}s`;
}
/** Renders milliseconds in the form the duration inputs take: `250ms`, `1.5s`, `30s`, `30m`, `1h`. */
function formatInputDuration(ms) {
    const rounded = Math.max(0, Math.round(ms));
    if (rounded < 1_000)
        return `${rounded}ms`;
    const tenths = Math.round(rounded / 100) / 10;
    if (tenths < 60 || tenths % 60 !== 0)
        return `${tenths}s`;
    const minutes = tenths / 60;
    return minutes % 60 === 0 ? `${minutes / 60}h` : `${minutes}m`;
}


/***/ }),

/***/ 123:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ isUnevaluatedExpression)
/* harmony export */ });
/**
 * An input that is still a `${{ ... }}` expression: the runner did not evaluate it (a local run
 * passes action.yml's defaults as written). Such a value is no token and no secret.
 */
function isUnevaluatedExpression(value) {
    return /^\$\{\{[^}]*\}\}$/.test(value.trim());
}


/***/ }),

/***/ 2356:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ commandProblem),
/* harmony export */   e: () => (/* binding */ PERMISSION_LEVELS)
/* harmony export */ });
/** The words of `follow-up-command` and `follow-up-permission`, checked where the inputs are read. */
/** The levels of a commenter's permission on a repository, lowest first. */
const PERMISSION_LEVELS = ['read', 'triage', 'write', 'maintain', 'admin'];
/** Whether `command` is a usable `follow-up-command`: one word, no white space, at most 40 characters. */
function commandProblem(command) {
    if (!/^\S{1,40}$/.test(command))
        return "'follow-up-command' is one word of at most 40 characters with no spaces, such as /docs.";
    return undefined;
}


/***/ }),

/***/ 8028:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ko: () => (/* binding */ readInputs),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   yg: () => (/* binding */ describeProblems)
/* harmony export */ });
/* unused harmony exports INPUT_DEFAULTS, MAX_JOB_IDS, RUNNER_DEFAULTS, REQUIRED_INPUTS, OPTIONAL_INPUTS, MAX_PROMPT_CHARS */
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1601);
/* harmony import */ var _expression_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(123);
/* harmony import */ var _follow_up_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(2356);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3553);
/* harmony import */ var _common_ids_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(863);
/* harmony import */ var _out_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3581);






/** The one place the defaults live; a test proves action.yml declares the same ones. */
const INPUT_DEFAULTS = {
    'base-url': 'https://api.mintlify.com',
    'poll-interval': '10s',
    timeout: '30m',
    'fail-on': 'failed',
    'require-pr': 'false',
    'allow-insecure-http': 'false',
    wait: 'true',
    'fail-fast': 'false',
    comment: 'auto',
    'on-rerun': 'resume',
    'follow-up-permission': 'write',
    'docs-pr-comment': 'false',
};
/** More jobs than this in one step is an input error. */
const MAX_JOB_IDS = 50;
/**
 * Defaults that only the runner can apply (expressions); a local run has none. action.yml
 * declares them and a test checks it.
 */
const RUNNER_DEFAULTS = {
    'github-token': '${{ github.token }}',
    'report-token': '${{ github.token }}',
};
const REQUIRED_INPUTS = (/* unused pure expression or super */ null && (['project-id', 'api-key']));
/** Inputs with neither a default nor `required`: empty means "not used". */
const OPTIONAL_INPUTS = (/* unused pure expression or super */ null && (['job-id', 'prompt', 'message', 'check-name', 'follow-up-command']));
/** The service takes prompts of any length; this bound keeps a runaway expression from a huge body. */
const MAX_PROMPT_CHARS = 100_000;
const MIN_POLL_INTERVAL_MS = 100;
const MAX_DURATION_MS = 24 * 3_600_000;
const FAIL_ON_WORDS = ['failed', 'archived', 'none'];
/** Every problem with the inputs at once, so a user fixes the workflow in one go. */
class InputError extends Error {
    problems;
    constructor(problems) {
        super((0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .fullText */ .DU)(describeProblems(problems)));
        this.name = 'InputError';
        this.problems = problems;
    }
}
/** The problems as one message for the log: the sink quotes, redacts and cuts the values. */
function describeProblems(problems) {
    if (problems.length === 1 && problems[0] !== undefined)
        return (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Invalid input: ${problems[0]}`;
    return (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Invalid inputs:\n${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .joinMessages */ .hw)(problems.map((p) => (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `  - ${p}`), '\n')}`;
}
/** A user's text in a message: the sink shows it on one line, redacted, and only then cut. */
function quote(text) {
    return (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `"${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .TL)(text, 60)}"`;
}
function readId(name, value, problems) {
    const problem = (0,_common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .idProblem */ .lx)(value);
    if (value === '') {
        problems.push(`'${name}' is required but empty; pass it in the step's 'with:' block.`);
    }
    else if (problem !== undefined) {
        const hint = /^https?:/i.test(value) ? ' It looks like a URL: pass only the id.' : '';
        problems.push((0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `'${name}' is ${quote(value)}, which is not an id: ${problem} (ids hold only letters, digits, '-', '_', '.' and '~', up to ${_common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_ID_LENGTH */ .Qx}).${hint} Check the expression that sets it.`);
    }
    return value;
}
function readDuration(name, value, problems) {
    const ms = (0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDuration */ .E9)(value);
    if (ms === undefined) {
        problems.push((0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `'${name}' is ${quote(value)}, which is not a duration. Use seconds ('10', '0.5') or a number with ms, s, m or h ('500ms', '45s', '30m', '1h').`);
        return NaN;
    }
    if (ms <= 0) {
        problems.push((0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `'${name}' is ${quote(value)}; it must be longer than zero.`);
    }
    else if (ms > MAX_DURATION_MS) {
        problems.push((0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `'${name}' is ${quote(value)}; it can be at most 24h.`);
    }
    return ms;
}
function readBoolean(name, value, problems) {
    if (/^(true|yes|on)$/i.test(value))
        return true;
    if (/^(false|no|off)$/i.test(value))
        return false;
    problems.push((0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `'${name}' is ${quote(value)}; use 'true' or 'false'.`);
    return false;
}
function readFailOn(value, problems) {
    const words = value
        .split(/[,\n]/)
        .map((word) => word.trim().toLowerCase())
        .filter((word) => word !== '');
    const unknown = words.filter((word) => !FAIL_ON_WORDS.includes(word));
    if (unknown.length > 0) {
        problems.push((0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `'fail-on' has ${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .joinMessages */ .hw)(unknown.map(quote), ', ')}; use a comma-separated list of 'failed' and 'archived', or 'none'.`);
    }
    else if (words.includes('none') && words.length > 1) {
        problems.push(`'fail-on' combines 'none' with statuses; use either 'none' alone or a list of statuses.`);
    }
    return new Set(words.filter((word) => word === 'failed' || word === 'archived'));
}
function readBaseUrl(value, allowInsecureHttp, problems) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        problems.push((0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `'base-url' is ${quote(value)}, which is not a URL; use the service's address, such as '${INPUT_DEFAULTS['base-url']}'.`);
        return value;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        problems.push((0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `'base-url' uses ${quote(url.protocol)}; only https:// (or http:// to a local address) is supported.`);
    }
    else if (url.username !== '' || url.password !== '') {
        problems.push(`'base-url' carries credentials; remove them: the action sends the api-key as a bearer token.`);
    }
    else if (url.search !== '' || url.hash !== '') {
        problems.push(`'base-url' has a query or fragment; give only the address, such as '${INPUT_DEFAULTS['base-url']}'.`);
    }
    else if (/\/v\d+(\/agent)?\/*$/i.test(url.pathname)) {
        problems.push((0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `'base-url' ends in ${quote(url.pathname.replace(/\/+$/, ''))}, but the action adds /v2/agent/... itself, so every request would ask for /v2/v2/... and find nothing; give only the address, such as '${INPUT_DEFAULTS['base-url']}'.`);
    }
    else if (url.protocol === 'http:' && !(0,_proxy_js__WEBPACK_IMPORTED_MODULE_3__/* .isLoopbackHost */ .cW)(url.hostname) && !allowInsecureHttp) {
        problems.push(`'base-url' is plain http:// to ${url.host}, which would send the api-key across the network in clear text; use https://, or set 'allow-insecure-http: true' if you accept that risk.`);
    }
    return url.href.replace(/\/+$/, '');
}
const SERVICE_KEY_KINDS = [
    ['mint_dsc_', 'an assistant key (mint_dsc_...)'],
    ['mint_us_', 'an index key (mint_us_...)'],
];
function readApiKey(value, problems, warnings) {
    if (value === '') {
        problems.push(`'api-key' is required but empty; pass the admin key as a secret: api-key: \${{ secrets.MINTLIFY_ADMIN_API_KEY }}. An empty value usually means the secret is not defined for this repository or environment.`);
    }
    else if (/\s/.test(value)) {
        problems.push(`'api-key' contains a space or line break, so it cannot be a key; re-save the secret with the key alone.`);
    }
    else {
        const kind = SERVICE_KEY_KINDS.find(([prefix]) => value.startsWith(prefix));
        if (kind) {
            warnings.push(`'api-key' looks like ${kind[1]}, which the Administration API does not accept; create an admin key (mint_...) on the dashboard's API keys page.`);
        }
        else if (!value.startsWith('mint_')) {
            warnings.push(`'api-key' does not start with 'mint_', the prefix of the service's admin keys; check that the secret holds an admin API key.`);
        }
    }
    return value;
}
function readPrompt(name, value, problems) {
    if (value.length > MAX_PROMPT_CHARS) {
        problems.push(`'${name}' has ${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .thousands */ .oh)(value.length)} characters, over the ${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .thousands */ .oh)(MAX_PROMPT_CHARS)} this action sends; shorten it, or check the expression that sets it.`);
    }
    return value.replace(/\r\n/g, '\n').trim();
}
/** job-id alone waits; prompt alone starts a job; job-id with message sends a follow-up. */
function readPlan(jobId, promptText, messageText, problems, commanded) {
    const prompt = readPrompt('prompt', promptText, problems);
    const message = readPrompt('message', messageText, problems);
    if (prompt !== '' && jobId !== '') {
        problems.push(`'prompt' and 'job-id' are both set: 'prompt' starts a new job, 'job-id' waits for an existing one. Remove 'job-id' to start a job, or use 'message' (with 'job-id') to send the job a follow-up.`);
    }
    else if (prompt !== '' && message !== '') {
        problems.push(`'prompt' and 'message' are both set; a new job takes only 'prompt'. Send the follow-up in a later step, with 'job-id' and 'message'.`);
    }
    else if (message !== '' && jobId === '') {
        problems.push(`'message' is set but 'job-id' is empty: a follow-up goes to an existing job. Pass the job's id in 'job-id', or use 'prompt' instead of 'message' to start a new job.`);
    }
    else if (prompt === '' && jobId === '' && !commanded) {
        problems.push(`Neither 'job-id' nor 'prompt' is set: pass 'job-id' to wait for a job started elsewhere, or 'prompt' to start one. An empty 'job-id' usually means the step that started the job set no output.`);
    }
    if (prompt !== '')
        return { kind: 'start', prompt };
    if (message !== '')
        return { kind: 'message', message };
    return { kind: 'wait' };
}
/** job-id's ids (commas or line breaks; blanks ignored, duplicates collapse) and the plan. */
function readJobsAndPlan(read, problems, commanded) {
    const listed = [
        ...new Set(read('job-id')
            .trim()
            .split(/[,\n\r]+/)
            .map((id) => id.trim())
            .filter((id) => id !== '')),
    ];
    const plan = readPlan(listed.join(','), read('prompt'), read('message'), problems, commanded);
    const jobIds = listed.map((id) => readId('job-id', id, problems));
    if (jobIds.length > MAX_JOB_IDS) {
        problems.push(`'job-id' lists ${jobIds.length} jobs; one step waits for at most ${MAX_JOB_IDS}. Split them over several steps.`);
    }
    if (jobIds.length > 1 && (plan.kind === 'message' || commanded)) {
        problems.push(`'message' goes to one job, but 'job-id' lists ${jobIds.length}; send each follow-up in its own step.`);
    }
    return { jobIds, plan };
}
/** A token input, or empty: a local run passes action.yml's default unevaluated. */
function readToken(name, value, problems, notes) {
    if ((0,_expression_js__WEBPACK_IMPORTED_MODULE_4__/* .isUnevaluatedExpression */ .r)(value)) {
        notes.push(`'${name}' is the unevaluated expression ${value} (a local run, outside the runner), so it is not used.`);
        return '';
    }
    if (/\s/.test(value))
        problems.push(`'${name}' contains a space or line break; pass a token alone, such as \${{ github.token }}.`);
    return value;
}
function readChoice(name, value, choices, problems) {
    const word = value.toLowerCase();
    const found = choices.find((choice) => choice === word);
    if (found === undefined) {
        problems.push((0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `'${name}' is ${quote(value)}; use ${choices
            .map((c) => `'${c}'`)
            .join(', ')
            .replace(/, ([^,]*)$/, ' or $1')}.`);
        return choices[0];
    }
    return found;
}
/** A check run's name: one line a branch rule can name, at most 100 characters. */
function readCheckName(value, problems) {
    if (/[\u0000-\u001f\u007f]/.test(value) || value.length > 100) {
        problems.push((0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `'check-name' is ${quote(value)}; a check run's name is one line of at most 100 characters, such as 'Docs agent'.`);
    }
    return value;
}
function readVisibility(read, problems, notes) {
    const comment = readChoice('comment', read('comment').trim() || INPUT_DEFAULTS.comment, ['auto', 'true', 'false'], problems);
    const onRerun = readChoice('on-rerun', read('on-rerun').trim() || INPUT_DEFAULTS['on-rerun'], ['resume', 'start'], problems);
    return {
        comment: comment === 'auto' ? 'auto' : comment,
        checkName: readCheckName(read('check-name').trim(), problems),
        reportToken: readToken('report-token', read('report-token').trim(), problems, notes),
        onRerun,
        docsPrComment: readBoolean('docs-pr-comment', read('docs-pr-comment').trim() || INPUT_DEFAULTS['docs-pr-comment'], problems),
    };
}
/** Checks across inputs, once each is read. */
function crossCheck(config, problems) {
    const { pollIntervalMs, timeoutMs } = config;
    if (pollIntervalMs > 0 && pollIntervalMs < MIN_POLL_INTERVAL_MS) {
        problems.push(`'poll-interval' is ${(0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(pollIntervalMs)}; it must be at least ${MIN_POLL_INTERVAL_MS}ms so the service is not flooded.`);
    }
    if (pollIntervalMs > 0 && timeoutMs > 0 && pollIntervalMs > timeoutMs) {
        problems.push(`'poll-interval' (${(0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(pollIntervalMs)}) is longer than 'timeout' (${(0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(timeoutMs)}), so the job would be checked only once; lower poll-interval or raise timeout.`);
    }
    if (!config.wait && config.plan.kind === 'wait' && config.jobId !== '') {
        problems.push(`'wait' is false but there is nothing to start or send: with 'job-id' alone the step only waits. Remove 'wait: false', or add 'message' to send the job a follow-up.`);
    }
}
/** The admin key is sent to the service and nowhere else: a token input that holds it is refused. */
function refuseKeyAsToken(apiKey, tokens, problems) {
    for (const [name, token] of Object.entries(tokens)) {
        if (apiKey !== '' && token === apiKey) {
            problems.push(`'${name}' holds the api-key, which would send the admin key to GitHub; pass a GitHub token instead, such as \${{ github.token }}.`);
        }
    }
}
const COMMAND_PERMISSIONS = ['triage', 'write', 'maintain', 'admin'];
/** `follow-up-command` and `follow-up-permission`; the message then comes from the comment, never from an input. */
function readFollowUp(read, plan, problems) {
    const command = read('follow-up-command').trim();
    const permission = (read('follow-up-permission').trim() || INPUT_DEFAULTS['follow-up-permission']);
    if (!COMMAND_PERMISSIONS.includes(permission))
        problems.push((0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `'follow-up-permission' is ${quote(permission)}; use triage, write, maintain or admin (the least permission on this repository a commenter needs).`);
    if (command === '')
        return undefined;
    const problem = (0,_follow_up_js__WEBPACK_IMPORTED_MODULE_5__/* .commandProblem */ .R)(command);
    if (problem)
        problems.push(problem);
    if (plan.kind !== 'wait')
        problems.push(`'follow-up-command' takes the message from the pull request comment: remove '${plan.kind === 'start' ? 'prompt' : 'message'}' from this step.`);
    return { command, permission };
}
/** Reads and checks every input once, returning one typed config or throwing an InputError. */
function readInputs(read) {
    const problems = [];
    const warnings = [];
    const notes = [];
    const optional = (name) => read(name).trim() || INPUT_DEFAULTS[name];
    const apiKey = readApiKey(read('api-key').trim(), problems, warnings);
    const projectId = readId('project-id', read('project-id').trim(), problems);
    const commanded = read('follow-up-command').trim() !== '';
    const { jobIds, plan } = readJobsAndPlan(read, problems, commanded);
    const followUp = readFollowUp(read, plan, problems);
    const allowInsecureHttp = readBoolean('allow-insecure-http', optional('allow-insecure-http'), problems);
    const checked = {
        projectId,
        jobId: jobIds[0] ?? '',
        jobIds,
        failFast: readBoolean('fail-fast', optional('fail-fast'), problems),
        plan,
        wait: readBoolean('wait', optional('wait'), problems),
        baseUrl: readBaseUrl(optional('base-url'), allowInsecureHttp, problems),
        pollIntervalMs: readDuration('poll-interval', optional('poll-interval'), problems),
        timeoutMs: readDuration('timeout', optional('timeout'), problems),
        failOn: readFailOn(optional('fail-on'), problems),
        requirePr: readBoolean('require-pr', optional('require-pr'), problems),
    };
    const githubToken = readToken('github-token', read('github-token').trim(), problems, notes);
    const visibility = readVisibility(read, problems, notes);
    crossCheck(checked, problems);
    refuseKeyAsToken(apiKey, { 'github-token': githubToken, 'report-token': visibility.reportToken }, problems);
    if (problems.length > 0)
        throw new InputError(problems);
    const config = { ...checked, apiKey, githubToken, visibility, ...(followUp ? { followUp } : {}) };
    return { config, warnings, notes };
}


/***/ }),

/***/ 3553:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   cW: () => (/* binding */ isLoopbackHost),
/* harmony export */   uv: () => (/* binding */ readProxySettings)
/* harmony export */ });
/* unused harmony export withoutCredentials */
/**
 * The runner's proxy variables, read once and checked before any request: a malformed one is an
 * input error that names the variable, with its credentials shown as ***.
 */
const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'];
function isLoopbackHost(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
/** `scheme://***@host`: everything between the scheme and the last `@` is credentials. */
function withoutCredentials(value) {
    const at = value.lastIndexOf('@');
    const schemeEnd = value.indexOf('://');
    if (at < 0)
        return value;
    return `${schemeEnd >= 0 && schemeEnd < at ? value.slice(0, schemeEnd + 3) : ''}***${value.slice(at)}`;
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
function readProxySettings(env) {
    const problems = [];
    const secrets = [];
    const usable = {};
    for (const name of PROXY_VARIABLES) {
        const value = env[name]?.trim();
        if (!value)
            continue;
        secrets.push(...credentialsOf(value));
        const shown = JSON.stringify(withoutCredentials(value));
        let url;
        try {
            url = new URL(value);
        }
        catch {
            problems.push(`The environment variable ${name} is ${shown}, which is not a URL. Use http://host:port, with any user name or password percent-encoded (a '#' as %23, '@' as %40).`);
            continue;
        }
        if (url.protocol !== 'http:' && url.protocol !== 'https:') {
            problems.push(`The environment variable ${name} is ${shown}, a ${url.protocol.slice(0, -1)} proxy; only http:// and https:// proxies are supported. Set it to an http proxy or unset it.`);
            continue;
        }
        if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
            problems.push(`The environment variable ${name} is ${shown}, which has a path, query or fragment; a proxy is http://host:port. A '#' or '/' in a password must be percent-encoded (%23, %2F).`);
            continue;
        }
        usable[name] = url.origin;
    }
    const noProxy = env.NO_PROXY ?? env.no_proxy ?? '';
    return {
        problems,
        secrets: [...new Set(secrets)].filter((secret) => secret !== ''),
        proxyFor(url) {
            if (isLoopbackHost(url.hostname) || matchesNoProxy(url, noProxy))
                return undefined;
            return url.protocol === 'https:'
                ? (usable.HTTPS_PROXY ?? usable.https_proxy)
                : (usable.HTTP_PROXY ?? usable.http_proxy);
        },
    };
}


/***/ }),

/***/ 3332:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ stepSecrets)
/* harmony export */ });
/* harmony import */ var _expression_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(123);
/** The step's secrets, masked before anything else runs and redacted from everything written. */

/** Every form of the key a log could show (as given, trimmed, each line), the github-token and report-token, proxy credentials. */
function stepSecrets(io, proxies) {
    const rawKey = io.getInput('api-key');
    const keyParts = [rawKey, rawKey.trim(), ...rawKey.split(/\r?\n/).map((line) => line.trim())];
    // A local run passes action.yml's default unevaluated: that is no token.
    const tokens = ['github-token', 'report-token']
        .map((name) => io.getInput(name).trim())
        .filter((token) => !(0,_expression_js__WEBPACK_IMPORTED_MODULE_0__/* .isUnevaluatedExpression */ .r)(token));
    return [...new Set([...keyParts, ...tokens, ...proxies.secrets])].filter(Boolean);
}


/***/ }),

/***/ 4252:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Ms: () => (/* reexport */ publish/* reportCrash */.Ms),
  eF: () => (/* binding */ run)
});

// UNUSED EXPORTS: ACTION_NAME, FOLLOW_UP_GRACE_INTERVALS, REQUEST_TIMEOUT_MS, defaultDeps

// EXTERNAL MODULE: ./src/common/clock.ts
var clock = __nccwpck_require__(9987);
;// CONCATENATED MODULE: ./src/deps.ts
/** What run() depends on, with the runner's real ones as defaults; tests pass their own. */

/** One request may take this long before it counts as a transient fault. */
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * The runner's real dependencies. The runner's IO is loaded only when the caller passes none:
 * the bundle's entry passes the lean one (runner/workflow-commands.ts); `run()` with no arguments
 * gets @actions/core's (runner/io.ts), which @github/local-action stands in for.
 */
async function loadRunnerIO() {
    return (await Promise.all(/* import() */[__nccwpck_require__.e(421), __nccwpck_require__.e(996)]).then(__nccwpck_require__.bind(__nccwpck_require__, 2996))).runnerIO;
}
function defaultDeps() {
    return {
        clock: clock/* systemClock */.ml,
        random: Math.random,
        signal: new AbortController().signal,
        env: process.env,
    };
}

// EXTERNAL MODULE: ./src/github/client.ts
var client = __nccwpck_require__(6584);
// EXTERNAL MODULE: ./src/github/transport.ts
var transport = __nccwpck_require__(5038);
// EXTERNAL MODULE: ./src/common/ids.ts
var common_ids = __nccwpck_require__(863);
// EXTERNAL MODULE: ./src/out/text.ts
var out_text = __nccwpck_require__(3581);
;// CONCATENATED MODULE: ./src/github/look-up.ts


/** What the look-up may take in all, retries included. */
const LOOKUP_BUDGET_MS = 10_000;
/** The github-token's use, for the client's messages. */
const LOOKUP_TOKEN = { name: 'github-token', needs: 'pull-requests: read on that repository' };
function whyNot(result, timedOut) {
    if (result.unreached !== undefined)
        return `the GitHub API could not be reached: ${result.unreached}`;
    if (timedOut && result.status === undefined)
        return `the GitHub API did not answer within ${LOOKUP_BUDGET_MS / 1_000}s`;
    switch (result.status) {
        case 401:
            return 'the github-token was refused (HTTP 401)';
        case 404:
            return 'the github-token cannot see that repository, or the pull request does not exist (HTTP 404)';
        case 403:
            if (!/rate/i.test((0,out_text/* fullText */.DU)(result.cause)))
                return 'the github-token may not read it (HTTP 403); it needs pull-requests: read on that repository';
            return result.cause;
        case undefined:
            return result.cause;
        default:
            return result.status >= 500 ? `the GitHub API answered HTTP ${result.status}` : result.cause;
    }
}
/** Reads one pull request; its answer is untrusted too: a head that is not a commit id is not handed on. */
async function lookUpPullRequest(call, address, signal, clock) {
    const timeout = AbortSignal.timeout(LOOKUP_BUDGET_MS);
    const budget = { signal: AbortSignal.any([signal, timeout]), deadline: clock.now() + LOOKUP_BUDGET_MS };
    const path = `/repos/${encodeURIComponent(address.owner)}/${encodeURIComponent(address.repo)}/pulls/${address.number}`;
    const result = await call({ method: 'GET', path }, budget);
    if (!result.ok)
        return { kind: 'unavailable', reason: whyNot(result, timeout.aborted) };
    const data = (result.data ?? {});
    const sha = data.head?.sha;
    if (typeof sha !== 'string' || !common_ids/* COMMIT_SHA */.pk.test(sha))
        return { kind: 'unavailable', reason: 'GitHub gave no commit id for its head' };
    return {
        kind: 'found',
        details: {
            headSha: sha,
            headRef: typeof data.head?.ref === 'string' ? data.head.ref : '',
            state: data.merged === true || data.merged_at ? 'merged' : data.state === 'closed' ? 'closed' : 'open',
            draft: data.draft === true,
        },
    };
}
async function describePullRequest(sink, link, options) {
    if (link?.host !== 'github' || !link.owner || !link.repo || !link.number)
        return undefined;
    const name = `${link.owner}/${link.repo}#${link.number}`;
    if (options.token === '') {
        sink.debug(`No github-token, so ${name} is not looked up.`);
        return undefined;
    }
    const server = (0,out_text/* httpUrl */.q3)(options.env.GITHUB_SERVER_URL || 'https://github.com');
    if ((0,out_text/* httpUrl */.q3)(link.url)?.host !== server?.host) {
        sink.debug(`${name} is not on this workflow's GitHub server, so it is not looked up.`);
        return undefined;
    }
    const lookup = await options.lookUp({ owner: link.owner, repo: link.repo, number: link.number }, options.token, options.signal);
    if (lookup.kind === 'unavailable') {
        sink.info((0,out_text/* msg */.ab) `Could not read pull request ${name}: ${lookup.reason}. The pr-head-sha, pr-state and pr-draft outputs stay empty; pass a github-token that can read ${link.owner}/${link.repo} to fill them.`);
        return undefined;
    }
    const { details } = lookup;
    sink.info((0,out_text/* msg */.ab) `Pull request ${name} is ${details.state}${details.draft ? ' (draft)' : ''}, head ${(0,out_text/* abbreviated */.gl)(details.headSha, 12)} on ${(0,out_text/* quoted */.TL)(details.headRef)}.`);
    return details;
}

;// CONCATENATED MODULE: ./src/github/plan.ts
/** A step that keeps neither: nothing is written, and no record can be read. */
const NO_SURFACES = {
    earlierRecord: async () => ({ kind: 'unreadable', why: 'there is no comment or check run to keep it in' }),
    begin: async () => undefined,
    progress: () => undefined,
    links: () => ({}),
    finish: async () => ({}),
    abandon: async () => ({}),
};
/** Decides what the step keeps, and says why when a comment or check run asked for cannot be kept. */
function planSurfaces(visibility, trigger, sink) {
    for (const note of trigger?.notes ?? [])
        sink.info(note);
    const noToken = visibility.reportToken === '';
    const wantsComment = visibility.comment !== 'false';
    const comment = wantsComment && trigger?.pullNumber !== undefined && !noToken;
    const check = visibility.checkName !== '' && trigger?.headSha !== undefined && !noToken;
    if (wantsComment && !comment) {
        const why = noToken
            ? "'report-token' is empty"
            : trigger
                ? `this run's event (${trigger.eventName || 'unknown'}) is not about a pull request`
                : 'this is not a workflow run (no GITHUB_REPOSITORY or GITHUB_RUN_ID)';
        if (visibility.comment === 'true')
            sink.warning(`No pull request comment: ${why}. Set 'comment: auto' to comment only when there is one.`);
        else
            sink.debug(`No pull request comment: ${why}.`);
    }
    if (visibility.checkName !== '' && !check)
        sink.warning(noToken
            ? "No check run: 'report-token' is empty; pass a token with checks: write, such as ${{ github.token }}."
            : trigger
                ? 'No check run: the runner gave no commit (GITHUB_SHA) to put it on.'
                : 'No check run: this is not a workflow run (no GITHUB_REPOSITORY or GITHUB_RUN_ID).');
    return { comment, check };
}

// EXTERNAL MODULE: ./src/github/record.ts
var github_record = __nccwpck_require__(5358);
// EXTERNAL MODULE: ./src/github/trigger.ts
var github_trigger = __nccwpck_require__(7131);
// EXTERNAL MODULE: ./src/inputs/inputs.ts
var inputs = __nccwpck_require__(8028);
// EXTERNAL MODULE: ./src/inputs/proxy.ts
var proxy = __nccwpck_require__(3553);
// EXTERNAL MODULE: ./src/inputs/secrets.ts
var inputs_secrets = __nccwpck_require__(3332);
// EXTERNAL MODULE: ./src/out/sink.ts
var out_sink = __nccwpck_require__(1445);
// EXTERNAL MODULE: ./src/report/publish.ts
var publish = __nccwpck_require__(4617);
// EXTERNAL MODULE: ./src/report/report.ts
var report_report = __nccwpck_require__(8850);
// EXTERNAL MODULE: ./src/report/verdict.ts
var verdict = __nccwpck_require__(687);
;// CONCATENATED MODULE: ./src/report/surface-ending.ts

const CONCLUSIONS = {
    completed: 'success',
    failed: 'failure',
    archived: 'neutral',
    started: 'neutral',
    'timed-out': 'timed_out',
    cancelled: 'cancelled',
    'not-found': 'failure',
    unauthorized: 'failure',
    error: 'failure',
    skipped: 'neutral',
};
/** The check run's conclusion follows the step: what fails the step is a failure. */
function checkConclusion(report) {
    const conclusion = CONCLUSIONS[report.outcome];
    if (conclusion === 'timed_out' || conclusion === 'cancelled')
        return conclusion;
    return report.failure === undefined ? (conclusion === 'failure' ? 'neutral' : conclusion) : 'failure';
}
/**
 * The check run's text: the docs pull request as a live link named `owner/repo#N`, or, with
 * several jobs, a table with each job's.
 */
function pullRequestsDoc(report) {
    const { pullRequests } = report;
    const opened = pullRequests.filter((entry) => entry.pr !== undefined);
    const link = (pr) => ({ link: pr.url, text: (0,verdict/* pullRequestName */.Ib)(pr) });
    const [only] = pullRequests;
    if (pullRequests.length === 1 && only?.pr)
        return { icon: '🔗', heading: 'The docs pull request', paragraphs: [], rows: [['Pull request', link(only.pr)]] };
    if (opened.length === 0)
        return { icon: '🔗', heading: 'No docs pull request', paragraphs: [], rows: [] };
    return {
        icon: '🔗',
        heading: `The docs pull requests (${opened.length} of ${pullRequests.length} jobs)`,
        paragraphs: [],
        rows: [],
        table: {
            headers: ['Job', 'Docs pull request'],
            rows: pullRequests.map(({ job, pr }) => [{ code: job }, pr ? link(pr) : { none: 'none' }]),
        },
    };
}
function surfaceEnding(report) {
    return {
        doc: report.summary,
        conclusion: checkConclusion(report),
        text: pullRequestsDoc(report),
        jobFailed: report.outcome === 'failed',
    };
}

// EXTERNAL MODULE: ./src/inputs/duration.ts
var duration = __nccwpck_require__(1601);
;// CONCATENATED MODULE: ./src/common/agent-job.ts
const FINAL_STATUSES = ['completed', 'archived', 'failed'];
const KNOWN_STATUSES = ['active', ...FINAL_STATUSES];
function isFinal(status) {
    return FINAL_STATUSES.includes(status);
}
function isKnownStatus(status) {
    return KNOWN_STATUSES.includes(status);
}
function stringOrNull(value) {
    if (typeof value === 'string')
        return value;
    return value === null ? null : undefined;
}
function withoutUndefined(object) {
    return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined));
}
/**
 * Checks a decoded response body. Returns undefined when it is not a job at all (no string
 * `status`); fields of the wrong type are dropped rather than trusted.
 */
function parseJob(body) {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
        return undefined;
    const raw = body;
    if (typeof raw.status !== 'string' || raw.status.trim() === '')
        return undefined;
    const source = typeof raw.source === 'object' && raw.source !== null ? raw.source : undefined;
    return withoutUndefined({
        id: typeof raw.id === 'string' ? raw.id : undefined,
        status: raw.status.trim().toLowerCase(),
        model: typeof raw.model === 'string' ? raw.model : undefined,
        prLink: stringOrNull(raw.prLink),
        createdAt: typeof raw.createdAt === 'string' ? raw.createdAt : undefined,
        archivedAt: stringOrNull(raw.archivedAt),
        source: source
            ? withoutUndefined({
                repository: typeof source.repository === 'string' ? source.repository : undefined,
                ref: stringOrNull(source.ref),
            })
            : undefined,
    });
}

// EXTERNAL MODULE: ./src/common/network-errors.ts
var network_errors = __nccwpck_require__(8375);
// EXTERNAL MODULE: ./src/common/retry-after.ts
var retry_after = __nccwpck_require__(5708);
// EXTERNAL MODULE: ./src/service/transport.ts + 1 modules
var service_transport = __nccwpck_require__(5637);
;// CONCATENATED MODULE: ./src/service/answers.ts







/** Replaces the secrets in every string of a decoded body, so no value taken from it holds one. */
function redactDeep(value, secrets) {
    if (typeof value === 'string')
        return secrets.reduce((out, secret) => out.split(secret).join(out_sink/* REDACTED */.XF), value);
    if (Array.isArray(value))
        return value.map((item) => redactDeep(item, secrets));
    if (typeof value === 'object' && value !== null) {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactDeep(v, secrets)]));
    }
    return value;
}
/** The body as JSON, past a UTF-8 byte order mark; undefined when it is not JSON. */
function parseJson(text) {
    try {
        return { value: JSON.parse(text.replace(/^\uFEFF/, '')) };
    }
    catch {
        return undefined;
    }
}
/**
 * The service's own words, whole: `{"error"}`, or a problem+json `title` and `detail`, or the
 * text. Never cut here: only the sink cuts, after it has redacted.
 */
function serviceMessage(response) {
    const parsed = parseJson(response.body);
    const body = parsed?.value;
    if (typeof body === 'object' && body !== null) {
        const { error, title, detail, message } = body;
        const parts = [error, title, detail].filter((part) => typeof part === 'string' && part !== '');
        if (parts.length === 0 && typeof message === 'string')
            parts.push(message);
        if (parts.length > 0)
            return parts.join(': ');
    }
    return response.body.replace(/^\uFEFF/, '').trim();
}
/** How much of the service's words a message shows. */
const SERVICE_WORDS_CAP = 200;
function httpCause(response) {
    const words = serviceMessage(response);
    return words === ''
        ? (0,out_text/* msg */.ab) `HTTP ${response.status}`
        : (0,out_text/* msg */.ab) `HTTP ${response.status} (${(0,out_text/* quoted */.TL)(words, SERVICE_WORDS_CAP)})`;
}
function networkCause(failure) {
    const via = failure.proxy ? `the proxy at ${failure.proxy}` : undefined;
    switch (failure.kind) {
        case 'timeout':
            return (0,out_text/* msg */.ab) `${via ? `the request through ${via} timed out` : 'the request timed out'}`;
        case 'too-large':
            return (0,out_text/* msg */.ab) `the response was too large: ${failure.message}`;
        case 'refused':
            return (0,out_text/* msg */.ab) `${via ? `${via} refused the connection` : 'connection refused'} (${failure.code ?? ''})`;
        case 'dns':
            return via
                ? (0,out_text/* msg */.ab) `DNS lookup of ${via} failed (${failure.code ?? ''})`
                : (0,out_text/* msg */.ab) `DNS lookup failed (${failure.code ?? ''}${failure.code === 'EAI_AGAIN' ? ', temporary' : ''})`;
        case 'proxy':
            return (0,out_text/* msg */.ab) `${via ?? 'the proxy'}: ${(0,out_text/* quoted */.TL)(failure.message, SERVICE_WORDS_CAP)}`;
        default: {
            const what = (0,network_errors/* networkError */.x6)(failure.code)
                ? (0,out_text/* msg */.ab) `${(0,network_errors/* networkErrorWords */.iN)(failure.code ?? '')}`
                : (0,out_text/* msg */.ab) `network error: ${(0,out_text/* quoted */.TL)(failure.message, SERVICE_WORDS_CAP)}`;
            return via ? (0,out_text/* msg */.ab) `${what}, through ${via}` : what;
        }
    }
}
/** A 407, or a failed CONNECT: the proxy wants credentials, and asking again will not help. */
function proxyRefusal(status, proxy) {
    if (String(status) !== '407')
        return undefined;
    return (0,out_text/* msg */.ab) `the proxy at ${proxy ?? 'the configured address'} asks for credentials (HTTP 407); put them in the proxy variable (http://user:password@host:port) or ask whoever runs the proxy`;
}
/** The wait the response asks for, if it asks. */
function retryAfter(response, wallNow) {
    const retryAfterMs = (0,retry_after/* retryAfterOf */.sT)(response.headers, wallNow());
    return retryAfterMs === undefined ? {} : { retryAfterMs };
}
function readJob(response, secrets) {
    const parsed = parseJson(response.body);
    if (!parsed)
        return 'the response was not JSON';
    const clean = redactDeep(parsed.value, secrets);
    const job = parseJob(clean);
    if (!job)
        return 'the response has no job status';
    const body = (0,out_text/* oneLineJson */.hp)(clean);
    return { job, body };
}
function classifyGet(response, wallNow, secrets) {
    const { status } = response;
    if (status === 200) {
        const read = readJob(response, secrets);
        return typeof read === 'string'
            ? { kind: 'transient', cause: (0,out_text/* msg */.ab) `${read}`, rateLimited: false }
            : { kind: 'job', ...read };
    }
    if (status === 404)
        return { kind: 'not-found', message: serviceMessage(response) };
    if (status === 401 || status === 403) {
        return { kind: 'refused', httpStatus: status, message: serviceMessage(response) };
    }
    const proxyCause = proxyRefusal(status, response.via);
    if (proxyCause)
        return { kind: 'rejected', cause: proxyCause };
    if (status === 408 || status === 425 || status === 429 || status >= 500) {
        return {
            kind: 'transient',
            cause: httpCause(response),
            rateLimited: status === 429,
            ...retryAfter(response, wallNow),
        };
    }
    return { kind: 'rejected', cause: (0,out_text/* msg */.ab) `the service answered ${httpCause(response)}` };
}
/** Any id a 2xx answer carried, as text, usable or not. */
function answeredId(response, secrets) {
    const value = parseJson(response.body)?.value;
    if (typeof value !== 'object' || value === null)
        return undefined;
    const id = redactDeep(value, secrets).id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}
/**
 * Any 2xx means the service may have acted. It is a job to wait for only with a status and,
 * for a start, a usable id; anything less is "may have been started", never "nothing was".
 */
function classifyAccepted(response, secrets, needsId) {
    const { status } = response;
    const read = readJob(response, secrets);
    const id = answeredId(response, secrets);
    const carried = id === undefined ? {} : { jobId: id };
    if (typeof read === 'string') {
        return {
            kind: 'unknown',
            cause: (0,out_text/* msg */.ab) `the service answered HTTP ${status}, but ${response.body.trim() === '' ? 'with no body' : read}`,
            ...carried,
        };
    }
    if (needsId) {
        const problem = read.job.id === undefined ? 'it has none' : (0,common_ids/* idProblem */.lx)(read.job.id);
        if (problem !== undefined || read.job.id === 'null' || read.job.id === 'undefined') {
            return {
                kind: 'unknown',
                cause: (0,out_text/* msg */.ab) `the service answered HTTP ${status}, but its answer has no usable job id (${problem ?? 'it reads as null'})`,
                ...carried,
            };
        }
    }
    return { kind: 'job', ...read };
}
function classifyPost(response, wallNow, secrets, needsId) {
    const { status } = response;
    if (status >= 200 && status < 300)
        return classifyAccepted(response, secrets, needsId);
    if (status === 404)
        return { kind: 'not-found', message: serviceMessage(response) };
    if (status === 401 || status === 403) {
        return { kind: 'refused', httpStatus: status, message: serviceMessage(response) };
    }
    const proxyCause = proxyRefusal(status, response.via);
    if (proxyCause)
        return { kind: 'rejected', cause: proxyCause };
    if (status === 429)
        return { kind: 'retry', cause: httpCause(response), rateLimited: true, ...retryAfter(response, wallNow) };
    if (status >= 500 || status === 408)
        return { kind: 'unknown', cause: (0,out_text/* msg */.ab) `the service answered ${httpCause(response)}` };
    if (status >= 300 && status < 400) {
        return {
            kind: 'rejected',
            cause: (0,out_text/* msg */.ab) `the service answered HTTP ${status} (a redirect); a start is never sent twice, so it is not followed. Set 'base-url' to the address that answers directly.`,
        };
    }
    return { kind: 'rejected', cause: (0,out_text/* msg */.ab) `the service answered ${httpCause(response)}` };
}
/** A failure with no response, for a GET: a proxy's refusal is final; anything else may pass. */
function getFailure(answer) {
    if (answer.kind === 'aborted')
        return { kind: 'cancelled' };
    const proxyCause = proxyRefusal(answer.code, answer.proxy);
    if (proxyCause)
        return { kind: 'rejected', cause: proxyCause };
    const timedOut = answer.kind === 'timeout' ? { timedOut: true } : {};
    return { kind: 'transient', cause: networkCause(answer), rateLimited: false, ...timedOut };
}

;// CONCATENATED MODULE: ./src/service/paths.ts
/** The service's request paths: every id checked and encoded in this one place. */


/** The request path, every id checked and encoded; a message naming the id when one is not usable. */
function servicePath(address, ids, tail = 'job') {
    const named = [['project-id', ids.projectId]];
    if (ids.jobId !== undefined)
        named.push(['job id', ids.jobId]);
    const segments = [];
    for (const [name, value] of named) {
        const segment = (0,common_ids/* pathSegment */.pn)(value);
        if (segment === undefined)
            return (0,out_text/* msg */.ab) `the ${name} ${(0,out_text/* quoted */.TL)(JSON.stringify(value), 80)} cannot be used in a request path (${(0,common_ids/* idProblem */.lx)(value) ?? ''})`;
        segments.push(segment);
    }
    const [project, job] = segments;
    const path = `v2/agent/${project}/job${job === undefined ? '' : `/${job}`}${tail === 'message' ? '/message' : ''}`;
    return new URL(`${address.baseUrl}/${path}`);
}
/** The job's URL; throws for an id that is not usable, which the inputs check refuses first. */
function jobUrl(address) {
    const url = servicePath(address, { projectId: address.projectId, jobId: address.jobId });
    if (url instanceof URL)
        return url;
    throw new Error('jobUrl called with an unusable id');
}

;// CONCATENATED MODULE: ./src/service/client.ts
/**
 * The Administration API's three operations: read a job, start one, send it a follow-up, over the
 * transport (transport.ts), to the paths paths.ts checks, each answer read by answers.ts. Typed
 * results, never exceptions for expected outcomes: a GET may always go again; a POST only when
 * the service certainly did not act on it.
 */








const MAX_BODY_BYTES = 1024 * 1024;
const MAX_SAME_ORIGIN_REDIRECTS = 3;
const USER_AGENT = 'wait-for-agent-job';
/** What the debug log shows of one response body. */
const DEBUG_BODY_CAP = 2_000;
/** The body for the debug log, whole: the sink redacts it and only then cuts it. */
function describeBody(response) {
    const size = Buffer.byteLength(response.body);
    const encoding = response.headers['content-encoding'];
    const encoded = encoding ? (0,out_text/* msg */.ab) `, ${(0,out_text/* quoted */.TL)(String(encoding), 40)}-encoded` : '';
    return (0,out_text/* msg */.ab) `${size} bytes${encoded}: ${(0,out_text/* quoted */.TL)(response.body, DEBUG_BODY_CAP)}`;
}
/** Where a redirect within the base URL's origin leads, or why it is not followed. */
function redirectTarget(answer, from, origin, redirects) {
    let target;
    try {
        target = new URL(String(answer.headers.location), from);
    }
    catch {
        return (0,out_text/* msg */.ab) `the service answered HTTP ${answer.status} with an unreadable redirect`;
    }
    if (target.origin !== origin)
        return (0,out_text/* msg */.ab) `the service redirected to another origin (${(0,out_text/* quoted */.TL)(target.origin, 100)}); the action does not send the key there. Set 'base-url' to the address that answers directly.`;
    if (redirects >= MAX_SAME_ORIGIN_REDIRECTS)
        return (0,out_text/* msg */.ab) `the service redirected more than ${MAX_SAME_ORIGIN_REDIRECTS} times`;
    return target;
}
/** One exchange, each side of it in the debug log (the sink redacts, then cuts). */
function createExchange(headers, httpGet, debug, now) {
    return async (url, method, body, timeoutMs, signal) => {
        const sentAt = now();
        debug?.((0,out_text/* msg */.ab) `${method} ${url.href} (Authorization: Bearer ***, timeout ${(0,duration/* formatInputDuration */.g0)(timeoutMs)})`);
        try {
            const response = await httpGet(url, {
                method,
                headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
                ...(body === undefined ? {} : { body }),
                timeoutMs,
                maxBodyBytes: MAX_BODY_BYTES,
                signal,
            });
            debug?.((0,out_text/* msg */.ab) `HTTP ${response.status} in ${Math.round(now() - sentAt)}ms, ${describeBody(response)}`);
            return response;
        }
        catch (error) {
            if (!(error instanceof service_transport/* HttpFailure */.HR))
                throw error;
            const took = Math.round(now() - sentAt);
            debug?.((0,out_text/* msg */.ab) `No response after ${took}ms: ${error.kind}: ${(0,out_text/* quoted */.TL)(error.message, SERVICE_WORDS_CAP)}`);
            return error;
        }
    };
}
/** A POST: never sent again here, and never redirected; its failure says whether the service may have acted. */
async function post(connection, url, prompt, options, needsId) {
    if (!(url instanceof URL))
        return { kind: 'rejected', cause: url };
    const answer = await connection.exchange(url, 'POST', JSON.stringify({ prompt }), options.timeoutMs, options.signal);
    if (!(answer instanceof service_transport/* HttpFailure */.HR))
        return classifyPost(answer, connection.wallNow, connection.secrets, needsId);
    if (answer.kind === 'aborted')
        return { kind: 'cancelled' };
    const proxyCause = proxyRefusal(answer.code, answer.proxy);
    if (proxyCause)
        return { kind: 'rejected', cause: proxyCause };
    const cause = networkCause(answer);
    if (answer.kind === 'refused' || answer.kind === 'dns')
        return { kind: 'retry', cause, rateLimited: false };
    return { kind: 'unknown', cause };
}
/** A GET of the job, following redirects only within the base URL's origin, all within one time limit. */
async function getJob(connection, jobId, { timeoutMs, signal }) {
    const { address, now } = connection;
    const first = servicePath(address, { projectId: address.projectId, jobId });
    if (!(first instanceof URL))
        return { kind: 'rejected', cause: first };
    const startedAt = now();
    let url = first;
    for (let redirects = 0;; redirects++) {
        const remainingMs = Math.max(1, timeoutMs - (now() - startedAt));
        const answer = await connection.exchange(url, 'GET', undefined, remainingMs, signal);
        if (answer instanceof service_transport/* HttpFailure */.HR)
            return getFailure(answer);
        if (answer.status < 300 || answer.status >= 400 || !answer.headers.location)
            return classifyGet(answer, connection.wallNow, connection.secrets);
        const target = redirectTarget(answer, url, first.origin, redirects);
        if (!(target instanceof URL))
            return { kind: 'rejected', cause: target };
        url = target;
    }
}
/**
 * The service, on one HTTP client. GET redirects are followed only within the base URL's
 * origin, so the key never travels to another host; POST redirects are never followed.
 */
function createService(address, httpGet, 
/** Each exchange in the debug log; none, and no line is even built, when the log shows no debug. */
debug, now = () => performance.now(), wallNow = clock/* wallClock */.Xb) {
    // Longest first, so a secret that contains another is replaced whole.
    const secrets = [address.apiKey, ...(address.secrets ?? [])]
        .filter((secret) => secret !== '')
        .sort((a, b) => b.length - a.length);
    const headers = { Authorization: `Bearer ${address.apiKey}`, Accept: 'application/json', 'User-Agent': USER_AGENT };
    const connection = {
        address,
        exchange: createExchange(headers, httpGet, debug, now),
        secrets,
        now,
        wallNow,
    };
    const { projectId } = address;
    return {
        getJob: (jobId, options) => getJob(connection, jobId, options),
        createJob: (prompt, options) => post(connection, servicePath(address, { projectId }), prompt, options, true),
        sendMessage: (jobId, prompt, options) => post(connection, servicePath(address, { projectId, jobId }, 'message'), prompt, options, false),
    };
}
/** The GET of one job, as the polling loop calls it. */
function createFetchJob(address, httpGet, debug, now = () => performance.now(), wallNow = wallClock) {
    const service = createService(address, httpGet, debug, now, wallNow);
    return (options) => service.getJob(address.jobId, options);
}

;// CONCATENATED MODULE: ./src/step/docs-pull-request.ts
function docsPullRequestComment(deps) {
    const { config, trigger } = deps;
    return async (endings) => {
        const [only] = endings;
        const pr = endings.length === 1 ? only?.view?.pullRequest : undefined;
        if (!config.visibility.docsPrComment || !trigger || !pr || !only)
            return;
        // Loaded only when asked for: the bundle's entry stays small on every other path.
        const { keepDocsComment } = await __nccwpck_require__.e(/* import() */ 516).then(__nccwpck_require__.bind(__nccwpck_require__, 1516));
        await keepDocsComment({
            ...deps,
            trigger,
            token: config.githubToken,
            apiKey: config.apiKey,
            jobId: only.id,
            pr,
            serverUrl: (deps.env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/$/, ''),
            command: config.followUp?.command ?? '/docs',
        });
    };
}

;// CONCATENATED MODULE: ./src/github/rerun.ts


async function decideRerun(question) {
    const { kind: what, attempt: current } = question;
    if (current <= 1)
        return { kind: 'send' };
    const attempt = `This is attempt ${current} of the run`;
    if (question.onRerun === 'start') {
        return {
            kind: 'send',
            say: { level: 'info', text: `${attempt}; 'on-rerun' is 'start', so the ${what} is sent again.` },
        };
    }
    const earlier = await question.earlierRecord();
    if (earlier.kind === 'unreadable') {
        return {
            kind: 'send',
            say: {
                level: 'warning',
                text: (0,out_text/* msg */.ab) `${attempt}, and what an earlier attempt sent could not be read (${earlier.why}), so the ${what} is sent again and may start a second job. To have a re-run wait for the job instead, let the step keep a pull request comment (pull-requests: write) or a check run ('check-name', checks: write).`,
            },
        };
    }
    const record = earlier.kind === 'found' ? earlier.record : undefined;
    const same = record?.kind === what &&
        record.sent === (0,github_record/* digest */.br)(question.text) &&
        record.jobs.length > 0 &&
        (what === 'prompt' || record.jobs[0] === question.jobId);
    if (same && record.failed) {
        const did = what === 'prompt' ? 'started' : 'sent the message to';
        const failed = `attempt ${record.attempt} ${did} job ${record.jobs[0] ?? ''}, which failed`;
        return { kind: 'send', say: { level: 'info', text: `${attempt}, and ${failed}, so the ${what} is sent again.` } };
    }
    if (!record || !same) {
        const why = record ? `it sent another ${what} or got no job` : 'no earlier attempt recorded a job';
        return { kind: 'send', say: { level: 'info', text: `${attempt}, but ${why}, so the ${what} is sent.` } };
    }
    return { kind: 'resume', jobs: record.jobs, attempt: record.attempt };
}

// EXTERNAL MODULE: ./src/report/summary.ts
var summary = __nccwpck_require__(7994);
;// CONCATENATED MODULE: ./src/service/pr-link.ts

// GitHub's owner and repository names hold only these characters. The number is a digit string
// of a sane length, so it never reads as 1e+24.
const GITHUB_PULL_PATH = /^\/([A-Za-z0-9-]{1,100})\/([A-Za-z0-9._-]{1,100})\/pull\/([1-9]\d{0,9})(?:\/|$)/;
const GITLAB_MERGE_PATH = /^\/((?:[A-Za-z0-9_.-]{1,255}\/)+)([A-Za-z0-9_.-]{1,255})\/-\/merge_requests\/([1-9]\d{0,9})(?:\/|$)/;
/** Characters a shell or a log would misread, percent-encoded: the URL means the same to a browser. */
function encodeSpecials(link) {
    return link.replace(/[$`'"()\\;&|<>!*{}^ ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/**
 * Reads a pull request link; undefined when it is not an http(s) URL. Never throws, whatever
 * the service sent.
 */
function parsePullRequestLink(link) {
    const url = (0,out_text/* httpUrl */.q3)(link);
    if (!url || !link)
        return undefined;
    const github = GITHUB_PULL_PATH.exec(url.pathname);
    // The canonical form drops anything after the number, so the link is safe to hand on.
    if (github) {
        const [, owner = '', repo = '', number = ''] = github;
        return {
            url: `${url.origin}/${owner}/${repo}/pull/${number}`,
            repository: `${owner}/${repo}`,
            owner,
            repo,
            number: Number(number),
            host: 'github',
        };
    }
    const gitlab = GITLAB_MERGE_PATH.exec(url.pathname);
    if (gitlab) {
        const [, group = '', name = '', number = ''] = gitlab;
        const repository = `${group}${name}`;
        return {
            url: `${url.origin}/${repository}/-/merge_requests/${number}`,
            repository,
            number: Number(number),
            host: 'gitlab',
        };
    }
    return { url: encodeSpecials(link.trim()), host: 'unknown' };
}
/**
 * `owner/name` from a repository URL such as https://github.com/owner/name(.git); undefined
 * when the path is not two plain names. Nothing is decoded: `%0A` stays text, never a line break.
 */
function repositoryName(repositoryUrl) {
    const url = (0,out_text/* httpUrl */.q3)(repositoryUrl);
    const match = url ? /^\/([A-Za-z0-9_.-]{1,100})\/([A-Za-z0-9_.-]{1,100}?)(?:\.git)?\/?$/.exec(url.pathname) : null;
    return match ? `${match[1]}/${match[2]}` : undefined;
}

// EXTERNAL MODULE: ./src/common/backoff.ts
var backoff = __nccwpck_require__(1525);
;// CONCATENATED MODULE: ./src/service/job-view.ts


function viewJob(job) {
    const warnings = [];
    const view = { status: job.status, warnings };
    if (job.prLink) {
        const pullRequest = parsePullRequestLink(job.prLink);
        if (pullRequest)
            view.pullRequest = pullRequest;
        else
            warnings.push((0,out_text/* msg */.ab) `The service's prLink "${(0,out_text/* quoted */.TL)(job.prLink, 100)}" is not an http(s) URL, so it is not handed on.`);
    }
    const repository = job.source?.repository;
    if (repository) {
        const url = (0,out_text/* httpUrl */.q3)(repository);
        if (url)
            view.repositoryUrl = url.href;
        const name = repositoryName(repository);
        if (name)
            view.repositoryName = name;
        else
            warnings.push((0,out_text/* msg */.ab) `The job's repository "${(0,out_text/* quoted */.TL)(repository, 100)}" is not a URL of the form https://host/owner/name, so the repository output${url ? ' is' : 's are'} left empty.`);
    }
    for (const field of ['model', 'createdAt', 'archivedAt']) {
        const value = job[field];
        if (value)
            view[field] = value;
    }
    if (job.source?.ref)
        view.ref = job.source.ref;
    return view;
}

;// CONCATENATED MODULE: ./src/service/round-trip.ts
/**
 * The start and follow-up policy, beside the client: a POST is sent again only when the service
 * certainly did not act on it (a refused connection, a DNS failure, a 429), within the deadline;
 * each other answer says what the step can and cannot know.
 */





const WRITE_SCOPE = 'Starting jobs and sending messages need an admin key with write scope (a read-scoped key can only wait); check also that it has not expired and that no IP allow-list excludes this runner.';
function describeRetryAfter(retryAfterMs) {
    if (retryAfterMs === undefined)
        return '';
    return Number.isFinite(retryAfterMs)
        ? `; the service asks to wait ${(0,duration/* formatDuration */.a3)(retryAfterMs)}`
        : '; the service asks to wait longer than any time-out';
}
/** Why a POST did not go through, as the step's ending. */
/** A 404 to a start names the project; to a follow-up, the job. */
function notFound(config, what, words) {
    return what === 'start'
        ? {
            outcome: 'not-found',
            headline: 'project not found',
            why: (0,out_text/* msg */.ab) `The service has no project '${config.projectId}' for this key (HTTP 404${words}).`,
            next: "Check 'project-id' against the dashboard's API keys page.",
        }
        : {
            outcome: 'not-found',
            headline: 'not found',
            why: (0,out_text/* msg */.ab) `The service has no job '${config.jobId}' in project '${config.projectId}' (HTTP 404${words}).`,
            next: "Check 'job-id' and 'project-id'.",
        };
}
function postFailure(config, what, result) {
    const action = what === 'start' ? 'start the job' : `send the message to job ${config.jobId}`;
    const words = (text) => (text ? (0,out_text/* msg */.ab) `: ${(0,out_text/* quoted */.TL)(text, SERVICE_WORDS_CAP)}` : '');
    const dashboard = "Look at the project's agent jobs on the dashboard before running this again";
    switch (result.kind) {
        case 'refused':
            return {
                outcome: 'unauthorized',
                headline: 'API key refused',
                why: (0,out_text/* msg */.ab) `The service refused to ${action} (HTTP ${result.httpStatus}${words(result.message)}).`,
                next: WRITE_SCOPE,
            };
        case 'not-found':
            return notFound(config, what, words(result.message));
        case 'rejected':
            return {
                outcome: 'error',
                headline: what === 'start' ? 'not started' : 'message not taken',
                why: (0,out_text/* msg */.ab) `Could not ${action}: ${result.cause}. Nothing was ${what === 'start' ? 'started' : 'sent'}.`,
                next: 'Fix what the service names and run the workflow again.',
            };
        case 'unknown': {
            const id = result.jobId === undefined ? '' : (0,out_text/* msg */.ab) ` Its answer named job ${(0,out_text/* quoted */.TL)(result.jobId, 100)}.`;
            return {
                outcome: 'error',
                headline: what === 'start' ? 'may have been started' : 'message may have been taken',
                why: (0,out_text/* msg */.ab) `Could not tell whether the service acted on the request to ${action}: ${result.cause}. The ${what === 'start' ? 'job may have been started' : 'message may have been taken'}.${id}`,
                next: `${dashboard}: the step did not retry, so it never starts a second job.`,
                ...(result.jobId === undefined ? {} : { jobId: result.jobId }),
            };
        }
        case 'retry':
            return {
                outcome: 'error',
                headline: 'could not reach the service',
                why: (0,out_text/* msg */.ab) `Could not ${action}: ${result.cause}. The service did not act on the request.`,
                next: 'Run the workflow again once it answers.',
            };
        case 'too-late':
            return {
                outcome: 'timed-out',
                headline: what === 'start' ? 'not started' : 'message not sent',
                why: (0,out_text/* msg */.ab) `The step's 'timeout' (${(0,duration/* formatDuration */.a3)(config.timeoutMs)}) ran out before the request to ${action} could be sent, so nothing was sent.`,
                next: "Raise 'timeout', or run the workflow again.",
            };
        case 'cancelled':
            return {
                outcome: 'cancelled',
                headline: 'cancelled',
                why: (0,out_text/* msg */.ab) `Cancelled before the request to ${action} was answered; it may or may not have gone through.`,
                next: `${dashboard}.`,
            };
    }
}
/** Sends one POST, again only while the service certainly did not act on it and time is left. */
async function sendOnce(deps, pollIntervalMs, post, deadline) {
    let told = false;
    for (let attempts = 1;; attempts++) {
        const remaining = deadline - deps.clock.now();
        // No request starts after the deadline, even when what came before (reading a re-run's record) took the time.
        if (remaining <= 0)
            return { result: { kind: 'too-late' }, attempts: attempts - 1 };
        const result = await post({
            timeoutMs: Math.max(1, Math.min(deps.requestTimeoutMs, remaining)),
            signal: deps.signal,
        });
        if (result.kind !== 'retry')
            return { result, attempts };
        if (result.rateLimited && !told) {
            told = true;
            deps.sink.info('Starting jobs and sending messages are limited to 100 per project per hour.');
        }
        const delayMs = (0,backoff/* retryDelay */.a2)({
            paceMs: pollIntervalMs,
            streak: attempts,
            retryAfterMs: result.retryAfterMs,
            random: deps.random,
        });
        const after = deadline - deps.clock.now();
        if (!result.rateLimited && attempts >= backoff/* MAX_CONSECUTIVE_FAULTS */.OC)
            return { result, attempts };
        if (delayMs >= after) {
            const asked = describeRetryAfter(result.retryAfterMs);
            const left = (0,duration/* formatDuration */.a3)(Math.max(0, after));
            return {
                result: {
                    ...result,
                    cause: (0,out_text/* msg */.ab) `${result.cause}${asked}, and the ${left} left of 'timeout' is too short to send it again`,
                },
                attempts,
            };
        }
        deps.sink.info((0,out_text/* msg */.ab) `The request was not taken: ${result.cause}. Sending it again in ${(0,duration/* formatDuration */.a3)(delayMs)} (it was certainly not acted on).`);
        await deps.clock.sleep(delayMs, deps.signal);
        if (deps.signal.aborted)
            return { result: { kind: 'cancelled' }, attempts };
    }
}
/** Starts the job or sends the message; a PostFailure when that did not go through. */
async function startOrSend(deps, config, service, deadline) {
    const { plan } = config;
    if (plan.kind === 'wait')
        throw new Error('startOrSend called without a start or a message');
    const text = plan.kind === 'start' ? plan.prompt : plan.message;
    const lines = text.split('\n');
    const more = lines.length > 1 ? ` (+${lines.length - 1} more line${lines.length === 2 ? '' : 's'})` : '';
    deps.sink.info(plan.kind === 'start'
        ? (0,out_text/* msg */.ab) `Starting a job in project ${config.projectId} with the prompt: ${(0,out_text/* quoted */.TL)(lines[0] ?? '', 120)}${more}`
        : (0,out_text/* msg */.ab) `Sending a follow-up to job ${config.jobId} with the message: ${(0,out_text/* quoted */.TL)(lines[0] ?? '', 120)}${more}`);
    const { result, attempts } = await sendOnce(deps, config.pollIntervalMs, (options) => plan.kind === 'start' ? service.createJob(text, options) : service.sendMessage(config.jobId, text, options), deadline);
    if (result.kind !== 'job')
        return { ...postFailure(config, plan.kind, result), requests: attempts };
    const view = viewJob(result.job);
    if (plan.kind === 'start') {
        // The client hands back a start only with a usable id.
        const id = result.job.id ?? '';
        deps.sink.info((0,out_text/* msg */.ab) `Started job ${id}; its status is ${(0,out_text/* quoted */.TL)(view.status, 60)}.`);
        return { jobId: id, view, body: result.body, started: true, staleFinal: false, attempts };
    }
    deps.sink.info((0,out_text/* msg */.ab) `The service took the message; the job's status is ${(0,out_text/* quoted */.TL)(view.status, 60)}.`);
    return {
        jobId: config.jobId,
        view,
        body: result.body,
        started: false,
        staleFinal: view.status !== 'active',
        attempts,
    };
}

;// CONCATENATED MODULE: ./src/step/send-or-resume.ts






/** After a follow-up, a final status read before the job turns active counts after this many intervals. */
const FOLLOW_UP_GRACE_INTERVALS = 3;
/** What the comment and the check run show while the step waits; a follow-up is labelled as one. */
const waiting = (step, jobs) => ({
    phase: 'waiting',
    jobs,
    ...(step.config.plan.kind === 'message' ? { followUp: true } : {}),
});
/** The comment and check run follow each job's status, and show its docs pull request as soon as it has one. */
function followStatuses(step, ids) {
    const jobs = ids.map((id) => ({ id }));
    return (id, status, prLink) => {
        const job = jobs.find((candidate) => candidate.id === id);
        const pr = parsePullRequestLink(prLink);
        if (job) {
            job.status = status;
            if (pr)
                job.pullRequest = { url: pr.url, name: (0,verdict/* pullRequestName */.Ib)(pr) };
        }
        step.surfaces.progress(step.record, waiting(step, jobs.map((j) => ({ ...j }))));
    };
}
function waitFor(step, ids, followUp) {
    const grace = followUp ? { followUp: { graceMs: FOLLOW_UP_GRACE_INTERVALS * step.config.pollIntervalMs } } : {};
    return { ids, since: step.since, deadline: step.deadline, onStatus: followStatuses(step, ids), ...grace };
}
/** Waits for the jobs an earlier attempt sent; with `wait: false`, hands the id on at once. */
async function resume(step, kind, text, earlier) {
    const { story, config } = step;
    const [id = ''] = earlier.jobs;
    story.resumed = { attempt: earlier.attempt, kind };
    story.sent = { kind, text };
    step.sink.info((0,summary/* resumedLine */.e)(id, story.resumed));
    step.record = { ...step.record, jobs: earlier.jobs };
    if (!config.wait) {
        story.notWaiting = true;
        const waitedMs = step.clock.now() - step.since;
        return step.finish([{ id, result: { outcome: 'final', polls: 0, waitedMs } }], waitedMs, 0);
    }
    void step.surfaces.begin(step.record, waiting(step, earlier.jobs.map((j) => ({ id: j }))));
    return { plan: waitFor(step, earlier.jobs, kind === 'message'), requests: 0 };
}
/**
 * A follow-up from a pull request comment waits while the job is `active` (its start, or an earlier
 * message), so each message reaches a job that is free to take it; past the deadline nothing is sent.
 */
async function untilNotActive(step) {
    const { config, clock, signal } = step;
    let told = false;
    while (!signal.aborted && clock.now() < step.deadline) {
        const timeoutMs = Math.min(step.requestTimeoutMs, step.deadline - clock.now());
        const fetched = await step.service.getJob(config.jobId, { timeoutMs, signal });
        const busy = fetched.kind === 'job' && fetched.job.status === 'active';
        const queued = !busy && (await step.command?.earlierPending()) === true;
        if (!busy && !queued)
            return;
        if (!told)
            step.sink.info(busy
                ? (0,out_text/* msg */.ab) `Job ${config.jobId} is active; the follow-up is sent once it is not.`
                : 'An earlier command on this pull request may still be on its way (or GitHub could not tell); this one is sent after it.');
        told = true;
        await clock.sleep(Math.min(config.pollIntervalMs, Math.max(0, step.deadline - clock.now())), signal);
    }
}
/** Starts the job or sends the message; ends the step when it failed or there is no waiting. */
async function send(step, kind, text) {
    const { config, story, since } = step;
    void step.surfaces.begin(step.record, {
        phase: 'sending',
        jobs: kind === 'message' ? [{ id: config.jobId }] : [],
    });
    const roundTripDeps = {
        sink: step.sink,
        clock: step.clock,
        random: step.random,
        signal: step.signal,
        requestTimeoutMs: step.requestTimeoutMs,
    };
    if (step.command)
        await untilNotActive(step);
    const posted = await startOrSend(roundTripDeps, config, step.service, step.deadline);
    await step.command?.react('view' in posted ? 'rocket' : 'confused');
    story.sent = { kind, text };
    const waitedMs = step.clock.now() - since;
    if (!('view' in posted)) {
        story.postFailure = posted;
        const polls = posted.requests ?? 1;
        const result = { outcome: 'final', polls, waitedMs };
        return step.finish([{ id: posted.jobId ?? config.jobId, result }], waitedMs, polls);
    }
    story.started = posted.started;
    step.record = { ...step.record, jobs: [posted.jobId] };
    step.surfaces.progress(step.record, waiting(step, [{ id: posted.jobId, status: posted.view.status }]));
    if (!config.wait) {
        story.notWaiting = true;
        const stale = posted.staleFinal ? { staleFinal: true } : {};
        const job = { status: posted.view.status };
        const result = { outcome: 'final', job, body: posted.body, polls: 0, waitedMs, ...stale };
        return step.finish([{ id: posted.jobId, result, view: posted.view }], waitedMs, posted.attempts);
    }
    return { plan: waitFor(step, [posted.jobId], posted.staleFinal === true), requests: posted.attempts };
}
/** What an earlier attempt recorded, read within the step's 'timeout': GitHub slow to answer never stretches it. */
async function earlierRecordInTime(step) {
    const stop = new AbortController();
    const outOfTime = step.clock
        .sleep(Math.max(0, step.deadline - step.clock.now()), AbortSignal.any([stop.signal, step.signal]))
        .then(() => ({
        kind: 'unreadable',
        why: step.signal.aborted ? 'the run was cancelled' : "GitHub did not answer before the step's 'timeout'",
    }));
    try {
        return await Promise.race([step.surfaces.earlierRecord(), outOfTime]);
    }
    finally {
        stop.abort();
    }
}
/** What the step does first: wait for the given jobs, resume an earlier attempt's, or send. */
async function sendOrResume(step) {
    const { config } = step;
    const { plan } = config;
    if (plan.kind === 'wait') {
        void step.surfaces.begin(step.record, waiting(step, config.jobIds.map((id) => ({ id }))));
        return { plan: waitFor(step, config.jobIds, false), requests: 0 };
    }
    const kind = plan.kind === 'start' ? 'prompt' : 'message';
    const text = plan.kind === 'start' ? plan.prompt : plan.message;
    const decision = await decideRerun({
        kind,
        text,
        jobId: config.jobId,
        attempt: step.trigger?.attempt ?? 1,
        onRerun: config.visibility.onRerun,
        earlierRecord: () => earlierRecordInTime(step),
    });
    if (decision.kind === 'resume')
        return resume(step, kind, text, decision);
    if (decision.say?.level === 'warning')
        step.sink.warning(decision.say.text);
    else if (decision.say)
        step.sink.info(decision.say.text);
    return send(step, kind, text);
}

;// CONCATENATED MODULE: ./src/wait/wait.ts






/**
 * Rate limiting slows the action's own pace: each 429 doubles the time between polls (up to
 * MAX_PACE_FACTOR times the poll interval) and each served poll takes back this share of the
 * interval. Many waiters sharing one service thus settle near the rate it serves (AIMD).
 */
const MAX_PACE_FACTOR = 32;
const PACE_RECOVERY = 0.02;
/** How often a job that stays active is mentioned in the log. */
const PROGRESS_EVERY_MS = 5 * 60_000;

const serviceWords = (words) => (0,out_text/* msg */.ab) `${(0,out_text/* quoted */.TL)(words, SERVICE_WORDS_CAP)}`;
/** "Retrying in 12s", or, when the wait reaches past the deadline, that it waits until then. */
function retryWords(delayMs, retryAfterMs, remainingMs) {
    if (delayMs < remainingMs)
        return (0,out_text/* msg */.ab) `Retrying in ${(0,duration/* formatDuration */.a3)(delayMs)}`;
    const asked = retryAfterMs === undefined
        ? ''
        : Number.isFinite(retryAfterMs)
            ? ` (the service asks to wait ${(0,duration/* formatDuration */.a3)(retryAfterMs)})`
            : ' (the service asks to wait longer than any time-out)';
    return (0,out_text/* msg */.ab) `The next try would come after the time-out${asked}, so the step waits out the ${(0,duration/* formatDuration */.a3)(Math.max(0, remainingMs))} left and then times out`;
}
/** `at`: the one reading of the clock that the last log line showed too. */
function finish(state, outcome, extra = {}, at) {
    const { job } = state;
    return {
        outcome,
        ...(job ? { job, body: state.body } : {}),
        polls: state.polls,
        waitedMs: (at ?? state.options.clock.now()) - state.startedAt,
        ...(state.fault === undefined ? {} : { fault: state.fault }),
        ...(state.fault !== undefined && state.rateLimited ? { rateLimited: true } : {}),
        ...extra,
        // Ended while the last status read was final but from before the follow-up.
        ...(outcome !== 'final' && !state.seenActive && job && isFinal(job.status) ? { staleFinal: true } : {}),
    };
}
function onFault(state, fetched, requestAt) {
    const { options, pace } = state;
    const now = options.clock.now();
    // A request the deadline cut short is the time-out itself, not a fault of the service.
    if (fetched.timedOut && state.deadline - requestAt < options.requestTimeoutMs && now >= state.deadline)
        return { end: 'timeout' };
    state.streak++;
    if (fetched.rateLimited)
        pace.ms = Math.min(pace.ms * 2, options.pollIntervalMs * MAX_PACE_FACTOR);
    else
        state.countedFaults++;
    const newFault = state.fault === undefined || (0,out_text/* fullText */.DU)(fetched.cause) !== (0,out_text/* fullText */.DU)(state.fault);
    state.fault = fetched.cause;
    state.rateLimited = fetched.rateLimited;
    if (state.countedFaults >= backoff/* MAX_CONSECUTIVE_FAULTS */.OC)
        return { end: 'gave-up' };
    const delayMs = (0,backoff/* retryDelay */.a2)({
        paceMs: pace.ms,
        streak: state.countedFaults,
        retryAfterMs: fetched.retryAfterMs,
        random: options.random,
    });
    const retry = retryWords(delayMs, fetched.retryAfterMs, state.deadline - now);
    if (newFault)
        options.log.info((0,out_text/* msg */.ab) `Request ${state.polls} failed: ${fetched.cause}. ${retry}.`);
    else
        options.log.debug((0,out_text/* msg */.ab) `Request ${state.polls} failed again: ${fetched.cause}. ${retry} (${state.streak} failed in a row).`);
    return { delayMs };
}
/** One line per status change, an occasional progress line, and one warning per oddity. */
function tellNews(state, job, previous, answeredAt) {
    const { options } = state;
    const { log } = options;
    const status = (0,out_text/* quoted */.TL)(job.status, 60);
    const elapsed = (0,duration/* formatDuration */.a3)(answeredAt - state.startedAt);
    if (previous === undefined)
        log.info((0,out_text/* msg */.ab) `Job status: ${status} (request ${state.polls}).`);
    else if (previous !== job.status)
        log.info((0,out_text/* msg */.ab) `Job status: ${(0,out_text/* quoted */.TL)(previous, 60)} -> ${status} after ${elapsed} (request ${state.polls}).`);
    else if (options.progress !== false && answeredAt - state.lastNewsAt >= PROGRESS_EVERY_MS)
        log.info((0,out_text/* msg */.ab) `Still ${status} after ${elapsed} (request ${state.polls}).`);
    else
        return tellOddities(state, job);
    state.lastNewsAt = answeredAt;
    tellOddities(state, job);
}
function tellOddities(state, job) {
    const { options } = state;
    if (!isKnownStatus(job.status) && !state.unknownStatuses.has(job.status)) {
        state.unknownStatuses.add(job.status);
        options.log.warning((0,out_text/* msg */.ab) `The service reported status "${(0,out_text/* quoted */.TL)(job.status, 60)}", which this action does not know; it treats it as not finished and keeps polling until completed, archived or failed.`);
    }
    if (options.jobId !== undefined && job.id !== undefined && job.id !== options.jobId && !state.warnedOtherId) {
        state.warnedOtherId = true;
        options.log.warning((0,out_text/* msg */.ab) `Asked for job ${options.jobId} but the answer is about job ${(0,out_text/* quoted */.TL)(job.id, 100)}: something between the action and the service (a cache or a misrouted proxy) may be answering. Check 'base-url' and any proxy.`);
    }
}
function onJob(state, fetched, answeredAt) {
    const { options, pace } = state;
    const { log } = options;
    if (state.streak > 0)
        log.info(`The service answers again after ${state.streak} failed request${state.streak === 1 ? '' : 's'}.`);
    state.streak = 0;
    state.countedFaults = 0;
    state.fault = undefined;
    pace.ms = Math.max(options.pollIntervalMs, pace.ms - options.pollIntervalMs * PACE_RECOVERY);
    const previous = state.job?.status;
    const previousLink = state.job?.prLink;
    const job = fetched.job;
    state.job = job;
    state.body = fetched.body;
    tellNews(state, job, previous, answeredAt);
    // A status, or a pull request the job opened, is news for the comment and the check run.
    if (previous !== job.status || previousLink !== job.prLink)
        options.onStatus?.(job.status, job.prLink ?? undefined);
    const status = (0,out_text/* quoted */.TL)(job.status, 60);
    const graceMs = options.followUp?.graceMs ?? 0;
    if (!isFinal(job.status))
        state.seenActive = true;
    else if (state.seenActive)
        return { end: 'final', at: answeredAt };
    else if (answeredAt - state.waitStartedAt >= graceMs) {
        log.info((0,out_text/* msg */.ab) `The job still reads ${status} and never turned active within ${(0,duration/* formatDuration */.a3)(graceMs)} of the message; taking that as its answer to the message.`);
        return { end: 'final', at: answeredAt };
    }
    else
        log.debug((0,out_text/* msg */.ab) `Status ${status} is from before the message; waiting for the job to take it up.`);
    return { delayMs: (0,backoff/* pollDelay */.xf)(pace.ms, options.random) };
}
/** Polls until the job's status is final, the deadline passes, a permanent error, or cancellation. */
async function waitForJob(options) {
    const { clock, signal } = options;
    const startedAt = options.since ?? clock.now();
    const state = {
        options,
        startedAt,
        waitStartedAt: clock.now(),
        deadline: clock.now() + options.timeoutMs,
        pace: options.pace ?? { ms: options.pollIntervalMs },
        polls: 0,
        streak: 0,
        countedFaults: 0,
        rateLimited: false,
        lastNewsAt: startedAt,
        unknownStatuses: new Set(),
        warnedOtherId: false,
        seenActive: options.followUp === undefined,
    };
    const { deadline } = state;
    if (options.firstRequestAfterMs) {
        await clock.sleep(Math.min(options.firstRequestAfterMs, Math.max(0, deadline - clock.now())), signal);
    }
    for (;;) {
        if (signal.aborted)
            return finish(state, 'cancelled');
        const release = options.limiter ? await options.limiter(signal) : () => undefined;
        const requestAt = clock.now();
        if (signal.aborted || requestAt >= deadline) {
            release();
            return finish(state, signal.aborted ? 'cancelled' : 'timeout');
        }
        let fetched;
        try {
            fetched = await options.fetchJob({ timeoutMs: Math.min(options.requestTimeoutMs, deadline - requestAt), signal });
        }
        finally {
            release();
        }
        if (fetched.kind === 'cancelled')
            return finish(state, 'cancelled');
        state.polls++;
        let next;
        if (fetched.kind === 'not-found')
            next = { end: 'not-found', extra: { fault: serviceWords(fetched.message) } };
        else if (fetched.kind === 'refused')
            next = { end: 'refused', extra: { fault: serviceWords(fetched.message), httpStatus: fetched.httpStatus } };
        else if (fetched.kind === 'rejected')
            next = { end: 'rejected', extra: { fault: fetched.cause } };
        else if (fetched.kind === 'transient')
            next = onFault(state, fetched, requestAt);
        else
            next = onJob(state, fetched, clock.now());
        if ('end' in next)
            return finish(state, next.end, next.extra, next.at);
        const remainingMs = deadline - clock.now();
        if (remainingMs <= 0)
            return finish(state, 'timeout');
        await clock.sleep(Math.min(next.delayMs, remainingMs), signal);
    }
}

;// CONCATENATED MODULE: ./src/wait/wait-many.ts



/** Requests in flight at once, across all jobs of a step. */
const MAX_IN_FLIGHT = 4;
/** A counting semaphore: at most `size` holders at once, served in order. */
function createLimiter(size) {
    let held = 0;
    const waiting = [];
    const release = () => {
        const next = waiting.shift();
        if (next)
            next();
        else
            held--;
    };
    return () => new Promise((resolve) => {
        const grant = () => {
            let released = false;
            resolve(() => {
                if (!released) {
                    released = true;
                    release();
                }
            });
        };
        if (held < size) {
            held++;
            grant();
            return;
        }
        // A cancelled waiter still takes its turn (in-flight requests end at once on cancel) and
        // gives it back as soon as its loop sees the cancellation.
        waiting.push(grant);
    });
}
const prefixed = (id, log) => ({
    info: (message) => log.info((0,out_text/* msg */.ab) `${id}: ${message}`),
    warning: (message) => log.warning((0,out_text/* msg */.ab) `${id}: ${message}`),
    debug: (message) => log.debug((0,out_text/* msg */.ab) `${id}: ${message}`),
});
/**
 * One scheduler for one job or many. With one, its lines are its own ("Job status: …") and it
 * mentions progress itself; with several, each line names its job and one line speaks for all.
 */
/** One line every few minutes for the whole step, instead of one per job. */
async function sayProgress(options, quiet, active) {
    const startedAt = options.clock.now();
    for (;;) {
        await options.clock.sleep(PROGRESS_EVERY_MS, quiet);
        if (quiet.aborted)
            return;
        const elapsed = (0,duration/* formatDuration */.a3)(options.clock.now() - startedAt);
        options.log.info(`Still waiting for ${active()} of ${options.ids.length} jobs after ${elapsed}.`);
    }
}
/** The wait loop's hook for one job's news, naming the job. */
function statusHookFor(options, id) {
    const { onStatus } = options;
    return onStatus ? { onStatus: (status, prLink) => onStatus(id, status, prLink) } : {};
}
async function waitForJobs(options) {
    const { ids, clock, log } = options;
    const several = ids.length > 1;
    const stop = new AbortController();
    const signal = AbortSignal.any([options.signal, stop.signal]);
    const pace = { ms: options.pollIntervalMs };
    const limiter = createLimiter(MAX_IN_FLIGHT);
    const startedAt = clock.now();
    const endings = ids.map(() => undefined);
    let stoppedBy;
    const progressDone = new AbortController();
    const progress = several
        ? sayProgress(options, AbortSignal.any([options.signal, progressDone.signal]), () => endings.filter((ending) => ending === undefined).length)
        : Promise.resolve();
    const waits = ids.map(async (id, index) => {
        const result = await waitForJob({
            fetchJob: (call) => options.fetchJob(id, call),
            jobId: id,
            pace,
            limiter,
            firstRequestAfterMs: (options.pollIntervalMs * index) / ids.length,
            progress: !several,
            ...statusHookFor(options, id),
            ...(options.followUp ? { followUp: options.followUp } : {}),
            ...(options.since === undefined ? {} : { since: options.since }),
            clock,
            random: options.random,
            log: several ? prefixed(id, log) : log,
            pollIntervalMs: options.pollIntervalMs,
            timeoutMs: Math.max(0, startedAt + options.timeoutMs - clock.now()),
            requestTimeoutMs: options.requestTimeoutMs,
            signal,
        });
        const ending = {
            id,
            result,
            ...(result.outcome === 'cancelled' && stoppedBy && !options.signal.aborted ? { stoppedBy } : {}),
        };
        endings[index] = ending;
        // The key is the same for every job: once it is refused, asking for the others is pointless.
        if (result.outcome === 'refused' && !stoppedBy) {
            stoppedBy = 'refused';
            stop.abort();
        }
        else if (options.failsStep?.(id, result) && !stoppedBy) {
            stoppedBy = 'fail-fast';
            stop.abort();
        }
        return ending;
    });
    const results = await Promise.all(waits);
    progressDone.abort();
    await progress;
    return results;
}

;// CONCATENATED MODULE: ./src/step/wait-for-all.ts
/**
 * The step's wait: every job on one schedule (wait/), announced once; each ending judged as it
 * comes when the first failure ends the wait (report/), and each job's view read once.
 */





/** Waits for every job on one schedule, then reads each one's view once. */
async function waitForAll(step, plan) {
    const { sink, config, service, clock } = step;
    const { ids, since, deadline } = plan;
    const each = `polling ${ids.length > 1 ? 'each ' : ''}every ${(0,duration/* formatDuration */.a3)(config.pollIntervalMs)}`;
    const what = ids.length > 1 ? `${ids.length} jobs` : `job ${ids[0] ?? ''}`;
    const fast = ids.length > 1 && config.failFast ? '; the first job that fails the step ends the wait' : '';
    sink.info(`Waiting for ${what} of project ${config.projectId} at ${config.baseUrl}: ${each}, for up to ${(0,duration/* formatDuration */.a3)(Math.max(0, deadline - clock.now()))}${fast}.`);
    const waits = await waitForJobs({
        ids,
        fetchJob: (id, options) => service.getJob(id, options),
        clock,
        random: step.random,
        log: { info: (m) => sink.info(m), warning: (m) => sink.warning(m), debug: (m) => sink.debug(m) },
        pollIntervalMs: config.pollIntervalMs,
        timeoutMs: Math.max(0, deadline - clock.now()),
        requestTimeoutMs: step.requestTimeoutMs,
        signal: step.signal,
        since,
        ...(plan.followUp ? { followUp: plan.followUp } : {}),
        ...(plan.onStatus ? { onStatus: plan.onStatus } : {}),
        ...(config.failFast
            ? {
                failsStep: (id, result) => (0,verdict/* judge */.S4)({ id, result, ...(result.job ? { view: viewJob(result.job) } : {}) }, config).failsStep,
            }
            : {}),
    });
    return waits.map(({ id, result, stoppedBy }) => {
        const view = result.job ? viewJob(result.job) : undefined;
        const name = ids.length > 1 ? (0,out_text/* msg */.ab) `${id}: ` : '';
        for (const warning of view?.warnings ?? [])
            sink.warning((0,out_text/* msg */.ab) `${name}${warning}`, 'Unreadable value from the service');
        return { id, result, ...(view ? { view } : {}), ...(stoppedBy ? { stoppedBy } : {}) };
    });
}

;// CONCATENATED MODULE: ./src/main.ts
/**
 * The action, wired: inputs -> plan -> send or resume (start, follow-up, or an earlier attempt's
 * job) -> one scheduler for N jobs -> pull request look-up -> one report -> surfaces. Dependencies
 * default to the runner's real ones, so `run()` works as GitHub's template does (and under
 * @github/local-action); tests pass their own. Nothing but wiring lives here.
 */






















function readConfig(sink, deps, proxies) {
    let parsed;
    try {
        parsed = (0,inputs/* readInputs */.Ko)((name) => deps.io.getInput(name));
    }
    catch (error) {
        throw error instanceof inputs/* InputError */.dz ? new inputs/* InputError */.dz([...error.problems, ...proxies.problems]) : error;
    }
    if (proxies.problems.length > 0)
        throw new inputs/* InputError */.dz(proxies.problems);
    for (const warning of parsed.warnings)
        sink.warning(warning, 'api-key');
    for (const note of parsed.notes)
        sink.debug(note);
    return parsed.config;
}
/** The comment and check run; the code that writes them is loaded only when the step keeps one. */
async function reviewerSurfaces(sink, deps, config, trigger, github, adopt) {
    const where = planSurfaces(config.visibility, trigger, sink);
    if (!trigger || !(where.comment || where.check))
        return NO_SURFACES;
    const { createReviewerSurfaces } = await __nccwpck_require__.e(/* import() */ 392).then(__nccwpck_require__.bind(__nccwpck_require__, 3392));
    const { clock, signal } = deps;
    const { apiKey, visibility } = config;
    const token = visibility.reportToken;
    return createReviewerSurfaces(visibility, trigger, where, { sink, clock, signal, github, token, apiKey, adopt });
}
/** With one job that ended, its docs pull request's head, state and draft flag, through the step's client. */
async function lookUpOnlyPullRequest(sink, deps, config, github, endings) {
    const [only] = endings;
    if (endings.length !== 1 || only?.result.outcome !== 'final')
        return;
    const lookUp = deps.lookUpPullRequest ??
        ((address, token, signal) => lookUpPullRequest(github.caller(token, LOOKUP_TOKEN), address, signal, deps.clock));
    const options = { token: config.githubToken, lookUp, env: deps.env, signal: deps.signal };
    const pullRequest = await describePullRequest(sink, only.view?.pullRequest, options);
    if (pullRequest)
        only.pullRequest = pullRequest;
}
/** Reports the endings: the outputs and the job summary first, then the comments and the check run. */
function finishing(sink, deps, config, story, reviewers, after) {
    return async (endings, waitedMs, polls) => {
        const built = (0,report_report/* buildReport */.FK)(endings, (0,report_report/* reportContextOf */.XS)(deps.env, config, story, waitedMs, polls));
        // The result first: GitHub slow or hanging in the last writes must never cost it.
        const report = (0,report_report/* withLinks */.q9)(built, reviewers.links());
        await (0,publish/* publish */.mk)(sink, report);
        (0,publish/* publishNewLinks */.LW)(sink, report, await reviewers.finish(surfaceEnding(built)));
        await after(endings);
        return report.outcome;
    };
}
/** The action: inputs -> send or resume -> wait -> look-up -> report -> surfaces. */
async function run(overrides = {}) {
    const deps = { ...defaultDeps(), io: overrides.io ?? (await loadRunnerIO()), ...overrides };
    const proxies = (0,proxy/* readProxySettings */.uv)(deps.env);
    // The secrets are masked before anything else runs, so no later line can show them.
    const secrets = (0,inputs_secrets/* stepSecrets */.a)(deps.io, proxies);
    const sink = (0,out_sink/* createSink */.Ob)(deps.io, secrets);
    const story = { started: false };
    let config;
    let surfaces;
    try {
        config = readConfig(sink, deps, proxies);
        const since = deps.clock.now();
        const httpGet = deps.httpGet ?? (0,service_transport/* createHttpGet */.bI)(deps.env, proxies);
        // No debug line is even built when the log shows none.
        const debug = deps.io.isDebug() ? (message) => sink.debug(message) : undefined;
        const service = createService({ ...config, secrets }, httpGet, debug, () => deps.clock.now());
        const send = deps.gitHubSend ?? (async (token) => (0,transport/* createGitHubSend */.iW)(token, deps.env, httpGet));
        const github = (0,client/* createGitHubClient */.LX)({ clock: deps.clock, send });
        const trigger = (0,github_trigger/* readTrigger */.v)(deps.env);
        // With `follow-up-command`, the comment that started the run is the message, or the step ends `skipped`.
        const commanded = config.followUp
            ? await (await __nccwpck_require__.e(/* import() */ 123).then(__nccwpck_require__.bind(__nccwpck_require__, 2504))).resolveCommand({ sink, github, ...deps }, config, trigger)
            : undefined;
        if (commanded?.kind === 'skipped')
            return 'skipped';
        if (commanded)
            config = commanded.config;
        surfaces = await reviewerSurfaces(sink, deps, config, trigger, github, commanded?.adopt);
        // What a re-run of this workflow would do, for the next steps the report gives.
        story.rerunResumes = surfaces !== NO_SURFACES && config.visibility.onRerun === 'resume';
        const after = docsPullRequestComment({ sink, github, trigger, config, ...deps });
        const finish = finishing(sink, deps, config, story, surfaces, after);
        const step = {
            ...{ sink, config, story, service, trigger, surfaces, finish, since },
            ...(commanded ? { command: commanded.comment } : {}),
            ...{ clock: deps.clock, random: deps.random, signal: deps.signal },
            requestTimeoutMs: deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
            deadline: since + config.timeoutMs,
            record: (0,github_record/* stepRecord */.oU)(config, trigger, { who: commanded?.who ?? deps.env.GITHUB_ACTOR, excerpt: sink.excerpt }),
        };
        const next = await sendOrResume(step);
        if (typeof next === 'string')
            return next;
        const endings = await waitForAll(step, next.plan);
        await lookUpOnlyPullRequest(sink, deps, config, github, endings);
        const waitedMs = Math.max(...endings.map((ending) => ending.result.waitedMs));
        return await finish(endings, waitedMs, next.requests + endings.reduce((sum, e) => sum + e.result.polls, 0));
    }
    catch (error) {
        await (0,publish/* publishError */.Aq)(sink, error, { started: story.started, jobIds: config?.jobIds ?? [] });
        await surfaces?.abandon("The step stopped on an unexpected error before it could report; the workflow run's log says more.");
        return 'error';
    }
}


/***/ }),

/***/ 1445:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ob: () => (/* binding */ createSink),
/* harmony export */   XF: () => (/* binding */ REDACTED)
/* harmony export */ });
/* unused harmony export MESSAGE_CAP */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3581);
/**
 * The only way out of the process. Every log line, annotation, output and summary passes
 * through here: it escapes for the surface the text lands on, caps long text, and redacts the
 * secrets last, after every other transformation, so no escaping or cutting can hide a secret
 * from the redaction.
 */

/** Text longer than this, or of more than one line, is folded under its first words. */
const UNFOLDED_CAP = 160;
const PREVIEW_CAP = 80;
/** Longest log line or annotation the action writes; longer text is cut with a marker. */
const MESSAGE_CAP = 4_000;
const TITLE_CAP = 200;
const DETAILS_CAP = 20_000;
const REDACTED = '***';
/** A line of the plain log must not start a workflow command, even when a value leads it. */
function forLogLine(text) {
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(text).replace(/^(\s*):/, '$1\\u003a');
}
/** Annotations may span lines (the runner escapes them); other control characters are shown. */
function forAnnotation(text) {
    return text
        .split('\n')
        .map((line) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(line))
        .join('\n');
}
/**
 * Free text inside the summary's HTML block, exactly as sent: line breaks become `&#10;`, so no
 * blank line can end the block and turn the rest into markdown; indentation and tabs stay.
 */
function freeText(text) {
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(text, '\n\t')).replace(/\n/g, '&#10;');
}
/** Each secret as it may appear after any escaper the sink applies, longest first. */
function secretForms(secrets) {
    const all = [...secrets].flatMap((secret) => [
        secret,
        (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(secret),
        (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(secret),
        (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeAttribute */ .Gj)(secret),
        (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(secret)),
        toLinkText(secret),
        toProse(secret),
        encodeURIComponent(secret),
        // As it stands inside a JSON string, such as a response body in the debug log.
        JSON.stringify(secret).slice(1, -1),
    ]);
    // Longest first, so a secret that contains another is hidden whole.
    return [...new Set(all)].filter((form) => form.length > 0).sort((a, b) => b.length - a.length);
}
function createRedaction(forms) {
    const redact = (text) => forms.reduce((out, form) => out.split(form).join(REDACTED), text);
    return {
        redact,
        // A quoted value is redacted, put on one line, and only then cut to its own limit; the first
        // pass over the whole keeps a cut from leaving part of a secret; the last is the guarantee.
        prepare: (message, transform, limit) => redact((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .cap */ .Np)(transform(redact((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .renderMessage */ .e4)(message, redact))), limit)),
    };
}
const toHtml = (text) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(text));
/** Text that GitHub shows as is, in a link or as prose: an `@` cannot mention anyone (`@org/team`). */
const toLinkText = (text) => toHtml(text).replace(/&#64;/g, '&#64;&#8203;');
/**
 * Prose outside code and links: also no `#123`, `owner/repo#123` or `GH-123` becomes a link to an
 * issue of the repository the comment or check run is on. A zero-width space breaks each.
 */
const toProse = (text) => toLinkText(text)
    .replace(/&#35;/g, '&#35;&#8203;')
    .replace(/\b(GH)-(?=\d)/gi, '$1&#8203;-');
/** How the document's prose and cells become HTML: each piece redacted, escaped for where it stands, cut. */
function htmlPieces({ redact, prepare }) {
    /**
     * A link to a checked http(s) URL, its text escaped; for anything else the text alone, as prose
     * (outside a link, `#123` would become one).
     */
    const anchor = (href, text) => {
        const url = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(redact(href));
        return url && url.href.length <= 2_000
            ? `<a href="${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeAttribute */ .Gj)(url.href)}">${text(toLinkText)}</a>`
            : text(toProse);
    };
    // Piece by piece, so a quoted link becomes an anchor; each piece is redacted, escaped and cut.
    const paragraph = (message) => {
        if (typeof message === 'string')
            return prepare(message, toProse, MESSAGE_CAP);
        return message.pieces
            .map((part) => {
            const plain = typeof part === 'string' ? part : { ...part, href: undefined };
            const text = (transform) => prepare({ pieces: [plain] }, transform, MESSAGE_CAP);
            return typeof part !== 'string' && part.href !== undefined ? anchor(part.href, text) : text(toProse);
        })
            .join('');
    };
    const cell = (value) => {
        if ('cells' in value)
            return value.cells.map(cell).join(' ');
        if ('none' in value)
            return `<i>${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(value.none)}</i>`;
        if ('code' in value) {
            const code = value.abbreviate === undefined ? value.code : { pieces: [(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .abbreviated */ .gl)(value.code, value.abbreviate)] };
            return `<code>${prepare(code, toHtml, _text_js__WEBPACK_IMPORTED_MODULE_0__/* .VALUE_CAP */ .Z2)}</code>`;
        }
        const text = (transform) => prepare(value.text, transform, _text_js__WEBPACK_IMPORTED_MODULE_0__/* .VALUE_CAP */ .Z2);
        return 'link' in value ? anchor(value.link, text) : text(toProse);
    };
    return { paragraph, cell };
}
/** The summary document as HTML with no blank line, so GitHub reads it as one HTML block. */
function summaryHtml(doc, redaction) {
    const { prepare } = redaction;
    const { paragraph, cell } = htmlPieces(redaction);
    const table = doc.table;
    const rows = doc.rows.map(([label, value]) => `<tr><th align="left">${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(label)}</th><td>${cell(value)}</td></tr>`);
    return [
        `<h2>${doc.icon} ${prepare(doc.heading, toProse, TITLE_CAP)}</h2>`,
        ...doc.paragraphs.map((p) => `<p>${paragraph(p)}</p>`),
        ...(table
            ? [
                `<table>\n<tr>${table.headers.map((h) => `<th>${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(h)}</th>`).join('')}</tr>\n${table.rows
                    .map((row) => `<tr>${row.map((value) => `<td>${cell(value)}</td>`).join('')}</tr>`)
                    .join('\n')}\n</table>`,
            ]
            : []),
        ...(rows.length > 0 ? [`<table>\n${rows.join('\n')}\n</table>`] : []),
        ...(doc.code
            ? [
                `<p>${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(doc.code.title)}</p>\n<pre><code>${prepare(doc.code.text, freeText, DETAILS_CAP)}</code></pre>`,
            ]
            : []),
        ...(doc.details
            ? [
                `<details><summary>${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(doc.details.title)}</summary>\n<pre>${prepare(doc.details.text, freeText, DETAILS_CAP)}</pre>\n</details>`,
            ]
            : []),
        ...(doc.conversation ? [conversationHtml(doc.conversation, redaction)] : []),
        '',
    ].join('\n');
}
/** Each turn as a list item; its text as prose (no mention, no issue link) when short, else folded. */
function conversationHtml(conversation, redaction) {
    const { prepare } = redaction;
    const { paragraph } = htmlPieces(redaction);
    const said = (text) => {
        const firstLine = text.split('\n', 1)[0] ?? '';
        if (text.length <= UNFOLDED_CAP && firstLine === text)
            return `<blockquote>${prepare(text, toProse, UNFOLDED_CAP)}</blockquote>`;
        const preview = prepare(firstLine, toProse, PREVIEW_CAP);
        return `<details><summary>${preview}</summary>\n<pre>${prepare(text, freeText, DETAILS_CAP)}</pre>\n</details>`;
    };
    const items = conversation.turns.map((turn) => `<li>${paragraph(turn.line)}\n${said(turn.text)}</li>`);
    const note = conversation.note === undefined ? [] : [`<p>${paragraph(conversation.note)}</p>`];
    return [`<h3>${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(conversation.title)}</h3>`, ...note, '<ol>', ...items, '</ol>'].join('\n');
}
function createSink(io, initialSecrets = []) {
    const secrets = new Set(initialSecrets.filter((secret) => secret !== ''));
    for (const secret of secrets)
        io.setSecret(secret);
    const redaction = createRedaction(secretForms(secrets));
    const { redact, prepare } = redaction;
    const debugOn = io.isDebug();
    return {
        info: (message) => io.info(prepare(message, forLogLine, MESSAGE_CAP)),
        // The runner drops debug lines unless debug logging is on: skip their escaping and writing.
        debug: (message) => {
            if (debugOn)
                io.debug(prepare(message, forLogLine, MESSAGE_CAP));
        },
        notice: (message, title) => io.notice(prepare(message, forAnnotation, MESSAGE_CAP), prepare(title, _text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN, TITLE_CAP)),
        warning: (message, title) => io.warning(prepare(message, forAnnotation, MESSAGE_CAP), title === undefined ? undefined : prepare(title, _text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN, TITLE_CAP)),
        fail: (message) => io.setFailed(prepare(message, forAnnotation, MESSAGE_CAP)),
        error: (message, title) => io.error(prepare(message, forAnnotation, MESSAGE_CAP), prepare(title, _text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN, TITLE_CAP)),
        // Outputs keep the whole value (the report makes them single lines); only secrets go.
        output: (name, value) => io.setOutput(name, redact(value)),
        startGroup: (name) => io.startGroup(prepare(name, forLogLine, TITLE_CAP)),
        endGroup: () => io.endGroup(),
        summary: async (doc) => io.writeSummary(redact(summaryHtml(doc, redaction))),
        markup: (doc) => redact(summaryHtml(doc, redaction)),
        line: (message, limit) => prepare(message, _text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN, limit),
        excerpt: (text, limit) => redact((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .cap */ .Np)(redact(text), limit)),
    };
}


/***/ }),

/***/ 3581:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DU: () => (/* binding */ fullText),
/* harmony export */   Gj: () => (/* binding */ escapeAttribute),
/* harmony export */   My: () => (/* binding */ escapeMarkup),
/* harmony export */   Np: () => (/* binding */ cap),
/* harmony export */   TL: () => (/* binding */ quoted),
/* harmony export */   UN: () => (/* binding */ escapeControls),
/* harmony export */   Z2: () => (/* binding */ VALUE_CAP),
/* harmony export */   ab: () => (/* binding */ msg),
/* harmony export */   e4: () => (/* binding */ renderMessage),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   gl: () => (/* binding */ abbreviated),
/* harmony export */   hp: () => (/* binding */ oneLineJson),
/* harmony export */   hw: () => (/* binding */ joinMessages),
/* harmony export */   oh: () => (/* binding */ thousands),
/* harmony export */   q: () => (/* binding */ linked),
/* harmony export */   q3: () => (/* binding */ httpUrl)
/* harmony export */ });
/** How much of one value from the service a log line, annotation or summary cell shows. */
const VALUE_CAP = 300;
/** Line separators, and the characters that change how text reads without showing themselves. */
const INVISIBLE = '\\u2028\\u2029\\u061c\\u200b\\u200e\\u200f\\u202a-\\u202e\\u2060\\u2066-\\u2069\\ufeff';
/** The C0 and C1 controls and the invisible characters: escaped wherever a value is shown. */
const CONTROLS = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${INVISIBLE}]`, 'g');
/** What JSON.stringify leaves raw of those: escaped in JSON handed on, which keeps its value. */
const RAW_IN_JSON = new RegExp(`[\\u007f-\\u009f${INVISIBLE}]`, 'g');
const NAMED_CONTROLS = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/**
 * Shows control characters (line breaks, Unicode line separators and C1 controls included) as
 * escapes, so no value can end a line and start a workflow command on the next; and the
 * invisible ones that change how text reads without showing (bidi overrides and isolates,
 * direction marks, zero-width space, word joiner, byte order mark), so no value can hide or
 * reorder what a reviewer sees. Joiners that emoji and scripts need (U+200C, U+200D) stay.
 */
function escapeControls(value, keep = '') {
    return value.replace(CONTROLS, (c) => keep.includes(c) ? c : (NAMED_CONTROLS[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
}
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
    return JSON.stringify(value).replace(RAW_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
function quoted(value, max = VALUE_CAP) {
    return { quoted: value, max };
}
/** A link to an http(s) URL from outside, such as a pull request; checked where it is shown. */
function linked(href, text) {
    return { quoted: text, max: VALUE_CAP, href };
}
/** A commit id as its first `length` characters; the sink redacts the whole id before it cuts. */
function abbreviated(value, length) {
    return { quoted: value, max: length, abbreviation: true };
}
function piecesOf(value) {
    if (typeof value === 'number')
        return [String(value)];
    if (typeof value === 'string')
        return [value];
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
    return { pieces: parts.flatMap((part, index) => [...(index > 0 ? [separator] : []), ...piecesOf(part)]) };
}
/**
 * The message as text: each quoted value passes `redact`, goes on one line and is only then cut
 * to its limit. The sink passes its redaction; tests read messages through it too.
 */
function renderMessage(message, redact = (text) => text) {
    if (typeof message === 'string')
        return message;
    return message.pieces
        .map((piece) => {
        if (typeof piece === 'string')
            return piece;
        const shown = escapeControls(redact(piece.quoted));
        if (piece.abbreviation)
            return [...shown].slice(0, piece.max).join('');
        if (piece.href === undefined || piece.href === piece.quoted)
            return cap(shown, piece.max);
        return `${cap(shown, piece.max)} (${cap(escapeControls(redact(piece.href)), piece.max)})`;
    })
        .join('');
}
/**
 * The whole text, nothing cut and nothing redacted: for comparing messages and for tests. Never
 * write it anywhere; pass the message to the sink.
 */
function fullText(message) {
    if (typeof message === 'string')
        return message;
    return message.pieces.map((piece) => (typeof piece === 'string' ? piece : piece.quoted)).join('');
}


/***/ }),

/***/ 4617:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Aq: () => (/* binding */ publishError),
/* harmony export */   LW: () => (/* binding */ publishNewLinks),
/* harmony export */   Ms: () => (/* binding */ reportCrash),
/* harmony export */   mk: () => (/* binding */ publish)
/* harmony export */ });
/* unused harmony exports ACTION_NAME, setOutputs */
/* harmony import */ var _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8028);
/* harmony import */ var _inputs_proxy_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(3553);
/* harmony import */ var _inputs_secrets_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(3332);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8850);
/* harmony import */ var _out_sink_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1445);
/* harmony import */ var _out_text_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3581);
/**
 * Renders a report through the sink: the outputs (and a log group that shows them), the
 * annotations, the job summary, and the step's failure. Also the ending of a step that never got
 * to a report: invalid inputs, or a bug. Nothing here judges; it only shows.
 */






const ACTION_NAME = 'wait-for-agent-job';
/** Sets every output in one group; a runner that cannot take them gets one warning, not a crash. */
function setOutputs(sink, outputs) {
    sink.startGroup('Outputs');
    try {
        for (const name of _report_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUT_NAMES */ .P0) {
            sink.output(name, outputs[name]);
            const lines = outputs[name].split('\n');
            // A value of several lines (job-id, pr-links) shows one line each, as a later step reads it.
            if (lines.length === 1)
                sink.info((0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `${name}: ${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)(outputs[name])}`);
            else {
                sink.info(`${name}: (${lines.length} lines)`);
                for (const line of lines)
                    sink.info((0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `  ${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)(line)}`);
            }
        }
    }
    catch (error) {
        sink.warning((0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `Could not set the outputs: ${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)((0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error))}. The runner's GITHUB_OUTPUT file is missing or not writable; later steps will see empty outputs.`);
    }
    finally {
        sink.endGroup();
    }
}
async function publish(sink, report) {
    setOutputs(sink, report.outputs);
    for (const annotation of report.annotations) {
        if (annotation.level === 'notice')
            sink.notice(annotation.message, annotation.title);
        else if (annotation.level === 'error')
            sink.error(annotation.message, annotation.title);
        else
            sink.warning(annotation.message, annotation.title);
    }
    try {
        await sink.summary(report.summary);
    }
    catch (error) {
        sink.debug((0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `No job summary written: ${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)((0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error))}`);
    }
    if (report.failure !== undefined)
        sink.fail(report.failure);
}
/**
 * After the last GitHub writes: the links to a comment or check run that only they made, as
 * outputs (a later value of an output wins). Everything else was published before them.
 */
function publishNewLinks(sink, report, links) {
    const fresh = [
        ['comment-url', links.commentUrl],
        ['check-run-url', links.checkRunUrl],
    ];
    for (const [name, url] of fresh) {
        if (!url || url === report.outputs[name])
            continue;
        try {
            sink.output(name, url);
            sink.info((0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `${name}: ${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)(url)}`);
        }
        catch (error) {
            sink.warning((0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `Could not set the output ${name}: ${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)((0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error))}.`);
        }
    }
}
/** Invalid inputs or a bug: outputs, a summary and one error, never a stack trace. */
async function publishError(sink, error, known) {
    setOutputs(sink, {
        ...(0,_report_js__WEBPACK_IMPORTED_MODULE_1__/* .emptyOutputs */ .q_)(),
        outcome: 'error',
        started: known.started ? 'true' : 'false',
        'job-id': known.jobIds.join('\n'),
    });
    const fix = "Fix the step's 'with:' block (or the named variable); see the README for every input.";
    const message = error instanceof _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz
        ? (0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `${(0,_inputs_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .describeProblems */ .yg)(error.problems)}\n${fix}`
        : (0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `${ACTION_NAME}: unexpected error: ${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)((0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error), 1_000)}. This is a bug in the action; please report it with the step's debug log (ACTIONS_STEP_DEBUG=true).`;
    if (!(error instanceof _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz))
        sink.debug((0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)(error instanceof Error ? (error.stack ?? error.message) : String(error), 4_000)}`);
    try {
        await sink.summary({
            icon: '⚠️',
            heading: error instanceof _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz ? 'Invalid input: nothing was sent' : 'Unexpected error',
            paragraphs: error instanceof _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz ? [...error.problems, fix] : [message],
            rows: [],
        });
    }
    catch (summaryError) {
        sink.debug((0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `No job summary written: ${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)((0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(summaryError))}`);
    }
    sink.fail(message);
}
/** The last net in index.ts: even a failure outside run() leaves through a redacting sink. */
function reportCrash(error, io, env = process.env) {
    let secrets = [];
    try {
        secrets = (0,_inputs_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .stepSecrets */ .a)(io, (0,_inputs_proxy_js__WEBPACK_IMPORTED_MODULE_5__/* .readProxySettings */ .uv)(env));
    }
    catch {
        // reading the inputs failed too: redact what the environment holds
        secrets = [env['INPUT_API-KEY'] ?? '', env['INPUT_GITHUB-TOKEN'] ?? '', env['INPUT_REPORT-TOKEN'] ?? ''];
    }
    (0,_out_sink_js__WEBPACK_IMPORTED_MODULE_2__/* .createSink */ .Ob)(io, secrets).fail(`${ACTION_NAME}: ${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}`);
}


/***/ }),

/***/ 8850:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ buildReport),
/* harmony export */   P0: () => (/* binding */ OUTPUT_NAMES),
/* harmony export */   VY: () => (/* binding */ skippedReport),
/* harmony export */   XS: () => (/* binding */ reportContextOf),
/* harmony export */   q9: () => (/* binding */ withLinks),
/* harmony export */   q_: () => (/* binding */ emptyOutputs)
/* harmony export */ });
/* unused harmony export MAX_JOB_ANNOTATIONS */
/* harmony import */ var _runner_environment_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5047);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7994);
/* harmony import */ var _out_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3581);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(687);




/** Every output the action sets, on every path; a test proves action.yml declares the same set. */
const OUTPUT_NAMES = [
    'status',
    'outcome',
    'started',
    'pr-link',
    'pr-number',
    'pr-repository',
    'pr-head-branch',
    'pr-head-sha',
    'pr-state',
    'pr-draft',
    'job',
    'job-id',
    'model',
    'repository',
    'repository-url',
    'ref',
    'created-at',
    'archived-at',
    'waited-seconds',
    'polls',
    'results',
    'pr-links',
    'completed-count',
    'failed-count',
    'archived-count',
    'pending-count',
    'comment-url',
    'check-run-url',
    'resumed',
];
/** The runner shows only this many annotations of a kind per step. */
const MAX_JOB_ANNOTATIONS = 10;
/** The context of a report, from the runner's environment: the run's link and how the action is named. */
function reportContextOf(env, config, story, waitedMs, polls) {
    const { GITHUB_ACTION_REPOSITORY: actionRepo, GITHUB_ACTION_REF: actionRef } = env;
    const runUrl = (0,_runner_environment_js__WEBPACK_IMPORTED_MODULE_3__/* .workflowRunUrl */ .C)(env);
    const context = { config, story, waitedMs, polls, ...(runUrl ? { runUrl } : {}) };
    return actionRepo && actionRef ? { ...context, actionRef: `${actionRepo}@${actionRef}` } : context;
}
function emptyOutputs() {
    return Object.fromEntries(OUTPUT_NAMES.map((name) => [name, '']));
}
function resultEntry({ ending, verdict }) {
    const pr = ending.view?.pullRequest;
    return {
        id: ending.id,
        status: (0,_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .countedStatus */ .fm)(ending) ?? null,
        outcome: verdict.outcome,
        prLink: pr?.url ?? null,
        prNumber: ending.result.outcome === 'final' ? (pr?.number ?? null) : null,
        repository: ending.view?.repositoryName ?? null,
        ref: ending.view?.ref ?? null,
    };
}
/** Outputs every step sets; the four counts add up to the number of jobs. */
function listOutputs(judged) {
    const entries = judged.map(resultEntry);
    const count = (outcome) => String(entries.filter((entry) => entry.outcome === outcome).length);
    const final = new Set(['completed', 'failed', 'archived']);
    return {
        results: (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLineJson */ .hp)(entries),
        'pr-links': entries.flatMap((entry) => (entry.prLink ? [entry.prLink] : [])).join('\n'),
        'completed-count': count('completed'),
        'failed-count': count('failed'),
        'archived-count': count('archived'),
        'pending-count': String(entries.filter((entry) => !final.has(entry.outcome)).length),
    };
}
/** The outputs that describe one job; set only when the step had one. */
function jobOutputs({ ending }) {
    const { view, pullRequest: details } = ending;
    const single = (value) => (value ? (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeControls */ .UN)(value) : '');
    const pr = view?.pullRequest;
    // The pull request describes a finished job; a link seen before the end is handed on alone.
    const finished = ending.result.outcome === 'final' && pr !== undefined;
    return {
        status: single((0,_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .countedStatus */ .fm)(ending)),
        'pr-link': pr?.url ?? '',
        'pr-number': finished ? (pr.number?.toString() ?? '') : '',
        'pr-repository': finished ? (pr.repository ?? '') : '',
        // The agent's branch is the pull request's head; GitHub's answer wins when there is one.
        'pr-head-branch': finished ? (details?.headRef ?? single(view?.ref)) : '',
        'pr-head-sha': finished ? (details?.headSha ?? '') : '',
        'pr-state': finished ? (details?.state ?? '') : '',
        'pr-draft': finished && details ? String(details.draft) : '',
        job: ending.result.body ?? '',
        model: single(view?.model),
        repository: view?.repositoryName ?? '',
        'repository-url': view?.repositoryUrl ?? '',
        ref: single(view?.ref),
        'created-at': single(view?.createdAt),
        'archived-at': single(view?.archivedAt),
    };
}
/**
 * One annotation per job that does not fail the step alone, titled the same way for one job
 * or many; summed up in one when the runner would drop some (it shows 10 of a kind, and one
 * error is kept for the step's own).
 */
function annotationsOf(judged, failing, totals) {
    const perJob = judged
        .filter(({ verdict }) => verdict.level !== 'none' && !(verdict.failsStep && failing.length === 1))
        .map(({ ending, verdict }) => ({
        level: verdict.level === 'none' ? 'notice' : verdict.level,
        title: (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Agent job ${ending.id}: ${verdict.headline}`,
        message: (0,_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .whyAndNext */ .Nb)(verdict),
    }));
    const fits = (level) => perJob.filter((a) => a.level === level).length <= MAX_JOB_ANNOTATIONS - (level === 'error' ? 1 : 0);
    if (fits('error') && fits('warning') && fits('notice'))
        return perJob;
    const others = judged.filter(({ verdict }) => verdict.outcome !== 'completed');
    return [
        {
            level: failing.length > 0 ? 'error' : perJob.some((a) => a.level === 'warning') ? 'warning' : 'notice',
            title: `${judged.length} agent jobs`,
            message: (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${totals} ${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .joinMessages */ .hw)(others.map(({ ending, verdict }) => (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${ending.id}: ${verdict.outcome}`), '; ')}`,
        },
    ];
}
/** "12 jobs: 2 not-found, 1 failed, 9 completed.", worst first. */
function totalsOf(judged) {
    const counts = _verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .SEVERITY */ .C$.map((outcome) => [outcome, judged.filter(({ verdict }) => verdict.outcome === outcome).length])
        .filter(([, n]) => n > 0)
        .map(([outcome, n]) => `${n} ${outcome}`);
    return `${judged.length} jobs: ${counts.join(', ')}.`;
}
function failureOf(judged, failing) {
    const [only] = failing;
    if (failing.length === 0 || !only)
        return undefined;
    if (failing.length === 1)
        return only.ending.id ? (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Agent job ${only.ending.id}: ${(0,_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .whyAndNext */ .Nb)(only.verdict)}` : (0,_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .whyAndNext */ .Nb)(only.verdict);
    const named = failing.map(({ ending, verdict }) => `${ending.id} (${verdict.outcome})`).join(', ');
    return `${failing.length} of ${judged.length} jobs failed the step: ${named}. Each has an annotation above and a line in the job summary.`;
}
/** The report with the comment's and the check run's links, once they are written. */
function withLinks(report, links) {
    const rows = [];
    if (links.commentUrl)
        rows.push(['Comment', { link: links.commentUrl, text: 'on the pull request' }]);
    if (links.checkRunUrl)
        rows.push(['Check run', { link: links.checkRunUrl, text: 'on the commit' }]);
    return {
        ...report,
        outputs: { ...report.outputs, 'comment-url': links.commentUrl ?? '', 'check-run-url': links.checkRunUrl ?? '' },
        summary: { ...report.summary, rows: [...report.summary.rows, ...rows] },
    };
}
/** The report for one job or many. */
function buildReport(endings, context) {
    const judged = endings.map((ending) => ({ ending, verdict: (0,_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .judge */ .S4)(ending, context.config, context.story) }));
    const failing = judged.filter(({ verdict }) => verdict.failsStep);
    const outcome = (0,_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .stepOutcome */ .fh)(judged);
    const totals = totalsOf(judged);
    const [first] = judged;
    const outputs = {
        ...emptyOutputs(),
        ...listOutputs(judged),
        ...(judged.length === 1 && first ? jobOutputs(first) : {}),
        outcome,
        started: context.story.started ? 'true' : 'false',
        // After a start whose answer was unusable, the id is the service's own: one line, whole.
        'job-id': endings.map((ending) => (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeControls */ .UN)(ending.id)).join('\n'),
        'waited-seconds': String(Math.round(context.waitedMs / 1_000)),
        polls: String(context.polls),
        resumed: context.story.resumed ? 'true' : 'false',
    };
    const failure = failureOf(judged, failing);
    return {
        outcome,
        outputs,
        annotations: annotationsOf(judged, failing, totals),
        ...(failure === undefined ? {} : { failure }),
        summary: (0,_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .summaryDoc */ .Z)(judged, context, { outcome, failing, totals }),
        pullRequests: judged.map(({ ending }) => {
            const pr = ending.view?.pullRequest;
            return pr ? { job: ending.id, pr } : { job: ending.id };
        }),
    };
}
/** The report of a step that sent nothing (`follow-up-command` and a comment that is not one to send). */
function skippedReport(why, next) {
    return {
        outcome: 'skipped',
        outputs: {
            ...emptyOutputs(),
            outcome: 'skipped',
            started: 'false',
            resumed: 'false',
            results: '[]',
            'completed-count': '0',
            'failed-count': '0',
            'archived-count': '0',
            'pending-count': '0',
            'waited-seconds': '0',
            polls: '0',
        },
        annotations: [],
        summary: { icon: '💬', heading: 'No follow-up sent', paragraphs: [why, ...(next ? [next] : [])], rows: [] },
        pullRequests: [],
    };
}


/***/ }),

/***/ 7994:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ summaryDoc),
/* harmony export */   e: () => (/* binding */ resumedLine)
/* harmony export */ });
/* harmony import */ var _inputs_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1601);
/* harmony import */ var _out_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3581);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(687);
/**
 * The job summary as a document, from the verdicts: for one job, what happened and a table of
 * its details; for several, a heading that says plainly whether jobs failed, one line for each
 * job that failed the step, and one row per job. Rows with nothing to say are left out.
 */



const DEFAULT_ACTION_REF = 'your-org/wait-for-agent-job@v1';
const paragraphsOf = (verdict) => [verdict.why, ...(verdict.next ? [verdict.next] : [])];
/** The step that waits for a job started with `wait: false`, ready to copy. */
function waitLaterYaml(id, context) {
    return [
        `- uses: ${context.actionRef ?? DEFAULT_ACTION_REF}`,
        '  with:',
        `    project-id: ${context.config.projectId}`,
        '    api-key: ${{ secrets.MINTLIFY_ADMIN_API_KEY }}',
        `    job-id: ${id}`,
    ].join('\n');
}
/** The step's outcome for a job whose own status says something else: the job goes on. */
const OUTCOME_NOTES = {
    'timed-out': '(the wait timed out; the job goes on)',
    cancelled: '(the run was cancelled; the job goes on)',
};
/**
 * The job's status as read, kept apart from the step's outcome: a job still `active` when the wait
 * timed out or the run was cancelled is not a failed job, so it gets that outcome's icon, not ❌.
 */
function statusCell({ ending, verdict }) {
    const status = (0,_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .countedStatus */ .fm)(ending);
    const shown = status ? { code: status } : { code: verdict.outcome };
    // 'fail-fast' stopping the wait is said once above the table, not as a cancelled run in each row.
    const byFailFast = ending.stoppedBy === 'fail-fast';
    const stoppedWaiting = status !== undefined && !byFailFast && OUTCOME_NOTES[verdict.outcome] !== undefined;
    const icon = stoppedWaiting ? _verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .ICONS */ .Ze[verdict.outcome] : verdict.failsStep ? '❌' : undefined;
    const differs = status !== undefined && status !== verdict.outcome;
    const note = byFailFast ? `(${verdict.outcome})` : (OUTCOME_NOTES[verdict.outcome] ?? `(${verdict.outcome})`);
    return {
        cells: [
            ...(icon ? [{ text: icon }] : []),
            shown,
            ...(differs ? [{ text: note }] : []),
            ...(ending.view && !status ? [{ text: '(read before the message)' }] : []),
        ],
    };
}
/** A re-run that waited for what an earlier attempt sent, said the same in the log and the summary. */
function resumedLine(id, resumed) {
    const sent = resumed.kind === 'prompt' ? 'started' : 'sent the message to';
    return (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Re-run: attempt ${resumed.attempt} of this run already ${sent} job ${id}, so this attempt waited for it and sent nothing (on-rerun: resume).`;
}
function oneJob(judged, context) {
    const { ending, verdict } = judged;
    const { view, pullRequest: details } = ending;
    const pr = view?.pullRequest;
    const rows = [];
    const add = (label, value) => {
        if (value)
            rows.push([label, { text: value }]);
    };
    if (view)
        rows.push(['Status', statusCell(judged)]);
    if (pr)
        rows.push(['Pull request', { link: pr.url, text: (0,_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .pullRequestName */ .Ib)(pr) }]);
    if (details) {
        const state = `${details.state}${details.draft ? ' (draft)' : ''}, head`;
        rows.push(['Pull request state', { cells: [{ text: state }, { code: details.headSha, abbreviate: 12 }] }]);
    }
    add('Model', view?.model);
    if (view?.repositoryUrl)
        rows.push(['Repository', { link: view.repositoryUrl, text: view.repositoryName ?? view.repositoryUrl }]);
    else
        add('Repository', view?.repositoryName);
    add('Branch', view?.ref);
    add('Created', view?.createdAt);
    add('Archived', view?.archivedAt);
    if (!context.story.notWaiting && !context.story.postFailure) {
        rows.push([
            'Waited',
            { text: `${(0,_inputs_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(context.waitedMs)} (${context.polls} request${context.polls === 1 ? '' : 's'})` },
        ]);
    }
    const { resumed } = context.story;
    const started = context.story.started
        ? [{ text: '(started by this step)' }]
        : resumed?.kind === 'prompt'
            ? [{ text: `(started by attempt ${resumed.attempt} of this run)` }]
            : [];
    const job = ending.id ? { code: ending.id } : { none: 'not started' };
    rows.push(['Job', { cells: [job, { text: 'in project' }, { code: context.config.projectId }, ...started] }]);
    if (context.runUrl)
        rows.push(['Workflow run', { link: context.runUrl, text: 'this run' }]);
    const icon = verdict.failsStep && verdict.outcome === 'completed' ? _verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .ICONS */ .Ze.failed : _verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .ICONS */ .Ze[verdict.outcome];
    const { sent } = context.story;
    // A follow-up is labelled as one, wherever the heading goes (the comment, the check run's title).
    const followUp = sent?.kind === 'message' || resumed?.kind === 'message';
    return {
        icon,
        heading: (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${ending.id ? (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Agent job ${ending.id} ${verdict.headline}` : (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Agent job ${verdict.headline}`}${followUp ? ' (follow-up)' : ''}`,
        paragraphs: [...paragraphsOf(verdict), ...(resumed ? [resumedLine(ending.id, resumed)] : [])],
        rows,
        ...(context.story.notWaiting && ending.id
            ? { code: { title: 'To wait for it later, add a step like this:', text: waitLaterYaml(ending.id, context) } }
            : {}),
        ...(sent ? { details: { title: sent.kind === 'prompt' ? 'Prompt sent' : 'Message sent', text: sent.text } } : {}),
    };
}
/** A value every job that was read shares, said once above the table instead of in a column. */
function shared(judged, pick) {
    const values = new Set(judged.filter((j) => j.ending.view).map(pick));
    const [only] = values;
    return values.size === 1 ? only : undefined;
}
function timeCell({ ending, verdict }) {
    if (ending.result.outcome === 'final' && !ending.stoppedBy)
        return { text: (0,_inputs_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(ending.result.waitedMs) };
    if (verdict.outcome === 'not-found')
        return { none: 'no such job' };
    if (ending.stoppedBy)
        return { none: 'not waited for' };
    return { none: 'not finished' };
}
function severalJobs(judged, context, step) {
    const { failing } = step;
    const model = shared(judged, (j) => j.ending.view?.model);
    const branch = shared(judged, (j) => j.ending.view?.ref);
    const sharedLine = [model ? `model ${model}` : '', branch ? `branch ${branch}` : ''].filter(Boolean).join(', ');
    const headers = ['Job', 'Status', 'Pull request', ...(model ? [] : ['Model']), ...(branch ? [] : ['Branch']), 'Time'];
    const rows = judged.map((j) => {
        const pr = j.ending.view?.pullRequest;
        return [
            { code: j.ending.id },
            statusCell(j),
            pr ? { link: pr.url, text: (0,_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .pullRequestName */ .Ib)(pr) } : { none: 'none' },
            ...(model ? [] : [j.ending.view?.model ? { text: j.ending.view.model } : { none: 'unknown' }]),
            ...(branch ? [] : [j.ending.view?.ref ? { text: j.ending.view.ref } : { none: 'unknown' }]),
            timeCell(j),
        ];
    });
    const stopped = judged.some(({ ending }) => ending.stoppedBy === 'fail-fast');
    const heading = failing.length > 0
        ? `${failing.length} of ${judged.length} agent jobs failed the step`
        : step.outcome === 'completed'
            ? `${judged.length} agent jobs completed`
            : `${judged.length} agent jobs: none failed the step`;
    const summaryRows = [
        ['Waited', { text: `${(0,_inputs_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(context.waitedMs)} (${context.polls} requests)` }],
        ['Project', { code: context.config.projectId }],
    ];
    if (context.runUrl)
        summaryRows.push(['Workflow run', { link: context.runUrl, text: 'this run' }]);
    return {
        icon: failing.length > 0 ? _verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .ICONS */ .Ze.failed : _verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .ICONS */ .Ze[step.outcome],
        heading,
        paragraphs: [
            step.totals,
            ...failing.map(({ ending, verdict }) => (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `❌ ${ending.id}: ${(0,_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .whyAndNext */ .Nb)(verdict)}`),
            ...(stopped
                ? ["'fail-fast' stopped the wait; the service has no cancel, so the jobs marked cancelled keep running."]
                : []),
            ...(sharedLine ? [`Every job${judged.every((j) => j.ending.view) ? '' : ' read'}: ${sharedLine}.`] : []),
        ],
        table: { headers, rows },
        rows: summaryRows,
    };
}
function summaryDoc(judged, context, step) {
    const [only] = judged;
    return judged.length === 1 && only ? oneJob(only, context) : severalJobs(judged, context, step);
}


/***/ }),

/***/ 687:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C$: () => (/* binding */ SEVERITY),
/* harmony export */   Ib: () => (/* binding */ pullRequestName),
/* harmony export */   Nb: () => (/* binding */ whyAndNext),
/* harmony export */   S4: () => (/* binding */ judge),
/* harmony export */   Ze: () => (/* binding */ ICONS),
/* harmony export */   fh: () => (/* binding */ stepOutcome),
/* harmony export */   fm: () => (/* binding */ countedStatus)
/* harmony export */ });
/* harmony import */ var _common_backoff_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1525);
/* harmony import */ var _inputs_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1601);
/* harmony import */ var _out_text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3581);



/** Worst first: a step's outcome is the worst of the jobs that decide it. */
const SEVERITY = [
    'error',
    'unauthorized',
    'not-found',
    'timed-out',
    'cancelled',
    'failed',
    'archived',
    'completed',
    'started',
    'skipped',
];
const ICONS = {
    completed: '✅',
    failed: '❌',
    archived: '🗄️',
    started: '🚀',
    'timed-out': '⏱️',
    cancelled: '🚫',
    'not-found': '🔍',
    unauthorized: '🔒',
    error: '⚠️',
    skipped: '💬',
};
/** A verdict as one sentence or two: what happened, then what to do. */
const whyAndNext = (verdict) => (verdict.next ? (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${verdict.why} ${verdict.next}` : verdict.why);
/**
 * `acme/docs#42` on GitHub, `group/docs!9` for a GitLab merge request, else the link itself:
 * never a bare `#42`, which on the product pull request would name one of its own repository's.
 */
function pullRequestName(pr) {
    if (pr.number === undefined || pr.repository === undefined)
        return pr.url;
    return `${pr.repository}${pr.host === 'gitlab' ? '!' : '#'}${pr.number}`;
}
/** The status as read, unless it is from before a follow-up and so does not count yet. */
function countedStatus(ending) {
    return ending.result.staleFinal ? undefined : ending.view?.status;
}
function byFailOn(config, status, verdict) {
    if (config.failOn.has(status))
        return { ...verdict, failsStep: true, level: 'error' };
    const passes = `'fail-on' does not list '${status}', so this job does not fail the step.`;
    return {
        ...verdict,
        failsStep: false,
        level: 'warning',
        next: verdict.next ? (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${verdict.next} ${passes}` : passes,
    };
}
function judgeFinal(ending, config, waited) {
    const { view } = ending;
    const pr = view?.pullRequest;
    if (view?.status === 'completed') {
        if (pr) {
            const why = (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Completed after ${waited} and opened pull request ${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .linked */ .q)(pr.url, pullRequestName(pr))}.`;
            return {
                outcome: 'completed',
                failsStep: false,
                level: 'notice',
                headline: 'completed with a pull request',
                why,
            };
        }
        const why = `Completed after ${waited} without a pull request: the agent changed no files.`;
        if (!config.requirePr)
            return { outcome: 'completed', failsStep: false, level: 'notice', headline: 'completed: no files changed', why };
        return {
            outcome: 'completed',
            failsStep: true,
            level: 'error',
            headline: 'completed without a pull request',
            why,
            next: "'require-pr' is true, so the step fails; check the job's prompt, or set require-pr: false to accept jobs that change nothing.",
        };
    }
    if (view?.status === 'failed') {
        return byFailOn(config, 'failed', {
            outcome: 'failed',
            headline: 'failed',
            why: `Failed after ${waited}; the service gives no reason in the job.`,
            next: 'Open the job on the dashboard to see what went wrong, then start a new job.',
        });
    }
    const at = view?.archivedAt ? (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) ` at ${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .TL)(view.archivedAt, 40)}` : '';
    return byFailOn(config, 'archived', {
        outcome: 'archived',
        headline: 'archived',
        why: (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Archived${at}, after ${waited} of waiting; an archived job does no more work.`,
    });
}
function judgeTimeout(ending, waited, story) {
    const { result } = ending;
    const requests = `${result.polls} request${result.polls === 1 ? '' : 's'}`;
    const base = { outcome: 'timed-out', failsStep: true, level: 'error', headline: 'timed out' };
    const status = ending.view ? (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .TL)(ending.view.status, 60) : undefined;
    if (!status) {
        if (!result.fault)
            return {
                ...base,
                why: `Timed out after ${waited}, before any request was answered (${requests}).`,
                next: "Raise 'timeout'.",
            };
        if (result.rateLimited)
            return {
                ...base,
                why: (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Timed out after ${waited}: no status was ever read, because the service kept limiting the rate of requests (${requests}; the last: ${result.fault}).`,
                next: "Whether the job runs is unknown: raise 'poll-interval' (and 'timeout') so the service answers, or run fewer waits at once against this project.",
            };
        return {
            ...base,
            why: (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Timed out after ${waited}: no status was ever read, because the requests failed (${requests}; the last: ${result.fault}).`,
            next: "Whether the job runs is unknown: check 'base-url', the network and any proxy between this runner and the service, then run the step again.",
        };
    }
    const seen = result.staleFinal
        ? (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `it still read ${status} from before the message, so it had not taken the message up yet`
        : (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `its last status was ${status}`;
    const failing = result.fault ? (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) ` The last requests failed: ${result.fault}.` : '';
    return {
        ...base,
        why: (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Timed out after ${waited}: ${seen} (${requests}).${failing}`,
        next: `The job itself goes on running; raise 'timeout' if jobs need longer.${rerunWords(story)}`,
    };
}
/** What re-running the workflow does after a time-out, when this step sent the prompt or message. */
function rerunWords(story) {
    const sent = story.sent ?? story.resumed;
    if (!sent)
        return '';
    return story.rerunResumes
        ? ' Re-running the workflow waits for this same job; it does not send again.'
        : ` Re-running the workflow sends the ${sent.kind} again${sent.kind === 'prompt' ? ' and starts a second job' : ''}: with no pull request comment or check run there is no record to resume from.`;
}
function judgeWait(ending, config, story) {
    const { result } = ending;
    const waited = (0,_inputs_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(result.waitedMs);
    const status = ending.view ? (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .TL)(ending.view.status, 60) : undefined;
    const words = result.fault ? (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `: ${result.fault}` : '';
    const error = (outcome, headline, why, next) => ({
        outcome,
        failsStep: true,
        level: 'error',
        headline,
        why,
        next,
    });
    switch (result.outcome) {
        case 'final':
            return judgeFinal(ending, config, waited);
        case 'timeout':
            return judgeTimeout(ending, waited, story);
        case 'cancelled': {
            const seen = status ? (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `while the job was ${status}` : 'before any status was read';
            return error('cancelled', 'cancelled', (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Cancelled ${seen}, after ${waited}.`, 'The job itself goes on running on the service.');
        }
        case 'not-found':
            return error('not-found', 'not found', (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `The service has no job '${ending.id}' in project '${config.projectId}' (HTTP 404${words}).`, "Check that 'project-id' is the id shown on the dashboard's API keys page, that 'job-id' comes from the step that started the job, and that the api-key belongs to the organization that owns the project.");
        case 'refused':
            return error('unauthorized', 'API key refused', (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `The service refused the api-key (HTTP ${result.httpStatus ?? 401}${words}).`, `Check that the secret holds an admin API key (mint_...) of the organization that owns project '${config.projectId}', that the key has not expired (keys expire after 90 days by default), that it has read scope, and that no IP allow-list excludes this runner.`);
        case 'gave-up':
            return error('error', 'the service kept failing', (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Gave up after ${_common_backoff_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_CONSECUTIVE_FAULTS */ .OC} failed requests in a row (${result.polls} in all, over ${waited}); the last failed with ${result.fault ?? 'an unknown fault'}.`, 'The service or the network to it is failing; re-run the workflow once it answers again.');
        case 'rejected':
            return error('error', 'request rejected', (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `The request for job ${ending.id} was rejected: ${result.fault ?? 'unknown reason'}.`, `Check 'base-url' (now ${config.baseUrl}).`);
    }
}
/** The one judge: a wait's ending, a failed start, `wait: false`, or a job another ending stopped. */
function judge(ending, config, story = { started: false }) {
    if (story.postFailure) {
        const { outcome, headline, why, next } = story.postFailure;
        return { outcome, failsStep: true, level: 'error', headline, why, ...(next ? { next } : {}) };
    }
    const status = ending.view ? (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .TL)(ending.view.status, 60) : undefined;
    if (story.notWaiting) {
        // On a re-run that resumed, an earlier attempt started the job or sent the message.
        const started = story.started || story.resumed?.kind === 'prompt';
        const seen = !status
            ? 'its status is unknown'
            : ending.result.staleFinal
                ? (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `it still reads ${status} from before the message (it has not taken the message up yet)`
                : (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `its status is ${status}`;
        return {
            outcome: 'started',
            failsStep: false,
            level: 'none',
            headline: started ? 'started' : 'follow-up sent',
            why: (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${started ? 'Started' : 'Sent the message to'} job ${ending.id}; ${seen}.`,
            next: `'wait' is false, so the step ends here; wait for it later with a step that passes job-id: ${ending.id}.`,
        };
    }
    if (ending.stoppedBy === 'refused') {
        return {
            outcome: 'unauthorized',
            failsStep: true,
            level: 'error',
            headline: 'not read to the end',
            why: 'The service refused the api-key for another job of this step, and the key is the same for all.',
        };
    }
    if (ending.stoppedBy === 'fail-fast') {
        return {
            outcome: 'cancelled',
            failsStep: false,
            level: 'warning',
            headline: 'no longer waited for (fail-fast)',
            why: (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Still ${status ?? 'unread'} when another job failed the step ('fail-fast' is true).`,
            next: 'The service has no cancel: the job keeps running.',
        };
    }
    return judgeWait(ending, config, story);
}
/** The worst outcome among the jobs that fail the step, or else among the ones it waited for to the end. */
function stepOutcome(verdicts) {
    const failing = verdicts.filter(({ verdict }) => verdict.failsStep);
    const waited = verdicts.filter(({ ending }) => ending.stoppedBy !== 'fail-fast');
    const deciding = failing.length > 0 ? failing : waited.length > 0 ? waited : verdicts;
    return SEVERITY.find((o) => deciding.some(({ verdict }) => verdict.outcome === o)) ?? 'error';
}


/***/ }),

/***/ 2323:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ cancelled)
/* harmony export */ });
/**
 * The runner cancels a step with SIGINT, then SIGTERM 7.5 s later. This module is the first one
 * index.ts imports, so the handlers are in place before the rest of the bundle is evaluated:
 * a signal that came earlier would end the process with nothing written.
 */
const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => controller.abort());
}
/** Aborts on the first SIGINT or SIGTERM; later signals change nothing. */
const cancelled = controller.signal;


/***/ }),

/***/ 5047:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ workflowRunUrl)
/* harmony export */ });
/** What the runner's environment says about this run, read in one place. */
/** The link to this workflow run, or undefined outside a workflow run. */
function workflowRunUrl(env) {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
    if (!repository || !runId)
        return undefined;
    return `${server || 'https://github.com'}/${repository}/actions/runs/${runId}`;
}


/***/ }),

/***/ 1406:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  H: () => (/* binding */ tuneForWaiting)
});

;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
var external_node_v8_default = /*#__PURE__*/__nccwpck_require__.n(external_node_v8_namespaceObject);
;// CONCATENATED MODULE: ./src/runner/runtime.ts

/**
 * The action sleeps nearly all the time and a poll costs microseconds of CPU, so V8's
 * optimizing compilers (Turbofan, Maglev) buy nothing here, and over thousands of polls they
 * and a growing young generation add about 20 MiB to the process. Measured by `npm run bench`.
 * Only flags that V8 reads when it decides to optimize or to grow the heap are changed.
 */
function tuneForWaiting() {
    external_node_v8_default().setFlagsFromString('--no-turbofan');
    external_node_v8_default().setFlagsFromString('--no-maglev');
    external_node_v8_default().setFlagsFromString('--semi-space-growth-factor=1');
}


/***/ }),

/***/ 8303:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  k: () => (/* binding */ workflowCommandsIO)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: ./src/runner/workflow-commands.ts
/**
 * The runner's side of ActionIO, spoken directly: workflow commands on stdout (`::warning ...::`),
 * file commands for outputs and the job summary, inputs from `INPUT_*`. The same protocol, with
 * the same escaping, as @actions/core, whose entry point also loads its OIDC client and an HTTP
 * client this action never uses on that path: the bundle's entry (index.ts) uses this one, so a
 * step starts without them. `run()` called with no arguments (@github/local-action, GitHub's
 * template) still gets @actions/core (runner/io.ts).
 */




const escapeData = (text) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
/** `::name key=value::message`, one line on stdout; as in @actions/core, any property object adds the space. */
function command(name, message, properties) {
    const set = Object.entries(properties ?? {}).filter((entry) => Boolean(entry[1]));
    const listed = set.map(([key, value]) => `${key}=${escapeProperty(value)}`).join(',');
    const props = properties && Object.keys(properties).length > 0 ? ` ${listed}` : '';
    process.stdout.write(`::${name}${props}::${escapeData(message)}${external_node_os_namespaceObject.EOL}`);
}
/** A file command (`GITHUB_OUTPUT`): the file must exist, as the runner makes it. */
function fileCommand(name, text) {
    const file = process.env[`GITHUB_${name}`];
    if (!file)
        throw new Error(`Unable to find environment variable for file command ${name}`);
    if (!(0,external_node_fs_.existsSync)(file))
        throw new Error(`Missing file at path: ${file}`);
    (0,external_node_fs_.appendFileSync)(file, `${text}${external_node_os_namespaceObject.EOL}`, { encoding: 'utf8' });
}
/** An output as a heredoc whose delimiter the value cannot hold. */
function setOutput(name, value) {
    if (!process.env.GITHUB_OUTPUT) {
        process.stdout.write(external_node_os_namespaceObject.EOL);
        return command('set-output', value, { name });
    }
    const delimiter = `ghadelimiter_${(0,external_node_crypto_.randomUUID)()}`;
    if (name.includes(delimiter) || value.includes(delimiter))
        throw new Error(`Unexpected input: an output should not contain the delimiter "${delimiter}"`);
    fileCommand('OUTPUT', `${name}<<${delimiter}${external_node_os_namespaceObject.EOL}${value}${external_node_os_namespaceObject.EOL}${delimiter}`);
}
const workflowCommandsIO = {
    getInput: (name) => (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim(),
    setSecret: (value) => command('add-mask', value),
    setOutput,
    info: (message) => void process.stdout.write(`${message}${external_node_os_namespaceObject.EOL}`),
    debug: (message) => command('debug', message),
    isDebug: () => process.env.RUNNER_DEBUG === '1',
    notice: (message, title) => command('notice', message, { title }),
    warning: (message, title) => command('warning', message, title === undefined ? undefined : { title }),
    error: (message, title) => command('error', message, { title }),
    setFailed: (message) => {
        process.exitCode = 1;
        command('error', message);
    },
    startGroup: (name) => command('group', name),
    endGroup: () => command('endgroup', ''),
    writeSummary: async (html) => {
        const file = process.env.GITHUB_STEP_SUMMARY;
        if (!file) {
            throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.');
        }
        await (0,promises_namespaceObject.appendFile)(file, html, { encoding: 'utf8' });
    },
};


/***/ }),

/***/ 5637:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  HR: () => (/* binding */ HttpFailure),
  bI: () => (/* binding */ createHttpGet)
});

// UNUSED EXPORTS: ACCEPT_ENCODING, isLoopbackHost

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __nccwpck_require__(7067);
var external_node_http_default = /*#__PURE__*/__nccwpck_require__.n(external_node_http_);
;// CONCATENATED MODULE: external "node:https"
const external_node_https_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");
var external_node_https_default = /*#__PURE__*/__nccwpck_require__.n(external_node_https_namespaceObject);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __nccwpck_require__(8522);
var external_node_zlib_default = /*#__PURE__*/__nccwpck_require__.n(external_node_zlib_);
// EXTERNAL MODULE: ./src/inputs/proxy.ts
var proxy = __nccwpck_require__(3553);
// EXTERNAL MODULE: ./src/out/text.ts
var out_text = __nccwpck_require__(3581);
// EXTERNAL MODULE: ./src/common/network-errors.ts
var network_errors = __nccwpck_require__(8375);
;// CONCATENATED MODULE: ./src/service/transport.ts







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
function createHttpGet(env = process.env, proxies = (0,proxy/* readProxySettings */.uv)(env)) {
    let agents;
    const agentsFor = () => {
        if (agents)
            return agents;
        const proxyEnv = { ...env };
        agents = {
            direct: { http: new (external_node_http_default()).Agent({ keepAlive: true }), https: new (external_node_https_default()).Agent({ keepAlive: true }) },
            proxied: {
                http: new (external_node_http_default()).Agent({ keepAlive: true, proxyEnv }),
                https: new (external_node_https_default()).Agent({ keepAlive: true, proxyEnv }),
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
            throw new HttpFailure('proxy', `the proxy settings are not usable: ${(0,out_text/* errorMessage */.gJ)(error)}`, undefined, proxy);
        }
        return send(url, options, url.protocol === 'http:' ? pool.http : pool.https, proxy);
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
            return external_node_zlib_default().gunzipSync(raw, options);
        case 'deflate':
            // Servers send deflate both with and without the zlib wrapper.
            try {
                return external_node_zlib_default().inflateSync(raw, options);
            }
            catch {
                return external_node_zlib_default().inflateRawSync(raw, options);
            }
        case 'br':
            return external_node_zlib_default().brotliDecompressSync(raw, options);
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
            : new HttpFailure('network', `the compressed body could not be decoded (${(0,out_text/* errorMessage */.gJ)(error)})`);
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
function send(url, options, agent, proxy) {
    return new Promise((resolve, reject) => {
        if (options.signal?.aborted) {
            reject(new HttpFailure('aborted', 'the request was cancelled'));
            return;
        }
        const request = (url.protocol === 'http:' ? (external_node_http_default()) : (external_node_https_default())).request(url, {
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
            cause ??= failure instanceof HttpFailure ? failure : classifyError(failure, proxy);
            settle();
            reject(cause);
            request.destroy(cause);
        };
        const timer = setTimeout(() => fail(new HttpFailure('timeout', `no complete answer within ${options.timeoutMs}ms`, undefined, proxy)), options.timeoutMs);
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
function classifyError(error, proxy) {
    if (error.code === 'ERR_PROXY_TUNNEL') {
        const status = /HTTP\/1\.[01] (\d{3})/.exec(error.message)?.[1];
        return new HttpFailure('proxy', `the proxy answered ${status ? `HTTP ${status}` : 'with an error'}`, status, proxy);
    }
    return new HttpFailure((0,network_errors/* networkError */.x6)(error.code)?.notSent || 'network', error.message, error.code, proxy);
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(9407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
