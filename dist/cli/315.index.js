export const id = 315;
export const ids = [315];
export const modules = {

/***/ 7637:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   By: () => (/* binding */ commandPlan),
/* harmony export */   CT: () => (/* binding */ newJobPrompt),
/* harmony export */   WK: () => (/* binding */ jobEnded)
/* harmony export */ });
/* harmony import */ var _common_agent_job_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7522);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(218);
/* harmony import */ var _pull_request_decide_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7571);
/* harmony import */ var _push_news_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3765);
/**
 * What a `/docs` command sends. Its message goes to the pull request's job, after what the pull
 * request's pushes changed since the head the job was last told about: a push run that its
 * concurrency group cancelled while pending told it nothing, and no push is lost. When the job
 * failed or was archived, or its docs pull request was merged or closed, the command starts a new
 * job with the message instead, as a push would: such a job never answers new work; so does a
 * command on a pull request no job was started on (with the workflow's prompt first).
 */




/** The new job's prompt: the step's own `prompt` (one workflow for the pull request's life), then the message. */
function newJobPrompt(config, message) {
    return config.work.plan.kind === 'start' ? `${config.work.plan.prompt}\n\n${message}` : message;
}
/**
 * Why the job takes no more follow-ups, as a push's run judges it (src/pull-request/decide.ts): it
 * is not found, failed or was archived, or its docs pull request was merged or closed. Read with
 * `github-token` only, as before the send the job is read for its docs pull request alone (a step
 * without it reads the job's status once, waiting for it). Undefined when it takes them, or that
 * cannot be read.
 */
async function jobEnded(deps, config, job, budget, 
/** Its status is read without `github-token` too (a review, which the job's wait never answers). */
{ statusAlways = false } = {}) {
    if (config.githubToken === '' && !statusAlways)
        return undefined;
    const timeoutMs = Math.max(1, budget.deadline - deps.clock.now());
    const read = await deps.service.getJob(job, { timeoutMs, signal: budget.signal });
    if (read.kind === 'not-found')
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Job ${job} is not found`;
    if (read.kind !== 'job')
        return undefined;
    if ((0,_common_agent_job_js__WEBPACK_IMPORTED_MODULE_0__/* .takesNoMore */ .ZE)(read.job.status))
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Job ${job} ${read.job.status}`;
    if (config.githubToken === '')
        return undefined;
    const docs = await (0,_push_news_js__WEBPACK_IMPORTED_MODULE_3__/* .docsPullRequestEnded */ .q)(deps, config, read.job);
    return docs === undefined ? undefined : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Job ${job}'s docs pull request ${docs}`;
}
/** A command on a pull request no job was started on: it starts the job, with the prompt and its message, from the head as it stands. */
async function firstJobPlan(config, where, message, lost) {
    const head = await where.host.head(where.budget);
    const plan = { kind: 'start', prompt: newJobPrompt(config, message) };
    const newJob = lost
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Run ${lost.run} sent this pull request's prompt and recorded no job (its answer was lost, or it was stopped), and the service lists none`
        : config.visibility.comment === 'false'
            ? _pull_request_decide_js__WEBPACK_IMPORTED_MODULE_2__/* .NO_RECORD_KEPT */ .Rb
            : 'No agent job was started on this pull request yet';
    return { plan, newJob, first: true, ...(head === undefined ? {} : { head }) };
}
async function commandPlan(deps, config, where, job, message) {
    const { host, trigger, budget } = where;
    if (job.id === '')
        return firstJobPlan(config, where, message, job.lostStart);
    const newJob = await jobEnded(deps, config, job.id, budget);
    if (newJob) {
        // The new job starts from the pull request as it stands: its record keeps the head, so the next push tells only what is new.
        const head = await host.head(budget);
        const plan = { kind: 'start', prompt: newJobPrompt(config, message) };
        return { plan, newJob, ...(head === undefined ? {} : { head }) };
    }
    const plan = { kind: 'message', message };
    const lastHead = job.started?.job === job.id ? job.started.lastHead : undefined;
    if (config.docsNeed.onPush !== 'follow-up' || lastHead === undefined)
        return { plan };
    const head = await host.head(budget);
    if (head === undefined)
        return { plan };
    if (head === lastHead)
        return { plan, head };
    const news = await (0,_push_news_js__WEBPACK_IMPORTED_MODULE_3__/* .newsSince */ .e)({ log: deps.log, config, host, budget }, trigger, job.id, lastHead, head);
    // What the push changed could not be read: the command goes alone, and the head stays untold.
    if (typeof news !== 'string')
        return 'unread' in news ? { plan } : { plan, head };
    deps.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `The pull request changed since job ${job.id} was last told: the message says so first.`);
    return { plan: { kind: 'message', message: `${news}\n\n${message}` }, head };
}


/***/ }),

/***/ 7315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v: () => (/* binding */ commentWriter),
  endSkipped: () => (/* binding */ endSkipped),
  $: () => (/* binding */ queueWire),
  resolveCommand: () => (/* binding */ resolveCommand)
});

// EXTERNAL MODULE: ./src/pull-request/command.ts
var pull_request_command = __webpack_require__(518);
// EXTERNAL MODULE: ./src/pull-request/admission.ts
var pull_request_admission = __webpack_require__(4498);
// EXTERNAL MODULE: ./src/pull-request/command-queue.ts
var command_queue = __webpack_require__(1608);
// EXTERNAL MODULE: ./src/pull-request/comment.ts
var comment = __webpack_require__(4714);
// EXTERNAL MODULE: ./src/pull-request/code-host.ts
var code_host = __webpack_require__(8965);
// EXTERNAL MODULE: ./src/pull-request/host.ts
var host = __webpack_require__(393);
// EXTERNAL MODULE: ./src/pull-request/record.ts
var record = __webpack_require__(6002);
// EXTERNAL MODULE: ./src/output/text.ts
var output_text = __webpack_require__(218);
// EXTERNAL MODULE: ./src/output/redaction.ts
var redaction = __webpack_require__(5928);
// EXTERNAL MODULE: ./src/report/publish.ts
var publish = __webpack_require__(4617);
// EXTERNAL MODULE: ./src/step/command-message.ts
var command_message = __webpack_require__(7637);
// EXTERNAL MODULE: ./src/pull-request/docs-need.ts
var docs_need = __webpack_require__(7761);
;// CONCATENATED MODULE: ./src/step/first-job.ts


/** A command that would start the pull request's first job: where a start is right, on a head vouched for. */
async function firstJob(where, config, command) {
    const facts = await where.codeHost.pullRequestFacts(config.visibility.reportToken, where.trigger, where.budget());
    const none = 'No job was started on this pull request yet, and this comment does not start one';
    if (!facts.ok)
        return refused(none, (0,output_text.msg) `the pull request could not be read (${facts.cause})`, 'comment again later');
    const { open, author } = facts.value;
    if (!open)
        return refused(none, 'the pull request is not open', 'reopen it first');
    if ((0,docs_need/* isAgentLogin */.TI)(author, config.docsNeed.agentLogin))
        return refused(none, "this is the agent's own docs pull request, whose job the product pull request started (its link comment is not here yet)", 'comment on the product pull request, or here once the job has ended');
    return vouchedHead(where, config, command, facts.value, none);
}
/**
 * A command to the pull request's job: on a fork's or Dependabot's pull request, only about a head
 * pushed before the comment (the job is told that commit). A pull request GitHub does not show
 * goes on unpinned, as commands always did: a fork cannot make GitHub's own read fail.
 */
async function commandHead(where, config, command) {
    const facts = await where.codeHost.pullRequestFacts(config.visibility.reportToken, where.trigger, where.budget());
    if (!facts.ok)
        return { head: '', pin: false, agentsOwn: 'unknown' };
    const vouched = await vouchedHead(where, config, command, facts.value, 'Your message was not sent to the job');
    const agentsOwn = 'head' in vouched && (0,docs_need/* isAgentLogin */.TI)(facts.value.author, config.docsNeed.agentLogin);
    return agentsOwn ? { ...vouched, agentsOwn } : vouched;
}
/** Whether the pull request is the agent's own docs pull request, read again; `unknown` when GitHub still does not show it. */
async function agentsOwnAgain(where, config) {
    const facts = await where.codeHost.pullRequestFacts(config.visibility.reportToken, where.trigger, where.budget());
    return facts.ok ? (0,docs_need/* isAgentLogin */.TI)(facts.value.author, config.docsNeed.agentLogin) : 'unknown';
}
/** The head, when the pull request's own author may be trusted or the commenter saw it; else why not. */
async function vouchedHead({ host, budget }, config, command, { fromFork, author, head }, refusal) {
    if (!fromFork && author !== 'dependabot[bot]')
        return { head, pin: false };
    const name = config.visibility.checkName;
    const listed = name === '' ? undefined : await host.checkRuns(head, name, budget());
    const pushed = listed?.ok ? Math.min(...listed.value.map((check) => check.startedAt ?? Number.NaN)) : Number.NaN;
    const at = command.at ?? Number.NaN;
    const dated = Number.isFinite(pushed) && Number.isFinite(at) && pushed <= at;
    // A commit can be the head twice (pushed, replaced, pushed again): the fork job's check run on
    // each push (no record of a job's), or the pull_request runs each push makes, say whether it
    // became the head again after the comment.
    const datedAgain = listed?.ok === true && listed.value.some((check) => !check.externalId && (check.startedAt ?? 0) > at);
    const again = dated && (datedAgain || (await pushedAgain(host, head, at, budget())));
    if (dated && !again)
        return { head, pin: true };
    const why = again
        ? 'its head was pushed again after your comment, so it is not the one you looked at'
        : !Number.isFinite(pushed)
            ? `when its head was pushed cannot be told (no '${name || 'check-name'}' check run on it to date it)`
            : Number.isFinite(at)
                ? 'its head was pushed after your comment, so it is not the one you looked at'
                : 'when your comment was written cannot be told';
    return refused(refusal, why, 'look at the head as it is now and comment again');
}
/** Whether a push made the head the head again after the comment; a host that cannot tell says no. */
async function pushedAgain(host, head, at, budget) {
    const pushed = await host.pushedSince(head, at, budget);
    return pushed.ok && pushed.value;
}
function refused(refusal, why, next) {
    return {
        why: (0,output_text.msg) `${refusal}: ${why}.`,
        reply: `${refusal}: ${typeof why === 'string' ? why : 'see the log'}; ${next}.`,
    };
}

// EXTERNAL MODULE: ./src/report/report.ts
var report = __webpack_require__(8850);
// EXTERNAL MODULE: ./src/common/budget.ts
var common_budget = __webpack_require__(7532);
// EXTERNAL MODULE: ./src/pull-request/where.ts
var where = __webpack_require__(492);
// EXTERNAL MODULE: ./src/common/outcome.ts
var outcome = __webpack_require__(4793);
;// CONCATENATED MODULE: ./src/step/follow-up-command.ts
/**
 * A comment on the pull request as a follow-up (`follow-up-command`): read the comment, check that
 * its author may command (their permission on the repository, read from GitHub), find the job
 * (`job-id`, else the newest this action started on the pull request), and hand the step a
 * message to send; or end the step `skipped`, saying why. Reactions on the comment tell the
 * commenter what happened; a one-line reply is written only to someone who passed the check.
 */
















/** The log says why at once; the report is the caller's to publish, if the run ends here. */
async function skip(deps, why, next) {
    deps.log.info(next ? (0,output_text.msg) `${why} ${next}` : why);
    return { kind: 'skipped', why, ...(next === undefined ? {} : { next }) };
}
/** A comment's run that sent nothing and ends there: outcome `skipped`, its report saying why. */
async function endSkipped(log, skipped) {
    await (0,publish/* publish */.mk)(log, (0,report/* skippedReport */.VY)(skipped.why, skipped.next));
}
/**
 * A command the service certainly did not take (a cancel or time-out before it left, a rate
 * limit): it stays owed, its claim let go, and the next run sends it, once and in order.
 */
async function stillOwed(log, why, release) {
    await release();
    log.info((0,output_text.msg) `The command was not sent (${why}); it stays owed: the pull request's next run ${pull_request_command/* NEXT_RUNS */.TE} sends it, once.`);
}
/** The budget of a reaction or reply owed to the commenter: its own, or after a cancel one shared by all. */
function answerBudget(deps) {
    let answerBy;
    return () => {
        if (!deps.signal.aborted)
            return (0,common_budget/* budgetFor */.vO)(deps.clock, common_budget/* BUDGET_MS */.V_.commandRequest);
        // One budget for all that is owed after a cancel, counted from the first of them.
        answerBy ??= deps.clock.now() + common_budget/* BUDGET_MS */.V_.answerAfterCancel;
        return (0,common_budget/* budgetFor */.vO)(deps.clock, common_budget/* BUDGET_MS */.V_.answerAfterCancel, { until: answerBy });
    };
}
/** The queue's reads and writes on GitHub: what the step owes the commenter is sent after a cancel too, within the runner's grace. */
function queueWire(host, trigger, deps, keys) {
    const read = () => (0,common_budget/* budgetFor */.vO)(deps.clock, common_budget/* BUDGET_MS */.V_.commandRequest, { signals: [deps.signal], until: deps.deadline });
    const sleep = (ms) => deps.clock.sleep(ms, deps.signal);
    const write = answerBudget(deps);
    const recordSent = () => (deps.signal.aborted ? write() : (0,common_budget/* budgetFor */.vO)(deps.clock, common_budget/* BUDGET_MS */.V_.recordSent));
    const date = () => deps.clock.date();
    const left = () => deps.deadline - deps.clock.now();
    return { host, trigger, keys, read, write, recordSent, sleep, date, left, cancelled: () => deps.signal.aborted };
}
/** The commands the action's records say were sent, in a list as read. */
const answeredIn = (listed, trigger, config) => listed.ok ? (0,comment/* answeredCommands */.Wk)(listed.value, trigger, (0,record/* recordKeysOf */.fH)(config), undefined) : undefined;
/** A command sent whose 🚀 GitHub did not confirm (it may have made it, its answer lost): said, since people wait for it (the record keeps it answered). */
function rocketFailed(log, reading, cause) {
    log.warning((0,output_text.msg) `The command of ${reading.login} (comment ${reading.commentId}) was sent, but GitHub did not confirm the 🚀 that says so (${cause}); it may not be there. The record on the action's comment says it was sent, so no later run sends it again. If people wait for the 🚀 and it is missing, add it by hand.`, 'follow-up-command');
}
/** A reply on the command's comment: our prose, in the host's words (GitLab's merge request, pipeline, job's log). */
const replyOn = (host, trigger, budget) => async (html) => void (await host.createComment({ text: (0,where/* inHostWords */.dG)(trigger, html) }, budget()));
/** The oldest earlier command not yet answered, or `refused`: GitHub refused the token itself (401) listing the comments. */
function nextEarlierOf(queue, own, listed, trigger, config) {
    if (!listed.ok && (0,host.refusedForGood)(listed, [401]))
        return Promise.resolve({ kind: 'refused', cause: listed.cause });
    return queue.next(own, listed.ok ? listed.value : undefined, answeredIn(listed, trigger, config));
}
/**
 * Reactions and a reply on the comment, the claim on it, and the earlier commands of the pull
 * request that come first (src/pull-request/command-queue.ts).
 */
function commentWriter(host, trigger, reading, deps, config, 
/** A dead run's claim to take over; whether one workflow runs events and commands (with a prompt, unless told). */
taking = {}) {
    const wire = queueWire(host, trigger, deps, (0,record/* recordKeysOf */.fH)(config));
    const { write: answering, read } = wire;
    const followUp = config.followUp ?? { command: '', permission: 'write' };
    const oneWorkflow = taking.oneWorkflow ?? config.work.plan.kind === 'start';
    const queue = (0,command_queue/* createCommandQueue */.dw)(wire, reading, followUp.command, (0,pull_request_command/* commandLookBack */.UA)(config.timeoutMs), oneWorkflow);
    /** The account the reactions are written by, from GitHub's answer to the first. */
    let own;
    let ownId;
    /** This run's claim on its comment: the `eyes` reaction, and whether GitHub made it for this run (201). */
    let claim;
    const learn = (author) => {
        own ??= author?.login;
        ownId ??= author?.id;
    };
    const reply = replyOn(host, trigger, answering);
    const rules = { queue, wire, log: deps.log, required: followUp.permission, agentLogin: config.docsNeed.agentLogin };
    return {
        id: reading.commentId,
        async react(content) {
            if (content === 'eyes') {
                const made = await queue.claim(reading.commentId, taking.deadClaim);
                learn(made.author);
                claim = made;
                return;
            }
            const answer = await (0,command_queue/* react */.wv)(wire, reading.commentId, content);
            learn(answer.ok ? answer.value.author : undefined);
            if (!answer.ok && content === 'rocket')
                rocketFailed(deps.log, reading, answer.cause);
            // Sent by a re-run after an earlier attempt could not: its 😕 (not sent) no longer stands.
            if (answer.ok && content === 'rocket' && own !== undefined && trigger.attempt > 1)
                await queue.takeBack(reading.commentId, 'confused', own);
        },
        /** GitHub made this run's `eyes` (201): the command is this run's to send. */
        owned: () => claim?.owned === true,
        /** What GitHub answered this run's `eyes` (claimProblem reads it); undefined before it asked. */
        claim: () => claim,
        ownId: () => ownId,
        async notSent(why, failed) {
            if (failed && (0,outcome/* notTaken */.h4)(failed))
                return stillOwed(deps.log, why, () => this.release());
            await this.react('confused');
            // A reply is a surface too: what it says of the service or GitHub goes through the log's redaction.
            await reply(notSentReply((0,redaction/* toProse */.HK)(reading.login), deps.log.prose(why, 1_000), failed));
        },
        reply,
        /** The oldest earlier command not yet answered: none, one to wait for, or one to take over. */
        nextEarlier: async () => own === undefined ? { kind: 'none' } : nextEarlierOf(queue, own, await host.comments(read()), trigger, config),
        takeOver: (next, send) => (0,command_queue/* takeOver */.w9)(next, { ...rules, reply, send }),
        async release() {
            if (claim?.owned && claim.id !== undefined)
                await host.unreact(reading.commentId, claim.id, answering());
        },
        /** Whether the action's account answered the comment 🚀 already: an earlier attempt of a re-run sent it. */
        sentBefore: async () => own !== undefined && (await queue.answeredBefore(reading.commentId, own)) === 'rocket',
        /** Whether this run's claim on its comment stands: no later run took it over. */
        stillOurs: async () => (claim?.id === undefined || (await queue.stillHeld(reading.commentId, claim.id))) &&
            !(own !== undefined && (await queue.answeredBefore(reading.commentId, own)) === 'rocket'),
    };
}
/** The reply to a command not sent: one the service may have taken says so, and where to look before writing it again. */
function notSentReply(login, words, failed) {
    return failed && (0,outcome/* mayHaveBeenTaken */.XJ)(failed)
        ? `${login}: the message may have reached the job: this run could not tell whether the service took it (${words}). Look at the job's conversation on the dashboard before writing the command again, so the job does not get it twice; the workflow run's log says more.`
        : `${login}: the message was not sent to the job as far as this run can tell (${words}); the workflow run's log says what to do before writing the command again.`;
}
/** Who may command, and whether the pull request's next run answers a command left unanswered (its own job: no job-id given). */
const commandRules = (config, trigger, followUp) => ({
    followUp,
    agentLogin: config.docsNeed.agentLogin,
    answeredLater: config.work.jobIds.length === 0 && trigger.pullNumber !== undefined,
    /** With a prompt, a command that sent nothing goes on as the pull request's event (src/step/comment-run.ts). */
    goesOn: config.work.plan.kind === 'start',
});
/** The admission rule as the command's own run asks it: a reply shows how to write a message, to someone who may command. */
const ownRunRules = (config, followUp, log) => ({
    ...{ required: followUp.permission, agentLogin: config.docsNeed.agentLogin, log },
    repliesToNoMessage: true,
});
async function resolveCommand(deps, config, trigger, reviewsFirst) {
    const followUp = config.followUp ?? { command: '', permission: 'write' };
    const reading = (0,pull_request_command/* readCommand */.UK)(deps.codeHost.commentEvent(trigger), followUp.command);
    if (reading.kind !== 'command' || !trigger) {
        const why = reading.kind === 'command' ? 'this is not a workflow run' : reading.why;
        return skip(deps, (0,output_text.msg) `No follow-up sent: ${why}.`);
    }
    const token = config.visibility.reportToken;
    if (token === '')
        return skip(deps, "No follow-up sent: 'report-token' is empty, so the commenter's permission cannot be read.");
    const host = (0,code_host/* reportHostOf */.gl)(deps.codeHost, token, trigger);
    const deadline = Math.min(deps.clock.now() + common_budget/* BUDGET_MS */.V_.command, deps.deadline);
    const budget = () => ({ signal: deps.signal, deadline });
    const { login } = reading;
    const comment = commentWriter(host, trigger, reading, deps, config);
    // A read a cancel or the deadline cut short decides nothing: no 😕 (answered for good), the next run answers it.
    const stopped = () => (0,report/* cutShort */.VV)(deps.signal, deps.clock.now(), deps.deadline) !== undefined;
    const usage = `<code>${(0,output_text.escapeMarkup)(followUp.command)} make the intro shorter</code>`;
    const permission = (who) => host.permission(who, budget());
    const admission = await (0,pull_request_admission/* admitCommand */.Py)(reading, ownRunRules(config, followUp, deps.log), permission);
    if (admission.kind !== 'send')
        return notAdmitted(deps, comment, reading, admission, { ...commandRules(config, trigger, followUp), usage });
    const target = await commandJob({ ...deps, host, trigger, budget }, config, reading, usage);
    if ('why' in target)
        return notForAJob(deps, comment, login, target, stopped());
    const { job, started, said, agentsOwn } = target;
    // The comment as it is now, not as the event wrote it: the run may have waited in the group.
    const now = await host.comment(reading.commentId, budget());
    if (!now.ok && now.status === 404)
        return skip(deps, (0,output_text.msg) `No follow-up sent: comment ${reading.commentId} was deleted before this run could send it.`);
    await comment.react('eyes');
    const unclaimed = claimProblem(comment, trigger);
    // A refusal for good is the workflow's to fix: a warning, where a user looks.
    if (unclaimed && comment.claim()?.refused !== undefined)
        deps.log.warning(unclaimed, 'follow-up-command');
    if (unclaimed)
        return comment.claim()?.refused !== undefined ? { kind: 'skipped', why: unclaimed } : skip(deps, unclaimed);
    // Only a fresh claim is this run's to answer: a re-run finds its earlier attempt's, sent or not.
    if (now.ok && now.value.edited && comment.owned())
        return editedWhileWaiting(deps, comment, reading);
    const sends = await (0,command_message/* commandPlan */.By)(deps, config, { host, trigger, budget: budget() }, { ...target, id: job }, said);
    if (sends.newJob && (await sentByEarlierAttempt(comment, trigger)))
        return sentEarlier(deps, job);
    const where = { ...deps, host, trigger, budget };
    const ownDocs = sends.newJob && agentsOwn && (agentsOwn === true || (await agentsOwnAgain(where, config)));
    if (sends.newJob && ownDocs)
        return noJobOfItsOwn(deps, comment, login, sends.newJob, ownDocs, followUp.command);
    if (sends.newJob)
        await sayNewJob(deps, comment, login, { ...sends, newJob: sends.newJob });
    const sharedComment = sharedCommentOf(started, comment.ownId());
    const withJob = started && !sends.newJob ? { started, jobId: job } : undefined;
    const resolved = {
        kind: 'send',
        work: { plan: sends.plan, jobId: job, jobIds: sends.newJob ? [] : [job] },
        comment: withJob && reviewsFirst ? await reviewsFirst(deps, config, trigger, host, withJob, comment) : comment,
        who: login,
        ...(sends.head === undefined ? {} : { head: sends.head }),
    };
    return sharedComment === undefined ? resolved : { ...resolved, sharedComment };
}
/** A command no job can take now: answered (😕, and why), unless a cancel or the deadline cut the run short. */
async function notForAJob(deps, comment, login, target, stopped) {
    if (stopped)
        return skip(deps, target.why);
    await comment.react('confused');
    await comment.reply(`${(0,redaction/* toProse */.HK)(login)}: ${target.reply}`);
    const skipped = await skip(deps, target.why);
    return target.ends ? { kind: 'skipped', why: target.why, ends: true } : skipped;
}
/** A re-run whose earlier attempt sent the command (🚀) before the job ended: it owes nothing more (no new job, no 😕). */
const sentByEarlierAttempt = async (comment, trigger) => trigger.attempt > 1 && !comment.owned() && (await comment.sentBefore());
const sentEarlier = (deps, job) => skip(deps, (0,output_text.msg) `No follow-up sent: an earlier attempt of this run sent this command to job ${job} already (🚀), and the job has ended since. To document more, write a new command.`);
/** A command with no message: answered 😕, with a reply that shows one. */
async function noMessage(deps, comment, login, usage, command) {
    await comment.react('confused');
    await comment.reply(`${(0,redaction/* toProse */.HK)(login)}: write the message after the command, such as ${usage}.`);
    return skip(deps, (0,output_text.msg) `No follow-up sent: the comment holds only ${command}, no message.`);
}
/**
 * The job's comment, when this run may write its turn there: it is written on only by the account
 * that wrote it, and GitHub's answer to the reaction says who this run's account is.
 */
function sharedCommentOf(started, ownId) {
    const author = started?.comment?.author;
    return author !== undefined && author === ownId ? started?.comment?.id : undefined;
}
/**
 * A command on the agent's own docs pull request (docs in the same repository) whose job ended:
 * that pull request never starts a job of its own (docs/pull-request.md), so it is answered 😕 and
 * sent to the product pull request, whose `/docs` starts the new job.
 */
async function noJobOfItsOwn(deps, comment, login, ended, agentsOwn, command) {
    const where = agentsOwn === true
        ? "this is the agent's own docs pull request, which starts no job"
        : "GitHub did not show the pull request, so whether it is the agent's own docs pull request (which starts no job) is unknown";
    const next = agentsOwn === true
        ? (0,output_text.msg) `comment ${command} on the product pull request: it goes to the job that pull request has now, or starts a new one`
        : 'comment again in a few minutes';
    await comment.react('confused');
    await comment.reply(`${(0,redaction/* toProse */.HK)(login)}: nothing was sent: ${deps.log.prose(ended, 300)}, and ${where}; ${deps.log.prose(next, 300)}.`);
    const why = (0,output_text.msg) `No follow-up sent: ${ended}, and ${where}; ${next}.`;
    deps.log.info(why);
    return { kind: 'skipped', why, ...(agentsOwn === true ? {} : { ends: true }) };
}
/** A command edited after it was written is no command: answered 😕, with a reply that says to write it again. */
async function editedWhileWaiting(deps, comment, reading) {
    await comment.react('confused');
    await comment.reply((0,pull_request_command/* editedCommandReply */.pB)((0,redaction/* toProse */.HK)(reading.login), reading.commentId, 'this run'));
    return skip(deps, (0,output_text.msg) `No follow-up sent: comment ${reading.commentId} was edited while its run waited, and an edited comment is no command.`);
}
/**
 * A command the rule (src/pull-request/admission.ts) does not admit: the run ends, the command
 * answered 😕, unless a cancel or the deadline cut the permission's read short (it decided nothing:
 * the next run answers it), or GitHub did not give it on a pull request whose next run answers the
 * command (`answeredLater`: the pull request's own job, no job-id given): doubt, not a refusal. A
 * reply goes only to someone who may command (no message, a secret alone).
 */
async function notAdmitted(deps, comment, { login, commentId }, admission, { followUp, answeredLater, goesOn, usage, }) {
    const { command, permission: required } = followUp;
    if (admission.kind === 'no-message')
        return noMessage(deps, comment, login, usage, command);
    if (admission.kind === 'secret-alone') {
        const answer = { react: () => comment.react('confused'), reply: comment.reply };
        await (0,pull_request_admission/* refuseSecretAlone */.eo)(deps.log, { id: commentId, login }, answer);
        return skip(deps, (0,output_text.msg) `No follow-up sent: the comment holds a secret after ${command}, and nothing else.`);
    }
    const by = (0,report/* cutShort */.VV)(deps.signal, deps.clock.now(), deps.deadline);
    if (admission.kind === 'unread' && by !== undefined)
        return skip(deps, (0,output_text.msg) `No follow-up sent: the run was ${by === 'cancelled' ? 'cancelled' : "out of its 'timeout'"} before it read the permission of ${login}, so it decided nothing.`, `The pull request's next run ${pull_request_command/* NEXT_RUNS */.TE} answers the command.`);
    const why = admission.kind === 'unread'
        ? (0,output_text.msg) `No follow-up sent: the permission of ${login} could not be read (${admission.cause}), and a follow-up is never sent on doubt.`
        : admission.kind === 'below'
            ? (0,output_text.msg) `No follow-up sent: ${login} has ${admission.level ?? 'no'} permission on this repository, and 'follow-up-permission' asks for ${required}.`
            : (0,output_text.msg) `No follow-up sent: ${(0,pull_request_admission/* refusalOf */.Of)(admission, login, required)}.`;
    if (admission.kind === 'unread' && !admission.forGood && answeredLater) {
        const alone = `The command stays unanswered: the pull request's next run ${pull_request_command/* NEXT_RUNS */.TE} reads the permission again and sends it.`;
        if (!goesOn)
            return skip(deps, why, alone);
        const next = `The command stays unanswered: this run reads the permission again as it goes on as the pull request's event, and sends it if it may; if not, the pull request's next run ${pull_request_command/* NEXT_RUNS */.TE} does.`;
        deps.log.info((0,output_text.msg) `${why} ${next}`);
        return { kind: 'skipped', why, next, nextAlone: alone };
    }
    if (by === undefined)
        await comment.react('confused');
    return skip(deps, why);
}
/** A command that starts a job (none yet, or its docs pull request merged or closed): the log and the commenter are told. */
async function sayNewJob(deps, comment, login, { newJob: why, first }) {
    deps.log.info((0,output_text.msg) `${why}: this command starts ${first ? 'the' : 'a new'} job with its message.`);
    const so = first
        ? "so your message starts this pull request's job, after the workflow's prompt"
        : "so your message starts a new job (with the workflow's prompt, if it has one) instead of reaching a finished one";
    await comment.reply(`${(0,redaction/* toProse */.HK)(login)}: ${deps.log.prose(why, 1_000)}, ${so}.`);
}
/** Why this run may not send its command: another run claimed it first, or GitHub made no claim. */
function claimProblem(comment, trigger) {
    const claim = comment.claim();
    if (claim === undefined)
        return undefined;
    if (claim.refused !== undefined)
        return (0,output_text.msg) `No follow-up sent: GitHub refused this run's claim on the comment, its eyes reaction (${claim.refused}). Answering commands needs the token to react and comment: give the workflow's job pull-requests: write (and the report-token, if it is another token); the command stays owed, and the pull request's next run once the token may react sends it, with no need to write it again.`;
    // GitHub's answer to this run's `eyes` was lost, and another run in progress may have made it.
    if (claim.unsure)
        return "No follow-up sent now: GitHub made a claim on the comment (its eyes reaction) but lost its answer to this run, and another run in progress may have made it; so that the command is never sent twice, this run leaves it, and the run that made it, or the pull request's next run once no other is in progress, sends it.";
    // A first attempt that finds the action's claim already there (GitHub's 200): a later run took this command over.
    if (!claim.owned && claim.id !== undefined && trigger.attempt === 1)
        return 'No follow-up sent: another run of this workflow has already taken this command and sends it.';
    // GitHub did not make this run's `eyes`: the command cannot be kept in order.
    if (claim.id === undefined)
        return (0,output_text.msg) `No follow-up sent: GitHub did not take this run's claim on the comment, its eyes reaction${claim.failed === undefined ? '' : (0,output_text.msg) ` (${claim.failed})`}, so it could not be sent in order and only once; the pull request's next run sends it, with no need to write it again.`;
    return undefined;
}
/**
 * The job a command goes to, the job's record, and what it says; or why none (`reply`: markup).
 * Job '' when no job was started on the pull request yet (a fork's or Dependabot's, a draft, the
 * skip-label) and the workflow has a prompt: the command starts it where a start is right.
 */
async function commandJob(where, config, command, usage) {
    const recorded = await recordedJob(where.host, where.trigger, config, where.budget, command.commentId);
    if (recorded !== undefined && 'why' in recorded && config.work.jobId === '')
        return recorded;
    const lost = recorded !== undefined && 'lostStart' in recorded ? { lostStart: recorded.lostStart } : {};
    const found = recorded && 'lostStart' in recorded ? undefined : recorded;
    const started = found && !('why' in found) ? { started: found } : {};
    const job = config.work.jobId || (found && !('why' in found) ? found.job : '');
    const noPrompt = config.work.plan.kind !== 'start';
    if (job === '' && found === undefined && noPrompt && (await agentsOwnAgain(where, config)) === true)
        return NOT_LINKED_YET;
    if (job === '' && (found !== undefined || noPrompt))
        return noJob(usage);
    const head = job === '' ? await firstJob(where, config, command) : await commandHead(where, config, command);
    if ('why' in head)
        return { why: head.why, reply: where.log.prose(head.reply, 1_000) };
    const said = head.pin ? vouched(command.message, head.head) : command.message;
    return { job, ...started, ...lost, said, ...(head.agentsOwn ? { agentsOwn: head.agentsOwn } : {}) };
}
/** A fork's head, vouched for by the commenter: the job is told that commit, and that later ones were not looked at. */
const vouched = (message, head) => `${message}\n\nWork on commit ${head} of the pull request, the one the person who asked looked at: later commits were not reviewed.`;
/**
 * The agent's docs pull request before the product pull request's step linked its job there (the
 * docs-repository recipe, whose workflow has no prompt): nothing in that recipe runs again here
 * by itself, so the command is answered, with what to do, rather than kept.
 */
const NOT_LINKED_YET = {
    why: "No follow-up sent: this is the agent's own docs pull request, and no job is linked here yet (the product pull request's step writes the comment that links it once it sees this pull request). Write the command again once that comment is here, or on the product pull request, whose job this is.",
    reply: "nothing was sent: this is the agent's docs pull request, and its job is not linked here yet (the action's comment appears here once the product pull request's step sees this pull request). Write the command again once it is here, or on the product pull request.",
};
/** Why nothing was sent when no job was started on the pull request, for the log and the commenter. */
function noJob(usage) {
    const none = 'No agent job was started on this pull request by this action yet';
    return { why: `No follow-up sent: ${none}.`, reply: `${none}; start one first, then reply with ${usage}.` };
}
/**
 * A start another run still sends or waits on, its record naming no job yet: a command now would
 * start a second job. Undefined once that run has ended, or when the host cannot tell (no
 * `actions: read`): then the command starts the job, as the lost start's advice says.
 */
async function startUnderWay(host, lost, budget) {
    if (!lost.underWay)
        return undefined;
    const state = await host.runState({ run: lost.run, attempt: lost.attempt, anyAttempt: true }, budget);
    if (state === 'ended' || state === undefined)
        return undefined;
    const runs = state === 'running' ? 'still runs' : 'may still run (GitHub did not say whether it ended)';
    return {
        why: (0,output_text.msg) `No follow-up sent: run ${lost.run} sent this pull request's prompt and has not recorded its job yet, and it ${runs}; a command now could start a second job. Write the command again once run ${lost.run} has ended: it then goes to the job that run recorded, or starts one if it recorded none.`,
        reply: `nothing was sent: run ${lost.run} is still starting this pull request's job and has not recorded it yet. Write the command again once that run has ended.`,
        // Going on as the pull request's event would call that start lost, against this reply.
        ends: true,
    };
}
/**
 * The newest job this action started on the pull request (or `job-id`'s start) and the comment
 * that recorded it; undefined when there is none; or why the comments could not be read. With
 * `job-id`, a list that cannot be read only means no comment to keep the conversation in.
 */
async function recordedJob(host, trigger, config, budget, commandId) {
    const jobId = config.work.jobId === '' ? undefined : config.work.jobId;
    const keys = (0,record/* recordKeysOf */.fH)(config);
    const withComment = config.visibility.comment !== 'false';
    const query = { jobId, checkName: config.visibility.checkName, holds: commandId, withComment };
    const found = await (0,comment/* findStartedJob */.y5)(host, trigger, keys, budget(), () => host.identity(budget()), query);
    if (found.ok && !found.started && found.unverified && jobId === undefined)
        return {
            why: (0,output_text.msg) `No follow-up sent: ${record/* UNVERIFIED_RECORD */.uj.why}. ${record/* UNVERIFIED_RECORD */.uj.next} Or name the job with 'job-id'.`,
            reply: "nothing was sent: the job's record on this pull request cannot be verified with this workflow's api-key (was the key rotated?). The workflow's log says what a maintainer can do.",
        };
    // This run's own earlier attempt's start is the re-run's to judge (sentByEarlierAttempt).
    const lost = found.ok && !found.started && jobId === undefined ? found.lostStart : undefined;
    if (lost && lost.run !== trigger.runId)
        return (await startUnderWay(host, lost, budget())) ?? { lostStart: lost };
    if (found.ok)
        return found.started;
    if (jobId !== undefined)
        return undefined;
    return 'onCheckRuns' in found
        ? {
            why: (0,output_text.msg) `No follow-up sent: ${found.cause}.`,
            reply: "nothing was sent: the check runs that may record this pull request's job could not be read. Try again in a few minutes.",
        }
        : {
            why: (0,output_text.msg) `No follow-up sent: the pull request's comments could not be read (${found.cause}).`,
            reply: "nothing was sent: this pull request's comments, where the job is recorded, could not be read. Try again in a few minutes.",
        };
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
