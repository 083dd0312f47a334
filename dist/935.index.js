export const id = 935;
export const ids = [935,316];
export const modules = {

/***/ 2311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EN: () => (/* binding */ bodyOf),
/* harmony export */   LA: () => (/* binding */ unnotedComment),
/* harmony export */   W3: () => (/* binding */ closedComment),
/* harmony export */   WO: () => (/* binding */ keepingCloseNotice),
/* harmony export */   X: () => (/* binding */ keepingDocsLink),
/* harmony export */   Yt: () => (/* binding */ notedComment),
/* harmony export */   _N: () => (/* binding */ reopenedComment),
/* harmony export */   wt: () => (/* binding */ closeNoticeIn)
/* harmony export */ });
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6002);

/** The freshness line the mirror writes (report/mirror.ts), as the log renders it. */
const FRESHNESS = /<p>Docs pull request as of [^<\n]*; refreshed on every run of this workflow\.<\/p>\n?/g;
/** A closing line this module wrote before, on an earlier attempt of the close (a GitLab merge request's too). */
const NOTICE = /<h3>(?:🔀|🔚) This (?:pull|merge) request was (?:merged|closed)[^\n]*<\/h3>\n?/g;
/** The action's signed marker line, which holds the records. */
const MARKER = _record_js__WEBPACK_IMPORTED_MODULE_0__/* .RECORD_MARK */ .or;
/**
 * The body apart: the last marker line (the records, as src/pull-request/record.ts reads them) is
 * sent again exactly as signed; every other line, whoever added it and wherever, is text, which
 * the host's wire redacts.
 */
function apart(body) {
    const lines = body.trimEnd().split('\n');
    const at = lines.findLastIndex((line) => line.startsWith(MARKER));
    if (at === -1)
        return { html: body };
    return { html: [...lines.slice(0, at), ...lines.slice(at + 1)].join('\n'), record: lines[at] ?? '' };
}
/**
 * The comment's body with `notice` (one `<h3>` line, already rendered through the log) at the
 * top, the freshness line and any earlier notice taken out; its record apart, as it was signed.
 */
function closedComment(body, notice) {
    const { html, record } = apart(body);
    const text = `${notice}\n${html.replace(NOTICE, '').replace(FRESHNESS, '')}`.replace(/\n+$/, '');
    return record === undefined ? { text } : { text, record };
}
/** The closing line a close put atop the comment, if it holds one: a later rewrite keeps it. */
function closeNoticeIn(body) {
    return new RegExp(NOTICE.source).exec(body)?.[0]?.replace(/\n$/, '');
}
/**
 * The comment of a pull request re-opened since its close, its closing line taken out and its
 * record apart as it was signed; undefined when it holds none.
 */
function reopenedComment(body) {
    if (closeNoticeIn(body) === undefined)
        return undefined;
    const { html, record } = apart(body);
    const text = html.replace(NOTICE, '').replace(/\n+$/, '');
    return record === undefined ? { text } : { text, record };
}
/** A new text for a closed pull request's comment: its closing line atop, no "refreshed on every run". */
function keepingCloseNotice(html, notice) {
    if (notice === undefined)
        return html;
    return `${notice}\n${html.replace(NOTICE, '').replace(FRESHNESS, '')}`.replace(/\n+$/, '');
}
/**
 * The link back atop a docs pull request's comment (docs-comment.ts writes it: the job, the product
 * pull request it was opened for, how to reply), as rendered: a turn of the docs pull request's own
 * that writes its report there (docs in the same repository) keeps it atop.
 */
const DOCS_LINK = /^<h2>🤖 Agent job [^\n]*<\/h2>\n<p>Opened (?:for|by) [^\n]*<\/p>\n<p>To send the agent a follow-up[^\n]*<\/p>\n?/;
/** A new text for a comment that holds the docs pull request's link back: the link kept atop. */
function keepingDocsLink(html, body) {
    const link = body === undefined ? undefined : DOCS_LINK.exec(body)?.[0]?.replace(/\n$/, '');
    return link === undefined ? html : `${link}\n${html.replace(DOCS_LINK, '')}`;
}
/** The body GitHub keeps for a comment written as `written` (github/host.ts writes it so). */
const bodyOf = ({ text, record }) => (record === undefined ? text : `${text}\n${record}\n`);
/** A line atop the comment that a run with nothing to do for the head put there (a draft, the skip-label, no file within `paths`). */
const NOTE = /^<h3>(?:📝|🏷️|⏭️) [^\n]*<\/h3>\n?/gm;
/**
 * The comment with `note` (the heading of a run with nothing to do, one line, rendered) atop what it
 * shows of the job, any earlier such line taken out, its closing line kept atop unless `open`; its
 * record apart, as it was signed.
 */
function notedComment(body, note, open = false) {
    const { html, record } = apart(body);
    const rest = html.replace(NOTE, '');
    // A pull request open again (re-opened since its close) outgrew its closing line.
    const notice = open ? undefined : closeNoticeIn(rest);
    const shown = rest.replace(NOTICE, '');
    const text = [notice, `<h3>${note}</h3>`, shown]
        .filter((part) => part !== undefined)
        .join('\n')
        .replace(/\n+$/, '');
    return record === undefined ? { text } : { text, record };
}
/** The comment without the line a run with nothing to do put atop it; undefined when it holds none, or nothing else. */
function unnotedComment(body) {
    const { html, record } = apart(body);
    const text = html.replace(NOTE, '').replace(/\n+$/, '');
    if (text === html.replace(/\n+$/, '') || text.trim() === '')
        return undefined;
    return record === undefined ? { text } : { text, record };
}


/***/ }),

/***/ 316:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   endOfPullRequest: () => (/* binding */ endOfPullRequest)
/* harmony export */ });
/* harmony import */ var _pull_request_code_host_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8965);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);
/* harmony import */ var _pull_request_closed_comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2311);
/* harmony import */ var _pull_request_comment_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4714);
/* harmony import */ var _pull_request_decide_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7571);
/* harmony import */ var _pull_request_host_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(393);
/* harmony import */ var _docs_pull_request_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2279);
/* harmony import */ var _common_budget_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7532);
/* harmony import */ var _pull_request_docs_need_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7761);
/* harmony import */ var _pull_request_where_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(492);
/**
 * The end of the product pull request (`closed`): the docs pull request of its job hears of it in
 * one line, and with `on-close: close-docs` a close without merging closes it too; the job's
 * comment on the closed pull request says it was merged or closed, and that it is no longer
 * refreshed. No check run is written, and nothing here changes the step's result.
 */










/** Why the job the snapshot read cannot be told of the close, in words for the log (a doubt, the decision warned). */
function noJob(job, host) {
    if (!host)
        return "'report-token' is empty, so the pull request's job cannot be found.";
    if (job?.kind === 'doubt')
        return undefined;
    return 'No job of this action was found on the pull request: no docs pull request to tell.';
}
/**
 * The job's docs pull request on this run's GitHub (step/docs-pull-request.ts), or undefined (the
 * log says why); `unread`: a read failed, so whether the job has one is not known (warned).
 */
async function docsPullRequestToTell(deps, config, job, merged) {
    // The service's read of the job failed: not knowing its docs pull request is never "it has none".
    if (job.docsOf === undefined) {
        deps.log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Job ${job.id}'s docs pull request is not told that this one was closed${closeNor(config)}: the service could not be read, so which it is is not known. Re-run this run to tell it.`);
        return 'unread';
    }
    const facts = job.docsOf;
    const ref = facts.source?.ref ?? undefined;
    if (!facts.prLink && ref && config.githubToken === '') {
        withoutDocsToken(deps.log, closeOwedOf(config, merged), (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Job ${job.id}'s docs pull request`, "the service names none while the job works, and with 'github-token' empty it cannot be found by its branch.");
        return undefined;
    }
    const read = await (0,_docs_pull_request_js__WEBPACK_IMPORTED_MODULE_5__/* .docsPullRequestOf */ .BB)(deps.codeHost, config, facts, deps.signal);
    if (read.unread !== undefined) {
        deps.log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Job ${job.id}'s docs pull request is not told that this one was closed${closeNor(config)}: the service names none while the job works, and the pull requests of its agent's branch could not be listed (${read.unread}). Re-run this run to tell it.`);
        return 'unread';
    }
    const pr = read.pullRequest;
    const at = deps.codeHost.addressOf(pr);
    if (!pr || !at) {
        deps.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Job ${job.id} has no docs pull request on this GitHub to tell that this one was closed.`);
        return undefined;
    }
    return { ...at, url: pr.url, ...(ref ? { ref } : {}) };
}
/** Whether the close owes a close of the docs pull request: `on-close: close-docs`, and not merged. */
const closeOwedOf = (config, merged) => config.docsNeed.onClose === 'close-docs' && !merged;
/**
 * The docs pull request is not told for want of `github-token`: a line in the log (the token is
 * optional in the recipe), but a warning naming the fix when `close-docs` leaves it open.
 */
function withoutDocsToken(log, owed, where, why) {
    if (!owed)
        return log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${where} is not told that this pull request was closed: ${why}`);
    log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${where} is not closed (on-close: close-docs), nor told that this pull request was closed: ${why} Pass a token that can write pull requests in the docs repository (an app token) as 'github-token' and re-run this run, or close it by hand.`);
}
/** ", nor closed" when the close owes a close of the docs pull request (`on-close: close-docs`). */
const closeNor = (config) => (config.docsNeed.onClose === 'close-docs' ? ', nor closed' : '');
/** The line on the docs pull request: the product pull request merged, or closed (and the docs one with it). */
function closingLine(log, trigger, merged, close) {
    const { noun } = (0,_pull_request_where_js__WEBPACK_IMPORTED_MODULE_8__/* .wordsOf */ .Z9)(trigger);
    const link = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .linked */ .q)((0,_pull_request_where_js__WEBPACK_IMPORTED_MODULE_8__/* .pullRequestWebUrl */ .MD)(trigger), (0,_pull_request_where_js__WEBPACK_IMPORTED_MODULE_8__/* .namedPullRequest */ .SF)(trigger));
    const said = merged
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${link} was merged: this docs ${noun} is no longer kept in step with it.`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${link} was closed without merging${close ? `, so this docs ${noun} is closed too` : ''}.`;
    const heading = `Product ${noun} ${merged ? 'merged' : 'closed'}`;
    return log.markup({ icon: merged ? '🔀' : '🔚', heading, paragraphs: [said], rows: [] });
}
const againIf = (failure) => ((0,_pull_request_host_js__WEBPACK_IMPORTED_MODULE_4__/* .refusedForGood */ .FD)(failure) ? {} : { again: true });
/** A docs pull request not read for now: who opened it, which makes it the job's, is unknown, so nothing is written; a later run tells it. */
function notReadYet(log, where, closeOwed, reason) {
    log.warning(closeOwed
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${where} is not closed (on-close: close-docs), nor told of the close: whether it is open could not be read (${reason}), nor who opened it. Re-run this run to close it, or close it by hand if it is the job's.`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${where} is not told of the close: who opened it, which makes it the job's or not, could not be read (${reason}). Re-run this run to tell it.`);
    return { told: false, closed: false, again: true };
}
/** Tells the docs pull request, once however often the close is re-run, and closes it with `close-docs`. */
async function tellDocs(deps, config, trigger, { docs, ...read }, budget) {
    const notTold = { told: false, closed: false };
    const where = (0,_pull_request_where_js__WEBPACK_IMPORTED_MODULE_8__/* .namedAt */ .Fp)(docs, (0,_pull_request_where_js__WEBPACK_IMPORTED_MODULE_8__/* .wordsOf */ .Z9)(trigger));
    const token = config.githubToken;
    const closeOwed = closeOwedOf(config, read.merged);
    if (token === '') {
        withoutDocsToken(deps.log, closeOwed, where, "'github-token' is empty.");
        return notTold;
    }
    const docsTrigger = {
        ...trigger,
        owner: docs.owner,
        repo: docs.repo,
        pullNumber: docs.number,
        notes: [],
        step: { workflow: 'on-close', job: '', step: '', repository: `${docs.owner}/${docs.repo}`, pull: docs.number },
    };
    const host = (0,_pull_request_code_host_js__WEBPACK_IMPORTED_MODULE_9__/* .docsHostOf */ .T$)(deps.codeHost, token, docsTrigger);
    const state = await deps.codeHost.lookUp(docs, token, budget.signal);
    // Who opened it is what makes it the job's: not read for now, nothing is written there yet. (A
    // token refused for good writes nowhere either: its refusal names the fix.)
    if (state.kind !== 'found' && !state.forGood)
        return notReadYet(deps.log, where, closeOwed, state.reason);
    const seen = state.kind === 'found' ? state.details : undefined;
    const head = seen?.headRef;
    // The service names the docs pull request: one not on the agent's branch, or a person's, is another's.
    if ((0,_docs_pull_request_js__WEBPACK_IMPORTED_MODULE_5__/* .notTheJobs */ .t8)(seen, docs.ref, config.docsNeed.agentLogin)) {
        deps.log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${where} is not told of the close, nor closed: ${(0,_docs_pull_request_js__WEBPACK_IMPORTED_MODULE_5__/* .whyNotTheJobs */ .D$)(seen, docs.ref)}, so it is not the job's docs pull request. Check the job on the service.`);
        return notTold;
    }
    const open = state.kind === 'found' && state.details.state === 'open';
    // Closing is for the agent's own pull request only: its branch must be known and be the head.
    const ours = docs.ref !== undefined && head === docs.ref;
    if (closeOwed && state.kind !== 'found')
        deps.log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${where} is not closed (on-close: close-docs): whether it is open could not be read (${state.reason}). Re-run this run to close it, or close it by hand.`);
    else if (closeOwed && open && !ours)
        deps.log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${where} is not closed (on-close: close-docs): the service did not say which branch the job's agent works on, so that pull request cannot be told apart from someone else's. Close it by hand if it is the job's.`);
    const closedAlready = closeOwed && state.kind === 'found' && state.details.state === 'closed' && ours;
    const told = await closeAndSay(deps, host, { where, trigger, ...read, owed: closeOwed && open && ours, closedAlready }, budget);
    // A close owed whose state GitHub may give later stays owed: the next run of the close (a sweep) closes it.
    // A docs pull request that had ended before this close: the comment's mirror still shows it as its last run read it.
    const docsState = state.kind === 'found' && ours ? state.details.state : undefined;
    const ended = docsState === 'merged' || (docsState === 'closed' && !closeOwed) ? docsState : undefined;
    const withState = ended === undefined ? told : { ...told, endedBefore: ended };
    return closeOwed && state.kind !== 'found' && !state.forGood ? { ...withState, again: true } : withState;
}
/**
 * The close's line on the docs pull request, and its close when `owed` (on-close: close-docs, open,
 * the agent's own), once however often the close is told: what an earlier run did is read from
 * the token's own line there.
 */
async function closeAndSay(deps, host, close, budget) {
    const { where, trigger, merged, owed } = close;
    const line = {
        plain: closingLine(deps.log, trigger, merged, false),
        closed: closingLine(deps.log, trigger, merged, true),
    };
    const [comments, own] = await Promise.all([host.comments(budget), host.identity(budget)]);
    if (!comments.ok) {
        const nor = owed ? ', nor closed (on-close: close-docs)' : '';
        deps.log.warning((0,_pull_request_host_js__WEBPACK_IMPORTED_MODULE_4__/* .refusedForGood */ .FD)(comments)
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${where} could not be told that this pull request was closed${nor}: its comments could not be read (${comments.cause}). Give 'github-token' a token that can read and write pull requests there (an app installation token: GITHUB_TOKEN reaches only this repository), or tell it by hand.`
            : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${where} could not be told that this pull request was closed${nor}: its comments could not be read (${comments.cause}), so whether an earlier run told it is not known. Re-run this run to tell it.`);
        return { told: false, closed: false, unread: true, ...againIf(comments) };
    }
    if (!own && lineOfAnyone(deps.log, close, comments.value, [line.plain, line.closed]))
        return { told: false, closed: false, unread: true, again: true };
    // With no line there at all, none of them is the token's.
    const mine = own
        ? comments.value.filter((c) => (0,_pull_request_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .isAccount */ .UP)(c.author, own) && [line.plain, line.closed].includes(c.body))
        : undefined;
    const lines = linesOfThisClose(mine ?? [], close.closedAt);
    // Closed by an earlier run of this close, as its line says: one open now was re-opened by hand,
    // and stays open. A merge's line has one wording: it closes nothing.
    const closedBefore = !merged && lines.some((c) => c.body === line.closed);
    // With no time for the close, a line of an earlier close (then a re-open) is told apart by this
    // pull request's comment: a re-open's run drops its closing line.
    const noticed = closedBefore && close.closedAt === undefined ? await close.noticed() : 'told';
    if (closedBefore && carries(noticed))
        return { told: true, closed: true };
    const doubt = mine === undefined || (closedBefore && noticed === 'unread');
    if (owed && doubt)
        deps.log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${where} is not closed now (on-close: close-docs): what an earlier run did could not be read (who this token is, or this pull request's comment), so whether it closed it and someone re-opened it is not known. Re-run this run to close it, or close it by hand.`);
    // Closed first, so the line says what happened: a refused close leaves it open, and says so.
    const closing = owed && !doubt ? await closeDocs(deps, host, { where, own }, budget) : undefined;
    const closed = closing?.ok === true;
    // Closed with no line of this close: by this token, a run stopped between the close and its line closed it.
    const closedByUs = !closedBefore && close.closedAlready && own !== undefined && (await closedBy(host, own, close.closedAt, budget));
    // A line that says an earlier run closed it stays as it is: that is still what happened.
    const text = closed || closedBefore || closedByUs ? line.closed : line.plain;
    // A re-run writes the line once; one that now closes what an earlier run could not says so in that line.
    const earlier = lines[0];
    const written = earlier === undefined
        ? await createLine(host, { text, own, before: comments.value }, budget)
        : earlier.body === text
            ? { ok: true }
            : await host.updateComment(earlier.id, { text }, budget);
    if (!written.ok) {
        const next = (0,_pull_request_host_js__WEBPACK_IMPORTED_MODULE_4__/* .refusedForGood */ .FD)(written) ? '' : ' Re-run this run to tell it.';
        deps.log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${where} could not be told that this pull request was closed: ${written.cause}.${next}`);
        return { told: false, closed: closed || closedBefore || closedByUs, ...againIf(written) };
    }
    deps.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${where} was told that this pull request was ${merged ? 'merged' : 'closed'}${closed || closedByUs ? ', and closed' : ''}.`);
    const docsClosed = closed || closedBefore || closedByUs;
    return { told: true, closed: docsClosed, ...(closing && !closing.ok ? againIf(closing) : {}) };
}
/** How many times the closing line is sent when GitHub's answer may pass (a 5xx, no answer). */
const LINE_TRIES = 3;
/**
 * The closing line, created once: after an answer that may pass, GitHub may have made it, so the
 * comments are looked at again (one not there before, with its text, by this token) before it is
 * sent again.
 */
async function createLine(host, { text, own, before }, budget) {
    const known = new Set(before.map((comment) => comment.id));
    const made = (comment) => !known.has(comment.id) && comment.body === text && (own === undefined || (0,_pull_request_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .isAccount */ .UP)(comment.author, own));
    let written = await host.createComment({ text }, budget);
    for (let tries = 1; !written.ok && !(0,_pull_request_host_js__WEBPACK_IMPORTED_MODULE_4__/* .refusedForGood */ .FD)(written) && tries < LINE_TRIES; tries++) {
        const listed = await host.comments(budget);
        if (!listed.ok)
            return written;
        if (listed.value.some(made))
            return { ok: true, value: null };
        written = await host.createComment({ text }, budget);
    }
    return written;
}
/**
 * Whether a closing line is there, by anyone, when GitHub did not say who the token is: it may be
 * an earlier run's, so none is written blind (warned).
 */
function lineOfAnyone(log, close, comments, lines) {
    if (!comments.some((c) => lines.includes(c.body)))
        return false;
    log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${close.where} is not told that this pull request was closed${close.owed ? ', nor closed (on-close: close-docs)' : ''}: GitHub did not say who 'github-token' is, so whether the closing line there is an earlier run's is not known. Re-run this run to tell it.`);
    return true;
}
/** Whether the host says this token closed the pull request last, since this close (when both dates are known). */
async function closedBy(host, own, since, budget) {
    const read = await host.closedBy?.(budget);
    if (read?.ok !== true || read.value.by === undefined || !(0,_pull_request_comment_js__WEBPACK_IMPORTED_MODULE_2__/* .isAccount */ .UP)(read.value.by, own))
        return false;
    return since === undefined || read.value.at === undefined || read.value.at >= since;
}
/**
 * The token's lines that tell this close. With the close's time known, those written since it:
 * an older one told a close before a re-open, and this close gets a line of its own.
 */
function linesOfThisClose(mine, closedAt) {
    const writtenAt = (c) => c.updatedAt ?? c.createdAt;
    if (closedAt === undefined || !mine.every((c) => Number.isFinite(writtenAt(c))))
        return mine;
    return mine.filter((c) => writtenAt(c) >= closedAt);
}
/** Closes the job's docs pull request (`on-close: close-docs`): GitHub's answer (a refusal is warned). */
async function closeDocs(deps, host, { where, own }, budget) {
    const closed = await host.closePullRequest(budget);
    // A 5xx may come after GitHub closed it: closed last by this token, it is closed.
    if (!closed.ok && !(0,_pull_request_host_js__WEBPACK_IMPORTED_MODULE_4__/* .refusedForGood */ .FD)(closed) && own !== undefined && (await closedBy(host, own, undefined, budget))) {
        deps.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `GitHub answered the close of ${where} with ${closed.cause}, but it is closed, by this token.`);
        return { ok: true, value: undefined };
    }
    if (!closed.ok && (0,_pull_request_host_js__WEBPACK_IMPORTED_MODULE_4__/* .refusedForGood */ .FD)(closed))
        deps.log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${where} could not be closed (on-close: close-docs): ${closed.cause}. It stays open; close it by hand, or give 'github-token' pull-requests: write there and re-run this run.`);
    else if (!closed.ok)
        deps.log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${where} could not be closed (on-close: close-docs): ${closed.cause}. It stays open for now: re-run this run to close it, or close it by hand.`);
    return closed;
}
const carries = (noticed) => noticed === 'told' || noticed === 'untold';
async function noticeOn(host, commentId, budget) {
    if (commentId === undefined)
        return 'unread';
    const read = await host.comment(commentId, budget);
    if (!read.ok)
        return 'unread';
    const notice = (0,_pull_request_closed_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .closeNoticeIn */ .wt)(read.value.body);
    if (notice === undefined)
        return 'absent';
    return notice.includes(NOT_TOLD) ? 'untold' : 'told';
}
const NOT_TOLD = 'was not told (the run log says why)';
/** The line at the top of the closed pull request's comment: what happened, to the docs pull request too. */
function closedNotice(log, merged, docs, told, words) {
    const what = `This ${words.noun} was ${merged ? 'merged' : 'closed without merging'}`;
    const name = docs ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .linked */ .q)(docs.url, (0,_pull_request_where_js__WEBPACK_IMPORTED_MODULE_8__/* .namedAt */ .Fp)(docs, words)) : undefined;
    const fate = told?.endedBefore
        ? told.told
            ? `, already ${told.endedBefore}, was told`
            : `, already ${told.endedBefore}, ${NOT_TOLD}`
        : told?.closed
            ? ' was closed with it'
            : told?.told
                ? ' was told'
                : ` ${NOT_TOLD}`;
    // A docs pull request a failed read kept unknown: the notice says it was not told, so a later run tells it.
    const docsPart = name
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `: the docs pull request ${name}${fate}`
        : told && !told.told
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `: the job's docs pull request ${NOT_TOLD}`
            : '';
    const heading = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${what}${docsPart}; this comment is no longer refreshed.`;
    return log.markup({ icon: merged ? '🔀' : '🔚', heading, paragraphs: [], rows: [], level: 3 }).trim();
}
/**
 * The job's comment on the closed pull request says it was merged or closed, records untouched;
 * its address when it was read (the run's `comment-url`).
 */
async function sayOnComment(deps, host, id, notice, budget) {
    if (id === undefined) {
        deps.log.warning("The pull request has no comment of this action's to say that it was closed: GitHub refused its every write, and the job is known from the check run's record. Check that the report-token may write pull request comments (pull-requests: write).");
        return undefined;
    }
    const read = await host.comment(id, budget);
    const body = read.ok ? (0,_pull_request_closed_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .closedComment */ .W3)(read.value.body, notice) : undefined;
    const written = !read.ok
        ? read
        : body === undefined || (0,_pull_request_closed_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .bodyOf */ .EN)(body) === read.value.body
            ? { ok: true }
            : await host.updateComment(id, body, budget);
    if (!written.ok) {
        const next = (0,_pull_request_host_js__WEBPACK_IMPORTED_MODULE_4__/* .refusedForGood */ .FD)(written)
            ? ' Check that the report-token may write pull request comments (pull-requests: write), then re-run this run.'
            : ' Re-run this run to write it.';
        deps.log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `The comment on this pull request could not say that it was closed (${written.cause}); it still shows the job as the last run left it.${next}`);
    }
    return read.ok ? read.value.url || undefined : undefined;
}
/**
 * How far a job's start (the service's clock, in milliseconds) may stand past a close it came
 * before (GitHub's clock, in whole seconds): a second, and a few of two hosts' clocks apart. A
 * `/docs` written with the close ("Close with comment") starts its job later than that.
 */
const CLOCKS_APART_MS = 5_000;
/**
 * The close: the docs pull request hears of it (and is closed with `close-docs`), then the job's
 * comment here says what happened, at its top, and that it is no longer refreshed. `again`: GitHub
 * failed in a way that may pass, so a next run of the close (a sweep) does what this one could not.
 */
async function endOfPullRequest(deps, config, trigger, 
/**
 * The pull request's host and its job, as the run's snapshot read them; `closed`: how it was
 * closed, as read (its event's, unless a sweep read it closed).
 */
read) {
    const pull = read.closed ?? (0,_pull_request_decide_js__WEBPACK_IMPORTED_MODULE_3__/* .closedByEvent */ .Cu)(trigger);
    const done = { again: false };
    if (!pull || trigger.pullNumber === undefined)
        return done;
    // The agent's own docs pull request (docs in the same repository) is no product pull request.
    if ((0,_pull_request_docs_need_js__WEBPACK_IMPORTED_MODULE_7__/* .isAgentLogin */ .TI)(pull.author, config.docsNeed.agentLogin))
        return done;
    const budget = (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_6__/* .budgetFor */ .vO)(deps.clock, _common_budget_js__WEBPACK_IMPORTED_MODULE_6__/* .BUDGET_MS */ .V_.close, { signals: [deps.signal] });
    const { host, job } = read;
    if (!host || job?.kind !== 'found') {
        const why = noJob(job, host);
        if (why)
            deps.log.info(why);
        return done;
    }
    // A job started after the close (a `/docs` on the closed pull request) has nothing of it to hear.
    // GitHub dates a close in whole seconds, and two hosts' clocks differ by a few: a start that close is before it.
    if (pull.closedAt !== undefined && Date.parse(job.docsOf?.createdAt ?? '') > pull.closedAt + CLOCKS_APART_MS) {
        deps.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `Job ${job.id} started after this pull request was closed, so its docs pull request is not told of the close.`);
        return done;
    }
    const found = await docsPullRequestToTell(deps, config, job, pull.merged);
    const docs = found === 'unread' ? undefined : found;
    const close = { merged: pull.merged, closedAt: pull.closedAt, noticed: () => noticeOn(host, job.commentId, budget) };
    const told = found === 'unread'
        ? { told: false, closed: false, unread: true, again: true }
        : docs
            ? await tellDocs(deps, config, trigger, { docs, ...close }, budget)
            : undefined;
    // What an earlier run said atop the comment stands (it told the close) while this run could not read what it did.
    if (told?.unread && (await close.noticed()) === 'told')
        return done;
    const again = { again: told?.again === true };
    const notice = closedNotice(deps.log, pull.merged, docs, told, (0,_pull_request_where_js__WEBPACK_IMPORTED_MODULE_8__/* .wordsOf */ .Z9)(trigger));
    const commentUrl = await sayOnComment(deps, host, job.commentId, notice, budget);
    return commentUrl ? { ...again, commentUrl } : again;
}


/***/ })

};
