export const id = 803;
export const ids = [803,48];
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

/***/ 3803:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ lostStartDoubt),
/* harmony export */   readAndDecide: () => (/* binding */ readAndDecide)
/* harmony export */ });
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);
/* harmony import */ var _pull_request_comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4714);
/* harmony import */ var _pull_request_docs_comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4048);
/* harmony import */ var _pull_request_decide_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7571);
/* harmony import */ var _pull_request_host_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(393);
/* harmony import */ var _pull_request_record_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6002);
/* harmony import */ var _common_agent_job_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7522);
/* harmony import */ var _push_news_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3765);
/* harmony import */ var _common_budget_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7532);









/** Every fact the decision can ask for, so a loop that asks for more cannot run on. */
const FACTS = 4;
/**
 * The run's decision for its pull request: decides, reads the one fact it asks for, and decides
 * again. `host` is undefined when there is no report-token; `earlier` reads a re-run's record.
 */
async function readAndDecide(deps, config, trigger, host, earlier, 
/** What the caller already knows (a sweep: its queued turn's step found a file needing docs). */
known = {}) {
    const inputs = {
        docsNeed: config.docsNeed,
        followUp: config.followUp !== undefined,
        canRead: host !== undefined,
        reviews: config.review !== undefined,
        onRerun: config.visibility.onRerun,
        waits: config.wait && !config.work.letGo,
        letsGo: config.work.letGo,
        failOn: config.failOn,
        keepsNoRecord: config.visibility.comment === 'false',
    };
    const reader = readerOf(deps, config, trigger, host, earlier);
    const snapshot = { ...known };
    for (let reads = 0; reads <= FACTS; reads++) {
        const next = (0,_pull_request_decide_js__WEBPACK_IMPORTED_MODULE_3__/* .decide */ .LD)(snapshot, trigger, inputs);
        if (next.kind === 'decided')
            return { decision: next.decision, snapshot };
        if (snapshot[next.fact] !== undefined)
            break;
        Object.assign(snapshot, await reader(next.fact, snapshot));
    }
    throw new Error('The decision asked for a fact twice: a bug in src/pull-request/decide.ts.');
}
function budgetOf(deps, limitMs) {
    return (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_8__/* .budgetFor */ .vO)(deps.clock, limitMs, { signals: [deps.signal], until: deps.deadline });
}
function readerOf(deps, config, trigger, host, earlier) {
    let jobBudget;
    const budget = () => (jobBudget ??= budgetOf(deps, _common_budget_js__WEBPACK_IMPORTED_MODULE_8__/* .BUDGET_MS */ .V_.jobReads));
    return async (fact, snapshot) => {
        if (fact === 'earlier')
            return { earlier: earlier ? await earlier() : { kind: 'none' } };
        if (fact === 'paths')
            return { paths: await readPaths(deps, config, trigger, host) };
        if (!host)
            throw new Error(`The decision asked for ${fact} without a report-token: a bug.`);
        // `on-rerun: start`: this run's own re-run decides as if its earlier attempts had not run.
        const fresh = earlier !== undefined && config.visibility.onRerun === 'start' && trigger.attempt > 1;
        if (fact === 'job')
            return { job: await readJob(deps, config, trigger, host, budget(), fresh) };
        const job = snapshot.job?.kind === 'found' ? snapshot.job : undefined;
        if (!job || trigger.headSha === undefined)
            throw new Error('The decision asked for news without a job: a bug.');
        const reading = { log: deps.log, config, host, budget: budget() };
        const news = await (0,_push_news_js__WEBPACK_IMPORTED_MODULE_7__/* .newsSince */ .e)(reading, trigger, job.id, job.lastHead, trigger.headSha);
        if (typeof news === 'string')
            return { news: { kind: 'message', text: news } };
        return { news: 'unread' in news ? { kind: 'unread', why: news.unread } : { kind: 'nothing', why: news.nothing } };
    };
}
/** Whether any changed file needs docs (the log says which); without a token, taken as matching. */
async function readPaths(deps, config, trigger, host) {
    if (!host) {
        deps.log.info("'report-token' is empty, so the pull request's files cannot be read: 'paths' is taken as matching.");
        return { kind: 'needed' };
    }
    const { decidePaths } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 9899));
    // Half of what is left at most: the start that may follow needs its time too.
    const budget = budgetOf(deps, Math.min(_common_budget_js__WEBPACK_IMPORTED_MODULE_8__/* .BUDGET_MS */ .V_.changedFiles, (deps.deadline - deps.clock.now()) / 2));
    const decided = await decidePaths(host, trigger, config.docsNeed.paths, budget);
    if (decided.kind === 'none-match')
        return decided;
    // A cancel cut the read short: the step ends cancelled, and saying the pull request needs docs would mislead.
    if (!deps.signal.aborted)
        deps.log.info(decided.say);
    return { kind: 'needed' };
}
/**
 * Whether the step's own 'timeout' is spent (not a cancel): a read its deadline cut short waits
 * out the last milliseconds a timer may fire early by, so no request can start after it.
 */
async function spentTimeout(deps, budget) {
    if (budget.signal.aborted && budget.deadline >= deps.deadline)
        await deps.clock.sleep(Math.max(0, deps.deadline - deps.clock.now()) + 1, deps.signal);
    return !deps.signal.aborted && deps.clock.now() >= deps.deadline;
}
/** The pull request's job: its records, then the service's status, then whether its docs pull request ended. */
async function readJob(deps, config, trigger, host, budget, fresh) {
    const identity = () => host.identity(budget);
    const except = fresh ? { exceptRun: trigger.runId } : {};
    const query = {
        ...except,
        checkName: config.visibility.checkName,
        withComment: config.visibility.comment !== 'false',
    };
    const found = await (0,_pull_request_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .findStartedJob */ .y5)(host, trigger, (0,_pull_request_record_js__WEBPACK_IMPORTED_MODULE_5__/* .recordKeysOf */ .fH)(config), budget, identity, query);
    if (!found.ok)
        return {
            kind: 'doubt',
            why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `The pull request's comments, where its job is recorded, could not be read (${found.cause})`,
            ...((await spentTimeout(deps, budget)) ? { late: true } : {}),
            // The token itself refused (401), denied the read (403) or cannot see the pull request (404):
            // no later run reads more with it.
            ...((0,_pull_request_host_js__WEBPACK_IMPORTED_MODULE_4__.refusedForGood)(found, [401, 403, 404]) ? { refused: true } : { unread: true }),
        };
    if (!found.started && found.lostStart)
        return lostStartDoubt(found.lostStart, config);
    if (!found.started)
        return found.unverified
            ? {
                kind: 'doubt',
                why: "A record of this action on the pull request cannot be verified with this api-key (was it rotated? set 'previous-api-key')",
                unverified: true,
            }
            : { kind: 'none' };
    const { job, comment, lastHead, toldBy, headTurnCut, headTurnOpen, queuedHeads, queuedCommands, queuedReviews } = found.started;
    const read = await deps.service.getJob(job, {
        timeoutMs: Math.max(1, budget.deadline - deps.clock.now()),
        signal: budget.signal,
    });
    const status = read.kind === 'not-found' ? 'not-found' : read.kind === 'job' ? read.job.status : 'unknown';
    // A job the service has not names no docs pull request, for good; one it could not read leaves it unknown.
    const docsOf = read.kind === 'job' ? (0,_common_agent_job_js__WEBPACK_IMPORTED_MODULE_6__/* .docsFacts */ .D5)(read.job) : read.kind === 'not-found' ? {} : undefined;
    // No head ever told: the record may be the one the job's step keeps on its docs pull request.
    const docsPullRequest = lastHead === undefined && comment !== undefined && (await keptOnDocs(host, trigger, config, comment.id, budget));
    const ended = await openTurnEnded(config, trigger, host, budget, headTurnOpen, (0,_common_agent_job_js__WEBPACK_IMPORTED_MODULE_6__/* .isFinal */ .dR)(status));
    const state = {
        ...{ kind: 'found', id: job, status },
        ...(ended ? { headTurnEnded: true } : {}),
        ...(comment ? { commentId: comment.id } : {}),
        ...(lastHead === undefined ? {} : { lastHead }),
        ...(toldBy === undefined ? {} : { toldByRun: toldBy.run }),
        ...(headTurnCut ? { headTurnCut } : {}),
        ...(queuedHeads === undefined ? {} : { queuedHeads }),
        ...(queuedCommands === undefined ? {} : { queuedCommands }),
        ...(queuedReviews === undefined ? {} : { queuedReviews }),
        ...(docsOf ? { docsOf } : {}),
        ...(docsPullRequest ? { docsPullRequest: true } : {}),
    };
    if (read.kind !== 'job' || status === 'failed' || status === 'archived')
        return state;
    const docsEnded = await (0,_push_news_js__WEBPACK_IMPORTED_MODULE_7__/* .docsPullRequestEnded */ .q)(deps, config, read.job);
    return docsEnded === undefined ? state : { ...state, docsEnded };
}
/**
 * Whether the head's open turn (no ending recorded) of a job that has ended belongs to a run that
 * has ended too: killed while it waited, or its last write failed. Asked only where this run
 * waits, of another run, and taken as ended only when the host says so (GitHub: `actions: read`).
 */
async function openTurnEnded(config, trigger, host, budget, open, jobEnded) {
    if (open === undefined || !config.wait || open.run === trigger.runId)
        return false;
    // It matters once the job ended, or to a let-go step at any time (it lets that turn go again).
    if (!jobEnded && !config.work.letGo)
        return false;
    return (await host.runState({ ...open, anyAttempt: true }, budget)) === 'ended';
}
/** A start whose answer was lost: a job may run that no record names, and the service lists none. */
function lostStartDoubt(lost, config) {
    const when = lost.at === undefined ? '' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) ` at ${lost.at}`;
    const command = config.followUp?.command ?? '';
    return {
        kind: 'doubt',
        lostStart: true,
        why: lost.underWay
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Run ${lost.run} began sending the prompt${when} and recorded no answer (it was killed, still runs, or GitHub failed its writes), so the service may have started a job this action cannot name (the service lists no jobs)`
            : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Run ${lost.run} sent the prompt${when} and its answer was lost, so the service may have started a job this action cannot name (the service lists no jobs)`,
        next: command === ''
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Look at the project's agent jobs on the dashboard; if none was started for this pull request, re-run run ${lost.run} (its re-run sends the prompt again), or set 'follow-up-command' so that a comment can start one.`
            : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Look at the project's agent jobs on the dashboard; if none was started for this pull request, comment ${command} with what to document to start one.`,
    };
}
/** Whether the job's record here is the one its step keeps on its docs pull request (`docs-pr-comment`). */
async function keptOnDocs(host, trigger, config, id, budget) {
    const read = await host.comment(id, budget);
    return read.ok && (0,_pull_request_docs_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .isDocsComment */ .R)(read.value.body, trigger, (0,_pull_request_record_js__WEBPACK_IMPORTED_MODULE_5__/* .recordKeysOf */ .fH)(config));
}


/***/ }),

/***/ 3765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ docsPullRequestEnded),
  e: () => (/* binding */ newsSince)
});

// EXTERNAL MODULE: ./src/output/text.ts
var output_text = __webpack_require__(218);
// EXTERNAL MODULE: ./src/pull-request/host.ts
var pull_request_host = __webpack_require__(393);
// EXTERNAL MODULE: ./src/pull-request/where.ts
var pull_request_where = __webpack_require__(492);
// EXTERNAL MODULE: ./src/report/verdict.ts
var verdict = __webpack_require__(687);
;// CONCATENATED MODULE: ./src/pull-request/push.ts

/** At most this many commits and files are named in one follow-up; the rest are counted. */
const MAX_NAMED_COMMITS = 30;
const MAX_NAMED_FILES = 100;
function named(title, items, max) {
    const shown = items.slice(0, max).map((item) => `- ${item}`);
    const rest = items.length > max ? [`- and ${items.length - max} more`] : [];
    return [title, ...shown, ...rest].join('\n');
}
const closing = (noun) => `Update the docs ${noun} you opened for these changes, and keep what still holds.`;
/**
 * The follow-up for a push, or undefined when nothing in it is news (only a merge of the base
 * branch); in its host's words (`words`: a GitLab merge request is no pull request).
 */
function pushMessage(where, to, change, words = pull_request_where/* GITHUB_WORDS */.Ge) {
    const { noun } = words;
    if (change.kind === 'unlisted')
        return [
            `The product ${noun} ${where} has new commits; its head is now ${to}. What they change could not be listed.`,
            ...(change.prFiles ? [named(`The ${noun}'s changes against its base:`, change.prFiles, MAX_NAMED_FILES)] : []),
            closing(noun),
        ].join('\n\n');
    if (change.kind === 'rewritten') {
        // No head told is known (its record went with a deleted comment): no force-push is claimed.
        const what = change.from === undefined
            ? `The product ${noun} ${where} has new commits; its head is now ${to}. Which of its heads you were last told of is not known here.`
            : `The history of the product ${noun} ${where} was rewritten since ${change.from} (a force-push); its head is now ${to}.`;
        return [
            what,
            named(`All of the ${noun}'s changes against its base:`, change.prFiles, MAX_NAMED_FILES),
            closing(noun),
        ].join('\n\n');
    }
    const { comparison, from } = change;
    const own = comparison.commits.filter((commit) => !commit.merge);
    if (own.length === 0)
        return undefined;
    const merged = own.length < comparison.commits.length;
    // With the base merged in, the comparison's files include the base's: keep the pull request's own.
    const files = change.prFiles === undefined
        ? comparison.files
        : merged && !comparison.filesCapped
            ? comparison.files.filter((file) => change.prFiles?.includes(file))
            : change.prFiles;
    const commits = own.map((commit) => `${commit.sha} ${commit.title}`);
    const more = comparison.moreCommits ? [`(and more commits than ${words.host} listed)`] : [];
    const capped = `Files the ${noun} changes (${words.host} lists ${words.compareFiles} of a push's):`;
    return [
        `The product ${noun} ${where} changed since ${from}; its head is now ${to}.`,
        [named('New commits:', commits, MAX_NAMED_COMMITS), ...more].join('\n'),
        named(comparison.filesCapped ? capped : 'Files changed:', files, MAX_NAMED_FILES),
        closing(noun),
    ].join('\n\n');
}

// EXTERNAL MODULE: ./src/step/docs-pull-request.ts
var docs_pull_request = __webpack_require__(2279);
;// CONCATENATED MODULE: ./src/step/push-news.ts






/**
 * The docs pull request of the job, merged or closed: then a push starts a new job. While the job
 * works, and after a turn that changed no files, the service names none: the one on its branch.
 */
async function docsPullRequestEnded(deps, config, job) {
    const read = await (0,docs_pull_request/* docsPullRequestOf */.BB)(deps.codeHost, config, job, deps.signal);
    if (read.unread !== undefined)
        deps.log.info((0,output_text.msg) `Whether the job's docs pull request was merged or closed could not be read (the pull requests of its agent's branch could not be listed: ${read.unread}), so the job is taken as open.`);
    const pr = read.pullRequest;
    const address = deps.codeHost.addressOf(pr);
    if (!pr || !address || config.githubToken === '')
        return undefined;
    const found = await deps.codeHost.lookUp(address, config.githubToken, deps.signal);
    if (found.kind !== 'found') {
        deps.log.info((0,output_text.msg) `Whether ${(0,verdict/* pullRequestName */.Ib)(pr)} was merged or closed could not be read (${found.reason}), so the job is taken as open${found.forGood ? "; give 'github-token' read access to the docs repository (an app token) to start a new job after a merge" : ': a later run reads it again'}.`);
        return undefined;
    }
    const { state } = found.details;
    // Another's pull request (not on the job's branch, or a person's) says nothing of the job.
    if ((0,docs_pull_request/* notTheJobs */.t8)(found.details, job.source?.ref, config.docsNeed.agentLogin))
        return undefined;
    return state === 'merged' || state === 'closed' ? `${(0,verdict/* pullRequestName */.Ib)(pr)} was ${state}` : undefined;
}
/** Whether a commit is still one of the pull request's (a list that cannot be read is no proof either way: false). */
async function stillListed(host, sha, budget) {
    const commits = await host.commits(budget);
    return commits.ok && commits.value.includes(sha);
}
/** With `paths`, a push whose own files (merges left out) all fall outside it brings the job nothing. */
async function noneMatchPaths(config, change) {
    const { paths } = config.docsNeed;
    if (paths.length === 0 || change.comparison.filesCapped)
        return false;
    const { firstNeedingDocs } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 9899));
    const files = change.prFiles
        ? change.comparison.files.filter((file) => change.prFiles?.includes(file))
        : change.comparison.files;
    return firstNeedingDocs(files, paths) === undefined;
}
/** What changed since the head the job was last told about; on doubt, that something did (and why). */
async function changeSince(host, from, to, budget, words) {
    const files = async () => {
        const listed = await host.changedFiles(budget);
        return listed.ok ? listed.value.paths : undefined;
    };
    const compared = from === undefined ? undefined : await host.compare(from, to, budget);
    // The token itself refused (expired, revoked): nothing read or written after it holds, so nothing is sent.
    if (compared?.ok === false && (0,pull_request_host.refusedForGood)(compared, [401]))
        return { kind: 'refused', cause: compared.cause };
    const unlisted = async (why) => {
        const prFiles = await files();
        return { kind: 'unlisted', why, ...(prFiles ? { prFiles } : {}) };
    };
    // What GitHub answered, never a permission it did not name: a 403 names the one it needs.
    if (compared?.ok === false)
        return unlisted((0,pull_request_host.refusedForGood)(compared) ? compared.cause : (0,output_text.msg) `${compared.cause}, a failure that may pass`);
    if (compared?.value === 'unrelated' && from !== undefined && (await stillListed(host, from, budget)))
        // Still one of the pull request's commits: not a force-push, but a comparison this token may not read.
        return unlisted(words.unrelatedButListed);
    if (compared === undefined || compared.value === 'unrelated') {
        const prFiles = await files();
        return prFiles === undefined
            ? { kind: 'unlisted', why: `the history was rewritten and the ${words.noun}'s files could not be read` }
            : { kind: 'rewritten', ...(from === undefined ? {} : { from }), prFiles };
    }
    const comparison = compared.value;
    const merged = comparison.commits.some((commit) => commit.merge);
    const prFiles = merged || comparison.filesCapped ? await files() : undefined;
    return { kind: 'compared', from: from, comparison, ...(prFiles ? { prFiles } : {}) };
}
/**
 * What the pull request's pushes changed since the head the job was last told, as a message for
 * the job; or why there is nothing to tell (only a merge of the base, no file within `paths`).
 */
async function newsSince(deps, trigger, job, lastHead, head) {
    const change = await changeSince(deps.host, lastHead, head, deps.budget, (0,pull_request_where/* wordsOf */.Z9)(trigger));
    if (change.kind === 'refused')
        return {
            unread: (0,output_text.msg) `What this push changed could not be read: ${(0,pull_request_where/* wordsOf */.Z9)(trigger).host} refused the report-token (${change.cause})`,
        };
    // A compare the cancel cut short is the cancel's: the run ends there, and tells the job nothing.
    if (change.kind === 'unlisted' && !deps.budget.signal?.aborted)
        deps.log.warning((0,output_text.msg) `What this push changed could not be compared${change.why ? (0,output_text.msg) ` (${change.why})` : ''}; the job is told there are new commits.`);
    if (change.kind === 'compared' && (await noneMatchPaths(deps.config, change)))
        return { nothing: (0,output_text.msg) `No file this push changes matches 'paths': nothing for job ${job} to do.` };
    const message = pushMessage((0,pull_request_where/* namedPullRequest */.SF)(trigger), head, change, (0,pull_request_where/* wordsOf */.Z9)(trigger));
    return message ?? { nothing: (0,output_text.msg) `This push only merged the base branch: nothing for job ${job} to do.` };
}


/***/ })

};
