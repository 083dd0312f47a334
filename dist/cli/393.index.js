export const id = 393;
export const ids = [393];
export const modules = {

/***/ 393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UNREADABLE_ITEM: () => (/* binding */ UNREADABLE_ITEM),
/* harmony export */   refusedForGood: () => (/* binding */ refusedForGood),
/* harmony export */   unanswered: () => (/* binding */ unanswered)
/* harmony export */ });
/**
 * A failure that is no answer from the host about what it did: none came, a 5xx, or a 2xx whose
 * body could not be read (cut short on the way). A write so answered may have been made (a 2xx
 * was); a read so answered is not read, never "none".
 */
const unanswered = (failure) => failure.status === undefined || failure.status >= 500 || (failure.status >= 200 && failure.status < 300);
/** A refusal that will not change on asking again (401, 403, 404, 422): never a rate limit. */
const refusedForGood = (failure, statuses = [401, 403, 404, 422]) => failure.status !== undefined && statuses.includes(failure.status) && failure.rateLimited !== true;
const UNREADABLE_ITEM = {
    ok: false,
    status: 200,
    cause: "GitHub's list holds an item that is not what GitHub sends (an id that is not a number, no body or link)",
};


/***/ })

};
