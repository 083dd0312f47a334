export const id = 899;
export const ids = [899];
export const modules = {

/***/ 9899:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   decidePaths: () => (/* binding */ decidePaths),
/* harmony export */   firstNeedingDocs: () => (/* binding */ firstNeedingDocs)
/* harmony export */ });
/* unused harmony export MAX_LISTED_FILES */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);
/**
 * `paths` matched against every changed file of the pull request with picomatch, in order: a later
 * `!glob` excludes what an earlier glob took, and a later glob takes it back, as GitHub's own
 * `paths` filter does. On doubt (the files cannot be read, or the host lists fewer than there
 * are) the docs are needed, and the log says why.
 */


/** GitHub lists a pull request's changed files up to this many. */
const MAX_LISTED_FILES = 3_000;
/** A name no glob can be trusted to read (a control character, such as a newline, or a runaway length): needed. */
const doubtful = (file) => file.length > 1_024 || /[\u0000-\u001f\u007f]/.test(file);
/**
 * The first file that needs docs, the last glob to match each file deciding; undefined when none
 * does; `stopped` when `stop()` said so between two files (the time for it ran out).
 */
function firstNeedingDocs(files, paths, stop = () => false) {
    const globs = paths.map((glob) => {
        const exclude = glob.startsWith('!');
        return { exclude, isMatch: picomatch__WEBPACK_IMPORTED_MODULE_1___default()(exclude ? glob.slice(1) : glob, { dot: true }) };
    });
    for (const file of files) {
        if (stop())
            return { stopped: true };
        if (doubtful(file))
            return file;
        let needed = false;
        for (const { exclude, isMatch } of globs)
            if (isMatch(file))
                needed = !exclude;
        if (needed)
            return file;
    }
    return undefined;
}
/**
 * A bare name in `paths` ('src', 'packages/api') matches one file at that path (a Makefile): when the
 * changed files it missed are in a folder of that name, the glob meant that folder's files.
 */
function folderMeant(paths, files) {
    // A folder's path too ('packages/api', a monorepo's package): no glob character, no extension.
    const bare = paths.find((glob) => /^[^/*?[{.!][^*?[{.!]*$/.test(glob) && !glob.endsWith('/') && files.some((file) => file.startsWith(`${glob}/`)));
    return bare === undefined
        ? undefined
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `'paths' holds ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(bare, 100)}, which matches only a file at exactly that path, but changed files are in the folder ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(`${bare}/`, 100)}: write ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(`${bare}/**`, 100)} to match them.`;
}
/** `paths` against every changed file the host lists; on doubt, the docs are needed and the log says why. */
async function decidePaths(host, trigger, paths, budget) {
    const total = trigger.pullRequest?.changedFiles;
    if (total !== undefined && total > MAX_LISTED_FILES)
        return {
            kind: 'needed',
            say: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `The pull request changes ${total} files and GitHub lists only ${MAX_LISTED_FILES}, so 'paths' is taken as matching.`,
        };
    const listed = await host.changedFiles(budget);
    if (!listed.ok)
        return {
            kind: 'needed',
            say: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `The pull request's files could not be read (${listed.cause}), so 'paths' is taken as matching: the pull request needs docs.`,
        };
    // Fewer files listed than the event counts (an empty page served on a bad day) is no proof.
    if (total !== undefined && listed.value.listed < total)
        return {
            kind: 'needed',
            say: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `GitHub listed ${listed.value.listed} of the ${total} files the pull request changes, so 'paths' is taken as matching: the pull request needs docs.`,
        };
    const file = firstNeedingDocs(listed.value.paths, paths, () => budget.signal.aborted);
    if (typeof file === 'object')
        return { kind: 'needed', say: "The time to match 'paths' ran out, so it is taken as matching." };
    if (file !== undefined)
        return { kind: 'needed', say: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(file, 200)} matches 'paths': the pull request needs docs.` };
    if (listed.value.listed >= MAX_LISTED_FILES)
        return {
            kind: 'needed',
            say: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `GitHub lists the first ${MAX_LISTED_FILES} changed files only and none of them matches 'paths', so the rest may: the pull request needs docs.`,
        };
    const warning = folderMeant(paths, listed.value.paths);
    return {
        kind: 'none-match',
        ...(warning === undefined ? {} : { warning }),
        ending: {
            outcome: 'no-docs-needed',
            heading: "No docs needed: no changed file matches 'paths'",
            why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `${listed.value.listed === 1 ? 'The one changed file does not match' : `None of the ${listed.value.listed} changed files matches`} 'paths' (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(paths.join(', '), 200)}).`,
            next: "Change 'paths' if these files need docs.",
        },
    };
}


/***/ })

};
