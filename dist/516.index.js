export const id = 516;
export const ids = [516];
export const modules = {

/***/ 7318:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F5: () => (/* binding */ writtenByAction),
/* harmony export */   Jn: () => (/* binding */ createCommentRequest),
/* harmony export */   _4: () => (/* binding */ COMMENT_NEEDS),
/* harmony export */   _T: () => (/* binding */ updateCommentRequest),
/* harmony export */   _y: () => (/* binding */ listCommentsRequest),
/* harmony export */   h1: () => (/* binding */ findComment),
/* harmony export */   kV: () => (/* binding */ UNREADABLE_ITEM),
/* harmony export */   y5: () => (/* binding */ findStartedJob),
/* harmony export */   z: () => (/* binding */ readCommentRequest)
/* harmony export */ });
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6584);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7369);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9657);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5358);
/**
 * The pull request comment: this step's is the oldest comment on the pull request that carries
 * its records signed with the api-key, written by the report-token's own account. Another
 * account's comment is never taken for it, whatever marker it carries: it is never trusted, and
 * never edited.
 */




const COMMENT_NEEDS = 'pull-requests: write';
const UNREADABLE_ITEM = {
    ok: false,
    status: 200,
    cause: "GitHub's list holds an item that is not what GitHub sends (an id that is not a number, no body or link)",
};
/** Every comment of the pull request, read to the end. */
const listCommentsRequest = (trigger) => ({
    route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
    params: { owner: trigger.owner, repo: trigger.repo, issue_number: trigger.pullNumber ?? 0 },
});
/**
 * Whether the action wrote the comment: its author is the account the signed records name (every
 * write after the first names it); a record that names none (a step that ended right after its
 * first write) is taken only from the token's own account when GitHub says who that is, else
 * from a bot's comment, as GITHUB_TOKEN's and apps' comments are.
 */
function writtenByAction(user, kept, identity) {
    const author = user;
    if (kept.oldKey)
        return identity !== undefined && (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .isAccount */ .UP)(user, identity);
    if (kept.by !== undefined)
        return author?.id === kept.by;
    if (identity)
        return (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .isAccount */ .UP)(user, identity);
    // A list that names no author at all is not GitHub's own shape: nothing there says it is not ours.
    if (author === undefined)
        return true;
    return (0,_identity_js__WEBPACK_IMPORTED_MODULE_1__/* .isBotAccount */ .RS)(author);
}
/**
 * Every comment of the pull request is read: a list that cannot be read to its end finds nothing
 * either way. Who the token is is asked only when a candidate's records name no author.
 */
async function findComment(call, trigger, keys, budget, identity, sharedCommentId) {
    const listed = await (0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .listAll */ ._w)(call, listCommentsRequest(trigger), budget);
    if (!listed.ok)
        return listed;
    const candidates = [];
    let unverified = false;
    for (const item of listed.items) {
        const { id: sent, body, html_url: link, user } = (item ?? {});
        const id = (0,_values_js__WEBPACK_IMPORTED_MODULE_2__/* .gitHubId */ .ny)(sent);
        // One item this action cannot read could be its own comment: then nothing is known.
        if (id === undefined || typeof body !== 'string' || typeof link !== 'string')
            return UNREADABLE_ITEM;
        // A link off this run's GitHub is not handed on; the comment is still the one it is.
        const url = (0,_values_js__WEBPACK_IMPORTED_MODULE_2__/* .gitHubWebUrl */ .ls)(link, trigger.serverUrl) ?? '';
        // The shared comment (the job's, where a follow-up writes its turn) is kept, whichever step wrote it first.
        const kept = (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .readCommentRecords */ .SA)(body, trigger.step, keys, id === sharedCommentId);
        if (kept)
            candidates.push({ id, url, user, kept });
        else
            unverified ||= (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .unverifiedRecord */ .jI)(body, trigger.step, keys, 'comment');
    }
    const account = candidates.some(({ kept }) => kept.by === undefined) ? await identity() : undefined;
    const oldest = candidates
        .filter(({ user, kept }) => writtenByAction(user, kept, account))
        .sort((a, b) => Number(b.id === sharedCommentId) - Number(a.id === sharedCommentId) || a.id - b.id)[0];
    const doubt = unverified ? { unverified } : {};
    if (!oldest)
        return { ok: true, ...doubt };
    const { id, url, kept, user } = oldest;
    // A comment taken for the action's names its author from now on, though its records did not yet.
    const by = kept.by ?? (0,_values_js__WEBPACK_IMPORTED_MODULE_2__/* .gitHubId */ .ny)(user?.id);
    return { ok: true, match: { id, url, records: kept.records, ...(by === undefined ? {} : { by }) }, ...doubt };
}
/**
 * The job the action started on this pull request most recently (or `jobId`'s start), from the
 * signed records in its own comments (any step's: the start workflow's comment serves a follow-up
 * workflow): the newest run's record of a started job. Another account's comment is never read,
 * whatever it carries.
 */
async function findStartedJob(call, trigger, keys, budget, identity, jobId) {
    const listed = await (0,_client_js__WEBPACK_IMPORTED_MODULE_0__/* .listAll */ ._w)(call, listCommentsRequest(trigger), budget);
    if (!listed.ok)
        return listed;
    const starts = [];
    let account;
    let unverified = false;
    for (const item of listed.items) {
        const { id: sent, body, user } = (item ?? {});
        const id = (0,_values_js__WEBPACK_IMPORTED_MODULE_2__/* .gitHubId */ .ny)(sent);
        // An item this action cannot read could hold the record: then nothing is known, never "no job".
        if (id === undefined || typeof body !== 'string')
            return UNREADABLE_ITEM;
        const kept = (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .readCommentRecords */ .SA)(body, trigger.step, keys, true);
        unverified ||= !kept && (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .unverifiedRecord */ .jI)(body, trigger.step, keys, 'comment', true);
        if (!kept)
            continue;
        if (kept.by === undefined)
            account ??= await identity();
        if (!writtenByAction(user, kept, account))
            continue;
        const author = (0,_values_js__WEBPACK_IMPORTED_MODULE_2__/* .gitHubId */ .ny)(user?.id);
        const comment = { id, ...(author === undefined ? {} : { author }) };
        for (const record of kept.records)
            if (record.kind === 'prompt' && record.jobs.length > 0 && (jobId === undefined || record.jobs.includes(jobId)))
                starts.push({ record, comment });
    }
    const newest = starts.sort((a, b) => Number(b.record.run) - Number(a.record.run) || b.record.attempt - a.record.attempt)[0];
    if (!newest)
        return unverified ? { ok: true, unverified } : { ok: true };
    return { ok: true, started: { job: jobId ?? newest.record.jobs[0] ?? '', comment: newest.comment } };
}
function createCommentRequest(trigger, body) {
    return {
        route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
        params: { owner: trigger.owner, repo: trigger.repo, issue_number: trigger.pullNumber ?? 0, body },
    };
}
function readCommentRequest(trigger, id) {
    return {
        route: 'GET /repos/{owner}/{repo}/issues/comments/{comment_id}',
        params: { owner: trigger.owner, repo: trigger.repo, comment_id: id },
    };
}
function updateCommentRequest(trigger, id, body) {
    return {
        route: 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
        params: { owner: trigger.owner, repo: trigger.repo, comment_id: id, body },
    };
}


/***/ }),

/***/ 1516:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   keepDocsComment: () => (/* binding */ keepDocsComment)
/* harmony export */ });
/* unused harmony export DOCS_COMMENT_BUDGET_MS */
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7837);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7318);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7369);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5358);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9657);





/** What the comment on the docs pull request may take in all. */
const DOCS_COMMENT_BUDGET_MS = 15_000;
/** The docs pull request as the comment's own trigger: the record is bound to its repository and number. */
function docsTrigger(args, owner, repo, number) {
    const { trigger } = args;
    return {
        ...trigger,
        owner,
        repo,
        pullNumber: number,
        notes: [],
        step: { workflow: 'docs-pr-comment', job: '', step: '', repository: `${owner}/${repo}`, pull: number },
    };
}
function body(args, marker) {
    const { trigger, jobId, serverUrl, command } = args;
    const product = trigger.pullNumber
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .linked */ .q)(`${serverUrl}/${trigger.owner}/${trigger.repo}/pull/${trigger.pullNumber}`, `${trigger.owner}/${trigger.repo}#${trigger.pullNumber}`)
        : undefined;
    const from = product
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Opened for ${product}`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Opened by a workflow of ${trigger.owner}/${trigger.repo}`;
    const run = trigger.runUrl ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) ` (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .linked */ .q)(trigger.runUrl, 'the workflow run')})` : '';
    const html = args.sink.markup({
        icon: '🤖',
        heading: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Agent job ${jobId}`,
        paragraphs: [
            (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${from}${run}.`,
            (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `To send the agent a follow-up, reply with a comment whose first line begins with ${command}, such as: ${command} make the intro shorter.`,
        ],
        rows: [],
    });
    return `${html}\n${marker}\n`;
}
/** Keeps the comment: found by its record among the token's own comments, else created. */
async function keepDocsComment(args) {
    const { pr, sink } = args;
    if (pr.host !== 'github' || !pr.owner || !pr.repo || pr.number === undefined)
        return;
    const where = `${pr.owner}/${pr.repo}#${pr.number}`;
    // The token is for this run's GitHub: a pull request on any other host is never written to.
    const host = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(pr.url)?.host;
    const server = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(args.serverUrl)?.host;
    if (host === undefined || host !== server) {
        sink.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `No comment on the docs pull request ${pr.url}: it is on ${host ?? 'an unknown host'}, not on this run's GitHub (${server ?? args.serverUrl}), and 'github-token' is never sent anywhere else.`);
        return;
    }
    if (args.token === '') {
        sink.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `No comment on the docs pull request ${where}: 'github-token' is empty. Pass a token that can write pull requests there.`);
        return;
    }
    const needs = `pull-requests: write on ${pr.owner}/${pr.repo} (such as an installation token from actions/create-github-app-token)`;
    const call = args.github.caller(args.token, { name: 'github-token', needs });
    const budget = {
        signal: AbortSignal.any([args.signal, AbortSignal.timeout(DOCS_COMMENT_BUDGET_MS)]),
        deadline: args.clock.now() + DOCS_COMMENT_BUDGET_MS,
    };
    const docs = docsTrigger(args, pr.owner, pr.repo, pr.number);
    const found = await (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .findComment */ .h1)(call, docs, (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .recordKeysOf */ .fH)(args), budget, () => (0,_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .readIdentity */ .xN)(call, budget));
    if (!found.ok) {
        sink.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `No comment on the docs pull request ${where}: it could not be read (${found.cause}).`);
        return;
    }
    const record = {
        run: args.trigger.runId,
        attempt: args.trigger.attempt,
        kind: 'prompt',
        jobs: [args.jobId],
    };
    const text = (by) => body(args, (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .commentMarker */ .Ql)(docs.step, (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .keepRecords */ .cs)(record, found.match?.records ?? [], by, docs.step), args.apiKey));
    const request = found.match
        ? (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .updateCommentRequest */ ._T)(docs, found.match.id, text(found.match.by))
        : (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .createCommentRequest */ .Jn)(docs, text(undefined));
    const written = await call(request, budget);
    if (!written.ok) {
        sink.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `No comment on the docs pull request ${where}: ${written.cause}. The step's result does not change.`);
        return;
    }
    const answer = (written.data ?? {});
    // The docs repository's workflow reads it with another token: the record names its author itself.
    const [id, author] = [(0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .gitHubId */ .ny)(answer.id), (0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .gitHubId */ .ny)(answer.user?.id)];
    if (!found.match && id !== undefined && author !== undefined)
        await call((0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .updateCommentRequest */ ._T)(docs, id, text(author)), budget);
    const url = (0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .gitHubWebUrl */ .ls)(answer.html_url, args.serverUrl);
    sink.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `The docs pull request ${where} has a comment that links back here and says how to reply${url === undefined ? '' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `: ${url}`}.`);
}


/***/ }),

/***/ 7369:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RS: () => (/* binding */ isBotAccount),
/* harmony export */   UP: () => (/* binding */ isAccount),
/* harmony export */   xN: () => (/* binding */ readIdentity)
/* harmony export */ });
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9657);

const VIEWER_QUERY = 'query { viewer { login databaseId } }';
function identityOf(login, id) {
    const known = {
        ...((0,_values_js__WEBPACK_IMPORTED_MODULE_0__/* .gitHubId */ .ny)(id) === undefined ? {} : { id: (0,_values_js__WEBPACK_IMPORTED_MODULE_0__/* .gitHubId */ .ny)(id) }),
        ...(typeof login === 'string' && login !== '' && login.length <= 100 ? { login } : {}),
    };
    return known.id === undefined && known.login === undefined ? undefined : known;
}
async function readIdentity(call, budget) {
    const graph = await call({ graphql: VIEWER_QUERY }, budget);
    if (graph.ok) {
        const viewer = graph.data?.data
            ?.viewer;
        const found = identityOf(viewer?.login, viewer?.databaseId);
        if (found)
            return found;
    }
    if (budget.signal.aborted)
        return undefined;
    const user = await call({ route: 'GET /user' }, budget);
    if (!user.ok)
        return undefined;
    const data = (user.data ?? {});
    return identityOf(data.login, data.id);
}
/** A bot's login reads `name[bot]` in REST and `name` in GraphQL: the same account. */
const bare = (login) => login.toLowerCase().replace(/\[bot\]$/, '');
/** Whether a comment's `user` is the identity: by id when both have one, else by login. */
function isAccount(user, identity) {
    const { id, login } = (user ?? {});
    if (identity.id !== undefined && (0,_values_js__WEBPACK_IMPORTED_MODULE_0__/* .gitHubId */ .ny)(id) !== undefined)
        return (0,_values_js__WEBPACK_IMPORTED_MODULE_0__/* .gitHubId */ .ny)(id) === identity.id;
    return identity.login !== undefined && typeof login === 'string' && bare(login) === bare(identity.login);
}
/** A bot's account (an app, GITHUB_TOKEN's github-actions[bot]): by GitHub's `type`, or a login ending in `[bot]`. */
function isBotAccount(user) {
    const { type, login } = (user ?? {});
    return type === 'Bot' || (typeof login === 'string' && login.endsWith('[bot]'));
}


/***/ })

};
