export const id = 314;
export const ids = [314];
export const modules = {

/***/ 6314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readMirror: () => (/* binding */ readMirror)
/* harmony export */ });
/* unused harmony exports MIRROR_BUDGET_MS, FILES_PAGE, reviewStateOf */
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7837);
/* harmony import */ var _client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6584);


/** What the three reads may take together. */
const MIRROR_BUDGET_MS = 5_000;
/** Changed files read: one page. */
const FILES_PAGE = 100;
const why = (result) => result.status === undefined ? 'no answer' : `HTTP ${result.status}`;
const isList = (data) => Array.isArray(data);
/** Reviewers' latest reviews: any asking for changes wins, else any approval. */
function reviewStateOf(reviews) {
    const latest = new Map();
    for (const review of reviews) {
        const { user, state } = (review ?? {});
        // A comment is no verdict: it leaves the reviewer's earlier approval or request standing.
        if (typeof user?.login !== 'string' || (state !== 'APPROVED' && state !== 'CHANGES_REQUESTED'))
            continue;
        latest.set(user.login, state);
    }
    const states = [...latest.values()];
    if (states.includes('CHANGES_REQUESTED'))
        return 'changes-requested';
    return states.includes('APPROVED') ? 'approved' : undefined;
}
async function readReview(call, at, budget) {
    const params = { owner: at.owner, repo: at.repo, pull_number: at.number };
    const listed = await (0,_client_js__WEBPACK_IMPORTED_MODULE_1__/* .listAll */ ._w)(call, { route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', params }, budget);
    return listed.ok ? { ok: true, value: reviewStateOf(listed.items) } : { ok: false, why: why(listed) };
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
/** The three reads at once, within one budget; what could not be read is said in one line. */
async function readMirror(sink, call, at, pull, deps) {
    const timeout = AbortSignal.timeout(MIRROR_BUDGET_MS);
    const budget = { signal: AbortSignal.any([deps.signal, timeout]), deadline: deps.clock.now() + MIRROR_BUDGET_MS };
    const [review, preview, files] = await Promise.all([
        readReview(call, at, budget),
        readPreview(call, at, pull.headSha, budget),
        readFiles(call, at, pull.files, budget),
    ]);
    const missed = [];
    if (!review.ok)
        missed.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `the reviews (${review.why})`);
    if (!preview.ok)
        missed.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `the preview (${preview.why})`);
    if (!files.ok)
        missed.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `the changed files (${files.why})`);
    if (missed.length > 0)
        sink.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `The comment leaves out what could not be read of the docs pull request: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .joinMessages */ .hw)(missed, ', ')}.`);
    return {
        ...(review.ok && review.value ? { review: review.value } : {}),
        ...(preview.ok && preview.value ? { preview: preview.value } : {}),
        ...(files.ok && files.value ? { files: files.value } : {}),
    };
}


/***/ })

};
