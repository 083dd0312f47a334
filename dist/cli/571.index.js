export const id = 571;
export const ids = [571];
export const modules = {

/***/ 7571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cu: () => (/* binding */ closedByEvent),
/* harmony export */   LD: () => (/* binding */ decide),
/* harmony export */   Rb: () => (/* binding */ NO_RECORD_KEPT)
/* harmony export */ });
/* harmony import */ var _common_agent_job_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7522);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(218);
/* harmony import */ var _docs_need_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7761);
/* harmony import */ var _rerun_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7093);
/* harmony import */ var _where_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(492);
/**
 * What a run of the one workflow owes its pull request, decided in one pure function from what the
 * run has read (the snapshot), its event and its inputs. No I/O and no clock: a fact the decision
 * needs and the snapshot lacks is asked for (`read`), the run reads it once, and asks again. The
 * event only adds what it brings (a close, a head); what is owed comes from the records: the
 * newest head not yet told, and a `/docs` command whose own run never came (cancelled while
 * pending, skipped, killed), which the run that acts sends first, oldest first by its queue;
 * on the job's docs pull request, a review no run answered, when no command is owed.
 */





/** Why a pull request with `comment: false` has no job to tell, said where one would be. */
const NO_RECORD_KEPT = "'comment' is false, so no record of a job is kept on this pull request: each push and each command starts a new job (remove 'comment: false' to keep one job per pull request)";
const read = (fact) => ({ kind: 'read', fact });
const decided = (then, more = {}) => ({
    kind: 'decided',
    decision: { ...more, then },
});
/** The job's state as the new head's check run shows it: never `skipped`, which could hide a failure. */
/** A turn read as it is now starts no job for the head: the pull request's own run does, or a command. */
const NO_START_READ_NOW = {
    outcome: 'nothing-new',
    heading: 'No job started by this turn',
    why: "A scheduled turn starts no job for the pull request's head: its own pipeline does, or a command of a person who may.",
};
function nothingToSend(job, status, why) {
    return {
        kind: 'end',
        ending: { outcome: 'nothing-new', heading: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Nothing new for job ${job}`, why },
        conclusion: status === 'completed' ? 'success' : 'neutral',
    };
}
/** Why a `/docs` on the agent's own docs pull request whose job has ended sends nothing, and where to go instead. */
function noJobOfItsOwn(gone) {
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `${gone} This is the agent's own docs pull request, which starts no job: write the command on the product pull request: it goes to the job that pull request has now, or starts a new one.`;
}
/**
 * A pull request marked a draft or given the skip-label that has a job: no job starts, and the one
 * it has is kept, told of no push for now. One still working goes on, its comment as it is; one that
 * has ended keeps its comment, this heading a line atop it. The outcome stays the draft's or the label's.
 */
function keptJob(job, ending, inputs, head) {
    const label = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.quoted)(inputs.docsNeed.skipLabel, 100);
    const draft = ending.outcome === 'draft';
    // Its docs pull request ended at this head: undoing the draft or the label starts nothing either.
    if (job.docsEnded !== undefined && job.lastHead === head) {
        const starts = draft ? 'A draft starts no job.' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `The label ${label} ('skip-label') starts no job.`;
        const why = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `${starts} Job ${job.id}'s docs pull request ${job.docsEnded}, and the job was told about this head: the next push, or a command, starts a new job.`;
        return { kind: 'end', ending: { outcome: ending.outcome, heading: ending.heading, why }, conclusion: 'skipped' };
    }
    if (jobGone(job))
        return undefined;
    const working = !(0,_common_agent_job_js__WEBPACK_IMPORTED_MODULE_0__/* .isFinal */ .dR)(job.status);
    const kept = working ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Job ${job.id} goes on` : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Job ${job.id} is kept`;
    const heading = draft
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `${kept}: the pull request is a draft`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `${kept}: the pull request is labelled ${label}`;
    const why = draft
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `A draft starts no job; job ${job.id}, which this pull request has already, ${working ? 'goes on, and ' : ''}is told what changed once the pull request is marked ready for review.`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `The label ${label} ('skip-label') starts no job; job ${job.id}, which this pull request has already, ${working ? 'goes on, and ' : ''}is told of no push while the label stays: removing it tells the job what changed.`;
    const keeps = working ? { keepsComment: true } : {};
    return { kind: 'end', ending: { outcome: ending.outcome, heading, why, ...keeps }, conclusion: 'skipped' };
}
/**
 * The head's turn was cut short while it waited (`wait: true`), or its run ended with no ending
 * recorded (killed while it waited), and its job has ended since: reported now, as that turn would
 * have. A let-go step's such turn is taken over while its job still works, and let go again.
 */
function reportOfCutTurn(job, head, inputs) {
    const waited = inputs.waits === true || (job.headTurnEnded === true && inputs.letsGo === true);
    const cut = job.headTurnCut === true || job.headTurnEnded === true;
    if (job.lastHead !== head || !cut || !waited)
        return undefined;
    // A job still at work is left to run (the turn's next run reports it), but for a let-go step's:
    // with no record to sweep and its label off, no run would come; so it lets go again.
    const letGoAgain = job.headTurnEnded === true && inputs.letsGo === true && job.status !== 'unknown';
    if (!(0,_common_agent_job_js__WEBPACK_IMPORTED_MODULE_0__/* .isFinal */ .dR)(job.status) && !letGoAgain)
        return undefined;
    const how = job.headTurnCut
        ? "since this head's turn was cut short while it waited (cancelled, or out of time)"
        : "and this head's turn recorded no ending though its run has ended (killed while it waited, or its last write failed)";
    const say = (0,_common_agent_job_js__WEBPACK_IMPORTED_MODULE_0__/* .isFinal */ .dR)(job.status)
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Job ${job.id} has ended (${job.status}) ${how}: this run reports how it ended, as that turn would have.`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Job ${job.id} is still ${job.status}, but this head's turn recorded no ending though its run has ended (killed while it waited, or its last write failed): this run takes that turn over and lets go again, so a sweep reports how the job ends.`;
    return { kind: 'report', jobId: job.id, say, ...(job.headTurnCut ? {} : { unrecorded: true }) };
}
const queuedWhileBusy = (job, head) => job.queuedHeads?.includes(head) === true && !(0,_common_agent_job_js__WEBPACK_IMPORTED_MODULE_0__/* .isFinal */ .dR)(job.status);
/** The job an owed command or review goes to; while it is busy, what turns queued for it already are held there, not taken again. */
function toJob(job, held, news) {
    const waits = held !== undefined && held.length > 0 && !(0,_common_agent_job_js__WEBPACK_IMPORTED_MODULE_0__/* .isFinal */ .dR)(job.status);
    return { jobId: job.id, ...(news === undefined ? {} : { news }), ...(waits ? { held } : {}) };
}
/** What the push changed could not be read: nothing is sent, so nothing is sent twice; the next run tells it. */
function notRead(job, why, more = {}) {
    const ending = {
        outcome: 'nothing-new',
        heading: 'Nothing sent: the push could not be read',
        why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `${why}; nothing was sent to job ${job}.`,
    };
    const warning = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `${why}, so job ${job} is not told of this push now: the next event or sweep, or a re-run of this run, tells it once the report-token works.`;
    return decided({ kind: 'end', ending, conclusion: 'neutral', warning, unread: true }, more);
}
/** A job that can take no more: a new one starts (and takes an owed command). */
function jobGone(job) {
    if (job.status === 'not-found')
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Job ${job.id}, this pull request's, is not found.`;
    if ((0,_common_agent_job_js__WEBPACK_IMPORTED_MODULE_0__/* .takesNoMore */ .ZE)(job.status))
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Job ${job.id}, this pull request's, ${job.status}.`;
    if (job.docsEnded !== undefined)
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Job ${job.id}'s docs pull request ${job.docsEnded}.`;
    return undefined;
}
/** How the pull request its run's event shows was closed (merged or not, by whom); undefined while it is open. */
function closedByEvent(trigger) {
    const pull = trigger?.pullRequest;
    if (pull === undefined || pull.state === 'open')
        return undefined;
    return {
        merged: pull.state === 'merged',
        ...(pull.author === undefined ? {} : { author: pull.author }),
        ...(pull.closedAt === undefined ? {} : { closedAt: pull.closedAt }),
    };
}
/** A closed pull request (not the agent's own docs pull request, which ends as its own) starts no job. */
const CLOSED = {
    outcome: 'nothing-new',
    heading: 'No new docs job: the pull request was closed',
    why: 'A closed pull request starts no job.',
};
const MERGED = {
    outcome: 'nothing-new',
    heading: 'No new docs job: the pull request was merged',
    why: 'A merged pull request starts no job.',
};
/** A close whose job could not be found: its docs pull request is not told, which a re-run of the run does. */
function closeUntold(why) {
    const ending = {
        outcome: 'nothing-new',
        heading: 'Docs pull request not told of the close: the job could not be found',
        why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `${why}.`,
        next: 'Re-run this run to tell it.',
    };
    const warning = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `${why}: the job's docs pull request is not told of the close; a re-run of this run tells it.`;
    return { kind: 'end', ending, conclusion: 'neutral', warning, unread: true };
}
const startSay = (why) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `${why} This run starts a new job with the prompt.`;
/**
 * What the run does for its pull request. `trigger` is a pull request event of a workflow with a
 * `prompt`; a re-run's earlier record wins, then an event with nothing to do (which still sends an
 * owed command), then the job the records name: start one, tell it the news, or nothing new.
 */
function decide(snapshot, trigger, inputs) {
    const pull = trigger.pullRequest;
    if (!pull)
        return decided({ kind: 'start' });
    if (trigger.attempt > 1 && inputs.onRerun !== 'start') {
        if (snapshot.earlier === undefined)
            return read('earlier');
        const resumed = rerunOf(snapshot, trigger, inputs);
        if (resumed)
            return resumed;
    }
    // A closed pull request is decided as its close, whatever the event: the close's own run may
    // never have come (cancelled, skipped), and telling the close is done once however often it runs.
    const closing = pull.state === 'open' ? {} : { closing: true };
    const owes = inputs.followUp && inputs.canRead;
    // The agent's own pull request, the skip-label or a draft: no job, without reading the files. Any
    // other label change goes on as a push does: a run it cancelled while pending may have had news.
    let ending = closing.closing && !(0,_docs_need_js__WEBPACK_IMPORTED_MODULE_2__/* .isAgentLogin */ .TI)(pull.author, inputs.docsNeed.agentLogin)
        ? pull.state === 'merged'
            ? MERGED
            : CLOSED
        : (0,_docs_need_js__WEBPACK_IMPORTED_MODULE_2__/* .pullRequestNeedsNothing */ .jl)(pull, inputs.docsNeed);
    let warning;
    // Without a report-token the files cannot be read: the read says so, and takes `paths` as matching.
    if (!ending && inputs.docsNeed.paths.length > 0) {
        if (snapshot.paths === undefined)
            return read('paths');
        if (snapshot.paths.kind === 'none-match')
            ({ ending, warning } = snapshot.paths);
    }
    const merged = mergedUntold(snapshot, trigger, inputs);
    if (merged)
        return merged;
    if (ending) {
        const conclusion = ending.fails === 'input' ? 'failure' : 'skipped';
        let then = { kind: 'end', ending, conclusion, ...(warning ? { warning } : {}) };
        // A draft or the skip-label says no job starts, not that the job it has stops: that one is read, and its comment kept.
        const mayHaveJob = inputs.canRead && !closing.closing && (ending.outcome === 'draft' || ending.outcome === 'skip-label');
        // A close tells the job's docs pull request and comment, so it reads the job even with no command owed.
        if (!owes && !(closing.closing && inputs.canRead) && !mayHaveJob)
            return decided(then, closing);
        if (snapshot.job === undefined)
            return read('job');
        const { job } = snapshot;
        // Not knowing the job is never "no job": the close it owes its docs pull request is not told now.
        if (job.kind === 'doubt' && (ending === CLOSED || ending === MERGED))
            return decided(closeUntold(job.why), closing);
        if (mayHaveJob && job.kind === 'found')
            then = keptJob(job, ending, inputs, trigger.headSha) ?? then;
        // No job yet (a draft, the skip-label, files that need no docs): an owed command starts one with
        // its message, as its own run would have (GitLab runs none for a note: this is its only run).
        if (job.kind === 'none' && owes && !closing.closing && !(0,_docs_need_js__WEBPACK_IMPORTED_MODULE_2__/* .isAgentLogin */ .TI)(pull.author, inputs.docsNeed.agentLogin))
            return decided(then, { commandTo: { newJob: true } });
        if (job.kind !== 'found' || !owes)
            return decided(then, closing);
        const gone = jobGone(job);
        const reviews = inputs.reviews && job.docsPullRequest && !gone && !closing.closing;
        const agentsOwn = (0,_docs_need_js__WEBPACK_IMPORTED_MODULE_2__/* .isAgentLogin */ .TI)(pull.author, inputs.docsNeed.agentLogin) || job.docsPullRequest === true;
        return decided(then, {
            ...closing,
            commandTo: !gone
                ? toJob(job, job.queuedCommands)
                : agentsOwn
                    ? { refused: noJobOfItsOwn(gone) }
                    : { newJob: true },
            ...(reviews ? { reviewsTo: toJob(job, job.queuedReviews) } : {}),
        });
    }
    return decideForHead(snapshot, trigger, inputs);
}
/**
 * A re-run whose earlier attempt sent what this one would (src/pull-request/rerun.ts judges the
 * record): a push's message is waited for again; a start goes on to the send, which judges the
 * prompt's text against the record. Undefined: this attempt decides as a first one would.
 */
function rerunOf(snapshot, trigger, inputs) {
    const earlier = snapshot.earlier?.kind === 'found' ? snapshot.earlier.record : undefined;
    const open = (trigger.pullRequest?.state ?? 'open') === 'open';
    const unanswered = earlier?.kind === 'prompt' && earlier.unanswered === true;
    if (!earlier || (earlier.jobs.length === 0 && !unanswered))
        return undefined;
    // A re-run of a start on a pull request closed since is decided as its close (the close's own
    // run may never have come): it tells the docs pull request and starts nothing. A start whose
    // answer was lost goes to the send, which says the job it starts may be a second one.
    if (earlier.kind === 'prompt') {
        if (!open || (earlier.failed && !unanswered))
            return undefined;
        if (inputs.canRead && snapshot.job === undefined)
            return read('job');
        const { job } = snapshot;
        // A working job a later run started since carries the pull request should the earlier one have
        // failed, or its start's answer been lost.
        const later = job?.kind === 'found' && !earlier.jobs.includes(job.id) && jobGone(job) === undefined ? { laterJob: job.id } : {};
        return decided({ kind: 'start', ...later });
    }
    if (earlier.kind !== 'message')
        return undefined;
    const question = { kind: 'message', attempt: trigger.attempt, onRerun: inputs.onRerun ?? 'resume' };
    const verdict = (0,_rerun_js__WEBPACK_IMPORTED_MODULE_3__/* .rerunVerdict */ .i)(question, { kind: 'found', record: earlier });
    if (verdict.kind !== 'resume')
        return undefined;
    // The job may have failed since the earlier attempt told it (that attempt stopped first): one
    // that did is sent again, not resumed; a re-run of a close still ends with the close's notice.
    if (inputs.canRead && snapshot.job === undefined)
        return read('job');
    const { job } = snapshot;
    const failedSince = job?.kind === 'found' && verdict.jobs.includes(job.id) && failOnOf(inputs).has(job.status);
    if (failedSince)
        return undefined;
    const closing = open ? {} : { closing: true };
    const { attempt, jobs, unfinished } = verdict;
    return decided({ kind: 'resume', attempt, jobs, ...(unfinished ? { unfinished } : {}) }, closing);
}
const failOnOf = (inputs) => inputs.failOn ?? new Set(['failed']);
/**
 * A merge whose last pushes the job was not told: what was merged is what the docs must follow, so
 * the close tells the job the news (and writes the head's check run), besides telling its docs pull
 * request. Undefined: the close ends as any run with nothing to do.
 */
function mergedUntold(snapshot, trigger, inputs) {
    const pull = trigger.pullRequest;
    const head = trigger.headSha;
    if (pull?.state !== 'merged' || head === undefined || !inputs.canRead)
        return undefined;
    // What leaves an open pull request's push untold leaves the merge's too (the skip-label, the agent's own).
    if (inputs.docsNeed.onPush !== 'follow-up' || (0,_docs_need_js__WEBPACK_IMPORTED_MODULE_2__/* .pullRequestNeedsNothing */ .jl)(pull, inputs.docsNeed))
        return undefined;
    if (snapshot.job === undefined)
        return read('job');
    const { job } = snapshot;
    if (job.kind !== 'found' || jobGone(job) || job.docsPullRequest || job.lastHead === head)
        return undefined;
    // Its news queued already while the job is busy: the close is told now, the news once the job is not.
    if (queuedWhileBusy(job, head))
        return undefined;
    if (snapshot.news === undefined)
        return read('news');
    if (snapshot.news.kind === 'unread')
        return notRead(job.id, snapshot.news.why, { closing: true });
    if (snapshot.news.kind === 'nothing')
        return undefined;
    const news = snapshot.news.text;
    const say = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `This pull request was merged with changes job ${job.id} was not told: they are sent to it as a follow-up.`;
    const commandTo = inputs.followUp ? { commandTo: toJob(job, job.queuedCommands, news) } : {};
    return decided({ kind: 'tell', jobId: job.id, news, say }, { closing: true, ...commandTo });
}
/** An open pull request with something to do: start its job, tell it the news, or nothing new. */
/** A start for the head; none on a turn read as it is now, where only a command that may go starts one. */
function startOrNot(trigger, owes, agentLogin, say) {
    const newJob = owes ? { commandTo: { newJob: true } } : {};
    if (trigger.pullRequest?.readNow)
        return decided({ kind: 'end', ending: NO_START_READ_NOW, conclusion: 'skipped' }, newJob);
    // An event that does not name the author (GitLab's), whose read failed: it may be the agent's own.
    if (trigger.authorUnsaid && trigger.pullRequest?.author === undefined && agentLogin.trim() !== '')
        return decided({ kind: 'end', ending: authorUnread(trigger), conclusion: 'failure', unread: true });
    return decided({ kind: 'start', ...(say ? { say: startSay(say) } : {}) }, newJob);
}
/** No start while who opened the pull request is not known: the agent's own must start no job. */
const authorUnread = (trigger) => ({
    outcome: 'nothing-new',
    heading: 'No job started: who opened the pull request could not be read',
    why: "Who opened this pull request could not be read, so whether it is the agent's own ('agent-login'), which starts no job, is not known; nothing was started.",
    next: `Re-run this run once ${(0,_where_js__WEBPACK_IMPORTED_MODULE_4__/* .wordsOf */ .Z9)(trigger).host} answers again.`,
    fails: 'unread',
});
/** Nothing sent on a doubt: the next run retries, or, when the host refused the token for good, the step fails. */
/** What kept the job from being known, in the heading: a start's lost answer, a read that failed, or neither. */
const doubtHeading = (job) => job.lostStart
    ? "Nothing sent: an earlier start's answer was lost"
    : job.unread
        ? "Nothing sent: the job's record could not be read"
        : job.unverified
            ? "Nothing sent: the job's record could not be verified with this api-key"
            : 'Nothing sent: the job could not be found';
function doubtEnding(job, trigger) {
    const why = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `${job.why}; nothing was sent.`;
    if (job.refused) {
        const next = 'Nothing more can be done with that token: fix it as said, then re-run this run.';
        const ending = { outcome: 'nothing-new', heading: 'Nothing sent: the token was refused', why, next };
        return { kind: 'end', ending: { ...ending, fails: 'refused' }, conclusion: 'neutral', unread: true };
    }
    // No event comes back for this push: passing, the pull request would keep no job and no record
    // that a schedule could find. Failing, the run is there to run again.
    if (trigger.pullRequest?.noRetryingEvent && job.unread) {
        const next = `No later run does this by itself: re-run this run once ${(0,_where_js__WEBPACK_IMPORTED_MODULE_4__/* .wordsOf */ .Z9)(trigger).host} answers again.`;
        const ending = {
            outcome: 'nothing-new',
            heading: doubtHeading(job),
            why,
            next,
        };
        return { kind: 'end', ending: { ...ending, fails: 'unread' }, conclusion: 'failure', unread: true };
    }
    const next = job.next ?? 'The next event or a re-run tries again.';
    const ending = {
        outcome: 'nothing-new',
        heading: doubtHeading(job),
        why,
        next,
    };
    const warning = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `${job.why}, so nothing is sent: a new job could be a second one. ${next}`;
    return { kind: 'end', ending, conclusion: 'neutral', warning, unread: true };
}
const agentsOwnPushes = (job) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `This is job ${job.id}'s docs pull request: its pushes are the agent's own.`;
/**
 * A re-run of a run older than the one that told the job its last head (run ids grow as events come;
 * a re-run keeps its old event and head): that head is the newer. Only a re-run: a first attempt
 * may have waited in its concurrency group while a later run (a sweep) told an older queued head.
 */
const toldByLaterRun = (job, trigger) => trigger.attempt > 1 &&
    /^\d{1,15}$/.test(trigger.runId) &&
    /^\d{1,15}$/.test(job.toldByRun ?? '') &&
    Number(job.toldByRun) > Number(trigger.runId);
const olderThanTold = (job) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Job ${job.id} was told of a newer head (${job.lastHead ?? ''}) by a later run (${job.toldByRun ?? ''}): this re-run's event, and its head, are older, so there is nothing newer to tell.`;
const startedForHead = (job) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Job ${job.id} was started for this head already; the next push starts the next job (on-push: new-job).`;
const NO_JOB_FOR_HEAD = "No job was started for this head yet (its push's run may have been cancelled or skipped).";
const noJobFound = (inputs) => inputs.keepsNoRecord ? `${NO_RECORD_KEPT}.` : 'No job was started on this pull request by this action yet.';
/** 'new-job' starts one for each push; another event (a label, ready for review) only for a head no job was started for. */
const startsForEachPush = (trigger, inputs) => inputs.docsNeed.onPush === 'new-job' && (trigger.pullRequest?.notPushed !== true || !inputs.canRead);
function decideForHead(snapshot, trigger, inputs) {
    const head = trigger.headSha;
    const owes = inputs.followUp && inputs.canRead;
    const start = (say) => startOrNot(trigger, owes, inputs.docsNeed.agentLogin, say);
    if (head === undefined || startsForEachPush(trigger, inputs))
        return start();
    if (!inputs.canRead)
        return start("'report-token' is empty, so the job this pull request already has cannot be found.");
    if (snapshot.job === undefined)
        return read('job');
    const { job } = snapshot;
    // The step's 'timeout' ran out reading them: a time-out, not a doubt. The start sends nothing after the
    // deadline, and ends timed out, the comment and check run saying so ('nothing-new' creates no comment).
    if (job.kind === 'doubt' && job.late)
        return decided({ kind: 'start' });
    // Not knowing whether the pull request has a job is never "it has none" (a second job): only one just
    // opened has none yet. A lost start's advice is a command for a new job: one owed since is that (GitLab too).
    if (job.kind === 'doubt' && trigger.pullRequest?.opened !== true)
        return decided(doubtEnding(job, trigger), job.lostStart && owes ? { commandTo: { newJob: true } } : {});
    if (job.kind !== 'found')
        return start(noJobFound(inputs));
    const gone = jobGone(job);
    // The agent's own docs pull request (kept by its job's record) starts no job, even once that job has ended.
    if (gone && job.docsPullRequest)
        return decided(nothingToSend(job.id, job.status, (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `This is job ${job.id}'s docs pull request, which starts no job. ${gone}`), owes ? { commandTo: { refused: noJobOfItsOwn(gone) } } : {});
    // Its docs pull request merged or closed at the head it was last told: the docs follow that head
    // already, so only a push (or a command) starts the next job, never a label, a review or an edit.
    if (gone && job.docsEnded !== undefined && job.lastHead === head)
        return decided(nothingToSend(job.id, job.status, (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `${gone} It was told about this head: the next push, or a command, starts a new job.`), owes ? { commandTo: { newJob: true } } : {});
    if (gone)
        return start(gone);
    if (job.docsPullRequest)
        return decided(nothingToSend(job.id, job.status, agentsOwnPushes(job)), {
            ...(owes ? { commandTo: toJob(job, job.queuedCommands) } : {}),
            ...(owes && inputs.reviews ? { reviewsTo: toJob(job, job.queuedReviews) } : {}),
        });
    // An owed command goes to the job, after the news when there is some.
    const commandTo = (news) => (owes ? { commandTo: toJob(job, job.queuedCommands, news) } : {});
    const nothing = (why) => decided(nothingToSend(job.id, job.status, why), commandTo());
    // A turn of this head cut short, or ended unrecorded, is reported whatever 'on-push' says of pushes.
    const report = reportOfCutTurn(job, head, inputs);
    if (report)
        return decided(report, commandTo());
    if (inputs.docsNeed.onPush === 'new-job')
        return job.lastHead === head ? nothing(startedForHead(job)) : start(NO_JOB_FOR_HEAD);
    if (inputs.docsNeed.onPush === 'ignore')
        return nothing((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `'on-push' is ignore: job ${job.id} is not told about this push.`);
    if (job.lastHead === head)
        return nothing((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `Job ${job.id} was already told about this head.`);
    if (toldByLaterRun(job, trigger))
        return nothing(olderThanTold(job));
    // Queued again at each run while the job stays busy, a head would never settle: its turn tells it once the job is not.
    if (queuedWhileBusy(job, head))
        return nothing((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `This head's news is queued for job ${job.id} already, which is busy: it is sent once the job is not.`);
    if (snapshot.news === undefined)
        return read('news');
    const { news } = snapshot;
    if (news.kind === 'nothing')
        return nothing(news.why);
    if (news.kind === 'unread')
        return notRead(job.id, news.why);
    const say = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `This push goes to job ${job.id}, this pull request's, as a follow-up once the job is not busy (on-push: follow-up).`;
    return decided({ kind: 'tell', jobId: job.id, news: news.text, say }, commandTo(news.text));
}


/***/ })

};
