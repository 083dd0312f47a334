export const id = 220;
export const ids = [220];
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
    const run = trigger.runUrl ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) ` (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.linked)(trigger.runUrl, (0,_where_js__WEBPACK_IMPORTED_MODULE_5__/* .wordsOf */ .Z9)(trigger).runLink)})` : '';
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
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `No comment on the docs pull request ${where}: 'github-token' is empty. Pass a token that can write pull requests there.`);
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
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `No comment on the docs pull request ${where}: ${written.cause}. The step's result does not change.`);
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

/***/ 9220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  resolveReview: () => (/* binding */ resolveReview),
  sendOwedReview: () => (/* binding */ sendOwedReview),
  withReviewsBefore: () => (/* binding */ withReviewsBefore)
});

// EXTERNAL MODULE: ./src/pull-request/code-host.ts
var code_host = __webpack_require__(8965);
// EXTERNAL MODULE: ./src/output/text.ts
var output_text = __webpack_require__(218);
// EXTERNAL MODULE: ./src/pull-request/command.ts
var command = __webpack_require__(518);
// EXTERNAL MODULE: ./src/pull-request/comment.ts
var comment = __webpack_require__(4714);
// EXTERNAL MODULE: ./src/pull-request/docs-comment.ts
var docs_comment = __webpack_require__(4048);
// EXTERNAL MODULE: ./src/pull-request/record.ts
var record = __webpack_require__(6002);
// EXTERNAL MODULE: ./src/pull-request/review-queue.ts
var review_queue = __webpack_require__(8525);
// EXTERNAL MODULE: ./src/pull-request/where.ts
var where = __webpack_require__(492);
;// CONCATENATED MODULE: ./src/pull-request/review.ts

const handle = (login) => login.toLowerCase().replace(/\[bot\]$/, '');
/**
 * Whether an author is a listed bot (by its login, `[bot]` or not). Only a bot's account is: a
 * person may sign up under a listed bot's name without `[bot]`, and is a person.
 */
function isListedBot(author, policy) {
    const login = author?.login;
    return author?.bot === true && login !== undefined && policy.bots.some((bot) => handle(bot) === handle(login));
}
/** Reviews oldest first: by the time submitted, then by id (the host's own order). */
function byTime(a, b) {
    const [x, y] = [Number.isNaN(a.submittedAt) ? 0 : a.submittedAt, Number.isNaN(b.submittedAt) ? 0 : b.submittedAt];
    return x - y || a.id - b.id;
}
/**
 * How many reviews by listed bots come right before `review` with no person's review between
 * them (a review by an unlisted bot counts for neither side).
 */
function botRoundsBefore(review, all, policy) {
    const earlier = all.filter((other) => other.id !== review.id && byTime(other, review) < 0).sort(byTime);
    let rounds = 0;
    for (const other of earlier.reverse()) {
        if (isListedBot(other.author, policy))
            rounds++;
        else if (other.author !== undefined && !other.author.bot)
            break;
    }
    return rounds;
}
/** Whether a review is sent, before the author's permission (read from the host for a person). */
function reviewVerdict(review, lineComments, all, policy) {
    const login = review.author?.login;
    if (login !== undefined && policy.never.includes(handle(login)))
        return { kind: 'ignore', why: `the review is by ${login}, the action's or the agent's own account` };
    if (review.state === 'approved')
        return { kind: 'ignore', why: 'an approval asks the agent for nothing' };
    if (review.state === 'dismissed')
        return { kind: 'ignore', why: 'the review was dismissed' };
    if (!['changes_requested', 'commented'].includes(review.state))
        return { kind: 'ignore', why: `the review's state is ${review.state || 'unknown'}` };
    if (review.body.trim() === '' && lineComments === 0)
        return { kind: 'ignore', why: 'the review holds no text and no line comment' };
    if (login === undefined)
        return { kind: 'refuse', why: "the review's author is a deleted account" };
    const listed = isListedBot(review.author, policy);
    if (review.author?.bot && !listed)
        return { kind: 'refuse', why: `${login} is a bot that 'review-bots' does not list` };
    if (!listed)
        return { kind: 'send', by: 'person' };
    const rounds = botRoundsBefore(review, all, policy);
    if (rounds >= policy.botRounds)
        return {
            kind: 'refuse',
            why: `${rounds} reviews by listed bots came in a row with no person's review between ('review-bot-rounds' is ${policy.botRounds}), so a bot and the agent do not answer each other forever; a person's review or a /docs command goes on`,
        };
    return { kind: 'send', by: 'bot' };
}
/** At most this much of one text (the body, a line comment) is sent; the rest is cut with a line saying so. */
const MAX_REVIEW_TEXT_CHARS = 20_000;
/** At most this much of one review is sent in all (the service takes prompts of any length; this bounds it). */
const MAX_REVIEW_MESSAGE_CHARS = 60_000;
/** At most this many lines of the diff are shown for a line comment: the last ones, which it is on. */
const MAX_HUNK_LINES = 12;
/** The lines a comment is on, cut from its diff hunk (which ends at its last line): the range, or the line alone. */
function linesOf(comment) {
    if (comment.diffHunk === undefined || comment.diffHunk.trim() === '')
        return undefined;
    const lines = comment.diffHunk.replace(/\r\n?/g, '\n').split('\n');
    const body = lines[0]?.startsWith('@@') ? lines.slice(1) : lines;
    const last = comment.line ?? comment.originalLine;
    const span = comment.startLine !== undefined && last !== undefined ? last - comment.startLine + 1 : 1;
    const wanted = Math.min(Math.max(1, span), MAX_HUNK_LINES);
    return body.filter((line) => line !== '\\ No newline at end of file').slice(-wanted);
}
/** Where a comment is: its path and its line or line range; an outdated one says so. */
function placeOf(comment) {
    const last = comment.line ?? comment.originalLine;
    const outdated = comment.line === undefined ? ' (on an earlier version of the file; it has changed since)' : '';
    if (last === undefined)
        return `${comment.path} (the file as a whole)${outdated}`;
    const range = comment.startLine !== undefined && comment.startLine < last ? `lines ${comment.startLine}–${last}` : `line ${last}`;
    return `${comment.path}, ${range}${outdated}`;
}
/** A ```suggestion block is the text the reviewer wants in place of those lines: said so, plainly. */
function withSuggestions(text) {
    return text.replace(/```suggestion[^\n]*\n([\s\S]*?)```/g, (_, wanted) => `The reviewer wants these lines to read exactly:\n\`\`\`\n${wanted}\`\`\``);
}
/** Line comments in file order: by path, then line, then when written. */
function inFileOrder(comments) {
    const lineOf = (c) => c.startLine ?? c.line ?? c.originalLine ?? 0;
    return [...comments].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
        lineOf(a) - lineOf(b) ||
        a.createdAt - b.createdAt ||
        a.id - b.id);
}
function lineCommentText(comment, cut, words) {
    const lines = linesOf(comment);
    const shown = lines === undefined
        ? `(${words.host} sent no diff for it, so its lines are not shown)`
        : ['```diff', ...lines, '```'].join('\n');
    return `${placeOf(comment)}:\n${shown}\n${withSuggestions(cut(comment.body.trim(), MAX_REVIEW_TEXT_CHARS))}`;
}
const STATE_WORDS = {
    changes_requested: 'requests changes',
    commented: 'comments',
};
/**
 * The one message a review becomes: who reviewed and how, its body, then each line comment in
 * file order (path, line or range, the lines from the diff, the text; a suggestion as the wanted
 * text). `partial`: the line comments could be read only in part, which the message says.
 */
function reviewMessage(review, comments, cut, partial = false, words = where/* GITHUB_WORDS */.Ge) {
    const who = review.author?.login ?? 'a deleted account';
    const state = STATE_WORDS[review.state] ?? 'comments';
    const parts = [`A review of the docs ${words.noun} by ${who} ${state}.`];
    const body = review.body.trim();
    if (body !== '')
        parts.push(withSuggestions(cut(body, MAX_REVIEW_TEXT_CHARS)));
    const ordered = inFileOrder(comments);
    if (ordered.length > 0)
        parts.push(`Its ${ordered.length} line comment${ordered.length === 1 ? '' : 's'}, in file order:`);
    for (const comment of ordered)
        parts.push(lineCommentText(comment, cut, words));
    if (partial)
        parts.push(`(Some of its line comments could not be read from ${words.host} and are not included.)`);
    return cut(parts.join('\n\n'), MAX_REVIEW_MESSAGE_CHARS);
}
/**
 * The reviews still owed to the agent, oldest first, each once: those `sendable` says may go,
 * not answered yet, submitted before `upTo` (the run's own review, which is sent last).
 */
function unansweredReviews(reviews, answered, sendable, upTo) {
    const seen = new Set();
    const unanswered = [];
    for (const review of [...reviews].sort(byTime)) {
        if (seen.has(review.id) || answered.has(review.id))
            continue;
        seen.add(review.id);
        if (upTo !== undefined && (review.id === upTo.id || byTime(review, upTo) > 0))
            continue;
        if (sendable(review))
            unanswered.push(review);
    }
    return unanswered;
}
/**
 * What one run holding the claim sends, in order: the reviews owed before its own, oldest first,
 * then its own, unless it was answered already (another run sent it, or this is a re-run).
 */
function reviewsToSend(reviews, answered, sendable, own) {
    const earlier = unansweredReviews(reviews, answered, sendable, own);
    return answered.has(own.id) || !sendable(own) ? earlier : [...earlier, own];
}

// EXTERNAL MODULE: ./src/step/follow-up-command.ts + 1 modules
var follow_up_command = __webpack_require__(7315);
// EXTERNAL MODULE: ./src/pull-request/command-queue.ts
var command_queue = __webpack_require__(1608);
// EXTERNAL MODULE: ./src/pull-request/host.ts
var host = __webpack_require__(393);
// EXTERNAL MODULE: ./src/output/redaction.ts
var redaction = __webpack_require__(5928);
// EXTERNAL MODULE: ./src/common/outcome.ts
var outcome = __webpack_require__(4793);
;// CONCATENATED MODULE: ./src/step/review-comment.ts
/**
 * A review as the step's command (`CommandComment`): what the reviewer sees of the step (reactions
 * on the review's line comments, one line on the pull request saying it went to the agent or why
 * not), the lock that keeps reviews in order and once (src/pull-request/review-queue.ts), and the
 * earlier reviews left unanswered, sent first, oldest first.
 */








const whoOf = (review) => (0,redaction/* toProse */.HK)(review.author?.login ?? 'a deleted account');
const nameOf = (at) => at.url ? `<a href="${(0,output_text.escapeMarkup)(at.url)}">review ${at.review.id}</a>` : `review ${at.review.id}`;
/** The one line on the pull request about a review, with its mark as the last line; a sent one's signed too. */
async function answer(deps, at, said, sent = false) {
    const mark = sent && deps.sentMark ? `\n${deps.sentMark(at.review.id)}` : '';
    // Our prose in the host's words; the signed mark as made.
    const text = `${(0,where/* inHostWords */.dG)(deps.wire.trigger, `🤖 The ${nameOf(at)} by ${whoOf(at.review)} ${said}`)}${mark}`;
    // A sent review's line waits out a rate limit, as a command's 🚀 does: a send left unanswered is sent again.
    const budget = sent && deps.wire.recordSent ? deps.wire.recordSent() : deps.wire.write();
    const write = () => deps.wire.host.createComment({ text, record: (0,review_queue/* answerMark */.Gv)(at.review.id) }, budget);
    // A sent review's answer is the proof it was sent: written again, unless GitHub made it after all.
    // A refusal's is not: the next run refuses again.
    const answered = async () => (await (0,review_queue/* readAnswered */.Cv)(deps.wire, deps.own))?.has(at.review.id) === true;
    const written = sent ? await (0,command_queue/* sendAgain */.Fm)(deps.wire, write, answered) : await write();
    if (written !== 'made-meanwhile' && !written.ok)
        deps.log.warning(sent
            ? (0,output_text.msg) `The line answering review ${at.review.id}, which was sent, could not be written on the pull request (${written.cause}); a later run may send that review again.${(0,host.refusedForGood)(written) ? ' Check that the report-token may comment (pull-requests: write).' : ''}`
            : (0,output_text.msg) `The line answering review ${at.review.id}, which is not sent, could not be written on the pull request (${written.cause}); a later run answers it again.`);
}
async function mark(deps, lines, what) {
    for (const line of lines)
        await deps.wire.host.reactOnLine(line.id, what, deps.wire.write());
}
const sentLine = (jobId) => `went to the agent (job ${(0,redaction/* toProse */.HK)(jobId)}) as one follow-up.`;
const notSentLine = (log, why) => `was not sent to the agent: ${log.prose(why, 1_000).replace(/\.$/, '')}.`;
/** A send that failed after the service may have acted on it (a 5xx, no answer): neither sent nor not. */
const mayHaveLine = (log, why) => `may have reached the agent, or not (${log.prose(why, 1_000)}); the workflow run's log says how to check before reviewing again.`;
/**
 * A send the service certainly did not take (a 429, the service unreachable, a cancel before it
 * left): the line says so without the answer's mark, so the review stays owed and a later run sends it.
 */
async function stillOwed(deps, at, why) {
    const text = `🤖 The ${nameOf(at)} by ${whoOf(at.review)} was not sent to the agent yet: ${deps.log.prose(why, 1_000)}. It stays owed: a re-run of this workflow run, or the next run of this workflow on the pull request, sends it once.`;
    const written = await deps.wire.host.createComment({ text: (0,where/* inHostWords */.dG)(deps.wire.trigger, text) }, deps.wire.write());
    if (!written.ok)
        deps.log.info((0,output_text.msg) `The line saying review ${at.review.id} was not sent yet could not be written on the pull request (${written.cause}); the review stays owed all the same.`);
}
/** Sends an earlier review its own run left unanswered (or says why it does not go), then lets the lock go. */
async function takeEarlier(deps, review, send, passOver) {
    const prepared = review && (await deps.prepare(review));
    if (!review || !prepared) {
        // Not readable whole now: it holds up nothing this run sends, and a later run sends it.
        if (review) {
            passOver(review.id);
            deps.log.info(`Review ${review.id}, submitted before this one, could not be read whole now (its line comments, or its author's permission): the pull request's next run sends it, and this run goes on without it.`);
        }
        await deps.lock.release();
        return false;
    }
    if ('why' in prepared) {
        await answer(deps, { review }, notSentLine(deps.log, prepared.why));
        await mark(deps, prepared.lines, 'confused');
        await deps.lock.release();
        return false;
    }
    deps.log.info(`Review ${review.id}, submitted before this one, was not sent by its own run: this run sends it first.`);
    const sent = await send(prepared.message);
    if (sent !== true && (0,outcome/* notTaken */.h4)(sent)) {
        // Still owed, for a later run: this one goes on without it, as with one it could not read.
        passOver(review.id);
        await stillOwed(deps, { review, lines: prepared.lines }, sent.headline);
    }
    else {
        const said = sent === true ? sentLine(deps.jobId) : 'could not be sent to the agent; the log of the run says why.';
        await answer(deps, { review }, said, sent === true);
        await mark(deps, prepared.lines, sent === true ? 'rocket' : 'confused');
    }
    await deps.lock.release();
    return sent === true;
}
/**
 * The reviews before this run's own left unanswered, oldest first, under the lock: `next` takes
 * the lock once the job is not active (held on `take` and `none`, let go on `wait`), `take` sends
 * one and lets the lock go.
 */
function earlierReviews(deps) {
    const { lock, wire } = deps;
    let unanswered = [];
    const passedOver = new Set();
    return {
        async next() {
            if ((await lock.take()) !== 'held')
                return { kind: 'wait' };
            const [answered, before] = await Promise.all([(0,review_queue/* readAnswered */.Cv)(wire, deps.own), deps.earlier()]);
            if (answered === undefined || before === undefined) {
                await lock.release();
                return { kind: 'wait' };
            }
            unanswered = before.filter((review) => !answered.has(review.id) && !passedOver.has(review.id));
            const next = unanswered[0];
            if (next === undefined)
                return { kind: 'none' };
            const command = {
                id: next.id,
                login: next.author?.login ?? '',
                message: '',
                recent: false,
                at: next.submittedAt,
            };
            return { kind: 'take', command };
        },
        take: (next, send) => takeEarlier(deps, unanswered.find((review) => review.id === next.command.id), send, (id) => passedOver.add(id)),
    };
}
function reviewWriter(deps) {
    const { lock, mine, wire, log } = deps;
    const earlier = earlierReviews(deps);
    let lockBusy = false;
    return {
        id: mine.review.id,
        review: true,
        async react(what) {
            if (what === 'rocket')
                await answer(deps, mine, sentLine(deps.jobId), true);
            await mark(deps, mine.lines, what);
            if (what === 'rocket')
                await lock.release();
        },
        async notSent(why, failed) {
            if (failed && (0,outcome/* notTaken */.h4)(failed))
                await stillOwed(deps, mine, why);
            else {
                await answer(deps, mine, failed && (0,outcome/* mayHaveBeenTaken */.XJ)(failed) ? mayHaveLine(log, why) : notSentLine(log, why));
                await mark(deps, mine.lines, 'confused');
            }
            await lock.release();
        },
        nextEarlier: () => earlier.next(),
        takeOver: (next, send) => earlier.take(next, send),
        async stillOurs(waitForLock = true) {
            // Another run holds the lock for seconds (one review's send): waited out, within bounds.
            let taken = lock.isHeld() ? 'held' : await lock.take();
            const canWait = () => waitForLock && !wire.cancelled() && (wire.left?.() ?? Infinity) > LOCK_WAIT_MS;
            for (let wait = 0; taken === 'busy' && wait < LOCK_WAITS && canWait(); wait++) {
                await wire.sleep(LOCK_WAIT_MS);
                taken = await lock.take();
            }
            lockBusy = taken === 'busy';
            if (taken !== 'held')
                return false;
            const answered = await (0,review_queue/* readAnswered */.Cv)(wire, deps.own);
            if (answered !== undefined && !answered.has(mine.review.id))
                return true;
            await lock.release();
            return false;
        },
        release: () => lock.release(),
        lockBusy: () => lockBusy,
    };
}
/** How often, and how long each time, a run waits for the reviews' lock another run holds. */
const LOCK_WAITS = 6;
const LOCK_WAIT_MS = 5_000;
/**
 * A `/docs` command's run with the reviews before it: whichever earlier one, command or review,
 * was written first goes first; the review lock, once taken, is held through this run's own send
 * (as a review's run holds it), so no review's run sends while this one does.
 */
function withEarlierReviews(comment, reviews, lock) {
    let chosen = 'command';
    return {
        id: comment.id,
        async react(what) {
            await comment.react(what);
            if (what === 'rocket')
                await lock.release();
        },
        async notSent(why, failed) {
            await comment.notSent(why, failed);
            await lock.release();
        },
        async nextEarlier() {
            const command = await comment.nextEarlier();
            if (command.kind === 'wait' || command.kind === 'refused')
                return command;
            // Another run sends a review now: wait. Reviews GitHub cannot list or lock now hold up no command: a later run sends them.
            const taken = await lock.take();
            if (taken === 'busy')
                return { kind: 'wait' };
            const read = taken === 'held' ? await reviews.next() : { kind: 'none' };
            const reviewFirst = read.kind === 'take' &&
                (command.kind === 'none' || (read.command.at ?? 0) <= (command.command.at ?? Number.POSITIVE_INFINITY));
            chosen = reviewFirst ? 'review' : 'command';
            if (reviewFirst)
                return read;
            if (command.kind === 'take')
                await lock.release();
            return command;
        },
        takeOver: (next, send) => (chosen === 'review' ? reviews.take(next, send) : comment.takeOver(next, send)),
        async stillOurs() {
            const ours = await comment.stillOurs();
            if (!ours)
                await lock.release();
            return ours;
        },
        async release() {
            await comment.release();
            await lock.release();
        },
    };
}
/** The message of a review read now: its line comments, and whether they could be read only in part. */
function messageOf(review, lines, log, words) {
    return reviewMessage(review, lines ?? [], (text, max) => log.excerpt(text, max), lines === undefined, words);
}

// EXTERNAL MODULE: ./src/common/budget.ts
var common_budget = __webpack_require__(7532);
// EXTERNAL MODULE: ./src/step/command-message.ts
var command_message = __webpack_require__(7637);
// EXTERNAL MODULE: ./src/pull-request/docs-need.ts
var docs_need = __webpack_require__(7761);
;// CONCATENATED MODULE: ./src/step/review-run.ts
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
    const verdict = reviewVerdict(review, lines, all, reading.policy);
    if (verdict.kind === 'ignore')
        return 'ignore';
    if (verdict.kind === 'refuse')
        return verdict.why;
    if (verdict.by === 'bot')
        return undefined;
    const required = reading.config.followUp?.permission ?? 'write';
    const login = review.author?.login ?? '';
    const level = await reading.host.permission(login, reading.budget());
    // A read a cancel cut short decides nothing: the next run reads it again.
    if (!level.ok && (reading.later || reading.deps.signal.aborted))
        return 'unread';
    if (!level.ok)
        return (0,output_text.msg) `the permission of ${login} could not be read (${level.cause}), and a review is never sent on doubt`;
    return (0,command/* mayCommand */.fi)(level.value, required)
        ? undefined
        : (0,output_text.msg) `${login} has ${level.value ?? 'no'} permission on this repository, and 'follow-up-permission' asks for ${required}; once they have it, a new review is sent (this one is answered, and a re-run does not send it)`;
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
        ? { message: messageOf(review, lines, reading.deps.log, reading.words), lines }
        : { why, lines };
}
function policyOf(review, own, pullAuthor) {
    // The docs pull request's author is the agent, whatever its account's type (a managed user too).
    const never = [own.login, pullAuthor?.login]
        .filter((login) => login !== undefined)
        .map((login) => login.toLowerCase().replace(/\[bot\]$/, ''));
    return { bots: review.bots, botRounds: review.botRounds, never };
}
async function resolveReview(deps, config, trigger) {
    const event = deps.codeHost.reviewEvent(trigger);
    if (event.kind !== 'review' || !trigger)
        return skip(deps, (0,output_text.msg) `No review sent: ${event.kind === 'review' ? 'this is not a workflow run' : event.why}.`);
    if (!config.review)
        return skip(deps, "No review sent: 'on-review' is ignore.");
    const token = config.visibility.reportToken;
    if (token === '')
        return skip(deps, "No review sent: 'report-token' is empty, so the reviewer's permission cannot be read.");
    const host = (0,code_host/* reportHostOf */.gl)(deps.codeHost, token, trigger);
    const deadline = Math.min(deps.clock.now() + common_budget/* BUDGET_MS */.V_.review, deps.deadline);
    const budget = () => ({ signal: deps.signal, deadline });
    const own = await host.identity(budget());
    if (own?.login === undefined)
        return skip(deps, 'No review sent: GitHub did not say who the report-token is, so the action cannot tell its own reviews.');
    const policy = policyOf(config.review, own, event.pullAuthor);
    const reading = { deps, config, host, own, policy, budget, words: (0,where/* wordsOf */.Z9)(trigger) };
    return resolveRead(reading, trigger, event);
}
/** What a review's run read on GitHub; or why it could not read enough to send now. */
async function readAround(reading, trigger, review) {
    const { config, host, own, budget } = reading;
    const [all, listed] = await Promise.all([host.reviews(budget()), host.reviewComments(review.id, budget())]);
    // The job's docs-pr-comment is the one comment of ours here: a list without it is read twice.
    const found = await (0,comment/* findStartedJob */.y5)(host, trigger, (0,record/* recordKeysOf */.fH)(config), budget(), async () => own, {
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
    if (docs && !(docs.ok && (0,docs_comment/* isDocsComment */.R)(docs.value.body, trigger, (0,record/* recordKeysOf */.fH)(config))))
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
        const why = (0,output_text.msg) `Review ${review.id} is not sent yet: GitHub did not list ${read.unread} (${read.cause}); the next run of this workflow on the pull request sends it, once.`;
        deps.log.info(why);
        return { kind: 'skipped', why, later: true };
    }
    if ('notDocs' in read)
        return skip(deps, "No review sent: the job recorded on this pull request is not one whose docs pull request this is (no comment of 'docs-pr-comment' here); a review of the product pull request is not sent to the docs agent.");
    const { all, lines, jobId, lock: lockComment } = read;
    const why = await mayGo(reading, review, lines.length, all);
    if (why === 'unread') {
        const later = (0,output_text.msg) `Review ${review.id} is not sent yet: the permission of its author could not be read; the next run of this workflow on the pull request reads it again.`;
        deps.log.info(later);
        return { kind: 'skipped', why: later, later: true };
    }
    if (why === 'ignore')
        return skip(deps, (0,output_text.msg) `No review sent: ${reviewVerdictWhy(review, lines.length, all, reading.policy)}.`);
    const wire = (0,follow_up_command/* queueWire */.$)(reading.host, trigger, deps, (0,record/* recordKeysOf */.fH)(reading.config));
    if ((await (0,review_queue/* readAnswered */.Cv)(wire, own))?.has(review.id))
        return skip(deps, (0,output_text.msg) `No review sent: review ${review.id} was answered already (another run sent it, or said why not).`);
    if (jobId === undefined || lockComment === undefined)
        return skip(deps, 'No review sent: no agent job of this action is recorded on this pull request.');
    const mine = { review, lines, ...(event.url === undefined ? {} : { url: event.url }) };
    const comment = reviewWriter({ ...queueOf(reading, trigger, { lockId: lockComment.id, jobId }, review), mine });
    // A job that takes no more (ended, or its docs pull request merged or closed) is never sent a review.
    const refusal = why ?? (await jobTakesNoMore(reading, jobId));
    if (refusal !== undefined) {
        await comment.notSent(refusal);
        return skip(deps, (0,output_text.msg) `No review sent: ${refusal}.`);
    }
    await comment.react('eyes');
    const plan = { kind: 'message', message: messageOf(review, lines, deps.log, reading.words) };
    const who = review.author?.login ?? 'a deleted account';
    const resolved = { kind: 'send', work: { plan, jobId, jobIds: [jobId] }, comment, who };
    return read.shared ? { ...resolved, sharedComment: lockComment.id } : resolved;
}
/** Why the review's job takes no more follow-ups, as a command on this docs pull request is told; undefined while it does. */
async function jobTakesNoMore(reading, jobId) {
    const gone = await (0,command_message/* jobEnded */.WK)(reading.deps, reading.config, jobId, reading.budget());
    return gone === undefined
        ? undefined
        : (0,output_text.msg) `${gone}, so it takes no more follow-ups; to go on, write the command on the product pull request, which starts a new job`;
}
/**
 * The queue of the reviews before `upTo` (this run's review, or its command's time) under the
 * pull request's review lock; every read on a budget of its own, as it may come after minutes of
 * waiting for the job.
 */
function queueOf(reading, trigger, job, upTo) {
    const { deps, config, host, own } = reading;
    const wire = (0,follow_up_command/* queueWire */.$)(host, trigger, deps, (0,record/* recordKeysOf */.fH)(config));
    let all = [];
    const earlier = async () => {
        const now = await host.reviews(wire.read());
        if (!now.ok)
            return undefined;
        all = now.value;
        const sendable = (other) => reviewVerdict(other, 1, all, reading.policy).kind === 'send';
        return withLines(unansweredReviews(all, new Set(), sendable, upTo));
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
        lock: (0,review_queue/* createReviewLock */.gQ)(wire, job.lockId, () => deps.clock.date(), deps.leases),
        prepare: (other) => prepare(reading, all, other, wire.read),
        sentMark: (id) => (0,review_queue/* sentMark */.E4)(config.apiKey, place, id, job.jobId),
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
    const deadline = Math.min(deps.clock.now() + common_budget/* BUDGET_MS */.V_.review, deps.deadline);
    const budget = () => ({ signal: deps.signal, deadline });
    const keys = (0,record/* recordKeysOf */.fH)(config);
    const [own, docs, written] = await Promise.all([
        host.identity(budget()),
        host.comment(lockId, budget()),
        host.comment(comment.id, budget()),
    ]);
    if (own?.login === undefined || !(docs.ok && (0,docs_comment/* isDocsComment */.R)(docs.value.body, trigger, keys)))
        return comment;
    // The command's time, read from GitHub: unread, no review is taken for before it (its own run, or the next, sends it).
    const at = written.ok ? written.value.createdAt : Number.NaN;
    const policy = policyOf(config.review, own, undefined);
    const reading = { deps, config, host, own, policy, budget, words: (0,where/* wordsOf */.Z9)(trigger) };
    const upTo = { id: Number.MAX_SAFE_INTEGER, state: '', body: '', submittedAt: Number.isNaN(at) ? 0 : at };
    const queue = queueOf(reading, trigger, { lockId, jobId: job.jobId }, upTo);
    return withEarlierReviews(comment, earlierReviews(queue), queue.lock);
}
/** How many reviews no run answered one run answers at most (refused ones included): the next run goes on. */
const MAX_OWED_REVIEWS = 20;
/** How many unanswered reviews one run looks at, at most (a review with no text costs one read of its line comments). */
const MAX_SCANNED_REVIEWS = 100;
/** The pull request's author as a review policy knows it: a bot's own reviews of its pull request are not sent. */
function pullAuthorOf(trigger, config) {
    const login = trigger.pullRequest?.author;
    if (login === undefined)
        return undefined;
    return { login, bot: login.endsWith('[bot]') || (0,docs_need/* isAgentLogin */.TI)(login, config.docsNeed.agentLogin) };
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
    const deadline = Math.min(deps.clock.now() + common_budget/* BUDGET_MS */.V_.review, deps.deadline);
    const budget = () => ({ signal: deps.signal, deadline });
    const own = await host.identity(budget());
    if (own?.login === undefined)
        return undefined;
    const [listed, answered] = await Promise.all([
        host.reviews(budget()),
        queued ? new Set() : (0,review_queue/* readAnswered */.Cv)((0,follow_up_command/* queueWire */.$)(host, trigger, deps, (0,record/* recordKeysOf */.fH)(config)), own),
    ]);
    if (!listed.ok || answered === undefined)
        return undefined;
    for (const id of ('held' in owed && owed.held) || [])
        answered.add(id);
    const mine = queued && listed.value.find(({ id }) => id === queued.reviewId);
    if (queued && !mine)
        return 'answered';
    const botLogin = mine && mine.author?.bot ? mine.author.login : undefined;
    const bot = botLogin === undefined ? [] : [botLogin];
    const policy = mine
        ? policyOf({ bots: bot, botRounds: Number.MAX_SAFE_INTEGER }, own, undefined)
        : policyOf(config.review ?? { bots: [], botRounds: 0 }, own, pullAuthorOf(trigger, config));
    const reading = { deps, config, host, own, policy, budget, later: true, words: (0,where/* wordsOf */.Z9)(trigger) };
    const mayAsk = (review) => reviewVerdict(review, 1, listed.value, policy).kind !== 'ignore';
    const candidates = mine ? [mine] : unansweredReviews(listed.value, answered, mayAsk).slice(0, MAX_SCANNED_REVIEWS);
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
            deps.log.info((0,output_text.msg) `Review ${review.id} of this pull request waits: another run holds the reviews' lock now: the next run sends it.`);
            return undefined;
        }
        if (queued?.refused !== undefined) {
            await resolved.comment.notSent(queued.refused);
            deps.log.info((0,output_text.msg) `Review ${review.id}, queued while the job was busy, is not sent: ${queued.refused}`);
            return 'answered';
        }
        if (!mine)
            deps.log.info((0,output_text.msg) `Review ${review.id} of this pull request was not answered by its own run (cancelled while pending, or stopped): this run sends it to job ${resolved.work.jobId}, as its run would have.`);
        return withNews(resolved, queued?.news);
    }
    return undefined;
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
    const verdict = reviewVerdict(review, lines, all, policy);
    return verdict.kind === 'send' ? 'it goes' : verdict.why;
}


/***/ })

};
