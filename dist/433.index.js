export const id = 433;
export const ids = [433,120];
export const modules = {

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
            why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `The pull request's comments, where its job is recorded, could not be read (${found.cause})`,
            ...((await spentTimeout(deps, budget)) ? { late: true } : {}),
            // The token itself refused (401), denied the read (403) or cannot see the pull request (404):
            // no later run reads more with it.
            ...((0,_pull_request_host_js__WEBPACK_IMPORTED_MODULE_4__/* .refusedForGood */ .FD)(found, [401, 403, 404]) ? { refused: true } : { unread: true }),
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
    const when = lost.at === undefined ? '' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) ` at ${lost.at}`;
    const command = config.followUp?.command ?? '';
    return {
        kind: 'doubt',
        lostStart: true,
        why: lost.underWay
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Run ${lost.run} began sending the prompt${when} and recorded no answer (it was killed, still runs, or GitHub failed its writes), so the service may have started a job this action cannot name (the service lists no jobs)`
            : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Run ${lost.run} sent the prompt${when} and its answer was lost, so the service may have started a job this action cannot name (the service lists no jobs)`,
        next: command === ''
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Look at the project's agent jobs on the dashboard; if none was started for this pull request, re-run run ${lost.run} (its re-run sends the prompt again), or set 'follow-up-command' so that a comment can start one.`
            : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Look at the project's agent jobs on the dashboard; if none was started for this pull request, comment ${command} with what to document to start one.`,
    };
}
/** Whether the job's record here is the one its step keeps on its docs pull request (`docs-pr-comment`). */
async function keptOnDocs(host, trigger, config, id, budget) {
    const read = await host.comment(id, budget);
    return read.ok && (0,_pull_request_docs_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .isDocsComment */ .R)(read.value.body, trigger, (0,_pull_request_record_js__WEBPACK_IMPORTED_MODULE_5__/* .recordKeysOf */ .fH)(config));
}


/***/ }),

/***/ 4120:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   sendUnansweredCommand: () => (/* binding */ sendUnansweredCommand),
/* harmony export */   w: () => (/* binding */ newestUnansweredCommand)
/* harmony export */ });
/* harmony import */ var _pull_request_comment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4714);
/* harmony import */ var _pull_request_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6002);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(218);
/* harmony import */ var _output_redaction_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5928);
/* harmony import */ var _pull_request_command_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(518);
/* harmony import */ var _pull_request_command_queue_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1608);
/* harmony import */ var _pull_request_admission_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4498);
/* harmony import */ var _command_message_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7637);
/* harmony import */ var _follow_up_command_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(7315);
/* harmony import */ var _common_budget_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(7532);
/* harmony import */ var _pull_request_where_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(492);
/**
 * One workflow for a pull request's life: a run of any pull request event sends the `/docs`
 * command its concurrency group left unsent (the command's run cancelled while pending, or gone),
 * as that command's run would have, with the push's news first; the queue sends older ones before
 * it. The claim (`eyes`) is atomic, so the command's own run, if it comes, finds it taken.
 */











async function sendUnansweredCommand(deps, config, trigger, target, host, 
/**
 * `only`: this comment alone (a command a sweep was queued): no other comment is read for
 * permission. `oneWorkflow`: its pull request's events and commands share one workflow.
 */
queued = {}) {
    const { only } = queued;
    // A turn's own queued command is owed at any age: its record vouches that it was taken, and said so.
    const look = await lookAtCommands(deps, config, trigger, host, { anyAge: only !== undefined });
    if (!look || look === 'too-many')
        return undefined;
    const { own, listed, queue, answered, budget } = look;
    // A command a turn queued for the busy job already is that turn's (the sweep sends it by `only`): not taken again.
    if (only === undefined && 'jobId' in target)
        holdQueued(deps, target, listed, answered);
    // A newer command that may not be sent is answered 😕, and the look goes on to the older ones.
    for (let tries = 0; tries < MAX_REFUSED; tries++) {
        const candidates = only === undefined ? listed : listed.filter((comment) => comment.id === only);
        const taken = 'newJob' in target
            ? await queue.oldestUnanswered(own, candidates, answered)
            : await queue.newestUnanswered(own, candidates, answered);
        if (!taken)
            return undefined;
        const sent = await sendAsItsOwnRun({ deps, config, host, trigger, budget }, taken, target, queued);
        if (sent !== 'refused')
            return sent;
    }
    return undefined;
}
/** Counts the commands turns queued for the busy job as taken, and says so of those still unanswered. */
function holdQueued(deps, target, listed, answered) {
    const waiting = (target.held ?? []).filter((id) => !answered.has(id) && listed.some((comment) => comment.id === id));
    for (const id of target.held ?? [])
        answered.add(id);
    const [one, ...more] = waiting;
    if (one === undefined)
        return;
    const which = more.length === 0 ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `The command of comment ${one} is` : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `The commands of comments ${waiting.join(', ')} are`;
    deps.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `${which} queued for job ${target.jobId} already, which is busy: sent once the job is not.`);
}
/**
 * The newest command of the pull request that no run answered (its run never came, or died) and
 * that may be sent, read without claiming it: the comment a sweep's own turn then sends as that
 * command's run would have. A newer one that may not be sent is answered 😕 on the way, as its run
 * would have answered it. 'permission-unread': its author's permission could not be read (order is
 * kept on doubt); 'unread': the comments themselves could not be.
 */
async function newestUnansweredCommand(deps, config, trigger, host, 
/** Who the action writes as, should GitHub not say: its comment's author. */
account) {
    if (!config.followUp)
        return undefined;
    const look = await lookAtCommands(deps, config, trigger, host, { recent: true, ...(account ? { account } : {}) });
    // A look that could not read (the comments, who the token is) is no "none owed".
    if (look === undefined)
        return 'unread';
    if (look === 'too-many')
        return undefined;
    for (let tries = 0; tries < MAX_REFUSED; tries++) {
        const taken = await look.queue.newestOrUnread(look.own, look.listed, look.answered);
        if (taken === 'unread' || taken === undefined)
            return taken;
        const allowed = await mayBeSent(look, config, trigger, host, deps, taken);
        if (allowed !== 'refused')
            return allowed === undefined ? 'permission-unread' : taken.command.id;
        look.answered.add(taken.command.id);
    }
    return 'unread';
}
/** The most comments a look for commands only (a sweep's) reads: one full page, so a flood costs one request. */
const RECENT_COMMENTS = 100;
/**
 * The pull request's comments, its account, and the queue of its commands, read once; undefined
 * when unread. `recent`: only the comments of the commands' look-back, one page at most (more is
 * said in the log and left to the pull request's next run, which reads them all); `anyAge`: a
 * command older than the look-back is sent too.
 */
async function lookAtCommands(deps, config, trigger, host, { recent = false, anyAge = false, account } = {}) {
    const { followUp } = config;
    if (!followUp)
        return undefined;
    const deadline = Math.min(deps.clock.now() + _common_budget_js__WEBPACK_IMPORTED_MODULE_9__/* .BUDGET_MS */ .V_.unansweredCommand, deps.deadline);
    const budget = () => ({ signal: deps.signal, deadline });
    const since = deps.clock.date() - (0,_pull_request_command_js__WEBPACK_IMPORTED_MODULE_4__/* .commandLookBack */ .UA)(config.timeoutMs);
    const [identity, listed] = await Promise.all([
        host.identity(budget()),
        recent ? host.comments(budget(), firstComments(RECENT_COMMENTS), since) : host.comments(budget()),
    ]);
    if (!listed.ok)
        return undefined;
    // GitHub will not say who the token is: the action's comment does (the one given, or found here).
    const own = identity ?? account ?? (0,_pull_request_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .actionAccountIn */ .$p)(listed.value, trigger, (0,_pull_request_record_js__WEBPACK_IMPORTED_MODULE_1__/* .recordKeysOf */ .fH)(config));
    if (own?.login === undefined)
        return undefined;
    const comments = recent ? await recentOnly(host, listed.value, since, budget) : listed.value;
    if (comments === undefined)
        return undefined;
    if (recent && comments.length >= RECENT_COMMENTS) {
        deps.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `${(0,_pull_request_where_js__WEBPACK_IMPORTED_MODULE_10__/* .namedPullRequest */ .SF)(trigger)} has ${RECENT_COMMENTS} or more comments of the last hours: a command no run answered among them is sent by the pull request's next run, which reads them all.`);
        return 'too-many';
    }
    const every = { kind: 'command', commentId: Number.MAX_SAFE_INTEGER, login: own.login, message: '' };
    const queue = (0,_pull_request_command_queue_js__WEBPACK_IMPORTED_MODULE_5__/* .createCommandQueue */ .dw)((0,_follow_up_command_js__WEBPACK_IMPORTED_MODULE_8__/* .queueWire */ .$)(host, trigger, deps, (0,_pull_request_record_js__WEBPACK_IMPORTED_MODULE_1__/* .recordKeysOf */ .fH)(config)), every, followUp.command, anyAge ? Infinity : (0,_pull_request_command_js__WEBPACK_IMPORTED_MODULE_4__/* .commandLookBack */ .UA)(config.timeoutMs));
    const answered = (0,_pull_request_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .answeredCommands */ .Wk)(comments, trigger, (0,_pull_request_record_js__WEBPACK_IMPORTED_MODULE_1__/* .recordKeysOf */ .fH)(config), own);
    return { own: { ...own, login: own.login }, listed: comments, queue, answered, budget };
}
/**
 * The comments written or edited since `since`, as GitHub's `since` lists them. A full page that
 * holds older ones (a GitHub, or a proxy, that dropped `since`) proves nothing of the rest: then
 * every page is read, and the recent kept. Undefined when that read failed.
 */
async function recentOnly(host, listed, since, budget) {
    const isRecent = (comment) => (comment.updatedAt ?? comment.createdAt) >= since;
    if (listed.length < RECENT_COMMENTS || listed.every(isRecent))
        return listed;
    const all = await host.comments(budget());
    return all.ok ? all.value.filter(isRecent) : undefined;
}
/** Enough once `count` comments were listed: pages are followed (a short one may name a next) up to that many. */
function firstComments(count) {
    let listed = 0;
    return () => ++listed >= count;
}
/** At most this many commands that may not be sent are answered by one run. */
const MAX_REFUSED = 20;
/** Sends an owed command as its own run would have, after its author's permission; or says it is refused. */
async function sendAsItsOwnRun(where, taken, target, queued) {
    const { deps, config, host, trigger } = where;
    const { oneWorkflow } = queued;
    const { id, login, message } = taken.command;
    const comment = (0,_follow_up_command_js__WEBPACK_IMPORTED_MODULE_8__/* .commentWriter */ .v)(host, trigger, readingOf(taken), deps, config, { deadClaim: taken.claim, oneWorkflow });
    const allowed = await mayBeSent(where, config, trigger, host, deps, taken, comment);
    // A permission that cannot be read is read again by a later run: the command stays unanswered.
    if (allowed !== true)
        return allowed;
    await comment.react('eyes');
    if (!comment.owned())
        return unclaimed(deps.log, taken, comment.claim());
    const who = { comment, who: login };
    if ('refused' in target) {
        await comment.react('confused');
        await comment.reply(`${(0,_output_redaction_js__WEBPACK_IMPORTED_MODULE_3__/* .toProse */ .HK)(login)}: nothing was sent: ${deps.log.prose(target.refused, 600)}`);
        deps.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `The command of ${login} (comment ${id}) is not sent: ${target.refused}`);
        return 'refused';
    }
    if ('newJob' in target) {
        deps.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `The command of ${login} (comment ${id}) was not sent by its own run: the new job this run starts takes it after the prompt.`);
        const plan = { kind: 'start', prompt: (0,_command_message_js__WEBPACK_IMPORTED_MODULE_7__/* .newJobPrompt */ .CT)(config, message) };
        return { work: { plan, jobId: '', jobIds: [] }, ...who };
    }
    const { jobId, news } = target;
    const event = deps.codeHost.commentEvent(trigger);
    const why = queued.only === undefined ? 'cancelled while pending, or stopped' : 'queued while its job was busy';
    // This run's own comment, whose author's permission it could not read at first: no other run's.
    deps.log.info(event.kind === 'comment' && event.comment.id === id
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `The permission of ${login} could be read this time: this run sends their command (comment ${id}) to job ${jobId} after all${news === undefined ? '' : ', after what this push changed'} (a busy job gets it once it is free).`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `The command of ${login} (comment ${id}) was not sent by its own run (${why}): this run sends it to job ${jobId}${news === undefined ? '' : ', after what this push changed'} (a busy job gets it once it is free).`);
    const plan = { kind: 'message', message: news === undefined ? message : `${news}\n\n${message}` };
    return {
        work: { plan, jobId, jobIds: [jobId] },
        ...who,
        ...(news === undefined ? { headUntold: true } : {}),
    };
}
/**
 * Whether an owed command may be sent: its author may command and it holds a message. One that
 * may not is answered 😕 ('refused'); undefined when its author's permission cannot be read.
 */
async function mayBeSent(where, config, trigger, host, deps, taken, comment = (0,_follow_up_command_js__WEBPACK_IMPORTED_MODULE_8__/* .commentWriter */ .v)(host, trigger, readingOf(taken), deps, config, { deadClaim: taken.claim })) {
    const { id, login } = taken.command;
    const required = config.followUp?.permission ?? 'write';
    const rules = { required, agentLogin: config.docsNeed.agentLogin, log: deps.log };
    const admission = await (0,_pull_request_admission_js__WEBPACK_IMPORTED_MODULE_6__/* .admitCommand */ .Py)(taken.command, rules, (who) => host.permission(who, where.budget()));
    if (admission.kind === 'send')
        return true;
    if (admission.kind === 'changed')
        return editedBeforeSent(deps, taken, comment);
    // Refused for good (a deleted account's 404, a token that may not read it): no later run reads more, so it is answered.
    if (admission.kind === 'unread' && !admission.forGood) {
        deps.log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `The command of ${login} (comment ${id}) is owed, but whether ${login} may command could not be read (${admission.cause}): it is not sent now, and a later run sends it.`);
        return undefined;
    }
    if (admission.kind === 'secret-alone') {
        await (0,_pull_request_admission_js__WEBPACK_IMPORTED_MODULE_6__/* .refuseSecretAlone */ .eo)(deps.log, taken.command, { react: () => comment.react('confused'), reply: comment.reply });
        return 'refused';
    }
    await comment.react('confused');
    deps.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Comment ${id}, a command its own run did not answer, is not sent: ${(0,_pull_request_admission_js__WEBPACK_IMPORTED_MODULE_6__/* .refusalOf */ .Of)(admission, login, required)}.`);
    return 'refused';
}
/**
 * An owed command edited since it was written is no command: answered 😕 with a reply, once, by
 * the run whose 👀 GitHub makes (a dead run's taken over). Undefined while another run holds it.
 */
async function editedBeforeSent(deps, taken, comment) {
    const { id, login } = taken.command;
    await comment.react('eyes');
    if (!comment.owned())
        return unclaimed(deps.log, taken, comment.claim());
    await comment.react('confused');
    await comment.reply((0,_pull_request_command_js__WEBPACK_IMPORTED_MODULE_4__/* .editedCommandReply */ .pB)((0,_output_redaction_js__WEBPACK_IMPORTED_MODULE_3__/* .toProse */ .HK)(login), id, 'a run'));
    deps.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Comment ${id} is not sent: it was edited before a run sent it, and an edited comment is no command.`);
    return 'refused';
}
/** An owed command this run could not claim: said when the host failed the claim (another run's claim is that run's to say). */
function unclaimed(log, { command: { id, login } }, claim) {
    const cause = claim?.refused ?? claim?.failed;
    if (cause !== undefined)
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `The command of ${login} (comment ${id}) is owed, but this run could not claim it (👀: ${cause}): it is not sent now, and a later run sends it.`);
    return undefined;
}
function readingOf({ command: { id, login, message } }) {
    return { kind: 'command', commentId: id, login, message };
}


/***/ }),

/***/ 1433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  beforeStep: () => (/* binding */ beforeStep)
});

// EXTERNAL MODULE: ./src/inputs/inputs.ts
var inputs = __webpack_require__(8028);
// EXTERNAL MODULE: ./src/output/text.ts
var output_text = __webpack_require__(218);
// EXTERNAL MODULE: ./src/inputs/event-fit.ts
var event_fit = __webpack_require__(7903);
// EXTERNAL MODULE: ./src/pull-request/decide.ts
var decide = __webpack_require__(7571);
// EXTERNAL MODULE: ./src/pull-request/record.ts
var pull_request_record = __webpack_require__(6002);
// EXTERNAL MODULE: ./src/pull-request/code-host.ts
var code_host = __webpack_require__(8965);
// EXTERNAL MODULE: ./src/common/agent-job.ts
var agent_job = __webpack_require__(7522);
// EXTERNAL MODULE: ./src/pull-request/claim.ts
var pull_request_claim = __webpack_require__(9755);
// EXTERNAL MODULE: ./src/pull-request/host.ts
var pull_request_host = __webpack_require__(393);
// EXTERNAL MODULE: ./src/pull-request/lease.ts
var lease = __webpack_require__(6013);
// EXTERNAL MODULE: ./src/report/report.ts
var report_report = __webpack_require__(8850);
// EXTERNAL MODULE: ./src/step/act-on-decision.ts
var act_on_decision = __webpack_require__(6193);
// EXTERNAL MODULE: ./src/pull-request/docs-need.ts
var docs_need = __webpack_require__(7761);
// EXTERNAL MODULE: ./src/step/docs-pull-request.ts
var docs_pull_request = __webpack_require__(2279);
// EXTERNAL MODULE: ./src/pull-request/comment.ts
var pull_request_comment = __webpack_require__(4714);
// EXTERNAL MODULE: ./src/step/pull-request-state.ts
var pull_request_state = __webpack_require__(3803);
;// CONCATENATED MODULE: ./src/sweep/lost-start.ts
/**
 * A labelled pull request whose comment records a start no answer names (its run killed while or
 * after the prompt went) and no pending turn: nothing else finishes that start's check run, which
 * a required check would wait on for good. Once its run has ended (or, where the host cannot tell,
 * its start is STALE_CLAIM_MS old), the sweep finishes it `neutral`, saying a job may run that no
 * record names and what to look at. While its run may still be at work, the label stays.
 */





async function finishLostStart(site, budget) {
    const { host, trigger, keys, account } = site;
    const scan = await (0,pull_request_comment/* findStartedJob */.y5)(host, trigger, keys, budget(), account);
    const lost = scan.ok && !scan.started ? scan.lostStart : undefined;
    if (lost?.head === undefined || lost.check === undefined)
        return 'none';
    if (!(await runEnded(site, lost, budget())))
        return 'at-work';
    const listed = await host.checkRuns(lost.head, lost.check, budget());
    if (!listed.ok)
        return 'at-work';
    const left = listed.value.filter((check) => {
        const record = check.status === 'in_progress' ? (0,pull_request_record/* readPlaceRecord */.D1)(check.externalId, trigger.step, keys) : undefined;
        return record?.run === lost.run && record.attempt === lost.attempt && record.step === lost.step;
    });
    const doubt = (0,pull_request_state/* lostStartDoubt */.J)(lost, site.config);
    for (const check of left) {
        const written = await host.updateCheckRun(check.id, {
            status: 'completed',
            conclusion: 'neutral',
            title: "Its start's answer was lost",
            summary: site.deps.log.markup({
                icon: '⏹️',
                heading: "Its start's answer was lost",
                paragraphs: [(0,output_text/* msg */.ab) `${doubt.why}.`, ...(doubt.next === undefined ? [] : [doubt.next])],
                rows: [],
            }),
        }, budget());
        if (!written.ok)
            return 'at-work';
    }
    if (left.length > 0)
        site.deps.log.warning((0,output_text/* msg */.ab) `Pull request #${trigger.pullNumber ?? 0}: ${doubt.why}. Its ${(0,output_text/* quoted */.TL)(lost.check, 100)} check run on ${(0,output_text/* abbreviated */.gl)(lost.head, 12)} is finished as neutral. ${doubt.next ?? ''}`);
    return 'finished';
}
/** Whether the run a record names has ended (or, where the host cannot tell, its record is STALE_CLAIM_MS old). */
async function runEnded({ host, deps }, lost, budget) {
    const state = await host.runState({ run: lost.run, attempt: lost.attempt }, budget);
    if (state !== undefined)
        return state === 'ended';
    const at = Date.parse(lost.at ?? '');
    return !Number.isNaN(at) && deps.clock.date() - at > pull_request_claim/* STALE_CLAIM_MS */.Ii;
}

;// CONCATENATED MODULE: ./src/sweep/orphaned-check.ts
/**
 * A labelled pull request with no comment of the action's that records its turns (deleted by
 * someone, with the records in it), though its head's check run is still in progress with a
 * turn's record: nothing else finishes that check run, which a required check would wait on for
 * good. Once the run that wrote it has ended (lost-start.ts runEnded) and the job it names has
 * ended too (read from the service), the sweep finishes it `neutral`, saying the record went with
 * the comment, how the job ended, and what to do. Until then the label stays, and the next sweep
 * looks again.
 */




async function finishOrphanedChecks(site, budget) {
    const { host, trigger, keys } = site;
    // Not knowing the head is never "no check run there": the label stays for the next sweep.
    const head = await host.head(budget());
    if (head === undefined)
        return { kind: 'stays', why: (0,output_text/* msg */.ab) `its head commit could not be read` };
    // Every check run of the head, by its record: the sweep's own 'check-name' is not the turn's.
    const listed = await host.checkRuns(head, '', budget());
    if (!listed.ok)
        return { kind: 'stays', why: (0,output_text/* msg */.ab) `its head's check runs could not be read (${listed.cause})` };
    for (const check of listed.value) {
        const record = inProgressTurn(check, trigger, keys);
        if (record === undefined)
            continue;
        const finished = await finishOne(site, { check, record, head }, budget);
        if (finished.kind === 'stays')
            return finished;
    }
    return { kind: 'none' };
}
async function finishOne(site, { check, record, head }, budget) {
    const { host, trigger, deps } = site;
    const job = record.jobs[0] ?? '';
    const named = record.check === undefined ? 'check run' : (0,output_text/* msg */.ab) `${(0,output_text/* quoted */.TL)(record.check, 100)} check run`;
    if (!(await runEnded(site, record, budget())))
        return {
            kind: 'stays',
            why: (0,output_text/* msg */.ab) `its head's ${named} is in progress with a turn of job ${job}, whose run may still be at work`,
        };
    const ending = await jobEnding(deps, job, site.config.projectId);
    if (ending.kind === 'stays')
        return ending;
    const why = (0,output_text/* msg */.ab) `No comment of the action's on this pull request records the turn of job ${job} that its ${named} on ${(0,output_text/* abbreviated */.gl)(head, 12)} follows (it was deleted, with the records in it), so no run finishes it; job ${job} ${ending.said}.`;
    const next = (0,output_text/* msg */.ab) `The job's page on the dashboard shows what it did. Push, or comment with the follow-up command, to go on.`;
    const written = await host.updateCheckRun(check.id, {
        status: 'completed',
        conclusion: 'neutral',
        title: "Its turn's record was deleted",
        summary: deps.log.markup({
            icon: '⏹️',
            heading: "Its turn's record was deleted",
            paragraphs: [why, next],
            rows: [],
        }),
    }, budget());
    if (!written.ok)
        return { kind: 'stays', why: (0,output_text/* msg */.ab) `its head's ${named} could not be finished (${written.cause})` };
    deps.log.warning((0,output_text/* msg */.ab) `Pull request #${trigger.pullNumber ?? 0}: ${why} It is finished as neutral. ${next}`);
    return { kind: 'none' };
}
/** How the job ended, read from the service; `stays` while it works or cannot be read. */
async function jobEnding(deps, job, project) {
    const timeoutMs = Math.max(1, Math.min(deps.requestTimeoutMs, deps.deadline - deps.clock.now()));
    const fetched = await deps.service.getJob(job, { timeoutMs, signal: deps.signal });
    // Not found here may be another project's job (one sweep per project): never taken for an ending.
    if (fetched.kind === 'not-found')
        return {
            kind: 'stays',
            why: (0,output_text/* msg */.ab) `job ${job}, whose turn its head's check run follows, is not found in project '${project}': a sweep with the 'project-id' that started it finishes it (take the label off by hand if the job is gone)`,
        };
    if (fetched.kind !== 'job')
        return {
            kind: 'stays',
            why: (0,output_text/* msg */.ab) `job ${job}, whose turn its head's check run follows, could not be read (${fetched.kind === 'cancelled' ? 'the run was cancelled' : fetched.kind === 'refused' ? (0,output_text/* msg */.ab) `the service refused the api-key (HTTP ${fetched.httpStatus})` : fetched.cause})`,
        };
    const { status } = fetched.job;
    if (!(0,agent_job/* isFinal */.dR)(status))
        return { kind: 'stays', why: (0,output_text/* msg */.ab) `job ${job}, whose turn its head's check run follows, is still at work` };
    return { kind: 'ended', said: (0,output_text/* msg */.ab) `ended ${(0,output_text/* quoted */.TL)(status, 60)}` };
}
/** A check run in progress whose record names a turn of a job, not ended. */
function inProgressTurn(check, trigger, keys) {
    if (check.status !== 'in_progress')
        return undefined;
    const record = (0,pull_request_record/* readPlaceRecord */.D1)(check.externalId, trigger.step, keys);
    return record?.ended === undefined && record?.jobs.length ? record : undefined;
}

;// CONCATENATED MODULE: ./src/sweep/pending.ts


/** Where records are signed: the repository and the pull request (a step's name does not change the key). */
const placeOf = (repository, pull) => ({
    workflow: '',
    job: '',
    step: '',
    repository,
    pull,
});
const newerFirst = (a, b) => Number(b.record.run) - Number(a.record.run) || b.record.attempt - a.record.attempt;
/** The pending runs of one comment's records, each bound to the step it names. */
function pendingRunsOf(records, place) {
    const pendingRuns = [];
    for (const record of records) {
        const { pending } = record;
        if (!pending)
            continue;
        const name = { ...place, workflow: pending.workflow, job: pending.job, step: pending.step };
        if (record.step === (0,pull_request_record/* stepKey */.Ug)(name))
            pendingRuns.push({ record: record, name });
    }
    return pendingRuns.sort(newerFirst);
}
/** The pending runs a comment's records hold, whoever wrote it (its records verified). */
function pendingRunsIn(comment, place, keys) {
    const kept = (0,pull_request_record/* readCommentRecords */.SA)(comment.body, place, keys, true);
    return kept ? pendingRunsOf(kept.records, place) : [];
}
/** The pending runs in one comment, when it is the action's. */
function pendingIn(comment, place, keys, account) {
    const kept = (0,pull_request_record/* readCommentRecords */.SA)(comment.body, place, keys, true);
    if (!kept || !(0,pull_request_comment/* writtenByAction */.F5)(comment.author, kept, account))
        return undefined;
    const pendingRuns = pendingRunsOf(kept.records, place);
    return pendingRuns.length > 0 ? { id: comment.id, pendingRuns } : undefined;
}
/**
 * The comment's body with each pending record as `change` makes it. Undefined when the records
 * cannot be signed again as they are: none, or signed only with `previous-api-key` (the author
 * they name is not taken).
 */
function withPendingChanged(body, writer, keys, change) {
    const kept = (0,pull_request_record/* readCommentRecords */.SA)(body, writer, keys, true);
    if (!kept || kept.oldKey)
        return undefined;
    const records = kept.records.map((record) => record.pending ? { ...record, pending: change({ ...record, pending: record.pending }) } : record);
    const [apiKey] = typeof keys === 'string' ? [keys] : keys;
    const marker = (0,pull_request_record/* commentMarker */.Ql)(writer, { ...(kept.by === undefined ? {} : { by: kept.by }), records }, apiKey);
    // The text as it was; the record, its marker line, written anew (github/host.ts puts it back last).
    return { text: (0,pull_request_record/* withoutMarker */.rR)(body), record: marker };
}
/**
 * The comment's body with each pending record naming the run that claimed the finish, so a run
 * that meets the claim asks whether that run ended.
 */
const withClaimNamed = (body, writer, keys, holder) => withPendingChanged(body, writer, keys, ({ pending }) => ({ ...pending, claim: holder }));
/** A queued turn's pending part, its earlier turn's dispatch no longer owed. */
const withoutDispatchOwed = ({ dispatchOwed: _owed, ...pending }) => pending;
/** The comment's body with the dispatch of these runs' earlier turns no longer owed (it is being sent). */
const withDispatchesSent = (body, writer, keys, turns) => withPendingChanged(body, writer, keys, (record) => turns.some((turn) => turn.run === record.run && turn.attempt === record.attempt && turn.step === record.step)
    ? withoutDispatchOwed(record.pending)
    : record.pending);
/** The comment's body with this queued turn owing the dispatch of an earlier turn sent before it. */
const withDispatchOwed = (body, writer, keys, turn) => withPendingChanged(body, writer, keys, (record) => turn.run === record.run && turn.attempt === record.attempt && turn.step === record.step
    ? { ...record.pending, dispatchOwed: true }
    : record.pending);
/** The claims a comment's pending runs name. */
const claimsNamed = (comment) => comment.pendingRuns.flatMap((pendingRun) => pendingRun.record.pending.claim === undefined ? [] : [pendingRun.record.pending.claim]);
/** The pending runs as they read once the claim is named in them. */
const namedTurns = (comment, holder) => ({
    ...comment,
    pendingRuns: comment.pendingRuns.map((pendingRun) => ({
        ...pendingRun,
        record: { ...pendingRun.record, pending: { ...pendingRun.record.pending, claim: holder } },
    })),
});
/** A comment that may be the action's: a marker line (its signature and author are checked after). */
const mayBeOurs = (comment) => /^<!-- wait-for-agent-job\.\S+ -->/m.test(comment.body);
/**
 * The action's comment with pending runs on the pull request (the oldest such comment), if any.
 * The comments are read up to the first page that holds one that may be it, which is the first
 * page for a comment the step made when the job started, however many were written after; only
 * when that one is not it is the whole list read.
 */
async function readPending(host, place, keys, budget, account) {
    let unverified = false;
    let settled = false;
    let otherAccount;
    for (const enough of [mayBeOurs, undefined]) {
        const listed = await host.comments(budget, enough);
        if (!listed.ok)
            return listed;
        for (const comment of listed.value) {
            const own = mayBeOurs(comment) ? await account() : undefined;
            // One account holds a pull request's claims (a reaction is made once per account): another
            // account's pending comment (an app's report-token, or a person's token on GitLab) is not
            // this run's to finish. Anyone's copy of one is no matter: only an app the repository
            // installed comments as a bot, and a person's counts only where its signed records name it.
            const another = own !== undefined &&
                !(0,pull_request_comment/* isAccount */.UP)(comment.author, own) &&
                (comment.author?.bot === true || signedBy(comment, place, keys));
            if (another && pendingRunsIn(comment, place, keys).length > 0) {
                otherAccount ??= comment.author?.login ?? 'a deleted account';
                continue;
            }
            const found = mayBeOurs(comment) ? pendingIn(comment, place, keys, own) : undefined;
            if (found)
                return { ok: true, comment: found, unverified };
            settled ||= own !== undefined && (0,pull_request_comment/* isAccount */.UP)(comment.author, own) && turnsIn(comment, place, keys) > 0;
            // A record no key verifies in a bot's comment may be the action's under another key; in anyone else's it is not.
            unverified ||= comment.author?.bot !== false && (0,pull_request_record/* unverifiedRecord */.jI)(comment.body, place, keys, 'comment', true);
        }
        if (!listed.value.some(mayBeOurs))
            break;
    }
    return {
        ...{ ok: true, unverified },
        ...(otherAccount === undefined ? {} : { otherAccount }),
        ...(settled ? { settled: true } : {}),
    };
}
/** Whether the comment's records, signed with this api-key, name its own author as their writer (no copy of another's). */
function signedBy(comment, place, keys) {
    const kept = (0,pull_request_record/* readCommentRecords */.SA)(comment.body, place, keys, true);
    return kept !== undefined && !kept.oldKey && kept.by !== undefined && comment.author?.id === kept.by;
}
/** How many turns of this pull request a comment's records hold, as this api-key verifies them. */
const turnsIn = (comment, place, keys) => (0,pull_request_record/* readCommentRecords */.SA)(comment.body, place, keys, true)?.records.length ?? 0;

// EXTERNAL MODULE: ./src/common/clock.ts
var clock = __webpack_require__(9987);
// EXTERNAL MODULE: ./src/service/job-view.ts
var job_view = __webpack_require__(2528);
// EXTERNAL MODULE: ./src/common/outcome.ts
var outcome = __webpack_require__(4793);
// EXTERNAL MODULE: ./src/service/round-trip.ts + 1 modules
var round_trip = __webpack_require__(422);
// EXTERNAL MODULE: ./src/step/unanswered-command.ts
var unanswered_command = __webpack_require__(4120);
// EXTERNAL MODULE: ./src/step/review-run.ts
var review_run = __webpack_require__(3904);
// EXTERNAL MODULE: ./src/pull-request/command-queue.ts
var command_queue = __webpack_require__(1608);
// EXTERNAL MODULE: ./src/pull-request/surfaces.ts + 2 modules
var surfaces = __webpack_require__(8177);
// EXTERNAL MODULE: ./src/step/finish-turn.ts + 1 modules
var finish_turn = __webpack_require__(1095);
// EXTERNAL MODULE: ./src/pull-request/where.ts
var pull_request_where = __webpack_require__(492);
;// CONCATENATED MODULE: ./src/sweep/pending-run.ts
/**
 * One pending run finished as the step that let it go would have finished it: the run that
 * finishes it plays that step (its run, attempt, name and head) through the step's own finish
 * (src/step/finish-turn.ts), so the same path writes the same check run, comment, mirror and docs
 * pull request's comment.
 */









/** The trigger of a step that let go, as the sweep plays it: its run, attempt, name and head. */
function triggerOf(where, pendingRun, env) {
    const serverUrl = where.serverUrl ?? (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/$/, '');
    const words = where.words ?? pull_request_where/* GITHUB_WORDS */.Ge;
    const place = placeOf(`${where.owner}/${where.repo}`, where.pull);
    const run = pendingRun?.record.run ?? env.GITHUB_RUN_ID ?? '0';
    // A queued turn that tells no head still has its check run on one.
    const sha = pendingRun?.record.pending.sha ?? pendingRun?.record.pending.checkOn;
    return {
        owner: where.owner,
        repo: where.repo,
        // The step's own event is not recorded, and nothing that finishes it reads one: this run's.
        eventName: env.GITHUB_EVENT_NAME ?? '',
        pullNumber: where.pull,
        ...(sha === undefined ? {} : { headSha: sha }),
        headNeedsLookUp: sha === undefined,
        fromFork: false,
        runId: run,
        attempt: pendingRun?.record.attempt ?? 1,
        runUrl: `${serverUrl}/${where.owner}/${where.repo}/${words.runPath}/${run}`,
        serverUrl,
        ...(where.words === undefined ? {} : { words: where.words }),
        step: pendingRun?.name ?? place,
        ...(env.GITHUB_RUN_ID ? { actingRunId: env.GITHUB_RUN_ID } : {}),
        notes: [],
    };
}
/**
 * The job's ending as a wait would have reported it, from the one read. `since`: how long its turn
 * has run; none when this run cannot say (it met the job only once it had ended).
 */
function endingOf(id, fetched, late, since) {
    const waitedMs = since ?? 0;
    if (fetched.kind === 'not-found')
        return { id, result: { outcome: 'not-found', polls: 1, waitedMs, fault: fetched.message } };
    if (fetched.kind !== 'job')
        return { id, result: { outcome: 'timeout', polls: 1, waitedMs } };
    const { job, body } = fetched;
    const outcome = (0,agent_job/* isFinal */.dR)(job.status) ? 'final' : late ? 'timeout' : 'final';
    const unseen = since === undefined && (0,agent_job/* isFinal */.dR)(job.status) ? { endedUnseen: true } : {};
    return { id, result: { outcome, job, body, polls: 1, waitedMs, ...unseen }, view: (0,job_view/* viewJob */.t)(job) };
}
/** How long the pending run has been running, from its record (a queued run has no start: none). */
const waitedOf = (pendingRun, clock) => {
    const at = Date.parse(pendingRun.record.at ?? '');
    return Number.isNaN(at) ? undefined : Math.max(0, clock.date() - at);
};
/**
 * The account whose 🚀 or 😕 answers a command: who the token writes as, or, when GitHub will not
 * say (GraphQL's `viewer` and `GET /user` refused), the author of the action's comment.
 */
async function ownAccount(f) {
    return (await f.host.identity(f.budget())) ?? f.commentAuthor;
}
/**
 * Whether a command's comment is gone, after its reactions answered 404: GitHub answers 404 on a
 * reactions route for other causes too (a token that cannot see it, a moment's inconsistency), so
 * only a 404 on the comment itself says it was deleted.
 */
async function commentGone(f, commentId) {
    const read = await f.host.comment(commentId, f.budget());
    return !read.ok && read.status === 404;
}
/**
 * The sweep's config as the step that let go had it, from its pending record (the one place a
 * sweep takes a step's settings): what judges the ending (`fail-on`, `require-pr`,
 * `docs-pr-comment`), and what is owed (its follow-up command and permission, `skip-label`,
 * `on-push`, `on-close`, `agent-login`; a record an older version wrote lacks the last four: the
 * sweep's own stand in).
 */
function asStep(config, pending) {
    const failOn = new Set((pending.failOn ?? ['failed']));
    const visibility = { ...config.visibility, docsPrComment: pending.docsPr === true };
    const { skipLabel = config.docsNeed.skipLabel, onPush = config.docsNeed.onPush, agent } = pending;
    const { onClose = config.docsNeed.onClose } = pending;
    const docsNeed = { ...config.docsNeed, skipLabel, onPush, onClose, agentLogin: agent ?? config.docsNeed.agentLogin };
    const permission = (pending.permission ?? 'write');
    const followUp = pending.command ? { followUp: { command: pending.command, permission } } : {};
    return { ...config, failOn, requirePr: pending.requirePr === true, visibility, docsNeed, ...followUp };
}
/** A pending run's comment and check run, written as its step would (its check run's name, the comment its records are in). */
function pendingRunSurfaces(f, pendingRun, host, options = {}) {
    const config = asStep(f.config, pendingRun.record.pending);
    const { log, clock, signal, env } = f.deps;
    const previous = config.previousApiKey ? { previousApiKey: config.previousApiKey } : {};
    const { checkOnly, ...surfaceOptions } = options;
    return (0,surfaces.createPullRequestSurfaces)({ ...config.visibility, comment: 'auto', checkName: pendingRun.record.pending.check }, triggerOf(f.where, pendingRun, env), { comment: checkOnly !== true, check: true }, {
        ...{ log, clock, signal, host, apiKey: config.apiKey, ...previous, knownComment: f.commentId },
        ...surfaceOptions,
        ...(f.open ? { pullRequestOpen: true } : {}),
    });
}
/**
 * One pending run's check run and comment, finished through the path a waiting step's turn takes;
 * the check run first, the comment (which settles the record) after. `unwritten`: what could not
 * be written, so the run stays pending for the next sweep.
 */
async function finishPendingRun(f, pendingRun, ending, 
/**
 * `folded`: told with the message a sweep sent on its head, whose check run is the head's (plan.ts
 * `noNewCheck`); `checkOnly`: its turn moved on to a newer head (its record is there now), so only
 * the check run it left on the old head is finished. `postFailure`: the message the turn owed met
 * a failure after which the service may have taken it: the turn ends as its step's would have.
 * `unsent`: a queued turn ended with nothing sent, its job busy past its deadline: it stays queued, UNSENT_WAIT_MS more, until its job is not busy.
 */
options = {}) {
    const { deps, where } = f;
    const config = asStep(f.config, pendingRun.record.pending);
    const trigger = triggerOf(where, pendingRun, deps.env);
    const host = (0,code_host/* reportHostOf */.gl)(deps.codeHost, config.visibility.reportToken, trigger);
    const surfaces = pendingRunSurfaces(f, pendingRun, host, {
        checkRunFirst: true,
        ...(options.folded ? { noNewCheck: true } : {}),
        ...(options.checkOnly ? { checkOnly: true } : {}),
    });
    const { pending } = pendingRun.record;
    // Ended unsent, a queued turn stays queued (a day more) for the sweep to send once its job is not busy.
    const until = Math.round(deps.clock.date() + UNSENT_WAIT_MS);
    const record = options.unsent
        ? { ...pendingRun.record, pending: { ...pending, unsent: true, until } }
        : (0,pull_request_record/* settled */.gu)(pendingRun.record);
    surfaces.finishAs(record);
    const sent = record.said === undefined
        ? {}
        : { sent: { kind: record.kind === 'prompt' ? 'prompt' : 'message', text: record.said } };
    const failed = options.postFailure ? { postFailure: options.postFailure } : {};
    // The turn's record is kept (the sweep read it there): a re-run of its run resumes, never sends again.
    const rerunResumes = config.visibility.onRerun === 'resume';
    const history = { started: record.kind === 'prompt', ...sent, ...failed, rerunResumes };
    const tally = { waitedMs: ending.result.waitedMs, polls: 1, lookUp: { mirror: true } };
    const turn = { config, history, trigger, surfaces, docsCommentFirst: true };
    const { report, unwritten } = await (0,finish_turn/* finishTurn */.H)(deps, turn, [ending], tally);
    const left = unwritten?.includes('comment') && (await settledAfterAll(f, pendingRun))
        ? unwritten.filter((what) => what !== 'comment')
        : unwritten;
    return { outcome: report.outcome, ...(left && left.length > 0 ? { unwritten: left } : {}) };
}
/**
 * A pending run finished as finishPendingRun finishes it; false, and said so, when what settles it
 * could not be written: it stays pending, with its pull request's label, for the next sweep.
 */
async function finishedOrKept(f, pendingRun, ending, options = {}) {
    const { unwritten } = await finishPendingRun(f, pendingRun, ending, options);
    if (!unwritten)
        return true;
    const { run, attempt } = pendingRun.record;
    f.deps.log.info((0,output_text/* msg */.ab) `Pull request #${f.where.pull}: the turn of run ${run} (attempt ${attempt}) for job ${ending.id} was not finished: its ${unwritten.join(' and the ')} could not be written (this run's warning says why). It stays pending, and so does the label; the next sweep finishes it.`);
    return false;
}
/**
 * The turn on each head that owns its check run: the newest queued there (it took over what the
 * earlier turns there made), among `turns` and those still queued after them.
 */
function checkRunOwners(turns) {
    const owners = new Map();
    const newer = (a, b) => Number(a.record.run) - Number(b.record.run) || a.record.attempt - b.record.attempt;
    for (const turn of turns) {
        const owner = owners.get(turn.record.pending.sha);
        if (!owner || newer(turn, owner) > 0)
            owners.set(turn.record.pending.sha, turn);
    }
    return owners;
}
/** Whether a turn is folded into another's check run on its head: the message's just sent there (`sentOn`), or a newer turn's. */
function foldedOf(turn, owners, sentOn) {
    const { sha } = turn.record.pending;
    return sha !== undefined && (sha === sentOn || owners.get(sha) !== turn) ? { folded: true } : {};
}
/**
 * The one way turns of a job are finished together: one check run a head, so a turn folded into
 * its head's owner (checkRunOwners, among `turns` and `pendingToo`, the turns still pending after
 * them) or into the message `sentOn` that head writes none of its own. The turns that stay pending
 * (what settles them could not be written).
 */
async function finishTurns(f, turns, how) {
    const owners = checkRunOwners([...turns, ...(how.pendingToo ?? [])]);
    const kept = [];
    for (const turn of turns) {
        const options = { ...how.options, ...foldedOf(turn, owners, how.sentOn) };
        if (!(await finishedOrKept(f, turn, how.ending(turn), options)))
            kept.push(turn);
    }
    return kept;
}
/** How long a queued turn that ended unsent still waits for its job to be not busy (or readable) before it is finished for good. */
const UNSENT_WAIT_MS = 24 * 60 * 60_000;
/**
 * Whether the comment, read again, holds the run's turn settled: GitHub made the settling write
 * though it answered a failure (a 502 after acting, every try), so the finish goes on (its
 * dispatch, the label) as if it had answered. A comment that cannot be read proves nothing.
 */
async function settledAfterAll(f, pendingRun) {
    const again = await f.host.comment(f.commentId, f.budget());
    if (!again.ok)
        return false;
    const place = placeOf(`${f.where.owner}/${f.where.repo}`, f.where.pull);
    const kept = (0,pull_request_record/* readCommentRecords */.SA)(again.value.body, place, (0,pull_request_record/* recordKeysOf */.fH)(f.config), true);
    const { run, attempt } = pendingRun.record;
    const ofRun = kept?.records.filter((record) => record.run === run && record.attempt === attempt) ?? [];
    return ofRun.length > 0 && ofRun.every((record) => record.pending === undefined);
}

;// CONCATENATED MODULE: ./src/sweep/given-up-command.ts





/** A failed read or 😕: the comment gone, GitHub refusing for good (its words kept), or worth asking again. */
async function failedAs(f, commentId, answer, refusals) {
    if (answer.ok)
        return 'unread';
    if (answer.status === 404)
        return (await commentGone(f, commentId)) ? 'gone' : 'unread';
    if (!(0,pull_request_host/* refusedForGood */.FD)(answer))
        return 'unread';
    refusals.push(answer.cause);
    return 'refused';
}
async function answerCommand(f, commentId, refusals) {
    const { host, deps } = f;
    const [reactions, own] = await Promise.all([host.reactions(commentId, f.budget()), ownAccount(f)]);
    if (!reactions.ok)
        return failedAs(f, commentId, reactions, refusals);
    // Whose answer counts unknown even from the comment (its author deleted): a day past, the 😕 is made all the same.
    const answer = own === undefined ? undefined : (0,pull_request_comment/* ownAnswer */.Hx)(reactions.value, own);
    if (answer !== undefined)
        return answer === 'rocket' ? 'sent' : 'answered';
    const wire = {
        host,
        sleep: (ms) => deps.clock.sleep(ms, deps.signal).catch(() => undefined),
        cancelled: () => deps.signal.aborted,
    };
    const made = await (0,command_queue/* sendAgain */.Fm)(wire, () => host.react(commentId, 'confused', f.budget()));
    return made.ok ? 'answered-now' : failedAs(f, commentId, made, refusals);
}
const comments = (ids) => ids.length === 1 ? (0,output_text/* msg */.ab) `comment ${ids.join(', ')}` : (0,output_text/* msg */.ab) `comments ${ids.join(', ')}`;
/**
 * Finishes the turns `over` for good, saying what became of their commands; how many still wait
 * (their command unanswered, or their finish unwritten). `queued`: every turn queued for the job.
 */
async function giveUp(f, over, job, fetched, queued) {
    const { deps, where } = f;
    const by = {
        ...{ 'answered-now': [], sent: [], answered: [], gone: [], unread: [], refused: [] },
    };
    const refusals = [];
    const kept = [];
    for (const pendingRun of over) {
        const id = pendingRun.record.pending.comment;
        const state = id === undefined ? undefined : await answerCommand(f, id, refusals);
        if (id !== undefined && state !== undefined)
            by[state].push(id);
        if (state === 'unread')
            kept.push(pendingRun);
    }
    const finishing = over.filter((turn) => !kept.includes(turn));
    const pendingToo = queued.filter((turn) => !finishing.includes(turn));
    const unfinished = await finishTurns(f, finishing, { ending: () => endingOf(job, fetched, true), pendingToo });
    const { 'answered-now': notSent, sent, unread, refused } = by;
    if (refused.length > 0)
        deps.log.warning((0,output_text/* msg */.ab) `Pull request #${where.pull}: the queued command (${comments(refused)}) waited a day past its step's 'timeout' for job ${job}, and could not be answered 😕 (${refusals[0] ?? ''}), so its turn is finished unanswered rather than kept queued forever; once the token is fixed, write the command again.`);
    if (unread.length > 0)
        deps.log.warning((0,output_text/* msg */.ab) `Pull request #${where.pull}: the queued command (${comments(unread)}) waited a day past its step's 'timeout' for job ${job}, and whether it was answered could not be read, or its 😕 could not be made: its turn stays queued, and the next sweep tries again.`);
    const what = kept.length + unfinished.length > 0
        ? (0,output_text/* msg */.ab) `the rest of what was queued for job ${job}`
        : (0,output_text/* msg */.ab) `what was queued for job ${job}`;
    if (kept.length + unfinished.length < over.length)
        deps.log.warning((0,output_text/* msg */.ab) `Pull request #${where.pull}: ${what} waited a day past its step's 'timeout' and the job is still busy (or unread): it is finished for good; the pull request's next run sends the pushes' news once the job is not busy.${notSent.length > 0 ? (0,output_text/* msg */.ab) ` The queued command (${comments(notSent)}) was not sent: it is answered 😕; write it again once the job ends.` : ''}${sent.length > 0 ? (0,output_text/* msg */.ab) ` The queued command (${comments(sent)}) was sent, as its 🚀 says, though no record said so.` : ''}`);
    return kept.length + unfinished.length;
}

// EXTERNAL MODULE: ./src/pull-request/command.ts
var pull_request_command = __webpack_require__(518);
;// CONCATENATED MODULE: ./src/sweep/sent-unrecorded.ts
/**
 * A queued command the action's account answered 🚀 that no record says was sent: a sweep sent it
 * and was stopped before it recorded the turn (its check run, then the comment). The 🚀 is made
 * only once the service took the message, so the turn is adopted as sent, never sent again.
 */




/** The queued turn's command, when its 🚀 is the account's and no record answers it; else undefined (the usual path decides). */
async function sentUnrecorded(f, chosen, job) {
    const id = chosen.record.pending.comment;
    const { followUp } = asStep(f.config, chosen.record.pending);
    if (id === undefined || !followUp)
        return undefined;
    const [own, reactions] = await Promise.all([ownAccount(f), f.host.reactions(id, f.budget())]);
    if (!own || !reactions.ok)
        return undefined;
    if ((0,pull_request_comment/* ownAnswer */.Hx)(reactions.value, own) !== 'rocket')
        return undefined;
    const [command, ours] = await Promise.all([f.host.comment(id, f.budget()), f.host.comment(f.commentId, f.budget())]);
    if (!command.ok || !ours.ok)
        return undefined;
    const trigger = triggerOf(f.where, chosen, f.deps.env);
    const keys = (0,pull_request_record/* recordKeysOf */.fH)(f.config);
    if ((0,pull_request_comment/* answeredCommands */.Wk)([ours.value], trigger, keys, own).has(id))
        return undefined;
    // A message recorded as sent since this turn was queued, naming no command, may be this one's (a
    // run queues an unanswered command again); one naming another command is not.
    const queuedAt = Date.parse(chosen.record.at ?? '');
    const records = (0,pull_request_record/* readCommentRecords */.SA)(ours.value.body, trigger.step, keys, true)?.records ?? [];
    const sentSince = ({ kind, jobs, at, answers }) => kind === 'message' && answers === undefined && jobs.includes(job) && !(Date.parse(at ?? '') < queuedAt);
    if (records.some(sentSince))
        return undefined;
    const message = (0,pull_request_command/* commandMessage */.b$)(command.value.body.replace(/\r\n?/g, '\n'), followUp.command);
    const who = command.value.author?.login;
    return message === undefined || who === undefined ? undefined : { id, message, who };
}
/**
 * The record of another run that took the queued turn's command and sent it (a push's run whose new
 * job took it after its prompt, `on-push: new-job`): the turn owes nothing more; else undefined.
 */
async function takenByAnotherRun(f, chosen) {
    const id = chosen.record.pending.comment;
    if (id === undefined)
        return undefined;
    const [own, ours] = await Promise.all([ownAccount(f), f.host.comment(f.commentId, f.budget())]);
    if (!own || !ours.ok)
        return undefined;
    const trigger = triggerOf(f.where, chosen, f.deps.env);
    if (!(0,pull_request_comment/* answeredCommands */.Wk)([ours.value], trigger, (0,pull_request_record/* recordKeysOf */.fH)(f.config), own).has(id))
        return undefined;
    const records = (0,pull_request_record/* readCommentRecords */.SA)(ours.value.body, trigger.step, (0,pull_request_record/* recordKeysOf */.fH)(f.config), true)?.records ?? [];
    const { run, attempt } = chosen.record;
    return records.find((record) => record.answers === id && record.jobs.length > 0 && !(record.run === run && record.attempt === attempt));
}

;// CONCATENATED MODULE: ./src/sweep/queued.ts

















/**
 * Finishes pending runs that send nothing with the job's state. `sentOn`: the head a message just
 * sent told, whose check run is that message's turn's: a run folded into it on that head creates
 * none, nor does one on a head a newer turn was queued on (here or `stillQueued`): that one took
 * its check run over.
 * True when one could not be finished: it stays pending (and the label with it) for the next sweep.
 */
async function finishAll(f, pendingRuns, job, fetched, sentOn, postFailure, stillQueued = []) {
    // A message the service may have taken ends the turn as its step's would: failed, with what to do next.
    // Nothing sent (held back, or the job takes no more): the job as read stands, its docs pull request with it.
    const asRead = postFailure?.requests === 0 && fetched.kind === 'job' ? { view: (0,job_view/* viewJob */.t)(fetched.job) } : {};
    const ending = postFailure
        ? { id: job, result: { outcome: 'final', polls: postFailure.requests ?? 1, waitedMs: 0 }, ...asRead }
        : endingOf(job, fetched, false);
    const how = {
        ending: () => ending,
        pendingToo: stillQueued,
        sentOn,
        ...(postFailure ? { options: { postFailure } } : {}),
    };
    return (await finishTurns(f, pendingRuns, how)).length > 0;
}
/**
 * A queued turn whose job completed and takes no more (its docs pull request merged or closed):
 * what it queued was not sent, and a sweep starts no job. Its check run says so, neutral, rather
 * than the job's success, which would pass the head's news off as documented. A job that failed
 * keeps its own ending.
 */
function newsNotSent(job, fetched, command, takesNoMore) {
    if (fetched.kind !== 'job' || fetched.job.status !== 'completed')
        return undefined;
    const now = command === undefined ? '' : (0,output_text/* msg */.ab) `; to start one now, comment ${command} with what to document`;
    // Closed or merged, the pull request gets no push: only a command starts the next job.
    if (takesNoMore === 'start-closed')
        return {
            outcome: 'skipped',
            headline: 'not sent: the job takes no more follow-ups',
            why: (0,output_text/* msg */.ab) `Job ${job} completed and takes no more follow-ups (its docs pull request was merged or closed), and a sweep starts no job, so what this turn queued was not sent.`,
            next: command === undefined
                ? 'This pull request is closed, so no push starts a new job here.'
                : (0,output_text/* msg */.ab) `This pull request is closed, so no push starts a new job: comment ${command} on it with what to document to start one.`,
            notActed: true,
            requests: 0,
        };
    const onProduct = command === undefined ? 'push to' : (0,output_text/* msg */.ab) `comment ${command} on`;
    return {
        outcome: 'skipped',
        headline: 'not sent: the job takes no more follow-ups',
        why: takesNoMore === 'start'
            ? (0,output_text/* msg */.ab) `Job ${job} completed and takes no more follow-ups (its docs pull request was merged or closed), and a sweep starts no job, so what this turn queued was not sent.`
            : (0,output_text/* msg */.ab) `Job ${job} completed and takes no more follow-ups (its docs pull request, this one, was merged or closed), and the agent's own docs pull request starts no job, so what this turn queued was not sent.`,
        next: takesNoMore === 'start'
            ? (0,output_text/* msg */.ab) `The pull request's next push starts a new job with its prompt${now}.`
            : (0,output_text/* msg */.ab) `To document more, ${onProduct} the product pull request: that starts a new job.`,
        notActed: true,
        requests: 0,
    };
}
/** A queued push's turn on a pull request made a draft or labelled 'skip-label' since: not sent, as its own run would have said. */
const heldBackEnding = (ending) => ({
    outcome: 'skipped',
    headline: ending.outcome === 'draft'
        ? 'not sent: the pull request is a draft'
        : "not sent: the pull request carries 'skip-label'",
    why: (0,output_text/* msg */.ab) `${ending.why} What this turn queued was not sent.`,
    // The ending's own advice is for a pull request with no job yet ("to start the job"): this one has one.
    next: ending.outcome === 'draft'
        ? 'Marking it ready for review sends what changed since the job was last told.'
        : 'Removing the label sends what changed since the job was last told.',
    notActed: true,
    requests: 0,
});
/** Queued turns that owe the job nothing (`start`: it takes no more), finished with its state. */
async function finishUnsent(f, 
/**
 * The job takes no more: `start`, the pull request's next run starts a new one (`start-closed`:
 * none comes, it is closed); `agents-own`, this pull request starts none.
 */
takesNoMore, turns, { job, fetched, heldBack, later, toldHead, }) {
    if (heldBack && !takesNoMore) {
        f.deps.log.info((0,output_text/* msg */.ab) `Pull request #${f.where.pull}: ${heldBack.heading}: what was queued for job ${job} is not sent.`);
        return finishAll(f, turns, job, fetched, undefined, heldBackEnding(heldBack), later);
    }
    await answerQueuedCommand(f, takesNoMore, turns);
    f.deps.log.info(takesNoMore === 'start-closed'
        ? (0,output_text/* msg */.ab) `Pull request #${f.where.pull}: job ${job} takes no more follow-ups, and the pull request is closed: what was queued is not sent (a ${turns.at(-1)?.record.pending.command ?? 'command'} on it starts a new job).`
        : takesNoMore === 'start'
            ? (0,output_text/* msg */.ab) `Pull request #${f.where.pull}: job ${job} takes no more follow-ups; the pull request's next run starts a new job with its prompt.`
            : takesNoMore === 'agents-own'
                ? (0,output_text/* msg */.ab) `Pull request #${f.where.pull}: job ${job} takes no more follow-ups, and this pull request (the agent's own) starts none: what was queued is not sent.`
                : (0,output_text/* msg */.ab) `Pull request #${f.where.pull}: nothing queued for job ${job} is new; its check runs show the job's state.`);
    const command = turns.at(-1)?.record.pending.command;
    const notSent = takesNoMore ? newsNotSent(job, fetched, command, takesNoMore) : undefined;
    return finishAll(f, turns, job, fetched, takesNoMore ? undefined : toldHead, notSent, later);
}
/**
 * A command queued on a closed pull request whose job takes no more: answered 😕 (no run sends it,
 * the check run says why), so its author sees it was not sent rather than waiting on it.
 */
async function answerQueuedCommand(f, takesNoMore, turns) {
    if (takesNoMore !== 'start-closed')
        return;
    for (const { record } of turns) {
        const comment = record.pending.comment;
        if (comment !== undefined)
            await f.host.react(comment, 'confused', f.budget());
    }
}
/** The pull request as it is now, and what its own run would decide for the queued turn. */
async function decisionNow(f, newest) {
    const { deps, config, where } = f;
    const { pending } = newest.record;
    const trigger = triggerOf(where, newest, deps.env);
    const token = config.visibility.reportToken;
    // The pull request as it is now (open, draft, labels, head), as a run of its own would read it; a
    // turn of this run's own, as it read it when it made the turn (its record is on that head).
    const facts = newest.ownTurn
        ? { ok: true, value: newest.ownTurn.facts }
        : await deps.codeHost.pullRequestFacts(token, trigger, f.budget());
    if (!facts.ok)
        return {
            kind: 'unread',
            why: (0,output_text/* msg */.ab) `the pull request could not be read (${facts.cause}); check that the report-token can read pull requests (pull-requests: read)`,
        };
    const atHead = (0,code_host/* asPullRequestEvent */.T9)(trigger, facts.value, 'as-its-close');
    if ('owesNothing' in atHead)
        return { kind: 'owes-nothing', why: atHead.owesNothing };
    const host = (0,code_host/* reportHostOf */.gl)(deps.codeHost, token, atHead);
    const asQueued = asStep(config, pending);
    const pushDeps = { ...deps, deadline: f.budget().deadline };
    // The same decision as the pull request's own run: its step already found a file needing docs.
    const known = { earlier: { kind: 'none' }, paths: { kind: 'needed' } };
    const { decision, snapshot } = await (0,pull_request_state.readAndDecide)(pushDeps, asQueued, atHead, host, undefined, known);
    // Read busy now: another run sent it a turn since this one read it ended (its decision then says
    // this head's news is queued already).
    const busy = snapshot.job?.kind === 'found' && !(0,agent_job/* isFinal */.dR)(snapshot.job.status);
    return { kind: 'decided', decision, atHead, host, head: facts.value.head, asQueued, pushDeps, busy };
}
/** What a queued run owes the job: the pushes' news, and its own command when it queued one. */
async function queuedMessage(f, newest) {
    const { pending } = newest.record;
    const now = await decisionNow(f, newest);
    if (now.kind !== 'decided')
        return now;
    // What is queued waits for a job busy again, as for any busy one.
    if (now.busy)
        return { kind: 'busy' };
    const { atHead, host, head, asQueued, pushDeps } = now;
    const { then, commandTo } = now.decision;
    // A job that takes no more (its docs pull request merged or closed at the head it was told): a
    // queued command starts the next job, with the prompt a sweep has not, so the next run sends it.
    if (then.kind === 'start' || (commandTo && 'newJob' in commandTo))
        return { kind: 'start', host, closed: atHead.pullRequest?.state !== 'open' };
    // A fact that could not be read (the job, what the pushes changed) is no "nothing new": it waits.
    if (then.kind === 'end' && then.unread)
        return { kind: 'unread', why: then.ending.why };
    const only = pending.comment;
    const target = commandTo && 'jobId' in commandTo ? commandTo : undefined;
    // A pull request that may start no job (the agent's own, its job ended): its command is answered 😕.
    const commandTarget = commandTo && 'refused' in commandTo ? commandTo : target;
    const refused = commandTo && 'refused' in commandTo ? commandTo.refused : undefined;
    // A review queued on a pull request that may start no job (the agent's own, merged) is answered as not sent.
    const reviewed = (target || refused !== undefined) && pending.review !== undefined
        ? await (0,review_run.sendOwedReview)(pushDeps, asQueued, atHead, host, {
            queued: { reviewId: pending.review, news: target?.news, ...(refused === undefined ? {} : { refused }) },
        })
        : 'answered';
    const taken = reviewed !== 'answered'
        ? reviewed
        : commandTarget && only !== undefined
            ? await (0,unanswered_command.sendUnansweredCommand)(pushDeps, asQueued, atHead, commandTarget, host, { only, oneWorkflow: true })
            : undefined;
    const plan = taken?.work.plan;
    const message = plan?.kind === 'message' ? plan.message : then.kind === 'tell' ? then.news : undefined;
    // A command or review still unanswered (a read failed, the review lock is held) waits for the next sweep.
    const answer = only !== undefined && !taken ? await answered(host, only, f) : true;
    const unanswered = reviewed === undefined || answer !== true;
    const why = (0,output_text/* msg */.ab) `the queued command or review cannot be answered now: ${typeof answer === 'object' ? answer.why : 'its author’s permission could not be read, or another run holds the reviews’ lock'}`;
    const takesNoMore = refused !== undefined;
    // A draft, or a pull request labelled 'skip-label' since: its push's own run would have written `skipped`.
    const heldBack = then.kind === 'end' && ['draft', 'skip-label'].includes(then.ending.outcome) ? then.ending : undefined;
    return {
        kind: 'send',
        host,
        head,
        taken,
        message,
        asStep: asQueued,
        unanswered,
        why,
        takesNoMore,
        heldBack,
    };
}
/**
 * Whether a queued command needs nothing more (with why not, when a read or write failed): answered, sent (🚀) or refused (😕) by the
 * action's account (another bot's 🚀 is no answer), deleted, or edited while it waited (an edited comment is no command: it is answered 😕
 * here, so the queue behind it goes on).
 */
async function answered(host, commentId, f) {
    const [reactions, own] = await Promise.all([host.reactions(commentId, f.budget()), ownAccount(f)]);
    if (!reactions.ok)
        return ((reactions.status === 404 && (await commentGone(f, commentId))) || {
            why: (0,output_text/* msg */.ab) `its reactions could not be read (${reactions.cause})`,
        });
    if (own === undefined)
        return { why: 'GitHub would not say which account the report-token is' };
    if ((0,pull_request_comment/* ownAnswer */.Hx)(reactions.value, own) !== undefined)
        return true;
    const read = await host.comment(commentId, f.budget());
    if (!read.ok)
        return read.status === 404 || { why: (0,output_text/* msg */.ab) `its comment could not be read (${read.cause})` };
    if (!read.value.edited)
        return false;
    f.deps.log.info((0,output_text/* msg */.ab) `Pull request #${f.where.pull}: the queued command (comment ${commentId}) was edited while it waited; an edited comment is no command, so it is answered as not sent (😕).`);
    const refused = await host.react(commentId, 'confused', f.budget());
    return refused.ok || { why: (0,output_text/* msg */.ab) `its 😕 could not be made (${refused.cause})` };
}
/** What a sent turn answers: its command's comment, or its review (review ids are not comment ids). */
const answeredBy = (comment) => comment === undefined ? {} : comment.review ? { answersReview: comment.id } : { answers: comment.id };
/** The newest queued run, now the pending run of the message the sweep sent. */
function sentTurn(f, newest, sent) {
    const { record } = newest;
    const pending = asSent(record.pending);
    return {
        run: record.run,
        attempt: record.attempt,
        kind: 'message',
        sent: (0,pull_request_record/* digest */.br)(sent.message),
        jobs: [sent.job],
        ...(record.step === undefined ? {} : { step: record.step }),
        ...(sent.head && !sent.headUntold ? { head: sent.head } : {}),
        ...(sent.who ? { who: sent.who } : {}),
        ...(sent.answers === undefined ? {} : { answers: sent.answers }),
        ...(sent.answersReview === undefined ? {} : { answersReview: sent.answersReview }),
        at: (0,clock/* isoDate */._$)(f.deps.clock),
        said: f.deps.log.excerpt(sent.message, pull_request_record/* MAX_SAID_CHARS */.Vw - pull_request_record/* CUT_MARKER_CHARS */.SI),
        pending: {
            ...pending,
            ...(sent.head ? { sha: sent.head } : {}),
            ...(sent.status !== undefined && (0,agent_job/* isFinal */.dR)(sent.status) ? { sentAsFinal: true } : {}),
            until: Math.round(f.deps.clock.date() + (pending.timeout ?? f.config.timeoutMs)),
        },
    };
}
/**
 * The pending run the sweep sends now, in the order queued: the oldest command's (the push runs before
 * it are told with it), else the newest push's (the older pushes are in its news); the rest wait.
 */
function nextQueued(queued) {
    const oldestFirst = [...queued].sort((a, b) => Number(a.record.run) - Number(b.record.run) || a.record.attempt - b.record.attempt);
    const at = oldestFirst.findIndex(({ record }) => (record.pending.comment ?? record.pending.review) !== undefined);
    if (at < 0)
        return { chosen: oldestFirst.at(-1), folded: oldestFirst.slice(0, -1), later: [] };
    return { chosen: oldestFirst[at], folded: oldestFirst.slice(0, at), later: oldestFirst.slice(at + 1) };
}
/**
 * Commands go in the order written: an earlier one no run answered (its run was cancelled while
 * pending) is sent first, as the command's own run would have, and the queued one waits for the
 * next look (its claim let go). True when the queued one waits. A review's turn does the same
 * with the reviews before it, under the reviews' lock (src/step/review-comment.ts).
 */
async function earlierFirst(f, { comment, chosen }, job, post) {
    const earlier = await comment.nextEarlier();
    if (earlier.kind === 'none')
        return false;
    if (earlier.kind === 'refused') {
        f.deps.log.warning((0,output_text/* msg */.ab) `Pull request #${f.where.pull}: GitHub refused the report-token (${earlier.cause}) reading its earlier commands: what is queued for job ${job} waits for the next sweep. Give the step a valid report-token.`);
        await comment.release();
        return true;
    }
    let posted = false;
    const send = async (message) => {
        posted = true;
        const answer = await post(message);
        return 'view' in answer || answer;
    };
    // The earlier turn ends when the job next does, before the queued one is sent: its dispatch is
    // owed then. Written before the send, so a sweep stopped after it still owes it; not written, nothing is sent now.
    const owes = earlier.kind === 'take' && chosen.record.pending.dispatch !== undefined;
    if (owes && !(await owedDispatchWritten(f, chosen, true))) {
        await comment.release();
        f.deps.log.info((0,output_text/* msg */.ab) `Pull request #${f.where.pull}: an earlier command or review than the one queued for job ${job} goes first, but its 'on-finish-dispatch' could not be recorded (the comment could not be written): nothing is sent now, and the next sweep sends it.`);
        return true;
    }
    const sentEarlier = earlier.kind === 'take' && (await comment.takeOver(earlier, send));
    // Nothing went: no turn of it owes a dispatch.
    if (owes && !sentEarlier)
        await owedDispatchWritten(f, chosen, false);
    // One not even sent (refused, or left to the next run as its author's permission is unread) holds
    // nothing: the queued one goes now. One the service did not take keeps its place at the next look.
    if (!sentEarlier && !posted && (await comment.nextEarlier()).kind === 'none')
        return false;
    await comment.release();
    f.deps.log.info((0,output_text/* msg */.ab) `Pull request #${f.where.pull}: an earlier command or review than the one queued for job ${job} was not answered yet; it goes first, and the queued one waits for the next look.`);
    return true;
}
/**
 * The queued turn's record says whether it owes the dispatch of an earlier turn sent before it, as
 * a run that sends one first records (src/step/let-go.ts). False when the comment could not be written.
 */
async function owedDispatchWritten(f, chosen, owed) {
    const keys = (0,pull_request_record/* recordKeysOf */.fH)(f.config);
    const read = await f.host.comment(f.commentId, f.budget());
    const body = read.ok &&
        (owed
            ? withDispatchOwed(read.value.body, chosen.name, keys, chosen.record)
            : withDispatchesSent(read.value.body, chosen.name, keys, [chosen.record]));
    const written = body ? await f.host.updateComment(f.commentId, body, f.budget()) : undefined;
    return written?.ok === true;
}
/**
 * The pull request could not be read (what is queued waits for the next look), or owes the job
 * nothing now (closed, a fork's): what is queued is finished with the job's state. True: it waits.
 */
async function notNow(f, next, { queued, job, fetched }) {
    const pull = f.where.pull;
    // Past its deadline what is queued is finished, as when the job stayed busy: never pending for good.
    const late = f.deps.clock.date() >= deadlineOf(queued);
    if (next.kind === 'unread' && !late) {
        f.deps.log.info((0,output_text/* msg */.ab) `Pull request #${pull}: what is queued for job ${job} cannot go now (${next.why}): it waits for the next look, until its step's 'timeout'.`);
        return true;
    }
    if (next.kind === 'unread') {
        f.deps.log.warning((0,output_text/* msg */.ab) `Pull request #${pull}: what was queued for job ${job} could not go before its step's 'timeout' (${next.why}): it is finished with the job's state, nothing sent; a command or review left unanswered is sent by the pull request's next run.`);
        return finishAll(f, queued, job, fetched);
    }
    f.deps.log.info((0,output_text/* msg */.ab) `Pull request #${pull} owes job ${job} nothing that was queued: ${next.why}. Its check runs show the job's state.`);
    return finishAll(f, queued, job, fetched);
}
/** A queued turn's pending part once its message is sent: no longer queued, nor ended unsent (its deadline is the send's). */
const asSent = ({ queued: _queued, unsent: _unsent, checkOn: _checkOn, ...rest }) => rest;
/**
 * The earliest deadline of the queued turns not yet ended unsent; with none, of those that did
 * (the last wait UNSENT_WAIT_MS gave them).
 */
function deadlineOf(queued) {
    const fresh = queued.filter(({ record }) => !record.pending.unsent);
    return Math.min(...(fresh.length > 0 ? fresh : queued).map(({ record }) => record.pending.until));
}
/**
 * What is queued for a job still busy (or unread) waits. Past its own deadline its check run ends
 * timed out, unsent (no read said the job had ended), once; it stays queued, so the label stays
 * and a sweep sends it once the job is not busy, for UNSENT_WAIT_MS more at most: then it is
 * finished for good (the pull request's next run sends the news; a command, past the commands'
 * look-back by then, is answered 😕). True while any is still queued.
 */
async function stillBusy(f, queued, job, fetched) {
    const { deps } = f;
    if (deps.clock.date() < deadlineOf(queued))
        return true;
    const waited = queued.filter(({ record }) => record.pending.unsent);
    const fresh = queued.filter(({ record }) => !record.pending.unsent);
    // One whose unsent ending could not be written stays as it was: still queued, its deadline passed.
    const unsent = {
        ending: () => endingOf(job, fetched, true, 0),
        options: { unsent: true },
        pendingToo: waited,
    };
    await finishTurns(f, fresh, unsent);
    const over = waited.filter(({ record }) => deps.clock.date() >= record.pending.until);
    const waiting = over.length > 0 ? await giveUp(f, over, job, fetched, queued) : 0;
    return over.length - waiting < queued.length;
}
const waits = (pending) => (pending ? 'waiting' : 'done');
/**
 * Whether another pull request of this run (the product's and its docs pull request share the job)
 * sent the job a message a moment ago: it is busy with that turn, and this one waits for the next
 * look. Else the job is this pull request's to send to, from now on.
 */
async function busyWithAnother(f, job, command) {
    if (!f.sentTo?.has(job)) {
        f.sentTo?.add(job);
        return false;
    }
    await command?.release();
    f.deps.log.info((0,output_text/* msg */.ab) `Pull request #${f.where.pull}: job ${job} was just sent a follow-up for another pull request of this run, so what is queued here waits for the next look.`);
    return true;
}
/** The job read busy again (another run sent it a turn a moment ago): what is queued waits for the next look. */
function busyAgain(f, job) {
    f.deps.log.info((0,output_text/* msg */.ab) `Pull request #${f.where.pull}: job ${job} is busy again (another run sent it a turn a moment ago): what is queued waits for the next look.`);
    return 'waiting';
}
/** A queued turn whose command another run took and sent (a push's new job): finished with the job's state. */
async function finishedIfTaken(f, { chosen, folded, later }, job, fetched) {
    if (!chosen)
        return undefined;
    const taken = await takenByAnotherRun(f, chosen);
    if (!taken)
        return undefined;
    f.deps.log.info((0,output_text/* msg */.ab) `Pull request #${f.where.pull}: the command queued for job ${job} (comment ${chosen.record.pending.comment ?? ''}) went to job ${taken.jobs.at(-1) ?? job} with run ${taken.run}'s turn: this turn is finished with the job's state, nothing sent again.`);
    return waits((await finishAll(f, [...folded, chosen], job, fetched, undefined, undefined, later)) || later.length > 0);
}
/** Sends what the queued runs owe the job. */
async function sendQueued(f, queued, job, fetched) {
    const { deps, where } = f;
    const { log } = deps;
    const { chosen, folded, later } = nextQueued(queued);
    if (!chosen)
        return 'done';
    // Still busy (any status but a final one), or not read: what is queued waits for the next sweep.
    const unread = fetched.kind === 'transient' || fetched.kind === 'rejected';
    if (unread || (fetched.kind === 'job' && !(0,agent_job/* isFinal */.dR)(fetched.job.status)))
        return waits(await stillBusy(f, queued, job, fetched));
    const earlier = await sentEarlier(f, [...folded, chosen], job);
    if (earlier === 'unread')
        return waits(await notNow(f, { kind: 'unread', why: UNREAD_CHECK_RUN }, { queued, job, fetched }));
    if (earlier)
        return adoptSent(f, { ...earlier, later: [...earlier.later, ...later], job, fetched });
    const taken = await finishedIfTaken(f, { chosen, folded, later }, job, fetched);
    if (taken)
        return taken;
    const rocketed = await sentUnrecorded(f, chosen, job);
    if (rocketed)
        return adoptRocketed(f, { chosen, folded, later, job, fetched, command: rocketed });
    const next = await queuedMessage(f, chosen);
    // Reads a cancel cut short say nothing of what is owed: what is queued waits for the next look.
    if (deps.signal.aborted)
        return waits(await notNow(f, { kind: 'unread', why: CANCELLED }, { queued, job, fetched }));
    if (next.kind === 'busy')
        return busyAgain(f, job);
    if (next.kind === 'unread' || next.kind === 'owes-nothing')
        return waits(await notNow(f, next, { queued, job, fetched }));
    if (next.kind === 'send' && next.unanswered)
        return waits(await notNow(f, { kind: 'unread', why: next.why }, { queued, job, fetched }));
    if (next.kind === 'start' || next.message === undefined) {
        const takesNoMore = next.kind === 'start' ? (next.closed ? 'start-closed' : 'start') : next.takesNoMore ? 'agents-own' : undefined;
        const { heldBack, head: toldHead } = next.kind === 'send' ? next : { heldBack: undefined, head: undefined };
        const kept = await finishUnsent(f, takesNoMore, [...folded, chosen], { job, fetched, heldBack, later, toldHead });
        return waits(later.length > 0 || kept);
    }
    const { message, taken: command, head, asStep } = next;
    const { clock, random, signal, requestTimeoutMs } = deps;
    const roundTrip = { log, clock, random, signal, requestTimeoutMs };
    const post = (message) => (0,round_trip/* startOrSend */.W)(roundTrip, asStep, { plan: { kind: 'message', message }, jobId: job }, deps.service, f.budget().deadline);
    if (await busyWithAnother(f, job, command?.comment))
        return 'waiting';
    if (command && (await earlierFirst(f, { comment: command.comment, chosen }, job, post)))
        return 'waiting';
    const posted = await post(message);
    if (!('view' in posted))
        return waits(await notPosted(f, posted, command?.comment, { queued, folded, chosen, later, job, fetched }));
    await command?.comment.react('rocket');
    log.info((0,output_text/* msg */.ab) `Pull request #${where.pull}: sent job ${job} the follow-up queued while it was busy.`);
    await finishAll(f, folded, job, fetched, head, undefined, [chosen, ...later]);
    const { status } = posted.view;
    const turn = { message, job, head, who: command?.who, headUntold: command?.headUntold, status };
    const sent = sentTurn(f, chosen, { ...turn, ...answeredBy(command?.comment) });
    await recordSent(f, chosen, sent, { job, fetched, status });
    return 'sent';
}
/**
 * The turn just sent, recorded as the pending run of its message, on the head it told; the check
 * run it left on the head it was queued at, if another, is finished then (no run comes back to it).
 */
async function recordSent(f, chosen, record, { job, fetched, status }) {
    if (!(await holdRecord(f, chosen, record, status))) {
        f.deps.log.warning((0,output_text/* msg */.ab) `Pull request #${f.where.pull}: the follow-up sent to job ${job} could not be recorded on the pull request (its comment and check run '${chosen.record.pending.check}'): the next sweep reads it as still queued and may send it again. If the job answers it twice, that is why.`);
        return;
    }
    // The sent turn's check run is on the head it told, else on the one read now: the queued turn's, elsewhere, ends.
    const queuedAt = chosen.record.pending.sha ?? chosen.record.pending.checkOn;
    const toldAt = record.pending?.sha ?? (queuedAt === undefined ? undefined : await f.host.head(f.budget()));
    if (toldAt !== undefined && queuedAt !== undefined && queuedAt !== toldAt)
        await finishPendingRun(f, chosen, endingOf(job, fetched, false, 0), { checkOnly: true });
}
/** A queued follow-up the service did not take: kept for the next sweep when it certainly did not act, else answered not sent. */
async function notPosted(f, posted, comment, turns) {
    const { queued, folded, chosen, later, job, fetched } = turns;
    // Certainly not taken (a 429, the service unreachable, a cancel before it left): what is queued stays, for the next sweep.
    if ((0,outcome/* notTaken */.h4)(posted)) {
        await comment?.release();
        return notNow(f, { kind: 'unread', why: posted.why }, { queued, job, fetched });
    }
    await comment?.notSent(posted.headline, posted);
    f.deps.log.warning(posted.answered
        ? (0,output_text/* msg */.ab) `Pull request #${f.where.pull}: the follow-up queued for job ${job} was not sent (${posted.why}).`
        : (0,output_text/* msg */.ab) `Pull request #${f.where.pull}, the follow-up queued for job ${job}: ${posted.why} Its check run says so.${posted.next ? (0,output_text/* msg */.ab) ` ${posted.next}` : ''}`);
    const kept = await finishAll(f, [...folded, ...(chosen ? [chosen] : [])], job, fetched, undefined, posted);
    return later.length > 0 || kept;
}
/** How many times the record of a turn just sent is written before the sweep gives up on it. */
const RECORD_TRIES = 3;
/**
 * The turn just sent, recorded as the pending run of its message; written again a pause later
 * when GitHub refused it (a rate limit, a 5xx), since a turn the next sweep cannot read is sent
 * again. False when it could not be written.
 */
async function holdRecord(f, chosen, record, status) {
    // On the head the message told, which may have moved since the turn was queued or made.
    const turn = record.pending ? { ...chosen, record: { ...chosen.record, pending: record.pending } } : chosen;
    const host = (0,code_host/* reportHostOf */.gl)(f.deps.codeHost, f.config.visibility.reportToken, triggerOf(f.where, turn, f.deps.env));
    // A message the service took is recorded after a cancel too (else the next sweep sends it
    // again): its writes do not end with the cancel; the step's end still bounds them.
    const unended = { ...f, deps: { ...f.deps, signal: new AbortController().signal } };
    const surfaces = pendingRunSurfaces(unended, turn, host, { checkRunFirst: true });
    const progress = {
        phase: 'waiting',
        jobs: [{ id: record.jobs[0] ?? '', ...(status ? { status } : {}) }],
        followUp: true,
    };
    const { clock, signal, deadline } = f.deps;
    // Within the step's `timeout`, as the README promises: past it the warning says the turn may be sent again.
    for (let tries = 1;; tries++) {
        if (await surfaces.hold(record, progress, { until: deadline }))
            return true;
        if (tries >= RECORD_TRIES || signal.aborted || clock.now() + lease/* LEASE_PAUSE_MS */.f$ * tries >= deadline)
            return false;
        await clock.sleep(lease/* LEASE_PAUSE_MS */.f$ * tries, signal);
    }
}
const CANCELLED = 'the run was cancelled before it could read what is owed';
const UNREAD_CHECK_RUN = "the queued run's check run, which holds the record of a send the comment could not take, could not be read";
/**
 * The record of this queued turn as sent, when an earlier sweep sent it and only its check run
 * (written first) took the record, the comment's write refused: whatever the next message would
 * say now, that turn was sent. `unread`: the check run could not be read, so the turn waits.
 */
async function sentEarlier(f, oldestFirst, job) {
    const keys = (0,pull_request_record/* recordKeysOf */.fH)(f.config);
    for (const [at, chosen] of oldestFirst.entries()) {
        const { sha, check } = chosen.record.pending;
        if (sha === undefined)
            continue;
        const listed = await f.host.checkRuns(sha, check, f.budget());
        if (!listed.ok)
            return 'unread';
        const { run, attempt } = chosen.record;
        for (const checkRun of listed.value) {
            const sent = (0,pull_request_record/* readRecord */.aE)(checkRun.externalId, chosen.name, keys);
            if (sent?.run === run && sent.attempt === attempt && sent.kind === 'message' && sent.jobs.includes(job))
                return { chosen, folded: oldestFirst.slice(0, at), later: oldestFirst.slice(at + 1), sent };
        }
    }
    return undefined;
}
/**
 * A queued command an earlier sweep sent and answered 🚀, stopped before it recorded the turn:
 * recorded now as the sent turn (its report and dispatch follow), never sent again. Whether that
 * message told a head is read from what the pull request's run decides now (the message is not kept).
 */
async function adoptRocketed(f, turn) {
    const { chosen, folded, later, job, fetched, command } = turn;
    f.deps.log.info((0,output_text/* msg */.ab) `Pull request #${f.where.pull}: the command queued for job ${job} (comment ${command.id}) was sent by an earlier sweep, as its 🚀 says, which stopped before it recorded it: it is recorded now, not sent again.`);
    // What that message told is what the pull request's run decides now: the news up to its head, or
    // nothing of a head (a draft's, a skip-label's, one told before) when it would send the command alone.
    const now = await decisionNow(f, chosen);
    const told = now.kind === 'decided' && now.decision.then.kind === 'tell' ? now.head : undefined;
    await finishAll(f, folded, job, fetched, told ?? chosen.record.pending.sha, undefined, [chosen, ...later]);
    const sent = { message: command.message, job, head: told, who: command.who, answers: command.id };
    const record = sentTurn(f, chosen, sent);
    await recordSent(f, chosen, record, { job, fetched, status: undefined });
    return 'recorded';
}
/** A turn an earlier sweep sent, recorded on the comment now as its check run holds it; never sent again. */
async function adoptSent(f, turn) {
    const { chosen, folded, later, sent, job, fetched } = turn;
    f.deps.log.info((0,output_text/* msg */.ab) `Pull request #${f.where.pull}: the follow-up queued for job ${job} was sent by an earlier sweep, as its check run's record says (the comment's could not be written then): it is recorded now, not sent again.`);
    const pending = asSent(chosen.record.pending);
    const record = {
        run: chosen.record.run,
        attempt: chosen.record.attempt,
        kind: 'message',
        ...(sent.sent === undefined ? {} : { sent: sent.sent }),
        jobs: sent.jobs,
        ...(chosen.record.step === undefined ? {} : { step: chosen.record.step }),
        ...(sent.head === undefined ? {} : { head: sent.head }),
        ...(pending.comment === undefined ? {} : { answers: pending.comment }),
        ...(pending.review === undefined ? {} : { answersReview: pending.review }),
        at: (0,clock/* isoDate */._$)(f.deps.clock),
        pending: { ...pending, until: Math.round(f.deps.clock.date() + (pending.timeout ?? f.config.timeoutMs)) },
    };
    // The 🚀 GitHub failed to make then, made now (the record answers the command whatever it says).
    if (pending.comment !== undefined)
        await f.host.react(pending.comment, 'rocket', f.budget());
    await finishAll(f, folded, job, fetched, sent.head, undefined, [chosen, ...later]);
    if (!(await holdRecord(f, chosen, record)))
        f.deps.log.warning((0,output_text/* msg */.ab) `Pull request #${f.where.pull}: the follow-up sent to job ${job} could still not be recorded on the pull request's comment; the next sweep reads its check run again.`);
    return 'recorded';
}

;// CONCATENATED MODULE: ./src/sweep/label-off.ts
/**
 * The `agent-job-pending` label taken off once nothing is pending there. GitHub may refuse: the
 * caller then says the label stays, why, and what to do, never "taken off".
 */



/** Undefined once the label is off; else why it stays and the fix. */
async function takeLabelOff(host, budget) {
    const off = await host.removeLabel(pull_request_record/* PENDING_LABEL */.Tz, budget);
    if (off.ok)
        return undefined;
    const fix = (0,pull_request_host/* refusedForGood */.FD)(off, [401, 403, 404])
        ? "give the sweep's report-token pull-requests: write, or take the label off by hand"
        : 'the next sweep tries again';
    return (0,output_text/* msg */.ab) `the label '${pull_request_record/* PENDING_LABEL */.Tz}' could not be taken off (${off.cause}), so every sweep reads this pull request again; ${fix}`;
}

// EXTERNAL MODULE: ./src/common/budget.ts
var common_budget = __webpack_require__(7532);
// EXTERNAL MODULE: ./src/report/verdict.ts
var verdict = __webpack_require__(687);
// EXTERNAL MODULE: ./src/step/finish-dispatch.ts
var finish_dispatch = __webpack_require__(4882);
;// CONCATENATED MODULE: ./src/sweep/dispatch.ts
/**
 * `on-finish-dispatch` for the sweep: the next workflow, sent what a step's outputs would have
 * handed on, once for each turn that ends. A turn is a pending run's own, or, on a queued run that
 * first sent an earlier command or review no run had answered (`dispatchOwed`), that earlier one's:
 * it ends when the job next does, before the queued one is sent.
 */






/** The workflow `on-finish-dispatch` names, sent how the turn ended. */
async function dispatchTurn(f, pendingRun, ending, outcome) {
    const { dispatch: file, ref, sha } = pendingRun.record.pending;
    if (file === undefined)
        return;
    await (0,finish_dispatch/* dispatchOnFinish */.$n)({
        deps: f.deps,
        token: f.config.visibility.reportToken,
        where: { ...f.where, file, ref },
        inputs: {
            'job-id': ending.id,
            outcome,
            'pr-link': ending.view?.pullRequest?.url ?? '',
            'pull-request': String(f.where.pull),
            'head-sha': sha ?? '',
        },
        budget: f.budget,
    });
}
/**
 * The dispatches the queued runs owe for the turns they sent first, of jobs that have ended: the
 * records say so no more (written first: a run stopped after it sends none, never two), then each
 * is sent. Returns the queued runs as they now read, or why they wait for the next sweep.
 */
async function dispatchEarlierTurns(f, queued, ended, job) {
    const owing = queued.filter(({ record }) => record.pending.dispatchOwed && ended.has(record.jobs[0] ?? job));
    const [first] = owing;
    if (first === undefined)
        return { queued };
    const read = await f.host.comment(f.commentId, f.budget());
    const body = read.ok &&
        withDispatchesSent(read.value.body, first.name, (0,pull_request_record/* recordKeysOf */.fH)(f.config), owing.map((o) => o.record));
    const written = body ? await f.host.updateComment(f.commentId, body, f.budget()) : undefined;
    if (!written?.ok)
        return {
            kind: 'unread',
            why: (0,output_text/* msg */.ab) `the dispatch owed for a turn sent before a queued one could not be recorded (the comment could not be ${read.ok ? 'written' : 'read'}); its turns stay pending, and the next sweep sends it`,
        };
    for (const pendingRun of owing) {
        const its = pendingRun.record.jobs[0] ?? job;
        const end = ended.get(its);
        const ending = endingOf(its, end.fetched, end.late, waitedOf(pendingRun, f.deps.clock));
        const config = asStep(f.config, pendingRun.record.pending);
        await dispatchTurn(f, pendingRun, ending, (0,verdict/* stepOutcome */.fh)([{ ending, verdict: (0,verdict/* judge */.S4)(ending, config) }]));
    }
    return {
        queued: queued.map((pendingRun) => owing.includes(pendingRun)
            ? { ...pendingRun, record: { ...pendingRun.record, pending: withoutDispatchOwed(pendingRun.record.pending) } }
            : pendingRun),
    };
}

;// CONCATENATED MODULE: ./src/sweep/finish.ts
/**
 * Finishing one pull request's pending job as the step that let it go would have: one read of
 * the job; when it ended (or its deadline passed), the pull request's lease (lease.ts: a reaction
 * by the token's own account, which GitHub makes once: 201, then 200), the records read again, each
 * pending run's check run and comment finished with the same renderers, the docs pull request's
 * comment, the dispatch, what was queued sent, and the label taken off. GitHub has no
 * compare-and-set: the claim is what makes two runs that meet finish, and dispatch, once.
 */






















/**
 * Whether the job, as read, opened that docs pull request: the service's prLink names it, or, with
 * none named (while the job works), it is the agent's own on the job's branch.
 */
async function opened(deps, config, fetched, docs) {
    if (fetched.kind !== 'job')
        return false;
    const read = await (0,docs_pull_request/* docsPullRequestOf */.BB)(deps.codeHost, config, fetched.job, deps.signal);
    const link = deps.codeHost.addressOf(read.pullRequest);
    return (link?.number === docs.number &&
        link.owner.toLowerCase() === docs.owner.toLowerCase() &&
        link.repo.toLowerCase() === docs.repo.toLowerCase());
}
/**
 * Reads the job once: running, or how it ended (its deadline passed counts as an ending); with
 * `docs`, `other` when its docs pull request is not that one.
 */
async function readJob(deps, id, until, ofDocs, project) {
    const timeoutMs = Math.max(1, Math.min(deps.requestTimeoutMs, deps.deadline - deps.clock.now()));
    const fetched = await deps.service.getJob(id, { timeoutMs, signal: deps.signal });
    const late = deps.clock.date() >= until;
    // Past its deadline, a job that cannot be read ends as a wait would have: timed out (docs/sweep.md).
    if ((fetched.kind === 'transient' || fetched.kind === 'rejected') && late && !ofDocs)
        return { kind: 'ended', fetched, late };
    if (fetched.kind === 'transient' || fetched.kind === 'rejected' || fetched.kind === 'cancelled') {
        const why = fetched.kind === 'cancelled' ? 'the run was cancelled' : fetched.cause;
        return { kind: 'unread', why, slowDown: fetched.kind === 'transient' && fetched.rateLimited };
    }
    if (fetched.kind === 'refused') {
        const why = (0,output_text/* msg */.ab) `the service refused the api-key (HTTP ${fetched.httpStatus})`;
        return { kind: 'unread', why, refused: fetched.httpStatus };
    }
    const started = project.started(id);
    // Another project's job is not this project's to end: left pending for a sweep of its own project.
    if (fetched.kind === 'not-found' && started !== undefined && started !== project.sweeps)
        return {
            kind: 'unread',
            why: (0,output_text/* msg */.ab) `job ${id} was started in project '${started}', and this run's 'project-id' is '${project.sweeps}', which has no such job; a sweep with 'project-id' '${started}' finishes it`,
        };
    if (ofDocs && !(await ofDocs(fetched)))
        return { kind: 'other', job: id };
    const ended = fetched.kind === 'not-found' || (0,agent_job/* isFinal */.dR)(fetched.job.status);
    return ended || late ? { kind: 'ended', fetched, late } : { kind: 'running', job: id };
}
/**
 * How long after a follow-up was sent a final status may still be the job's from before it, when
 * the service's answer to it still read final (it does so for a read or two): a waiting step polls
 * through that grace (FOLLOW_UP_GRACE_INTERVALS), a sweep reads once, so it leaves such a turn for
 * its next look.
 */
const SENT_GRACE_MS = 60_000;
/** Whether a follow-up to `job` whose answer read final was sent by a pending turn less than SENT_GRACE_MS before `nowMs` (the wall clock). */
function sentJustNow(pendingRuns, job, nowMs) {
    return pendingRuns.some(({ record }) => !record.pending.queued &&
        record.pending.sentAsFinal === true &&
        record.kind === 'message' &&
        (record.jobs[0] ?? job) === job &&
        nowMs - Date.parse(record.at ?? '') < SENT_GRACE_MS);
}
/**
 * The newest job's read, and every pending turn's job that ended (its deadline the latest of its
 * turns': a follow-up sent to it gives it the time its own turn may take, which an earlier turn's
 * passed deadline does not cut short): an older job (one a push
 * replaced, `on-push: new-job`) is read once too, and finished once it ended. A final status read
 * just after a follow-up to it was sent is not yet its ending: the job reads as running.
 */
async function readJobs(deps, pendingRuns, job, ofDocs, project) {
    const jobOf = (run) => run.record.jobs[0] ?? job;
    // A queued turn that ended unsent waits longer for its job's end (UNSENT_WAIT_MS): it sets no other turn's deadline.
    const untilOf = (id) => {
        const ofJob = pendingRuns.filter((run) => jobOf(run) === id);
        const timed = ofJob.filter((run) => !run.record.pending.unsent);
        return Math.max(...(timed.length > 0 ? timed : ofJob).map((run) => run.record.pending.until));
    };
    const until = untilOf(job);
    const read = async (id) => {
        const state = await readJob(deps, id, untilOf(id), ofDocs, project);
        const early = state.kind === 'ended' && !state.late && state.fetched.kind === 'job';
        return early && sentJustNow(pendingRuns, id, deps.clock.date()) ? { kind: 'running', job: id } : state;
    };
    const state = await read(job);
    const ended = new Map(state.kind === 'ended' ? [[job, state]] : []);
    if (state.kind !== 'ended' && state.kind !== 'running')
        return { state, ended, until };
    for (const other of new Set(pendingRuns.map(jobOf))) {
        if (other === job)
            continue;
        const otherState = await read(other);
        if (otherState.kind === 'ended')
            ended.set(other, otherState);
    }
    return { state, ended, until };
}
function projectOf(pendingRuns, job, sweeps) {
    const started = (id) => pendingRuns.find((run) => (run.record.jobs[0] ?? job) === id && run.record.pending.project !== undefined)?.record
        .pending.project;
    return { started, sweeps };
}
/**
 * A pull request read closed whose job's turns are finished: its close is told as its own run
 * would have (that run may have been cancelled, skipped or killed): the job's docs pull request
 * hears of it once (closed too with `on-close: close-docs`), and the comment says so atop.
 */
async function tellClose(f, comment, job, ended, closed) {
    const last = comment.pendingRuns.find((pendingRun) => (pendingRun.record.jobs[0] ?? job) === job);
    if (!last)
        return { again: false };
    // A job the service has not, or answers past reading for good, names no docs pull request; a read that may pass leaves it unknown.
    const gone = ended.kind === 'not-found' || ended.kind === 'rejected';
    const docsOf = ended.kind === 'job' ? { docsOf: (0,agent_job/* docsFacts */.D5)(ended.job) } : gone ? { docsOf: {} } : {};
    const status = ended.kind === 'job' ? ended.job.status : 'unknown';
    const state = { kind: 'found', id: job, status, commentId: f.commentId, ...docsOf };
    const { endOfPullRequest } = await __webpack_require__.e(/* import() */ 316).then(__webpack_require__.bind(__webpack_require__, 316));
    const config = asStep(f.config, last.record.pending);
    return endOfPullRequest(f.deps, config, triggerOf(f.where, last, f.deps.env), { host: f.host, job: state, closed });
}
/** Tells the close; why the turns stay pending when it could not (a cancel, a failure that may pass). */
async function closeTold(f, comment, job, newest, closed) {
    if (!newest)
        return undefined;
    const told = await tellClose(f, comment, job, newest.fetched, closed);
    // A tell a cancel cut short may have said nothing: the turns stay pending, so the next sweep tells it (once).
    if (f.deps.signal.aborted)
        return { kind: 'unread', why: 'the run was cancelled while it told the close; its turns stay pending' };
    if (told.again)
        return {
            kind: 'unread',
            why: "GitHub kept it from telling the close (this run's warning says what); its turns stay pending, and the next sweep tells it",
        };
    return undefined;
}
/**
 * Finishes what the comment holds pending, under the claim: each turn of a job that ended, with
 * that job's own read (a pull request that replaced its job, `on-push: new-job`, holds turns of
 * two); a turn of a job still running stays pending, and so does the label.
 */
async function finishClaimed(f, comment, ended, job) {
    const sent = comment.pendingRuns.filter((pendingRun) => !pendingRun.record.pending.queued);
    const queued = comment.pendingRuns.filter((pendingRun) => pendingRun.record.pending.queued);
    const newest = ended.get(job);
    const running = sent.some((pendingRun) => !ended.has(pendingRun.record.jobs[0] ?? job));
    // With none queued, a head the job was not told (its push's run never came) is told as one would
    // be; read before any turn is finished, so a head that cannot be read leaves them all pending.
    // With some queued, the pull request is read for its close alone: told before what is queued is sent.
    const read = newest && !running ? await untoldHead(f, comment, job, queued.length > 0) : undefined;
    if (read && 'why' in read)
        return read;
    // A pull request read open (closed, then re-opened) keeps no closing line atop its comment.
    if (read?.open)
        f = { ...f, open: true };
    // The untold head's turn is recorded as queued first, as its push's run would have: a send whose
    // record GitHub then refuses is still found, and adopted, by the next sweep.
    const untold = read?.untold && (await queueUntold(f, read.untold));
    if (untold === false)
        return {
            kind: 'unread',
            why: (0,output_text/* msg */.ab) `the turn for its untold head could not be recorded (the comment or the check run '${read?.untold?.record.pending.check ?? ''}'); its turns stay pending, and the next sweep tries again`,
        };
    // Told before the turns are settled: a sweep stopped after settling them would leave no run to tell it.
    // Behind queued turns (a command written before the close goes first), once they are sent.
    const closed = newest && !running ? read?.closed : undefined;
    // Behind a queued command or review only: a close told first may close the docs pull request it is about.
    const behind = queued.some(({ record }) => (record.pending.comment ?? record.pending.review) !== undefined);
    const untoldClose = closed && !behind && (await closeTold(f, comment, job, newest, closed));
    if (untoldClose)
        return untoldClose;
    let outcome;
    /** The job whose turn this finish ended last: the one the sweep's line names. */
    let finishedJob = job;
    for (const pendingRun of sent) {
        const its = pendingRun.record.jobs[0] ?? job;
        const end = ended.get(its);
        if (!end)
            continue;
        const ending = endingOf(its, end.fetched, end.late, waitedOf(pendingRun, f.deps.clock));
        // A turn queued on the same head took its check run over: the finish creates none beside it.
        const head = pendingRun.record.pending.sha;
        const takenOver = queued.some(({ record }) => head !== undefined && record.pending.sha === head);
        const finished = await finishPendingRun(f, pendingRun, ending, takenOver ? { folded: true } : {});
        outcome = finished.outcome;
        if (finished.unwritten) {
            const what = finished.unwritten.join(' and the ');
            return {
                kind: 'unread',
                why: (0,output_text/* msg */.ab) `job ${its} ended (${outcome}), but its ${what} could not be written (this run's warning says why); it stays pending, and the next sweep finishes it`,
                unwritten: true,
            };
        }
        finishedJob = its;
        f.deps.log.info(outcome === 'timed-out'
            ? (0,output_text/* msg */.ab) `Pull request #${f.where.pull}: job ${its} was still going past its step's 'timeout': its turn ends timed out (the job itself goes on).`
            : (0,output_text/* msg */.ab) `Pull request #${f.where.pull}: job ${its} finished (${outcome}).`);
        await dispatchTurn(f, pendingRun, ending, outcome);
    }
    const earlier = await dispatchEarlierTurns(f, queued, ended, job);
    if ('why' in earlier)
        return earlier;
    // Queued turns go to the newest job once it ended; until then they, and the label, stay.
    const owed = [...earlier.queued, ...(untold ? [untold] : [])];
    const after = owed.length > 0 && newest !== undefined ? await sendQueued(f, owed, job, newest.fetched) : 'done';
    const held = after !== 'done' || (queued.length > 0 && newest === undefined);
    const closeBehind = closed && behind && !held && (await closeTold(f, comment, job, newest, closed));
    if (closeBehind)
        return closeBehind;
    const stays = !held && !running ? await takeLabelOff(f.host, f.budget()) : undefined;
    if (stays)
        f.deps.log.warning((0,output_text/* msg */.ab) `Pull request #${f.where.pull}: ${stays}.`);
    const queuedNow = held ? { queued: after === 'done' ? 'waiting' : after } : {};
    if (outcome !== undefined)
        return { kind: 'finished', job: finishedJob, outcome, ...queuedNow };
    return queuedOnly(job, newest?.fetched, after, queuedNow);
}
/**
 * What a finish that ended no sent turn (every turn was queued) says of the job: how it ended when
 * read final, else still running with what is queued, or timed out once every queued turn was given up.
 */
function queuedOnly(job, fetched, after, queuedNow) {
    if (fetched?.kind === 'job' && (0,agent_job/* isFinal */.dR)(fetched.job.status))
        return { kind: 'finished', job, outcome: fetched.job.status, ...queuedNow };
    if (fetched?.kind === 'not-found')
        return { kind: 'finished', job, outcome: 'not-found', ...queuedNow };
    if (after === 'done')
        return { kind: 'finished', job, outcome: 'timed-out' };
    if (fetched === undefined || fetched.kind === 'job')
        return { kind: 'running', job, ...queuedNow };
    return {
        kind: 'unread',
        job,
        why: (0,output_text/* msg */.ab) `job ${job} could not be read, so what is queued for it waits; the next sweep reads it again`,
    };
}
/**
 * The pull request's head, when no run told it to the job and none queued it (its push's run was
 * killed, cancelled while pending, or skipped): a turn of this run's own, which sendQueued decides
 * as that push's run would have. A head that cannot be read: why, and every turn stays pending.
 * `closeOnly`: turns are queued (they say what the job is owed), so only a close is read.
 */
async function untoldHead(f, comment, job, closeOnly) {
    // A pull request's own run tells its own head itself; its close, before the turns settle. Any
    // other event of it (a re-run's payload included) may be older than a close whose run was lost:
    // the close is read.
    if (!f.othersHead && f.closedByRun)
        return { closed: f.closedByRun };
    closeOnly ||= !f.othersHead;
    const last = comment.pendingRuns.find((pendingRun) => (pendingRun.record.jobs[0] ?? job) === job);
    if (!last)
        return undefined;
    const owes = asStep(f.config, last.record.pending).docsNeed.onPush === 'follow-up';
    const trigger = triggerOf(f.where, last, f.deps.env);
    const facts = await f.deps.codeHost.pullRequestFacts(f.config.visibility.reportToken, trigger, f.budget());
    // Behind queued turns, what is queued reads the pull request itself, and waits (until its deadline) when it cannot.
    if (!facts.ok)
        return owes && !closeOnly
            ? {
                kind: 'unread',
                why: (0,output_text/* msg */.ab) `its head could not be read (${facts.cause}), so whether job ${job} was told it is not known; its turns stay pending, and the next sweep reads it again`,
            }
            : {};
    const { open, head, merged, author, closedAt } = facts.value;
    const closed = open ? undefined : { merged: merged === true, author, closedAt };
    // A fork's pushes are its own (no run vouched for them), and so is what a command on them would
    // tell; a merge tells the job a push it was not told (what was merged is what the docs must follow).
    if (closeOnly || facts.value.fromFork || (closed && !closed.merged))
        return { open, ...(closed ? { closed } : {}) };
    const seen = comment.pendingRuns.some(({ record }) => record.pending.sha === head || record.head === head);
    const untoldPush = !seen && owes;
    // A command whose own run never came (or died) goes as a turn of its own; with an untold head, after its news.
    const owed = untoldPush || closed ? undefined : await owedCommand(f, last);
    // Until the step's 'timeout': past it the turns are finished, never pending for good.
    if (typeof owed === 'string' && f.deps.clock.date() < last.record.pending.until)
        return {
            kind: 'unread',
            why: owed === 'unread'
                ? (0,output_text/* msg */.ab) `its comments could not be read (or who the report-token is), so whether a /docs command is owed to job ${job} is not known; its turns stay pending, and the next sweep reads them again`
                : (0,output_text/* msg */.ab) `the permission of an owed /docs command's author could not be read, so whether it may be sent to job ${job} is not known (a command is never sent on doubt); its turns stay pending, and the next sweep reads it again, until the step's 'timeout'`,
        };
    const command = typeof owed === 'string' ? undefined : owed;
    const read = { open, ...(closed ? { closed } : {}) };
    if (!untoldPush && command === undefined)
        return read;
    const turn = ownTurnAt(f, last, head, job, command);
    const untold = await ownTurnOwed(f, { last, turn, command, facts: facts.value, job });
    return untold && 'why' in untold ? untold : { ...read, ...(untold ? { untold } : {}) };
}
/**
 * The sweep's own turn, unless the pull request needs no news now (its head's check run written
 * `skipped`) or a run still at work on its head tells the job itself; why, when that cannot be read.
 */
async function ownTurnOwed(f, at) {
    const { last, turn, command, facts, job } = at;
    const { head } = facts;
    const needsNothing = command === undefined && (0,docs_need/* pullRequestNeedsNothing */.jl)(facts, asStep(f.config, last.record.pending).docsNeed);
    if (needsNothing) {
        await headSkipped(f, turn, needsNothing);
        return undefined;
    }
    const owner = await headOwner(f, last, head);
    if (typeof owner === 'object')
        return {
            kind: 'unread',
            why: (0,output_text/* msg */.ab) `the check runs of its head ${(0,output_text/* abbreviated */.gl)(head, 7)} could not be read (${owner.cause}), so whether a run is still at it is not known; its turns stay pending, and the next sweep reads them again${(0,pull_request_host/* refusedForGood */.FD)(owner, [401, 403]) ? " once the sweep's report-token has checks: write" : ''}`,
        };
    if (owner !== undefined) {
        f.deps.log.info((0,output_text/* msg */.ab) `Pull request #${f.where.pull}: its head ${(0,output_text/* abbreviated */.gl)(head, 7)} has run ${owner} at work on it (its check run is in progress), which tells job ${job} itself.`);
        return undefined;
    }
    f.deps.log.info(command === undefined
        ? (0,output_text/* msg */.ab) `Pull request #${f.where.pull}: its head ${(0,output_text/* abbreviated */.gl)(head, 7)} was not told to job ${job} (the push's run never came, or stopped before it queued its news): this run tells it.`
        : (0,output_text/* msg */.ab) `Pull request #${f.where.pull}: comment ${command}, a command no run answered (its run never came, or stopped before it sent it), goes to job ${job}: this run sends it.`);
    return { ...turn, ownTurn: { facts } };
}
/** The newest command of the pull request no run answered, when its step's config takes commands. */
async function owedCommand(f, last) {
    const config = asStep(f.config, last.record.pending);
    if (!config.followUp)
        return undefined;
    const trigger = triggerOf(f.where, last, f.deps.env);
    const deps = { ...f.deps, deadline: f.budget().deadline };
    return (0,unanswered_command/* newestUnansweredCommand */.w)(deps, config, trigger, f.host, f.commentAuthor);
}
/**
 * The sweep's own turn at the head: no claim, no command or review of another turn's; `command`,
 * one no run answered, queued as its own run would have queued it.
 */
function ownTurnAt(f, last, head, job, command) {
    const kept = (({ claim: _c, comment: _m, review: _r, ...rest }) => rest)(last.record.pending);
    const pending = command === undefined ? kept : { ...kept, comment: command };
    const until = Math.round(f.deps.clock.date() + (pending.timeout ?? f.config.timeoutMs));
    const record = {
        ...{ run: f.self.run, attempt: f.self.attempt, kind: 'wait', jobs: [job] },
        ...(last.record.step === undefined ? {} : { step: last.record.step }),
        ...{ at: (0,clock/* isoDate */._$)(f.deps.clock), pending: { ...pending, sha: head, until, queued: true } },
    };
    return { record, name: last.name };
}
/**
 * An untold head the pull request needs no news for now (made a draft, labelled `skip-label`):
 * its check run `skipped`, as its push's run would have written it, where the head has none.
 */
async function headSkipped(f, turn, ending) {
    const { outcome, heading, why, next } = ending;
    f.deps.log.info((0,output_text/* msg */.ab) `Pull request #${f.where.pull}: its head ${(0,output_text/* abbreviated */.gl)(turn.record.pending.sha ?? '', 7)} owes no news: ${heading}.`);
    const host = (0,code_host/* reportHostOf */.gl)(f.deps.codeHost, f.config.visibility.reportToken, triggerOf(f.where, turn, f.deps.env));
    const report = (0,report_report/* nothingSentReport */.o8)(outcome, heading, why, next);
    await pendingRunSurfaces(f, turn, host).finish((0,act_on_decision/* nothingDecided */.sW)(report, 'skipped', { keepComment: true }));
}
/** The untold head's turn, written as a queued turn (check run in progress, comment); false when GitHub refused it. */
async function queueUntold(f, turn) {
    const host = (0,code_host/* reportHostOf */.gl)(f.deps.codeHost, f.config.visibility.reportToken, triggerOf(f.where, turn, f.deps.env));
    const progress = { phase: 'waiting', jobs: [{ id: turn.record.jobs[0] ?? '' }], followUp: true };
    return (await pendingRunSurfaces(f, turn, host).hold(turn.record, progress)) ? turn : false;
}
/**
 * A run still at the head, as its check run in progress names it (a push's run that could not
 * record its queued turn, and waits for the job itself): that run tells the job, not the sweep.
 * A run whose state the Actions API does not give is taken as at work: never told twice.
 */
async function headOwner(f, last, head) {
    const listed = await f.host.checkRuns(head, last.record.pending.check, f.budget());
    if (!listed.ok)
        return listed;
    const keys = (0,pull_request_record/* recordKeysOf */.fH)(f.config);
    for (const checkRun of listed.value) {
        if (checkRun.status !== 'in_progress')
            continue;
        const record = (0,pull_request_record/* readRecord */.aE)(checkRun.externalId, last.name, keys);
        if (!record || record.run === f.self.run)
            continue;
        const state = await f.host.runState({ run: record.run, attempt: record.attempt }, f.budget());
        if (state !== 'ended')
            return record.run;
    }
    return undefined;
}
/** The release's budget: its own signal and deadline, shorter after a cancel. */
function releaseBudget(deps) {
    return (0,common_budget/* budgetFor */.vO)(deps.clock, deps.signal.aborted ? common_budget/* BUDGET_MS */.V_.releaseAfterCancel : common_budget/* BUDGET_MS */.V_.release);
}
/** Why another run's claim stands, for the log: the run it names and what the Actions API said. */
function heldBy(holder, state) {
    if (holder === undefined)
        return (0,output_text/* msg */.ab) `a run that names itself nowhere (a let-go step writing its record, a review being sent, or a run stopped before naming itself), held all the while this run asked: the next run looks again, and takes it over once no other run is in progress or it is ${pull_request_claim/* STALE_CLAIM_MS */.Ii / 60_000} minutes old`;
    if (state === 'running')
        return (0,output_text/* msg */.ab) `run ${holder.run} (attempt ${holder.attempt}), still running: it finishes it`;
    if (state === 'unread')
        return (0,output_text/* msg */.ab) `run ${holder.run} (attempt ${holder.attempt}), whose state GitHub's Actions API failed to give (it answered with an error): it finishes it, or the next run asks again and takes the claim over once it has ended or is ${pull_request_claim/* STALE_CLAIM_MS */.Ii / 60_000} minutes old`;
    return (0,output_text/* msg */.ab) `run ${holder.run} (attempt ${holder.attempt}), whose state the Actions API did not give (the report-token needs actions: read): it finishes it, or a run takes the claim over once it has ended or is ${pull_request_claim/* STALE_CLAIM_MS */.Ii / 60_000} minutes old`;
}
/** Whether the comment read under the lease holds a pending turn the first read did not. */
function newTurns(before, under) {
    const key = ({ record }) => `${record.run}/${record.attempt}/${record.sent ?? ''}/${record.jobs.join()}`;
    const seen = new Set(before.pendingRuns.map(key));
    return under.pendingRuns.some((pendingRun) => !seen.has(key(pendingRun)));
}
/**
 * The pull request's lease for the finish, taken off on a budget of its own (the pull request's
 * may be spent, or ended by a cancel). A lease naming no run (a let-go step's record write, a
 * review's send: seconds) is asked for again; one a finish names is that finish's.
 */
function leaseFor(deps, host, comment, self, budget) {
    const { clock, signal } = deps;
    const stopped = () => signal.aborted || clock.now() + lease/* LEASE_PAUSE_MS */.f$ >= deps.deadline;
    return deps.leases.hold({
        ...{ host, commentId: comment.id, self, named: claimsNamed(comment), budget, date: () => clock.date() },
        asking: { tries: lease/* FINISH_LEASE_TRIES */.FI, sleep: (ms) => clock.sleep(ms, signal), stopped, unnamed: true },
        releaseBudget: () => releaseBudget(deps),
    });
}
/**
 * The claim named in the comment's records right after it is made, so a run that meets it after
 * this one died knows whose it is. Best effort: a claim named nowhere is stale after STALE_CLAIM_MS.
 */
async function nameClaim(f, comment, pending, holder) {
    const writer = pending.pendingRuns[0]?.name;
    const body = writer && withClaimNamed(comment.body, writer, f.keys, holder);
    if (body === undefined)
        return pending;
    const written = await f.host.updateComment(comment.id, body, f.budget());
    return written.ok ? namedTurns(pending, holder) : pending;
}
/**
 * No pending record of the action's: a record this api-key cannot verify in a bot's comment keeps
 * the label (a key the sweep does not share), as does one in another account's comment (a
 * report-token the sweep does not share); otherwise the label comes off.
 */
/** No pending record: a start whose answer was lost is finished first (a sweep's), then the label comes off. */
async function nothingPendingOrLostStart(deps, config, at, read, budget) {
    if (at.unlabel && !read.unverified) {
        const site = {
            deps,
            config,
            host: at.host,
            trigger: triggerOf(at.where, undefined, deps.env),
            keys: (0,pull_request_record/* recordKeysOf */.fH)(config),
        };
        const lost = await finishLostStart({ ...site, account: at.account }, budget);
        if (lost === 'at-work')
            return { kind: 'unread', why: (0,output_text/* msg */.ab) `a start recorded no answer and its run may still be at work; the label stays` };
        // Only where no comment of the action's records the turns: another account's holds them (the
        // fix is the token), and a comment whose turns are settled has its check runs finished by others.
        const orphans = read.otherAccount === undefined && !read.settled ? await finishOrphanedChecks(site, budget) : undefined;
        if (orphans?.kind === 'stays')
            return { kind: 'unread', why: (0,output_text/* msg */.ab) `${orphans.why}; the label stays` };
    }
    return nothingPending(deps, at, read, budget());
}
async function nothingPending(deps, at, { unverified, otherAccount: author, settled }, budget) {
    const { host, where, unlabel } = at;
    if (author !== undefined)
        return otherAccount(author, await at.account());
    if (unverified)
        return {
            kind: 'unread',
            why: (0,output_text/* msg */.ab) `${pull_request_record/* UNVERIFIED_RECORD */.uj.why}; the label stays. Give the sweep the same api-key as the pull request's step, or, during a key rotation, set 'previous-api-key' to the old key`,
            fixNeeded: true,
        };
    if (!unlabel)
        return { kind: 'none', unverified: false };
    const stays = await takeLabelOff(host, budget);
    if (stays)
        return { kind: 'unread', why: (0,output_text/* msg */.ab) `no pending record of the action's, but ${stays}` };
    deps.log.info(settled
        ? (0,output_text/* msg */.ab) `Pull request #${where.pull} carries the label '${pull_request_record/* PENDING_LABEL */.Tz}' but nothing of the action's is pending there any more (another run, such as an overlapping sweep or the pull request's own, finished its last turn): the label is taken off.`
        : (0,output_text/* msg */.ab) `Pull request #${where.pull} carries the label '${pull_request_record/* PENDING_LABEL */.Tz}' but no pending record of the action's (none yet, its comment deleted, or the label put on by hand): the label is taken off.`);
    return { kind: 'none', unverified: false };
}
/** The pending comment is another account's: the label stays, and the fix is said. */
function otherAccount(author, own) {
    return {
        kind: 'unread',
        why: (0,output_text/* msg */.ab) `its pending record is in a comment by ${author}, not by ${own?.login ?? "the account this run's report-token writes as"}, and a pull request's claims hold for one account only; the label stays. Give this workflow the same report-token as the pull request's step`,
        fixNeeded: true,
    };
}
/**
 * The pending records, read again a pause later when none was found and the label would come off:
 * the label is all that brings a sweep back, and a list GitHub has not caught up on yet (a
 * comment written a moment ago) must not take it off.
 */
async function readPendingTwice(deps, unlabel, read) {
    const first = await read();
    if (!first.ok || first.comment || first.unverified || first.otherAccount !== undefined || !unlabel)
        return first;
    await deps.clock.sleep(lease/* LEASE_PAUSE_MS */.f$, deps.signal);
    if (deps.signal.aborted)
        return { ok: false, cause: 'the run was cancelled' };
    return read();
}
/** Another run holds the pull request's lease: it finishes the job, and the log says who. */
function heldElsewhere(log, claim, pull, commentId, job) {
    log.info((0,output_text/* msg */.ab) `Pull request #${pull}: another run holds its lease for finishing job ${job} (🎉 on comment ${commentId}): ${heldBy(claim.held.holder, claim.held.state)}.`);
    return { kind: 'elsewhere', job };
}
/**
 * Finishes the pull request's pending job, if it ended. `self`: this run, which a claim it makes
 * names. `unlabel`: nothing pending takes the label off (a sweep keeps the index true; a pull
 * request run does so only when its event shows the label). `docs`: only a job whose docs pull
 * request is that one is finished (the run of that pull request's own event); another is `other`.
 */
async function finishPullRequest(deps, config, where, self, unlabel = true, shared = {}, { docs, closedByRun } = {}) {
    const { log, signal, clock } = deps;
    const place = placeOf(`${where.owner}/${where.repo}`, where.pull);
    const host = (0,code_host/* reportHostOf */.gl)(deps.codeHost, config.visibility.reportToken, triggerOf(where, undefined, deps.env));
    const budget = () => (0,common_budget/* budgetFor */.vO)(clock, common_budget/* BUDGET_MS */.V_.sweptPullRequest, { signals: [signal], until: deps.deadline });
    const account = () => (shared.identity ??= host.identity(budget()));
    const keys = (0,pull_request_record/* recordKeysOf */.fH)(config);
    const read = await readPendingTwice(deps, unlabel, () => readPending(host, place, keys, budget(), account));
    if (!read.ok)
        return { kind: 'unread', why: read.cause };
    if (!read.comment)
        return nothingPendingOrLostStart(deps, config, { host, where, unlabel, account }, read, budget);
    const job = read.comment.pendingRuns[0]?.record.jobs[0];
    if (job === undefined)
        return { kind: 'none', unverified: false };
    const ofDocs = docs && ((fetched) => opened(deps, config, fetched, docs));
    const project = projectOf(read.comment.pendingRuns, job, config.projectId);
    const { state, ended, until } = await readJobs(deps, read.comment.pendingRuns, job, ofDocs, project);
    // A job not read stays pending: the sweep's outputs name it, and count it pending.
    if (state.kind !== 'ended' && state.kind !== 'running')
        return state.kind === 'unread' ? { ...state, job } : state;
    if (ended.size === 0)
        return { kind: 'running', job };
    const claim = await leaseFor(deps, host, read.comment, self, budget);
    // From here a job not finished stays pending: the sweep's outputs name it, and count it pending.
    if (claim.kind === 'failed')
        return { kind: 'unread', why: claim.cause, job };
    if (claim.kind === 'busy')
        return heldElsewhere(log, claim, where.pull, read.comment.id, job);
    if (claim.tookOver)
        log.info((0,output_text/* msg */.ab) `A claim on finishing (🎉 on comment ${read.comment.id}) is free: ${claim.tookOver}; this run takes it over.`);
    try {
        // Read again under the claim: a run that finished it before the claim was made took its record off.
        const again = await host.comment(read.comment.id, budget());
        if (!again.ok)
            return { kind: 'unread', why: (0,output_text/* msg */.ab) `the comment could not be read again under the claim (${again.cause})`, job };
        const found = pendingIn(again.value, place, keys, await account());
        if (!found)
            return { kind: 'elsewhere', job };
        // A turn recorded since the job was read (while this run waited for the lease) was sent after that read: read the job again.
        const now = newTurns(read.comment, found) ? await readJob(deps, job, until, ofDocs, project) : state;
        if (now.kind !== 'ended' && now.kind !== 'running')
            return now.kind === 'unread' ? { ...now, job } : now;
        if (now.kind === 'ended')
            ended.set(job, now);
        else if (ended.delete(job) && ended.size === 0)
            return now;
        const still = claim.id === undefined
            ? found
            : await nameClaim({ host, keys, budget }, again.value, found, { ...self, reaction: claim.id });
        // A sweep, or a docs pull request's event, finishes a pull request not its own: its head may be untold.
        const othersHead = config.sweep || docs !== undefined;
        const commentAuthor = again.value.author;
        const at = { deps, config, where, host, budget, commentId: read.comment.id, commentAuthor, sentTo: shared.sentTo };
        const finishing = { ...at, self, closedByRun, othersHead };
        const finished = await finishClaimed(finishing, still, ended, job);
        return finished.kind === 'unread' ? { job, ...finished } : finished;
    }
    finally {
        // Should this fail (a rate limit, SIGKILL), the claim names this run, and is free once the run has ended.
        if (!(await claim.release()))
            log.info((0,output_text/* msg */.ab) `The claim (🎉 on comment ${read.comment.id}) could not be taken off; it names this run, so the next run that meets it takes it over once this run has ended (with actions: read), or once it is ${pull_request_claim/* STALE_CLAIM_MS */.Ii / 60_000} minutes old.`);
    }
}

;// CONCATENATED MODULE: ./src/sweep/docs-pull.ts






/** The pending pull requests read at most, newest first: the schedule reaches any further back. */
/** What became of what the pull request had queued for its job, when anything. */
const QUEUED = {
    sent: (pull) => (0,output_text/* msg */.ab) `, and what #${pull} had queued for it was sent as its follow-up, pending until a later event here or the schedule finishes it`,
    recorded: (pull) => (0,output_text/* msg */.ab) `, and the follow-up an earlier run sent for what #${pull} had queued was recorded (not sent again), pending until a later event here or the schedule finishes it`,
    waiting: (pull) => (0,output_text/* msg */.ab) `; what #${pull} had queued for it still waits, until a later event here or the schedule sends it`,
};
const MAX_PULLS_READ = 10;
/** A run of a pull request event (never a comment's or a review's) on a pull request the agent opened. */
function ofAgentsPullRequest(trigger, config) {
    const author = trigger.pullRequest?.author ?? trigger.pullAuthor;
    return trigger.pullNumber !== undefined && (0,docs_need/* isAgentLogin */.TI)(author, config.docsNeed.agentLogin);
}
const SAID = {
    running: (pull, job) => (0,output_text/* msg */.ab) `Job ${job} of pull request #${pull}, whose docs pull request this is, is still running: a later event here, #${pull}'s next run or the schedule finishes it.`,
    elsewhere: (pull, job) => (0,output_text/* msg */.ab) `Another run is finishing job ${job} of pull request #${pull}, whose docs pull request this is.`,
};
/**
 * Finishes the pending job whose docs pull request this run's pull request is, if it has ended.
 * Best effort: whatever it cannot read is said in the log and left to the schedule.
 */
async function finishProductJob(deps, config, trigger) {
    const { log, signal, clock } = deps;
    const where = { owner: trigger.owner, repo: trigger.repo };
    const scan = (0,common_budget/* budgetFor */.vO)(clock, common_budget/* BUDGET_MS */.V_.docsPullScan, { signals: [signal], until: deps.deadline });
    const until = scan.deadline;
    const listed = await deps.codeHost.pendingPullRequests(config.visibility.reportToken, where, scan);
    if (!listed.ok) {
        log.info((0,output_text/* msg */.ab) `The pull requests labelled '${pull_request_record/* PENDING_LABEL */.Tz}' could not be listed (${listed.cause}): the schedule finishes the job whose docs pull request this is.`);
        return { kind: 'not-found', read: 0 };
    }
    const pulls = listed.value.filter((pull) => pull !== trigger.pullNumber).reverse();
    const docs = { ...where, number: trigger.pullNumber };
    const self = { run: trigger.runId, attempt: trigger.attempt };
    const shared = {};
    let read = 0;
    for (const pull of pulls.slice(0, MAX_PULLS_READ)) {
        if (signal.aborted || clock.now() >= until)
            break;
        read++;
        const result = await finishPullRequest(deps, config, { ...where, pull }, self, true, shared, { docs });
        if (result.kind === 'other' || result.kind === 'none')
            continue;
        if (result.kind === 'unread') {
            log.info((0,output_text/* msg */.ab) `Pull request #${pull}: not read (${result.why}); the schedule finishes its job.`);
            if (result.slowDown)
                break;
            continue;
        }
        if (result.kind === 'finished')
            log.info((0,output_text/* msg */.ab) `Job ${result.job} of pull request #${pull}, whose docs pull request this is, had ended: finished here (${result.outcome})${result.queued ? QUEUED[result.queued](pull) : ''}.`);
        else
            log.info(SAID[result.kind]?.(pull, result.job) ?? '');
        // Still at work: its comment here now, so a `/docs` or a review here finds the job and waits for it.
        if (result.kind === 'running')
            await (0,docs_pull_request/* keepWorkingJobsDocsComment */.Xx)({ ...deps, config, trigger }, trigger, { pull, job: result.job });
        return { pull, ...result };
    }
    log.info(pulls.length === 0
        ? (0,output_text/* msg */.ab) `No other pull request is labelled '${pull_request_record/* PENDING_LABEL */.Tz}': no job is pending that this docs pull request could finish.`
        : (0,output_text/* msg */.ab) `No ended job of the ${read} pull request${read === 1 ? '' : 's'} labelled '${pull_request_record/* PENDING_LABEL */.Tz}' read here opened this docs pull request: a job still running is finished by a later event here or by the schedule.`);
    return { kind: 'not-found', read };
}

// EXTERNAL MODULE: ./src/report/publish.ts
var publish = __webpack_require__(4617);
;// CONCATENATED MODULE: ./src/sweep/sweep.ts
/**
 * `sweep: true`, on `schedule` or `workflow_dispatch`: for every pull request in the index of
 * pending jobs (one read), what a waiting step would have done when its job ended
 * (src/sweep/finish.ts). A few pull requests at a time, so the service's 429 and GitHub's limits
 * see a steady pace; a 429 ends the sweep's reads, and the next sweep goes on.
 */









const DID = {
    running: 'still running',
    finished: 'finished',
    elsewhere: 'being finished by another run',
    none: 'nothing pending (label taken off)',
    other: "another docs pull request's job",
    unread: 'not read; the next sweep tries again',
    left: 'left for the next sweep',
};
const AFTER_QUEUED = {
    sent: '; sent what was queued',
    recorded: '; recorded what an earlier sweep sent',
    waiting: '; what is queued waits for the job',
};
/** The job the sweep read, or would have: none for a pull request with nothing pending. */
const jobOf = (swept) => ('job' in swept ? swept.job : undefined);
/** A pull request the sweep could not finish: its job unread, or read and ended with what says so unwritten. */
function warnUnfinished(log, pull, result) {
    log.warning(result.unwritten
        ? (0,output_text/* msg */.ab) `Pull request #${pull}: not finished: ${result.why}.`
        : (0,output_text/* msg */.ab) `Pull request #${pull}: not finished (${result.why}); the next sweep tries again.`, 'Sweep');
}
function describe(swept) {
    if (swept.kind === 'finished' && swept.outcome === 'timed-out')
        return `turn ended timed out (the job itself goes on)${swept.queued ? AFTER_QUEUED[swept.queued] : ''}`;
    if (swept.kind === 'finished')
        return `finished (${swept.outcome})${swept.queued ? AFTER_QUEUED[swept.queued] : ''}`;
    if (swept.kind === 'running' && swept.queued)
        return `${DID.running}${AFTER_QUEUED[swept.queued]}`;
    if (swept.kind === 'unread' && (swept.unwritten || swept.fixNeeded))
        return `not finished: ${(0,output_text/* fullText */.DU)(swept.why)}`;
    if (swept.kind === 'unread')
        return `${DID.unread} (${(0,output_text/* fullText */.DU)(swept.why)})`;
    if (swept.kind === 'none' && swept.unverified)
        return 'no record this api-key verifies (label taken off)';
    return DID[swept.kind];
}
const ENDED = ['completed', 'failed', 'archived'];
function sweepReport(outcome, swept, heading, paragraphs) {
    const finished = swept.filter((s) => s.kind === 'finished');
    const count = (o) => String(finished.filter((s) => s.outcome === o).length);
    const results = swept.map((s) => ({
        'pull-request': s.pull,
        ...(jobOf(s) === undefined ? {} : { 'job-id': jobOf(s) }),
        swept: s.kind,
        ...(s.kind === 'finished' ? { outcome: s.outcome } : {}),
    }));
    return {
        outcome,
        outputs: {
            ...(0,report_report/* emptyOutputs */.q_)(),
            outcome,
            started: 'false',
            resumed: 'false',
            results: (0,output_text/* oneLineJson */.hp)(results),
            'completed-count': count('completed'),
            'failed-count': count('failed'),
            'archived-count': count('archived'),
            // Every job named that did not end one of the three: the four counts add up to all jobs.
            'pending-count': String(swept.filter((s) => jobOf(s) !== undefined && !(s.kind === 'finished' && ENDED.includes(s.outcome))).length),
            'waited-seconds': '0',
            polls: '0',
        },
        annotations: [],
        summary: {
            icon: outcome === 'error' ? verdict/* ICONS */.Ze.error : '🧹',
            heading,
            paragraphs,
            rows: [],
            ...(swept.length > 0
                ? {
                    table: {
                        headers: ['Pull request', 'Job', 'The sweep'],
                        rows: swept.map((s) => [
                            { text: `#${s.pull}` },
                            ((job) => (job === undefined ? { none: 'none' } : { code: job }))(jobOf(s)),
                            { text: describe(s) },
                        ]),
                    },
                }
                : {}),
        },
        pullRequests: [],
    };
}
/** Pull requests read at once: a few, so the service's and GitHub's limits see a steady pace. */
const AT_ONCE = 4;
/** Each pull request through `visit`, AT_ONCE at a time, the results in the index's order. */
async function eachPullRequest(pulls, visit) {
    const results = new Array(pulls.length);
    let next = 0;
    const worker = async () => {
        for (let at = next++; at < pulls.length; at = next++)
            results[at] = await visit(pulls[at] ?? 0);
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, pulls.length) }, worker));
    return results;
}
/**
 * The service refused the sweep's api-key: every sweep would meet the same, so it fails, naming the
 * fix; nothing is finished, and the pull requests stay pending for a sweep with a valid key.
 */
async function refusedSweep(log, config, swept, status) {
    const why = (0,output_text/* msg */.ab) `The service refused the api-key (HTTP ${status}), so no job was read and nothing was finished; the pull requests stay pending, and the first sweep with a valid key finishes them.`;
    const next = (0,output_text/* msg */.ab) `Check that the secret holds an admin API key (mint_...) of the organization that owns project '${config.projectId}', and that it has not expired (keys expire after 90 days by default).`;
    const report = sweepReport('unauthorized', swept, 'Nothing swept: the api-key was refused', [why, next]);
    await (0,publish/* publish */.mk)(log, { ...report, failure: (0,output_text/* msg */.ab) `${why} ${next}` });
    return 'unauthorized';
}
const stuckWhy = (s) => (0,output_text/* msg */.ab) `Pull request #${s.pull} is not finished: ${s.why}.`;
/** Pull requests the sweep's setup cannot finish: the sweep fails, as no later one set up the same finishes them. */
async function stuckSweep(log, swept, heading, paragraphs, stuck) {
    const more = stuck.length > 1 ? (0,output_text/* msg */.ab) ` (and ${stuck.length - 1} more: the summary lists them)` : '';
    const failure = (0,output_text/* msg */.ab) `This sweep cannot finish a pending pull request as it is set up, so its check run stays in progress until the sweep's inputs match the pull request's step. ${paragraphs[paragraphs.length - stuck.length] ?? ''}${more}`;
    await (0,publish/* publish */.mk)(log, { ...sweepReport('error', swept, heading, paragraphs), failure });
    return 'error';
}
/** The sweep's one report: what it did to each pull request, and what stopped it, if anything did. */
async function reportSwept(log, swept, slowDown, stopped) {
    const done = swept.filter((s) => s.kind === 'finished').length;
    const heading = `Swept ${swept.length} pull request${swept.length === 1 ? '' : 's'}: ${done} job${done === 1 ? '' : 's'} finished`;
    const paragraphs = slowDown ? ['The service asked to slow down (429): the rest wait for the next sweep.'] : [];
    // Pull requests a cancel or the deadline left unfinished: the sweep says what stopped it; the next one goes on.
    const by = swept.some((s) => s.kind === 'left' || s.kind === 'unread') ? stopped() : undefined;
    if (by)
        paragraphs.push(by === 'cancelled'
            ? 'The runner cancelled the sweep: the rest wait for the next sweep.'
            : "The sweep's timeout ran out: the rest wait for the next sweep.");
    const stuck = swept.filter((s) => s.kind === 'unread' && s.fixNeeded === true);
    if (stuck.length > 0)
        return stuckSweep(log, swept, heading, [...paragraphs, ...stuck.map(stuckWhy)], stuck);
    const outcome = by ?? 'completed';
    await (0,publish/* publish */.mk)(log, sweepReport(outcome, swept, heading, paragraphs));
    return outcome;
}
/** The sweep's run: the index, then each pull request, then one report of what it did. */
async function runSweep(deps, config, trigger) {
    const { log, clock, signal } = deps;
    if (!trigger?.sweeps)
        throw new inputs/* InputError */.dz([(0,event_fit/* sweepOffSchedule */.tE)(trigger)]);
    const where = { owner: trigger.owner, repo: trigger.repo };
    const listed = await deps.codeHost.pendingPullRequests(config.visibility.reportToken, where, {
        signal,
        deadline: deps.deadline,
    });
    const stopped = () => (0,report_report/* cutShort */.VV)(signal, clock.now(), deps.deadline);
    if (!listed.ok) {
        const by = stopped();
        if (by) {
            const why = by === 'cancelled' ? 'The runner cancelled the sweep' : "The sweep's timeout ran out";
            const heading = `Nothing swept: ${by === 'cancelled' ? 'cancelled' : 'timed out'}`;
            const report = sweepReport(by, [], heading, [
                (0,output_text/* msg */.ab) `${why} before the pending pull requests were listed; the next sweep finishes them.`,
            ]);
            // A GitHub that never answers would leave every scheduled sweep green and nothing finished.
            const failure = (0,output_text/* msg */.ab) `The sweep's timeout ran out before GitHub listed the pull requests labelled '${pull_request_record/* PENDING_LABEL */.Tz}' (${listed.cause}); nothing was swept. The next sweep tries again; should every sweep time out, give it a longer 'timeout' or look at GitHub's status.`;
            await (0,publish/* publish */.mk)(log, by === 'timed-out' ? { ...report, failure } : report);
            return by;
        }
        const fix = (0,pull_request_host/* refusedForGood */.FD)(listed, [401])
            ? 'Run the sweep again once it has a valid one; nothing pending is lost.'
            : (0,pull_request_host/* refusedForGood */.FD)(listed, [403, 404])
                ? 'Give the report-token issues: read and pull-requests: write, then run the sweep again.'
                : 'The next sweep tries again; nothing pending is lost.';
        const why = (0,output_text/* msg */.ab) `The pull requests labelled '${pull_request_record/* PENDING_LABEL */.Tz}' could not be listed (${listed.cause}); nothing was swept. ${fix}`;
        await (0,publish/* publish */.mk)(log, { ...sweepReport('error', [], 'Nothing swept', [why]), failure: why });
        return 'error';
    }
    // Pages that shift between reads (a label put on meanwhile) can list a pull request twice: visited once.
    const pulls = [...new Set(listed.value)];
    log.info(`${pulls.length} pull request${pulls.length === 1 ? '' : 's'} labelled '${pull_request_record/* PENDING_LABEL */.Tz}'.`);
    const shared = { sentTo: new Set() };
    const state = { slowDown: false };
    const swept = await eachPullRequest(pulls, async (pull) => {
        // A refused key is refused for every job: the rest are left for a sweep with a valid one.
        const stop = state.slowDown || state.refused !== undefined;
        if (stop || signal.aborted || clock.now() >= deps.deadline)
            return { pull, kind: 'left' };
        const self = { run: trigger.runId, attempt: trigger.attempt };
        const result = await finishPullRequest(deps, config, { ...where, pull }, self, true, shared);
        // One the sweep's own setup stops is its error, said once at its end.
        if (result.kind === 'unread' && !result.fixNeeded)
            warnUnfinished(log, pull, result);
        state.slowDown ||= result.kind === 'unread' && result.slowDown === true;
        if (result.kind === 'unread' && result.refused !== undefined)
            state.refused ??= result.refused;
        return { pull, ...result };
    });
    if (state.refused !== undefined)
        return refusedSweep(log, config, swept, state.refused);
    return reportSwept(log, swept, state.slowDown, stopped);
}

;// CONCATENATED MODULE: ./src/sweep/entry.ts
/**
 * Where `sweep: true` and `wait: sweep` meet the step: a sweep's run sweeps and ends; a pull
 * request run that lets go first finishes its own pull request's pending job, so a late, dropped
 * or disabled schedule delays a report but never strands it; a run of the agent's own docs pull
 * request (docs in the same repository) finishes the job that opened it too (docs-pull.ts).
 */













/** The sweep's outcome, or what the step goes on to do. */
async function beforeStep(deps, config, trigger, history) {
    if (config.sweep)
        return runSweep(deps, config, trigger);
    if (!trigger?.pullNumber)
        throw new inputs/* InputError */.dz([(0,event_fit/* letGoOffPullRequest */.Do)(trigger)]);
    // A fork's read-only token can leave nothing for a sweep to finish: this run waits itself.
    if (trigger.fromFork) {
        deps.log.info("This pull request comes from a fork, whose token cannot keep a check run or a record for a sweep: this run waits for the job itself ('wait: sweep' taken as true).");
        return { ...(0,inputs/* workOf */.LT)(config.work), letGo: false };
    }
    const where = {
        ...{ owner: trigger.owner, repo: trigger.repo, pull: trigger.pullNumber, serverUrl: trigger.serverUrl },
        ...(trigger.words === undefined ? {} : { words: trigger.words }),
    };
    const own = await finishPullRequest(deps, config, where, { run: trigger.runId, attempt: trigger.attempt }, trigger.pullRequest?.labels.includes(pull_request_record/* PENDING_LABEL */.Tz) === true, {}, { closedByRun: (0,decide/* closedByEvent */.Cu)(trigger) });
    // The run of the event that took a label off: the one that knows the label may just have gone.
    const pull = trigger.pullRequest;
    const labelOff = pull?.labelTakenOff !== undefined && !pull.labels.includes(pull_request_record/* PENDING_LABEL */.Tz);
    // A job still running, or one whose queued turn was just sent or still waits, is still pending.
    const pending = own.kind === 'running' || (own.kind === 'finished' && own.queued !== undefined);
    if (pending && labelOff)
        await putLabelBack(deps, config, trigger, (0,output_text/* msg */.ab) `Job ${own.job} of this pull request is still pending`);
    // Not read: the label this event took off goes back; the sweep it brings reads again, and takes it off if nothing is pending.
    if (own.kind === 'unread' && labelOff && pull?.labelTakenOff === pull_request_record/* PENDING_LABEL */.Tz)
        await putLabelBack(deps, config, trigger, (0,output_text/* msg */.ab) `Whether a job of this pull request is pending could not be read (${own.why})`);
    if (own.kind === 'finished' && history)
        history.finishedFirst = { job: own.job, outcome: own.outcome };
    if (own.kind === 'unread' && own.fixNeeded && trigger.sweptTurn) {
        if (history)
            history.setupStuck = true;
        return stuckTurn(deps.log, own);
    }
    sayWhatWasPending(deps.log, own);
    // Docs in the same repository: the agent's docs pull request's events finish the job that opened
    // it. Where every run finishes what it finds (GitLab), the product's own turn does, and only it.
    const product = ofAgentsPullRequest(trigger, config) && !trigger.finishesLetGo
        ? await finishProductJob(deps, config, trigger)
        : undefined;
    // Another run finishing the job (this pull request's, or the product's it is the docs of) sends
    // what was queued for it: a follow-up this run owes is queued after that.
    const elsewhere = own.kind === 'elsewhere' || product?.kind === 'elsewhere';
    return elsewhere ? { ...(0,inputs/* workOf */.LT)(config.work), finishingElsewhere: true } : (0,inputs/* workOf */.LT)(config.work);
}
/**
 * A sweep's turn whose own setup (another api-key or report-token than the pull request's step)
 * cannot finish the pending job: it fails, as the sweep does, for no later turn set up the same would.
 */
async function stuckTurn(log, own) {
    const job = own.job === undefined ? '' : (0,output_text/* msg */.ab) ` ${own.job}`;
    const failure = (0,output_text/* msg */.ab) `This pull request's pending job${job} cannot be finished by the sweep as it is set up: ${own.why}. Its check run stays in progress until the sweep runs with the same inputs as the pull request's step.`;
    await (0,publish/* publish */.mk)(log, {
        outcome: 'error',
        outputs: { ...(0,report_report/* emptyOutputs */.q_)(), outcome: 'error', started: 'false', 'job-id': own.job ?? '' },
        annotations: [],
        failure,
        summary: {
            icon: verdict/* ICONS */.Ze.error,
            heading: "Not finished: the sweep is set up unlike the pull request's step",
            paragraphs: [failure],
            rows: [],
        },
        pullRequests: [],
    });
    return 'error';
}
/** What this pull request's own pending job came to, said before the run's own work. */
function sayWhatWasPending(log, own) {
    if (own.kind === 'unread' && own.fixNeeded)
        log.warning((0,output_text/* msg */.ab) `This pull request's pending job${own.job === undefined ? '' : (0,output_text/* msg */.ab) ` ${own.job}`} cannot be finished by this run as it is set up: ${own.why}.`);
    else if (own.kind === 'unread')
        log.warning(own.job === undefined
            ? (0,output_text/* msg */.ab) `Whether this pull request has a pending job to finish could not be read (${own.why}): a later run (the sweep, or this pull request's next run) finishes it.`
            : (0,output_text/* msg */.ab) `This pull request's pending job ${own.job} could not be finished now (${own.why}): a later run (the sweep, or this pull request's next run) finishes it.`);
    else if (own.kind === 'finished' && own.outcome === 'timed-out')
        log.info((0,output_text/* msg */.ab) `This pull request's pending job ${own.job} was still going past its step's 'timeout': its turn is finished here as timed out (the job itself goes on), before this run's own work.`);
    else if (own.kind === 'finished')
        log.info((0,output_text/* msg */.ab) `This pull request's pending job ${own.job} had ended: finished here (${own.outcome}), before this run's own work.`);
    else if (own.kind === 'elsewhere')
        log.info((0,output_text/* msg */.ab) `Another run is finishing job ${own.job} of this pull request and sends it what was queued: a follow-up this run owes it is queued after that, not sent now, so nothing is sent twice.`);
}
/**
 * The job is pending but a person or a bot took its label off (the `unlabeled` event): the label
 * is all a sweep finds the pull request by, so it goes back on.
 */
async function putLabelBack(deps, config, trigger, pending) {
    const host = (0,code_host/* reportHostOf */.gl)(deps.codeHost, config.visibility.reportToken, trigger);
    const labelled = await host.addLabel(pull_request_record/* PENDING_LABEL */.Tz, (0,common_budget/* budgetFor */.vO)(deps.clock, common_budget/* BUDGET_MS */.V_.write, { signals: [deps.signal] }));
    if (labelled.ok)
        deps.log.info((0,output_text/* msg */.ab) `${pending}, but the label '${pull_request_record/* PENDING_LABEL */.Tz}' was off: it is put back, so a sweep finishes the job.`);
    else
        deps.log.warning((0,output_text/* msg */.ab) `${pending}, but the label '${pull_request_record/* PENDING_LABEL */.Tz}', by which a sweep finds it, is off and could not be put back (${labelled.cause}): put it on by hand, or the pull request's next run finishes the job.`);
}


/***/ })

};
