export const id = 48;
export const ids = [48];
export const modules = {

/***/ 4048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ isDocsComment),
/* harmony export */   keepDocsComment: () => (/* binding */ keepDocsComment)
/* harmony export */ });
/* unused harmony export docsCommentStep */
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4714);
/* harmony import */ var _host_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(393);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6002);
/* harmony import */ var _common_budget_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7532);
/* harmony import */ var _where_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(492);






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
    return (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .readCommentRecords */ .SA)(body, step, keys) !== undefined;
}
function body(args, marker) {
    const { trigger, jobId, serverUrl, command } = args;
    const product = trigger.pullNumber
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.linked)((0,_where_js__WEBPACK_IMPORTED_MODULE_5__/* .pullRequestWebUrl */ .MD)({ ...trigger, serverUrl }), (0,_where_js__WEBPACK_IMPORTED_MODULE_5__/* .namedPullRequest */ .SF)(trigger))
        : undefined;
    const from = product
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Opened for ${product}`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Opened by a workflow of ${trigger.owner}/${trigger.repo}`;
    const run = trigger.runUrl ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) ` (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.linked)(trigger.runUrl, (0,_where_js__WEBPACK_IMPORTED_MODULE_5__/* .runLinkWords */ .rY)((0,_where_js__WEBPACK_IMPORTED_MODULE_5__/* .wordsOf */ .Z9)(trigger), trigger.runUrl))})` : '';
    const html = args.log.markup({
        icon: '🤖',
        heading: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Agent job ${jobId}`,
        paragraphs: [
            (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `${from}${run}.`,
            (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `To send the agent a follow-up, reply with a comment whose first line begins with ${command}, such as: ${command} make the intro shorter.`,
        ],
        rows: [],
    });
    return { text: html, record: marker };
}
/** Keeps the comment: found by its record among the token's own comments, else created. */
async function keepDocsComment(args) {
    const { pr, log } = args;
    const at = args.addressOf(pr);
    // The token is for this run's GitHub: a pull request on any other host is never written to.
    if (!at && pr?.host === 'github' && pr.number !== undefined) {
        const place = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.httpUrl)(pr.url)?.host;
        const server = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.httpUrl)(args.serverUrl)?.host;
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `No comment on the docs pull request ${pr.url}: it is on ${place ?? 'an unknown host'}, not on this run's GitHub (${server ?? args.serverUrl}), and 'github-token' is never sent anywhere else.`);
        return;
    }
    if (!at)
        return;
    const where = (0,_where_js__WEBPACK_IMPORTED_MODULE_5__/* .namedAt */ .Fp)(at, (0,_where_js__WEBPACK_IMPORTED_MODULE_5__/* .wordsOf */ .Z9)(args.trigger));
    if (!args.hostFor) {
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `No comment on the docs pull request ${where}: 'docs-pr-comment' is true, but 'github-token' is empty. Pass a token that can write pull requests there (the README's GitHub App), or set docs-pr-comment: false.`);
        return;
    }
    const budget = (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_4__/* .budgetFor */ .vO)(args.clock, _common_budget_js__WEBPACK_IMPORTED_MODULE_4__/* .BUDGET_MS */ .V_.docsComment, { signals: [args.signal] });
    const docs = docsTrigger(args, at.owner, at.repo, at.number);
    const host = args.hostFor(docs);
    const found = await (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .findComment */ .h1)(host, docs, (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .recordKeysOf */ .fH)(args), budget, () => host.identity(budget));
    if (!found.ok) {
        const next = (0,_host_js__WEBPACK_IMPORTED_MODULE_2__.refusedForGood)(found)
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Pass a 'github-token' that can read and write pull requests in ${at.owner}/${at.repo} (an app installation token: GITHUB_TOKEN reaches only this repository).`
            : 'Re-run this run to write it.';
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `No comment on the docs pull request ${where}: it could not be read (${found.cause}). ${next}`);
        return;
    }
    // Already there for this job: nothing new to say. With docs in the same repository the comment
    // also holds the docs pull request's own turns, which another finish may be settling: a write
    // from this read could put back what that finish took off.
    if (found.match?.records.some((kept) => kept.jobs.includes(args.jobId))) {
        await authorNamed(args, host, { docs, where, match: found.match }, budget);
        return;
    }
    const record = {
        run: args.trigger.runId,
        attempt: args.trigger.attempt,
        kind: 'prompt',
        jobs: [args.jobId],
    };
    const text = (by) => body(args, (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .commentMarker */ .Ql)(docs.step, (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .keepRecords */ .cs)(record, found.match?.records ?? [], by, docs.step), args.apiKey));
    const written = found.match
        ? await host.updateComment(found.match.id, text(found.match.by), budget)
        : await createdOnce(host, docs, args, text(undefined), budget);
    if (!written.ok) {
        // Until it is there, a /docs or a review on the docs pull request finds no job to reach.
        const next = (0,_host_js__WEBPACK_IMPORTED_MODULE_2__.refusedForGood)(written)
            ? "The step's result does not change."
            : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `The step's result does not change; until the comment is there, ${args.command === '' ? 'a command' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `a ${args.command}`} or a review there reaches no job: ${args.trigger.actingRunId === undefined ? 're-run this run to write it' : "the pull request's next run writes it"}.`;
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `No comment on the docs pull request ${where}: ${written.cause}. ${next}`);
        return;
    }
    // The docs repository's workflow reads it with another token: the record names its author itself.
    const { id, author, url } = written.value;
    const named = !found.match && id !== undefined && author !== undefined;
    const naming = named ? await host.updateComment(id, text(author), budget) : undefined;
    if (naming && !naming.ok)
        return unnamed(log, where, naming.cause, args.command);
    log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `The docs pull request ${where} has a comment that links back here and says how to reply${url === undefined ? '' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `: ${url}`}.`);
}
/**
 * The comment created once: after an answer that may pass (a 5xx, no answer) GitHub may have made
 * it, so it is looked for (by its record, for this job) before it is sent again, once.
 */
async function createdOnce(host, docs, args, text, budget) {
    const created = await host.createComment(text, budget);
    if (created.ok || (0,_host_js__WEBPACK_IMPORTED_MODULE_2__.refusedForGood)(created))
        return created;
    const found = await (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .findComment */ .h1)(host, docs, (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .recordKeysOf */ .fH)(args), budget, () => host.identity(budget));
    if (!found.ok)
        return created;
    const match = found.match;
    if (match?.records.some((kept) => kept.jobs.includes(args.jobId)))
        return {
            ok: true,
            value: { id: match.id, url: match.url, ...(match.by === undefined ? {} : { author: match.by }) },
        };
    return host.createComment(text, budget);
}
function unnamed(log, where, cause, command) {
    log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `The comment on the docs pull request ${where} could not name its author (${cause}): a ${command} there does not reach the job until this pull request's next run names it.`);
}
/**
 * The comment already there for the job: a record that names no author (its naming write failed)
 * is named now, its records as they are, so the docs repository's workflow can trust it.
 */
async function authorNamed(args, host, at, budget) {
    const { docs, where, match } = at;
    const mine = match.records.find((kept) => kept.jobs.includes(args.jobId));
    const named = (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .readCommentRecords */ .SA)(match.body ?? '', docs.step, (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .recordKeysOf */ .fH)(args))?.by !== undefined;
    if (named || match.body === undefined || match.by === undefined || !mine) {
        args.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `The docs pull request ${where} already has the comment that links back here for job ${args.jobId}.`);
        return;
    }
    const records = (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .keepRecords */ .cs)(mine, match.records, match.by, docs.step);
    const written = await host.updateComment(match.id, body(args, (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .commentMarker */ .Ql)(docs.step, records, args.apiKey)), budget);
    if (!written.ok)
        return unnamed(args.log, where, written.cause, args.command);
    args.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `The comment on the docs pull request ${where} names its author now, so a ${args.command} there finds job ${args.jobId}.`);
}


/***/ })

};
