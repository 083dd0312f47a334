export const id = 776;
export const ids = [776];
export const modules = {

/***/ 7522:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D5: () => (/* binding */ docsFacts),
/* harmony export */   JN: () => (/* binding */ parseJob),
/* harmony export */   ZE: () => (/* binding */ takesNoMore),
/* harmony export */   dR: () => (/* binding */ isFinal),
/* harmony export */   ih: () => (/* binding */ isKnownStatus)
/* harmony export */ });
/* unused harmony export FINAL_STATUSES */
const FINAL_STATUSES = ['completed', 'archived', 'failed'];
const KNOWN_STATUSES = ['active', ...FINAL_STATUSES];
function isFinal(status) {
    return FINAL_STATUSES.includes(status);
}
/** A job that takes no more follow-ups (failed or archived): the next turn starts a new job. */
function takesNoMore(status) {
    return status === 'failed' || status === 'archived';
}
function isKnownStatus(status) {
    return KNOWN_STATUSES.includes(status);
}
function stringOrNull(value) {
    if (typeof value === 'string')
        return value;
    return value === null ? null : undefined;
}
function withoutUndefined(object) {
    return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined));
}
/**
 * Checks a decoded response body. Returns undefined when it is not a job at all (no string
 * `status`); fields of the wrong type are dropped rather than trusted.
 */
function parseJob(body) {
    if (typeof body !== 'object' || body === null || Array.isArray(body))
        return undefined;
    const raw = body;
    if (typeof raw.status !== 'string' || raw.status.trim() === '')
        return undefined;
    const source = typeof raw.source === 'object' && raw.source !== null ? raw.source : undefined;
    return withoutUndefined({
        id: typeof raw.id === 'string' ? raw.id : undefined,
        status: raw.status.trim().toLowerCase(),
        model: typeof raw.model === 'string' ? raw.model : undefined,
        prLink: stringOrNull(raw.prLink),
        prLinkOfType: raw.prLink === undefined || stringOrNull(raw.prLink) !== undefined
            ? undefined
            : Array.isArray(raw.prLink)
                ? 'an array'
                : `a ${typeof raw.prLink === 'object' ? 'JSON object' : typeof raw.prLink}`,
        createdAt: typeof raw.createdAt === 'string' ? raw.createdAt : undefined,
        archivedAt: stringOrNull(raw.archivedAt),
        source: source
            ? withoutUndefined({
                repository: typeof source.repository === 'string' ? source.repository : undefined,
                ref: stringOrNull(source.ref),
            })
            : undefined,
    });
}
/** What the service says of a job's docs pull request: its link, and the repository and branch its agent works on. */
function docsFacts({ prLink, source, foreignPrLink, prLinkOfType }) {
    return {
        ...(prLink === undefined ? {} : { prLink }),
        ...(source === undefined ? {} : { source }),
        ...(foreignPrLink === undefined ? {} : { foreignPrLink }),
        ...(prLinkOfType === undefined ? {} : { prLinkOfType }),
    };
}


/***/ }),

/***/ 7532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V_: () => (/* binding */ BUDGET_MS),
/* harmony export */   j2: () => (/* binding */ REQUEST_TIMEOUT_MS),
/* harmony export */   vO: () => (/* binding */ budgetFor)
/* harmony export */ });
/** One request to the service may take this long before it counts as a transient fault. */
const REQUEST_TIMEOUT_MS = 30_000;
/** How long each group of requests may take, in milliseconds. */
const BUDGET_MS = {
    /** Reading the pull request's files, within the step's deadline. */
    changedFiles: 20_000,
    /** The reads about the job: records, the job, the docs pull request, the comparison. */
    jobReads: 30_000,
    /** The pull request look-up, retries included. */
    lookUp: 10_000,
    /** The docs pull request's reads for the comment's mirror. */
    docsMirror: 5_000,
    /** The comment on the docs pull request. */
    docsComment: 15_000,
    /** Each write while the step runs. */
    write: 30_000,
    /**
     * The ending's writes: normally, and once the runner cancels (SIGTERM 7.5 s after SIGINT; every
     * request ends 5 s after it, common/step-end.ts).
     */
    finish: 30_000,
    cancel: 4_000,
    /** A command's permission and comments, within the step's deadline. */
    command: 20_000,
    /**
     * Each request about a command's comment. A read ends by the step's deadline too; a reaction or
     * reply the step owes the commenter keeps its own, as it may be owed after the deadline.
     */
    commandRequest: 10_000,
    /**
     * All a command's run owes the commenter after a cancel: the outputs, the summary and the
     * surfaces' last writes (4 s) come after it, and the runner sends SIGTERM 7.5 s after SIGINT.
     */
    answerAfterCancel: 1_500,
    /** What records a turn the service took (a command's 🚀, a let-go turn's record and label): a rate limit's minute, waited out (step-end.ts ends it on a cancel). */
    recordSent: 90_000,
    /** A review's reads: the review, its line comments, the permission and the records. */
    review: 20_000,
    /** The comments, reactions and permission of a command no run answered, within the step's deadline. */
    unansweredCommand: 20_000,
    /** Finding a closed pull request's job, reading it and writing on its docs pull request. */
    close: 30_000,
    /** The skipped check run of a run without secrets. */
    skippedCheck: 15_000,
    /** All a sweep does on one pull request. */
    sweptPullRequest: 60_000,
    /** Taking a finish's claim off: its own budget, not the pull request's (spent, or ended by a cancel). */
    release: 10_000,
    /** Taking it off after a cancel, within the runner's grace, the report still to write. */
    releaseAfterCancel: 1_500,
    /** A docs pull request's run looking for the product pull request whose job opened it. */
    docsPullScan: 90_000,
};
/**
 * A budget of `ms` from now on the clock, never past `until`, ended too by any of `signals`: its
 * signal aborts at the deadline by the same clock.
 */
function budgetFor(clock, ms, options = {}) {
    const now = clock.now();
    const deadline = Math.min(now + ms, options.until ?? Infinity);
    // A spent budget is ended now, not a tick later: nothing may start on it.
    const timeout = deadline <= now
        ? AbortSignal.abort(new DOMException('The budget was spent.', 'TimeoutError'))
        : clock.timeout(deadline - now);
    const signals = options.signals ?? [];
    return { signal: signals.length === 0 ? timeout : AbortSignal.any([timeout, ...signals]), deadline };
}


/***/ }),

/***/ 9987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _$: () => (/* binding */ isoDate),
/* harmony export */   m6: () => (/* binding */ parseHttpDate),
/* harmony export */   ml: () => (/* binding */ systemClock)
/* harmony export */ });
/* unused harmony export sleepTimeout */
/** A clock's date as an ISO 8601 string, as records and GitHub write dates. */
const isoDate = (clock) => new Date(clock.date()).toISOString();
/**
 * `timeout` made of a clock's `sleep`, for a clock of a test's own: its timer is the clock's, so
 * the signal aborts when that clock's time passes `ms`, never by the wall clock.
 */
function sleepTimeout(clock, ms) {
    const timer = new AbortController();
    void clock
        .sleep(Math.max(0, ms), new AbortController().signal)
        .then(() => timer.abort(new DOMException('The operation timed out.', 'TimeoutError')));
    return timer.signal;
}
/** An HTTP date (RFC 9110: IMF-fixdate, or the obsolete forms Date.parse reads) as a WallTime. */
function parseHttpDate(text) {
    if (text === undefined || !/[A-Za-z]/.test(text))
        return undefined;
    const time = Date.parse(text);
    return Number.isNaN(time) ? undefined : time;
}
/**
 * The real clock: a cancellable timer that never wakes before its time on `now`. A timer counts
 * whole milliseconds of another clock and may fire a millisecond or two early by performance.now():
 * a wait to the deadline would then end just before it, and the step would send one more request
 * with almost no time left. So a timer that fires early is set again for what is left.
 */
/** The longest timer Node's AbortSignal.timeout takes. */
const MAX_TIMER_MS = 2 ** 32 - 1;
const systemClock = {
    now: () => performance.now(),
    date: () => Date.now(),
    // AbortSignal.timeout takes whole milliseconds up to 2^32-1 (throwing past them, as setTimeout
    // never did), and its timer keeps no process alive. A wait past that is as good as none.
    timeout: (ms) => Number.isFinite(ms) && ms <= MAX_TIMER_MS
        ? AbortSignal.timeout(Math.max(0, Math.ceil(ms)))
        : new AbortController().signal,
    sleep: (ms, signal) => new Promise((resolve) => {
        if (signal.aborted)
            return resolve();
        const until = performance.now() + ms;
        let timer;
        // setTimeout takes at most 2^31-1 ms: a longer wait is set again for what is left.
        const arm = (left) => void (timer = setTimeout(tick, Math.min(left, 2 ** 31 - 1)));
        signal.addEventListener('abort', done, { once: true });
        arm(ms);
        function tick() {
            const left = until - performance.now();
            if (left > 0)
                arm(left);
            else
                done();
        }
        function done() {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            resolve();
        }
    }),
};


/***/ }),

/***/ 8375:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a0: () => (/* binding */ networkErrorCode),
/* harmony export */   iN: () => (/* binding */ networkErrorWords),
/* harmony export */   x6: () => (/* binding */ networkError)
/* harmony export */ });
const NETWORK_ERRORS = {
    ECONNREFUSED: { words: 'connection refused', notSent: 'refused' },
    ENOTFOUND: { words: 'DNS lookup failed', notSent: 'dns' },
    EAI_AGAIN: { words: 'DNS lookup failed, temporary', notSent: 'dns' },
    EAI_NONAME: { words: 'DNS lookup failed', notSent: 'dns' },
    ECONNRESET: { words: 'connection reset', notSent: false },
    ETIMEDOUT: { words: 'connection timed out', notSent: false },
    EPIPE: { words: 'connection broken', notSent: false },
    UND_ERR_CONNECT_TIMEOUT: { words: 'connection timed out', notSent: false },
    UND_ERR_SOCKET: { words: 'connection broken', notSent: false },
};
/** What the table says of a code, if it knows it. */
function networkError(code) {
    return code !== undefined && Object.hasOwn(NETWORK_ERRORS, code) ? NETWORK_ERRORS[code] : undefined;
}
/** `connection reset (ECONNRESET)`; a code the table does not know is still named. */
function networkErrorWords(code) {
    const known = networkError(code);
    return known ? `${known.words} (${code})` : `a network error (${code})`;
}
/** The code of the network error under an error (fetch wraps it in causes), if there is one. */
function networkErrorCode(error) {
    for (let cause = error, depth = 0; cause && depth < 5; depth++) {
        if (typeof cause.code === 'string' && (networkError(cause.code) || /^(E[A-Z]+|UND_ERR_[A-Z_]+)$/.test(cause.code)))
            return cause.code;
        cause = cause.cause;
    }
    return undefined;
}


/***/ }),

/***/ 9521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
/** The action's and the command line's version: package.json's (scripts/bump-version.ts moves them together). */
const VERSION = '2.1.0';


/***/ }),

/***/ 5823:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hM: () => (/* binding */ createLog)
/* harmony export */ });
/* unused harmony exports ANNOTATIONS_PER_KIND, MESSAGE_CAP */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);
/* harmony import */ var _redaction_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5928);
/**
 * The step's log, in the runner's wide sense: the only way out of the process. Every log line,
 * annotation, output and summary passes through here: it escapes for the surface the text lands on, caps long text, and redacts the
 * secrets last, after every other transformation, so no escaping or cutting can hide a secret
 * from the redaction.
 */


/** Text longer than this, or of more than one line, is folded under its first words. */
const UNFOLDED_CAP = 160;
const PREVIEW_CAP = 80;
/** The warnings a job summary shows at most; the log has them all. */
const MAX_SUMMARY_WARNINGS = 10;
/** The annotations of a kind the runner shows for one step; it drops the rest. */
const ANNOTATIONS_PER_KIND = 10;
/** Longest log line or annotation the action writes; longer text is cut with a marker. */
const MESSAGE_CAP = 4_000;
const TITLE_CAP = 200;
const DETAILS_CAP = 20_000;

/** The runner also reads the older `##[name]` form of a workflow command anywhere in a line: shown as `##\[` it is text. */
const legacyCommands = (text) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .withoutRunnerCommands */ .hj)(text);
/** A line of the plain log must not start a workflow command, even when a value leads it. */
function forLogLine(text) {
    return legacyCommands((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(text).replace(/^(\s*):/, '$1\\u003a'));
}
/** An annotation's title: one line. */
const forTitle = (text) => legacyCommands((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(text));
/** Annotations may span lines (the runner escapes them); other control characters are shown. */
function forAnnotation(text) {
    return text
        .split('\n')
        .map((line) => legacyCommands((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(line)))
        .join('\n');
}
/**
 * Free text inside the summary's HTML block, exactly as sent: line breaks become `&#10;`, so no
 * blank line can end the block and turn the rest into markdown; indentation and tabs stay.
 */
function freeText(text) {
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(text, '\n\t')).replace(/\n/g, '&#10;');
}
function createRedaction(redact, words) {
    return {
        redact,
        // A quoted value is redacted, put on one line, and only then cut to its own limit; the first
        // pass over the whole keeps a cut from leaving part of a secret; the last is the guarantee.
        prepare: (message, transform, limit) => redact((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .cap */ .Np)(transform(redact((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .renderMessage */ .e4)(message, redact, words))), limit)),
    };
}
const toHtml = (text) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(text));
/** How the document's prose and cells become HTML: each piece redacted, escaped for where it stands, cut. */
function htmlPieces({ redact, prepare }) {
    /**
     * A link to a checked http(s) URL, its text escaped; for anything else the text alone, as prose
     * (outside a link, `#123` would become one).
     */
    const anchor = (href, text) => {
        const url = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(redact(href));
        return url && url.href.length <= 2_000
            ? `<a href="${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeAttribute */ .Gj)(url.href)}">${text(_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toLinkText */ .DI)}</a>`
            : text(_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK);
    };
    // Piece by piece, so a quoted link becomes an anchor; each piece is redacted, escaped and cut.
    const paragraph = (message) => {
        if (typeof message === 'string')
            return prepare(message, _redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK, MESSAGE_CAP);
        return message.pieces
            .map((part) => {
            const plain = typeof part === 'string' ? part : { ...part, href: undefined };
            const text = (transform) => prepare({ pieces: [plain] }, transform, MESSAGE_CAP);
            return typeof part !== 'string' && part.href !== undefined ? anchor(part.href, text) : text(_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK);
        })
            .join('');
    };
    const cell = (value) => {
        if ('cells' in value)
            return value.cells.map(cell).join(' ');
        if ('none' in value)
            return `<i>${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(value.none)}</i>`;
        if ('code' in value) {
            const code = value.abbreviate === undefined ? value.code : { pieces: [(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .abbreviated */ .gl)(value.code, value.abbreviate)] };
            return `<code>${prepare(code, toHtml, _text_js__WEBPACK_IMPORTED_MODULE_0__/* .VALUE_CAP */ .Z2)}</code>`;
        }
        const text = (transform) => prepare(value.text, transform, _text_js__WEBPACK_IMPORTED_MODULE_0__/* .VALUE_CAP */ .Z2);
        return 'link' in value ? anchor(value.link, text) : text(_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK);
    };
    /** A heading: one line of prose, or, when it names links, a line of pieces as a paragraph's. */
    const heading = (message) => typeof message !== 'string' && message.pieces.some((part) => typeof part !== 'string' && part.href !== undefined)
        ? paragraph(message)
        : prepare(message, _redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK, TITLE_CAP);
    return { paragraph, cell, heading };
}
/** Each folded part: its title as the summary, then its list or table, then its line. */
function foldsHtml(folds, redaction) {
    const { paragraph, cell } = htmlPieces(redaction);
    return folds.map((fold) => [
        `<details><summary>${paragraph(fold.title)}</summary>`,
        ...(fold.paragraphs ?? []).map((text) => `<p>${paragraph(text)}</p>`),
        ...(fold.items ? [`<ul>\n${fold.items.map((item) => `<li>${cell(item)}</li>`).join('\n')}\n</ul>`] : []),
        ...(fold.rows ? [tableOfRows(fold.rows, cell)] : []),
        ...(fold.note === undefined ? [] : [`<p>${paragraph(fold.note)}</p>`]),
        '</details>',
    ].join('\n'));
}
const tableOfRows = (rows, cell) => `<table>\n${rows.map(([label, value]) => `<tr><th align="left">${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(label)}</th><td>${cell(value)}</td></tr>`).join('\n')}\n</table>`;
/** The summary document as HTML with no blank line, so GitHub reads it as one HTML block. */
function summaryHtml(doc, redaction) {
    const { prepare } = redaction;
    const { paragraph, cell, heading } = htmlPieces(redaction);
    const table = doc.table;
    const level = doc.level ?? 2;
    return [
        `<h${level}>${doc.icon} ${heading(doc.heading)}</h${level}>`,
        ...doc.paragraphs.map((p) => `<p>${paragraph(p)}</p>`),
        ...(table
            ? [
                `<table>\n<tr>${table.headers.map((h) => `<th>${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(h)}</th>`).join('')}</tr>\n${table.rows
                    .map((row) => `<tr>${row.map((value) => `<td>${cell(value)}</td>`).join('')}</tr>`)
                    .join('\n')}\n</table>`,
            ]
            : []),
        ...(doc.rows.length > 0 ? [tableOfRows(doc.rows, cell)] : []),
        ...(doc.code
            ? [
                `<p>${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(doc.code.title)}</p>\n<pre><code>${prepare(doc.code.text, freeText, DETAILS_CAP)}</code></pre>`,
            ]
            : []),
        ...(doc.details
            ? [
                `<details><summary>${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(doc.details.title)}</summary>\n<pre>${prepare(doc.details.text, freeText, DETAILS_CAP)}</pre>\n</details>`,
            ]
            : []),
        ...(doc.conversation ? [conversationHtml(doc.conversation, redaction)] : []),
        ...foldsHtml(doc.folds ?? [], redaction),
        '',
    ].join('\n');
}
/** Each turn as a list item; its text as prose (no mention, no issue link) when short, else folded. */
function conversationHtml(conversation, redaction) {
    const { prepare } = redaction;
    const { paragraph } = htmlPieces(redaction);
    const said = (text) => {
        const firstLine = text.split('\n', 1)[0] ?? '';
        if (text.length <= UNFOLDED_CAP && firstLine === text)
            return `<blockquote>${prepare(text, _redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK, UNFOLDED_CAP)}</blockquote>`;
        const preview = prepare(firstLine, _redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK, PREVIEW_CAP);
        // A first line the summary shows whole is not said twice: the details hold the rest.
        const whole = preview === prepare(firstLine, _redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK, DETAILS_CAP);
        const rest = whole ? text.slice(firstLine.length + 1) : text;
        if (rest.trim() === '')
            return `<blockquote>${preview}</blockquote>`;
        return `<details><summary>${preview}</summary>\n<pre>${prepare(rest, freeText, DETAILS_CAP)}</pre>\n</details>`;
    };
    const items = conversation.turns.map((turn) => `<li>${paragraph(turn.line)}\n${said(turn.text)}</li>`);
    const note = conversation.note === undefined ? [] : [`<p>${paragraph(conversation.note)}</p>`];
    return [`<h3>${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(conversation.title)}</h3>`, ...note, '<ol>', ...items, '</ol>'].join('\n');
}
/**
 * What the runner is asked to mask for these secrets: each secret, and each line of one that has
 * several. The runner reads the log line by line and takes an ::add-mask:: value whole, so a
 * value of several lines matches no line it reads; it makes each line of a workflow's own secret
 * a mask (trimmed), and each line of a secret the step knows must be one too.
 */
function masksOf(secrets) {
    const masks = new Set();
    for (const secret of secrets) {
        masks.add(secret);
        if (!/[\r\n]/.test(secret))
            continue;
        for (const line of secret.split(/[\r\n]+/))
            if (line.trim() !== '')
                masks.add(line.trim());
    }
    return masks;
}
/**
 * The step's annotations within what the runner shows (10 of a kind): until `closing()`, one of
 * each kind is kept for the report's own; an annotation past its room is said as a log line.
 */
function createAnnotations(io, { prepare }) {
    const used = { notice: 0, warning: 0, error: 0 };
    let kept = 1;
    return {
        annotate(level, message, title) {
            if (used[level] >= ANNOTATIONS_PER_KIND - kept) {
                io.info(`${level}: ${prepare(message, forLogLine, MESSAGE_CAP)}`);
                return;
            }
            used[level]++;
            const text = prepare(message, forAnnotation, MESSAGE_CAP);
            const heading = title === undefined ? undefined : prepare(title, forTitle, TITLE_CAP);
            if (level === 'warning')
                io.warning(text, heading);
            else if (level === 'notice')
                io.notice(text, heading ?? '');
            else
                io.error(text, heading ?? '');
        },
        room: (level) => ANNOTATIONS_PER_KIND - used[level],
        closing: () => {
            kept = 0;
        },
    };
}
function createLog(io, initialSecrets = []) {
    const secrets = new Set(initialSecrets.filter((secret) => secret !== ''));
    for (const mask of masksOf(secrets))
        io.setSecret(mask);
    const redaction = createRedaction((0,_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .createRedact */ .ay)(secrets), io.words?.bind(io));
    const { redact, prepare } = redaction;
    const debugOn = io.isDebug();
    /** The warnings said, for the job summary: a user who reads only the summary sees them too. */
    const warned = [];
    const withWarnings = (doc) => {
        if (warned.length === 0)
            return doc;
        const more = warned.length > MAX_SUMMARY_WARNINGS ? ` (the first ${MAX_SUMMARY_WARNINGS})` : '';
        const title = `Warnings of this run: ${warned.length}${more}; the log says them in order`;
        return { ...doc, folds: [...(doc.folds ?? []), { title, paragraphs: warned.slice(0, MAX_SUMMARY_WARNINGS) }] };
    };
    const annotations = createAnnotations(io, redaction);
    const annotate = annotations.annotate;
    return {
        info: (message) => io.info(prepare(message, forLogLine, MESSAGE_CAP)),
        // The runner drops debug lines unless debug logging is on: skip their escaping and writing.
        debug: (message) => {
            if (debugOn)
                io.debug(prepare(message, forLogLine, MESSAGE_CAP));
        },
        notice: (message, title) => annotate('notice', message, title),
        warning: (message, title) => {
            // The summary lists it without its annotation's title: the title (a job's id) goes before it.
            warned.push(title === undefined ? message : (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .joinMessages */ .hw)([title, message], ': '));
            annotate('warning', message, title);
        },
        fail: (message) => io.setFailed(prepare(message, forAnnotation, MESSAGE_CAP)),
        error: (message, title) => annotate('error', message, title),
        // Outputs keep the whole value (the report makes them single lines); only secrets go.
        output: (name, value) => io.setOutput(name, redact(value)),
        startGroup: (name) => io.startGroup(prepare(name, forLogLine, TITLE_CAP)),
        endGroup: () => io.endGroup(),
        summary: async (doc) => io.writeSummary(redact(summaryHtml(withWarnings(doc), redaction))),
        markup: (doc) => redact(summaryHtml(doc, redaction)),
        line: (message, limit) => prepare(message, _text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN, limit),
        prose: (message, limit) => prepare(message, _redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK, limit),
        excerpt: (text, limit) => redact((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .cap */ .Np)(redact(text), limit)),
        room: annotations.room,
        closing: annotations.closing,
        progress: (progress) => {
            if (!io.progress)
                return;
            const { job, status } = progress;
            io.progress({
                ...progress,
                // As a log line has them: no control character, no `##[` a runner reads.
                ...(job === undefined ? {} : { job: prepare(job, forLogLine, TITLE_CAP) }),
                ...(status === undefined ? {} : { status: prepare(status, forLogLine, 60) }),
            });
        },
    };
}


/***/ }),

/***/ 5928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DI: () => (/* binding */ toLinkText),
/* harmony export */   HK: () => (/* binding */ toProse),
/* harmony export */   XF: () => (/* binding */ REDACTED),
/* harmony export */   ay: () => (/* binding */ createRedact)
/* harmony export */ });
/* unused harmony exports PIECE_CHARS, RUN_CHARS, END_CHARS */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);
/**
 * The one redaction: what the log runs first and last on every surface, and what the service
 * client and the GitHub client run on everything they send. A secret is hidden whole, and so is
 * any piece of it: its start, once it runs PIECE_CHARS characters past the format's public prefix
 * (`mint_`, `ghs_`, `github_pat_`), as a commit subject keeps the first line of a key that was
 * wrapped, or a title keeps what fits; and any run of RUN_CHARS of its characters past that
 * prefix, wherever it starts, as a service that echoes the key's end, or a cut from the left,
 * leaves it. Each in every
 * form an escaper of the log writes it (raw, control characters escaped, HTML and markdown
 * entities, URL-encoded, JSON-escaped). Shorter runs are not looked for: a run of a word or of
 * digits that short is as likely to be anyone's text (a test key's `0123456789`, a token's `Workflow`).
 * And any value of a secret's format, whoever's it is.
 */

const REDACTED = '***';
/** The start of a secret that runs this many characters past its public prefix is a piece of it. */
const PIECE_CHARS = 6;
/** A run of this many of a secret's characters, wherever it starts, is a piece of it. */
const RUN_CHARS = 12;
/** A key's end this long is a piece of it: a key shown "masked" by its start and its end gives away both. */
const END_CHARS = 8;
/**
 * The public start of each secret's format (the admin key's `mint_`, GitHub's token kinds): it
 * says what kind a value is, not which one, so a piece must run past it.
 */
const PUBLIC_PREFIX = /^(?:mint_(?:dsc_|us_)?|gh[pousr]_|github_pat_)/;
const toHtml = (text) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(text));
/** Text that GitHub shows as is, in a link or as prose: an `@` cannot mention anyone (`@org/team`). */
const toLinkText = (text) => toHtml(text).replace(/&#64;/g, '&#64;&#8203;');
/**
 * Prose outside code and links: also no `#123`, `owner/repo#123` or `GH-123` becomes a link to an
 * issue of the repository the comment or check run is on. A zero-width space breaks each.
 */
const toProse = (text) => toLinkText(text)
    .replace(/&#35;/g, '&#35;&#8203;')
    .replace(/\b(GH)-(?=\d)/gi, '$1&#8203;-');
/** The text as each escaper of the log may write it. */
function formsOf(text) {
    let encoded = [];
    try {
        encoded = [encodeURIComponent(text)];
    }
    catch {
        // A lone surrogate has no URL encoding: no surface can show it URL-encoded either.
    }
    return [
        text,
        (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(text),
        (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)(text),
        (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeAttribute */ .Gj)(text),
        (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkup */ .My)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeControls */ .UN)(text)),
        toLinkText(text),
        toProse(text),
        ...encoded,
        // As it stands inside a JSON string, such as a response body in the debug log.
        JSON.stringify(text).slice(1, -1),
    ];
}
/**
 * Each start of the secret that runs at least PIECE_CHARS characters (whole code points) past its
 * public prefix. The start is the secret's first character that is not white space: a key passed
 * as ` mint_…` is still cut from `mint_`, and the text before it keeps its space.
 */
function piecesOf(secret) {
    const trimmed = secret.trim();
    const chars = [...trimmed];
    const prefix = [...(PUBLIC_PREFIX.exec(trimmed)?.[0] ?? '')].length;
    const pieces = [];
    for (let end = prefix + PIECE_CHARS; end < chars.length; end++)
        pieces.push(chars.slice(0, end).join(''));
    // A key of a known format: its end too, as "masked" keys show it (`mint_ab…cdef0123`).
    if (prefix > 0 && chars.length - prefix > END_CHARS)
        pieces.push(chars.slice(-END_CHARS).join(''));
    // Every run of RUN_CHARS past the public prefix: overlapping runs cover a longer one whole, so a
    // run of any length is hidden, and one that starts inside the prefix is hidden from where the
    // secret's own characters begin.
    for (let start = prefix; start + RUN_CHARS <= chars.length; start++)
        pieces.push(chars.slice(start, start + RUN_CHARS).join(''));
    return pieces;
}
const fold = (char) => char.toLowerCase();
function trieOf(forms) {
    const root = { next: new Map(), anyCase: false };
    // Most escapers leave a piece as it is: each form goes in once.
    const unique = new Map();
    for (const [form, anyCase] of forms)
        unique.set(form, anyCase || unique.get(form) === true);
    for (const [form, anyCase] of unique) {
        if (form === '')
            continue;
        let node = root;
        for (const char of form) {
            let child = node.next.get(fold(char));
            if (!child)
                node.next.set(fold(char), (child = { next: new Map(), anyCase: false }));
            node = child;
        }
        if (anyCase)
            node.anyCase = true;
        else
            (node.exact ??= new Set()).add(form);
    }
    return root;
}
/** The end of the longest form that starts at `start`, or `start` when none does. */
function longestAt(root, text, start) {
    let node = root;
    let end = start;
    for (let at = start; at < text.length;) {
        const char = String.fromCodePoint(text.codePointAt(at) ?? 0);
        node = node.next.get(fold(char));
        if (!node)
            break;
        at += char.length;
        if (node.anyCase || node.exact?.has(text.slice(start, at)))
            end = at;
    }
    return end;
}
const decoderOf = (unit, decode, drop) => ({
    all: new RegExp(unit, 'gu'),
    at: new RegExp(unit, 'yu'),
    decode,
    ...(drop ? { drop } : {}),
});
// White space, control characters (U+0085 NEXT LINE too), characters that show nothing (format
// characters: zero-width, soft hyphen, tags; Hangul fillers, the braille blank; every combining
// mark and variation selector), or an escape of white space as a JSON string or the log's escapers
// write it, its backslash doubled too (JSON inside a JSON string).
// A terminal's sequences are taken out whole: a coloured or linked message splits a secret by more
// than the ESC alone. A control sequence (ESC `[` ... a final letter, or its one-byte CSI: a colour);
// a control string (ESC `]`, `P`, `X`, `^` or `_` ... BEL or ESC `\`: a hyperlink, a title), its
// body bounded and free of the ESC and C1 starts, so a scan stops at the next one; any other escape
// (ESC, intermediates, a final byte: `tput sgr0`'s ESC `(B`).
const SPACE = decoderOf(String.raw `(?:(?:\u001B[\]PX^_]|[\u009D\u0090\u0098\u009E\u009F])[^\u0007\u001B\u009C\u009D\u0090\u0098\u009E\u009F]{0,2048}(?:\u0007|\u001B\\|\u009C)|(?:\u001B\[|\u009B)[0-?]*[ -/]*[@-~]|\u001B[ -/]*[0-~]|[\s\p{Cc}\p{M}\p{Cf}\u180E\u115F\u1160\u3164\uFFA0\u2800]|(?<!\\)\\+[nrtfbv])+`, () => '', true);
/** A run of `%XX` bytes, read as UTF-8 (as a browser reads a link), or byte by byte when it is not UTF-8. */
function percentDecoded(unit) {
    try {
        return decodeURIComponent(unit);
    }
    catch {
        return unit.replace(/%([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    }
}
const PERCENT = decoderOf('(?:%[0-9A-Fa-f]{2})+', percentDecoded);
const UNICODE = decoderOf(String.raw `(?<!\\)\\+u[0-9A-Fa-f]{4}`, (unit) => String.fromCharCode(parseInt(unit.slice(-4), 16)));
/**
 * An escape's character: `%XX` bytes, `\\uXXXX`, `\\u{X}`, `\\xXX`, octal `\\ooo`, an HTML entity by
 * number (its `;` optional, as HTML reads it).
 */
function unescaped(escape) {
    // An escape inside a JSON string has its backslash doubled (or more, nested deeper).
    const unit = escape.replace(/^\\+/, '\\');
    if (unit.startsWith('%'))
        return percentDecoded(unit);
    if (unit.startsWith('\\u{')) {
        const code = parseInt(unit.slice(3, -1), 16);
        return code <= 0x10ffff ? String.fromCodePoint(code) : unit;
    }
    if (/^\\[0-7]/.test(unit))
        return String.fromCharCode(parseInt(unit.slice(1), 8));
    if (unit.startsWith('\\'))
        return String.fromCharCode(parseInt(unit.slice(2), 16));
    const code = /^&#x/i.test(unit) ? parseInt(unit.slice(3), 16) : parseInt(unit.slice(2), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : unit;
}
// An octal escape is one to three digits, at most `\\377` (C's `\\%o`, Python and JavaScript write `0` as `\\60`).
const ESCAPES = decoderOf(String.raw `(?:%[0-9A-Fa-f]{2})+|(?<!\\)\\+(?:u[0-9A-Fa-f]{4}|u\{[0-9A-Fa-f]{1,6}\}|x[0-9A-Fa-f]{2}|[0-3][0-7]{2}|[0-7]{1,2})|&#[0-9]{1,7};?|&#[xX][0-9A-Fa-f]{1,6};?`, unescaped);
/**
 * Unicode tag characters (U+E0020..U+E007E), each the invisible twin of an ASCII character: read as
 * the character it stands for (before SPACE drops them as characters that show nothing).
 */
const TAGS = decoderOf('[\\u{E0020}-\\u{E007E}]', (char) => String.fromCharCode((char.codePointAt(0) ?? 0) - 0xe0000));
/** Look-alike letters and digits (fullwidth, mathematical bold), read as NFKC reads them: the letters they stand for. */
const LOOKALIKE = decoderOf('[^\\x00-\\x7F]', (char) => char.normalize('NFKC'));
/** What splits a secret's hex bytes (`6d:69`, `0x6d,0x69`, `\\x6d\\x69`): taken out before a byte. */
const HEX_SEPARATOR = String.raw `(?:[:,;\-]?(?:0[xX]|\\[xX])|[:,;\-])`;
const HEX_SPLIT = {
    ...decoderOf(`${HEX_SEPARATOR}(?=[0-9A-Fa-f]{2})`, () => '', true),
    // Six bytes split at least (a piece of a secret is longer): a date's `2026-11-28` is not read so.
    gate: new RegExp(`[0-9A-Fa-f]{2}(?:${HEX_SEPARATOR}[0-9A-Fa-f]{2}){5}`),
};
/** What splits a secret's characters or groups (`m-i-n-t`, `mint_demo0-12345-6789a`): taken out between two letters or digits. */
// Up to three in a row: a split on either side of the key's own `_` (`mint-_-demo0`).
const SPLIT_UNIT = '(?<=[A-Za-z0-9])[-._:,/|;]{1,3}(?=[A-Za-z0-9])';
const SPLIT = {
    ...decoderOf(SPLIT_UNIT, () => '', true),
    // One split is enough: a piece of 12 in two groups of six, the key's end in two of four.
    gate: /[A-Za-z0-9][-._:,/|;]{1,3}[A-Za-z0-9]/,
};
/**
 * What lies between two items of a list: a comma, brackets around it (nested lists), or a comma
 * and the next value's key (a list written as an object, `{"0":"mint_d","1":"emo012"}`).
 */
const LIST_SEPARATOR = String.raw `(?:(?:\]\s*)+,\s*(?:\[\s*)+|,(?:\s*\\*["'][^"'\\\n]{0,40}\\*["']\s*:)?)`;
/**
 * A secret as a list of its characters or of its groups of up to six (`["m","i",...]`,
 * `['mint_d', 'emo012', ...]`, an object's values too): the quotes and commas between them out.
 */
const CHARACTER_LIST = {
    // Nested lists too (`[[["mint_d"]],[["emo012"]]]`, pairs of groups), and quotes JSON-escaped (a
    // body in the debug log): the quotes, commas and brackets between them out.
    ...decoderOf(String.raw `(?<=[A-Za-z0-9_])\\*["']\s*${LIST_SEPARATOR}\s*\\*["'](?=[A-Za-z0-9_])`, () => '', true),
    // From a quote's first backslash only: a long run of backslashes is scanned once, not from each.
    gate: new RegExp(String.raw `(?<!\\)(?:\\*["'][A-Za-z0-9_]{1,6}\\*["']\s*${LIST_SEPARATOR}\s*){2}\\*["'][A-Za-z0-9_]`),
};
/** A secret's bytes as decimal numbers (`[109,105,110,...]`, a Buffer as JSON): each number read as its byte. */
const DECIMAL_BYTES = {
    // Split by commas or semicolons, on one line or one a line (a pretty-printed buffer), or by spaces.
    ...decoderOf(String.raw `\d{1,3}(?:\s*[,;]\s*|\s+)?`, (unit) => {
        const byte = parseInt(unit, 10);
        // A zero byte is UTF-16's high half of an ASCII letter (`109,0,105,0`): nothing to read.
        if (byte === 0)
            return '';
        return byte <= 255 ? String.fromCharCode(byte) : unit;
    }),
    // Six numbers in a row at least (a piece of a secret is longer): a date or a version is not read so.
    gate: /\d{1,3}(?:(?:\s*[,;]\s*|\s+)\d{1,3}){5}/,
};
/**
 * The readings of a text: each decoder alone, and all stacked in the order an encoder and a
 * wrapper leave them (white space out, even inside an escape a wrap split; the escapes decoded;
 * look-alikes and tag characters read as letters; the line breaks they held out); and hex bytes split apart, joined.
 */
const READINGS = [
    [SPACE],
    [PERCENT],
    [UNICODE],
    [TAGS, SPACE, ESCAPES, TAGS, LOOKALIKE, SPACE],
    // The same, escapes undone twice (a link in a link), then a split or a list of groups undone
    // (`mint_d%2C%20emo012`, in tag characters); and bytes as decimal numbers so encoded.
    [TAGS, SPACE, ESCAPES, ESCAPES, TAGS, LOOKALIKE, SPACE, CHARACTER_LIST, SPLIT],
    [TAGS, ESCAPES, ESCAPES, TAGS, LOOKALIKE, DECIMAL_BYTES],
    // A pretty-printed buffer inside a JSON string (`[\\n  109,\\n  105`): its escaped line breaks out.
    [SPACE, DECIMAL_BYTES],
    [SPACE, HEX_SPLIT],
    [DECIMAL_BYTES],
    [SPLIT],
    // Split by a separator and white space (`mint_d-` wrapped a line, `mint_d, emo012, ...`).
    [SPACE, SPLIT],
    [CHARACTER_LIST],
    [PERCENT, PERCENT],
];
/** Where each UTF-16 unit of the decoded text came from in `text`: its start and its end. */
function sourcesOf(text, { at: unit, decode }) {
    const from = [];
    const to = [];
    for (let at = 0; at < text.length;) {
        unit.lastIndex = at;
        const found = unit.exec(text)?.[0];
        const read = found === undefined ? 1 : decode(found).length;
        const end = at + (found?.length ?? 1);
        for (let i = 0; i < read; i++) {
            from.push(at);
            to.push(end);
        }
        at = end;
    }
    return { from, to };
}
/** A text under a decoder: itself when the decoder finds nothing to undo. */
function decodedBy(text, decoder) {
    if (decoder.gate && !decoder.gate.test(text))
        return text;
    decoder.all.lastIndex = 0;
    if (!decoder.all.test(text))
        return text;
    return decoder.drop ? text.replace(decoder.all, '') : text.replace(decoder.all, decoder.decode);
}
/**
 * The spans of `text` that `find` covers once a reading has undone its encodings: the decoded text
 * is searched, and only a find is mapped back, stage by stage (most texts hold none).
 */
function decodedSpans(text, find) {
    const spans = [];
    // A reading that comes to a text another reading searched finds nothing more (most stack nothing).
    const searched = new Set([text]);
    for (const reading of READINGS) {
        const stages = [text];
        for (const decoder of reading)
            stages.push(decodedBy(stages[stages.length - 1] ?? text, decoder));
        const last = stages[stages.length - 1] ?? text;
        if (searched.has(last))
            continue;
        searched.add(last);
        let found = find(last);
        for (let stage = reading.length - 1; stage >= 0 && found.length > 0; stage--) {
            const before = stages[stage] ?? text;
            const decoder = reading[stage];
            if (decoder === undefined || stages[stage + 1] === before)
                continue;
            const { from, to } = sourcesOf(before, decoder);
            found = found.map(([start, end]) => [from[start] ?? 0, to[end - 1] ?? before.length]);
        }
        // One by one: a text that echoes a secret thousands of times finds more spans than a call may take arguments.
        for (const span of found)
            spans.push(span);
    }
    return spans;
}
/**
 * The base64 of a secret and of its runs, as a service or a header may carry it: at each of the
 * three byte alignments, in both alphabets, every run of BASE64_RUN_CHARS of the whole groups.
 */
const BASE64_RUN_CHARS = 16;
function base64FormsOf(secret, encoding = 'utf8', step = 1) {
    const bytes = Buffer.from(secret.trim(), encoding);
    const forms = [];
    for (let skip = 0; skip < 3; skip++) {
        const whole = bytes.subarray(skip, skip + Math.floor((bytes.length - skip) / 3) * 3);
        for (const encoded of [whole.toString('base64'), whole.toString('base64url')])
            for (let start = 0; start + BASE64_RUN_CHARS <= encoded.length; start += step)
                forms.push(encoded.slice(start, start + BASE64_RUN_CHARS));
    }
    // The whole secret's, however short (a proxy's `user:password` as a Basic header carries it).
    const padded = bytes.toString('base64');
    const whole = padded.replace(/=+$/, '');
    if (whole.length >= BASE64_WHOLE_CHARS)
        forms.push(whole, bytes.toString('base64url'));
    // Shorter, it is found as a header holds it, or with its padding: either is no one's word.
    else if (whole.length > 0)
        forms.push(`Basic ${whole}`, ...(padded === whole ? [] : [padded]));
    return forms;
}
/** A whole secret's base64 shorter than this is as likely anyone's text. */
const BASE64_WHOLE_CHARS = 8;
/** RFC 4648's base32 alphabet: upper case, no padding (the trie folds case). */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32(bytes) {
    let out = '';
    let bits = 0;
    let value = 0;
    for (const byte of bytes) {
        value = (value << 8) | byte;
        bits += 8;
        while (bits >= 5) {
            out += BASE32[(value >>> (bits - 5)) & 31];
            bits -= 5;
        }
    }
    return bits > 0 ? out + BASE32[(value << (5 - bits)) & 31] : out;
}
/**
 * The base32 of a secret and of its runs: at each of the five byte alignments, every run of
 * BASE64_RUN_CHARS of the whole groups; and the whole secret's.
 */
function base32FormsOf(secret) {
    const bytes = Buffer.from(secret.trim(), 'utf8');
    const forms = [base32(bytes)];
    for (let skip = 0; skip < 5; skip++) {
        const encoded = base32(bytes.subarray(skip, skip + Math.floor((bytes.length - skip) / 5) * 5));
        // Runs from each whole group of eight: a run three groups long holds one, wherever it is cut.
        for (let start = 0; start + BASE64_RUN_CHARS <= encoded.length; start += 8)
            forms.push(encoded.slice(start, start + BASE64_RUN_CHARS));
    }
    return forms;
}
/** Written backwards, character by character: a secret and its pieces as a reversing echo leaves them. */
const reversed = (text) => [...text].reverse().join('');
/**
 * A secret or piece as the split reading leaves it: that reading takes out the secret's own
 * separators too (the `_` of `mint_`, a `github_pat_` token's), so a split piece reads so.
 */
const unsplit = (text) => text.replace(new RegExp(SPLIT_UNIT, 'g'), '');
/** The base64 of a key's start and end pieces, whole (a piece's bytes end mid-group: no run of a longer encoding holds it). */
const wholeBase64 = (piece) => {
    const encoded = Buffer.from(piece, 'utf8').toString('base64').replace(/=+$/, '');
    return encoded.length >= BASE64_WHOLE_CHARS ? [encoded, encoded.replace(/\+/g, '-').replace(/\//g, '_')] : [];
};
/**
 * The hexadecimal of a secret's bytes and of its runs (either case: the trie folds it), as a
 * debugging service may dump it: every run of RUN_CHARS bytes, whole bytes only.
 */
function hexFormsOf(secret, encoding = 'utf8') {
    const hex = Buffer.from(secret.trim(), encoding).toString('hex');
    // A run of RUN_CHARS characters, from a character's first byte: two bytes each in UTF-16.
    const width = encoding === 'utf16le' ? 4 : 2;
    const run = RUN_CHARS * width;
    const forms = [hex];
    for (let start = 0; start + run <= hex.length; start += width)
        forms.push(hex.slice(start, start + run));
    return forms;
}
/**
 * A value of a secret's format, whoever's it is (an admin key pasted as `project-id`, a token in a
 * commit subject): hidden as a secret is, as GitHub's secret scanning would flag it. A whole word
 * only, holding a digit, as random keys do: `peppermint_developer_portal` is anyone's text.
 */
const SECRET_SHAPE = /(?:(?<![A-Za-z0-9_])|(?<=\\[nrt]|%[0-9A-Fa-f]{2}|\\u[0-9A-Fa-f]{4}))(?:(?:mint_(?:dsc_|us_)?|gh[pousr]_)(?=[A-Za-z]*\d)[A-Za-z0-9]{16,}|github_pat_(?=[A-Za-z_]*\d)[A-Za-z0-9_]{22,})(?![A-Za-z0-9_])/g;
/** Each span of the text that has a secret's shape. */
function shapedSpans(text, spans) {
    for (const shaped of text.matchAll(SECRET_SHAPE))
        spans.push([shaped.index, shaped.index + shaped[0].length]);
    return spans;
}
/** Each span `[start, end)` of the text that a form covers. */
function spansIn(root, starts, text) {
    const spans = [];
    for (let at = 0; at < text.length; at++) {
        if (!starts.has(fold(text[at] ?? '')))
            continue;
        const end = longestAt(root, text, at);
        if (end > at)
            spans.push([at, end]);
    }
    return spans;
}
/**
 * The redaction of these secrets. Every span that is a secret or a piece of one, in any form, is
 * covered, in the text as it is and as each view reads it; each run of covered text becomes one
 * `***`: overlapping pieces of one secret hide it whole, wherever a cut or an escaper put its edges.
 */
function createRedact(secrets) {
    // White space alone is no secret (a variable of blanks): hiding it would garble every line.
    const all = [...new Set(secrets)].filter((secret) => secret.trim() !== '');
    if (all.length === 0)
        return (text) => text;
    const formsOfSecret = (secret) => {
        const anyCase = PUBLIC_PREFIX.test(secret.trim());
        const pieces = [secret, ...piecesOf(secret)];
        const keyStarts = pieces.filter((piece) => piece !== secret && secret.trim().startsWith(piece));
        // A key of a known format upper- or lower-cased (a service that normalises it) is other bytes:
        // their encodings are made too.
        const bytesAs = anyCase ? [...new Set([secret, secret.toUpperCase(), secret.toLowerCase()])] : [secret];
        const written = pieces
            .flatMap(formsOf)
            .concat(bytesAs.flatMap((form) => base64FormsOf(form)), pieces.map(reversed), pieces.map(unsplit).filter((form, i) => form !== pieces[i]), anyCase ? [...keyStarts, [...secret.trim()].slice(-END_CHARS).join('')].flatMap(wholeBase64) : [])
            // Runs from whole groups of four: a longer run holds one, wherever it is cut.
            .concat(bytesAs.flatMap((form) => [...base64FormsOf(form, 'utf16le', 4), ...base64FormsOf(reversed(form), 'utf8', 4)]));
        // Hex and base32 are the same bytes in either case, whoever's the secret is (UTF-16 too: PowerShell's).
        const caseless = [
            ...bytesAs.flatMap((form) => [...hexFormsOf(form), ...hexFormsOf(reversed(form))]),
            ...bytesAs.flatMap((form) => [...hexFormsOf(form, 'utf16le'), ...hexFormsOf(reversed(form), 'utf16le')]),
            ...bytesAs.flatMap((form) => [...base32FormsOf(form), ...base32FormsOf(reversed(form))]),
            // A key's end is a piece of it (END_CHARS): in a hex dump too.
            ...(anyCase
                ? bytesAs.map((form) => Buffer.from([...form.trim()].slice(-END_CHARS).join(''), 'utf8').toString('hex'))
                : []),
        ];
        return [...written.map((form) => [form, anyCase]), ...caseless.map((form) => [form, true])];
    };
    const forms = all.flatMap(formsOfSecret);
    const root = trieOf(forms);
    // The first UTF-16 unit of each form: a walk starts only where one stands, so most characters cost one look-up.
    const starts = new Set(forms.map(([form]) => fold(form[0] ?? '')));
    const spansOf = (text) => {
        const find = (read) => shapedSpans(read, spansIn(root, starts, read));
        const spans = find(text);
        for (const span of decodedSpans(text, find))
            spans.push(span);
        return spans;
    };
    const redact = (text) => {
        const spans = spansOf(text);
        if (spans.length === 0)
            return text;
        spans.sort((a, b) => a[0] - b[0]);
        let out = '';
        let kept = 0;
        let coveredTo = -1;
        for (const [start, end] of spans) {
            // A span that starts after the last one ended (touching it is overlapping) is a new `***`.
            if (start > coveredTo) {
                if (coveredTo >= 0)
                    out += REDACTED;
                out += text.slice(kept, start);
            }
            coveredTo = Math.max(coveredTo, end);
            kept = coveredTo;
        }
        return `${out}${REDACTED}${text.slice(kept)}`;
    };
    return Object.assign(redact, { spans: spansOf });
}


/***/ }),

/***/ 4599:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fL: () => (/* reexport */ SERVICE_WORDS_CAP),
  sR: () => (/* binding */ createService)
});

// UNUSED EXPORTS: MAX_BODY_BYTES, createFetchJob, jobUrl

// EXTERNAL MODULE: ./src/common/clock.ts
var common_clock = __webpack_require__(9987);
// EXTERNAL MODULE: ./src/inputs/duration.ts
var duration = __webpack_require__(1601);
// EXTERNAL MODULE: ./src/output/redaction.ts
var redaction = __webpack_require__(5928);
// EXTERNAL MODULE: ./src/output/text.ts
var output_text = __webpack_require__(218);
// EXTERNAL MODULE: ./src/common/agent-job.ts
var agent_job = __webpack_require__(7522);
// EXTERNAL MODULE: ./src/common/ids.ts
var common_ids = __webpack_require__(863);
// EXTERNAL MODULE: ./src/common/network-errors.ts
var network_errors = __webpack_require__(8375);
;// CONCATENATED MODULE: ./src/common/retry-after.ts
/**
 * The one reading of `Retry-After` (RFC 9110), for the service and for GitHub alike:
 * delay-seconds, or an HTTP date compared with the wall-clock time the answer was made (its own
 * `Date` header, else the runner's clock). Never the monotonic clock: see clock.ts.
 */

/**
 * Milliseconds to wait. Digits too many to be a number of seconds mean "longer than any
 * time-out": Infinity, which callers clip to their deadline. Undefined when absent or
 * unreadable; a date in the past is 0.
 */
function parseRetryAfter(header, reference) {
    const text = header?.trim() ?? '';
    if (/^\d+$/.test(text))
        return text.length > 9 ? Number.POSITIVE_INFINITY : Number(text) * 1_000;
    const date = (0,common_clock/* parseHttpDate */.m6)(text);
    return date === undefined ? undefined : Math.max(0, date - reference);
}
const first = (value) => (Array.isArray(value) ? value[0] : value);
/** When the answer was made: its `Date` header, else now on the wall clock. */
function answeredAt(headers, wallNow) {
    return (0,common_clock/* parseHttpDate */.m6)(first(headers.date)) ?? wallNow;
}
/** The wait an answer asks for in its `retry-after` header, read against its own `Date`. */
function retryAfterOf(headers, wallNow) {
    return parseRetryAfter(first(headers['retry-after']), answeredAt(headers, wallNow));
}

// EXTERNAL MODULE: ./src/service/job-view.ts
var job_view = __webpack_require__(2528);
// EXTERNAL MODULE: ./src/service/transport.ts
var transport = __webpack_require__(1838);
;// CONCATENATED MODULE: ./src/service/answers.ts








/**
 * Redacts a decoded body (the one redaction), so no value taken from it, and no JSON made of it,
 * holds a secret or a piece of one: every string, field names too; then any part that still shows
 * one as JSON (in its numbers, as a Buffer's bytes; across its values) becomes the string `***`,
 * so what is handed on as JSON stays JSON.
 */
function redactDeep(value, redact) {
    return hideWhatShows(redactStrings(value, redact), redact);
}
function redactStrings(value, redact) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map((item) => redactStrings(item, redact));
    if (typeof value === 'object' && value !== null) {
        // A field's name is the service's data too: a secret may be one.
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [redact(k), redactStrings(v, redact)]));
    }
    return value;
}
/** Writes the value's JSON text as oneLineJson does, into `out`, each part's place noted; its strings into `leaves`. */
function laidOut(value, at, out, leaves = []) {
    const isArray = Array.isArray(value);
    if (!isArray && (typeof value !== 'object' || value === null)) {
        const text = (0,output_text/* oneLineJson */.hp)(value);
        out.push(text);
        const placed = { start: at, end: at + text.length, parts: [] };
        if (typeof value === 'string')
            leaves.push({ text: value, placed });
        return placed;
    }
    const entries = isArray
        ? value.map((item, i) => [i, item])
        : Object.entries(value);
    out.push(isArray ? '[' : '{');
    let end = at + 1;
    const parts = [];
    for (const [i, [key, part]] of entries.entries()) {
        const lead = `${i > 0 ? ',' : ''}${isArray ? '' : `${(0,output_text/* oneLineJson */.hp)(key)}:`}`;
        out.push(lead);
        const placed = laidOut(part, end + lead.length, out, leaves);
        parts.push({ key, placed });
        end = placed.end;
    }
    out.push(isArray ? ']' : '}');
    return { start: at, end: end + 1, parts };
}
/** Hides the smallest part that holds all of `[start, end)`; the parts on the way there are marked as changed. */
function hideSmallestHolding(placed, [start, end]) {
    placed.changed = true;
    // The parts lie in order: the last that starts at or before `start` is the only one that may hold it.
    let [low, high] = [0, placed.parts.length - 1];
    while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if ((placed.parts[middle]?.placed.start ?? 0) <= start)
            low = middle;
        else
            high = middle - 1;
    }
    const inner = placed.parts[low]?.placed;
    if (inner && inner.start <= start && end <= inner.end)
        hideSmallestHolding(inner, [start, end]);
    else
        placed.hidden = true;
}
/** The value with its hidden parts as `***`; a part with nothing hidden is kept as it is. */
function rebuilt(value, placed) {
    if (placed.hidden)
        return redaction/* REDACTED */.XF;
    if (!placed.changed)
        return value;
    const part = (i, of) => {
        const inner = placed.parts[i];
        return inner ? rebuilt(of, inner.placed) : of;
    };
    return Array.isArray(value)
        ? value.map((item, i) => part(i, item))
        : Object.fromEntries(Object.entries(value).map(([k, v], i) => [k, part(i, v)]));
}
/**
 * The value with each smallest part that shows a secret as JSON (in its numbers, as a Buffer's
 * bytes; across its values) replaced by `***`: one redaction of its text finds where, whatever
 * its size or depth.
 */
function hideWhatShows(value, redact) {
    const out = [];
    const leaves = [];
    const placed = laidOut(value, 0, out, leaves);
    const text = out.join('');
    if (!redact.spans)
        return redact(text) === text ? value : redaction/* REDACTED */.XF;
    const spans = [...redact.spans(text), ...acrossValues(leaves, redact.spans)];
    if (spans.length === 0)
        return value;
    for (const span of spans)
        hideSmallestHolding(placed, span);
    return rebuilt(value, placed);
}
/**
 * Where the string values, read one after another whatever lies between them (keys, brackets, an
 * object around each), spell a secret: from the first value's place in the JSON text to the last's.
 */
function acrossValues(leaves, spansOf) {
    if (leaves.length < 2)
        return [];
    const starts = [];
    let joined = '';
    for (const leaf of leaves) {
        starts.push(joined.length);
        joined += leaf.text;
    }
    const leafAt = (offset) => {
        let [low, high] = [0, starts.length - 1];
        while (low < high) {
            const middle = Math.ceil((low + high) / 2);
            if ((starts[middle] ?? 0) <= offset)
                low = middle;
            else
                high = middle - 1;
        }
        return leaves[low];
    };
    return spansOf(joined).map(([start, end]) => [
        leafAt(start).placed.start,
        leafAt(Math.max(start, end - 1)).placed.end,
    ]);
}
/** How deep a body may nest: a job is two levels deep; the walks that redact and hand it on recurse. */
const MAX_JSON_DEPTH = 64;
/** Whether JSON text nests arrays and objects at most `max` deep (brackets inside strings do not count). */
function nestsWithin(text, max) {
    let depth = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (inString) {
            if (c === 0x5c)
                i++;
            else if (c === 0x22)
                inString = false;
        }
        else if (c === 0x22)
            inString = true;
        else if (c === 0x5b || c === 0x7b) {
            if (++depth > max)
                return false;
        }
        else if (c === 0x5d || c === 0x7d)
            depth--;
    }
    return true;
}
/**
 * An `id` given as a whole number (`42`, `12345678901234567890`) read as its digits, as the id the
 * spec's string would be: one too large for a double, read as a number, would be rounded and name
 * a job that does not exist.
 */
function exactIds(key, value, context) {
    if (key !== 'id' || typeof value !== 'number')
        return value;
    const source = context?.source;
    return source !== undefined && /^[1-9]\d*$/.test(source) ? source : value;
}
/**
 * The body as JSON, past a UTF-8 byte order mark; undefined when it is not JSON, or nests deeper
 * than MAX_JSON_DEPTH (no walk over it may run out of stack).
 */
function parseJson(text) {
    if (!nestsWithin(text, MAX_JSON_DEPTH))
        return undefined;
    try {
        return { value: JSON.parse(text.replace(/^\uFEFF/, ''), exactIds) };
    }
    catch {
        return undefined;
    }
}
/** Why a body is no JSON the step takes. */
const notJson = (text) => nestsWithin(text, MAX_JSON_DEPTH)
    ? 'the response was not JSON'
    : `the response nests deeper than ${MAX_JSON_DEPTH} levels, which no job does`;
/**
 * The service's own words, whole: `{"error"}`, or a problem+json `title` and `detail`, or the
 * text. Never cut here: only the log cuts, after it has redacted.
 */
function serviceMessage(response) {
    const parsed = parseJson(response.body);
    const body = parsed?.value;
    if (typeof body === 'object' && body !== null) {
        const { error, title, detail, message } = body;
        const parts = [error, title, detail].filter((part) => typeof part === 'string' && part !== '');
        if (parts.length === 0 && typeof message === 'string')
            parts.push(message);
        if (parts.length > 0)
            return parts.join(': ');
    }
    return response.body.replace(/^\uFEFF/, '').trim();
}
/** How much of the service's words a message shows. */
const SERVICE_WORDS_CAP = 200;
function httpCause(response) {
    const words = serviceMessage(response);
    return words === ''
        ? (0,output_text/* msg */.ab) `HTTP ${response.status}`
        : (0,output_text/* msg */.ab) `HTTP ${response.status} (${(0,output_text/* quoted */.TL)(words, SERVICE_WORDS_CAP)})`;
}
function networkCause(failure) {
    const via = failure.proxy ? `the proxy at ${failure.proxy}` : undefined;
    switch (failure.kind) {
        case 'timeout':
            return (0,output_text/* msg */.ab) `${via ? `the request through ${via} timed out` : 'the request timed out'}`;
        case 'too-large':
            return (0,output_text/* msg */.ab) `the response was too large: ${failure.message}`;
        case 'refused':
            return (0,output_text/* msg */.ab) `${via ? `${via} refused the connection` : 'connection refused'} (${failure.code ?? ''})`;
        case 'dns':
            return via
                ? (0,output_text/* msg */.ab) `DNS lookup of ${via} failed (${failure.code ?? ''})`
                : (0,output_text/* msg */.ab) `DNS lookup failed (${failure.code ?? ''}${failure.code === 'EAI_AGAIN' ? ', temporary' : ''})`;
        case 'proxy':
            return (0,output_text/* msg */.ab) `${via ?? 'the proxy'}: ${(0,output_text/* quoted */.TL)(failure.message, SERVICE_WORDS_CAP)}`;
        default: {
            const what = (0,network_errors/* networkError */.x6)(failure.code)
                ? (0,output_text/* msg */.ab) `${(0,network_errors/* networkErrorWords */.iN)(failure.code ?? '')}`
                : (0,output_text/* msg */.ab) `network error: ${(0,output_text/* quoted */.TL)(failure.message, SERVICE_WORDS_CAP)}`;
            return via ? (0,output_text/* msg */.ab) `${what}, through ${via}` : what;
        }
    }
}
/** A 407, or a failed CONNECT: the proxy wants credentials, and asking again will not help. */
function proxyRefusal(status, proxy) {
    if (String(status) !== '407')
        return undefined;
    return (0,output_text/* msg */.ab) `the proxy at ${proxy ?? 'the configured address'} asks for credentials (HTTP 407); put them in the proxy variable (http://user:password@host:port) or ask whoever runs the proxy`;
}
/** The wait the response asks for, if it asks. */
function retryAfter(response, wallNow) {
    const retryAfterMs = retryAfterOf(response.headers, wallNow());
    return retryAfterMs === undefined ? {} : { retryAfterMs };
}
const isRead = (read) => typeof read === 'object' && 'job' in read;
function readJob(response, redact) {
    const parsed = parseJson(response.body);
    if (!parsed)
        return notJson(response.body);
    const clean = redactDeep(parsed.value, redact);
    const job = (0,agent_job/* parseJob */.JN)(clean);
    if (!job) {
        // A 2xx that carries the service's own words (`{"error": ...}`) says why better than we can.
        const { error, title, detail, message } = (typeof clean === 'object' && clean !== null ? clean : {});
        const said = [error, title, detail, message].some((part) => typeof part === 'string' && part !== '');
        return said
            ? (0,output_text/* msg */.ab) `the response has no job status, and says ${(0,output_text/* quoted */.TL)(serviceMessage(response), SERVICE_WORDS_CAP)}`
            : 'the response has no job status';
    }
    // A link to another repository's pull request is handed on nowhere, the job's JSON included.
    if (!(0,job_view/* ownPullRequest */.n)(job).foreign)
        return { job, body: (0,output_text/* oneLineJson */.hp)(clean) };
    const without = { ...clean, prLink: null };
    return { job: { ...job, prLink: null, foreignPrLink: job.prLink ?? '' }, body: (0,output_text/* oneLineJson */.hp)(without) };
}
function classifyGet(response, wallNow, redact) {
    const { status } = response;
    if (status === 200) {
        const read = readJob(response, redact);
        return isRead(read) ? { kind: 'job', ...read } : { kind: 'transient', cause: (0,output_text/* msg */.ab) `${read}`, rateLimited: false };
    }
    if (status === 404)
        return { kind: 'not-found', message: serviceMessage(response) };
    if (status === 401 || status === 403) {
        return { kind: 'refused', httpStatus: status, message: serviceMessage(response) };
    }
    const proxyCause = proxyRefusal(status, response.via);
    if (proxyCause)
        return { kind: 'rejected', cause: proxyCause };
    if (status === 408 || status === 425 || status === 429 || status >= 500) {
        return {
            kind: 'transient',
            cause: httpCause(response),
            rateLimited: status === 429,
            ...retryAfter(response, wallNow),
        };
    }
    return { kind: 'rejected', cause: (0,output_text/* msg */.ab) `the service answered ${httpCause(response)}` };
}
/** Any id a 2xx answer carried, as text, usable or not. */
function answeredId(response, redact) {
    const value = parseJson(response.body)?.value;
    if (typeof value !== 'object' || value === null)
        return undefined;
    const id = redactDeep(value, redact).id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}
/**
 * Any 2xx means the service may have acted. It is a job to wait for only with a status and,
 * for a start, a usable id; anything less is "may have been started", never "nothing was".
 */
function classifyAccepted(response, redact, needsId) {
    const { status } = response;
    const read = readJob(response, redact);
    const id = answeredId(response, redact);
    const carried = id === undefined ? {} : { jobId: id };
    if (!isRead(read)) {
        return {
            kind: 'unknown',
            cause: (0,output_text/* msg */.ab) `the service answered HTTP ${status}, but ${response.body.trim() === '' ? 'with no body' : read}`,
            ...carried,
        };
    }
    if (needsId) {
        const problem = read.job.id === undefined ? 'it has none' : (0,common_ids/* idProblem */.lx)(read.job.id);
        if (problem !== undefined || read.job.id === 'null' || read.job.id === 'undefined') {
            return {
                kind: 'unknown',
                cause: (0,output_text/* msg */.ab) `the service answered HTTP ${status}, but its answer has no usable job id (${problem ?? 'it reads as null'})`,
                ...carried,
            };
        }
    }
    return { kind: 'job', ...read };
}
function classifyPost(response, wallNow, redact, needsId) {
    const { status } = response;
    if (status >= 200 && status < 300)
        return classifyAccepted(response, redact, needsId);
    if (status === 404)
        return { kind: 'not-found', message: serviceMessage(response) };
    if (status === 401 || status === 403) {
        return { kind: 'refused', httpStatus: status, message: serviceMessage(response) };
    }
    const proxyCause = proxyRefusal(status, response.via);
    if (proxyCause)
        return { kind: 'rejected', cause: proxyCause };
    if (status === 429)
        return { kind: 'retry', cause: httpCause(response), rateLimited: true, ...retryAfter(response, wallNow) };
    if (status >= 500 || status === 408)
        return { kind: 'unknown', cause: (0,output_text/* msg */.ab) `the service answered ${httpCause(response)}` };
    if (status >= 300 && status < 400) {
        const to = redirectedTo(response.headers.location);
        return {
            kind: 'rejected',
            cause: (0,output_text/* msg */.ab) `the service answered HTTP ${status}, a redirect${to === undefined ? '' : (0,output_text/* msg */.ab) ` to ${(0,output_text/* quoted */.TL)(to, 100)}`}; a start is never sent twice, so it is not followed`,
            next: "Set 'base-url' to the address that answers directly, and run the workflow again.",
        };
    }
    return { kind: 'rejected', cause: (0,output_text/* msg */.ab) `the service answered ${httpCause(response)}` };
}
/** Where a redirect points: its origin, or the header as given when it names none (no scheme, `mailto:`). */
function redirectedTo(location, from) {
    if (typeof location !== 'string' || location === '')
        return undefined;
    try {
        const { origin } = new URL(location, from);
        return origin === 'null' ? location : origin;
    }
    catch {
        return location;
    }
}
/** A failure with no response, for a GET: a proxy's refusal is final; anything else may pass. */
function getFailure(answer) {
    if (answer.kind === 'aborted')
        return { kind: 'cancelled' };
    const proxyCause = proxyRefusal(answer.code, answer.proxy);
    if (proxyCause)
        return { kind: 'rejected', cause: proxyCause };
    const timedOut = answer.kind === 'timeout' ? { timedOut: true } : {};
    return { kind: 'transient', cause: networkCause(answer), rateLimited: false, ...timedOut };
}

;// CONCATENATED MODULE: ./src/service/paths.ts
/** The service's request paths: every id checked and encoded in this one place. */


/** The request path, every id checked and encoded; a message naming the id when one is not usable. */
function servicePath(address, ids, tail = 'job') {
    const named = [['project-id', ids.projectId]];
    if (ids.jobId !== undefined)
        named.push(['job id', ids.jobId]);
    const segments = [];
    for (const [name, value] of named) {
        const segment = (0,common_ids/* pathSegment */.pn)(value);
        if (segment === undefined)
            return (0,output_text/* msg */.ab) `the ${name} ${(0,output_text/* quoted */.TL)(JSON.stringify(value), 80)} cannot be used in a request path (${(0,common_ids/* idProblem */.lx)(value) ?? ''})`;
        segments.push(segment);
    }
    const [project, job] = segments;
    const path = `v2/agent/${project}/job${job === undefined ? '' : `/${job}`}${tail === 'message' ? '/message' : ''}`;
    return new URL(`${address.baseUrl}/${path}`);
}
/** The job's URL; throws for an id that is not usable, which the inputs check refuses first. */
function jobUrl(address) {
    const url = servicePath(address, { projectId: address.projectId, jobId: address.jobId });
    if (url instanceof URL)
        return url;
    throw new Error('jobUrl called with an unusable id');
}

;// CONCATENATED MODULE: ./src/service/client.ts
/**
 * The Administration API's three operations: read a job, start one, send it a follow-up, over the
 * transport (transport.ts), to the paths paths.ts checks, each answer read by answers.ts. Typed
 * results, never exceptions for expected outcomes: a GET may always go again; a POST only when
 * the service certainly did not act on it.
 */









const MAX_BODY_BYTES = 1024 * 1024;
const MAX_SAME_ORIGIN_REDIRECTS = 3;
const USER_AGENT = 'wait-for-agent-job';
/** What the debug log shows of one response body. */
const DEBUG_BODY_CAP = 2_000;
/** The body for the debug log, whole: the log redacts it and only then cuts it. */
function describeBody(response) {
    const size = Buffer.byteLength(response.body);
    const encoding = response.headers['content-encoding'];
    const encoded = encoding ? (0,output_text/* msg */.ab) `, ${(0,output_text/* quoted */.TL)(String(encoding), 40)}-encoded` : '';
    return (0,output_text/* msg */.ab) `${size} bytes${encoded}: ${(0,output_text/* quoted */.TL)(response.body, DEBUG_BODY_CAP)}`;
}
/** Where a redirect within the base URL's origin leads, or why it is not followed. */
function redirectTarget(answer, from, origin, redirects) {
    let target;
    try {
        target = new URL(String(answer.headers.location), from);
    }
    catch {
        return (0,output_text/* msg */.ab) `the service answered HTTP ${answer.status} with an unreadable redirect`;
    }
    if (target.origin !== origin)
        return (0,output_text/* msg */.ab) `the service redirected to another origin (${(0,output_text/* quoted */.TL)(redirectedTo(answer.headers.location, from) ?? '', 100)}), where the key is never sent; set 'base-url' to the address that answers directly`;
    if (redirects >= MAX_SAME_ORIGIN_REDIRECTS)
        return (0,output_text/* msg */.ab) `the service redirected more than ${MAX_SAME_ORIGIN_REDIRECTS} times`;
    return target;
}
/** One exchange, each side of it in the debug log (the log redacts, then cuts). */
function createExchange(headers, httpSend, debug, now) {
    return async (url, method, body, timeoutMs, signal) => {
        const sentAt = now();
        debug?.((0,output_text/* msg */.ab) `${method} ${url.href} (Authorization: Bearer ***, timeout ${(0,duration/* formatInputDuration */.g0)(timeoutMs)})`);
        try {
            const response = await httpSend(url, {
                method,
                headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
                ...(body === undefined ? {} : { body }),
                timeoutMs,
                maxBodyBytes: MAX_BODY_BYTES,
                signal,
            });
            debug?.((0,output_text/* msg */.ab) `HTTP ${response.status} in ${Math.round(now() - sentAt)}ms, ${describeBody(response)}`);
            return response;
        }
        catch (error) {
            if (!(error instanceof transport/* HttpFailure */.HR))
                throw error;
            const took = Math.round(now() - sentAt);
            debug?.((0,output_text/* msg */.ab) `No response after ${took}ms: ${error.kind}: ${(0,output_text/* quoted */.TL)(error.message, SERVICE_WORDS_CAP)}`);
            return error;
        }
    };
}
/** A POST: never sent again here, and never redirected; its failure says whether the service may have acted. */
async function post(connection, url, prompt, options, needsId) {
    if (!(url instanceof URL))
        return { kind: 'rejected', cause: url };
    // The one place a text goes to the service: whoever built it (a prompt, a push's commit subjects
    // and file names, a person's comment), no secret and no piece of one leaves with it.
    const body = JSON.stringify({ prompt: connection.redact(prompt) });
    const answer = await connection.exchange(url, 'POST', body, options.timeoutMs, options.signal);
    if (!(answer instanceof transport/* HttpFailure */.HR))
        return classifyPost(answer, connection.wallNow, connection.redact, needsId);
    if (answer.kind === 'aborted')
        return { kind: 'cancelled' };
    const proxyCause = proxyRefusal(answer.code, answer.proxy);
    if (proxyCause)
        return { kind: 'rejected', cause: proxyCause };
    const cause = networkCause(answer);
    if (answer.kind === 'refused' || answer.kind === 'dns')
        return { kind: 'retry', cause, rateLimited: false };
    return { kind: 'unknown', cause };
}
/** A GET of the job, following redirects only within the base URL's origin, all within one time limit. */
async function getJob(connection, jobId, { timeoutMs, signal }) {
    const { address, now } = connection;
    const first = servicePath(address, { projectId: address.projectId, jobId });
    if (!(first instanceof URL))
        return { kind: 'rejected', cause: first };
    const startedAt = now();
    let url = first;
    for (let redirects = 0;; redirects++) {
        const remainingMs = Math.max(1, timeoutMs - (now() - startedAt));
        const answer = await connection.exchange(url, 'GET', undefined, remainingMs, signal);
        if (answer instanceof transport/* HttpFailure */.HR)
            return getFailure(answer);
        if (answer.status < 300 || answer.status >= 400 || !answer.headers.location)
            return classifyGet(answer, connection.wallNow, connection.redact);
        const target = redirectTarget(answer, url, first.origin, redirects);
        if (!(target instanceof URL))
            return { kind: 'rejected', cause: target, next: (0,output_text/* msg */.ab) `Check 'base-url'.` };
        url = target;
    }
}
/**
 * The service, on one HTTP client. GET redirects are followed only within the base URL's
 * origin, so the key never travels to another host; POST redirects are never followed.
 */
function createService(address, httpSend, 
/** Each exchange in the debug log; none, and no line is even built, when the log shows no debug. */
debug, clock = common_clock/* systemClock */.ml) {
    const now = () => clock.now();
    const wallNow = () => clock.date();
    const headers = { Authorization: `Bearer ${address.apiKey}`, Accept: 'application/json', 'User-Agent': USER_AGENT };
    const connection = {
        address,
        exchange: createExchange(headers, httpSend, debug, now),
        redact: (0,redaction/* createRedact */.ay)([address.apiKey, ...(address.secrets ?? [])]),
        now,
        wallNow,
    };
    const { projectId } = address;
    return {
        getJob: (jobId, options) => getJob(connection, jobId, options),
        createJob: (prompt, options) => post(connection, servicePath(address, { projectId }), prompt, options, true),
        sendMessage: (jobId, prompt, options) => post(connection, servicePath(address, { projectId, jobId }, 'message'), prompt, options, false),
    };
}
/** The GET of one job, as the polling loop calls it. */
function createFetchJob(address, httpSend, debug, clock = systemClock) {
    const service = createService(address, httpSend, debug, clock);
    return (options) => service.getJob(address.jobId, options);
}


/***/ }),

/***/ 2528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ ownPullRequest),
/* harmony export */   t: () => (/* binding */ viewJob)
/* harmony export */ });
/* harmony import */ var _pr_link_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3982);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(218);


/**
 * The job's own pull request: its prLink, read; undefined with the reason when it does not parse,
 * or names a pull request outside the job's repository (`source.repository`, host and name in any
 * case). Everything that hands the link on, reads it or writes to it with a GitHub token takes it
 * from here, so a service that names another repository's pull request (a private one, a
 * person's) gets it neither mirrored on the product pull request nor closed.
 */
function ownPullRequest(job) {
    if (!job.prLink)
        return {};
    const pullRequest = (0,_pr_link_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePullRequestLink */ .m0)(job.prLink);
    if (!pullRequest)
        return {
            refused: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `The service's prLink "${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .TL)(job.prLink, 100)}" is not an http(s) URL, so it is not handed on.`,
        };
    const repository = job.source?.repository;
    // The repository's path as its URL gives it (a GitLab group's subgroups too), in any case.
    const own = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(repository)
        ?.pathname.replace(/^\/+|\/+$/g, '')
        .replace(/\.git$/, '');
    const host = (link) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(link)?.host.toLowerCase();
    // A link of no known shape names no repository: it is handed on as it is (never looked up),
    // unless it lies on the job's repository's host outside that repository (another one's page).
    const named = pullRequest.repository;
    const sameHost = host(pullRequest.url) === host(repository);
    const path = `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(pullRequest.url)?.pathname.toLowerCase() ?? ''}/`;
    const under = own !== undefined && path.startsWith(`/${own.toLowerCase()}/`);
    // A job that names no repository of its own (the spec says it always does) cannot own a named one.
    const elsewhere = named === undefined
        ? own !== undefined && sameHost && !under
        : own === undefined || named.toLowerCase() !== own.toLowerCase() || !sameHost;
    if (elsewhere)
        return {
            foreign: true,
            refused: own === undefined
                ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `The service's prLink names ${pullRequest.url}, but the job names no repository of its own (source.repository) to hold it, so it is not handed on, looked up or written to.`
                : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `The service's prLink names ${pullRequest.url}, ${named === undefined ? 'a link' : 'a pull request'} outside the job's repository ${repository ?? ''}, so it is not handed on, looked up or written to.`,
        };
    return { pullRequest };
}
function viewJob(job) {
    const warnings = [];
    const view = { status: job.status, warnings };
    const { pullRequest, refused } = ownPullRequest(job.foreignPrLink ? { ...job, prLink: job.foreignPrLink } : job);
    if (pullRequest && !job.foreignPrLink)
        view.pullRequest = pullRequest;
    if (refused) {
        warnings.push(refused);
        view.linkRefused = true;
    }
    if (job.prLinkOfType !== undefined) {
        warnings.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `The service's prLink is ${job.prLinkOfType}, not a link, so no pull request is handed on; the job's page on the service shows what it opened.`);
        view.linkRefused = true;
    }
    const repository = job.source?.repository;
    if (repository) {
        const url = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .httpUrl */ .q3)(repository);
        if (url)
            view.repositoryUrl = url.href;
        const name = (0,_pr_link_js__WEBPACK_IMPORTED_MODULE_0__/* .repositoryName */ .aR)(repository);
        if (name)
            view.repositoryName = name;
        else
            warnings.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `The job's repository "${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .TL)(repository, 100)}" is not a URL of the form https://host/owner/name, so the repository output${url ? ' is' : 's are'} left empty.`);
    }
    for (const field of ['model', 'createdAt', 'archivedAt']) {
        const value = job[field];
        if (value)
            view[field] = value;
    }
    if (job.source?.ref)
        view.ref = job.source.ref;
    return view;
}


/***/ }),

/***/ 3982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   aR: () => (/* binding */ repositoryName),
/* harmony export */   m0: () => (/* binding */ parsePullRequestLink),
/* harmony export */   uD: () => (/* binding */ ownerAndName)
/* harmony export */ });
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);

// GitHub's owner and repository names hold only these characters. The number is a digit string
// of a sane length, so it never reads as 1e+24.
const GITHUB_PULL_PATH = /^\/([A-Za-z0-9-]{1,100})\/([A-Za-z0-9._-]{1,100})\/pull\/([1-9]\d{0,9})(?:\/|$)/;
const GITLAB_MERGE_PATH = /^\/((?:[A-Za-z0-9_.-]{1,255}\/)+)([A-Za-z0-9_.-]{1,255})\/-\/merge_requests\/([1-9]\d{0,9})(?:\/|$)/;
/** A host name as DNS writes one (an IDN in its punycode, as URL gives it), with a port. */
const PLAIN_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;
/** Characters a shell or a log would misread, percent-encoded: the URL means the same to a browser. */
function encodeSpecials(link) {
    return link.replace(/[$`'"()\\;&|<>!*{}^ ]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/**
 * Reads a pull request link; undefined when it is not an http(s) URL. Never throws, whatever
 * the service sent.
 */
function parsePullRequestLink(link) {
    const url = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(link);
    if (!url || !link)
        return undefined;
    // A host a URL allows but no DNS name has (`$(id)`, backquotes) is never rebuilt into a link.
    if (!PLAIN_HOST.test(url.host))
        return { url: encodeSpecials(link.trim()), host: 'unknown' };
    const github = GITHUB_PULL_PATH.exec(url.pathname);
    // The canonical form drops anything after the number, so the link is safe to hand on.
    if (github) {
        const [, owner = '', repo = '', number = ''] = github;
        return {
            url: `${url.origin}/${owner}/${repo}/pull/${number}`,
            repository: `${owner}/${repo}`,
            owner,
            repo,
            number: Number(number),
            host: 'github',
        };
    }
    const gitlab = GITLAB_MERGE_PATH.exec(url.pathname);
    if (gitlab) {
        const [, group = '', name = '', number = ''] = gitlab;
        const repository = `${group}${name}`;
        return {
            url: `${url.origin}/${repository}/-/merge_requests/${number}`,
            repository,
            number: Number(number),
            host: 'gitlab',
        };
    }
    return { url: encodeSpecials(link.trim()), host: 'unknown' };
}
/**
 * `owner/name` from a repository URL such as https://github.com/owner/name(.git), or a GitLab
 * project's `group/subgroup/name` (as GITLAB_MERGE_PATH reads its merge requests); undefined when
 * the path is not plain names (two on github.com). Nothing is decoded: `%0A` stays text, never a
 * line break.
 */
function repositoryName(repositoryUrl) {
    const url = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .httpUrl */ .q3)(repositoryUrl);
    const match = url
        ? /^\/((?:[A-Za-z0-9_.-]{1,255}\/){1,20}?[A-Za-z0-9_.-]{1,255}?)(?:\.git)?\/?$/.exec(url.pathname)
        : null;
    const name = match?.[1];
    if (name === undefined || name.split('/').some((part) => part === '.' || part === '..'))
        return undefined;
    if (url?.hostname.toLowerCase() === 'github.com' && name.split('/').length !== 2)
        return undefined;
    return name;
}
/** Owner and name from `owner/name`, when the repository has exactly those two (a GitHub repository's). */
function ownerAndName(name) {
    const [owner, repo, ...more] = name.split('/');
    return owner && repo && more.length === 0 ? { owner, repo } : undefined;
}


/***/ }),

/***/ 1838:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DK: () => (/* binding */ createHttpSend),
/* harmony export */   HR: () => (/* binding */ HttpFailure),
/* harmony export */   "in": () => (/* binding */ endingWith)
/* harmony export */ });
/* unused harmony export ACCEPT_ENCODING */
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4708);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_https__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _inputs_proxy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3553);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(218);
/* harmony import */ var _common_network_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8375);







/** A request that produced no complete response; `kind` says why. */
class HttpFailure extends Error {
    kind;
    code;
    /** The proxy the request went through, without credentials. */
    proxy;
    constructor(kind, message, code, proxy) {
        super(message);
        this.name = 'HttpFailure';
        this.kind = kind;
        this.code = code;
        this.proxy = proxy;
    }
}
/** Encodings the client decodes, for its Accept-Encoding header. */
const ACCEPT_ENCODING = 'gzip, deflate, br';
/**
 * A client on Node's own http and https modules. Keep-alive reuses one connection across
 * polls. Proxies come from the checked settings: `proxyEnv` makes Node honour HTTPS_PROXY,
 * HTTP_PROXY and NO_PROXY (Node >= 24.5); loopback addresses always go direct, like the runner's
 * own tools. Agents are made on the first request, so a bad variable never stops the start.
 * Redirects are not followed here.
 */
function createHttpSend(env = process.env, proxies = (0,_inputs_proxy_js__WEBPACK_IMPORTED_MODULE_5__/* .readProxySettings */ .u)(env)) {
    let agents;
    const agentsFor = () => {
        if (agents)
            return agents;
        const proxyEnv = { ...env };
        agents = {
            direct: { http: new (node_http__WEBPACK_IMPORTED_MODULE_0___default().Agent)({ keepAlive: true }), https: new (node_https__WEBPACK_IMPORTED_MODULE_1___default().Agent)({ keepAlive: true }) },
            proxied: {
                http: new (node_http__WEBPACK_IMPORTED_MODULE_0___default().Agent)({ keepAlive: true, proxyEnv }),
                https: new (node_https__WEBPACK_IMPORTED_MODULE_1___default().Agent)({ keepAlive: true, proxyEnv }),
            },
        };
        return agents;
    };
    return async (url, options) => {
        const proxy = proxies.proxyFor(url);
        let pool;
        try {
            pool = agentsFor()[proxy ? 'proxied' : 'direct'];
        }
        catch (error) {
            throw new HttpFailure('proxy', `the proxy settings are not usable: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)}`, undefined, proxy);
        }
        return send(url, options, url.protocol === 'http:' ? pool.http : pool.https, proxy);
    };
}
/**
 * Every request of `send` ends when the step ends (common/step-end.ts): it is sent with that
 * signal joined to its own, and is given up at that moment even by a client that ignores signals.
 */
function endingWith(end, send) {
    return (url, options) => {
        if (end.aborted)
            return Promise.reject(new HttpFailure('aborted', 'the request was cancelled'));
        const signal = options.signal ? AbortSignal.any([options.signal, end]) : end;
        let onEnd = () => undefined;
        const ended = new Promise((_, reject) => {
            onEnd = () => reject(new HttpFailure('aborted', 'the request was cancelled'));
            end.addEventListener('abort', onEnd, { once: true });
        });
        ended.catch(() => undefined);
        return Promise.race([send(url, { ...options, signal }), ended]).finally(() => end.removeEventListener('abort', onEnd));
    };
}
function decode(raw, encoding, maxBytes) {
    const options = { maxOutputLength: maxBytes };
    switch ((encoding ?? '').trim().toLowerCase()) {
        case '':
        case 'identity':
            return raw;
        case 'gzip':
        case 'x-gzip':
            return node_zlib__WEBPACK_IMPORTED_MODULE_2___default().gunzipSync(raw, options);
        case 'deflate':
            // Servers send deflate both with and without the zlib wrapper.
            try {
                return node_zlib__WEBPACK_IMPORTED_MODULE_2___default().inflateSync(raw, options);
            }
            catch {
                return node_zlib__WEBPACK_IMPORTED_MODULE_2___default().inflateRawSync(raw, options);
            }
        case 'br':
            return node_zlib__WEBPACK_IMPORTED_MODULE_2___default().brotliDecompressSync(raw, options);
        default:
            throw new HttpFailure('network', `the response has an unknown Content-Encoding "${encoding}"`);
    }
}
/** The body, decoded; an HttpFailure that says why it could not be. */
function decodeBody(raw, encoding, maxBytes) {
    try {
        return decode(raw, encoding, maxBytes);
    }
    catch (error) {
        if (error instanceof HttpFailure)
            return error;
        return error.code === 'ERR_BUFFER_TOO_LARGE'
            ? new HttpFailure('too-large', `the decompressed body exceeds the ${maxBytes}-byte limit`)
            : new HttpFailure('network', `the compressed body could not be decoded (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__/* .errorMessage */ .gJ)(error)})`);
    }
}
/** Reads one response within the size bound; `fail` ends the exchange, `done` hands on the body. */
function readResponse(response, maxBytes, fail, done) {
    const declared = Number(response.headers['content-length']);
    if (declared > maxBytes) {
        fail(new HttpFailure('too-large', `the response declares ${declared} bytes, over the ${maxBytes}-byte limit`));
        return;
    }
    const chunks = [];
    let size = 0;
    response.on('data', (chunk) => {
        size += chunk.length;
        if (size > maxBytes)
            fail(new HttpFailure('too-large', `the response body exceeds the ${maxBytes}-byte limit`));
        else
            chunks.push(chunk);
    });
    response.on('error', fail);
    response.on('close', () => {
        if (!response.complete)
            fail(new HttpFailure('network', 'the connection closed before the response was complete'));
    });
    response.on('end', () => done(decodeBody(Buffer.concat(chunks), response.headers['content-encoding'], maxBytes)));
}
function send(url, options, agent, proxy) {
    return new Promise((resolve, reject) => {
        if (options.signal?.aborted) {
            reject(new HttpFailure('aborted', 'the request was cancelled'));
            return;
        }
        const request = (url.protocol === 'http:' ? (node_http__WEBPACK_IMPORTED_MODULE_0___default()) : (node_https__WEBPACK_IMPORTED_MODULE_1___default())).request(url, {
            method: options.method ?? 'GET',
            headers: {
                ...options.headers,
                'Accept-Encoding': ACCEPT_ENCODING,
                ...(options.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(options.body)) }),
            },
            agent,
        });
        // The first cause wins: destroying the request also makes the response report "aborted".
        let cause;
        const settle = () => {
            clearTimeout(timer);
            options.signal?.removeEventListener('abort', onAbort);
        };
        const fail = (failure) => {
            cause ??= failure instanceof HttpFailure ? failure : classifyError(failure, proxy);
            settle();
            reject(cause);
            request.destroy(cause);
        };
        const timer = setTimeout(() => fail(new HttpFailure('timeout', `no complete answer within ${options.timeoutMs}ms`, undefined, proxy)), options.timeoutMs);
        const onAbort = () => fail(new HttpFailure('aborted', 'the request was cancelled'));
        options.signal?.addEventListener('abort', onAbort, { once: true });
        request.on('error', fail);
        request.on('response', (response) => readResponse(response, options.maxBodyBytes, fail, (body) => {
            settle();
            if (body instanceof HttpFailure)
                return reject(body);
            const via = proxy ? { via: proxy } : {};
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString('utf8'), ...via });
        }));
        request.end(options.body);
    });
}
function classifyError(error, proxy) {
    if (error.code === 'ERR_PROXY_TUNNEL') {
        const status = /HTTP\/1\.[01] (\d{3})/.exec(error.message)?.[1];
        return new HttpFailure('proxy', `the proxy answered ${status ? `HTTP ${status}` : 'with an error'}`, status, proxy);
    }
    return new HttpFailure((0,_common_network_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .networkError */ .x6)(error.code)?.notSent || 'network', error.message, error.code, proxy);
}


/***/ })

};
