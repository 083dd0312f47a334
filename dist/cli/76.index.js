export const id = 76;
export const ids = [76];
export const modules = {

/***/ 5076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   refuseOldNode: () => (/* binding */ refuseOldNode)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8776);
/* harmony import */ var _results_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3592);
/* harmony import */ var _write_privately_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6736);
/**
 * The command on a Node.js older than it needs: said on standard error and, as any bad usage is,
 * as JSON with --json and in the --output-file's dotenv file (EXIT_CODE=3). Loads nothing but what
 * that takes.
 */



async function refuseOldNode(argv, version) {
    const words = `wait-for-agent-job needs Node.js 24.5 or later (this is ${version}). Install Node.js 24.5 or later (nodejs.org, or a node:24 image in CI).`;
    process.stderr.write(`error: ${words}\n`);
    if (argv.includes('--json'))
        process.stdout.write((0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonLine */ .rF)({ error: words, 'exit-code': _results_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.usage }));
    const file = (0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .outputFileOf */ .TY)(argv);
    if (file !== undefined)
        await (0,_write_privately_js__WEBPACK_IMPORTED_MODULE_2__/* .writePrivately */ .Q9)(file, (0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .dotenvOf */ .y1)({}, _results_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.usage)).catch((error) => {
            process.stderr.write(`error: --output-file '${file}' could not be written (${String(error)}).\n`);
        });
    return _results_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.usage;
}


/***/ })

};
