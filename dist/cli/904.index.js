export const id = 904;
export const ids = [904,48];
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


/***/ }),

/***/ 3904:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   resolveReview: () => (/* binding */ resolveReview),
/* harmony export */   sendOwedReview: () => (/* binding */ sendOwedReview),
/* harmony export */   withReviewsBefore: () => (/* binding */ withReviewsBefore)
/* harmony export */ });
/* harmony import */ var _pull_request_code_host_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(8965);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);
/* harmony import */ var _pull_request_command_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(518);
/* harmony import */ var _pull_request_comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4714);
/* harmony import */ var _pull_request_docs_comment_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4048);
/* harmony import */ var _pull_request_host_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(393);
/* harmony import */ var _pull_request_record_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6002);
/* harmony import */ var _pull_request_review_queue_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8525);
/* harmony import */ var _pull_request_review_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9919);
/* harmony import */ var _follow_up_command_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7315);
/* harmony import */ var _review_comment_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8800);
/* harmony import */ var _common_budget_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(7532);
/* harmony import */ var _command_message_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7637);
/* harmony import */ var _pull_request_where_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(492);
/* harmony import */ var _pull_request_docs_need_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(7761);
/**
 * A review submitted on the pull request as one follow-up (`on-review: send`): read the review
 * and its line comments, check who wrote it (a person with `follow-up-permission`, or a bot
 * `review-bots` lists, within `review-bot-rounds`), find the job as a `/docs` command finds it,
 * and hand the step one message to send; or end the step `skipped`, saying why (on the pull
 * request, when the reviewer asked for something that does not go).
 */















const skip = (deps, why) => {
    deps.log.info(why);
    return { kind: 'skipped', why };
};
/** Whether a review may go now: its verdict among all of the pull request's reviews, then its author's permission. */
async function mayGo(reading, review, lines, all) {
    const verdict = (0,_pull_request_review_js__WEBPACK_IMPORTED_MODULE_7__/* .reviewVerdict */ .C7)(review, lines, all, reading.policy);
    if (verdict.kind === 'ignore')
        return 'ignore';
    if (verdict.kind === 'refuse')
        return verdict.why;
    if (verdict.by === 'bot')
        return undefined;
    const required = reading.config.followUp?.permission ?? 'write';
    const login = review.author?.login ?? '';
    const level = await reading.host.permission(login, reading.budget());
    // Doubt (a read GitHub failed, or a cancel cut short) decides nothing: the review stays owed, and
    // the next run reads it again. Only a read refused for good (a deleted account's 404) answers it.
    if (!level.ok && (reading.deps.signal.aborted || !(0,_pull_request_host_js__WEBPACK_IMPORTED_MODULE_4__.refusedForGood)(level)))
        return 'unread';
    if (!level.ok)
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `the permission of ${login} could not be read (${level.cause}), and a review is never sent on doubt`;
    return (0,_pull_request_command_js__WEBPACK_IMPORTED_MODULE_1__/* .mayCommand */ .fi)(level.value, required)
        ? undefined
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `${login} has ${level.value ?? 'no'} permission on this repository, and 'follow-up-permission' asks for ${required}; once they have it, a new review is sent (this one is answered, and a re-run does not send it)`;
}
/**
 * An earlier review read now: its message, or why it does not go; undefined when its line comments
 * cannot be read. `read`: each read's budget, as the queue's (it may come after minutes of waiting).
 */
async function prepare(reading, all, review, read) {
    const listed = await reading.host.reviewComments(review.id, read());
    if (!listed.ok)
        return undefined;
    const lines = listed.value;
    const why = await mayGo({ ...reading, budget: read }, review, lines.length, all);
    if (why === 'unread')
        return undefined;
    if (why === 'ignore')
        return { why: 'it asks the agent for nothing', lines };
    return why === undefined
        ? { message: (0,_review_comment_js__WEBPACK_IMPORTED_MODULE_9__/* .messageOf */ .bD)(review, lines, reading.deps.log, reading.words), lines }
        : { why, lines };
}
function policyOf(review, own, pullAuthor, agentLogin) {
    // The docs pull request's author is the agent, whatever its account's type (a managed user too);
    // so is 'agent-login', on every path that reads reviews (a command's run names no author).
    const never = [own.login, pullAuthor?.login, agentLogin.trim() === '' ? undefined : agentLogin.trim()]
        .filter((login) => login !== undefined)
        .map((login) => login.toLowerCase().replace(/\[bot\]$/, ''));
    return { bots: review.bots, botRounds: review.botRounds, never };
}
async function resolveReview(deps, config, trigger) {
    const event = deps.codeHost.reviewEvent(trigger);
    if (event.kind !== 'review' || !trigger)
        return skip(deps, (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `No review sent: ${event.kind === 'review' ? 'this is not a workflow run' : event.why}.`);
    if (!config.review)
        return skip(deps, "No review sent: 'on-review' is ignore.");
    const token = config.visibility.reportToken;
    if (token === '')
        return skip(deps, "No review sent: 'report-token' is empty, so the reviewer's permission cannot be read.");
    const host = (0,_pull_request_code_host_js__WEBPACK_IMPORTED_MODULE_14__/* .reportHostOf */ .gl)(deps.codeHost, token, trigger);
    const deadline = Math.min(deps.clock.now() + _common_budget_js__WEBPACK_IMPORTED_MODULE_10__/* .BUDGET_MS */ .V_.review, deps.deadline);
    const budget = () => ({ signal: deps.signal, deadline });
    const own = await host.identity(budget());
    if (own?.login === undefined)
        return skip(deps, 'No review sent: GitHub did not say who the report-token is, so the action cannot tell its own reviews.');
    const policy = policyOf(config.review, own, event.pullAuthor, config.docsNeed.agentLogin);
    const reading = { deps, config, host, own, policy, budget, words: (0,_pull_request_where_js__WEBPACK_IMPORTED_MODULE_12__/* .wordsOf */ .Z9)(trigger) };
    return resolveRead(reading, trigger, event);
}
/** What a review's run read on GitHub; or why it could not read enough to send now. */
async function readAround(reading, trigger, review) {
    const { config, host, own, budget } = reading;
    const [all, listed] = await Promise.all([host.reviews(budget()), host.reviewComments(review.id, budget())]);
    // The job's docs-pr-comment is the one comment of ours here: a list without it is read twice.
    const found = await (0,_pull_request_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .findStartedJob */ .y5)(host, trigger, (0,_pull_request_record_js__WEBPACK_IMPORTED_MODULE_5__/* .recordKeysOf */ .fH)(config), budget(), async () => own, {
        withComment: true,
    });
    if (!all.ok)
        return { unread: "the pull request's reviews", cause: all.cause };
    if (!listed.ok)
        return { unread: 'its line comments', cause: listed.cause };
    if (!found.ok)
        return { unread: "the pull request's comments", cause: found.cause };
    const docs = found.started?.comment && (await host.comment(found.started.comment.id, budget()));
    // Gone (404) it says no job of this docs pull request's is here; a 5xx says nothing yet.
    if (docs && !docs.ok && docs.status !== 404)
        return { unread: "the job's docs-pr-comment", cause: docs.cause };
    if (docs && !(docs.ok && (0,_pull_request_docs_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .isDocsComment */ .R)(docs.value.body, trigger, (0,_pull_request_record_js__WEBPACK_IMPORTED_MODULE_5__/* .recordKeysOf */ .fH)(config))))
        return { notDocs: true };
    const jobId = config.work.jobId || found.started?.job;
    const lock = found.started?.comment;
    return {
        ...{ all: all.value, lines: listed.value, shared: lock !== undefined && lock.author === own.id },
        ...(jobId ? { jobId } : {}),
        ...(lock ? { lock } : {}),
    };
}
async function resolveRead(reading, trigger, event) {
    const { deps, own } = reading;
    const { review } = event;
    const read = await readAround(reading, trigger, review);
    if ('unread' in read) {
        const why = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Review ${review.id} is not sent yet: GitHub did not list ${read.unread} (${read.cause}); the next run of this workflow on the pull request sends it, once.`;
        deps.log.info(why);
        return { kind: 'skipped', why, later: true };
    }
    if ('notDocs' in read)
        return skip(deps, "No review sent: the job recorded on this pull request is not one whose docs pull request this is (no comment of 'docs-pr-comment' here); a review of the product pull request is not sent to the docs agent.");
    const { all, lines, jobId, lock: lockComment } = read;
    const why = await mayGo(reading, review, lines.length, all);
    if (why === 'unread') {
        const later = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Review ${review.id} is not sent yet: the permission of its author could not be read; the next run of this workflow on the pull request reads it again.`;
        deps.log.info(later);
        return { kind: 'skipped', why: later, later: true };
    }
    if (why === 'ignore')
        return skip(deps, (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `No review sent: ${reviewVerdictWhy(review, lines.length, all, reading.policy)}.`);
    const wire = (0,_follow_up_command_js__WEBPACK_IMPORTED_MODULE_8__/* .queueWire */ .$)(reading.host, trigger, deps, (0,_pull_request_record_js__WEBPACK_IMPORTED_MODULE_5__/* .recordKeysOf */ .fH)(reading.config));
    if ((await (0,_pull_request_review_queue_js__WEBPACK_IMPORTED_MODULE_6__/* .readAnswered */ .Cv)(wire, own))?.has(review.id))
        return skip(deps, (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `No review sent: review ${review.id} was answered already (another run sent it, or said why not).`);
    if (jobId === undefined || lockComment === undefined)
        return skip(deps, "No review sent yet: no agent job of this action is recorded on this pull request. On the agent's docs pull request, the job that opened it writes its link comment when its turn ends; the next review or /docs comment here after that sends this review first.");
    const mine = { review, lines, ...(event.url === undefined ? {} : { url: event.url }) };
    const comment = (0,_review_comment_js__WEBPACK_IMPORTED_MODULE_9__/* .reviewWriter */ .CD)({ ...queueOf(reading, trigger, { lockId: lockComment.id, jobId }, review), mine });
    // A job that takes no more (ended, or its docs pull request merged or closed) is never sent a review.
    const refusal = why ?? (await jobTakesNoMore(reading, trigger, jobId));
    if (refusal !== undefined) {
        await comment.notSent(refusal);
        return skip(deps, (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `No review sent: ${refusal}.`);
    }
    await comment.react('eyes');
    const plan = { kind: 'message', message: (0,_review_comment_js__WEBPACK_IMPORTED_MODULE_9__/* .messageOf */ .bD)(review, lines, deps.log, reading.words) };
    const who = review.author?.login ?? 'a deleted account';
    const resolved = { kind: 'send', work: { plan, jobId, jobIds: [jobId] }, comment, who };
    return read.shared ? { ...resolved, sharedComment: lockComment.id } : resolved;
}
/** Why the review's job takes no more follow-ups, as a command on this docs pull request is told; undefined while it does. */
async function jobTakesNoMore(reading, trigger, jobId) {
    const { deps, config } = reading;
    const gone = (await (0,_command_message_js__WEBPACK_IMPORTED_MODULE_11__/* .jobEnded */ .WK)(deps, config, jobId, reading.budget(), { statusAlways: true })) ??
        (config.githubToken === '' ? await thisPullRequestEnded(reading, trigger, jobId) : undefined);
    return gone === undefined
        ? undefined
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `${gone}, so it takes no more follow-ups; to go on, write the command on the product pull request: it goes to the job that pull request has now, or starts a new one`;
}
/**
 * Without `github-token` (the docs repository's recipe) the job's docs pull request is read where
 * the review is: this pull request, merged or closed, takes no more. Undefined when open or unread.
 */
async function thisPullRequestEnded(reading, trigger, jobId) {
    const token = reading.config.visibility.reportToken;
    const facts = await reading.deps.codeHost.pullRequestFacts(token, trigger, reading.budget());
    if (!facts.ok || facts.value.open)
        return undefined;
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Job ${jobId}'s docs pull request was ${facts.value.merged ? 'merged' : 'closed'}`;
}
/**
 * The queue of the reviews before `upTo` (this run's review, or its command's time) under the
 * pull request's review lock; every read on a budget of its own, as it may come after minutes of
 * waiting for the job.
 */
function queueOf(reading, trigger, job, upTo) {
    const { deps, config, host, own } = reading;
    const wire = (0,_follow_up_command_js__WEBPACK_IMPORTED_MODULE_8__/* .queueWire */ .$)(host, trigger, deps, (0,_pull_request_record_js__WEBPACK_IMPORTED_MODULE_5__/* .recordKeysOf */ .fH)(config));
    let all = [];
    const earlier = async () => {
        const now = await host.reviews(wire.read());
        if (!now.ok)
            return undefined;
        all = now.value;
        const sendable = (other) => (0,_pull_request_review_js__WEBPACK_IMPORTED_MODULE_7__/* .reviewVerdict */ .C7)(other, 1, all, reading.policy).kind === 'send';
        return withLines((0,_pull_request_review_js__WEBPACK_IMPORTED_MODULE_7__/* .unansweredReviews */ .yR)(all, new Set(), sendable, upTo));
    };
    // A review with no text asks for something only through its line comments: one with none is
    // passed over unanswered, as its own run passes it over (never a refusal on the pull request).
    const withLines = async (candidates) => {
        const kept = [];
        for (const other of candidates) {
            if (other.body.trim() !== '') {
                kept.push(other);
                continue;
            }
            const lines = await host.reviewComments(other.id, wire.read());
            if (!lines.ok)
                return undefined;
            if (lines.value.length > 0)
                kept.push(other);
        }
        return kept;
    };
    const place = { repository: `${trigger.owner}/${trigger.repo}`, pull: trigger.pullNumber ?? 0 };
    return {
        ...{ wire, log: deps.log, own, jobId: job.jobId, earlier },
        lock: (0,_pull_request_review_queue_js__WEBPACK_IMPORTED_MODULE_6__/* .createReviewLock */ .gQ)(wire, job.lockId, () => deps.clock.date(), deps.leases),
        prepare: (other) => prepare(reading, all, other, wire.read),
        sentMark: (id) => (0,_pull_request_review_queue_js__WEBPACK_IMPORTED_MODULE_6__/* .sentMark */ .E4)(config.apiKey, place, id, job.jobId),
    };
}
/**
 * A `/docs` command's run on the docs pull request (`on-review: send`): the reviews submitted
 * before the command and left unanswered (their runs cancelled while pending, or not come yet) go
 * first, in the order written with the earlier commands, under the review lock (src/step/review-comment.ts).
 * The comment as it was when the job's record is not the docs pull request's, or no review is sent.
 */
async function withReviewsBefore(deps, config, trigger, host, job, comment) {
    const lockId = job.started.comment?.id;
    if (!config.review || lockId === undefined)
        return comment;
    const deadline = Math.min(deps.clock.now() + _common_budget_js__WEBPACK_IMPORTED_MODULE_10__/* .BUDGET_MS */ .V_.review, deps.deadline);
    const budget = () => ({ signal: deps.signal, deadline });
    const keys = (0,_pull_request_record_js__WEBPACK_IMPORTED_MODULE_5__/* .recordKeysOf */ .fH)(config);
    const [own, docs, written] = await Promise.all([
        host.identity(budget()),
        host.comment(lockId, budget()),
        host.comment(comment.id, budget()),
    ]);
    if (own?.login === undefined || !(docs.ok && (0,_pull_request_docs_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .isDocsComment */ .R)(docs.value.body, trigger, keys)))
        return comment;
    // The command's time, read from GitHub: unread, no review is taken for before it (its own run, or the next, sends it).
    const at = written.ok ? written.value.createdAt : Number.NaN;
    const policy = policyOf(config.review, own, pullAuthorOf(trigger, config), config.docsNeed.agentLogin);
    const reading = { deps, config, host, own, policy, budget, words: (0,_pull_request_where_js__WEBPACK_IMPORTED_MODULE_12__/* .wordsOf */ .Z9)(trigger) };
    const upTo = { id: Number.MAX_SAFE_INTEGER, state: '', body: '', submittedAt: Number.isNaN(at) ? 0 : at };
    const queue = queueOf(reading, trigger, { lockId, jobId: job.jobId }, upTo);
    return (0,_review_comment_js__WEBPACK_IMPORTED_MODULE_9__/* .withEarlierReviews */ .QV)(comment, (0,_review_comment_js__WEBPACK_IMPORTED_MODULE_9__/* .earlierReviews */ .aW)(queue), queue.lock);
}
/** How many reviews no run answered one run answers at most (refused ones included): the next run goes on. */
const MAX_OWED_REVIEWS = 20;
/** How many unanswered reviews one run looks at, at most (a review with no text costs one read of its line comments). */
const MAX_SCANNED_REVIEWS = 100;
/** The pull request's author as a review policy knows it: a bot's own reviews of its pull request are not sent. */
function pullAuthorOf(trigger, config) {
    const login = trigger.pullRequest?.author ?? trigger.pullAuthor;
    if (login === undefined)
        return undefined;
    return { login, bot: login.endsWith('[bot]') || (0,_pull_request_docs_need_js__WEBPACK_IMPORTED_MODULE_13__/* .isAgentLogin */ .TI)(login, config.docsNeed.agentLogin) };
}
/** Whether a review asks the agent anything: its text, else its line comments (false too when they cannot be read). */
async function asksSomething(host, review, budget) {
    if (review.body.trim() !== '')
        return true;
    const lines = await host.reviewComments(review.id, budget);
    return lines.ok && lines.value.length > 0;
}
/**
 * A review of the job's docs pull request that no run answered, sent as its own run would have:
 * read again, its author's permission read again, under the reviews' lock (the pull request's
 * lease), unless answered meanwhile; one a run. Owed (`jobId`: its run cancelled while pending,
 * skipped, or killed), a run of any other event there sends the oldest, a review that may not go
 * answered why on the way. Queued by a let-go step while the job was busy (`queued`), the sweep
 * sends that one (the step judged it sendable already, so a listed bot's review is not refused by
 * the sweep's own inputs), after the pushes' news. Undefined: not now (none, GitHub did not answer,
 * another run holds the lock); `answered`: the queued one needs nothing more.
 */
async function sendOwedReview(deps, config, trigger, host, 
/** `held`: reviews a turn queued for the busy job already, not taken again. */
owed) {
    const queued = 'queued' in owed ? owed.queued : undefined;
    if (!queued && !config.review)
        return undefined;
    const deadline = Math.min(deps.clock.now() + _common_budget_js__WEBPACK_IMPORTED_MODULE_10__/* .BUDGET_MS */ .V_.review, deps.deadline);
    const budget = () => ({ signal: deps.signal, deadline });
    const own = await host.identity(budget());
    if (own?.login === undefined)
        return undefined;
    const [listed, answered] = await Promise.all([
        host.reviews(budget()),
        queued ? new Set() : (0,_pull_request_review_queue_js__WEBPACK_IMPORTED_MODULE_6__/* .readAnswered */ .Cv)((0,_follow_up_command_js__WEBPACK_IMPORTED_MODULE_8__/* .queueWire */ .$)(host, trigger, deps, (0,_pull_request_record_js__WEBPACK_IMPORTED_MODULE_5__/* .recordKeysOf */ .fH)(config)), own),
    ]);
    if (!listed.ok || answered === undefined)
        return undefined;
    for (const id of ('held' in owed && owed.held) || [])
        answered.add(id);
    const mine = queued && listed.value.find(({ id }) => id === queued.reviewId);
    if (queued && !mine)
        return 'answered';
    const policy = owedPolicy(mine, own, trigger, config);
    const reading = { deps, config, host, own, policy, budget, words: (0,_pull_request_where_js__WEBPACK_IMPORTED_MODULE_12__/* .wordsOf */ .Z9)(trigger) };
    const mayAsk = (review) => (0,_pull_request_review_js__WEBPACK_IMPORTED_MODULE_7__/* .reviewVerdict */ .C7)(review, 1, listed.value, policy).kind !== 'ignore';
    const candidates = mine ? [mine] : (0,_pull_request_review_js__WEBPACK_IMPORTED_MODULE_7__/* .unansweredReviews */ .yR)(listed.value, answered, mayAsk).slice(0, MAX_SCANNED_REVIEWS);
    let tried = 0;
    for (const review of candidates) {
        // A review with no text asks for something only through its line comments: none, and it is no turn.
        if (!mine && !(await asksSomething(host, review, budget())))
            continue;
        if (tried++ >= MAX_OWED_REVIEWS)
            break;
        const resolved = await resolveRead(reading, trigger, { review });
        if (resolved.kind === 'skipped') {
            if (resolved.later)
                return undefined;
            if (mine)
                return 'answered';
            continue;
        }
        // The reviews' lock, held from here to the answer: another run sending one now leaves this to the next run.
        if (!(await resolved.comment.stillOurs(false))) {
            deps.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Review ${review.id} of this pull request waits: another run holds the reviews' lock now: the next run sends it.`);
            return undefined;
        }
        if (queued?.refused !== undefined) {
            await resolved.comment.notSent(queued.refused);
            deps.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Review ${review.id}, queued while the job was busy, is not sent: ${queued.refused}`);
            return 'answered';
        }
        if (!mine)
            deps.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Review ${review.id} of this pull request was not answered by its own run (cancelled while pending, or stopped): this run sends it to job ${resolved.work.jobId}, as its run would have.`);
        return withNews(resolved, queued?.news);
    }
    return undefined;
}
/**
 * Who may send an owed review: a queued one was judged sendable by its step already (a listed
 * bot's is not refused by the sweep's own inputs); any other by the step's inputs.
 */
function owedPolicy(mine, own, trigger, config) {
    const agentLogin = config.docsNeed.agentLogin;
    if (!mine)
        return policyOf(config.review ?? { bots: [], botRounds: 0 }, own, pullAuthorOf(trigger, config), agentLogin);
    const bots = mine.author?.bot && mine.author.login !== undefined ? [mine.author.login] : [];
    return policyOf({ bots, botRounds: Number.MAX_SAFE_INTEGER }, own, undefined, agentLogin);
}
/** The review's message, after the news when some is queued before it. */
function withNews(resolved, news) {
    const { work, comment, who } = resolved;
    const plan = work.plan;
    if (news === undefined || plan.kind !== 'message')
        return { work, comment, who, headUntold: true };
    return { work: { ...work, plan: { kind: 'message', message: `${news}\n\n${plan.message}` } }, comment, who };
}
function reviewVerdictWhy(review, lines, all, policy) {
    const verdict = (0,_pull_request_review_js__WEBPACK_IMPORTED_MODULE_7__/* .reviewVerdict */ .C7)(review, lines, all, policy);
    return verdict.kind === 'send' ? 'it goes' : verdict.why;
}


/***/ })

};
