export const id = 584;
export const ids = [584];
export const modules = {

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
const sweepOffSchedule = (trigger) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `'sweep' is true, but this run's event is ${event(trigger)}: a sweep runs in its own workflow, on schedule and workflow_dispatch. Keep 'wait: sweep' on the pull request's step, and put 'sweep: true' in that workflow.`;
const letGoOffPullRequest = (trigger) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `'wait' is sweep, but this run's event (${event(trigger)}) is not about a pull request: a sweep finishes the check run and the comment of a pull request. Use 'wait: true' (or false) on other events.`;
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
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `${names} ${one ? 'acts' : 'act'} only on a pull request's run, but this run's event (${event(trigger)}) is about none: here ${one ? 'it does' : 'they do'} nothing${starts}. Run this step on pull_request (as the recipes' 'on:' does), or remove ${one ? 'it' : 'them'}.`;
}


/***/ }),

/***/ 9584:
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
// EXTERNAL MODULE: ./src/output/redacted-write.ts
var redacted_write = __webpack_require__(523);
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
    const words = (0,output_text.ownClause)(message);
    return words !== '' ? (0,output_text.msg) `: ${(0,output_text.quoted)(words, 200)}` : '';
}
function describeAnswer(answer, token) {
    const words = gitHubWords(answer.data);
    switch (answer.status) {
        case 401:
            return (0,output_text.msg) `GitHub did not accept the ${token.name} (HTTP 401${words}): it is expired, revoked or not a token; no permission changes that, give the step a valid ${token.name}`;
        case 403:
            return (0,rate_limit/* isRateLimit */.a)(answer)
                ? (0,output_text.msg) `GitHub kept limiting the rate (HTTP 403${words})`
                : (0,output_text.msg) `the ${token.name} may not do this (HTTP 403${words}); it needs ${token.needs}${token.forkRun ? ' (this pull request comes from a fork, whose workflow GitHub gives a read-only token)' : ''}`;
        case 404:
            return (0,output_text.msg) `GitHub answered 404 (not found, or the ${token.name} cannot see it${words})`;
        case 429:
            return (0,output_text.msg) `GitHub kept limiting the rate (HTTP 429${words})`;
        default:
            return (0,output_text.msg) `GitHub answered HTTP ${answer.status}${words}`;
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
            ? (0,output_text.msg) `; GitHub named no wait, so the step waits a minute (${seconds(rules.refusedWaitMs)} left), longer than it has for it`
            : (0,output_text.msg) `; GitHub asked to wait ${seconds(rules.refusedWaitMs)}, longer than the step has for it`;
    const { status, response, name } = (error ?? {});
    if (response && typeof status === 'number') {
        const limited = (0,rate_limit/* isRateLimit */.a)({ ...response, status }) ? { rateLimited: true } : {};
        return { ok: false, status, cause: (0,output_text.msg) `${describeAnswer({ ...response, status }, token)}${asked}`, ...limited };
    }
    if (error?.rule === true) {
        const { answered, limited } = error;
        return {
            ok: false,
            ...(typeof answered === 'number' ? { status: answered } : {}),
            ...(limited === true ? { rateLimited: true } : {}),
            cause: (0,output_text.errorMessage)(error),
        };
    }
    if (rules.signal.aborted || name === 'AbortError') {
        const last = rules.lastError;
        if (last === undefined || last === error)
            return { ok: false, cause: TIME_RAN_OUT };
        return failure(last, { ...rules, lastError: undefined, signal: new AbortController().signal }, token);
    }
    const code = (0,network_errors/* networkErrorCode */.a0)(error);
    const unreached = code ? (0,network_errors/* networkErrorWords */.iN)(code) : (0,output_text.errorMessage)(error);
    return { ok: false, cause: (0,output_text.msg) `GitHub could not be reached (${(0,output_text.quoted)(unreached, 200)})`, unreached };
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
        : (0,redacted_write/* redactParams */.Ai)(request.params, redact);
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
                cause: (0,output_text.msg) `GitHub's next page of the list links back to a page already read, so not all of it was read`,
            };
        if (next !== undefined)
            followed.add(next);
        if (++pages === MAX_PAGES) {
            more = next !== undefined;
            break;
        }
    }
    if (more)
        return { ok: false, cause: (0,output_text.msg) `the list is longer than ${MAX_PAGES * PAGE_SIZE} items, so not all of it was read` };
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
                    return { ok: false, cause: (0,output_text.msg) `the GitHub client could not start (${(0,output_text.quoted)((0,output_text.errorMessage)(error), 200)})` };
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
const unshowable = (value) => /\s/.test(value) || (0,output_text.escapeControls)(value) !== value;
/** An id as GitHub sends it: a number, or the same digits as a string; anything else is no id. */
function gitHubId(value) {
    const id = typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : value;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
/** A link to a page on this run's GitHub (`server`: GITHUB_SERVER_URL), or nothing. */
function gitHubWebUrl(value, server = 'https://github.com') {
    if (typeof value !== 'string' || value.length > 2_000 || unshowable(value))
        return undefined;
    const url = (0,output_text.httpUrl)(value);
    const home = (0,output_text.httpUrl)(server);
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
            return pull_request_host.UNREADABLE_ITEM;
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
        ...(externalId === undefined ? {} : { external_id: redacted_write/* SignedRecord */.ui.of(externalId) }),
    };
}
/**
 * A comment's body as GitHub takes it: the text, then the record alone on the last line, the one
 * place a reader takes it from (src/pull-request/record.ts). The client redacts the text only; the
 * line breaks around the record go with it, so that a piece of a secret the text ends in (a key
 * that holds a line break) cannot take the break with it and join the record to the text's line.
 */
const commentBodyParam = ({ text, record }) => record === undefined ? redacted_write/* TextWithRecords */.eC.of(text) : redacted_write/* TextWithRecords */.eC.of(text, redacted_write/* SignedRecord */.ui.of(`\n${record}\n`));
const answered = (result, value) => result.ok ? { ok: true, value: value(result.data) } : result;
/** Every item read, or the list unreadable when one is not in GitHub's shape. */
function host_every(items, read) {
    const out = [];
    for (const item of items) {
        const value = read(item);
        if (value === undefined)
            return pull_request_host.UNREADABLE_ITEM;
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
            if (!result.ok && !(0,pull_request_host.refusedForGood)(result))
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
            return comment ? { ok: true, value: comment } : pull_request_host.UNREADABLE_ITEM;
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
            return (0,pull_request_host.unanswered)(read) ? 'unread' : undefined;
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
        return comparison ? { ok: true, value: comparison } : pull_request_host.UNREADABLE_ITEM;
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
            return pull_request_host.UNREADABLE_ITEM;
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
            return pull_request_host.UNREADABLE_ITEM;
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
                return { ...listed, cause: (0,output_text.msg) `${removed.cause}; its labels could not be read again (${listed.cause})` };
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
    notes.push((0,output_text.msg) `GITHUB_RUN_ATTEMPT is "${(0,output_text.quoted)(text ?? '', 20)}", not an attempt number, so this is taken as attempt 1.`);
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
        const url = typeof success?.environment_url === 'string' ? (0,output_text.httpUrl)(success.environment_url) : undefined;
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
        missed.push((0,output_text.msg) `the reviews (${reviews.why})`);
    if (!sent.ok)
        missed.push((0,output_text.msg) `which reviews went to the agent (${sent.why})`);
    if (!preview.ok)
        missed.push((0,output_text.msg) `the preview (${preview.why})`);
    if (!files.ok)
        missed.push((0,output_text.msg) `the changed files (${files.why})`);
    if (missed.length > 0)
        log.info((0,output_text.msg) `The comment leaves out what could not be read of the docs pull request: ${(0,output_text.joinMessages)(missed, ', ')}.`);
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
            if (!/rate/i.test((0,output_text.fullText)(result.cause)))
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
            ...((0,pull_request_host.refusedForGood)(result) ? { forGood: true } : {}),
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
    if (!name || !where || !branch || (0,output_text.httpUrl)(repository)?.host !== job.home.host)
        return { kind: 'none' };
    const { owner, repo } = where;
    const listed = await branchPullRequests(call, { owner, repo, branch }, signal, clock);
    if (!listed.ok && (0,pull_request_host.refusedForGood)(listed, [403, 404]))
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
    const server = (0,output_text.httpUrl)(options.env.GITHUB_SERVER_URL || 'https://github.com');
    if ((0,output_text.httpUrl)(link.url)?.host !== server?.host) {
        log.debug(`${name} is not on this workflow's GitHub server, so it is not looked up.`);
        return undefined;
    }
    const lookup = await options.lookUp({ owner: link.owner, repo: link.repo, number: link.number }, options.token, options.signal);
    if (lookup.kind === 'unavailable') {
        // Only a refusal is the token's; a 5xx, a rate limit or no answer is GitHub's, and passes.
        const fix = lookup.forGood
            ? (0,output_text.msg) `pass a github-token that can read ${link.owner}/${link.repo} to fill them.`
            : 'GitHub failed this time, not the token: re-run once GitHub answers to fill them, or read the pull request on GitHub.';
        log.info((0,output_text.msg) `Could not read pull request ${name}: ${lookup.reason}. The pr-head-sha, pr-state and pr-draft outputs stay empty; ${fix}`);
        return undefined;
    }
    const { details } = lookup;
    log.info(details.headRef === ''
        ? (0,output_text.msg) `Pull request ${name} is ${details.state}${details.draft ? ' (draft)' : ''}, head ${(0,output_text.abbreviated)(details.headSha, 12)}.`
        : (0,output_text.msg) `Pull request ${name} is ${details.state}${details.draft ? ' (draft)' : ''}, head ${(0,output_text.abbreviated)(details.headSha, 12)} on ${(0,output_text.quoted)(details.headRef)}.`);
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
            return pull_request_host.UNREADABLE_ITEM;
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
    const home = (0,output_text.httpUrl)(env.GITHUB_SERVER_URL || 'https://github.com');
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
            (0,output_text.httpUrl)(link.url)?.host === server
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
    const sendOnce = (0,transport.endingWith)(end, deps.httpSend ?? (0,transport.createHttpSend)(deps.env, proxies));
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
        return deps.host.codeHost({ log, secrets, end, send: (0,transport.endingWith)(end, deps.httpSend ?? (0,transport.createHttpSend)(deps.env)) });
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
        deps.log.warning((0,output_text.msg) `No '${inputs.checkName}' check run is written: ${why}`);
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
        return said(log, name, listed.cause, (0,pull_request_host.refusedForGood)(listed, [403]));
    const pull = trigger.pullRequest;
    // A job's check run begun after this push (or when it is not known when it was pushed): a
    // maintainer's /docs took this head over since; one begun before, the head is pushed again.
    const pushedAt = pull?.updatedAt ?? Number.NaN;
    if (listed.value.some((check) => check.externalId && !((check.startedAt ?? Number.NaN) < pushedAt))) {
        log.info((0,output_text.msg) `The head already has a '${name}' check run (a maintainer's /docs took it over): it is left as it is.`);
        return;
    }
    // A push's first attempt dates it with a check run of its own, though the head had one (pushed again).
    if (listed.value.length > 0 && !(pull?.pushed === true && trigger.attempt === 1)) {
        log.info((0,output_text.msg) `The head already has its '${name}' check run (skipped): it is left as it is.`);
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
            log.warning((0,output_text.msg) `The head already has a '${name}' check run, and which pull requests share this commit could not be read (${sharing.cause}): it is left as it is, so this push is not dated by a check run of its own. Re-run this run to write it.`);
            return;
        }
        const others = sharing.value.filter((other) => other.number !== trigger.pullNumber && other.headRepository?.toLowerCase() === here);
        if (others.length > 0) {
            log.info((0,output_text.msg) `The head already has a '${name}' check run, and pull request #${others.map((o) => o.number).join(', #')} of this repository has this commit as its head too: the check run may be that one's, so it is left as it is.`);
            return;
        }
    }
    const { outcome, heading, why, next } = ending;
    const doc = { ...(0,report/* nothingSentReport */.o8)(outcome, heading, why, next).summary };
    const { check } = (0,documents/* endingWrite */.Xt)(log, { doc, conclusion: 'skipped' }, { comment: 0, check: host.textLimit });
    const written = await host.createCheckRun(name, sha, check, budget);
    // No answer, or a 5xx: GitHub may have made it; it is not made again (the next push's head gets its own).
    if (!written.ok && (0,pull_request_host.unanswered)(written))
        return log.info((0,output_text.msg) `The head's '${name}' check run may or may not have been written (${written.cause}).`);
    if (!written.ok)
        return said(log, name, written.cause, (0,pull_request_host.refusedForGood)(written, [403]));
    log.info((0,output_text.msg) `The head's '${name}' check run is skipped, which a required check passes on.`);
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
        return log.info((0,output_text.msg) `The head already has a '${name}' check run: it is left as it is.`);
    const { check } = (0,documents/* endingWrite */.Xt)(log, { doc: (0,publish/* invalidInputDoc */.Yk)(problems), conclusion: 'failure' }, { comment: 0, check: host.textLimit });
    const written = await host.createCheckRun(name, sha, check, budget);
    if (!written.ok)
        return said(log, name, written.cause, (0,pull_request_host.refusedForGood)(written, [403]));
    log.info((0,output_text.msg) `The head's '${name}' check run fails with the inputs' problems, so a required check says what to fix.`);
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
        log.info((0,output_text.msg) `The '${name}' check run could not be written: this run's token is read-only (HTTP 403), as a fork's pull_request run's is. The recipe's fork job, on pull_request_target, writes it (docs/pull-request.md).`);
    else
        log.warning((0,output_text.msg) `The '${name}' check run could not be written (${cause}); a required '${name}' check waits for the pull request's next run.`);
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
// EXTERNAL MODULE: ./src/report/summary.ts
var summary = __webpack_require__(7994);
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
        log.warning((0,output_text.msg) `The record a sweep finishes job ${ending.id} from was not written on the pull request (the comment or the check run '${config.visibility.checkName}': GitHub failed or refused the write, or another run held the pull request's lease, a 🎉 on the comment, all the while; the log says which, and a 🎉 a killed run left frees itself within 10 minutes), so this run does not let the runner go: it ${queued ? 'sends the follow-up when the job is not busy, and ' : ''}waits for the job, as 'wait: true' does.`);
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
        ? (0,output_text.msg) `Cancelled while job ${ending.id} works: nothing runs again for this event, so its turn is left pending, and a sweep (or this pull request's next run) finishes the check run '${config.visibility.checkName}' and the comment when the job ends.`
        : queued
            ? (0,output_text.msg) `${step.work.finishingElsewhere ? (0,output_text.msg) `Another run is finishing job ${ending.id}` : ending.view ? (0,output_text.msg) `Job ${ending.id} is busy` : (0,output_text.msg) `Job ${ending.id} may be busy`}, so nothing is sent now: a sweep (or this pull request's next run) sends this follow-up once it is not, and finishes the check run '${config.visibility.checkName}'.`
            : (0,output_text.msg) `The runner is let go ('wait: sweep'): a sweep (or this pull request's next run) finishes the check run '${config.visibility.checkName}' and the comment when job ${ending.id} ends.`);
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

// EXTERNAL MODULE: ./src/service/answers.ts
var answers = __webpack_require__(3884);
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
                    fault: (0,output_text.msg) `${(0,output_text.quoted)(fetched.message, client/* SERVICE_WORDS_CAP */.fL)}`,
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
        const newFault = unknown && (fault === undefined || (0,output_text.fullText)(fault) !== (0,output_text.fullText)(fetched.cause));
        fault = unknown ? fetched.cause : undefined;
        if (newFault)
            step.log.info((0,output_text.msg) `The status of job ${work.jobId} could not be read (${fetched.cause}); the follow-up is sent once a read says the job finished.`);
        else if (!told && !unknown)
            step.log.info(busy
                ? fetched.job.status === 'active'
                    ? (0,output_text.msg) `Job ${work.jobId} is active; the follow-up is sent once it is not.`
                    : (0,output_text.msg) `Job ${work.jobId} reads ${(0,output_text.quoted)(fetched.job.status, 40)}, a status the service does not document: it is taken as not finished, and the follow-up is sent once it is.`
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
        why: (0,output_text.msg) `The step's 'timeout' (${(0,duration/* formatDuration */.a3)(step.config.timeoutMs)}) ran out while the status of job ${step.work.jobId} could not be read (${fault}), so nothing was sent: a follow-up waits for a read that says the job finished. The job's state is unknown.`,
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
        why: (0,output_text.msg) `GitHub refused the report-token (${cause}) while this run read the pull request's earlier commands, so nothing was sent: a message it could not record would be sent again.`,
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
    step.log.info((0,output_text.msg) `The status of job ${jobId} could not be read (${fetched.cause}): it may be working.`);
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
        step.log.info((0,output_text.msg) `Job ${id} is no longer active: ${who} reports how it ended instead of letting go.`);
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
        ? (0,output_text.msg) `It stays owed: the pull request's next run ${command/* NEXT_RUNS */.TE} sends it, once, so there is no need to write it again.`
        : (0,output_text.msg) `The push's news stays owed: the pull request's next run ${command/* NEXT_RUNS */.TE} tells the job, once.`;
    return posted.next ? (0,output_text.msg) `${posted.next} ${owed}` : owed;
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
    step.log.info((0,output_text.msg) `Attempt ${history.resumed.attempt} never finished its turn, so this re-run sends ${config.onFinishDispatch} once it has reported.`);
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
            step.log.info((0,output_text.msg) `Job ${posted.jobId} still reads ${(0,output_text.quoted)(posted.view.status, 60)} from before the message. To wait for it later, pass job-id ${posted.jobId} with after-message: true, so that status is not taken as its answer.`);
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
    const why = (0,output_text.msg) `This is attempt ${attempt} of the run; ${what}, and a later run started job ${later} since, which this pull request's comment follows: nothing is sent, and no job is started.`;
    const ending = { outcome: 'nothing-new', heading: (0,output_text.msg) `Nothing new for job ${later}`, why };
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
            step.log.info((0,output_text.msg) `'after-message' is true: a final status counts once the job has been seen active since the message, or after ${(0,duration/* formatInputDuration */.g0)(FOLLOW_UP_GRACE_INTERVALS * config.pollIntervalMs)} (${FOLLOW_UP_GRACE_INTERVALS} poll intervals) in which it never turned active.`);
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
    const unsent = (0,output_text.msg) `This ${trigger.adds ?? 'comment'}'s run sends the job nothing: 'follow-up-command' is not set, so comments and reviews are not sent to the agent`;
    const next = (0,output_text.msg) `Set 'follow-up-command' (the recipe's is /docs) to send comments and reviews to the job, or drop issue_comment and pull_request_review from the workflow's 'on:'.`;
    const inStep = await asItsEvent(deps, config, trigger);
    // The run goes on as the pull request's event. A review, or a comment that reads as a command, gets a
    // warning (kept in the summary) saying why it was not sent; any other comment ("LGTM") a line in the log.
    if (inStep) {
        if (trigger.adds === 'review' || (0,command/* looksLikeACommand */.iw)(deps.codeHost.commentEvent(trigger)))
            deps.log.warning((0,output_text.msg) `${unsent}. ${next}`);
        else
            deps.log.info((0,output_text.msg) `${unsent}; this run goes on as the pull request's event.`);
        return { trigger: inStep };
    }
    const stopped = (0,report/* cutShort */.VV)(deps.signal, deps.clock.now(), deps.deadline);
    if (stopped) {
        await (0,publish/* publish */.mk)(deps.log, (0,report/* cutShortReport */.FS)(stopped, 'reading what the pull request owes'));
        return stopped;
    }
    const why = (0,output_text.msg) `${unsent}, and the pull request was not brought into step (the log says why).`;
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
        const why = deps.signal.aborted ? (0,output_text.msg) `the runner cancelled the run first` : facts.cause;
        deps.log.info((0,output_text.msg) `The pull request could not be read (${why}), so this run does not bring it into step; its next run does.`);
        return undefined;
    }
    const event = (0,code_host/* asPullRequestEvent */.T9)(trigger, facts.value);
    if ('owesNothing' in event) {
        deps.log.info((0,output_text.msg) `The pull request owes its job nothing on a comment: ${event.owesNothing}.`);
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

const serviceWords = (words) => (0,output_text.msg) `${(0,output_text.quoted)(words, client/* SERVICE_WORDS_CAP */.fL)}`;
/** "Retrying in 12s", or, when the wait reaches past the deadline, that it waits until then. */
function retryWords(delayMs, retryAfterMs, remainingMs) {
    if (delayMs < remainingMs)
        return (0,output_text.msg) `Retrying in ${(0,duration/* formatDuration */.a3)(delayMs)}`;
    const asked = retryAfterMs === undefined
        ? ''
        : Number.isFinite(retryAfterMs)
            ? ` (the service asks to wait ${(0,duration/* formatDuration */.a3)(retryAfterMs)})`
            : ' (the service asks to wait longer than any time-out)';
    return (0,output_text.msg) `The next try would come after the time-out${asked}, so the step waits out the ${(0,duration/* formatDuration */.a3)(Math.max(0, remainingMs))} left and then times out`;
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
    const newFault = state.fault === undefined || (0,output_text.fullText)(fetched.cause) !== (0,output_text.fullText)(state.fault);
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
        options.log.info((0,output_text.msg) `Request ${state.polls} failed: ${fetched.cause}. ${retry}.`);
    // Said each time, briefly: a log with nothing for minutes reads as hung.
    else
        options.log.info((0,output_text.msg) `Request ${state.polls} failed again (${state.streak} in a row). ${retry}.`);
    return { delayMs };
}
/** One line per status change, an occasional progress line, and one warning per oddity. */
function tellNews(state, job, previous, answeredAt) {
    const { options } = state;
    const { log } = options;
    const status = shownStatus(state, job.status);
    const elapsed = (0,duration/* formatDuration */.a3)(answeredAt - state.startedAt);
    if (previous === undefined)
        log.info((0,output_text.msg) `Job status: ${status} (request ${state.polls}).`);
    else if (previous !== job.status)
        log.info((0,output_text.msg) `Job status: ${shownStatus(state, previous)} -> ${status} after ${elapsed} (request ${state.polls}).`);
    else if (options.progress !== false && answeredAt - state.lastNewsAt >= PROGRESS_EVERY_MS)
        log.info((0,output_text.msg) `Still ${status} after ${elapsed} (request ${state.polls}).`);
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
        return (0,output_text.quoted)(status, 60);
    const [first] = state.unknownStatuses;
    if (first === undefined || first === status)
        return (0,output_text.quoted)(status, 60);
    return 'another status this action does not know';
}
function tellOddities(state, job) {
    const { options } = state;
    if (!(0,agent_job/* isKnownStatus */.ih)(job.status) && !state.unknownStatuses.has(job.status)) {
        state.unknownStatuses.add(job.status);
        if (state.unknownStatuses.size === 1)
            options.log.warning((0,output_text.msg) `The service reported status "${(0,output_text.quoted)(job.status, 60)}", which this action does not know; it treats it as not finished and keeps polling until completed, archived or failed.`);
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
    const status = (0,output_text.quoted)(job.status, 60);
    const graceMs = options.followUp?.graceMs ?? 0;
    if (!(0,agent_job/* isFinal */.dR)(job.status))
        state.seenActive = state.readActive = true;
    else if (state.seenActive)
        return { end: 'final', at: answeredAt };
    else if (sentAt - state.waitStartedAt >= graceMs) {
        log.info((0,output_text.msg) `The job still reads ${status} and never turned active within ${(0,duration/* formatInputDuration */.g0)(graceMs)} of the message; taking that as its answer to the message.`);
        return { end: 'final', at: answeredAt };
    }
    else
        log.debug((0,output_text.msg) `Status ${status} is from before the message; waiting for the job to take it up.`);
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
    info: (message) => log.info((0,output_text.msg) `${id}: ${message}`),
    warning: (message) => log.warning((0,output_text.msg) `${id}: ${message}`),
    debug: (message) => log.debug((0,output_text.msg) `${id}: ${message}`),
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
        const name = ids.length > 1 ? (0,output_text.msg) `${id}: ` : '';
        for (const warning of view?.warnings ?? [])
            log.warning((0,output_text.msg) `${name}${warning}`, 'Unreadable value from the service');
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
            ? (0,output_text.msg) `This run could not read who opened the pull request (${facts.cause}): it goes by its event, which does not say.`
            : (0,output_text.msg) `This re-run could not read the pull request as it is now (${facts.cause}): it goes by its event's, attempt 1's.`);
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
        return { kind: 'unread', cause: level.cause, forGood: (0,_host_js__WEBPACK_IMPORTED_MODULE_4__.refusedForGood)(level) };
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
            return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `whether ${login} may command could not be read (${admission.cause})`;
        case 'below':
            return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `${login} has ${admission.level ?? 'no'} permission, and 'follow-up-permission' asks for ${required}: once they have it, a new command is sent (this one stays answered)`;
        case 'no-message':
            return 'it holds no message after the command word (a command is the word, then what to tell the agent)';
        case 'secret-alone':
            return 'it holds a secret (a key or a token) and nothing else';
    }
}
/** The agent's own account ('agent-login') writes in the docs pull request it works on: its text commands nothing, as its reviews are not sent. */
const AGENTS_OWN_COMMAND = (login) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `${login} is the agent's own account ('agent-login'), whose words command nothing`;
/**
 * A command whose message is a secret and nothing else, read as the log redacts it, whole: never
 * sent (it would reach the job as `***`).
 */
const isSecretAlone = (log, message) => (0,_output_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .onlySecrets */ .Wk)(message, (text) => log.excerpt(text, text.length + 1));
const secretAloneReply = (login) => `${(0,_output_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK)(login)}: the message after the command is a secret (a key or a token) and nothing else, so nothing was sent. If it is live, delete this comment and rotate it; write the command again with words for the agent.`;
const secretAloneWarning = (login, commentId) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `The command of ${login} (comment ${commentId}) holds a secret (a key or a token) and nothing else, so nothing was sent. A live key or token is in the clear in that comment: delete the comment and rotate the secret.`;
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
        noAnswer = !first.ok && (0,_host_js__WEBPACK_IMPORTED_MODULE_3__.unanswered)(first);
    });
    // Refused for good (the token may not react): said as such, never as a claim another run may take.
    if (!answer.ok)
        return {
            owned: false,
            ...((0,_host_js__WEBPACK_IMPORTED_MODULE_3__.refusedForGood)(answer, [403, 404]) ? { refused: answer.cause } : { failed: answer.cause }),
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
const sayNotSent = (earlier, posted, log) => log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__.msg) `The earlier command of comment ${earlier.id} was not sent: ${posted.why}`);
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
        log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__.msg) `An earlier command (comment ${earlier.id}) that its run did not answer is not sent now: ${(0,_admission_js__WEBPACK_IMPORTED_MODULE_0__/* .refusalOf */ .Of)(admission, earlier.login, deps.required)}. It stays unanswered, and the pull request's next run reads the permission again; this run goes on without it.`);
        return false;
    }
    if (admission.kind === 'secret-alone') {
        await (0,_admission_js__WEBPACK_IMPORTED_MODULE_0__/* .refuseSecretAlone */ .eo)(log, earlier, { react: () => react(wire, earlier.id, 'confused'), reply: deps.reply });
        return false;
    }
    if (admission.kind !== 'send') {
        await react(wire, earlier.id, 'confused');
        log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__.msg) `An earlier command (comment ${earlier.id}) that its run did not answer is not sent: ${(0,_admission_js__WEBPACK_IMPORTED_MODULE_0__/* .refusalOf */ .Of)(admission, earlier.login, deps.required)}.`);
        if (admission.kind === 'changed')
            await deps.reply((0,_command_js__WEBPACK_IMPORTED_MODULE_1__/* .editedCommandReply */ .pB)((0,_output_redaction_js__WEBPACK_IMPORTED_MODULE_5__/* .toProse */ .HK)(earlier.login), earlier.id, 'a run'));
        return false;
    }
    // Where no run comes for a comment, every command is a later run's to send: the award answers it.
    const ownRuns = wire.host.runPerComment !== false;
    log.info(ownRuns
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__.msg) `The run for an earlier command (comment ${earlier.id}, by ${earlier.login}) did not answer it (it was cancelled, stopped or not started yet, or killed once it sent it: then the job gets it twice); this run sends it first, as commands go in the order written.`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__.msg) `An earlier command (comment ${earlier.id}, by ${earlier.login}) is sent first, as commands go in the order written.`);
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
    const run = wire.trigger.runUrl ? ` (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__.escapeMarkup)(wire.trigger.runUrl)})` : '';
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
            return _host_js__WEBPACK_IMPORTED_MODULE_0__.UNREADABLE_ITEM;
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
        return checkRunsUnread((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `the pull request's commits, whose check runs may record the job, could not be read (${commits.cause})`);
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
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `'paths' holds ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.quoted)(bare, 100)}, which matches only a file at exactly that path, but changed files are in the folder ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.quoted)(`${bare}/`, 100)}: write ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.quoted)(`${bare}/**`, 100)} to match them.`;
}
/** `paths` against every changed file the host lists; on doubt, the docs are needed and the log says why. */
async function decidePaths(host, trigger, paths, budget) {
    const total = trigger.pullRequest?.changedFiles;
    if (total !== undefined && total > MAX_LISTED_FILES)
        return {
            kind: 'needed',
            say: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `The pull request changes ${total} files and GitHub lists only ${MAX_LISTED_FILES}, so 'paths' is taken as matching.`,
        };
    const listed = await host.changedFiles(budget);
    if (!listed.ok)
        return {
            kind: 'needed',
            say: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `The pull request's files could not be read (${listed.cause}), so 'paths' is taken as matching: the pull request needs docs.`,
        };
    // Fewer files listed than the event counts (an empty page served on a bad day) is no proof.
    if (total !== undefined && listed.value.listed < total)
        return {
            kind: 'needed',
            say: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `GitHub listed ${listed.value.listed} of the ${total} files the pull request changes, so 'paths' is taken as matching: the pull request needs docs.`,
        };
    const file = firstNeedingDocs(listed.value.paths, paths, () => budget.signal.aborted);
    if (typeof file === 'object')
        return { kind: 'needed', say: "The time to match 'paths' ran out, so it is taken as matching." };
    if (file !== undefined)
        return { kind: 'needed', say: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.quoted)(file, 200)} matches 'paths': the pull request needs docs.` };
    if (listed.value.listed >= MAX_LISTED_FILES)
        return {
            kind: 'needed',
            say: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `GitHub lists the first ${MAX_LISTED_FILES} changed files only and none of them matches 'paths', so the rest may: the pull request needs docs.`,
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
            why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `${listed.value.listed === 1 ? 'The one changed file does not match' : `None of the ${listed.value.listed} changed files matches`} 'paths' (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.quoted)(paths.join(', '), 200)}).`,
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
                text: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `${attempt}, and what an earlier attempt sent could not be read (${earlier.why}), so the ${what} is sent again and ${twice(question)}. ${next}`,
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
                log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `${name}: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.quoted)(value)}`);
            else {
                log.info(`${name}: (${lines.length} lines)`);
                for (const line of lines)
                    log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `  ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.quoted)(line)}`);
            }
        }
    }
    catch (error) {
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `Could not set the outputs: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.quoted)((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.errorMessage)(error))}; later steps will see empty outputs.`);
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
        log.debug((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `No job summary written: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.quoted)((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.errorMessage)(error))}`);
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
            log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `${name}: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.quoted)(url)}`);
        }
        catch (error) {
            log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `Could not set the output ${name}: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.quoted)((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.errorMessage)(error))}.`);
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
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `${(0,_inputs_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .describeProblems */ .yg)(error.problems)}\n${INPUT_FIX}`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `${ACTION_NAME}: unexpected error: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.quoted)((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.errorMessage)(error), 1_000)}. This is a bug in the action; please report it with the step's debug log (ACTIONS_STEP_DEBUG=true).`;
    if (!(error instanceof _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz))
        log.debug((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.quoted)(error instanceof Error ? (error.stack ?? error.message) : String(error), 4_000)}`);
    try {
        await log.summary(error instanceof _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz
            ? invalidInputDoc(error.problems)
            : { icon: '⚠️', heading: 'Unexpected error', paragraphs: [message], rows: [] });
    }
    catch (summaryError) {
        log.debug((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `No job summary written: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.quoted)((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.errorMessage)(summaryError))}`);
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
    (0,_output_log_js__WEBPACK_IMPORTED_MODULE_2__/* .createLog */ .hM)(io, secrets).fail(`${ACTION_NAME}: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.errorMessage)(error)}`);
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
// EXTERNAL MODULE: ./src/service/answers.ts
var answers = __webpack_require__(3884);
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
            why: (0,output_text.msg) `The service has no project '${config.projectId}' for this key (HTTP 404${words}).`,
            next: (0,output_text.msg) `Check 'project-id' against the dashboard's API keys page.${(0,inputs/* baseUrlAdvice */.Lt)(config.baseUrl)}`,
            answered: true,
        }
        : {
            outcome: 'not-found',
            headline: 'not found',
            why: (0,output_text.msg) `The service has no job '${config.jobId}' in project '${config.projectId}' (HTTP 404${words}).`,
            next: (0,output_text.msg) `Check 'job-id' and 'project-id'.${(0,inputs/* baseUrlAdvice */.Lt)(config.baseUrl)}`,
            answered: true,
        };
}
/** A request the service certainly did not act on: its rate limit, or no answer at all. */
function notTaken(config, action, result) {
    const why = (0,output_text.msg) `Could not ${action}: ${result.cause}. The service did not act on the request.`;
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
    const words = (text) => (text ? (0,output_text.msg) `: ${(0,output_text.quoted)(text, client/* SERVICE_WORDS_CAP */.fL)}` : '');
    const dashboard = "Look at the project's agent jobs on the dashboard before running this again";
    switch (result.kind) {
        case 'refused':
            return {
                outcome: 'unauthorized',
                headline: 'API key refused',
                why: (0,output_text.msg) `The service refused the request to ${action} made with 'api-key' (HTTP ${result.httpStatus}${words(result.message)}).`,
                next: keyAdvice(result.httpStatus, config.projectId),
                answered: true,
            };
        case 'not-found':
            return notFound(config, (0,answers/* namesProjectNotJob */.M5)(result.message) ? 'start' : what, words(result.message));
        case 'rejected':
            return {
                outcome: 'error',
                headline: what === 'start' ? 'not started' : 'message not taken',
                why: (0,output_text.msg) `Could not ${action}: ${result.cause}. Nothing was ${what === 'start' ? 'started' : 'sent'}.`,
                next: result.next ?? 'Fix what the service names and run the workflow again.',
                answered: true,
            };
        case 'unknown': {
            // A message goes to the job asked for: an id its answer carries (the message's own) names no job.
            const answered = what === 'start' ? result.jobId : undefined;
            const id = answered === undefined ? '' : (0,output_text.msg) ` Its answer named job ${(0,output_text.quoted)(answered, 100)}.`;
            return {
                outcome: 'error',
                headline: what === 'start' ? 'may have been started' : 'message may have been taken',
                why: (0,output_text.msg) `Could not tell whether the service acted on the request to ${action}: ${result.cause}. The ${what === 'start' ? 'job may have been started' : 'message may have been taken'}.${id}`,
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
                why: (0,output_text.msg) `The step's 'timeout' (${(0,duration/* formatDuration */.a3)(config.timeoutMs)}) ran out before the request to ${action} could be sent, so nothing was sent.`,
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
            why: (0,output_text.msg) `Cancelled before the request to ${action} was answered; it may or may not have gone through.`,
            next: `${dashboard}.`,
        };
    return {
        outcome: 'cancelled',
        headline: 'cancelled',
        why: (0,output_text.msg) `Cancelled while waiting to send the request to ${action} again; the service had not acted on it, so nothing was ${what === 'start' ? 'started' : 'sent'}.`,
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
                    ? { ...last, cause: (0,output_text.msg) `${last.cause}, and 'timeout' ran out before it could be sent again` }
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
                : (0,output_text.msg) `the pause before sending it again (${(0,duration/* formatDuration */.a3)(delayMs)}, from 'poll-interval'${attempts > 1 ? (0,output_text.msg) `, its random share doubled by each of ${attempts} failed tries` : ''}${result.retryAfterMs === undefined ? '' : ' added to the wait it asks for'})`;
            return {
                result: {
                    ...result,
                    cause: (0,output_text.msg) `${result.cause}${asked}, and ${pause} is longer than the ${left} left of 'timeout'`,
                },
                attempts,
            };
        }
        deps.log.info((0,output_text.msg) `The request was not taken: ${result.cause}. Sending it again in ${(0,duration/* formatDuration */.a3)(delayMs)} (it was certainly not acted on).`);
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
        ? (0,output_text.msg) `Starting a job in project ${config.projectId} with the prompt: ${(0,output_text.quoted)(lines[0] ?? '', 120)}${more}`
        : (0,output_text.msg) `Sending a follow-up to job ${jobId} with the message: ${(0,output_text.quoted)(lines[0] ?? '', 120)}${more}`);
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
        deps.log.info((0,output_text.msg) `Started job ${id}; its status is ${(0,output_text.quoted)(view.status, 60)}.`);
        return { jobId: id, view, body: result.body, started: true, staleFinal: false, attempts };
    }
    // An answer about another job says nothing of this one's: its first read is judged as any stale one.
    const answeredId = result.job.id;
    const otherJob = answeredId !== undefined && answeredId !== jobId;
    if (otherJob)
        deps.log.warning((0,output_text.msg) `The message was sent to job ${jobId}, but the answer is about job ${(0,output_text.quoted)(answeredId, 100)}: something between the action and the service (a cache or a misrouted proxy) may be answering. Check 'base-url' and any proxy; the step waits for job ${jobId} as asked.`);
    else
        deps.log.info((0,output_text.msg) `The service took the message; the job's status is ${(0,output_text.quoted)(view.status, 60)}.`);
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
    const said = next ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `${heading}. ${why} ${next}` : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `${heading}. ${why}`;
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
            deps.log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `No comment on ${pr.url} yet: who opened it could not be read, so whether it is the job's docs pull request is not known. A later run of this pull request writes it: a push, a comment, or a re-run of the run that started job ${only.id}.`);
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
        deps.log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `No comment on ${pr.url}: ${whyNotTheJobs(details, job.ref, job.id)}, so it is not the job's docs pull request. Check the job on the service.`);
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
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `its head branch ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.quoted)(pr?.headRef ?? '', 100)} is not the branch ${job === undefined ? 'the job' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `job ${job}`}'s agent works on (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.quoted)(jobRef ?? '', 100)})`;
    const login = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.quoted)(pr?.openedBy?.login ?? '', 100);
    return pr?.openedBy?.person
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `it was opened by ${login}, a person, not by the agent ('agent-login')`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `it was opened by ${login}, not by the agent's account (if ${login} opens the agent's docs pull requests, name it in 'agent-login')`;
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
    log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `The service names no pull request for job ${ending.id} (its last turn changed no files); its docs pull request is ${found.pullRequest.url}, on the branch its agent works on (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.quoted)(view.ref ?? '', 100)}).`);
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
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Workflow ${file} is not dispatched: the run that let job ${job} go did not know the repository's default branch.`);
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
        return log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Dispatched ${file} on ${ref} for job ${job} (${inputs.outcome}).`);
    const fix = sent.rateLimited ? undefined : fixFor(sent.status, file, ref);
    const by = fix === undefined ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Send` : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `${fix} Then send`;
    log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Workflow ${file} could not be dispatched for job ${job} (${sent.cause}); the job is finished, so no later run sends it. ${by} it by hand: ${handCommand(file, ref, inputs)}`);
}
/** What to put right first when GitHub refused the dispatch itself: sent again as it was, it fails again. */
function fixFor(status, file, ref) {
    if (status === 401 || status === 403)
        return "First give the report-token 'actions: write'.";
    if (status === 404)
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `First put ${file} in .github/workflows on ${ref}: 'on-finish-dispatch' names a workflow file of the default branch.`;
    if (status === 422)
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `First give ${file} an 'on: workflow_dispatch' trigger that declares the inputs job-id, outcome, pr-link, pull-request and head-sha (as examples/review-after-sweep.yml does).`;
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
        deps.log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Workflow ${file} is not dispatched: job ${job} had not ended when this step stopped (${inputs.outcome}), and no sweep finishes it (its record could not be written). Once the job ends, send it by hand: ${handCommand(file, ref, { ...inputs, outcome: '<outcome>' })}`);
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
        ...(verdicts.length > 0 ? [(0,output_text.msg) `Reviews: ${(0,output_text.joinMessages)(verdicts, '; ')}.`] : []),
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
const nameOf = (at) => at.url ? `<a href="${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__.escapeMarkup)(at.url)}">review ${at.review.id}</a>` : `review ${at.review.id}`;
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
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__.msg) `The line answering review ${at.review.id}, which was sent, could not be written on the pull request (${written.cause}); a later run may send that review again.${(0,_pull_request_host_js__WEBPACK_IMPORTED_MODULE_1__.refusedForGood)(written) ? ' Check that the report-token may comment (pull-requests: write).' : ''}`
            : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__.msg) `The line answering review ${at.review.id}, which is not sent, could not be written on the pull request (${written.cause}); a later run answers it again.`);
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
        deps.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__.msg) `Review ${at.review.id} was not sent to the agent yet (${why}); it stays owed, as its line says.`);
        return;
    }
    const text = `🤖 The ${nameOf(at)} by ${whoOf(at.review)} was not sent to the agent yet: ${deps.log.prose(why, 1_000)}. It stays owed: a later run sends it once (a re-run of this one, the pull request's next run, or, with wait: sweep, the sweep).`;
    const written = await deps.wire.host.createComment({ text: (0,_pull_request_where_js__WEBPACK_IMPORTED_MODULE_6__/* .inHostWords */ .dG)(deps.wire.trigger, text), record: (0,_pull_request_review_queue_js__WEBPACK_IMPORTED_MODULE_2__/* .owedMark */ .nA)(at.review.id) }, deps.wire.write());
    if (!written.ok)
        deps.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_4__.msg) `The line saying review ${at.review.id} was not sent yet could not be written on the pull request (${written.cause}); the review stays owed all the same.`);
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
