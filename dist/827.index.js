export const id = 827;
export const ids = [827];
export const modules = {

/***/ 7522:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D5: () => (/* binding */ docsFacts),
/* harmony export */   JN: () => (/* binding */ parseJob),
/* harmony export */   ZE: () => (/* binding */ takesNoMore),
/* harmony export */   dR: () => (/* binding */ isFinal),
/* harmony export */   ih: () => (/* binding */ isKnownStatus)
/* harmony export */ });
/* unused harmony export FINAL_STATUSES */
const FINAL_STATUSES = ['completed', 'archived', 'failed'];
const KNOWN_STATUSES = ['active', ...FINAL_STATUSES];
function isFinal(status) {
    return FINAL_STATUSES.includes(status);
}
/** A job that takes no more follow-ups (failed or archived): the next turn starts a new job. */
function takesNoMore(status) {
    return status === 'failed' || status === 'archived';
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
        prLinkOfType: raw.prLink === undefined || stringOrNull(raw.prLink) !== undefined
            ? undefined
            : Array.isArray(raw.prLink)
                ? 'an array'
                : `a ${typeof raw.prLink === 'object' ? 'JSON object' : typeof raw.prLink}`,
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
/** What the service says of a job's docs pull request: its link, and the repository and branch its agent works on. */
function docsFacts({ prLink, source, foreignPrLink, prLinkOfType, createdAt }) {
    return {
        ...(createdAt === undefined ? {} : { createdAt }),
        ...(prLink === undefined ? {} : { prLink }),
        ...(source === undefined ? {} : { source }),
        ...(foreignPrLink === undefined ? {} : { foreignPrLink }),
        ...(prLinkOfType === undefined ? {} : { prLinkOfType }),
    };
}


/***/ }),

/***/ 1525:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 7532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V_: () => (/* binding */ BUDGET_MS),
/* harmony export */   j2: () => (/* binding */ REQUEST_TIMEOUT_MS),
/* harmony export */   vO: () => (/* binding */ budgetFor)
/* harmony export */ });
/** One request to the service may take this long before it counts as a transient fault. */
const REQUEST_TIMEOUT_MS = 30_000;
/** How long each group of requests may take, in milliseconds. */
const BUDGET_MS = {
    /** Reading the pull request's files, within the step's deadline. */
    changedFiles: 20_000,
    /** The reads about the job: records, the job, the docs pull request, the comparison. */
    jobReads: 30_000,
    /** The pull request look-up, retries included. */
    lookUp: 10_000,
    /** The docs pull request's reads for the comment's mirror. */
    docsMirror: 5_000,
    /** The comment on the docs pull request. */
    docsComment: 15_000,
    /** Each write while the step runs. */
    write: 30_000,
    /**
     * The ending's writes: normally, and once the runner cancels (SIGTERM 7.5 s after SIGINT; every
     * request ends 5 s after it, common/step-end.ts).
     */
    finish: 30_000,
    cancel: 4_000,
    /** A command's permission and comments, within the step's deadline. */
    command: 20_000,
    /**
     * Each request about a command's comment. A read ends by the step's deadline too; a reaction or
     * reply the step owes the commenter keeps its own, as it may be owed after the deadline.
     */
    commandRequest: 10_000,
    /**
     * All a command's run owes the commenter after a cancel: the outputs, the summary and the
     * surfaces' last writes (4 s) come after it, and the runner sends SIGTERM 7.5 s after SIGINT.
     */
    answerAfterCancel: 1_500,
    /**
     * A let-go turn's record written after a cancel (the service took the turn: without it no later
     * run finishes it), within the runner's grace; the outputs and the summary come after it.
     */
    recordAfterCancel: 4_200,
    /** What records a turn the service took (a command's 🚀, a let-go turn's record and label): a rate limit's minute, waited out (step-end.ts ends it on a cancel). */
    recordSent: 90_000,
    /** A review's reads: the review, its line comments, the permission and the records. */
    review: 20_000,
    /** The comments, reactions and permission of a command no run answered, within the step's deadline. */
    unansweredCommand: 20_000,
    /** Finding a closed pull request's job, reading it and writing on its docs pull request. */
    close: 30_000,
    /** The skipped check run of a run without secrets. */
    skippedCheck: 15_000,
    /** All a sweep does on one pull request. */
    sweptPullRequest: 60_000,
    /** Taking a finish's claim off: its own budget, not the pull request's (spent, or ended by a cancel). */
    release: 10_000,
    /** Taking it off after a cancel, within the runner's grace, the report still to write. */
    releaseAfterCancel: 1_500,
    /** A docs pull request's run looking for the product pull request whose job opened it. */
    docsPullScan: 90_000,
};
/**
 * A budget of `ms` from now on the clock, never past `until`, ended too by any of `signals`: its
 * signal aborts at the deadline by the same clock.
 */
function budgetFor(clock, ms, options = {}) {
    const now = clock.now();
    const deadline = Math.min(now + ms, options.until ?? Infinity);
    // A spent budget is ended now, not a tick later: nothing may start on it.
    const timeout = deadline <= now
        ? AbortSignal.abort(new DOMException('The budget was spent.', 'TimeoutError'))
        : clock.timeout(deadline - now);
    const signals = options.signals ?? [];
    return { signal: signals.length === 0 ? timeout : AbortSignal.any([timeout, ...signals]), deadline };
}


/***/ }),

/***/ 9987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _$: () => (/* binding */ isoDate),
/* harmony export */   m6: () => (/* binding */ parseHttpDate),
/* harmony export */   ml: () => (/* binding */ systemClock)
/* harmony export */ });
/* unused harmony export sleepTimeout */
/** A clock's date as an ISO 8601 string, as records and GitHub write dates. */
const isoDate = (clock) => new Date(clock.date()).toISOString();
/**
 * `timeout` made of a clock's `sleep`, for a clock of a test's own: its timer is the clock's, so
 * the signal aborts when that clock's time passes `ms`, never by the wall clock.
 */
function sleepTimeout(clock, ms) {
    const timer = new AbortController();
    void clock
        .sleep(Math.max(0, ms), new AbortController().signal)
        .then(() => timer.abort(new DOMException('The operation timed out.', 'TimeoutError')));
    return timer.signal;
}
/** An HTTP date (RFC 9110: IMF-fixdate, or the obsolete forms Date.parse reads) as a WallTime. */
function parseHttpDate(text) {
    if (text === undefined || !/[A-Za-z]/.test(text))
        return undefined;
    const time = Date.parse(text);
    return Number.isNaN(time) ? undefined : time;
}
/**
 * The real clock: a cancellable timer that never wakes before its time on `now`. A timer counts
 * whole milliseconds of another clock and may fire a millisecond or two early by performance.now():
 * a wait to the deadline would then end just before it, and the step would send one more request
 * with almost no time left. So a timer that fires early is set again for what is left.
 */
/** The longest timer Node's AbortSignal.timeout takes. */
const MAX_TIMER_MS = 2 ** 32 - 1;
const systemClock = {
    now: () => performance.now(),
    date: () => Date.now(),
    // AbortSignal.timeout takes whole milliseconds up to 2^32-1 (throwing past them, as setTimeout
    // never did), and its timer keeps no process alive. A wait past that is as good as none.
    timeout: (ms) => Number.isFinite(ms) && ms <= MAX_TIMER_MS
        ? AbortSignal.timeout(Math.max(0, Math.ceil(ms)))
        : new AbortController().signal,
    sleep: (ms, signal) => new Promise((resolve) => {
        if (signal.aborted)
            return resolve();
        const until = performance.now() + ms;
        let timer;
        // setTimeout takes at most 2^31-1 ms: a longer wait is set again for what is left.
        const arm = (left) => void (timer = setTimeout(tick, Math.min(left, 2 ** 31 - 1)));
        signal.addEventListener('abort', done, { once: true });
        arm(ms);
        function tick() {
            const left = until - performance.now();
            if (left > 0)
                arm(left);
            else
                done();
        }
        function done() {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            resolve();
        }
    }),
};


/***/ }),

/***/ 863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qx: () => (/* binding */ MAX_ID_LENGTH),
/* harmony export */   cd: () => (/* binding */ GITHUB_LOGIN),
/* harmony export */   lx: () => (/* binding */ idProblem),
/* harmony export */   pk: () => (/* binding */ COMMIT_SHA),
/* harmony export */   pn: () => (/* binding */ pathSegment),
/* harmony export */   tl: () => (/* binding */ GITLAB_USERNAME),
/* harmony export */   zN: () => (/* binding */ ID_CHARACTERS)
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
/**
 * A GitHub login, the one pattern for every login read or given: a handle of letters, digits and
 * `-`; an enterprise managed user's `_shortcode` after it (`lead_acme`); a bot's `[bot]` last.
 */
/**
 * A GitLab username: letters, digits, `_`, `.` and `-`, starting with a letter, a digit or `_`
 * (docs.gitlab.com/user/reserved_names/), such as a project access token's `project_42_bot_3f2a`.
 */
const GITLAB_USERNAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,254}$/;
const GITHUB_LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:_[A-Za-z0-9]{1,20})?(?:\[bot\])?$/;


/***/ }),

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

/***/ 4793:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UO: () => (/* binding */ NOTHING_TO_DO),
/* harmony export */   XJ: () => (/* binding */ mayHaveBeenTaken),
/* harmony export */   h4: () => (/* binding */ notTaken)
/* harmony export */ });
/**
 * A pull request run with nothing to do, each for its own reason: no changed file matches `paths`,
 * a draft, the `skip-label`, an event that changes nothing (another label), a fork's or
 * Dependabot's pull request (their workflows get no secrets).
 */
const NOTHING_TO_DO = [
    'no-docs-needed',
    'draft',
    'skip-label',
    'nothing-new',
    'from-fork',
    'from-dependabot',
];
/** A send that failed after a request left, and no answer said it was refused or not acted on. */
const mayHaveBeenTaken = (posted) => (posted.requests ?? 1) > 0 && posted.notActed !== true && posted.answered !== true;
/** A send the service certainly did not take (not acted on, or no request left): still owed, and safe to send later. */
const notTaken = (posted) => posted.answered !== true && (posted.notActed === true || posted.requests === 0);


/***/ }),

/***/ 3781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ PENDING_LABEL)
/* harmony export */ });
/** The label a step that let the runner go puts on its pull request, and the finish takes off: the sweep's index. */
const PENDING_LABEL = 'agent-job-pending';


/***/ }),

/***/ 5708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sT: () => (/* binding */ retryAfterOf)
/* harmony export */ });
/* unused harmony exports parseRetryAfter, answeredAt */
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9987);
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

/***/ 3383:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IZ: () => (/* binding */ stepEnd),
/* harmony export */   _U: () => (/* binding */ withinStep)
/* harmony export */ });
/* unused harmony export LAST_WRITES_MS */
/** What the last writes of a cancelled step may take, counted from the cancel. */
const LAST_WRITES_MS = 5_000;
function stepEnd(cancel, clock, lastWritesMs = LAST_WRITES_MS) {
    const ended = new AbortController();
    const disposed = new AbortController();
    const afterCancel = () => {
        void clock.sleep(lastWritesMs, disposed.signal).then(() => {
            if (!disposed.signal.aborted)
                ended.abort();
        });
    };
    if (cancel.aborted)
        afterCancel();
    else
        cancel.addEventListener('abort', afterCancel, { once: true });
    return {
        signal: ended.signal,
        dispose: () => {
            cancel.removeEventListener('abort', afterCancel);
            disposed.abort();
        },
    };
}
/** A request's own signal joined with the step's end. */
function withinStep(signal, end) {
    if (!end)
        return signal;
    return signal ? AbortSignal.any([signal, end]) : end;
}


/***/ }),

/***/ 7019:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ gitHubApiUrl),
/* harmony export */   U: () => (/* binding */ isLoopback)
/* harmony export */ });
/** The GitHub API's base URL from the runner (GITHUB_API_URL, so GitHub Enterprise Server too), or why it cannot be used. */
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
/** 127.0.0.0/8 or ::1, as an address: a name (even `localhost`) is not taken on trust. */
function isLoopback(url) {
    return url.hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(url.hostname);
}


/***/ }),

/***/ 7403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ isRateLimit)
/* harmony export */ });
/**
 * What a rate limit looks like, in one place for the step's GitHub client (its words, src/github/
 * client.ts) and its gate (src/github/octokit.ts). Apart from Octokit, so the client's words load
 * without it.
 */
/**
 * The one rule of what a rate limit looks like: a 429, whatever its words; a 403 that asks for a
 * wait (`retry-after`), says the limit is spent (`x-ratelimit-remaining: 0`), or says so in words
 * (GitHub's "secondary rate limit", an older server's or a proxy's "abuse detection" and the like).
 */
function isRateLimit(answer) {
    if (answer.status === 429)
        return true;
    if (answer.status !== 403)
        return false;
    const message = answer.data?.message;
    return (answer.headers['retry-after'] !== undefined ||
        answer.headers['x-ratelimit-remaining']?.trim() === '0' ||
        (typeof message === 'string' && /rate limit|abuse/i.test(message)));
}


/***/ }),

/***/ 1601:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   g0: () => (/* binding */ formatInputDuration)
/* harmony export */ });
const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
const NUMBER = String.raw `(?:\d+(?:\.\d+)?|\.\d+)`;
const ONE = new RegExp(String.raw `^(${NUMBER})\s*(ms|s|m|h)?$`, 'i');
/** Several parts, each with its unit, largest first: `1h30m`, `5m 30s`, `1m30.5s`. */
const PART = new RegExp(String.raw `(${NUMBER})\s*(ms|s|m|h)\s*`, 'giy');
const ORDER = ['h', 'm', 's', 'ms'];
/** Parses `10`, `0.5`, `500ms`, `45s`, `30m`, `1h` or `1h30m` into milliseconds; a bare number is seconds. */
function parseDuration(text) {
    const trimmed = text.trim();
    const one = ONE.exec(trimmed);
    const parts = one ? [{ number: one[1] ?? '', unit: one[2] ?? 's' }] : severalParts(trimmed);
    if (parts === undefined)
        return undefined;
    const ms = parts.reduce((sum, { number, unit }) => sum + Number(number) * (UNIT_MS[unit.toLowerCase()] ?? 1_000), 0);
    return Number.isFinite(ms) ? Math.round(ms) : undefined;
}
function severalParts(text) {
    const parts = [];
    PART.lastIndex = 0;
    for (let match = PART.exec(text); match; match = PART.exec(text)) {
        parts.push({ number: match[1] ?? '', unit: match[2] ?? '' });
        if (PART.lastIndex === text.length)
            break;
    }
    if (parts.length < 2 || PART.lastIndex !== text.length)
        return undefined;
    const ranks = parts.map(({ unit }) => ORDER.indexOf(unit.toLowerCase()));
    return ranks.every((rank, i) => i === 0 || rank > (ranks[i - 1] ?? 0)) ? parts : undefined;
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

/***/ 7903:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Do: () => (/* binding */ letGoOffPullRequest),
/* harmony export */   SE: () => (/* binding */ pullRequestInputsIdle),
/* harmony export */   t8: () => (/* binding */ eventMisfit),
/* harmony export */   tE: () => (/* binding */ sweepOffSchedule)
/* harmony export */ });
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);
/**
 * The inputs that only fit some events: `sweep: true` (a workflow on schedule or workflow_dispatch)
 * and `wait: sweep` (a pull request's run). Said with the other input problems, so a user fixes
 * everything in one go, and by the paths that rely on them.
 */

const event = (trigger) => trigger?.eventName || 'not a workflow run';
const sweepOffSchedule = (trigger) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `'sweep' is true, but this run's event is ${event(trigger)}: a sweep runs in its own workflow, on schedule and workflow_dispatch. Keep 'wait: sweep' on the pull request's step, and put 'sweep: true' in that workflow.`;
const letGoOffPullRequest = (trigger) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `'wait' is sweep, but this run's event (${event(trigger)}) is not about a pull request: a sweep finishes the check run and the comment of a pull request. Use 'wait: true' (or false) on other events.`;
/** The problem of `sweep` or `wait` on this run's event, read from the inputs as given. */
function eventMisfit(getInput, trigger) {
    if (/^(true|yes|on)$/i.test(getInput('sweep').trim()))
        return trigger?.sweeps ? undefined : sweepOffSchedule(trigger);
    if (/^sweep$/i.test(getInput('wait').trim()) && !trigger?.pullNumber)
        return letGoOffPullRequest(trigger);
    return undefined;
}
/** Inputs that act only on a pull request's run (its event, a comment on it, a review). */
const PULL_REQUEST_ONLY = ['follow-up-command', 'paths', 'skip-label'];
/**
 * A warning for inputs that act only on a pull request, given on a run about none (a push, a
 * dispatch that is no sweep): they do nothing there, and each such run starts a job of its own.
 */
function pullRequestInputsIdle(getInput, trigger) {
    if (trigger?.pullNumber !== undefined || trigger?.adds !== undefined)
        return undefined;
    if (/^(true|yes|on)$/i.test(getInput('sweep').trim()))
        return undefined;
    const idle = PULL_REQUEST_ONLY.filter((name) => getInput(name).trim() !== '');
    if (idle.length === 0)
        return undefined;
    const names = idle.map((name) => `'${name}'`).join(', ');
    const one = idle.length === 1;
    // Only a step with a prompt starts a job; one that waits or sends a message starts none.
    const starts = getInput('prompt').trim() === '' ? '' : ', and each such run starts a job of its own';
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${names} ${one ? 'acts' : 'act'} only on a pull request's run, but this run's event (${event(trigger)}) is about none: here ${one ? 'it does' : 'they do'} nothing${starts}. Run this step on pull_request (as the recipes' 'on:' does), or remove ${one ? 'it' : 'them'}.`;
}


/***/ }),

/***/ 123:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ commandProblem),
/* harmony export */   e: () => (/* binding */ PERMISSION_LEVELS)
/* harmony export */ });
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);
/** The words of `follow-up-command` and `follow-up-permission`, checked where the inputs are read. */

/** The levels of a commenter's permission on a repository, lowest first. */
const PERMISSION_LEVELS = ['read', 'triage', 'write', 'maintain', 'admin'];
/**
 * Whether `command` is a usable `follow-up-command`: one word, no white space, at most 40
 * characters, beginning with a sign. A plain word (`docs`) begins ordinary comments ("docs look
 * fine"), each of which would go to the agent as an instruction.
 */
function commandProblem(command) {
    if (!/^\S{1,40}$/.test(command))
        return "'follow-up-command' is one word of at most 40 characters with no spaces, such as /docs.";
    if (/^[\p{L}\p{N}]/u.test(command))
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `'follow-up-command' is "${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(command)}", a plain word that ordinary comments begin with ("${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(command)} look fine" would go to the agent); begin it with a sign, such as /${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(command)}.`;
    return undefined;
}


/***/ }),

/***/ 8028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K0: () => (/* binding */ readSkippedCheckInputs),
/* harmony export */   Ko: () => (/* binding */ readInputs),
/* harmony export */   LT: () => (/* binding */ workOf),
/* harmony export */   Lt: () => (/* binding */ baseUrlAdvice),
/* harmony export */   WJ: () => (/* binding */ INPUT_DEFAULTS),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   h5: () => (/* binding */ readDocsNeedInputs),
/* harmony export */   yg: () => (/* binding */ describeProblems)
/* harmony export */ });
/* unused harmony exports MAX_JOB_IDS, RUNNER_DEFAULTS, REQUIRED_INPUTS, OPTIONAL_INPUTS, MAX_PROMPT_CHARS, isYesNoWord, baseUrlDoubt, listedJobIds, JUDGING_INPUTS, asksOfEnding */
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1601);
/* harmony import */ var _expression_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(123);
/* harmony import */ var _follow_up_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2356);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3553);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3332);
/* harmony import */ var _common_ids_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(863);
/* harmony import */ var _common_pending_label_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3781);
/* harmony import */ var _output_redaction_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5928);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_8___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_8__);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(218);










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
    'on-push': 'follow-up',
    'on-close': 'comment',
    sweep: 'false',
    'agent-login': 'mintlify[bot]',
    'on-review': 'send',
    'review-bot-rounds': '3',
    'after-message': 'false',
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
const REQUIRED_INPUTS = ['project-id', 'api-key'];
/** Inputs with neither a default nor `required`: empty means "not used". */
const OPTIONAL_INPUTS = [
    'job-id',
    'prompt',
    'message',
    'check-name',
    'follow-up-command',
    'previous-api-key',
    'paths',
    'skip-label',
    'on-finish-dispatch',
    'review-bots',
];
/** The service takes prompts of any length; this bound keeps a runaway expression from a huge body. */
const MAX_PROMPT_CHARS = 100_000;
const MIN_POLL_INTERVAL_MS = 100;
const MAX_DURATION_MS = 24 * 3_600_000;
const FAIL_ON_WORDS = ['failed', 'archived', 'none'];
const workOf = ({ plan, jobId, jobIds, letGo }) => ({ plan, jobId, jobIds, letGo });
/** Every problem with the inputs at once, so a user fixes the workflow in one go. */
class InputError extends Error {
    problems;
    /** The warnings read beside the problems: said with them, so a user fixes everything in one go. */
    warnings;
    constructor(problems, warnings = []) {
        super((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .fullText */ .DU)(describeProblems(problems)));
        this.name = 'InputError';
        this.problems = problems;
        this.warnings = warnings;
    }
}
/** The problems as one message for the log: the log quotes, redacts and cuts the values. */
function describeProblems(problems) {
    if (problems.length === 1 && problems[0] !== undefined)
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `Invalid input: ${problems[0]}`;
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `Invalid inputs:\n${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .joinMessages */ .hw)(problems.map((p) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `  - ${p}`), '\n')}`;
}
/** A user's text in a message: the log shows it on one line, redacted, and only then cut. */
function quote(text) {
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `"${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)(text, 60)}"`;
}
/** `oneJob`: the id names the one job a follow-up goes to. */
function readId(name, value, problems, oneJob = false) {
    const problem = (0,_common_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .idProblem */ .lx)(value);
    if (value === '' && name === 'project-id') {
        problems.push("'project-id' is required but empty; pass the project's id (the dashboard's API keys page) as a variable: project-id: ${{ vars.MINTLIFY_PROJECT_ID }}. An empty value usually means the variable is not defined for this repository (Settings, Secrets and variables, Actions, Variables), or was made a secret instead.");
    }
    else if (value === '') {
        problems.push(`'${name}' is required but empty; pass it in the step's 'with:' block.`);
    }
    else if (problem !== undefined) {
        const words = value.trim().split(/\s+/);
        const reference = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .unexpandedReference */ .gD)(value);
        const hint = reference
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) ` It is ${reference} as text, passed where nothing expands it: pass the id itself, or expand the variable where it is set.`
            : /^https?:/i.test(value)
                ? ' It looks like a URL: pass only the id.'
                : name === 'job-id' && words.length > 1 && words.every((word) => (0,_common_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .idProblem */ .lx)(word) === undefined)
                    ? oneJob
                        ? ' It looks like several ids on one line, and a follow-up goes to one job: give only its id.'
                        : ' It looks like several ids on one line: separate them by commas or line breaks.'
                    : '';
        // The rule is said once: a problem that is the rule needs no repeat of it.
        const rule = problem.startsWith('ids hold')
            ? `, up to ${_common_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_ID_LENGTH */ .Qx}`
            : ` (ids hold only letters, digits, '-', '_', '.' and '~', up to ${_common_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_ID_LENGTH */ .Qx})`;
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'${name}' is ${quote(value)}, which is not an id: ${problem}${rule}.${hint} Check the expression that sets it.`);
    }
    return value;
}
function readDuration(name, value, problems) {
    const ms = (0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDuration */ .E9)(value);
    if (ms === undefined) {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'${name}' is ${quote(value)}, which is not a duration. Use seconds ('10', '0.5'), a number with ms, s, m or h ('500ms', '45s', '30m', '1h'), or several of those, largest first ('1h30m').`);
        return NaN;
    }
    if (ms <= 0) {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'${name}' is ${quote(value)}; it must be longer than zero.`);
    }
    else if (ms > MAX_DURATION_MS) {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'${name}' is ${quote(value)}; it can be at most 24h.`);
    }
    return ms;
}
/** `timeout`; a bare number under a minute is seconds, which a new user rarely means for a job. */
function readTimeout(value, problems, warnings) {
    const ms = readDuration('timeout', value, problems);
    if (/^\d+(\.\d+)?$/.test(value) && ms > 0 && ms < 60_000)
        warnings.push(`'timeout' is ${JSON.stringify(value)}: a bare number is seconds, so the step waits at most ${(0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(ms)} for the job; write '${value}m' for minutes.`);
    return ms;
}
const YES = /^(true|yes|on)$/i;
const NO = /^(false|no|off)$/i;
/** Whether a word is one a yes/no input takes (the command line's flags read it the same way). */
const isYesNoWord = (word) => YES.test(word) || NO.test(word);
function readBoolean(name, value, problems) {
    if (YES.test(value))
        return true;
    if (NO.test(value))
        return false;
    problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'${name}' is ${quote(value)}; use 'true' or 'false'.`);
    return false;
}
function readFailOn(value, problems) {
    const words = value
        .split(/[,\n]/)
        .map((word) => word.trim().toLowerCase())
        .filter((word) => word !== '');
    const unknown = words.filter((word) => !FAIL_ON_WORDS.includes(word));
    if (unknown.length > 0) {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'fail-on' has ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .joinMessages */ .hw)(unknown.map(quote), ', ')}; use a comma-separated list of 'failed' and 'archived', or 'none'.`);
    }
    else if (words.includes('none') && words.length > 1) {
        problems.push(`'fail-on' combines 'none' with statuses; use either 'none' alone or a list of statuses.`);
    }
    else if (words.length === 0 && value.trim() !== '') {
        // Only commas or line breaks: no status at all, which would fail on nothing without saying so.
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'fail-on' is ${quote(value)}, which names no status; use a comma-separated list of 'failed' and 'archived', or 'none' for a step no ending fails.`);
    }
    return new Set(words.filter((word) => word === 'failed' || word === 'archived'));
}
function readBaseUrl(value, allowInsecureHttp, problems) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'base-url' is ${quote((0,_proxy_js__WEBPACK_IMPORTED_MODULE_6__/* .withoutCredentials */ .ri)(value))}, which is not a URL; use the service's address, such as '${INPUT_DEFAULTS['base-url']}'.`);
        return value;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'base-url' uses ${quote(url.protocol)}; only https:// (or http:// to a local address) is supported.`);
    }
    else if (url.username !== '' || url.password !== '') {
        problems.push(`'base-url' carries credentials; remove them: the action sends the api-key as a bearer token.`);
    }
    else if (url.search !== '' || url.hash !== '') {
        problems.push(`'base-url' has a query or fragment; give only the address, such as '${INPUT_DEFAULTS['base-url']}'.`);
    }
    else if (/(?:^|\/)v2(?:\/|$)/i.test(url.pathname)) {
        // The API's own /v2 (the endpoint pasted from the API reference, /v2/agent/<project>/job): the
        // action adds that itself. A gateway's own path (/api, a stage such as /v1) is the address.
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'base-url' has the path ${quote(url.pathname.replace(/\/+$/, ''))}, but the action adds /v2/agent/<project-id>/... itself, so every request would ask for a path the service does not have; give only the address, such as '${INPUT_DEFAULTS['base-url']}'.`);
    }
    else if (url.protocol === 'http:' && !(0,_proxy_js__WEBPACK_IMPORTED_MODULE_6__/* .isLoopbackHost */ .cW)(url.hostname) && !allowInsecureHttp) {
        problems.push(`'base-url' is plain http:// to ${url.host}, which would send the api-key across the network in clear text; use https://, or set 'allow-insecure-http: true' if you accept that risk.`);
    }
    return url.href.replace(/\/+$/, '');
}
/**
 * What a 404 asks to check when 'base-url' is not the service's own address: a gateway's path that
 * is not the API's answers 404 to every request, which reads as a project or job that does not exist.
 */
function baseUrlDoubt(baseUrl) {
    return baseUrl.replace(/\/+$/, '') === INPUT_DEFAULTS['base-url']
        ? undefined
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `that 'base-url' (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)(baseUrl, 200)}) is the service's address, with no path of the API's own`;
}
/** A 404's last advice: base-url, when it is not the service's own. */
function baseUrlAdvice(baseUrl) {
    const doubt = baseUrlDoubt(baseUrl);
    return doubt === undefined ? '' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) ` Check also ${doubt}.`;
}
const SERVICE_KEY_KINDS = [
    ['mint_dsc_', 'an assistant key (mint_dsc_...)'],
    ['mint_us_', 'an index key (mint_us_...)'],
];
function readApiKey(value, problems, warnings) {
    if (value === '') {
        problems.push(`'api-key' is required but empty; pass the admin key as a secret: api-key: \${{ secrets.MINTLIFY_ADMIN_API_KEY }}. An empty value usually means the secret is not defined for this repository or environment.`);
    }
    else if (_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .ASSIGNED_KEY */ .Rs.test(value)) {
        // A whole .env line (`NAME=mint_...`) pasted as the secret: its name is no part of the key. Not
        // quoted: as the start of the secret, redaction would show it as ***.
        problems.push("'api-key' holds a name and '=' (or ':') before the key (a whole .env or YAML line); re-save the secret with the key alone, without the name, '=' and quotes.");
    }
    else if (/^(["'`]).*\1$/.test(value)) {
        // A key has no quotes: these came from a .env file or a YAML value, and would be sent with it.
        problems.push(`'api-key' is wrapped in quotes (as a .env file or YAML writes a value); re-save the secret with the key alone, without them.`);
    }
    else if (/\s/.test(value)) {
        problems.push(`'api-key' contains a space or line break, so it cannot be a key; re-save the secret with the key alone.`);
    }
    else if ((0,_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .unexpandedReference */ .gD)(value) !== undefined) {
        // The secret holds a reference as text (`${{secrets.NAME}}`, `$NAME`): never a key, and never sent as one.
        problems.push(`'api-key' holds an expression or a variable reference as text (such as \${{secrets.NAME}} or $NAME), not a key: the secret was saved with it, or it was passed where nothing expands it. Re-save the secret with the key alone, and pass it as api-key: \${{ secrets.MINTLIFY_ADMIN_API_KEY }}.`);
    }
    else if (/[^\x21-\x7e]/.test(value)) {
        // It could not go in the Authorization header: refused here, not as a crash on the first request.
        problems.push(`'api-key' holds a character that is not plain ASCII (an invisible one, or a lookalike from a copy and paste), so it cannot be a key; re-save the secret with the key alone, typed or copied from the dashboard's API keys page.`);
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
/** `previous-api-key`: during a key rotation, the old key, which only verifies records it signed. */
function readPreviousApiKey(value, apiKey, problems) {
    if (/\s/.test(value))
        problems.push(`'previous-api-key' contains a space or line break, so it cannot be a key; re-save the secret with the old key alone.`);
    if (value !== '' && value === apiKey)
        problems.push(`'previous-api-key' is the same as 'api-key'; pass the key that was rotated out, or leave 'previous-api-key' empty.`);
    return value;
}
function readPrompt(name, value, problems) {
    if (value.length > MAX_PROMPT_CHARS) {
        problems.push(`'${name}' has ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .thousands */ .oh)(value.length)} characters, over the ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .thousands */ .oh)(MAX_PROMPT_CHARS)} this action sends; shorten it, or check the expression that sets it.`);
    }
    return value.replace(/\r\n/g, '\n').trim();
}
/** job-id alone waits; prompt alone starts a job; job-id with message sends a follow-up. */
function readPlan(jobId, promptText, messageText, problems, commanded) {
    const prompt = readPrompt('prompt', promptText, problems);
    const message = readPrompt('message', messageText, problems);
    if (prompt !== '' && jobId !== '') {
        problems.push(commanded
            ? `'prompt' and 'job-id' are both set: with 'follow-up-command', 'prompt' starts the pull request's job and each command goes to it. Remove 'job-id'.`
            : `'prompt' and 'job-id' are both set: 'prompt' starts a new job, 'job-id' waits for an existing one. Remove 'job-id' to start a job, or use 'message' (with 'job-id') to send the job a follow-up.`);
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
/** The ids 'job-id' lists: split by commas or line breaks, blanks ignored, duplicates collapsed. */
function listedJobIds(text) {
    const ids = text
        .trim()
        .split(/[,\n\r]+/)
        .map((id) => id.trim())
        .filter((id) => id !== '');
    return [...new Set(ids)];
}
/** job-id's ids (commas or line breaks; blanks ignored, duplicates collapse) and the plan. */
function readJobsAndPlan(read, problems, commanded, sweep) {
    if (sweep) {
        const set = ['job-id', 'prompt', 'message', 'follow-up-command'].filter((name) => read(name).trim());
        if (set.length > 0)
            problems.push(`'sweep' is true, and a sweep reads its jobs from the pull requests' records: remove ${set.map((name) => `'${name}'`).join(', ')} from this step (they belong on the step with 'wait: sweep').`);
        return { jobIds: [], plan: { kind: 'wait' } };
    }
    const listed = listedJobIds(read('job-id'));
    const plan = readPlan(listed.join(','), read('prompt'), read('message'), problems, commanded);
    const oneJob = plan.kind === 'message' || commanded;
    const jobIds = listed.map((id) => readId('job-id', id, problems, oneJob));
    if (jobIds.length > MAX_JOB_IDS) {
        problems.push(`'job-id' lists ${jobIds.length} jobs; one step waits for at most ${MAX_JOB_IDS}. Split them over several steps.`);
    }
    if (jobIds.length > 1 && oneJob) {
        problems.push(`'message' goes to one job, but 'job-id' lists ${jobIds.length}; send each follow-up in its own step.`);
    }
    return { jobIds, plan };
}
/**
 * `after-message`: the step waits for a job a `wait: false` step just sent a message to, so a final
 * status counts only once the job has been seen active since, as the sender's own wait counts it.
 */
function readAfterMessage(value, { plan, jobIds, sweep }, problems) {
    if (!readBoolean('after-message', value, problems))
        return;
    if (plan.kind === 'wait' && jobIds.length > 0 && !sweep) {
        plan.afterMessage = true;
        return;
    }
    problems.push(`'after-message' is true, but it is for a step that waits with 'job-id' alone after a 'wait: false' step sent the job a message (a step that sends one knows it did). Remove 'after-message', or 'prompt' and 'message' from this step.`);
}
/** A token input, or empty: a local run passes action.yml's default unevaluated. */
function readToken(name, value, problems, notes) {
    if ((0,_expression_js__WEBPACK_IMPORTED_MODULE_7__/* .isUnevaluatedExpression */ .r)(value)) {
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
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'${name}' is ${quote(value)}; use ${choices
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
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'check-name' is ${quote(value)}; a check run's name is one line of at most 100 characters, such as 'Docs agent'.`);
    }
    return value;
}
/**
 * What a run without secrets (a fork's, Dependabot's) reads: the check run's name and its token,
 * and the command a person would comment; never the api-key. A bad value writes no check run.
 */
function readSkippedCheckInputs(read) {
    const problems = [];
    const checkName = readCheckName(read('check-name').trim(), problems);
    const reportToken = readToken('report-token', read('report-token').trim(), problems, []);
    const command = read('follow-up-command').trim();
    return { checkName, reportToken, command: command !== '' && !(0,_follow_up_js__WEBPACK_IMPORTED_MODULE_1__/* .commandProblem */ .R)(command) ? command : '', problems };
}
function readVisibility(read, problems, notes) {
    // A yes/no word is read as every yes/no input reads it ('wait: yes' is true too).
    const commentWord = read('comment').trim() || INPUT_DEFAULTS.comment;
    const comment = isYesNoWord(commentWord)
        ? YES.test(commentWord)
            ? 'true'
            : 'false'
        : readChoice('comment', commentWord, ['auto', 'true', 'false'], problems);
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
    // Without a wait nothing is polled: 'timeout' alone bounds the send.
    if (config.wait && pollIntervalMs > 0 && timeoutMs > 0 && pollIntervalMs > timeoutMs) {
        problems.push(`'poll-interval' (${(0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(pollIntervalMs)}) is longer than 'timeout' (${(0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(timeoutMs)}), so the job would be checked only once; lower 'poll-interval' or raise 'timeout'.`);
    }
    // A `/docs` command's step (follow-up-command, no prompt) lets go of the job its command goes to.
    if (config.work.letGo && !config.sweep && config.work.plan.kind === 'wait' && config.work.jobIds.length > 0)
        problems.push(`'wait' is sweep but there is nothing to start or send: with 'job-id' alone there is no job to let go. Add 'prompt' (or 'follow-up-command'), or use 'wait: true'.`);
    if (config.sweep && config.work.letGo)
        problems.push(`'sweep' is true and 'wait' is sweep: the sweep is its own step, in a workflow on schedule or workflow_dispatch. Remove 'wait' from the sweep's step.`);
    if (!config.wait && config.work.plan.kind === 'wait' && config.work.jobId !== '') {
        problems.push(`'wait' is false but there is nothing to start or send: with 'job-id' alone the step only waits. Remove 'wait: false', or add 'message' to send the job a follow-up.`);
    }
}
/** The inputs that judge how a job ends. */
const JUDGING_INPUTS = ['fail-on', 'require-pr', 'fail-fast'];
/**
 * Whether a judging input asks for more than its default (the runner passes action.yml's defaults
 * to every step): `fail-on` other than `failed`, `require-pr` or `fail-fast` true.
 */
function asksOfEnding(name, value) {
    if (name !== 'fail-on')
        return YES.test(value.trim());
    const statuses = value.split(/[,\n]/).map((status) => status.trim().toLowerCase());
    return statuses.filter((status) => status !== '').join(',') !== INPUT_DEFAULTS['fail-on'];
}
/** The inputs given to a step that does not wait for the end, asking for something: never read. */
function unusedWithoutWait(read) {
    const judging = JUDGING_INPUTS.filter((name) => read(name).trim() !== '' && asksOfEnding(name, read(name))).map((name) => `'${name}' is set but 'wait' is false: the step does not wait for the job's end, so '${name}' is not used. Remove it here, and give it to the step that waits for the job ('job-id' with 'wait: true').`);
    // The docs pull request's comment is written at the job's end, which this step does not see.
    const docsComment = YES.test(read('docs-pr-comment').trim())
        ? [
            "'docs-pr-comment' is true but 'wait' is false: the step ends before the job has a docs pull request, so no comment is written there. Use 'wait: true', or 'wait: sweep' (the sweep writes it when it finishes the job), or give it to the step that waits for the job ('job-id' with 'wait: true').",
        ]
        : [];
    return [...judging, ...docsComment];
}
/**
 * What a sweep's step is given that it never reads: each job is judged, and its check run named, by
 * the record of its pull request's step (`wait: sweep`), which is where these go.
 */
function unusedBySweep(read, wait) {
    const named = [...JUDGING_INPUTS.filter((name) => asksOfEnding(name, read(name))), 'check-name'];
    const unused = named.filter((name) => read(name).trim() !== '');
    return [
        ...unused.map((name) => `'${name}' is set on the sweep's step, which does not use it: the sweep reads it from the record of each pull request's step with 'wait: sweep'. Give it to that step, and remove it here.`),
        ...(wait
            ? []
            : [
                "'wait' is false on the sweep's step, which has nothing to wait for: the sweep finishes jobs already let go. Remove 'wait' here.",
            ]),
    ];
}
/** `wait`: true, false, or sweep (start, then let the runner go: a sweep finishes the report). */
function readWait(value, problems) {
    if (/^sweep$/i.test(value))
        return { wait: true, letGo: true };
    if (isYesNoWord(value))
        return { wait: readBoolean('wait', value, problems), letGo: false };
    problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'wait' is ${quote(value)}; use 'true', 'false' or 'sweep'.`);
    return { wait: true, letGo: false };
}
/** `on-finish-dispatch`: a workflow file of this repository, by its name, such as 'docs-review.yml'. */
function readWorkflowFile(value, problems) {
    const file = value.replace(/^\.github\/workflows\//, '');
    if (value !== '' && !/^[A-Za-z0-9._-]{1,100}\.ya?ml$/.test(file))
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'on-finish-dispatch' is ${quote(value)}; name a workflow file of this repository, such as 'docs-review.yml'.`);
    return file;
}
/** The admin key is sent to the service and nowhere else: a token input that holds it is refused. */
function refuseKeyAsToken(apiKey, tokens, problems) {
    for (const [name, token] of Object.entries(tokens)) {
        if (apiKey !== '' && token === apiKey) {
            problems.push(`'${name}' holds the api-key, which would send the admin key to GitHub; pass a GitHub token instead, such as \${{ github.token }}.`);
        }
    }
}
/** The inputs that are secrets: the only ones that may hold one. */
const SECRET_INPUTS = ['api-key', 'previous-api-key', 'github-token', 'report-token'];
/**
 * An input that holds a secret where it does not belong (a variable mixed up: the key's line
 * copied for `project-id`), refused before any request, the secret never named: `project-id` and
 * `job-id` go into request paths that servers log, a check run's or a label's name is public. A
 * prompt or message is refused only when it is secrets and nothing else (this step's, or any value
 * of a key's or token's format: it would go out redacted, a job started on "***"); one that holds
 * a secret among other words goes out with the secret redacted, as any text does.
 */
function refuseMisplacedSecrets(secrets, read, problems) {
    const held = secrets.map((secret) => secret.trim()).filter((secret) => secret !== '');
    if (held.length === 0)
        return;
    // A piece of a secret (its body without the `mint_` prefix, its end) goes nowhere either, as the
    // log hides it; a secret short enough to be anyone's word (a test's token) only as the whole value.
    const piecesOfLong = (0,_output_redaction_js__WEBPACK_IMPORTED_MODULE_2__/* .createRedact */ .ay)(held.filter((secret) => secret.length >= 16));
    // What the wire sends of a text: every secret, piece of one or value of a secret's format (another key) redacted.
    const sent = (0,_output_redaction_js__WEBPACK_IMPORTED_MODULE_2__/* .createRedact */ .ay)(held);
    const names = [
        ...REQUIRED_INPUTS,
        ...OPTIONAL_INPUTS,
        ...Object.keys(INPUT_DEFAULTS),
        ...Object.keys(RUNNER_DEFAULTS),
    ];
    for (const name of new Set(names)) {
        if (SECRET_INPUTS.includes(name))
            continue;
        const text = read(name).trim();
        if (text === '')
            continue;
        const whole = name === 'prompt' || name === 'message';
        const holds = (secret) => text === secret || (whole && (0,_output_redaction_js__WEBPACK_IMPORTED_MODULE_2__/* .onlySecrets */ .Wk)(text, sent));
        const pieceOf = !whole && piecesOfLong(text) !== text;
        if (held.some(holds) && text === read('api-key').trim() && !/^mint_/i.test(text))
            problems.push(`'${name}' and 'api-key' hold the same value, which is not an admin API key (mint_...): check what sets 'api-key' (the dashboard's API keys page has the key), and that '${name}' is what it should be.`);
        else if (held.some(holds) || pieceOf)
            problems.push(whole
                ? `'${name}' holds a secret (the api-key or a token), not a text for the agent, so nothing is sent. Check what sets '${name}': secrets go only in 'api-key' and the token inputs.`
                : `'${name}' holds a secret (the api-key or a token), or a piece of one, so nothing is sent. Check what sets '${name}': secrets go only in 'api-key', 'previous-api-key' and the token inputs.`);
    }
}
const COMMAND_PERMISSIONS = ['triage', 'write', 'maintain', 'admin'];
/** `follow-up-command` and `follow-up-permission`; a command's message comes from the comment, never from an input. */
function readFollowUp(read, plan, problems) {
    const command = read('follow-up-command').trim();
    // In any case, as the other word inputs: `Write` is GitHub's own label for the level.
    const permission = (read('follow-up-permission').trim().toLowerCase() ||
        INPUT_DEFAULTS['follow-up-permission']);
    if (!COMMAND_PERMISSIONS.includes(permission))
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'follow-up-permission' is ${quote(permission)}; use triage, write, maintain or admin (the least permission on this repository a commenter needs).`);
    if (command === '')
        return undefined;
    const problem = (0,_follow_up_js__WEBPACK_IMPORTED_MODULE_1__/* .commandProblem */ .R)(command);
    if (problem)
        problems.push(problem);
    // With 'prompt' too, one step runs a pull request's whole life: its events start or tell the job, its comments are commands.
    if (plan.kind === 'message')
        problems.push("'follow-up-command' takes the message from the pull request comment: remove 'message' from this step (keep 'prompt' to start the job on the pull request's events).");
    return { command, permission };
}
/** `on-review`, `review-bots` and `review-bot-rounds`: checked always, used only with a command. */
function readReviewFollowUp(read, problems, commanded) {
    const onReview = readChoice('on-review', read('on-review').trim() || INPUT_DEFAULTS['on-review'], ['send', 'ignore'], problems);
    const bots = read('review-bots')
        .split(/[\s,]+/)
        .map((login) => login.trim().toLowerCase())
        .filter((login) => login !== '');
    const valid = (login) => _common_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .GITHUB_LOGIN */ .cd.test(login);
    const bad = bots.find((login) => !valid(login));
    // '@name' is how a person mentions a bot; its reviews are by 'name[bot]'.
    const mention = bad?.startsWith('@') ? bad.slice(1).replace(/(?<!\[bot\])$/, '[bot]') : undefined;
    if (bad !== undefined && mention !== undefined && valid(mention))
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'review-bots' holds ${quote(bad)}, a mention; list the login without '@', as a bot's reviews are signed: ${quote(mention)}.`);
    else if (bad !== undefined)
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'review-bots' holds ${quote(bad)}; list GitHub logins, such as 'prose-lint[bot]', by commas or lines.`);
    const rounds = read('review-bot-rounds').trim() || INPUT_DEFAULTS['review-bot-rounds'];
    if (!/^\d{1,2}$/.test(rounds))
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'review-bot-rounds' is ${quote(rounds)}; use a whole number from 0 to 99, such as 3.`);
    return commanded && onReview === 'send' ? { review: { bots, botRounds: Number(rounds) } } : {};
}
/**
 * Why a glob can never match a changed file as GitHub names it (relative to the repository's
 * root, folders split by '/'), else undefined: a mistyped glob would otherwise end every pull
 * request `no-docs-needed`, whose `skipped` check run a required check accepts.
 */
/** A glob split at its commas outside every `{...}` group (nested ones too). */
function topLevelParts(glob) {
    const parts = [''];
    let depth = 0;
    for (const char of glob) {
        if (char === '{')
            depth++;
        else if (char === '}')
            depth = Math.max(0, depth - 1);
        if (char === ',' && depth === 0)
            parts.push('');
        else
            parts[parts.length - 1] += char;
    }
    return parts;
}
function globMistake(glob) {
    // A YAML list inside the block scalar (`- src/**`, as `on.pull_request.paths` is written): one glob a line, bare.
    if (/^-\s/.test(glob))
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'paths' is one glob a line, not a YAML list, so write ${quote(glob.replace(/^-\s+/, ''))} without the '- '`;
    // YAML keeps `# ...` inside a block scalar as text: a comment after a glob becomes part of it
    // (a `#` that a word follows, as in `RFC #*.md`, is a file name's).
    const commented = /^(.*?)\s+#(?:\s|$)/.exec(glob)?.[1];
    if (commented !== undefined)
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `a comment goes on a line of its own (starting with '#'), so write ${quote(commented)} alone`;
    const unquoted = /^(['"])(.*)\1$/.exec(glob)?.[2];
    if (unquoted !== undefined)
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `a changed file's name holds no quotes, so write ${quote(unquoted)}`;
    if (glob.startsWith('/') || glob.startsWith('./'))
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `changed files are named from the repository's root, so write ${quote(glob.replace(/^\.?\/+/, ''))}`;
    if (glob.includes('\\'))
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `folders are split by '/', so write ${quote(glob.replace(/\\+/g, '/'))}`;
    if (glob.endsWith('/'))
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `a glob that ends in '/' names folders, not files: write ${quote(`${glob}**`)}`;
    try {
        picomatch__WEBPACK_IMPORTED_MODULE_8___default().makeRe(glob, { strictBrackets: true });
    }
    catch (error) {
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `picomatch cannot read it (${quote((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error))}); close each [, { and ( it opens`;
    }
    // Commas outside every {a,b} group: a list typed on one line, as other inputs take them.
    const globs = topLevelParts(glob);
    if (globs.length > 1)
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'paths' takes one glob a line, so write ${quote(globs[0]?.trim() ?? '')} and each after a comma on a line of its own`;
    return undefined;
}
/** Which changes need docs, read alone (a run whose other inputs stop it still tells a pull request that needs none). */
function readDocsNeedInputs(read) {
    const problems = [];
    return { docsNeed: readDocsNeed(read, problems), problems };
}
/** `paths` (one glob a line, `!` to exclude, in order) and `skip-label`. */
function readDocsNeed(read, problems) {
    const paths = read('paths')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'));
    if (paths.length > 0 && paths.every((glob) => glob.startsWith('!')))
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'paths' holds only exclusions (${quote(paths[0] ?? '')}); begin with what needs docs, such as 'src/**', then exclude with '!'.`);
    const tooLong = paths.find((glob) => glob.length > 500 || glob === '!');
    if (tooLong !== undefined)
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'paths' holds ${quote(tooLong)}; each line is one glob, such as 'src/**'.`);
    if (paths.length > 100)
        problems.push(`'paths' holds ${paths.length} globs; at most 100.`);
    // More wildcards in one part of a path make matching a long file name take minutes.
    const wild = paths.find((glob) => glob.split('/').some((part) => part !== '**' && part.split('*').length - 1 > 2));
    if (wild !== undefined)
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'paths' holds ${quote(wild)}; use at most two * in one part of a path, such as 'src/*.test.*'.`);
    for (const glob of paths) {
        const why = globMistake(glob.startsWith('!') ? glob.slice(1) : glob);
        if (why)
            problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'paths' holds ${quote(glob)}, which matches no changed file: ${why}.`);
    }
    const skipLabel = read('skip-label').trim();
    if (/[\u0000-\u001f\u007f]/.test(skipLabel) || skipLabel.length > 100)
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'skip-label' is ${quote(skipLabel)}; a label's name is one line, such as 'no-docs'.`);
    // GitHub's label names ignore case; the pending label marks every let-go job, so as a skip-label it would skip them.
    if (skipLabel.toLowerCase() === _common_pending_label_js__WEBPACK_IMPORTED_MODULE_9__/* .PENDING_LABEL */ .T)
        problems.push(`'skip-label' is '${_common_pending_label_js__WEBPACK_IMPORTED_MODULE_9__/* .PENDING_LABEL */ .T}', the label the action puts on a pull request while its job works ('wait: sweep'); name another, such as 'no-docs'.`);
    const onPush = readChoice('on-push', read('on-push').trim() || INPUT_DEFAULTS['on-push'], ['follow-up', 'new-job', 'ignore'], problems);
    const onClose = readChoice('on-close', read('on-close').trim() || INPUT_DEFAULTS['on-close'], ['comment', 'close-docs'], problems);
    const agentLogin = (read('agent-login').trim() || INPUT_DEFAULTS['agent-login']).toLowerCase();
    // GitHub's login or a GitLab merge request's author (`project_42_bot_3f2a`): the agent's account on either host.
    if (!_common_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .GITHUB_LOGIN */ .cd.test(agentLogin) && !_common_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .GITLAB_USERNAME */ .tl.test(agentLogin))
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `'agent-login' is ${quote(agentLogin)}, which is no GitHub login nor GitLab username; give the account that opens the agent's pull requests, such as '${INPUT_DEFAULTS['agent-login']}'.`);
    return { paths, skipLabel, onPush, onClose, agentLogin };
}
/** Reads and checks every input once, returning one typed config or throwing an InputError. */
function readInputs(read) {
    const problems = [];
    const warnings = [];
    const notes = [];
    const optional = (name) => read(name).trim() || INPUT_DEFAULTS[name];
    const apiKey = readApiKey(read('api-key').trim(), problems, warnings);
    const previousApiKey = readPreviousApiKey(read('previous-api-key').trim(), apiKey, problems);
    const projectId = readId('project-id', read('project-id').trim(), problems);
    const sweep = readBoolean('sweep', optional('sweep'), problems);
    const commanded = read('follow-up-command').trim() !== '';
    const { jobIds, plan } = readJobsAndPlan(read, problems, commanded, sweep);
    readAfterMessage(optional('after-message'), { plan, jobIds, sweep }, problems);
    const followUp = sweep ? undefined : readFollowUp(read, plan, problems);
    const waiting = readWait(optional('wait'), problems);
    warnings.push(...(sweep ? unusedBySweep(read, waiting.wait) : waiting.wait ? [] : unusedWithoutWait(read)));
    const allowInsecureHttp = readBoolean('allow-insecure-http', optional('allow-insecure-http'), problems);
    const checked = {
        projectId,
        work: { plan, jobId: jobIds[0] ?? '', jobIds, letGo: waiting.letGo },
        failFast: readBoolean('fail-fast', optional('fail-fast'), problems),
        wait: waiting.wait,
        sweep,
        onFinishDispatch: readWorkflowFile(read('on-finish-dispatch').trim(), problems),
        baseUrl: readBaseUrl(optional('base-url'), allowInsecureHttp, problems),
        pollIntervalMs: readDuration('poll-interval', optional('poll-interval'), problems),
        timeoutMs: readTimeout(optional('timeout'), problems, warnings),
        failOn: readFailOn(optional('fail-on'), problems),
        requirePr: readBoolean('require-pr', optional('require-pr'), problems),
        ...readReviewFollowUp(read, problems, commanded && !sweep),
    };
    const githubToken = readToken('github-token', read('github-token').trim(), problems, notes);
    const visibility = readVisibility(read, problems, notes);
    crossCheck(checked, problems);
    if (checked.work.letGo && !sweep && visibility.comment === 'false')
        problems.push(`'wait' is sweep but 'comment' is false: the pull request comment holds the record a sweep finishes the job from. Remove 'comment: false'.`);
    if (checked.work.letGo && !sweep && visibility.checkName === '')
        problems.push(`'wait' is sweep but 'check-name' is empty: the check run is what the sweep finishes and what a branch rule requires. Set 'check-name', such as 'Docs agent' (the name the recipes use).`);
    if ((checked.work.letGo || sweep) && visibility.reportToken === '')
        problems.push(`'report-token' is empty, but ${sweep ? "'sweep'" : "'wait: sweep'"} keeps its records on the pull request: pass a token with pull-requests: write and checks: write, such as \${{ github.token }}.`);
    if (checked.onFinishDispatch !== '' && !checked.work.letGo)
        problems.push(sweep
            ? "'on-finish-dispatch' is set on the sweep's step, but the sweep reads it from the record of each pull request's step with 'wait: sweep': move it there, and remove it here."
            : `'on-finish-dispatch' is set, but only a job let go with 'wait: sweep' is finished later: set 'wait: sweep' on this step, or chain the next steps on this step's outputs.`);
    for (const key of [apiKey, previousApiKey])
        refuseKeyAsToken(key, { 'github-token': githubToken, 'report-token': visibility.reportToken }, problems);
    refuseMisplacedSecrets([apiKey, previousApiKey, githubToken, visibility.reportToken], read, problems);
    const docsNeed = readDocsNeed(read, problems);
    if (problems.length > 0)
        throw new InputError(problems, warnings);
    const keys = { apiKey, previousApiKey };
    const config = { ...checked, ...keys, githubToken, visibility, docsNeed, ...(followUp ? { followUp } : {}) };
    return { config, warnings, notes };
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

/***/ 3332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rs: () => (/* binding */ ASSIGNED_KEY),
/* harmony export */   aw: () => (/* binding */ stepSecrets),
/* harmony export */   gD: () => (/* binding */ unexpandedReference)
/* harmony export */ });
/* unused harmony export keyOfLine */
/* harmony import */ var _expression_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(123);
/** The step's secrets, masked before anything else runs and redacted from everything written. */

/** Every form of the keys a log could show (as given, trimmed, each line), the github-token and report-token, proxy credentials. */
/**
 * `NAME=` before an admin key, as a .env line writes it (`export NAME=`, `NAME: ` as YAML does, the
 * key quoted): only before one, as any other `=` may be the secret's own.
 */
const ASSIGNED_KEY = /^\s*(?:export\s+)?[A-Za-z_][A-Za-z0-9_]*\s*[=:]\s*(["']?)(?=mint_)/;
/** A key as a secret: without the `NAME=` (and quotes) of a whole .env line pasted as the value, which is no secret. */
const keyOfLine = (value) => {
    const assigned = ASSIGNED_KEY.exec(value);
    if (!assigned)
        return value;
    const rest = value.slice(assigned[0].length).trimEnd();
    const quote = assigned[1] ?? '';
    return quote !== '' && rest.endsWith(quote) ? rest.slice(0, -1) : rest;
};
/**
 * The forms a CI's variable reference takes when left as text: `$NAME`, `${NAME}`, Azure's
 * `$(NAME)`, Jenkins' `${env.NAME}`, Windows' `%NAME%`, PowerShell's `$env:NAME` (any case, braced too); the name is the group.
 */
const REFERENCES = [
    /^\$([A-Za-z_][A-Za-z0-9_]*)$/,
    /^\$\{(?:env\.)?([A-Za-z_][A-Za-z0-9_]*)\}$/,
    /^\$\(([A-Za-z_][A-Za-z0-9_.]*)\)$/,
    /^%([A-Za-z_][A-Za-z0-9_]*)%$/,
    /^\$env:([A-Za-z_][A-Za-z0-9_]*)$/i,
    /^\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}$/i,
];
/** A key's own shape inside an expression: such a value is a secret, whatever wraps it. */
const KEY_INSIDE = /mint_[A-Za-z0-9_-]{16,}/;
/**
 * A variable reference a CI left as it was (above; in a `NAME="$NAME"` line, as Docker's
 * `--env-file` passes one) or a GitHub Actions expression pasted into another CI
 * (`${{ secrets.NAME }}`): what it says, when the value is one; it is no secret.
 */
function unexpandedReference(value) {
    const line = value.trim();
    const assigned = /^(?:export\s+)?[A-Za-z_][A-Za-z0-9_]*\s*[=:]\s*(.*)$/.exec(line)?.[1] ?? line;
    const text = /^(["'])(.*)\1$/.exec(assigned)?.[2] ?? assigned;
    const name = REFERENCES.map((form) => form.exec(text)?.[1]).find((found) => found !== undefined);
    // A key never starts with `$` or `%`: whatever the name, this is a name; but one in a key's own
    // shape may be a key behind a stray `$`, which is never printed (it stays a secret).
    if (name !== undefined && !KEY_INSIDE.test(name))
        return `the variable reference ${text}`;
    if ((0,_expression_js__WEBPACK_IMPORTED_MODULE_0__/* .isUnevaluatedExpression */ .r)(text) && !KEY_INSIDE.test(text))
        return 'a GitHub Actions expression (${{ ... }})';
    return undefined;
}
function stepSecrets(io, proxies) {
    const keyParts = ['api-key', 'previous-api-key'].flatMap((name) => {
        // A whole .env line pasted as the secret (`NAME=mint_...`): the value is the secret, its name is not.
        const rawKey = keyOfLine(io.getInput(name));
        // A reference left as text is no key (it is refused, naming it): hiding it would hide the fix.
        if (unexpandedReference(rawKey) !== undefined)
            return [];
        const lines = [rawKey.trim(), ...rawKey.split(/\r?\n/).map((line) => keyOfLine(line.trim()))];
        // A key pasted with its quotes ("mint_…" from a .env file) is the key inside them too, and so
        // is a key inside any junk (`"mint_…",`, `NAME=mint_…`, an invisible character before it).
        const unquoted = lines.map((line) => /^(["'`])(.*)\1$/.exec(line)?.[2]?.trim() ?? '');
        const inside = lines.flatMap((line) => line.match(/mint_[A-Za-z0-9_-]{6,}/g) ?? []);
        return [rawKey, ...lines, ...unquoted, ...inside];
    });
    // A local run passes action.yml's default unevaluated: that is no token.
    const tokens = ['github-token', 'report-token']
        .map((name) => io.getInput(name).trim())
        .filter((token) => !(0,_expression_js__WEBPACK_IMPORTED_MODULE_0__/* .isUnevaluatedExpression */ .r)(token));
    return [...new Set([...keyParts, ...tokens, ...proxies.secrets])].filter(Boolean);
}


/***/ }),

/***/ 827:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ACTION_NAME: () => (/* reexport */ publish/* ACTION_NAME */.px),
  FOLLOW_UP_GRACE_INTERVALS: () => (/* reexport */ FOLLOW_UP_GRACE_INTERVALS),
  REQUEST_TIMEOUT_MS: () => (/* reexport */ common_budget/* REQUEST_TIMEOUT_MS */.j2),
  defaultDeps: () => (/* reexport */ defaultDeps),
  reportCrash: () => (/* reexport */ publish/* reportCrash */.Ms),
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/common/clock.ts
var common_clock = __webpack_require__(9987);
// EXTERNAL MODULE: ./src/github/api-url.ts
var api_url = __webpack_require__(7019);
// EXTERNAL MODULE: ./src/common/network-errors.ts
var network_errors = __webpack_require__(8375);
// EXTERNAL MODULE: ./src/common/step-end.ts
var step_end = __webpack_require__(3383);
// EXTERNAL MODULE: ./src/output/redaction.ts
var redaction = __webpack_require__(5928);
;// CONCATENATED MODULE: ./src/output/redacted-write.ts
/**
 * A record the action signed (a comment's hidden marker, a check run's `external_id`), sent as
 * made: the client redacts every other text of a write, never this. A record carries no secret by
 * construction (ids and commit ids checked by pattern, a login, a turn's text the log redacted
 * before it was stored, all base64url-encoded, and an HMAC-SHA256 of them), so redaction could
 * find in it only a chance match of a piece of a secret, and would then break its signature.
 * Only `SignedRecord.of` makes one, and only the hosts' writes of records call it.
 */
class SignedRecord {
    token;
    constructor(token) {
        this.token = token;
    }
    static of(token) {
        return new SignedRecord(token);
    }
}
/** A parameter's text made of free text and signed records, joined once each free part is redacted. */
class TextWithRecords {
    parts;
    constructor(parts) {
        this.parts = parts;
    }
    static of(...parts) {
        return new TextWithRecords(parts);
    }
}
/**
 * A write's parameters as they leave: every string redacted (the one redaction, the log's), at
 * any depth (a comment's body, a check run's title, summary and text, a dispatch's inputs), and
 * each signed record kept as it was made.
 */
function redactParams(value, redact) {
    if (typeof value === 'string')
        return redact(value);
    if (value instanceof SignedRecord)
        return value.token;
    if (value instanceof TextWithRecords)
        return value.parts.map((part) => (part instanceof SignedRecord ? part.token : redact(part))).join('');
    if (Array.isArray(value))
        return value.map((item) => redactParams(item, redact));
    if (typeof value === 'object' && value !== null)
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactParams(item, redact)]));
    return value;
}

// EXTERNAL MODULE: ./src/output/text.ts
var output_text = __webpack_require__(218);
// EXTERNAL MODULE: ./src/github/rate-limit.ts
var rate_limit = __webpack_require__(7403);
;// CONCATENATED MODULE: ./src/github/client.ts







/** GitHub's own words about a refused request, quoted. */
function gitHubWords(data) {
    const message = data?.message;
    if (typeof message !== 'string')
        return '';
    const words = (0,output_text/* ownClause */.St)(message);
    return words !== '' ? (0,output_text/* msg */.ab) `: ${(0,output_text/* quoted */.TL)(words, 200)}` : '';
}
function describeAnswer(answer, token) {
    const words = gitHubWords(answer.data);
    switch (answer.status) {
        case 401:
            return (0,output_text/* msg */.ab) `GitHub did not accept the ${token.name} (HTTP 401${words}): it is expired, revoked or not a token; no permission changes that, give the step a valid ${token.name}`;
        case 403:
            return (0,rate_limit/* isRateLimit */.a)(answer)
                ? (0,output_text/* msg */.ab) `GitHub kept limiting the rate (HTTP 403${words})`
                : (0,output_text/* msg */.ab) `the ${token.name} may not do this (HTTP 403${words}); it needs ${token.needs}${token.forkRun ? ' (this pull request comes from a fork, whose workflow GitHub gives a read-only token)' : ''}`;
        case 404:
            return (0,output_text/* msg */.ab) `GitHub answered 404 (not found, or the ${token.name} cannot see it${words})`;
        case 429:
            return (0,output_text/* msg */.ab) `GitHub kept limiting the rate (HTTP 429${words})`;
        default:
            return (0,output_text/* msg */.ab) `GitHub answered HTTP ${answer.status}${words}`;
    }
}
/** Lists read to their end: GitHub's largest page is 100, and 100 pages bound a runaway. */
const PAGE_SIZE = 100;
const MAX_PAGES = 100;
const seconds = (ms) => `${Math.ceil(ms / 1_000)}s`;
/** A request ended by its budget with no answer from GitHub. */
const TIME_RAN_OUT = 'the time for GitHub ran out';
/** The same, once the run was cancelled: the cancel, not GitHub, ended it. */
const CANCELLED_FIRST = 'the run was cancelled before GitHub answered';
/**
 * The error Octokit threw, read as a result. When the budget ended the call, what the last
 * attempt met is said (a DNS failure tried again until the time ran out is a DNS failure).
 */
function failure(error, rules, token) {
    const asked = rules.refusedWaitMs === undefined
        ? ''
        : rules.refusedWaitUnnamed
            ? (0,output_text/* msg */.ab) `; GitHub named no wait, so the step waits a minute (${seconds(rules.refusedWaitMs)} left), longer than it has for it`
            : (0,output_text/* msg */.ab) `; GitHub asked to wait ${seconds(rules.refusedWaitMs)}, longer than the step has for it`;
    const { status, response, name } = (error ?? {});
    if (response && typeof status === 'number') {
        const limited = (0,rate_limit/* isRateLimit */.a)({ ...response, status }) ? { rateLimited: true } : {};
        return { ok: false, status, cause: (0,output_text/* msg */.ab) `${describeAnswer({ ...response, status }, token)}${asked}`, ...limited };
    }
    if (error?.rule === true) {
        const { answered, limited } = error;
        return {
            ok: false,
            ...(typeof answered === 'number' ? { status: answered } : {}),
            ...(limited === true ? { rateLimited: true } : {}),
            cause: (0,output_text/* errorMessage */.gJ)(error),
        };
    }
    if (rules.signal.aborted || name === 'AbortError') {
        const last = rules.lastError;
        if (last === undefined || last === error)
            return { ok: false, cause: TIME_RAN_OUT };
        return failure(last, { ...rules, lastError: undefined, signal: new AbortController().signal }, token);
    }
    const code = (0,network_errors/* networkErrorCode */.a0)(error);
    const unreached = code ? (0,network_errors/* networkErrorWords */.iN)(code) : (0,output_text/* errorMessage */.gJ)(error);
    return { ok: false, cause: (0,output_text/* msg */.ab) `GitHub could not be reached (${(0,output_text/* quoted */.TL)(unreached, 200)})`, unreached };
}
/** Rejects when the budget's signal ends, or at its deadline (Octokit's own pauses are not ours to cut short). */
function budgetEnd(budget, clock) {
    const signal = AbortSignal.any([budget.signal, clock.timeout(Math.max(0, budget.deadline - clock.now()) + 1_000)]);
    const end = (reject) => () => reject(Object.assign(new Error(TIME_RAN_OUT), { name: 'AbortError' }));
    let stop = () => undefined;
    const ended = new Promise((_, reject) => {
        const onEnd = end(reject);
        if (signal.aborted)
            return onEnd();
        signal.addEventListener('abort', onEnd, { once: true });
        stop = () => signal.removeEventListener('abort', onEnd);
    });
    ended.catch(() => undefined);
    return { ended, stop: () => stop() };
}
async function send(octokit, request, rules, redact) {
    if ('graphql' in request) {
        const data = await octokit.graphql(request.graphql, { request: { signal: rules.signal, step: rules } });
        return { ok: true, status: 200, data: { data } };
    }
    // A creation is never sent again by the retry plugin: after a 5xx or no answer it may exist.
    // Putting a label on is the same however often it is sent: it is tried again like a read.
    const once = request.route.startsWith('POST ') && !request.route.endsWith('/labels');
    const retries = once ? { retries: 0 } : {};
    // What a write sends GitHub is built from GitHub's and people's data (commit subjects, file names,
    // comments, titles): it leaves redacted, here, whoever built it. A read sends only what GitHub
    // gave (ids, commit ids, logins) and the step's own names, and shows them to no one.
    const sent = request.route.startsWith('GET ')
        ? request.params
        : redactParams(request.params, redact);
    const params = { ...sent, request: { signal: rules.signal, step: rules, ...retries } };
    if (rules.list === undefined) {
        const answer = await octokit.request(request.route, params);
        return { ok: true, status: answer.status, data: answer.data };
    }
    const items = [];
    let pages = 0;
    let more = false;
    // Every page goes with the step's rules: paginate hands only the route on to the next page.
    const page = octokit.request.defaults({ request: params.request });
    const [method, url] = request.route.split(' ');
    const iterator = octokit.paginate.iterator(page, { method, url, ...sent, per_page: PAGE_SIZE });
    // A next link back to a page already read would be read again until the cap: a loop is said as one.
    const followed = new Set();
    for await (const response of iterator) {
        items.push(...response.data);
        if (request.enough?.(response.data))
            break;
        const next = /<([^>]*)>;\s*rel="next"/.exec(String(response.headers.link ?? ''))?.[1];
        if (next !== undefined && followed.has(next))
            return {
                ok: false,
                cause: (0,output_text/* msg */.ab) `GitHub's next page of the list links back to a page already read, so not all of it was read`,
            };
        if (next !== undefined)
            followed.add(next);
        if (++pages === MAX_PAGES) {
            more = next !== undefined;
            break;
        }
    }
    if (more)
        return { ok: false, cause: (0,output_text/* msg */.ab) `the list is longer than ${MAX_PAGES * PAGE_SIZE} items, so not all of it was read` };
    return { ok: true, status: 200, data: items };
}
/**
 * One call: Octokit's answer as a result, within the budget. A 2xx is done; any other answer (a
 * redirect, which is never followed, among them) is a refusal in GitHub's words.
 */
async function callGitHub(octokit, clock, request, budget, token, redact) {
    const list = 'route' in request ? request.list : undefined;
    const rules = {
        deadline: budget.deadline,
        signal: budget.signal,
        ...(list === undefined ? {} : { list }),
    };
    const end = budgetEnd(budget, clock);
    try {
        const result = await Promise.race([send(octokit, request, rules, redact), end.ended]);
        if (!result.ok || (result.status >= 200 && result.status < 300))
            return result;
        return {
            ok: false,
            status: result.status,
            cause: describeAnswer({ status: result.status, data: result.data, headers: {} }, token),
        };
    }
    catch (error) {
        return failure(error, rules, token);
    }
    finally {
        end.stop();
    }
}
/**
 * Every item of a list, page by page (`octokit.paginate`). A page that is not a list (an HTML
 * page from a proxy, an object, an empty body) and a list longer than MAX_PAGES pages are
 * failures, never "nothing there": whoever asked cannot tell what exists. `key` names the list in
 * an answer that wraps it (`check_runs`).
 */
async function listAll(call, request, budget, key = '') {
    const listed = await call({ ...request, list: key }, budget);
    if (!listed.ok)
        return listed;
    return { ok: true, items: listed.data };
}
/**
 * How long the step's own pause before asking GitHub again lasts (a creation whose outcome is
 * unknown, a reaction or a dispatch that met a 5xx): as written, or a thousandth of it with
 * `quickRetries`, as plugin-retry's pauses are against a GitHub on this machine. A request that
 * met no answer is not paced by it: GitHub may still carry it out, and the full pause lets it show.
 */
const retryPauseOf = (quickRetries) => (ms) => quickRetries ? Math.max(1, Math.round(ms / 1_000)) : ms;
let limiters = 0;
function createGitHubClient(deps) {
    const gate = { openAt: 0 };
    const redact = (0,redaction/* createRedact */.ay)(deps.secrets);
    const octokits = new Map();
    // The toolkit is loaded on the first call, so a step that never talks to GitHub never loads it.
    const made = (token) => {
        // plugin-throttling keeps its queues per process, by this name: one per token, never the token.
        const limiterId = `token-${++limiters}`;
        return Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(392), __webpack_require__.e(702)]).then(__webpack_require__.bind(__webpack_require__, 6702)).then(({ createOctokit }) => createOctokit(token, { ...deps, gate, limiterId }));
    };
    return {
        warm: () => void Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(392), __webpack_require__.e(702)]).then(__webpack_require__.bind(__webpack_require__, 6702)).catch(() => undefined),
        pause: retryPauseOf(deps.quickRetries),
        caller: (token, use) => {
            // Loaded as soon as a caller is asked for, so the first request does not wait for it.
            let octokit = octokits.get(token);
            if (!octokit)
                octokits.set(token, (octokit = made(token)));
            octokit.catch(() => undefined);
            return async (request, budget) => {
                try {
                    const signal = (0,step_end/* withinStep */._U)(budget.signal, deps.end) ?? budget.signal;
                    const result = await callGitHub(await octokit, deps.clock, request, { ...budget, signal }, use, redact);
                    const cutByCancel = !result.ok && result.cause === TIME_RAN_OUT && deps.cancelled?.aborted === true;
                    return cutByCancel ? { ...result, cause: CANCELLED_FIRST } : result;
                }
                catch (error) {
                    return { ok: false, cause: (0,output_text/* msg */.ab) `the GitHub client could not start (${(0,output_text/* quoted */.TL)((0,output_text/* errorMessage */.gJ)(error), 200)})` };
                }
            };
        },
    };
}

// EXTERNAL MODULE: ./src/pull-request/command.ts
var command = __webpack_require__(518);
// EXTERNAL MODULE: ./src/common/ids.ts
var ids = __webpack_require__(863);
// EXTERNAL MODULE: ./src/inputs/follow-up.ts
var follow_up = __webpack_require__(2356);
// EXTERNAL MODULE: ./src/pull-request/host.ts
var pull_request_host = __webpack_require__(393);
;// CONCATENATED MODULE: ./src/github/values.ts
/**
 * Values read from GitHub's answers are untrusted like the service's, and each kind is read in
 * this one place: an id (a positive safe integer, sent as a number or as a string of digits), a
 * web link (kept only on this run's GitHub web host, with no credentials and no white space or
 * control character), a branch name (only as git allows one).
 */


/** Holds white space, a control or an invisible character (a bidi override, say). */
const unshowable = (value) => /\s/.test(value) || (0,output_text/* escapeControls */.UN)(value) !== value;
/** An id as GitHub sends it: a number, or the same digits as a string; anything else is no id. */
function gitHubId(value) {
    const id = typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : value;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
/** A link to a page on this run's GitHub (`server`: GITHUB_SERVER_URL), or nothing. */
function gitHubWebUrl(value, server = 'https://github.com') {
    if (typeof value !== 'string' || value.length > 2_000 || unshowable(value))
        return undefined;
    const url = (0,output_text/* httpUrl */.q3)(value);
    const home = (0,output_text/* httpUrl */.q3)(server);
    if (!url || !home || url.host !== home.host || url.username !== '' || url.password !== '')
        return undefined;
    return url.href;
}
/** A branch name as `git check-ref-format --branch` allows one, or nothing. */
function branchName(value) {
    if (typeof value !== 'string' || value === '' || value.length > 255 || unshowable(value))
        return undefined;
    const refused = /[\u0000-\u0020\u007f-\u009f~^:?*[\\]|\.\.|@\{|\/\/|^[/.-]|[/.]$|\.lock$|^@$/;
    return refused.test(value) ? undefined : value;
}
/** A login as GitHub allows one (a bot's ends in `[bot]`): anything else names no one. */
/** A bot's login reads `name[bot]` in REST and `name` in GraphQL: one handle for both. */
const handleOf = (login) => login.toLowerCase().replace(/\[bot\]$/, '');
/** An account from GitHub's `id` and `login` (the login kept only as GitHub allows one). */
function accountOf(id, login) {
    const named = typeof login === 'string' && ids/* GITHUB_LOGIN */.cd.test(login) ? login : undefined;
    return {
        ...(gitHubId(id) === undefined ? {} : { id: gitHubId(id) }),
        ...(named === undefined ? {} : { login: named, handle: handleOf(named) }),
    };
}
/** A comment's, review's or reaction's `user`: undefined when the answer has no `user` at all. */
function authorOf(user) {
    if (user === undefined)
        return undefined;
    // A deleted account is `null`: someone, never the action.
    if (user === null)
        return { bot: false };
    const { id, login, type } = user;
    const bot = type === 'Bot' || (typeof login === 'string' && login.endsWith('[bot]'));
    return { ...accountOf(id, login), bot };
}

;// CONCATENATED MODULE: ./src/github/identity.ts

const VIEWER_QUERY = 'query { viewer { login databaseId } }';
function known(account) {
    return account.id === undefined && account.login === undefined ? undefined : account;
}
async function readIdentity(call, budget) {
    const graph = await call({ graphql: VIEWER_QUERY }, budget);
    if (graph.ok) {
        const viewer = graph.data?.data
            ?.viewer;
        const found = known(accountOf(viewer?.databaseId, viewer?.login));
        if (found)
            return found;
    }
    if (budget.signal.aborted)
        return undefined;
    const user = await call({ route: 'GET /user' }, budget);
    if (!user.ok)
        return undefined;
    const data = (user.data ?? {});
    return known(accountOf(data.id, data.login));
}

;// CONCATENATED MODULE: ./src/github/review-wire.ts
/**
 * GitHub's reviews of a pull request for the host (src/pull-request/host.ts): the reviews, the
 * line comments of one review, and a reaction on a line comment. Each answer is read here into
 * the host's plain shapes (src/pull-request/review.ts); an item not in GitHub's shape makes its
 * whole list unreadable, never a shorter one.
 */



const time = (value) => Date.parse(typeof value === 'string' ? value : '');
const lineNumber = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
/** A review as GitHub lists it (or sends it in a `pull_request_review` event), or undefined when not in its shape. */
function reviewOf(item) {
    const { id: sent, state, body, user, submitted_at: at } = (item ?? {});
    const id = gitHubId(sent);
    if (id === undefined)
        return undefined;
    const author = authorOf(user);
    return {
        id,
        state: typeof state === 'string' ? state.toLowerCase() : '',
        // A review with no body: GitHub sends null.
        body: typeof body === 'string' ? body : '',
        ...(author === undefined ? {} : { author }),
        submittedAt: time(at),
    };
}
/** A line comment of a review, or undefined when it is not in GitHub's shape. */
function lineCommentOf(item) {
    const fields = (item ?? {});
    const id = gitHubId(fields.id);
    const { path, body, diff_hunk: hunk } = fields;
    if (id === undefined || typeof path !== 'string' || typeof body !== 'string')
        return undefined;
    const [line, startLine, originalLine] = [fields.line, fields.start_line, fields.original_line].map(lineNumber);
    return {
        id,
        path,
        ...(line === undefined ? {} : { line }),
        ...(startLine === undefined ? {} : { startLine }),
        ...(originalLine === undefined ? {} : { originalLine }),
        ...(typeof hunk === 'string' ? { diffHunk: hunk } : {}),
        body,
        createdAt: time(fields.created_at),
    };
}
function every(items, read) {
    const out = [];
    for (const item of items) {
        const value = read(item);
        if (value === undefined)
            return pull_request_host/* UNREADABLE_ITEM */.kV;
        out.push(value);
    }
    return { ok: true, value: out };
}
function reviewOperations(wire) {
    const { owner, repo, pullNumber, call } = wire;
    const pull = { owner, repo, pull_number: pullNumber };
    return {
        async reviews(budget) {
            const route = 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews';
            const listed = await listAll(call, { route, params: { ...pull, per_page: 100 } }, budget);
            return listed.ok ? every(listed.items, reviewOf) : listed;
        },
        async reviewComments(reviewId, budget) {
            const route = 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments';
            const listed = await listAll(call, { route, params: { ...pull, review_id: reviewId, per_page: 100 } }, budget);
            return listed.ok ? every(listed.items, lineCommentOf) : listed;
        },
        async reactOnLine(commentId, mark, budget) {
            const made = await call({
                route: 'POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions',
                params: { owner, repo, comment_id: commentId, content: mark },
            }, budget);
            return made.ok ? { ok: true, value: null } : made;
        },
    };
}

;// CONCATENATED MODULE: ./src/github/host.ts
/**
 * GitHub as the host of a pull request (src/pull-request/host.ts): each operation one REST route
 * (or the viewer query) through the step's client, and each answer read here into the host's
 * plain shapes. An item of a list that is not in GitHub's shape makes the list unreadable.
 */









/** What each use of the token needs, as a refusal names it. */
const COMMENT_NEEDS = 'pull-requests: write';
/**
 * A comment body, a check run's summary and its text each hold at most 65,535 characters. GitHub
 * counts characters; a string's length here counts UTF-16 units, never fewer, so it is safe.
 */
const TEXT_LIMIT = 65_535;
const CHECK_NEEDS = 'checks: write';
const READ_NEEDS = 'pull-requests: read';
/** What reading a pull request's head needs. */
const HEAD_NEEDS = READ_NEEDS;
const PERMISSION_NEEDS = "metadata: read (the commenter's permission)";
const RUNS_NEEDS = 'actions: read';
const host_time = (value) => Date.parse(typeof value === 'string' ? value : '');
/** A comment as GitHub lists it, or undefined when it is not in GitHub's shape. */
function commentOf(item, server) {
    const { id: sent, body, html_url: link, user, created_at: created, updated_at: updated, } = (item ?? {});
    const id = gitHubId(sent);
    if (id === undefined || typeof body !== 'string')
        return undefined;
    const author = authorOf(user);
    return {
        id,
        body,
        // A link off this run's GitHub is not handed on; the comment is still the one it is.
        ...(typeof link === 'string' ? { url: gitHubWebUrl(link, server) ?? '' } : {}),
        ...(author === undefined ? {} : { author }),
        createdAt: host_time(created),
        edited: updated !== undefined && updated !== created,
        ...(Number.isFinite(host_time(updated)) ? { updatedAt: host_time(updated) } : {}),
    };
}
/** A reaction, read as far as it can be: one this action cannot read is simply not its own. */
function reactionOf(item) {
    const { id, content, user, created_at: at } = (item ?? {});
    const author = authorOf(user);
    return {
        ...(gitHubId(id) === undefined ? {} : { id: gitHubId(id) }),
        content: typeof content === 'string' ? content : '',
        ...(author === undefined ? {} : { author }),
        at: host_time(at),
    };
}
/** The commenter's level: `role_name` when it is one of the five (it says maintain and triage), else `permission`. */
function permissionLevel(answer) {
    const { role_name: role, permission } = (answer ?? {});
    const known = (value) => follow_up/* PERMISSION_LEVELS */.e.find((level) => level === value);
    return known(role) ?? known(permission);
}
/**
 * The permission read: a level, none ('none', or a level this action does not know), or a failure
 * when the answer names no permission at all (a proxy's page): doubt, never "no permission".
 */
function permissionAnswer(result) {
    if (!result.ok)
        return result;
    const { role_name: role, permission } = (result.data ?? {});
    if (typeof role !== 'string' && typeof permission !== 'string')
        return UNREADABLE_PERMISSION;
    return { ok: true, value: permissionLevel(result.data) };
}
const UNREADABLE_PERMISSION = {
    ok: false,
    status: 200,
    cause: "GitHub's answer names no permission (it is not what GitHub sends for a permission read)",
};
/** A check run as GitHub lists it, or undefined when it is not in GitHub's shape. */
function checkRunOf(item, server) {
    const { id: sent, external_id: external, html_url: link, status, started_at: started, } = (item ?? {});
    const id = gitHubId(sent);
    if (id === undefined || typeof link !== 'string')
        return undefined;
    const url = gitHubWebUrl(link, server) ?? '';
    return {
        ...{ id, url, startedAt: host_time(started) },
        ...(typeof status === 'string' && /^[a-z_]{1,30}$/.test(status) ? { status } : {}),
        ...(typeof external === 'string' ? { externalId: external } : {}),
    };
}
function writtenOf(data, server) {
    const { id, html_url: url, user } = (data ?? {});
    const [read, link, author] = [gitHubId(id), gitHubWebUrl(url, server), gitHubId(user?.id)];
    return {
        ...(read === undefined ? {} : { id: read }),
        ...(link === undefined ? {} : { url: link }),
        ...(author === undefined ? {} : { author }),
    };
}
/**
 * A check run's fields as GitHub takes them: the client redacts the title, summary and text, and
 * sends the record in `external_id` as it was signed.
 */
function checkRunParams(fields) {
    const { status, conclusion, title, summary, text, externalId } = fields;
    return {
        status,
        ...(conclusion === undefined ? {} : { conclusion }),
        output: { title, summary, ...(text === undefined ? {} : { text }) },
        ...(externalId === undefined ? {} : { external_id: SignedRecord.of(externalId) }),
    };
}
/**
 * A comment's body as GitHub takes it: the text, then the record alone on the last line, the one
 * place a reader takes it from (src/pull-request/record.ts). The client redacts the text only; the
 * line breaks around the record go with it, so that a piece of a secret the text ends in (a key
 * that holds a line break) cannot take the break with it and join the record to the text's line.
 */
const commentBodyParam = ({ text, record }) => record === undefined ? TextWithRecords.of(text) : TextWithRecords.of(text, SignedRecord.of(`\n${record}\n`));
const answered = (result, value) => result.ok ? { ok: true, value: value(result.data) } : result;
/** Every item read, or the list unreadable when one is not in GitHub's shape. */
function host_every(items, read) {
    const out = [];
    for (const item of items) {
        const value = read(item);
        if (value === undefined)
            return pull_request_host/* UNREADABLE_ITEM */.kV;
        out.push(value);
    }
    return { ok: true, value: out };
}
/** Who closed the pull request last: its issue names them; the pull request itself does not. */
function closedByOf(call, issue) {
    return async (budget) => {
        const read = await call({ route: 'GET /repos/{owner}/{repo}/issues/{issue_number}', params: issue }, budget);
        if (!read.ok)
            return read;
        const data = (read.data ?? {});
        const { closed_by: closer, closed_at: at } = data;
        // An open one (re-opened since) was closed by no one now, whoever closed it last.
        const by = closer === null || closer === undefined || data.state === 'open' ? undefined : authorOf(closer);
        const when = host_time(at);
        return { ok: true, value: { ...(by ? { by } : {}), ...(Number.isFinite(when) ? { at: when } : {}) } };
    };
}
/**
 * Who the token is does not change within a run: asked once, and again only after a read that
 * failed for now (no answer, a 5xx, a rate limit), or when the read under way runs on a budget
 * that has ended (it was another caller's). GitHub refusing both ways of asking (401, 403, 404,
 * 422) is its answer for the run: asked again, it would cost two requests each time.
 */
function identityOnce(call) {
    let asked;
    return (budget) => {
        if (asked && (asked.settled || !asked.signal.aborted))
            return asked.answer;
        let forNow = false;
        const noting = async (request, within) => {
            const result = await call(request, within);
            if (!result.ok && !(0,pull_request_host/* refusedForGood */.FD)(result))
                forNow = true;
            return result;
        };
        const answer = readIdentity(noting, budget).then((account) => {
            if (asked?.answer !== answer)
                return account;
            if (account === undefined && (forNow || budget.signal.aborted))
                asked = undefined;
            else
                asked.settled = true;
            return account;
        });
        asked = { answer, signal: budget.signal, settled: false };
        return answer;
    };
}
function commentOperations({ owner, repo, server, trigger, caller }) {
    const call = caller(COMMENT_NEEDS);
    const issue = { owner, repo, issue_number: trigger.pullNumber ?? 0 };
    const written = (result) => answered(result, (data) => writtenOf(data, server));
    return {
        identity: identityOnce(call),
        async comments(budget, enough, since) {
            const route = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
            // To the second, rounded down: GitHub reads ISO 8601 without fractions.
            const params = since === undefined ? issue : { ...issue, since: new Date(since).toISOString().replace(/\.\d+Z$/, 'Z') };
            const found = (page) => page.some((item) => {
                const comment = commentOf(item, server);
                return comment !== undefined && enough?.(comment) === true;
            });
            const listed = await listAll(call, { route, params, ...(enough ? { enough: found } : {}) }, budget);
            return listed.ok ? host_every(listed.items, (item) => commentOf(item, server)) : listed;
        },
        async comment(id, budget) {
            const read = await call({ route: 'GET /repos/{owner}/{repo}/issues/comments/{comment_id}', params: { owner, repo, comment_id: id } }, budget);
            if (!read.ok)
                return read;
            const comment = commentOf(read.data, server);
            return comment ? { ok: true, value: comment } : pull_request_host/* UNREADABLE_ITEM */.kV;
        },
        createComment: async (body, budget) => written(await call({
            route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
            params: { ...issue, body: commentBodyParam(body) },
        }, budget)),
        updateComment: async (id, body, budget) => written(await call({
            route: 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
            params: { owner, repo, comment_id: id, body: commentBodyParam(body) },
        }, budget)),
        closePullRequest: async (budget) => written(await call({
            route: 'PATCH /repos/{owner}/{repo}/pulls/{pull_number}',
            params: { owner, repo, pull_number: issue.issue_number, state: 'closed' },
        }, budget)),
        closedBy: closedByOf(call, issue),
    };
}
/**
 * The pull request's head as GitHub gives it, read once: again only after a read that gave none.
 * The code host keeps one for each pull request and token, whatever view of it a use has.
 */
function headReadOnce(call, at) {
    let head;
    return async (budget) => {
        if (head !== undefined)
            return head;
        const read = await call({
            route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}',
            params: { owner: at.owner, repo: at.repo, pull_number: at.pullNumber },
        }, budget);
        const sha = read.ok ? read.data?.head?.sha : undefined;
        return typeof sha === 'string' && ids/* COMMIT_SHA */.pk.test(sha) ? (head = sha) : undefined;
    };
}
/**
 * On a comment's event the run's commit is the default branch's: the pull request's head is looked
 * up, once; undefined when GitHub would not give it (never the run's own commit in its place).
 */
function headLookUp({ trigger, log }, readHead) {
    return async (budget) => {
        if (!trigger.headNeedsLookUp)
            return trigger.headSha;
        const head = await readHead(budget);
        if (head !== undefined)
            return head;
        log.warning("Could not read the pull request's head commit, so this run writes no check run (never on this run's own commit, the default branch's): the pull request's next run, or a sweep, writes it.");
        return undefined;
    };
}
/**
 * A commit's check runs of a name, listed once until this run writes one: what the decision read
 * (the head told, src/step/pull-request-state.ts) is what the check run's own look reads. Kept
 * per GitHub client (one a token, made once a run), so every view of the run shares it and a
 * write through any of them clears it.
 */
function checkRunLists() {
    const listed = new Map();
    return {
        async list(key, list, anew = false) {
            const known = anew ? undefined : await listed.get(key);
            if (known?.ok)
                return known;
            const reading = list();
            listed.set(key, reading);
            return reading;
        },
        async writing(write) {
            listed.clear();
            try {
                return await write();
            }
            finally {
                listed.clear();
            }
        },
    };
}
async function listCheckRuns({ owner, repo, server }, call, sha, name, budget) {
    const listed = await listAll(call, {
        route: 'GET /repos/{owner}/{repo}/commits/{ref}/check-runs',
        params: { owner, repo, ref: sha ?? '', ...(name === '' ? {} : { check_name: name }), filter: 'all' },
    }, budget, 'check_runs');
    return listed.ok ? host_every(listed.items, (item) => checkRunOf(item, server)) : listed;
}
/** The open pull requests whose head is the commit (GitHub lists forks' too). */
async function pullRequestsAtCommit({ owner, repo }, call, sha, budget) {
    // https://docs.github.com/en/rest/commits/commits#list-pull-requests-associated-with-a-commit
    const listed = await listAll(call, {
        route: 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls',
        params: { owner, repo, commit_sha: sha, per_page: 100 },
    }, budget);
    if (!listed.ok)
        return listed;
    const read = host_every(listed.items, (item) => {
        const { number, state, head } = (item ?? {});
        if (!Number.isSafeInteger(number))
            return undefined;
        const full = head?.repo?.full_name;
        const headRepository = typeof full === 'string' ? { headRepository: full } : {};
        return { number: number, at: state === 'open' && head?.sha === sha, ...headRepository };
    });
    return read.ok ? { ok: true, value: read.value.filter(({ at }) => at).map(({ at: _at, ...pull }) => pull) } : read;
}
function checkRunOperations(wire, readHead, lists) {
    const { owner, repo, server, trigger, caller } = wire;
    const call = caller(CHECK_NEEDS);
    const pull = { owner, repo, pull_number: trigger.pullNumber ?? 0 };
    const written = (result) => answered(result, (data) => writtenOf(data, server));
    return {
        head: headLookUp(wire, readHead),
        checkRuns: (sha, name, budget, anew) => lists.list(`${owner}/${repo}\n${sha ?? ''}\n${name}`, () => listCheckRuns(wire, call, sha, name, budget), anew),
        async commits(budget) {
            const listed = await listAll(call, { route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', params: { ...pull, per_page: 100 } }, budget);
            if (!listed.ok)
                return listed;
            return host_every(listed.items, (item) => {
                const sha = item?.sha;
                return typeof sha === 'string' && ids/* COMMIT_SHA */.pk.test(sha) ? sha : undefined;
            });
        },
        pullRequestsAt: (sha, budget) => pullRequestsAtCommit(wire, call, sha, budget),
        createCheckRun: (name, sha, fields, budget) => lists.writing(async () => written(await call({
            route: 'POST /repos/{owner}/{repo}/check-runs',
            params: {
                ...{ owner, repo, name, head_sha: sha },
                ...(trigger.runUrl ? { details_url: trigger.runUrl } : {}),
                ...checkRunParams(fields),
            },
        }, budget))),
        updateCheckRun: (id, fields, budget) => lists.writing(async () => written(await call({
            route: 'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}',
            params: { owner, repo, check_run_id: id, ...checkRunParams(fields) },
        }, budget))),
    };
}
/** Any such run may hold a claim (another pull request's only delays), so only "none" frees one. */
function runsInProgress({ owner, repo, trigger, caller }) {
    return async (budget) => {
        const runs = await listAll(caller(RUNS_NEEDS), {
            route: 'GET /repos/{owner}/{repo}/actions/runs',
            params: { owner, repo, status: 'in_progress', per_page: 100 },
        }, budget, 'workflow_runs');
        if (!runs.ok)
            return undefined;
        const own = new Set([trigger.runId, trigger.actingRunId]);
        return runs.items.some((run) => !own.has(String(gitHubId(run?.id) ?? '')));
    };
}
/** GitHub's words for a run that is not over yet: anything else it names (or none) is no answer. */
const RUNNING = ['queued', 'in_progress', 'waiting', 'requested', 'pending'];
/**
 * A run's attempt: ended when GitHub says the run is `completed`, or has begun a later attempt
 * (attempts follow one another); running while its status is one of RUNNING.
 */
function runStateOf({ owner, repo, caller }) {
    return async ({ run, attempt, anyAttempt }, budget) => {
        const id = Number(run);
        if (!/^\d{1,20}$/.test(run) || !Number.isSafeInteger(id))
            return undefined;
        const read = await caller(RUNS_NEEDS)({ route: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}', params: { owner, repo, run_id: id } }, budget);
        // Refused (no actions: read) is not known; GitHub failing to answer is a read to try again.
        if (!read.ok)
            return (0,pull_request_host/* unanswered */.bj)(read) ? 'unread' : undefined;
        const { status, run_attempt: latest } = (read.data ?? {});
        if (!anyAttempt && typeof latest === 'number' && latest !== attempt)
            return latest > attempt ? 'ended' : undefined;
        if (status === 'completed')
            return 'ended';
        return typeof status === 'string' && RUNNING.includes(status) ? 'running' : undefined;
    };
}
/** The pull request's changed files: GitHub lists at most 3,000, 100 a page. */
function changedFilesOf({ owner, repo, trigger, caller }) {
    return async (budget) => {
        const listed = await listAll(caller(READ_NEEDS), {
            route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
            params: { owner, repo, pull_number: trigger.pullNumber ?? 0, per_page: 100 },
        }, budget);
        if (!listed.ok)
            return listed;
        const read = host_every(listed.items, pathsOfChange);
        return read.ok ? { ok: true, value: { paths: read.value.flat(), listed: read.value.length } } : read;
    };
}
/**
 * The paths one changed file of GitHub's list changes: its name, and a moved file's old name too
 * (`previous_filename`): moving a file out of a folder changes that folder as deleting it would.
 */
function pathsOfChange(item) {
    const { filename, previous_filename: before } = (item ?? {});
    if (typeof filename !== 'string' || filename === '')
        return undefined;
    return typeof before === 'string' && before !== '' && before !== filename ? [filename, before] : [filename];
}
/** GitHub's compare lists at most 300 files and, on one page, 100 commits. */
const COMPARE_FILES_LIMIT = 300;
function comparisonOf(data) {
    const { status, commits, files, total_commits: total } = (data ?? {});
    if (status === 'diverged' || status === 'behind')
        return undefined;
    // No list of files is no proof that none changed: the comparison is unread, and the job is told on doubt.
    if (!Array.isArray(commits) || !Array.isArray(files))
        return undefined;
    const read = commits.map((item) => {
        const { sha, commit, parents } = (item ?? {});
        const message = commit?.message;
        if (typeof sha !== 'string' || !ids/* COMMIT_SHA */.pk.test(sha) || typeof message !== 'string')
            return undefined;
        const title = message.split('\n', 1)[0] ?? '';
        return { sha, title, merge: Array.isArray(parents) && parents.length > 1 };
    });
    const listed = files.map(pathsOfChange);
    if (read.some((commit) => commit === undefined) || listed.some((paths) => paths === undefined))
        return undefined;
    return {
        commits: read,
        moreCommits: typeof total === 'number' && total > read.length,
        files: listed.flat(),
        filesCapped: listed.length >= COMPARE_FILES_LIMIT,
    };
}
/** What GitHub's compare needs: the commits' contents, not the pull request. */
const COMPARE_NEEDS = 'contents: read';
/** `base...head` on the pull request's repository; a 404 or a history that is not linear is `unrelated`. */
function compareOf({ owner, repo, caller }) {
    return async (base, head, budget) => {
        const read = await caller(COMPARE_NEEDS)({
            route: 'GET /repos/{owner}/{repo}/compare/{basehead}',
            params: { owner, repo, basehead: `${base}...${head}`, per_page: 100 },
        }, budget);
        if (!read.ok)
            return read.status === 404 ? { ok: true, value: 'unrelated' } : read;
        const status = read.data?.status;
        if (status === 'diverged' || status === 'behind')
            return { ok: true, value: 'unrelated' };
        const comparison = comparisonOf(read.data);
        return comparison ? { ok: true, value: comparison } : pull_request_host/* UNREADABLE_ITEM */.kV;
    };
}
function commandOperations(wire) {
    const { owner, repo, caller } = wire;
    const call = caller(COMMENT_NEEDS);
    const onComment = (commentId) => ({ owner, repo, comment_id: commentId });
    return {
        async reactions(commentId, budget) {
            const listed = await listAll(call, {
                route: 'GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
                params: { ...onComment(commentId), per_page: 100 },
            }, budget);
            return listed.ok ? { ok: true, value: listed.items.map(reactionOf) } : listed;
        },
        async react(commentId, mark, budget) {
            const made = await call({
                route: 'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
                params: { ...onComment(commentId), content: mark },
            }, budget);
            if (!made.ok)
                return made;
            const { id, author } = reactionOf(made.data);
            const value = { created: made.status === 201, ...(id === undefined ? {} : { id }) };
            return { ok: true, value: author === undefined ? value : { ...value, author } };
        },
        unreact: async (commentId, reactionId, budget) => answered(await call({
            route: 'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}',
            params: { ...onComment(commentId), reaction_id: reactionId },
        }, budget), () => null),
        permission: async (login, budget) => permissionAnswer(await caller(PERMISSION_NEEDS)({
            route: 'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
            params: { owner, repo, username: login },
        }, budget)),
        otherRunsInProgress: runsInProgress(wire),
        runState: runStateOf(wire),
        pushedSince: pushedSinceOf(wire),
    };
}
function headRunsOf(data) {
    const runs = data?.workflow_runs;
    if (!Array.isArray(runs))
        return undefined;
    const read = runs.map((run) => {
        const r = run;
        const repository = r?.head_repository?.full_name;
        return {
            sha: typeof r?.head_sha === 'string' ? r.head_sha : '',
            made: host_time(r?.created_at),
            branch: typeof r?.head_branch === 'string' ? r.head_branch : '',
            repository: typeof repository === 'string' ? repository.toLowerCase() : '',
        };
    });
    return read.some((run) => Number.isNaN(run.made) || run.sha === '') ? undefined : read;
}
/**
 * Whether a push made a commit the head after a moment: of the `pull_request` runs on it made
 * since, one whose run before it on the same branch of the same repository was on another commit.
 */
function pushedSinceOf({ owner, repo, caller }) {
    const list = (params, budget) => caller(RUNS_NEEDS)({
        route: 'GET /repos/{owner}/{repo}/actions/runs',
        params: { owner, repo, event: 'pull_request', per_page: 100, ...params },
    }, budget);
    return async (sha, at, budget) => {
        const onHead = await list({ head_sha: sha }, budget);
        if (!onHead.ok)
            return onHead;
        const since = headRunsOf(onHead.data)?.filter((run) => run.made > at);
        if (since === undefined)
            return pull_request_host/* UNREADABLE_ITEM */.kV;
        const first = since[0];
        if (first === undefined)
            return { ok: true, value: false };
        const onBranch = await list({ branch: first.branch }, budget);
        if (!onBranch.ok)
            return onBranch;
        const runs = headRunsOf(onBranch.data)
            ?.filter((run) => run.branch === first.branch && run.repository === first.repository)
            .sort((a, b) => a.made - b.made);
        if (runs === undefined)
            return pull_request_host/* UNREADABLE_ITEM */.kV;
        const pushed = runs.some((run, i) => run.made > at && run.sha === sha && runs[i - 1]?.sha !== sha);
        return { ok: true, value: pushed };
    };
}
/** A label's name as GitHub lists it; '' for an item that is not a label. */
const labelName = (item) => typeof item === 'object' && item !== null && typeof item.name === 'string'
    ? item.name
    : '';
function labelOperations({ owner, repo, trigger, caller }) {
    const call = caller(COMMENT_NEEDS);
    const issue = { owner, repo, issue_number: trigger.pullNumber ?? 0 };
    return {
        addLabel: async (name, budget) => answered(await call({ route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/labels', params: { ...issue, labels: [name] } }, budget), () => null),
        async removeLabel(name, budget) {
            const removed = await call({ route: 'DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', params: { ...issue, name } }, budget);
            if (removed.ok || removed.status !== 404)
                return removed.ok ? { ok: true, value: null } : removed;
            // GitHub answers 404 for a label the pull request no longer carries, and for a pull request
            // the token cannot see: only a read of its labels without that one says the label is off.
            const listed = await call({ route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/labels', params: { ...issue, per_page: 100 } }, budget);
            // That read failing says nothing yet: its failure, not the 404, decides what to do next.
            if (!listed.ok)
                return { ...listed, cause: (0,output_text/* msg */.ab) `${removed.cause}; its labels could not be read again (${listed.cause})` };
            const names = Array.isArray(listed.data) ? listed.data.map(labelName) : undefined;
            const off = names !== undefined && !names.some((label) => label.toLowerCase() === name.toLowerCase());
            return off ? { ok: true, value: null } : removed;
        },
    };
}
function createGitHubHost(deps) {
    const { caller, trigger, log, identity, readHead } = deps;
    const wire = { owner: trigger.owner, repo: trigger.repo, server: trigger.serverUrl, trigger, caller, log };
    const pullNumber = trigger.pullNumber ?? 0;
    return {
        textLimit: TEXT_LIMIT,
        ...(deps.pause ? { pause: deps.pause } : {}),
        ...commentOperations(wire),
        ...(identity ? { identity } : {}),
        ...checkRunOperations(wire, readHead ?? headReadOnce(caller(READ_NEEDS), { ...wire, pullNumber }), deps.checkRunLists ?? checkRunLists()),
        changedFiles: changedFilesOf(wire),
        compare: compareOf(wire),
        ...commandOperations(wire),
        ...labelOperations(wire),
        ...reviewOperations({ ...wire, pullNumber, call: caller(COMMENT_NEEDS) }),
    };
}

;// CONCATENATED MODULE: ./src/github/comment-event.ts
/**
 * The run's `issue_comment` event as the comment it is about (src/pull-request/command.ts reads
 * it as a command): only a comment just created on a pull request, in GitHub's shape. The event
 * file is the runner's, already parsed, and untrusted like any answer.
 */


function readCommentEvent(eventName, event) {
    if (eventName !== 'issue_comment')
        return (0,command/* not */.AU)(`this run's event is ${eventName || 'unknown'}, not a comment`);
    const action = event.action;
    if (action !== 'created')
        return (0,command/* not */.AU)(`the comment was ${typeof action === 'string' ? action : 'changed'}, not created`);
    const issue = event.issue;
    if (!issue?.pull_request)
        return (0,command/* not */.AU)('the comment is on an issue, not a pull request');
    const comment = commentOf(event.comment, undefined);
    if (!comment)
        return (0,command/* not */.AU)("the event's comment is not one GitHub sends");
    return { kind: 'comment', comment };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/runner/environment.ts
var environment = __webpack_require__(5047);
;// CONCATENATED MODULE: ./src/github/trigger.ts
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
        text = (0,external_node_fs_.readFileSync)(path, 'utf8');
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
    notes.push((0,output_text/* msg */.ab) `GITHUB_RUN_ATTEMPT is "${(0,output_text/* quoted */.TL)(text ?? '', 20)}", not an attempt number, so this is taken as attempt 1.`);
    return 1;
}
/** A label's name as GitHub sends one (one line, at most 100 characters), else nothing. */
const trigger_labelName = (label) => {
    const name = label?.name;
    return typeof name === 'string' && /^[^\u0000-\u001f\u007f]{1,100}$/.test(name) ? name : undefined;
};
/** The pull request's state as its event shows it; the event's own action only when the payload names none. */
function stateOf(action, pull) {
    if (pull?.merged === true)
        return 'merged';
    if (pull?.state === 'closed')
        return 'closed';
    if (pull?.state === 'open')
        return 'open';
    return action === 'closed' ? 'closed' : 'open';
}
/**
 * What the event says of the pull request: its state, draft flag, labels and size, and what the
 * event itself did (opened it, took a label off). The one place a pull request event's action is read.
 */
function pullRequestEvent(event, pull) {
    const labels = Array.isArray(pull?.labels) ? pull.labels.map(trigger_labelName).filter((name) => name !== undefined) : [];
    const label = trigger_labelName(event.label);
    const files = pull?.changed_files;
    const state = stateOf(event.action, pull);
    const closedAt = typeof pull?.closed_at === 'string' ? Date.parse(pull.closed_at) : NaN;
    const updatedAt = typeof pull?.updated_at === 'string' ? Date.parse(pull.updated_at) : NaN;
    return {
        state,
        ...(event.action === 'opened' ? { opened: true } : {}),
        ...(event.action === 'opened' || event.action === 'synchronize' ? { pushed: true } : {}),
        ...(typeof event.action === 'string' && !['opened', 'synchronize'].includes(event.action)
            ? { notPushed: true }
            : {}),
        ...(event.action === 'synchronize' && typeof event.before === 'string' && ids/* COMMIT_SHA */.pk.test(event.before)
            ? { before: event.before }
            : {}),
        ...(event.action === 'unlabeled' && label !== undefined ? { labelTakenOff: label } : {}),
        draft: pull?.draft === true,
        labels,
        ...(typeof files === 'number' && Number.isSafeInteger(files) && files >= 0 ? { changedFiles: files } : {}),
        ...(typeof pull?.user?.login === 'string' ? { author: pull.user.login.toLowerCase() } : {}),
        ...(state !== 'open' && Number.isFinite(closedAt) ? { closedAt } : {}),
        ...(Number.isFinite(updatedAt) ? { updatedAt } : {}),
    };
}
const DEPENDABOT = 'dependabot[bot]';
/** Who opened the pull request, as its own event, a review's or a comment's (the issue's) names it. */
function pullAuthorOf(event) {
    const of = (value) => value?.user?.login;
    const login = of(event.pull_request) ?? of(event.issue);
    return typeof login === 'string' ? { pullAuthor: login.toLowerCase() } : {};
}
/** The head lives in another repository than the base (a deleted fork has none). */
function isFromFork(pull) {
    const base = pull?.base?.repo?.full_name;
    if (typeof base !== 'string' || pull?.head === undefined)
        return false;
    return pull.head.repo === null || pull.head.repo?.full_name !== base;
}
/** The head lives in this repository, as GitHub names it (names compare without case). */
function headIsHere(pull, repository) {
    const head = pull?.head?.repo?.full_name;
    return typeof head === 'string' && head.toLowerCase() === repository.toLowerCase();
}
const pullNumberOf = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
/** The runner's event payload, or an empty object when there is none or it cannot be read. */
function readEventFile(path) {
    return readEvent(path, []);
}
/** The events about a pull request's head, and whose workflow they run (the base's: `pull_request_target`). */
const ABOUT_HEAD = new Map([
    ['pull_request', 'head'],
    ['pull_request_review', 'head'],
    ['pull_request_target', 'base'],
]);
/** What an event adds to its pull request, to be read first. */
const ADDS = new Map([
    ['issue_comment', 'comment'],
    ['pull_request_review', 'review'],
]);
/** The events about no pull request that a sweep runs on: a schedule, a dispatch by hand or by a workflow, another repository's dispatch. */
const SWEEP_EVENTS = ['schedule', 'workflow_dispatch', 'repository_dispatch'];
/** The repository's default branch as the event names it, when it is a branch name. */
function defaultBranchOf(event) {
    const branch = event.repository?.default_branch;
    return typeof branch === 'string' && /^[^\u0000-\u001f\u007f ~^:?*[\\]{1,250}$/.test(branch) ? branch : undefined;
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
    let headSha = ids/* COMMIT_SHA */.pk.test(env.GITHUB_SHA ?? '') ? env.GITHUB_SHA : undefined;
    let headNeedsLookUp = false;
    let fromFork = false;
    // Dependabot's own runs get no repository secrets; a review's or a comment's is by the reviewer.
    let byDependabot = env.GITHUB_ACTOR === DEPENDABOT;
    let pullRequest;
    const aboutHead = ABOUT_HEAD.get(eventName);
    if (aboutHead !== undefined) {
        const pull = event.pull_request;
        pullNumber = pullNumberOf(pull?.number);
        // pull_request_target runs with the base repository's token and secrets: a fork's is still a
        // fork's, and a head GitHub does not name as this repository's is taken as one.
        fromFork = aboutHead === 'base' ? !headIsHere(pull, `${owner}/${repo}`) : isFromFork(pull);
        byDependabot ||= pull?.user?.login === DEPENDABOT;
        // A review's run has the pull request and its head, but is not the pull request's own event.
        if (eventName !== 'pull_request_review')
            pullRequest = pullRequestEvent(event, pull);
        const head = pull?.head?.sha;
        if (typeof head === 'string' && ids/* COMMIT_SHA */.pk.test(head))
            headSha = head;
    }
    else if (eventName === 'issue_comment') {
        const issue = event.issue;
        if (issue?.pull_request) {
            pullNumber = pullNumberOf(issue.number);
            headNeedsLookUp = pullNumber !== undefined;
        }
    }
    const adds = ADDS.get(eventName);
    const attempt = readAttempt(env.GITHUB_RUN_ATTEMPT, notes);
    const defaultBranch = defaultBranchOf(event);
    return {
        owner,
        repo,
        eventName,
        ...(pullNumber === undefined ? {} : { pullNumber, ...pullAuthorOf(event) }),
        ...(headSha === undefined ? {} : { headSha }),
        headNeedsLookUp,
        fromFork,
        byDependabot,
        ...(pullRequest === undefined ? {} : { pullRequest }),
        ...(aboutHead === undefined ? {} : { aboutHead }),
        ...(adds === undefined ? {} : { adds }),
        ...(SWEEP_EVENTS.includes(eventName) ? { sweeps: true } : {}),
        ...(defaultBranch === undefined ? {} : { defaultBranch }),
        runId,
        attempt,
        runUrl: (0,environment/* workflowRunUrl */.C)(env),
        serverUrl: env.GITHUB_SERVER_URL || 'https://github.com',
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

;// CONCATENATED MODULE: ./src/github/comment-trigger.ts


async function pullRequestFacts(github, token, trigger, budget) {
    const { owner, repo, pullNumber } = trigger;
    const read = await github.caller(token, { name: 'report-token', needs: 'pull-requests: read' })({ route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}', params: { owner, repo, pull_number: pullNumber ?? 0 } }, budget);
    if (!read.ok)
        return { ok: false, ...(read.status === undefined ? {} : { status: read.status }), cause: read.cause };
    const pull = (read.data ?? {});
    const head = pull.head?.sha;
    if (pull.number !== pullNumber || typeof head !== 'string' || !ids/* COMMIT_SHA */.pk.test(head))
        return { ok: false, status: 200, cause: "GitHub's answer is not this pull request with a head commit" };
    const { draft, labels, state, author, changedFiles, closedAt } = pullRequestEvent({}, pull);
    const merged = state === 'merged';
    // GitHub's pull request names both repositories; a deleted fork's head has none (a fork's).
    const fromFork = isFromFork(pull);
    return {
        ok: true,
        value: {
            ...{ open: pull.state === 'open', draft, labels, fromFork, head },
            ...(merged ? { merged } : {}),
            ...(author ? { author } : {}),
            ...(changedFiles === undefined ? {} : { changedFiles }),
            ...(closedAt === undefined ? {} : { closedAt }),
        },
    };
}

// EXTERNAL MODULE: ./src/pull-request/review-queue.ts
var review_queue = __webpack_require__(8525);
// EXTERNAL MODULE: ./src/common/budget.ts
var common_budget = __webpack_require__(7532);
;// CONCATENATED MODULE: ./src/github/docs-mirror.ts





/** Changed files read: one page. */
const FILES_PAGE = 100;
const why = (result) => result.status === undefined ? 'no answer' : `HTTP ${result.status}`;
const isList = (data) => Array.isArray(data);
/** Each reviewer's latest verdict, in the order they first gave one. */
function reviewersOf(reviews) {
    const latest = new Map();
    for (const review of reviews) {
        const { user, state } = (review ?? {});
        // A comment is no verdict: it leaves the reviewer's earlier approval or request standing.
        if (typeof user?.login !== 'string' || (state !== 'APPROVED' && state !== 'CHANGES_REQUESTED'))
            continue;
        latest.set(user.login, state === 'APPROVED' ? 'approved' : 'changes-requested');
    }
    return [...latest].map(([login, state]) => ({ login, state }));
}
/** Reviewers' latest reviews: any asking for changes wins, else any approval. */
function reviewStateOf(reviews) {
    const states = reviewersOf(reviews).map(({ state }) => state);
    if (states.includes('changes-requested'))
        return 'changes-requested';
    return states.includes('approved') ? 'approved' : undefined;
}
const MAY_BE_SENT = {
    CHANGES_REQUESTED: 'changes-requested',
    COMMENTED: 'commented',
    // Dismissed after it was sent: what was sent stays sent.
    DISMISSED: 'dismissed',
};
/** The reviews that may have gone to the agent (an approval never does), oldest first. */
function mayBeSent(reviews, server) {
    return reviews.flatMap((item) => {
        const { id: given, state, user, html_url: url } = (item ?? {});
        const id = gitHubId(given);
        const kind = typeof state === 'string' && Object.hasOwn(MAY_BE_SENT, state) ? MAY_BE_SENT[state] : undefined;
        if (id === undefined || kind === undefined)
            return [];
        const login = user?.login;
        // A link to a page of this run's GitHub only, as every link the comment shows.
        const href = gitHubWebUrl(url, server);
        return [{ id, state: kind, ...(typeof login === 'string' ? { login } : {}), ...(href ? { url: href } : {}) }];
    });
}
async function readReviews(call, at, budget) {
    const params = { owner: at.owner, repo: at.repo, pull_number: at.number };
    const listed = await listAll(call, { route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', params }, budget);
    return listed.ok ? { ok: true, value: listed.items } : { ok: false, why: why(listed) };
}
/**
 * Of the reviews that may have been sent, those the pull request's comments say went to the job.
 * The comments are read only when there is such a review.
 */
async function readSent(call, at, reviews, { to, server }, budget) {
    const candidates = mayBeSent(reviews, server);
    if (candidates.length === 0)
        return { ok: true, value: undefined };
    const params = { owner: at.owner, repo: at.repo, issue_number: at.number, per_page: 100 };
    const route = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
    const listed = await listAll(call, { route, params }, budget);
    if (!listed.ok)
        return { ok: false, why: why(listed) };
    const bodies = listed.items.flatMap((comment) => {
        const body = comment?.body;
        return typeof body === 'string' && body.includes('review-sent') ? [body] : [];
    });
    const sent = (0,review_queue/* sentReviews */.uy)(bodies, to.keys, { repository: `${at.owner}/${at.repo}`, pull: at.number }, to.job);
    const value = candidates.filter(({ id }) => sent.has(id));
    return { ok: true, value: value.length > 0 ? value : undefined };
}
/** How many of the head's deployments, newest first, are read for a successful one (a redeploy may have failed). */
const PREVIEW_DEPLOYMENTS = 3;
/** The newest successful deployment of the head (among its newest few): its newest successful status's http(s) address. */
async function readPreview(call, at, sha, budget) {
    const place = { owner: at.owner, repo: at.repo };
    const deployments = await call({ route: 'GET /repos/{owner}/{repo}/deployments', params: { ...place, sha, per_page: PREVIEW_DEPLOYMENTS } }, budget);
    if (!deployments.ok)
        return { ok: false, why: why(deployments) };
    if (!isList(deployments.data))
        return { ok: false, why: 'not a list' };
    for (const deployment of deployments.data.slice(0, PREVIEW_DEPLOYMENTS)) {
        const id = deployment?.id;
        if (!Number.isSafeInteger(id))
            return { ok: false, why: 'no deployment id' };
        const statuses = await call({
            route: 'GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses',
            params: { ...place, deployment_id: id, per_page: 100 },
        }, budget);
        if (!statuses.ok)
            return { ok: false, why: why(statuses) };
        if (!isList(statuses.data))
            return { ok: false, why: 'not a list' };
        const success = statuses.data.find((status) => status?.state === 'success');
        const url = typeof success?.environment_url === 'string' ? (0,output_text/* httpUrl */.q3)(success.environment_url) : undefined;
        if (url)
            return { ok: true, value: url.href };
    }
    return { ok: true, value: undefined };
}
async function readFiles(call, at, total, budget) {
    const params = { owner: at.owner, repo: at.repo, pull_number: at.number, per_page: FILES_PAGE };
    const files = await call({ route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/files', params }, budget);
    if (!files.ok)
        return { ok: false, why: why(files) };
    if (!isList(files.data))
        return { ok: false, why: 'not a list' };
    const names = files.data.flatMap((file) => {
        const name = file?.filename;
        return typeof name === 'string' && name !== '' ? [name] : [];
    });
    return { ok: true, value: { names, total: Math.max(total ?? 0, names.length) } };
}
/** The reviews, then the answers about them; the preview and the files beside them. */
async function readAll(call, at, pull, { to, server }, budget) {
    const reviewsThenSent = async () => {
        const reviews = await readReviews(call, at, budget);
        if (!reviews.ok || !to || !reviews.value)
            return [reviews, { ok: true, value: undefined }];
        return [reviews, await readSent(call, at, reviews.value, { to, server }, budget)];
    };
    const [[reviews, sent], preview, files] = await Promise.all([
        reviewsThenSent(),
        readPreview(call, at, pull.headSha, budget),
        readFiles(call, at, pull.files, budget),
    ]);
    return { reviews, sent, preview, files };
}
/**
 * The reads at once, within one budget; what could not be read is said in one line. With `to`,
 * the reviews that went to that job too.
 */
async function readMirror(log, call, at, pull, 
/** `server`: this run's GitHub (GITHUB_SERVER_URL), the only one a review's link may point at. */
deps, to) {
    const budget = (0,common_budget/* budgetFor */.vO)(deps.clock, common_budget/* BUDGET_MS */.V_.docsMirror, { signals: [deps.signal] });
    const { reviews, sent, preview, files } = await readAll(call, at, pull, { to, server: deps.server }, budget);
    const missed = [];
    if (!reviews.ok)
        missed.push((0,output_text/* msg */.ab) `the reviews (${reviews.why})`);
    if (!sent.ok)
        missed.push((0,output_text/* msg */.ab) `which reviews went to the agent (${sent.why})`);
    if (!preview.ok)
        missed.push((0,output_text/* msg */.ab) `the preview (${preview.why})`);
    if (!files.ok)
        missed.push((0,output_text/* msg */.ab) `the changed files (${files.why})`);
    if (missed.length > 0)
        log.info((0,output_text/* msg */.ab) `The comment leaves out what could not be read of the docs pull request: ${(0,output_text/* joinMessages */.hw)(missed, ', ')}.`);
    const review = reviews.ok && reviews.value ? reviewStateOf(reviews.value) : undefined;
    const reviewers = reviews.ok && reviews.value ? reviewersOf(reviews.value) : [];
    return {
        ...(review ? { review } : {}),
        ...(reviewers.length > 0 ? { reviewers } : {}),
        ...(sent.ok && sent.value ? { sent: sent.value } : {}),
        ...(preview.ok && preview.value ? { preview: preview.value } : {}),
        ...(files.ok && files.value ? { files: files.value } : {}),
    };
}

// EXTERNAL MODULE: ./src/service/pr-link.ts
var pr_link = __webpack_require__(3982);
;// CONCATENATED MODULE: ./src/github/look-up.ts






/** The github-token's use, for the client's messages. */
const LOOKUP_TOKEN = { name: 'github-token', needs: 'pull-requests: read on that repository' };
function whyNot(result, timedOut) {
    if (result.unreached !== undefined)
        return `the GitHub API could not be reached: ${result.unreached}`;
    if (timedOut && result.status === undefined)
        return `the GitHub API did not answer within ${common_budget/* BUDGET_MS */.V_.lookUp / 1_000}s`;
    switch (result.status) {
        case 401:
            return 'GitHub did not accept the github-token (HTTP 401): it is expired, revoked or not a token; give the step a valid github-token';
        case 404:
            return 'the github-token cannot see that repository, or the pull request does not exist (HTTP 404)';
        case 403:
            if (!/rate/i.test((0,output_text/* fullText */.DU)(result.cause)))
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
    const budget = (0,common_budget/* budgetFor */.vO)(clock, common_budget/* BUDGET_MS */.V_.lookUp, { signals: [signal] });
    const result = await call({
        route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}',
        params: { owner: address.owner, repo: address.repo, pull_number: address.number },
    }, budget);
    if (!result.ok)
        return {
            kind: 'unavailable',
            reason: whyNot(result, budget.signal.aborted && !signal.aborted),
            ...((0,pull_request_host/* refusedForGood */.FD)(result) ? { forGood: true } : {}),
        };
    const data = (result.data ?? {});
    const sha = data.head?.sha;
    if (typeof sha !== 'string' || !ids/* COMMIT_SHA */.pk.test(sha))
        return { kind: 'unavailable', reason: 'GitHub gave no commit id for its head' };
    return {
        kind: 'found',
        details: {
            headSha: sha,
            // Handed on as the pr-head-branch output: only a name git allows for a branch.
            headRef: branchName(data.head?.ref) ?? '',
            state: data.merged === true || data.merged_at ? 'merged' : data.state === 'closed' ? 'closed' : 'open',
            draft: data.draft === true,
            ...(typeof data.title === 'string' ? { title: data.title } : {}),
            ...(typeof data.user?.login === 'string'
                ? { openedBy: { login: data.user.login, person: data.user.type === 'User' } }
                : {}),
            ...sizeOf(data.additions, data.deletions, data.changed_files),
        },
    };
}
/**
 * The pull requests whose head is `branch` of the repository itself (a fork's branch of the same
 * name is someone else's), any state, newest first, with who opened each; none when GitHub does not say.
 */
async function branchPullRequests(call, where, signal, clock) {
    const budget = (0,common_budget/* budgetFor */.vO)(clock, common_budget/* BUDGET_MS */.V_.lookUp, { signals: [signal] });
    const { owner, repo, branch } = where;
    const result = await call({
        route: 'GET /repos/{owner}/{repo}/pulls',
        params: {
            owner,
            repo,
            head: `${owner}:${branch}`,
            state: 'all',
            sort: 'created',
            direction: 'desc',
            per_page: 100,
        },
    }, budget);
    if (!result.ok)
        return { ...result, cause: whyNot(result, budget.signal.aborted && !signal.aborted) };
    if (!Array.isArray(result.data))
        return { ok: false, cause: 'GitHub answered with no list' };
    const own = `${owner}/${repo}`.toLowerCase();
    const listed = result.data.flatMap((item) => {
        const fullName = item?.head?.repo?.full_name;
        const number = gitHubId(item?.number);
        const ours = typeof fullName === 'string' && fullName.toLowerCase() === own && item.head?.ref === branch;
        if (!ours || number === undefined)
            return [];
        const login = item.user?.login;
        return [{ number, ...(typeof login === 'string' ? { author: login } : {}) }];
    });
    return { ok: true, value: listed };
}
/**
 * The newest pull request the agent opened from the branch a job's agent works on, in the job's
 * repository on this run's server (`home`): anyone who reads a repository may open a pull request
 * from its branches, so only the agent's own counts.
 */
async function agentsBranchPullRequest(call, job, signal, clock) {
    const repository = job.repository ?? undefined;
    const name = (0,pr_link/* repositoryName */.aR)(repository);
    const branch = branchName(job.ref);
    const where = name === undefined ? undefined : (0,pr_link/* ownerAndName */.uD)(name);
    if (!name || !where || !branch || (0,output_text/* httpUrl */.q3)(repository)?.host !== job.home.host)
        return { kind: 'none' };
    const { owner, repo } = where;
    const listed = await branchPullRequests(call, { owner, repo, branch }, signal, clock);
    if (!listed.ok && (0,pull_request_host/* refusedForGood */.FD)(listed, [403, 404]))
        return { kind: 'unread', why: listed.cause, unreadable: name };
    if (!listed.ok)
        return { kind: 'unread', why: listed.cause };
    // REST names a bot `name[bot]`: a person's account named `name` is never taken for `agent-login: name[bot]`.
    const agent = job.agent.trim().toLowerCase();
    const opened = (author) => author !== undefined && [agent, `${agent}[bot]`].includes(author.toLowerCase());
    const found = listed.value.find(({ author }) => opened(author));
    const pullRequest = found && (0,pr_link/* parsePullRequestLink */.m0)(`${job.home.origin}/${owner}/${repo}/pull/${found.number}`);
    return pullRequest ? { kind: 'found', pullRequest } : { kind: 'none' };
}
const count = (value) => Number.isSafeInteger(value) && value >= 0;
/** The pull request's size, only when GitHub gave all three counts as counts. */
function sizeOf(additions, deletions, files) {
    return count(additions) && count(deletions) && count(files) ? { size: { additions, deletions, files } } : {};
}
async function describePullRequest(log, link, options) {
    if (link?.host !== 'github' || !link.owner || !link.repo || !link.number)
        return undefined;
    const name = `${link.owner}/${link.repo}#${link.number}`;
    if (options.token === '') {
        log.debug(`No github-token, so ${name} is not looked up.`);
        return undefined;
    }
    const server = (0,output_text/* httpUrl */.q3)(options.env.GITHUB_SERVER_URL || 'https://github.com');
    if ((0,output_text/* httpUrl */.q3)(link.url)?.host !== server?.host) {
        log.debug(`${name} is not on this workflow's GitHub server, so it is not looked up.`);
        return undefined;
    }
    const lookup = await options.lookUp({ owner: link.owner, repo: link.repo, number: link.number }, options.token, options.signal);
    if (lookup.kind === 'unavailable') {
        // Only a refusal is the token's; a 5xx, a rate limit or no answer is GitHub's, and passes.
        const fix = lookup.forGood
            ? (0,output_text/* msg */.ab) `pass a github-token that can read ${link.owner}/${link.repo} to fill them.`
            : 'GitHub failed this time, not the token: re-run once GitHub answers to fill them, or read the pull request on GitHub.';
        log.info((0,output_text/* msg */.ab) `Could not read pull request ${name}: ${lookup.reason}. The pr-head-sha, pr-state and pr-draft outputs stay empty; ${fix}`);
        return undefined;
    }
    const { details } = lookup;
    log.info(details.headRef === ''
        ? (0,output_text/* msg */.ab) `Pull request ${name} is ${details.state}${details.draft ? ' (draft)' : ''}, head ${(0,output_text/* abbreviated */.gl)(details.headSha, 12)}.`
        : (0,output_text/* msg */.ab) `Pull request ${name} is ${details.state}${details.draft ? ' (draft)' : ''}, head ${(0,output_text/* abbreviated */.gl)(details.headSha, 12)} on ${(0,output_text/* quoted */.TL)(details.headRef)}.`);
    return details;
}

// EXTERNAL MODULE: ./src/pull-request/record.ts
var record = __webpack_require__(6002);
;// CONCATENATED MODULE: ./src/github/pending-index.ts




/** The numbers of the pull requests (open or closed) that carry the label, oldest first. */
async function pendingPullRequests(call, where, budget) {
    const listed = await listAll(call, {
        route: 'GET /repos/{owner}/{repo}/issues',
        params: { ...where, labels: record/* PENDING_LABEL */.Tz, state: 'all', sort: 'created', direction: 'asc', per_page: 100 },
    }, budget);
    if (!listed.ok)
        return listed;
    const numbers = [];
    for (const item of listed.items) {
        const { number, pull_request: pull } = (item ?? {});
        const read = gitHubId(number);
        if (read === undefined)
            return pull_request_host/* UNREADABLE_ITEM */.kV;
        // An issue someone labelled is not a pull request: no step of the action could have let it go.
        if (pull !== undefined && pull !== null)
            numbers.push(read);
    }
    return { ok: true, value: numbers };
}
/** Sends `workflow_dispatch` to a workflow file of the repository, on `ref`. */
async function dispatchWorkflow(call, where, inputs, budget) {
    const { owner, repo, file, ref } = where;
    const sent = await call({
        route: 'POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches',
        params: { owner, repo, workflow_id: file, ref, inputs },
    }, budget);
    return sent.ok ? { ok: true, value: null } : sent;
}

;// CONCATENATED MODULE: ./src/github/review-event.ts


function readReviewEvent(eventName, event, server) {
    if (eventName !== 'pull_request_review')
        return { kind: 'not-a-review', why: `this run's event is ${eventName || 'unknown'}, not a review` };
    const action = event.action;
    // An edit changes a review's body after it was sent; a dismissal takes it back: neither is sent again.
    if (action !== 'submitted')
        return {
            kind: 'not-a-review',
            why: `the review was ${typeof action === 'string' ? action : 'changed'}, not submitted`,
        };
    const review = reviewOf(event.review);
    if (!review)
        return { kind: 'not-a-review', why: "the event's review is not one GitHub sends" };
    const url = gitHubWebUrl(event.review?.html_url, server);
    const pullAuthor = authorOf(event.pull_request?.user);
    return {
        kind: 'review',
        review,
        ...(url === undefined ? {} : { url }),
        ...(pullAuthor === undefined ? {} : { pullAuthor }),
    };
}

;// CONCATENATED MODULE: ./src/github/code-host.ts









/** A pull request with one token: what two views of it share. */
function pullRequestKey(trigger, token) {
    const { owner, repo, pullNumber, serverUrl } = trigger;
    return JSON.stringify([serverUrl, owner, repo, pullNumber, token.value, token.name, token.needs]);
}
/** A view of it: the head its check runs go on, and the run they link to and that is its own. */
function viewKey({ headSha, headNeedsLookUp, runId, runUrl }) {
    return JSON.stringify([headSha, headNeedsLookUp, runId, runUrl]);
}
/**
 * One entry a pull request and token for the whole run, with its reads (the head, who the token
 * is) made once whatever view asks; a view (a comment's run before and after its head is known,
 * a pending turn's run) is that pull request seen from one run and head.
 */
function pullRequestHosts(github, log) {
    const identities = new Map();
    const pullRequests = new Map();
    const lists = checkRunLists();
    const identityOf = (token) => {
        const known = identities.get(token.value);
        if (known)
            return known;
        const asked = identityOnce(github.caller(token.value, { name: token.name, needs: token.needs ?? COMMENT_NEEDS }));
        identities.set(token.value, asked);
        return asked;
    };
    return (trigger, token) => {
        // A fork's own pull request run (not pull_request_target's) writes with a read-only token.
        const forkRun = trigger.fromFork && trigger.aboutHead === 'head' ? { forkRun: true } : {};
        const caller = (needs) => github.caller(token.value, { name: token.name, needs: token.needs ?? needs, ...forkRun });
        const key = pullRequestKey(trigger, token);
        const entry = pullRequests.get(key) ?? {
            readHead: headReadOnce(caller(HEAD_NEEDS), { ...trigger, pullNumber: trigger.pullNumber ?? 0 }),
            views: new Map(),
        };
        pullRequests.set(key, entry);
        const view = viewKey(trigger);
        const known = entry.views.get(view);
        if (known)
            return known;
        const identity = identityOf(token);
        const host = createGitHubHost({
            ...{ caller, trigger, log, identity, readHead: entry.readHead, checkRunLists: lists },
            pause: github.pause,
        });
        entry.views.set(view, host);
        return host;
    };
}
function gitHubCodeHost(deps) {
    const { github, log, env, clock, signal } = deps;
    const home = (0,output_text/* httpUrl */.q3)(env.GITHUB_SERVER_URL || 'https://github.com');
    const server = home?.host;
    const lookUp = deps.lookUp ??
        ((address, token, aborted) => lookUpPullRequest(github.caller(token, LOOKUP_TOKEN), address, aborted, clock));
    const event = (trigger) => ({
        name: trigger?.eventName ?? '',
        payload: readEventFile(env.GITHUB_EVENT_PATH),
    });
    return {
        warm: () => github.warm(),
        pause: github.pause,
        pullRequest: pullRequestHosts(github, log),
        addressOf: (link) => link?.host === 'github' &&
            link.owner &&
            link.repo &&
            link.number !== undefined &&
            (0,output_text/* httpUrl */.q3)(link.url)?.host === server
            ? { owner: link.owner, repo: link.repo, number: link.number }
            : undefined,
        lookUp,
        branchPullRequest: async (job, token, aborted, agent) => deps.lookUp || !home || token === ''
            ? { kind: 'none' }
            : agentsBranchPullRequest(github.caller(token, LOOKUP_TOKEN), { ...job, home, agent }, aborted, clock),
        describe: (link, token, aborted) => describePullRequest(log, link, { token, lookUp, env, signal: aborted }),
        mirror: async (token, at, pull, to) => deps.lookUp
            ? undefined
            : readMirror(log, github.caller(token, LOOKUP_TOKEN), at, pull, { signal, clock, server: env.GITHUB_SERVER_URL || undefined }, to),
        pendingPullRequests: (token, where, budget) => pendingPullRequests(github.caller(token, { name: 'report-token', needs: 'issues: read' }), where, budget),
        dispatchWorkflow: (token, where, inputs, budget) => dispatchWorkflow(github.caller(token, { name: 'report-token', needs: 'actions: write' }), where, inputs, budget),
        commentEvent: (trigger) => {
            const { name, payload } = event(trigger);
            return readCommentEvent(name, payload);
        },
        reviewEvent: (trigger) => {
            const { name, payload } = event(trigger);
            return readReviewEvent(name, payload, trigger?.serverUrl);
        },
        pullRequestFacts: (token, trigger, budget) => pullRequestFacts(github, token, trigger, budget),
    };
}

// EXTERNAL MODULE: ./src/service/client.ts + 1 modules
var client = __webpack_require__(8269);
// EXTERNAL MODULE: ./src/service/transport.ts
var transport = __webpack_require__(1838);
// EXTERNAL MODULE: ./src/pull-request/lease.ts
var lease = __webpack_require__(6013);
;// CONCATENATED MODULE: ./src/deps.ts
/** What run() depends on, with the runner's real ones as defaults (tests pass their own), and the step's two clients made from them. */









/**
 * GitHub asks a client to space its writes and to pause before it tries again, and the client
 * does, against GitHub.com and a GitHub Enterprise Server. A GitHub API on a loopback address is
 * no GitHub's (a runner never has one): a stand-in on this machine, such as the simulator, whose
 * faults are a test's. There writes go at once, plugin-retry tries again after 1 ms, 4 ms and 9 ms,
 * and the step's own pauses before asking again last a thousandth as long (the client's `pause`): the
 * same tries, in the same order. Read from GITHUB_API_URL, as the client's own address is.
 */
function pacingOf(env) {
    const base = (0,api_url/* gitHubApiUrl */.L)(env);
    if (typeof base === 'string' || !(0,api_url/* isLoopback */.U)(base))
        return {};
    return { writeSpacing: false, quickRetries: true };
}
/** The real dependencies on `io` (the runner's protocol, or the command line's): the system clock. */
function defaultDeps(io) {
    return {
        io,
        clock: common_clock/* systemClock */.ml,
        random: Math.random,
        signal: new AbortController().signal,
        env: process.env,
    };
}
/**
 * What the run's stages share (step/run-context.ts): the step's two clients, the service's and
 * GitHub's (one for every token) as the code host, built once; its deadline, `timeout` after `since`;
 * and the leases it will hold.
 */
function runContextOf(log, deps, config, run) {
    const { secrets, proxies, end, since, sent = { requests: 0 } } = run;
    // No debug line is even built when the log shows none.
    const debug = deps.io.isDebug() ? (message) => log.debug(message) : undefined;
    const sendOnce = (0,transport/* endingWith */["in"])(end, deps.httpSend ?? (0,transport/* createHttpSend */.DK)(deps.env, proxies));
    // Counted where they leave, so the `polls` output is every request, whatever stage made it.
    const send = (url, options) => {
        sent.requests++;
        return sendOnce(url, options);
    };
    const service = (0,client/* createService */.sR)({ ...config, secrets }, send, debug, deps.clock);
    const { env, clock, random, signal } = deps;
    return {
        ...{ log, env, clock, random, signal, service, codeHost: codeHostOf(log, deps, secrets, end) },
        serviceRequests: () => sent.requests,
        deadline: since + config.timeoutMs,
        requestTimeoutMs: deps.requestTimeoutMs ?? common_budget/* REQUEST_TIMEOUT_MS */.j2,
        leases: (0,lease/* createLeaseBook */.of)(),
    };
}
/** GitHub as the code host, on the step's one GitHub client: all a run that never reaches the service needs. */
function codeHostOf(log, deps, secrets, end) {
    if (deps.host)
        return deps.host.codeHost({ log, secrets, end, send: (0,transport/* endingWith */["in"])(end, deps.httpSend ?? (0,transport/* createHttpSend */.DK)(deps.env)) });
    const { clock, env, gitHubFetch: fetch } = deps;
    const pacing = deps.pacing ?? pacingOf(env);
    const github = createGitHubClient({ clock, env, fetch, end, cancelled: deps.signal, secrets, ...pacing });
    const lookUp = deps.lookUpPullRequest ? { lookUp: deps.lookUpPullRequest } : {};
    return gitHubCodeHost({ github, log, env: deps.env, clock: deps.clock, signal: deps.signal, ...lookUp });
}
/**
 * The step's `polls` output, on every ending (a wait, a push with nothing new, a cut-short read, an
 * error): how many requests it sent the service, as `sent` counts them where they leave.
 */
/** The io with our prose in the run's host's words (GitLab's), after the surface's own. */
function withHostProse(io, prose) {
    if (prose === undefined)
        return io;
    const worded = Object.create(io);
    worded.words = (text) => prose(io.words ? io.words(text) : text);
    return worded;
}

// EXTERNAL MODULE: ./src/pull-request/code-host.ts
var code_host = __webpack_require__(8965);
// EXTERNAL MODULE: ./src/pull-request/plan.ts
var plan = __webpack_require__(108);
// EXTERNAL MODULE: ./src/inputs/inputs.ts
var inputs_inputs = __webpack_require__(8028);
// EXTERNAL MODULE: ./src/inputs/event-fit.ts
var event_fit = __webpack_require__(7903);
;// CONCATENATED MODULE: ./src/inputs/read-config.ts


/** Every problem at once (the inputs', those of `sweep` or `wait` on this event, the proxy variables'), or the config. */
function readConfig(log, getInput, proxies, trigger) {
    const misfit = (0,event_fit/* eventMisfit */.t8)(getInput, trigger);
    const more = [...(misfit === undefined ? [] : [misfit]), ...proxies.problems];
    let parsed;
    try {
        parsed = (0,inputs_inputs/* readInputs */.Ko)(getInput);
    }
    catch (error) {
        if (!(error instanceof inputs_inputs/* InputError */.dz))
            throw error;
        // The warnings first, then the error: a bare `timeout: 5` beside a missing input is fixed in one go too.
        sayWarnings(log, error.warnings);
        throw new inputs_inputs/* InputError */.dz([...error.problems, ...more]);
    }
    sayWarnings(log, parsed.warnings);
    if (more.length > 0)
        throw new inputs_inputs/* InputError */.dz(more);
    const idle = (0,event_fit/* pullRequestInputsIdle */.SE)(getInput, trigger);
    if (idle !== undefined)
        log.warning(idle, 'inputs');
    for (const note of parsed.notes)
        log.debug(note);
    return parsed.config;
}
/** Each warning begins with the input it is about, which titles its annotation. */
function sayWarnings(log, warnings) {
    for (const warning of warnings)
        log.warning(warning, /^'([a-z-]+)'/.exec(warning)?.[1] ?? 'inputs');
}

// EXTERNAL MODULE: ./src/inputs/proxy.ts
var proxy = __webpack_require__(3553);
// EXTERNAL MODULE: ./src/inputs/secrets.ts
var inputs_secrets = __webpack_require__(3332);
// EXTERNAL MODULE: ./src/output/log.ts
var output_log = __webpack_require__(5823);
// EXTERNAL MODULE: ./src/report/publish.ts
var publish = __webpack_require__(4617);
// EXTERNAL MODULE: ./src/step/act-on-decision.ts
var act_on_decision = __webpack_require__(6193);
// EXTERNAL MODULE: ./src/pull-request/docs-need.ts
var docs_need = __webpack_require__(7761);
// EXTERNAL MODULE: ./src/pull-request/paths.ts
var paths = __webpack_require__(9899);
// EXTERNAL MODULE: ./src/pull-request/documents.ts
var documents = __webpack_require__(3697);
// EXTERNAL MODULE: ./src/report/report.ts
var report = __webpack_require__(8850);
;// CONCATENATED MODULE: ./src/step/without-secrets.ts
/**
 * A fork's or Dependabot's pull request run: without the repository's secrets (or, on a fork's
 * `pull_request_target`, never to spend them on a fork's changes) it ends with its reason, before
 * the other inputs are read and without reaching the service. Its head still gets the `check-name`
 * check run, concluded `skipped`, which a required check passes on, saying why and how a person
 * with write access asks for docs; where the head already has one (a maintainer's `/docs` started
 * the job there), it is left as it is.
 */












/**
 * The config, or the run's ending before it: without secrets to use (the head's check run written
 * `skipped`), or with inputs that stop the step (published, and the head's check run `failure`).
 */
async function configOrEnd(deps, trigger, read) {
    const noSecrets = await endIfWithoutSecrets(deps, trigger);
    if (noSecrets)
        return noSecrets;
    try {
        return read();
    }
    catch (error) {
        if (!(error instanceof inputs_inputs/* InputError */.dz))
            throw error;
        await (0,publish/* publishError */.Aq)(deps.log, error, { started: false, jobIds: [] });
        await writeInvalidInputCheck(deps, trigger, error.problems);
        return 'error';
    }
}
/** The run's ending when it has no secrets to use, with the head's check run written; undefined when it has. */
async function endIfWithoutSecrets(deps, trigger) {
    const inputs = (0,inputs_inputs/* readSkippedCheckInputs */.K0)(deps.getInput);
    const ending = (0,docs_need/* withoutSecrets */.cT)(trigger, () => deps.getInput('api-key').trim() !== '', inputs.command);
    if (!ending || !trigger)
        return undefined;
    const outcome = await (0,act_on_decision/* endNothingToDo */.xt)(deps.log, ending, plan/* NO_SURFACES */.vI);
    if (inputs.checkName === '')
        return outcome;
    if (inputs.problems.length > 0 || inputs.reportToken === '') {
        const why = inputs.problems[0] ?? "'report-token' is empty.";
        deps.log.warning((0,output_text/* msg */.ab) `No '${inputs.checkName}' check run is written: ${why}`);
        return outcome;
    }
    await writeSkippedCheckRun(deps, trigger, ending, inputs);
    return outcome;
}
/**
 * The head's check run `skipped`, where the head has none of the name, and on every push (the
 * first attempt of its run) where no job's check run is on it: a head pushed again (a fork's
 * force-push back to a commit it had before, which `[skip ci]` keeps from any `pull_request` run)
 * is dated by its own check run, which a later `/docs` reads (src/step/first-job.ts). A refusal is
 * one line.
 */
async function writeSkippedCheckRun(deps, trigger, ending, inputs) {
    const { log, clock } = deps;
    const budget = (0,common_budget/* budgetFor */.vO)(clock, common_budget/* BUDGET_MS */.V_.skippedCheck, { signals: [deps.signal] });
    const host = (0,code_host/* reportHostOf */.gl)(deps.codeHost(), inputs.reportToken, trigger);
    const name = inputs.checkName;
    const sha = await host.head(budget);
    const listed = await host.checkRuns(sha, name, budget);
    if (!listed.ok)
        return said(log, name, listed.cause, (0,pull_request_host/* refusedForGood */.FD)(listed, [403]));
    const pull = trigger.pullRequest;
    // A job's check run begun after this push (or when it is not known when it was pushed): a
    // maintainer's /docs took this head over since; one begun before, the head is pushed again.
    const pushedAt = pull?.updatedAt ?? Number.NaN;
    if (listed.value.some((check) => check.externalId && !((check.startedAt ?? Number.NaN) < pushedAt))) {
        log.info((0,output_text/* msg */.ab) `The head already has a '${name}' check run (a maintainer's /docs took it over): it is left as it is.`);
        return;
    }
    // A push's first attempt dates it with a check run of its own, though the head had one (pushed again).
    if (listed.value.length > 0 && !(pull?.pushed === true && trigger.attempt === 1)) {
        log.info((0,output_text/* msg */.ab) `The head already has its '${name}' check run (skipped): it is left as it is.`);
        return;
    }
    // Check runs belong to a commit: on a head a pull request of this repository's own branches
    // shares, the ones there may be that pull request's (its required check reads the newest), so
    // none is written over them. A fork's pull request sharing it is no reason to leave: anyone may
    // open one, and the push must still be dated (a head pushed again).
    if (listed.value.length > 0 && sha !== undefined) {
        const here = `${trigger.owner}/${trigger.repo}`.toLowerCase();
        const sharing = await host.pullRequestsAt(sha, budget);
        if (!sharing.ok) {
            log.warning((0,output_text/* msg */.ab) `The head already has a '${name}' check run, and which pull requests share this commit could not be read (${sharing.cause}): it is left as it is, so this push is not dated by a check run of its own. Re-run this run to write it.`);
            return;
        }
        const others = sharing.value.filter((other) => other.number !== trigger.pullNumber && other.headRepository?.toLowerCase() === here);
        if (others.length > 0) {
            log.info((0,output_text/* msg */.ab) `The head already has a '${name}' check run, and pull request #${others.map((o) => o.number).join(', #')} of this repository has this commit as its head too: the check run may be that one's, so it is left as it is.`);
            return;
        }
    }
    const { outcome, heading, why, next } = ending;
    const doc = { ...(0,report/* nothingSentReport */.o8)(outcome, heading, why, next).summary };
    const { check } = (0,documents/* endingWrite */.Xt)(log, { doc, conclusion: 'skipped' }, { comment: 0, check: host.textLimit });
    const written = await host.createCheckRun(name, sha, check, budget);
    // No answer, or a 5xx: GitHub may have made it; it is not made again (the next push's head gets its own).
    if (!written.ok && (0,pull_request_host/* unanswered */.bj)(written))
        return log.info((0,output_text/* msg */.ab) `The head's '${name}' check run may or may not have been written (${written.cause}).`);
    if (!written.ok)
        return said(log, name, written.cause, (0,pull_request_host/* refusedForGood */.FD)(written, [403]));
    log.info((0,output_text/* msg */.ab) `The head's '${name}' check run is skipped, which a required check passes on.`);
    // Written by this step: a later step may link it, as any run's check run.
    if (written.value.url)
        log.output('check-run-url', written.value.url);
}
/**
 * Inputs that stop the step on a pull request event (a secret not set, most often on a first run):
 * the head's `check-name` check run, where it has none yet (read twice), ends `failure` with the
 * problems, so a required check says what to fix rather than waiting for a status no run writes.
 * One the head has (a job's) is left as it is; a draft or a pull request labelled `skip-label`
 * gets none.
 */
async function writeInvalidInputCheck(deps, trigger, problems) {
    const pull = trigger?.pullRequest;
    if (!trigger || !pull || pull.state === 'closed')
        return;
    const inputs = (0,inputs_inputs/* readSkippedCheckInputs */.K0)(deps.getInput);
    if (inputs.checkName === '' || inputs.problems.length > 0 || inputs.reportToken === '')
        return;
    const { log, clock } = deps;
    const name = inputs.checkName;
    const budget = (0,common_budget/* budgetFor */.vO)(clock, common_budget/* BUDGET_MS */.V_.skippedCheck, { signals: [deps.signal] });
    const host = (0,code_host/* reportHostOf */.gl)(deps.codeHost(), inputs.reportToken, trigger);
    // A pull request that needs no docs (a draft, the skip-label, the agent's own, no file within
    // 'paths') is no job's to block, whatever the other inputs say; one whose need is unread is.
    if (await needsNoDocs(deps, trigger, host, budget))
        return;
    const sha = await host.head(budget);
    let listed = await host.checkRuns(sha, name, budget);
    // An empty list is "none" only when read twice: a page GitHub served empty would put a failure over a job's.
    if (listed.ok && listed.value.length === 0)
        listed = await host.checkRuns(sha, name, budget, true);
    if (!listed.ok || sha === undefined)
        return;
    if (listed.value.length > 0)
        return log.info((0,output_text/* msg */.ab) `The head already has a '${name}' check run: it is left as it is.`);
    const { check } = (0,documents/* endingWrite */.Xt)(log, { doc: (0,publish/* invalidInputDoc */.Yk)(problems), conclusion: 'failure' }, { comment: 0, check: host.textLimit });
    const written = await host.createCheckRun(name, sha, check, budget);
    if (!written.ok)
        return said(log, name, written.cause, (0,pull_request_host/* refusedForGood */.FD)(written, [403]));
    log.info((0,output_text/* msg */.ab) `The head's '${name}' check run fails with the inputs' problems, so a required check says what to fix.`);
    if (written.value.url)
        log.output('check-run-url', written.value.url);
}
/** Whether the pull request needs no docs, as its run would decide with these inputs; a draft's too when they cannot be read. */
async function needsNoDocs(deps, trigger, host, budget) {
    const pull = trigger.pullRequest;
    if (!pull)
        return false;
    const need = (0,inputs_inputs/* readDocsNeedInputs */.h5)(deps.getInput);
    if (need.problems.length > 0)
        return pull.draft;
    if ((0,docs_need/* pullRequestNeedsNothing */.jl)(pull, need.docsNeed))
        return true;
    if (need.docsNeed.paths.length === 0)
        return false;
    return (await (0,paths.decidePaths)(host, trigger, need.docsNeed.paths, budget)).kind === 'none-match';
}
function said(log, name, cause, readOnly) {
    if (readOnly)
        log.info((0,output_text/* msg */.ab) `The '${name}' check run could not be written: this run's token is read-only (HTTP 403), as a fork's pull_request run's is. The recipe's fork job, on pull_request_target, writes it (docs/pull-request.md).`);
    else
        log.warning((0,output_text/* msg */.ab) `The '${name}' check run could not be written (${cause}); a required '${name}' check waits for the pull request's next run.`);
}

// EXTERNAL MODULE: ./src/step/finish-turn.ts + 1 modules
var finish_turn = __webpack_require__(1095);
// EXTERNAL MODULE: ./src/step/finish-dispatch.ts
var finish_dispatch = __webpack_require__(4882);
// EXTERNAL MODULE: ./src/step/review-comment.ts
var review_comment = __webpack_require__(8800);
// EXTERNAL MODULE: ./src/pull-request/rerun.ts
var rerun = __webpack_require__(7093);
// EXTERNAL MODULE: ./src/inputs/duration.ts
var duration = __webpack_require__(1601);
// EXTERNAL MODULE: ./src/common/agent-job.ts
var agent_job = __webpack_require__(7522);
// EXTERNAL MODULE: ./src/service/job-view.ts
var job_view = __webpack_require__(2528);
// EXTERNAL MODULE: ./src/report/summary.ts + 1 modules
var summary = __webpack_require__(7148);
// EXTERNAL MODULE: ./src/report/verdict.ts
var verdict = __webpack_require__(687);
// EXTERNAL MODULE: ./src/service/round-trip.ts + 1 modules
var round_trip = __webpack_require__(422);
// EXTERNAL MODULE: ./src/common/outcome.ts
var outcome = __webpack_require__(4793);
;// CONCATENATED MODULE: ./src/step/let-go.ts
/**
 * `wait: sweep`: the step starts the job (or sends the follow-up, or queues it while the job is
 * busy), leaves the check run in progress and the comment "working on it" with a pending record,
 * puts the pull request in the index of pending jobs, and ends in seconds. A sweep (or the pull
 * request's next run) finishes the report as this step would have, from that record.
 */


/** What a queued step's own event was: its `/docs` comment, or its review. */
const queuedFrom = ({ command }) => command === undefined ? {} : command.review ? { review: command.id } : { comment: command.id };
/** What a sweep needs to finish this step as it would have: its name, check run, deadline and dispatch. */
function pendingOf(step, queued) {
    const { trigger, config } = step;
    const name = trigger?.step ?? { workflow: '', job: '', step: '' };
    // The check run is on the head the job was told (a command's run looked it up), else the event's.
    const sha = step.record.head ?? (trigger?.headNeedsLookUp ? undefined : trigger?.headSha);
    const leftMs = Math.max(0, step.deadline - step.clock.now());
    return {
        until: Math.round(step.clock.date() + leftMs),
        check: config.visibility.checkName,
        ...(sha === undefined ? {} : { sha }),
        workflow: name.workflow,
        job: name.job,
        step: name.step,
        ...(config.onFinishDispatch === ''
            ? {}
            : { dispatch: config.onFinishDispatch, ...(trigger?.defaultBranch ? { ref: trigger.defaultBranch } : {}) }),
        ...(queued ? { queued: true, ...queuedFrom(step) } : {}),
        // The turn of what this run sent first ends before this one is sent: its dispatch is owed then.
        ...(queued && step.history.sentEarlier && config.onFinishDispatch !== '' ? { dispatchOwed: true } : {}),
        ...(config.followUp ? { command: config.followUp.command, permission: config.followUp.permission } : {}),
        failOn: [...config.failOn],
        ...(config.requirePr ? { requirePr: true } : {}),
        ...(config.visibility.docsPrComment ? { docsPr: true } : {}),
        timeout: config.timeoutMs,
        skipLabel: config.docsNeed.skipLabel,
        onPush: config.docsNeed.onPush,
        onClose: config.docsNeed.onClose,
        agent: config.docsNeed.agentLogin,
        project: config.projectId,
    };
}
/**
 * The record of a follow-up queued while the job was busy: nothing was sent, so it carries no
 * digest or turn (a re-run sends again), only the job and what the sweep needs.
 */
function queuedRecord(step) {
    const { run, attempt, step: key } = step.record;
    const jobs = [step.work.jobId];
    return {
        run,
        attempt,
        kind: 'wait',
        jobs,
        ...(key === undefined ? {} : { step: key }),
        pending: pendingOf(step, true),
    };
}
/**
 * Writes the pending record and the label, then reports: the outputs and the summary, never the
 * check run's ending. `not recorded`: the record could not be written, so no sweep could finish
 * the job; the step goes on as `wait: true` would.
 */
async function letGo(step, ending, queued, cancelled = false) {
    const { config, log, history } = step;
    const jobs = [{ id: ending.id, ...(ending.view ? { status: ending.view.status } : {}) }];
    // A follow-up whose answer still read the job final: a sweep soon after may read that status too.
    const sentAsFinal = step.work.plan.kind === 'message' && ending.view !== undefined && (0,agent_job/* isFinal */.dR)(ending.view.status);
    const pending = { ...pendingOf(step, false), ...(sentAsFinal ? { sentAsFinal: true } : {}) };
    const record = queued ? queuedRecord(step) : { ...step.record, pending };
    const progress = {
        phase: 'waiting',
        jobs,
        ...(step.work.plan.kind === 'message' ? { followUp: true } : {}),
        ...(queued ? { queued: true } : {}),
    };
    if (!(await step.surfaces.hold(record, progress))) {
        log.warning((0,output_text/* msg */.ab) `The record a sweep finishes job ${ending.id} from was not written on the pull request (the comment or the check run '${config.visibility.checkName}': GitHub failed or refused the write, or another run held the pull request's lease, a 🎉 on the comment, all the while; the log says which, and a 🎉 a killed run left frees itself within 10 minutes), so this run does not let the runner go: it ${queued ? 'sends the follow-up when the job is not busy, and ' : ''}waits for the job, as 'wait: true' does.`);
        // No sweep will finish this turn, so none sends its dispatch: the step does, once it has waited.
        if (config.onFinishDispatch !== '')
            history.dispatchesItself = true;
        return 'not recorded';
    }
    step.record = record;
    // A cancelled wait is judged as the cancel it is; only its surfaces are left to the sweep.
    if (!cancelled)
        history.notWaiting = true;
    history.letGo = { check: config.visibility.checkName, ...(queued ? { queued } : {}) };
    log.info(cancelled
        ? (0,output_text/* msg */.ab) `Cancelled while job ${ending.id} works: nothing runs again for this event, so its turn is left pending, and a sweep (or this pull request's next run) finishes the check run '${config.visibility.checkName}' and the comment when the job ends.`
        : queued
            ? (0,output_text/* msg */.ab) `${step.work.finishingElsewhere ? (0,output_text/* msg */.ab) `Another run is finishing job ${ending.id}` : ending.view ? (0,output_text/* msg */.ab) `Job ${ending.id} is busy` : (0,output_text/* msg */.ab) `Job ${ending.id} may be busy`}, so nothing is sent now: a sweep (or this pull request's next run) sends this follow-up once it is not, and finishes the check run '${config.visibility.checkName}'.`
            : (0,output_text/* msg */.ab) `The runner is let go ('wait: sweep'): a sweep (or this pull request's next run) finishes the check run '${config.visibility.checkName}' and the comment when job ${ending.id} ends.`);
    return step.finish([ending], { waitedMs: ending.result.waitedMs, polls: ending.result.polls });
}
/**
 * A wait on one job cancelled where nothing runs again for the event (GitLab's merge request
 * pipeline): the turn is left pending, as a let-go step leaves it, so the next run of any kind
 * finishes its comment and check run once the job ends, rather than leaving "cancelled" for good.
 * Undefined when the step ends as it would have (a cancel elsewhere, or no record written).
 */
async function leaveCancelledTurn(step, endings) {
    const [only] = endings;
    const pendingKept = step.trigger?.pullRequest?.noRetryingEvent === true && step.trigger.finishesLetGo === true;
    if (!pendingKept || endings.length !== 1 || only?.result.outcome !== 'cancelled')
        return undefined;
    const left = await letGo(step, only, false, true);
    return left === 'not recorded' ? undefined : left;
}

// EXTERNAL MODULE: ./src/service/answers.ts + 1 modules
var answers = __webpack_require__(9557);
;// CONCATENATED MODULE: ./src/step/send-or-resume.ts
/**
 * The step's first stage: on a re-run, resume what an earlier attempt sent; else start the job
 * or send the message (the round trip's policy decides when a POST may go again). It ends the step
 * when there is nothing to wait for, and otherwise says what to wait for.
 */

















/** After a follow-up, a final status read before the job turns active counts after this many intervals. */
const FOLLOW_UP_GRACE_INTERVALS = 3;
/** What the comment and the check run show while the step waits; a follow-up is labelled as one. */
const waiting = (step, jobs) => ({
    phase: 'waiting',
    jobs,
    ...(step.work.plan.kind === 'message' ? { followUp: true } : {}),
});
/** The comment and check run follow each job's status, and show its docs pull request as soon as it has one. */
function followStatuses(step, ids) {
    const jobs = ids.map((id) => ({ id }));
    return (id, status, prLink) => {
        const job = jobs.find((candidate) => candidate.id === id);
        const pr = (0,pr_link/* parsePullRequestLink */.m0)(prLink);
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
    // With no comment and no check run, nobody is told the statuses: no progress is even built; nor
    // while reporting an earlier turn's ended job, whose own check run takes the report.
    const quiet = step.surfaces === plan/* NO_SURFACES */.vI || step.history.reportsUnrecordedTurn === true;
    const follow = quiet ? {} : { onStatus: followStatuses(step, ids) };
    return { ids, since: step.since, deadline: step.deadline, ...follow, ...grace };
}
/** Waits for the jobs an earlier attempt sent; with `wait: false`, hands the id on at once. */
async function resume(step, kind, text, earlier) {
    const { history, config, work } = step;
    const [id = ''] = earlier.jobs;
    history.resumed = {
        attempt: earlier.attempt,
        kind,
        ...(config.wait ? {} : { handedOn: true }),
        ...(earlier.unfinished ? { unfinished: true } : {}),
    };
    history.sent = { kind, text };
    step.log.info((0,summary/* resumedLine */.e)(id, history.resumed));
    step.record = { ...step.record, jobs: earlier.jobs, ...earlier.kept };
    const busy = work.letGo ? await stillBusy(step, id) : undefined;
    if (busy) {
        const letGone = await letGo(step, busy, false);
        if (letGone !== 'not recorded')
            return letGone;
    }
    if (!config.wait) {
        history.notWaiting = true;
        // The job as one read shows it now, for `status` and every output drawn from it.
        const fetched = await readOnce(step, id);
        const read = fetched.kind === 'job' ? { job: fetched.job, body: fetched.body } : {};
        const waitedMs = step.clock.now() - step.since;
        // A job the service no longer has is not handed on as if it were there.
        const ending = fetched.kind === 'not-found'
            ? {
                id,
                result: {
                    outcome: 'not-found',
                    polls: 1,
                    waitedMs,
                    fault: (0,output_text/* msg */.ab) `${(0,output_text/* quoted */.TL)(fetched.message, client/* SERVICE_WORDS_CAP */.fL)}`,
                },
            }
            : busyEnding(id, read, 1, waitedMs);
        return step.finish([ending], { waitedMs, polls: 1 });
    }
    void step.surfaces.begin(step.record, waiting(step, earlier.jobs.map((j) => ({ id: j }))));
    // A turn whose job's ending was recorded (a sweep finished it) had its message answered: no grace
    // for it. One cancelled or timed out may have read a status from before the message: graced.
    return { plan: waitFor(step, earlier.jobs, kind === 'message' && earlier.answered !== true), requests: 0 };
}
/**
 * A follow-up from a pull request comment or a push waits while the job is not finished (`active`,
 * or a status the service added: its start, or an earlier message), so each message reaches a job that is free to take it; past the deadline nothing is sent.
 * A status that could not be read (a 5xx, a reset, a time-out, an answer that is not a job) is no
 * news: only a read that says the job finished lets the message go. An answer that will not
 * change (the job is not found, the key refused) lets the send say so itself.
 */
async function untilNotActive(step) {
    const { config, work, clock, signal } = step;
    let told = false;
    // The fault the last read met, said when it starts or changes, and named if the time runs out on it.
    let fault;
    // Since when another run has held the reviews' lock, while the job was free.
    let lockedSince;
    while (!signal.aborted && clock.now() < step.deadline) {
        const timeoutMs = Math.min(step.requestTimeoutMs, step.deadline - clock.now());
        const fetched = await step.service.getJob(work.jobId, { timeoutMs, signal });
        // The step's own time ran out on the read: no new fault to say, and no status that lets the message go.
        if (fetched.kind === 'transient' && (0,answers/* cutShortByDeadline */.mL)(fetched, timeoutMs, step.requestTimeoutMs)) {
            fault ??= fetched.cause;
            break;
        }
        const unknown = fetched.kind === 'transient' || fetched.kind === 'rejected';
        // Any status but a final one is a job not finished (the spec's rule; the service may add new ones).
        const busy = fetched.kind === 'job' && !(0,agent_job/* isFinal */.dR)(fetched.job.status);
        // An earlier command its run left unanswered goes first; then the job is busy with it.
        const next = busy || unknown ? undefined : await takeEarlier(step);
        if (next === 'sent')
            continue;
        if (next?.kind === 'refused')
            return tokenRefused(next.cause);
        const queued = next !== undefined && next.kind !== 'none';
        if (!busy && !unknown && !queued)
            return undefined;
        // A holder holds the lock for seconds: one held past LOCK_HELD_MS leaves this review, unanswered, to the next run.
        lockedSince = next?.kind === 'wait' && next.lockBusy ? (lockedSince ?? clock.now()) : undefined;
        if (lockedSince !== undefined && clock.now() - lockedSince >= review_comment/* LOCK_HELD_MS */.DH)
            return { ...LOCK_BUSY, notActed: true, requests: 0 };
        const newFault = unknown && (fault === undefined || (0,output_text/* fullText */.DU)(fault) !== (0,output_text/* fullText */.DU)(fetched.cause));
        fault = unknown ? fetched.cause : undefined;
        if (newFault)
            step.log.info((0,output_text/* msg */.ab) `The status of job ${work.jobId} could not be read (${fetched.cause}); the follow-up is sent once a read says the job finished.`);
        else if (!told && !unknown)
            step.log.info(busy
                ? fetched.job.status === 'active'
                    ? (0,output_text/* msg */.ab) `Job ${work.jobId} is active; the follow-up is sent once it is not.`
                    : (0,output_text/* msg */.ab) `Job ${work.jobId} reads ${(0,output_text/* quoted */.TL)(fetched.job.status, 40)}, a status the service does not document: it is taken as not finished, and the follow-up is sent once it is.`
                : "An earlier command or review on this pull request may still be on its way, or another run holds the reviews' lock (or GitHub could not tell); this one is sent after it.");
        told ||= !unknown;
        await clock.sleep(Math.min(config.pollIntervalMs, Math.max(0, step.deadline - clock.now())), signal);
    }
    return fault !== undefined && !signal.aborted ? unreadUntilTimeout(step, fault) : undefined;
}
/** The time ran out while no read said the job had finished: its status could not be read, so nothing was sent. */
function unreadUntilTimeout(step, fault) {
    return {
        outcome: 'timed-out',
        headline: 'message not sent',
        why: (0,output_text/* msg */.ab) `The step's 'timeout' (${(0,duration/* formatDuration */.a3)(step.config.timeoutMs)}) ran out while the status of job ${step.work.jobId} could not be read (${fault}), so nothing was sent: a follow-up waits for a read that says the job finished. The job's state is unknown.`,
        next: "Check that the service answers (its status page, a proxy between), then run the workflow again; or raise 'timeout'.",
        notActed: true,
        requests: 0,
    };
}
/** GitHub refused the report-token reading the earlier commands: nothing is sent, so nothing unrecorded. */
function tokenRefused(cause) {
    return {
        outcome: 'error',
        headline: 'the report-token was refused',
        why: (0,output_text/* msg */.ab) `GitHub refused the report-token (${cause}) while this run read the pull request's earlier commands, so nothing was sent: a message it could not record would be sent again.`,
        next: 'Give the step a valid report-token (an expired app token: make a new one; or ${{ github.token }}), then run the workflow again or write the command again.',
        notActed: true,
        requests: 0,
    };
}
/** One read of a job, within the step's deadline. */
function readOnce(step, jobId) {
    const timeoutMs = Math.max(1, Math.min(step.requestTimeoutMs, step.deadline - step.clock.now()));
    return step.service.getJob(jobId, { timeoutMs, signal: step.signal });
}
/**
 * `wait: sweep`: one read of the job. Busy (not finished, or a status that could not be read): the
 * follow-up is queued for the sweep, never sent to a job that may be working.
 */
async function busyNow(step, jobId = step.work.jobId) {
    const fetched = await readOnce(step, jobId);
    if (fetched.kind === 'job')
        return (0,agent_job/* isFinal */.dR)(fetched.job.status) ? undefined : { job: fetched.job, body: fetched.body };
    if (fetched.kind !== 'transient' && fetched.kind !== 'rejected')
        return undefined;
    step.log.info((0,output_text/* msg */.ab) `The status of job ${jobId} could not be read (${fetched.cause}): it may be working.`);
    return {};
}
/** The let-go ending of a busy job: the job as its read showed it, for `job` and every output drawn from it. */
function busyEnding(id, busy, polls, waitedMs) {
    const result = { outcome: 'final', polls, waitedMs };
    if (!busy.job)
        return { id, result };
    const body = busy.body === undefined ? {} : { body: busy.body };
    return { id, result: { ...result, job: busy.job, ...body }, view: (0,job_view/* viewJob */.t)(busy.job) };
}
/** One read of the job a re-run would resume: it ended with a status that fails the step (`fail-on`). */
async function failedSince(step, jobId) {
    const fetched = await readOnce(step, jobId);
    return fetched.kind === 'job' && (0,agent_job/* isFinal */.dR)(fetched.job.status) && step.config.failOn.has(fetched.job.status);
}
/**
 * A re-run of a step that let go, or a run that reports a turn that recorded no ending: a job still
 * busy is let go again; one that ended (a sweep or the pull request's run may have finished it
 * already) is reported at once, as a wait would.
 */
async function stillBusy(step, id) {
    const busy = await busyNow(step, id);
    const who = step.history.reportsUnrecordedTurn ? 'this run' : 'this re-run';
    if (!busy)
        step.log.info((0,output_text/* msg */.ab) `Job ${id} is no longer active: ${who} reports how it ended instead of letting go.`);
    if (!busy)
        owesDispatch(step);
    if (!busy)
        return undefined;
    return busyEnding(id, busy, 0, 0);
}
/** What to do about a command, a review or a push's news the service certainly did not take: nothing, as the next run sends it. */
function staysOwed(step, posted) {
    // A refused token ('error') sends nothing until someone fixes it: its own next steps say what to do.
    if (step.trigger?.pullNumber === undefined || !(0,outcome/* notTaken */.h4)(posted) || posted.outcome === 'error')
        return undefined;
    const asked = step.command !== undefined;
    // With a prompt (one workflow for the pull request's life), a message no one asked for is the push's news.
    if (!asked && step.config.work.plan.kind !== 'start')
        return undefined;
    const owed = asked
        ? (0,output_text/* msg */.ab) `It stays owed: the pull request's next run ${command/* NEXT_RUNS */.TE} sends it, once, so there is no need to write it again.`
        : (0,output_text/* msg */.ab) `The push's news stays owed: the pull request's next run ${command/* NEXT_RUNS */.TE} tells the job, once.`;
    return posted.next ? (0,output_text/* msg */.ab) `${posted.next} ${owed}` : owed;
}
/** A start or message that did not go through ends the step; a start that may have made a job says so in its record. */
function endFailedPost(step, kind, posted, waitedMs) {
    // What the service certainly did not take stays owed (follow-up-command.ts, decide.ts): every surface says so.
    const owed = kind === 'message' ? staysOwed(step, posted) : undefined;
    step.history.postFailure = owed ? { ...posted, next: owed } : posted;
    // The next run must not take "no job recorded" for "no job": this start may have made one.
    if (kind === 'prompt' && (0,outcome/* mayHaveBeenTaken */.XJ)(posted))
        step.surfaces.finishAs({ ...step.record, unanswered: true });
    const polls = posted.requests ?? 1;
    const result = { outcome: 'final', polls, waitedMs };
    return step.finish([{ id: posted.jobId ?? step.work.jobId, result }], { waitedMs, polls });
}
/**
 * A re-run that reports an ended job whose turn its earlier attempt never finished (killed while it
 * waited, or let go and no sweep came yet), or a run that reports a let-go step's turn that waited
 * itself and recorded no ending, finishes that turn: no other run sends its dispatch.
 */
function owesDispatch(step) {
    const { history, config } = step;
    if (config.onFinishDispatch === '')
        return;
    if (history.reportsUnrecordedTurn && !history.resumed)
        history.dispatchesItself = true;
    if (!history.resumed?.unfinished)
        return;
    history.dispatchesItself = true;
    step.log.info((0,output_text/* msg */.ab) `Attempt ${history.resumed.attempt} never finished its turn, so this re-run sends ${config.onFinishDispatch} once it has reported.`);
}
/** The job is busy: the step ends queued, and the command's claim is let go (so the sweep can take it). */
async function queue(step, busy) {
    const ending = busyEnding(step.work.jobId, busy, 1, step.clock.now() - step.since);
    const queued = await letGo(step, ending, true);
    if (queued !== 'not recorded')
        await step.command?.release();
    return queued;
}
const roundTripDepsOf = (step) => ({
    log: step.log,
    clock: step.clock,
    random: step.random,
    signal: step.signal,
    requestTimeoutMs: step.requestTimeoutMs,
});
/**
 * The earlier commands or reviews no run answered, before this run's own: the first that goes is
 * sent now (refused ones are answered on the way). True when one was sent, or one is on its way:
 * this run's own then waits its turn.
 */
async function earlierFirst(step) {
    const next = await takeEarlier(step);
    if (next === 'sent')
        step.history.sentEarlier = true;
    return next === 'sent' || next?.kind === 'wait' || next?.kind === 'refused';
}
/**
 * The earlier commands or reviews no run answered, oldest first, each taken over in turn: `sent`
 * once one is sent; one refused or edited is answered on the way and the next is looked at at
 * once; one whose author's permission is unread is left to the next run. Else what stands before
 * this run's own now, as read (one claimed by another run waits for the next look).
 */
async function takeEarlier(step) {
    const looked = new Set();
    let next;
    for (let look = 0; look < MAX_EARLIER_LOOKS && !step.signal.aborted; look++) {
        next = await step.command?.nextEarlier();
        if (next?.kind !== 'take' || looked.has(next.command.id))
            return next;
        looked.add(next.command.id);
        if (await step.command?.takeOver(next, (message) => sendEarlier(step, message)))
            return 'sent';
    }
    return next;
}
/** At most this many earlier ones are looked at at once (each refused one is answered). */
const MAX_EARLIER_LOOKS = 20;
/** An earlier command's message, sent to the same job before this run's own: true, or why not. */
async function sendEarlier(step, message) {
    const work = { plan: { kind: 'message', message }, jobId: step.work.jobId };
    const posted = await (0,round_trip/* startOrSend */.W)(roundTripDepsOf(step), step.config, work, step.service, step.deadline);
    return 'view' in posted || posted;
}
/** Another run held the reviews' lock all the while this run could wait: the review stays unanswered for the next run. */
const LOCK_BUSY = {
    outcome: 'skipped',
    headline: 'the reviews are being sent by another run',
    why: "Another run of this workflow held the pull request's reviews' lock (🎉 on the action's comment) all the while this run waited (30 s): this review is not sent now and stays unanswered, so the pull request's next run (or the review's re-run) sends it. A lock whose run died is taken over once the Actions API lists no other run in progress, or after 10 minutes.",
};
/**
 * GitHub limited the rate of the comment that records a start: no write could name a job started
 * now for the limit's wait, and the next run, not knowing it, would start another. None is started.
 */
const START_UNRECORDED = {
    outcome: 'error',
    headline: 'no job started: its record could not be written',
    why: "GitHub limited the rate of the writes of the pull request comment that records the start (this run's warning says for how long), so nothing could record a job started now, and the next run would start a second one. No job was started.",
    next: 'Re-run this run once the wait GitHub asked for has passed, or push: the next run starts the job.',
    notActed: true,
    requests: 0,
};
/** A start whose record the host refused for good: each later run would start another job, so none starts. */
const START_RECORD_REFUSED = {
    outcome: 'error',
    headline: 'no job started: its record could not be written',
    why: "GitHub refused the token's write of the pull request comment that records the start (this run's warning says why), and no check run holds it, so every later run would start another job. No job was started.",
    next: "Give the token what this run's warning names, then run the workflow again: a change to its permissions: block reaches its next run (push a commit), not a re-run of this one; a change to the repository's settings or an app's permissions reaches a re-run too. That run starts the job.",
    notActed: true,
    // No request reached the service, and the refusal stands until the token changes: no outage.
    answered: true,
    requests: 0,
};
/** Starts the job or sends the message; ends the step when it failed or there is no waiting. */
async function send_or_resume_send(step, kind, text) {
    const { config, work, history, since } = step;
    // A step that lets go writes its follow-up once, when it knows what it let go (each write is paced
    // a second apart). A start's record goes just before the prompt (below): a run killed once the
    // prompt is out (its answer lost or not) leaves a record that says so, and no later run starts a
    // second job.
    const progress = { phase: 'sending', jobs: kind === 'message' ? [{ id: work.jobId }] : [] };
    if (kind === 'message' && !work.letGo)
        void step.surfaces.begin(step.record, progress);
    let refused;
    // A new job (a command after the docs pull request was merged) waits for nothing.
    if ((step.command || step.idleFirst) && kind === 'message') {
        // Another run finishing the job sends what was queued: this run's follow-up waits behind it, as behind a busy job.
        // A look a cancel cut short read nothing: it is no busy job and no earlier command on its way.
        const busy = work.letGo ? (work.finishingElsewhere ? {} : await busyNow(step)) : undefined;
        const queued = busy && !step.signal.aborted ? await queue(step, busy) : undefined;
        if (queued !== undefined && queued !== 'not recorded')
            return queued;
        // Let go with the job free: an earlier command or review no run answered goes first, and this one queues behind it.
        const earlier = work.letGo && !queued && (await earlierFirst(step)) && !step.signal.aborted;
        const behind = earlier ? await queue(step, {}) : undefined;
        if (behind !== undefined && behind !== 'not recorded')
            return behind;
        if (!work.letGo || queued === 'not recorded' || behind === 'not recorded')
            refused = await untilNotActive(step);
    }
    // A cancel or the deadline that cut the look short is that, not another run's send: the round
    // trip says so (cancelled, timed out) and sends nothing.
    const cut = () => step.signal.aborted || step.clock.now() >= step.deadline;
    const ours = !step.command || (await step.command.stillOurs()) || cut();
    const claimed = step.command && { stillOurs: () => step.command?.stillOurs(false) ?? Promise.resolve(true) };
    // The start's record is its last write before the prompt goes: a run killed after it may have sent.
    if (kind === 'prompt' && ours && !refused) {
        const recorded = await step.surfaces.begin(step.record, progress, work.letGo ? 'label' : undefined);
        if (recorded !== 'recorded')
            refused = recorded === 'limited' ? START_UNRECORDED : START_RECORD_REFUSED;
    }
    const posted = refused
        ? refused
        : ours
            ? await (0,round_trip/* startOrSend */.W)({ ...roundTripDepsOf(step), ...claimed }, config, work, step.service, step.deadline)
            : step.command?.lockBusy?.()
                ? LOCK_BUSY
                : round_trip/* TAKEN_OVER */.z;
    // Another run took the claim over while this one waited out the service: that run answers it.
    const lost = !('view' in posted) && posted.headline === round_trip/* TAKEN_OVER */.z.headline;
    if ('view' in posted)
        await step.command?.react('rocket');
    else if (ours && !lost)
        await step.command?.notSent(posted.headline, posted);
    // No request left this run (a time-out or a cancel before it, another run sent it): the summary says so.
    const notSent = !('view' in posted) && (!ours || lost || posted.requests === 0);
    history.sent = { kind, text, ...(notSent ? { notSent: true } : {}) };
    const waitedMs = step.clock.now() - since;
    if (!('view' in posted))
        return endFailedPost(step, kind, posted, waitedMs);
    history.started = posted.started;
    step.record = { ...step.record, jobs: [posted.jobId] };
    if (work.letGo) {
        const job = { status: posted.view.status };
        const result = { outcome: 'final', job, body: posted.body, polls: 0, waitedMs };
        const letGone = await letGo(step, { id: posted.jobId, result, view: posted.view }, false);
        if (letGone !== 'not recorded')
            return letGone;
    }
    step.surfaces.progress(step.record, waiting(step, [{ id: posted.jobId, status: posted.view.status }]));
    if (!config.wait) {
        history.notWaiting = true;
        if (posted.staleFinal && kind === 'message')
            step.log.info((0,output_text/* msg */.ab) `Job ${posted.jobId} still reads ${(0,output_text/* quoted */.TL)(posted.view.status, 60)} from before the message. To wait for it later, pass job-id ${posted.jobId} with after-message: true, so that status is not taken as its answer.`);
        const stale = posted.staleFinal ? { staleFinal: true } : {};
        const job = { status: posted.view.status };
        const result = { outcome: 'final', job, body: posted.body, polls: 0, waitedMs, ...stale };
        return step.finish([{ id: posted.jobId, result, view: posted.view }], { waitedMs, polls: posted.attempts });
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
        const until = AbortSignal.any([step.signal, step.clock.timeout(Math.max(0, step.deadline - step.clock.now()))]);
        return await Promise.race([step.surfaces.earlierRecord(until), outOfTime]);
    }
    finally {
        stop.abort();
    }
}
/**
 * A re-run of a start whose job failed, on a pull request a later run gave another job since: that
 * job carries the pull request, so nothing is sent and no job started (a third would stand beside it).
 */
async function replacedSince(step, later, earlier) {
    const attempt = step.trigger?.attempt ?? 1;
    const what = earlier === 'failed'
        ? 'the job an earlier attempt started failed'
        : "an earlier attempt's start had its answer lost";
    const why = (0,output_text/* msg */.ab) `This is attempt ${attempt} of the run; ${what}, and a later run started job ${later} since, which this pull request's comment follows: nothing is sent, and no job is started.`;
    const ending = { outcome: 'nothing-new', heading: (0,output_text/* msg */.ab) `Nothing new for job ${later}`, why };
    return (0,act_on_decision/* endNothingToDo */.xt)(step.log, ending, step.surfaces, 'neutral');
}
/** What the step does first: wait for the given jobs, resume an earlier attempt's, or send. */
async function sendOrResume(step) {
    const { config, work } = step;
    const { plan } = work;
    if (plan.kind === 'wait') {
        // A re-run of a push's run waits for what its earlier attempt sent (src/step/act-on-decision.ts).
        if (step.history.resumed)
            step.log.info((0,summary/* resumedLine */.e)(work.jobId, step.history.resumed));
        const busy = work.letGo ? await stillBusy(step, work.jobId) : undefined;
        if (busy) {
            const letGone = await letGo(step, busy, false);
            if (letGone !== 'not recorded')
                return letGone;
        }
        // Reporting an earlier turn's ended job writes nothing before its ending, in that turn's check run.
        if (step.history.reportsUnrecordedTurn)
            step.surfaces.finishAs(step.record);
        else
            void step.surfaces.begin(step.record, waiting(step, work.jobIds.map((id) => ({ id }))));
        if (plan.afterMessage)
            step.log.info((0,output_text/* msg */.ab) `'after-message' is true: a final status counts once the job has been seen active since the message, or after ${(0,duration/* formatInputDuration */.g0)(FOLLOW_UP_GRACE_INTERVALS * config.pollIntervalMs)} (${FOLLOW_UP_GRACE_INTERVALS} poll intervals) in which it never turned active.`);
        return { plan: waitFor(step, work.jobIds, plan.afterMessage === true), requests: 0 };
    }
    const kind = plan.kind === 'start' ? 'prompt' : 'message';
    const text = plan.kind === 'start' ? plan.prompt : plan.message;
    const decision = await (0,rerun/* decideRerun */.X)({
        kind,
        text,
        jobId: work.jobId,
        attempt: step.trigger?.attempt ?? 1,
        onRerun: config.visibility.onRerun,
        fromFork: step.trigger?.fromFork === true,
        answering: { answers: step.record.answers, answersReview: step.record.answersReview },
        earlierRecord: () => earlierRecordInTime(step),
        failedSince: (jobId) => failedSince(step, jobId),
    });
    if (decision.kind === 'resume')
        return resume(step, kind, text, decision);
    if ((decision.failed || decision.lost) && work.replacedBy !== undefined)
        return replacedSince(step, work.replacedBy, decision.failed ? 'failed' : 'lost');
    if (decision.say?.level === 'warning')
        step.log.warning(decision.say.text);
    else if (decision.say)
        step.log.info(decision.say.text);
    return send_or_resume_send(step, kind, text);
}

;// CONCATENATED MODULE: ./src/step/comment-run.ts
/** What a run on a comment does before the rest of the step: send its command, go on as the pull request's event, or end. */






/**
 * With `follow-up-command`, a comment's run sends it, or ends `skipped`; with `prompt` too (one
 * workflow for the pull request's life), a comment that sent nothing goes on as any other event of
 * the pull request, and other events start or tell the job.
 */
async function commentRun(deps, config, trigger) {
    // On a pull request only: a comment on an issue is an event like any other, and a prompt starts a job.
    const onPullRequest = trigger?.pullNumber !== undefined;
    if (!config.followUp && onPullRequest && (trigger.adds === 'comment' || trigger.adds === 'review'))
        return withoutCommand(deps, config, trigger);
    const reviewed = config.followUp && trigger?.adds === 'review';
    // A run that brings no comment or review of a pull request, with jobs named by 'job-id', waits for them as on any event.
    const waitsForJobs = config.work.plan.kind === 'wait' &&
        config.work.jobIds.length > 0 &&
        (trigger?.adds === undefined || !onPullRequest);
    const commentRun = config.followUp && !waitsForJobs && (config.work.plan.kind !== 'start' || trigger?.adds === 'comment');
    if (!commentRun && !reviewed)
        return { trigger };
    const { endSkipped, resolveCommand } = await Promise.all(/* import() */[__webpack_require__.e(571), __webpack_require__.e(315)]).then(__webpack_require__.bind(__webpack_require__, 7315));
    const reviews = reviewed || config.review ? await Promise.all(/* import() */[__webpack_require__.e(571), __webpack_require__.e(315), __webpack_require__.e(904)]).then(__webpack_require__.bind(__webpack_require__, 3904)) : undefined;
    const command = reviewed && reviews
        ? await reviews.resolveReview(deps, config, trigger)
        : await resolveCommand(deps, config, trigger, reviews?.withReviewsBefore);
    if (command.kind === 'send')
        return { trigger, command };
    if (command.ends)
        return endSkipped(deps.log, command).then(() => 'skipped');
    // With a prompt (one workflow for the pull request's life), a comment or review that sent nothing still brings the pull request into step.
    const inStep = config.work.plan.kind === 'start' && trigger ? await asItsEvent(deps, config, trigger) : undefined;
    if (inStep)
        return { trigger: inStep };
    // A comment's run cut short decided nothing: the next run does what it owed.
    const stopped = (0,report/* cutShort */.VV)(deps.signal, deps.clock.now(), deps.deadline);
    if (stopped) {
        await (0,publish/* publish */.mk)(deps.log, (0,report/* cutShortReport */.FS)(stopped, 'reading the comment and what the pull request owes'));
        return stopped;
    }
    await endSkipped(deps.log, command.nextAlone ? { ...command, next: command.nextAlone } : command);
    return 'skipped';
}
/**
 * A comment's or review's run without `follow-up-command`: it sends nothing; with `prompt`, it
 * brings the pull request into step as any other event does (it never starts a second job).
 */
async function withoutCommand(deps, config, trigger) {
    if (config.work.plan.kind !== 'start')
        return { trigger };
    const unsent = (0,output_text/* msg */.ab) `This ${trigger.adds ?? 'comment'}'s run sends the job nothing: 'follow-up-command' is not set, so comments and reviews are not sent to the agent`;
    const next = (0,output_text/* msg */.ab) `Set 'follow-up-command' (the recipe's is /docs) to send comments and reviews to the job, or drop issue_comment and pull_request_review from the workflow's 'on:'.`;
    const inStep = await asItsEvent(deps, config, trigger);
    // The run goes on as the pull request's event. A review, or a comment that reads as a command, gets a
    // warning (kept in the summary) saying why it was not sent; any other comment ("LGTM") a line in the log.
    if (inStep) {
        if (trigger.adds === 'review' || (0,command/* looksLikeACommand */.iw)(deps.codeHost.commentEvent(trigger)))
            deps.log.warning((0,output_text/* msg */.ab) `${unsent}. ${next}`);
        else
            deps.log.info((0,output_text/* msg */.ab) `${unsent}; this run goes on as the pull request's event.`);
        return { trigger: inStep };
    }
    const stopped = (0,report/* cutShort */.VV)(deps.signal, deps.clock.now(), deps.deadline);
    if (stopped) {
        await (0,publish/* publish */.mk)(deps.log, (0,report/* cutShortReport */.FS)(stopped, 'reading what the pull request owes'));
        return stopped;
    }
    const why = (0,output_text/* msg */.ab) `${unsent}, and the pull request was not brought into step (the log says why).`;
    const { endSkipped } = await Promise.all(/* import() */[__webpack_require__.e(571), __webpack_require__.e(315)]).then(__webpack_require__.bind(__webpack_require__, 7315));
    await endSkipped(deps.log, { kind: 'skipped', why, next });
    return 'skipped';
}
/**
 * A comment's or review's run as its pull request's own event, from the pull request as read
 * now; undefined when it owes nothing, or GitHub did not show it (the log says which).
 */
async function asItsEvent(deps, config, trigger) {
    const token = config.visibility.reportToken;
    if (trigger.pullNumber === undefined || token === '')
        return undefined;
    const budget = (0,common_budget/* budgetFor */.vO)(deps.clock, common_budget/* BUDGET_MS */.V_.lookUp, { signals: [deps.signal], until: deps.deadline });
    const facts = await deps.codeHost.pullRequestFacts(token, trigger, budget);
    if (!facts.ok) {
        // A read the cancel cut short is the cancel's, not GitHub's.
        const why = deps.signal.aborted ? (0,output_text/* msg */.ab) `the runner cancelled the run first` : facts.cause;
        deps.log.info((0,output_text/* msg */.ab) `The pull request could not be read (${why}), so this run does not bring it into step; its next run does.`);
        return undefined;
    }
    const event = (0,code_host/* asPullRequestEvent */.T9)(trigger, facts.value);
    if ('owesNothing' in event) {
        deps.log.info((0,output_text/* msg */.ab) `The pull request owes its job nothing on a comment: ${event.owesNothing}.`);
        return undefined;
    }
    deps.log.info('This run goes on as any other event of the pull request: it tells the job what it owes.');
    // A comment is no push: with 'on-push: new-job' it starts a job only for a head no job was started for.
    return event.pullRequest ? { ...event, pullRequest: { ...event.pullRequest, notPushed: true } } : event;
}

// EXTERNAL MODULE: ./src/common/backoff.ts
var backoff = __webpack_require__(1525);
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
/** How long a request holds its slot among several jobs' (MAX_IN_FLIGHT) before it gives it up, still waiting for its answer. */
const SLOW_REQUEST_MS = 5_000;

const serviceWords = (words) => (0,output_text/* msg */.ab) `${(0,output_text/* quoted */.TL)(words, client/* SERVICE_WORDS_CAP */.fL)}`;
/** "Retrying in 12s", or, when the wait reaches past the deadline, that it waits until then. */
function retryWords(delayMs, retryAfterMs, remainingMs) {
    if (delayMs < remainingMs)
        return (0,output_text/* msg */.ab) `Retrying in ${(0,duration/* formatDuration */.a3)(delayMs)}`;
    const asked = retryAfterMs === undefined
        ? ''
        : Number.isFinite(retryAfterMs)
            ? ` (the service asks to wait ${(0,duration/* formatDuration */.a3)(retryAfterMs)})`
            : ' (the service asks to wait longer than any time-out)';
    return (0,output_text/* msg */.ab) `The next try would come after the time-out${asked}, so the step waits out the ${(0,duration/* formatDuration */.a3)(Math.max(0, remainingMs))} left and then times out`;
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
        ...(state.fault !== undefined && state.serviceErred ? { serviceErred: true } : {}),
        ...(state.reached || job ? { reached: true } : {}),
        ...(outcome === 'final' && !state.readActive && state.options.followUp === undefined
            ? { endedUnseen: true }
            : {}),
        ...extra,
        // Ended while the last status read was final but from before the follow-up.
        ...(outcome !== 'final' && !state.seenActive && job && (0,agent_job/* isFinal */.dR)(job.status) ? { staleFinal: true } : {}),
    };
}
/**
 * A 429 doubles the pace, once a pace period: several jobs' 429s answered to one burst are one
 * signal, not one doubling each (four jobs' would make the pace 16 times the poll interval).
 */
function slowDown(pace, now, maxMs) {
    if (pace.doubledAt !== undefined && now - pace.doubledAt < pace.ms)
        return;
    pace.ms = Math.min(pace.ms * 2, maxMs);
    pace.doubledAt = now;
}
function onFault(state, fetched, requestAt) {
    const { options, pace } = state;
    const now = options.clock.now();
    // A request the deadline cut short is the time-out itself, not a fault of the service.
    if ((0,answers/* cutShortByDeadline */.mL)(fetched, state.deadline - requestAt, options.requestTimeoutMs) && now >= state.deadline)
        return { end: 'timeout' };
    state.streak++;
    if (fetched.rateLimited)
        slowDown(pace, now, options.pollIntervalMs * MAX_PACE_FACTOR);
    else
        state.countedFaults++;
    const newFault = state.fault === undefined || (0,output_text/* fullText */.DU)(fetched.cause) !== (0,output_text/* fullText */.DU)(state.fault);
    state.fault = fetched.cause;
    state.rateLimited = fetched.rateLimited;
    // A proxy between may have answered the 5xx itself: then the way to the service is in doubt.
    state.serviceErred = !fetched.rateLimited && fetched.httpStatus !== undefined && !fetched.viaProxy;
    state.reached ||= fetched.httpStatus !== undefined && !fetched.viaProxy;
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
        options.log.info((0,output_text/* msg */.ab) `Request ${state.polls} failed: ${fetched.cause}. ${retry}.`);
    // Said each time, briefly: a log with nothing for minutes reads as hung.
    else
        options.log.info((0,output_text/* msg */.ab) `Request ${state.polls} failed again (${state.streak} in a row). ${retry}.`);
    return { delayMs };
}
/** One line per status change, an occasional progress line, and one warning per oddity. */
function tellNews(state, job, previous, answeredAt) {
    const { options } = state;
    const { log } = options;
    const status = shownStatus(state, job.status);
    const elapsed = (0,duration/* formatDuration */.a3)(answeredAt - state.startedAt);
    if (previous === undefined)
        log.info((0,output_text/* msg */.ab) `Job status: ${status} (request ${state.polls}).`);
    else if (previous !== job.status)
        log.info((0,output_text/* msg */.ab) `Job status: ${shownStatus(state, previous)} -> ${status} after ${elapsed} (request ${state.polls}).`);
    else if (options.progress !== false && answeredAt - state.lastNewsAt >= PROGRESS_EVERY_MS)
        log.info((0,output_text/* msg */.ab) `Still ${status} after ${elapsed} (request ${state.polls}).`);
    else
        return tellOddities(state, job);
    state.lastNewsAt = answeredAt;
    tellOddities(state, job);
}
/**
 * A status as the log shows it: a known one, or the first unknown one the service sent, by name;
 * any other unknown one unnamed. Lines are redacted one by one, so values that change from poll to
 * poll, each too short to be a piece of a secret, could spell one out across lines.
 */
function shownStatus(state, status) {
    if ((0,agent_job/* isKnownStatus */.ih)(status))
        return (0,output_text/* quoted */.TL)(status, 60);
    const [first] = state.unknownStatuses;
    if (first === undefined || first === status)
        return (0,output_text/* quoted */.TL)(status, 60);
    return 'another status this action does not know';
}
function tellOddities(state, job) {
    const { options } = state;
    if (!(0,agent_job/* isKnownStatus */.ih)(job.status) && !state.unknownStatuses.has(job.status)) {
        state.unknownStatuses.add(job.status);
        if (state.unknownStatuses.size === 1)
            options.log.warning((0,output_text/* msg */.ab) `The service reported status "${(0,output_text/* quoted */.TL)(job.status, 60)}", which this action does not know; it treats it as not finished and keeps polling until completed, archived or failed.`);
        else if (state.unknownStatuses.size === 2)
            options.log.warning('The service reported another status this action does not know: it is not named (a value that changes from answer to answer could spell out a secret across lines), and is treated as not finished too.');
    }
}
/** `sentAt`: the follow-up grace counts by when the read was sent, so a slow answer cannot end it. */
function onJob(state, fetched, answeredAt, sentAt) {
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
    const status = (0,output_text/* quoted */.TL)(job.status, 60);
    const graceMs = options.followUp?.graceMs ?? 0;
    if (!(0,agent_job/* isFinal */.dR)(job.status))
        state.seenActive = state.readActive = true;
    else if (state.seenActive)
        return { end: 'final', at: answeredAt };
    else if (sentAt - state.waitStartedAt >= graceMs) {
        log.info((0,output_text/* msg */.ab) `The job still reads ${status} and never turned active within ${(0,duration/* formatInputDuration */.g0)(graceMs)} of the message; taking that as its answer to the message.`);
        return { end: 'final', at: answeredAt };
    }
    else
        log.debug((0,output_text/* msg */.ab) `Status ${status} is from before the message; waiting for the job to take it up.`);
    return { delayMs: (0,backoff/* pollDelay */.xf)(pace.ms, options.random) };
}
/** Polls until the job's status is final, the deadline passes, a permanent error, or cancellation. */
/**
 * One request for the job, holding its slot among several jobs' requests until it is answered; one
 * the service holds gives the slot to the next job's after SLOW_REQUEST_MS, so it never starves the rest.
 */
async function fetchInSlot(options, call, release) {
    const answered = new AbortController();
    const slow = AbortSignal.any([call.signal, answered.signal]);
    const holdMs = options.slotHoldMs ?? SLOW_REQUEST_MS;
    if (options.limiter)
        void options.clock.sleep(holdMs, slow).then(() => slow.aborted || release());
    try {
        return await options.fetchJob(call);
    }
    finally {
        answered.abort();
        release();
    }
}
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
        serviceErred: false,
        reached: false,
        lastNewsAt: startedAt,
        unknownStatuses: new Set(),
        seenActive: options.followUp === undefined,
        readActive: false,
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
        const call = { timeoutMs: Math.min(options.requestTimeoutMs, deadline - requestAt), signal };
        const fetched = await fetchInSlot(options, call, release);
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
            next = onJob(state, fetched, clock.now(), requestAt);
        if ('end' in next)
            return finish(state, next.end, next.extra, next.at);
        const remainingMs = deadline - clock.now();
        if (remainingMs <= 0)
            return finish(state, 'timeout');
        const pauseMs = Math.min(next.delayMs, remainingMs);
        const status = state.job?.status;
        options.log.progress?.({
            ...(status === undefined ? {} : { status }),
            waitedMs: clock.now() - startedAt,
            nextReadInMs: pauseMs,
        });
        await clock.sleep(pauseMs, signal);
    }
}

;// CONCATENATED MODULE: ./src/wait/wait-many.ts



/** Requests in flight at once, across all jobs of a step. */
const MAX_IN_FLIGHT = 4;
/**
 * A counting semaphore: at most `size` holders at once, served in order. A place freed for a
 * waiter is given no sooner than `spacing.ms` after the last one given, so the jobs queued behind
 * held requests go out spread over the interval when those give their places up, never in a burst.
 */
function createLimiter(size, spacing) {
    let held = 0;
    let nextAt = -Infinity;
    const waiting = [];
    const release = () => {
        const next = waiting.shift();
        if (next)
            next();
        else
            held--;
    };
    return (signal) => new Promise((resolve) => {
        const grant = (queued) => {
            let released = false;
            const give = () => resolve(() => {
                if (!released) {
                    released = true;
                    release();
                }
            });
            const now = spacing.clock.now();
            const delayMs = queued ? Math.max(0, nextAt - now) : 0;
            nextAt = Math.max(now, queued ? nextAt : now) + spacing.ms;
            if (delayMs > 0)
                void spacing.clock.sleep(delayMs, signal).then(give, give);
            else
                give();
        };
        if (held < size) {
            held++;
            grant(false);
            return;
        }
        // A cancelled waiter still takes its turn (in-flight requests end at once on cancel) and
        // gives it back as soon as its loop sees the cancellation.
        waiting.push(() => grant(true));
    });
}
/** The shortest a held request keeps its slot: shorter, a slow answer would be cut short for nothing. */
const MIN_SLOT_HOLD_MS = 250;
/**
 * How long a request the service holds keeps its slot: SLOW_REQUEST_MS, or less when the wait is
 * too short for every job's first request to get a slot after held ones (rounds of MAX_IN_FLIGHT,
 * each held that long), so a job the service would answer is asked before the wait ends.
 */
function slotHoldFor(jobs, timeoutMs) {
    const rounds = Math.ceil(jobs / MAX_IN_FLIGHT) + 1;
    return Math.max(MIN_SLOT_HOLD_MS, Math.min(SLOW_REQUEST_MS, Math.floor(timeoutMs / rounds)));
}
const prefixed = (id, log) => ({
    info: (message) => log.info((0,output_text/* msg */.ab) `${id}: ${message}`),
    warning: (message) => log.warning((0,output_text/* msg */.ab) `${id}: ${message}`),
    debug: (message) => log.debug((0,output_text/* msg */.ab) `${id}: ${message}`),
    ...(log.progress ? { progress: (progress) => log.progress?.({ ...progress, job: id }) } : {}),
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
    const limiter = createLimiter(MAX_IN_FLIGHT, { clock, ms: options.pollIntervalMs / ids.length });
    const slotHoldMs = slotHoldFor(ids.length, options.timeoutMs);
    const startedAt = clock.now();
    const endings = ids.map(() => undefined);
    let stoppedBy;
    const progressDone = new AbortController();
    const progress = several
        ? sayProgress(options, AbortSignal.any([options.signal, progressDone.signal]), () => endings.filter((ending) => ending === undefined).length)
        : Promise.resolve();
    const waits = ids.map(async (id, index) => {
        // A signal of its own for each job: every request and sleep listens on it, and an EventTarget
        // walks all of a signal's listeners on each add and remove, so one shared by all jobs costs O(n).
        const jobSignal = several ? AbortSignal.any([signal]) : signal;
        const result = await waitForJob({
            fetchJob: (call) => options.fetchJob(id, call),
            jobId: id,
            pace,
            // One job has one request out at a time: no place to share.
            ...(several ? { limiter, slotHoldMs } : {}),
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
            signal: jobSignal,
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
    const { log, config, service, clock } = step;
    const { ids, since, deadline } = plan;
    const each = `polling ${ids.length > 1 ? 'each ' : ''}every ${(0,duration/* formatDuration */.a3)(config.pollIntervalMs)}`;
    const what = ids.length > 1 ? `${ids.length} jobs` : `job ${ids[0] ?? ''}`;
    const fast = ids.length > 1 && config.failFast ? '; the first job that fails the step ends the wait' : '';
    log.info(`Waiting for ${what} of project ${config.projectId} at ${config.baseUrl}: ${each}, for up to ${(0,duration/* formatDuration */.a3)(Math.max(0, deadline - clock.now()))}${fast}.`);
    const waits = await waitForJobs({
        ids,
        fetchJob: (id, options) => service.getJob(id, options),
        clock,
        random: step.random,
        log: {
            info: (m) => log.info(m),
            warning: (m) => log.warning(m),
            debug: (m) => log.debug(m),
            progress: (p) => log.progress(p),
        },
        pollIntervalMs: config.pollIntervalMs,
        timeoutMs: Math.max(0, deadline - clock.now()),
        requestTimeoutMs: step.requestTimeoutMs,
        signal: step.signal,
        since,
        ...(plan.followUp ? { followUp: plan.followUp } : {}),
        ...(plan.onStatus ? { onStatus: plan.onStatus } : {}),
        ...(config.failFast
            ? {
                failsStep: (id, result) => (0,verdict/* judge */.S4)({ id, result, ...(result.job ? { view: (0,job_view/* viewJob */.t)(result.job) } : {}) }, config).failsStep,
            }
            : {}),
    });
    return waits.map(({ id, result, stoppedBy }) => {
        const view = result.job ? (0,job_view/* viewJob */.t)(result.job) : undefined;
        const name = ids.length > 1 ? (0,output_text/* msg */.ab) `${id}: ` : '';
        for (const warning of view?.warnings ?? [])
            log.warning((0,output_text/* msg */.ab) `${name}${warning}`, 'Unreadable value from the service');
        return { id, result, ...(view ? { view } : {}), ...(stoppedBy ? { stoppedBy } : {}) };
    });
}

;// CONCATENATED MODULE: ./src/step/as-it-is-now.ts
/**
 * A re-run decides on its pull request as it is now, not as its first attempt's event showed it.
 */


/**
 * A re-run's event is its first attempt's, older than a close or a re-open that may have come
 * since: the pull request's state is read, and decided on as it is now (its head, labels and draft
 * flag stay the event's: a later push or label has its own run). An event that does not name its
 * pull request's author (a GitLab pipeline's) has it read the same way, on its first attempt too. `readNow`: the state is the one read (or the event is
 * the run's own, attempt 1); a read that failed leaves the event's, which keeps a closing line.
 */
async function asItIsNow(context, config, trigger) {
    const pull = trigger?.pullRequest;
    if (!trigger || !pull || (trigger.attempt === 1 && trigger.authorUnsaid !== true))
        return { trigger, readNow: true };
    const budget = (0,common_budget/* budgetFor */.vO)(context.clock, common_budget/* BUDGET_MS */.V_.lookUp, { signals: [context.signal] });
    const facts = await context.codeHost.pullRequestFacts(config.visibility.reportToken, trigger, budget);
    if (!facts.ok) {
        context.log.info(trigger.attempt === 1
            ? (0,output_text/* msg */.ab) `This run could not read who opened the pull request (${facts.cause}): it goes by its event, which does not say.`
            : (0,output_text/* msg */.ab) `This re-run could not read the pull request as it is now (${facts.cause}): it goes by its event's, attempt 1's.`);
        return { trigger, readNow: false };
    }
    const { open, merged, closedAt, author } = facts.value;
    const state = open ? 'open' : merged ? 'merged' : 'closed';
    const event = (({ closedAt: _asItWas, ...rest }) => rest)(pull);
    const now = {
        ...event,
        ...(event.author === undefined && author !== undefined ? { author } : {}),
        state,
        ...(state === 'open' || closedAt === undefined ? {} : { closedAt }),
    };
    if (state !== pull.state)
        context.log.info(`This re-run's event says the pull request is ${pull.state}; it is ${state} now, and is decided on as it is.`);
    return { trigger: { ...trigger, pullRequest: now }, readNow: true };
}

;// CONCATENATED MODULE: ./src/main.ts
/**
 * The action, wired. A run without secrets (a fork's, Dependabot's) writes its head's skipped check
 * run and ends. Otherwise: the inputs are read, and the service and the code host built once; a
 * sweep sweeps, and a let-go step first finishes its pull request's pending job; a `/docs`
 * comment's or a review's run finds the job it is for; the pull request's surfaces (comment, check
 * run) are made; its state is read and decided on (step/act-on-decision.ts: start, follow up,
 * resume, or end with nothing to do); then send or resume -> one scheduler for N jobs -> the docs
 * pull request's look-up -> one report -> surfaces (step/finish-turn.ts, the one path a let-go
 * turn's finish takes too). Dependencies default to the runner's real ones, so `run()` works as
 * GitHub's template does (and under @github/local-action); tests pass their own. Nothing but
 * wiring lives here.
 */

























/** The comment and check run; the code that writes them is loaded only when the step keeps one. */
async function pullRequestSurfaces(context, config, trigger, host, sharedComment, readNow, history) {
    const { log, clock, signal, leases, deadline } = context;
    const where = (0,plan/* planSurfaces */.Ae)(config.visibility, trigger, log);
    if (!trigger || !host || !(where.comment || where.check))
        return plan/* NO_SURFACES */.vI;
    const { createPullRequestSurfaces } = await __webpack_require__.e(/* import() */ 177).then(__webpack_require__.bind(__webpack_require__, 8177));
    const { apiKey, previousApiKey, visibility } = config;
    const recordFindsJob = config.work.plan.kind === 'start' && trigger.pullNumber !== undefined;
    const surfaceDeps = {
        ...{ log, clock, signal, host, apiKey, previousApiKey, sharedComment, leases, deadline, recordFindsJob },
        takesOverTurn: () => history.reportsUnrecordedTurn === true,
        ...(readNow && trigger.pullRequest?.state === 'open' ? { pullRequestOpen: true } : {}),
    };
    return createPullRequestSurfaces(visibility, trigger, where, surfaceDeps);
}
/** `sweep: true` sweeps and ends; `wait: sweep` (or any run on GitLab) first finishes its pull request's pending job. */
async function sweepFirst(context, config, trigger, history) {
    if (!config.sweep && !config.work.letGo && !(trigger?.finishesLetGo && trigger.pullNumber))
        return (0,inputs_inputs/* workOf */.LT)(config.work);
    return (await Promise.all(/* import() */[__webpack_require__.e(571), __webpack_require__.e(315), __webpack_require__.e(177), __webpack_require__.e(904), __webpack_require__.e(433)]).then(__webpack_require__.bind(__webpack_require__, 1433))).beforeStep(context, config, trigger, history);
}
/** Sends or resumes, waits for every job, looks up its docs pull request (`mirror`: for the comment too), reports. */
async function sendWaitAndReport(step, codeHost, mirror) {
    const next = await sendOrResume(step);
    if (typeof next === 'string')
        return next;
    if (step.config.githubToken !== '')
        setImmediate(() => codeHost.warm()); // loads while the first poll is out
    const endings = await waitForAll(step, next.plan);
    const left = await leaveCancelledTurn(step, endings);
    if (left !== undefined)
        return left;
    if (endings.some((ending) => ending.result.outcome === 'rejected'))
        step.history.readRejected = true;
    step.history.answered = endings.filter((ending) => ending.result.job !== undefined).map((ending) => ending.id);
    const waitedMs = Math.max(...endings.map((ending) => ending.result.waitedMs));
    const polls = next.requests + endings.reduce((sum, e) => sum + e.result.polls, 0);
    return step.finish(endings, { waitedMs, polls, lookUp: { mirror } });
}
/** The action, on the runner's dependencies or a test's. */
async function run(overrides = {}) {
    // The runner's protocol (@actions/core) loads only when no other IO is given (the command line's is).
    const io = overrides.io ?? (await Promise.all(/* import() */[__webpack_require__.e(119), __webpack_require__.e(421), __webpack_require__.e(996)]).then(__webpack_require__.bind(__webpack_require__, 2996))).runnerIO;
    const deps = { ...defaultDeps(io), ...overrides };
    const end = (0,step_end/* stepEnd */.IZ)(deps.signal, deps.clock);
    try {
        return await runStep(deps, end.signal);
    }
    finally {
        end.dispose();
    }
}
const UNEXPECTED_STOP = "The step stopped on an unexpected error before it could report; the workflow run's log says more.";
async function runStep(deps, end) {
    const proxies = (0,proxy/* readProxySettings */.uv)(deps.env);
    // The secrets are masked before anything else runs, so no later line can show them.
    const secrets = (0,inputs_secrets/* stepSecrets */.aw)(deps.io, proxies);
    const sent = { requests: 0 };
    // `polls` is every request the step sent the service, counted where they leave (src/deps.ts).
    const polls = (name, value) => (name === 'polls' ? String(sent.requests) : value);
    const log = (0,output_log/* createLog */.hM)(withHostProse(deps.io, deps.host?.trigger?.words?.prose), secrets, polls);
    const history = deps.history ?? { started: false };
    let config;
    let work;
    let surfaces;
    try {
        const triggered = deps.host ? deps.host.trigger : readTrigger(deps.env);
        const getInput = (name) => deps.io.getInput(name);
        const hostAlone = () => codeHostOf(log, deps, secrets, end);
        const read = () => readConfig(log, getInput, proxies, triggered);
        const inputs = await configOrEnd({ ...deps, log, getInput, codeHost: hostAlone }, triggered, read);
        if (typeof inputs === 'string')
            return inputs;
        config = inputs;
        const since = deps.clock.now();
        const context = runContextOf(log, deps, config, { secrets, proxies, end, since, sent });
        const { env, clock, random, signal, deadline, requestTimeoutMs, service, codeHost } = context;
        const { trigger: asNow, readNow } = await asItIsNow(context, config, triggered);
        const swept = await sweepFirst(context, config, asNow, history);
        if (typeof swept === 'string')
            return swept;
        const commandRun = await commentRun(context, config, asNow);
        if (typeof commandRun === 'string')
            return commandRun;
        const { trigger, command: commanded } = commandRun;
        work = { ...swept, ...commanded?.work };
        const host = (0,code_host/* reportHost */.Lh)(codeHost, config.visibility.reportToken, trigger);
        surfaces = await pullRequestSurfaces(context, config, trigger, host, commanded?.sharedComment, readNow, history);
        // What a re-run of this workflow would do, for the next steps the report gives.
        history.rerunResumes = surfaces !== plan/* NO_SURFACES */.vI && config.visibility.onRerun === 'resume';
        const todo = await (0,act_on_decision/* whatToDo */.H6)({ ...context, history }, config, work, trigger, surfaces, host);
        if (typeof todo === 'string')
            return todo;
        work = todo.work;
        if (todo.resumed)
            history.resumed = todo.resumed;
        const lastly = (0,finish_dispatch/* lastlyOf */.f2)(context, config, trigger, history, todo.lastly);
        const turn = { config, history, trigger, surfaces, publishes: true, lastly };
        const command = todo.command ?? commanded?.comment;
        // `polls` is every request the step sent the service, counted where they leave (src/deps.ts).
        const finish = async (endings, tally) => (await (0,finish_turn/* finishTurn */.H)(context, turn, endings, { ...tally, polls: context.serviceRequests() })).report.outcome;
        const step = {
            ...{ log, config, work, history, service, trigger, surfaces, finish, since },
            ...(commanded ? {} : { idleFirst: todo.idleFirst }),
            ...(command ? { command } : {}),
            ...{ clock, random, signal, requestTimeoutMs, deadline },
            record: (0,record/* stepRecord */.oU)(work, trigger, {
                who: commanded?.who ?? todo.who ?? env.GITHUB_ACTOR,
                ...{ at: (0,common_clock/* isoDate */._$)(clock), excerpt: log.excerpt, head: commanded?.head },
                answers: command?.review ? undefined : command?.id,
                answersReview: command?.review ? command.id : undefined,
                ...{ headUntold: todo.headUntold, check: work.letGo ? config.visibility.checkName : undefined },
            }),
        };
        return await sendWaitAndReport(step, codeHost, surfaces !== plan/* NO_SURFACES */.vI && config.visibility.comment !== 'false');
    }
    catch (error) {
        await (0,publish/* publishError */.Aq)(log, error, { started: history.started, jobIds: work?.jobIds ?? config?.work.jobIds ?? [] });
        await surfaces?.abandon(UNEXPECTED_STOP);
        return 'error';
    }
}


/***/ }),

/***/ 5823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hM: () => (/* binding */ createLog)
/* harmony export */ });
/* unused harmony exports ANNOTATIONS_PER_KIND, MESSAGE_CAP */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);
/* harmony import */ var _redaction_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5928);
/**
 * The step's log, in the runner's wide sense: the only way out of the process. Every log line,
 * annotation, output and summary passes through here: it escapes for the surface the text lands on, caps long text, and redacts the
 * secrets last, after every other transformation, so no escaping or cutting can hide a secret
 * from the redaction.
 */


/** Text longer than this, or of more than one line, is folded under its first words. */
const UNFOLDED_CAP = 160;
const PREVIEW_CAP = 80;
/** The warnings a job summary shows at most; the log has them all. */
const MAX_SUMMARY_WARNINGS = 10;
/** The annotations of a kind the runner shows for one step; it drops the rest. */
const ANNOTATIONS_PER_KIND = 10;
/** Longest log line or annotation the action writes; longer text is cut with a marker. */
const MESSAGE_CAP = 4_000;
const TITLE_CAP = 200;
const DETAILS_CAP = 20_000;

/** The runner also reads the older `##[name]` form of a workflow command anywhere in a line: shown as `##\[` it is text. */
const legacyCommands = (text) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .withoutRunnerCommands */ .hj)(text);
/** A line of the plain log must not start a workflow command, even when a value leads it. */
function forLogLine(text) {
    return legacyCommands((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(text).replace(/^(\s*):/, '$1\\u003a'));
}
/** An annotation's title: one line. */
const forTitle = (text) => legacyCommands((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(text));
/** Annotations may span lines (the runner escapes them); other control characters are shown. */
function forAnnotation(text) {
    return text
        .split('\n')
        .map((line) => legacyCommands((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(line)))
        .join('\n');
}
/**
 * Free text inside the summary's HTML block, exactly as sent: line breaks become `&#10;`, so no
 * blank line can end the block and turn the rest into markdown; indentation and tabs stay.
 */
function freeText(text) {
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(text, '\n\t')).replace(/\n/g, '&#10;');
}
function createRedaction(redact, words) {
    return {
        redact,
        // A quoted value is redacted, put on one line, and only then cut to its own limit; the first
        // pass over the whole keeps a cut from leaving part of a secret; the last is the guarantee.
        prepare: (message, transform, limit) => redact((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .cap */ .Np)(transform(redact((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .renderMessage */ .e4)(message, redact, words))), limit)),
        label: (text) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(words ? words(text) : text),
    };
}
const toHtml = (text) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(text));
/** How the document's prose and cells become HTML: each piece redacted, escaped for where it stands, cut. */
function htmlPieces({ redact, prepare, label }) {
    /**
     * A link to a checked http(s) URL, its text escaped; for anything else the text alone, as prose
     * (outside a link, `#123` would become one).
     */
    const anchor = (href, text) => {
        const url = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(redact(href));
        return url && url.href.length <= 2_000
            ? `<a href="${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeAttribute */ .Gj)(url.href)}">${text(_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toLinkText */ .DI)}</a>`
            : text(_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK);
    };
    // Piece by piece, so a quoted link becomes an anchor; each piece is redacted, escaped and cut.
    const paragraph = (message) => {
        if (typeof message === 'string')
            return prepare(message, _redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK, MESSAGE_CAP);
        return message.pieces
            .map((part) => {
            const plain = typeof part === 'string' ? part : { ...part, href: undefined };
            const text = (transform) => prepare({ pieces: [plain] }, transform, MESSAGE_CAP);
            return typeof part !== 'string' && part.href !== undefined ? anchor(part.href, text) : text(_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK);
        })
            .join('');
    };
    const cell = (value) => {
        if ('cells' in value)
            return value.cells.map(cell).join(' ');
        if ('none' in value)
            return `<i>${label(value.none)}</i>`;
        if ('code' in value) {
            const code = value.abbreviate === undefined ? value.code : { pieces: [(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .abbreviated */ .gl)(value.code, value.abbreviate)] };
            return `<code>${prepare(code, toHtml, _text_js__WEBPACK_IMPORTED_MODULE_0__/* .VALUE_CAP */ .Z2)}</code>`;
        }
        const text = (transform) => prepare(value.text, transform, _text_js__WEBPACK_IMPORTED_MODULE_0__/* .VALUE_CAP */ .Z2);
        return 'link' in value ? anchor(value.link, text) : text(_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK);
    };
    /** A heading: one line of prose, or, when it names links, a line of pieces as a paragraph's. */
    const heading = (message) => typeof message !== 'string' && message.pieces.some((part) => typeof part !== 'string' && part.href !== undefined)
        ? paragraph(message)
        : prepare(message, _redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK, TITLE_CAP);
    return { paragraph, cell, heading };
}
/** Each folded part: its title as the summary, then its list or table, then its line. */
function foldsHtml(folds, redaction) {
    const { paragraph, cell } = htmlPieces(redaction);
    return folds.map((fold) => [
        `<details><summary>${paragraph(fold.title)}</summary>`,
        ...(fold.paragraphs ?? []).map((text) => `<p>${paragraph(text)}</p>`),
        ...(fold.items ? [`<ul>\n${fold.items.map((item) => `<li>${cell(item)}</li>`).join('\n')}\n</ul>`] : []),
        ...(fold.rows ? [tableOfRows(fold.rows, cell, redaction.label)] : []),
        ...(fold.note === undefined ? [] : [`<p>${paragraph(fold.note)}</p>`]),
        '</details>',
    ].join('\n'));
}
const tableOfRows = (rows, cell, ours) => `<table>\n${rows.map(([label, value]) => `<tr><th align="left">${ours(label)}</th><td>${cell(value)}</td></tr>`).join('\n')}\n</table>`;
/** The summary document as HTML with no blank line, so GitHub reads it as one HTML block. */
function summaryHtml(doc, redaction) {
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
function conversationHtml(conversation, redaction) {
    const { prepare } = redaction;
    const { paragraph } = htmlPieces(redaction);
    const said = (text) => {
        const firstLine = text.split('\n', 1)[0] ?? '';
        if (text.length <= UNFOLDED_CAP && firstLine === text)
            return `<blockquote>${prepare(text, _redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK, UNFOLDED_CAP)}</blockquote>`;
        const preview = prepare(firstLine, _redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK, PREVIEW_CAP);
        // A first line the summary shows whole is not said twice: the details hold the rest.
        const whole = preview === prepare(firstLine, _redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK, DETAILS_CAP);
        const rest = whole ? text.slice(firstLine.length + 1) : text;
        if (rest.trim() === '')
            return `<blockquote>${preview}</blockquote>`;
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
function masksOf(secrets) {
    const masks = new Set();
    for (const secret of secrets) {
        masks.add(secret);
        if (!/[\r\n]/.test(secret))
            continue;
        for (const line of secret.split(/[\r\n]+/))
            if (line.trim() !== '')
                masks.add(line.trim());
    }
    return masks;
}
/**
 * The step's annotations within what the runner shows (10 of a kind): until `closing()`, one of
 * each kind is kept for the report's own; an annotation past its room is said as a log line.
 */
function createAnnotations(io, { prepare }) {
    const used = { notice: 0, warning: 0, error: 0 };
    let kept = 1;
    return {
        annotate(level, message, title) {
            if (used[level] >= ANNOTATIONS_PER_KIND - kept) {
                io.info(`${level}: ${prepare(message, forLogLine, MESSAGE_CAP)}`);
                return;
            }
            used[level]++;
            const text = prepare(message, forAnnotation, MESSAGE_CAP);
            const heading = title === undefined ? undefined : prepare(title, forTitle, TITLE_CAP);
            if (level === 'warning')
                io.warning(text, heading);
            else if (level === 'notice')
                io.notice(text, heading ?? '');
            else
                io.error(text, heading ?? '');
        },
        room: (level) => ANNOTATIONS_PER_KIND - used[level],
        closing: () => {
            kept = 0;
        },
    };
}
function createLog(io, initialSecrets = [], 
/** What an output is set to, from the value given (the run's count of requests for `polls`). */
outputValue = (_, value) => value) {
    const secrets = new Set(initialSecrets.filter((secret) => secret !== ''));
    for (const mask of masksOf(secrets))
        io.setSecret(mask);
    const redaction = createRedaction((0,_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .createRedact */ .ay)(secrets), io.words?.bind(io));
    const { redact, prepare } = redaction;
    const debugOn = io.isDebug();
    /** The warnings said, for the job summary: a user who reads only the summary sees them too. */
    const warned = [];
    const withWarnings = (doc) => {
        if (warned.length === 0)
            return doc;
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
            if (debugOn)
                io.debug(prepare(message, forLogLine, MESSAGE_CAP));
        },
        notice: (message, title) => annotate('notice', message, title),
        warning: (message, title) => {
            // The summary lists it without its annotation's title: the title (a job's id) goes before it.
            warned.push(title === undefined ? message : (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .joinMessages */ .hw)([title, message], ': '));
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
        line: (message, limit) => prepare(message, _text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN, limit),
        prose: (message, limit) => prepare(message, _redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK, limit),
        excerpt: (text, limit) => redact((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .cap */ .Np)(redact(text), limit)),
        room: annotations.room,
        closing: annotations.closing,
        progress: (progress) => {
            if (!io.progress)
                return;
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


/***/ }),

/***/ 5928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DI: () => (/* binding */ toLinkText),
/* harmony export */   HK: () => (/* binding */ toProse),
/* harmony export */   Wk: () => (/* binding */ onlySecrets),
/* harmony export */   XF: () => (/* binding */ REDACTED),
/* harmony export */   ay: () => (/* binding */ createRedact)
/* harmony export */ });
/* unused harmony exports PIECE_CHARS, RUN_CHARS, END_CHARS */
/* harmony import */ var unhomoglyph__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9960);
/* harmony import */ var unhomoglyph__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(unhomoglyph__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(218);
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


const REDACTED = '***';
/** The start of a secret that runs this many characters past its public prefix is a piece of it. */
const PIECE_CHARS = 6;
/** A run of this many of a secret's characters, wherever it starts, is a piece of it. */
const RUN_CHARS = 12;
/** A key's end this long is a piece of it: a key shown "masked" by its start and its end gives away both. */
const END_CHARS = 8;
/**
 * The public start of each secret's format (the admin key's `mint_`, GitHub's and GitLab's token
 * kinds): it says what kind a value is, not which one, so a piece must run past it.
 */
const PUBLIC_PREFIX = /^(?:mint_(?:dsc_|us_)?|gh[pousr]_|github_pat_|gl(?:pat|dt|ptt|rtr?|cbt|imt|oas|soat|ffct|ft|agent)-|GR1348941)/;
const toHtml = (text) => (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkup */ .My)((0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeControls */ .UN)(text));
/** Text that GitHub shows as is, in a link or as prose: an `@` cannot mention anyone (`@org/team`). */
const toLinkText = (text) => toHtml(text).replace(/&#64;/g, '&#64;&#8203;');
/** A route of GitLab's that its notes read as a reference (`…/-/merge_requests/12`), its `_` escaped as toLinkText writes it. */
const GITLAB_REFERENCE_ROUTE = /\/-\/(?=(?:merge&#95;requests|issues|work&#95;items|epics|snippets|commit|milestones|alert&#95;management)\/)/g;
/** GitLab's extended reference (`[work_item:group/project/12]`), its kind's name escaped as toLinkText writes it. */
const GITLAB_EXTENDED_REFERENCE = /&#91;(?=(?:work&#95;item|issue|epic|merge&#95;request|snippet|milestone|iteration|vulnerability|commit|label|alert|wiki&#95;page)&#58;)/gi;
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
const toProse = (text) => toLinkText(text)
    .replace(/&#35;/g, '&#35;&#8203;')
    .replace(/(&#33;|&amp;|&#36;)(?=\d)|&#126;(?=[\p{L}\p{N}_"&])/gu, (sign) => `${sign}&#8203;`)
    .replace(/\b(GH)-(?=\d)/gi, '$1&#8203;-')
    .replace(/\b(www)\./gi, '$1&#8203;.')
    .replace(GITLAB_REFERENCE_ROUTE, '/-&#8203;/')
    .replace(GITLAB_EXTENDED_REFERENCE, '&#91;&#8203;');
/** The text as each escaper of the log may write it. */
function formsOf(text) {
    let encoded = [];
    try {
        encoded = [encodeURIComponent(text)];
    }
    catch {
        // A lone surrogate has no URL encoding: no surface can show it URL-encoded either.
    }
    return [
        text,
        (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeControls */ .UN)(text),
        (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkup */ .My)(text),
        (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeAttribute */ .Gj)(text),
        (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkup */ .My)((0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeControls */ .UN)(text)),
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
function piecesOf(secret) {
    const trimmed = secret.trim();
    const chars = [...trimmed];
    const prefix = [...(PUBLIC_PREFIX.exec(trimmed)?.[0] ?? '')].length;
    const pieces = [];
    for (let end = prefix + PIECE_CHARS; end < chars.length; end++)
        pieces.push(chars.slice(0, end).join(''));
    // A key of a known format: its end too, as "masked" keys show it (`mint_ab…cdef0123`).
    if (prefix > 0 && chars.length - prefix > END_CHARS)
        pieces.push(chars.slice(-END_CHARS).join(''));
    // Every run of RUN_CHARS past the public prefix, and one that starts inside it once PIECE_CHARS
    // of the secret's own characters follow (`_demo0123456`), as its start would be: overlapping
    // runs cover a longer one whole, so a run of any length is hidden.
    for (let start = Math.max(0, prefix - (RUN_CHARS - PIECE_CHARS)); start + RUN_CHARS <= chars.length; start++)
        pieces.push(chars.slice(start, start + RUN_CHARS).join(''));
    return pieces;
}
const fold = (char) => char.toLowerCase();
/**
 * An edge's key: a small integer for an ASCII code point (a fast key, and nearly every character of
 * a form is one), a string for any other.
 */
const edgeOf = (node, codePoint) => codePoint < 0x80 ? node * 0x80 + codePoint : `${node}:${codePoint}`;
const asciiFolded = (codePoint) => (codePoint >= 65 && codePoint <= 90 ? codePoint + 32 : codePoint);
const codePointsOf = (text) => [...text].map((char) => char.codePointAt(0) ?? 0);
/** The node a code point of a text leads to from `node`, its case folded; undefined where no form goes on. */
function stepFrom(trie, node, codePoint) {
    // ASCII, as nearly every character is: folded without making a string.
    if (codePoint < 0x80)
        return trie.edges.get(node * 0x80 + asciiFolded(codePoint));
    let at = node;
    for (const point of codePointsOf(fold(String.fromCodePoint(codePoint)))) {
        at = trie.edges.get(edgeOf(at, point));
        if (at === undefined)
            return undefined;
    }
    return at;
}
function trieOf(forms) {
    const trie = { edges: new Map(), anyCase: new Set(), exact: new Map() };
    let nodes = 1;
    // Most escapers leave a piece as it is: each form goes in once.
    const unique = new Map();
    for (const [form, anyCase] of forms)
        unique.set(form, anyCase || unique.get(form) === true);
    for (const [form, anyCase] of unique) {
        if (form === '')
            continue;
        let node = 0;
        // Each character folded alone, as a walk folds the text's.
        for (let at = 0; at < form.length;) {
            const codePoint = form.codePointAt(at) ?? 0;
            at += codePoint > 0xffff ? 2 : 1;
            const folded = codePoint < 0x80 ? [asciiFolded(codePoint)] : codePointsOf(fold(String.fromCodePoint(codePoint)));
            for (const point of folded) {
                const edge = edgeOf(node, point);
                let next = trie.edges.get(edge);
                if (next === undefined)
                    trie.edges.set(edge, (next = nodes++));
                node = next;
            }
        }
        if (anyCase)
            trie.anyCase.add(node);
        else
            trie.exact.set(node, (trie.exact.get(node) ?? new Set()).add(form));
    }
    return trie;
}
/** The end of the longest form that starts at `start`, or `start` when none does. */
function longestAt(trie, text, start) {
    let node = 0;
    let end = start;
    for (let at = start; at < text.length;) {
        const codePoint = text.codePointAt(at) ?? 0;
        node = stepFrom(trie, node, codePoint);
        if (node === undefined)
            break;
        at += codePoint > 0xffff ? 2 : 1;
        if (trie.anyCase.has(node) || trie.exact.get(node)?.has(text.slice(start, at)))
            end = at;
    }
    return end;
}
const decoderOf = (unit, decode, drop) => ({
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
const SPACE = decoderOf(String.raw `(?:(?:\u001B[\]PX^_]|[\u009D\u0090\u0098\u009E\u009F])[^\u0007\u001B\u009C\u009D\u0090\u0098\u009E\u009F]{0,2048}(?:\u0007|\u001B\\|\u009C)|(?:\u001B\[|\u009B)[0-?]*[ -/]*[@-~]|\u001B[ -/]*[0-~]|[\s\p{Cc}\p{M}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]|(?<!\\)\\+[nrtfbv])+`, () => '', true);
/** A run of `%XX` bytes, read as UTF-8 (as a browser reads a link), or byte by byte when it is not UTF-8. */
function percentDecoded(unit) {
    try {
        return decodeURIComponent(unit);
    }
    catch {
        return unit.replace(/%([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    }
}
const PERCENT = decoderOf('(?:%[0-9A-Fa-f]{2})+', percentDecoded);
const UNICODE = decoderOf(String.raw `(?<!\\)\\+u[0-9A-Fa-f]{4}`, (unit) => String.fromCharCode(parseInt(unit.slice(-4), 16)));
/** The character of a code point written in hex, or the escape as written when it is none. */
function codePoint(hex, escape) {
    const code = parseInt(hex, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : escape;
}
/**
 * An escape's character: `%XX` bytes, quoted-printable `=XX`, `\\uXXXX`, `\\u{X}`, `\\x{X}`,
 * `\\UXXXXXXXX`, `U+XXXX`, `\\xXX`, octal `\\ooo`, an HTML entity by number (its `;` optional,
 * as HTML reads it).
 */
function unescaped(escape) {
    // An escape inside a JSON string has its backslash doubled (or more, nested deeper).
    const unit = escape.replace(/^\\+/, '\\');
    if (unit.startsWith('%'))
        return percentDecoded(unit);
    if (/^\\[ux]\{/.test(unit))
        return codePoint(unit.slice(3, -1), unit);
    if (/^(?:\\U|U\+)/.test(unit))
        return codePoint(unit.slice(2), unit);
    if (unit.startsWith('='))
        return String.fromCharCode(parseInt(unit.slice(1), 16));
    if (/^\\[0-7]/.test(unit))
        return String.fromCharCode(parseInt(unit.slice(1), 8));
    if (unit.startsWith('\\'))
        return String.fromCharCode(parseInt(unit.slice(2), 16));
    const code = /^&#x/i.test(unit) ? parseInt(unit.slice(3), 16) : parseInt(unit.slice(2), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : unit;
}
// An octal escape is one to three digits, at most `\\377` (C's `\\%o`, Python and JavaScript write `0` as `\\60`).
const ESCAPE_UNITS = String.raw `(?:%[0-9A-Fa-f]{2})+|U\+[0-9A-Fa-f]{4,6}|(?<!\\)\\+(?:u[0-9A-Fa-f]{4}|[ux]\{[0-9A-Fa-f]{1,6}\}|U[0-9A-Fa-f]{8}|x[0-9A-Fa-f]{2}|[0-3][0-7]{2}|[0-7]{1,2})|&#[0-9]{1,7};?|&#[xX][0-9A-Fa-f]{1,6};?`;
const ESCAPES = decoderOf(`${ESCAPE_UNITS}|=[0-9A-Fa-f]{2}`, unescaped);
/** The same but quoted-printable's `=6D`: a key split by `=` before two of its hex characters (`%5F=demo0`) is a split. */
const ESCAPES_BUT_EQUALS = decoderOf(ESCAPE_UNITS, unescaped);
/** CSS's escapes (`\\6d \\69 `): one to six hex digits and the one space that may end them. */
const CSS_ESCAPES = decoderOf(String.raw `(?<!\\)\\[0-9A-Fa-f]{1,6} ?`, (unit) => codePoint(unit.slice(1).trim(), unit));
/**
 * Unicode tag characters (U+E0020..U+E007E), each the invisible twin of an ASCII character: read as
 * the character it stands for (before SPACE drops them as characters that show nothing).
 */
const TAGS = decoderOf('[\\u{E0020}-\\u{E007E}]', (char) => String.fromCharCode((char.codePointAt(0) ?? 0) - 0xe0000));
/** Small capitals, which neither NFKC nor Unicode's confusables read as the letters they show. */
const SMALL_CAPITALS = Object.fromEntries([...'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡʏᴢ'].map((char, i) => [char, 'abcdefghijklmnopqrstuvwyz'[i] ?? char]));
/**
 * A look-alike letter or digit read as the ASCII one it shows: fullwidth and mathematical bold as
 * NFKC reads them, Cyrillic and Greek ones (`е`, `о`, `а`) as Unicode's confusables do, small capitals.
 */
function lookalikeRead(char) {
    const folded = char.normalize('NFKC');
    if (/^[\x00-\x7F]*$/.test(folded))
        return folded;
    const skeleton = SMALL_CAPITALS[folded] ?? unhomoglyph__WEBPACK_IMPORTED_MODULE_0___default()(folded);
    // `_` too: a key's own (`ߺ`, U+07FA, for `mint_`).
    return /^[A-Za-z0-9_]$/.test(skeleton) ? skeleton : folded;
}
const LOOKALIKE = decoderOf('[^\\x00-\\x7F]', lookalikeRead);
/** What splits a secret's hex bytes (`6d:69`, `0x6d,0x69`, `\\x6d\\x69`): taken out before a byte. */
const HEX_SEPARATOR = String.raw `(?:[:,;\-]?(?:0[xX]|\\[xX])|[:,;\-])`;
const HEX_SPLIT = {
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
const SPLIT = {
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
const SPLIT_KEEPING_UNDERSCORE = {
    ...decoderOf(`(?:(?<=[A-Za-z0-9])${SPLIT_CHARS}|${SPLIT_CHAR}{0,3}_${SPLIT_CHAR}{0,3})(?=[A-Za-z0-9])`, (run) => run.includes('_') ? '_' : ''),
    gate: new RegExp(`_${SPLIT_CHAR}{0,3}[A-Za-z0-9]`, 'u'),
};
/**
 * What lies between two items of a list: a comma, brackets around it (nested lists), or a comma
 * and the next value's key (a list written as an object, `{"0":"mint_d","1":"emo012"}`).
 */
const LIST_SEPARATOR = String.raw `(?:(?:\]\s*)+,\s*(?:\[\s*)+|,(?:\s*\\*["'][^"'\\\n]{0,40}\\*["']\s*:)?)`;
/**
 * A secret as a list of its characters or of its groups of up to six (`["m","i",...]`,
 * `['mint_d', 'emo012', ...]`, an object's values too): the quotes and commas between them out.
 */
const CHARACTER_LIST = {
    // Nested lists too (`[[["mint_d"]],[["emo012"]]]`, pairs of groups), and quotes JSON-escaped (a
    // body in the debug log): the quotes, commas and brackets between them out.
    ...decoderOf(String.raw `(?<=[A-Za-z0-9_])\\*["']\s*${LIST_SEPARATOR}\s*\\*["'](?=[A-Za-z0-9_])`, () => '', true),
    // From a quote's first backslash only: a long run of backslashes is scanned once, not from each.
    gate: new RegExp(String.raw `(?<!\\)(?:\\*["'][A-Za-z0-9_]{1,6}\\*["']\s*${LIST_SEPARATOR}\s*){2}\\*["'][A-Za-z0-9_]`),
};
/** A secret's bytes as decimal numbers (`[109,105,110,...]`, a Buffer as JSON): each number read as its byte. */
const DECIMAL_BYTES = {
    // Split by commas or semicolons, on one line or one a line (a pretty-printed buffer), or by spaces.
    ...decoderOf(String.raw `\d{1,3}(?:\s*[,;]\s*|\s+)?`, (unit) => {
        const byte = parseInt(unit, 10);
        // A zero byte is UTF-16's high half of an ASCII letter (`109,0,105,0`): nothing to read.
        if (byte === 0)
            return '';
        return byte <= 255 ? String.fromCharCode(byte) : unit;
    }),
    // Six numbers in a row at least (a piece of a secret is longer): a date or a version is not read so.
    gate: /\d{1,3}(?:(?:\s*[,;]\s*|\s+)\d{1,3}){5}/,
};
/** A secret's bytes as octal numbers split by white space (`155 151 156`, as `od -b` prints them, or unpadded `60`). */
const OCTAL_BYTES = {
    ...decoderOf(String.raw `(?<![0-9])[0-3]?[0-7]{1,2}(?![0-9])\s*`, (unit) => String.fromCharCode(parseInt(unit, 8))),
    gate: /(?<![0-9])[0-3]?[0-7]{1,2}(?:\s+[0-3]?[0-7]{1,2}){5}/,
};
/**
 * A secret's bytes as binary numbers, eight bits each: joined, or split by white space or by any
 * punctuation (one to three of it, as the key's own characters may be), `0b`-prefixed or quoted
 * too (`01101101 01101001`, `0b01101101,0b01101001`, a list, `01101101-01101001`).
 */
const BINARY_BYTE = String.raw `["'\x60]?(?:0[bB])?[01]{8}["'\x60]?`;
const BINARY_SEPARATOR = String.raw `(?:\s*[^\w\s]{1,3}\s*|\s+)`;
const BINARY_BYTES = {
    // A separator is read as nothing only between two bytes: white space after the last is the text's.
    ...decoderOf(String.raw `${BINARY_BYTE}|(?<=[01]["'\x60]?)${BINARY_SEPARATOR}(?=${BINARY_BYTE})`, (unit) => {
        const bits = /[01]{8}(?=["'\x60]?$)/.exec(unit)?.[0];
        return bits === undefined ? '' : String.fromCharCode(parseInt(bits, 2));
    }),
    gate: new RegExp(String.raw `(?<![0-9])(?:${BINARY_BYTE}${BINARY_SEPARATOR}?){6}`),
};
/**
 * Text in ROT13, the everyday way to "hide" it from a casual reader: read back, in any case. Read
 * a run of letters at once, but mapped back letter by letter: a find starts and ends where its
 * letters do, not at the run's ends (a word before it in another value of a JSON answer).
 */
const ROT13 = { all: /[A-Za-z]+/g, at: /[A-Za-z]/y, decode: (letters) => rot13(letters) };
/**
 * The readings of a text: each decoder alone, and all stacked in the order an encoder and a
 * wrapper leave them (white space out, even inside an escape a wrap split; the escapes decoded;
 * look-alikes and tag characters read as letters; the line breaks they held out); and hex bytes split apart, joined.
 */
const READINGS = [
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
function sourcesOf(text, { at: unit, decode }) {
    const from = [];
    const to = [];
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
function decodedBy(text, decoder) {
    if (decoder.gate && !decoder.gate.test(text))
        return text;
    decoder.all.lastIndex = 0;
    if (!decoder.all.test(text))
        return text;
    return decoder.drop ? text.replace(decoder.all, '') : text.replace(decoder.all, decoder.decode);
}
/**
 * The spans of `text` that `find` covers once a reading has undone its encodings: the decoded text
 * is searched, and only a find is mapped back, stage by stage (most texts hold none).
 */
function decodedSpans(text, find) {
    const spans = [];
    // A reading that comes to a text another reading searched finds nothing more (most stack nothing).
    const searched = new Set([text]);
    for (const reading of READINGS) {
        const stages = [text];
        for (const decoder of reading)
            stages.push(decodedBy(stages[stages.length - 1] ?? text, decoder));
        const last = stages[stages.length - 1] ?? text;
        if (searched.has(last))
            continue;
        searched.add(last);
        // A key's shape is not looked for where the `_` was kept across separators: a key shown
        // masked (`mint_demo0…56789abcdef`) would read as one, and its start is no secret.
        let found = find(last, !reading.includes(SPLIT_KEEPING_UNDERSCORE));
        for (let stage = reading.length - 1; stage >= 0 && found.length > 0; stage--) {
            const before = stages[stage] ?? text;
            const decoder = reading[stage];
            if (decoder === undefined || stages[stage + 1] === before)
                continue;
            const { from, to } = sourcesOf(before, decoder);
            found = found.map(([start, end]) => [from[start] ?? 0, to[end - 1] ?? before.length]);
        }
        // One by one: a text that echoes a secret thousands of times finds more spans than a call may take arguments.
        for (const span of found)
            spans.push(span);
    }
    return spans;
}
/**
 * The base64 of a secret and of its runs, as a service or a header may carry it: at each of the
 * three byte alignments, in both alphabets, every run of BASE64_RUN_CHARS of the whole groups.
 */
const BASE64_RUN_CHARS = 16;
function base64FormsOf(secret, encoding = 'utf8', step = 1) {
    const bytes = Buffer.from(secret.trim(), encoding);
    const forms = [];
    for (let skip = 0; skip < 3; skip++) {
        const whole = bytes.subarray(skip, skip + Math.floor((bytes.length - skip) / 3) * 3);
        for (const encoded of [whole.toString('base64'), whole.toString('base64url')])
            for (let start = 0; start + BASE64_RUN_CHARS <= encoded.length; start += step)
                forms.push(encoded.slice(start, start + BASE64_RUN_CHARS));
    }
    // The whole secret's, however short (a proxy's `user:password` as a Basic header carries it).
    const padded = bytes.toString('base64');
    const whole = padded.replace(/=+$/, '');
    if (whole.length >= BASE64_WHOLE_CHARS)
        forms.push(whole, bytes.toString('base64url'));
    // Shorter, it is found as a header holds it, or with its padding: either is no one's word.
    else if (whole.length > 0)
        forms.push(`Basic ${whole}`, ...(padded === whole ? [] : [padded]));
    return forms;
}
/** A whole secret's base64 shorter than this is as likely anyone's text. */
const BASE64_WHOLE_CHARS = 8;
/** RFC 4648's base32 alphabet: upper case, no padding (the trie folds case). */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32(bytes) {
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
function base32FormsOf(secret) {
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
const reversed = (text) => [...text].reverse().join('');
/**
 * The ROT13 of a secret's pieces, as written (folded, a key's `CDEF` would be `PQRS`); a key of a
 * known format's upper- and lower-cased and backwards too: searched under every reading (spaced,
 * split, look-alikes), where the ROT13 reading alone reads only a text that is ROT13 and nothing else.
 */
const rot13Forms = (pieces, anyCase) => [
    ...new Set((anyCase ? pieces.flatMap((piece) => [piece, piece.toUpperCase(), piece.toLowerCase()]) : pieces).flatMap((piece) => [rot13(piece), ...(anyCase ? [rot13(reversed(piece))] : [])])),
];
const rot13 = (text) => text.replace(/[A-Za-z]/g, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 84) % 26) + (c <= 'Z' ? 65 : 97)));
/**
 * A secret or piece as the split reading leaves it: that reading takes out the secret's own
 * separators too (the `_` of `mint_`, a `github_pat_` token's), so a split piece reads so.
 */
const unsplit = (text) => text.replace(SPLIT.all, '');
/** The base64 of a key's start and end pieces, whole (a piece's bytes end mid-group: no run of a longer encoding holds it). */
const wholeBase64 = (piece) => {
    const encoded = Buffer.from(piece, 'utf8').toString('base64').replace(/=+$/, '');
    return encoded.length >= BASE64_WHOLE_CHARS ? [encoded, encoded.replace(/\+/g, '-').replace(/\//g, '_')] : [];
};
/**
 * The hexadecimal of a secret's bytes and of its runs (either case: the trie folds it), as a
 * debugging service may dump it: every run of RUN_CHARS bytes, whole bytes only.
 */
function hexFormsOf(secret, encoding = 'utf8') {
    const hex = Buffer.from(secret.trim(), encoding).toString('hex');
    // A run of RUN_CHARS characters, from a character's first byte: two bytes each in UTF-16.
    const width = encoding === 'utf16le' ? 4 : 2;
    const run = RUN_CHARS * width;
    const forms = [hex];
    for (let start = 0; start + run <= hex.length; start += width)
        forms.push(hex.slice(start, start + run));
    return forms;
}
/**
 * A value of a secret's format, whoever's it is (an admin key pasted as `project-id`, a GitHub or
 * GitLab token in a commit subject or a `/docs` note): hidden as a secret is, as GitHub's secret scanning would flag it. A whole word
 * only, holding a digit, as random keys do: `peppermint_developer_portal` is anyone's text. A GitLab
 * token's kind (`glpat-`, 20 characters or more after it) is rare enough in prose to need none:
 * about one in thirty of its random tails holds no digit.
 */
const SECRET_SHAPE = /(?:(?<![A-Za-z0-9_])|(?<=\\[nrt]|%[0-9A-Fa-f]{2}|\\u[0-9A-Fa-f]{4}))(?:(?:mint_(?:dsc_|us_)?|gh[pousr]_)(?=[A-Za-z]*\d)[A-Za-z0-9]{16,}|github_pat_(?=[A-Za-z_]*\d)[A-Za-z0-9_]{22,}|gl(?:pat|dt|ptt|rtr?|cbt|imt|oas|soat|ffct|ft|agent)-[A-Za-z0-9_-]{20,}(?:\.[A-Za-z0-9_-]+)*|GR1348941[A-Za-z0-9_-]{20,})(?![A-Za-z0-9_-])/g;
/** Each span of the text that has a secret's shape. */
function shapedSpans(text, spans, shapes = true) {
    if (!shapes)
        return spans;
    for (const shaped of text.matchAll(SECRET_SHAPE))
        spans.push([shaped.index, shaped.index + shaped[0].length]);
    return spans;
}
/** Each span `[start, end)` of the text that a form covers. */
function spansIn(root, starts, text) {
    const spans = [];
    for (let at = 0; at < text.length; at++) {
        if (!starts.has(fold(text[at] ?? '')))
            continue;
        const end = longestAt(root, text, at);
        if (end > at)
            spans.push([at, end]);
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
    const spans = new Map();
    let chars = 0;
    return {
        get: (text) => spans.get(text),
        set(text, found) {
            if (text.length > RECENT_CHARS / 8 || found.length > RECENT_SPANS)
                return;
            spans.set(text, found);
            chars += text.length;
            for (const [old] of spans) {
                if (chars <= RECENT_CHARS)
                    break;
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
function onlySecrets(text, redact) {
    const redacted = redact(text);
    const worded = /[\p{L}\p{N}]/u;
    return redacted !== text && worded.test(text) && !worded.test(redacted.replaceAll(REDACTED, ''));
}
/** The redactions made last, by their secrets: a step makes a few, of the same secrets. */
const BUILT = new Map();
const BUILT_KEPT = 4;
/**
 * The redaction of these secrets. Every span that is a secret or a piece of one, in any form, is
 * covered, in the text as it is and as each view reads it; each run of covered text becomes one
 * `***`: overlapping pieces of one secret hide it whole, wherever a cut or an escaper put its edges.
 */
function createRedact(secrets) {
    // White space alone is no secret (a variable of blanks): hiding it would garble every line.
    const all = [...new Set(secrets)].filter((secret) => secret.trim() !== '').sort();
    // With none given, a value of a secret's format (a key pasted where an id goes) is hidden all the same.
    // The log, the service's client and GitHub's each redact the step's secrets: one trie serves them.
    const key = JSON.stringify(all);
    const made = BUILT.get(key) ?? redactionOf(all);
    BUILT.delete(key);
    BUILT.set(key, made);
    for (const old of BUILT.keys())
        if (BUILT.size > BUILT_KEPT)
            BUILT.delete(old);
    return made;
}
/** Every form of one secret the trie holds: its pieces as each escaper writes them, its encodings. */
function formsOfSecret(secret) {
    const anyCase = PUBLIC_PREFIX.test(secret.trim());
    const pieces = [secret, ...piecesOf(secret)];
    const keyStarts = pieces.filter((piece) => piece !== secret && secret.trim().startsWith(piece));
    // A key of a known format upper- or lower-cased (a service that normalises it) is other bytes:
    // their encodings are made too.
    const bytesAs = anyCase ? [...new Set([secret, secret.toUpperCase(), secret.toLowerCase()])] : [secret];
    // Any other secret whole, lower- or upper-cased as this step's own code may show it (a URL's
    // host, a flag's value read in lower case): as written, so ordinary words stay.
    const folded = anyCase ? [] : [secret.toLowerCase(), secret.toUpperCase()].filter((form) => form !== secret);
    const written = [...pieces, ...folded].flatMap(formsOf).concat(pieces.map(reversed), pieces.map(unsplit).filter((form, i) => form !== pieces[i]), anyCase ? [...keyStarts, [...secret.trim()].slice(-END_CHARS).join('')].flatMap(wholeBase64) : []);
    // Base64 is no word, whoever's the secret is: in any case (a URL's host lower-cases it).
    const base64 = bytesAs
        .flatMap((form) => base64FormsOf(form))
        // Runs from whole groups of four: a longer run holds one, wherever it is cut.
        .concat(bytesAs.flatMap((form) => [...base64FormsOf(form, 'utf16le', 4), ...base64FormsOf(reversed(form), 'utf8', 4)]));
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
        ...written.map((form) => [form, anyCase]),
        ...rot13Forms(pieces, anyCase).map((form) => [form, false]),
        ...[...base64, ...caseless].map((form) => [form, true]),
    ];
}
function redactionOf(all) {
    const forms = all.flatMap(formsOfSecret);
    const root = trieOf(forms);
    // The first UTF-16 unit of each form: a walk starts only where one stands, so most characters cost one look-up.
    const starts = new Set(forms.map(([form]) => fold(form[0] ?? '')));
    const find = (read, shapes = true) => shapedSpans(read, spansIn(root, starts, read), shapes);
    const seen = recentlyRead();
    const spansOf = (text) => {
        let spans = seen.get(text);
        if (spans === undefined) {
            spans = find(text);
            for (const span of decodedSpans(text, find))
                spans.push(span);
            seen.set(text, spans);
        }
        return spans.map(([start, end]) => [start, end]);
    };
    const redact = (text) => {
        const spans = spansOf(text);
        if (spans.length === 0)
            return text;
        spans.sort((a, b) => a[0] - b[0]);
        let out = '';
        let kept = 0;
        let coveredTo = -1;
        for (const [start, end] of spans) {
            // A span that starts after the last one ended (touching it is overlapping) is a new `***`.
            if (start > coveredTo) {
                if (coveredTo >= 0)
                    out += REDACTED;
                out += text.slice(kept, start);
            }
            coveredTo = Math.max(coveredTo, end);
            kept = coveredTo;
        }
        return `${out}${REDACTED}${text.slice(kept)}`;
    };
    return Object.assign(redact, { spans: spansOf });
}


/***/ }),

/***/ 218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DU: () => (/* binding */ fullText),
/* harmony export */   Gj: () => (/* binding */ escapeAttribute),
/* harmony export */   My: () => (/* binding */ escapeMarkup),
/* harmony export */   Np: () => (/* binding */ cap),
/* harmony export */   St: () => (/* binding */ ownClause),
/* harmony export */   TL: () => (/* binding */ quoted),
/* harmony export */   UN: () => (/* binding */ escapeControls),
/* harmony export */   Z2: () => (/* binding */ VALUE_CAP),
/* harmony export */   ab: () => (/* binding */ msg),
/* harmony export */   e4: () => (/* binding */ renderMessage),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   gl: () => (/* binding */ abbreviated),
/* harmony export */   hj: () => (/* binding */ withoutRunnerCommands),
/* harmony export */   hp: () => (/* binding */ oneLineJson),
/* harmony export */   hw: () => (/* binding */ joinMessages),
/* harmony export */   oh: () => (/* binding */ thousands),
/* harmony export */   q: () => (/* binding */ linked),
/* harmony export */   q3: () => (/* binding */ httpUrl)
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

/***/ 4498:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Of: () => (/* binding */ refusalOf),
/* harmony export */   Py: () => (/* binding */ admitCommand),
/* harmony export */   eo: () => (/* binding */ refuseSecretAlone)
/* harmony export */ });
/* unused harmony exports AGENTS_OWN_COMMAND, isSecretAlone */
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);
/* harmony import */ var _output_redaction_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5928);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(518);
/* harmony import */ var _docs_need_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7761);
/* harmony import */ var _host_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(393);





async function admitCommand(command, rules, permission) {
    if (command.edited)
        return { kind: 'changed' };
    if ((0,_docs_need_js__WEBPACK_IMPORTED_MODULE_3__/* .isAgentLogin */ .TI)(command.login, rules.agentLogin))
        return { kind: 'agents-own' };
    if (command.message === '' && rules.repliesToNoMessage !== true)
        return { kind: 'no-message' };
    const level = await permission(command.login);
    if (!level.ok)
        return { kind: 'unread', cause: level.cause, forGood: (0,_host_js__WEBPACK_IMPORTED_MODULE_4__/* .refusedForGood */ .FD)(level) };
    if (!(0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .mayCommand */ .fi)(level.value, rules.required))
        return { kind: 'below', level: level.value };
    if (command.message === '')
        return { kind: 'no-message' };
    return isSecretAlone(rules.log, command.message) ? { kind: 'secret-alone' } : { kind: 'send' };
}
/** Why a command the rule did not admit is not sent, for the log of a run that finds it owed. */
function refusalOf(admission, login, required) {
    switch (admission.kind) {
        case 'changed':
            return 'it was edited before a run sent it, and an edited comment is no command';
        case 'agents-own':
            return AGENTS_OWN_COMMAND(login);
        case 'unread':
            return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `whether ${login} may command could not be read (${admission.cause})`;
        case 'below':
            return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${login} has ${admission.level ?? 'no'} permission, and 'follow-up-permission' asks for ${required}: once they have it, a new command is sent (this one stays answered)`;
        case 'no-message':
            return 'it holds no message after the command word (a command is the word, then what to tell the agent)';
        case 'secret-alone':
            return 'it holds a secret (a key or a token) and nothing else';
    }
}
/** The agent's own account ('agent-login') writes in the docs pull request it works on: its text commands nothing, as its reviews are not sent. */
const AGENTS_OWN_COMMAND = (login) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${login} is the agent's own account ('agent-login'), whose words command nothing`;
/**
 * A command whose message is a secret and nothing else, read as the log redacts it, whole: never
 * sent (it would reach the job as `***`).
 */
const isSecretAlone = (log, message) => (0,_output_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .onlySecrets */ .Wk)(message, (text) => log.excerpt(text, text.length + 1));
const secretAloneReply = (login) => `${(0,_output_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK)(login)}: the message after the command is a secret (a key or a token) and nothing else, so nothing was sent. If it is live, delete this comment and rotate it; write the command again with words for the agent.`;
const secretAloneWarning = (login, commentId) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `The command of ${login} (comment ${commentId}) holds a secret (a key or a token) and nothing else, so nothing was sent. A live key or token is in the clear in that comment: delete the comment and rotate the secret.`;
/** Answers a command of a secret alone: 😕, a reply, and a warning to rotate it. */
async function refuseSecretAlone(log, command, answer) {
    await answer.react();
    await answer.reply(secretAloneReply(command.login));
    log.warning(secretAloneWarning(command.login, command.id));
}


/***/ }),

/***/ 3023:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kY: () => (/* binding */ MAX_EARLIER_HEADS),
/* harmony export */   x0: () => (/* binding */ findThisRunsCheckRun)
/* harmony export */ });
/* unused harmony export findCheckRun */
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6002);

/** This run's check run of this step on the commit, the newest, when an earlier attempt made one. */
async function findCheckRun(host, trigger, name, sha, keys, budget, anew) {
    const listed = await host.checkRuns(sha, name, budget, anew);
    if (!listed.ok)
        return listed;
    let newest;
    let unverified = false;
    let leftByOthers = false;
    for (const { id, url, status, externalId: external, run } of listed.value) {
        // A host whose check runs hold no record (GitLab's status) names the run that set it: this run's is its own.
        const ownRun = run !== undefined && run === trigger.runId && host.checkRunHoldsRecord === false;
        if (ownRun && (!newest || id > newest.id))
            newest = { id, url, records: [] };
        // Another app's check run of the same name may carry no external id: not ours, and not a doubt.
        if (external === undefined)
            continue;
        const record = (0,_record_js__WEBPACK_IMPORTED_MODULE_0__/* .readRecord */ .aE)(external, trigger.step, keys);
        if (record?.run === trigger.runId && (!newest || id > newest.id))
            newest = { id, url, records: [record] };
        unverified ||= !record && (0,_record_js__WEBPACK_IMPORTED_MODULE_0__/* .unverifiedRecord */ .jI)(external, trigger.step, keys, 'check-run');
        leftByOthers ||= status === 'in_progress' && record !== undefined && record.run !== trigger.runId;
    }
    const others = leftByOthers ? { leftByOthers: true } : {};
    if (newest)
        return { ok: true, match: newest, ...others };
    return unverified ? { ok: true, unverified, ...others } : { ok: true, ...others };
}
/** How many earlier commits of the pull request a re-run looks on for its check run, newest first. */
const MAX_EARLIER_HEADS = 20;
/**
 * This run's check run of this step: on the head, and on a re-run of a comment's run (whose head
 * is looked up, so a push between attempts moves it) also on the pull request's earlier commits,
 * newest first, where attempt 1 put it. A commit list that cannot be read is not "none".
 */
async function findThisRunsCheckRun(host, trigger, name, head, keys, budget, anew) {
    const found = await findCheckRun(host, trigger, name, head, keys, budget, anew);
    if (!found.ok || found.match || trigger.attempt <= 1 || !trigger.headNeedsLookUp)
        return found;
    const commits = await host.commits(budget);
    if (!commits.ok)
        return commits;
    const shas = commits.value
        .filter((sha) => sha !== head)
        .reverse()
        .slice(0, MAX_EARLIER_HEADS);
    let unverified = found.unverified === true;
    for (const sha of shas) {
        const earlier = await findCheckRun(host, trigger, name, sha, keys, budget);
        if (!earlier.ok || earlier.match)
            return earlier;
        unverified ||= earlier.unverified === true;
    }
    // A force-push drops attempt 1's head from the list, and older heads are not searched.
    const others = found.leftByOthers ? { leftByOthers: true } : {};
    return { ok: true, elsewhere: true, ...(unverified ? { unverified } : {}), ...others };
}


/***/ }),

/***/ 9755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GT: () => (/* binding */ takeClaim),
/* harmony export */   Ii: () => (/* binding */ STALE_CLAIM_MS),
/* harmony export */   aS: () => (/* binding */ claimVerdict)
/* harmony export */ });
/* unused harmony exports CLAIM_BOUND_MS, holderOf */
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);
/**
 * The one claim (lease) where two runs may meet, for the finish of a let-go turn and for the
 * reviews' lock alike: a reaction by the token's own account, which the host makes
 * once (201) and answers 200 after. Every run of a repository writes as that one account, so the
 * reaction alone cannot say which run holds it: the holder names itself (its run, its attempt and
 * the reaction's id) in the signed records it finishes under the claim. A run that finds the
 * claim taken asks the host whether the named run has ended; one that has is gone, whatever the
 * age of its claim. Taking the claim off on the way out is a speed-up, not the guarantee: SIGKILL,
 * or the rate limit that stopped the finish, can stop that too.
 */

/** A claim older than this is a run that died between its claim and its finish (a finish takes seconds). */
const STALE_CLAIM_MS = 10 * 60_000;
/**
 * How long a `/docs` command's claim (its 👀) holds when the Actions API cannot say whether the
 * run that made it is alive: minutes, not that run's whole `timeout`.
 */
const CLAIM_BOUND_MS = 15 * 60_000;
/** The holder a claim's records name for this very reaction; a name for another reaction names no one. */
function holderOf(reaction, named) {
    const found = named.find((holder) => holder.reaction === reaction);
    return found && { run: found.run, attempt: found.attempt };
}
/**
 * A claim someone else made: free at once when the run it names has ended (an earlier attempt of
 * this very run has: attempts follow one another), or, naming no run, when no other run of the
 * repository is in progress; else once it is older than STALE_CLAIM_MS (a run the host cannot tell
 * of, or a claim naming no run while other runs are in progress). A live holder is waited on until then, as
 * no finish holds its claim for minutes.
 */
function claimVerdict(claim) {
    const { holder, self } = claim;
    if (holder !== undefined && self && holder.run === self.run && holder.attempt <= self.attempt)
        return { kind: 'free', why: 'this-run' };
    if (holder !== undefined && claim.state === 'ended')
        return { kind: 'free', why: 'ended' };
    // No run but this one is in progress: whoever made the claim has ended, named or not.
    if (holder === undefined && claim.othersRunning === false)
        return { kind: 'free', why: 'no-run' };
    const waits = claim.holds === 'while-it-waits';
    if (waits && holder === undefined && claim.othersRunning === true)
        return { kind: 'held' };
    const staleMs = waits ? CLAIM_BOUND_MS : STALE_CLAIM_MS;
    return claim.nowMs - claim.at > staleMs ? { kind: 'free', why: 'stale' } : { kind: 'held' };
}
const FREE_BECAUSE = {
    ended: (holder) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `run ${holder.run} (attempt ${holder.attempt}), which holds it, has ended`,
    'this-run': () => 'this run, or an earlier attempt of it, left it',
    'no-run': () => 'it names no run, and the Actions API lists no other run in progress, so its run has ended',
    stale: () => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `it is older than ${STALE_CLAIM_MS / 60_000} minutes, so its run died`,
};
/**
 * Makes the claim: the host making the reaction (201) says this run holds it. One another run
 * made is taken over when it is free (claimVerdict): its reaction removed and made again, so of
 * two runs that both take it over, the host makes one reaction (201).
 */
async function takeClaim(site) {
    const { host, commentId, mark, budget } = site;
    const react = (id, content) => host.react(id, content, budget());
    const first = await react(commentId, mark);
    if (!first.ok)
        return { kind: 'failed', cause: first.cause };
    const { created, id, author } = first.value;
    if (created)
        return { kind: 'taken', ...(id === undefined ? {} : { id }), ...(author ? { author } : {}) };
    if (id === undefined)
        return { kind: 'held' };
    const holder = holderOf(id, site.named ?? []);
    const [listed, state, othersRunning] = await Promise.all([
        host.reactions(commentId, budget()),
        holder === undefined || holder.run === site.self.run ? undefined : host.runState(holder, budget()),
        holder === undefined ? host.otherRunsInProgress(budget()) : undefined,
    ]);
    const shown = listed.ok ? listed.value.find((reaction) => reaction.id === id) : undefined;
    // A claim the list does not show was taken off meanwhile: 200 stands, the next run finds it free.
    if (listed.ok && !shown)
        return { kind: 'held', id, ...(holder ? { holder } : {}) };
    const verdict = claimVerdict({
        ...{ at: shown?.at ?? Number.NaN, holder, state, self: site.self, nowMs: site.date() },
        ...(othersRunning === undefined ? {} : { othersRunning }),
    });
    if (verdict.kind === 'held') {
        const at = shown?.at === undefined || Number.isNaN(shown.at) ? {} : { at: shown.at };
        return { kind: 'held', id, ...(holder ? { holder } : {}), ...(state === undefined ? {} : { state }), ...at };
    }
    await host.unreact(commentId, id, budget());
    const again = await react(commentId, mark);
    if (!again.ok)
        return { kind: 'failed', cause: again.cause };
    if (!again.value.created)
        return { kind: 'held', ...(again.value.id === undefined ? {} : { id: again.value.id }) };
    const taken = again.value.id === undefined ? {} : { id: again.value.id };
    return { kind: 'taken', ...taken, tookOver: FREE_BECAUSE[verdict.why](holder ?? site.self) };
}


/***/ }),

/***/ 8965:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lh: () => (/* binding */ reportHost),
/* harmony export */   T$: () => (/* binding */ docsHostOf),
/* harmony export */   T9: () => (/* binding */ asPullRequestEvent),
/* harmony export */   gl: () => (/* binding */ reportHostOf)
/* harmony export */ });
/**
 * A run whose event is not the pull request's own, as that pull request's event: its head, draft
 * flag, labels and author as read. What may start or tell a job does not widen: a closed pull
 * request, a fork's or Dependabot's owes nothing to such a run (`owesNothing` says why).
 */
function asPullRequestEvent(trigger, facts, 
/** `as-its-close`: a closed pull request is read as its close (a sweep's turn: a command owed at the close still goes). */
closed = 'owes-nothing') {
    if (!facts.open && closed === 'owes-nothing')
        return { owesNothing: 'it is not open' };
    if (facts.fromFork)
        return { owesNothing: 'it comes from a fork' };
    if (facts.author === 'dependabot[bot]')
        return { owesNothing: "it is Dependabot's" };
    const { draft, labels, author, changedFiles, closedAt } = facts;
    const known = {
        ...(author === undefined ? {} : { author }),
        ...(changedFiles === undefined ? {} : { changedFiles }),
        ...(closedAt === undefined ? {} : { closedAt }),
    };
    const state = facts.open ? 'open' : facts.merged === true ? 'merged' : 'closed';
    return { ...trigger, headSha: facts.head, headNeedsLookUp: false, pullRequest: { state, draft, labels, ...known } };
}
/**
 * A pull request on its host with the report-token: the one way src/ outside the hosts asks for the
 * pull request it reports on (the code host builds each once for the run).
 */
function reportHostOf(codeHost, token, trigger) {
    return codeHost.pullRequest(trigger, { value: token, name: 'report-token' });
}
/** The report's host; none without a pull request or a token. */
function reportHost(codeHost, token, trigger) {
    if (!trigger || token === '')
        return undefined;
    return reportHostOf(codeHost, token, trigger);
}
/** A docs pull request on its host with the github-token: the other way src/ asks for a pull request. */
function docsHostOf(codeHost, token, docs) {
    const needs = `pull-requests: write on ${docs.owner}/${docs.repo} (such as an installation token from actions/create-github-app-token)`;
    return codeHost.pullRequest(docs, { value: token, name: 'github-token', needs });
}


/***/ }),

/***/ 1608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fm: () => (/* binding */ sendAgain),
/* harmony export */   dw: () => (/* binding */ createCommandQueue),
/* harmony export */   w9: () => (/* binding */ takeOver),
/* harmony export */   wv: () => (/* binding */ react)
/* harmony export */ });
/* harmony import */ var _admission_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4498);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(518);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4714);
/* harmony import */ var _host_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(393);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(218);
/* harmony import */ var _output_redaction_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5928);
/**
 * The `/docs` commands of a pull request as a queue that lives on the host, where every run can
 * read it: a command is answered once the action's account reacted `rocket` (sent) or `confused`
 * (not sent), and claimed by the run that reacted `eyes`. GitHub has no compare-and-set on a
 * comment, but creating a reaction is atomic per account (201 once, then 200), so the run whose
 * `eyes` the host made owns the command. A command whose run never came (cancelled while pending) or is gone
 * (crashed, killed) is taken over by a later run, in order, and sent once.
 */






const unlessUnread = (taken) => (taken === 'unread' ? undefined : taken);
/**
 * `takeUnclaimed`: an earlier command nobody claimed is taken at once, however recent. Right when
 * one workflow with one concurrency group per pull request runs both the events and the commands
 * (its run is pending behind this one, or was cancelled); the claim being atomic, its run, if it
 * comes, finds it taken. Otherwise a recent one is waited on, its run may be about to start.
 */
function createCommandQueue(wire, reading, command, 
/** How old a command may be and still be sent (commandLookBack). */
lookBackMs, takeUnclaimed = false) {
    async function reactionsOn(commentId) {
        const listed = await wire.host.reactions(commentId, wire.read());
        return listed.ok ? listed.value : undefined;
    }
    const look = { wire, reading, command, lookBackMs, reactionsOn };
    const passedOver = new Set();
    const newestOrUnread = (own, comments, answered = new Set()) => newestCommandOrUnread(look, own, comments, answered);
    return {
        /**
         * The oldest earlier command not yet answered: wait while its run may be alive, else take it
         * over. Order is kept on doubt: a list that cannot be read now is waited on.
         */
        async next(own, comments, answered = new Set()) {
            if (comments === undefined)
                return { kind: 'wait' };
            let alive = null;
            for (const earlier of (0,_command_js__WEBPACK_IMPORTED_MODULE_1__/* .earlierCommands */ .x6)(comments, reading, command, wire.date(), lookBackMs)) {
                if (answered.has(earlier.id) || passedOver.has(earlier.id))
                    continue;
                const reactions = await reactionsOn(earlier.id);
                if (reactions === undefined)
                    return { kind: 'wait' };
                alive = alive === null ? await wire.host.otherRunsInProgress(wire.read()) : alive;
                const state = (0,_command_js__WEBPACK_IMPORTED_MODULE_1__/* .earlierState */ .Q3)(reactions, own, takeUnclaimed ? { recent: false } : earlier, wire.date(), alive);
                if (state.kind === 'answered')
                    continue;
                if (state.kind === 'on-its-way')
                    return { kind: 'wait' };
                return { kind: 'take', command: earlier, ...(state.claim === undefined ? {} : { claim: state.claim }) };
            }
            return { kind: 'none' };
        },
        /**
         * The newest command not claimed, or whose claim's run is gone, for a run of another event to
         * send as that command's run would have: the queue then sends the ones before it first.
         * Undefined when there is none, or when the reactions cannot be read (order is kept on doubt).
         */
        newestUnanswered: async (own, comments, answered = new Set()) => unlessUnread(await newestOrUnread(own, comments, answered)),
        /**
         * The oldest command no run answered, for a new job to start with: no message can go before a
         * start, so the job takes the commands from the oldest on, each later one a follow-up.
         */
        oldestUnanswered: async (own, comments, answered = new Set()) => unlessUnread(await newestCommandOrUnread(look, own, comments, answered, 'oldest')),
        newestOrUnread,
        /** Leaves an earlier command to the next run (its author's permission unread): this run's looks pass it over. */
        passOver: (commentId) => void passedOver.add(commentId),
        /** Makes the claim on a comment (claimComment). */
        claim: (commentId, deadClaim) => claimComment(wire, commentId, deadClaim),
        /**
         * How the action's account already answered a comment: 🚀 (sent) or 😕 (not sent, write it
         * again); either way it is never sent again. Undefined when unanswered, or when the list cannot
         * be read (no proof of an answer: the claim decides, as before).
         */
        async answeredBefore(commentId, own) {
            const reactions = await reactionsOn(commentId);
            const mine = (mark) => reactions?.some(({ content, author }) => content === mark && author?.login === own) ?? false;
            return mine('rocket') ? 'rocket' : mine('confused') ? 'confused' : undefined;
        },
        /** Takes the action's account's own reaction of this kind off a comment, if it is there (a re-run's 😕 once it sent). */
        async takeBack(commentId, mark, own) {
            const reactions = await reactionsOn(commentId);
            for (const { id, content, author } of reactions ?? [])
                if (id !== undefined && content === mark && author?.login === own)
                    await wire.host.unreact(commentId, id, wire.write());
        },
        /**
         * Whether this run's claim on a comment still stands: its `eyes` (by id) is still there. A
         * later run that took it over removed it first; an answer of its own (a re-run) is no matter.
         */
        async stillHeld(commentId, claim) {
            const reactions = await reactionsOn(commentId);
            // A list that cannot be read is no news: the claim stands.
            if (reactions === undefined)
                return true;
            return reactions.some(({ id, content }) => content === 'eyes' && id === claim);
        },
    };
}
/** The newest (or oldest) command unanswered, saying `unread` when the reactions cannot be read: a look that must tell doubt from none. */
async function newestCommandOrUnread(look, own, comments, answered = new Set(), from = 'newest') {
    let alive = null;
    const { wire, reading, command, lookBackMs, reactionsOn } = look;
    const oldestFirst = (0,_command_js__WEBPACK_IMPORTED_MODULE_1__/* .earlierCommands */ .x6)(comments, reading, command, wire.date(), lookBackMs);
    for (const earlier of from === 'newest' ? oldestFirst.reverse() : oldestFirst) {
        if (answered.has(earlier.id))
            continue;
        const reactions = await reactionsOn(earlier.id);
        if (reactions === undefined)
            return 'unread';
        alive = alive === null ? await wire.host.otherRunsInProgress(wire.read()) : alive;
        // Only the account's own reactions, by id: `viewer` names a bot without `[bot]`, so its login
        // alone is also a person's, who could sign up under it and answer commands with a 🚀.
        const mine = reactions.filter(({ author }) => (0,_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .isAccount */ .UP)(author, own));
        const login = mine[0]?.author?.login ?? '';
        // Unclaimed, however recent, is taken: the claim is atomic, and its own run, if it comes, finds it claimed.
        const state = (0,_command_js__WEBPACK_IMPORTED_MODULE_1__/* .earlierState */ .Q3)(mine, login, { recent: false }, wire.date(), alive);
        if (state.kind === 'orphaned')
            return { kind: 'take', command: earlier, ...(state.claim === undefined ? {} : { claim: state.claim }) };
    }
    return undefined;
}
/**
 * Makes the claim on a comment: the host making `eyes` (201) says this run owns it (200: another
 * run does). A 200 after a request that got no answer (none, or a 5xx) may be this run's own: it
 * is when no other run is in progress to have made it (a dead run's would be taken over anyway);
 * else `unsure`, and the claim is left for the next run to judge.
 */
async function claimComment(wire, commentId, deadClaim) {
    if (deadClaim !== undefined)
        await wire.host.unreact(commentId, deadClaim, wire.write());
    let noAnswer = false;
    const answer = await react(wire, commentId, 'eyes', (first) => {
        noAnswer = !first.ok && (0,_host_js__WEBPACK_IMPORTED_MODULE_3__/* .unanswered */ .bj)(first);
    });
    // Refused for good (the token may not react): said as such, never as a claim another run may take.
    if (!answer.ok)
        return {
            owned: false,
            ...((0,_host_js__WEBPACK_IMPORTED_MODULE_3__/* .refusedForGood */ .FD)(answer, [403, 404]) ? { refused: answer.cause } : { failed: answer.cause }),
        };
    const { created, id, author } = answer.value;
    const mine = created || (noAnswer && (await wire.host.otherRunsInProgress(wire.read())) === false);
    return {
        owned: mine,
        ...(id === undefined ? {} : { id }),
        ...(author === undefined ? {} : { author }),
        ...(noAnswer && !mine ? { unsure: true } : {}),
    };
}
/**
 * Sends an earlier command its own run left unanswered, once this run owns it, and says so on it.
 * Whether anything was sent to the job.
 */
/** An earlier command whose send failed: said in the log, which the reply on it points to. */
const sayNotSent = (earlier, posted, log) => log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__/* .msg */ .ab) `The earlier command of comment ${earlier.id} was not sent: ${posted.why}`);
async function takeOver(next, deps) {
    const { command: earlier } = next;
    const { wire, log } = deps;
    const made = await deps.queue.claim(earlier.id, next.claim);
    if (!made.owned)
        return false;
    const admission = await (0,_admission_js__WEBPACK_IMPORTED_MODULE_0__/* .admitCommand */ .Py)(earlier, { required: deps.required, agentLogin: deps.agentLogin ?? '', log }, (login) => wire.host.permission(login, wire.read()));
    // Doubt is no refusal, nor a wall: passed over by this run (its claim let go), and read again by the next.
    if (admission.kind === 'unread' && !admission.forGood) {
        deps.queue.passOver(earlier.id);
        if (made.id !== undefined)
            await wire.host.unreact(earlier.id, made.id, wire.write());
        log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__/* .msg */ .ab) `An earlier command (comment ${earlier.id}) that its run did not answer is not sent now: ${(0,_admission_js__WEBPACK_IMPORTED_MODULE_0__/* .refusalOf */ .Of)(admission, earlier.login, deps.required)}. It stays unanswered, and the pull request's next run reads the permission again; this run goes on without it.`);
        return false;
    }
    if (admission.kind === 'secret-alone') {
        await (0,_admission_js__WEBPACK_IMPORTED_MODULE_0__/* .refuseSecretAlone */ .eo)(log, earlier, { react: () => react(wire, earlier.id, 'confused'), reply: deps.reply });
        return false;
    }
    if (admission.kind !== 'send') {
        await react(wire, earlier.id, 'confused');
        log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__/* .msg */ .ab) `An earlier command (comment ${earlier.id}) that its run did not answer is not sent: ${(0,_admission_js__WEBPACK_IMPORTED_MODULE_0__/* .refusalOf */ .Of)(admission, earlier.login, deps.required)}.`);
        if (admission.kind === 'changed')
            await deps.reply((0,_command_js__WEBPACK_IMPORTED_MODULE_1__/* .editedCommandReply */ .pB)((0,_output_redaction_js__WEBPACK_IMPORTED_MODULE_5__/* .toProse */ .HK)(earlier.login), earlier.id, 'a run'));
        return false;
    }
    // Where no run comes for a comment, every command is a later run's to send: the award answers it.
    const ownRuns = wire.host.runPerComment !== false;
    log.info(ownRuns
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__/* .msg */ .ab) `The run for an earlier command (comment ${earlier.id}, by ${earlier.login}) did not answer it (it was cancelled, stopped or not started yet, or killed once it sent it: then the job gets it twice); this run sends it first, as commands go in the order written.`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__/* .msg */ .ab) `An earlier command (comment ${earlier.id}, by ${earlier.login}) is sent first, as commands go in the order written.`);
    const posted = await deps.send(earlier.message);
    const sent = posted === true;
    // One the service certainly did not take is answered too: kept owed, it would go after this run's
    // own command (a let-go run queues nothing behind it) or be sent again at every look of a limit.
    if (posted !== true)
        sayNotSent(earlier, posted, log);
    await react(wire, earlier.id, sent ? 'rocket' : 'confused');
    if (sent && !ownRuns)
        return sent;
    const who = (0,_output_redaction_js__WEBPACK_IMPORTED_MODULE_5__/* .toProse */ .HK)(earlier.login);
    const run = wire.trigger.runUrl ? ` (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkup */ .My)(wire.trigger.runUrl)})` : '';
    await deps.reply(sent
        ? `${who}: the run for your comment ${earlier.id} did not answer it (it was cancelled, stopped, or not started yet), so a later run${run} sent it to the job.`
        : ownRuns
            ? `${who}: the run for your comment ${earlier.id} did not send it, and a later run${run} could not either; its log says why.`
            : `${who}: your comment ${earlier.id} could not be sent to the job by this run${run}; its log says why.`);
    return sent;
}
/**
 * One reaction by the run's account on a comment. The host makes a reaction once per account (201,
 * then 200), so unlike other creations it is sent again after a 5xx or no answer (1 s, then 2 s):
 * a lost `rocket` would let a later run send the command again.
 */
async function react(wire, commentId, mark, firstAnswer) {
    const budget = mark === 'rocket' && wire.recordSent ? () => wire.recordSent?.() ?? wire.write() : wire.write;
    let asked = 0;
    return sendAgain(wire, async () => {
        const answer = await wire.host.react(commentId, mark, budget());
        if (asked++ === 0)
            firstAnswer?.(answer);
        return answer;
    });
}
async function sendAgain(wire, send, madeMeanwhile) {
    let answer = await send();
    for (const pauseMs of [1_000, 2_000]) {
        if (answer.ok || (answer.status !== undefined && answer.status < 500) || wire.cancelled())
            break;
        // A request that met no answer may still be carried out: its full pause lets the host show it.
        await wire.sleep(answer.status === undefined ? pauseMs : (wire.host?.pause?.(pauseMs) ?? pauseMs));
        if (await madeMeanwhile?.())
            return 'made-meanwhile';
        answer = await send();
    }
    return answer;
}


/***/ }),

/***/ 518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ not),
/* harmony export */   Q3: () => (/* binding */ earlierState),
/* harmony export */   TE: () => (/* binding */ NEXT_RUNS),
/* harmony export */   UA: () => (/* binding */ commandLookBack),
/* harmony export */   UK: () => (/* binding */ readCommand),
/* harmony export */   b$: () => (/* binding */ commandMessage),
/* harmony export */   fi: () => (/* binding */ mayCommand),
/* harmony export */   iw: () => (/* binding */ looksLikeACommand),
/* harmony export */   pB: () => (/* binding */ editedCommandReply),
/* harmony export */   x6: () => (/* binding */ earlierCommands)
/* harmony export */ });
/* unused harmony exports UNSEEN_COMMAND_MS, COMMAND_LOOK_BACK_MS, MAX_EARLIER_COMMANDS */
/* harmony import */ var _inputs_follow_up_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2356);
/* harmony import */ var _claim_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9755);
/**
 * A pull request comment read as a command to the agent (`follow-up-command`, such as `/docs`), and
 * who may give one. Pure: the comment is the run's event as the host's wire read it
 * (src/github/comment-event.ts), the level is the host's answer. Every field of both is
 * untrusted: anything the wire could not read is "not a command", never a guess.
 */


const not = (why) => ({ kind: 'not-a-command', why });
/**
 * What may follow the command on its first line: its end, white space, or a sign people write after
 * a word (`/docs: x`, `/docs, x`, `/docs. x`). A letter, digit or any other sign makes a longer word
 * (`/docsy`, `/docs-preview`): another bot's command, not this one.
 */
const AFTER_COMMAND = /^(?:$|\s|[:,.;!?])/;
/**
 * The first line begins with the command, in any case (as the workflow's `startsWith` that started
 * the run reads it), followed by what AFTER_COMMAND allows; the message is what follows.
 */
function commandMessage(text, command) {
    const first = text.split('\n', 1)[0] ?? '';
    if (first.slice(0, command.length).toLowerCase() !== command.toLowerCase())
        return undefined;
    const after = first.charAt(command.length);
    if (!AFTER_COMMAND.test(after))
        return undefined;
    return text.slice(command.length + (/\S/.test(after) ? 1 : 0)).trim();
}
/** Why a first line is not the command: a longer word, or another beginning. */
function notTheCommand(text, command) {
    const first = text.split('\n', 1)[0] ?? '';
    return first.slice(0, command.length).toLowerCase() === command.toLowerCase()
        ? `its first line begins with a longer word than ${command}`
        : `its first line does not begin with ${command}`;
}
/**
 * The comment of the run's event as a command, or why it is not one: only a comment by a person
 * (not a bot, not the action), whose first line begins with the command followed by white space,
 * a sign such as a colon or a comma, or its end (in any case; a quote, a code block or a later line
 * is not a command).
 */
function readCommand(event, command, actionLogin) {
    if (event.kind !== 'comment')
        return event;
    const { id, body, author, createdAt } = event.comment;
    if (author?.login === undefined)
        return not("the comment's author is not named");
    if (author.bot)
        return not('its author is a bot');
    if (actionLogin !== undefined && author.login.toLowerCase() === actionLogin.toLowerCase())
        return not('the action wrote it');
    const text = body.replace(/\r\n?/g, '\n');
    const message = commandMessage(text, command);
    if (message === undefined)
        return not(notTheCommand(text, command));
    return { kind: 'command', commentId: id, login: author.login, message, at: createdAt };
}
/**
 * Whether a person's comment reads as a command to some bot: its first line begins with `/` or
 * `!`. Only such a comment is worth a warning when no `follow-up-command` is set.
 */
function looksLikeACommand(event) {
    if (event.kind !== 'comment' || event.comment.author?.bot !== false)
        return false;
    return /^\s*[/!]/.test(event.comment.body);
}
/** Whether a commenter at `level` may command where `required` is asked. */
function mayCommand(level, required) {
    return level !== undefined && _inputs_follow_up_js__WEBPACK_IMPORTED_MODULE_0__/* .PERMISSION_LEVELS */ .e.indexOf(level) >= _inputs_follow_up_js__WEBPACK_IMPORTED_MODULE_0__/* .PERMISSION_LEVELS */ .e.indexOf(required);
}
/** A command comment with no reaction yet counts as on its way this long: its run may not have started. */
const UNSEEN_COMMAND_MS = 120_000;

/**
 * How far back a run looks for earlier commands left unanswered (or the step's `timeout`, when
 * longer): one older than that is not sent by surprise.
 */
const COMMAND_LOOK_BACK_MS = 6 * 60 * 60_000;
/** The commands' look-back for a step of this `timeout`. */
const commandLookBack = (timeoutMs) => Math.max(timeoutMs, COMMAND_LOOK_BACK_MS);
/** How many earlier commands a run reads the reactions of, at most, each time it looks. */
const MAX_EARLIER_COMMANDS = 100;
/**
 * The command comments written before this one (by a person, within `lookBackMs`, the last
 * MAX_EARLIER_COMMANDS whether answered or not), oldest first. An edited one is no command (its
 * words may be new): it is flagged, and whoever takes it answers it 😕 (editedCommandReply).
 */
function earlierCommands(comments, current, command, nowMs, lookBackMs) {
    return comments
        .flatMap(({ id, body, author, createdAt, edited }) => {
        const login = author?.login;
        if (id >= current.commentId)
            return [];
        if (login === undefined || author?.bot)
            return [];
        const text = body.replace(/\r\n?/g, '\n');
        const message = commandMessage(text, command);
        if (message === undefined)
            return [];
        const ageMs = nowMs - createdAt;
        if (!(ageMs <= lookBackMs))
            return [];
        // An edited one is kept, to be answered: a run killed after its 👀 would leave it claimed for good.
        return [{ id, login, message, recent: ageMs <= UNSEEN_COMMAND_MS, at: createdAt, ...(edited ? { edited } : {}) }];
    })
        .sort((a, b) => a.id - b.id)
        .slice(-MAX_EARLIER_COMMANDS);
}
/**
 * `othersAlive`: whether the Actions API lists another run in progress, of any event: runs of
 * every event make a 👀 (undefined when it cannot be read). With none, a claim is dead whatever its age; with some, it
 * may be theirs and is waited on; only when the API cannot tell does the claim's age decide.
 */
function earlierState(reactions, own, command, nowMs, othersAlive) {
    const mine = new Map();
    for (const { id, content, author, at } of reactions) {
        if (author?.login !== own || content === '')
            continue;
        mine.set(content, { ...(id === undefined ? {} : { id }), at });
    }
    if (mine.has('rocket') || mine.has('confused'))
        return { kind: 'answered' };
    const claim = mine.get('eyes');
    if (!claim)
        return command.recent ? { kind: 'on-its-way' } : { kind: 'orphaned' };
    const verdict = (0,_claim_js__WEBPACK_IMPORTED_MODULE_1__/* .claimVerdict */ .aS)({
        ...{ at: claim.at, holder: undefined, state: undefined, nowMs, holds: 'while-it-waits' },
        ...(othersAlive === undefined ? {} : { othersRunning: othersAlive }),
    });
    if (verdict.kind === 'held')
        return { kind: 'on-its-way' };
    return claim.id === undefined ? { kind: 'on-its-way' } : { kind: 'orphaned', claim: claim.id };
}
/** The reply to a command edited before a run sent it: an edited comment is no command. */
const editedCommandReply = (login, commentId, by) => `${login}: your comment ${commentId} was edited before ${by} could send it, and an edited comment is no command; write the command again in a new comment.`;
/**
 * The runs that answer a command a run left owed: the scheduled sweep reads only the pull
 * requests it has a job pending on, so on a quiet pull request it is not one of them.
 */
const NEXT_RUNS = '(a push, a comment, a review, or a re-run of this run; the scheduled sweep reads only pull requests with a job pending)';


/***/ }),

/***/ 4714:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ actionAccountIn),
/* harmony export */   F5: () => (/* binding */ writtenByAction),
/* harmony export */   Hx: () => (/* binding */ ownAnswer),
/* harmony export */   UP: () => (/* binding */ isAccount),
/* harmony export */   Wk: () => (/* binding */ answeredCommands),
/* harmony export */   de: () => (/* binding */ knownComment),
/* harmony export */   h1: () => (/* binding */ findComment),
/* harmony export */   y5: () => (/* binding */ findStartedJob)
/* harmony export */ });
/* harmony import */ var _host_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(393);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(218);
/* harmony import */ var _check_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3023);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6002);
/**
 * The pull request comment: this step's is the oldest comment on the pull request that carries
 * its records signed with the api-key, written by the report-token's own account. Another
 * account's comment is never taken for it, whatever marker it carries: it is never trusted, and
 * never edited.
 */




/** Whether an author is the account: by id when both have one, else by handle. */
function isAccount(author, account) {
    if (account.id !== undefined && author?.id !== undefined)
        return author.id === account.id;
    return account.handle !== undefined && author?.handle === account.handle;
}
/** The account's own answer among a command's reactions: sent (🚀, first), not sent (😕), or none. */
function ownAnswer(reactions, own) {
    const mine = reactions.filter((reaction) => isAccount(reaction.author, own)).map(({ content }) => content);
    return mine.includes('rocket') ? 'rocket' : mine.includes('confused') ? 'confused' : undefined;
}
/**
 * Whether a record this api-key cannot verify is doubt (a rotated key, of the action's own comment)
 * or noise: anyone can paste one, so only the token's own account's comment counts (and, when who
 * that is cannot be read, any comment: not knowing is never "no record").
 */
function ownUnverified(author, account) {
    return account === undefined || isAccount(author, account);
}
/**
 * Whether the action wrote the comment: its author is the account the signed records name (every
 * write after the first names it); a record that names none (a step that ended right after its
 * first write) is taken only from the token's own account when GitHub says who that is, else
 * from a bot's comment, as GITHUB_TOKEN's and apps' comments are.
 */
function writtenByAction(author, kept, identity) {
    if (kept.oldKey)
        return identity !== undefined && isAccount(author, identity);
    if (kept.by !== undefined)
        return author?.id === kept.by;
    if (identity)
        return isAccount(author, identity);
    // A list that names no author at all is not the host's own shape: nothing there says it is not ours.
    if (author === undefined)
        return true;
    return author.bot;
}
/**
 * Who the action writes as, read off its own comment among these: the author its signed records
 * name (`by`). What stands in for who the token is when GitHub will not say.
 */
function actionAccountIn(comments, trigger, keys) {
    for (const { body, author } of comments) {
        const kept = (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .readCommentRecords */ .SA)(body, trigger.step, keys, true);
        if (kept && !kept.oldKey && kept.by !== undefined && author?.id === kept.by)
            return author;
    }
    return undefined;
}
/** GitHub's largest page: a full one may have had a next, which a comment deleted meanwhile shifted by one. */
const ONE_PAGE = 100;
/**
 * Every comment of the pull request is read: a list that cannot be read to its end finds nothing
 * either way. Who the token is is asked only when a candidate's records name no author, or a
 * record cannot be verified (one pasted by anyone else is no doubt).
 */
async function findComment(host, trigger, keys, budget, identity, sharedCommentId) {
    const listed = await host.comments(budget);
    if (!listed.ok)
        return listed;
    const found = await ownCommentIn(listed.value, trigger, keys, identity, sharedCommentId);
    // A full page or more and no comment of the action's: read once more (see ONE_PAGE), or a second one is made.
    if (!found.ok || found.match || found.unverified || listed.value.length < ONE_PAGE)
        return found;
    const again = await host.comments(budget);
    if (!again.ok)
        return again;
    return ownCommentIn(mergedById(listed.value, again.value), trigger, keys, identity, sharedCommentId);
}
/** Two reads of one list, each item once, in the host's order (oldest first). */
function mergedById(first, second) {
    const seen = new Set(first.map(({ id }) => id));
    return [...first, ...second.filter(({ id }) => !seen.has(id))].sort((a, b) => a.id - b.id);
}
async function ownCommentIn(comments, trigger, keys, identity, sharedCommentId) {
    const candidates = [];
    let unverified = false;
    for (const { id, body, url, author } of comments) {
        // One comment this action cannot read could be its own: then nothing is known.
        if (url === undefined)
            return _host_js__WEBPACK_IMPORTED_MODULE_0__/* .UNREADABLE_ITEM */ .kV;
        // The shared comment (the job's, where a follow-up writes its turn) is kept, whichever step wrote it first.
        // A block that names no record is taken as the own comment it may be (by its author alone): it
        // says nothing a run could doubt, and writing there keeps one comment, not a second.
        const kept = (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .readCommentRecords */ .SA)(body, trigger.step, keys, id === sharedCommentId) ??
            ((0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .holdsEmptyBlock */ .pv)(body) ? { records: [] } : undefined);
        if (kept)
            candidates.push({ id, url, body, ...(author === undefined ? {} : { author }), kept });
        else if (!unverified && (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .unverifiedRecord */ .jI)(body, trigger.step, keys, 'comment'))
            unverified = ownUnverified(author, await identity());
    }
    const account = candidates.some(({ kept }) => kept.by === undefined) ? await identity() : undefined;
    const oldest = candidates
        .filter(({ author, kept }) => writtenByAction(author, kept, account))
        .sort((a, b) => Number(b.id === sharedCommentId) - Number(a.id === sharedCommentId) || a.id - b.id)[0];
    const doubt = unverified ? { unverified } : {};
    if (!oldest)
        return { ok: true, ...doubt };
    const { id, url, body, kept, author } = oldest;
    // A comment taken for the action's names its author from now on, though its records did not yet.
    const by = kept.by ?? author?.id;
    return { ok: true, match: { id, url, body, records: kept.records, ...(by === undefined ? {} : { by }) }, ...doubt };
}
/**
 * A comment whose id the step already knows (a sweep read it): read alone, and taken only when it
 * is still the action's, so a pull request's other comments, however many, are never listed.
 */
async function knownComment(host, trigger, keys, budget, identity, id) {
    const read = await host.comment(id, budget);
    if (!read.ok)
        return read;
    const { body, url, author } = read.value;
    const kept = (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .readCommentRecords */ .SA)(body, trigger.step, keys, true);
    if (!kept || url === undefined)
        return { ok: true };
    const account = kept.by === undefined ? await identity() : undefined;
    if (!writtenByAction(author, kept, account))
        return { ok: true };
    const by = kept.by ?? author?.id;
    return { ok: true, match: { id, url, body, records: kept.records, ...(by === undefined ? {} : { by }) } };
}
const newer = (a, b) => Number(b.run) - Number(a.run) || b.attempt - a.attempt;
/**
 * The job the action started on this pull request most recently (or `jobId`'s start), from the
 * signed records in its own comments (any step's: the start workflow's comment serves a follow-up
 * workflow) and on its check runs: the newest run's record of a started job. Another account's
 * comment is never read, whatever it carries. A list of several pages that records no start is
 * read once more (a comment deleted meanwhile moves the next page's first one onto a page already
 * read). A run keeps its record on its head's check run too, and only there when GitHub refused
 * every write of its comment: the check runs of the heads since the last one the comment records
 * are read, so such a run's start, lost start or follow-up is never taken for nothing.
 */
async function findStartedJob(host, trigger, keys, budget, identity, only = {}) {
    // A comment this action cannot read could hold the record: then nothing is known, never "no job".
    const listed = await host.comments(budget);
    if (!listed.ok)
        return listed;
    const lacks = (comments) => only.holds !== undefined && !comments.some(({ id }) => id === only.holds);
    let kept = await keptIn(listed.value, trigger, keys, identity, only);
    let found = judged(kept.records, kept, only);
    // A list with none of the action's comments is "no job" only when read twice (a page GitHub
    // served empty once would start a second job), unless the pull request was just opened.
    const noneOfOurs = only.withComment === true && kept.ownComment === undefined && trigger.pullRequest?.opened !== true;
    const whole = listed.value.length < ONE_PAGE && !lacks(listed.value) && !noneOfOurs;
    if (!(found.started || found.unverified || found.lostStart || whole)) {
        const again = await host.comments(budget);
        if (!again.ok)
            return again;
        const merged = mergedById(listed.value, again.value);
        if (lacks(merged))
            return notWhole;
        kept = await keptIn(merged, trigger, keys, identity, only);
        found = judged(kept.records, kept, only);
    }
    if (found.unverified)
        return found;
    const onCheckRuns = await keptOnCheckRuns({ host, trigger, keys, budget, only }, found, kept.ownComment);
    if (!onCheckRuns.ok)
        return onCheckRuns;
    return onCheckRuns.value.length === 0 ? found : judged([...kept.records, ...onCheckRuns.value], kept, only);
}
/**
 * The records of this step on the check runs of the heads since the one the comment last
 * records, newest first: up to the first head whose check run records a start when the comment
 * names no job, and only the current head's when the comment names no head. Not in a pull
 * request's first run, which has none, nor without a check run or a comment to keep (`comment:
 * false` records nothing to go by). A check run or commit list that cannot be read is no "no
 * job": it fails when the comment names no job, and is passed over when it does.
 */
async function keptOnCheckRuns(c, scan, ownComment) {
    const { host, trigger, keys, budget, only } = c;
    const name = only.checkName ?? '';
    const firstRun = trigger.pullRequest?.opened === true && trigger.attempt === 1;
    const none = { ok: true, value: [] };
    if (name === '')
        return none;
    if (ownComment === undefined && (only.withComment !== true || firstRun))
        return none;
    // A comment's run is on the default branch's commit: the pull request's head is read (once a run).
    const head = trigger.headNeedsLookUp ? await host.head(budget) : trigger.headSha;
    const known = scan.started !== undefined || scan.lostStart !== undefined;
    // A head that could not be looked up hides its check runs: no "no job" unless the comment names one.
    if (head === undefined)
        return trigger.headNeedsLookUp && !known ? unreadHead : none;
    // Where the comment is there and names no job, or a comment's run or a push's finds none of it
    // (every write refused: a comment's run has no `before` to go by, and a push after one that ran
    // no workflow, `[skip ci]`, names a `before` with no record), the pull request's commits are read
    // too, and a read that fails is a doubt; the rest goes by what was read.
    const strict = !known && (ownComment !== undefined || trigger.headNeedsLookUp || trigger.pullRequest?.pushed === true);
    const heads = await headsSince(c, head, known ? scan.started?.lastHead : undefined, { strict });
    if (!heads.ok)
        return heads;
    const records = [];
    for (const sha of heads.value) {
        let runs = await host.checkRuns(sha, name, budget);
        // Where no job is known, an empty list is "no job" only when read twice, as the comments are:
        // a page GitHub served empty once would start a second job.
        if (strict && runs.ok && runs.value.length === 0)
            runs = await host.checkRuns(sha, name, budget, true);
        if (!runs.ok) {
            if (!strict)
                continue;
            return unreadCheckRuns;
        }
        const here = runs.value
            .map(({ externalId }) => (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .readRecord */ .aE)(externalId, trigger.step, keys))
            .filter((read) => read !== undefined && read.run !== only.exceptRun)
            .map((record) => ({ record, onCheckRun: true, ...(ownComment ? { comment: ownComment } : {}) }));
        records.push(...here);
        if (!known && here.some(({ record }) => record.jobs.length > 0 || record.unanswered === true))
            break;
    }
    return { ok: true, value: records };
}
/**
 * The heads whose check runs may hold what the comment does not, newest first: the current head,
 * and the head a push replaced (the event's `before`, a force-push's too) when the comment does not
 * name it; a run there whose every comment write GitHub refused kept its record on its check run
 * alone. Where the comment is there and names no job, or a comment's run or a push's finds none of
 * it (`strict`), the pull request's commits too, newest first, as far as MAX_EARLIER_HEADS.
 */
async function headsSince({ host, trigger, budget }, head, last, { strict }) {
    if (last === head)
        return { ok: true, value: [] };
    const before = trigger.pullRequest?.pushed ? trigger.pullRequest.before : undefined;
    const replaced = before !== undefined && before !== last && before !== head ? [before] : [];
    if (!strict)
        return { ok: true, value: [head, ...replaced] };
    const commits = await host.commits(budget);
    if (!commits.ok)
        return checkRunsUnread((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `the pull request's commits, whose check runs may record the job, could not be read (${commits.cause})`);
    const earlier = commits.value.filter((sha) => sha !== head && !replaced.includes(sha)).reverse();
    return { ok: true, value: [head, ...replaced, ...earlier.slice(0, _check_run_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_EARLIER_HEADS */ .kY)] };
}
/** A list of comments that lacks one it must hold (the command's own): nothing is known. */
const notWhole = {
    ok: false,
    cause: "GitHub's list of the pull request's comments lacks this command's own comment, so it is not whole",
};
const checkRunsUnread = (cause) => ({ ok: false, cause, onCheckRuns: true });
/** A head GitHub did not give, whose check runs may record the job. */
const unreadHead = checkRunsUnread("the pull request's head, whose check runs may record the job, could not be read");
/** A check run list GitHub did not give, where the job may be recorded. */
const unreadCheckRuns = checkRunsUnread('the check runs that may record the job could not be read');
async function keptIn(comments, trigger, keys, identity, { exceptRun }) {
    const records = [];
    let account;
    let unverified = false;
    let ownComment;
    for (const { id, body, author: user } of comments) {
        const kept = (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .readCommentRecords */ .SA)(body, trigger.step, keys, true);
        if (!kept) {
            if (!unverified && (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .unverifiedRecord */ .jI)(body, trigger.step, keys, 'comment', true))
                unverified = ownUnverified(user, (account ??= await identity()));
            continue;
        }
        if (kept.by === undefined)
            account ??= await identity();
        if (!writtenByAction(user, kept, account))
            continue;
        const author = user?.id;
        const comment = { id, ...(author === undefined ? {} : { author }) };
        ownComment ??= comment;
        for (const record of kept.records)
            if (exceptRun === undefined || record.run !== exceptRun)
                records.push({ record, comment });
    }
    return { records, ...(ownComment ? { ownComment } : {}), ...(unverified ? { unverified: true } : {}) };
}
/**
 * What the records say, wherever they were kept: the newest start (of `jobId`, when asked), or a
 * start whose answer was lost newer than any that named a job; the newest head the job was told.
 */
function judged(records, { ownComment, unverified }, { jobId }) {
    const own = ownComment ? { ownComment } : {};
    const prompts = records.filter(({ record }) => record.kind === 'prompt');
    const names = ({ record }) => record.jobs.length > 0 && (jobId === undefined || record.jobs.includes(jobId));
    // A check run keeps one run's record: a follow-up's names the job as well as its start would, and
    // so does a run's that sent nothing and found the job on a check run only (a wait's).
    const told = records.filter((kept) => kept.onCheckRun === true && kept.record.kind !== 'prompt' && names(kept));
    const newest = [...prompts.filter(names), ...told].sort((a, b) => newer(a.record, b.record))[0];
    const lost = prompts
        .filter((kept) => startUnanswered(kept) && jobId === undefined)
        .map(({ record }) => record)
        .sort(newer)
        .find((record) => !newest || newer(record, newest.record) < 0);
    if (lost)
        return { ok: true, ...own, lostStart: lostOf(lost) };
    if (!newest)
        return unverified ? { ok: true, unverified, ...own } : { ok: true, ...own };
    const job = jobId ?? newest.record.jobs[0] ?? '';
    const lastTold = records
        .map(({ record }) => record)
        .filter((record) => record.head !== undefined && record.kind !== 'wait' && record.jobs.includes(job))
        .sort(newer)[0];
    const comment = newest.comment ?? ownComment;
    const queuedHeads = queuedHeadsOf(records, job, lastTold);
    const queuedCommands = queuedOf(records, job, (pending) => pending.comment);
    const queuedReviews = queuedOf(records, job, (pending) => pending.review);
    const queued = {
        ...(queuedHeads.length > 0 ? { queuedHeads } : {}),
        ...(queuedCommands.length > 0 ? { queuedCommands } : {}),
        ...(queuedReviews.length > 0 ? { queuedReviews } : {}),
    };
    const latest = records
        .map(({ record }) => record)
        .filter((record) => record.jobs.includes(job))
        .sort(newer)[0];
    const cut = lastTold !== undefined && latest === lastTold && ['cancelled', 'timed_out'].includes(lastTold.ended ?? '');
    const started = { job, ...(comment ? { comment } : {}), ...toldOf(lastTold), ...queued };
    if (cut)
        return { ok: true, started: { ...started, headTurnCut: true } };
    const open = lastTold !== undefined && latest !== undefined && turnOpen(records, lastTold, latest);
    return {
        ok: true,
        started: open ? { ...started, headTurnOpen: { run: lastTold.run, attempt: lastTold.attempt } } : started,
    };
}
/** The head's turn is the job's newest, and none of its records (comment, check run) says how it ended, nor that it was let go. */
function turnOpen(records, lastTold, latest) {
    const ofTurn = records.filter(({ record }) => record.run === lastTold.run && record.attempt === lastTold.attempt);
    return (latest.run === lastTold.run &&
        latest.attempt === lastTold.attempt &&
        ofTurn.every(({ record }) => record.ended === undefined && record.pending === undefined));
}
/**
 * The heads turns queued for `job` while it was busy, since the record that last told it a head
 * (a push back to an older head is news again): still queued, its deadline passed (`unsent`) or not.
 */
function queuedHeadsOf(records, job, lastTold) {
    const heads = records
        .map(({ record }) => record)
        .filter((record) => record.jobs.includes(job) && (!lastTold || newer(record, lastTold) < 0))
        .map((record) => (record.pending?.queued ? record.pending.sha : undefined));
    return [...new Set(heads.filter((head) => head !== undefined))];
}
/** What turns queued for `job` while it was busy hold (`of`). */
function queuedOf(records, job, of) {
    const held = records
        .map(({ record }) => record)
        .flatMap((record) => (record.jobs.includes(job) && record.pending?.queued ? [of(record.pending)] : []));
    return [...new Set(held.filter((id) => id !== undefined))];
}
/**
 * A start no record answers: its answer was lost (a 5xx, a reset), or its run wrote the record it
 * writes on the comment last before the prompt goes (jobs none yet) and never another (killed, or
 * still sending). A check run's such record was written before the comment's: no prompt went yet.
 */
const startUnanswered = ({ record, onCheckRun }) => record.kind === 'prompt' &&
    record.jobs.length === 0 &&
    (record.unanswered === true || (onCheckRun !== true && record.ended === undefined && record.pending === undefined));
/** A start whose answer was lost, as its record says. */
const lostOf = (record) => ({
    run: record.run,
    attempt: record.attempt,
    ...(record.at ? { at: record.at } : {}),
    ...(record.head ? { head: record.head } : {}),
    ...(record.check ? { check: record.check } : {}),
    ...(record.step ? { step: record.step } : {}),
    ...(record.unanswered === true ? {} : { underWay: true }),
});
/** The head a record told, and the run that told it. */
const toldOf = (record) => record?.head === undefined ? {} : { lastHead: record.head, toldBy: { run: record.run, attempt: record.attempt } };
/**
 * The commands the action's comments record as sent (a turn's `answers`; with `reviews`, the
 * reviews, `answersReview`): answered, whatever their reactions or answer lines say, so a 🚀 or a
 * line GitHub failed to make after the send never lets a run send one again.
 */
function answeredCommands(comments, trigger, keys, account, of = 'commands') {
    const answered = new Set();
    for (const comment of comments) {
        const kept = (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .readCommentRecords */ .SA)(comment.body, trigger.step, keys, true);
        if (!kept || !writtenByAction(comment.author, kept, account))
            continue;
        // A turn names what it sends from its first write; it answered it once the job took it (a job recorded).
        for (const record of kept.records) {
            const id = of === 'commands' ? record.answers : record.answersReview;
            if (id !== undefined && record.jobs.length > 0)
                answered.add(id);
        }
    }
    return answered;
}


/***/ }),

/***/ 7761:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TI: () => (/* binding */ isAgentLogin),
/* harmony export */   cT: () => (/* binding */ withoutSecrets),
/* harmony export */   jl: () => (/* binding */ pullRequestNeedsNothing)
/* harmony export */ });
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);

/** How a person with write access asks for docs on such a pull request: a comment's run has the secrets. */
const askForDocs = (command) => command === ''
    ? "Set 'follow-up-command' (as the README's recipe does), so that a person with write access can ask for docs with a comment on this pull request: a comment's run has the repository's secrets."
    : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `A person with write access can ask for docs with a ${command} comment on this pull request: that comment's run has the repository's secrets.`;
/**
 * A fork's pull request run and Dependabot's get no secrets: without an api-key there is nothing
 * the step can do, which is no failure. A fork's `pull_request_target` run has the secrets but
 * must never spend them on a fork's content: it ends the same way, whatever the api-key. A
 * repository that sends its secrets to forks' `pull_request` runs gives the key, and then the
 * step goes on. `apiKeyGiven` is asked only when the answer depends on it.
 */
function withoutSecrets(trigger, apiKeyGiven, command = '') {
    const target = trigger?.aboutHead === 'base';
    // A pull_request_target run whose pull request cannot be read is never trusted with the secrets.
    if (!trigger?.aboutHead || (!trigger.pullNumber && !target))
        return undefined;
    if ((trigger.fromFork || !trigger.pullNumber) && (target || !apiKeyGiven()))
        return {
            outcome: 'from-fork',
            heading: 'No docs job: the pull request comes from a fork',
            why: target
                ? "A fork's pull_request_target run never starts a job: the repository's secrets must not work on a fork's changes."
                : "GitHub gives a fork's pull request workflow no secrets, so there is no api-key to start a job with.",
            next: askForDocs(command),
        };
    if (trigger.byDependabot && !apiKeyGiven())
        return {
            outcome: 'from-dependabot',
            heading: "No docs job: Dependabot's pull request",
            why: "GitHub gives the workflows Dependabot starts no secrets but Dependabot's own, so there is no api-key to start a job with.",
            next: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${askForDocs(command)} Or add the api-key to Dependabot's secrets if its updates need docs.`,
        };
    return undefined;
}
/**
 * Whether a login is the agent's ('agent-login'): in any case, with or without `[bot]` (the App's
 * name as the dashboard shows it, or its account's login as GitHub signs its pull requests).
 */
function isAgentLogin(login, agentLogin) {
    const bare = (name) => name
        .trim()
        .toLowerCase()
        .replace(/\[bot\]$/, '');
    return login !== undefined && agentLogin.trim() !== '' && bare(login) === bare(agentLogin);
}
/**
 * What an open pull request itself says needs no job, whatever the event: the agent's own, the
 * skip-label, a draft. A merge reads it too, to tell the job what was merged as a push would.
 */
function pullRequestNeedsNothing(pull, need) {
    // Docs kept in the same repository: the agent's own pull request is the job's, never a new one's.
    if (isAgentLogin(pull.author, need.agentLogin))
        return {
            outcome: 'nothing-new',
            heading: "No docs job: this is the agent's own docs pull request",
            why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${need.agentLogin} opened it ('agent-login'): its job was started by the product pull request, and a /docs comment here reaches that job.`,
        };
    const skipLabel = need.skipLabel.toLowerCase();
    if (skipLabel !== '' && pull.labels.some((label) => label.toLowerCase() === skipLabel))
        return {
            outcome: 'skip-label',
            heading: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `No docs job: the pull request is labelled ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(need.skipLabel, 100)}`,
            why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `The label ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(need.skipLabel, 100)} ('skip-label') says this pull request needs no docs.`,
            next: 'Remove the label to start the job.',
        };
    if (pull.draft)
        return {
            outcome: 'draft',
            heading: 'No docs job yet: the pull request is a draft',
            why: 'A draft starts no job; marking it ready for review does (the ready_for_review event).',
        };
    return undefined;
}


/***/ }),

/***/ 3697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $y: () => (/* binding */ conversationOf),
/* harmony export */   Tb: () => (/* binding */ progressWrite),
/* harmony export */   Xt: () => (/* binding */ endingWrite),
/* harmony export */   rl: () => (/* binding */ shorterWrite),
/* harmony export */   z7: () => (/* binding */ when)
/* harmony export */ });
/* unused harmony exports progressDoc, essentials, UTF8_BYTES, fitted */
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);

/** "Working on it": the jobs so far and their statuses, with a link to the run. */
function progressDoc(progress, runUrl) {
    const [only] = progress.jobs;
    const anyPullRequest = progress.jobs.some((job) => job.pullRequest !== undefined);
    const heading = progress.phase === 'sending'
        ? only
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Sending a follow-up to agent job ${only.id}`
            : 'Starting an agent job'
        : progress.jobs.length > 1
            ? `Waiting for ${progress.jobs.length} agent jobs`
            : progress.queued
                ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Follow-up queued for agent job ${only?.id ?? ''}: sent once it is not busy`
                : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Agent job ${only?.id ?? ''} is running${progress.followUp ? ' (follow-up)' : ''}`;
    return {
        icon: '⏳',
        heading,
        // The comment and the check run both show it: words that fit either.
        paragraphs: ['Working on it: updated as the job goes, this says how it ended once it does.'],
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
const ENDED = {
    success: '✅ done',
    failure: '❌ failed',
    neutral: '➖ neutral',
    timed_out: '⌛ timed out',
    cancelled: '⏹️ cancelled',
};
/** `2026-11-25T10:05:00.000Z` as `2026-11-25 10:05 UTC`: the parts of a time the record reader checked, nothing cut. */
const when = (at) => {
    const [, day, minute] = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)/.exec(at) ?? [];
    return day && minute ? `${day} ${minute} UTC` : 'at a time not recorded';
};
/**
 * The job's conversation from the comment's records: each start and follow-up, oldest first, with
 * who asked (a login as text: it notifies no one), when, and how it ended. Shown once there is a
 * follow-up, or with `alone` from the start (the compact comment shows the prompt nowhere else);
 * a turn no run ended is "in progress" only while no later one follows it.
 */
function conversationOf(records, alone = false) {
    const turns = records
        .filter((record) => record.said !== undefined && record.at !== undefined)
        .sort((a, b) => (a.at ?? '').localeCompare(b.at ?? ''));
    if (turns.length === 0 || (!alone && !turns.some((turn) => turn.kind === 'message')))
        return undefined;
    const docs = turns.map((turn, index) => {
        const asked = turn.kind === 'prompt' ? 'started the job' : 'sent a follow-up';
        const ended = turn.ended ? ENDED[turn.ended] : index === turns.length - 1 ? '⏳ in progress' : 'no ending recorded';
        return {
            line: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${turn.who ?? 'The workflow'} ${asked} · ${when(turn.at ?? '')} · ${ended}`,
            text: turn.said ?? '',
        };
    });
    return { title: 'Conversation', turns: docs };
}
/** The newest turns only, saying how many earlier ones are left out. */
function newestTurns(conversation, count) {
    const left = conversation.turns.length - count;
    if (left <= 0)
        return conversation;
    return {
        ...conversation,
        turns: conversation.turns.slice(-count),
        note: `${left} earlier turns are left out here to fit GitHub's size limit.`,
    };
}
const LEFT_OUT = "The rest is left out here to fit GitHub's size limit; this run's job summary has all of it.";
/** The document with only its heading, its paragraphs and its rows: what is always shown. */
function essentials(doc) {
    const level = doc.level === undefined ? {} : { level: doc.level };
    return { icon: doc.icon, heading: doc.heading, paragraphs: [...doc.paragraphs, LEFT_OUT], rows: doc.rows, ...level };
}
const CHARACTERS = (text) => text.length;
const UTF8_BYTES = (text) => Buffer.byteLength(text, 'utf8');
/** The longest start of `text` within `max` as `measure` counts (a byte limit may end before a character). */
function cutTo(text, max, measure) {
    let cut = text.slice(0, max);
    while (measure(cut) > max)
        cut = cut.slice(0, Math.max(0, cut.length - Math.ceil((measure(cut) - max) / 4)));
    return cut;
}
/**
 * The document as HTML within `max` (characters, or what `measure` counts): whole; else without
 * its free text (prompt, code) and its folded parts; else with only the conversation's newest
 * turns; else without the table and the conversation; else the heading and what fits of the first
 * paragraph.
 */
function fitted(log, doc, max, measure = CHARACTERS) {
    const tries = [doc];
    const { conversation } = doc;
    const withTable = { ...essentials(doc), ...(doc.table ? { table: doc.table } : {}) };
    if (doc.details || doc.code || doc.folds)
        tries.push(conversation ? { ...withTable, conversation } : withTable);
    if (conversation)
        for (const count of [5, 1])
            tries.push({ ...withTable, conversation: newestTurns(conversation, count) });
    if (doc.table || conversation)
        tries.push(essentials(doc));
    for (const attempt of tries) {
        const html = log.markup(attempt);
        if (measure(html) <= max)
            return html;
    }
    const level = doc.level === undefined ? {} : { level: doc.level };
    const shortest = log.markup({ icon: doc.icon, heading: doc.heading, paragraphs: [LEFT_OUT], rows: [], ...level });
    return cutTo(shortest, max, measure);
}
/** The write while the step runs: "working on it", the check run in progress. */
function progressWrite(log, progress, runUrl, limits, conversation) {
    const doc = { ...progressDoc(progress, runUrl), ...(conversation ? { conversation } : {}) };
    const html = fitted(log, doc, limits.comment);
    const summary = fitted(log, doc, limits.check, UTF8_BYTES);
    const starting = progress.phase === 'sending' ? { starting: true } : {};
    return { html, check: { status: 'in_progress', ...starting, title: log.line(doc.heading, 255), summary } };
}
/**
 * The ending's write: the check run completed with its conclusion and text and the report's
 * document; the comment the compact one when the report made one (one job), with every turn of
 * that job (the prompt is shown nowhere else there), else the report's document.
 */
function endingWrite(log, ending, limits, records = []) {
    const { conclusion, text } = ending;
    const withTurns = (doc, conversation) => conversation ? { ...doc, conversation } : doc;
    const doc = withTurns(ending.doc, conversationOf(records));
    const check = {
        status: 'completed',
        conclusion,
        title: log.line(doc.heading, 255),
        summary: fitted(log, doc, limits.check, UTF8_BYTES),
        ...(text === undefined ? {} : { text: fitted(log, text, limits.check, UTF8_BYTES) }),
    };
    const own = (job) => records.filter((record) => record.jobs.includes(job));
    const comment = ending.comment ? withTurns(ending.comment.doc, conversationOf(own(ending.comment.job), true)) : doc;
    return { html: fitted(log, comment, limits.comment), check };
}
/** The same write with only what is always shown: sent again when GitHub refuses one for its size. */
function shorterWrite(log, written, ending, limits) {
    const { status, conclusion, title } = written.check;
    return {
        html: fitted(log, essentials(ending.comment?.doc ?? ending.doc), Math.min(limits.comment, 16_000)),
        check: {
            status,
            ...(conclusion === undefined ? {} : { conclusion }),
            title,
            summary: fitted(log, essentials(ending.doc), Math.min(limits.check, 16_000), UTF8_BYTES),
        },
    };
}


/***/ }),

/***/ 393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FD: () => (/* binding */ refusedForGood),
/* harmony export */   bj: () => (/* binding */ unanswered),
/* harmony export */   kV: () => (/* binding */ UNREADABLE_ITEM)
/* harmony export */ });
/**
 * A failure that is no answer from the host about what it did: none came, a 5xx, or a 2xx whose
 * body could not be read (cut short on the way). A write so answered may have been made (a 2xx
 * was); a read so answered is not read, never "none".
 */
const unanswered = (failure) => failure.status === undefined || failure.status >= 500 || (failure.status >= 200 && failure.status < 300);
/** A refusal that will not change on asking again (401, 403, 404, 422): never a rate limit. */
const refusedForGood = (failure, statuses = [401, 403, 404, 422]) => failure.status !== undefined && statuses.includes(failure.status) && failure.rateLimited !== true;
const UNREADABLE_ITEM = {
    ok: false,
    status: 200,
    cause: "GitHub's list holds an item that is not what GitHub sends (an id that is not a number, no body or link)",
};


/***/ }),

/***/ 6013:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FI: () => (/* binding */ FINISH_LEASE_TRIES),
/* harmony export */   H4: () => (/* binding */ LEASE_TRIES),
/* harmony export */   f$: () => (/* binding */ LEASE_PAUSE_MS),
/* harmony export */   of: () => (/* binding */ createLeaseBook)
/* harmony export */ });
/* unused harmony exports LEASE_MARK, ADOPT_AFTER */
/* harmony import */ var _claim_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9755);

/** The lease's reaction. */
const LEASE_MARK = 'hooray';
/** How often a run asks again for a lease another run holds: a holder holds it for seconds. */
const LEASE_PAUSE_MS = 2_000;
/** How many times a let-go step's record write asks for it before it waits for its job instead. */
const LEASE_TRIES = 8;
/** How many times a finish asks for a lease that names no run (a record write holds it for seconds) before it leaves the finish to the next run. */
const FINISH_LEASE_TRIES = 4;
function createLeaseBook() {
    const held = new Map();
    const handle = (site, lease, tookOver) => ({
        kind: 'taken',
        ...(lease.id === undefined ? {} : { id: lease.id }),
        ...(tookOver === undefined ? {} : { tookOver }),
        release: async () => {
            if (--lease.holders > 0)
                return true;
            held.delete(site.commentId);
            if (lease.id === undefined)
                return true;
            const budget = (site.releaseBudget ?? site.budget)();
            return (await site.host.unreact(site.commentId, lease.id, budget)).ok;
        },
    });
    return {
        async hold(site) {
            const mine = held.get(site.commentId);
            if (mine) {
                mine.holders++;
                return handle(site, mine);
            }
            const claim = await askUntilFree(site);
            if (claim.kind !== 'taken')
                return claim;
            const lease = { ...(claim.id === undefined ? {} : { id: claim.id }), holders: 1 };
            held.set(site.commentId, lease);
            return handle(site, lease, claim.tookOver);
        },
    };
}
/**
 * The second a request that got no answer (or a 5xx) was sent in, as the host stamps a reaction
 * (whole seconds): a claim named by no run that the host made in that second or after is the one
 * that request made, its answer lost. One another run made before that second is never taken.
 */
const secondOf = (ms) => Math.floor(ms / 1_000) * 1_000;
/**
 * How many answers in a row (LEASE_PAUSE_MS apart) must show a claim named by no run, made since
 * this run's unanswered request, before it is taken for that request's: a live holder names itself
 * (a finish) or lets go (a record write) within seconds, so another run's claim made in that same
 * second (two sweeps at once, GitHub slow to answer one) is not taken for this run's.
 */
const ADOPT_AFTER = 3;
/**
 * Takes the claim, asking again while another run holds it: never past a cancel, the deadline, or
 * `tries`. A request the host did not answer is asked again (at once the first time, then on the
 * usual pauses); a claim named by no run that the host made since the first unanswered request,
 * still there and named by no run ADOPT_AFTER answers in a row, is the one that request made.
 */
async function askUntilFree(site) {
    const { tries = 1, sleep, stopped = () => true, unnamed } = site.asking ?? {};
    let unanswered;
    let unnamedSince = 0;
    for (let asked = 1;; asked++) {
        const askedAt = site.date();
        const claim = await (0,_claim_js__WEBPACK_IMPORTED_MODULE_0__/* .takeClaim */ .GT)({ ...site, mark: LEASE_MARK });
        const again = asked === 1 || (asked < tries && sleep !== undefined && !stopped());
        if (claim.kind === 'failed' && again && !site.budget().signal.aborted) {
            unanswered ??= askedAt;
            if (asked > 1)
                await sleep?.(LEASE_PAUSE_MS);
            continue;
        }
        if (claim.kind !== 'held')
            return claim;
        const made = claim.at !== undefined && unanswered !== undefined && claim.at >= secondOf(unanswered);
        unnamedSince = made && claim.holder === undefined ? unnamedSince + 1 : 0;
        if (unnamedSince >= ADOPT_AFTER)
            return { kind: 'taken', ...(claim.id === undefined ? {} : { id: claim.id }) };
        const named = unnamed === true && claim.holder !== undefined;
        // A claim this run may have made itself is asked about again, whatever `tries` says, until adopted.
        const maybeOurs = unnamedSince > 0 && sleep !== undefined && !stopped();
        if ((asked >= tries && !maybeOurs) || stopped() || !sleep || named)
            return { kind: 'busy', held: claim };
        await sleep(LEASE_PAUSE_MS);
        if (stopped())
            return { kind: 'busy', held: claim };
    }
}


/***/ }),

/***/ 9899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   decidePaths: () => (/* binding */ decidePaths),
/* harmony export */   firstNeedingDocs: () => (/* binding */ firstNeedingDocs)
/* harmony export */ });
/* unused harmony export MAX_LISTED_FILES */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);
/**
 * `paths` matched against every changed file of the pull request with picomatch, in order: a later
 * `!glob` excludes what an earlier glob took, and a later glob takes it back, as GitHub's own
 * `paths` filter does. On doubt (the files cannot be read, or the host lists fewer than there
 * are) the docs are needed, and the log says why.
 */


/** GitHub lists a pull request's changed files up to this many. */
const MAX_LISTED_FILES = 3_000;
/** A name no glob can be trusted to read (a control character, such as a newline, or a runaway length): needed. */
const doubtful = (file) => file.length > 1_024 || /[\u0000-\u001f\u007f]/.test(file);
/**
 * The first file that needs docs, the last glob to match each file deciding; undefined when none
 * does; `stopped` when `stop()` said so between two files (the time for it ran out).
 */
function firstNeedingDocs(files, paths, stop = () => false) {
    const globs = paths.map((glob) => {
        const exclude = glob.startsWith('!');
        return { exclude, isMatch: picomatch__WEBPACK_IMPORTED_MODULE_1___default()(exclude ? glob.slice(1) : glob, { dot: true }) };
    });
    for (const file of files) {
        if (stop())
            return { stopped: true };
        if (doubtful(file))
            return file;
        let needed = false;
        for (const { exclude, isMatch } of globs)
            if (isMatch(file))
                needed = !exclude;
        if (needed)
            return file;
    }
    return undefined;
}
/**
 * A bare name in `paths` ('src', 'packages/api') matches one file at that path (a Makefile): when the
 * changed files it missed are in a folder of that name, the glob meant that folder's files.
 */
function folderMeant(paths, files) {
    // A folder's path too ('packages/api', a monorepo's package): no glob character, no extension.
    const bare = paths.find((glob) => /^[^/*?[{.!][^*?[{.!]*$/.test(glob) && !glob.endsWith('/') && files.some((file) => file.startsWith(`${glob}/`)));
    return bare === undefined
        ? undefined
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `'paths' holds ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(bare, 100)}, which matches only a file at exactly that path, but changed files are in the folder ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(`${bare}/`, 100)}: write ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(`${bare}/**`, 100)} to match them.`;
}
/** `paths` against every changed file the host lists; on doubt, the docs are needed and the log says why. */
async function decidePaths(host, trigger, paths, budget) {
    const total = trigger.pullRequest?.changedFiles;
    if (total !== undefined && total > MAX_LISTED_FILES)
        return {
            kind: 'needed',
            say: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `The pull request changes ${total} files and GitHub lists only ${MAX_LISTED_FILES}, so 'paths' is taken as matching.`,
        };
    const listed = await host.changedFiles(budget);
    if (!listed.ok)
        return {
            kind: 'needed',
            say: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `The pull request's files could not be read (${listed.cause}), so 'paths' is taken as matching: the pull request needs docs.`,
        };
    // Fewer files listed than the event counts (an empty page served on a bad day) is no proof.
    if (total !== undefined && listed.value.listed < total)
        return {
            kind: 'needed',
            say: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `GitHub listed ${listed.value.listed} of the ${total} files the pull request changes, so 'paths' is taken as matching: the pull request needs docs.`,
        };
    const file = firstNeedingDocs(listed.value.paths, paths, () => budget.signal.aborted);
    if (typeof file === 'object')
        return { kind: 'needed', say: "The time to match 'paths' ran out, so it is taken as matching." };
    if (file !== undefined)
        return { kind: 'needed', say: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(file, 200)} matches 'paths': the pull request needs docs.` };
    if (listed.value.listed >= MAX_LISTED_FILES)
        return {
            kind: 'needed',
            say: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `GitHub lists the first ${MAX_LISTED_FILES} changed files only and none of them matches 'paths', so the rest may: the pull request needs docs.`,
        };
    const folder = folderMeant(paths, listed.value.paths);
    // A folder meant and missed is a wrong input, never "no docs needed": a skipped required check passes.
    if (folder !== undefined)
        return {
            kind: 'none-match',
            ending: {
                outcome: 'no-docs-needed',
                heading: "No docs job: 'paths' names a folder as a file",
                why: folder,
                next: "Fix 'paths' as said, then push (or re-run this run).",
                fails: 'input',
            },
        };
    return {
        kind: 'none-match',
        ending: {
            outcome: 'no-docs-needed',
            heading: "No docs needed: no changed file matches 'paths'",
            why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${listed.value.listed === 1 ? 'The one changed file does not match' : `None of the ${listed.value.listed} changed files matches`} 'paths' (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(paths.join(', '), 200)}).`,
            next: "Change 'paths' if these files need docs.",
        },
    };
}


/***/ }),

/***/ 108:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ae: () => (/* binding */ planSurfaces),
/* harmony export */   vI: () => (/* binding */ NO_SURFACES),
/* harmony export */   wt: () => (/* binding */ linksOnly)
/* harmony export */ });
/** A step that keeps neither: nothing is written, and no record can be read. */
const NO_SURFACES = {
    earlierRecord: async () => ({ kind: 'unreadable', why: 'there is no comment or check run to keep it in' }),
    begin: async () => 'recorded',
    progress: () => undefined,
    links: () => ({}),
    finish: async () => ({}),
    abandon: async () => ({}),
    hold: async () => false,
    finishAs: () => undefined,
};
/** Keeps neither, yet hands on the links of what the run wrote another way (a close's line atop the comment). */
const linksOnly = (links) => ({
    ...NO_SURFACES,
    links,
    finish: async () => links(),
    abandon: async () => links(),
});
/** Decides what the step keeps, and says why when a comment or check run asked for cannot be kept. */
function planSurfaces(visibility, trigger, log) {
    for (const note of trigger?.notes ?? [])
        log.info(note);
    const noToken = visibility.reportToken === '';
    const wantsComment = visibility.comment !== 'false';
    const comment = wantsComment && trigger?.pullNumber !== undefined && !noToken;
    const check = visibility.checkName !== '' && trigger?.headSha !== undefined && !noToken;
    if (wantsComment && !comment) {
        // Where no pull request is, no token makes a comment: that reason comes first.
        const why = !trigger
            ? 'this is not a workflow run (no GITHUB_REPOSITORY or GITHUB_RUN_ID)'
            : trigger.pullNumber === undefined
                ? `this run's event (${trigger.eventName || 'unknown'}) is not about a pull request`
                : "'report-token' is empty";
        if (visibility.comment === 'true')
            log.warning(`No pull request comment: ${why}. Set 'comment: auto' to comment only when there is one.`);
        else
            log.debug(`No pull request comment: ${why}.`);
    }
    if (visibility.checkName !== '' && !check)
        log.warning(noToken
            ? "No check run: 'report-token' is empty; pass a token with checks: write, such as ${{ github.token }}."
            : trigger
                ? 'No check run: the runner gave no commit (GITHUB_SHA) to put it on.'
                : 'No check run: this is not a workflow run (no GITHUB_REPOSITORY or GITHUB_RUN_ID).');
    return { comment, check };
}


/***/ }),

/***/ 6002:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D1: () => (/* binding */ readPlaceRecord),
/* harmony export */   DN: () => (/* binding */ carryForward),
/* harmony export */   IY: () => (/* binding */ letGoTurnOf),
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   SA: () => (/* binding */ readCommentRecords),
/* harmony export */   SI: () => (/* binding */ CUT_MARKER_CHARS),
/* harmony export */   Tz: () => (/* reexport safe */ _common_pending_label_js__WEBPACK_IMPORTED_MODULE_1__.T),
/* harmony export */   Ug: () => (/* binding */ stepKey),
/* harmony export */   Vw: () => (/* binding */ MAX_SAID_CHARS),
/* harmony export */   Xv: () => (/* binding */ letGoUnfinished),
/* harmony export */   Ym: () => (/* binding */ encodeRecord),
/* harmony export */   aE: () => (/* binding */ readRecord),
/* harmony export */   br: () => (/* binding */ digest),
/* harmony export */   cs: () => (/* binding */ keepRecords),
/* harmony export */   dR: () => (/* binding */ letGoTurnHolds),
/* harmony export */   fH: () => (/* binding */ recordKeysOf),
/* harmony export */   gu: () => (/* binding */ settled),
/* harmony export */   jI: () => (/* binding */ unverifiedRecord),
/* harmony export */   oU: () => (/* binding */ stepRecord),
/* harmony export */   or: () => (/* binding */ RECORD_MARK),
/* harmony export */   pv: () => (/* binding */ holdsEmptyBlock),
/* harmony export */   rR: () => (/* binding */ withoutMarker),
/* harmony export */   t5: () => (/* binding */ signedForPlace),
/* harmony export */   uj: () => (/* binding */ UNVERIFIED_RECORD),
/* harmony export */   yV: () => (/* binding */ placeSignature)
/* harmony export */ });
/* unused harmony exports RECORDED_CONCLUSIONS, MAX_RUNS_KEPT, MAX_MARKER_CHARS */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_ids_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(863);
/* harmony import */ var _common_pending_label_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3781);
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



/** A pending record's name parts: what GitHub's runner names a workflow file, job and step with. */
const NAME_PART = /^[^\u0000-\u001f\u007f]{1,300}$/;
/** A GitLab CI job has no steps: its record's step part is empty. */
const STEP_PART = /^[^\u0000-\u001f\u007f]{0,300}$/;
const BRANCH = /^[^\u0000-\u001f\u007f ~^:?*[\\]{1,250}$/;
function isPending(value) {
    const p = (value ?? {});
    const text = (field, pattern) => typeof field === 'string' && pattern.test(field);
    return (typeof value === 'object' &&
        typeof p.until === 'number' &&
        Number.isSafeInteger(p.until) &&
        text(p.check, /^[^\u0000-\u001f\u007f]{1,100}$/) &&
        optional(p.sha, (sha) => typeof sha === 'string' && _common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMIT_SHA */ .pk.test(sha)) &&
        text(p.workflow, NAME_PART) &&
        text(p.job, NAME_PART) &&
        text(p.step, STEP_PART) &&
        optional(p.dispatch, (file) => text(file, /^[A-Za-z0-9._-]{1,100}\.ya?ml$/)) &&
        optional(p.ref, (ref) => text(ref, BRANCH)) &&
        optional(p.queued, (queued) => queued === true) &&
        optional(p.comment, (id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0) &&
        optional(p.review, (id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0) &&
        optional(p.command, (command) => text(command, /^[^\s\u0000-\u001f\u007f]{1,40}$/)) &&
        optional(p.permission, (level) => text(level, /^(triage|write|maintain|admin)$/)) &&
        optional(p.failOn, (list) => Array.isArray(list) && list.every((s) => s === 'failed' || s === 'archived')) &&
        optional(p.requirePr, (flag) => flag === true) &&
        optional(p.docsPr, (flag) => flag === true) &&
        optional(p.sentAsFinal, (flag) => flag === true) &&
        optional(p.unsent, (flag) => flag === true) &&
        optional(p.dispatchOwed, (flag) => flag === true) &&
        optional(p.checkOn, (sha) => typeof sha === 'string' && _common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMIT_SHA */ .pk.test(sha)) &&
        optional(p.timeout, (ms) => typeof ms === 'number' && Number.isSafeInteger(ms) && ms > 0 && ms <= 86_400_000) &&
        optional(p.skipLabel, (label) => text(label, /^[^\u0000-\u001f\u007f]{0,100}$/)) &&
        optional(p.onPush, (choice) => text(choice, /^(follow-up|new-job|ignore)$/)) &&
        optional(p.onClose, (choice) => text(choice, /^(comment|close-docs)$/)) &&
        optional(p.agent, (login) => (text(login, _common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .GITHUB_LOGIN */ .cd) || text(login, _common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .GITLAB_USERNAME */ .tl)) && login === String(login).toLowerCase()) &&
        optional(p.claim, isClaimHolder) &&
        optional(p.project, (id) => typeof id === 'string' && (0,_common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .idProblem */ .lx)(id) === undefined));
}
function isClaimHolder(value) {
    const { run, attempt, reaction } = (value ?? {});
    const count = (n) => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
    return (typeof value === 'object' && typeof run === 'string' && /^\d{1,20}$/.test(run) && count(attempt) && count(reaction));
}
const RECORDED_CONCLUSIONS = ['success', 'failure', 'neutral', 'timed_out', 'cancelled'];
/** A GitHub login as the action writes it in a turn: anything else is left out, never shown. */
/** The characters kept for the log's cut marker, "… [cut: 1,234,567 characters in all]", within MAX_SAID_CHARS. */
const CUT_MARKER_CHARS = 64;
/** What a turn keeps of the text it sent: the comment shows it folded; the job summary has all of it. */
const MAX_SAID_CHARS = 1_000;
const PREFIX = 'wait-for-agent-job';
/** How every hidden record begins: what finds a comment that may hold one, before any is read. */
const RECORD_MARK = `<!-- ${PREFIX}.`;
/** A claim longer than this is not read: a marker the action writes is bounded well below it. */
const MAX_RECORD_CHARS = 48_000;
/**
 * The first bytes of a hash, URL-safe. Only bytes of a hash are dropped here, never text: no
 * value from a user or the service is shortened, and nothing of a secret can be in a hash.
 */
const leading = (hash, bytes) => hash.subarray(0, bytes).toString('base64url');
/**
 * The place as GitHub compares it: owner and repository names are case-insensitive, so a record
 * is bound to the name in lower case. Records written before were bound to the name as it was
 * spelled (`asSpelled`), and still read.
 */
const caseless = (step) => step.repository === undefined ? step : { ...step, repository: step.repository.toLowerCase() };
function keyOf(step) {
    const where = `${step.repository === undefined ? '' : `\n${step.repository}`}${step.pull === undefined ? '' : `\n#${step.pull}`}`;
    return leading((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${step.workflow}\n${step.job}\n${step.step}${where}`).digest(), 16);
}
/** A short digest of the step's name: the same step in every run finds the same comment. */
function stepKey(step) {
    return keyOf(caseless(step));
}
/** This step's key, and the one a record written before names were compared in lower case holds. */
const stepKeys = (step) => [...new Set([stepKey(step), keyOf(step)])];
/** A digest of the prompt or message, so the record never holds the text itself. */
function digest(text) {
    return leading((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest(), 16);
}
const placeOf = (step) => `${step.repository ?? ''}#${step.pull ?? ''}`;
/**
 * The key records are signed with on one pull request (or repository): derived from the api-key,
 * so the key itself signs nothing, and bound to the place, so a record copied elsewhere fails.
 */
const recordKey = (apiKey, step) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', apiKey)
    .update(`${PREFIX} record key v2\n${placeOf(caseless(step))}`)
    .digest();
/** The key bound to the place as it was spelled, which records written before signed with. */
const spelledRecordKey = (apiKey, step) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', apiKey)
    .update(`${PREFIX} record key v2\n${placeOf(step)}`)
    .digest();
/** An HMAC-SHA256 of 192 bits: only a holder of the api-key can sign a record. */
const sign = (key, text) => leading((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(text).digest(), 24);
/**
 * A short text (never a record: it holds a space, which no record's head does) signed for one
 * place with the records' key: only a holder of the api-key makes one, and only for that place.
 */
const placeSignature = (apiKey, place, text) => sign(recordKey(apiKey, place), `${PREFIX} ${text}`);
/** Whether `signature` is the place's signature of `text` under one of the keys. */
function signedForPlace(keys, place, text, signature) {
    const given = Buffer.from(signature);
    return (typeof keys === 'string' ? [keys] : keys).some((apiKey) => {
        const expected = Buffer.from(placeSignature(apiKey, place, text));
        return given.length === expected.length && (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(given, expected);
    });
}
/**
 * A let-go turn the sweep has not finished: no ending recorded, or one that ended unsent (timed
 * out while its job was busy), which stays queued for the sweep to send.
 */
const letGoUnfinished = (record) => record.pending !== undefined && (record.ended === undefined || record.pending.unsent === true);
/**
 * Whether the comment's records name an unfinished let-go turn of the run a check run's record
 * names: that check run is the sweep's, whatever attempt of the run wrote it last (a resuming
 * re-run writes its own attempt), until the comment says the turn ended.
 */
const letGoTurnHolds = (turns, record) => turns.some((turn) => letGoUnfinished(turn) && turn.run === record.run);
/**
 * Whether the check run a record names is a let-go turn's at all, ended or not: a turn queued on
 * its head takes such a one over (one the comment says ended, still in progress, is left by a sweep
 * whose comment write failed: the head never carries a second beside it).
 */
const letGoTurnOf = (turns, record) => turns.some((turn) => turn.pending !== undefined && turn.run === record.run);
/** A pending record once it is finished: the same turn, with nothing left for a sweep. */
const settled = ({ pending: _pending, ...record }) => record;
/** The record as the check run keeps it: no turn (the check run shows its own text). */
const withoutTurn = ({ who: _who, answers: _answers, answersReview: _answersReview, at: _at, said: _said, ended: _ended, pending: _pending, ...record }) => record;
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
    const starts = stepKeys(step).map((key) => `${PREFIX}.${key}.`);
    return anyClaims(text).filter((token) => starts.some((start) => token.startsWith(start)));
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
/** The keys of a step's inputs: the api-key, and `previous-api-key` when set. */
function recordKeysOf(config) {
    return config.previousApiKey ? [config.apiKey, config.previousApiKey] : config.apiKey;
}
/** What the step says of a record no key verifies, and what to do. */
const UNVERIFIED_RECORD = {
    why: "a record of this action is there that this api-key cannot verify: it was signed with another key (one rotated out?), or is not the action's",
    next: "During a key rotation, set 'previous-api-key' to the old key, so records it signed still read.",
};
/**
 * Which key signed it, if any: signed with this place's key; a record of this very step (its key
 * in the token, so bound to the place too) may also be signed as releases before v2 signed, with
 * the api-key itself, so a re-run after an upgrade still resumes its job.
 */
function signer(token, keys, step, sameStep) {
    const [current, ...previous] = typeof keys === 'string' ? [keys] : keys;
    const signs = (apiKey) => signedWith(token, recordKey(apiKey, step)) ||
        signedWith(token, spelledRecordKey(apiKey, step)) ||
        (sameStep && signedWith(token, apiKey));
    if (signs(current))
        return 'api-key';
    return previous.some(signs) ? 'previous' : undefined;
}
const verified = (token, keys, step, sameStep) => signer(token, keys, step, sameStep) !== undefined;
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
        (record.unanswered !== undefined && record.unanswered !== true) ||
        (record.head !== undefined && !(typeof record.head === 'string' && _common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMIT_SHA */ .pk.test(record.head))) ||
        !optional(record.check, (check) => typeof check === 'string' && /^[^\x00-\x1f\x7f]{1,200}$/.test(check)) ||
        !jobs ||
        jobs.length > 50 ||
        !jobs.every((id) => typeof id === 'string' && (0,_common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .idProblem */ .lx)(id) === undefined) ||
        !optional(record.pending, isPending) ||
        !isTurn(record))
        return undefined;
    return record;
}
const optional = (value, check) => value === undefined || check(value);
const isId = (id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
/** A turn's fields, when present, are what the action writes: nothing else is shown. */
function isTurn(record) {
    return (optional(record.step, (step) => typeof step === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(step)) &&
        optional(record.who, (who) => typeof who === 'string' && _common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .GITHUB_LOGIN */ .cd.test(who)) &&
        optional(record.answers, isId) &&
        optional(record.answersReview, isId) &&
        optional(record.at, (at) => typeof at === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{3})?Z$/.test(at)) &&
        optional(record.said, (said) => typeof said === 'string' && said.length <= MAX_SAID_CHARS) &&
        optional(record.ended, (ended) => RECORDED_CONCLUSIONS.includes(ended)));
}
/**
 * Any step's record on this pull request, when `text` (a check run's external_id) is one token the
 * key signed for the place, and nothing else: `step` is the key of the step that wrote it.
 */
function readPlaceRecord(text, place, keys) {
    const [token] = anyClaims(text ?? '');
    if (token === undefined || token !== text || !verified(token, keys, place, false))
        return undefined;
    const record = asRecord(payloadOf(token));
    return record && { ...record, step: token.split('.')[1] ?? '' };
}
/** This step's record, when `text` (a check run's external_id) is one token the key signed, and nothing else. */
function readRecord(text, step, keys) {
    const [token] = claims(text ?? '', step);
    if (token === undefined || token !== text || !verified(token, keys, step, true))
        return undefined;
    const record = asRecord(payloadOf(token));
    return record && { ...record, step: stepKey(step) };
}
const MAX_RUNS_KEPT = 20;
/** The other runs' records are dropped, oldest first, past this size, so the comment keeps room for what it shows. */
const MAX_MARKER_CHARS = 24_000;
/** Whether two records are of the same run of the same step (a later attempt replaces the earlier). */
const sameRunAndStep = (a, b) => a.run === b.run && a.step === b.step;
/** The record names a job it started or sent to: what a re-run resumes and the next push reads its head from. */
const sends = (record) => record.kind !== 'wait' && record.jobs.length > 0;
/** The same text, of the same kind, to the same jobs: a re-run that resumed it, or sent it again. */
const sameSend = (a, b) => a.kind === b.kind && a.sent === b.sent && a.jobs.join('\n') === b.jobs.join('\n');
const toldOf = ({ kind, sent, jobs, head, failed, unanswered, }) => ({
    kind,
    ...(sent === undefined ? {} : { sent }),
    jobs,
    ...(head === undefined ? {} : { head }),
    ...(failed === undefined ? {} : { failed }),
    ...(unanswered === undefined ? {} : { unanswered }),
});
/**
 * One earlier record of the run and step, and this write's: what was told is the earlier's unless
 * this write knows better (it sent other text and got its job, or waits for other jobs); the turn
 * is this write's when it has one, else the told one's, ended as this write says.
 */
function carryOne(earlier, current) {
    const [job] = earlier.jobs;
    let told;
    let fromEarlier = false;
    // A start whose answer was lost is this write's news: the next run must know a job may exist.
    if (!sends(earlier) || current.unanswered)
        told = toldOf(current);
    else if (sends(current) && !sameSend(current, earlier)) {
        // A newer send; a head it did not tell (a command sent alone) leaves the one its job was told.
        const head = current.head ?? (job !== undefined && current.jobs.includes(job) ? earlier.head : undefined);
        told = toldOf({ ...current, head });
    }
    else if (sends(current)) {
        // The same send, resumed (or sent again): its head is the one it told then, not one looked up since.
        told = toldOf({ ...current, head: earlier.head });
    }
    else if (current.jobs.length > 0 && (job === undefined || !current.jobs.includes(job)))
        told = toldOf(current);
    else {
        // Waits for what the earlier attempt sent, or has sent nothing yet (or nothing at all).
        const jobs = current.jobs.length > 0 ? current.jobs : earlier.jobs;
        told = toldOf({ ...earlier, jobs, failed: current.failed ?? earlier.failed });
        fromEarlier = true;
    }
    const turnOf = (record, ended, at) => ({
        ...(record.who === undefined ? {} : { who: record.who }),
        ...(record.answers === undefined ? {} : { answers: record.answers }),
        ...(record.answersReview === undefined ? {} : { answersReview: record.answersReview }),
        ...(at === undefined ? {} : { at }),
        ...(record.said === undefined ? {} : { said: record.said }),
        ...(ended === undefined ? {} : { ended }),
    });
    const turn = current.said !== undefined
        ? turnOf(current, current.ended, earlier.at ?? current.at)
        : fromEarlier && earlier.said !== undefined
            ? turnOf(earlier, current.ended, earlier.at)
            : {};
    const { run, attempt, step, pending } = current;
    return {
        run,
        attempt,
        ...told,
        ...(step === undefined ? {} : { step }),
        ...turn,
        ...(pending === undefined ? {} : { pending }),
    };
}
/**
 * The record a write carries: never thinner than what the run's earlier attempts (and this
 * attempt's earlier writes) recorded of the same step. The job, the text's digest and the head the
 * job was told stay unless this write knows better: it sent other text and got its job, told a
 * head, or waits for other jobs. How the turn ended and what a sweep has left are this write's
 * alone: a settled record never takes back a pending one. `current` names its step (stepKey).
 */
function carryForward(earlier, current) {
    const same = earlier.filter((record) => sameRunAndStep(record, current)).sort((a, b) => a.attempt - b.attempt);
    const [oldest, ...newer] = same;
    const before = oldest && newer.reduce(carryOne, oldest);
    const merged = before ? carryOne(before, current) : current;
    // A record without a turn has no ending to show (the ending marks every record it writes).
    return merged.said === undefined ? withoutEnding(merged) : merged;
}
const withoutEnding = ({ ended: _ended, ...record }) => record;
/**
 * The comment's records: this attempt's first (stamped with its step, and carrying forward what
 * the run's earlier attempts recorded), then the other runs' and other steps' the comment kept,
 * bounded; a turn keeps the time its run first began.
 */
function keepRecords(current, earlier, by, step) {
    const own = { ...current, step: stepKey(step) };
    const mine = carryForward(earlier, own);
    const rest = earlier.filter((record) => !sameRunAndStep(record, own));
    const needed = lifeRecords(mine, rest);
    const chosen = new Set(needed);
    for (const record of rest)
        if (chosen.size < MAX_RUNS_KEPT - 1)
            chosen.add(record);
    const others = rest.filter((record) => chosen.has(record));
    const kept = (records) => ({ ...(by === undefined ? {} : { by }), records });
    // Base64 makes four characters of three bytes of UTF-8 (a character may take up to four); the
    // current record is kept whatever its size.
    while ((Buffer.byteLength(JSON.stringify(kept([mine, ...others]))) * 4) / 3 > MAX_MARKER_CHARS) {
        const oldest = others.findLastIndex((record) => !needed.has(record));
        if (oldest < 0)
            break;
        others.splice(oldest, 1);
    }
    return kept([mine, ...others]);
}
const newerFirst = (a, b) => Number(b.run) - Number(a.run) || b.attempt - a.attempt;
/**
 * What the pull request's life needs, whatever the number of turns since: the newest start of a
 * job (where every later run finds the job) and the newest record that told that job a head
 * (where a push's news begins). Kept unless they are the current record.
 */
function lifeRecords(mine, rest) {
    const all = [mine, ...rest];
    const start = all.filter((record) => record.kind === 'prompt' && record.jobs.length > 0).sort(newerFirst)[0];
    const job = start?.jobs[0];
    const told = job === undefined
        ? undefined
        : all
            .filter((record) => record.head !== undefined && record.kind !== 'wait' && record.jobs.includes(job))
            .sort(newerFirst)[0];
    return new Set([start, told].filter((record) => record !== undefined && record !== mine));
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
 * The token of the hidden marker: the body's last line, the one place the action writes it; or,
 * when a person added lines after it (GitHub lets anyone with write access edit the comment), the
 * last line that is a marker. Every value the action shows is escaped (`<` is `&lt;`), so no text it
 * quotes is ever a line of its own that reads as one.
 */
function markerOf(body) {
    return markerLine(body)?.token;
}
/** The last line that is a marker: its index among the body's lines, and its token. */
function markerLine(body) {
    const lines = (body ?? '').trimEnd().split('\n');
    for (let at = lines.length - 1; at >= 0; at--) {
        const token = /^<!-- (\S+) -->/.exec(lines[at] ?? '')?.[1];
        if (token !== undefined)
            return { lines, at, token };
    }
    return undefined;
}
/** The body without its marker line (markerOf's), the lines a person added after it kept. */
function withoutMarker(body) {
    const found = markerLine(body);
    if (!found)
        return body.trimEnd();
    return found.lines
        .filter((_, at) => at !== found.at)
        .join('\n')
        .trimEnd();
}
/**
 * Whether the text (a comment body's marker, or a check run's external_id) holds a record of this
 * step (of any step with `anyStep`) that no key verifies: signed with another api-key (a rotated
 * one), or forged, or copied from another pull request. It is never trusted; the step says it is
 * there rather than that there is none.
 */
function unverifiedRecord(text, step, keys, where, anyStep = false) {
    const token = where === 'comment' ? markerOf(text) : (text ?? undefined);
    if (token === undefined || anyClaims(token)[0] !== token)
        return false;
    const headKey = token.split('.')[1] ?? '';
    const ofThisStep = stepKeys(step).includes(headKey);
    if (!(anyStep || ofThisStep) || verified(token, keys, step, ofThisStep))
        return false;
    // A comment's block that names no record (a start the service refused the key for keeps none)
    // says no more than no block would, forged or not: nothing to doubt.
    return where !== 'comment' || !namesNoRecord(payloadOf(token));
}
/** Whether a comment's marker is a block that names no record, verified or not: the comment of a start refused before it had one. */
function holdsEmptyBlock(body) {
    const token = markerOf(body);
    return token !== undefined && anyClaims(token)[0] === token && namesNoRecord(payloadOf(token));
}
/** A comment's block whose record list is empty (`{"by":7,"records":[]}`). */
function namesNoRecord(value) {
    const { records } = (value ?? {});
    return Array.isArray(records) && records.length === 0;
}
/**
 * The records in a comment: only from the one place the action writes them, the hidden marker on
 * the body's last marker line (markerOf), signed for this pull request. A marker quoted by someone
 * (`> <!-- ... -->`), or in another's comment, is text, never a record. For a step, the comment
 * is its when a record names the step; with `anyStep`, every record (a follow-up finds the job
 * another workflow's step started on the pull request, and keeps the conversation in its comment).
 */
function readCommentRecords(body, step, recordKeys, anyStep = false) {
    const token = markerOf(body);
    if (token === undefined)
        return undefined;
    const [claim] = anyClaims(token);
    const headKey = token.split('.')[1] ?? '';
    const keys = stepKeys(step);
    const signedBy = claim === token ? signer(token, recordKeys, step, keys.includes(headKey)) : undefined;
    if (signedBy === undefined)
        return undefined;
    const parsed = asCommentRecords(payloadOf(token), headKey);
    if (!parsed)
        return undefined;
    const read = signedBy === 'api-key' ? parsed : { records: parsed.records, oldKey: true };
    // A record of this step under the key as the name was spelled is this step's, under today's key.
    const key = stepKey(step);
    const records = read.records.map((record) => (keys.includes(record.step ?? '') ? { ...record, step: key } : record));
    const kept = { ...read, records };
    return anyStep || records.some((record) => record.step === key) ? kept : undefined;
}
/**
 * What this step records for a re-run: the run, the attempt, a digest of what it sends, the jobs;
 * for a start or a follow-up, its turn of the conversation: who asked, when, and what, redacted
 * and at most MAX_SAID_CHARS.
 */
function stepRecord(work, trigger, turn) {
    const { plan } = work;
    const text = plan.kind === 'start' ? plan.prompt : plan.kind === 'message' ? plan.message : undefined;
    const said = text === undefined ? undefined : turn.excerpt(text, MAX_SAID_CHARS - CUT_MARKER_CHARS);
    // What the job is told of a pull request: its head when this step sends to it (a command's run looked it up).
    const told = turn.head ?? (trigger?.pullRequest && !turn.headUntold ? trigger.headSha : undefined);
    const head = text !== undefined && told !== undefined ? { head: told } : {};
    return {
        run: trigger?.runId ?? '',
        attempt: trigger?.attempt ?? 1,
        kind: plan.kind === 'start' ? 'prompt' : plan.kind,
        ...(text === undefined ? {} : { sent: digest(text) }),
        ...head,
        ...(plan.kind === 'start' && head.head !== undefined && turn.check ? { check: turn.check } : {}),
        jobs: plan.kind === 'wait' ? work.jobIds : [],
        ...(said === undefined
            ? {}
            : {
                ...(turn.who !== undefined && _common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .GITHUB_LOGIN */ .cd.test(turn.who) ? { who: turn.who } : {}),
                ...(turn.answers === undefined ? {} : { answers: turn.answers }),
                ...(turn.answersReview === undefined ? {} : { answersReview: turn.answersReview }),
                at: turn.at,
                said,
            }),
    };
}


/***/ }),

/***/ 7093:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ decideRerun),
/* harmony export */   i: () => (/* binding */ rerunVerdict)
/* harmony export */ });
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6002);


/**
 * The re-run decision, reading the earlier attempt's record only when it matters. `failedSince`:
 * whether the job it would resume has ended as a failure (a status `fail-on` names), read once; the
 * earlier attempt may not have seen it end (`wait: false`, or stopped first), so its record cannot
 * say so, and a failed job is sent again, never reported again.
 */
async function decideRerun(question) {
    if (question.attempt <= 1 || question.onRerun === 'start')
        return rerunVerdict(question, { kind: 'none' });
    const earlier = await question.earlierRecord();
    const verdict = rerunVerdict(question, earlier);
    if (verdict.kind !== 'resume' || earlier.kind !== 'found' || !question.failedSince)
        return verdict;
    if (!(await question.failedSince(verdict.jobs[0] ?? '')))
        return verdict;
    return rerunVerdict(question, { kind: 'found', record: { ...earlier.record, failed: true } });
}
/** What sending again may cost: a prompt starts a job; a message starts none, its job may get it twice. */
const twice = ({ kind, jobId }) => kind === 'prompt' ? 'may start a second job' : `${jobId === undefined ? 'the job' : `job ${jobId}`} may get it twice`;
/**
 * The one rule of re-runs, pure: every path (a pull request's decision, src/pull-request/decide.ts,
 * and the step's send) judges an earlier attempt's record by it.
 */
function rerunVerdict(question, earlier) {
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
    if (earlier.kind === 'unreadable') {
        const next = earlier.next ??
            "To have a re-run wait for the job instead, let the step keep a pull request comment (pull-requests: write) or a check run ('check-name', checks: write).";
        return {
            kind: 'send',
            say: {
                level: 'warning',
                text: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${attempt}, and what an earlier attempt sent could not be read (${earlier.why}), so the ${what} is sent again and ${twice(question)}. ${next}`,
            },
        };
    }
    if (earlier.kind === 'none' && question.fromFork) {
        return {
            kind: 'send',
            say: {
                level: 'warning',
                text: `${attempt} on a pull request from a fork, whose read-only token let no attempt keep a record, so the ${what} is sent again and ${twice(question)}. A re-run of a fork's pull request cannot resume its job.`,
            },
        };
    }
    const record = earlier.kind === 'found' ? earlier.record : undefined;
    const same = record?.kind === what &&
        (question.text === undefined || record.sent === (0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .digest */ .br)(question.text) || answersTheSame(question, record)) &&
        record.jobs.length > 0 &&
        (what === 'prompt' || question.jobId === undefined || record.jobs[0] === question.jobId);
    if (same && record.failed) {
        const did = what === 'prompt' ? 'started' : 'sent the message to';
        const failed = `attempt ${record.attempt} ${did} job ${record.jobs[0] ?? ''}, which failed`;
        return {
            kind: 'send',
            say: { level: 'info', text: `${attempt}, and ${failed}, so the ${what} is sent again.` },
            failed: true,
        };
    }
    const lost = record && sentButLost(question, record, attempt);
    if (lost)
        return lost;
    if (!record || !same) {
        const why = record ? `it sent another ${what} or got no job` : 'no earlier attempt recorded a job';
        return { kind: 'send', say: { level: 'info', text: `${attempt}, but ${why}, so the ${what} is sent.` } };
    }
    return resumeOf(question, record);
}
/** The earlier attempt's turn, resumed: its jobs, and what it sent when more than this step's text. */
function resumeOf(question, record) {
    const more = question.text !== undefined && record.sent !== (0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .digest */ .br)(question.text);
    return {
        kind: 'resume',
        jobs: record.jobs,
        attempt: record.attempt,
        ...(more ? { kept: { sent: record.sent, ...(record.said === undefined ? {} : { said: record.said }) } } : {}),
        ...(record.ended === undefined ? { unfinished: true } : {}),
        ...(record.ended === 'success' || record.ended === 'failure' ? { answered: true } : {}),
    };
}
/** The record answered the command or review this step answers. */
function answersTheSame({ answering }, record) {
    if (answering?.answers !== undefined)
        return record.answers === answering.answers;
    return answering?.answersReview !== undefined && record.answersReview === answering.answersReview;
}
/** The same text an earlier attempt sent, whose answer was lost: sent again, with a warning that a job may run already. */
function sentButLost(question, record, attempt) {
    const { kind: what, text } = question;
    // Its record from before the send, and none after: the attempt was killed once it may have sent.
    const underWay = record.jobs.length === 0 && record.ended === undefined && record.pending === undefined;
    if (record.kind !== what || !(record.unanswered || underWay) || text === undefined || record.sent !== (0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .digest */ .br)(text))
        return undefined;
    const did = record.unanswered
        ? `sent this ${what} and its answer was lost`
        : `began sending this ${what} and recorded no answer (it was killed)`;
    // A message starts no job: the job it went to may have it already.
    const job = question.jobId ?? record.jobs[0];
    const [lost, next] = what === 'prompt'
        ? [
            'so the service may have started a job this action cannot name',
            "look at the project's agent jobs on the dashboard: a second job may be running",
        ]
        : [
            `so job ${job ?? ''} may have taken it already`,
            `look at job ${job ?? ''}'s conversation on the dashboard: it may have this message twice`,
        ];
    return {
        kind: 'send',
        say: {
            level: 'warning',
            text: `${attempt}; attempt ${record.attempt} ${did}, ${lost}. The ${what} is sent again; ${next}.`,
        },
        lost: true,
    };
}


/***/ }),

/***/ 8525:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cv: () => (/* binding */ readAnswered),
/* harmony export */   E4: () => (/* binding */ sentMark),
/* harmony export */   Gv: () => (/* binding */ answerMark),
/* harmony export */   Z1: () => (/* binding */ saidOwed),
/* harmony export */   gQ: () => (/* binding */ createReviewLock),
/* harmony export */   nA: () => (/* binding */ owedMark),
/* harmony export */   uy: () => (/* binding */ sentReviews)
/* harmony export */ });
/* unused harmony export answeredReviews */
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4714);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6002);
/**
 * The reviews of a pull request as a queue that lives on the host, beside the `/docs` commands.
 *
 * A review is _answered_ once the action's account wrote its one line about it on the pull
 * request (sent, or why not): that comment's last line names the review (`answerMark`), and only
 * the account's own comments are read for it. A review's body takes no reaction, so the claim is
 * not on the review: it is one lock for every unanswered review of the pull request, the pull
 * request's lease (a 🎉 by the account on the action's own comment there, the one that records the job). The
 * host makes a reaction once per account (201, then 200), so one run holds the lock; it holds it
 * only from "the job is not active" to the answer of the one review it sends (seconds), then lets
 * it go. A lock whose run has ended (no other run in progress, as the Actions API says) or older
 * than STALE_CLAIM_MS is taken over (its reaction removed and made again, so only one run wins).
 */


/** The last line of an answer: the review it answers. */
const answerMark = (reviewId) => `<!-- wait-for-agent-job review-answered ${reviewId} -->`;
const ANSWER_LINE = /\n<!-- wait-for-agent-job review-answered (\d{1,16}) -->$/;
/** The last line of a "not sent yet" line: the review it is about, still owed (no answer). */
const owedMark = (reviewId) => `<!-- wait-for-agent-job review-owed ${reviewId} -->`;
/** Whether the account said already that a review is still owed: one line, however many looks the limit lasts. */
async function saidOwed(wire, own, reviewId) {
    const listed = await wire.host.comments(wire.read());
    const line = owedMark(reviewId);
    return (listed.ok &&
        listed.value.some(({ body, author }) => (0,_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .isAccount */ .UP)(author, own) && body.replace(/\r\n?/g, '\n').trimEnd().endsWith(`\n${line}`)));
}
/** The reviews the account answered, from its own comments' last lines; another account's never count. */
function answeredReviews(comments, own) {
    const answered = new Set();
    for (const { body, author } of comments) {
        const found = ANSWER_LINE.exec(body.replace(/\r\n?/g, '\n').trimEnd());
        if (found && (0,_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .isAccount */ .UP)(author, own))
            answered.add(Number(found[1]));
    }
    return answered;
}
/**
 * A hidden line in the answer of a review that went to the agent: the review, signed for the pull
 * request with the job's id, so the product pull request's mirror (read with another token, by
 * another account) can say "sent to the agent" and believe only what a holder of the api-key wrote.
 */
const sentMark = (apiKey, place, reviewId, jobId) => `<!-- wait-for-agent-job review-sent ${reviewId} ${(0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .placeSignature */ .yV)(apiKey, place, sentText(reviewId, jobId))} -->`;
const sentText = (reviewId, jobId) => `review-sent ${reviewId} to ${jobId}`;
const SENT_LINE = /^<!-- wait-for-agent-job review-sent (\d{1,16}) ([A-Za-z0-9_-]{32}) -->$/gm;
/** How many marks of one comment are checked: a bound on the signatures anyone's comment can make us check. */
const MAX_MARKS_CHECKED = 100;
/**
 * The reviews that comments say went to the job: only a mark the keys verify for this place and
 * this job counts, whoever wrote the comment. Nothing here is shown or sent: only the review ids
 * of marks that verify come out.
 */
function sentReviews(bodies, keys, place, jobId) {
    const sent = new Set();
    for (const body of bodies)
        for (const [, id = '', signature = ''] of [...body.replace(/\r\n?/g, '\n').matchAll(SENT_LINE)].slice(0, MAX_MARKS_CHECKED))
            if ((0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .signedForPlace */ .t5)(keys, place, sentText(Number(id), jobId), signature))
                sent.add(Number(id));
    return sent;
}
/**
 * The lock on a pull request's reviews: the pull request's lease (lease.ts), a 🎉 by the account
 * on the action's comment `lockId`, taken over when its run has ended, no other run is in
 * progress, or it is older than STALE_CLAIM_MS; shared with a stage of this run that holds it.
 */
function createReviewLock(wire, lockId, nowMs, leases) {
    let held;
    const self = { run: wire.trigger.runId, attempt: wire.trigger.attempt };
    const site = {
        ...{ host: wire.host, commentId: lockId, self, budget: wire.write, date: nowMs },
    };
    return {
        isHeld: () => held !== undefined,
        /** Takes the lock: `busy` while another run holds it (not for long), `failed` when the host made no answer. */
        async take() {
            if (held !== undefined)
                return 'held';
            const leased = await leases.hold(site);
            if (leased.kind !== 'taken')
                return leased.kind === 'busy' ? 'busy' : 'failed';
            held = leased;
            return 'held';
        },
        /** Lets it go: the next run may take it at once. */
        async release() {
            const lease = held;
            held = undefined;
            await lease?.release();
        },
    };
}
/**
 * The reviews answered on the pull request, read again now: by an answer line, or by the record of
 * the turn that sent one (its line may have failed); undefined when the comments cannot be read.
 */
async function readAnswered(wire, own) {
    const listed = await wire.host.comments(wire.read());
    if (!listed.ok)
        return undefined;
    const recorded = (0,_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .answeredCommands */ .Wk)(listed.value, wire.trigger, wire.keys, own, 'reviews');
    return new Set([...answeredReviews(listed.value, own), ...recorded]);
}


/***/ }),

/***/ 9919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ reviewVerdict),
/* harmony export */   WC: () => (/* binding */ reviewMessage),
/* harmony export */   yR: () => (/* binding */ unansweredReviews)
/* harmony export */ });
/* unused harmony exports isListedBot, byTime, botRoundsBefore, MAX_REVIEW_TEXT_CHARS, MAX_REVIEW_MESSAGE_CHARS, MAX_HUNK_LINES, linesOf, withSuggestions, inFileOrder, reviewsToSend */
/* harmony import */ var _output_redaction_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5928);
/* harmony import */ var _where_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(492);
/**
 * A review of the docs pull request read as one follow-up to the agent (`on-review: send`): who
 * may send one, and the one message a review becomes (its body, then each line comment in file
 * order with the lines it is on). Pure: the review, its line comments and the pull request's
 * other reviews are the host's answers, every field untrusted; the message is plain text that the
 * service client redacts on its way out.
 */


const handle = (login) => login.toLowerCase().replace(/\[bot\]$/, '');
/**
 * Whether an author is a listed bot (by its login, `[bot]` or not). Only a bot's account is: a
 * person may sign up under a listed bot's name without `[bot]`, and is a person.
 */
function isListedBot(author, policy) {
    const login = author?.login;
    return author?.bot === true && login !== undefined && policy.bots.some((bot) => handle(bot) === handle(login));
}
/** Reviews oldest first: by the time submitted, then by id (the host's own order). */
function byTime(a, b) {
    const [x, y] = [Number.isNaN(a.submittedAt) ? 0 : a.submittedAt, Number.isNaN(b.submittedAt) ? 0 : b.submittedAt];
    return x - y || a.id - b.id;
}
/** A review never sent: by the action's own account or the agent's (its thread replies are reviews too). */
const isNeverSent = (author, policy) => author?.login !== undefined && policy.never.includes(handle(author.login));
/**
 * How many reviews by listed bots come right before `review` with no person's review between
 * them (a review by an unlisted bot, the agent or the action counts for neither side: the agent's
 * replies are the other half of the exchange the rounds bound).
 */
function botRoundsBefore(review, all, policy) {
    const earlier = all.filter((other) => other.id !== review.id && byTime(other, review) < 0).sort(byTime);
    let rounds = 0;
    for (const other of earlier.reverse()) {
        if (isListedBot(other.author, policy))
            rounds++;
        else if (other.author !== undefined && !other.author.bot && !isNeverSent(other.author, policy))
            break;
    }
    return rounds;
}
/** Whether a review is sent, before the author's permission (read from the host for a person). */
function reviewVerdict(review, lineComments, all, policy) {
    const login = review.author?.login;
    if (login !== undefined && isNeverSent(review.author, policy))
        return { kind: 'ignore', why: `the review is by ${login}, the action's or the agent's own account` };
    if (review.state === 'approved')
        return { kind: 'ignore', why: 'an approval asks the agent for nothing' };
    if (review.state === 'dismissed')
        return { kind: 'ignore', why: 'the review was dismissed' };
    if (!['changes_requested', 'commented'].includes(review.state))
        return { kind: 'ignore', why: `the review's state is ${review.state || 'unknown'}` };
    if (review.body.trim() === '' && lineComments === 0)
        return { kind: 'ignore', why: 'the review holds no text and no line comment' };
    if (login === undefined)
        return { kind: 'refuse', why: "the review's author is a deleted account" };
    const listed = isListedBot(review.author, policy);
    if (review.author?.bot && !listed)
        return { kind: 'refuse', why: `${login} is a bot that 'review-bots' does not list` };
    if (!listed)
        return { kind: 'send', by: 'person' };
    const rounds = botRoundsBefore(review, all, policy);
    if (rounds >= policy.botRounds)
        return {
            kind: 'refuse',
            why: `${rounds} reviews by listed bots came in a row with no person's review between ('review-bot-rounds' is ${policy.botRounds}), so a bot and the agent do not answer each other forever; a person's review or a /docs command goes on`,
        };
    return { kind: 'send', by: 'bot' };
}
/** At most this much of one text (the body, a line comment) is sent; the rest is cut with a line saying so. */
const MAX_REVIEW_TEXT_CHARS = 20_000;
/** At most this much of one review is sent in all (the service takes prompts of any length; this bounds it). */
const MAX_REVIEW_MESSAGE_CHARS = 60_000;
/** At most this many lines of the diff are shown for a line comment: the last ones, which it is on. */
const MAX_HUNK_LINES = 12;
/** The lines a comment is on, cut from its diff hunk (which ends at its last line): the range, or the line alone. */
function linesOf(comment) {
    if (comment.diffHunk === undefined || comment.diffHunk.trim() === '')
        return undefined;
    const lines = comment.diffHunk.replace(/\r\n?/g, '\n').split('\n');
    const body = lines[0]?.startsWith('@@') ? lines.slice(1) : lines;
    const last = comment.line ?? comment.originalLine;
    const span = comment.startLine !== undefined && last !== undefined ? last - comment.startLine + 1 : 1;
    const wanted = Math.min(Math.max(1, span), MAX_HUNK_LINES);
    return body.filter((line) => line !== '\\ No newline at end of file').slice(-wanted);
}
/** Where a comment is: its path and its line or line range; an outdated one says so. */
function placeOf(comment) {
    const last = comment.line ?? comment.originalLine;
    const outdated = comment.line === undefined ? ' (on an earlier version of the file; it has changed since)' : '';
    if (last === undefined)
        return `${comment.path} (the file as a whole)${outdated}`;
    const range = comment.startLine !== undefined && comment.startLine < last ? `lines ${comment.startLine}–${last}` : `line ${last}`;
    return `${comment.path}, ${range}${outdated}`;
}
/** A ```suggestion block is the text the reviewer wants in place of those lines: said so, plainly. */
function withSuggestions(text) {
    return text.replace(/```suggestion[^\n]*\n([\s\S]*?)```/g, (_, wanted) => `The reviewer wants these lines to read exactly:\n\`\`\`\n${wanted}\`\`\``);
}
/** Line comments in file order: by path, then line, then when written. */
function inFileOrder(comments) {
    const lineOf = (c) => c.startLine ?? c.line ?? c.originalLine ?? 0;
    return [...comments].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
        lineOf(a) - lineOf(b) ||
        a.createdAt - b.createdAt ||
        a.id - b.id);
}
function lineCommentText(comment, cut, words) {
    const lines = linesOf(comment);
    const shown = lines === undefined
        ? `(${words.host} sent no diff for it, so its lines are not shown)`
        : ['```diff', ...lines, '```'].join('\n');
    return `${placeOf(comment)}:\n${shown}\n${reviewText(comment.body, cut)}`;
}
/** A review's text as sent, cut; one that is a secret alone (a token pasted) is said left out, never sent as `***`. */
function reviewText(text, cut) {
    const body = text.trim();
    const shown = cut(body, MAX_REVIEW_TEXT_CHARS);
    return (0,_output_redaction_js__WEBPACK_IMPORTED_MODULE_0__/* .onlySecrets */ .Wk)(body, () => shown) ? SECRET_LEFT_OUT : withSuggestions(shown);
}
const SECRET_LEFT_OUT = '(Its text, a secret and nothing else, is left out.)';
/** How the review's first line ends: a review that only comments is said as one (GitLab's reviews all are). */
const STATE_WORDS = {
    changes_requested: ' requests changes',
    commented: ', with comments',
};
/**
 * The one message a review becomes: who reviewed and how, its body, then each line comment in
 * file order (path, line or range, the lines from the diff, the text; a suggestion as the wanted
 * text). `partial`: the line comments could be read only in part, which the message says.
 */
function reviewMessage(review, comments, cut, partial = false, words = _where_js__WEBPACK_IMPORTED_MODULE_1__/* .GITHUB_WORDS */ .Ge) {
    const who = review.author?.login ?? 'a deleted account';
    const state = STATE_WORDS[review.state] ?? STATE_WORDS.commented;
    const parts = [`A review of the docs ${words.noun} by ${who}${state}.`];
    const body = review.body.trim();
    if (body !== '')
        parts.push(reviewText(body, cut));
    const ordered = inFileOrder(comments);
    if (ordered.length > 0)
        parts.push(`Its ${ordered.length} line comment${ordered.length === 1 ? '' : 's'}, in file order:`);
    for (const comment of ordered)
        parts.push(lineCommentText(comment, cut, words));
    if (partial)
        parts.push(`(Some of its line comments could not be read from ${words.host} and are not included.)`);
    return cut(parts.join('\n\n'), MAX_REVIEW_MESSAGE_CHARS);
}
/**
 * The reviews still owed to the agent, oldest first, each once: those `sendable` says may go,
 * not answered yet, submitted before `upTo` (the run's own review, which is sent last).
 */
function unansweredReviews(reviews, answered, sendable, upTo) {
    const seen = new Set();
    const unanswered = [];
    for (const review of [...reviews].sort(byTime)) {
        if (seen.has(review.id) || answered.has(review.id))
            continue;
        seen.add(review.id);
        if (upTo !== undefined && (review.id === upTo.id || byTime(review, upTo) > 0))
            continue;
        if (sendable(review))
            unanswered.push(review);
    }
    return unanswered;
}
/**
 * What one run holding the claim sends, in order: the reviews owed before its own, oldest first,
 * then its own, unless it was answered already (another run sent it, or this is a re-run).
 */
function reviewsToSend(reviews, answered, sendable, own) {
    const earlier = unansweredReviews(reviews, answered, sendable, own);
    return answered.has(own.id) || !sendable(own) ? earlier : [...earlier, own];
}


/***/ }),

/***/ 492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fp: () => (/* binding */ namedAt),
/* harmony export */   Ge: () => (/* binding */ GITHUB_WORDS),
/* harmony export */   MD: () => (/* binding */ pullRequestWebUrl),
/* harmony export */   SF: () => (/* binding */ namedPullRequest),
/* harmony export */   Z9: () => (/* binding */ wordsOf),
/* harmony export */   dG: () => (/* binding */ inHostWords),
/* harmony export */   rY: () => (/* binding */ runLinkWords)
/* harmony export */ });
/* unused harmony export GITLAB_WORDS */
const GITHUB_WORDS = {
    ...{ noun: 'pull request', sign: '#', path: 'pull' },
    ...{ host: 'GitHub', compareFiles: 300, runLink: 'the workflow run', runPath: 'actions/runs' },
    unrelatedButListed: "GitHub's compare needs 'contents: read' for the report-token",
};
/**
 * GitLab's names for what our prose names in GitHub's: a merge request, its commit status, its
 * pipeline and the job's log. A runner's `workflow command` and a GitHub Actions expression are
 * the same on every host, and stay.
 */
/** GitLab's roles for the permission levels a command's author is held to (gitlab/merge-request.ts maps them back). */
const GITLAB_ROLES = {
    // Access levels 10 and 15 (Guest, Planner) both read as `read`.
    read: 'Guest or Planner',
    triage: 'Reporter',
    write: 'Developer',
    maintain: 'Maintainer',
    admin: 'Owner',
};
const LEVEL = '(read|triage|write|maintain|admin|no)';
const GITLAB_PROSE = [
    // A command's author is held to a role on GitLab, and the component asks for the Developer role
    // (the input named as the command line names it first, whose words come before these).
    [
        new RegExp(String.raw ` has ${LEVEL} permission( on this repository)?, and (?:'follow-up-permission'|--follow-up-permission) asks for ${LEVEL}`, 'g'),
        // A review's refusal says "on this repository" (src/step/review-run.ts); a command's does not.
        (_match, has = '', review = '', asks = '') => ` has ${has === 'no' ? 'no role' : `the ${GITLAB_ROLES[has] ?? has} role`}, and a ${review ? 'review' : 'command'} needs the ${GITLAB_ROLES[asks] ?? asks} role or higher`,
    ],
    // `msg\`Pull request #${n}\``: the number is a value (held out as \uE000), the sign before it our prose.
    [/\b([Pp])ull request #(?=\uE000|\d)/g, '$1ull request !'],
    [/\bPull request/g, 'Merge request'],
    [/\bpull request/g, 'merge request'],
    // A commit status is one of its pipeline's jobs: the merge check 'Pipelines must succeed' waits on it.
    [/\b([Aa]) required check\b/g, "$1 merge check ('Pipelines must succeed')"],
    [/\bcheck runs\b/g, 'statuses'],
    [/\bcheck run\b/g, 'status'],
    [/\bthe workflow run's log\b/g, "the job's log"],
    [/\bworkflow runs\b/g, 'pipelines'],
    [/\bworkflow run\b/g, 'pipeline'],
    [/\bruns of this workflow\b/g, 'pipelines'],
    [/\brun of this workflow\b/g, 'pipeline'],
    [/\bWorkflow\b(?! command)/g, 'Pipeline'],
    [/\bworkflow\b(?! command)/g, 'pipeline'],
    [/\bGitHub\b(?! Actions)/g, 'GitLab'],
    // The token is GITLAB_TOKEN, and what it lacks is a role and a scope, not a permissions: block.
    [/ \(github\.token: the job's permissions: block[^)]*?; an app's token: the app's permissions[^)]*\)/g, ''],
    [
        /, then run the (?:pipeline|command) again: a change to its permissions: block[^.]*\. That run starts the job\./g,
        ', then run this pipeline again: it starts the job.',
    ],
    [
        /\b([Gg])ive the report-token [a-z-]+: (?:write|read)(?:(?:, | and | or )[a-z-]+: (?:write|read))*/g,
        "$1ive GITLAB_TOKEN the Developer role and the 'api' scope",
    ],
    // GitLab's token reaches any project its account is a member of; GITHUB_TOKEN is no matter there.
    [
        / \(an app installation token: GITHUB_TOKEN reaches only this repository\)/g,
        ' (its account a member of that project, with the Developer role)',
    ],
    [/\bthe step a valid (?:report|github)-token\b/g, 'the job a valid GITLAB_TOKEN'],
    [/(?:\bthe |\ba |')?\b(?:report|github)-token\b'?/g, 'GITLAB_TOKEN'],
    [/\b([Rr])e-run this run\b/g, '$1un this pipeline again'],
    // A comment is a note on GitLab, and no pipeline runs for one.
    [
        /\b([Cc])omment (\d+), a command its own run did not answer\b/g,
        (_m, c = 'C', id = '') => `${c === 'C' ? 'Note' : 'note'} ${id}, a command no pipeline answered yet`,
    ],
    // A retried GitLab job is the same pipeline, never a re-run that resumes: only a command starts one.
    [/\bre-run run \S+ \(its re-run sends the prompt again\), or /g, ''],
    // GitLab runs no pipeline for a note, a review, or a draft marked ready: no run of its own to miss.
    [
        /was not sent by its own run \(cancelled while pending, or stopped\)/g,
        'was not sent yet (GitLab runs no pipeline for a note)',
    ],
    [
        /was not answered by its own run \(cancelled while pending, or stopped\)/g,
        'was not answered yet (GitLab runs no pipeline for a review)',
    ],
    // A let-go turn is finished by the schedule's pipeline or the merge request's next one; the component's input is `let-go`.
    [
        /\ba sweep \(or (this|the) merge request's next run\)/g,
        "the scheduled pipeline (or $1 merge request's next pipeline)",
    ],
    [
        /\bA sweep \(or (this|the) merge request's next run\)/g,
        "The scheduled pipeline (or $1 merge request's next pipeline)",
    ],
    [/\('wait: sweep'\)/g, '(let-go)'],
    [/'wait' is sweep, so the runner is let go/g, 'With let-go, the runner is let go'],
    // GitLab's sweep is the scheduled pipeline.
    [/\b(the next|[Tt]he|[Aa]) sweep\b(?!')/g, '$1 scheduled pipeline'],
    [/\bsweeps\b/g, 'scheduled pipelines'],
    // The command line's words (the log and notes say them first): on GitLab the command is the pipeline's job.
    [/\b([Rr])un the command again\b/g, '$1un this pipeline again'],
    [/\bbetween this machine and the service\b/g, 'between this runner and the service'],
    [/ and the comment when /g, ' and the note when '],
    [
        /marking it ready for review does \(the ready_for_review event\)/g,
        'marking it ready does, at its next pipeline (a push, or "Run pipeline")',
    ],
];
/** The words for a link to a run: a pipeline's page on GitLab (a sweep names a run by its id), else the run's own. */
const runLinkWords = (words, url) => words.runPathLink !== undefined && url.includes(`/${words.runPath}/`) ? words.runPathLink : words.runLink;
/** Our prose (a reply, a review's line) as the run's host says it; a GitHub run's as written. */
const inHostWords = (trigger, text) => trigger.words?.prose?.(text) ?? text;
const GITLAB_WORDS = {
    ...{ noun: 'merge request', sign: '!', path: '-/merge_requests' },
    ...{ host: 'GitLab', compareFiles: 1_000, runLink: "the pipeline's job", runPath: '-/pipelines' },
    runPathLink: 'the pipeline',
    unrelatedButListed: "GitLab's compare found the two heads unrelated, though the merge request still lists the older",
    prose: (text) => GITLAB_PROSE.reduce((said, [ours, theirs]) => (typeof theirs === 'string' ? said.replace(ours, theirs) : said.replace(ours, theirs)), text),
};
const wordsOf = (trigger) => trigger.words ?? GITHUB_WORDS;
/** `owner/repo#5`, `group/project!5`. */
function namedPullRequest(trigger) {
    return `${trigger.owner}/${trigger.repo}${wordsOf(trigger).sign}${trigger.pullNumber ?? ''}`;
}
/** A pull request at an address on the same host: `owner/repo#7`, `group/project!7`. */
function namedAt(at, words) {
    return `${at.owner}/${at.repo}${words.sign}${at.number}`;
}
/** Its web address on the run's server. */
function pullRequestWebUrl(trigger) {
    const server = (trigger.serverUrl ?? '').replace(/\/$/, '');
    return `${server}/${trigger.owner}/${trigger.repo}/${wordsOf(trigger).path}/${trigger.pullNumber ?? ''}`;
}


/***/ }),

/***/ 9483:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ll: () => (/* binding */ sentLine),
/* harmony export */   W5: () => (/* binding */ verdictsOf),
/* harmony export */   vI: () => (/* binding */ compactComment)
/* harmony export */ });
/* unused harmony exports MAX_FILES_SHOWN, TITLE_SHOWN, LOGINS_SHOWN, SENT_SHOWN, stateOf, sizeOf */
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);
/* harmony import */ var _pull_request_documents_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3697);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7148);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(687);




/** At most this many changed files are named; the rest are counted. */
const MAX_FILES_SHOWN = 30;
/** A title longer than this is cut: the first line stays a line. */
const TITLE_SHOWN = 120;
/** At most this many logins are named for one verdict; the rest are counted. */
const LOGINS_SHOWN = 3;
/** At most this many reviews sent to the agent are named, the newest; the earlier ones are counted. */
const SENT_SHOWN = 5;
/** A login longer than GitHub's 39 characters (and `[bot]`) is not one: cut. */
const LOGIN_SHOWN = 50;
/** The job summary's rows that the first line says already. */
const IN_FIRST_LINE = new Set(['Pull request', 'Pull request state', 'Workflow run']);
/** `timed-out` as "Timed out". */
const outcomeWords = (outcome) => {
    const words = outcome.replace(/-/g, ' ');
    return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};
/** Draft, open, approved, changes requested, merged or closed. */
function stateOf(details) {
    if (details.state !== 'open')
        return details.state;
    if (details.draft)
        return 'draft';
    return details.mirror?.review === 'changes-requested' ? 'changes requested' : (details.mirror?.review ?? 'open');
}
/** `@alice, @bob, 2 more`: logins as text, which mention no one (the log escapes the `@`). */
function loginsOf(logins) {
    const shown = logins.slice(0, LOGINS_SHOWN).map((login) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `@${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(login, LOGIN_SHOWN)}`);
    const more = logins.length - shown.length;
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .joinMessages */ .hw)([...shown, ...(more > 0 ? [`${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .oh)(more)} more`] : [])], ', ');
}
/** "changes requested by @alice", "approved by @bob": each reviewer's standing verdict; none when no reviewer gave one. */
function verdictsOf(mirror) {
    const reviewers = mirror?.reviewers ?? [];
    const by = (state) => reviewers.filter((r) => r.state === state).map((r) => r.login);
    const [asked, approved] = [by('changes-requested'), by('approved')];
    return [
        ...(asked.length > 0 ? [(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `changes requested by ${loginsOf(asked)}`] : []),
        ...(approved.length > 0 ? [(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `approved by ${loginsOf(approved)}`] : []),
    ];
}
const SENT_STATE = {
    'changes-requested': 'changes requested',
    commented: 'commented',
    dismissed: 'dismissed since',
};
/** "Sent to the agent: review 7 by @alice (changes requested).": the newest reviews that went to the job, linked. */
function sentLine(mirror) {
    const sent = mirror?.sent ?? [];
    if (sent.length === 0)
        return undefined;
    const shown = sent.slice(-SENT_SHOWN);
    const earlier = sent.length - shown.length;
    const items = shown.map(({ id, login, state, url }) => {
        const name = url === undefined ? `review ${id}` : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .linked */ .q)(url, `review ${id}`);
        const who = login === undefined ? 'a deleted account' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `@${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(login, LOGIN_SHOWN)}`;
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${name} by ${who} (${SENT_STATE[state]})`;
    });
    const before = earlier > 0 ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `; and ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .oh)(earlier)} earlier` : '';
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Sent to the agent: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .joinMessages */ .hw)(items, ', ')}${before}.`;
}
/** "+120 −4 in 6 files". */
function sizeOf({ additions, deletions, files }) {
    return `+${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .oh)(additions)} −${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .oh)(deletions)} in ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .oh)(files)} file${files === 1 ? '' : 's'}`;
}
function firstLine({ ending, verdict }, context) {
    const pr = ending.view?.pullRequest;
    const details = pr ? ending.pullRequest : undefined;
    const what = pr
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .linked */ .q)(pr.url, (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .pullRequestName */ .Ib)(pr))}${details?.title === undefined ? '' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) ` ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(details.title, TITLE_SHOWN)}`}`
        : ending.id === ''
            ? 'agent job not started'
            : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `agent job ${ending.id}`;
    const { sent, resumed } = context.history;
    const followUp = sent?.kind === 'message' || resumed?.kind === 'message' ? ' (follow-up)' : '';
    const parts = [(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${outcomeWords(verdict.outcome)}${followUp}: ${what}`];
    // An open pull request's state is who reviewed it, and how, once anyone did.
    const verdicts = details?.state === 'open' && !details.draft ? verdictsOf(details.mirror) : [];
    if (details)
        parts.push(...(verdicts.length > 0 ? verdicts : [stateOf(details)]));
    if (details?.size)
        parts.push(sizeOf(details.size));
    if (context.runUrl)
        parts.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .linked */ .q)(context.runUrl, 'run')}`);
    if (details?.mirror?.preview)
        parts.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .linked */ .q)(details.mirror.preview, 'preview')}`);
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .joinMessages */ .hw)(parts, ' · ');
}
/** How fresh the mirror is: events on the docs pull request reach this comment only through a run here. */
function freshness({ ending }, { config }) {
    const pr = ending.view?.pullRequest;
    if (!pr)
        return [];
    const readAt = ending.pullRequest?.readAt;
    if (readAt)
        return [(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Docs pull request as of ${(0,_pull_request_documents_js__WEBPACK_IMPORTED_MODULE_1__/* .when */ .z7)(readAt)}; refreshed on every run of this workflow.`];
    // No token, no read on any run: no later one is promised, nor a token asked for (the docs
    // repository's own recipe leaves it empty on purpose; the product's warns where it matters).
    if (config.githubToken === '')
        return [
            "The docs pull request was not read from GitHub on this run: reading it takes a 'github-token' that can read it, and this step has none.",
        ];
    return [
        'The docs pull request was not read from GitHub on this run (it needs a github-token that can read it, and GitHub to answer: the log says which); the next run reads it again.',
    ];
}
function sentOf(details) {
    const line = sentLine(details?.mirror);
    return line === undefined ? [] : [line];
}
function filesFold(details) {
    const files = details?.mirror?.files;
    if (!files || files.total === 0)
        return [];
    const shown = files.names.slice(0, MAX_FILES_SHOWN);
    const more = files.total - shown.length;
    return [
        {
            title: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Changed files (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .oh)(files.total)})`,
            items: shown.map((name) => ({ code: name })),
            ...(more > 0 ? { note: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `and ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .thousands */ .oh)(more)} more; the docs pull request lists them all.` } : {}),
        },
    ];
}
/** The comment's document for one job; `summary` is that job's job summary, whose rows it folds. */
function compactComment(judged, context, summary) {
    const { ending, verdict } = judged;
    const pr = ending.view?.pullRequest;
    // A completed job's "why" names the docs pull request the first line shows already.
    const news = !(verdict.outcome === 'completed' && pr && !verdict.failsStep);
    const { resumed } = context.history;
    const details = summary.rows.filter(([label]) => !IN_FIRST_LINE.has(label));
    const head = pr && ending.pullRequest?.headSha;
    if (head)
        details.splice(1, 0, ['Head', { code: head, abbreviate: 12 }]);
    return {
        icon: verdict.failsStep && verdict.outcome === 'completed' ? _verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .ICONS */ .Ze.failed : _verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .ICONS */ .Ze[verdict.outcome],
        heading: firstLine(judged, context),
        level: 3,
        paragraphs: [
            ...(news ? [verdict.why, ...(verdict.next ? [verdict.next] : [])] : []),
            ...sentOf(pr ? ending.pullRequest : undefined),
            ...(resumed && ending.id ? [(0,_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .resumedLine */ .e)(ending.id, resumed)] : []),
            ...freshness(judged, context),
        ],
        rows: [],
        ...(summary.code ? { code: summary.code } : {}),
        folds: [...filesFold(pr ? ending.pullRequest : undefined), { title: 'Details', rows: details }],
    };
}


/***/ }),

/***/ 4617:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aq: () => (/* binding */ publishError),
/* harmony export */   LW: () => (/* binding */ publishNewLinks),
/* harmony export */   Ms: () => (/* binding */ reportCrash),
/* harmony export */   Yk: () => (/* binding */ invalidInputDoc),
/* harmony export */   mk: () => (/* binding */ publish),
/* harmony export */   px: () => (/* binding */ ACTION_NAME)
/* harmony export */ });
/* unused harmony export setOutputs */
/* harmony import */ var _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8028);
/* harmony import */ var _inputs_proxy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3553);
/* harmony import */ var _inputs_secrets_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3332);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8850);
/* harmony import */ var _output_log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5823);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(218);
/**
 * Renders a report through the log: the outputs (and a log group that shows them), the
 * annotations, the job summary, and the step's failure. Also the ending of a step that never got
 * to a report: invalid inputs, or a bug. Nothing here judges; it only shows.
 */






const ACTION_NAME = 'wait-for-agent-job';
/** Sets every output in one group; a runner that cannot take them gets one warning, not a crash. */
function setOutputs(log, outputs) {
    log.startGroup('Outputs');
    try {
        for (const name of _report_js__WEBPACK_IMPORTED_MODULE_1__/* .OUTPUT_NAMES */ .P0) {
            const value = log.output(name, outputs[name]);
            const lines = value.split('\n');
            // A value of several lines (job-id, pr-links) shows one line each, as a later step reads it.
            if (lines.length === 1)
                log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `${name}: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)(value)}`);
            else {
                log.info(`${name}: (${lines.length} lines)`);
                for (const line of lines)
                    log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `  ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)(line)}`);
            }
        }
    }
    catch (error) {
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `Could not set the outputs: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error))}; later steps will see empty outputs.`);
    }
    finally {
        log.endGroup();
    }
}
/**
 * The report's annotations, or the one that sums them when the runner would drop some: the run's
 * own warnings took their part of the 10 a kind it shows (one error kept for the step's failure).
 */
function annotationsToShow(log, report) {
    log.closing();
    const fits = (level) => report.annotations.filter((annotation) => annotation.level === level).length <=
        log.room(level) - (level === 'error' && report.failure !== undefined ? 1 : 0);
    return report.summed && !(fits('notice') && fits('warning') && fits('error')) ? [report.summed] : report.annotations;
}
async function publish(log, report) {
    setOutputs(log, report.outputs);
    for (const annotation of annotationsToShow(log, report)) {
        if (annotation.level === 'notice')
            log.notice(annotation.message, annotation.title);
        else if (annotation.level === 'error')
            log.error(annotation.message, annotation.title);
        else
            log.warning(annotation.message, annotation.title);
    }
    try {
        await log.summary(report.summary);
    }
    catch (error) {
        log.debug((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `No job summary written: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error))}`);
    }
    if (report.failure !== undefined)
        log.fail(report.failure);
}
/**
 * After the last GitHub writes: the links to a comment or check run that only they made, as
 * outputs (a later value of an output wins). Everything else was published before them.
 */
function publishNewLinks(log, report, links) {
    const fresh = [
        ['comment-url', links.commentUrl],
        ['check-run-url', links.checkRunUrl],
    ];
    for (const [name, url] of fresh) {
        if (!url || url === report.outputs[name])
            continue;
        try {
            log.output(name, url);
            log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `${name}: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)(url)}`);
        }
        catch (error) {
            log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `Could not set the output ${name}: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error))}.`);
        }
    }
}
/** Invalid inputs or a bug: outputs, a summary and one error, never a stack trace. */
const INPUT_FIX = "Fix the step's 'with:' block (or the named variable); see the README for every input.";
/** What the summary (and a pull request's check run) says of inputs that stop the step. */
const invalidInputDoc = (problems) => ({
    icon: '⚠️',
    heading: 'Invalid input: nothing was sent',
    paragraphs: [...problems, INPUT_FIX],
    rows: [],
});
async function publishError(log, error, known) {
    setOutputs(log, {
        ...(0,_report_js__WEBPACK_IMPORTED_MODULE_1__/* .emptyOutputs */ .q_)(),
        outcome: 'error',
        started: known.started ? 'true' : 'false',
        'job-id': known.jobIds.join('\n'),
    });
    const message = error instanceof _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `${(0,_inputs_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .describeProblems */ .yg)(error.problems)}\n${INPUT_FIX}`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `${ACTION_NAME}: unexpected error: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error), 1_000)}. This is a bug in the action; please report it with the step's debug log (ACTIONS_STEP_DEBUG=true).`;
    if (!(error instanceof _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz))
        log.debug((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)(error instanceof Error ? (error.stack ?? error.message) : String(error), 4_000)}`);
    try {
        await log.summary(error instanceof _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz
            ? invalidInputDoc(error.problems)
            : { icon: '⚠️', heading: 'Unexpected error', paragraphs: [message], rows: [] });
    }
    catch (summaryError) {
        log.debug((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `No job summary written: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(summaryError))}`);
    }
    log.fail(message);
}
/** The last net in index.ts: even a failure outside run() leaves through a redacting log. */
function reportCrash(error, io, env = process.env) {
    let secrets = [];
    try {
        secrets = (0,_inputs_secrets_js__WEBPACK_IMPORTED_MODULE_4__/* .stepSecrets */ .aw)(io, (0,_inputs_proxy_js__WEBPACK_IMPORTED_MODULE_5__/* .readProxySettings */ .uv)(env));
    }
    catch {
        // reading the inputs failed too: redact what the environment holds
        secrets = [env['INPUT_API-KEY'] ?? '', env['INPUT_GITHUB-TOKEN'] ?? '', env['INPUT_REPORT-TOKEN'] ?? ''];
    }
    (0,_output_log_js__WEBPACK_IMPORTED_MODULE_2__/* .createLog */ .hM)(io, secrets).fail(`${ACTION_NAME}: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}`);
}


/***/ }),

/***/ 8850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ buildReport),
/* harmony export */   FS: () => (/* binding */ cutShortReport),
/* harmony export */   P0: () => (/* binding */ OUTPUT_NAMES),
/* harmony export */   VV: () => (/* binding */ cutShort),
/* harmony export */   VY: () => (/* binding */ skippedReport),
/* harmony export */   XS: () => (/* binding */ reportContextOf),
/* harmony export */   o8: () => (/* binding */ nothingSentReport),
/* harmony export */   q9: () => (/* binding */ withLinks),
/* harmony export */   q_: () => (/* binding */ emptyOutputs)
/* harmony export */ });
/* unused harmony exports MAX_JOB_ANNOTATIONS, unreadJobsOutputs */
/* harmony import */ var _runner_environment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5047);
/* harmony import */ var _mirror_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9483);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7148);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(218);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(687);





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
function reportContextOf(env, config, history, waitedMs, polls) {
    const { GITHUB_ACTION_REPOSITORY: actionRepo, GITHUB_ACTION_REF: actionRef } = env;
    const runUrl = (0,_runner_environment_js__WEBPACK_IMPORTED_MODULE_4__/* .workflowRunUrl */ .C)(env);
    const context = { config, history, waitedMs, polls, ...(runUrl ? { runUrl } : {}) };
    return actionRepo && actionRef ? { ...context, actionRef: `${actionRepo}@${actionRef}` } : context;
}
function emptyOutputs() {
    return Object.fromEntries(OUTPUT_NAMES.map((name) => [name, '']));
}
function resultEntry({ ending, verdict }) {
    const pr = ending.view?.pullRequest;
    return {
        id: ending.id === '' ? null : ending.id,
        status: (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .countedStatus */ .fm)(ending) ?? null,
        outcome: verdict.outcome,
        prLink: pr?.url ?? null,
        prNumber: ending.result.outcome === 'final' ? (pr?.number ?? null) : null,
        repository: ending.view?.repositoryName ?? null,
        ref: ending.view?.ref ?? null,
    };
}
/** The outputs of jobs named but never read (a command stopped while it read its inputs): each pending, with no pull request. */
function unreadJobsOutputs(ids, outcome) {
    const entries = ids.map((id) => ({
        id,
        status: null,
        outcome,
        prLink: null,
        prNumber: null,
        repository: null,
        ref: null,
    }));
    return {
        ...emptyOutputs(),
        outcome,
        'job-id': ids.join('\n'),
        started: 'false',
        resumed: 'false',
        results: oneLineJson(entries),
        'completed-count': '0',
        'failed-count': '0',
        'archived-count': '0',
        'pending-count': String(ids.length),
        'waited-seconds': '0',
        polls: '0',
    };
}
/** Outputs every step sets; the four counts add up to the number of jobs (a start that made none names none). */
function listOutputs(judged) {
    const entries = judged.filter(({ ending }) => ending.id !== '').map(resultEntry);
    const count = (outcome) => String(entries.filter((entry) => entry.outcome === outcome).length);
    const final = new Set(['completed', 'failed', 'archived']);
    return {
        results: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLineJson */ .hp)(entries),
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
    const single = (value) => (value ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeControls */ .UN)(value) : '');
    const pr = view?.pullRequest;
    // The pull request describes a finished job; a link seen before the end is handed on alone.
    const finished = ending.result.outcome === 'final' && pr !== undefined;
    return {
        status: single((0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .countedStatus */ .fm)(ending)),
        'pr-link': pr?.url ?? '',
        'pr-number': finished ? (pr.number?.toString() ?? '') : '',
        'pr-repository': finished ? (pr.repository ?? '') : '',
        // The agent's branch is the pull request's head; GitHub's answer wins when there is one.
        'pr-head-branch': finished ? details?.headRef || single(view?.ref) : '',
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
        title: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Agent job ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .TL)(ending.id, 100)}: ${verdict.headline}`,
        message: (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .whyAndNext */ .Nb)(verdict),
    }));
    const fits = (level) => perJob.filter((a) => a.level === level).length <= MAX_JOB_ANNOTATIONS - (level === 'error' ? 1 : 0);
    if (fits('error') && fits('warning') && fits('notice'))
        return perJob;
    return [summedAnnotation(judged, failing, totals, perJob)];
}
/** How many kinds of failure the step's error says what to do for: more are in the job summary. */
const MAX_NEXTS = 6;
/** A job's ending in a list of many: its outcome, or for a completed job that fails the step (require-pr), why. */
const endingName = (verdict) => verdict.outcome === 'completed' && verdict.failsStep ? verdict.headline : verdict.outcome;
/**
 * How many characters of job names a summing message holds, so that the log's cut (MESSAGE_CAP)
 * never falls on them or on what to do next: the jobs past it are counted, each has its line in
 * the job summary.
 */
const NAMES_ROOM = 1_800;
/** Names joined while they fit NAMES_ROOM, then how many more there are. */
function namesThatFit(names, separator) {
    const kept = [];
    let used = 0;
    for (const name of names) {
        used += (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .fullText */ .DU)(name).length + separator.length;
        if (used > NAMES_ROOM && kept.length > 0)
            break;
        kept.push(name);
    }
    const more = names.length - kept.length;
    return more === 0
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .joinMessages */ .hw)(kept, separator)
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .joinMessages */ .hw)(kept, separator)}${separator}and ${more} more (the job summary has each)`;
}
/** All the jobs' annotations in one: the totals, and each job that did not complete or fails the step. */
function summedAnnotation(judged, failing, totals, perJob) {
    const others = judged.filter(({ verdict }) => verdict.outcome !== 'completed' || verdict.failsStep);
    return {
        level: failing.length > 0 ? 'error' : perJob.some((a) => a.level === 'warning') ? 'warning' : 'notice',
        title: `${judged.length} agent jobs`,
        message: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `${totals} ${namesThatFit(others.map(({ ending, verdict }) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .TL)(ending.id, 100)}: ${endingName(verdict)}`), '; ')}`,
    };
}
/** "12 jobs: 2 not-found, 1 failed, 9 completed.", worst first. */
function totalsOf(judged) {
    const counts = _verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITY */ .C$.map((outcome) => [outcome, judged.filter(({ verdict }) => verdict.outcome === outcome).length])
        .filter(([, n]) => n > 0)
        .map(([outcome, n]) => `${n} ${outcome}`);
    return `${judged.length} jobs: ${counts.join(', ')}.`;
}
function failureOf(judged, failing) {
    const [only] = failing;
    if (failing.length === 0 || !only)
        return undefined;
    if (failing.length === 1)
        return only.ending.id
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Agent job ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .TL)(only.ending.id, 100)}: ${(0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .whyAndNext */ .Nb)(only.verdict)}`
            : (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .whyAndNext */ .Nb)(only.verdict);
    // Each id a value: redacted, escaped and held out of a surface's rewording, as every id is.
    const named = namesThatFit(failing.map(({ ending, verdict }) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .TL)(ending.id, 100)} (${endingName(verdict)})`), ', ');
    // What to do, once for each kind of failure (the first job's words of it): the jobs' own
    // annotations may be summed into one.
    const nexts = new Map();
    for (const { verdict } of failing) {
        const kind = `${verdict.outcome} ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .fullText */ .DU)(verdict.headline)}`;
        if (verdict.next && !nexts.has(kind))
            nexts.set(kind, verdict.next);
    }
    const said = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `${failing.length} of ${judged.length} jobs failed the step: ${named}. Each has a line in the job summary.`;
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .joinMessages */ .hw)([said, ...[...nexts.values()].slice(0, MAX_NEXTS)], ' ');
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
    const judged = endings.map((ending) => ({ ending, verdict: (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .judge */ .S4)(ending, context.config, context.history) }));
    const failing = judged.filter(({ verdict }) => verdict.failsStep);
    const outcome = (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .stepOutcome */ .fh)(judged);
    const totals = totalsOf(judged);
    const [first] = judged;
    const outputs = {
        ...emptyOutputs(),
        ...listOutputs(judged),
        ...(judged.length === 1 && first ? jobOutputs(first) : {}),
        outcome,
        // Unknown after a start whose answer was lost: empty, never a "false" that invites a second start.
        started: context.history.started ? 'true' : (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .mayHaveStarted */ .NG)(context.history) ? '' : 'false',
        // After a start whose answer was unusable, the id is the service's own: one line, whole.
        'job-id': endings.map((ending) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeControls */ .UN)(ending.id)).join('\n'),
        'waited-seconds': String(Math.round(context.waitedMs / 1_000)),
        polls: String(context.polls),
        resumed: context.history.resumed ? 'true' : 'false',
    };
    const failure = failureOf(judged, failing);
    const summary = (0,_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .summaryDoc */ .Z)(judged, context, { outcome, failing, totals });
    const annotations = annotationsOf(judged, failing, totals);
    return {
        outcome,
        outputs,
        annotations,
        ...(annotations.length > 1 ? { summed: summedAnnotation(judged, failing, totals, annotations) } : {}),
        ...(failure === undefined ? {} : { failure }),
        summary,
        ...(judged.length === 1 && first ? { comment: (0,_mirror_js__WEBPACK_IMPORTED_MODULE_0__/* .compactComment */ .vI)(first, context, summary) } : {}),
        pullRequests: judged.map(({ ending }) => {
            const pr = ending.view?.pullRequest;
            const mirror = pr ? ending.pullRequest?.mirror : undefined;
            return pr ? { job: ending.id, pr, ...(mirror ? { mirror } : {}) } : { job: ending.id };
        }),
    };
}
/** The report of a step that sent nothing: a comment that is not one to send, or a pull request with nothing to do. */
function nothingSentReport(outcome, heading, why, next) {
    return {
        outcome,
        outputs: {
            ...emptyOutputs(),
            outcome,
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
        summary: { icon: _verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .ICONS */ .Ze[outcome], heading, paragraphs: [why, ...(next ? [next] : [])], rows: [] },
        pullRequests: [],
    };
}
/** `follow-up-command` and a comment that is not one to send. */
const skippedReport = (why, next) => nothingSentReport('skipped', 'No follow-up sent', why, next);
/** Whether the run was cut short: a cancel wins over the deadline, which only a clock reading tells. */
function cutShort(signal, now, deadline) {
    if (signal.aborted)
        return 'cancelled';
    return now >= deadline ? 'timed-out' : undefined;
}
/**
 * A run cut short before it decided what it owed: whatever it read by then (nothing, a failed read,
 * a list cut in half) decides nothing, so it says it was cancelled or timed out, sends nothing, and
 * the next run of the pull request's workflow does what it owed. `deciding`: what it was deciding.
 */
function cutShortReport(by, deciding) {
    const heading = by === 'cancelled' ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Cancelled while ${deciding}` : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Timed out while ${deciding}`;
    const why = by === 'cancelled'
        ? 'The runner cancelled the run before it could read what it needed, so it decided nothing, and nothing was sent.'
        : "The step's 'timeout' ran out before it could read what it needed, so it decided nothing, and nothing was sent.";
    const next = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `${by === 'timed-out' ? "Raise 'timeout' if GitHub is this slow. " : ''}The pull request's next run, of any kind, does what this one owed; or re-run this one. A check run the job's turn made is left as it was.`;
    return { ...nothingSentReport(by, heading, why, next), failure: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `${heading}. ${why}` };
}


/***/ }),

/***/ 7148:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  e: () => (/* binding */ resumedLine),
  Z: () => (/* binding */ summaryDoc)
});

// EXTERNAL MODULE: ./src/inputs/duration.ts
var duration = __webpack_require__(1601);
// EXTERNAL MODULE: ./src/inputs/inputs.ts
var inputs = __webpack_require__(8028);
// EXTERNAL MODULE: ./src/inputs/proxy.ts
var proxy = __webpack_require__(3553);
// EXTERNAL MODULE: ./src/output/text.ts
var output_text = __webpack_require__(218);
;// CONCATENATED MODULE: ./src/common/version.ts
/** The action's and the command line's version: package.json's (scripts/bump-version.ts moves them together). */
const VERSION = '2.1.0';

// EXTERNAL MODULE: ./src/common/outcome.ts
var outcome = __webpack_require__(4793);
// EXTERNAL MODULE: ./src/report/verdict.ts
var report_verdict = __webpack_require__(687);
;// CONCATENATED MODULE: ./src/report/summary.ts
/**
 * The job summary as a document, from the verdicts: for one job, what happened and a table of
 * its details; for several, a heading that says plainly whether jobs failed, one line for each
 * job that failed the step, and one row per job. Rows with nothing to say are left out.
 */







/** Where the step copied runs from, when the runner does not say (a local `uses: ./`): this major version. */
const DEFAULT_ACTION_REF = `your-org/wait-for-agent-job@v${VERSION.split('.')[0] ?? ''}`;
const paragraphsOf = (verdict) => [verdict.why, ...(verdict.next ? [verdict.next] : [])];
/** The step that waits for a job started with `wait: false`, ready to copy. */
/** A step that did not wait: the step to copy that waits for its job later. */
function waitLater(ending, context) {
    if (!context.history.notWaiting || context.history.letGo || !ending.id)
        return {};
    const text = waitLaterYaml(ending.id, context, ending.result.staleFinal === true);
    return { code: { title: 'To wait for it later, add a step like this:', text } };
}
/** A plain http:// address off this machine, which a step takes only with `allow-insecure-http: true`. */
function insecureHttp(baseUrl) {
    try {
        const url = new URL(baseUrl);
        return url.protocol === 'http:' && !(0,proxy/* isLoopbackHost */.cW)(url.hostname);
    }
    catch {
        return false;
    }
}
/**
 * A value as YAML reads it back, whatever it holds: single-quoted (a plain `3.10`, `1e5`, `~`, `on`
 * or `no` would be read as a number, null or a boolean, and the later step would ask for another job).
 */
const yamlString = (value) => `'${value.replace(/'/g, "''")}'`;
function waitLaterYaml(id, context, afterMessage) {
    const { baseUrl, projectId } = context.config;
    // The step's own service address, when it is not the default: the later step must ask the same one.
    const ownBaseUrl = baseUrl.replace(/\/+$/, '') === inputs/* INPUT_DEFAULTS */.WJ['base-url'] ? [] : [`    base-url: ${yamlString(baseUrl)}`];
    // A plain http:// address the step was allowed: the later step needs the same leave.
    const insecure = insecureHttp(baseUrl) ? ['    allow-insecure-http: true'] : [];
    return [
        `- uses: ${context.actionRef ?? DEFAULT_ACTION_REF}`,
        '  with:',
        `    project-id: ${yamlString(projectId)}`,
        '    api-key: ${{ secrets.MINTLIFY_ADMIN_API_KEY }}',
        ...ownBaseUrl,
        ...insecure,
        `    job-id: ${yamlString(id)}`,
        // The job still read its status from before the message: the later wait must not take it.
        ...(afterMessage ? ['    after-message: true'] : []),
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
    const status = (0,report_verdict/* countedStatus */.fm)(ending);
    // A status read before the message is shown as read, marked so; the outcome stands in only when none was read.
    const before = ending.view && !status ? ending.view.status : undefined;
    const shown = { code: status ?? before ?? verdict.outcome };
    // 'fail-fast' stopping the wait is said once above the table, not as a cancelled run in each row.
    const byFailFast = ending.stoppedBy === 'fail-fast';
    const stoppedWaiting = status !== undefined && !byFailFast && OUTCOME_NOTES[verdict.outcome] !== undefined;
    const icon = stoppedWaiting ? report_verdict/* ICONS */.Ze[verdict.outcome] : verdict.failsStep ? '❌' : undefined;
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
    const then = resumed.handedOn ? 'handed it on' : 'waited for it';
    return (0,output_text/* msg */.ab) `Re-run: attempt ${resumed.attempt} of this run already ${sent} job ${id}, so this attempt ${then} and sent nothing (on-rerun: resume).`;
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
        rows.push(['Pull request', { link: pr.url, text: (0,report_verdict/* pullRequestName */.Ib)(pr) }]);
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
    if (!context.history.notWaiting && !context.history.postFailure) {
        rows.push([
            'Waited',
            { text: `${(0,duration/* formatDuration */.a3)(context.waitedMs)} (${context.polls} request${context.polls === 1 ? '' : 's'})` },
        ]);
    }
    const { resumed } = context.history;
    const started = context.history.started
        ? [{ text: '(started by this step)' }]
        : resumed?.kind === 'prompt'
            ? [{ text: `(started by attempt ${resumed.attempt} of this run)` }]
            : [];
    const job = ending.id
        ? { code: ending.id }
        : { none: (0,report_verdict/* mayHaveStarted */.NG)(context.history) ? 'unknown: it may have been started' : 'not started' };
    rows.push(['Job', { cells: [job, { text: 'in project' }, { code: context.config.projectId }, ...started] }]);
    if (context.runUrl)
        rows.push(['Workflow run', { link: context.runUrl, text: 'this run' }]);
    const icon = verdict.failsStep && verdict.outcome === 'completed' ? report_verdict/* ICONS */.Ze.failed : report_verdict/* ICONS */.Ze[verdict.outcome];
    const { sent } = context.history;
    // A follow-up is labelled as one, wherever the heading goes (the comment, the check run's title).
    // A headline that names the follow-up already ("follow-up sent") is not labelled twice.
    const followUp = (sent?.kind === 'message' || resumed?.kind === 'message') && !(0,output_text/* fullText */.DU)(verdict.headline).includes('follow-up');
    return {
        icon,
        heading: (0,output_text/* msg */.ab) `${ending.id ? (0,output_text/* msg */.ab) `Agent job ${(0,output_text/* quoted */.TL)(ending.id, 100)} ${verdict.headline}` : (0,output_text/* msg */.ab) `Agent job ${verdict.headline}`}${followUp ? ' (follow-up)' : ''}`,
        paragraphs: [...paragraphsOf(verdict), ...(resumed ? [resumedLine(ending.id, resumed)] : [])],
        rows,
        ...waitLater(ending, context),
        ...(sent
            ? {
                details: {
                    title: `${sent.kind === 'prompt' ? 'Prompt' : 'Message'} ${sentState(sent, context.history.postFailure)}`,
                    text: sent.text,
                },
            }
            : {}),
    };
}
/** Whether the text went: a request the service answered with a refusal (or never got) sent nothing. */
function sentState(sent, failure) {
    if (sent.notSent || (failure !== undefined && !(0,outcome/* mayHaveBeenTaken */.XJ)(failure)))
        return '(not sent)';
    return failure === undefined ? 'sent' : '(may have been taken: its answer was lost)';
}
/** A value every job that was read shares, said once above the table instead of in a column. */
function shared(judged, pick) {
    const values = new Set(judged.filter((j) => j.ending.view).map(pick));
    const [only] = values;
    return values.size === 1 ? only : undefined;
}
function timeCell({ ending, verdict }, history) {
    if (ending.result.outcome === 'final' && !ending.stoppedBy)
        return (0,report_verdict/* endedBeforeRead */.AT)(ending.result, history)
            ? { none: 'ended before this run read it' }
            : { text: (0,duration/* formatDuration */.a3)(ending.result.waitedMs) };
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
            pr ? { link: pr.url, text: (0,report_verdict/* pullRequestName */.Ib)(pr) } : { none: 'none' },
            ...(model ? [] : [j.ending.view?.model ? { text: j.ending.view.model } : { none: 'unknown' }]),
            ...(branch ? [] : [j.ending.view?.ref ? { text: j.ending.view.ref } : { none: 'unknown' }]),
            timeCell(j, context.history),
        ];
    });
    const stopped = judged.some(({ ending }) => ending.stoppedBy === 'fail-fast');
    const heading = failing.length > 0
        ? `${failing.length} of ${judged.length} agent jobs failed the step`
        : step.outcome === 'completed'
            ? `${judged.length} agent jobs completed`
            : `${judged.length} agent jobs: none failed the step`;
    const summaryRows = [
        ['Waited', { text: `${(0,duration/* formatDuration */.a3)(context.waitedMs)} (${context.polls} requests)` }],
        ['Project', { code: context.config.projectId }],
    ];
    if (context.runUrl)
        summaryRows.push(['Workflow run', { link: context.runUrl, text: 'this run' }]);
    return {
        icon: failing.length > 0 ? report_verdict/* ICONS */.Ze.failed : report_verdict/* ICONS */.Ze[step.outcome],
        heading,
        paragraphs: [
            step.totals,
            ...failing.map(({ ending, verdict }) => (0,output_text/* msg */.ab) `❌ ${(0,output_text/* quoted */.TL)(ending.id, 100)}: ${(0,report_verdict/* whyAndNext */.Nb)(verdict)}`),
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
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AT: () => (/* binding */ endedBeforeRead),
/* harmony export */   C$: () => (/* binding */ SEVERITY),
/* harmony export */   Ib: () => (/* binding */ pullRequestName),
/* harmony export */   NG: () => (/* binding */ mayHaveStarted),
/* harmony export */   Nb: () => (/* binding */ whyAndNext),
/* harmony export */   S4: () => (/* binding */ judge),
/* harmony export */   Ze: () => (/* binding */ ICONS),
/* harmony export */   fh: () => (/* binding */ stepOutcome),
/* harmony export */   fm: () => (/* binding */ countedStatus)
/* harmony export */ });
/* harmony import */ var _common_outcome_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4793);
/* harmony import */ var _common_backoff_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1525);
/* harmony import */ var _inputs_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1601);
/* harmony import */ var _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8028);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(218);
/* harmony import */ var _service_answers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9557);
/**
 * Each ending judged once: its outcome, whether it fails the step, a headline, what happened and
 * what to do next. Every surface (outputs, annotations, the log, the job summary) renders from
 * these verdicts and never judges again.
 */






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
    ..._common_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .NOTHING_TO_DO */ .UO,
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
    'no-docs-needed': '⏭️',
    draft: '📝',
    'skip-label': '🏷️',
    'nothing-new': '⏭️',
    'from-fork': '🍴',
    'from-dependabot': '🤖',
};
/** The step's start went out and no answer said whether the service acted on it: a job may run. */
const mayHaveStarted = (history) => history.sent?.kind === 'prompt' && history.postFailure !== undefined && (0,_common_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .mayHaveBeenTaken */ .XJ)(history.postFailure);
/** A verdict as one sentence or two: what happened, then what to do. */
const whyAndNext = (verdict) => (verdict.next ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `${verdict.why} ${verdict.next}` : verdict.why);
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
        next: verdict.next ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `${verdict.next} ${passes}` : passes,
    };
}
/** A job that gave a pull request link this step cannot use: it changed files; the link is the service's to fix. */
function completedWithUnusableLink(config, when) {
    const why = `Completed ${when} and reported a pull request link this step cannot use (this run's warning says why), so no pull request is handed on.`;
    const next = "Open the job on the dashboard to find its pull request; a link that is not the job's repository's is never followed.";
    if (!config.requirePr)
        return {
            outcome: 'completed',
            failsStep: false,
            level: 'notice',
            headline: 'completed: pull request link unusable',
            why,
            next,
        };
    return {
        outcome: 'completed',
        failsStep: true,
        level: 'error',
        headline: 'completed with an unusable pull request link',
        why,
        next: `'require-pr' is true, so the step fails. ${next}`,
    };
}
/** A completed job the service names no pull request for, whose agent's branch GitHub did not list: whether it has one is unknown. */
function completedWithUnknownPullRequest(config, when, unread, unreadable) {
    const why = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Completed ${when}; the service names no pull request, and whether the job has one on its agent's branch could not be read (${unread}).`;
    // A refusal for good is met again by a re-run: the token is what to change (GITHUB_TOKEN reads only its own repository).
    const next = unreadable === undefined
        ? 'Re-run this run once GitHub answers: it waits for the same job and looks again.'
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Give 'github-token' a token that can read ${unreadable}'s pull requests (GITHUB_TOKEN reads only this repository), then re-run: it waits for the same job and looks again. The agent may also have changed no files.`;
    if (!config.requirePr)
        return {
            outcome: 'completed',
            failsStep: false,
            level: 'notice',
            headline: 'completed: pull request unknown',
            why,
            next,
        };
    return {
        outcome: 'completed',
        failsStep: true,
        level: 'error',
        headline: 'completed: pull request unknown',
        why,
        next: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'require-pr' is true, so the step fails. ${next}`,
    };
}
function judgeFinal(ending, config, when, followUp) {
    const { view } = ending;
    const pr = view?.pullRequest;
    if (view?.status === 'completed') {
        if (pr) {
            const name = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .linked */ .q)(pr.url, pullRequestName(pr));
            // A follow-up's turn updates the pull request the job opened before: it opened none.
            const why = view.pullRequestOnBranch
                ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Completed ${when}; this turn changed no files, and the job's pull request is ${name}, on its branch.`
                : followUp
                    ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Completed ${when}; the job's pull request is ${name}.`
                    : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Completed ${when} and opened pull request ${name}.`;
            return {
                outcome: 'completed',
                failsStep: false,
                level: 'notice',
                headline: view.pullRequestOnBranch ? 'completed: no files changed this turn' : 'completed with a pull request',
                why,
            };
        }
        if (view.linkRefused)
            return completedWithUnusableLink(config, when);
        if (view.pullRequestUnread !== undefined)
            return completedWithUnknownPullRequest(config, when, view.pullRequestUnread, view.pullRequestUnreadable);
        const why = `Completed ${when} without a pull request: the agent changed no files.`;
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
            why: `Failed ${when}; the service gives no reason in the job.`,
            next: 'Open the job on the dashboard to see what went wrong, then start a new job.',
        });
    }
    const at = view?.archivedAt ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) ` at ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .TL)(view.archivedAt, 40)}` : '';
    return byFailOn(config, 'archived', {
        outcome: 'archived',
        headline: 'archived',
        why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Archived${at}, ${when === BEFORE_READ ? when : `${when} of waiting`}; an archived job does no more work.`,
        next: 'Open the job on the dashboard to see what it did before it was archived, then start a new job for what is left.',
    });
}
function judgeTimeout(ending, waited, history) {
    const { result } = ending;
    const requests = `${result.polls} request${result.polls === 1 ? '' : 's'}`;
    const base = { outcome: 'timed-out', failsStep: true, level: 'error', headline: 'timed out' };
    const status = ending.view ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .TL)(ending.view.status, 60) : undefined;
    if (!status)
        return judgeUnreadTimeout(ending, waited, history, requests);
    const seen = result.staleFinal
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `it still read ${status} from before the message, so it had not taken the message up yet`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `its last status was ${status}`;
    const failing = result.fault ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) ` The last requests failed: ${result.fault}.` : '';
    return {
        ...base,
        why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Timed out after ${waited}: ${seen} (${requests}).${failing}`,
        next: `The job itself goes on running; raise 'timeout' if jobs need longer.${rerunWords(history)}`,
    };
}
/** A time-out before any status was read: what the service took (then the job goes on), and why nothing was read. */
function judgeUnreadTimeout(ending, waited, history, requests) {
    const { result } = ending;
    const base = { outcome: 'timed-out', failsStep: true, level: 'error', headline: 'timed out' };
    // The service took what was sent, then the time ran out before the wait read a status (GitHub's
    // rate limit can hold the step's writes for a minute of it): the job was never "unanswered".
    const sent = history.sent && !history.sent.notSent ? history.sent.kind : undefined;
    const took = sent ? `the service took the ${sent}, and ` : '';
    const runs = (advice) => sent
        ? `The job itself goes on running: ${advice}${rerunWords(history)}`
        : `Whether the job runs is unknown: ${advice}`;
    const network = "check 'base-url', the network and any proxy between this runner and the service";
    if (!result.fault && sent)
        return {
            ...base,
            why: `Timed out after ${waited}: ${took}the 'timeout' ran out before a status was read after it (${requests}).`,
            next: `The job itself goes on running; raise 'timeout' if jobs need longer.${rerunWords(history)}`,
        };
    // No request for it went at all: its turn never came (other jobs' held requests took the places).
    if (!result.fault && result.polls === 0 && !sent)
        return {
            ...base,
            why: `Timed out after ${waited}, before any request was answered (none for this job was sent: its turn never came), so its state is unknown.`,
            next: "Raise 'timeout': with several jobs, requests the service holds take the places (4 at once) before it.",
        };
    if (!result.fault)
        return {
            ...base,
            why: `Timed out after ${waited}, before any request was answered (${requests}), so the job's state is unknown.`,
            next: `The service did not answer within 'timeout': ${network}, or raise 'timeout' if it answers that slowly.`,
        };
    if (result.rateLimited)
        return {
            ...base,
            why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Timed out after ${waited}: ${took}no status was ever read, because the service kept limiting the rate of requests (${requests}; the last: ${result.fault}).`,
            next: runs("raise 'poll-interval' (and 'timeout') so the service answers, or run fewer waits at once against this project."),
        };
    // The service answered, with errors: the way to it works, the service itself is failing.
    const advice = result.serviceErred
        ? "wait until the service answers without errors (it was reached and answered with server errors, so neither 'base-url' nor the network is the cause)"
        : network;
    return {
        ...base,
        why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Timed out after ${waited}: ${took}no status was ever read, because the requests failed (${requests}; the last: ${result.fault}).`,
        next: runs(sent ? `to read its status, ${advice}.` : `${advice}, then run the step again.`),
    };
}
/** A cancel: the job goes on; a status from before the follow-up is no answer, and the wait later must not take it for one. */
function judgeCancelled(ending, status, waited, history) {
    const stale = ending.view !== undefined && ending.result.staleFinal === true;
    const seen = stale
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `while the job still read ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .TL)(ending.view?.status ?? '', 60)} from before the message (it had not taken the message up yet)`
        : status
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `while the job was ${status}`
            : 'before any status was read';
    const later = stale
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) ` To wait for its answer later, pass job-id ${ending.id} with after-message: true (its status from before the message is no answer).`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) ` To wait for it later, pass job-id ${ending.id}.`;
    // No status read: whether the service holds the job at all is not known.
    const goesOn = status || stale
        ? 'The job itself goes on running on the service.'
        : 'No status was read, so whether the service has the job is not known.';
    return {
        outcome: 'cancelled',
        failsStep: true,
        level: 'error',
        headline: 'cancelled',
        why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Cancelled ${seen}, after ${waited}.`,
        next: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `${goesOn}${later}${rerunWords(history)}`,
    };
}
/** What re-running the workflow does after a time-out, when this step sent the prompt or message. */
function rerunWords(history) {
    const sent = history.sent ?? history.resumed;
    if (!sent)
        return '';
    return history.rerunResumes
        ? ' Re-running the workflow waits for this same job; it does not send again.'
        : ` Re-running the workflow sends the ${sent.kind} again${sent.kind === 'prompt' ? ' and starts a second job' : ''}: with no pull request comment or check run there is no record to resume from.`;
}
/** A 404: a job never found (a setting to check), or one read earlier in the step and gone now. */
function judgeNotFound(ending, config, seen, words) {
    const { status } = seen;
    const error = (why, next) => ({
        outcome: 'not-found',
        failsStep: true,
        level: 'error',
        headline: 'not found',
        why,
        next,
    });
    // Read before, gone now: the project, key and address were right; the job was removed.
    if (status)
        return error((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Job ${ending.id} was read ${status} earlier in this step, and the service now has no such job in project '${config.projectId}' (HTTP 404${words}): it was deleted or archived away on the service's side.`, "Look for it on the dashboard. Its work, and its docs pull request if it opened one, stay as the agent left them; the pull request's next run, or a re-run of this workflow, starts a new job.");
    // No one gave this id: the service named it in its answer to this step's start.
    if (seen.startedBy !== undefined)
        return error((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `The service answered the start (by ${seen.startedBy}) with job ${ending.id}, and now has no such job in project '${config.projectId}' (HTTP 404${words}).`, (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `The service named a job it does not know: it may not have stored it yet, or the start and the reads reached different services (check 'base-url' and any proxy between).${(0,_inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .baseUrlAdvice */ .Lt)(config.baseUrl)} Look for the job on the dashboard: if it is there, wait for it by its id; if not, start it again.`);
    // Neither given nor started here: the id came from the action's record on the pull request.
    const given = config.work.jobIds.includes(ending.id);
    return error((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `The service has no job '${ending.id}' in project '${config.projectId}' (HTTP 404${words}).`, given
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Check that 'project-id' is the id shown on the dashboard's API keys page, that 'job-id' comes from the step that started the job, and that the api-key belongs to the organization that owns the project.${(0,_inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .baseUrlAdvice */ .Lt)(config.baseUrl)}`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `The job's id came from this action's record on the pull request. Check that 'project-id' is the id shown on the dashboard's API keys page and that the api-key belongs to the organization that owns the project.${(0,_inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .baseUrlAdvice */ .Lt)(config.baseUrl)} If the job was deleted on the dashboard, the pull request's next run starts a new one.`);
}
/** The turn waited for a message's answer: this step's, an earlier attempt's, or a `wait: false` step's before it. */
const followedUp = (config, history) => (history.sent ?? history.resumed)?.kind === 'message' ||
    (config.work.plan.kind === 'wait' && config.work.plan.afterMessage === true);
/** A 404 whose words name the project, not the job: the project is missing (or not the key's). */
const namesProject = (fault) => (0,_service_answers_js__WEBPACK_IMPORTED_MODULE_3__/* .namesProjectNotJob */ .M5)(fault ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .fullText */ .DU)(fault) : '');
const projectNotFound = (config, words) => ({
    outcome: 'not-found',
    failsStep: true,
    level: 'error',
    headline: 'project not found',
    why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `The service has no project '${config.projectId}' for this key (HTTP 404${words}).`,
    next: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Check 'project-id' against the dashboard's API keys page, and that the api-key belongs to the organization that owns the project.${(0,_inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .baseUrlAdvice */ .Lt)(config.baseUrl)}`,
});
/** Said of a job this run met only once it had ended (it sent it nothing): how long it ran is not this run's to say. */
const BEFORE_READ = 'before this run read it';
/**
 * Whether the job had ended before this run's first read of it, and this run sent it nothing (an
 * earlier attempt's send, resumed, is not this run's): how long it ran is then not this run's to say.
 */
const endedBeforeRead = (result, history) => result.endedUnseen === true && (history.sent === undefined || history.resumed !== undefined);
/** When the job ended, as this run can say: after how long a wait, or before its first read. */
const endedWhen = (result, history, waited) => endedBeforeRead(result, history) ? BEFORE_READ : `after ${waited}`;
function judgeWait(ending, config, history) {
    const { result } = ending;
    const waited = (0,_inputs_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(result.waitedMs);
    const status = ending.view ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .TL)(ending.view.status, 60) : undefined;
    const words = result.fault ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `: ${result.fault}` : '';
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
            return judgeFinal(ending, config, endedWhen(result, history, waited), followedUp(config, history));
        case 'timeout':
            return judgeTimeout(ending, waited, history);
        case 'cancelled':
            return judgeCancelled(ending, status, waited, history);
        case 'not-found': {
            if (namesProject(result.fault))
                return projectNotFound(config, words);
            // The id came from a start (this step's, or an earlier attempt's), never from 'job-id'.
            const startedBy = history.started
                ? 'this step'
                : history.resumed?.kind === 'prompt'
                    ? `attempt ${history.resumed.attempt} of this step`
                    : undefined;
            return judgeNotFound(ending, config, { status, startedBy }, words);
        }
        case 'refused':
            return error('unauthorized', 'API key refused', (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `The service refused the api-key (HTTP ${result.httpStatus ?? 401}${words}).`, `Check that the secret holds an admin API key (mint_...) of the organization that owns project '${config.projectId}', that the key has not expired (keys expire after 90 days by default), that it has read scope, and that no IP allow-list excludes this runner.`);
        case 'gave-up': {
            // Never reached (it took nothing this step sent, answered no request of the wait): the address is the first suspect.
            const took = history.sent !== undefined && !history.sent.notSent;
            const reached = took || result.reached === true || result.job !== undefined;
            const check = reached
                ? ''
                : ` (no request reached it: check 'base-url', now ${config.baseUrl}, the network and any proxy between this runner and the service)`;
            return error('error', 'the service kept failing', (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Gave up after ${_common_backoff_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_CONSECUTIVE_FAULTS */ .OC} failed requests in a row (${result.polls} in all, over ${waited}); the last failed with ${result.fault ?? 'an unknown fault'}.`, history.sent && !history.sent.notSent
                ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Job ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .TL)(ending.id, 100)} itself goes on running, but the service or the network to it is failing${check}: once it answers again, wait for it again by its id ('job-id').${rerunWords(history)}`
                : `The service or the network to it is failing${check}; re-run the workflow once it answers again.`);
        }
        case 'rejected':
            return error('error', 'request rejected', (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `The request for job ${ending.id} was rejected: ${result.fault ?? 'unknown reason'}.`, `Check 'base-url' (now ${config.baseUrl}).`);
    }
}
/** The one judge: a wait's ending, a failed start, `wait: false`, or a job another ending stopped. */
function judge(ending, config, history = { started: false }) {
    if (history.postFailure) {
        const { outcome, headline, why, next } = history.postFailure;
        // Nothing to send (another run sent it) is no failure.
        const skipped = outcome === 'skipped';
        const level = skipped ? 'notice' : 'error';
        return { outcome, failsStep: !skipped, level, headline, why, ...(next ? { next } : {}) };
    }
    const status = ending.view ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .TL)(ending.view.status, 60) : undefined;
    // A job handed on without waiting is judged as a wait's, once its one read found it gone.
    if (history.notWaiting && ending.result.outcome !== 'not-found') {
        // On a re-run that resumed, an earlier attempt started the job or sent the message.
        const started = history.started || history.resumed?.kind === 'prompt';
        const seen = !status
            ? 'its status is unknown'
            : ending.result.staleFinal
                ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `it still reads ${status} from before the message (it has not taken the message up yet)`
                : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `its status is ${status}`;
        if (history.letGo?.queued)
            return {
                outcome: 'started',
                failsStep: false,
                level: 'none',
                headline: 'follow-up queued',
                why: history.sentEarlier
                    ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `This run sent job ${ending.id} an earlier command or review no run had answered first, so the job is busy (${seen}) and this run's follow-up was not sent: it waits on the pull request.`
                    : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Job ${ending.id} is busy (${seen}), so nothing was sent: the follow-up waits on the pull request.`,
                next: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'wait' is sweep: a sweep (or the pull request's next run) sends it once the job is not busy, and finishes the check run '${history.letGo.check}'.`,
            };
        return {
            outcome: 'started',
            failsStep: false,
            level: 'none',
            headline: started ? 'started' : 'follow-up sent',
            why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `${started ? 'Started' : 'Sent the message to'} job ${ending.id}; ${seen}.`,
            next: history.letGo
                ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'wait' is sweep, so the runner is let go: a sweep (or the pull request's next run) finishes the check run '${history.letGo.check}' and the comment when the job ends.`
                : `'wait' is false, so the step ends here; wait for it later with a step that passes job-id: ${ending.id}${ending.result.staleFinal ? ' and after-message: true (its status from before the message is no answer)' : ''}.`,
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
            why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Still ${status ?? 'unread'} when another job failed the step ('fail-fast' is true).`,
            next: 'The service has no cancel: the job keeps running.',
        };
    }
    return judgeWait(ending, config, history);
}
/**
 * The worst outcome among the jobs the step waited for to the end, whatever `fail-on` says (it
 * decides whether the step fails, not which word the outcome is). A job `fail-fast` stopped
 * waiting for is `cancelled` in `results` only.
 */
function stepOutcome(verdicts) {
    const waited = verdicts.filter(({ ending }) => ending.stoppedBy !== 'fail-fast');
    const deciding = waited.length > 0 ? waited : verdicts;
    return SEVERITY.find((o) => deciding.some(({ verdict }) => verdict.outcome === o)) ?? 'error';
}


/***/ }),

/***/ 5047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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

/***/ 9557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fL: () => (/* binding */ SERVICE_WORDS_CAP),
  xM: () => (/* binding */ classifyGet),
  vv: () => (/* binding */ classifyPost),
  mL: () => (/* binding */ cutShortByDeadline),
  L8: () => (/* binding */ getFailure),
  M5: () => (/* binding */ namesProjectNotJob),
  u6: () => (/* binding */ networkCause),
  vd: () => (/* binding */ proxyRefusal),
  hA: () => (/* binding */ redirectedTo)
});

// UNUSED EXPORTS: MAX_JSON_DEPTH

// EXTERNAL MODULE: ./src/common/agent-job.ts
var agent_job = __webpack_require__(7522);
// EXTERNAL MODULE: ./src/common/ids.ts
var ids = __webpack_require__(863);
// EXTERNAL MODULE: ./src/common/network-errors.ts
var network_errors = __webpack_require__(8375);
// EXTERNAL MODULE: ./src/common/retry-after.ts
var retry_after = __webpack_require__(5708);
// EXTERNAL MODULE: ./src/output/redaction.ts
var redaction = __webpack_require__(5928);
// EXTERNAL MODULE: ./src/output/text.ts
var output_text = __webpack_require__(218);
;// CONCATENATED MODULE: ./src/output/redacted-json.ts
/**
 * The one redaction of a value handed on as JSON (a service's body, the command line's `--json`):
 * its strings redacted, then each smallest part whose JSON still spells a secret hidden whole.
 */


/**
 * A value with every secret hidden, so no value taken from it, and no JSON made of it, holds a
 * secret or a piece of one: every string redacted; then any part that still shows one becomes the
 * string `***`, so what is handed on as JSON stays JSON. `from`: `outside` (a service's body: its
 * field names and numbers are its data too, so names are redacted and its whole JSON text is
 * looked at: a Buffer's bytes, a secret across values); `ours` (our own outputs, whose names,
 * numbers and syntax we wrote: only the strings are looked at, alone and read one after another).
 */
function redactedValue(value, redact, from) {
    return hideWhatShows(redactStrings(value, redact, from === 'outside'), redact, from);
}
function redactStrings(value, redact, names) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map((item) => redactStrings(item, redact, names));
    if (typeof value === 'object' && value !== null)
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [names ? redact(k) : k, redactStrings(v, redact, names)]));
    return value;
}
/**
 * Writes the value's JSON text as oneLineJson does, into `out`, each part's place noted; its
 * strings into `leaves`, and with its field names, in the order the text shows them, into `named`.
 */
function laidOut(value, at, into) {
    const { out, leaves, named } = into;
    const isArray = Array.isArray(value);
    if (!isArray && (typeof value !== 'object' || value === null)) {
        const text = (0,output_text/* oneLineJson */.hp)(value);
        out.push(text);
        const placed = { start: at, end: at + text.length, parts: [] };
        if (typeof value === 'string') {
            leaves.push({ text: value, placed });
            named.push({ text: value, placed });
        }
        return placed;
    }
    const entries = isArray
        ? value.map((item, i) => [i, item])
        : Object.entries(value);
    out.push(isArray ? '[' : '{');
    let end = at + 1;
    const parts = [];
    for (const [i, [key, part]] of entries.entries()) {
        const name = isArray ? '' : (0,output_text/* oneLineJson */.hp)(key);
        const lead = `${i > 0 ? ',' : ''}${isArray ? '' : `${name}:`}`;
        out.push(lead);
        // A name read before its value: a secret spelled across the two is found, and their object hidden.
        const nameAt = end + (i > 0 ? 1 : 0);
        if (!isArray)
            named.push({ text: String(key), placed: { start: nameAt, end: nameAt + name.length, parts: [] } });
        const placed = laidOut(part, end + lead.length, into);
        parts.push({ key, placed, from: isArray ? placed.start : nameAt });
        end = placed.end;
    }
    out.push(isArray ? ']' : '}');
    return { start: at, end: end + 1, parts };
}
/** Hides the smallest part that holds all of `[start, end)`; the parts on the way there are marked as changed. */
function hideSmallestHolding(placed, [start, end]) {
    placed.changed = true;
    // The parts lie in order: the last that starts at or before `start` is the only one that may hold it.
    let [low, high] = [0, placed.parts.length - 1];
    while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if ((placed.parts[middle]?.from ?? 0) <= start)
            low = middle;
        else
            high = middle - 1;
    }
    const part = placed.parts[low];
    const inner = part?.placed;
    if (inner && inner.start <= start && end <= inner.end)
        hideSmallestHolding(inner, [start, end]);
    // Spelled across one field's name and its value: that field is left out, its object kept.
    else if (part && inner && part.from <= start && end <= inner.end)
        part.dropped = true;
    else
        placed.hidden = true;
}
/** The value with its hidden parts as `***`; a part with nothing hidden is kept as it is. */
function rebuilt(value, placed) {
    if (placed.hidden)
        return redaction/* REDACTED */.XF;
    if (!placed.changed)
        return value;
    const part = (i, of) => {
        const inner = placed.parts[i];
        return inner ? rebuilt(of, inner.placed) : of;
    };
    return Array.isArray(value)
        ? value.map((item, i) => part(i, item))
        : Object.fromEntries(Object.entries(value)
            .map(([k, v], i) => [k, part(i, v), placed.parts[i]?.dropped === true])
            .filter(([, , dropped]) => !dropped)
            .map(([k, v]) => [k, v]));
}
/**
 * The value with each smallest part that shows a secret as JSON (in its numbers, as a Buffer's
 * bytes; across its values) replaced by `***`: one redaction of its text finds where, whatever
 * its size or depth.
 */
function hideWhatShows(value, redact, from) {
    const out = [];
    const leaves = [];
    const named = [];
    const placed = laidOut(value, 0, { out, leaves, named });
    const text = from === 'outside' ? out.join('') : leaves.map((leaf) => leaf.text).join('');
    if (!redact.spans)
        return redact(text) === text ? value : redaction/* REDACTED */.XF;
    // A service's field names are its data: read with the values too (a secret across a name and its value).
    const outside = from === 'outside' ? [...redact.spans(text), ...acrossValues(named, redact.spans)] : [];
    const spans = [...outside, ...acrossValues(leaves, redact.spans)];
    if (spans.length === 0)
        return value;
    for (const span of spans)
        hideSmallestHolding(placed, span);
    return rebuilt(value, placed);
}
/**
 * Where the string values, read one after another whatever lies between them (keys, brackets, an
 * object around each), spell a secret: from the first value's place in the JSON text to the last's.
 */
function acrossValues(leaves, spansOf) {
    if (leaves.length < 2)
        return [];
    const starts = [];
    let joined = '';
    for (const leaf of leaves) {
        starts.push(joined.length);
        joined += leaf.text;
    }
    const leafAt = (offset) => {
        let [low, high] = [0, starts.length - 1];
        while (low < high) {
            const middle = Math.ceil((low + high) / 2);
            if ((starts[middle] ?? 0) <= offset)
                low = middle;
            else
                high = middle - 1;
        }
        return leaves[low];
    };
    return spansOf(joined).map(([start, end]) => [
        leafAt(start).placed.start,
        leafAt(Math.max(start, end - 1)).placed.end,
    ]);
}

// EXTERNAL MODULE: ./src/service/job-view.ts
var job_view = __webpack_require__(2528);
// EXTERNAL MODULE: ./src/service/transport.ts
var transport = __webpack_require__(1838);
;// CONCATENATED MODULE: ./src/service/answers.ts









/** How deep a body may nest: a job is two levels deep; the walks that redact and hand it on recurse. */
const MAX_JSON_DEPTH = 64;
/** Whether JSON text nests arrays and objects at most `max` deep (brackets inside strings do not count). */
function nestsWithin(text, max) {
    let depth = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (inString) {
            if (c === 0x5c)
                i++;
            else if (c === 0x22)
                inString = false;
        }
        else if (c === 0x22)
            inString = true;
        else if (c === 0x5b || c === 0x7b) {
            if (++depth > max)
                return false;
        }
        else if (c === 0x5d || c === 0x7d)
            depth--;
    }
    return true;
}
/**
 * An `id` given as a whole number (`42`, `12345678901234567890`) read as its digits, as the id the
 * spec's string would be: one too large for a double, read as a number, would be rounded and name
 * a job that does not exist.
 */
function exactIds(key, value, context) {
    if (key !== 'id' || typeof value !== 'number')
        return value;
    const source = context?.source;
    return source !== undefined && /^[1-9]\d*$/.test(source) ? source : value;
}
/**
 * The body as JSON, past a UTF-8 byte order mark; undefined when it is not JSON, or nests deeper
 * than MAX_JSON_DEPTH (no walk over it may run out of stack).
 */
function parseJson(text) {
    if (!nestsWithin(text, MAX_JSON_DEPTH))
        return undefined;
    try {
        return { value: JSON.parse(text.replace(/^\uFEFF/, ''), exactIds) };
    }
    catch {
        return undefined;
    }
}
/** Why a body is no JSON the step takes. */
const notJson = (text) => nestsWithin(text, MAX_JSON_DEPTH)
    ? 'the response was not JSON'
    : `the response nests deeper than ${MAX_JSON_DEPTH} levels, which no job does`;
/**
 * The service's own words, whole: `{"error"}`, or a problem+json `title` and `detail`, or the
 * text. Never cut here: only the log cuts, after it has redacted.
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
    // A plain-text body that starts with its own status (`401 Unauthorized`): the status is said beside it already.
    return response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .replace(new RegExp(`^${response.status}(?![0-9])\\s*:?\\s*`), '');
}
/** How much of the service's words a message shows. */
const SERVICE_WORDS_CAP = 200;
function httpCause(response) {
    const words = serviceMessage(response);
    return words === ''
        ? (0,output_text/* msg */.ab) `HTTP ${response.status}`
        : (0,output_text/* msg */.ab) `HTTP ${response.status} (${(0,output_text/* quoted */.TL)(words, SERVICE_WORDS_CAP)})`;
}
function networkCause(failure) {
    const via = failure.proxy ? `the proxy at ${failure.proxy}` : undefined;
    switch (failure.kind) {
        case 'timeout':
            return (0,output_text/* msg */.ab) `${via ? `the request through ${via} timed out` : 'the request timed out'}`;
        case 'connect-timeout':
            return via
                ? (0,output_text/* msg */.ab) `${via} opened no way to the service within the request's time (it did not answer, or not in time)`
                : (0,output_text/* msg */.ab) `no connection to the service within the request's time (a firewall may be dropping it)`;
        case 'too-large':
            return (0,output_text/* msg */.ab) `the response was too large: ${failure.message}; a job's answer is a few short fields, so something other than the service may have answered`;
        case 'refused':
            return (0,output_text/* msg */.ab) `${via ? `${via} refused the connection` : 'connection refused'} (${failure.code ?? ''})`;
        case 'dns':
            return via
                ? (0,output_text/* msg */.ab) `DNS lookup of ${via} failed (${failure.code ?? ''})`
                : (0,output_text/* msg */.ab) `DNS lookup failed (${failure.code ?? ''}${failure.code === 'EAI_AGAIN' ? ', temporary' : ''})`;
        case 'proxy':
            return (0,output_text/* msg */.ab) `${via ?? 'the proxy'}: ${(0,output_text/* quoted */.TL)(failure.message, SERVICE_WORDS_CAP)}`;
        case 'handshake':
            return failure.code === undefined
                ? (0,output_text/* msg */.ab) `the TLS handshake did not end within the request's time, so nothing was sent: the address may not speak https, or something between holds the connection; check the scheme and port in 'base-url'`
                : (0,output_text/* msg */.ab) `the TLS handshake failed (${failure.code}), so nothing was sent: the address may not speak https (a plain-http port); check the scheme and port in 'base-url'`;
        case 'tls':
            // The runner's Node trusts its own CA list only: a private CA's certificate must be named.
            return (0,output_text/* msg */.ab) `the TLS handshake failed on ${(0,network_errors/* networkErrorWords */.iN)(failure.code ?? '')}${via ? `, through ${via}` : ''}: if the service (or a proxy that inspects TLS) uses a private CA, set NODE_EXTRA_CA_CERTS to its certificate file`;
        default: {
            const what = (0,network_errors/* networkError */.x6)(failure.code)
                ? (0,output_text/* msg */.ab) `${(0,network_errors/* networkErrorWords */.iN)(failure.code ?? '')}`
                : (0,output_text/* msg */.ab) `network error: ${(0,output_text/* quoted */.TL)(failure.message, SERVICE_WORDS_CAP)}`;
            return via ? (0,output_text/* msg */.ab) `${what}, through ${via}` : what;
        }
    }
}
/** A 407, or a failed CONNECT: the proxy wants credentials, and asking again will not help. */
function proxyRefusal(status, proxy) {
    if (String(status) !== '407')
        return undefined;
    return (0,output_text/* msg */.ab) `the proxy at ${proxy ?? 'the configured address'} asks for credentials (HTTP 407); put them in the proxy variable (http://user:password@host:port) or ask whoever runs the proxy`;
}
/** The wait the response asks for, if it asks. */
function retryAfter(response, wallNow) {
    const retryAfterMs = (0,retry_after/* retryAfterOf */.sT)(response.headers, wallNow());
    return retryAfterMs === undefined ? {} : { retryAfterMs };
}
const isRead = (read) => typeof read === 'object' && 'job' in read;
function readJob(response, redact) {
    const parsed = parseJson(response.body);
    if (!parsed)
        return notJson(response.body);
    const clean = redactedValue(parsed.value, redact, 'outside');
    // Pieces of a secret that span its fields hide the whole answer: said so, not as a job with no status.
    if (clean === redaction/* REDACTED */.XF && parsed.value !== redaction/* REDACTED */.XF)
        return "the response holds a secret of this step (the api-key or a token), or pieces of one across its fields, so all of it was hidden and none could be read; a service that echoes the key back is not the agent service: check 'base-url'";
    const job = (0,agent_job/* parseJob */.JN)(clean);
    if (!job) {
        // A 2xx that carries the service's own words (`{"error": ...}`) says why better than we can.
        const { error, title, detail, message } = (typeof clean === 'object' && clean !== null ? clean : {});
        const said = [error, title, detail, message].some((part) => typeof part === 'string' && part !== '');
        return said
            ? (0,output_text/* msg */.ab) `the response has no job status, and says ${(0,output_text/* quoted */.TL)(serviceMessage(response), SERVICE_WORDS_CAP)}`
            : 'the response has no job status';
    }
    // A link refused (another repository's, or no link at all) is handed on nowhere, the job's JSON included.
    if (!(0,job_view/* ownPullRequest */.n)(job).refused)
        return { job, body: (0,output_text/* oneLineJson */.hp)(clean) };
    const without = { ...clean, prLink: null };
    return { job: { ...job, prLink: null, foreignPrLink: job.prLink ?? '' }, body: (0,output_text/* oneLineJson */.hp)(without) };
}
/** A 404 whose words name the project and not the job: the project is missing (or not the key's), not the job. */
const namesProjectNotJob = (words) => /\bproject\b/i.test(words) && !/\bjob\b/i.test(words);
function classifyGet(response, wallNow, redact) {
    const { status } = response;
    // Any 2xx carries the job: a proxy that rewrites answers says 203, and its body is read the same.
    if (status >= 200 && status < 300) {
        const read = readJob(response, redact);
        return isRead(read) ? { kind: 'job', ...read } : { kind: 'transient', cause: (0,output_text/* msg */.ab) `${read}`, rateLimited: false };
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
            httpStatus: status,
            rateLimited: status === 429,
            ...(response.via === undefined ? {} : { viaProxy: true }),
            ...retryAfter(response, wallNow),
        };
    }
    return { kind: 'rejected', cause: (0,output_text/* msg */.ab) `the service answered ${httpCause(response)}` };
}
/** Why an id the service answered cannot name a job to wait for, or undefined when it can. */
function jobIdProblem(id) {
    if (id === undefined)
        return 'it has none';
    // JSON's null or a missing value written out as text by the service's own code.
    if (id === 'null' || id === 'undefined')
        return 'it reads as null';
    return (0,ids/* idProblem */.lx)(id);
}
/**
 * The id a 2xx answer carried, as text, when it is written as an id is (one too long to poll is
 * still handed on, so the job can be found on the dashboard); `null`, `..` or `a/b` never are.
 */
function answeredId(response, redact) {
    const value = parseJson(response.body)?.value;
    if (typeof value !== 'object' || value === null)
        return undefined;
    const id = redactedValue(value, redact, 'outside').id;
    // A whole number is already its digits (exactIds); any other number (-42, 4.2, 0) is no job's id.
    const text = typeof id === 'string' ? id : undefined;
    // Its length aside, every character is an id's: what follows the first 200 is no line or list of its own.
    const usable = text !== undefined && jobIdProblem(text.slice(0, ids/* MAX_ID_LENGTH */.Qx)) === undefined && ids/* ID_CHARACTERS */.zN.test(text);
    return usable ? text : undefined;
}
/**
 * Any 2xx means the service may have acted. It is a job to wait for only with a status and,
 * for a start, a usable id; anything less is "may have been started", never "nothing was".
 */
function classifyAccepted(response, redact, needsId) {
    const { status } = response;
    const read = readJob(response, redact);
    const id = answeredId(response, redact);
    const carried = id === undefined ? {} : { jobId: id };
    if (!isRead(read)) {
        return {
            kind: 'unknown',
            cause: (0,output_text/* msg */.ab) `the service answered HTTP ${status}, but ${response.body.trim() === '' ? 'with no body' : read}`,
            ...carried,
        };
    }
    if (needsId) {
        const problem = jobIdProblem(read.job.id);
        if (problem !== undefined) {
            return {
                kind: 'unknown',
                cause: (0,output_text/* msg */.ab) `the service answered HTTP ${status}, but its answer has no usable job id (${problem})`,
                ...carried,
            };
        }
    }
    return { kind: 'job', ...read };
}
function classifyPost(response, wallNow, redact, needsId) {
    const { status } = response;
    if (status >= 200 && status < 300)
        return classifyAccepted(response, redact, needsId);
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
        return { kind: 'unknown', cause: (0,output_text/* msg */.ab) `the service answered ${httpCause(response)}` };
    if (status >= 300 && status < 400) {
        const to = redirectedTo(response.headers.location);
        // 303 See Other answers a request that was handled (RFC 9110 15.4.4): it may have been acted on.
        if (status === 303)
            return {
                kind: 'unknown',
                cause: (0,output_text/* msg */.ab) `the service answered HTTP 303, a redirect${to === undefined ? '' : (0,output_text/* msg */.ab) ` to ${(0,output_text/* quoted */.TL)(to, 100)}`} that says the request was handled, with no job in the answer`,
            };
        return {
            kind: 'rejected',
            cause: (0,output_text/* msg */.ab) `the service answered HTTP ${status}, a redirect${to === undefined ? '' : (0,output_text/* msg */.ab) ` to ${(0,output_text/* quoted */.TL)(to, 100)}`}; ${needsId ? 'a start' : 'a message'} is never sent twice, so it is not followed`,
            next: "Set 'base-url' to the address that answers directly, and run the workflow again.",
        };
    }
    return { kind: 'rejected', cause: (0,output_text/* msg */.ab) `the service answered ${httpCause(response)}` };
}
/** Where a redirect points: its origin, or the header as given when it names none (no scheme, `mailto:`). */
function redirectedTo(location, from) {
    if (typeof location !== 'string' || location === '')
        return undefined;
    try {
        const { origin } = new URL(location, from);
        return origin === 'null' ? location : origin;
    }
    catch {
        return location;
    }
}
/**
 * A read that timed out when its time was cut to what was left of the step's: that is the step's
 * time running out, not a fault of the service.
 */
function cutShortByDeadline(fetched, timeoutMs, requestTimeoutMs) {
    return fetched.kind === 'transient' && fetched.timedOut === true && timeoutMs < requestTimeoutMs;
}
/** A failure with no response, for a GET: a proxy's refusal is final; anything else may pass. */
function getFailure(answer) {
    if (answer.kind === 'aborted')
        return { kind: 'cancelled' };
    const proxyCause = proxyRefusal(answer.code, answer.proxy);
    if (proxyCause)
        return { kind: 'rejected', cause: proxyCause };
    // A handshake with no code is one that ran out of time (transport.ts).
    const timeUp = ['timeout', 'connect-timeout'].includes(answer.kind) || (answer.kind === 'handshake' && !answer.code);
    const timedOut = timeUp ? { timedOut: true } : {};
    return { kind: 'transient', cause: networkCause(answer), rateLimited: false, ...timedOut };
}


/***/ }),

/***/ 8269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fL: () => (/* reexport */ answers/* SERVICE_WORDS_CAP */.fL),
  sR: () => (/* binding */ createService)
});

// UNUSED EXPORTS: MAX_BODY_BYTES, createFetchJob, jobUrl

// EXTERNAL MODULE: ./src/common/clock.ts
var common_clock = __webpack_require__(9987);
// EXTERNAL MODULE: ./src/inputs/duration.ts
var duration = __webpack_require__(1601);
// EXTERNAL MODULE: ./src/output/redaction.ts
var redaction = __webpack_require__(5928);
// EXTERNAL MODULE: ./src/output/text.ts
var output_text = __webpack_require__(218);
// EXTERNAL MODULE: ./src/service/answers.ts + 1 modules
var answers = __webpack_require__(9557);
// EXTERNAL MODULE: ./src/common/ids.ts
var common_ids = __webpack_require__(863);
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
            return (0,output_text/* msg */.ab) `the ${name} ${(0,output_text/* quoted */.TL)(JSON.stringify(value), 80)} cannot be used in a request path (${(0,common_ids/* idProblem */.lx)(value) ?? ''})`;
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

// EXTERNAL MODULE: ./src/service/transport.ts
var transport = __webpack_require__(1838);
;// CONCATENATED MODULE: ./src/service/client.ts
/**
 * The Administration API's three operations: read a job, start one, send it a follow-up, over the
 * transport (transport.ts), to the paths paths.ts checks, each answer read by answers.ts. Typed
 * results, never exceptions for expected outcomes: a GET may always go again; a POST only when
 * the service certainly did not act on it.
 */









/**
 * The bound on one answer of the service: a job is seven short fields, and every byte of an
 * answer is redacted on each surface it reaches, so a hostile answer of a megabyte cost the
 * command line 24 s of CPU past a 5 s timeout; one of this size costs under a second.
 */
const MAX_BODY_BYTES = 64 * 1024;
const MAX_SAME_ORIGIN_REDIRECTS = 3;
const USER_AGENT = 'wait-for-agent-job';
/** What the debug log shows of one response body. */
const DEBUG_BODY_CAP = 2_000;
/** The body for the debug log, whole: the log redacts it and only then cuts it. */
function describeBody(response) {
    const size = Buffer.byteLength(response.body);
    const encoding = response.headers['content-encoding'];
    const encoded = encoding ? (0,output_text/* msg */.ab) `, ${(0,output_text/* quoted */.TL)(String(encoding), 40)}-encoded` : '';
    return (0,output_text/* msg */.ab) `${size} bytes${encoded}: ${(0,output_text/* quoted */.TL)(response.body, DEBUG_BODY_CAP)}`;
}
/** Where a redirect within the base URL's origin leads, or why it is not followed. */
function redirectTarget(answer, from, origin, redirects) {
    let target;
    try {
        target = new URL(String(answer.headers.location), from);
    }
    catch {
        return (0,output_text/* msg */.ab) `the service answered HTTP ${answer.status} with an unreadable redirect`;
    }
    if (target.origin !== origin)
        return (0,output_text/* msg */.ab) `the service redirected to another origin (${(0,output_text/* quoted */.TL)((0,answers/* redirectedTo */.hA)(answer.headers.location, from) ?? '', 100)}), where the key is never sent; set 'base-url' to the address that answers directly`;
    if (redirects >= MAX_SAME_ORIGIN_REDIRECTS)
        return (0,output_text/* msg */.ab) `the service redirected more than ${MAX_SAME_ORIGIN_REDIRECTS} times`;
    return target;
}
/** One exchange, each side of it in the debug log (the log redacts, then cuts). */
function createExchange(headers, httpSend, debug, now) {
    return async (url, method, body, timeoutMs, signal) => {
        const sentAt = now();
        debug?.((0,output_text/* msg */.ab) `${method} ${url.href} (Authorization: Bearer ***, timeout ${(0,duration/* formatInputDuration */.g0)(timeoutMs)})`);
        try {
            const response = await httpSend(url, {
                method,
                headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
                ...(body === undefined ? {} : { body }),
                timeoutMs,
                maxBodyBytes: MAX_BODY_BYTES,
                signal,
            });
            debug?.((0,output_text/* msg */.ab) `HTTP ${response.status} in ${Math.round(now() - sentAt)}ms, ${describeBody(response)}`);
            return response;
        }
        catch (error) {
            if (!(error instanceof transport/* HttpFailure */.HR))
                throw error;
            const took = Math.round(now() - sentAt);
            debug?.((0,output_text/* msg */.ab) `No response after ${took}ms: ${error.kind}: ${(0,output_text/* quoted */.TL)(error.message, answers/* SERVICE_WORDS_CAP */.fL)}`);
            return error;
        }
    };
}
const SECRETS_ONLY = "the text holds a secret (a key or a token) and nothing else, which would reach the job as '***'";
const SECRETS_ONLY_NEXT = 'Write the text again without the secret. A live key or token is in the clear where it was written: delete it there and rotate it.';
/** A POST: never sent again here, and never redirected; its failure says whether the service may have acted. */
async function post(connection, url, prompt, options, needsId) {
    if (!(url instanceof URL))
        return { kind: 'rejected', cause: url };
    // The one place a text goes to the service: whoever built it (a prompt, a push's commit subjects
    // and file names, a person's comment), no secret and no piece of one leaves with it.
    // A text of secrets alone (a token pasted after `/docs`) would reach the job as `***`: never sent.
    if ((0,redaction/* onlySecrets */.Wk)(prompt, connection.redact))
        return { kind: 'rejected', cause: SECRETS_ONLY, next: SECRETS_ONLY_NEXT };
    const body = JSON.stringify({ prompt: connection.redact(prompt) });
    const answer = await connection.exchange(url, 'POST', body, options.timeoutMs, options.signal);
    if (!(answer instanceof transport/* HttpFailure */.HR))
        return (0,answers/* classifyPost */.vv)(answer, connection.wallNow, connection.redact, needsId);
    if (answer.kind === 'aborted')
        return { kind: 'cancelled' };
    const proxyCause = (0,answers/* proxyRefusal */.vd)(answer.code, answer.proxy);
    if (proxyCause)
        return { kind: 'rejected', cause: proxyCause };
    const cause = (0,answers/* networkCause */.u6)(answer);
    if ((0,transport/* neverSent */.vQ)(answer))
        return { kind: 'retry', cause, rateLimited: false };
    return { kind: 'unknown', cause };
}
/**
 * An answer about another job than the one asked for (a cache, a misrouted proxy) is not this
 * job's: read as a failed read, asked again, never taken for its status or pull request.
 */
function thisJobOnly(jobId, fetched) {
    if (fetched.kind !== 'job' || fetched.job.id === undefined || fetched.job.id === jobId)
        return fetched;
    return {
        kind: 'transient',
        cause: (0,output_text/* msg */.ab) `the answer is about job ${(0,output_text/* quoted */.TL)(fetched.job.id, 100)}, not job ${jobId} (something between this step and the service, a cache or a misrouted proxy, may be answering: check 'base-url' and any proxy)`,
        rateLimited: false,
    };
}
/** Whether a URL of the service names this job: its path holds the project's and the job's own parts (decoded). */
function namesJob(url, projectId, jobId) {
    try {
        const parts = url.pathname
            .split('/')
            .filter(Boolean)
            .map((part) => decodeURIComponent(part));
        return parts.includes(projectId) && parts.includes(jobId);
    }
    catch {
        return false;
    }
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
        if (answer instanceof transport/* HttpFailure */.HR)
            return (0,answers/* getFailure */.L8)(answer);
        if (answer.status < 300 || answer.status >= 400 || !answer.headers.location)
            return thisJobOnly(jobId, (0,answers/* classifyGet */.xM)(answer, connection.wallNow, connection.redact));
        const target = redirectTarget(answer, url, first.origin, redirects);
        if (!(target instanceof URL))
            return { kind: 'rejected', cause: target, next: (0,output_text/* msg */.ab) `Check 'base-url'.` };
        // An address that does not name this job (another id, another project's) is not its, as an answer about another job is not.
        if (!namesJob(target, address.projectId, jobId))
            return {
                kind: 'transient',
                cause: (0,output_text/* msg */.ab) `the service redirected the read of job ${jobId} to an address that does not name it in project ${address.projectId} (${(0,output_text/* quoted */.TL)(target.pathname, 200)}): something between this step and the service, a cache or a misrouted proxy, may be answering: check 'base-url' and any proxy`,
                rateLimited: false,
            };
        url = target;
    }
}
/**
 * The service, on one HTTP client. GET redirects are followed only within the base URL's
 * origin, so the key never travels to another host; POST redirects are never followed.
 */
function createService(address, httpSend, 
/** Each exchange in the debug log; none, and no line is even built, when the log shows no debug. */
debug, clock = common_clock/* systemClock */.ml) {
    const now = () => clock.now();
    const wallNow = () => clock.date();
    const headers = { Authorization: `Bearer ${address.apiKey}`, Accept: 'application/json', 'User-Agent': USER_AGENT };
    const connection = {
        address,
        exchange: createExchange(headers, httpSend, debug, now),
        redact: (0,redaction/* createRedact */.ay)([address.apiKey, ...(address.secrets ?? [])]),
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
function createFetchJob(address, httpSend, debug, clock = systemClock) {
    const service = createService(address, httpSend, debug, clock);
    return (options) => service.getJob(address.jobId, options);
}


/***/ }),

/***/ 2528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ ownPullRequest),
/* harmony export */   t: () => (/* binding */ viewJob)
/* harmony export */ });
/* harmony import */ var _pr_link_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3982);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(218);


/**
 * The job's own pull request: its prLink, read; undefined with the reason when it does not parse,
 * or names a pull request outside the job's repository (`source.repository`, host and name in any
 * case). Everything that hands the link on, reads it or writes to it with a GitHub token takes it
 * from here, so a service that names another repository's pull request (a private one, a
 * person's) gets it neither mirrored on the product pull request nor closed.
 */
function ownPullRequest(job) {
    if (!job.prLink)
        return {};
    const pullRequest = (0,_pr_link_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePullRequestLink */ .m0)(job.prLink);
    if (!pullRequest)
        return {
            // `https://…` with a space in it is a URL to a browser, but no link a later step can trust: said as what it holds.
            refused: /[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(job.prLink)
                ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `The service's prLink "${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .TL)(job.prLink, 100)}" holds white space or a control character, which no link does, so it is not handed on.`
                : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `The service's prLink "${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .TL)(job.prLink, 100)}" is not an http(s) URL, so it is not handed on.`,
        };
    const repository = job.source?.repository;
    // The repository's path as its URL gives it (a GitLab group's subgroups too), in any case.
    const own = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(repository)
        ?.pathname.replace(/^\/+|\/+$/g, '')
        .replace(/\.git$/, '');
    // A link of no known shape names no repository: it is handed on as it is (never looked up),
    // unless it lies on the job's repository's host outside that repository (another one's page).
    const named = pullRequest.repository;
    const sameHost = (0,_pr_link_js__WEBPACK_IMPORTED_MODULE_0__/* .siteOf */ .zU)(pullRequest.url) === (0,_pr_link_js__WEBPACK_IMPORTED_MODULE_0__/* .siteOf */ .zU)(repository);
    const path = `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(pullRequest.url)?.pathname.toLowerCase() ?? ''}/`;
    const under = own !== undefined && path.startsWith(`/${own.toLowerCase()}/`);
    // A job that names no repository of its own (the spec says it always does) cannot own a named one.
    const elsewhere = named === undefined
        ? own !== undefined && sameHost && !under
        : own === undefined || named.toLowerCase() !== own.toLowerCase() || !sameHost;
    if (elsewhere)
        return {
            foreign: true,
            refused: own === undefined
                ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `The service's prLink names ${pullRequest.url}, but the job names no repository of its own (source.repository) to hold it, so it is not handed on, looked up or written to.`
                : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `The service's prLink names ${pullRequest.url}, ${named === undefined ? 'a link' : 'a pull request'} outside the job's repository ${repository ?? ''}, so it is not handed on, looked up or written to.`,
        };
    return { pullRequest };
}
function viewJob(job) {
    const warnings = [];
    const view = { status: job.status, warnings };
    const { pullRequest, refused } = ownPullRequest(job.foreignPrLink ? { ...job, prLink: job.foreignPrLink } : job);
    if (pullRequest && !job.foreignPrLink)
        view.pullRequest = pullRequest;
    if (refused) {
        warnings.push(refused);
        view.linkRefused = true;
    }
    if (job.prLinkOfType !== undefined) {
        warnings.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `The service's prLink is ${job.prLinkOfType}, not a link, so no pull request is handed on; the job's page on the service shows what it opened.`);
        view.linkRefused = true;
    }
    const repository = job.source?.repository;
    if (repository) {
        const url = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(repository);
        if (url)
            view.repositoryUrl = url.href;
        const name = (0,_pr_link_js__WEBPACK_IMPORTED_MODULE_0__/* .repositoryName */ .aR)(repository);
        if (name)
            view.repositoryName = name;
        else
            warnings.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `The job's repository "${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .TL)(repository, 100)}" is not a URL of the form https://host/owner/name, so the repository output${url ? ' is' : 's are'} left empty.`);
    }
    if (job.model)
        view.model = job.model;
    for (const [field, output] of [
        ['createdAt', 'created-at'],
        ['archivedAt', 'archived-at'],
    ]) {
        const value = job[field];
        if (value && isIsoTime(value))
            view[field] = value;
        else if (value)
            warnings.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `The job's ${field} "${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .TL)(value, 60)}" is not a date and time of the form 2026-11-22T09:00:00Z (ISO 8601), so the ${output} output is left empty.`);
    }
    if (job.source?.ref)
        view.ref = job.source.ref;
    return view;
}
/**
 * A date, or date and time, in ISO 8601's extended form as the service writes them
 * (`2026-11-22T09:00:00.000Z`; RFC 3339's lower-case `t`/`z` or a space too; a fraction after '.'
 * or ','; the seconds or minutes left out; an offset in hours, or hours and minutes), that names a
 * real moment: no 30 February, no hour 24, a leap second only at 23:59:60 UTC.
 */
function isIsoTime(value) {
    const parts = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2})(?::(\d{2})(?::(\d{2}))?)?(?:[.,]\d+)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?)?$/.exec(value);
    if (!parts)
        return false;
    const number = (at) => Number(parts[at] ?? 0);
    const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map(number);
    const [offsetHours, offsetMinutes] = [9, 10].map(number);
    const leapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    const daysInMonth = [31, leapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
    const offset = (parts[8] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
    // A leap second is 23:59:60 in UTC: in a time with no offset, at a minute's :59.
    const utcMinute = (((hour * 60 + minute - offset) % 1440) + 1440) % 1440;
    const leapSecond = parts[7] !== undefined || parts[8] !== undefined ? utcMinute === 1439 : minute === 59;
    return (day >= 1 &&
        day <= daysInMonth &&
        hour <= 23 &&
        minute <= 59 &&
        (second <= 59 || (second === 60 && leapSecond)) &&
        offsetHours <= 23 &&
        offsetMinutes <= 59);
}


/***/ }),

/***/ 3982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aR: () => (/* binding */ repositoryName),
/* harmony export */   m0: () => (/* binding */ parsePullRequestLink),
/* harmony export */   uD: () => (/* binding */ ownerAndName),
/* harmony export */   zU: () => (/* binding */ siteOf)
/* harmony export */ });
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);

// GitHub's owner and repository names hold only these characters (an enterprise managed user's
// login, `octocat_acme`, an underscore too). The number is a digit string
// of a sane length, so it never reads as 1e+24.
// (GitHub and GitLab read `pull/07` as 7, so leading zeros are no other shape.)
const GITHUB_PULL_PATH = /^\/([A-Za-z0-9_-]{1,100})\/([A-Za-z0-9._-]{1,100})\/pull\/0*([1-9]\d{0,9})(?:\/|$)/;
// GitLab's merge request, at `-/merge_requests/N` or the older `merge_requests/N` it redirects
// (no group or project is named `-`: that is the separator).
const GITLAB_MERGE_PATH = /^\/((?:(?!-\/)[A-Za-z0-9_.-]{1,255}\/)+)(?!-\/)([A-Za-z0-9_.-]{1,255})\/(?:-\/)?merge_requests\/0*([1-9]\d{0,9})(?:\/|$)/;
/** A host name as DNS writes one (an IDN in its punycode, as URL gives it), with a port. */
const PLAIN_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;
/**
 * Characters a shell or a log would misread, percent-encoded: the URL means the same to a browser.
 * The brackets too: the runner reads `##[name]` anywhere in a line as a workflow command.
 */
function encodeSpecials(link) {
    return link.replace(/[$`'"()\\;&|<>!*{}^ [\]]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/**
 * Reads a pull request link; undefined when it is not an http(s) URL. Never throws, whatever
 * the service sent.
 */
function parsePullRequestLink(link) {
    const url = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(link);
    if (!url || !link)
        return undefined;
    // A host a URL allows but no DNS name has (`$(id)`, backquotes) is never rebuilt into a link.
    if (!PLAIN_HOST.test(url.host))
        return { url: encodeSpecials(asRead(url, link.trim())), host: 'unknown' };
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
    return { url: encodeSpecials(asRead(url, link.trim())), host: 'unknown' };
}
/**
 * A link as it was checked: its parts as a browser reads them (dot segments resolved, `\` read as
 * `/`), no credentials. Handed on as sent, `a/pull/7/../../b` would be checked as `b` and read by
 * another reader (GitHub's CLI resolves no dot segment) as `a`'s pull request.
 */
function asRead(url, link) {
    const rest = `${url.pathname}${url.search}${url.hash}`;
    // A link that reads as sent is handed on as sent (its host's case too).
    const sent = /^https?:\/\/[^/?#\\@]*(.*)$/i.exec(link)?.[1];
    return sent === rest ? link : `${url.protocol}//${url.host}${rest}`;
}
/**
 * The site a link's reader reaches, as GitHub's CLI reads a host: no port, no `www.`, every
 * `*.github.com` as github.com, a GHE.com tenant's subdomains as the tenant, `*.localhost` as
 * localhost. Two links on one site are judged by their repositories alone.
 */
function siteOf(link) {
    const host = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(link)
        ?.hostname.toLowerCase()
        .replace(/\.$/, '')
        .replace(/^www\./, '');
    if (host === undefined)
        return undefined;
    if (host.endsWith('.github.com'))
        return 'github.com';
    if (host.endsWith('.localhost'))
        return 'localhost';
    return /(?:^|\.)([^.]+\.ghe\.com)$/.exec(host)?.[1] ?? host;
}
/**
 * `owner/name` from a repository URL such as https://github.com/owner/name(.git), or a GitLab
 * project's `group/subgroup/name` (as GITLAB_MERGE_PATH reads its merge requests); undefined when
 * the path is not plain names (two on github.com). Nothing is decoded: `%0A` stays text, never a
 * line break.
 */
function repositoryName(repositoryUrl) {
    const url = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(repositoryUrl);
    const match = url
        ? /^\/((?:[A-Za-z0-9_.-]{1,255}\/){1,20}?[A-Za-z0-9_.-]{1,255}?)(?:\.git)?\/?$/.exec(url.pathname)
        : null;
    const name = match?.[1];
    if (name === undefined || name.split('/').some((part) => part === '.' || part === '..'))
        return undefined;
    if (url?.hostname.toLowerCase() === 'github.com' && name.split('/').length !== 2)
        return undefined;
    return name;
}
/** Owner and name from `owner/name`, when the repository has exactly those two (a GitHub repository's). */
function ownerAndName(name) {
    const [owner, repo, ...more] = name.split('/');
    return owner && repo && more.length === 0 ? { owner, repo } : undefined;
}


/***/ }),

/***/ 422:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ TAKEN_OVER),
  W: () => (/* binding */ startOrSend)
});

;// CONCATENATED MODULE: ./src/common/pending-signals.ts
/**
 * Node runs a signal's handler only when its event loop reads the signal, in the loop's poll phase.
 * Code that takes no turn of the loop (loading the bundle, reading the inputs, building a prompt:
 * awaits on settled promises only) runs on past a cancel the runner already sent. Two turns of
 * `setImmediate` pass one poll phase whichever phase they start in, so a signal sent before this
 * call has reached its handler when it returns. Event-loop turns, not time: no clock is read.
 */
async function letPendingSignalsIn() {
    for (let turn = 0; turn < 2; turn++)
        await new Promise((resolve) => setImmediate(resolve));
}

// EXTERNAL MODULE: ./src/common/backoff.ts
var backoff = __webpack_require__(1525);
// EXTERNAL MODULE: ./src/service/client.ts + 1 modules
var client = __webpack_require__(8269);
// EXTERNAL MODULE: ./src/inputs/duration.ts
var duration = __webpack_require__(1601);
// EXTERNAL MODULE: ./src/inputs/inputs.ts
var inputs = __webpack_require__(8028);
// EXTERNAL MODULE: ./src/service/job-view.ts
var job_view = __webpack_require__(2528);
// EXTERNAL MODULE: ./src/output/text.ts
var output_text = __webpack_require__(218);
// EXTERNAL MODULE: ./src/service/answers.ts + 1 modules
var answers = __webpack_require__(9557);
;// CONCATENATED MODULE: ./src/service/round-trip.ts
/**
 * The start and follow-up policy, beside the client: a POST is sent again only when the service
 * certainly did not act on it (a refused connection, a DNS failure, a 429), within the deadline;
 * each other answer says what the step can and cannot know.
 */








/** Another run sent this run's command (took it over while it waited, or before this re-run): nothing is sent twice. */
const TAKEN_OVER = {
    outcome: 'skipped',
    headline: 'sent by another run',
    why: 'Another run of this workflow sent this command: it took it over while this run waited (its claim looked dead), or sent it before this attempt. This run sends nothing.',
};
/** What to check when the service refuses the key: a 401 is a key it does not know (or an expired one), a 403 one it will not let do this. */
function keyAdvice(httpStatus, projectId) {
    if (httpStatus === 401)
        return `Check that 'api-key' holds an admin API key (mint_...) of the organization that owns project '${projectId}', and that it has not expired (keys expire after 90 days by default).`;
    return "Starting jobs and sending messages need an admin key with write scope in 'api-key' (a read-scoped key can only wait); check also that no IP allow-list excludes this runner.";
}
function describeRetryAfter(retryAfterMs) {
    if (retryAfterMs === undefined)
        return '';
    return Number.isFinite(retryAfterMs)
        ? `; the service asks to wait ${(0,duration/* formatDuration */.a3)(retryAfterMs)}`
        : '; the service asks to wait longer than any time-out';
}
/** A 404 to a start names the project; to a follow-up, the job, unless its words name the project: answered, so nothing was made. */
function notFound(config, what, words) {
    return what === 'start'
        ? {
            outcome: 'not-found',
            headline: 'project not found',
            why: (0,output_text/* msg */.ab) `The service has no project '${config.projectId}' for this key (HTTP 404${words}).`,
            next: (0,output_text/* msg */.ab) `Check 'project-id' against the dashboard's API keys page.${(0,inputs/* baseUrlAdvice */.Lt)(config.baseUrl)}`,
            answered: true,
        }
        : {
            outcome: 'not-found',
            headline: 'not found',
            why: (0,output_text/* msg */.ab) `The service has no job '${config.jobId}' in project '${config.projectId}' (HTTP 404${words}).`,
            next: (0,output_text/* msg */.ab) `Check 'job-id' and 'project-id'.${(0,inputs/* baseUrlAdvice */.Lt)(config.baseUrl)}`,
            answered: true,
        };
}
/** A request the service certainly did not act on: its rate limit, or no answer at all. */
function notTaken(config, action, result) {
    const why = (0,output_text/* msg */.ab) `Could not ${action}: ${result.cause}. The service did not act on the request.`;
    // The service answered, naming the project's limit: nothing to check between here and it.
    if (result.rateLimited)
        return {
            outcome: 'error',
            headline: 'rate-limited',
            why,
            next: "Starting jobs and sending messages are limited to 100 per project per hour: run the workflow again once the limit allows, or raise 'timeout' so the step waits it out.",
        };
    return {
        outcome: 'error',
        headline: 'could not reach the service',
        why,
        next: `Check 'base-url' (now ${config.baseUrl}), the network and any proxy between this runner and the service, then run the workflow again once it answers.`,
    };
}
function postFailure(config, what, result) {
    const action = what === 'start' ? 'start the job' : `send the message to job ${config.jobId}`;
    const words = (text) => (text ? (0,output_text/* msg */.ab) `: ${(0,output_text/* quoted */.TL)(text, client/* SERVICE_WORDS_CAP */.fL)}` : '');
    const dashboard = "Look at the project's agent jobs on the dashboard before running this again";
    switch (result.kind) {
        case 'refused':
            return {
                outcome: 'unauthorized',
                headline: 'API key refused',
                why: (0,output_text/* msg */.ab) `The service refused the request to ${action} made with 'api-key' (HTTP ${result.httpStatus}${words(result.message)}).`,
                next: keyAdvice(result.httpStatus, config.projectId),
                answered: true,
            };
        case 'not-found':
            return notFound(config, (0,answers/* namesProjectNotJob */.M5)(result.message) ? 'start' : what, words(result.message));
        case 'rejected':
            return {
                outcome: 'error',
                headline: what === 'start' ? 'not started' : 'message not taken',
                why: (0,output_text/* msg */.ab) `Could not ${action}: ${result.cause}. Nothing was ${what === 'start' ? 'started' : 'sent'}.`,
                next: result.next ?? 'Fix what the service names and run the workflow again.',
                answered: true,
            };
        case 'unknown': {
            // A message goes to the job asked for: an id its answer carries (the message's own) names no job.
            const answered = what === 'start' ? result.jobId : undefined;
            const id = answered === undefined ? '' : (0,output_text/* msg */.ab) ` Its answer named job ${(0,output_text/* quoted */.TL)(answered, 100)}.`;
            return {
                outcome: 'error',
                headline: what === 'start' ? 'may have been started' : 'message may have been taken',
                why: (0,output_text/* msg */.ab) `Could not tell whether the service acted on the request to ${action}: ${result.cause}. The ${what === 'start' ? 'job may have been started' : 'message may have been taken'}.${id}`,
                next: what === 'start'
                    ? `${dashboard}: the step did not retry, so it never starts a second job.`
                    : `Look at job ${config.jobId}'s conversation on the dashboard before running this again: the step did not retry, and running it again sends the message a second time if the job took it.`,
                ...(answered === undefined ? {} : { jobId: answered }),
            };
        }
        case 'retry':
            return notTaken(config, action, result);
        case 'too-late':
            return {
                outcome: 'timed-out',
                headline: what === 'start' ? 'not started' : 'message not sent',
                why: (0,output_text/* msg */.ab) `The step's 'timeout' (${(0,duration/* formatDuration */.a3)(config.timeoutMs)}) ran out before the request to ${action} could be sent, so nothing was sent.`,
                next: "Raise 'timeout', or run the workflow again.",
            };
        case 'cancelled':
            return cancelledPost(action, what, result.pausing === true, dashboard);
    }
}
/** A cancel mid-request may have cut one the service acted on; one in the pause between tries cut none. */
function cancelledPost(action, what, pausing, dashboard) {
    if (!pausing)
        return {
            outcome: 'cancelled',
            headline: 'cancelled',
            why: (0,output_text/* msg */.ab) `Cancelled before the request to ${action} was answered; it may or may not have gone through.`,
            next: `${dashboard}.`,
        };
    return {
        outcome: 'cancelled',
        headline: 'cancelled',
        why: (0,output_text/* msg */.ab) `Cancelled while waiting to send the request to ${action} again; the service had not acted on it, so nothing was ${what === 'start' ? 'started' : 'sent'}.`,
        next: 'Run it again to send it.',
    };
}
/** Sends one POST, again only while the service certainly did not act on it and time is left. */
async function sendOnce(deps, pollIntervalMs, post, deadline) {
    let told = false;
    let last;
    for (let attempts = 1;; attempts++) {
        const remaining = deadline - deps.clock.now();
        // No request starts after the deadline, even when what came before (reading a re-run's record) took the time.
        // A pause that overran it still names what the tries met, not only the time.
        if (remaining <= 0)
            return {
                result: last
                    ? { ...last, cause: (0,output_text/* msg */.ab) `${last.cause}, and 'timeout' ran out before it could be sent again` }
                    : { kind: 'too-late' },
                attempts: attempts - 1,
            };
        const result = await post({
            timeoutMs: Math.max(1, Math.min(deps.requestTimeoutMs, remaining)),
            signal: deps.signal,
        });
        if (result.kind !== 'retry')
            return { result, attempts };
        last = result;
        if (result.rateLimited && !told) {
            told = true;
            deps.log.info('Starting jobs and sending messages are limited to 100 per project per hour.');
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
            // The service's wait alone may not fit; else the pause is what 'poll-interval' adds (to that wait, if any).
            const pause = result.retryAfterMs !== undefined && result.retryAfterMs >= after
                ? 'the pause it asks for'
                : (0,output_text/* msg */.ab) `the pause before sending it again (${(0,duration/* formatDuration */.a3)(delayMs)}, from 'poll-interval'${attempts > 1 ? (0,output_text/* msg */.ab) `, its random share doubled by each of ${attempts} failed tries` : ''}${result.retryAfterMs === undefined ? '' : ' added to the wait it asks for'})`;
            return {
                result: {
                    ...result,
                    cause: (0,output_text/* msg */.ab) `${result.cause}${asked}, and ${pause} is longer than the ${left} left of 'timeout'`,
                },
                attempts,
            };
        }
        deps.log.info((0,output_text/* msg */.ab) `The request was not taken: ${result.cause}. Sending it again in ${(0,duration/* formatDuration */.a3)(delayMs)} (it was certainly not acted on).`);
        await deps.clock.sleep(delayMs, deps.signal);
        if (deps.signal.aborted)
            return { result: { kind: 'cancelled', pausing: true }, attempts };
        if (deps.stillOurs && !(await deps.stillOurs()))
            return { result: { kind: 'taken-over' }, attempts };
    }
}
/** What the service certainly did not act on: it is safe to send again. */
const notActedOn = (result) => result.kind === 'retry' || result.kind === 'too-late' || (result.kind === 'cancelled' && result.pausing === true);
/** Starts the job or sends the message; a PostFailure when that did not go through. */
async function startOrSend(deps, config, work, service, deadline) {
    const { plan, jobId } = work;
    if (plan.kind === 'wait')
        throw new Error('startOrSend called without a start or a message');
    const text = plan.kind === 'start' ? plan.prompt : plan.message;
    // A start or a message cannot be taken back: a cancel already sent must be seen first.
    await letPendingSignalsIn();
    if (deps.signal.aborted)
        return {
            outcome: 'cancelled',
            headline: 'cancelled',
            why: `Cancelled before the request to ${plan.kind === 'start' ? 'start the job' : 'send the message'} was sent, so nothing was sent.`,
            requests: 0,
        };
    const lines = text.split('\n');
    const more = lines.length > 1 ? ` (+${lines.length - 1} more line${lines.length === 2 ? '' : 's'})` : '';
    deps.log.info(plan.kind === 'start'
        ? (0,output_text/* msg */.ab) `Starting a job in project ${config.projectId} with the prompt: ${(0,output_text/* quoted */.TL)(lines[0] ?? '', 120)}${more}`
        : (0,output_text/* msg */.ab) `Sending a follow-up to job ${jobId} with the message: ${(0,output_text/* quoted */.TL)(lines[0] ?? '', 120)}${more}`);
    const { result, attempts } = await sendOnce(deps, config.pollIntervalMs, (options) => (plan.kind === 'start' ? service.createJob(text, options) : service.sendMessage(jobId, text, options)), deadline);
    if (result.kind === 'taken-over')
        return { ...TAKEN_OVER, requests: attempts };
    if (result.kind !== 'job')
        return {
            ...postFailure({ ...config, jobId }, plan.kind, result),
            ...(notActedOn(result) ? { notActed: true } : {}),
            requests: attempts,
        };
    const view = (0,job_view/* viewJob */.t)(result.job);
    if (plan.kind === 'start') {
        // The client hands back a start only with a usable id.
        const id = result.job.id ?? '';
        deps.log.info((0,output_text/* msg */.ab) `Started job ${id}; its status is ${(0,output_text/* quoted */.TL)(view.status, 60)}.`);
        return { jobId: id, view, body: result.body, started: true, staleFinal: false, attempts };
    }
    // An answer about another job says nothing of this one's: its first read is judged as any stale one.
    const answeredId = result.job.id;
    const otherJob = answeredId !== undefined && answeredId !== jobId;
    if (otherJob)
        deps.log.warning((0,output_text/* msg */.ab) `The message was sent to job ${jobId}, but the answer is about job ${(0,output_text/* quoted */.TL)(answeredId, 100)}: something between the action and the service (a cache or a misrouted proxy) may be answering. Check 'base-url' and any proxy; the step waits for job ${jobId} as asked.`);
    else
        deps.log.info((0,output_text/* msg */.ab) `The service took the message; the job's status is ${(0,output_text/* quoted */.TL)(view.status, 60)}.`);
    return {
        jobId,
        view,
        body: result.body,
        started: false,
        staleFinal: otherJob || view.status !== 'active',
        attempts,
    };
}


/***/ }),

/***/ 1838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DK: () => (/* binding */ createHttpSend),
/* harmony export */   HR: () => (/* binding */ HttpFailure),
/* harmony export */   "in": () => (/* binding */ endingWith),
/* harmony export */   vQ: () => (/* binding */ neverSent)
/* harmony export */ });
/* unused harmony export ACCEPT_ENCODING */
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
            throw new HttpFailure('proxy', `the proxy settings are not usable: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}`, undefined, proxy);
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
            : new HttpFailure('network', `the compressed body could not be decoded (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)})`);
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


/***/ }),

/***/ 6193:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H6: () => (/* binding */ whatToDo),
/* harmony export */   sW: () => (/* binding */ nothingDecided),
/* harmony export */   xt: () => (/* binding */ endNothingToDo)
/* harmony export */ });
/* harmony import */ var _common_agent_job_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7522);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(218);
/* harmony import */ var _pull_request_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(108);
/* harmony import */ var _report_publish_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4617);
/* harmony import */ var _report_report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8850);
/**
 * A pull request run of the one workflow brings its pull request into step: it reads what the
 * decision asks for, decides, and acts. A run with nothing to do (a draft, the skip-label, a closed
 * pull request, no changed file matching `paths`, nothing new) ends here with its own outcome: the
 * outputs and the summary say why, the check run concludes `skipped` (a required check accepts
 * it), and a comment that exists says why in one line; none is created for it.
 */





/**
 * What a pull request run does, whatever its event: read what the decision asks for, decide
 * (src/pull-request/decide.ts), then act: say why, tell the closed pull request's job, send an
 * owed command first, and start the job, tell it the news, or end with nothing to do. A re-run
 * whose earlier attempt recorded a job goes on with that job, whatever the files or labels say now.
 */
async function whatToDo(deps, config, work, trigger, surfaces, host) {
    if (work.plan.kind !== 'start' || !trigger?.pullRequest)
        return { work, idleFirst: false };
    const { readAndDecide } = await Promise.all(/* import() */[__webpack_require__.e(571), __webpack_require__.e(803)]).then(__webpack_require__.bind(__webpack_require__, 3803));
    const { decision, snapshot } = await readAndDecide(deps, config, trigger, host, () => surfaces.earlierRecord());
    return act(deps, config, work, trigger, { surfaces, host, job: snapshot.job }, decision);
}
/** Does what the decision says, in order: say why, tell a close, send an owed command, then the rest. */
async function act(deps, config, work, trigger, where, { then, commandTo, reviewsTo, closing }) {
    // A closed pull request's run writes no check run there; its job's comment and docs pull request
    // hear of it, and the comment it wrote is the run's `comment-url`.
    let closedOn = {};
    const close = async () => {
        const { commentUrl } = await (await Promise.all(/* import() */[__webpack_require__.e(571), __webpack_require__.e(935)]).then(__webpack_require__.bind(__webpack_require__, 316))).endOfPullRequest(deps, config, trigger, where);
        closedOn = commentUrl ? { commentUrl } : {};
    };
    // A merge that tells the job its news (or a re-run of one) writes the comment and check run as
    // any follow-up does: the close's notice goes atop the comment after them (a run that lets go
    // says it now: the sweep's finish rewrites the comment).
    const follows = then.kind === 'tell' || then.kind === 'resume';
    const lastly = closing && follows && !work.letGo ? { lastly: close } : undefined;
    // A start resumes as any re-run does; a push's follow-up is waited for again.
    if (then.kind === 'resume') {
        if (closing && !lastly)
            await close();
        const wait = { ...work, plan: { kind: 'wait' }, jobId: then.jobs[0] ?? '', jobIds: then.jobs };
        const resumed = {
            attempt: then.attempt,
            kind: 'message',
            ...(then.unfinished ? { unfinished: true } : {}),
        };
        return { work: wait, idleFirst: false, resumed, ...lastly };
    }
    // A decision made on reads a cancel or the deadline cut short is no decision (a record that
    // could not be read is no "no job", a file list cut in half no "no docs needed"); so is nothing
    // to do once a close's notice or an owed command was cut: the run ends cancelled or timed out,
    // writes the head's check run only where it has none, and the next run does what it owed.
    const surfaces = closing ? (0,_pull_request_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .linksOnly */ .wt)(() => closedOn) : where.surfaces;
    const stoppedBy = () => (0,_report_report_js__WEBPACK_IMPORTED_MODULE_4__/* .cutShort */ .VV)(deps.signal, deps.clock.now(), deps.deadline);
    const stopped = stoppedBy();
    if (stopped)
        return endCutShort(deps.log, stopped, surfaces);
    if (then.kind === 'end' && then.warning)
        deps.log.warning(then.warning);
    else if (then.kind !== 'end' && then.say)
        deps.log.info(then.say);
    if (closing && !lastly)
        await close();
    const sent = (commandTo && where.host
        ? await unansweredCommand(deps, config, work, trigger, commandTo, where.host)
        : undefined) ??
        (reviewsTo && where.host ? await owedReview(deps, config, work, trigger, reviewsTo, where.host) : undefined);
    if (sent)
        return { ...sent, ...lastly };
    if (then.kind === 'start')
        return { work: then.laterJob === undefined ? work : { ...work, replacedBy: then.laterJob }, idleFirst: false };
    if (then.kind === 'report') {
        // The turn's own check run, left in progress or finished, is the one the report writes: never a second.
        if (then.unrecorded && deps.history)
            deps.history.reportsUnrecordedTurn = true;
        return { work: { ...work, plan: { kind: 'wait' }, jobId: then.jobId, jobIds: [then.jobId] }, idleFirst: false };
    }
    if (then.kind === 'end') {
        if (then.ending.fails === 'unread' && deps.history)
            deps.history.hostUnread = true;
        if (!stoppedBy())
            await docsCommentOfEndedJob(deps, config, trigger, where.job);
        const late = stoppedBy();
        return late
            ? endCutShort(deps.log, late, surfaces)
            : endNothingToDo(deps.log, then.ending, surfaces, then.conclusion, foundOnCheckRunOnly(where.job));
    }
    const plan = { kind: 'message', message: then.news };
    return { work: { ...work, plan, jobId: then.jobId, jobIds: [then.jobId] }, idleFirst: true, ...lastly };
}
/** The docs comment of the job this pull request started, once it has ended, when the run that waited for it never wrote it. */
async function docsCommentOfEndedJob(deps, config, trigger, job) {
    if (!config.visibility.docsPrComment || job?.kind !== 'found' || job.docsPullRequest || !(0,_common_agent_job_js__WEBPACK_IMPORTED_MODULE_0__/* .isFinal */ .dR)(job.status))
        return;
    const { keepEndedJobsDocsComment } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 2279));
    await keepEndedJobsDocsComment({ ...deps, config, trigger }, job);
}
/** The newest `/docs` command whose run never came, sent by this run (one workflow for the pull request's life) to `target`. */
async function unansweredCommand(deps, config, work, trigger, target, host) {
    const { sendUnansweredCommand } = await Promise.all(/* import() */[__webpack_require__.e(571), __webpack_require__.e(315), __webpack_require__.e(120)]).then(__webpack_require__.bind(__webpack_require__, 4120));
    const sent = await sendUnansweredCommand(deps, config, trigger, target, host);
    if (!sent)
        return undefined;
    const { work: sends, comment, who, headUntold } = sent;
    return { work: { ...work, ...sends }, idleFirst: true, command: comment, who, ...(headUntold ? { headUntold } : {}) };
}
/** The oldest review of the job's docs pull request no run answered, sent by this run as its own run would have. */
async function owedReview(deps, config, work, trigger, to, host) {
    const { sendOwedReview } = await Promise.all(/* import() */[__webpack_require__.e(571), __webpack_require__.e(315), __webpack_require__.e(904)]).then(__webpack_require__.bind(__webpack_require__, 3904));
    const sent = await sendOwedReview(deps, config, trigger, host, to);
    if (!sent || sent === 'answered')
        return undefined;
    return { work: { ...work, ...sent.work }, idleFirst: true, command: sent.comment, who: sent.who, headUntold: true };
}
/** A run cut short before it decided: the outputs and summary say so first, then the check run, where the head has none. */
async function endCutShort(log, stopped, surfaces) {
    const report = (0,_report_report_js__WEBPACK_IMPORTED_MODULE_4__/* .cutShortReport */ .FS)(stopped, 'reading what the pull request owes');
    await endWithReport(log, report, surfaces, stopped === 'cancelled' ? 'cancelled' : 'timed_out', true, true);
    return stopped;
}
/** The outputs and summary first, then the check run `skipped` and a line on the comment there is. */
/** The job found on a check run alone, the action having no comment on the pull request. */
const foundOnCheckRunOnly = (job) => job?.kind === 'found' && job.commentId === undefined ? job.id : undefined;
async function endNothingToDo(log, ending, surfaces, conclusion = 'skipped', foundJob) {
    const { outcome, heading, why, next } = ending;
    const said = next ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${heading}. ${why} ${next}` : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${heading}. ${why}`;
    // A step that fails says it once, as its error; any other says why in the log.
    if (!ending.fails)
        log.info(said);
    const nothingSent = (0,_report_report_js__WEBPACK_IMPORTED_MODULE_4__/* .nothingSentReport */ .o8)(outcome, heading, why, next);
    // A step that fails hands on `error`: a later step that reads `nothing-new` would take it for "all is well".
    const report = ending.fails
        ? { ...nothingSent, outputs: { ...nothingSent.outputs, outcome: 'error' }, failure: said }
        : nothingSent;
    // A push with nothing new leaves the job's comment as the job left it; a run with nothing to do says why there.
    const keepComment = outcome === 'nothing-new' || ending.keepsComment === true;
    await endWithReport(log, report, surfaces, conclusion, keepComment, false, foundJob);
    return outcome;
}
/**
 * A run that decided nothing for the head: its report, then the check run (created only where the
 * head has none of the name: one a turn made is that turn's) and, unless `keepComment`, a line atop
 * the comment there is; no record is added, no comment created.
 */
async function endWithReport(log, report, surfaces, conclusion, keepComment, cutShort = false, foundJob) {
    // The links known before the writes (the comment the run found or wrote) are in the summary too.
    await (0,_report_publish_js__WEBPACK_IMPORTED_MODULE_3__/* .publish */ .mk)(log, (0,_report_report_js__WEBPACK_IMPORTED_MODULE_4__/* .withLinks */ .q9)(report, surfaces.links()));
    const ending = nothingDecided(report, conclusion, { keepComment, cutShort });
    (0,_report_publish_js__WEBPACK_IMPORTED_MODULE_3__/* .publishNewLinks */ .LW)(log, report, await surfaces.finish(foundJob === undefined ? ending : { ...ending, foundJob }));
}
/**
 * The surfaces' ending of a turn that decided nothing for the head: the check run only where it
 * has none, saying why and what to do (the job summary's words), no record, no new comment; a
 * comment that exists gets the heading alone.
 */
function nothingDecided(report, conclusion, { keepComment, cutShort = false }) {
    const doc = report.summary;
    const comment = { doc: { ...report.summary, paragraphs: [] }, job: '' };
    const ending = {
        ...{ doc, comment, conclusion, jobFailed: false },
        ...{ noNewComment: true, noRecord: true, checkOnlyWhereNone: true },
    };
    return { ...ending, keepComment, cutShort, ...(keepComment || cutShort ? {} : { noteAtop: true }) };
}


/***/ }),

/***/ 2279:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BB: () => (/* binding */ docsPullRequestOf),
/* harmony export */   D$: () => (/* binding */ whyNotTheJobs),
/* harmony export */   Xx: () => (/* binding */ keepWorkingJobsDocsComment),
/* harmony export */   dz: () => (/* binding */ docsPullRequestComment),
/* harmony export */   keepEndedJobsDocsComment: () => (/* binding */ keepEndedJobsDocsComment),
/* harmony export */   t8: () => (/* binding */ notTheJobs),
/* harmony export */   xd: () => (/* binding */ lookUpOnlyPullRequest)
/* harmony export */ });
/* unused harmony export onAnotherBranch */
/* harmony import */ var _common_clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9987);
/* harmony import */ var _pull_request_code_host_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8965);
/* harmony import */ var _pull_request_docs_need_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7761);
/* harmony import */ var _pull_request_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6002);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(218);
/* harmony import */ var _service_job_view_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2528);
/* harmony import */ var _service_pr_link_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3982);
/* harmony import */ var _pull_request_where_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(492);








function docsPullRequestComment(deps) {
    const { config, trigger } = deps;
    return async (endings) => {
        const [only] = endings;
        const pr = endings.length === 1 ? only?.view?.pullRequest : undefined;
        if (!config.visibility.docsPrComment || !trigger || !pr || !only)
            return;
        const details = only.pullRequest ?? (await readAgain(deps, pr));
        // Who opened it is what makes it the job's: not read for now, a later run with nothing else to do writes it.
        if (details === 'unread') {
            deps.log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `No comment on ${pr.url} yet: who opened it could not be read, so whether it is the job's docs pull request is not known. A later run of this pull request writes it: a push, a comment, or a re-run of the run that started job ${only.id}.`);
            return;
        }
        await keepDocsCommentOf(deps, trigger, { id: only.id, pr, details, ref: only.view?.ref });
    };
}
/**
 * A docs pull request the look-up could not describe, read once more: its details; `unread` when
 * the host failed for now; undefined when it never will (no token, another host, a refusal for
 * good, whose write is refused too and says the fix).
 */
async function readAgain({ codeHost, config, signal }, pr) {
    const at = codeHost.addressOf(pr);
    if (at === undefined || config.githubToken === '')
        return undefined;
    const read = await codeHost.lookUp(at, config.githubToken, signal);
    return read.kind === 'found' ? read.details : read.forGood ? undefined : 'unread';
}
/**
 * The docs comment of a job an earlier run started and that has ended, kept by a later run with
 * nothing else to do: the run that waited for the job was cancelled or killed before it wrote
 * it. Found by its record, it is written once however many runs come; a docs pull request that
 * cannot be read now is left to a later run.
 */
async function keepEndedJobsDocsComment(deps, job) {
    const { config, trigger } = deps;
    if (!config.visibility.docsPrComment || !trigger || !job.docsOf)
        return;
    const { pullRequest: pr } = (0,_service_job_view_js__WEBPACK_IMPORTED_MODULE_4__/* .ownPullRequest */ .n)(job.docsOf);
    if (!pr)
        return;
    const details = await deps.codeHost.describe(pr, config.githubToken, deps.signal);
    if (!details)
        return;
    await keepDocsCommentOf(deps, trigger, { id: job.id, pr, details, ref: job.docsOf.source?.ref });
}
/**
 * The docs comment of a job still at work, kept by an event of the docs pull request it opened
 * (docs in the same repository, where the agent opens it while it works): a `/docs` or a review
 * there finds the job by it, and waits for the job, before the finish would have written it.
 */
async function keepWorkingJobsDocsComment(deps, docs, product) {
    const pr = (0,_service_pr_link_js__WEBPACK_IMPORTED_MODULE_5__/* .parsePullRequestLink */ .m0)((0,_pull_request_where_js__WEBPACK_IMPORTED_MODULE_6__/* .pullRequestWebUrl */ .MD)(docs));
    if (!deps.config.visibility.docsPrComment || !pr)
        return;
    const trigger = { ...docs, pullNumber: product.pull };
    await keepDocsCommentOf({ ...deps, trigger }, trigger, { id: product.job, pr, details: undefined, ref: undefined });
}
/** Keeps the comment on the job's docs pull request, unless its head branch is not the one the job's agent works on. */
async function keepDocsCommentOf(deps, trigger, job) {
    const { config } = deps;
    const { pr, details } = job;
    if (notTheJobs(details, job.ref, config.docsNeed.agentLogin)) {
        deps.log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `No comment on ${pr.url}: ${whyNotTheJobs(details, job.ref, job.id)}, so it is not the job's docs pull request. Check the job on the service.`);
        return;
    }
    // Loaded only when asked for: the bundle's entry stays small on every other path.
    const { keepDocsComment } = await __webpack_require__.e(/* import() */ 48).then(__webpack_require__.bind(__webpack_require__, 4048));
    const token = config.githubToken;
    const hostFor = (docs) => (0,_pull_request_code_host_js__WEBPACK_IMPORTED_MODULE_7__/* .docsHostOf */ .T$)(deps.codeHost, token, docs);
    await keepDocsComment({
        ...deps,
        trigger,
        ...(token === '' ? {} : { hostFor }),
        addressOf: deps.codeHost.addressOf,
        apiKey: config.apiKey,
        previousApiKey: config.previousApiKey,
        jobId: job.id,
        pr,
        serverUrl: (trigger.serverUrl || deps.env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/$/, ''),
        command: config.followUp?.command ?? '/docs',
    });
}
/**
 * The job's docs pull request: the one its prLink names; with no prLink at all (the service gives
 * none while the job works, nor after a turn that changed no files), the pull request on the
 * branch its agent works on, looked up on GitHub. A link the step refused (another repository's,
 * not a link) is never stood in for: that job named a pull request, and not this one.
 */
async function docsPullRequestOf(codeHost, config, job, signal) {
    if (job.prLink)
        return { ...(0,_service_job_view_js__WEBPACK_IMPORTED_MODULE_4__/* .ownPullRequest */ .n)(job) };
    if (job.foreignPrLink !== undefined || job.prLinkOfType !== undefined || !job.source?.ref)
        return {};
    const found = await codeHost.branchPullRequest(job.source, config.githubToken, signal, config.docsNeed.agentLogin);
    if (found.kind === 'unread')
        return { unread: found.why, ...(found.unreadable ? { unreadable: found.unreadable } : {}) };
    return found.kind === 'found' ? { pullRequest: found.pullRequest, onBranch: true } : {};
}
/**
 * Whether a pull request the service names is another's: its head is not the branch the job's
 * agent works on (both known). The one rule for every reader that would act on it as the job's.
 */
const onAnotherBranch = (head, jobRef) => head !== undefined && head !== '' && typeof jobRef === 'string' && jobRef !== '' && head !== jobRef;
/**
 * Opened by another account than the agent's: any other, with `agent-login` set; a person's,
 * without. An app's `agent-login` (`name[bot]`) is never a person's account of the same name.
 */
const openedByAnother = (pr, agentLogin) => {
    const by = pr?.openedBy;
    if (by === undefined)
        return false;
    if (by.person && /\[bot\]$/i.test(agentLogin.trim()))
        return true;
    return !(0,_pull_request_docs_need_js__WEBPACK_IMPORTED_MODULE_1__/* .isAgentLogin */ .TI)(by.login, agentLogin) && (by.person || agentLogin.trim() !== '');
};
/**
 * Whether a pull request the service names is another's: not on the job's branch, or opened by
 * another account than the agent's (`agent-login`: a person's, Dependabot's, another app's). The
 * service's link and branch are both its answer, untrusted: another's pull request is never the
 * agent's to comment on, mirror, count as the job's merge, or close.
 */
const notTheJobs = (pr, jobRef, agentLogin) => onAnotherBranch(pr?.headRef, jobRef) || openedByAnother(pr, agentLogin);
/** Why notTheJobs says so, for the warning. */
const whyNotTheJobs = (pr, jobRef, job) => {
    if (onAnotherBranch(pr?.headRef, jobRef))
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `its head branch ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)(pr?.headRef ?? '', 100)} is not the branch ${job === undefined ? 'the job' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `job ${job}`}'s agent works on (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)(jobRef ?? '', 100)})`;
    const login = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)(pr?.openedBy?.login ?? '', 100);
    return pr?.openedBy?.person
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `it was opened by ${login}, a person, not by the agent ('agent-login')`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `it was opened by ${login}, not by the agent's account (if ${login} opens the agent's docs pull requests, name it in 'agent-login')`;
};
/** A completed job the service names no pull request for: the one on its branch, when there is one (its last turn changed no files). */
async function pullRequestOnBranch(codeHost, { signal, log }, config, ending) {
    const { view, result } = ending;
    if (!view || view.pullRequest || view.linkRefused || view.status !== 'completed' || !result.job)
        return;
    const found = await docsPullRequestOf(codeHost, config, result.job, signal);
    if (found.unread !== undefined)
        view.pullRequestUnread = found.unread;
    if (found.unreadable !== undefined)
        view.pullRequestUnreadable = found.unreadable;
    if (!found.pullRequest)
        return;
    view.pullRequest = found.pullRequest;
    view.pullRequestOnBranch = true;
    log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .msg */ .ab) `The service names no pull request for job ${ending.id} (its last turn changed no files); its docs pull request is ${found.pullRequest.url}, on the branch its agent works on (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .quoted */ .TL)(view.ref ?? '', 100)}).`);
}
/**
 * With one job that ended, its docs pull request's head, state, draft flag, title and size; with
 * `mirror` (a comment to keep), its reviews, preview and files too.
 */
async function lookUpOnlyPullRequest(codeHost, { signal, clock, log }, config, endings, mirror = false) {
    const [only] = endings;
    if (endings.length !== 1 || only?.result.outcome !== 'final')
        return;
    await pullRequestOnBranch(codeHost, { signal, log }, config, only);
    const link = only.view?.pullRequest;
    const pullRequest = await codeHost.describe(link, config.githubToken, signal);
    if (!pullRequest)
        return;
    pullRequest.readAt = (0,_common_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .isoDate */ ._$)(clock);
    only.pullRequest = pullRequest;
    const at = codeHost.addressOf(link);
    // Another's pull request is not mirrored as the job's docs pull request (its reviews, its preview).
    if (!mirror || !at || notTheJobs(pullRequest, only.view?.ref, config.docsNeed.agentLogin))
        return;
    const pull = { headSha: pullRequest.headSha, ...(pullRequest.size ? { files: pullRequest.size.files } : {}) };
    const to = { job: only.id, keys: (0,_pull_request_record_js__WEBPACK_IMPORTED_MODULE_2__/* .recordKeysOf */ .fH)(config) };
    const read = await codeHost.mirror(config.githubToken, at, pull, to);
    if (read)
        pullRequest.mirror = read;
}


/***/ }),

/***/ 4882:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $n: () => (/* binding */ dispatchOnFinish),
/* harmony export */   f2: () => (/* binding */ lastlyOf)
/* harmony export */ });
/* unused harmony export dispatchAfterWaiting */
/* harmony import */ var _common_budget_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7532);
/* harmony import */ var _common_outcome_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4793);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(218);
/**
 * `on-finish-dispatch`: the next workflow, sent `workflow_dispatch` once a let-go job is finished,
 * with what the step's outputs would have handed on. Sent by whichever run finishes the turn: the
 * sweep (src/sweep/finish.ts), or the step itself when it could not let go and waited.
 */



/** How a turn ends that a sweep would dispatch for: the job finished, gone, or past its time. */
const ENDED = new Set(['completed', 'failed', 'archived', 'timed-out', 'not-found']);
const NO_TURN = new Set(['skipped', ..._common_outcome_js__WEBPACK_IMPORTED_MODULE_2__/* .NOTHING_TO_DO */ .UO]);
/** A dispatch is sent at most this many times while GitHub gives no answer or a 5xx. */
const DISPATCH_ATTEMPTS = 3;
async function dispatchOnFinish({ deps, token, where, inputs, budget }) {
    const { log, codeHost, clock, signal } = deps;
    const { file, ref } = where;
    const job = inputs['job-id'];
    if (ref === undefined) {
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Workflow ${file} is not dispatched: the run that let job ${job} go did not know the repository's default branch.`);
        return;
    }
    // The turn is settled by now: a cancel must not cost its dispatch, which no later run sends.
    const within = () => (signal.aborted ? (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .budgetFor */ .vO)(clock, _common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .BUDGET_MS */ .V_.answerAfterCancel) : budget());
    const to = { ...where, ref };
    let sent = await codeHost.dispatchWorkflow(token, to, inputs, within());
    // A dispatch that met no answer or a 5xx is sent again: a review sent twice is better than none.
    for (let attempt = 1; attempt < DISPATCH_ATTEMPTS && !sent.ok && (sent.status ?? 500) >= 500; attempt++) {
        await clock.sleep(codeHost.pause?.(2_000 * attempt) ?? 2_000 * attempt, signal);
        if (signal.aborted)
            break;
        sent = await codeHost.dispatchWorkflow(token, to, inputs, within());
    }
    // GitHub did not act on a rate-limited one: no later run sends it, so the limit's wait (a minute, when unnamed) is waited out.
    if (!sent.ok && sent.rateLimited && !signal.aborted)
        sent = await codeHost.dispatchWorkflow(token, to, inputs, (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .budgetFor */ .vO)(clock, _common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .BUDGET_MS */ .V_.recordSent, { signals: [signal] }));
    if (sent.ok)
        return log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Dispatched ${file} on ${ref} for job ${job} (${inputs.outcome}).`);
    const fix = sent.rateLimited ? undefined : fixFor(sent.status, file, ref);
    const by = fix === undefined ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Send` : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${fix} Then send`;
    log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Workflow ${file} could not be dispatched for job ${job} (${sent.cause}); the job is finished, so no later run sends it. ${by} it by hand: ${handCommand(file, ref, inputs)}`);
}
/** What to put right first when GitHub refused the dispatch itself: sent again as it was, it fails again. */
function fixFor(status, file, ref) {
    if (status === 401 || status === 403)
        return "First give the report-token 'actions: write'.";
    if (status === 404)
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `First put ${file} in .github/workflows on ${ref}: 'on-finish-dispatch' names a workflow file of the default branch.`;
    if (status === 422)
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `First give ${file} an 'on: workflow_dispatch' trigger that declares the inputs job-id, outcome, pr-link, pull-request and head-sha (as examples/review-after-sweep.yml does).`;
    return undefined;
}
/** The command that sends the dispatch by hand. */
function handCommand(file, ref, inputs) {
    const by = Object.entries(inputs)
        .map(([name, value]) => `-f ${name}=${JSON.stringify(value)}`)
        .join(' ');
    return `gh workflow run ${file} --ref ${ref} ${by}`;
}
/** A step that could not let go, and waited: its turn's dispatch, from its outputs, once finished. */
async function dispatchAfterWaiting(deps, config, trigger, outputs) {
    if (!trigger || config.onFinishDispatch === '')
        return;
    const [job = ''] = (outputs['job-id'] ?? '').split('\n');
    const file = config.onFinishDispatch;
    const inputs = {
        'job-id': job,
        outcome: outputs.outcome ?? '',
        'pr-link': outputs['pr-link'] ?? '',
        'pull-request': String(trigger.pullNumber ?? ''),
        'head-sha': trigger.headSha ?? '',
    };
    // A turn that sent the job nothing (skipped, nothing to do) owes no dispatch: the job's turn is another run's.
    if (NO_TURN.has(inputs.outcome))
        return;
    // A job still at work (the step cancelled, its key refused, the service failing) is not finished:
    // no run sends the dispatch later, so the step says how to send it once the job ends.
    if (!ENDED.has(inputs.outcome)) {
        const ref = trigger.defaultBranch ?? '<default-branch>';
        deps.log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Workflow ${file} is not dispatched: job ${job} had not ended when this step stopped (${inputs.outcome}), and no sweep finishes it (its record could not be written). Once the job ends, send it by hand: ${handCommand(file, ref, { ...inputs, outcome: '<outcome>' })}`);
        return;
    }
    await dispatchOnFinish({
        deps,
        token: config.visibility.reportToken,
        where: { owner: trigger.owner, repo: trigger.repo, file, ref: trigger.defaultBranch },
        inputs,
        budget: () => (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .budgetFor */ .vO)(deps.clock, _common_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .BUDGET_MS */ .V_.finish, { signals: [deps.signal] }),
    });
}
/** What the turn does last: the decision's (a merge's close notice), then a dispatch the step owes itself. */
function lastlyOf(context, config, trigger, history, decided) {
    return async (finished) => {
        await decided?.();
        // Sent once the job is finished (or its time ran out), as the sweep sends it; never for a job still at work.
        if (history.dispatchesItself)
            await dispatchAfterWaiting(context, config, trigger, finished.report.outputs);
    };
}


/***/ }),

/***/ 1095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H: () => (/* binding */ finishTurn)
});

// EXTERNAL MODULE: ./src/common/budget.ts
var budget = __webpack_require__(7532);
// EXTERNAL MODULE: ./src/report/publish.ts
var publish = __webpack_require__(4617);
// EXTERNAL MODULE: ./src/report/report.ts
var report_report = __webpack_require__(8850);
// EXTERNAL MODULE: ./src/output/text.ts
var output_text = __webpack_require__(218);
// EXTERNAL MODULE: ./src/report/mirror.ts
var report_mirror = __webpack_require__(9483);
// EXTERNAL MODULE: ./src/report/verdict.ts
var verdict = __webpack_require__(687);
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
    // A required check accepts `skipped`: no docs needed lets the pull request merge.
    'no-docs-needed': 'skipped',
    draft: 'skipped',
    'skip-label': 'skipped',
    'nothing-new': 'skipped',
    'from-fork': 'skipped',
    'from-dependabot': 'skipped',
};
/** The check run's conclusion follows the step: what fails the step is a failure. */
function checkConclusion(report) {
    const conclusion = CONCLUSIONS[report.outcome];
    if (conclusion === 'timed_out' || conclusion === 'cancelled')
        return conclusion;
    return report.failure === undefined ? (conclusion === 'failure' ? 'neutral' : conclusion) : 'failure';
}
/** What the check run says of the docs pull request's reviews: who reviewed and how, what went to the agent. */
function reviewsOf(mirror) {
    const verdicts = (0,report_mirror/* verdictsOf */.W5)(mirror);
    const sent = (0,report_mirror/* sentLine */.Ll)(mirror);
    return [
        ...(verdicts.length > 0 ? [(0,output_text/* msg */.ab) `Reviews: ${(0,output_text/* joinMessages */.hw)(verdicts, '; ')}.`] : []),
        ...(sent === undefined ? [] : [sent]),
    ];
}
/**
 * The check run's text: the docs pull request as a live link named `owner/repo#N`, with its
 * reviews (who requested changes or approved, and which went to the agent), or, with several
 * jobs, a table with each job's.
 */
function pullRequestsDoc(report) {
    const { pullRequests } = report;
    const opened = pullRequests.filter((entry) => entry.pr !== undefined);
    const link = (pr) => ({ link: pr.url, text: (0,verdict/* pullRequestName */.Ib)(pr) });
    const [only] = pullRequests;
    if (pullRequests.length === 1 && only?.pr)
        return {
            icon: '🔗',
            heading: 'The docs pull request',
            paragraphs: reviewsOf(only.mirror),
            rows: [['Pull request', link(only.pr)]],
        };
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
    const [only] = report.pullRequests;
    return {
        doc: report.summary,
        ...(report.comment && only ? { comment: { doc: report.comment, job: only.job } } : {}),
        conclusion: checkConclusion(report),
        text: pullRequestsDoc(report),
        jobFailed: report.outcome === 'failed',
        // A record signed with a key the service refused proves nothing, and no later run with the
        // right key could verify it (it would read as a rotation, for good): none is kept.
        ...(report.outcome === 'unauthorized' ? { noRecord: true } : {}),
    };
}

// EXTERNAL MODULE: ./src/step/docs-pull-request.ts
var docs_pull_request = __webpack_require__(2279);
;// CONCATENATED MODULE: ./src/step/finish-turn.ts
/**
 * The one path that finishes a turn, whoever finishes it: the step that waited for its job, or the
 * run that finishes a turn a step let go (src/sweep/pending-run.ts), which plays that step. In
 * order: the docs pull request of the one job that ended looked up (its mirror too, for a comment
 * kept), the report built once, a step's own outputs and summary first (GitHub slow or hanging in
 * the last writes must never cost them), the comment and the check run, the docs pull request's
 * comment (before them, for a let-go turn another run finishes), then what the turn does last (a
 * merge's close notice, a let-go turn's dispatch).
 */





/**
 * A turn cancelled before its request left and before it wrote its check run decided nothing for
 * the head: the head's check run stays as the last turn left it (one is created only where it has
 * none), while the comment and its records say how this turn ended, as any ending's do.
 */
const unbegun = (history, surfaces) => history.postFailure?.outcome === 'cancelled' &&
    history.postFailure.requests === 0 &&
    surfaces.links().checkRunUrl === undefined;
/** Finishes the turn on every surface, in the one order. */
async function finishTurn(deps, turn, endings, tally) {
    const { log, env, codeHost } = deps;
    const { config, history, surfaces } = turn;
    if (tally.lookUp)
        await (0,docs_pull_request/* lookUpOnlyPullRequest */.xd)(codeHost, deps, config, endings, tally.lookUp.mirror);
    const built = (0,report_report/* buildReport */.FK)(endings, (0,report_report/* reportContextOf */.XS)(env, config, history, tally.waitedMs, tally.polls));
    const report = (0,report_report/* withLinks */.q9)(built, surfaces.links());
    if (turn.publishes)
        await (0,publish/* publish */.mk)(log, report);
    // A step that let the runner go leaves its check run in progress: the turn is finished later, by this path.
    if (history.letGo)
        return { report };
    const docsComment = async () => {
        // Before the turn settles, a cancel must not cut it short (the turn would settle without it); after,
        // it must not cost it: no later run writes it then.
        const { signal } = turn.docsCommentFirst
            ? (0,budget/* budgetFor */.vO)(deps.clock, budget/* BUDGET_MS */.V_.docsComment)
            : deps.signal.aborted
                ? (0,budget/* budgetFor */.vO)(deps.clock, budget/* BUDGET_MS */.V_.answerAfterCancel)
                : deps;
        await (0,docs_pull_request/* docsPullRequestComment */.dz)({ ...deps, signal, trigger: turn.trigger, config })(endings);
    };
    if (turn.docsCommentFirst)
        await docsComment();
    const ending = surfaceEnding(built);
    const { unwritten, ...links } = await surfaces.finish(history.reportsUnrecordedTurn || unbegun(history, surfaces) ? { ...ending, checkOnlyWhereNone: true } : ending);
    if (turn.publishes)
        (0,publish/* publishNewLinks */.LW)(log, report, links);
    if (!turn.docsCommentFirst)
        await docsComment();
    const finished = { report, ...(unwritten ? { unwritten } : {}) };
    await turn.lastly?.(finished);
    return finished;
}


/***/ }),

/***/ 8800:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CD: () => (/* binding */ reviewWriter),
/* harmony export */   DH: () => (/* binding */ LOCK_HELD_MS),
/* harmony export */   QV: () => (/* binding */ withEarlierReviews),
/* harmony export */   aW: () => (/* binding */ earlierReviews),
/* harmony export */   bD: () => (/* binding */ messageOf)
/* harmony export */ });
/* harmony import */ var _pull_request_command_queue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1608);
/* harmony import */ var _pull_request_host_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(393);
/* harmony import */ var _pull_request_review_queue_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8525);
/* harmony import */ var _pull_request_review_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9919);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(218);
/* harmony import */ var _output_redaction_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5928);
/* harmony import */ var _common_outcome_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4793);
/* harmony import */ var _pull_request_where_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(492);
/**
 * A review as the step's command (`CommandComment`): what the reviewer sees of the step (reactions
 * on the review's line comments, one line on the pull request saying it went to the agent or why
 * not), the lock that keeps reviews in order and once (src/pull-request/review-queue.ts), and the
 * earlier reviews left unanswered, sent first, oldest first.
 */








const whoOf = (review) => (0,_output_redaction_js__WEBPACK_IMPORTED_MODULE_5__/* .toProse */ .HK)(review.author?.login ?? 'a deleted account');
const nameOf = (at) => at.url ? `<a href="${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeMarkup */ .My)(at.url)}">review ${at.review.id}</a>` : `review ${at.review.id}`;
/** The one line on the pull request about a review, with its mark as the last line; a sent one's signed too. */
async function answer(deps, at, said, sent = false) {
    const mark = sent && deps.sentMark ? `\n${deps.sentMark(at.review.id)}` : '';
    // Our prose in the host's words; the signed mark as made.
    const text = `${(0,_pull_request_where_js__WEBPACK_IMPORTED_MODULE_6__/* .inHostWords */ .dG)(deps.wire.trigger, `🤖 The ${nameOf(at)} by ${whoOf(at.review)} ${said}`)}${mark}`;
    // A sent review's line waits out a rate limit, as a command's 🚀 does: a send left unanswered is sent again.
    const budget = sent && deps.wire.recordSent ? deps.wire.recordSent() : deps.wire.write();
    const write = () => deps.wire.host.createComment({ text, record: (0,_pull_request_review_queue_js__WEBPACK_IMPORTED_MODULE_2__/* .answerMark */ .Gv)(at.review.id) }, budget);
    // A sent review's answer is the proof it was sent: written again, unless GitHub made it after all.
    // A refusal's is not: the next run refuses again.
    const answered = async () => (await (0,_pull_request_review_queue_js__WEBPACK_IMPORTED_MODULE_2__/* .readAnswered */ .Cv)(deps.wire, deps.own))?.has(at.review.id) === true;
    const written = sent ? await (0,_pull_request_command_queue_js__WEBPACK_IMPORTED_MODULE_0__/* .sendAgain */ .Fm)(deps.wire, write, answered) : await write();
    if (written !== 'made-meanwhile' && !written.ok)
        deps.log.warning(sent
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__/* .msg */ .ab) `The line answering review ${at.review.id}, which was sent, could not be written on the pull request (${written.cause}); a later run may send that review again.${(0,_pull_request_host_js__WEBPACK_IMPORTED_MODULE_1__/* .refusedForGood */ .FD)(written) ? ' Check that the report-token may comment (pull-requests: write).' : ''}`
            : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__/* .msg */ .ab) `The line answering review ${at.review.id}, which is not sent, could not be written on the pull request (${written.cause}); a later run answers it again.`);
}
async function mark(deps, lines, what) {
    for (const line of lines)
        await deps.wire.host.reactOnLine(line.id, what, deps.wire.write());
}
const sentLine = (jobId) => `went to the agent (job ${(0,_output_redaction_js__WEBPACK_IMPORTED_MODULE_5__/* .toProse */ .HK)(jobId)}) as one follow-up.`;
const notSentLine = (log, why) => `was not sent to the agent: ${log.prose(why, 1_000).replace(/\.$/, '')}.`;
/** A send that failed after the service may have acted on it (a 5xx, no answer): neither sent nor not. */
const mayHaveLine = (log, why) => `may have reached the agent, or not (${log.prose(why, 1_000)}); the workflow run's log says how to check before reviewing again.`;
/**
 * A send the service certainly did not take (a 429, the service unreachable, a cancel before it
 * left): the line says so without the answer's mark, so the review stays owed and a later run sends it.
 */
async function stillOwed(deps, at, why) {
    if (await (0,_pull_request_review_queue_js__WEBPACK_IMPORTED_MODULE_2__/* .saidOwed */ .Z1)(deps.wire, deps.own, at.review.id)) {
        deps.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__/* .msg */ .ab) `Review ${at.review.id} was not sent to the agent yet (${why}); it stays owed, as its line says.`);
        return;
    }
    const text = `🤖 The ${nameOf(at)} by ${whoOf(at.review)} was not sent to the agent yet: ${deps.log.prose(why, 1_000)}. It stays owed: a later run sends it once (a re-run of this one, the pull request's next run, or, with wait: sweep, the sweep).`;
    const written = await deps.wire.host.createComment({ text: (0,_pull_request_where_js__WEBPACK_IMPORTED_MODULE_6__/* .inHostWords */ .dG)(deps.wire.trigger, text), record: (0,_pull_request_review_queue_js__WEBPACK_IMPORTED_MODULE_2__/* .owedMark */ .nA)(at.review.id) }, deps.wire.write());
    if (!written.ok)
        deps.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__/* .msg */ .ab) `The line saying review ${at.review.id} was not sent yet could not be written on the pull request (${written.cause}); the review stays owed all the same.`);
}
/** Sends an earlier review its own run left unanswered (or says why it does not go), then lets the lock go. */
async function takeEarlier(deps, review, send, passOver) {
    const prepared = review && (await deps.prepare(review));
    if (!review || !prepared) {
        // Not readable whole now: it holds up nothing this run sends, and a later run sends it.
        if (review) {
            passOver(review.id);
            deps.log.info(`Review ${review.id}, submitted before this one, could not be read whole now (its line comments, or its author's permission): the pull request's next run sends it, and this run goes on without it.`);
        }
        await deps.lock.release();
        return false;
    }
    if ('why' in prepared) {
        await answer(deps, { review }, notSentLine(deps.log, prepared.why));
        await mark(deps, prepared.lines, 'confused');
        await deps.lock.release();
        return false;
    }
    deps.log.info(`Review ${review.id}, submitted before this one, was not sent by its own run: this run sends it first.`);
    const sent = await send(prepared.message);
    if (sent !== true && (0,_common_outcome_js__WEBPACK_IMPORTED_MODULE_7__/* .notTaken */ .h4)(sent)) {
        // Still owed, for a later run: this one goes on without it, as with one it could not read.
        passOver(review.id);
        await stillOwed(deps, { review, lines: prepared.lines }, sent.headline);
    }
    else {
        const said = sent === true ? sentLine(deps.jobId) : 'could not be sent to the agent; the log of the run says why.';
        await answer(deps, { review }, said, sent === true);
        await mark(deps, prepared.lines, sent === true ? 'rocket' : 'confused');
    }
    await deps.lock.release();
    return sent === true;
}
/**
 * The reviews before this run's own left unanswered, oldest first, under the lock: `next` takes
 * the lock once the job is not active (held on `take` and `none`, let go on `wait`), `take` sends
 * one and lets the lock go.
 */
function earlierReviews(deps) {
    const { lock, wire } = deps;
    let unanswered = [];
    const passedOver = new Set();
    return {
        async next() {
            const taken = await lock.take();
            if (taken !== 'held')
                return taken === 'busy' ? { kind: 'wait', lockBusy: true } : { kind: 'wait' };
            const [answered, before] = await Promise.all([(0,_pull_request_review_queue_js__WEBPACK_IMPORTED_MODULE_2__/* .readAnswered */ .Cv)(wire, deps.own), deps.earlier()]);
            if (answered === undefined || before === undefined) {
                await lock.release();
                return { kind: 'wait' };
            }
            unanswered = before.filter((review) => !answered.has(review.id) && !passedOver.has(review.id));
            const next = unanswered[0];
            if (next === undefined)
                return { kind: 'none' };
            const command = {
                id: next.id,
                login: next.author?.login ?? '',
                message: '',
                recent: false,
                at: next.submittedAt,
            };
            return { kind: 'take', command };
        },
        take: (next, send) => takeEarlier(deps, unanswered.find((review) => review.id === next.command.id), send, (id) => passedOver.add(id)),
    };
}
function reviewWriter(deps) {
    const { lock, mine, wire, log } = deps;
    const earlier = earlierReviews(deps);
    let lockBusy = false;
    return {
        id: mine.review.id,
        review: true,
        async react(what) {
            if (what === 'rocket')
                await answer(deps, mine, sentLine(deps.jobId), true);
            await mark(deps, mine.lines, what);
            if (what === 'rocket')
                await lock.release();
        },
        async notSent(why, failed) {
            if (failed && (0,_common_outcome_js__WEBPACK_IMPORTED_MODULE_7__/* .notTaken */ .h4)(failed))
                await stillOwed(deps, mine, why);
            else {
                await answer(deps, mine, failed && (0,_common_outcome_js__WEBPACK_IMPORTED_MODULE_7__/* .mayHaveBeenTaken */ .XJ)(failed) ? mayHaveLine(log, why) : notSentLine(log, why));
                await mark(deps, mine.lines, 'confused');
            }
            await lock.release();
        },
        nextEarlier: () => earlier.next(),
        takeOver: (next, send) => earlier.take(next, send),
        async stillOurs(waitForLock = true) {
            // Another run holds the lock for seconds (one review's send): waited out, within bounds.
            let taken = lock.isHeld() ? 'held' : await lock.take();
            const canWait = () => waitForLock && !wire.cancelled() && (wire.left?.() ?? Infinity) > LOCK_WAIT_MS;
            for (let wait = 0; taken === 'busy' && wait < LOCK_WAITS && canWait(); wait++) {
                await wire.sleep(LOCK_WAIT_MS);
                taken = await lock.take();
            }
            lockBusy = taken === 'busy';
            if (taken !== 'held')
                return false;
            const answered = await (0,_pull_request_review_queue_js__WEBPACK_IMPORTED_MODULE_2__/* .readAnswered */ .Cv)(wire, deps.own);
            if (answered !== undefined && !answered.has(mine.review.id))
                return true;
            await lock.release();
            return false;
        },
        release: () => lock.release(),
        lockBusy: () => lockBusy,
    };
}
/** How often, and how long each time, a run waits for the reviews' lock another run holds. */
const LOCK_WAITS = 6;
const LOCK_WAIT_MS = 5_000;
/** How long a run waits, all told, on the reviews' lock another run holds before it leaves its review to the next run. */
const LOCK_HELD_MS = LOCK_WAITS * LOCK_WAIT_MS;
/**
 * A `/docs` command's run with the reviews before it: whichever earlier one, command or review,
 * was written first goes first; the review lock, once taken, is held through this run's own send
 * (as a review's run holds it), so no review's run sends while this one does.
 */
function withEarlierReviews(comment, reviews, lock) {
    let chosen = 'command';
    return {
        id: comment.id,
        async react(what) {
            await comment.react(what);
            if (what === 'rocket')
                await lock.release();
        },
        async notSent(why, failed) {
            await comment.notSent(why, failed);
            await lock.release();
        },
        async nextEarlier() {
            const command = await comment.nextEarlier();
            if (command.kind === 'wait' || command.kind === 'refused')
                return command;
            // Another run sends a review now: wait. Reviews GitHub cannot list or lock now hold up no command: a later run sends them.
            const taken = await lock.take();
            if (taken === 'busy')
                return { kind: 'wait', lockBusy: true };
            const read = taken === 'held' ? await reviews.next() : { kind: 'none' };
            const reviewFirst = read.kind === 'take' &&
                (command.kind === 'none' || (read.command.at ?? 0) <= (command.command.at ?? Number.POSITIVE_INFINITY));
            chosen = reviewFirst ? 'review' : 'command';
            if (reviewFirst)
                return read;
            if (command.kind === 'take')
                await lock.release();
            return command;
        },
        takeOver: (next, send) => (chosen === 'review' ? reviews.take(next, send) : comment.takeOver(next, send)),
        async stillOurs() {
            const ours = await comment.stillOurs();
            if (!ours)
                await lock.release();
            return ours;
        },
        async release() {
            await comment.release();
            await lock.release();
        },
    };
}
/** The message of a review read now: its line comments, and whether they could be read only in part. */
function messageOf(review, lines, log, words) {
    return (0,_pull_request_review_js__WEBPACK_IMPORTED_MODULE_3__/* .reviewMessage */ .WC)(review, lines ?? [], (text, max) => log.excerpt(text, max), lines === undefined, words);
}


/***/ })

};
