export const id = 53;
export const ids = [53];
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
  authorOf: () => (/* reexport */ values/* authorOf */.rM),
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

// EXTERNAL MODULE: ./src/github/review-wire.ts
var review_wire = __webpack_require__(7577);
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
const time = (value) => Date.parse(typeof value === 'string' ? value : '');
/** A comment as GitHub lists it, or undefined when it is not in GitHub's shape. */
function commentOf(item, server) {
    const { id: sent, body, html_url: link, user, created_at: created, updated_at: updated, } = (item ?? {});
    const id = (0,values/* gitHubId */.ny)(sent);
    if (id === undefined || typeof body !== 'string')
        return undefined;
    const author = (0,values/* authorOf */.rM)(user);
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
    const author = (0,values/* authorOf */.rM)(user);
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
 * place a reader takes it from (src/pull-request/record.ts). The client redacts the text only; the
 * line breaks around the record go with it, so that a piece of a secret the text ends in (a key
 * that holds a line break) cannot take the break with it and join the record to the text's line.
 */
const commentBodyParam = ({ text, record }) => record === undefined ? client/* TextWithRecords */.eC.of(text) : client/* TextWithRecords */.eC.of(text, client/* SignedRecord */.ui.of(`\n${record}\n`));
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
/** Who the token is does not change within a run: asked once, and again only after a read that failed. */
function identityOnce(call) {
    let asked;
    return (budget) => (asked ??= readIdentity(call, budget).then((account) => {
        if (account === undefined)
            asked = undefined;
        return account;
    }));
}
function commentOperations({ owner, repo, server, trigger, caller }) {
    const call = caller(COMMENT_NEEDS);
    const issue = { owner, repo, issue_number: trigger.pullNumber ?? 0 };
    const written = (result) => answered(result, (data) => writtenOf(data, server));
    return {
        identity: identityOnce(call),
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
        ...(0,review_wire/* reviewOperations */.DI)({ ...wire, pullNumber: trigger.pullNumber ?? 0, call: caller(COMMENT_NEEDS) }),
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

/***/ 7577:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DI: () => (/* binding */ reviewOperations),
/* harmony export */   QR: () => (/* binding */ reviewOf)
/* harmony export */ });
/* unused harmony export lineCommentOf */
/* harmony import */ var _pull_request_host_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(393);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6584);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9657);
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
    const id = (0,_values_js__WEBPACK_IMPORTED_MODULE_2__/* .gitHubId */ .ny)(sent);
    if (id === undefined)
        return undefined;
    const author = (0,_values_js__WEBPACK_IMPORTED_MODULE_2__/* .authorOf */ .rM)(user);
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
    const id = (0,_values_js__WEBPACK_IMPORTED_MODULE_2__/* .gitHubId */ .ny)(fields.id);
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
            return _pull_request_host_js__WEBPACK_IMPORTED_MODULE_0__/* .UNREADABLE_ITEM */ .k;
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
            const listed = await (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .listAll */ ._w)(call, { route, params: { ...pull, per_page: 100 } }, budget);
            return listed.ok ? every(listed.items, reviewOf) : listed;
        },
        async reviewComments(reviewId, budget) {
            const route = 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments';
            const listed = await (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .listAll */ ._w)(call, { route, params: { ...pull, review_id: reviewId, per_page: 100 } }, budget);
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


/***/ })

};
