export const id = 996;
export const ids = [996];
export const modules = {

/***/ 2996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runnerIO: () => (/* binding */ runnerIO)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);
/** The runner's side of ActionIO, on @actions/core's public entry point. */

const runnerIO = {
    getInput: (name) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name),
    setSecret: (value) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(value),
    setOutput: (name, value) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, value),
    info: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(message),
    debug: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(message),
    isDebug: () => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .isDebug */ ._o(),
    notice: (message, title) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(message, { title }),
    warning: (message, title) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(message, title === undefined ? {} : { title }),
    error: (message, title) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3(message, { title }),
    setFailed: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(message),
    startGroup: (name) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .startGroup */ .Oh(name),
    endGroup: () => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4(),
    writeSummary: async (html) => {
        // A write that failed must not leave its text in @actions/core's buffer for the next one.
        await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.emptyBuffer().addRaw(html).write();
    },
};


/***/ })

};
