export const id = 918;
export const ids = [918];
export const modules = {

/***/ 6314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readMirror: () => (/* binding */ readMirror)
/* harmony export */ });
/* unused harmony exports MIRROR_BUDGET_MS, FILES_PAGE, reviewersOf, reviewStateOf, mayBeSent */
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7837);
/* harmony import */ var _pull_request_review_queue_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8525);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6584);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9657);




/** What the reads may take together. */
const MIRROR_BUDGET_MS = 5_000;
/** Changed files read: one page. */
const FILES_PAGE = 100;
const why = (result) => result.status === undefined ? 'no answer' : `HTTP ${result.status}`;
const isList = (data) => Array.isArray(data);
/** Each reviewer's latest verdict, in the order they first gave one. */
function reviewersOf(reviews) {
    const latest = new Map();
    for (const review of reviews) {
        const { user, state } = (review ?? {});
        // A comment is no verdict: it leaves the reviewer's earlier approval or request standing.
        if (typeof user?.login !== 'string' || (state !== 'APPROVED' && state !== 'CHANGES_REQUESTED'))
            continue;
        latest.set(user.login, state === 'APPROVED' ? 'approved' : 'changes-requested');
    }
    return [...latest].map(([login, state]) => ({ login, state }));
}
/** Reviewers' latest reviews: any asking for changes wins, else any approval. */
function reviewStateOf(reviews) {
    const states = reviewersOf(reviews).map(({ state }) => state);
    if (states.includes('changes-requested'))
        return 'changes-requested';
    return states.includes('approved') ? 'approved' : undefined;
}
const MAY_BE_SENT = {
    CHANGES_REQUESTED: 'changes-requested',
    COMMENTED: 'commented',
    // Dismissed after it was sent: what was sent stays sent.
    DISMISSED: 'dismissed',
};
/** The reviews that may have gone to the agent (an approval never does), oldest first. */
function mayBeSent(reviews) {
    return reviews.flatMap((item) => {
        const { id: given, state, user, html_url: url } = (item ?? {});
        const id = (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .gitHubId */ .ny)(given);
        const kind = typeof state === 'string' && Object.hasOwn(MAY_BE_SENT, state) ? MAY_BE_SENT[state] : undefined;
        if (id === undefined || kind === undefined)
            return [];
        const login = user?.login;
        const href = typeof url === 'string' ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(url)?.href : undefined;
        return [{ id, state: kind, ...(typeof login === 'string' ? { login } : {}), ...(href ? { url: href } : {}) }];
    });
}
async function readReviews(call, at, budget) {
    const params = { owner: at.owner, repo: at.repo, pull_number: at.number };
    const listed = await (0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .listAll */ ._w)(call, { route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', params }, budget);
    return listed.ok ? { ok: true, value: listed.items } : { ok: false, why: why(listed) };
}
/**
 * Of the reviews that may have been sent, those the pull request's comments say went to the job.
 * The comments are read only when there is such a review.
 */
async function readSent(call, at, reviews, to, budget) {
    const candidates = mayBeSent(reviews);
    if (candidates.length === 0)
        return { ok: true, value: undefined };
    const params = { owner: at.owner, repo: at.repo, issue_number: at.number, per_page: 100 };
    const route = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments';
    const listed = await (0,_client_js__WEBPACK_IMPORTED_MODULE_2__/* .listAll */ ._w)(call, { route, params }, budget);
    if (!listed.ok)
        return { ok: false, why: why(listed) };
    const bodies = listed.items.flatMap((comment) => {
        const body = comment?.body;
        return typeof body === 'string' && body.includes('review-sent') ? [body] : [];
    });
    const sent = (0,_pull_request_review_queue_js__WEBPACK_IMPORTED_MODULE_1__/* .sentReviews */ .uy)(bodies, to.keys, { repository: `${at.owner}/${at.repo}`, pull: at.number }, to.job);
    const value = candidates.filter(({ id }) => sent.has(id));
    return { ok: true, value: value.length > 0 ? value : undefined };
}
/** The newest deployment of the head, and its newest successful status's http(s) address. */
async function readPreview(call, at, sha, budget) {
    const place = { owner: at.owner, repo: at.repo };
    const deployments = await call({ route: 'GET /repos/{owner}/{repo}/deployments', params: { ...place, sha, per_page: 1 } }, budget);
    if (!deployments.ok)
        return { ok: false, why: why(deployments) };
    if (!isList(deployments.data))
        return { ok: false, why: 'not a list' };
    const id = deployments.data[0]?.id;
    if (id === undefined)
        return { ok: true, value: undefined };
    if (!Number.isSafeInteger(id))
        return { ok: false, why: 'no deployment id' };
    const statuses = await call({
        route: 'GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses',
        params: { ...place, deployment_id: id, per_page: 100 },
    }, budget);
    if (!statuses.ok)
        return { ok: false, why: why(statuses) };
    if (!isList(statuses.data))
        return { ok: false, why: 'not a list' };
    const success = statuses.data.find((status) => status?.state === 'success');
    const url = typeof success?.environment_url === 'string' ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(success.environment_url) : undefined;
    return { ok: true, value: url?.href };
}
async function readFiles(call, at, total, budget) {
    const params = { owner: at.owner, repo: at.repo, pull_number: at.number, per_page: FILES_PAGE };
    const files = await call({ route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/files', params }, budget);
    if (!files.ok)
        return { ok: false, why: why(files) };
    if (!isList(files.data))
        return { ok: false, why: 'not a list' };
    const names = files.data.flatMap((file) => {
        const name = file?.filename;
        return typeof name === 'string' && name !== '' ? [name] : [];
    });
    return { ok: true, value: { names, total: Math.max(total ?? 0, names.length) } };
}
/** The reviews, then the answers about them; the preview and the files beside them. */
async function readAll(call, at, pull, to, budget) {
    const reviewsThenSent = async () => {
        const reviews = await readReviews(call, at, budget);
        if (!reviews.ok || !to || !reviews.value)
            return [reviews, { ok: true, value: undefined }];
        return [reviews, await readSent(call, at, reviews.value, to, budget)];
    };
    const [[reviews, sent], preview, files] = await Promise.all([
        reviewsThenSent(),
        readPreview(call, at, pull.headSha, budget),
        readFiles(call, at, pull.files, budget),
    ]);
    return { reviews, sent, preview, files };
}
/**
 * The reads at once, within one budget; what could not be read is said in one line. With `to`,
 * the reviews that went to that job too.
 */
async function readMirror(sink, call, at, pull, deps, to) {
    const timeout = AbortSignal.timeout(MIRROR_BUDGET_MS);
    const budget = { signal: AbortSignal.any([deps.signal, timeout]), deadline: deps.clock.now() + MIRROR_BUDGET_MS };
    const { reviews, sent, preview, files } = await readAll(call, at, pull, to, budget);
    const missed = [];
    if (!reviews.ok)
        missed.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `the reviews (${reviews.why})`);
    if (!sent.ok)
        missed.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `which reviews went to the agent (${sent.why})`);
    if (!preview.ok)
        missed.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `the preview (${preview.why})`);
    if (!files.ok)
        missed.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `the changed files (${files.why})`);
    if (missed.length > 0)
        sink.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `The comment leaves out what could not be read of the docs pull request: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .joinMessages */ .hw)(missed, ', ')}.`);
    const review = reviews.ok && reviews.value ? reviewStateOf(reviews.value) : undefined;
    const reviewers = reviews.ok && reviews.value ? reviewersOf(reviews.value) : [];
    return {
        ...(review ? { review } : {}),
        ...(reviewers.length > 0 ? { reviewers } : {}),
        ...(sent.ok && sent.value ? { sent: sent.value } : {}),
        ...(preview.ok && preview.value ? { preview: preview.value } : {}),
        ...(files.ok && files.value ? { files: files.value } : {}),
    };
}


/***/ }),

/***/ 9755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ii: () => (/* binding */ STALE_CLAIM_MS),
/* harmony export */   Kd: () => (/* binding */ holderOf),
/* harmony export */   aS: () => (/* binding */ claimVerdict)
/* harmony export */ });
/**
 * A claim where two runs may meet: a reaction by the token's own account, which the host makes
 * once (201) and answers 200 after. Every run of a repository writes as that one account, so the
 * reaction alone cannot say which run holds it: the holder names itself (its run, its attempt and
 * the reaction's id) in the signed records it finishes under the claim. A run that finds the
 * claim taken asks the host whether the named run has ended; one that has is gone, whatever the
 * age of its claim. Taking the claim off on the way out is a speed-up, not the guarantee: SIGKILL,
 * or the rate limit that stopped the finish, can stop that too.
 */
/** A claim older than this is a run that died between its claim and its finish (a finish takes seconds). */
const STALE_CLAIM_MS = 10 * 60_000;
/** The holder a claim's records name for this very reaction; a name for another reaction names no one. */
function holderOf(reaction, named) {
    const found = named.find((holder) => holder.reaction === reaction);
    return found && { run: found.run, attempt: found.attempt };
}
/**
 * A claim someone else made: free at once when the run it names has ended (an earlier attempt of
 * this very run has: attempts follow one another), or, naming no run, when no other run of the
 * repository is in progress; else once it is older than STALE_CLAIM_MS (a run the host cannot tell
 * of, or a claim naming no run while other runs are in progress). A live holder is waited on until then, as
 * no finish holds its claim for minutes.
 */
function claimVerdict(claim) {
    const { holder, self } = claim;
    if (holder !== undefined && holder.run === self.run && holder.attempt <= self.attempt)
        return { kind: 'free', why: 'this-run' };
    if (holder !== undefined && claim.state === 'ended')
        return { kind: 'free', why: 'ended' };
    // No run but this one is in progress: whoever made the claim has ended, named or not.
    if (holder === undefined && claim.othersRunning === false)
        return { kind: 'free', why: 'no-run' };
    return claim.nowMs - claim.at > STALE_CLAIM_MS ? { kind: 'free', why: 'stale' } : { kind: 'held' };
}


/***/ }),

/***/ 393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ UNREADABLE_ITEM)
/* harmony export */ });
const UNREADABLE_ITEM = {
    ok: false,
    status: 200,
    cause: "GitHub's list holds an item that is not what GitHub sends (an id that is not a number, no body or link)",
};


/***/ }),

/***/ 8525:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cv: () => (/* binding */ readAnswered),
/* harmony export */   E4: () => (/* binding */ sentMark),
/* harmony export */   Gv: () => (/* binding */ answerMark),
/* harmony export */   gQ: () => (/* binding */ createReviewLock),
/* harmony export */   uy: () => (/* binding */ sentReviews)
/* harmony export */ });
/* unused harmony export answeredReviews */
/* harmony import */ var _claim_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9755);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4714);
/* harmony import */ var _command_queue_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1608);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6002);
/**
 * The reviews of a pull request as a queue that lives on the host, beside the `/docs` commands.
 *
 * A review is _answered_ once the action's account wrote its one line about it on the pull
 * request (sent, or why not): that comment's last line names the review (`answerMark`), and only
 * the account's own comments are read for it. A review's body takes no reaction, so the claim is
 * not on the review: it is one lock for every unanswered review of the pull request, an `eyes`
 * reaction by the account on the action's own comment there (the one that records the job). The
 * host makes a reaction once per account (201, then 200), so one run holds the lock; it holds it
 * only from "the job is not active" to the answer of the one review it sends (seconds), then lets
 * it go. A lock older than STALE_CLAIM_MS is a run that died holding it: taken over (its reaction
 * removed and made again, so only one run wins).
 */




/** The last line of an answer: the review it answers. */
const answerMark = (reviewId) => `<!-- wait-for-agent-job review-answered ${reviewId} -->`;
const ANSWER_LINE = /\n<!-- wait-for-agent-job review-answered (\d{1,16}) -->$/;
/** The reviews the account answered, from its own comments' last lines; another account's never count. */
function answeredReviews(comments, own) {
    const answered = new Set();
    for (const { body, author } of comments) {
        const found = ANSWER_LINE.exec(body.replace(/\r\n?/g, '\n').trimEnd());
        if (found && (0,_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .isAccount */ .UP)(author, own))
            answered.add(Number(found[1]));
    }
    return answered;
}
/**
 * A hidden line in the answer of a review that went to the agent: the review, signed for the pull
 * request with the job's id, so the product pull request's mirror (read with another token, by
 * another account) can say "sent to the agent" and believe only what a holder of the api-key wrote.
 */
const sentMark = (apiKey, place, reviewId, jobId) => `<!-- wait-for-agent-job review-sent ${reviewId} ${(0,_record_js__WEBPACK_IMPORTED_MODULE_2__/* .placeSignature */ .yV)(apiKey, place, sentText(reviewId, jobId))} -->`;
const sentText = (reviewId, jobId) => `review-sent ${reviewId} to ${jobId}`;
const SENT_LINE = /^<!-- wait-for-agent-job review-sent (\d{1,16}) ([A-Za-z0-9_-]{32}) -->$/gm;
/** How many marks of one comment are checked: a bound on the signatures anyone's comment can make us check. */
const MAX_MARKS_CHECKED = 100;
/**
 * The reviews that comments say went to the job: only a mark the keys verify for this place and
 * this job counts, whoever wrote the comment. Nothing here is shown or sent: only the review ids
 * of marks that verify come out.
 */
function sentReviews(bodies, keys, place, jobId) {
    const sent = new Set();
    for (const body of bodies)
        for (const [, id = '', signature = ''] of [...body.replace(/\r\n?/g, '\n').matchAll(SENT_LINE)].slice(0, MAX_MARKS_CHECKED))
            if ((0,_record_js__WEBPACK_IMPORTED_MODULE_2__/* .signedForPlace */ .t5)(keys, place, sentText(Number(id), jobId), signature))
                sent.add(Number(id));
    return sent;
}
/** The lock on a pull request's reviews: an `eyes` by the account on the action's comment `lockId`. */
function createReviewLock(wire, lockId, own, nowMs) {
    let held;
    const mine = async () => {
        const listed = await wire.host.reactions(lockId, wire.read());
        if (!listed.ok)
            return undefined;
        const found = listed.value.find(({ content, author }) => content === 'eyes' && (0,_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .isAccount */ .UP)(author, own));
        return found && { ...(found.id === undefined ? {} : { id: found.id }), at: found.at };
    };
    return {
        isHeld: () => held !== undefined,
        /** Takes the lock: `busy` while another run holds it (not for long), `failed` when the host made no answer. */
        async take() {
            if (held !== undefined)
                return 'held';
            let made = await (0,_command_queue_js__WEBPACK_IMPORTED_MODULE_1__/* .react */ .wv)(wire, lockId, 'eyes');
            if (!made.ok)
                return 'failed';
            if (!made.value.created) {
                const other = await mine();
                if (other === undefined || other.id === undefined || !(nowMs() - other.at > _claim_js__WEBPACK_IMPORTED_MODULE_3__/* .STALE_CLAIM_MS */ .Ii))
                    return 'busy';
                await wire.host.unreact(lockId, other.id, wire.write());
                made = await (0,_command_queue_js__WEBPACK_IMPORTED_MODULE_1__/* .react */ .wv)(wire, lockId, 'eyes');
                if (!made.ok || !made.value.created)
                    return made.ok ? 'busy' : 'failed';
            }
            held = made.value.id ?? -1;
            return 'held';
        },
        /** Lets it go: the next run may take it at once. */
        async release() {
            const id = held;
            held = undefined;
            if (id !== undefined && id > 0)
                await wire.host.unreact(lockId, id, wire.write());
        },
    };
}
/** The reviews answered on the pull request, read again now; undefined when the comments cannot be read. */
async function readAnswered(wire, own) {
    const listed = await wire.host.comments(wire.read());
    return listed.ok ? answeredReviews(listed.value, own) : undefined;
}


/***/ })

};
