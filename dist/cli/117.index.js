export const id = 117;
export const ids = [117];
export const modules = {

/***/ 5117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gitLabRun: () => (/* binding */ gitLabRun)
});

// EXTERNAL MODULE: ./src/output/text.ts
var output_text = __webpack_require__(218);
// EXTERNAL MODULE: ./src/common/budget.ts
var common_budget = __webpack_require__(7532);
// EXTERNAL MODULE: ./src/common/clock.ts
var common_clock = __webpack_require__(9987);
// EXTERNAL MODULE: ./src/common/pending-label.ts
var pending_label = __webpack_require__(3781);
// EXTERNAL MODULE: ./src/pull-request/command.ts
var pull_request_command = __webpack_require__(518);
// EXTERNAL MODULE: ./src/pull-request/docs-need.ts
var docs_need = __webpack_require__(7761);
// EXTERNAL MODULE: ./src/service/pr-link.ts
var pr_link = __webpack_require__(3982);
// EXTERNAL MODULE: ./src/common/ids.ts
var ids = __webpack_require__(863);
// EXTERNAL MODULE: ./src/common/retry-after.ts
var retry_after = __webpack_require__(5708);
// EXTERNAL MODULE: ./src/common/network-errors.ts
var network_errors = __webpack_require__(8375);
// EXTERNAL MODULE: ./src/inputs/proxy.ts
var proxy = __webpack_require__(3553);
// EXTERNAL MODULE: ./src/output/redaction.ts
var redaction = __webpack_require__(5928);
// EXTERNAL MODULE: ./src/output/redacted-write.ts
var redacted_write = __webpack_require__(523);
// EXTERNAL MODULE: ./src/service/transport.ts
var transport = __webpack_require__(1838);
;// CONCATENATED MODULE: ./src/gitlab/wire.ts
/**
 * GitLab's wire: every request to GitLab's REST API v4 goes through `createGitLabWire`, on the
 * transport the service's client trusts (src/service/transport.ts: time-outs, a size bound,
 * decompression, proxies, no redirect), with GitLab's rules on top:
 * - the token goes only to the API named by `CI_API_V4_URL`: every address is built here from it
 *   and ids the caller checked, never taken from an answer (a page is asked for by its number);
 * - a write leaves redacted (output/redacted-write.ts), its signed records as made;
 * - a list is proven: each page a list, `X-Next-Page` the page after the one read, at most
 *   MAX_PAGES pages, or the list is a failure, never a shorter list;
 * - a 429 waits what `Retry-After` asks (GitLab.com sometimes sends none: then a minute), within
 *   the budget; a read or an idempotent write that met a 5xx or no answer goes again, a creation
 *   (POST) never does blindly: the caller reads what exists first.
 * Nothing throws: a request that does not go through says why, in words for the log.
 */








/** GitLab's largest page (docs.gitlab.com/api/rest/#pagination). */
const PAGE_SIZE = 100;
/** Pages read of one list at most: 10,000 items, past which GitLab stops counting totals too. */
const MAX_PAGES = 100;
/** The largest answer read: a page of 100 notes of up to 1,000,000 characters each is rare, not endless. */
const MAX_GITLAB_BODY_BYTES = 64 * 1024 * 1024;
/** One request may take this long. */
const GITLAB_REQUEST_TIMEOUT_MS = 30_000;
/** The least a 429 waits, whatever `Retry-After` says. */
const MIN_RATE_LIMIT_WAIT_MS = 1_000;
/** A 429 without `Retry-After` (GitLab.com sends none at times) waits this long. */
const RATE_LIMIT_WAIT_MS = 60_000;
/** How many times a read or an idempotent write goes in all after a 5xx or no answer, and the pause before each again. */
const TRIES = 3;
const PAUSE_MS = [1_000, 2_000];
/**
 * A path under the API whose every value is a number or a checked commit id, encoded: the only
 * kind a request takes. No other text goes in a path (text that is `..` would climb out of the
 * API, `%2e` too, as URLs read it): text goes in the query.
 */
class Route {
    path;
    constructor(path) {
        this.path = path;
    }
    static of(strings, ...values) {
        return new Route(strings.reduce((path, part, index) => path + encodeURIComponent(String(values[index - 1] ?? '')) + part));
    }
}
const route = Route.of;
/** A commit id checked as one (40 hex digits): the one text a path may hold. */
class CommitSha {
    sha;
    constructor(sha) {
        this.sha = sha;
    }
    static of(text) {
        return ids/* COMMIT_SHA */.pk.test(text) ? new CommitSha(text) : undefined;
    }
    toString() {
        return this.sha;
    }
}
/**
 * `CI_API_V4_URL` as the API's address, or why it cannot be one: https (http only on this
 * machine), no credentials, no query. GitLab's runner sets it; a job that sets it itself aims the
 * token at what it names, so nothing else is accepted.
 */
function readApiUrl(text) {
    const name = 'CI_API_V4_URL';
    if (text === undefined || text.trim() === '')
        return {
            error: `${name} is not set: run the command in a GitLab CI job, or set it to your GitLab's API (https://gitlab.example.com/api/v4).`,
        };
    let url;
    try {
        url = new URL(text.trim());
    }
    catch {
        return {
            error: (0,output_text.msg) `${name} is not an address (${(0,output_text.quoted)(text.replace(/^.*@/, '***@'), 100)}): set it to your GitLab's API, https://gitlab.example.com/api/v4.`,
        };
    }
    const where = (0,output_text.msg) `${name} (${(0,output_text.quoted)(`${url.protocol}//${url.host}${url.pathname}`, 200)})`;
    if (url.username !== '' || url.password !== '')
        return { error: (0,output_text.msg) `${name} holds credentials: the token goes in GITLAB_TOKEN, never in the address.` };
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (0,proxy/* isLoopbackHost */.cW)(url.hostname)))
        return { error: (0,output_text.msg) `${where} is not https: the token would travel in the clear. Use your GitLab's https address.` };
    if (url.search !== '' || url.hash !== '')
        return { error: (0,output_text.msg) `${where} has a query or a fragment: set it to the API's address alone.` };
    url.pathname = url.pathname.replace(/\/+$/, '');
    return url;
}
/** GitLab's own words about a refused request (`message` or `error`, a string or a map of them), quoted. */
function gitLabWords(body) {
    let data;
    try {
        data = JSON.parse(body);
    }
    catch {
        return '';
    }
    const { message, error } = (data ?? {});
    const said = message ?? error;
    const text = typeof said === 'string' ? said : said !== undefined && said !== null ? JSON.stringify(said) : '';
    const words = (0,output_text.ownClause)(text);
    return words === '' ? '' : (0,output_text.msg) `: ${(0,output_text.quoted)(words, 200)}`;
}
/** What GitLab answered, in words that say what to do. */
function describeGitLabAnswer(status, body, needs) {
    const words = gitLabWords(body);
    switch (status) {
        case 401:
            return (0,output_text.msg) `GitLab did not accept GITLAB_TOKEN (HTTP 401${words}): it is expired, revoked or not a token; give the job a valid one`;
        case 403:
            return (0,output_text.msg) `GITLAB_TOKEN may not do this (HTTP 403${words}); it needs ${needs}`;
        case 404:
            return (0,output_text.msg) `GitLab answered 404 (not found, or GITLAB_TOKEN cannot see it${words})`;
        case 429:
            return (0,output_text.msg) `GitLab kept limiting the rate (HTTP 429${words})`;
        default:
            return status >= 300 && status < 400
                ? (0,output_text.msg) `GitLab answered with a redirect (HTTP ${status}), which is never followed: CI_API_V4_URL should be the API's own address`
                : (0,output_text.msg) `GitLab answered HTTP ${status}${words}`;
    }
}
const TIME_RAN_OUT = 'the time for GitLab ran out';
const seconds = (ms) => `${Math.ceil(ms / 1_000)}s`;
function unreachedOf(error) {
    if (error instanceof transport.HttpFailure && error.kind === 'aborted')
        return { ok: false, cause: TIME_RAN_OUT };
    const code = error instanceof transport.HttpFailure ? error.code : (0,network_errors/* networkErrorCode */.a0)(error);
    const words = code ? (0,network_errors/* networkErrorWords */.iN)(code) : (0,output_text.errorMessage)(error);
    return { ok: false, cause: (0,output_text.msg) `GitLab could not be reached (${(0,output_text.quoted)(words, 200)})`, unreached: words };
}
function parsed(response) {
    if (response.status === 204 || response.body === '')
        return { ok: true, data: null };
    try {
        return { ok: true, data: JSON.parse(response.body) };
    }
    catch {
        // A page (HTML) is no API's answer; a 2xx that is neither is one GitLab acted on, cut short on the way.
        const cut = response.status >= 200 && response.status < 300 && !/^\s*</.test(response.body);
        const cause = cut
            ? `GitLab's answer (HTTP ${response.status}) could not be read: it was cut short on the way`
            : `GitLab's answer is not JSON (a proxy's page, or not GitLab's API): CI_API_V4_URL should be the API's own address`;
        return { ok: false, status: response.status, cause };
    }
}
/** The address of a route under the API, with its query. */
function urlOf(api, path, query) {
    const url = new URL(api.href);
    url.pathname = `${api.pathname}${path.path}`;
    for (const [key, value] of Object.entries(query ?? {}))
        for (const one of Array.isArray(value) ? value : [value])
            url.searchParams.append(key, String(one));
    return url;
}
/** Waits `ms` on the clock when the budget has that long; false when it has not, or ended meanwhile. */
async function pauseWithin(clock, ms, budget) {
    if (clock.now() + ms > budget.deadline)
        return false;
    await clock.sleep(ms, budget.signal);
    return !budget.signal.aborted;
}
function createGitLabWire(deps) {
    const redact = (0,redaction/* createRedact */.ay)(deps.secrets);
    const timeoutMs = deps.requestTimeoutMs ?? GITLAB_REQUEST_TIMEOUT_MS;
    async function once(request, budget) {
        const left = budget.deadline - deps.clock.now();
        if (left <= 0 || budget.signal.aborted)
            return { ok: false, cause: TIME_RAN_OUT };
        const method = request.method ?? 'GET';
        const body = request.body === undefined ? undefined : JSON.stringify((0,redacted_write/* redactParams */.Ai)(request.body, redact));
        try {
            return await deps.send(urlOf(deps.api, request.path, request.query), {
                method,
                headers: {
                    'PRIVATE-TOKEN': deps.token,
                    Accept: 'application/json',
                    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
                },
                ...(body === undefined ? {} : { body }),
                timeoutMs: Math.min(timeoutMs, left),
                maxBodyBytes: MAX_GITLAB_BODY_BYTES,
                signal: budget.signal,
            });
        }
        catch (error) {
            return unreachedOf(error);
        }
    }
    const pause = (ms, budget) => pauseWithin(deps.clock, ms, budget);
    async function request(request, budget) {
        const again = (request.method ?? 'GET') !== 'POST';
        for (let tried = 1;; tried++) {
            const answer = await once(request, budget);
            if ('ok' in answer) {
                if (again && tried < TRIES && answer.cause !== TIME_RAN_OUT && (await pause(PAUSE_MS[tried - 1] ?? 0, budget)))
                    continue;
                return answer;
            }
            const { status, headers, body } = answer;
            if (status === 429) {
                const askedFor = (0,retry_after/* retryAfterOf */.sT)(headers, deps.clock.date());
                // `Retry-After: 0` asked again at once would hammer GitLab for as long as the budget lasts.
                const wait = Math.max(askedFor ?? RATE_LIMIT_WAIT_MS, MIN_RATE_LIMIT_WAIT_MS);
                if (await pause(wait, budget))
                    continue;
                const asked = askedFor === undefined
                    ? `; it said no wait, and the minute waited then is longer than the step has for it`
                    : `; it asked to wait ${seconds(wait)}, longer than the step has for it`;
                return {
                    ok: false,
                    status,
                    rateLimited: true,
                    cause: (0,output_text.msg) `${describeGitLabAnswer(status, body, request.needs)}${asked}`,
                };
            }
            if (status >= 500 && again && tried < TRIES && (await pause(PAUSE_MS[tried - 1] ?? 0, budget)))
                continue;
            if (status < 200 || status >= 300)
                return { ok: false, status, cause: describeGitLabAnswer(status, body, request.needs) };
            const data = parsed(answer);
            return data.ok ? { ok: true, status, data: data.data, headers } : data;
        }
    }
    return { request, list: (asked, budget, enough) => listOf(request, asked, budget, enough) };
}
/**
 * Every page of a list, each proven the page after the one read (`X-Next-Page`), at most
 * MAX_PAGES. A full page that names no next one (a proxy that drops the header; GitLab names an
 * empty one on the last page) is followed by the page after it, which ends the list when empty.
 */
async function listOf(request, asked, budget, enough) {
    const items = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
        const answer = await request({ ...asked, query: { ...asked.query, per_page: PAGE_SIZE, page } }, budget);
        if (!answer.ok)
            return answer;
        if (!Array.isArray(answer.data))
            return {
                ok: false,
                status: answer.status,
                cause: "GitLab's page of a list is not a list, so not all of it was read",
            };
        items.push(...answer.data);
        if (enough?.(answer.data))
            return { ok: true, items };
        const next = String(answer.headers['x-next-page'] ?? '').trim();
        if (next === '' && answer.data.length < PAGE_SIZE)
            return { ok: true, items };
        if (next === '')
            continue;
        if (next !== String(page + 1))
            return {
                ok: false,
                status: answer.status,
                cause: (0,output_text.msg) `GitLab's next page of the list is ${(0,output_text.quoted)(next, 20)}, not the page after ${page}, so not all of it was read`,
            };
    }
    return { ok: false, cause: (0,output_text.msg) `the list is longer than ${MAX_PAGES * PAGE_SIZE} items, so not all of it was read` };
}

;// CONCATENATED MODULE: ./src/gitlab/values.ts
/**
 * Values read from GitLab's answers are untrusted like the service's and GitHub's, and each kind
 * is read in this one place: an id, a username, a commit id, a date.
 */

/** An id as GitLab sends it: a positive safe integer; anything else is no id. */
function gitLabId(value) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
/** A username as GitLab allows one; anything else names no one. */
const USERNAME = ids/* GITLAB_USERNAME */.tl;
/** A project or group access token's user (`project_123_bot_…`): GitLab makes it, for a token. */
const TOKEN_BOT = /^(?:project|group)_\d+_bot(?:_[0-9a-f]+)?$/;
function accountOf(user) {
    const { id, username } = (user ?? {});
    const named = typeof username === 'string' && USERNAME.test(username) ? username : undefined;
    return {
        ...(gitLabId(id) === undefined ? {} : { id: gitLabId(id) }),
        ...(named === undefined ? {} : { login: named, handle: named.toLowerCase() }),
    };
}
/** A note's or award's `author`/`user`: undefined when the answer names none; a bot for a token's or a service's user. */
function authorOf(user) {
    if (user === undefined)
        return undefined;
    if (user === null)
        return { bot: false };
    const account = accountOf(user);
    const { bot } = user;
    return { ...account, bot: bot === true || TOKEN_BOT.test(account.login ?? '') };
}
const commitId = (value) => typeof value === 'string' && ids/* COMMIT_SHA */.pk.test(value) ? value : undefined;
/** An ISO 8601 date as ms since the epoch, NaN when unreadable. */
const time = (value) => Date.parse(typeof value === 'string' ? value : '');
/** What the token needs, as a refusal names it. */
const WRITE_NEEDS = "the Developer role and the 'api' scope (a project access token, or a bot user's token)";
const READ_NEEDS = "the Reporter role and the 'read_api' scope";
/** GitLab's emoji for each mark the action puts on a note (docs.gitlab.com/api/emoji_reactions/), and back. */
const EMOJI = { eyes: 'eyes', rocket: 'rocket', confused: 'confused', hooray: 'tada' };
const MARK_OF = { tada: 'hooray' };
/** GitLab refuses a second award of the same emoji by the same user with this (a 404, not a 409). */
const ALREADY_AWARDED = /has already been taken/i;
/**
 * Whether a note is internal (members only; `confidential` before GitLab 15.5): its words are
 * never read, as they would show in the public note and the job's log.
 */
const isInternalNote = (note) => note.internal === true || note.confidential === true;

;// CONCATENATED MODULE: ./src/gitlab/commits.ts


/** GitLab's compare lists at most this many files by default: past it, the list is cut. */
const COMPARE_FILES_LIMIT = 1_000;
const unreadable = (what) => ({
    ok: false,
    status: 200,
    cause: `GitLab's ${what} is not what GitLab sends`,
});
function comparisonOf(data) {
    const { commits, diffs } = (data ?? {});
    if (!Array.isArray(commits) || !Array.isArray(diffs))
        return undefined;
    const listed = commits.map((item) => {
        const { id, title, parent_ids: parents } = (item ?? {});
        const sha = commitId(id);
        return sha === undefined || typeof title !== 'string'
            ? undefined
            : { sha, title, merge: Array.isArray(parents) && parents.length > 1 };
    });
    const files = diffs.map((item) => {
        const { new_path: now, old_path: before } = (item ?? {});
        return typeof now === 'string' && typeof before === 'string' ? (now === before ? [now] : [now, before]) : undefined;
    });
    if (listed.some((c) => c === undefined) || files.some((f) => f === undefined))
        return undefined;
    return {
        commits: listed,
        moreCommits: false,
        files: [...new Set(files.flat())],
        filesCapped: diffs.length >= COMPARE_FILES_LIMIT,
    };
}
function commitOperations(site) {
    const { wire, projectId, projectPath } = site;
    return {
        async compare(base, head, budget) {
            const from = CommitSha.of(base);
            const to = CommitSha.of(head);
            if (!from || !to)
                return { ok: false, cause: 'a commit to compare is not a commit id' };
            const based = await wire.request({
                path: route `/projects/${projectId}/repository/merge_base`,
                query: { 'refs[]': [base, head] },
                needs: READ_NEEDS,
            }, budget);
            if (!based.ok)
                return based.status === 400 || based.status === 404 ? { ok: true, value: 'unrelated' } : based;
            if (commitId(based.data?.id) !== base)
                return { ok: true, value: 'unrelated' };
            const compared = await wire.request({
                path: route `/projects/${projectId}/repository/compare`,
                query: { from: base, to: head, straight: true },
                needs: READ_NEEDS,
            }, budget);
            if (!compared.ok)
                return compared;
            const comparison = comparisonOf(compared.data);
            return comparison ? { ok: true, value: comparison } : unreadable('comparison');
        },
        async pullRequestsAt(sha, budget) {
            const commit = CommitSha.of(sha);
            if (!commit)
                return { ok: false, cause: 'the commit is not a commit id' };
            const listed = await wire.list({ path: route `/projects/${projectId}/repository/commits/${commit}/merge_requests`, needs: READ_NEEDS }, budget);
            if (!listed.ok)
                return listed;
            const found = [];
            for (const item of listed.items) {
                const { iid, state, sha: head, source_project_id: source } = (item ?? {});
                const number = gitLabId(iid);
                if (number === undefined || typeof state !== 'string')
                    return unreadable('list of merge requests');
                if (state !== 'opened' || head !== sha)
                    continue;
                const sourceId = gitLabId(source);
                found.push({
                    number,
                    ...(sourceId === undefined
                        ? {}
                        : { headRepository: sourceId === projectId ? projectPath : `project ${sourceId}` }),
                });
            }
            return { ok: true, value: found };
        },
    };
}

;// CONCATENATED MODULE: ./src/gitlab/commit-status.ts



/** A status's description, name and link hold at most 255 characters each. */
const STATUS_TEXT_LIMIT = 255;
/** GitLab's state for a check run's fields. */
function stateOf(fields) {
    // GitLab refuses running -> running: a status that starts `pending` can say "running" with its job after.
    if (fields.status === 'in_progress')
        return fields.starting ? 'pending' : 'running';
    switch (fields.conclusion) {
        case 'success':
        case 'neutral':
            return 'success';
        case 'skipped':
            return 'skipped';
        case 'cancelled':
            return 'canceled';
        default:
            return 'failed';
    }
}
/** A state GitLab lists, as a check run's status. */
const STATUS_OF = {
    created: 'queued',
    // The step's own status while it starts the job or sends (stateOf): in progress.
    pending: 'in_progress',
    running: 'in_progress',
    success: 'completed',
    failed: 'completed',
    canceled: 'completed',
    skipped: 'completed',
};
const cut = (text) => text.length <= STATUS_TEXT_LIMIT ? text : `${text.slice(0, STATUS_TEXT_LIMIT - 1)}…`;
const ALREADY_IN_STATE = /Cannot transition status/i;
/** No head reached the status: the merge request's read failed (said before), or it has no commit yet. */
const headUnknown = (what) => ({
    ok: false,
    cause: `the merge request's head commit is not known (GitLab gave none: the merge request could not be read, or has no commit yet), so its status cannot be ${what}`,
});
/** The statuses of that name on a commit, each remembered with its commit. */
async function readStatuses({ wire, projectId }, met, sha, name, budget) {
    const commit = CommitSha.of(sha ?? '');
    if (!commit)
        return headUnknown('read');
    const listed = await wire.list({
        path: route `/projects/${projectId}/repository/commits/${commit}/statuses`,
        query: { name, all: true },
        needs: READ_NEEDS,
    }, budget);
    if (!listed.ok)
        return listed;
    const runs = [];
    for (const item of listed.items) {
        const fields = (item ?? {});
        const id = gitLabId(fields.id);
        if (id === undefined || typeof fields.status !== 'string')
            return { ok: false, status: 200, cause: "GitLab's list of statuses holds one that is not what GitLab sends" };
        if (fields.name !== name)
            continue;
        const pipelineId = gitLabId(fields.pipeline_id);
        const running = fields.status === 'running' || fields.status === 'pending' ? { running: true } : {};
        met.set(id, { sha: commit, name, ...(pipelineId === undefined ? {} : { pipelineId }), ...running });
        const status = STATUS_OF[fields.status];
        runs.push({
            id,
            url: typeof fields.target_url === 'string' ? fields.target_url : '',
            ...(status === undefined ? {} : { status }),
            startedAt: time(fields.started_at ?? fields.created_at),
            ...(pipelineId === undefined ? {} : { run: String(pipelineId) }),
        });
    }
    return { ok: true, value: runs };
}
/**
 * The merge request's head pipeline, when it ran on `sha`: where a status set by a run with no
 * pipeline of its own on that head belongs (GitLab would otherwise put it in the commit's latest
 * pipeline of any ref, or an external one beside the head's). Undefined when it cannot be read.
 */
async function headPipelineOn(site, sha, budget) {
    if (site.iid === undefined)
        return undefined;
    const read = await site.wire.request({ path: route `/projects/${site.projectId}/merge_requests/${site.iid}`, needs: READ_NEEDS }, budget);
    if (!read.ok)
        return undefined;
    const head = (read.data ?? {}).head_pipeline;
    const { id, sha: on } = (head ?? {});
    return on === sha.toString() ? gitLabId(id) : undefined;
}
/**
 * The pipeline a run with no pipeline of its own on the commit sets a status in: where a status of
 * the name runs already (a turn set it there, so it is set again there, not beside it in the head's
 * newer pipeline); else the merge request's head pipeline on that commit (read once a run); else
 * where the newest status of the name met is. Undefined: in none.
 */
function pipelineChooser(site, met) {
    const headPipelines = new Map();
    return async (sha, name, budget) => {
        const here = [...met.entries()]
            .filter(([, at]) => at.sha.toString() === sha.toString() && at.name === name)
            .sort(([a], [b]) => b - a);
        const [, running] = here.find(([, at]) => at.running === true) ?? [];
        if (running)
            return running.pipelineId;
        const read = headPipelines.get(sha.toString()) ?? headPipelineOn(site, sha, budget);
        headPipelines.set(sha.toString(), read);
        return (await read) ?? here[0]?.[1].pipelineId;
    };
}
function statusOperations(site) {
    const { wire, projectId } = site;
    /** Which commit and name each status met is on: GitLab sets a status again, by commit, to change it. */
    const met = new Map();
    const pipelineFor = pipelineChooser(site, met);
    /** Sets a status; in `pipelineId`'s pipeline (one met: its own), else in this job's. */
    async function set(sha, name, fields, budget, pipelineId = site.pipelineId) {
        const made = await wire.request({
            method: 'POST',
            path: route `/projects/${projectId}/statuses/${sha}`,
            body: {
                state: stateOf(fields),
                name: cut(name),
                description: cut(fields.title),
                ...(site.targetUrl === undefined ? {} : { target_url: site.targetUrl }),
                ...(pipelineId === undefined ? {} : { pipeline_id: pipelineId }),
            },
            needs: WRITE_NEEDS,
        }, budget);
        if (!made.ok)
            return made.status === 400 && ALREADY_IN_STATE.test((0,output_text.fullText)(made.cause)) ? { ok: true, value: {} } : made;
        const id = gitLabId(made.data?.id);
        const running = fields.status === 'in_progress' ? { running: true } : {};
        if (id !== undefined)
            met.set(id, { sha, name, ...(pipelineId === undefined ? {} : { pipelineId }), ...running });
        return { ok: true, value: id === undefined ? {} : { id } };
    }
    return {
        checkRuns: (sha, name, budget) => readStatuses(site, met, sha, name, budget),
        async createCheckRun(name, sha, fields, budget) {
            const commit = CommitSha.of(sha ?? '');
            if (!commit)
                return headUnknown('set');
            return set(commit, name, fields, budget, site.pipelineId ?? (await pipelineFor(commit, name, budget)));
        },
        async updateCheckRun(id, fields, budget) {
            const where = met.get(id);
            if (!where)
                return {
                    ok: false,
                    cause: 'GitLab changes a status by setting it again on its commit, and this run never read which commit it is on',
                };
            return set(where.sha, where.name, fields, budget, where.pipelineId ?? site.pipelineId);
        },
    };
}

;// CONCATENATED MODULE: ./src/gitlab/merge-request.ts




/** A note's body holds at most 1,000,000 characters (docs.gitlab.com/api/notes/). */
const NOTE_LIMIT = 1_000_000;
const UNREADABLE_GITLAB_ITEM = {
    ok: false,
    status: 200,
    cause: "GitLab's answer holds an item that is not what GitLab sends (an id that is not a number, no body)",
};
const UNREADABLE_USER = {
    ok: false,
    status: 200,
    cause: "GitLab's answer for the user does not name that user with an id (it is not what GitLab sends)",
};
const UNREADABLE_MEMBER = {
    ok: false,
    status: 200,
    cause: "GitLab's answer for the member names no access level, or another member (it is not what GitLab sends)",
};
/** `access_level` (docs.gitlab.com/api/members/#roles) as the five levels a command's author is held to. */
function permissionOfAccessLevel(level) {
    if (typeof level !== 'number')
        return undefined;
    if (level >= 50)
        return 'admin';
    if (level >= 40)
        return 'maintain';
    if (level >= 30)
        return 'write';
    if (level >= 20)
        return 'triage';
    if (level >= 10)
        return 'read';
    return undefined;
}
/** A note as GitLab lists it; undefined when it is not in GitLab's shape; 'system' for a system or internal note. */
function noteOf(item, webUrl) {
    const note = (item ?? {});
    const { id: sent, body, author, created_at: created, updated_at: updated, system } = note;
    const id = gitLabId(sent);
    if (id === undefined || typeof body !== 'string')
        return undefined;
    if (system === true || isInternalNote(note))
        return 'system';
    const createdAt = time(created);
    const updatedAt = time(updated);
    const who = authorOf(author);
    return {
        id,
        body,
        ...(webUrl === undefined ? {} : { url: `${webUrl}#note_${id}` }),
        ...(who === undefined ? {} : { author: who }),
        createdAt,
        edited: updatedAt > createdAt,
        ...(Number.isNaN(updatedAt) ? {} : { updatedAt }),
    };
}
function reactionOf(item) {
    const { id, name, user, created_at: created } = (item ?? {});
    if (gitLabId(id) === undefined || typeof name !== 'string')
        return undefined;
    const author = authorOf(user);
    return {
        id: gitLabId(id),
        content: MARK_OF[name] ?? name,
        ...(author === undefined ? {} : { author }),
        at: time(created),
    };
}
/** Every item read, or the whole list a failure when one is not in GitLab's shape. */
function each(items, read) {
    const read_ = items.map(read);
    return read_.every((item) => item !== undefined) ? { ok: true, value: read_ } : UNREADABLE_GITLAB_ITEM;
}
const noteBody = ({ text, record }) => record === undefined ? redacted_write/* TextWithRecords */.eC.of(text) : redacted_write/* TextWithRecords */.eC.of(text, redacted_write/* SignedRecord */.ui.of(`\n${record}\n`));
/** Where one merge request's routes are. */
function routesOf({ projectId, iid }) {
    const mergeRequest = route `/projects/${projectId}/merge_requests/${iid}`;
    return {
        mergeRequest,
        notes: route `/projects/${projectId}/merge_requests/${iid}/notes`,
        note: (id) => route `/projects/${projectId}/merge_requests/${iid}/notes/${id}`,
        awards: (id) => route `/projects/${projectId}/merge_requests/${iid}/notes/${id}/award_emoji`,
        award: (id, award) => route `/projects/${projectId}/merge_requests/${iid}/notes/${id}/award_emoji/${award}`,
        diffs: route `/projects/${projectId}/merge_requests/${iid}/diffs`,
        commits: route `/projects/${projectId}/merge_requests/${iid}/commits`,
        member: (user) => route `/projects/${projectId}/members/all/${user}`,
    };
}
/** Who the token is, asked once a run (a failed answer is asked again next time). */
function identityOf(wire) {
    let me;
    return (budget) => {
        me ??= wire.request({ path: route `/user`, needs: READ_NEEDS }, budget).then((read) => {
            if (!read.ok) {
                me = undefined;
                return undefined;
            }
            const account = accountOf(read.data);
            return account.id === undefined && account.login === undefined ? undefined : account;
        });
        return me;
    };
}
function noteOperations({ wire, webUrl }, { notes, note }) {
    const written = (data) => {
        const read = noteOf(data, webUrl);
        if (read === undefined || read === 'system')
            return {};
        return {
            id: read.id,
            ...(read.url ? { url: read.url } : {}),
            ...(read.author?.id ? { author: read.author.id } : {}),
        };
    };
    return {
        async comments(budget, enough, since) {
            const stop = enough &&
                ((page) => page.some((item) => {
                    const read = noteOf(item, webUrl);
                    return read !== undefined && read !== 'system' && enough(read);
                }));
            const listed = await wire.list({ path: notes, query: { sort: 'asc', order_by: 'created_at' }, needs: READ_NEEDS }, budget, stop);
            if (!listed.ok)
                return listed;
            const read = each(listed.items, (item) => noteOf(item, webUrl));
            if (!read.ok)
                return read;
            const people = read.value.filter((item) => item !== 'system');
            return {
                ok: true,
                value: since === undefined ? people : people.filter((c) => (c.updatedAt ?? c.createdAt) >= since),
            };
        },
        async comment(id, budget) {
            const read = await wire.request({ path: note(id), needs: READ_NEEDS }, budget);
            if (!read.ok)
                return read;
            const value = noteOf(read.data, webUrl);
            return value === undefined || value === 'system' ? UNREADABLE_GITLAB_ITEM : { ok: true, value };
        },
        async createComment(body, budget) {
            const made = await wire.request({ method: 'POST', path: notes, body: { body: noteBody(body) }, needs: WRITE_NEEDS }, budget);
            return made.ok ? { ok: true, value: written(made.data) } : made;
        },
        async updateComment(id, body, budget) {
            const made = await wire.request({ method: 'PUT', path: note(id), body: { body: noteBody(body) }, needs: WRITE_NEEDS }, budget);
            return made.ok ? { ok: true, value: written(made.data) } : made;
        },
    };
}
/** The merge request itself: its state, head, commits, files and labels. */
function itselfOperations({ wire, head }, { mergeRequest, diffs, commits }) {
    async function readMergeRequest(budget) {
        const read = await wire.request({ path: mergeRequest, needs: READ_NEEDS }, budget);
        if (!read.ok)
            return read;
        return typeof read.data === 'object' && read.data !== null
            ? { ok: true, value: read.data }
            : UNREADABLE_GITLAB_ITEM;
    }
    async function putOnMergeRequest(body, budget) {
        const made = await wire.request({ method: 'PUT', path: mergeRequest, body, needs: WRITE_NEEDS }, budget);
        return made.ok ? { ok: true, value: null } : made;
    }
    return {
        async closePullRequest(budget) {
            const closed = await putOnMergeRequest({ state_event: 'close' }, budget);
            return closed.ok ? { ok: true, value: {} } : closed;
        },
        async closedBy(budget) {
            const read = await readMergeRequest(budget);
            if (!read.ok)
                return read;
            const merged = read.value.state === 'merged';
            const by = authorOf(merged ? read.value.merged_by : read.value.closed_by);
            const at = time(merged ? read.value.merged_at : read.value.closed_at);
            return { ok: true, value: { ...(by ? { by } : {}), ...(Number.isNaN(at) ? {} : { at }) } };
        },
        async head(budget) {
            if (head !== undefined)
                return head;
            const read = await readMergeRequest(budget);
            return read.ok ? commitId(read.value.sha) : undefined;
        },
        async changedFiles(budget) {
            const listed = await wire.list({ path: diffs, needs: READ_NEEDS }, budget);
            if (!listed.ok)
                return listed;
            const read = each(listed.items, (item) => {
                const { new_path: now, old_path: before } = (item ?? {});
                if (typeof now !== 'string' || typeof before !== 'string')
                    return undefined;
                return now === before ? [now] : [now, before];
            });
            if (!read.ok)
                return read;
            return { ok: true, value: { paths: [...new Set(read.value.flat())], listed: listed.items.length } };
        },
        async commits(budget) {
            const listed = await wire.list({ path: commits, needs: READ_NEEDS }, budget);
            if (!listed.ok)
                return listed;
            const read = each(listed.items, (item) => commitId(item?.id));
            // GitLab lists a merge request's commits newest first.
            return read.ok ? { ok: true, value: read.value.reverse() } : read;
        },
        addLabel: (name, budget) => putOnMergeRequest({ add_labels: name }, budget),
        removeLabel: (name, budget) => putOnMergeRequest({ remove_labels: name }, budget),
    };
}
/** Awards on a note (the marks and the lease) and who may command. */
function awardOperations({ wire }, { awards, award, member }, identity) {
    const operations = {
        async reactions(noteId, budget) {
            const listed = await wire.list({ path: awards(noteId), needs: READ_NEEDS }, budget);
            return listed.ok ? each(listed.items, reactionOf) : listed;
        },
        async react(noteId, mark, budget) {
            const made = await wire.request({ method: 'POST', path: awards(noteId), body: { name: EMOJI[mark] }, needs: WRITE_NEEDS }, budget);
            if (made.ok) {
                const reaction = reactionOf(made.data);
                const value = { created: true, ...(reaction?.id ? { id: reaction.id } : {}) };
                return { ok: true, value: reaction?.author ? { ...value, author: reaction.author } : value };
            }
            // A second award is refused: the award made before is the account's own, read back for its id.
            if (made.status !== 404 || !ALREADY_AWARDED.test((0,output_text.fullText)(made.cause)))
                return made;
            const [account, listed] = await Promise.all([identity(budget), operations.reactions(noteId, budget)]);
            if (!listed.ok)
                return listed;
            const own = listed.value.find((reaction) => reaction.content === mark && account?.id !== undefined && reaction.author?.id === account.id);
            return {
                ok: true,
                value: { created: false, ...(own?.id ? { id: own.id } : {}), ...(own?.author ? { author: own.author } : {}) },
            };
        },
        async unreact(noteId, awardId, budget) {
            const gone = await wire.request({
                method: 'DELETE',
                path: award(noteId, awardId),
                needs: WRITE_NEEDS,
            }, budget);
            return gone.ok ? { ok: true, value: null } : gone;
        },
        async permission(login, budget) {
            const users = await wire.request({ path: route `/users`, query: { username: login }, needs: READ_NEEDS }, budget);
            if (!users.ok)
                return users;
            if (!Array.isArray(users.data))
                return UNREADABLE_USER;
            // No such user: no role. A list without that user in it, or that user without an id, is
            // doubt: never "no role", and never another user's role.
            if (users.data.length === 0)
                return { ok: true, value: undefined };
            const user = users.data.map(accountOf).find(({ handle }) => handle === login.toLowerCase());
            if (user?.id === undefined)
                return UNREADABLE_USER;
            // A user who is no member, directly or by a group, is answered 404: no level at all.
            const level = await wire.request({ path: member(user.id), needs: READ_NEEDS }, budget);
            if (!level.ok)
                return level.status === 404 ? { ok: true, value: undefined } : level;
            const accessLevel = level.data?.access_level;
            // An answer with no level in it (a proxy's page) is doubt, never "no role".
            const memberId = level.data?.id;
            if (typeof accessLevel !== 'number' || (memberId !== undefined && memberId !== user.id))
                return UNREADABLE_MEMBER;
            return { ok: true, value: permissionOfAccessLevel(accessLevel) };
        },
    };
    return operations;
}
function mergeRequestOperations(site) {
    const routes = routesOf(site);
    const identity = identityOf(site.wire);
    return {
        textLimit: NOTE_LIMIT,
        checkRunHoldsRecord: false,
        runPerComment: false,
        identity,
        ...noteOperations(site, routes),
        ...itselfOperations(site, routes),
        ...awardOperations(site, routes, identity),
    };
}

// EXTERNAL MODULE: ./src/pull-request/host.ts
var host = __webpack_require__(393);
;// CONCATENATED MODULE: ./src/gitlab/pipelines.ts
/**
 * GitLab's pipelines as the host's runs (docs.gitlab.com/api/pipelines/): whether another of the
 * project's pipelines is running, whether the pipeline a lease names has ended, and whether a push
 * made a commit the merge request's head since a time (a merge request pipeline on it, made since
 * then, whose pipeline before it was on another commit). A run's name is its pipeline's id; GitLab
 * has no attempts (a retried job runs in the same pipeline).
 */



/** A pipeline's statuses that have not ended (docs.gitlab.com/api/pipelines/#list-project-pipelines). */
const UNDER_WAY = new Set([
    'created',
    'waiting_for_resource',
    'preparing',
    'waiting_for_callback',
    'pending',
    'running',
    'scheduled',
]);
const ENDED = new Set(['success', 'failed', 'canceled', 'canceling', 'skipped', 'manual']);
function pipelineOperations(site) {
    const { wire, projectId, iid } = site;
    return {
        async otherRunsInProgress(budget) {
            const read = await wire.request({
                path: route `/projects/${projectId}/pipelines`,
                query: { scope: 'running', per_page: 100 },
                needs: READ_NEEDS,
            }, budget);
            if (!read.ok || !Array.isArray(read.data))
                return undefined;
            const ids = read.data.map((pipeline) => gitLabId(pipeline?.id));
            if (ids.some((id) => id === undefined))
                return undefined;
            return ids.some((id) => id !== site.pipelineId);
        },
        async runState(run, budget) {
            const id = /^[1-9]\d{0,15}$/.test(run.run) ? Number(run.run) : undefined;
            if (id === undefined)
                return undefined;
            const read = await wire.request({ path: route `/projects/${projectId}/pipelines/${id}`, needs: READ_NEEDS }, budget);
            if (!read.ok)
                return (0,host.unanswered)(read) ? 'unread' : undefined;
            const status = read.data?.status;
            if (typeof status !== 'string')
                return undefined;
            return UNDER_WAY.has(status) ? 'running' : ENDED.has(status) ? 'ended' : undefined;
        },
        async pushedSince(sha, at, budget) {
            const listed = await wire.list({ path: route `/projects/${projectId}/merge_requests/${iid}/pipelines`, needs: READ_NEEDS }, budget);
            if (!listed.ok)
                return listed;
            const pipelines = listed.items.map((item) => {
                const { id, sha: on, created_at: made } = (item ?? {});
                return { id: gitLabId(id), sha: on, made: time(made) };
            });
            if (pipelines.some((p) => p.id === undefined || typeof p.sha !== 'string' || Number.isNaN(p.made)))
                return {
                    ok: false,
                    status: 200,
                    cause: "GitLab's list of the merge request's pipelines holds one it cannot read",
                };
            // Oldest first: a pipeline on the commit made since `at`, whose pipeline before it was on another commit.
            const ordered = pipelines.sort((a, b) => a.made - b.made || (a.id ?? 0) - (b.id ?? 0));
            const pushed = ordered.some((pipeline, index) => pipeline.sha === sha && pipeline.made > at && ordered[index - 1]?.sha !== sha);
            return { ok: true, value: pushed };
        },
    };
}

;// CONCATENATED MODULE: ./src/gitlab/review-notes.ts



/** Notes a publish makes are dated within this of each other; a reviewer's next review comes later than that. */
const PUBLISHED_TOGETHER_MS = 5_000;
const UNREADABLE = {
    ok: false,
    status: 200,
    cause: "GitLab's discussions hold a note that is not what GitLab sends (an id that is not a number, no body)",
};
const lineNumber = (value) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
/** A discussion's note as a line comment, 'other' for a note that is none (a plain or system note), undefined when unreadable. */
function diffNoteOf(item) {
    const note = (item ?? {});
    const id = gitLabId(note.id);
    if (id === undefined || typeof note.body !== 'string')
        return undefined;
    if (note.type !== 'DiffNote' || note.system === true || isInternalNote(note))
        return 'other';
    const position = (note.position ?? {});
    const path = typeof position.new_path === 'string' ? position.new_path : position.old_path;
    if (typeof path !== 'string')
        return undefined;
    const author = authorOf(note.author);
    const createdAt = time(note.created_at);
    const line = lineNumber(position.new_line);
    const originalLine = lineNumber(position.old_line);
    return {
        id,
        ...(author?.id === undefined ? {} : { authorId: author.id }),
        review: { ...(author === undefined ? {} : { author }), submittedAt: createdAt },
        line: {
            id,
            path,
            ...(line === undefined ? {} : { line }),
            ...(originalLine === undefined ? {} : { originalLine }),
            body: note.body,
            createdAt,
        },
    };
}
/** The diff notes of every discussion, oldest first, or a failure when one cannot be read. */
async function diffNotes(wire, projectId, iid, budget) {
    const listed = await wire.list({ path: route `/projects/${projectId}/merge_requests/${iid}/discussions`, needs: READ_NEEDS }, budget);
    if (!listed.ok)
        return listed;
    const notes = [];
    for (const discussion of listed.items) {
        const items = discussion?.notes;
        if (!Array.isArray(items))
            return UNREADABLE;
        for (const item of items) {
            const note = diffNoteOf(item);
            if (note === undefined)
                return UNREADABLE;
            if (note !== 'other')
                notes.push(note);
        }
    }
    return { ok: true, value: notes.sort((a, b) => a.line.createdAt - b.line.createdAt || a.id - b.id) };
}
/** The notes grouped into reviews: an author's notes each within PUBLISHED_TOGETHER_MS of the one before. */
function reviewsOf(notes) {
    const reviews = [];
    for (const note of notes) {
        const open = reviews.findLast((review) => review.authorId !== undefined && review.authorId === note.authorId);
        const together = open !== undefined && note.line.createdAt - open.last <= PUBLISHED_TOGETHER_MS;
        if (open && together) {
            open.lines.push(note.line);
            open.last = note.line.createdAt;
            continue;
        }
        reviews.push({
            review: { id: note.id, state: 'commented', body: '', ...note.review },
            lines: [note.line],
            last: note.line.createdAt,
            ...(note.authorId === undefined ? {} : { authorId: note.authorId }),
        });
    }
    return reviews.map(({ review, lines }) => ({ review, lines }));
}
function reviewOperations(site) {
    const { wire, projectId, iid } = site;
    return {
        async reviews(budget) {
            const notes = await diffNotes(wire, projectId, iid, budget);
            return notes.ok ? { ok: true, value: reviewsOf(notes.value).map(({ review }) => review) } : notes;
        },
        async reviewComments(reviewId, budget) {
            const notes = await diffNotes(wire, projectId, iid, budget);
            if (!notes.ok)
                return notes;
            const review = reviewsOf(notes.value).find((found) => found.review.id === reviewId);
            return { ok: true, value: review?.lines ?? [] };
        },
        async reactOnLine(noteId, mark, budget) {
            const made = await wire.request({
                method: 'POST',
                path: route `/projects/${projectId}/merge_requests/${iid}/notes/${noteId}/award_emoji`,
                body: { name: EMOJI[mark] },
                needs: WRITE_NEEDS,
            }, budget);
            // A second award of the same emoji is refused (404 "has already been taken"): the line has it.
            const had = !made.ok && made.status === 404 && ALREADY_AWARDED.test((0,output_text.fullText)(made.cause));
            return made.ok || had ? { ok: true, value: null } : made;
        },
    };
}

;// CONCATENATED MODULE: ./src/gitlab/host.ts





/** The pipeline this job runs in, which no look for other runs counts. */
function ownPipeline(site) {
    const own = site.runningPipelineId ?? site.pipelineId;
    return own === undefined ? {} : { pipelineId: own };
}
function gitLabMergeRequestHost(site) {
    const { wire, projectId, iid, pipelineId } = site;
    return {
        ...mergeRequestOperations({
            ...{ wire, projectId, iid },
            ...(site.webUrl ? { webUrl: site.webUrl } : {}),
            ...(site.head ? { head: site.head } : {}),
        }),
        ...statusOperations({
            wire,
            projectId,
            iid,
            ...(pipelineId === undefined ? {} : { pipelineId }),
            ...(site.jobUrl ? { targetUrl: site.jobUrl } : {}),
        }),
        ...reviewOperations({ wire, projectId, iid }),
        ...pipelineOperations({ wire, projectId, iid, ...ownPipeline(site) }),
        ...commitOperations({ wire, projectId, projectPath: site.projectPath }),
    };
}

;// CONCATENATED MODULE: ./src/gitlab/code-host.ts
/**
 * GitLab as the step's `CodeHost` (src/pull-request/code-host.ts), for one project: its merge
 * requests as pull requests (host.ts), one looked up by its link, the agent's on a branch, the
 * ones that carry the pending label. Every request goes through a wire made once per token, to
 * `CI_API_V4_URL` only. The docs merge request is this project's (Mintlify's monorepo setting): a
 * link to any other project's is never read or written. GitLab runs no pipeline for a comment or a
 * review and has no workflow dispatch: those events are never this run's, and a dispatch says why.
 */











const STATES = {
    opened: 'open',
    locked: 'open',
    closed: 'closed',
    merged: 'merged',
};
/** One merge request as GitLab sends it; undefined when it is not in GitLab's shape. */
function mergeRequestViewOf(data, projectId) {
    if (typeof data !== 'object' || data === null)
        return undefined;
    const mr = data;
    const iid = gitLabId(mr.iid);
    const head = commitId(mr.sha);
    const state = typeof mr.state === 'string' ? STATES[mr.state] : undefined;
    const labels = Array.isArray(mr.labels) ? mr.labels.filter((label) => typeof label === 'string') : [];
    if (iid === undefined || head === undefined || state === undefined)
        return undefined;
    const author = mr.author?.username;
    const source = gitLabId(mr.source_project_id);
    const closedAt = time(state === 'merged' ? mr.merged_at : mr.closed_at);
    return {
        iid,
        head,
        state,
        draft: mr.draft === true || mr.work_in_progress === true,
        labels,
        ...(typeof author === 'string' ? { author: author.toLowerCase() } : {}),
        // GitLab names the source project of every merge request; one it does not name is taken as a fork's.
        fromFork: source !== projectId,
        ...(Number.isNaN(closedAt) ? {} : { closedAt }),
        sourceBranch: typeof mr.source_branch === 'string' ? mr.source_branch : '',
        ...(typeof mr.title === 'string' ? { title: mr.title } : {}),
        ...(typeof mr.web_url === 'string' ? { webUrl: mr.web_url } : {}),
    };
}
/** The project's web address (`CI_SERVER_URL`, a self-managed server's subpath too, then its path), in lower case. */
const projectWebUrl = (project) => `${project.serverUrl.replace(/\/+$/, '')}/${project.path}`.toLowerCase();
/** Whether a web address is this project's own (`https://host/sub/group/project`, `.git` or not): GitLab's paths ignore case. */
function isThisProject(url, project) {
    const read = (0,output_text.httpUrl)(url);
    const path = read?.pathname.replace(/\/+$/, '').replace(/\.git$/, '');
    return read !== undefined && `${read.origin}${path}`.toLowerCase() === projectWebUrl(project);
}
const mergeRequestUrl = (project, iid) => `${project.serverUrl.replace(/\/+$/, '')}/${project.path}/-/merge_requests/${iid}`;
async function readMergeRequest(deps, token, iid, budget) {
    const { project } = deps;
    const read = await deps
        .wireOf(token)
        .request({ path: route `/projects/${project.id}/merge_requests/${iid}`, needs: READ_NEEDS }, budget);
    if (!read.ok)
        return read;
    const view = mergeRequestViewOf(read.data, project.id);
    return view ? { ok: true, value: view } : UNREADABLE_GITLAB_ITEM;
}
/** One of this project's merge requests, looked up: a link to another project's is never read. */
function lookUpOf(deps) {
    const { project, clock } = deps;
    return async (address, token, signal) => {
        if (`${address.owner}/${address.repo}` !== project.path)
            return { kind: 'unavailable', reason: (0,output_text.msg) `it is not in ${project.path}, this job's project`, forGood: true };
        const budget = (0,common_budget/* budgetFor */.vO)(clock, common_budget/* BUDGET_MS */.V_.lookUp, { signals: [signal] });
        const read = await readMergeRequest(deps, token, address.number, budget);
        if (!read.ok)
            return {
                kind: 'unavailable',
                reason: read.cause,
                ...(read.status !== undefined && [401, 403, 404].includes(read.status) ? { forGood: true } : {}),
            };
        const { head, sourceBranch, state, draft, title, author } = read.value;
        const details = {
            ...{ headSha: head, headRef: sourceBranch, state, draft },
            ...(title === undefined ? {} : { title }),
            // GitLab says of no author whether it is a person: a project's bot is a user too.
            ...(author === undefined ? {} : { openedBy: { login: author, person: false } }),
            readAt: (0,common_clock/* isoDate */._$)(clock),
        };
        return { kind: 'found', details };
    };
}
function addressOf(project) {
    return (link) => {
        if (link?.host !== 'gitlab' || link.number === undefined)
            return undefined;
        // The link's path before `/-/merge_requests/` holds a self-managed server's subpath too.
        if (link.url.toLowerCase() !== mergeRequestUrl(project, link.number).toLowerCase())
            return undefined;
        const cut = project.path.lastIndexOf('/');
        return { owner: project.path.slice(0, cut), repo: project.path.slice(cut + 1), number: link.number };
    };
}
/** The newest merge request the agent (`agent-login`) opened from its branch, in this project. */
function branchPullRequestOf(deps) {
    const { project, clock } = deps;
    return async (job, token, signal, agent) => {
        if (token === '' || !job.ref || !isThisProject(job.repository, project))
            return { kind: 'none' };
        const budget = (0,common_budget/* budgetFor */.vO)(clock, common_budget/* BUDGET_MS */.V_.lookUp, { signals: [signal] });
        // GitLab lets several merge requests share a source branch: only the agent's is the job's.
        const read = await deps.wireOf(token).request({
            path: route `/projects/${project.id}/merge_requests`,
            query: { source_branch: job.ref, state: 'all', order_by: 'created_at', sort: 'desc', per_page: 20 },
            needs: READ_NEEDS,
        }, budget);
        if (!read.ok)
            return { kind: 'unread', why: read.cause };
        if (!Array.isArray(read.data))
            return { kind: 'unread', why: UNREADABLE_GITLAB_ITEM.cause };
        const views = read.data.map((item) => mergeRequestViewOf(item, project.id));
        if (views.some((view) => view === undefined))
            return { kind: 'unread', why: UNREADABLE_GITLAB_ITEM.cause };
        const agents = views.find((view) => (0,docs_need/* isAgentLogin */.TI)(view?.author, agent));
        const pullRequest = agents && (0,pr_link/* parsePullRequestLink */.m0)(mergeRequestUrl(project, agents.iid));
        return pullRequest ? { kind: 'found', pullRequest } : { kind: 'none' };
    };
}
function describeOf(deps, lookUp) {
    const at = addressOf(deps.project);
    return async (link, token, signal) => {
        const address = at(link);
        if (!address || token === '')
            return undefined;
        const name = `${deps.project.path}!${address.number}`;
        const found = await lookUp(address, token, signal);
        if (found.kind === 'unavailable') {
            deps.log.info((0,output_text.msg) `Could not read merge request ${name}: ${found.reason}. The pr-head-sha, pr-state and pr-draft outputs stay empty.`);
            return undefined;
        }
        const { details } = found;
        deps.log.info((0,output_text.msg) `Merge request ${name} is ${details.state}${details.draft ? ' (draft)' : ''}, head ${(0,output_text.abbreviated)(details.headSha, 12)} on ${(0,output_text.quoted)(details.headRef)}.`);
        return details;
    };
}
/** The project's merge requests that carry the pending label, oldest first. */
function pendingOf(deps) {
    return async (token, _where, budget) => {
        const listed = await deps.wireOf(token).list({
            path: route `/projects/${deps.project.id}/merge_requests`,
            query: { labels: pending_label/* PENDING_LABEL */.T, state: 'all', order_by: 'created_at', sort: 'asc' },
            needs: READ_NEEDS,
        }, budget);
        if (!listed.ok)
            return listed;
        const iids = listed.items.map((item) => gitLabId(item?.iid));
        return iids.every((iid) => iid !== undefined) ? { ok: true, value: iids } : UNREADABLE_GITLAB_ITEM;
    };
}
function factsOf(deps) {
    return async (token, trigger, budget) => {
        const read = await readMergeRequest(deps, token, trigger.pullNumber ?? 0, budget);
        if (!read.ok)
            return read;
        const { state, draft, labels, author, fromFork, head, closedAt } = read.value;
        return {
            ok: true,
            value: {
                ...{ open: state === 'open', draft, labels, fromFork, head },
                ...(state === 'merged' ? { merged: true } : {}),
                ...(author === undefined ? {} : { author }),
                ...(closedAt === undefined ? {} : { closedAt }),
            },
        };
    };
}
/** Each merge request and token as one host for the run; this job's pipeline is the run the status joins. */
function pullRequestsOf(deps) {
    const { project } = deps;
    const hosts = new Map();
    return (trigger, token) => {
        // Only this project's merge requests are ever asked for: addressOf names no other.
        const iid = trigger.pullNumber ?? 0;
        const own = trigger.runId === String(project.pipelineId);
        // Another run's turn (a let-go turn finished later) is on the head it named, not the merge request's now.
        const head = own || trigger.headNeedsLookUp ? undefined : trigger.headSha;
        const key = JSON.stringify([iid, token.value, own, head]);
        const known = hosts.get(key);
        if (known)
            return known;
        const host = gitLabMergeRequestHost({
            wire: deps.wireOf(token.value),
            projectId: project.id,
            projectPath: project.path,
            iid,
            ...(head === undefined ? {} : { head }),
            ...(own && project.pipelineId !== undefined ? { pipelineId: project.pipelineId } : {}),
            // A schedule's turns run in its pipeline: a look for other runs in progress leaves it out.
            ...(/^[1-9]\d{0,15}$/.test(trigger.runId) ? { runningPipelineId: Number(trigger.runId) } : {}),
            ...(project.jobUrl === undefined ? {} : { jobUrl: project.jobUrl }),
            webUrl: mergeRequestUrl(project, iid),
        });
        hosts.set(key, host);
        return host;
    };
}
function gitLabCodeHost(deps) {
    const lookUp = lookUpOf(deps);
    return {
        warm: () => undefined,
        pullRequest: pullRequestsOf(deps),
        addressOf: addressOf(deps.project),
        lookUp,
        branchPullRequest: branchPullRequestOf(deps),
        describe: describeOf(deps, lookUp),
        // The comment's mirror of reviews, preview and files is GitHub's; a note shows the merge request's link and state.
        mirror: async () => undefined,
        pendingPullRequests: pendingOf(deps),
        dispatchWorkflow: async () => ({
            ok: false,
            cause: 'GitLab has no workflow dispatch: the scheduled pipeline reads how each job ended instead',
        }),
        commentEvent: () => (0,pull_request_command/* not */.AU)('a GitLab pipeline is never started by a note: the next pipeline reads notes'),
        reviewEvent: () => ({ kind: 'not-a-review', why: 'a GitLab pipeline is never started by a review' }),
        pullRequestFacts: factsOf(deps),
    };
}

// EXTERNAL MODULE: ./src/pull-request/record.ts
var record = __webpack_require__(6002);
// EXTERNAL MODULE: ./src/pull-request/where.ts
var where = __webpack_require__(492);
;// CONCATENATED MODULE: ./src/gitlab/sweep.ts









/** How far back a schedule looks: a merge request updated (a note, a close, a merge) since then. */
const SWEEP_WINDOW_MS = 24 * 60 * 60_000;
/** The most merge requests one scheduled pipeline takes a turn for; the rest wait for the next. */
const MAX_SWEPT = 50;
/** The most merge requests whose notes one scheduled pipeline reads (a request each), newest first. */
const MAX_LOOKED_AT = 4 * MAX_SWEPT;
/** The time the listing may take. */
const LISTING_MS = 60_000;
/**
 * What a merge request's notes hold for the schedule: a job (a note of the token's own account
 * holding a record: anyone can copy a record's text into a note of theirs), a command (whose
 * author's permission its turn reads), or nothing. `labelled`: the merge request carries the
 * pending label (which only members may put on): a record there in another account's note is a
 * job this schedule's token cannot finish, and its turn says so.
 */
function notable(notes, own, command, labelled = false) {
    let found;
    for (const note of notes) {
        const { body, author } = (note ?? {});
        if (typeof body !== 'string')
            continue;
        if (body.includes(record/* RECORD_MARK */.or) && (labelled || authorOf(author)?.id === own))
            return 'job';
        // The command as any run reads it (in any case: `/Docs` too), so the schedule misses none.
        if (command !== undefined && (0,pull_request_command/* commandMessage */.b$)(body.replace(/\r\n?/g, '\n'), command) !== undefined)
            found = 'command';
    }
    return found;
}
/**
 * The merge requests to look at: those labelled pending first (a let-go turn's merge request may
 * not change for a day, a schedule paused or a turn long, or be crowded out by newer ones: whatever
 * their age), then those updated within the window, newest first, page after page (anyone may open
 * or touch merge requests: one page of them crowds out none), up to MAX_LOOKED_AT.
 */
async function mergeRequestsListed(site, budget) {
    const { wire, clock, projectId } = site;
    const since = new Date(clock.date() - SWEEP_WINDOW_MS).toISOString();
    const list = (query, most) => {
        let seen = 0;
        return wire.list({
            path: route `/projects/${projectId}/merge_requests`,
            query: { ...query, state: 'all', order_by: 'updated_at', sort: 'desc' },
            needs: READ_NEEDS,
        }, budget, (page) => (seen += page.length) >= most);
    };
    const listed = await list({ updated_after: since }, MAX_LOOKED_AT);
    if (!listed.ok)
        return listed;
    const labelled = await list({ labels: record/* PENDING_LABEL */.Tz }, MAX_SWEPT);
    if (!labelled.ok)
        return labelled;
    return { ok: true, value: [...labelled.items.slice(0, MAX_SWEPT), ...listed.items] };
}
/** Each merge request once, where it first comes (an unreadable item kept, so the list fails). */
function uniqueByIid(views) {
    const seen = new Set();
    return views.filter((view) => view === undefined || (!seen.has(view.iid) && seen.add(view.iid)));
}
async function mergeRequestsToSweep(site) {
    const { wire, clock, projectId } = site;
    // Each turn is about one merge request: no longer the schedule's sweep.
    const trigger = { ...site.trigger };
    delete trigger.sweeps;
    const budget = (0,common_budget/* budgetFor */.vO)(clock, LISTING_MS, { signals: [site.signal] });
    const listed = await mergeRequestsListed(site, budget);
    if (!listed.ok)
        return listed;
    const me = await wire.request({ path: route `/user`, needs: READ_NEEDS }, budget);
    const own = me.ok ? authorOf(me.data)?.id : undefined;
    if (own === undefined)
        return me.ok ? { ok: false, status: 200, cause: 'GitLab did not say who the token is' } : me;
    const views = uniqueByIid(listed.value.map((item) => mergeRequestViewOf(item, projectId)));
    if (views.some((view) => view === undefined))
        return UNREADABLE_GITLAB_ITEM;
    // Merge requests with a job come first: commands alone (anyone may write one) never crowd them out.
    const withJob = [];
    const withCommand = [];
    const unread = [];
    for (const view of views.slice(0, MAX_LOOKED_AT)) {
        if (!view || withJob.length >= MAX_SWEPT)
            continue;
        // Oldest first, every page until the job's note (the first pipeline wrote it early): a hundred
        // newer notes, system ones or anyone's, hide neither it nor a command.
        const notes = await wire.list({
            path: route `/projects/${projectId}/merge_requests/${view.iid}/notes`,
            query: { sort: 'asc', order_by: 'created_at' },
            needs: READ_NEEDS,
        }, budget, (page) => notable(page, own, undefined) === 'job');
        // A token refused is refused for every merge request; one merge request GitLab fails is that one's.
        if (!notes.ok && ((0,host.refusedForGood)(notes, [401, 403]) || site.signal.aborted))
            return notes;
        if (!notes.ok) {
            unread.push({ iid: view.iid, why: notes.cause });
            continue;
        }
        const holds = notable(notes.items, own, site.command, view.labels.includes(record/* PENDING_LABEL */.Tz));
        if (holds === undefined)
            continue;
        const { iid, head, state, draft, labels, author, fromFork, closedAt } = view;
        (holds === 'job' ? withJob : withCommand).push({
            ...trigger,
            words: where/* GITLAB_WORDS */.Cg,
            sweptTurn: true,
            pullNumber: iid,
            headSha: head,
            fromFork,
            pullRequest: {
                // No event comes again for a turn the schedule took: a cancelled one stays pending for the next.
                ...{ state, draft, labels, readNow: true, notPushed: true, noRetryingEvent: true },
                ...(author === undefined ? {} : { author }),
                ...(closedAt === undefined ? {} : { closedAt }),
            },
            step: { ...trigger.step, pull: iid },
            notes: [],
        });
    }
    return { ok: true, value: { triggers: [...withJob, ...withCommand].slice(0, MAX_SWEPT), unread } };
}

;// CONCATENATED MODULE: ./src/gitlab/pipeline.ts
/**
 * What started this GitLab pipeline, as its predefined variables tell it
 * (docs.gitlab.com/ci/variables/predefined_variables/): a merge request's pipeline (its project,
 * its iid, the head it runs on, whether it comes from a fork), a merge train's (which does
 * nothing), or a pipeline of no merge request (a schedule, a manual run, a push), which sweeps.
 * Every value is checked: an id that is not a number, or a head that is not a commit id, is not
 * used, and a note says so. Only what GitLab sets is read: no setting comes from here.
 */


const positive = (text) => text !== undefined && /^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : undefined;
/** GitLab's labels variable: comma-separated names; empty when none. */
const labelsOf = (text) => (text ?? '')
    .split(',')
    .map((label) => label.trim())
    .filter((label) => label !== '' && /^[^\u0000-\u001f\u007f]{1,255}$/.test(label));
/** A link to the job, kept only on this GitLab's own web host. */
function jobUrlOf(text, server) {
    try {
        const url = new URL(text ?? '');
        const home = new URL(server ?? '');
        return url.origin === home.origin && url.username === '' && url.password === '' ? url.href : undefined;
    }
    catch {
        return undefined;
    }
}
/** A predefined variable's value as a message shows it: quoted, or "not set" when it is empty. */
const given = (name, value, chars) => value === undefined || value === '' ? (0,output_text.msg) `${name} is not set` : (0,output_text.msg) `${name} is ${(0,output_text.quoted)(value, chars)}`;
function readPipeline(env, notes = []) {
    const source = env.CI_PIPELINE_SOURCE ?? '';
    const pipelineId = positive(env.CI_PIPELINE_ID);
    if (env.GITLAB_CI !== 'true' || pipelineId === undefined)
        return {
            kind: 'refused',
            why: (0,output_text.msg) `This is not a GitLab CI job (${given('GITLAB_CI', env.GITLAB_CI, 20)}, ${given('CI_PIPELINE_ID', env.CI_PIPELINE_ID, 30)}): run the merge request command in the job the component adds.`,
        };
    if (source !== 'merge_request_event') {
        const projectId = positive(env.CI_PROJECT_ID);
        if (projectId === undefined)
            return {
                kind: 'refused',
                why: (0,output_text.msg) `The project is not known (${given('CI_PROJECT_ID', env.CI_PROJECT_ID, 30)}, and a project id is a number): GitLab sets it in every CI job; run the merge request command in the job the component adds, not with variables of your own.`,
            };
        return { kind: 'sweep', projectId, source, pipelineId };
    }
    const iid = positive(env.CI_MERGE_REQUEST_IID);
    const projectId = positive(env.CI_MERGE_REQUEST_PROJECT_ID);
    if (iid === undefined || projectId === undefined)
        return {
            kind: 'refused',
            why: (0,output_text.msg) `A merge request pipeline without its merge request (${given('CI_MERGE_REQUEST_IID', env.CI_MERGE_REQUEST_IID, 20)}, ${given('CI_MERGE_REQUEST_PROJECT_ID', env.CI_MERGE_REQUEST_PROJECT_ID, 20)}): GitLab sets both; run the job only in merge request pipelines.`,
        };
    const type = env.CI_MERGE_REQUEST_EVENT_TYPE ?? '';
    if (type === 'merge_train')
        return { kind: 'merge-train', iid };
    const merged = type === 'merged_result';
    const headText = merged ? env.CI_MERGE_REQUEST_SOURCE_BRANCH_SHA : env.CI_COMMIT_SHA;
    const headName = merged ? 'CI_MERGE_REQUEST_SOURCE_BRANCH_SHA' : 'CI_COMMIT_SHA';
    if (headText === undefined || !ids/* COMMIT_SHA */.pk.test(headText))
        return {
            kind: 'refused',
            why: (0,output_text.msg) `${given(headName, headText, 50)}, not a commit id, so the merge request's head is not known; GitLab sets it in merge request pipelines.`,
        };
    const sourceProject = positive(env.CI_MERGE_REQUEST_SOURCE_PROJECT_ID);
    if (sourceProject === undefined)
        notes.push('CI_MERGE_REQUEST_SOURCE_PROJECT_ID is not a project id, so this merge request is taken as from a fork.');
    const draft = env.CI_MERGE_REQUEST_DRAFT;
    const jobUrl = jobUrlOf(env.CI_JOB_URL, env.CI_SERVER_URL);
    const by = env.GITLAB_USER_LOGIN;
    return {
        kind: 'merge-request',
        projectId,
        iid,
        head: headText,
        fromFork: sourceProject !== projectId,
        ...(draft === 'true' || draft === 'false' ? { draft: draft === 'true' } : {}),
        labels: labelsOf(env.CI_MERGE_REQUEST_LABELS),
        pipelineId,
        ...(jobUrl === undefined ? {} : { jobUrl }),
        ...(by !== undefined && /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,254}$/.test(by) ? { by } : {}),
    };
}

;// CONCATENATED MODULE: ./src/gitlab/trigger.ts

function ownerAndRepo(path) {
    const cut = path.lastIndexOf('/');
    return { owner: path.slice(0, cut), repo: path.slice(cut + 1) };
}
/** The trigger of a pipeline that runs the loop: a merge request's, or a sweep's. */
function gitLabTrigger(pipeline, site, notes) {
    const { owner, repo } = ownerAndRepo(site.projectPath);
    const runId = String(pipeline.pipelineId);
    const base = {
        owner,
        repo,
        runId,
        attempt: 1,
        serverUrl: site.serverUrl,
        headNeedsLookUp: false,
        finishesLetGo: true,
        words: where/* GITLAB_WORDS */.Cg,
        notes,
    };
    if (pipeline.kind === 'sweep')
        return {
            ...base,
            eventName: pipeline.source || 'pipeline',
            fromFork: false,
            sweeps: true,
            step: { workflow: '.gitlab-ci.yml', job: site.jobName, step: '', repository: site.projectPath },
        };
    return {
        ...base,
        eventName: 'merge_request_event',
        pullNumber: pipeline.iid,
        headSha: pipeline.head,
        fromFork: pipeline.fromFork,
        aboutHead: 'head',
        authorUnsaid: true,
        ...(pipeline.jobUrl === undefined ? {} : { runUrl: pipeline.jobUrl }),
        pullRequest: {
            state: 'open',
            pushed: true,
            noRetryingEvent: true,
            draft: pipeline.draft ?? false,
            labels: pipeline.labels,
        },
        step: {
            workflow: '.gitlab-ci.yml',
            job: site.jobName,
            step: '',
            repository: site.projectPath,
            pull: pipeline.iid,
        },
    };
}

;// CONCATENATED MODULE: ./src/gitlab/run-host.ts






/** A project's path as GitLab allows one: groups and subgroups, then the project. */
const PROJECT_PATH = /^(?:[A-Za-z0-9_.-]{1,255}\/)+[A-Za-z0-9_.-]{1,255}$/;
function gitLabRun(env, clock) {
    const notes = [];
    const pipeline = readPipeline(env, notes);
    if (pipeline.kind === 'refused')
        return pipeline;
    if (pipeline.kind === 'merge-train')
        return {
            kind: 'nothing',
            why: (0,output_text.msg) `This is merge request !${pipeline.iid}'s merge train pipeline: it tests a merge already decided, so there is nothing to tell the agent.`,
        };
    // A fork's merge request pipeline runs in the fork, with the fork's variables, not this project's.
    if (pipeline.kind === 'merge-request' && pipeline.fromFork && env.CI_PROJECT_ID !== String(pipeline.projectId))
        return {
            kind: 'nothing',
            why: (0,output_text.msg) `Merge request !${pipeline.iid} comes from a fork, and this pipeline runs in the fork, with none of the merge request's project's variables: nothing is started. A member of that project can run its pipeline there ("Run pipeline" on the merge request), which starts the job.`,
        };
    const api = readApiUrl(env.CI_API_V4_URL);
    if (!(api instanceof URL))
        return { kind: 'refused', why: api.error };
    const projectPath = env.CI_PROJECT_PATH ?? '';
    if (!PROJECT_PATH.test(projectPath) || projectPath.split('/').some((part) => /^\.+$/.test(part)))
        return {
            kind: 'refused',
            why: (0,output_text.msg) `CI_PROJECT_PATH is ${(0,output_text.quoted)(projectPath, 60)}, not a project's path (group/project): GitLab sets it in every job.`,
        };
    const server = (0,output_text.httpUrl)(env.CI_SERVER_URL);
    if (!server)
        return {
            kind: 'refused',
            why: (0,output_text.msg) `CI_SERVER_URL is ${(0,output_text.quoted)(env.CI_SERVER_URL ?? '', 60)}, not an http(s) address: GitLab sets it in every job.`,
        };
    const projectId = pipeline.projectId;
    // A self-managed server may live under a path (`https://host/gitlab`): its web addresses keep it.
    const serverUrl = `${server.origin}${server.pathname.replace(/\/+$/, '')}`;
    const site = { projectPath, serverUrl, jobName: env.CI_JOB_NAME ?? '' };
    const trigger = gitLabTrigger(pipeline, site, notes);
    const project = { id: projectId, path: projectPath, serverUrl };
    if (pipeline.kind === 'sweep')
        return {
            kind: 'sweep',
            about: sweepAbout(pipeline.source),
            turns: async (run) => {
                const wire = createGitLabWire({ api, token: run.token, send: run.send, clock, secrets: run.secrets });
                const listed = await mergeRequestsToSweep({ wire, clock, projectId, trigger, ...run });
                if (!listed.ok)
                    return listed;
                // A turn's status joins no pipeline of its own: the schedule's runs on another commit.
                const hosts = listed.value.triggers.map((turn) => ({
                    trigger: turn,
                    codeHost: codeHostOn(api, clock, project),
                }));
                return { ok: true, value: { hosts, unread: listed.value.unread } };
            },
        };
    const own = {
        pipelineId: pipeline.pipelineId,
        ...(pipeline.jobUrl === undefined ? {} : { jobUrl: pipeline.jobUrl }),
    };
    return { kind: 'run', host: { trigger, codeHost: codeHostOn(api, clock, { ...project, ...own }) } };
}
/** The project's merge requests as the code host, each token's requests on its own wire to the API. */
function codeHostOn(api, clock, project) {
    return ({ log, secrets, send }) => {
        const wires = new Map();
        const wireOf = (token) => {
            const known = wires.get(token);
            if (known)
                return known;
            const wire = createGitLabWire({ api, token, send, clock, secrets });
            wires.set(token, wire);
            return wire;
        };
        return gitLabCodeHost({ project, wireOf, log, clock });
    };
}
/** A pipeline of no merge request looks at them all: a push's or an API's says so, and how to run for one. */
function sweepAbout(source) {
    if (source === 'schedule' || source === 'web')
        return (0,output_text.msg) `A ${source === 'web' ? '"Run pipeline"' : 'scheduled'} pipeline: looking at the project's merge requests for a job to finish or a note to answer.`;
    return (0,output_text.msg) `A pipeline of no merge request (CI_PIPELINE_SOURCE is ${(0,output_text.quoted)(source, 40)}): looking at the project's merge requests for a job to finish or a note to answer, as the scheduled pipeline does. To run for one merge request, run this job in merge request pipelines (rules: - if: $CI_PIPELINE_SOURCE == "merge_request_event").`;
}


/***/ })

};
