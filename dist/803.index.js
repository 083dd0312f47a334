export const id = 803;
export const ids = [803,48];
export const modules = {

/***/ 7571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ closedByEvent),
/* harmony export */   L: () => (/* binding */ decide)
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
        ending: { outcome: 'nothing-new', heading: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Nothing new for job ${job}`, why },
        conclusion: status === 'completed' ? 'success' : 'neutral',
    };
}
/** Why a `/docs` on the agent's own docs pull request whose job has ended sends nothing, and where to go instead. */
function noJobOfItsOwn(gone) {
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${gone} This is the agent's own docs pull request, which starts no job: write the command on the product pull request to start a new one.`;
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
        why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${why}; nothing was sent to job ${job}.`,
    };
    const warning = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${why}, so job ${job} is not told of this push now: the next event or sweep, or a re-run of this run, tells it once the report-token works.`;
    return decided({ kind: 'end', ending, conclusion: 'neutral', warning, unread: true }, more);
}
/** A job that can take no more: a new one starts (and takes an owed command). */
function jobGone(job) {
    if (job.status === 'not-found')
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Job ${job.id}, this pull request's, is not found.`;
    if ((0,_common_agent_job_js__WEBPACK_IMPORTED_MODULE_0__/* .takesNoMore */ .ZE)(job.status))
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Job ${job.id}, this pull request's, ${job.status}.`;
    if (job.docsEnded !== undefined)
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Job ${job.id}'s docs pull request ${job.docsEnded}.`;
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
    heading: 'No docs job: the pull request was closed',
    why: 'A closed pull request starts no job.',
};
const MERGED = {
    outcome: 'nothing-new',
    heading: 'No docs job: the pull request was merged',
    why: 'A merged pull request starts no job.',
};
/** A close whose job could not be found: its docs pull request is not told, which a re-run of the run does. */
function closeUntold(why) {
    const ending = {
        outcome: 'nothing-new',
        heading: 'Docs pull request not told of the close: the job could not be found',
        why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${why}.`,
        next: 'Re-run this run to tell it.',
    };
    const warning = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${why}: the job's docs pull request is not told of the close; a re-run of this run tells it.`;
    return { kind: 'end', ending, conclusion: 'neutral', warning, unread: true };
}
const startSay = (why) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${why} This run starts a new job with the prompt.`;
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
        const then = { kind: 'end', ending, conclusion: 'skipped', ...(warning ? { warning } : {}) };
        // A close tells the job's docs pull request and comment, so it reads the job even with no command owed.
        if (!owes && !(closing.closing && inputs.canRead))
            return decided(then, closing);
        if (snapshot.job === undefined)
            return read('job');
        const { job } = snapshot;
        // Not knowing the job is never "no job": the close it owes its docs pull request is not told now.
        if (job.kind === 'doubt' && (ending === CLOSED || ending === MERGED))
            return decided(closeUntold(job.why), closing);
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
    // A start whose answer was lost: the send says the job it starts may be a second one.
    if (earlier?.kind === 'prompt' && earlier.unanswered)
        return decided({ kind: 'start' });
    if (!earlier || earlier.jobs.length === 0)
        return undefined;
    // A re-run of a start on a pull request closed since is decided as its close (the close's own
    // run may never have come): it tells the docs pull request and starts nothing.
    if (earlier.kind === 'prompt')
        return earlier.failed || !open ? undefined : decided({ kind: 'start' });
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
    const say = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `This pull request was merged with changes job ${job.id} was not told: they are sent to it as a follow-up.`;
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
function doubtEnding(job, trigger) {
    const why = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${job.why}; nothing was sent.`;
    if (job.refused) {
        const next = 'Nothing more can be done with that token: fix it as said, then re-run this run.';
        const ending = { outcome: 'nothing-new', heading: 'Nothing sent: the token was refused', why, next };
        return { kind: 'end', ending: { ...ending, fails: 'refused' }, conclusion: 'neutral', unread: true };
    }
    // No event comes back for this push: passing, the pull request would keep no job and no record
    // that a schedule could find. Failing, the run is there to run again.
    if (trigger.pullRequest?.noRetryingEvent && job.unread) {
        const next = `No later run does this by itself: re-run this run once ${(0,_where_js__WEBPACK_IMPORTED_MODULE_4__/* .wordsOf */ .Z9)(trigger).host} answers again.`;
        const ending = { outcome: 'nothing-new', heading: 'Nothing sent: the job could not be found', why, next };
        return { kind: 'end', ending: { ...ending, fails: 'unread' }, conclusion: 'failure', unread: true };
    }
    const next = job.next ?? 'The next event or a re-run tries again.';
    const ending = { outcome: 'nothing-new', heading: 'Nothing sent: the job could not be found', why, next };
    const warning = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${job.why}, so nothing is sent: a new job could be a second one. ${next}`;
    return { kind: 'end', ending, conclusion: 'neutral', warning, unread: true };
}
function decideForHead(snapshot, trigger, inputs) {
    const head = trigger.headSha;
    const owes = inputs.followUp && inputs.canRead;
    const start = (say) => startOrNot(trigger, owes, inputs.docsNeed.agentLogin, say);
    if (head === undefined || inputs.docsNeed.onPush === 'new-job')
        return start();
    if (!inputs.canRead)
        return start("'report-token' is empty, so the job this pull request already has cannot be found.");
    if (snapshot.job === undefined)
        return read('job');
    const { job } = snapshot;
    // The step's 'timeout' ran out reading them: a time-out, not a doubt. The start sends nothing
    // after the deadline, and ends as any start whose time went before it could be sent: timed out,
    // nothing sent, the comment and check run saying so (not 'nothing-new', which passes and creates
    // no comment).
    if (job.kind === 'doubt' && job.late)
        return decided({ kind: 'start' });
    // Not knowing whether the pull request has a job is never "it has none": that would start a
    // second. Only a pull request just opened cannot have one yet.
    // A start whose answer was lost: its advice is to check the dashboard, then command a new job;
    // a command owed since is that, on a host that runs nothing for a comment (GitLab) too.
    if (job.kind === 'doubt' && trigger.pullRequest?.opened !== true)
        return decided(doubtEnding(job, trigger), job.lostStart && owes ? { commandTo: { newJob: true } } : {});
    if (job.kind !== 'found')
        return start('No job was started on this pull request by this action yet.');
    const gone = jobGone(job);
    // The agent's own docs pull request (kept by its job's record) starts no job, even once that job has ended.
    if (gone && job.docsPullRequest)
        return decided(nothingToSend(job.id, job.status, (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `This is job ${job.id}'s docs pull request, which starts no job. ${gone}`), owes ? { commandTo: { refused: noJobOfItsOwn(gone) } } : {});
    // Its docs pull request merged or closed at the head it was last told: the docs follow that head
    // already, so only a push (or a command) starts the next job, never a label, a review or an edit.
    if (gone && job.docsEnded !== undefined && job.lastHead === head)
        return decided(nothingToSend(job.id, job.status, (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `${gone} It was told about this head: the next push, or a command, starts a new job.`), owes ? { commandTo: { newJob: true } } : {});
    if (gone)
        return start(gone);
    if (job.docsPullRequest)
        return decided(nothingToSend(job.id, job.status, (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `This is job ${job.id}'s docs pull request: its pushes are the agent's own.`), {
            ...(owes ? { commandTo: toJob(job, job.queuedCommands) } : {}),
            ...(owes && inputs.reviews ? { reviewsTo: toJob(job, job.queuedReviews) } : {}),
        });
    // An owed command goes to the job, after the news when there is some.
    const commandTo = (news) => (owes ? { commandTo: toJob(job, job.queuedCommands, news) } : {});
    const nothing = (why) => decided(nothingToSend(job.id, job.status, why), commandTo());
    if (inputs.docsNeed.onPush === 'ignore')
        return nothing((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `'on-push' is ignore: job ${job.id} is not told about this push.`);
    if (job.lastHead === head)
        return nothing((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `Job ${job.id} was already told about this head.`);
    // Queued again at each run while the job stays busy, a head would never settle: its turn tells it once the job is not.
    if (queuedWhileBusy(job, head))
        return nothing((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `This head's news is queued for job ${job.id} already, which is busy: it is sent once the job is not.`);
    if (snapshot.news === undefined)
        return read('news');
    const { news } = snapshot;
    if (news.kind === 'nothing')
        return nothing(news.why);
    if (news.kind === 'unread')
        return notRead(job.id, news.why);
    const say = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `This push goes to job ${job.id}, this pull request's, as a follow-up once the job is not busy (on-push: follow-up).`;
    return decided({ kind: 'tell', jobId: job.id, news: news.text, say }, commandTo(news.text));
}


/***/ }),

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
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .linked */ .q)((0,_where_js__WEBPACK_IMPORTED_MODULE_5__/* .pullRequestWebUrl */ .MD)({ ...trigger, serverUrl }), (0,_where_js__WEBPACK_IMPORTED_MODULE_5__/* .namedPullRequest */ .SF)(trigger))
        : undefined;
    const from = product
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Opened for ${product}`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Opened by a workflow of ${trigger.owner}/${trigger.repo}`;
    const run = trigger.runUrl ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) ` (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .linked */ .q)(trigger.runUrl, (0,_where_js__WEBPACK_IMPORTED_MODULE_5__/* .wordsOf */ .Z9)(trigger).runLink)})` : '';
    const html = args.log.markup({
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
    const { pr, log } = args;
    const at = args.addressOf(pr);
    // The token is for this run's GitHub: a pull request on any other host is never written to.
    if (!at && pr?.host === 'github' && pr.number !== undefined) {
        const place = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(pr.url)?.host;
        const server = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(args.serverUrl)?.host;
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `No comment on the docs pull request ${pr.url}: it is on ${place ?? 'an unknown host'}, not on this run's GitHub (${server ?? args.serverUrl}), and 'github-token' is never sent anywhere else.`);
        return;
    }
    if (!at)
        return;
    const where = (0,_where_js__WEBPACK_IMPORTED_MODULE_5__/* .namedAt */ .Fp)(at, (0,_where_js__WEBPACK_IMPORTED_MODULE_5__/* .wordsOf */ .Z9)(args.trigger));
    if (!args.hostFor) {
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `No comment on the docs pull request ${where}: 'github-token' is empty. Pass a token that can write pull requests there.`);
        return;
    }
    const budget = (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_4__/* .budgetFor */ .vO)(args.clock, _common_budget_js__WEBPACK_IMPORTED_MODULE_4__/* .BUDGET_MS */ .V_.docsComment, { signals: [args.signal] });
    const docs = docsTrigger(args, at.owner, at.repo, at.number);
    const host = args.hostFor(docs);
    const found = await (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .findComment */ .h1)(host, docs, (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .recordKeysOf */ .fH)(args), budget, () => host.identity(budget));
    if (!found.ok) {
        const next = (0,_host_js__WEBPACK_IMPORTED_MODULE_2__/* .refusedForGood */ .FD)(found)
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Pass a 'github-token' that can read and write pull requests in ${at.owner}/${at.repo} (an app installation token: GITHUB_TOKEN reaches only this repository).`
            : 'Re-run this run to write it.';
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `No comment on the docs pull request ${where}: it could not be read (${found.cause}). ${next}`);
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
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `No comment on the docs pull request ${where}: ${written.cause}. The step's result does not change.`);
        return;
    }
    // The docs repository's workflow reads it with another token: the record names its author itself.
    const { id, author, url } = written.value;
    const named = !found.match && id !== undefined && author !== undefined;
    const naming = named ? await host.updateComment(id, text(author), budget) : undefined;
    if (naming && !naming.ok)
        return unnamed(log, where, naming.cause, args.command);
    log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `The docs pull request ${where} has a comment that links back here and says how to reply${url === undefined ? '' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `: ${url}`}.`);
}
/**
 * The comment created once: after an answer that may pass (a 5xx, no answer) GitHub may have made
 * it, so it is looked for (by its record, for this job) before it is sent again, once.
 */
async function createdOnce(host, docs, args, text, budget) {
    const created = await host.createComment(text, budget);
    if (created.ok || (0,_host_js__WEBPACK_IMPORTED_MODULE_2__/* .refusedForGood */ .FD)(created))
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
    log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `The comment on the docs pull request ${where} could not name its author (${cause}): a ${command} there does not reach the job until this pull request's next run names it.`);
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
        args.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `The docs pull request ${where} already has the comment that links back here for job ${args.jobId}.`);
        return;
    }
    const records = (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .keepRecords */ .cs)(mine, match.records, match.by, docs.step);
    const written = await host.updateComment(match.id, body(args, (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .commentMarker */ .Ql)(docs.step, records, args.apiKey)), budget);
    if (!written.ok)
        return unnamed(args.log, where, written.cause, args.command);
    args.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `The comment on the docs pull request ${where} names its author now, so a ${args.command} there finds job ${args.jobId}.`);
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
        failOn: config.failOn,
    };
    const reader = readerOf(deps, config, trigger, host, earlier);
    const snapshot = { ...known };
    for (let reads = 0; reads <= FACTS; reads++) {
        const next = (0,_pull_request_decide_js__WEBPACK_IMPORTED_MODULE_3__/* .decide */ .L)(snapshot, trigger, inputs);
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
    const { decidePaths } = await __webpack_require__.e(/* import() */ 899).then(__webpack_require__.bind(__webpack_require__, 9899));
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
            }
            : { kind: 'none' };
    const { job, comment, lastHead, queuedHeads, queuedCommands, queuedReviews } = found.started;
    const read = await deps.service.getJob(job, {
        timeoutMs: Math.max(1, budget.deadline - deps.clock.now()),
        signal: budget.signal,
    });
    const status = read.kind === 'not-found' ? 'not-found' : read.kind === 'job' ? read.job.status : 'unknown';
    // A job the service has not names no docs pull request, for good; one it could not read leaves it unknown.
    const docsOf = read.kind === 'job' ? (0,_common_agent_job_js__WEBPACK_IMPORTED_MODULE_6__/* .docsFacts */ .D5)(read.job) : read.kind === 'not-found' ? {} : undefined;
    // No head ever told: the record may be the one the job's step keeps on its docs pull request.
    const docsPullRequest = lastHead === undefined && comment !== undefined && (await keptOnDocs(host, trigger, config, comment.id, budget));
    const state = {
        ...{ kind: 'found', id: job, status },
        ...(comment ? { commentId: comment.id } : {}),
        ...(lastHead === undefined ? {} : { lastHead }),
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


/***/ })

};
