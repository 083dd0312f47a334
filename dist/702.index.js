export const id = 702;
export const ids = [702];
export const modules = {

/***/ 6702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createGitHubSend: () => (/* binding */ createGitHubSend)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2413);
/* harmony import */ var _common_network_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8375);
/* harmony import */ var _out_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3581);
/**
 * The transport under the step's GitHub client: @actions/github's octokit. Loaded with a dynamic
 * import only when a step talks to GitHub (a comment, a check run, a pull request look-up), so
 * the common path never loads octokit.
 */



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
            const code = (0,_common_network_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .networkErrorCode */ .a0)(error);
            throw new Error(code ? (0,_common_network_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .networkErrorWords */ .iN)(code) : (0,_out_text_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error), { cause: error });
        }
    };
}


/***/ })

};
