export const id = 447;
export const ids = [447];
export const modules = {

/***/ 5447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   asPullRequestEvent: () => (/* binding */ asPullRequestEvent)
/* harmony export */ });
/* unused harmony export COMMENTED */
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7837);
/* harmony import */ var _trigger_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7506);
/* harmony import */ var _common_ids_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(863);



/** The pull request's action a comment's run goes on as. */
const COMMENTED = 'commented';
/** The comment's run as the pull request's own event, or why it owes nothing (said in the log). */
async function asPullRequestEvent(github, token, trigger, sink, budget) {
    const { owner, repo, pullNumber } = trigger;
    if (pullNumber === undefined || token === '')
        return undefined;
    const read = await github.caller(token, { name: 'report-token', needs: 'pull-requests: read' })({ route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}', params: { owner, repo, pull_number: pullNumber } }, budget);
    const pull = (read.ok ? read.data : undefined);
    const head = pull?.head?.sha;
    if (!read.ok || typeof head !== 'string' || !_common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMIT_SHA */ .pk.test(head)) {
        const why = read.ok ? "GitHub's answer names no head commit" : read.cause;
        sink.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `The pull request could not be read (${why}), so this run does not bring it into step; its next run does.`);
        return undefined;
    }
    const author = pull?.user?.login;
    const owesNothing = pull?.number !== pullNumber
        ? 'GitHub answered with another pull request'
        : pull.state !== 'open'
            ? 'it is not open'
            : (0,_trigger_js__WEBPACK_IMPORTED_MODULE_1__/* .isFromFork */ .ty)(pull)
                ? 'it comes from a fork'
                : typeof author === 'string' && author.toLowerCase() === 'dependabot[bot]'
                    ? "it is Dependabot's"
                    : undefined;
    if (owesNothing) {
        sink.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `The pull request owes its job nothing on a comment: ${owesNothing}.`);
        return undefined;
    }
    sink.info('This run goes on as any other event of the pull request: it tells the job what it owes.');
    return {
        ...trigger,
        headSha: head,
        headNeedsLookUp: false,
        pullRequest: (0,_trigger_js__WEBPACK_IMPORTED_MODULE_1__/* .pullRequestEvent */ .X7)({ action: COMMENTED }, pull),
    };
}


/***/ })

};
