import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 7607:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ parseDuration),
/* harmony export */   a: () => (/* binding */ formatDuration)
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


/***/ }),

/***/ 7066:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  HR: () => (/* binding */ HttpFailure),
  bI: () => (/* binding */ createHttpGet),
  cW: () => (/* binding */ isLoopbackHost)
});

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __nccwpck_require__(7067);
var external_node_http_default = /*#__PURE__*/__nccwpck_require__.n(external_node_http_);
;// CONCATENATED MODULE: external "node:https"
const external_node_https_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");
var external_node_https_default = /*#__PURE__*/__nccwpck_require__.n(external_node_https_namespaceObject);
;// CONCATENATED MODULE: ./src/http.ts


/** A request that produced no complete response; `kind` says why. */
class HttpFailure extends Error {
    kind;
    code;
    constructor(kind, message, code) {
        super(message);
        this.name = 'HttpFailure';
        this.kind = kind;
        this.code = code;
    }
}
function isLoopbackHost(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
/**
 * A GET client on Node's own http and https modules. Keep-alive reuses one connection
 * across polls. `proxyEnv` makes Node honour HTTPS_PROXY, HTTP_PROXY and NO_PROXY
 * (Node >= 24.5); like the runner's own tools, loopback addresses always go direct.
 * Redirects are not followed here.
 */
function createHttpGet(env = process.env) {
    const proxyEnv = { ...env };
    const direct = { http: new (external_node_http_default()).Agent({ keepAlive: true }), https: new (external_node_https_default()).Agent({ keepAlive: true }) };
    const proxied = {
        http: new (external_node_http_default()).Agent({ keepAlive: true, proxyEnv }),
        https: new (external_node_https_default()).Agent({ keepAlive: true, proxyEnv }),
    };
    return (url, options) => {
        const agents = isLoopbackHost(url.hostname) ? direct : proxied;
        return get(url, options, url.protocol === 'http:' ? agents.http : agents.https);
    };
}
function get(url, options, agent) {
    return new Promise((resolve, reject) => {
        if (options.signal?.aborted) {
            reject(new HttpFailure('aborted', 'the request was cancelled'));
            return;
        }
        const request = (url.protocol === 'http:' ? (external_node_http_default()) : (external_node_https_default())).request(url, {
            method: 'GET',
            headers: options.headers,
            agent,
        });
        // The first cause wins: destroying the request also makes the response report "aborted".
        let cause;
        const fail = (failure) => {
            cause ??= failure;
            settle();
            reject(cause);
            request.destroy(failure);
        };
        const onError = (error) => {
            settle();
            reject(cause ?? (error instanceof HttpFailure ? error : new HttpFailure('network', error.message, error.code)));
        };
        const timer = setTimeout(() => fail(new HttpFailure('timeout', `no complete answer within ${options.timeoutMs}ms`)), options.timeoutMs);
        const onAbort = () => fail(new HttpFailure('aborted', 'the request was cancelled'));
        options.signal?.addEventListener('abort', onAbort, { once: true });
        function settle() {
            clearTimeout(timer);
            options.signal?.removeEventListener('abort', onAbort);
        }
        request.on('error', onError);
        request.on('response', (response) => {
            const declared = Number(response.headers['content-length']);
            if (declared > options.maxBodyBytes) {
                fail(new HttpFailure('too-large', `the response declares ${declared} bytes, over the ${options.maxBodyBytes}-byte limit`));
                return;
            }
            const chunks = [];
            let size = 0;
            response.on('data', (chunk) => {
                size += chunk.length;
                if (size > options.maxBodyBytes) {
                    fail(new HttpFailure('too-large', `the response body exceeds the ${options.maxBodyBytes}-byte limit`));
                    return;
                }
                chunks.push(chunk);
            });
            response.on('error', onError);
            response.on('close', () => {
                if (!response.complete)
                    onError(new HttpFailure('network', 'the connection closed before the response was complete'));
            });
            response.on('end', () => {
                settle();
                resolve({
                    status: response.statusCode ?? 0,
                    headers: response.headers,
                    body: Buffer.concat(chunks).toString('utf8'),
                });
            });
        });
        request.end();
    });
}


/***/ }),

/***/ 9407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7066);
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6584);
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(892);
/* harmony import */ var _runtime_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8293);
/* harmony import */ var _wait_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(2566);





(0,_runtime_js__WEBPACK_IMPORTED_MODULE_3__/* .tuneForWaiting */ .H)();
// The runner cancels a step with SIGINT, then SIGTERM: stop waiting and report what was seen.
const cancellation = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => cancellation.abort());
}
try {
    await (0,_main_js__WEBPACK_IMPORTED_MODULE_1__/* .run */ .eF)({
        io: _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .runnerIO */ .$,
        httpGet: (0,_http_js__WEBPACK_IMPORTED_MODULE_0__/* .createHttpGet */ .bI)(process.env),
        clock: _wait_js__WEBPACK_IMPORTED_MODULE_4__/* .systemClock */ .ml,
        random: Math.random,
        signal: cancellation.signal,
        env: process.env,
        lookUpPullRequest: async (address, token, signal) => (await Promise.all(/* import() */[__nccwpck_require__.e(413), __nccwpck_require__.e(248)]).then(__nccwpck_require__.bind(__nccwpck_require__, 9248))).lookUpPullRequest(address, token, signal),
    });
}
catch (error) {
    // run() reports every failure itself; this is the last net, so nothing ends in a stack trace.
    _runner_js__WEBPACK_IMPORTED_MODULE_2__/* .runnerIO */ .$.setFailed(`${_main_js__WEBPACK_IMPORTED_MODULE_1__/* .ACTION_NAME */ .px}: ${error instanceof Error ? error.message : String(error)}`);
}
// Exit now rather than when idle sockets close: a cancelled step must end within a second.
process.exit();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 7228:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   JN: () => (/* binding */ parseJob),
/* harmony export */   dR: () => (/* binding */ isFinal),
/* harmony export */   ih: () => (/* binding */ isKnownStatus)
/* harmony export */ });
/* unused harmony export FINAL_STATUSES */
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


/***/ }),

/***/ 6584:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  px: () => (/* binding */ ACTION_NAME),
  eF: () => (/* binding */ run)
});

// UNUSED EXPORTS: REQUEST_TIMEOUT_MS

// EXTERNAL MODULE: ./src/http.ts + 1 modules
var http = __nccwpck_require__(7066);
// EXTERNAL MODULE: ./src/job.ts
var src_job = __nccwpck_require__(7228);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __nccwpck_require__(8992);
;// CONCATENATED MODULE: ./src/client.ts



const MAX_BODY_BYTES = 1024 * 1024;
const MAX_SAME_ORIGIN_REDIRECTS = 3;
const USER_AGENT = 'wait-for-agent-job';
function jobUrl(address) {
    const path = `/v2/agent/${encodeURIComponent(address.projectId)}/job/${encodeURIComponent(address.jobId)}`;
    return new URL(address.baseUrl + path);
}
/** Reads `Retry-After` as seconds or an HTTP date; undefined when absent or unreadable. */
function parseRetryAfter(header, now) {
    if (header === undefined || header.trim() === '')
        return undefined;
    const text = header.trim();
    if (/^\d+$/.test(text))
        return Number(text) * 1_000;
    const date = Date.parse(text);
    return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
function serviceMessage(response) {
    try {
        const body = JSON.parse(response.body);
        if (typeof body === 'object' && body !== null && typeof body.error === 'string') {
            return (0,src_text/* oneLine */.TN)(body.error, 200);
        }
    }
    catch {
        // not JSON: fall through to the raw text
    }
    return (0,src_text/* oneLine */.TN)(response.body.trim(), 200);
}
function httpCause(response) {
    const message = serviceMessage(response);
    return `HTTP ${response.status}${message ? ` (${message})` : ''}`;
}
function networkCause(failure) {
    switch (failure.kind) {
        case 'timeout':
            return 'the request timed out';
        case 'too-large':
            return `the response was too large: ${failure.message}`;
        default: {
            const known = {
                ECONNREFUSED: 'connection refused',
                ECONNRESET: 'connection reset',
                ENOTFOUND: 'DNS lookup failed',
                EAI_AGAIN: 'DNS lookup failed (temporary)',
                ETIMEDOUT: 'connection timed out',
                EPIPE: 'connection broken',
            };
            const name = failure.code ? known[failure.code] : undefined;
            return name ? `${name} (${failure.code})` : `network error: ${(0,src_text/* oneLine */.TN)(failure.message, 200)}`;
        }
    }
}
function classify(response, now) {
    const { status } = response;
    if (status === 200) {
        let body;
        try {
            body = JSON.parse(response.body);
        }
        catch {
            return { kind: 'transient', cause: 'the response was not JSON', rateLimited: false };
        }
        const job = (0,src_job/* parseJob */.JN)(body);
        if (!job)
            return { kind: 'transient', cause: 'the response has no job status', rateLimited: false };
        return { kind: 'job', job, body: response.body };
    }
    if (status === 404)
        return { kind: 'not-found', message: serviceMessage(response) };
    if (status === 401 || status === 403) {
        return { kind: 'refused', httpStatus: status, message: serviceMessage(response) };
    }
    if (status === 408 || status === 425 || status === 429 || status >= 500) {
        const retryAfter = response.headers['retry-after'];
        const retryAfterMs = parseRetryAfter(Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, now);
        return {
            kind: 'transient',
            cause: httpCause(response),
            rateLimited: status === 429,
            ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
        };
    }
    return { kind: 'rejected', cause: `the service answered ${httpCause(response)}` };
}
/**
 * The one call this action makes. Redirects are followed only within the base URL's origin,
 * so the key never travels to another host.
 */
function createFetchJob(address, httpGet, debug = () => undefined, now = Date.now) {
    const first = jobUrl(address);
    const headers = {
        Authorization: `Bearer ${address.apiKey}`,
        Accept: 'application/json',
        'User-Agent': USER_AGENT,
    };
    return async ({ timeoutMs, signal }) => {
        const startedAt = now();
        let url = first;
        for (let redirects = 0;; redirects++) {
            const remainingMs = Math.max(1, timeoutMs - (now() - startedAt));
            let response;
            const sentAt = now();
            debug(`GET ${url.href} (Authorization: Bearer ***, timeout ${remainingMs}ms)`);
            try {
                response = await httpGet(url, { headers, timeoutMs: remainingMs, maxBodyBytes: MAX_BODY_BYTES, signal });
                debug(`HTTP ${response.status} in ${now() - sentAt}ms, ${Buffer.byteLength(response.body)} bytes${response.status === 200 ? '' : `: ${(0,src_text/* oneLine */.TN)(response.body, 500)}`}`);
            }
            catch (error) {
                if (error instanceof http/* HttpFailure */.HR) {
                    debug(`No response after ${now() - sentAt}ms: ${error.kind}: ${(0,src_text/* oneLine */.TN)(error.message, 200)}`);
                    if (error.kind === 'aborted')
                        return { kind: 'cancelled' };
                    return { kind: 'transient', cause: networkCause(error), rateLimited: false };
                }
                throw error;
            }
            const location = response.headers.location;
            if (response.status < 300 || response.status >= 400 || !location)
                return classify(response, now());
            let target;
            try {
                target = new URL(location, url);
            }
            catch {
                return { kind: 'rejected', cause: `the service answered HTTP ${response.status} with an unreadable redirect` };
            }
            if (target.origin !== first.origin) {
                return {
                    kind: 'rejected',
                    cause: `the service redirected to another origin (${(0,src_text/* oneLine */.TN)(target.origin, 100)}); the action does not send the key there. Set 'base-url' to the address that answers directly.`,
                };
            }
            if (redirects >= MAX_SAME_ORIGIN_REDIRECTS) {
                return { kind: 'rejected', cause: `the service redirected more than ${MAX_SAME_ORIGIN_REDIRECTS} times` };
            }
            url = target;
        }
    };
}

// EXTERNAL MODULE: ./src/duration.ts
var duration = __nccwpck_require__(7607);
;// CONCATENATED MODULE: ./src/inputs.ts


/** The one place the defaults live; a test proves action.yml declares the same ones. */
const INPUT_DEFAULTS = {
    'base-url': 'https://api.mintlify.com',
    'poll-interval': '10s',
    timeout: '30m',
    'fail-on': 'failed',
    'require-pr': 'false',
    'allow-insecure-http': 'false',
};
/**
 * Defaults that only the runner can apply (expressions); a local run has none. action.yml
 * declares them and a test checks it.
 */
const RUNNER_DEFAULTS = {
    'github-token': '${{ github.token }}',
};
const REQUIRED_INPUTS = (/* unused pure expression or super */ null && (['project-id', 'job-id', 'api-key']));
const MIN_POLL_INTERVAL_MS = 100;
const MAX_DURATION_MS = 24 * 3_600_000;
const FAIL_ON_WORDS = ['failed', 'archived', 'none'];
const ID_CHARACTERS = /^[A-Za-z0-9._~-]+$/;
/** Every problem with the inputs at once, so a user fixes the workflow in one go. */
class InputError extends Error {
    problems;
    constructor(problems) {
        super(problems.length === 1
            ? `Invalid input: ${problems[0]}`
            : `Invalid inputs:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
        this.name = 'InputError';
        this.problems = problems;
    }
}
/** Shows a user's text in a message without letting control characters through. */
function quote(text) {
    const shown = text.length > 60 ? `${text.slice(0, 57)}...` : text;
    return JSON.stringify(shown);
}
function readId(name, value, problems) {
    if (value === '') {
        problems.push(`'${name}' is required but empty; pass it in the step's 'with:' block.`);
    }
    else if (value === '.' || value === '..' || !ID_CHARACTERS.test(value)) {
        const hint = /^https?:/i.test(value) ? ' It looks like a URL: pass only the id.' : '';
        problems.push(`'${name}' is ${quote(value)}, which is not an id: ids hold only letters, digits, '-', '_', '.' and '~'.${hint} Check the expression that sets it.`);
    }
    return value;
}
function readDuration(name, value, problems) {
    const ms = (0,duration/* parseDuration */.E)(value);
    if (ms === undefined) {
        problems.push(`'${name}' is ${quote(value)}, which is not a duration. Use seconds ('10', '0.5') or a number with ms, s, m or h ('500ms', '45s', '30m', '1h').`);
        return NaN;
    }
    if (ms <= 0) {
        problems.push(`'${name}' is ${quote(value)}; it must be longer than zero.`);
    }
    else if (ms > MAX_DURATION_MS) {
        problems.push(`'${name}' is ${quote(value)}; it can be at most 24h.`);
    }
    return ms;
}
function readBoolean(name, value, problems) {
    if (/^(true|yes|on)$/i.test(value))
        return true;
    if (/^(false|no|off)$/i.test(value))
        return false;
    problems.push(`'${name}' is ${quote(value)}; use 'true' or 'false'.`);
    return false;
}
function readFailOn(value, problems) {
    const words = value
        .split(/[,\n]/)
        .map((word) => word.trim().toLowerCase())
        .filter((word) => word !== '');
    const unknown = words.filter((word) => !FAIL_ON_WORDS.includes(word));
    if (unknown.length > 0) {
        problems.push(`'fail-on' has ${unknown.map(quote).join(', ')}; use a comma-separated list of 'failed' and 'archived', or 'none'.`);
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
        problems.push(`'base-url' is ${quote(value)}, which is not a URL; use the service's address, such as '${INPUT_DEFAULTS['base-url']}'.`);
        return value;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        problems.push(`'base-url' uses ${quote(url.protocol)}; only https:// (or http:// to a local address) is supported.`);
    }
    else if (url.username !== '' || url.password !== '') {
        problems.push(`'base-url' carries credentials; remove them: the action sends the api-key as a bearer token.`);
    }
    else if (url.search !== '' || url.hash !== '') {
        problems.push(`'base-url' has a query or fragment; give only the address, such as '${INPUT_DEFAULTS['base-url']}'.`);
    }
    else if (url.protocol === 'http:' && !(0,http/* isLoopbackHost */.cW)(url.hostname) && !allowInsecureHttp) {
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
        problems.push(`'api-key' is required but empty; pass the admin key as a secret: api-key: \${{ secrets.ADMIN_API_KEY }}. An empty value usually means the secret is not defined for this repository or environment.`);
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
/** Reads and checks every input once, returning one typed config or throwing an InputError. */
function readInputs(read) {
    const problems = [];
    const warnings = [];
    const optional = (name) => read(name).trim() || INPUT_DEFAULTS[name];
    const apiKey = readApiKey(read('api-key').trim(), problems, warnings);
    const projectId = readId('project-id', read('project-id').trim(), problems);
    const jobId = readId('job-id', read('job-id').trim(), problems);
    const allowInsecureHttp = readBoolean('allow-insecure-http', optional('allow-insecure-http'), problems);
    const baseUrl = readBaseUrl(optional('base-url'), allowInsecureHttp, problems);
    const pollIntervalMs = readDuration('poll-interval', optional('poll-interval'), problems);
    const timeoutMs = readDuration('timeout', optional('timeout'), problems);
    const failOn = readFailOn(optional('fail-on'), problems);
    const requirePr = readBoolean('require-pr', optional('require-pr'), problems);
    const githubToken = read('github-token').trim();
    if (/\s/.test(githubToken))
        problems.push(`'github-token' contains a space or line break; pass a token alone, such as \${{ github.token }}.`);
    if (pollIntervalMs > 0 && pollIntervalMs < MIN_POLL_INTERVAL_MS) {
        problems.push(`'poll-interval' is ${(0,duration/* formatDuration */.a)(pollIntervalMs)}; it must be at least ${MIN_POLL_INTERVAL_MS}ms so the service is not flooded.`);
    }
    if (pollIntervalMs > 0 && timeoutMs > 0 && pollIntervalMs > timeoutMs) {
        problems.push(`'poll-interval' (${(0,duration/* formatDuration */.a)(pollIntervalMs)}) is longer than 'timeout' (${(0,duration/* formatDuration */.a)(timeoutMs)}), so the job would be checked only once; lower poll-interval or raise timeout.`);
    }
    if (problems.length > 0)
        throw new InputError(problems);
    return {
        config: { projectId, jobId, apiKey, baseUrl, pollIntervalMs, timeoutMs, failOn, requirePr, githubToken },
        warnings,
    };
}

;// CONCATENATED MODULE: ./src/pull-request.ts

// GitHub's owner and repository names hold only these characters.
const GITHUB_PULL_PATH = /^\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+)\/pulls?\/(\d+)(?:\/|$)/;
/** Reads a pull request link; undefined when it is not an http(s) URL. */
function parsePullRequestLink(link) {
    const url = (0,src_text/* httpUrl */.q3)(link);
    if (!url)
        return undefined;
    const match = GITHUB_PULL_PATH.exec(url.pathname);
    // Characters a shell treats specially are percent-encoded: the URL means the same to a browser.
    if (!match)
        return { url: url.href.replace(/[$`'"()\\;&|<>!*{}]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`) };
    const [, owner = '', repo = '', number = ''] = match;
    // The canonical form drops anything after the number, so the link is safe to hand on.
    return { url: `${url.origin}/${owner}/${repo}/pull/${number}`, owner, repo, number: Number(number) };
}
/** `owner/name` from a repository URL such as https://github.com/owner/name(.git). */
function repositoryName(repositoryUrl) {
    const url = (0,src_text/* httpUrl */.q3)(repositoryUrl);
    const match = url ? /^\/([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url.pathname) : null;
    return match ? `${decodeURIComponent(match[1] ?? '')}/${decodeURIComponent(match[2] ?? '')}` : undefined;
}

// EXTERNAL MODULE: ./src/wait.ts + 1 modules
var wait = __nccwpck_require__(2566);
;// CONCATENATED MODULE: ./src/report.ts




/** Every output the action sets, on every path; a test proves action.yml declares the same set. */
const OUTPUT_NAMES = [
    'status',
    'outcome',
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
];
function emptyOutputs() {
    return Object.fromEntries(OUTPUT_NAMES.map((name) => [name, '']));
}
function jobOutputs(config, result, outcome, details) {
    const outputs = emptyOutputs();
    const { job } = result;
    const pullRequest = parsePullRequestLink(job?.prLink);
    const single = (value) => (value ? (0,src_text/* oneLine */.TN)(value, 2_000) : '');
    outputs.status = single(job?.status);
    outputs.outcome = outcome;
    outputs['pr-link'] = pullRequest?.url ?? '';
    outputs['pr-number'] = pullRequest?.number?.toString() ?? '';
    outputs['pr-repository'] = pullRequest?.owner ? `${pullRequest.owner}/${pullRequest.repo}` : '';
    // The agent's branch is the pull request's head; GitHub's answer wins when there is one.
    outputs['pr-head-branch'] = details?.headRef ?? (pullRequest ? single(job?.source?.ref) : '');
    outputs['pr-head-sha'] = details?.headSha ?? '';
    outputs['pr-state'] = details?.state ?? '';
    outputs['pr-draft'] = details ? String(details.draft) : '';
    outputs.job = result.body ? compactJson(result.body) : '';
    outputs['job-id'] = config.jobId;
    outputs.model = single(job?.model);
    outputs.repository = repositoryName(job?.source?.repository) ?? '';
    outputs['repository-url'] = (0,src_text/* httpUrl */.q3)(job?.source?.repository)?.href ?? '';
    outputs.ref = single(job?.source?.ref);
    outputs['created-at'] = single(job?.createdAt);
    outputs['archived-at'] = single(job?.archivedAt);
    outputs['waited-seconds'] = String(Math.round(result.waitedMs / 1_000));
    outputs.polls = String(result.polls);
    return outputs;
}
function compactJson(body) {
    try {
        return JSON.stringify(JSON.parse(body));
    }
    catch {
        return '';
    }
}
/** A failed or archived job fails the step when `fail-on` lists its status, and warns otherwise. */
function judgedByFailOn(config, status, headline, message) {
    if (config.failOn.has(status))
        return { outcome: status, headline, message, failure: message };
    const passes = `${message} The step passes because 'fail-on' does not list '${status}'.`;
    return { outcome: status, headline, message, annotation: { level: 'warning', title: headline, message: passes } };
}
function judge(config, result) {
    const label = `Job ${config.jobId}`;
    const waited = (0,duration/* formatDuration */.a)(result.waitedMs);
    const status = result.job ? (0,src_text/* oneLine */.TN)(result.job.status, 60) : undefined;
    const pullRequest = parsePullRequestLink(result.job?.prLink);
    switch (result.outcome) {
        case 'final': {
            const finalStatus = result.job?.status;
            if (finalStatus === 'completed') {
                if (pullRequest) {
                    const message = `${label} completed after ${waited} and opened a pull request: ${pullRequest.url}`;
                    return {
                        outcome: 'completed',
                        headline: 'Agent job completed',
                        message,
                        annotation: { level: 'notice', title: 'Pull request ready', message },
                    };
                }
                const odd = result.job?.prLink
                    ? ' (the service sent a pull request link that is not an http(s) URL, so it is ignored)'
                    : '';
                const message = `${label} completed after ${waited} without a pull request: the agent changed no files${odd}.`;
                if (config.requirePr) {
                    return {
                        outcome: 'completed',
                        headline: 'Agent job completed without a pull request',
                        message,
                        failure: `${message} 'require-pr' is true, so the step fails; check the job's prompt, or set require-pr: false to accept jobs that change nothing.`,
                    };
                }
                return {
                    outcome: 'completed',
                    headline: 'Agent job completed: no files changed',
                    message,
                    annotation: { level: 'notice', title: 'No changes', message },
                };
            }
            if (finalStatus === 'failed') {
                const message = `${label} failed after ${waited}. The service gives no reason in the job; open the job on the dashboard to see what went wrong, then start a new job.`;
                return judgedByFailOn(config, 'failed', 'Agent job failed', message);
            }
            const archivedAt = result.job?.archivedAt ? ` at ${(0,src_text/* oneLine */.TN)(result.job.archivedAt, 40)}` : '';
            const message = `${label} was archived${archivedAt}, after ${waited} of waiting; an archived job does no more work.`;
            return judgedByFailOn(config, 'archived', 'Agent job archived', message);
        }
        case 'timeout': {
            const seen = status ? `its last status was ${status}` : 'no status was ever read';
            const failing = result.fault ? ` The last requests failed: ${result.fault}.` : '';
            const message = `Timed out after ${waited} waiting for ${label.toLowerCase()}: ${seen} (${result.polls} request${result.polls === 1 ? '' : 's'}).${failing} The job itself goes on running; raise 'timeout' if jobs need longer.`;
            return { outcome: 'timed-out', headline: 'Timed out waiting for the agent job', message, failure: message };
        }
        case 'cancelled': {
            const seen = status ? `while the job was ${status}` : 'before any status was read';
            const message = `Cancelled ${seen}, after ${waited}. The job itself goes on running on the service.`;
            return { outcome: 'cancelled', headline: `Cancelled ${seen}`, message, failure: message };
        }
        case 'not-found': {
            const message = `The service has no job '${config.jobId}' in project '${config.projectId}' (HTTP 404${result.fault ? `: ${result.fault}` : ''}). Check that 'project-id' is the id shown on the dashboard's API keys page, that 'job-id' comes from the step that started the job, and that the api-key belongs to the organization that owns the project.`;
            return { outcome: 'not-found', headline: 'Agent job not found', message, failure: message };
        }
        case 'refused': {
            const detail = result.fault ? `: ${result.fault}` : '';
            const message = `The service refused the api-key (HTTP ${result.httpStatus ?? 401}${detail}). Check that the secret holds an admin API key (mint_...) of the organization that owns project '${config.projectId}', that the key has not expired (keys expire after 90 days by default), that it has read scope, and that no IP allow-list excludes this runner.`;
            return { outcome: 'unauthorized', headline: 'API key refused', message, failure: message };
        }
        case 'gave-up': {
            const message = `Gave up after ${wait/* MAX_CONSECUTIVE_FAULTS */.OC} failed requests in a row (${result.polls} in all, over ${waited}); the last failed with ${result.fault ?? 'an unknown fault'}. The service or the network to it is failing; re-run the workflow once it answers again.`;
            return { outcome: 'error', headline: 'The service kept failing', message, failure: message };
        }
        case 'rejected': {
            const message = `The request for ${label.toLowerCase()} was rejected: ${result.fault ?? 'unknown reason'}. Check 'base-url' (now ${config.baseUrl}).`;
            return { outcome: 'error', headline: 'Request rejected', message, failure: message };
        }
    }
}
const ICONS = {
    completed: '✅',
    failed: '❌',
    archived: '🗄️',
    'timed-out': '⏱️',
    cancelled: '🚫',
    'not-found': '❓',
    unauthorized: '🔒',
    error: '⚠️',
};
/** A link to a checked URL, or the text alone; `html` must be escaped already. */
function report_link(url, html) {
    return url ? `<a href="${(0,src_text/* escapeAttribute */.Gj)(url.href)}">${html}</a>` : html;
}
function summaryHtml(config, result, verdict, extras) {
    const { job } = result;
    const pullRequest = parsePullRequestLink(job?.prLink);
    const repoUrl = (0,src_text/* httpUrl */.q3)(job?.source?.repository);
    const cell = (value) => (value ? (0,src_text/* escapeMarkup */.My)(value) : '<i>none</i>');
    const rows = [
        ['Status', job ? `<code>${(0,src_text/* escapeMarkup */.My)(job.status)}</code>` : '<i>never read</i>'],
        [
            'Pull request',
            pullRequest
                ? report_link((0,src_text/* httpUrl */.q3)(pullRequest.url), pullRequest.number ? `#${pullRequest.number}` : (0,src_text/* escapeMarkup */.My)(pullRequest.url))
                : '<i>none</i>',
        ],
        ...(extras.pullRequest
            ? [
                [
                    'Pull request state',
                    `${extras.pullRequest.state}${extras.pullRequest.draft ? ' (draft)' : ''}, head <code>${(0,src_text/* escapeMarkup */.My)(extras.pullRequest.headSha.slice(0, 12))}</code>`,
                ],
            ]
            : []),
        ['Model', cell(job?.model)],
        [
            'Repository',
            job?.source?.repository
                ? report_link(repoUrl, (0,src_text/* escapeMarkup */.My)(repositoryName(repoUrl?.href) ?? job.source.repository))
                : '<i>unknown</i>',
        ],
        ['Branch', cell(job?.source?.ref)],
        ['Created', cell(job?.createdAt)],
        ['Archived', cell(job?.archivedAt)],
        ['Waited', `${(0,duration/* formatDuration */.a)(result.waitedMs)} (${result.polls} request${result.polls === 1 ? '' : 's'})`],
        ['Job', `<code>${(0,src_text/* escapeMarkup */.My)(config.jobId)}</code> in project <code>${(0,src_text/* escapeMarkup */.My)(config.projectId)}</code>`],
    ];
    const runUrl = (0,src_text/* httpUrl */.q3)(extras.runUrl);
    if (runUrl)
        rows.push(['Workflow run', report_link(runUrl, 'this run')]);
    const table = rows.map(([name, value]) => `<tr><th align="left">${name}</th><td>${value}</td></tr>`).join('\n');
    return [
        `<h2>${ICONS[verdict.outcome]} ${(0,src_text/* escapeMarkup */.My)(verdict.headline)}</h2>`,
        `<p>${(0,src_text/* escapeMarkup */.My)(verdict.message)}</p>`,
        `<table>\n${table}\n</table>`,
        '',
    ].join('\n');
}
/** Turns the wait's result into outputs, annotations, a failure if any, and the job summary. */
function buildReport(config, result, extras = {}) {
    const verdict = judge(config, result);
    return {
        outcome: verdict.outcome,
        outputs: jobOutputs(config, result, verdict.outcome, extras.pullRequest),
        annotations: verdict.annotation ? [verdict.annotation] : [],
        ...(verdict.failure ? { failure: verdict.failure } : {}),
        summary: summaryHtml(config, result, verdict, extras),
    };
}

;// CONCATENATED MODULE: ./src/main.ts







const ACTION_NAME = 'wait-for-agent-job';
/** One request may take this long before it counts as a transient fault. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Wraps the runner so that no text leaves the action with the key in it. */
function redacting(io, secrets) {
    // Longest first, so a secret that contains another is hidden whole.
    const hidden = secrets.filter((secret) => secret !== '').sort((a, b) => b.length - a.length);
    const redact = (text) => hidden.reduce((out, secret) => out.split(secret).join('***'), text);
    return {
        ...io,
        setOutput: (name, value) => io.setOutput(name, redact(value)),
        info: (message) => io.info(redact(message)),
        debug: (message) => io.debug(redact(message)),
        notice: (message, title) => io.notice(redact(message), redact(title)),
        warning: (message, title) => io.warning(redact(message), title === undefined ? undefined : redact(title)),
        setFailed: (message) => io.setFailed(redact(message)),
        writeSummary: (html) => io.writeSummary(redact(html)),
    };
}
function runUrl(env) {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
    return server && repository && runId ? `${server}/${repository}/actions/runs/${runId}` : undefined;
}
/** Sets every output; a runner that cannot take them gets one warning, not a crash. */
function setOutputs(io, outputs) {
    io.startGroup('Outputs');
    try {
        for (const name of OUTPUT_NAMES) {
            io.setOutput(name, outputs[name]);
            const shown = name === 'job' && outputs[name].length > 200 ? `${outputs[name].slice(0, 200)}...` : outputs[name];
            io.info(`${name}: ${shown}`);
        }
    }
    catch (error) {
        io.warning(`Could not set the outputs: ${error instanceof Error ? error.message : String(error)}. The runner's GITHUB_OUTPUT file is missing or not writable; later steps will see empty outputs.`);
    }
    finally {
        io.endGroup();
    }
}
async function publish(io, report) {
    setOutputs(io, report.outputs);
    for (const annotation of report.annotations) {
        if (annotation.level === 'notice')
            io.notice(annotation.message, annotation.title);
        else
            io.warning(annotation.message, annotation.title);
    }
    try {
        await io.writeSummary(report.summary);
    }
    catch (error) {
        io.debug(`No job summary written: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (report.failure)
        io.setFailed(report.failure);
}
/** Asks GitHub for the pull request's head, state and draft flag; never fails the step. */
async function describePullRequest(io, deps, result, token) {
    const link = parsePullRequestLink(result.job?.prLink);
    if (result.outcome !== 'final' || !link?.owner || !link.repo || !link.number)
        return undefined;
    const name = `${link.owner}/${link.repo}#${link.number}`;
    if (token === '') {
        io.debug(`No github-token, so ${name} is not looked up.`);
        return undefined;
    }
    const server = (0,src_text/* httpUrl */.q3)(deps.env.GITHUB_SERVER_URL || 'https://github.com');
    if (new URL(link.url).host !== server?.host) {
        io.debug(`${name} is not on this workflow's GitHub server, so it is not looked up.`);
        return undefined;
    }
    const lookup = await deps.lookUpPullRequest({ owner: link.owner, repo: link.repo, number: link.number }, token, deps.signal);
    if (lookup.kind === 'unavailable') {
        io.info(`Could not read pull request ${name}: ${lookup.reason}. The pr-head-sha, pr-state and pr-draft outputs stay empty; pass a github-token that can read ${link.owner}/${link.repo} to fill them.`);
        return undefined;
    }
    const { details } = lookup;
    io.info(`Pull request ${name} is ${details.state}${details.draft ? ' (draft)' : ''}, head ${details.headSha.slice(0, 12)} on ${details.headRef}.`);
    return details;
}
/** The action: inputs -> wait -> report. The one place that turns errors into a failed step. */
async function run(deps) {
    const rawKey = deps.io.getInput('api-key');
    // Masked before anything else runs, so no later line can show it; each line of a value that
    // (wrongly) holds several is masked on its own too, as it may be printed on its own.
    const keyParts = [...new Set([rawKey, rawKey.trim(), ...rawKey.split(/\r?\n/).map((line) => line.trim())])].filter((part) => part !== '');
    for (const part of keyParts)
        deps.io.setSecret(part);
    const githubToken = deps.io.getInput('github-token').trim();
    if (githubToken !== '')
        deps.io.setSecret(githubToken);
    const io = redacting(deps.io, [...keyParts, githubToken]);
    try {
        const { config, warnings } = readInputs((name) => io.getInput(name));
        for (const warning of warnings)
            io.warning(warning, 'api-key');
        io.info(`Waiting for job ${config.jobId} of project ${config.projectId} at ${config.baseUrl}: polling every ${(0,duration/* formatDuration */.a)(config.pollIntervalMs)}, for up to ${(0,duration/* formatDuration */.a)(config.timeoutMs)}.`);
        const fetchJob = createFetchJob(config, deps.httpGet, (message) => io.debug(message));
        const result = await (0,wait/* waitForJob */.qt)({
            fetchJob,
            clock: deps.clock,
            random: deps.random,
            log: io,
            pollIntervalMs: config.pollIntervalMs,
            timeoutMs: config.timeoutMs,
            requestTimeoutMs: deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
            signal: deps.signal,
        });
        const pullRequest = await describePullRequest(io, deps, result, config.githubToken);
        const report = buildReport(config, result, {
            ...(pullRequest ? { pullRequest } : {}),
            ...(runUrl(deps.env) ? { runUrl: runUrl(deps.env) } : {}),
        });
        await publish(io, report);
        return report.outcome;
    }
    catch (error) {
        setOutputs(io, { ...emptyOutputs(), outcome: 'error' });
        if (error instanceof InputError) {
            io.setFailed(`${error.message}\nFix the step's 'with:' block; see the README for every input.`);
        }
        else {
            const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
            io.debug(detail);
            io.setFailed(`${ACTION_NAME}: unexpected error: ${error instanceof Error ? error.message : String(error)}. This is a bug in the action; please report it with the step's debug log (ACTIONS_STEP_DEBUG=true).`);
        }
        return 'error';
    }
}


/***/ }),

/***/ 892:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  $: () => (/* binding */ runnerIO)
});

// EXTERNAL MODULE: external "os"
var external_os_ = __nccwpck_require__(857);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/utils.js
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Sanitizes an input into a string so it can be passed into issueCommand safely
 * @param input input to sanitize into a string
 */
function toCommandValue(input) {
    if (input === null || input === undefined) {
        return '';
    }
    else if (typeof input === 'string' || input instanceof String) {
        return input;
    }
    return JSON.stringify(input);
}
/**
 *
 * @param annotationProperties
 * @returns The command properties to send with the actual annotation command
 * See IssueCommandProperties: https://github.com/actions/runner/blob/main/src/Runner.Worker/ActionCommandManager.cs#L646
 */
function toCommandProperties(annotationProperties) {
    if (!Object.keys(annotationProperties).length) {
        return {};
    }
    return {
        title: annotationProperties.title,
        file: annotationProperties.file,
        line: annotationProperties.startLine,
        endLine: annotationProperties.endLine,
        col: annotationProperties.startColumn,
        endColumn: annotationProperties.endColumn
    };
}
//# sourceMappingURL=utils.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/command.js


/**
 * Issues a command to the GitHub Actions runner
 *
 * @param command - The command name to issue
 * @param properties - Additional properties for the command (key-value pairs)
 * @param message - The message to include with the command
 * @remarks
 * This function outputs a specially formatted string to stdout that the Actions
 * runner interprets as a command. These commands can control workflow behavior,
 * set outputs, create annotations, mask values, and more.
 *
 * Command Format:
 *   ::name key=value,key=value::message
 *
 * @example
 * ```typescript
 * // Issue a warning annotation
 * issueCommand('warning', {}, 'This is a warning message');
 * // Output: ::warning::This is a warning message
 *
 * // Set an environment variable
 * issueCommand('set-env', { name: 'MY_VAR' }, 'some value');
 * // Output: ::set-env name=MY_VAR::some value
 *
 * // Add a secret mask
 * issueCommand('add-mask', {}, 'secretValue123');
 * // Output: ::add-mask::secretValue123
 * ```
 *
 * @internal
 * This is an internal utility function that powers the public API functions
 * such as setSecret, warning, error, and exportVariable.
 */
function issueCommand(command, properties, message) {
    const cmd = new Command(command, properties, message);
    process.stdout.write(cmd.toString() + external_os_.EOL);
}
function issue(name, message = '') {
    issueCommand(name, {}, message);
}
const CMD_STRING = '::';
class Command {
    constructor(command, properties, message) {
        if (!command) {
            command = 'missing.command';
        }
        this.command = command;
        this.properties = properties;
        this.message = message;
    }
    toString() {
        let cmdStr = CMD_STRING + this.command;
        if (this.properties && Object.keys(this.properties).length > 0) {
            cmdStr += ' ';
            let first = true;
            for (const key in this.properties) {
                if (this.properties.hasOwnProperty(key)) {
                    const val = this.properties[key];
                    if (val) {
                        if (first) {
                            first = false;
                        }
                        else {
                            cmdStr += ',';
                        }
                        cmdStr += `${key}=${escapeProperty(val)}`;
                    }
                }
            }
        }
        cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
        return cmdStr;
    }
}
function escapeData(s) {
    return toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A');
}
function escapeProperty(s) {
    return toCommandValue(s)
        .replace(/%/g, '%25')
        .replace(/\r/g, '%0D')
        .replace(/\n/g, '%0A')
        .replace(/:/g, '%3A')
        .replace(/,/g, '%2C');
}
//# sourceMappingURL=command.js.map
;// CONCATENATED MODULE: external "crypto"
const external_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");
// EXTERNAL MODULE: external "fs"
var external_fs_ = __nccwpck_require__(9896);
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/file-command.js
// For internal use, subject to change.
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */




function issueFileCommand(command, message) {
    const filePath = process.env[`GITHUB_${command}`];
    if (!filePath) {
        throw new Error(`Unable to find environment variable for file command ${command}`);
    }
    if (!external_fs_.existsSync(filePath)) {
        throw new Error(`Missing file at path: ${filePath}`);
    }
    external_fs_.appendFileSync(filePath, `${toCommandValue(message)}${external_os_.EOL}`, {
        encoding: 'utf8'
    });
}
function prepareKeyValueMessage(key, value) {
    const delimiter = `ghadelimiter_${external_crypto_namespaceObject.randomUUID()}`;
    const convertedValue = toCommandValue(value);
    // These should realistically never happen, but just in case someone finds a
    // way to exploit uuid generation let's not allow keys or values that contain
    // the delimiter.
    if (key.includes(delimiter)) {
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    }
    if (convertedValue.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    }
    return `${key}<<${delimiter}${external_os_.EOL}${convertedValue}${external_os_.EOL}${delimiter}`;
}
//# sourceMappingURL=file-command.js.map
;// CONCATENATED MODULE: ./node_modules/@actions/core/lib/summary.js
var __awaiter = (undefined && undefined.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};


const { access, appendFile, writeFile } = external_fs_.promises;
const SUMMARY_ENV_VAR = 'GITHUB_STEP_SUMMARY';
const SUMMARY_DOCS_URL = 'https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-job-summary';
class Summary {
    constructor() {
        this._buffer = '';
    }
    /**
     * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
     * Also checks r/w permissions.
     *
     * @returns step summary file path
     */
    filePath() {
        return __awaiter(this, void 0, void 0, function* () {
            if (this._filePath) {
                return this._filePath;
            }
            const pathFromEnv = process.env[SUMMARY_ENV_VAR];
            if (!pathFromEnv) {
                throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
            }
            try {
                yield access(pathFromEnv, external_fs_.constants.R_OK | external_fs_.constants.W_OK);
            }
            catch (_a) {
                throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
            }
            this._filePath = pathFromEnv;
            return this._filePath;
        });
    }
    /**
     * Wraps content in an HTML tag, adding any HTML attributes
     *
     * @param {string} tag HTML tag to wrap
     * @param {string | null} content content within the tag
     * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
     *
     * @returns {string} content wrapped in HTML element
     */
    wrap(tag, content, attrs = {}) {
        const htmlAttrs = Object.entries(attrs)
            .map(([key, value]) => ` ${key}="${value}"`)
            .join('');
        if (!content) {
            return `<${tag}${htmlAttrs}>`;
        }
        return `<${tag}${htmlAttrs}>${content}</${tag}>`;
    }
    /**
     * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
     *
     * @param {SummaryWriteOptions} [options] (optional) options for write operation
     *
     * @returns {Promise<Summary>} summary instance
     */
    write(options) {
        return __awaiter(this, void 0, void 0, function* () {
            const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
            const filePath = yield this.filePath();
            const writeFunc = overwrite ? writeFile : appendFile;
            yield writeFunc(filePath, this._buffer, { encoding: 'utf8' });
            return this.emptyBuffer();
        });
    }
    /**
     * Clears the summary buffer and wipes the summary file
     *
     * @returns {Summary} summary instance
     */
    clear() {
        return __awaiter(this, void 0, void 0, function* () {
            return this.emptyBuffer().write({ overwrite: true });
        });
    }
    /**
     * Returns the current summary buffer as a string
     *
     * @returns {string} string of summary buffer
     */
    stringify() {
        return this._buffer;
    }
    /**
     * If the summary buffer is empty
     *
     * @returns {boolen} true if the buffer is empty
     */
    isEmptyBuffer() {
        return this._buffer.length === 0;
    }
    /**
     * Resets the summary buffer without writing to summary file
     *
     * @returns {Summary} summary instance
     */
    emptyBuffer() {
        this._buffer = '';
        return this;
    }
    /**
     * Adds raw text to the summary buffer
     *
     * @param {string} text content to add
     * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
     *
     * @returns {Summary} summary instance
     */
    addRaw(text, addEOL = false) {
        this._buffer += text;
        return addEOL ? this.addEOL() : this;
    }
    /**
     * Adds the operating system-specific end-of-line marker to the buffer
     *
     * @returns {Summary} summary instance
     */
    addEOL() {
        return this.addRaw(external_os_.EOL);
    }
    /**
     * Adds an HTML codeblock to the summary buffer
     *
     * @param {string} code content to render within fenced code block
     * @param {string} lang (optional) language to syntax highlight code
     *
     * @returns {Summary} summary instance
     */
    addCodeBlock(code, lang) {
        const attrs = Object.assign({}, (lang && { lang }));
        const element = this.wrap('pre', this.wrap('code', code), attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML list to the summary buffer
     *
     * @param {string[]} items list of items to render
     * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
     *
     * @returns {Summary} summary instance
     */
    addList(items, ordered = false) {
        const tag = ordered ? 'ol' : 'ul';
        const listItems = items.map(item => this.wrap('li', item)).join('');
        const element = this.wrap(tag, listItems);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML table to the summary buffer
     *
     * @param {SummaryTableCell[]} rows table rows
     *
     * @returns {Summary} summary instance
     */
    addTable(rows) {
        const tableBody = rows
            .map(row => {
            const cells = row
                .map(cell => {
                if (typeof cell === 'string') {
                    return this.wrap('td', cell);
                }
                const { header, data, colspan, rowspan } = cell;
                const tag = header ? 'th' : 'td';
                const attrs = Object.assign(Object.assign({}, (colspan && { colspan })), (rowspan && { rowspan }));
                return this.wrap(tag, data, attrs);
            })
                .join('');
            return this.wrap('tr', cells);
        })
            .join('');
        const element = this.wrap('table', tableBody);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds a collapsable HTML details element to the summary buffer
     *
     * @param {string} label text for the closed state
     * @param {string} content collapsable content
     *
     * @returns {Summary} summary instance
     */
    addDetails(label, content) {
        const element = this.wrap('details', this.wrap('summary', label) + content);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML image tag to the summary buffer
     *
     * @param {string} src path to the image you to embed
     * @param {string} alt text description of the image
     * @param {SummaryImageOptions} options (optional) addition image attributes
     *
     * @returns {Summary} summary instance
     */
    addImage(src, alt, options) {
        const { width, height } = options || {};
        const attrs = Object.assign(Object.assign({}, (width && { width })), (height && { height }));
        const element = this.wrap('img', null, Object.assign({ src, alt }, attrs));
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML section heading element
     *
     * @param {string} text heading text
     * @param {number | string} [level=1] (optional) the heading level, default: 1
     *
     * @returns {Summary} summary instance
     */
    addHeading(text, level) {
        const tag = `h${level}`;
        const allowedTag = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(tag)
            ? tag
            : 'h1';
        const element = this.wrap(allowedTag, text);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML thematic break (<hr>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addSeparator() {
        const element = this.wrap('hr', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML line break (<br>) to the summary buffer
     *
     * @returns {Summary} summary instance
     */
    addBreak() {
        const element = this.wrap('br', null);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML blockquote to the summary buffer
     *
     * @param {string} text quote text
     * @param {string} cite (optional) citation url
     *
     * @returns {Summary} summary instance
     */
    addQuote(text, cite) {
        const attrs = Object.assign({}, (cite && { cite }));
        const element = this.wrap('blockquote', text, attrs);
        return this.addRaw(element).addEOL();
    }
    /**
     * Adds an HTML anchor tag to the summary buffer
     *
     * @param {string} text link text/content
     * @param {string} href hyperlink
     *
     * @returns {Summary} summary instance
     */
    addLink(text, href) {
        const element = this.wrap('a', text, { href });
        return this.addRaw(element).addEOL();
    }
}
const _summary = new Summary();
/**
 * @deprecated use `core.summary`
 */
const markdownSummary = (/* unused pure expression or super */ null && (_summary));
const summary = _summary;
//# sourceMappingURL=summary.js.map
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: ./src/runner.ts
/**
 * The runner's side of ActionIO, on @actions/core's own command, file-command and summary
 * modules. They are imported by path because `@actions/core`'s entry also loads its OIDC client,
 * which pulls in @actions/http-client, undici and tunnel: about 920 KiB this action never runs
 * and that every start would parse (measured by `npm run bench`).
 */





/** As the runner names them: INPUT_ and the name upper-cased, spaces as underscores. */
function getInput(name) {
    return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
function setOutput(name, value) {
    if (process.env.GITHUB_OUTPUT) {
        issueFileCommand('OUTPUT', prepareKeyValueMessage(name, value));
    }
    else {
        // A local run, outside the runner: print it as the runner's old command did.
        process.stdout.write(external_node_os_namespaceObject.EOL);
        issueCommand('set-output', { name }, value);
    }
}
const runnerIO = {
    getInput,
    setSecret: (value) => issueCommand('add-mask', {}, value),
    setOutput,
    info: (message) => process.stdout.write(message + external_node_os_namespaceObject.EOL),
    debug: (message) => issueCommand('debug', {}, message),
    notice: (message, title) => issueCommand('notice', toCommandProperties({ title }), message),
    warning: (message, title) => issueCommand('warning', toCommandProperties(title === undefined ? {} : { title }), message),
    setFailed: (message) => {
        process.exitCode = 1;
        issueCommand('error', {}, message);
    },
    startGroup: (name) => issue('group', name),
    endGroup: () => issue('endgroup'),
    writeSummary: async (html) => {
        await summary.addRaw(html).write();
    },
};


/***/ }),

/***/ 8293:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  H: () => (/* binding */ tuneForWaiting)
});

;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
var external_node_v8_default = /*#__PURE__*/__nccwpck_require__.n(external_node_v8_namespaceObject);
;// CONCATENATED MODULE: ./src/runtime.ts

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

/***/ 8992:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gj: () => (/* binding */ escapeAttribute),
/* harmony export */   My: () => (/* binding */ escapeMarkup),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   q3: () => (/* binding */ httpUrl)
/* harmony export */ });
/**
 * Makes a value from the service safe for one log line: control characters (line breaks
 * included) are shown escaped, so no value can start a line with a workflow command.
 */
function oneLine(value, maxLength = 300) {
    const escaped = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
        const named = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
        return named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    });
    return escaped.length > maxLength ? `${escaped.slice(0, maxLength - 3)}...` : escaped;
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
};
/** Escapes a value for the job summary, where markdown and HTML both apply. */
function escapeMarkup(value) {
    return oneLine(value, 500).replace(/[&<>"'|[\]*_`\\!#~:]/g, (c) => HTML_ENTITIES[c] ?? c);
}
/** Escapes a checked URL for an HTML attribute. */
function escapeAttribute(value) {
    return value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}
/** The value as an http(s) URL, or undefined when it is anything else. */
function httpUrl(value) {
    if (!value || /[\s\u0000-\u001f]/.test(value))
        return undefined;
    try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 2566:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  OC: () => (/* binding */ MAX_CONSECUTIVE_FAULTS),
  ml: () => (/* binding */ systemClock),
  qt: () => (/* binding */ waitForJob)
});

// UNUSED EXPORTS: MAX_PACE_FACTOR, PACE_RECOVERY, PROGRESS_EVERY_MS

;// CONCATENATED MODULE: ./src/backoff.ts
/** Normal polls wait the poll interval plus up to this share of it, so waiters drift apart. */
const POLL_JITTER = 0.2;
/** The widest random window a retry adds on top of its floor. */
const MAX_BACKOFF_MS = 120_000;
/** The wait before the next poll after the job was read. */
function pollDelay(intervalMs, random) {
    return intervalMs + random() * intervalMs * POLL_JITTER;
}
/**
 * The wait before retrying after the `streak`-th transient fault in a row: never less than the
 * poll interval or the service's Retry-After, plus a full-jitter share of a window that doubles
 * with each fault up to MAX_BACKOFF_MS.
 */
function retryDelay(intervalMs, streak, retryAfterMs, random) {
    const floor = Math.max(intervalMs, retryAfterMs ?? 0);
    const window = Math.min(MAX_BACKOFF_MS, intervalMs * 2 ** Math.max(0, streak - 1));
    return floor + random() * window;
}

// EXTERNAL MODULE: ./src/duration.ts
var duration = __nccwpck_require__(7607);
// EXTERNAL MODULE: ./src/job.ts
var src_job = __nccwpck_require__(7228);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __nccwpck_require__(8992);
;// CONCATENATED MODULE: ./src/wait.ts




/** Transient faults in a row (429s aside) after which the action stops and says what failed. */
const MAX_CONSECUTIVE_FAULTS = 10;
/**
 * Rate limiting slows the action's own pace: each 429 doubles the time between polls (up to
 * MAX_PACE_FACTOR times the poll interval) and each served poll takes back this share of the
 * interval. Many waiters sharing one service thus settle near the rate it serves (AIMD).
 */
const MAX_PACE_FACTOR = 32;
const PACE_RECOVERY = 0.02;
/** How often a job that stays active is mentioned in the log. */
const PROGRESS_EVERY_MS = 5 * 60_000;
/** Polls until the job's status is final, the deadline passes, a permanent error, or cancellation. */
async function waitForJob(options) {
    const { clock, log, signal } = options;
    const startedAt = clock.now();
    const deadline = startedAt + options.timeoutMs;
    let polls = 0;
    let job;
    let body;
    let streak = 0;
    let countedFaults = 0;
    let fault;
    let paceMs = options.pollIntervalMs;
    let lastNewsAt = startedAt;
    const unknownStatuses = new Set();
    const finish = (outcome, extra = {}) => ({
        outcome,
        ...(job ? { job, body } : {}),
        polls,
        waitedMs: clock.now() - startedAt,
        ...(fault === undefined ? {} : { fault }),
        ...extra,
    });
    for (;;) {
        if (signal.aborted)
            return finish('cancelled');
        const requestAt = clock.now();
        if (requestAt >= deadline)
            return finish('timeout');
        const fetched = await options.fetchJob({
            timeoutMs: Math.min(options.requestTimeoutMs, deadline - requestAt),
            signal,
        });
        if (fetched.kind === 'cancelled')
            return finish('cancelled');
        polls++;
        const elapsed = (0,duration/* formatDuration */.a)(clock.now() - startedAt);
        let delayMs;
        switch (fetched.kind) {
            case 'not-found':
                return finish('not-found', { fault: fetched.message });
            case 'refused':
                return finish('refused', { fault: fetched.message, httpStatus: fetched.httpStatus });
            case 'rejected':
                return finish('rejected', { fault: fetched.cause });
            case 'transient': {
                streak++;
                if (fetched.rateLimited)
                    paceMs = Math.min(paceMs * 2, options.pollIntervalMs * MAX_PACE_FACTOR);
                else
                    countedFaults++;
                const newFault = fetched.cause !== fault;
                fault = fetched.cause;
                if (countedFaults >= MAX_CONSECUTIVE_FAULTS)
                    return finish('gave-up');
                delayMs = retryDelay(paceMs, streak, fetched.retryAfterMs, options.random);
                const retry = `Retrying in ${(0,duration/* formatDuration */.a)(delayMs)}`;
                if (newFault)
                    log.info(`Request ${polls} failed: ${fetched.cause}. ${retry}.`);
                else
                    log.debug(`Request ${polls} failed again: ${fetched.cause}. ${retry} (${streak} failed in a row).`);
                break;
            }
            case 'job': {
                if (streak > 0)
                    log.info(`The service answers again after ${streak} failed request${streak === 1 ? '' : 's'}.`);
                streak = 0;
                countedFaults = 0;
                fault = undefined;
                paceMs = Math.max(options.pollIntervalMs, paceMs - options.pollIntervalMs * PACE_RECOVERY);
                log.debug(`Poll ${polls} response: ${fetched.body}`);
                const previous = job?.status;
                job = fetched.job;
                body = fetched.body;
                const status = (0,src_text/* oneLine */.TN)(job.status, 60);
                if (previous === undefined) {
                    log.info(`Job status: ${status} (first poll).`);
                    lastNewsAt = clock.now();
                }
                else if (previous !== job.status) {
                    log.info(`Job status: ${(0,src_text/* oneLine */.TN)(previous, 60)} -> ${status} after ${elapsed} (poll ${polls}).`);
                    lastNewsAt = clock.now();
                }
                else if (clock.now() - lastNewsAt >= PROGRESS_EVERY_MS) {
                    log.info(`Still ${status} after ${elapsed} (poll ${polls}).`);
                    lastNewsAt = clock.now();
                }
                if (!(0,src_job/* isKnownStatus */.ih)(job.status) && !unknownStatuses.has(job.status)) {
                    unknownStatuses.add(job.status);
                    log.warning(`The service reported status "${status}", which this action does not know; it treats it as not finished and keeps polling until completed, archived or failed.`);
                }
                if ((0,src_job/* isFinal */.dR)(job.status))
                    return finish('final');
                delayMs = pollDelay(paceMs, options.random);
                break;
            }
        }
        const remainingMs = deadline - clock.now();
        if (remainingMs <= 0)
            return finish('timeout');
        await clock.sleep(Math.min(delayMs, remainingMs), signal);
    }
}
/** The real clock: a cancellable timer. */
const systemClock = {
    now: () => performance.now(),
    sleep: (ms, signal) => new Promise((resolve) => {
        if (signal.aborted)
            return resolve();
        const timer = setTimeout(done, ms);
        signal.addEventListener('abort', done, { once: true });
        function done() {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            resolve();
        }
    }),
};


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

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

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

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
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
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
