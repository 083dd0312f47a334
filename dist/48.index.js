export const id = 48;
export const ids = [48,714];
export const modules = {

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
 * Every comment of the pull request is read: a list that cannot be read to its end finds nothing
 * either way. Who the token is is asked only when a candidate's records name no author, or a
 * record cannot be verified (one pasted by anyone else is no doubt).
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
        else if (!unverified && (0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .unverifiedRecord */ .jI)(body, trigger.step, keys, 'comment'))
            unverified = ownUnverified(author, await identity());
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
        if (!kept) {
            if (!unverified && (0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .unverifiedRecord */ .jI)(body, trigger.step, keys, 'comment', true))
                unverified = ownUnverified(user, (account ??= await identity()));
            continue;
        }
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

/***/ 4048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DOCS_COMMENT_BUDGET_MS: () => (/* binding */ DOCS_COMMENT_BUDGET_MS),
/* harmony export */   docsCommentStep: () => (/* binding */ docsCommentStep),
/* harmony export */   isDocsComment: () => (/* binding */ isDocsComment),
/* harmony export */   keepDocsComment: () => (/* binding */ keepDocsComment)
/* harmony export */ });
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7837);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4714);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6002);



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
        step: docsCommentStep(owner, repo, number),
    };
}
/** The step the comment on a docs pull request is written as: its records name it, and only it. */
function docsCommentStep(owner, repo, number) {
    return { workflow: 'docs-pr-comment', job: '', step: '', repository: `${owner}/${repo}`, pull: number };
}
/** Whether a comment is the one `docs-pr-comment` keeps on a docs pull request: its records name that step. */
function isDocsComment(body, docs, keys) {
    const step = docsCommentStep(docs.owner, docs.repo, docs.pullNumber ?? 0);
    return (0,_record_js__WEBPACK_IMPORTED_MODULE_2__/* .readCommentRecords */ .SA)(body, step, keys) !== undefined;
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
    return { text: html, record: marker };
}
/** Keeps the comment: found by its record among the token's own comments, else created. */
async function keepDocsComment(args) {
    const { pr, sink } = args;
    if (pr.host !== 'github' || !pr.owner || !pr.repo || pr.number === undefined)
        return;
    const where = `${pr.owner}/${pr.repo}#${pr.number}`;
    // The token is for this run's GitHub: a pull request on any other host is never written to.
    const place = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(pr.url)?.host;
    const server = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(args.serverUrl)?.host;
    if (place === undefined || place !== server) {
        sink.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `No comment on the docs pull request ${pr.url}: it is on ${place ?? 'an unknown host'}, not on this run's GitHub (${server ?? args.serverUrl}), and 'github-token' is never sent anywhere else.`);
        return;
    }
    if (!args.hostFor) {
        sink.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `No comment on the docs pull request ${where}: 'github-token' is empty. Pass a token that can write pull requests there.`);
        return;
    }
    const budget = {
        signal: AbortSignal.any([args.signal, AbortSignal.timeout(DOCS_COMMENT_BUDGET_MS)]),
        deadline: args.clock.now() + DOCS_COMMENT_BUDGET_MS,
    };
    const docs = docsTrigger(args, pr.owner, pr.repo, pr.number);
    const host = args.hostFor(docs);
    const found = await (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .findComment */ .h1)(host, docs, (0,_record_js__WEBPACK_IMPORTED_MODULE_2__/* .recordKeysOf */ .fH)(args), budget, () => host.identity(budget));
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
    const text = (by) => body(args, (0,_record_js__WEBPACK_IMPORTED_MODULE_2__/* .commentMarker */ .Ql)(docs.step, (0,_record_js__WEBPACK_IMPORTED_MODULE_2__/* .keepRecords */ .cs)(record, found.match?.records ?? [], by, docs.step), args.apiKey));
    const written = found.match
        ? await host.updateComment(found.match.id, text(found.match.by), budget)
        : await host.createComment(text(undefined), budget);
    if (!written.ok) {
        sink.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `No comment on the docs pull request ${where}: ${written.cause}. The step's result does not change.`);
        return;
    }
    // The docs repository's workflow reads it with another token: the record names its author itself.
    const { id, author, url } = written.value;
    if (!found.match && id !== undefined && author !== undefined)
        await host.updateComment(id, text(author), budget);
    sink.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `The docs pull request ${where} has a comment that links back here and says how to reply${url === undefined ? '' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `: ${url}`}.`);
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
