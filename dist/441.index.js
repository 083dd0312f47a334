export const id = 441;
export const ids = [441,714,53];
export const modules = {

/***/ 53:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CHECK_NEEDS: () => (/* binding */ CHECK_NEEDS),
  COMMENT_NEEDS: () => (/* binding */ COMMENT_NEEDS),
  COMPARE_FILES_LIMIT: () => (/* binding */ COMPARE_FILES_LIMIT),
  authorOf: () => (/* binding */ authorOf),
  commentOf: () => (/* binding */ commentOf),
  createGitHubHost: () => (/* binding */ createGitHubHost),
  gitHubHostWith: () => (/* binding */ gitHubHostWith),
  permissionLevel: () => (/* binding */ permissionLevel),
  reactionOf: () => (/* binding */ reactionOf)
});

// EXTERNAL MODULE: ./src/common/ids.ts
var ids = __webpack_require__(863);
// EXTERNAL MODULE: ./src/inputs/follow-up.ts
var follow_up = __webpack_require__(2356);
// EXTERNAL MODULE: ./src/pull-request/host.ts
var host = __webpack_require__(393);
// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(6584);
// EXTERNAL MODULE: ./src/github/values.ts
var values = __webpack_require__(9657);
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
        const found = known((0,values/* accountOf */.XP)(viewer?.databaseId, viewer?.login));
        if (found)
            return found;
    }
    if (budget.signal.aborted)
        return undefined;
    const user = await call({ route: 'GET /user' }, budget);
    if (!user.ok)
        return undefined;
    const data = (user.data ?? {});
    return known((0,values/* accountOf */.XP)(data.id, data.login));
}

;// CONCATENATED MODULE: ./src/github/host.ts
/**
 * GitHub as the host of a pull request (src/pull-request/host.ts): each operation one REST route
 * (or the viewer query) through the step's client, and each answer read here into the host's
 * plain shapes. An item of a list that is not in GitHub's shape makes the list unreadable.
 */






/** What each use of the token needs, as a refusal names it. */
const COMMENT_NEEDS = 'pull-requests: write';
const CHECK_NEEDS = 'checks: write';
const READ_NEEDS = 'pull-requests: read';
const PERMISSION_NEEDS = "metadata: read (the commenter's permission)";
const RUNS_NEEDS = 'actions: read';
/** A comment's or reaction's `user`: undefined when the answer has no `user` at all. */
function authorOf(user) {
    if (user === undefined)
        return undefined;
    // A deleted account is `null`: someone, never the action.
    if (user === null)
        return { bot: false };
    const { id, login, type } = user;
    const bot = type === 'Bot' || (typeof login === 'string' && login.endsWith('[bot]'));
    return { ...(0,values/* accountOf */.XP)(id, login), bot };
}
const time = (value) => Date.parse(typeof value === 'string' ? value : '');
/** A comment as GitHub lists it, or undefined when it is not in GitHub's shape. */
function commentOf(item, server) {
    const { id: sent, body, html_url: link, user, created_at: created, updated_at: updated, } = (item ?? {});
    const id = (0,values/* gitHubId */.ny)(sent);
    if (id === undefined || typeof body !== 'string')
        return undefined;
    const author = authorOf(user);
    return {
        id,
        body,
        // A link off this run's GitHub is not handed on; the comment is still the one it is.
        ...(typeof link === 'string' ? { url: (0,values/* gitHubWebUrl */.ls)(link, server) ?? '' } : {}),
        ...(author === undefined ? {} : { author }),
        createdAt: time(created),
        edited: updated !== undefined && updated !== created,
    };
}
/** A reaction, read as far as it can be: one this action cannot read is simply not its own. */
function reactionOf(item) {
    const { id, content, user, created_at: at } = (item ?? {});
    const author = authorOf(user);
    return {
        ...((0,values/* gitHubId */.ny)(id) === undefined ? {} : { id: (0,values/* gitHubId */.ny)(id) }),
        content: typeof content === 'string' ? content : '',
        ...(author === undefined ? {} : { author }),
        at: time(at),
    };
}
/** The commenter's level: `role_name` when it is one of the five (it says maintain and triage), else `permission`. */
function permissionLevel(answer) {
    const { role_name: role, permission } = (answer ?? {});
    const known = (value) => follow_up/* PERMISSION_LEVELS */.e.find((level) => level === value);
    return known(role) ?? known(permission);
}
/** A check run as GitHub lists it, or undefined when it is not in GitHub's shape. */
function checkRunOf(item, server) {
    const { id: sent, external_id: external, html_url: link } = (item ?? {});
    const id = (0,values/* gitHubId */.ny)(sent);
    if (id === undefined || typeof link !== 'string')
        return undefined;
    const url = (0,values/* gitHubWebUrl */.ls)(link, server) ?? '';
    return { id, url, ...(typeof external === 'string' ? { externalId: external } : {}) };
}
function writtenOf(data, server) {
    const { id, html_url: url, user } = (data ?? {});
    const [read, link, author] = [(0,values/* gitHubId */.ny)(id), (0,values/* gitHubWebUrl */.ls)(url, server), (0,values/* gitHubId */.ny)(user?.id)];
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
        ...(externalId === undefined ? {} : { external_id: client/* SignedRecord */.ui.of(externalId) }),
    };
}
/**
 * A comment's body as GitHub takes it: the text, then the record alone on the last line, the one
 * place a reader takes it from (src/pull-request/record.ts). The client redacts the text only.
 */
const commentBodyParam = ({ text, record }) => record === undefined ? client/* TextWithRecords */.eC.of(text) : client/* TextWithRecords */.eC.of(`${text}\n`, client/* SignedRecord */.ui.of(record), '\n');
const answered = (result, value) => result.ok ? { ok: true, value: value(result.data) } : result;
/** Every item read, or the list unreadable when one is not in GitHub's shape. */
function every(items, read) {
    const out = [];
    for (const item of items) {
        const value = read(item);
        if (value === undefined)
            return host/* UNREADABLE_ITEM */.k;
        out.push(value);
    }
    return { ok: true, value: out };
}
function commentOperations({ owner, repo, server, trigger, caller }) {
    const call = caller(COMMENT_NEEDS);
    const issue = { owner, repo, issue_number: trigger.pullNumber ?? 0 };
    const written = (result) => answered(result, (data) => writtenOf(data, server));
    return {
        identity: (budget) => readIdentity(call, budget),
        async comments(budget, enough) {
            const route = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
            const found = (page) => page.some((item) => {
                const comment = commentOf(item, server);
                return comment !== undefined && enough?.(comment) === true;
            });
            const listed = await (0,client/* listAll */._w)(call, { route, params: issue, ...(enough ? { enough: found } : {}) }, budget);
            return listed.ok ? every(listed.items, (item) => commentOf(item, server)) : listed;
        },
        async comment(id, budget) {
            const read = await call({ route: 'GET /repos/{owner}/{repo}/issues/comments/{comment_id}', params: { owner, repo, comment_id: id } }, budget);
            if (!read.ok)
                return read;
            const comment = commentOf(read.data, server);
            return comment ? { ok: true, value: comment } : host/* UNREADABLE_ITEM */.k;
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
    };
}
/** On a comment's event the run's commit is the default branch's: the pull request's head is looked up, once. */
function headLookUp({ owner, repo, trigger, caller, sink }) {
    let head;
    return async (budget) => {
        if (!trigger.headNeedsLookUp)
            return trigger.headSha;
        if (head !== undefined)
            return head;
        const read = await caller(READ_NEEDS)({
            route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}',
            params: { owner, repo, pull_number: trigger.pullNumber ?? 0 },
        }, budget);
        const sha = read.ok ? read.data?.head?.sha : undefined;
        if (typeof sha === 'string' && ids/* COMMIT_SHA */.pk.test(sha))
            return (head = sha);
        sink.info(`Could not read the pull request's head commit, so the check run goes on this run's commit.`);
        return trigger.headSha;
    };
}
function checkRunOperations(wire) {
    const { owner, repo, server, trigger, caller } = wire;
    const call = caller(CHECK_NEEDS);
    const pull = { owner, repo, pull_number: trigger.pullNumber ?? 0 };
    const written = (result) => answered(result, (data) => writtenOf(data, server));
    return {
        head: headLookUp(wire),
        async checkRuns(sha, name, budget) {
            const listed = await (0,client/* listAll */._w)(call, {
                route: 'GET /repos/{owner}/{repo}/commits/{ref}/check-runs',
                params: { owner, repo, ref: sha ?? '', check_name: name, filter: 'all' },
            }, budget, 'check_runs');
            return listed.ok ? every(listed.items, (item) => checkRunOf(item, server)) : listed;
        },
        async commits(budget) {
            const listed = await (0,client/* listAll */._w)(call, { route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', params: { ...pull, per_page: 100 } }, budget);
            if (!listed.ok)
                return listed;
            return every(listed.items, (item) => {
                const sha = item?.sha;
                return typeof sha === 'string' && ids/* COMMIT_SHA */.pk.test(sha) ? sha : undefined;
            });
        },
        createCheckRun: async (name, sha, fields, budget) => written(await call({
            route: 'POST /repos/{owner}/{repo}/check-runs',
            params: {
                ...{ owner, repo, name, head_sha: sha },
                ...(trigger.runUrl ? { details_url: trigger.runUrl } : {}),
                ...checkRunParams(fields),
            },
        }, budget)),
        updateCheckRun: async (id, fields, budget) => written(await call({
            route: 'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}',
            params: { owner, repo, check_run_id: id, ...checkRunParams(fields) },
        }, budget)),
    };
}
/** Any such run may hold a claim (another pull request's only delays), so only "none" frees one. */
function runsInProgress({ owner, repo, trigger, caller }, event) {
    return async (budget) => {
        const runs = await (0,client/* listAll */._w)(caller(RUNS_NEEDS), {
            route: 'GET /repos/{owner}/{repo}/actions/runs',
            params: { owner, repo, status: 'in_progress', ...(event === undefined ? {} : { event }), per_page: 100 },
        }, budget, 'workflow_runs');
        if (!runs.ok)
            return undefined;
        return runs.items.some((run) => String((0,values/* gitHubId */.ny)(run?.id) ?? '') !== trigger.runId);
    };
}
/** GitHub's words for a run that is not over yet: anything else it names (or none) is no answer. */
const RUNNING = ['queued', 'in_progress', 'waiting', 'requested', 'pending'];
/**
 * A run's attempt: ended when GitHub says the run is `completed`, or has begun a later attempt
 * (attempts follow one another); running while its status is one of RUNNING.
 */
function runStateOf({ owner, repo, caller }) {
    return async ({ run, attempt }, budget) => {
        const id = Number(run);
        if (!/^\d{1,20}$/.test(run) || !Number.isSafeInteger(id))
            return undefined;
        const read = await caller(RUNS_NEEDS)({ route: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}', params: { owner, repo, run_id: id } }, budget);
        if (!read.ok)
            return undefined;
        const { status, run_attempt: latest } = (read.data ?? {});
        if (typeof latest === 'number' && latest !== attempt)
            return latest > attempt ? 'ended' : undefined;
        if (status === 'completed')
            return 'ended';
        return typeof status === 'string' && RUNNING.includes(status) ? 'running' : undefined;
    };
}
/** The pull request's changed files: GitHub lists at most 3,000, 100 a page. */
function changedFilesOf({ owner, repo, trigger, caller }) {
    return async (budget) => {
        const listed = await (0,client/* listAll */._w)(caller(READ_NEEDS), {
            route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
            params: { owner, repo, pull_number: trigger.pullNumber ?? 0, per_page: 100 },
        }, budget);
        if (!listed.ok)
            return listed;
        return every(listed.items, (item) => {
            const name = item?.filename;
            return typeof name === 'string' && name !== '' ? name : undefined;
        });
    };
}
/** GitHub's compare lists at most 300 files and, on one page, 100 commits. */
const COMPARE_FILES_LIMIT = 300;
function comparisonOf(data) {
    const { status, commits, files, total_commits: total } = (data ?? {});
    if (status === 'diverged' || status === 'behind')
        return undefined;
    if (!Array.isArray(commits) || (files !== undefined && !Array.isArray(files)))
        return undefined;
    const read = commits.map((item) => {
        const { sha, commit, parents } = (item ?? {});
        const message = commit?.message;
        if (typeof sha !== 'string' || !ids/* COMMIT_SHA */.pk.test(sha) || typeof message !== 'string')
            return undefined;
        const title = message.split('\n', 1)[0] ?? '';
        return { sha, title, merge: Array.isArray(parents) && parents.length > 1 };
    });
    const names = (files ?? []).map((item) => item?.filename);
    if (read.some((commit) => commit === undefined) || names.some((name) => typeof name !== 'string'))
        return undefined;
    return {
        commits: read,
        moreCommits: typeof total === 'number' && total > read.length,
        files: names,
        filesCapped: names.length >= COMPARE_FILES_LIMIT,
    };
}
/** `base...head` on the pull request's repository; a 404 or a history that is not linear is `unrelated`. */
function compareOf({ owner, repo, caller }) {
    return async (base, head, budget) => {
        const read = await caller(READ_NEEDS)({
            route: 'GET /repos/{owner}/{repo}/compare/{basehead}',
            params: { owner, repo, basehead: `${base}...${head}`, per_page: 100 },
        }, budget);
        if (!read.ok)
            return read.status === 404 ? { ok: true, value: 'unrelated' } : read;
        const status = read.data?.status;
        if (status === 'diverged' || status === 'behind')
            return { ok: true, value: 'unrelated' };
        const comparison = comparisonOf(read.data);
        return comparison ? { ok: true, value: comparison } : host/* UNREADABLE_ITEM */.k;
    };
}
function commandOperations(wire) {
    const { owner, repo, caller } = wire;
    const call = caller(COMMENT_NEEDS);
    const onComment = (commentId) => ({ owner, repo, comment_id: commentId });
    return {
        async reactions(commentId, budget) {
            const listed = await (0,client/* listAll */._w)(call, {
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
        permission: async (login, budget) => answered(await caller(PERMISSION_NEEDS)({
            route: 'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
            params: { owner, repo, username: login },
        }, budget), permissionLevel),
        commentRunsInProgress: runsInProgress(wire, 'issue_comment'),
        otherRunsInProgress: runsInProgress(wire),
        runState: runStateOf(wire),
    };
}
function labelOperations({ owner, repo, trigger, caller }) {
    const call = caller(COMMENT_NEEDS);
    const issue = { owner, repo, issue_number: trigger.pullNumber ?? 0 };
    return {
        addLabel: async (name, budget) => answered(await call({ route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/labels', params: { ...issue, labels: [name] } }, budget), () => null),
        async removeLabel(name, budget) {
            const removed = await call({ route: 'DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', params: { ...issue, name } }, budget);
            // GitHub answers 404 for a label the pull request no longer carries: it is off, as asked.
            return removed.ok || removed.status === 404 ? { ok: true, value: null } : removed;
        },
    };
}
function createGitHubHost({ caller, trigger, sink }) {
    const wire = { owner: trigger.owner, repo: trigger.repo, server: trigger.serverUrl, trigger, caller, sink };
    return {
        ...commentOperations(wire),
        ...checkRunOperations(wire),
        changedFiles: changedFilesOf(wire),
        compare: compareOf(wire),
        ...commandOperations(wire),
        ...labelOperations(wire),
    };
}
/** GitHub as the host, with one token of the step's client: each use names what it needs in a refusal. */
function gitHubHostWith(github, token, trigger, sink) {
    return createGitHubHost({
        caller: (needs) => github.caller(token.value, { name: token.name, needs }),
        trigger,
        sink,
    });
}


/***/ }),

/***/ 4714:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F5: () => (/* binding */ writtenByAction),
/* harmony export */   UP: () => (/* binding */ isAccount),
/* harmony export */   de: () => (/* binding */ knownComment),
/* harmony export */   h1: () => (/* binding */ findComment),
/* harmony export */   y5: () => (/* binding */ findStartedJob)
/* harmony export */ });
/* harmony import */ var _host_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(393);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6002);
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
 * Every comment of the pull request is read: a list that cannot be read to its end finds nothing
 * either way. Who the token is is asked only when a candidate's records name no author.
 */
async function findComment(host, trigger, keys, budget, identity, sharedCommentId) {
    const listed = await host.comments(budget);
    if (!listed.ok)
        return listed;
    const candidates = [];
    let unverified = false;
    for (const { id, body, url, author } of listed.value) {
        // One comment this action cannot read could be its own: then nothing is known.
        if (url === undefined)
            return _host_js__WEBPACK_IMPORTED_MODULE_0__/* .UNREADABLE_ITEM */ .k;
        // The shared comment (the job's, where a follow-up writes its turn) is kept, whichever step wrote it first.
        const kept = (0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .readCommentRecords */ .SA)(body, trigger.step, keys, id === sharedCommentId);
        if (kept)
            candidates.push({ id, url, ...(author === undefined ? {} : { author }), kept });
        else
            unverified ||= (0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .unverifiedRecord */ .jI)(body, trigger.step, keys, 'comment');
    }
    const account = candidates.some(({ kept }) => kept.by === undefined) ? await identity() : undefined;
    const oldest = candidates
        .filter(({ author, kept }) => writtenByAction(author, kept, account))
        .sort((a, b) => Number(b.id === sharedCommentId) - Number(a.id === sharedCommentId) || a.id - b.id)[0];
    const doubt = unverified ? { unverified } : {};
    if (!oldest)
        return { ok: true, ...doubt };
    const { id, url, kept, author } = oldest;
    // A comment taken for the action's names its author from now on, though its records did not yet.
    const by = kept.by ?? author?.id;
    return { ok: true, match: { id, url, records: kept.records, ...(by === undefined ? {} : { by }) }, ...doubt };
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
    const kept = (0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .readCommentRecords */ .SA)(body, trigger.step, keys, true);
    if (!kept || url === undefined)
        return { ok: true };
    const account = kept.by === undefined ? await identity() : undefined;
    if (!writtenByAction(author, kept, account))
        return { ok: true };
    const by = kept.by ?? author?.id;
    return { ok: true, match: { id, url, records: kept.records, ...(by === undefined ? {} : { by }) } };
}
const newer = (a, b) => Number(b.run) - Number(a.run) || b.attempt - a.attempt;
/**
 * The job the action started on this pull request most recently (or `jobId`'s start), from the
 * signed records in its own comments (any step's: the start workflow's comment serves a follow-up
 * workflow): the newest run's record of a started job. Another account's comment is never read,
 * whatever it carries.
 */
async function findStartedJob(host, trigger, keys, budget, identity, jobId) {
    // A comment this action cannot read could hold the record: then nothing is known, never "no job".
    const listed = await host.comments(budget);
    if (!listed.ok)
        return listed;
    const starts = [];
    /** Every record of the action's that names a head it told a job about. */
    const told = [];
    let account;
    let unverified = false;
    for (const { id, body, author: user } of listed.value) {
        const kept = (0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .readCommentRecords */ .SA)(body, trigger.step, keys, true);
        unverified ||= !kept && (0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .unverifiedRecord */ .jI)(body, trigger.step, keys, 'comment', true);
        if (!kept)
            continue;
        if (kept.by === undefined)
            account ??= await identity();
        if (!writtenByAction(user, kept, account))
            continue;
        const author = user?.id;
        const comment = { id, ...(author === undefined ? {} : { author }) };
        for (const record of kept.records) {
            if (record.head !== undefined && record.kind !== 'wait')
                told.push(record);
            if (record.kind === 'prompt' && record.jobs.length > 0 && (jobId === undefined || record.jobs.includes(jobId)))
                starts.push({ record, comment });
        }
    }
    const newest = starts.sort((a, b) => newer(a.record, b.record))[0];
    if (!newest)
        return unverified ? { ok: true, unverified } : { ok: true };
    const job = jobId ?? newest.record.jobs[0] ?? '';
    const lastHead = told.filter((record) => record.jobs.includes(job)).sort(newer)[0]?.head;
    return { ok: true, started: { job, comment: newest.comment, ...(lastHead === undefined ? {} : { lastHead }) } };
}


/***/ }),

/***/ 393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ UNREADABLE_ITEM)
/* harmony export */ });
const UNREADABLE_ITEM = {
    ok: false,
    status: 200,
    cause: "GitHub's list holds an item that is not what GitHub sends (an id that is not a number, no body or link)",
};


/***/ }),

/***/ 6441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  endOfPullRequest: () => (/* binding */ endOfPullRequest)
});

// EXTERNAL MODULE: ./src/github/host.ts + 1 modules
var github_host = __webpack_require__(53);
// EXTERNAL MODULE: ./src/github/look-up.ts
var look_up = __webpack_require__(3504);
// EXTERNAL MODULE: ./src/output/text.ts
var output_text = __webpack_require__(7837);
;// CONCATENATED MODULE: ./src/pull-request/closed-comment.ts
/** The freshness line the mirror writes (report/mirror.ts), as the sink renders it. */
const FRESHNESS = /<p>Docs pull request as of [^<\n]*; refreshed on every run of this workflow\.<\/p>\n?/g;
/** A closing line this module wrote before, on an earlier attempt of the close. */
const NOTICE = /<h3>(?:🔀|🔚) This pull request was (?:merged|closed)[^\n]*<\/h3>\n?/g;
/** Where the records begin: the action's signed marker, the comment's last part. */
const MARKER = '\n<!-- wait-for-agent-job.';
/**
 * The comment's body with `notice` (one `<h3>` line, already rendered through the sink) at the
 * top, the freshness line and any earlier notice taken out; its record apart, as it was signed.
 */
function closedComment(body, notice) {
    const at = body.indexOf(MARKER);
    const html = at === -1 ? body : body.slice(0, at);
    const record = at === -1 ? undefined : body.slice(at).trim();
    const text = `${notice}\n${html.replace(NOTICE, '').replace(FRESHNESS, '')}`.replace(/\n+$/, '');
    return record === undefined ? { text } : { text, record };
}
/** The body GitHub keeps for a comment written as `written` (github/host.ts writes it so). */
const bodyOf = ({ text, record }) => (record === undefined ? text : `${text}\n${record}\n`);

// EXTERNAL MODULE: ./src/pull-request/comment.ts
var comment = __webpack_require__(4714);
// EXTERNAL MODULE: ./src/pull-request/record.ts
var record = __webpack_require__(6002);
// EXTERNAL MODULE: ./src/service/pr-link.ts
var pr_link = __webpack_require__(3982);
;// CONCATENATED MODULE: ./src/step/on-close.ts







/** What finding the job, reading it and writing on its docs pull request may take in all. */
const CLOSE_BUDGET_MS = 30_000;
/** The pull request's job and the comment that keeps it, or undefined (the log says why). */
async function jobOf(deps, config, trigger, budget) {
    const token = config.visibility.reportToken;
    if (token === '')
        return deps.sink.info("'report-token' is empty, so the pull request's job cannot be found.");
    const host = (0,github_host.gitHubHostWith)(deps.github, { value: token, name: 'report-token' }, trigger, deps.sink);
    const found = await (0,comment/* findStartedJob */.y5)(host, trigger, (0,record/* recordKeysOf */.fH)(config), budget, () => host.identity(budget));
    if (!found.ok || !found.started)
        return deps.sink.info('No job of this action was found on the pull request: no docs pull request to tell.');
    return { host, started: found.started };
}
/** The job's docs pull request on this run's GitHub, or undefined (the log says why). */
async function docsPullRequestOf(deps, started, budget) {
    const { job } = started;
    const read = await deps.service.getJob(job, {
        timeoutMs: Math.max(1, budget.deadline - deps.clock.now()),
        signal: budget.signal,
    });
    const pr = read.kind === 'job' ? (0,pr_link/* parsePullRequestLink */.m)(read.job.prLink) : undefined;
    const server = (0,output_text/* httpUrl */.q3)(deps.env.GITHUB_SERVER_URL || 'https://github.com')?.host;
    if (pr?.host !== 'github' || !pr.owner || !pr.repo || pr.number === undefined || (0,output_text/* httpUrl */.q3)(pr.url)?.host !== server) {
        deps.sink.info((0,output_text/* msg */.ab) `Job ${job} has no docs pull request on this GitHub to tell that this one was closed.`);
        return undefined;
    }
    return { owner: pr.owner, repo: pr.repo, number: pr.number, url: pr.url };
}
/** The line on the docs pull request: the product pull request merged, or closed (and the docs one with it). */
function closingLine(sink, trigger, merged, close) {
    const product = `${trigger.owner}/${trigger.repo}#${trigger.pullNumber ?? ''}`;
    const server = (trigger.serverUrl ?? '').replace(/\/$/, '');
    const link = (0,output_text/* linked */.q)(`${server}/${trigger.owner}/${trigger.repo}/pull/${trigger.pullNumber ?? ''}`, product);
    const said = merged
        ? (0,output_text/* msg */.ab) `${link} was merged: this docs pull request is no longer kept in step with it.`
        : (0,output_text/* msg */.ab) `${link} was closed without merging${close ? ', so this docs pull request is closed too' : ''}.`;
    const heading = merged ? 'Product pull request merged' : 'Product pull request closed';
    return sink.markup({ icon: merged ? '🔀' : '🔚', heading, paragraphs: [said], rows: [] });
}
/** Tells the docs pull request, once however often the close is re-run, and closes it with `close-docs`. */
async function tellDocs(deps, config, trigger, docs, budget) {
    const notTold = { told: false, closed: false };
    const merged = trigger.pullRequest?.merged === true;
    const where = `${docs.owner}/${docs.repo}#${docs.number}`;
    const token = config.githubToken;
    // The docs repository's token is optional in the recipe: without it, a line in the log, no warning.
    if (token === '') {
        deps.sink.info((0,output_text/* msg */.ab) `${where} is not told that this pull request was closed: 'github-token' is empty.`);
        return notTold;
    }
    const needs = `pull-requests: write on ${docs.owner}/${docs.repo} (an installation token from actions/create-github-app-token)`;
    const docsTrigger = {
        ...trigger,
        owner: docs.owner,
        repo: docs.repo,
        pullNumber: docs.number,
        notes: [],
        step: { workflow: 'on-close', job: '', step: '', repository: `${docs.owner}/${docs.repo}`, pull: docs.number },
    };
    const caller = () => deps.github.caller(token, { name: 'github-token', needs });
    const host = (0,github_host.createGitHubHost)({ caller, trigger: docsTrigger, sink: deps.sink });
    const state = await (0,look_up/* lookUpPullRequest */.ft)(deps.github.caller(token, look_up/* LOOKUP_TOKEN */.Rq), docs, budget.signal, deps.clock);
    const open = state.kind === 'found' && state.details.state === 'open';
    const close = config.docsNeed.onClose === 'close-docs' && !merged && open;
    const body = closingLine(deps.sink, trigger, merged, close);
    // A re-run writes the line once: the token's own comment with either wording is there already
    // (a re-run of a close-docs run finds the docs pull request closed, so it would not say "closed too").
    const said = [closingLine(deps.sink, trigger, merged, !close), body];
    const [comments, own] = await Promise.all([host.comments(budget), host.identity(budget)]);
    const there = comments.ok && own && comments.value.some((c) => said.includes(c.body) && (0,comment/* isAccount */.UP)(c.author, own));
    const written = there ? { ok: true } : await host.createComment({ text: body }, budget);
    if (!written.ok) {
        deps.sink.warning((0,output_text/* msg */.ab) `${where} could not be told that this pull request was closed: ${written.cause}.`);
        return notTold;
    }
    if (close) {
        const closed = await host.closePullRequest(budget);
        if (!closed.ok) {
            deps.sink.warning((0,output_text/* msg */.ab) `${where} could not be closed (on-close: close-docs): ${closed.cause}.`);
            return { told: true, closed: false };
        }
    }
    deps.sink.info((0,output_text/* msg */.ab) `${where} was told that this pull request was ${merged ? 'merged' : 'closed'}${close ? ', and closed' : ''}.`);
    return { told: true, closed: close };
}
/** The line at the top of the closed pull request's comment: what happened, to the docs pull request too. */
function closedNotice(sink, merged, docs, told) {
    const what = merged ? 'This pull request was merged' : 'This pull request was closed without merging';
    const name = docs ? (0,output_text/* linked */.q)(docs.url, `${docs.owner}/${docs.repo}#${docs.number}`) : undefined;
    const fate = told?.closed ? 'was closed with it' : told?.told ? 'was told' : 'was not told (the run log says why)';
    const docsPart = name ? (0,output_text/* msg */.ab) `: the docs pull request ${name} ${fate}` : '';
    const heading = (0,output_text/* msg */.ab) `${what}${docsPart}; this comment is no longer refreshed.`;
    return sink.markup({ icon: merged ? '🔀' : '🔚', heading, paragraphs: [], rows: [], level: 3 }).trim();
}
/** The job's comment on the closed pull request says it was merged or closed, records untouched. */
async function sayOnComment(deps, host, id, notice, budget) {
    const read = await host.comment(id, budget);
    const body = read.ok ? closedComment(read.value.body, notice) : undefined;
    const written = !read.ok
        ? read
        : body === undefined || bodyOf(body) === read.value.body
            ? { ok: true }
            : await host.updateComment(id, body, budget);
    if (!written.ok)
        deps.sink.warning((0,output_text/* msg */.ab) `The comment on this pull request could not say that it was closed (${written.cause}); it still shows the job as the last run left it.`);
}
/**
 * The close: the docs pull request hears of it (and is closed with `close-docs`), then the job's
 * comment here says what happened, at its top, and that it is no longer refreshed.
 */
async function endOfPullRequest(deps, config, trigger) {
    const pull = trigger.pullRequest;
    if (pull?.action !== 'closed' || trigger.pullNumber === undefined)
        return;
    // The agent's own docs pull request (docs in the same repository) is no product pull request.
    if (pull.author !== undefined && pull.author === config.docsNeed.agentLogin)
        return;
    const deadline = deps.clock.now() + CLOSE_BUDGET_MS;
    const budget = { signal: AbortSignal.any([deps.signal, AbortSignal.timeout(CLOSE_BUDGET_MS)]), deadline };
    const found = await jobOf(deps, config, trigger, budget);
    if (!found)
        return;
    const docs = await docsPullRequestOf(deps, found.started, budget);
    const told = docs ? await tellDocs(deps, config, trigger, docs, budget) : undefined;
    const notice = closedNotice(deps.sink, pull.merged === true, docs, told);
    await sayOnComment(deps, found.host, found.started.comment.id, notice, budget);
}


/***/ })

};
