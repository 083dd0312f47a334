export const id = 76;
export const ids = [76];
export const modules = {

/***/ 5076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   refuseOldNode: () => (/* binding */ refuseOldNode)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8776);
/* harmony import */ var _early_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6955);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3592);
/* harmony import */ var _write_privately_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6736);
/**
 * The command on a Node.js older than it needs: said on standard error and, as any bad usage is,
 * as JSON with --json and in the --output-file's dotenv file (EXIT_CODE=3). Loads nothing but what
 * that takes. A path that holds a secret, or a piece of one, is neither shown nor made.
 */





async function refuseOldNode(argv, version) {
    const words = `wait-for-agent-job needs Node.js 24.5 or later (this is ${version}). Install Node.js 24.5 or later (nodejs.org, or a node:24 image in CI).`;
    process.stderr.write(`error: ${words}\n`);
    if (argv.includes('--json'))
        process.stdout.write((0,_results_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonLine */ .rF)({ error: words, 'exit-code': _results_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .dc.usage }));
    const file = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .outputFileOf */ .TY)(argv);
    if (file === undefined)
        return _results_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .dc.usage;
    const redact = (0,_early_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .earlyRedact */ .Rq)({ argv, env: process.env, keyFileLines: keyFileLines(argv) });
    if (redact(file) !== file) {
        process.stderr.write(`error: --output-file '${redact(file)}' holds a secret (the api-key or a token), or a piece of one, so it was not written. Give --output-file another path.\n`);
        return _results_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .dc.usage;
    }
    await (0,_write_privately_js__WEBPACK_IMPORTED_MODULE_4__/* .writePrivately */ .Q9)(file, (0,_results_js__WEBPACK_IMPORTED_MODULE_3__/* .dotenvOf */ .y1)({}, _results_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .dc.usage)).catch((error) => {
        process.stderr.write(`error: --output-file '${file}' could not be written (${redact(String(error))}).\n`);
    });
    return _results_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT */ .dc.usage;
}
/**
 * The lines of --api-key-file (a small file, or a pipe such as `<(…)`, read once: nothing else
 * reads it on a Node this old): each may be the key a path holds.
 */
function keyFileLines(argv) {
    const file = (0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .keyFilesOf */ .Ye)(argv)[0];
    try {
        const kind = file === undefined ? undefined : (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file);
        if (file === undefined || !(kind?.isFile() || kind?.isFIFO()) || (kind.isFile() && kind.size > 64 * 1024))
            return [];
        return (0,_early_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .keyFileSecrets */ .j8)((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8'));
    }
    catch {
        return [];
    }
}


/***/ })

};
