export const id = 702;
export const ids = [702];
export const modules = {

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createGitHubSend: () => (/* binding */ createGitHubSend),
/* harmony export */   lookUpPullRequest: () => (/* binding */ lookUpPullRequest)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2413);
/* harmony import */ var _out_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3581);
/**
 * The optional pull request look-up on the GitHub API. Loaded with a dynamic import only when
 * a job opened a pull request and a token was given, so the common path stays light.
 */


const LOOKUP_TIMEOUT_MS = 10_000;
const NETWORK_CODES = {
    ECONNREFUSED: 'the connection was refused',
    ECONNRESET: 'the connection was reset',
    ENOTFOUND: 'the DNS lookup failed',
    EAI_AGAIN: 'the DNS lookup failed (temporary)',
    ETIMEDOUT: 'the connection timed out',
    UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
    UND_ERR_SOCKET: 'the connection broke',
};
/** The network error under a fetch failure, which octokit reports as a status 500 without a response. */
function networkFailure(error) {
    for (let cause = error, depth = 0; cause && depth < 5; depth++) {
        if (typeof cause.code === 'string') {
            const name = NETWORK_CODES[cause.code];
            if (name)
                return `${name} (${cause.code})`;
            if (/^(E[A-Z]+|UND_ERR_[A-Z_]+)$/.test(cause.code))
                return `a network error (${cause.code})`;
        }
        cause = cause.cause;
    }
    return undefined;
}
function describeFailure(error) {
    const network = error.response === undefined ? networkFailure(error) : undefined;
    if (network)
        return `the GitHub API could not be reached: ${network}`;
    const status = error.status;
    switch (status) {
        case 401:
            return 'the github-token was refused (HTTP 401)';
        case 403:
            return 'the github-token may not read it (HTTP 403); it needs pull-requests: read on that repository';
        case 404:
            return 'the github-token cannot see that repository, or the pull request does not exist (HTTP 404)';
        default:
            return typeof status === 'number'
                ? `the GitHub API answered HTTP ${status}`
                : (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `the GitHub API could not be reached (${(0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .TL)(error instanceof Error ? error.message : String(error), 200)})`;
    }
}
async function lookUpPullRequest(address, token, signal) {
    const timeout = AbortSignal.timeout(LOOKUP_TIMEOUT_MS);
    try {
        // No `request` option here: it would replace @actions/github's own, whose fetch honours the
        // runner's proxy variables. The signal goes with the one call instead.
        const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token);
        const { data } = await octokit.rest.pulls.get({
            owner: address.owner,
            repo: address.repo,
            pull_number: address.number,
            request: { signal: AbortSignal.any([signal, timeout]) },
        });
        // GitHub's answer is untrusted too: a head that is not a commit id is not handed on.
        if (!/^[0-9a-f]{40}$/.test(data.head.sha))
            return { kind: 'unavailable', reason: 'GitHub gave no commit id for its head' };
        return {
            kind: 'found',
            details: {
                headSha: data.head.sha,
                headRef: data.head.ref,
                state: data.merged || data.merged_at ? 'merged' : data.state === 'closed' ? 'closed' : 'open',
                draft: data.draft === true,
            },
        };
    }
    catch (error) {
        if (timeout.aborted)
            return { kind: 'unavailable', reason: `the GitHub API did not answer within ${LOOKUP_TIMEOUT_MS / 1_000}s` };
        return { kind: 'unavailable', reason: describeFailure(error) };
    }
}
/**
 * Sends one request to this workflow's GitHub (GITHUB_API_URL, so GitHub Enterprise Server too)
 * through @actions/github, whose fetch honours the runner's proxy variables. An HTTP error is an
 * answer, not a failure: the caller decides what to try again.
 */
function createGitHubSend(token) {
    const octokit = (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(token);
    return async (request, signal) => {
        try {
            const response = await octokit.request({
                method: request.method,
                url: request.path,
                ...(request.body ?? {}),
                request: { signal },
            });
            return { status: response.status, data: response.data, headers: response.headers };
        }
        catch (error) {
            const answer = error.response;
            if (answer && typeof answer.status === 'number')
                return {
                    status: answer.status,
                    data: answer.data,
                    headers: (answer.headers ?? {}),
                };
            throw new Error(networkFailure(error) ?? (0,_out_text_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error), { cause: error });
        }
    };
}


/***/ })

};
