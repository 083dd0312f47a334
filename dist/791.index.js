export const id = 791;
export const ids = [791,48];
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
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6002);
/* harmony import */ var _common_budget_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7532);




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
    if (!at)
        return;
    const where = `${at.owner}/${at.repo}#${at.number}`;
    // The token is for this run's GitHub: a pull request on any other host is never written to.
    if (!args.addressOf(pr, true)) {
        const place = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(pr.url)?.host;
        const server = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(args.serverUrl)?.host;
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `No comment on the docs pull request ${pr.url}: it is on ${place ?? 'an unknown host'}, not on this run's GitHub (${server ?? args.serverUrl}), and 'github-token' is never sent anywhere else.`);
        return;
    }
    if (!args.hostFor) {
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `No comment on the docs pull request ${where}: 'github-token' is empty. Pass a token that can write pull requests there.`);
        return;
    }
    const budget = (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_3__/* .budgetFor */ .vO)(args.clock, _common_budget_js__WEBPACK_IMPORTED_MODULE_3__/* .BUDGET_MS */ .V_.docsComment, { signals: [args.signal] });
    const docs = docsTrigger(args, at.owner, at.repo, at.number);
    const host = args.hostFor(docs);
    const found = await (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .findComment */ .h1)(host, docs, (0,_record_js__WEBPACK_IMPORTED_MODULE_2__/* .recordKeysOf */ .fH)(args), budget, () => host.identity(budget));
    if (!found.ok) {
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `No comment on the docs pull request ${where}: it could not be read (${found.cause}).`);
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
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `No comment on the docs pull request ${where}: ${written.cause}. The step's result does not change.`);
        return;
    }
    // The docs repository's workflow reads it with another token: the record names its author itself.
    const { id, author, url } = written.value;
    if (!found.match && id !== undefined && author !== undefined)
        await host.updateComment(id, text(author), budget);
    log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `The docs pull request ${where} has a comment that links back here and says how to reply${url === undefined ? '' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `: ${url}`}.`);
}


/***/ }),

/***/ 7791:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readAndDecide: () => (/* binding */ readAndDecide)
});

// EXTERNAL MODULE: ./src/output/text.ts
var output_text = __webpack_require__(218);
// EXTERNAL MODULE: ./src/pull-request/comment.ts
var pull_request_comment = __webpack_require__(4714);
// EXTERNAL MODULE: ./src/pull-request/docs-comment.ts
var docs_comment = __webpack_require__(4048);
// EXTERNAL MODULE: ./src/common/agent-job.ts
var agent_job = __webpack_require__(7522);
// EXTERNAL MODULE: ./src/pull-request/docs-need.ts
var docs_need = __webpack_require__(7761);
// EXTERNAL MODULE: ./src/pull-request/rerun.ts
var rerun = __webpack_require__(7093);
;// CONCATENATED MODULE: ./src/pull-request/decide.ts
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
function nothingToSend(job, status, why) {
    return {
        kind: 'end',
        ending: { outcome: 'nothing-new', heading: (0,output_text/* msg */.ab) `Nothing new for job ${job}`, why },
        conclusion: status === 'completed' ? 'success' : 'neutral',
    };
}
/** A job that can take no more: a new one starts (and takes an owed command). */
function jobGone(job) {
    if (job.status === 'not-found')
        return (0,output_text/* msg */.ab) `Job ${job.id}, this pull request's, is not found.`;
    if ((0,agent_job/* takesNoMore */.ZE)(job.status))
        return (0,output_text/* msg */.ab) `Job ${job.id}, this pull request's, ${job.status}.`;
    if (job.docsEnded !== undefined)
        return (0,output_text/* msg */.ab) `Job ${job.id}'s docs pull request ${job.docsEnded}.`;
    return undefined;
}
/** A closed pull request (not the agent's own docs pull request, which ends as its own) starts no job. */
const CLOSED = {
    outcome: 'nothing-new',
    heading: 'No docs job: the pull request was closed',
    why: 'A closed pull request starts no job.',
};
const startSay = (why) => (0,output_text/* msg */.ab) `${why} This run starts a new job with the prompt.`;
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
    const closing = pull.action === 'closed' ? { closing: true } : {};
    const owes = inputs.followUp && inputs.canRead;
    // The agent's own pull request, the skip-label or a draft: no job, without reading the files. Any
    // other label change goes on as a push does: a run it cancelled while pending may have had news.
    let ending = closing.closing && !(0,docs_need/* isAgentLogin */.TI)(pull.author, inputs.docsNeed.agentLogin)
        ? CLOSED
        : (0,docs_need/* pullRequestNeedsNothing */.jl)(pull, inputs.docsNeed);
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
        if (job.kind !== 'found' || !owes)
            return decided(then, closing);
        const gone = jobGone(job) !== undefined;
        const reviews = inputs.reviews && job.docsPullRequest && !gone && !closing.closing;
        return decided(then, {
            ...closing,
            commandTo: gone ? { newJob: true } : { jobId: job.id },
            ...(reviews ? { reviewsTo: { jobId: job.id } } : {}),
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
    if (!earlier || earlier.jobs.length === 0)
        return undefined;
    if (earlier.kind === 'prompt')
        return earlier.failed ? undefined : decided({ kind: 'start' });
    if (earlier.kind !== 'message')
        return undefined;
    const question = { kind: 'message', attempt: trigger.attempt, onRerun: inputs.onRerun ?? 'resume' };
    const verdict = (0,rerun/* rerunVerdict */.i)(question, { kind: 'found', record: earlier });
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
    const closing = trigger.pullRequest?.action === 'closed' ? { closing: true } : {};
    return decided({ kind: 'resume', attempt: verdict.attempt, jobs: verdict.jobs }, closing);
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
    if (pull?.action !== 'closed' || pull.merged !== true || head === undefined || !inputs.canRead)
        return undefined;
    // What leaves an open pull request's push untold leaves the merge's too (the skip-label, the agent's own).
    if (inputs.docsNeed.onPush !== 'follow-up' || (0,docs_need/* pullRequestNeedsNothing */.jl)(pull, inputs.docsNeed))
        return undefined;
    if (snapshot.job === undefined)
        return read('job');
    const { job } = snapshot;
    if (job.kind !== 'found' || jobGone(job) || job.docsPullRequest || job.lastHead === head)
        return undefined;
    if (snapshot.news === undefined)
        return read('news');
    if (snapshot.news.kind === 'nothing')
        return undefined;
    const news = snapshot.news.text;
    const say = (0,output_text/* msg */.ab) `This pull request was merged with changes job ${job.id} was not told: they are sent to it as a follow-up.`;
    const commandTo = inputs.followUp ? { commandTo: { jobId: job.id, news } } : {};
    return decided({ kind: 'tell', jobId: job.id, news, say }, { closing: true, ...commandTo });
}
/** An open pull request with something to do: start its job, tell it the news, or nothing new. */
function decideForHead(snapshot, trigger, inputs) {
    const head = trigger.headSha;
    const owes = inputs.followUp && inputs.canRead;
    const start = (say) => decided({ kind: 'start', ...(say ? { say: startSay(say) } : {}) }, owes ? { commandTo: { newJob: true } } : {});
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
    if (job.kind === 'doubt' && trigger.pullRequest?.action !== 'opened') {
        const why = (0,output_text/* msg */.ab) `${job.why}; nothing was sent.`;
        const ending = { outcome: 'nothing-new', heading: 'Nothing sent: the job could not be found', why };
        const warning = (0,output_text/* msg */.ab) `${job.why}, so nothing is sent: a new job could be a second one. The next event or a re-run tries again.`;
        return decided({ kind: 'end', ending, conclusion: 'neutral', warning });
    }
    if (job.kind !== 'found')
        return start('No job was started on this pull request by this action yet.');
    const gone = jobGone(job);
    if (gone)
        return start(gone);
    if (job.docsPullRequest)
        return decided(nothingToSend(job.id, job.status, (0,output_text/* msg */.ab) `This is job ${job.id}'s docs pull request: its pushes are the agent's own.`), {
            ...(owes ? { commandTo: { jobId: job.id } } : {}),
            ...(owes && inputs.reviews ? { reviewsTo: { jobId: job.id } } : {}),
        });
    // An owed command goes to the job, after the news when there is some.
    const commandTo = (news) => owes ? { commandTo: { jobId: job.id, ...(news === undefined ? {} : { news }) } } : {};
    const nothing = (why) => decided(nothingToSend(job.id, job.status, why), commandTo());
    if (inputs.docsNeed.onPush === 'ignore')
        return nothing((0,output_text/* msg */.ab) `'on-push' is ignore: job ${job.id} is not told about this push.`);
    if (job.lastHead === head)
        return nothing((0,output_text/* msg */.ab) `Job ${job.id} was already told about this head.`);
    if (snapshot.news === undefined)
        return read('news');
    const { news } = snapshot;
    if (news.kind === 'nothing')
        return nothing(news.why);
    const say = (0,output_text/* msg */.ab) `This push is sent to job ${job.id}, this pull request's, as a follow-up (on-push: follow-up).`;
    return decided({ kind: 'tell', jobId: job.id, news: news.text, say }, commandTo(news.text));
}

// EXTERNAL MODULE: ./src/pull-request/record.ts
var pull_request_record = __webpack_require__(6002);
// EXTERNAL MODULE: ./src/step/push-news.ts + 1 modules
var push_news = __webpack_require__(3765);
// EXTERNAL MODULE: ./src/common/budget.ts
var common_budget = __webpack_require__(7532);
;// CONCATENATED MODULE: ./src/step/pull-request-state.ts








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
        const next = decide(snapshot, trigger, inputs);
        if (next.kind === 'decided')
            return { decision: next.decision, snapshot };
        if (snapshot[next.fact] !== undefined)
            break;
        Object.assign(snapshot, await reader(next.fact, snapshot));
    }
    throw new Error('The decision asked for a fact twice: a bug in src/pull-request/decide.ts.');
}
function budgetOf(deps, limitMs) {
    return (0,common_budget/* budgetFor */.vO)(deps.clock, limitMs, { signals: [deps.signal], until: deps.deadline });
}
function readerOf(deps, config, trigger, host, earlier) {
    let jobBudget;
    const budget = () => (jobBudget ??= budgetOf(deps, common_budget/* BUDGET_MS */.V_.jobReads));
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
        const where = `${trigger.owner}/${trigger.repo}#${trigger.pullNumber ?? ''}`;
        const reading = { log: deps.log, config, host, budget: budget() };
        const news = await (0,push_news/* newsSince */.e)(reading, where, job.id, job.lastHead, trigger.headSha);
        return {
            news: typeof news === 'string' ? { kind: 'message', text: news } : { kind: 'nothing', why: news.nothing },
        };
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
    const budget = budgetOf(deps, Math.min(common_budget/* BUDGET_MS */.V_.changedFiles, (deps.deadline - deps.clock.now()) / 2));
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
    const query = { ...except, checkName: config.visibility.checkName };
    const found = await (0,pull_request_comment/* findStartedJob */.y5)(host, trigger, (0,pull_request_record/* recordKeysOf */.fH)(config), budget, identity, query);
    if (!found.ok)
        return {
            kind: 'doubt',
            why: (0,output_text/* msg */.ab) `The pull request's comments, where its job is recorded, could not be read (${found.cause})`,
            ...((await spentTimeout(deps, budget)) ? { late: true } : {}),
        };
    if (!found.started)
        return found.unverified
            ? {
                kind: 'doubt',
                why: "A record of this action on the pull request cannot be verified with this api-key (was it rotated? set 'previous-api-key')",
            }
            : { kind: 'none' };
    const { job, comment } = found.started;
    const { lastHead: recorded, toldBy } = found.started;
    const toldHere = recorded !== trigger.headSha &&
        (await toldOnHeadsCheckRun(host, trigger, config, job, budget, { ...except, toldBy }));
    const lastHead = toldHere ? trigger.headSha : recorded;
    const read = await deps.service.getJob(job, {
        timeoutMs: Math.max(1, budget.deadline - deps.clock.now()),
        signal: budget.signal,
    });
    const status = read.kind === 'not-found' ? 'not-found' : read.kind === 'job' ? read.job.status : 'unknown';
    const docsOf = read.kind === 'job' ? (0,agent_job/* docsFacts */.D5)(read.job) : undefined;
    // No head ever told: the record may be the one the job's step keeps on its docs pull request.
    const docsPullRequest = lastHead === undefined && (await keptOnDocs(host, trigger, config, comment.id, budget));
    const state = {
        ...{ kind: 'found', id: job, status, commentId: comment.id },
        ...(lastHead === undefined ? {} : { lastHead }),
        ...(docsOf ? { docsOf } : {}),
        ...(docsPullRequest ? { docsPullRequest: true } : {}),
    };
    if (read.kind !== 'job' || status === 'failed' || status === 'archived')
        return state;
    const docsEnded = await (0,push_news/* docsPullRequestEnded */.q)(deps, config, read.job);
    return docsEnded === undefined ? state : { ...state, docsEnded };
}
/** What the service says of the job's docs pull request, and nothing else of the job. */
/**
 * Whether the head's check run says the job was told this head: a run whose comment write GitHub
 * refused (a 5xx on every try) still recorded the head it told there, and the next run must not
 * tell it again. Read only when there is a check run to read and the comment says another head;
 * only a run newer than the one the comment says told the job last counts (a head pushed back to
 * was told before, and the job has been told another since).
 */
async function toldOnHeadsCheckRun(host, trigger, config, job, budget, { exceptRun, toldBy }) {
    const head = trigger.headSha;
    const name = config.visibility.checkName;
    if (head === undefined || name === '')
        return false;
    const listed = await host.checkRuns(head, name, budget);
    if (!listed.ok)
        return false;
    const keys = (0,pull_request_record/* recordKeysOf */.fH)(config);
    return listed.value.some(({ externalId }) => {
        const record = (0,pull_request_record/* readRecord */.aE)(externalId, trigger.step, keys);
        if (record?.head !== head || record.kind === 'wait' || !record.jobs.includes(job))
            return false;
        return record.run !== exceptRun && (0,pull_request_comment/* newerThan */.TH)(record, toldBy);
    });
}
/** Whether the job's record here is the one its step keeps on its docs pull request (`docs-pr-comment`). */
async function keptOnDocs(host, trigger, config, id, budget) {
    const read = await host.comment(id, budget);
    return read.ok && (0,docs_comment/* isDocsComment */.R)(read.value.body, trigger, (0,pull_request_record/* recordKeysOf */.fH)(config));
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
;// CONCATENATED MODULE: ./src/pull-request/push.ts
/** At most this many commits and files are named in one follow-up; the rest are counted. */
const MAX_NAMED_COMMITS = 30;
const MAX_NAMED_FILES = 100;
function named(title, items, max) {
    const shown = items.slice(0, max).map((item) => `- ${item}`);
    const rest = items.length > max ? [`- and ${items.length - max} more`] : [];
    return [title, ...shown, ...rest].join('\n');
}
const CLOSING = 'Update the docs pull request you opened for these changes, and keep what still holds.';
/** The follow-up for a push, or undefined when nothing in it is news (only a merge of the base branch). */
function pushMessage(where, to, change) {
    if (change.kind === 'unlisted')
        return [
            `The product pull request ${where} has new commits; its head is now ${to}. What they change could not be listed.`,
            ...(change.prFiles
                ? [named("The pull request's changes against its base:", change.prFiles, MAX_NAMED_FILES)]
                : []),
            CLOSING,
        ].join('\n\n');
    if (change.kind === 'rewritten') {
        const since = change.from === undefined ? '' : ` since ${change.from}`;
        return [
            `The history of the product pull request ${where} was rewritten${since} (a force-push); its head is now ${to}.`,
            named("All of the pull request's changes against its base:", change.prFiles, MAX_NAMED_FILES),
            CLOSING,
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
    const more = comparison.moreCommits ? ['(and more commits than GitHub listed)'] : [];
    return [
        `The product pull request ${where} changed since ${from}; its head is now ${to}.`,
        [named('New commits:', commits, MAX_NAMED_COMMITS), ...more].join('\n'),
        named(comparison.filesCapped ? "Files the pull request changes (GitHub lists 300 of a push's):" : 'Files changed:', files, MAX_NAMED_FILES),
        CLOSING,
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
        deps.log.info((0,output_text/* msg */.ab) `Whether the job's docs pull request was merged or closed could not be read (the pull requests of its agent's branch could not be listed: ${read.unread}), so the job is taken as open.`);
    const pr = read.pullRequest;
    const address = deps.codeHost.addressOf(pr);
    if (!pr || !address || config.githubToken === '')
        return undefined;
    const found = await deps.codeHost.lookUp(address, config.githubToken, deps.signal);
    if (found.kind !== 'found') {
        deps.log.info((0,output_text/* msg */.ab) `Whether ${pr.repository ?? ''}#${address.number} was merged or closed could not be read (${found.reason}), so the job is taken as open; give 'github-token' read access to the docs repository (an app token) to start a new job after a merge.`);
        return undefined;
    }
    const { state } = found.details;
    return state === 'merged' || state === 'closed' ? `${pr.repository}#${address.number} was ${state}` : undefined;
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
    const { firstNeedingDocs } = await __webpack_require__.e(/* import() */ 899).then(__webpack_require__.bind(__webpack_require__, 9899));
    const files = change.prFiles
        ? change.comparison.files.filter((file) => change.prFiles?.includes(file))
        : change.comparison.files;
    return firstNeedingDocs(files, paths) === undefined;
}
/** What changed since the head the job was last told about; on doubt, that something did. */
async function changeSince(host, from, to, budget) {
    const files = async () => {
        const listed = await host.changedFiles(budget);
        return listed.ok ? listed.value.paths : undefined;
    };
    const compared = from === undefined ? undefined : await host.compare(from, to, budget);
    if (compared?.ok === false || (compared === undefined && from !== undefined)) {
        const prFiles = await files();
        return { kind: 'unlisted', ...(prFiles ? { prFiles } : {}) };
    }
    if (compared?.value === 'unrelated' && from !== undefined && (await stillListed(host, from, budget))) {
        // Still one of the pull request's commits: not a force-push, but a comparison this token may not read.
        const prFiles = await files();
        return { kind: 'unlisted', ...(prFiles ? { prFiles } : {}) };
    }
    if (compared === undefined || compared.value === 'unrelated') {
        const prFiles = await files();
        return prFiles === undefined
            ? { kind: 'unlisted' }
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
async function newsSince(deps, where, job, lastHead, head) {
    const change = await changeSince(deps.host, lastHead, head, deps.budget);
    if (change.kind === 'unlisted')
        deps.log.warning("What this push changed could not be compared (GitHub's compare needs 'contents: read' for the report-token); the job is told there are new commits.");
    if (change.kind === 'compared' && (await noneMatchPaths(deps.config, change)))
        return { nothing: (0,output_text/* msg */.ab) `No file this push changes matches 'paths': nothing for job ${job} to do.` };
    const message = pushMessage(where, head, change);
    return message ?? { nothing: (0,output_text/* msg */.ab) `This push only merged the base branch: nothing for job ${job} to do.` };
}


/***/ })

};
