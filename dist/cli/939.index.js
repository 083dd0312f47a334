export const id = 939;
export const ids = [939];
export const modules = {

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
    const url = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.httpUrl)(link);
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
    const host = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.httpUrl)(link)
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
    const url = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.httpUrl)(repositoryUrl);
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
