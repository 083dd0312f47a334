export const id = 564;
export const ids = [564];
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
function docsFacts({ prLink, source, foreignPrLink, prLinkOfType, createdAt }) {
    return {
        ...(createdAt === undefined ? {} : { createdAt }),
        ...(prLink === undefined ? {} : { prLink }),
        ...(source === undefined ? {} : { source }),
        ...(foreignPrLink === undefined ? {} : { foreignPrLink }),
        ...(prLinkOfType === undefined ? {} : { prLinkOfType }),
    };
}


/***/ }),

/***/ 1525:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OC: () => (/* binding */ MAX_CONSECUTIVE_FAULTS),
/* harmony export */   a2: () => (/* binding */ retryDelay),
/* harmony export */   xf: () => (/* binding */ pollDelay)
/* harmony export */ });
/* unused harmony exports POLL_JITTER, MAX_BACKOFF_MS */
/** Normal polls wait the poll interval plus up to this share of it, so waiters drift apart. */
const POLL_JITTER = 0.2;
/** The widest random window a retry adds on top of its floor. */
const MAX_BACKOFF_MS = 120_000;
/** The wait before the next poll after the job was read. */
function pollDelay(intervalMs, random) {
    return intervalMs + random() * intervalMs * POLL_JITTER;
}
/**
 * The wait before retrying after a transient fault: never less than the pace or the service's
 * Retry-After, plus a full-jitter share of a window that starts at the pace and doubles with each
 * fault in a row that was not rate limiting, up to MAX_BACKOFF_MS. Each fault doubles one thing:
 * a 429 the pace (floor and window alike), any other fault the window. So the wait at most
 * doubles per fault, as documented, instead of compounding to four times.
 */
function retryDelay({ paceMs, streak, retryAfterMs, random }) {
    const floor = Math.max(paceMs, retryAfterMs ?? 0);
    const window = Math.min(MAX_BACKOFF_MS, paceMs * 2 ** Math.max(0, streak - 1));
    return floor + random() * window;
}
/** Transient faults in a row (429s aside) after which the action stops and says what failed. */
const MAX_CONSECUTIVE_FAULTS = 10;


/***/ }),

/***/ 4793:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UO: () => (/* binding */ NOTHING_TO_DO),
/* harmony export */   XJ: () => (/* binding */ mayHaveBeenTaken),
/* harmony export */   h4: () => (/* binding */ notTaken)
/* harmony export */ });
/**
 * A pull request run with nothing to do, each for its own reason: no changed file matches `paths`,
 * a draft, the `skip-label`, an event that changes nothing (another label), a fork's or
 * Dependabot's pull request (their workflows get no secrets).
 */
const NOTHING_TO_DO = [
    'no-docs-needed',
    'draft',
    'skip-label',
    'nothing-new',
    'from-fork',
    'from-dependabot',
];
/** A send that failed after a request left, and no answer said it was refused or not acted on. */
const mayHaveBeenTaken = (posted) => (posted.requests ?? 1) > 0 && posted.notActed !== true && posted.answered !== true;
/** A send the service certainly did not take (not acted on, or no request left): still owed, and safe to send later. */
const notTaken = (posted) => posted.answered !== true && (posted.notActed === true || posted.requests === 0);


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
const legacyCommands = (text) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__.withoutRunnerCommands)(text);
/** A line of the plain log must not start a workflow command, even when a value leads it. */
function forLogLine(text) {
    return legacyCommands((0,_text_js__WEBPACK_IMPORTED_MODULE_0__.escapeControls)(text).replace(/^(\s*):/, '$1\\u003a'));
}
/** An annotation's title: one line. */
const forTitle = (text) => legacyCommands((0,_text_js__WEBPACK_IMPORTED_MODULE_0__.escapeControls)(text));
/** Annotations may span lines (the runner escapes them); other control characters are shown. */
function forAnnotation(text) {
    return text
        .split('\n')
        .map((line) => legacyCommands((0,_text_js__WEBPACK_IMPORTED_MODULE_0__.escapeControls)(line)))
        .join('\n');
}
/**
 * Free text inside the summary's HTML block, exactly as sent: line breaks become `&#10;`, so no
 * blank line can end the block and turn the rest into markdown; indentation and tabs stay.
 */
function freeText(text) {
    return (0,_text_js__WEBPACK_IMPORTED_MODULE_0__.escapeMarkup)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__.escapeControls)(text, '\n\t')).replace(/\n/g, '&#10;');
}
function createRedaction(redact, words) {
    return {
        redact,
        // A quoted value is redacted, put on one line, and only then cut to its own limit; the first
        // pass over the whole keeps a cut from leaving part of a secret; the last is the guarantee.
        prepare: (message, transform, limit) => redact((0,_text_js__WEBPACK_IMPORTED_MODULE_0__.cap)(transform(redact((0,_text_js__WEBPACK_IMPORTED_MODULE_0__.renderMessage)(message, redact, words))), limit)),
        label: (text) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__.escapeMarkup)(words ? words(text) : text),
    };
}
const toHtml = (text) => (0,_text_js__WEBPACK_IMPORTED_MODULE_0__.escapeMarkup)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__.escapeControls)(text));
/** How the document's prose and cells become HTML: each piece redacted, escaped for where it stands, cut. */
function htmlPieces({ redact, prepare, label }) {
    /**
     * A link to a checked http(s) URL, its text escaped; for anything else the text alone, as prose
     * (outside a link, `#123` would become one).
     */
    const anchor = (href, text) => {
        const url = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__.httpUrl)(redact(href));
        return url && url.href.length <= 2_000
            ? `<a href="${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__.escapeAttribute)(url.href)}">${text(_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toLinkText */ .DI)}</a>`
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
            return `<i>${label(value.none)}</i>`;
        if ('code' in value) {
            const code = value.abbreviate === undefined ? value.code : { pieces: [(0,_text_js__WEBPACK_IMPORTED_MODULE_0__.abbreviated)(value.code, value.abbreviate)] };
            return `<code>${prepare(code, toHtml, _text_js__WEBPACK_IMPORTED_MODULE_0__.VALUE_CAP)}</code>`;
        }
        const text = (transform) => prepare(value.text, transform, _text_js__WEBPACK_IMPORTED_MODULE_0__.VALUE_CAP);
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
        ...(fold.rows ? [tableOfRows(fold.rows, cell, redaction.label)] : []),
        ...(fold.note === undefined ? [] : [`<p>${paragraph(fold.note)}</p>`]),
        '</details>',
    ].join('\n'));
}
const tableOfRows = (rows, cell, ours) => `<table>\n${rows.map(([label, value]) => `<tr><th align="left">${ours(label)}</th><td>${cell(value)}</td></tr>`).join('\n')}\n</table>`;
/** The summary document as HTML with no blank line, so GitHub reads it as one HTML block. */
function summaryHtml(doc, redaction) {
    const { prepare, label } = redaction;
    const { paragraph, cell, heading } = htmlPieces(redaction);
    const table = doc.table;
    const level = doc.level ?? 2;
    return [
        `<h${level}>${doc.icon} ${heading(doc.heading)}</h${level}>`,
        ...doc.paragraphs.map((p) => `<p>${paragraph(p)}</p>`),
        ...(table
            ? [
                `<table>\n<tr>${table.headers.map((h) => `<th>${label(h)}</th>`).join('')}</tr>\n${table.rows
                    .map((row) => `<tr>${row.map((value) => `<td>${cell(value)}</td>`).join('')}</tr>`)
                    .join('\n')}\n</table>`,
            ]
            : []),
        ...(doc.rows.length > 0 ? [tableOfRows(doc.rows, cell, label)] : []),
        ...(doc.code
            ? [`<p>${label(doc.code.title)}</p>\n<pre><code>${prepare(doc.code.text, freeText, DETAILS_CAP)}</code></pre>`]
            : []),
        ...(doc.details
            ? [
                `<details><summary>${label(doc.details.title)}</summary>\n<pre>${prepare(doc.details.text, freeText, DETAILS_CAP)}</pre>\n</details>`,
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
    return [`<h3>${redaction.label(conversation.title)}</h3>`, ...note, '<ol>', ...items, '</ol>'].join('\n');
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
function createLog(io, initialSecrets = [], 
/** What an output is set to, from the value given (the run's count of requests for `polls`). */
outputValue = (_, value) => value) {
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
            warned.push(title === undefined ? message : (0,_text_js__WEBPACK_IMPORTED_MODULE_0__.joinMessages)([title, message], ': '));
            annotate('warning', message, title);
        },
        fail: (message) => io.setFailed(prepare(message, forAnnotation, MESSAGE_CAP)),
        error: (message, title) => annotate('error', message, title),
        // Outputs keep the whole value (the report makes them single lines); only secrets go.
        output(name, value) {
            const set = redact(outputValue(name, value));
            io.setOutput(name, set);
            return set;
        },
        startGroup: (name) => io.startGroup(prepare(name, forLogLine, TITLE_CAP)),
        endGroup: () => io.endGroup(),
        summary: async (doc) => io.writeSummary(redact(summaryHtml(withWarnings(doc), redaction))),
        markup: (doc) => redact(summaryHtml(doc, redaction)),
        line: (message, limit) => prepare(message, _text_js__WEBPACK_IMPORTED_MODULE_0__.escapeControls, limit),
        prose: (message, limit) => prepare(message, _redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .toProse */ .HK, limit),
        excerpt: (text, limit) => redact((0,_text_js__WEBPACK_IMPORTED_MODULE_0__.cap)(redact(text), limit)),
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

/***/ 3697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $y: () => (/* binding */ conversationOf),
/* harmony export */   Tb: () => (/* binding */ progressWrite),
/* harmony export */   Xt: () => (/* binding */ endingWrite),
/* harmony export */   rl: () => (/* binding */ shorterWrite),
/* harmony export */   z7: () => (/* binding */ when)
/* harmony export */ });
/* unused harmony exports progressDoc, essentials, UTF8_BYTES, fitted */
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);

/** "Working on it": the jobs so far and their statuses, with a link to the run. */
function progressDoc(progress, runUrl) {
    const [only] = progress.jobs;
    const anyPullRequest = progress.jobs.some((job) => job.pullRequest !== undefined);
    const heading = progress.phase === 'sending'
        ? only
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Sending a follow-up to agent job ${only.id}`
            : 'Starting an agent job'
        : progress.jobs.length > 1
            ? `Waiting for ${progress.jobs.length} agent jobs`
            : progress.queued
                ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Follow-up queued for agent job ${only?.id ?? ''}: sent once it is not busy`
                : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Agent job ${only?.id ?? ''} is running${progress.followUp ? ' (follow-up)' : ''}`;
    return {
        icon: '⏳',
        heading,
        // The comment and the check run both show it: words that fit either.
        paragraphs: ['Working on it: updated as the job goes, this says how it ended once it does.'],
        rows: runUrl ? [['Workflow run', { link: runUrl, text: 'this run' }]] : [],
        ...(progress.jobs.length > 0
            ? {
                table: {
                    headers: ['Job', 'Status', ...(anyPullRequest ? ['Docs pull request'] : [])],
                    rows: progress.jobs.map((job) => [
                        { code: job.id },
                        job.status ? { code: job.status } : { none: 'not read yet' },
                        ...(anyPullRequest
                            ? [job.pullRequest ? { link: job.pullRequest.url, text: job.pullRequest.name } : { none: 'none yet' }]
                            : []),
                    ]),
                },
            }
            : {}),
    };
}
const ENDED = {
    success: '✅ done',
    failure: '❌ failed',
    neutral: '➖ neutral',
    timed_out: '⌛ timed out',
    cancelled: '⏹️ cancelled',
};
/** `2026-11-25T10:05:00.000Z` as `2026-11-25 10:05 UTC`: the parts of a time the record reader checked, nothing cut. */
const when = (at) => {
    const [, day, minute] = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d)/.exec(at) ?? [];
    return day && minute ? `${day} ${minute} UTC` : 'at a time not recorded';
};
/**
 * The job's conversation from the comment's records: each start and follow-up, oldest first, with
 * who asked (a login as text: it notifies no one), when, and how it ended. Shown once there is a
 * follow-up, or with `alone` from the start (the compact comment shows the prompt nowhere else);
 * a turn no run ended is "in progress" only while no later one follows it.
 */
function conversationOf(records, alone = false) {
    const turns = records
        .filter((record) => record.said !== undefined && record.at !== undefined)
        .sort((a, b) => (a.at ?? '').localeCompare(b.at ?? ''));
    if (turns.length === 0 || (!alone && !turns.some((turn) => turn.kind === 'message')))
        return undefined;
    const docs = turns.map((turn, index) => {
        const asked = turn.kind === 'prompt' ? 'started the job' : 'sent a follow-up';
        const ended = turn.ended ? ENDED[turn.ended] : index === turns.length - 1 ? '⏳ in progress' : 'no ending recorded';
        return {
            line: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `${turn.who ?? 'The workflow'} ${asked} · ${when(turn.at ?? '')} · ${ended}`,
            text: turn.said ?? '',
        };
    });
    return { title: 'Conversation', turns: docs };
}
/** The newest turns only, saying how many earlier ones are left out. */
function newestTurns(conversation, count) {
    const left = conversation.turns.length - count;
    if (left <= 0)
        return conversation;
    return {
        ...conversation,
        turns: conversation.turns.slice(-count),
        note: `${left} earlier turns are left out here to fit GitHub's size limit.`,
    };
}
const LEFT_OUT = "The rest is left out here to fit GitHub's size limit; this run's job summary has all of it.";
/** The document with only its heading, its paragraphs and its rows: what is always shown. */
function essentials(doc) {
    const level = doc.level === undefined ? {} : { level: doc.level };
    return { icon: doc.icon, heading: doc.heading, paragraphs: [...doc.paragraphs, LEFT_OUT], rows: doc.rows, ...level };
}
const CHARACTERS = (text) => text.length;
const UTF8_BYTES = (text) => Buffer.byteLength(text, 'utf8');
/** The longest start of `text` within `max` as `measure` counts (a byte limit may end before a character). */
function cutTo(text, max, measure) {
    let cut = text.slice(0, max);
    while (measure(cut) > max)
        cut = cut.slice(0, Math.max(0, cut.length - Math.ceil((measure(cut) - max) / 4)));
    return cut;
}
/**
 * The document as HTML within `max` (characters, or what `measure` counts): whole; else without
 * its free text (prompt, code) and its folded parts; else with only the conversation's newest
 * turns; else without the table and the conversation; else the heading and what fits of the first
 * paragraph.
 */
function fitted(log, doc, max, measure = CHARACTERS) {
    const tries = [doc];
    const { conversation } = doc;
    const withTable = { ...essentials(doc), ...(doc.table ? { table: doc.table } : {}) };
    if (doc.details || doc.code || doc.folds)
        tries.push(conversation ? { ...withTable, conversation } : withTable);
    if (conversation)
        for (const count of [5, 1])
            tries.push({ ...withTable, conversation: newestTurns(conversation, count) });
    if (doc.table || conversation)
        tries.push(essentials(doc));
    for (const attempt of tries) {
        const html = log.markup(attempt);
        if (measure(html) <= max)
            return html;
    }
    const level = doc.level === undefined ? {} : { level: doc.level };
    const shortest = log.markup({ icon: doc.icon, heading: doc.heading, paragraphs: [LEFT_OUT], rows: [], ...level });
    return cutTo(shortest, max, measure);
}
/** The write while the step runs: "working on it", the check run in progress. */
function progressWrite(log, progress, runUrl, limits, conversation) {
    const doc = { ...progressDoc(progress, runUrl), ...(conversation ? { conversation } : {}) };
    const html = fitted(log, doc, limits.comment);
    const summary = fitted(log, doc, limits.check, UTF8_BYTES);
    const starting = progress.phase === 'sending' ? { starting: true } : {};
    return { html, check: { status: 'in_progress', ...starting, title: log.line(doc.heading, 255), summary } };
}
/**
 * The ending's write: the check run completed with its conclusion and text and the report's
 * document; the comment the compact one when the report made one (one job), with every turn of
 * that job (the prompt is shown nowhere else there), else the report's document.
 */
function endingWrite(log, ending, limits, records = []) {
    const { conclusion, text } = ending;
    const withTurns = (doc, conversation) => conversation ? { ...doc, conversation } : doc;
    const doc = withTurns(ending.doc, conversationOf(records));
    const check = {
        status: 'completed',
        conclusion,
        title: log.line(doc.heading, 255),
        summary: fitted(log, doc, limits.check, UTF8_BYTES),
        ...(text === undefined ? {} : { text: fitted(log, text, limits.check, UTF8_BYTES) }),
    };
    const own = (job) => records.filter((record) => record.jobs.includes(job));
    const comment = ending.comment ? withTurns(ending.comment.doc, conversationOf(own(ending.comment.job), true)) : doc;
    return { html: fitted(log, comment, limits.comment), check };
}
/** The same write with only what is always shown: sent again when GitHub refuses one for its size. */
function shorterWrite(log, written, ending, limits) {
    const { status, conclusion, title } = written.check;
    return {
        html: fitted(log, essentials(ending.comment?.doc ?? ending.doc), Math.min(limits.comment, 16_000)),
        check: {
            status,
            ...(conclusion === undefined ? {} : { conclusion }),
            title,
            summary: fitted(log, essentials(ending.doc), Math.min(limits.check, 16_000), UTF8_BYTES),
        },
    };
}


/***/ }),

/***/ 9483:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ll: () => (/* binding */ sentLine),
/* harmony export */   W5: () => (/* binding */ verdictsOf),
/* harmony export */   vI: () => (/* binding */ compactComment)
/* harmony export */ });
/* unused harmony exports MAX_FILES_SHOWN, TITLE_SHOWN, LOGINS_SHOWN, SENT_SHOWN, stateOf, sizeOf */
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);
/* harmony import */ var _pull_request_documents_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3697);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7994);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(687);




/** At most this many changed files are named; the rest are counted. */
const MAX_FILES_SHOWN = 30;
/** A title longer than this is cut: the first line stays a line. */
const TITLE_SHOWN = 120;
/** At most this many logins are named for one verdict; the rest are counted. */
const LOGINS_SHOWN = 3;
/** At most this many reviews sent to the agent are named, the newest; the earlier ones are counted. */
const SENT_SHOWN = 5;
/** A login longer than GitHub's 39 characters (and `[bot]`) is not one: cut. */
const LOGIN_SHOWN = 50;
/** The job summary's rows that the first line says already. */
const IN_FIRST_LINE = new Set(['Pull request', 'Pull request state', 'Workflow run']);
/** `timed-out` as "Timed out". */
const outcomeWords = (outcome) => {
    const words = outcome.replace(/-/g, ' ');
    return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};
/** Draft, open, approved, changes requested, merged or closed. */
function stateOf(details) {
    if (details.state !== 'open')
        return details.state;
    if (details.draft)
        return 'draft';
    return details.mirror?.review === 'changes-requested' ? 'changes requested' : (details.mirror?.review ?? 'open');
}
/** `@alice, @bob, 2 more`: logins as text, which mention no one (the log escapes the `@`). */
function loginsOf(logins) {
    const shown = logins.slice(0, LOGINS_SHOWN).map((login) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `@${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.quoted)(login, LOGIN_SHOWN)}`);
    const more = logins.length - shown.length;
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.joinMessages)([...shown, ...(more > 0 ? [`${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.thousands)(more)} more`] : [])], ', ');
}
/** "changes requested by @alice", "approved by @bob": each reviewer's standing verdict; none when no reviewer gave one. */
function verdictsOf(mirror) {
    const reviewers = mirror?.reviewers ?? [];
    const by = (state) => reviewers.filter((r) => r.state === state).map((r) => r.login);
    const [asked, approved] = [by('changes-requested'), by('approved')];
    return [
        ...(asked.length > 0 ? [(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `changes requested by ${loginsOf(asked)}`] : []),
        ...(approved.length > 0 ? [(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `approved by ${loginsOf(approved)}`] : []),
    ];
}
const SENT_STATE = {
    'changes-requested': 'changes requested',
    commented: 'commented',
    dismissed: 'dismissed since',
};
/** "Sent to the agent: review 7 by @alice (changes requested).": the newest reviews that went to the job, linked. */
function sentLine(mirror) {
    const sent = mirror?.sent ?? [];
    if (sent.length === 0)
        return undefined;
    const shown = sent.slice(-SENT_SHOWN);
    const earlier = sent.length - shown.length;
    const items = shown.map(({ id, login, state, url }) => {
        const name = url === undefined ? `review ${id}` : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.linked)(url, `review ${id}`);
        const who = login === undefined ? 'a deleted account' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `@${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.quoted)(login, LOGIN_SHOWN)}`;
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `${name} by ${who} (${SENT_STATE[state]})`;
    });
    const before = earlier > 0 ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `; and ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.thousands)(earlier)} earlier` : '';
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Sent to the agent: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.joinMessages)(items, ', ')}${before}.`;
}
/** "+120 −4 in 6 files". */
function sizeOf({ additions, deletions, files }) {
    return `+${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.thousands)(additions)} −${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.thousands)(deletions)} in ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.thousands)(files)} file${files === 1 ? '' : 's'}`;
}
function firstLine({ ending, verdict }, context) {
    const pr = ending.view?.pullRequest;
    const details = pr ? ending.pullRequest : undefined;
    const what = pr
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.linked)(pr.url, (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .pullRequestName */ .Ib)(pr))}${details?.title === undefined ? '' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) ` ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.quoted)(details.title, TITLE_SHOWN)}`}`
        : ending.id === ''
            ? 'agent job not started'
            : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `agent job ${ending.id}`;
    const { sent, resumed } = context.history;
    const followUp = sent?.kind === 'message' || resumed?.kind === 'message' ? ' (follow-up)' : '';
    const parts = [(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `${outcomeWords(verdict.outcome)}${followUp}: ${what}`];
    // An open pull request's state is who reviewed it, and how, once anyone did.
    const verdicts = details?.state === 'open' && !details.draft ? verdictsOf(details.mirror) : [];
    if (details)
        parts.push(...(verdicts.length > 0 ? verdicts : [stateOf(details)]));
    if (details?.size)
        parts.push(sizeOf(details.size));
    if (context.runUrl)
        parts.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.linked)(context.runUrl, 'run')}`);
    if (details?.mirror?.preview)
        parts.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.linked)(details.mirror.preview, 'preview')}`);
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.joinMessages)(parts, ' · ');
}
/** How fresh the mirror is: events on the docs pull request reach this comment only through a run here. */
function freshness({ ending }, { config }) {
    const pr = ending.view?.pullRequest;
    if (!pr)
        return [];
    const readAt = ending.pullRequest?.readAt;
    if (readAt)
        return [(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Docs pull request as of ${(0,_pull_request_documents_js__WEBPACK_IMPORTED_MODULE_1__/* .when */ .z7)(readAt)}; refreshed on every run of this workflow.`];
    // No token, no read on any run: no later one is promised, nor a token asked for (the docs
    // repository's own recipe leaves it empty on purpose; the product's warns where it matters).
    if (config.githubToken === '')
        return [
            "The docs pull request was not read from GitHub on this run: reading it takes a 'github-token' that can read it, and this step has none.",
        ];
    return [
        'The docs pull request was not read from GitHub on this run (it needs a github-token that can read it, and GitHub to answer: the log says which); the next run reads it again.',
    ];
}
function sentOf(details) {
    const line = sentLine(details?.mirror);
    return line === undefined ? [] : [line];
}
function filesFold(details) {
    const files = details?.mirror?.files;
    if (!files || files.total === 0)
        return [];
    const shown = files.names.slice(0, MAX_FILES_SHOWN);
    const more = files.total - shown.length;
    return [
        {
            title: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Changed files (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.thousands)(files.total)})`,
            items: shown.map((name) => ({ code: name })),
            ...(more > 0 ? { note: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `and ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.thousands)(more)} more; the docs pull request lists them all.` } : {}),
        },
    ];
}
/** The comment's document for one job; `summary` is that job's job summary, whose rows it folds. */
function compactComment(judged, context, summary) {
    const { ending, verdict } = judged;
    const pr = ending.view?.pullRequest;
    // A completed job's "why" names the docs pull request the first line shows already.
    const news = !(verdict.outcome === 'completed' && pr && !verdict.failsStep);
    const { resumed } = context.history;
    const details = summary.rows.filter(([label]) => !IN_FIRST_LINE.has(label));
    const head = pr && ending.pullRequest?.headSha;
    if (head)
        details.splice(1, 0, ['Head', { code: head, abbreviate: 12 }]);
    return {
        icon: verdict.failsStep && verdict.outcome === 'completed' ? _verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .ICONS */ .Ze.failed : _verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .ICONS */ .Ze[verdict.outcome],
        heading: firstLine(judged, context),
        level: 3,
        paragraphs: [
            ...(news ? [verdict.why, ...(verdict.next ? [verdict.next] : [])] : []),
            ...sentOf(pr ? ending.pullRequest : undefined),
            ...(resumed && ending.id ? [(0,_summary_js__WEBPACK_IMPORTED_MODULE_2__/* .resumedLine */ .e)(ending.id, resumed)] : []),
            ...freshness(judged, context),
        ],
        rows: [],
        ...(summary.code ? { code: summary.code } : {}),
        folds: [...filesFold(pr ? ending.pullRequest : undefined), { title: 'Details', rows: details }],
    };
}


/***/ }),

/***/ 8850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ buildReport),
/* harmony export */   FS: () => (/* binding */ cutShortReport),
/* harmony export */   P0: () => (/* binding */ OUTPUT_NAMES),
/* harmony export */   VV: () => (/* binding */ cutShort),
/* harmony export */   VY: () => (/* binding */ skippedReport),
/* harmony export */   XS: () => (/* binding */ reportContextOf),
/* harmony export */   kj: () => (/* binding */ unreadJobsOutputs),
/* harmony export */   o8: () => (/* binding */ nothingSentReport),
/* harmony export */   q9: () => (/* binding */ withLinks),
/* harmony export */   q_: () => (/* binding */ emptyOutputs)
/* harmony export */ });
/* unused harmony export MAX_JOB_ANNOTATIONS */
/* harmony import */ var _runner_environment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5047);
/* harmony import */ var _mirror_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9483);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7994);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(218);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(687);





/** Every output the action sets, on every path; a test proves action.yml declares the same set. */
const OUTPUT_NAMES = [
    'status',
    'outcome',
    'started',
    'pr-link',
    'pr-number',
    'pr-repository',
    'pr-head-branch',
    'pr-head-sha',
    'pr-state',
    'pr-draft',
    'job',
    'job-id',
    'model',
    'repository',
    'repository-url',
    'ref',
    'created-at',
    'archived-at',
    'waited-seconds',
    'polls',
    'results',
    'pr-links',
    'completed-count',
    'failed-count',
    'archived-count',
    'pending-count',
    'comment-url',
    'check-run-url',
    'resumed',
];
/** The runner shows only this many annotations of a kind per step. */
const MAX_JOB_ANNOTATIONS = 10;
/** The context of a report, from the runner's environment: the run's link and how the action is named. */
function reportContextOf(env, config, history, waitedMs, polls) {
    const { GITHUB_ACTION_REPOSITORY: actionRepo, GITHUB_ACTION_REF: actionRef } = env;
    const runUrl = (0,_runner_environment_js__WEBPACK_IMPORTED_MODULE_4__/* .workflowRunUrl */ .C)(env);
    const context = { config, history, waitedMs, polls, ...(runUrl ? { runUrl } : {}) };
    return actionRepo && actionRef ? { ...context, actionRef: `${actionRepo}@${actionRef}` } : context;
}
function emptyOutputs() {
    return Object.fromEntries(OUTPUT_NAMES.map((name) => [name, '']));
}
function resultEntry({ ending, verdict }) {
    const pr = ending.view?.pullRequest;
    return {
        id: ending.id === '' ? null : ending.id,
        status: (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .countedStatus */ .fm)(ending) ?? null,
        outcome: verdict.outcome,
        prLink: pr?.url ?? null,
        prNumber: ending.result.outcome === 'final' ? (pr?.number ?? null) : null,
        repository: ending.view?.repositoryName ?? null,
        ref: ending.view?.ref ?? null,
    };
}
/** The outputs of jobs named but never read (a command stopped while it read its inputs): each pending, with no pull request. */
function unreadJobsOutputs(ids, outcome) {
    const entries = ids.map((id) => ({
        id,
        status: null,
        outcome,
        prLink: null,
        prNumber: null,
        repository: null,
        ref: null,
    }));
    return {
        ...emptyOutputs(),
        outcome,
        'job-id': ids.join('\n'),
        started: 'false',
        resumed: 'false',
        results: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.oneLineJson)(entries),
        'completed-count': '0',
        'failed-count': '0',
        'archived-count': '0',
        'pending-count': String(ids.length),
        'waited-seconds': '0',
        polls: '0',
    };
}
/** Outputs every step sets; the four counts add up to the number of jobs (a start that made none names none). */
function listOutputs(judged) {
    const entries = judged.filter(({ ending }) => ending.id !== '').map(resultEntry);
    const count = (outcome) => String(entries.filter((entry) => entry.outcome === outcome).length);
    const final = new Set(['completed', 'failed', 'archived']);
    return {
        results: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.oneLineJson)(entries),
        'pr-links': entries.flatMap((entry) => (entry.prLink ? [entry.prLink] : [])).join('\n'),
        'completed-count': count('completed'),
        'failed-count': count('failed'),
        'archived-count': count('archived'),
        'pending-count': String(entries.filter((entry) => !final.has(entry.outcome)).length),
    };
}
/** The outputs that describe one job; set only when the step had one. */
function jobOutputs({ ending }) {
    const { view, pullRequest: details } = ending;
    const single = (value) => (value ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.escapeControls)(value) : '');
    const pr = view?.pullRequest;
    // The pull request describes a finished job; a link seen before the end is handed on alone.
    const finished = ending.result.outcome === 'final' && pr !== undefined;
    return {
        status: single((0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .countedStatus */ .fm)(ending)),
        'pr-link': pr?.url ?? '',
        'pr-number': finished ? (pr.number?.toString() ?? '') : '',
        'pr-repository': finished ? (pr.repository ?? '') : '',
        // The agent's branch is the pull request's head; GitHub's answer wins when there is one.
        'pr-head-branch': finished ? details?.headRef || single(view?.ref) : '',
        'pr-head-sha': finished ? (details?.headSha ?? '') : '',
        'pr-state': finished ? (details?.state ?? '') : '',
        'pr-draft': finished && details ? String(details.draft) : '',
        job: ending.result.body ?? '',
        model: single(view?.model),
        repository: view?.repositoryName ?? '',
        'repository-url': view?.repositoryUrl ?? '',
        ref: single(view?.ref),
        'created-at': single(view?.createdAt),
        'archived-at': single(view?.archivedAt),
    };
}
/**
 * One annotation per job that does not fail the step alone, titled the same way for one job
 * or many; summed up in one when the runner would drop some (it shows 10 of a kind, and one
 * error is kept for the step's own).
 */
function annotationsOf(judged, failing, totals) {
    const perJob = judged
        .filter(({ verdict }) => verdict.level !== 'none' && !(verdict.failsStep && failing.length === 1))
        .map(({ ending, verdict }) => ({
        level: verdict.level === 'none' ? 'notice' : verdict.level,
        title: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Agent job ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.quoted)(ending.id, 100)}: ${verdict.headline}`,
        message: (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .whyAndNext */ .Nb)(verdict),
    }));
    const fits = (level) => perJob.filter((a) => a.level === level).length <= MAX_JOB_ANNOTATIONS - (level === 'error' ? 1 : 0);
    if (fits('error') && fits('warning') && fits('notice'))
        return perJob;
    return [summedAnnotation(judged, failing, totals, perJob)];
}
/** How many kinds of failure the step's error says what to do for: more are in the job summary. */
const MAX_NEXTS = 6;
/** A job's ending in a list of many: its outcome, or for a completed job that fails the step (require-pr), why. */
const endingName = (verdict) => verdict.outcome === 'completed' && verdict.failsStep ? verdict.headline : verdict.outcome;
/**
 * How many characters of job names a summing message holds, so that the log's cut (MESSAGE_CAP)
 * never falls on them or on what to do next: the jobs past it are counted, each has its line in
 * the job summary.
 */
const NAMES_ROOM = 1_800;
/** Names joined while they fit NAMES_ROOM, then how many more there are. */
function namesThatFit(names, separator) {
    const kept = [];
    let used = 0;
    for (const name of names) {
        used += (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.fullText)(name).length + separator.length;
        if (used > NAMES_ROOM && kept.length > 0)
            break;
        kept.push(name);
    }
    const more = names.length - kept.length;
    return more === 0
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.joinMessages)(kept, separator)
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.joinMessages)(kept, separator)}${separator}and ${more} more (the job summary has each)`;
}
/** All the jobs' annotations in one: the totals, and each job that did not complete or fails the step. */
function summedAnnotation(judged, failing, totals, perJob) {
    const others = judged.filter(({ verdict }) => verdict.outcome !== 'completed' || verdict.failsStep);
    return {
        level: failing.length > 0 ? 'error' : perJob.some((a) => a.level === 'warning') ? 'warning' : 'notice',
        title: `${judged.length} agent jobs`,
        message: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `${totals} ${namesThatFit(others.map(({ ending, verdict }) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.quoted)(ending.id, 100)}: ${endingName(verdict)}`), '; ')}`,
    };
}
/** "12 jobs: 2 not-found, 1 failed, 9 completed.", worst first. */
function totalsOf(judged) {
    const counts = _verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .SEVERITY */ .C$.map((outcome) => [outcome, judged.filter(({ verdict }) => verdict.outcome === outcome).length])
        .filter(([, n]) => n > 0)
        .map(([outcome, n]) => `${n} ${outcome}`);
    return `${judged.length} jobs: ${counts.join(', ')}.`;
}
function failureOf(judged, failing) {
    const [only] = failing;
    if (failing.length === 0 || !only)
        return undefined;
    if (failing.length === 1)
        return only.ending.id
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Agent job ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.quoted)(only.ending.id, 100)}: ${(0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .whyAndNext */ .Nb)(only.verdict)}`
            : (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .whyAndNext */ .Nb)(only.verdict);
    // Each id a value: redacted, escaped and held out of a surface's rewording, as every id is.
    const named = namesThatFit(failing.map(({ ending, verdict }) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.quoted)(ending.id, 100)} (${endingName(verdict)})`), ', ');
    // What to do, once for each kind of failure (the first job's words of it): the jobs' own
    // annotations may be summed into one.
    const nexts = new Map();
    for (const { verdict } of failing) {
        const kind = `${verdict.outcome} ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.fullText)(verdict.headline)}`;
        if (verdict.next && !nexts.has(kind))
            nexts.set(kind, verdict.next);
    }
    const said = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `${failing.length} of ${judged.length} jobs failed the step: ${named}. Each has a line in the job summary.`;
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.joinMessages)([said, ...[...nexts.values()].slice(0, MAX_NEXTS)], ' ');
}
/** The report with the comment's and the check run's links, once they are written. */
function withLinks(report, links) {
    const rows = [];
    if (links.commentUrl)
        rows.push(['Comment', { link: links.commentUrl, text: 'on the pull request' }]);
    if (links.checkRunUrl)
        rows.push(['Check run', { link: links.checkRunUrl, text: 'on the commit' }]);
    return {
        ...report,
        outputs: { ...report.outputs, 'comment-url': links.commentUrl ?? '', 'check-run-url': links.checkRunUrl ?? '' },
        summary: { ...report.summary, rows: [...report.summary.rows, ...rows] },
    };
}
/** The report for one job or many. */
function buildReport(endings, context) {
    const judged = endings.map((ending) => ({ ending, verdict: (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .judge */ .S4)(ending, context.config, context.history) }));
    const failing = judged.filter(({ verdict }) => verdict.failsStep);
    const outcome = (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .stepOutcome */ .fh)(judged);
    const totals = totalsOf(judged);
    const [first] = judged;
    const outputs = {
        ...emptyOutputs(),
        ...listOutputs(judged),
        ...(judged.length === 1 && first ? jobOutputs(first) : {}),
        outcome,
        // Unknown after a start whose answer was lost: empty, never a "false" that invites a second start.
        started: context.history.started ? 'true' : (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .mayHaveStarted */ .NG)(context.history) ? '' : 'false',
        // After a start whose answer was unusable, the id is the service's own: one line, whole.
        'job-id': endings.map((ending) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.escapeControls)(ending.id)).join('\n'),
        'waited-seconds': String(Math.round(context.waitedMs / 1_000)),
        polls: String(context.polls),
        resumed: context.history.resumed ? 'true' : 'false',
    };
    const failure = failureOf(judged, failing);
    const summary = (0,_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .summaryDoc */ .Z)(judged, context, { outcome, failing, totals });
    const annotations = annotationsOf(judged, failing, totals);
    return {
        outcome,
        outputs,
        annotations,
        ...(annotations.length > 1 ? { summed: summedAnnotation(judged, failing, totals, annotations) } : {}),
        ...(failure === undefined ? {} : { failure }),
        summary,
        ...(judged.length === 1 && first ? { comment: (0,_mirror_js__WEBPACK_IMPORTED_MODULE_0__/* .compactComment */ .vI)(first, context, summary) } : {}),
        pullRequests: judged.map(({ ending }) => {
            const pr = ending.view?.pullRequest;
            const mirror = pr ? ending.pullRequest?.mirror : undefined;
            return pr ? { job: ending.id, pr, ...(mirror ? { mirror } : {}) } : { job: ending.id };
        }),
    };
}
/** The report of a step that sent nothing: a comment that is not one to send, or a pull request with nothing to do. */
function nothingSentReport(outcome, heading, why, next) {
    return {
        outcome,
        outputs: {
            ...emptyOutputs(),
            outcome,
            started: 'false',
            resumed: 'false',
            results: '[]',
            'completed-count': '0',
            'failed-count': '0',
            'archived-count': '0',
            'pending-count': '0',
            'waited-seconds': '0',
            polls: '0',
        },
        annotations: [],
        summary: { icon: _verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .ICONS */ .Ze[outcome], heading, paragraphs: [why, ...(next ? [next] : [])], rows: [] },
        pullRequests: [],
    };
}
/** `follow-up-command` and a comment that is not one to send. */
const skippedReport = (why, next) => nothingSentReport('skipped', 'No follow-up sent', why, next);
/** Whether the run was cut short: a cancel wins over the deadline, which only a clock reading tells. */
function cutShort(signal, now, deadline) {
    if (signal.aborted)
        return 'cancelled';
    return now >= deadline ? 'timed-out' : undefined;
}
/**
 * A run cut short before it decided what it owed: whatever it read by then (nothing, a failed read,
 * a list cut in half) decides nothing, so it says it was cancelled or timed out, sends nothing, and
 * the next run of the pull request's workflow does what it owed. `deciding`: what it was deciding.
 */
function cutShortReport(by, deciding) {
    const heading = by === 'cancelled' ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Cancelled while ${deciding}` : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Timed out while ${deciding}`;
    const why = by === 'cancelled'
        ? 'The runner cancelled the run before it could read what it needed, so it decided nothing, and nothing was sent.'
        : "The step's 'timeout' ran out before it could read what it needed, so it decided nothing, and nothing was sent.";
    const next = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `${by === 'timed-out' ? "Raise 'timeout' if GitHub is this slow. " : ''}The pull request's next run, of any kind, does what this one owed; or re-run this one. A check run the job's turn made is left as it was.`;
    return { ...nothingSentReport(by, heading, why, next), failure: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `${heading}. ${why}` };
}


/***/ }),

/***/ 7994:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ summaryDoc),
/* harmony export */   e: () => (/* binding */ resumedLine)
/* harmony export */ });
/* harmony import */ var _inputs_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1601);
/* harmony import */ var _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8028);
/* harmony import */ var _inputs_proxy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3553);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(218);
/* harmony import */ var _common_version_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9521);
/* harmony import */ var _common_outcome_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4793);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(687);
/**
 * The job summary as a document, from the verdicts: for one job, what happened and a table of
 * its details; for several, a heading that says plainly whether jobs failed, one line for each
 * job that failed the step, and one row per job. Rows with nothing to say are left out.
 */







/** Where the step copied runs from, when the runner does not say (a local `uses: ./`): this major version. */
const DEFAULT_ACTION_REF = `your-org/wait-for-agent-job@v${_common_version_js__WEBPACK_IMPORTED_MODULE_4__/* .VERSION */ .x.split('.')[0] ?? ''}`;
const paragraphsOf = (verdict) => [verdict.why, ...(verdict.next ? [verdict.next] : [])];
/** The step that waits for a job started with `wait: false`, ready to copy. */
/** A step that did not wait: the step to copy that waits for its job later. */
function waitLater(ending, context) {
    if (!context.history.notWaiting || context.history.letGo || !ending.id)
        return {};
    const text = waitLaterYaml(ending.id, context, ending.result.staleFinal === true);
    return { code: { title: 'To wait for it later, add a step like this:', text } };
}
/** A plain http:// address off this machine, which a step takes only with `allow-insecure-http: true`. */
function insecureHttp(baseUrl) {
    try {
        const url = new URL(baseUrl);
        return url.protocol === 'http:' && !(0,_inputs_proxy_js__WEBPACK_IMPORTED_MODULE_5__/* .isLoopbackHost */ .cW)(url.hostname);
    }
    catch {
        return false;
    }
}
/**
 * A value as YAML reads it back, whatever it holds: single-quoted (a plain `3.10`, `1e5`, `~`, `on`
 * or `no` would be read as a number, null or a boolean, and the later step would ask for another job).
 */
const yamlString = (value) => `'${value.replace(/'/g, "''")}'`;
function waitLaterYaml(id, context, afterMessage) {
    const { baseUrl, projectId } = context.config;
    // The step's own service address, when it is not the default: the later step must ask the same one.
    const ownBaseUrl = baseUrl.replace(/\/+$/, '') === _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .INPUT_DEFAULTS */ .WJ['base-url'] ? [] : [`    base-url: ${yamlString(baseUrl)}`];
    // A plain http:// address the step was allowed: the later step needs the same leave.
    const insecure = insecureHttp(baseUrl) ? ['    allow-insecure-http: true'] : [];
    return [
        `- uses: ${context.actionRef ?? DEFAULT_ACTION_REF}`,
        '  with:',
        `    project-id: ${yamlString(projectId)}`,
        '    api-key: ${{ secrets.MINTLIFY_ADMIN_API_KEY }}',
        ...ownBaseUrl,
        ...insecure,
        `    job-id: ${yamlString(id)}`,
        // The job still read its status from before the message: the later wait must not take it.
        ...(afterMessage ? ['    after-message: true'] : []),
    ].join('\n');
}
/** The step's outcome for a job whose own status says something else: the job goes on. */
const OUTCOME_NOTES = {
    'timed-out': '(the wait timed out; the job goes on)',
    cancelled: '(the run was cancelled; the job goes on)',
};
/**
 * The job's status as read, kept apart from the step's outcome: a job still `active` when the wait
 * timed out or the run was cancelled is not a failed job, so it gets that outcome's icon, not ❌.
 */
function statusCell({ ending, verdict }) {
    const status = (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .countedStatus */ .fm)(ending);
    // A status read before the message is shown as read, marked so; the outcome stands in only when none was read.
    const before = ending.view && !status ? ending.view.status : undefined;
    const shown = { code: status ?? before ?? verdict.outcome };
    // 'fail-fast' stopping the wait is said once above the table, not as a cancelled run in each row.
    const byFailFast = ending.stoppedBy === 'fail-fast';
    const stoppedWaiting = status !== undefined && !byFailFast && OUTCOME_NOTES[verdict.outcome] !== undefined;
    const icon = stoppedWaiting ? _verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .ICONS */ .Ze[verdict.outcome] : verdict.failsStep ? '❌' : undefined;
    const differs = status !== undefined && status !== verdict.outcome;
    const note = byFailFast ? `(${verdict.outcome})` : (OUTCOME_NOTES[verdict.outcome] ?? `(${verdict.outcome})`);
    return {
        cells: [
            ...(icon ? [{ text: icon }] : []),
            shown,
            ...(differs ? [{ text: note }] : []),
            ...(ending.view && !status ? [{ text: '(read before the message)' }] : []),
        ],
    };
}
/** A re-run that waited for what an earlier attempt sent, said the same in the log and the summary. */
function resumedLine(id, resumed) {
    const sent = resumed.kind === 'prompt' ? 'started' : 'sent the message to';
    const then = resumed.handedOn ? 'handed it on' : 'waited for it';
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Re-run: attempt ${resumed.attempt} of this run already ${sent} job ${id}, so this attempt ${then} and sent nothing (on-rerun: resume).`;
}
function oneJob(judged, context) {
    const { ending, verdict } = judged;
    const { view, pullRequest: details } = ending;
    const pr = view?.pullRequest;
    const rows = [];
    const add = (label, value) => {
        if (value)
            rows.push([label, { text: value }]);
    };
    if (view)
        rows.push(['Status', statusCell(judged)]);
    if (pr)
        rows.push(['Pull request', { link: pr.url, text: (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .pullRequestName */ .Ib)(pr) }]);
    if (details) {
        const state = `${details.state}${details.draft ? ' (draft)' : ''}, head`;
        rows.push(['Pull request state', { cells: [{ text: state }, { code: details.headSha, abbreviate: 12 }] }]);
    }
    add('Model', view?.model);
    if (view?.repositoryUrl)
        rows.push(['Repository', { link: view.repositoryUrl, text: view.repositoryName ?? view.repositoryUrl }]);
    else
        add('Repository', view?.repositoryName);
    add('Branch', view?.ref);
    add('Created', view?.createdAt);
    add('Archived', view?.archivedAt);
    if (!context.history.notWaiting && !context.history.postFailure) {
        rows.push([
            'Waited',
            { text: `${(0,_inputs_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(context.waitedMs)} (${context.polls} request${context.polls === 1 ? '' : 's'})` },
        ]);
    }
    const { resumed } = context.history;
    const started = context.history.started
        ? [{ text: '(started by this step)' }]
        : resumed?.kind === 'prompt'
            ? [{ text: `(started by attempt ${resumed.attempt} of this run)` }]
            : [];
    const job = ending.id
        ? { code: ending.id }
        : { none: (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .mayHaveStarted */ .NG)(context.history) ? 'unknown: it may have been started' : 'not started' };
    rows.push(['Job', { cells: [job, { text: 'in project' }, { code: context.config.projectId }, ...started] }]);
    if (context.runUrl)
        rows.push(['Workflow run', { link: context.runUrl, text: 'this run' }]);
    const icon = verdict.failsStep && verdict.outcome === 'completed' ? _verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .ICONS */ .Ze.failed : _verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .ICONS */ .Ze[verdict.outcome];
    const { sent } = context.history;
    // A follow-up is labelled as one, wherever the heading goes (the comment, the check run's title).
    // A headline that names the follow-up already ("follow-up sent") is not labelled twice.
    const followUp = (sent?.kind === 'message' || resumed?.kind === 'message') && !(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.fullText)(verdict.headline).includes('follow-up');
    return {
        icon,
        heading: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `${ending.id ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Agent job ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.quoted)(ending.id, 100)} ${verdict.headline}` : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Agent job ${verdict.headline}`}${followUp ? ' (follow-up)' : ''}`,
        paragraphs: [...paragraphsOf(verdict), ...(resumed ? [resumedLine(ending.id, resumed)] : [])],
        rows,
        ...waitLater(ending, context),
        ...(sent
            ? {
                details: {
                    title: `${sent.kind === 'prompt' ? 'Prompt' : 'Message'} ${sentState(sent, context.history.postFailure)}`,
                    text: sent.text,
                },
            }
            : {}),
    };
}
/** Whether the text went: a request the service answered with a refusal (or never got) sent nothing. */
function sentState(sent, failure) {
    if (sent.notSent || (failure !== undefined && !(0,_common_outcome_js__WEBPACK_IMPORTED_MODULE_6__/* .mayHaveBeenTaken */ .XJ)(failure)))
        return '(not sent)';
    return failure === undefined ? 'sent' : '(may have been taken: its answer was lost)';
}
/** A value every job that was read shares, said once above the table instead of in a column. */
function shared(judged, pick) {
    const values = new Set(judged.filter((j) => j.ending.view).map(pick));
    const [only] = values;
    return values.size === 1 ? only : undefined;
}
function timeCell({ ending, verdict }, history) {
    if (ending.result.outcome === 'final' && !ending.stoppedBy)
        return (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .endedBeforeRead */ .AT)(ending.result, history)
            ? { none: 'ended before this run read it' }
            : { text: (0,_inputs_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(ending.result.waitedMs) };
    if (verdict.outcome === 'not-found')
        return { none: 'no such job' };
    if (ending.stoppedBy)
        return { none: 'not waited for' };
    return { none: 'not finished' };
}
function severalJobs(judged, context, step) {
    const { failing } = step;
    const model = shared(judged, (j) => j.ending.view?.model);
    const branch = shared(judged, (j) => j.ending.view?.ref);
    const sharedLine = [model ? `model ${model}` : '', branch ? `branch ${branch}` : ''].filter(Boolean).join(', ');
    const headers = ['Job', 'Status', 'Pull request', ...(model ? [] : ['Model']), ...(branch ? [] : ['Branch']), 'Time'];
    const rows = judged.map((j) => {
        const pr = j.ending.view?.pullRequest;
        return [
            { code: j.ending.id },
            statusCell(j),
            pr ? { link: pr.url, text: (0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .pullRequestName */ .Ib)(pr) } : { none: 'none' },
            ...(model ? [] : [j.ending.view?.model ? { text: j.ending.view.model } : { none: 'unknown' }]),
            ...(branch ? [] : [j.ending.view?.ref ? { text: j.ending.view.ref } : { none: 'unknown' }]),
            timeCell(j, context.history),
        ];
    });
    const stopped = judged.some(({ ending }) => ending.stoppedBy === 'fail-fast');
    const heading = failing.length > 0
        ? `${failing.length} of ${judged.length} agent jobs failed the step`
        : step.outcome === 'completed'
            ? `${judged.length} agent jobs completed`
            : `${judged.length} agent jobs: none failed the step`;
    const summaryRows = [
        ['Waited', { text: `${(0,_inputs_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(context.waitedMs)} (${context.polls} requests)` }],
        ['Project', { code: context.config.projectId }],
    ];
    if (context.runUrl)
        summaryRows.push(['Workflow run', { link: context.runUrl, text: 'this run' }]);
    return {
        icon: failing.length > 0 ? _verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .ICONS */ .Ze.failed : _verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .ICONS */ .Ze[step.outcome],
        heading,
        paragraphs: [
            step.totals,
            ...failing.map(({ ending, verdict }) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `❌ ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.quoted)(ending.id, 100)}: ${(0,_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .whyAndNext */ .Nb)(verdict)}`),
            ...(stopped
                ? ["'fail-fast' stopped the wait; the service has no cancel, so the jobs marked cancelled keep running."]
                : []),
            ...(sharedLine ? [`Every job${judged.every((j) => j.ending.view) ? '' : ' read'}: ${sharedLine}.`] : []),
        ],
        table: { headers, rows },
        rows: summaryRows,
    };
}
function summaryDoc(judged, context, step) {
    const [only] = judged;
    return judged.length === 1 && only ? oneJob(only, context) : severalJobs(judged, context, step);
}


/***/ }),

/***/ 687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AT: () => (/* binding */ endedBeforeRead),
/* harmony export */   C$: () => (/* binding */ SEVERITY),
/* harmony export */   Ib: () => (/* binding */ pullRequestName),
/* harmony export */   NG: () => (/* binding */ mayHaveStarted),
/* harmony export */   Nb: () => (/* binding */ whyAndNext),
/* harmony export */   S4: () => (/* binding */ judge),
/* harmony export */   Ze: () => (/* binding */ ICONS),
/* harmony export */   fh: () => (/* binding */ stepOutcome),
/* harmony export */   fm: () => (/* binding */ countedStatus)
/* harmony export */ });
/* harmony import */ var _common_outcome_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4793);
/* harmony import */ var _common_backoff_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1525);
/* harmony import */ var _inputs_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1601);
/* harmony import */ var _inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8028);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(218);
/* harmony import */ var _service_answers_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3884);
/**
 * Each ending judged once: its outcome, whether it fails the step, a headline, what happened and
 * what to do next. Every surface (outputs, annotations, the log, the job summary) renders from
 * these verdicts and never judges again.
 */






/** Worst first: a step's outcome is the worst of the jobs that decide it. */
const SEVERITY = [
    'error',
    'unauthorized',
    'not-found',
    'timed-out',
    'cancelled',
    'failed',
    'archived',
    'completed',
    'started',
    'skipped',
    ..._common_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .NOTHING_TO_DO */ .UO,
];
const ICONS = {
    completed: '✅',
    failed: '❌',
    archived: '🗄️',
    started: '🚀',
    'timed-out': '⏱️',
    cancelled: '🚫',
    'not-found': '🔍',
    unauthorized: '🔒',
    error: '⚠️',
    skipped: '💬',
    'no-docs-needed': '⏭️',
    draft: '📝',
    'skip-label': '🏷️',
    'nothing-new': '⏭️',
    'from-fork': '🍴',
    'from-dependabot': '🤖',
};
/** The step's start went out and no answer said whether the service acted on it: a job may run. */
const mayHaveStarted = (history) => history.sent?.kind === 'prompt' && history.postFailure !== undefined && (0,_common_outcome_js__WEBPACK_IMPORTED_MODULE_4__/* .mayHaveBeenTaken */ .XJ)(history.postFailure);
/** A verdict as one sentence or two: what happened, then what to do. */
const whyAndNext = (verdict) => (verdict.next ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `${verdict.why} ${verdict.next}` : verdict.why);
/**
 * `acme/docs#42` on GitHub, `group/docs!9` for a GitLab merge request, else the link itself:
 * never a bare `#42`, which on the product pull request would name one of its own repository's.
 */
function pullRequestName(pr) {
    if (pr.number === undefined || pr.repository === undefined)
        return pr.url;
    return `${pr.repository}${pr.host === 'gitlab' ? '!' : '#'}${pr.number}`;
}
/** The status as read, unless it is from before a follow-up and so does not count yet. */
function countedStatus(ending) {
    return ending.result.staleFinal ? undefined : ending.view?.status;
}
function byFailOn(config, status, verdict) {
    if (config.failOn.has(status))
        return { ...verdict, failsStep: true, level: 'error' };
    const passes = `'fail-on' does not list '${status}', so this job does not fail the step.`;
    return {
        ...verdict,
        failsStep: false,
        level: 'warning',
        next: verdict.next ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `${verdict.next} ${passes}` : passes,
    };
}
/** A job that gave a pull request link this step cannot use: it changed files; the link is the service's to fix. */
function completedWithUnusableLink(config, when) {
    const why = `Completed ${when} and reported a pull request link this step cannot use (this run's warning says why), so no pull request is handed on.`;
    const next = "Open the job on the dashboard to find its pull request; a link that is not the job's repository's is never followed.";
    if (!config.requirePr)
        return {
            outcome: 'completed',
            failsStep: false,
            level: 'notice',
            headline: 'completed: pull request link unusable',
            why,
            next,
        };
    return {
        outcome: 'completed',
        failsStep: true,
        level: 'error',
        headline: 'completed with an unusable pull request link',
        why,
        next: `'require-pr' is true, so the step fails. ${next}`,
    };
}
/** A completed job the service names no pull request for, whose agent's branch GitHub did not list: whether it has one is unknown. */
function completedWithUnknownPullRequest(config, when, unread, unreadable) {
    const why = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Completed ${when}; the service names no pull request, and whether the job has one on its agent's branch could not be read (${unread}).`;
    // A refusal for good is met again by a re-run: the token is what to change (GITHUB_TOKEN reads only its own repository).
    const next = unreadable === undefined
        ? 'Re-run this run once GitHub answers: it waits for the same job and looks again.'
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Give 'github-token' a token that can read ${unreadable}'s pull requests (GITHUB_TOKEN reads only this repository), then re-run: it waits for the same job and looks again. The agent may also have changed no files.`;
    if (!config.requirePr)
        return {
            outcome: 'completed',
            failsStep: false,
            level: 'notice',
            headline: 'completed: pull request unknown',
            why,
            next,
        };
    return {
        outcome: 'completed',
        failsStep: true,
        level: 'error',
        headline: 'completed: pull request unknown',
        why,
        next: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `'require-pr' is true, so the step fails. ${next}`,
    };
}
function judgeFinal(ending, config, when, followUp) {
    const { view } = ending;
    const pr = view?.pullRequest;
    if (view?.status === 'completed') {
        if (pr) {
            const name = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.linked)(pr.url, pullRequestName(pr));
            // A follow-up's turn updates the pull request the job opened before: it opened none.
            const why = view.pullRequestOnBranch
                ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Completed ${when}; this turn changed no files, and the job's pull request is ${name}, on its branch.`
                : followUp
                    ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Completed ${when}; the job's pull request is ${name}.`
                    : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Completed ${when} and opened pull request ${name}.`;
            return {
                outcome: 'completed',
                failsStep: false,
                level: 'notice',
                headline: view.pullRequestOnBranch ? 'completed: no files changed this turn' : 'completed with a pull request',
                why,
            };
        }
        if (view.linkRefused)
            return completedWithUnusableLink(config, when);
        if (view.pullRequestUnread !== undefined)
            return completedWithUnknownPullRequest(config, when, view.pullRequestUnread, view.pullRequestUnreadable);
        const why = `Completed ${when} without a pull request: the agent changed no files.`;
        if (!config.requirePr)
            return { outcome: 'completed', failsStep: false, level: 'notice', headline: 'completed: no files changed', why };
        return {
            outcome: 'completed',
            failsStep: true,
            level: 'error',
            headline: 'completed without a pull request',
            why,
            next: "'require-pr' is true, so the step fails; check the job's prompt, or set require-pr: false to accept jobs that change nothing.",
        };
    }
    if (view?.status === 'failed') {
        return byFailOn(config, 'failed', {
            outcome: 'failed',
            headline: 'failed',
            why: `Failed ${when}; the service gives no reason in the job.`,
            next: 'Open the job on the dashboard to see what went wrong, then start a new job.',
        });
    }
    const at = view?.archivedAt ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) ` at ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.quoted)(view.archivedAt, 40)}` : '';
    return byFailOn(config, 'archived', {
        outcome: 'archived',
        headline: 'archived',
        why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Archived${at}, ${when === BEFORE_READ ? when : `${when} of waiting`}; an archived job does no more work.`,
        next: 'Open the job on the dashboard to see what it did before it was archived, then start a new job for what is left.',
    });
}
function judgeTimeout(ending, waited, history) {
    const { result } = ending;
    const requests = `${result.polls} request${result.polls === 1 ? '' : 's'}`;
    const base = { outcome: 'timed-out', failsStep: true, level: 'error', headline: 'timed out' };
    const status = ending.view ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.quoted)(ending.view.status, 60) : undefined;
    if (!status)
        return judgeUnreadTimeout(ending, waited, history, requests);
    const seen = result.staleFinal
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `it still read ${status} from before the message, so it had not taken the message up yet`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `its last status was ${status}`;
    const failing = result.fault ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) ` The last requests failed: ${result.fault}.` : '';
    return {
        ...base,
        why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Timed out after ${waited}: ${seen} (${requests}).${failing}`,
        next: `The job itself goes on running; raise 'timeout' if jobs need longer.${rerunWords(history)}`,
    };
}
/** A time-out before any status was read: what the service took (then the job goes on), and why nothing was read. */
function judgeUnreadTimeout(ending, waited, history, requests) {
    const { result } = ending;
    const base = { outcome: 'timed-out', failsStep: true, level: 'error', headline: 'timed out' };
    // The service took what was sent, then the time ran out before the wait read a status (GitHub's
    // rate limit can hold the step's writes for a minute of it): the job was never "unanswered".
    const sent = history.sent && !history.sent.notSent ? history.sent.kind : undefined;
    const took = sent ? `the service took the ${sent}, and ` : '';
    const runs = (advice) => sent
        ? `The job itself goes on running: ${advice}${rerunWords(history)}`
        : `Whether the job runs is unknown: ${advice}`;
    const network = "check 'base-url', the network and any proxy between this runner and the service";
    if (!result.fault && sent)
        return {
            ...base,
            why: `Timed out after ${waited}: ${took}the 'timeout' ran out before a status was read after it (${requests}).`,
            next: `The job itself goes on running; raise 'timeout' if jobs need longer.${rerunWords(history)}`,
        };
    // No request for it went at all: its turn never came (other jobs' held requests took the places).
    if (!result.fault && result.polls === 0 && !sent)
        return {
            ...base,
            why: `Timed out after ${waited}, before any request was answered (none for this job was sent: its turn never came), so its state is unknown.`,
            next: "Raise 'timeout': with several jobs, requests the service holds take the places (4 at once) before it.",
        };
    if (!result.fault)
        return {
            ...base,
            why: `Timed out after ${waited}, before any request was answered (${requests}), so the job's state is unknown.`,
            next: `The service did not answer within 'timeout': ${network}, or raise 'timeout' if it answers that slowly.`,
        };
    if (result.rateLimited)
        return {
            ...base,
            why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Timed out after ${waited}: ${took}no status was ever read, because the service kept limiting the rate of requests (${requests}; the last: ${result.fault}).`,
            next: runs("raise 'poll-interval' (and 'timeout') so the service answers, or run fewer waits at once against this project."),
        };
    // The service answered, with errors: the way to it works, the service itself is failing.
    const advice = result.serviceErred
        ? "wait until the service answers without errors (it was reached and answered with server errors, so neither 'base-url' nor the network is the cause)"
        : network;
    return {
        ...base,
        why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Timed out after ${waited}: ${took}no status was ever read, because the requests failed (${requests}; the last: ${result.fault}).`,
        next: runs(sent ? `to read its status, ${advice}.` : `${advice}, then run the step again.`),
    };
}
/** A cancel: the job goes on; a status from before the follow-up is no answer, and the wait later must not take it for one. */
function judgeCancelled(ending, status, waited, history) {
    const stale = ending.view !== undefined && ending.result.staleFinal === true;
    const seen = stale
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `while the job still read ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.quoted)(ending.view?.status ?? '', 60)} from before the message (it had not taken the message up yet)`
        : status
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `while the job was ${status}`
            : 'before any status was read';
    const later = stale
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) ` To wait for its answer later, pass job-id ${ending.id} with after-message: true (its status from before the message is no answer).`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) ` To wait for it later, pass job-id ${ending.id}.`;
    // No status read: whether the service holds the job at all is not known.
    const goesOn = status || stale
        ? 'The job itself goes on running on the service.'
        : 'No status was read, so whether the service has the job is not known.';
    return {
        outcome: 'cancelled',
        failsStep: true,
        level: 'error',
        headline: 'cancelled',
        why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Cancelled ${seen}, after ${waited}.`,
        next: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `${goesOn}${later}${rerunWords(history)}`,
    };
}
/** What re-running the workflow does after a time-out, when this step sent the prompt or message. */
function rerunWords(history) {
    const sent = history.sent ?? history.resumed;
    if (!sent)
        return '';
    return history.rerunResumes
        ? ' Re-running the workflow waits for this same job; it does not send again.'
        : ` Re-running the workflow sends the ${sent.kind} again${sent.kind === 'prompt' ? ' and starts a second job' : ''}: with no pull request comment or check run there is no record to resume from.`;
}
/** A 404: a job never found (a setting to check), or one read earlier in the step and gone now. */
function judgeNotFound(ending, config, seen, words) {
    const { status } = seen;
    const error = (why, next) => ({
        outcome: 'not-found',
        failsStep: true,
        level: 'error',
        headline: 'not found',
        why,
        next,
    });
    // Read before, gone now: the project, key and address were right; the job was removed.
    if (status)
        return error((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Job ${ending.id} was read ${status} earlier in this step, and the service now has no such job in project '${config.projectId}' (HTTP 404${words}): it was deleted or archived away on the service's side.`, "Look for it on the dashboard. Its work, and its docs pull request if it opened one, stay as the agent left them; the pull request's next run, or a re-run of this workflow, starts a new job.");
    // No one gave this id: the service named it in its answer to this step's start.
    if (seen.startedBy !== undefined)
        return error((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `The service answered the start (by ${seen.startedBy}) with job ${ending.id}, and now has no such job in project '${config.projectId}' (HTTP 404${words}).`, (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `The service named a job it does not know: it may not have stored it yet, or the start and the reads reached different services (check 'base-url' and any proxy between).${(0,_inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .baseUrlAdvice */ .Lt)(config.baseUrl)} Look for the job on the dashboard: if it is there, wait for it by its id; if not, start it again.`);
    // Neither given nor started here: the id came from the action's record on the pull request.
    const given = config.work.jobIds.includes(ending.id);
    return error((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `The service has no job '${ending.id}' in project '${config.projectId}' (HTTP 404${words}).`, given
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Check that 'project-id' is the id shown on the dashboard's API keys page, that 'job-id' comes from the step that started the job, and that the api-key belongs to the organization that owns the project.${(0,_inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .baseUrlAdvice */ .Lt)(config.baseUrl)}`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `The job's id came from this action's record on the pull request. Check that 'project-id' is the id shown on the dashboard's API keys page and that the api-key belongs to the organization that owns the project.${(0,_inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .baseUrlAdvice */ .Lt)(config.baseUrl)} If the job was deleted on the dashboard, the pull request's next run starts a new one.`);
}
/** The turn waited for a message's answer: this step's, an earlier attempt's, or a `wait: false` step's before it. */
const followedUp = (config, history) => (history.sent ?? history.resumed)?.kind === 'message' ||
    (config.work.plan.kind === 'wait' && config.work.plan.afterMessage === true);
/** A 404 whose words name the project, not the job: the project is missing (or not the key's). */
const namesProject = (fault) => (0,_service_answers_js__WEBPACK_IMPORTED_MODULE_3__/* .namesProjectNotJob */ .M5)(fault ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.fullText)(fault) : '');
const projectNotFound = (config, words) => ({
    outcome: 'not-found',
    failsStep: true,
    level: 'error',
    headline: 'project not found',
    why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `The service has no project '${config.projectId}' for this key (HTTP 404${words}).`,
    next: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Check 'project-id' against the dashboard's API keys page, and that the api-key belongs to the organization that owns the project.${(0,_inputs_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .baseUrlAdvice */ .Lt)(config.baseUrl)}`,
});
/** Said of a job this run met only once it had ended (it sent it nothing): how long it ran is not this run's to say. */
const BEFORE_READ = 'before this run read it';
/**
 * Whether the job had ended before this run's first read of it, and this run sent it nothing (an
 * earlier attempt's send, resumed, is not this run's): how long it ran is then not this run's to say.
 */
const endedBeforeRead = (result, history) => result.endedUnseen === true && (history.sent === undefined || history.resumed !== undefined);
/** When the job ended, as this run can say: after how long a wait, or before its first read. */
const endedWhen = (result, history, waited) => endedBeforeRead(result, history) ? BEFORE_READ : `after ${waited}`;
function judgeWait(ending, config, history) {
    const { result } = ending;
    const waited = (0,_inputs_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(result.waitedMs);
    const status = ending.view ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.quoted)(ending.view.status, 60) : undefined;
    const words = result.fault ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `: ${result.fault}` : '';
    const error = (outcome, headline, why, next) => ({
        outcome,
        failsStep: true,
        level: 'error',
        headline,
        why,
        next,
    });
    switch (result.outcome) {
        case 'final':
            return judgeFinal(ending, config, endedWhen(result, history, waited), followedUp(config, history));
        case 'timeout':
            return judgeTimeout(ending, waited, history);
        case 'cancelled':
            return judgeCancelled(ending, status, waited, history);
        case 'not-found': {
            if (namesProject(result.fault))
                return projectNotFound(config, words);
            // The id came from a start (this step's, or an earlier attempt's), never from 'job-id'.
            const startedBy = history.started
                ? 'this step'
                : history.resumed?.kind === 'prompt'
                    ? `attempt ${history.resumed.attempt} of this step`
                    : undefined;
            return judgeNotFound(ending, config, { status, startedBy }, words);
        }
        case 'refused':
            return error('unauthorized', 'API key refused', (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `The service refused the api-key (HTTP ${result.httpStatus ?? 401}${words}).`, `Check that the secret holds an admin API key (mint_...) of the organization that owns project '${config.projectId}', that the key has not expired (keys expire after 90 days by default), that it has read scope, and that no IP allow-list excludes this runner.`);
        case 'gave-up': {
            // Never reached (it took nothing this step sent, answered no request of the wait): the address is the first suspect.
            const took = history.sent !== undefined && !history.sent.notSent;
            const reached = took || result.reached === true || result.job !== undefined;
            const check = reached
                ? ''
                : ` (no request reached it: check 'base-url', now ${config.baseUrl}, the network and any proxy between this runner and the service)`;
            return error('error', 'the service kept failing', (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Gave up after ${_common_backoff_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_CONSECUTIVE_FAULTS */ .OC} failed requests in a row (${result.polls} in all, over ${waited}); the last failed with ${result.fault ?? 'an unknown fault'}.`, history.sent && !history.sent.notSent
                ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Job ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.quoted)(ending.id, 100)} itself goes on running, but the service or the network to it is failing${check}: once it answers again, wait for it again by its id ('job-id').${rerunWords(history)}`
                : `The service or the network to it is failing${check}; re-run the workflow once it answers again.`);
        }
        case 'rejected':
            return error('error', 'request rejected', (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `The request for job ${ending.id} was rejected: ${result.fault ?? 'unknown reason'}.`, `Check 'base-url' (now ${config.baseUrl}).`);
    }
}
/** The one judge: a wait's ending, a failed start, `wait: false`, or a job another ending stopped. */
function judge(ending, config, history = { started: false }) {
    if (history.postFailure) {
        const { outcome, headline, why, next } = history.postFailure;
        // Nothing to send (another run sent it) is no failure.
        const skipped = outcome === 'skipped';
        const level = skipped ? 'notice' : 'error';
        return { outcome, failsStep: !skipped, level, headline, why, ...(next ? { next } : {}) };
    }
    const status = ending.view ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.quoted)(ending.view.status, 60) : undefined;
    // A job handed on without waiting is judged as a wait's, once its one read found it gone.
    if (history.notWaiting && ending.result.outcome !== 'not-found') {
        // On a re-run that resumed, an earlier attempt started the job or sent the message.
        const started = history.started || history.resumed?.kind === 'prompt';
        const seen = !status
            ? 'its status is unknown'
            : ending.result.staleFinal
                ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `it still reads ${status} from before the message (it has not taken the message up yet)`
                : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `its status is ${status}`;
        if (history.letGo?.queued)
            return {
                outcome: 'started',
                failsStep: false,
                level: 'none',
                headline: 'follow-up queued',
                why: history.sentEarlier
                    ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `This run sent job ${ending.id} an earlier command or review no run had answered first, so the job is busy (${seen}) and this run's follow-up was not sent: it waits on the pull request.`
                    : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Job ${ending.id} is busy (${seen}), so nothing was sent: the follow-up waits on the pull request.`,
                next: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `'wait' is sweep: a sweep (or the pull request's next run) sends it once the job is not busy, and finishes the check run '${history.letGo.check}'.`,
            };
        return {
            outcome: 'started',
            failsStep: false,
            level: 'none',
            headline: started ? 'started' : 'follow-up sent',
            why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `${started ? 'Started' : 'Sent the message to'} job ${ending.id}; ${seen}.`,
            next: history.letGo
                ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `'wait' is sweep, so the runner is let go: a sweep (or the pull request's next run) finishes the check run '${history.letGo.check}' and the comment when the job ends.`
                : `'wait' is false, so the step ends here; wait for it later with a step that passes job-id: ${ending.id}${ending.result.staleFinal ? ' and after-message: true (its status from before the message is no answer)' : ''}.`,
        };
    }
    if (ending.stoppedBy === 'refused') {
        return {
            outcome: 'unauthorized',
            failsStep: true,
            level: 'error',
            headline: 'not read to the end',
            why: 'The service refused the api-key for another job of this step, and the key is the same for all.',
        };
    }
    if (ending.stoppedBy === 'fail-fast') {
        return {
            outcome: 'cancelled',
            failsStep: false,
            level: 'warning',
            headline: 'no longer waited for (fail-fast)',
            why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.msg) `Still ${status ?? 'unread'} when another job failed the step ('fail-fast' is true).`,
            next: 'The service has no cancel: the job keeps running.',
        };
    }
    return judgeWait(ending, config, history);
}
/**
 * The worst outcome among the jobs the step waited for to the end, whatever `fail-on` says (it
 * decides whether the step fails, not which word the outcome is). A job `fail-fast` stopped
 * waiting for is `cancelled` in `results` only.
 */
function stepOutcome(verdicts) {
    const waited = verdicts.filter(({ ending }) => ending.stoppedBy !== 'fail-fast');
    const deciding = waited.length > 0 ? waited : verdicts;
    return SEVERITY.find((o) => deciding.some(({ verdict }) => verdict.outcome === o)) ?? 'error';
}


/***/ }),

/***/ 5047:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ workflowRunUrl)
/* harmony export */ });
/** What the runner's environment says about this run, read in one place. */
/** The link to this workflow run, or undefined outside a workflow run. */
function workflowRunUrl(env) {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
    if (!repository || !runId)
        return undefined;
    return `${server || 'https://github.com'}/${repository}/actions/runs/${runId}`;
}


/***/ }),

/***/ 3884:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L8: () => (/* binding */ getFailure),
/* harmony export */   M5: () => (/* binding */ namesProjectNotJob),
/* harmony export */   fL: () => (/* binding */ SERVICE_WORDS_CAP),
/* harmony export */   hA: () => (/* binding */ redirectedTo),
/* harmony export */   mL: () => (/* binding */ cutShortByDeadline),
/* harmony export */   u6: () => (/* binding */ networkCause),
/* harmony export */   vd: () => (/* binding */ proxyRefusal),
/* harmony export */   vv: () => (/* binding */ classifyPost),
/* harmony export */   xM: () => (/* binding */ classifyGet)
/* harmony export */ });
/* unused harmony export MAX_JSON_DEPTH */
/* harmony import */ var _common_agent_job_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7522);
/* harmony import */ var _common_ids_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(863);
/* harmony import */ var _common_network_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8375);
/* harmony import */ var _common_retry_after_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5708);
/* harmony import */ var _output_redaction_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5928);
/* harmony import */ var _output_redacted_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8308);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(218);
/* harmony import */ var _job_view_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2528);
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1838);









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
    // A plain-text body that starts with its own status (`401 Unauthorized`): the status is said beside it already.
    return response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .replace(new RegExp(`^${response.status}(?![0-9])\\s*:?\\s*`), '');
}
/** How much of the service's words a message shows. */
const SERVICE_WORDS_CAP = 200;
function httpCause(response) {
    const words = serviceMessage(response);
    return words === ''
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `HTTP ${response.status}`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `HTTP ${response.status} (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.quoted)(words, SERVICE_WORDS_CAP)})`;
}
function networkCause(failure) {
    const via = failure.proxy ? `the proxy at ${failure.proxy}` : undefined;
    switch (failure.kind) {
        case 'timeout':
            return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `${via ? `the request through ${via} timed out` : 'the request timed out'}`;
        case 'connect-timeout':
            return via
                ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `${via} opened no way to the service within the request's time (it did not answer, or not in time)`
                : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `no connection to the service within the request's time (a firewall may be dropping it)`;
        case 'too-large':
            return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `the response was too large: ${failure.message}; a job's answer is a few short fields, so something other than the service may have answered`;
        case 'refused':
            return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `${via ? `${via} refused the connection` : 'connection refused'} (${failure.code ?? ''})`;
        case 'dns':
            return via
                ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `DNS lookup of ${via} failed (${failure.code ?? ''})`
                : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `DNS lookup failed (${failure.code ?? ''}${failure.code === 'EAI_AGAIN' ? ', temporary' : ''})`;
        case 'proxy':
            return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `${via ?? 'the proxy'}: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.quoted)(failure.message, SERVICE_WORDS_CAP)}`;
        case 'handshake':
            return failure.code === undefined
                ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `the TLS handshake did not end within the request's time, so nothing was sent: the address may not speak https, or something between holds the connection; check the scheme and port in 'base-url'`
                : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `the TLS handshake failed (${failure.code}), so nothing was sent: the address may not speak https (a plain-http port); check the scheme and port in 'base-url'`;
        case 'tls':
            // The runner's Node trusts its own CA list only: a private CA's certificate must be named.
            return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `the TLS handshake failed on ${(0,_common_network_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .networkErrorWords */ .iN)(failure.code ?? '')}${via ? `, through ${via}` : ''}: if the service (or a proxy that inspects TLS) uses a private CA, set NODE_EXTRA_CA_CERTS to its certificate file`;
        default: {
            const what = (0,_common_network_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .networkError */ .x6)(failure.code)
                ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `${(0,_common_network_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .networkErrorWords */ .iN)(failure.code ?? '')}`
                : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `network error: ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.quoted)(failure.message, SERVICE_WORDS_CAP)}`;
            return via ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `${what}, through ${via}` : what;
        }
    }
}
/** A 407, or a failed CONNECT: the proxy wants credentials, and asking again will not help. */
function proxyRefusal(status, proxy) {
    if (String(status) !== '407')
        return undefined;
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `the proxy at ${proxy ?? 'the configured address'} asks for credentials (HTTP 407); put them in the proxy variable (http://user:password@host:port) or ask whoever runs the proxy`;
}
/** The wait the response asks for, if it asks. */
function retryAfter(response, wallNow) {
    const retryAfterMs = (0,_common_retry_after_js__WEBPACK_IMPORTED_MODULE_2__/* .retryAfterOf */ .sT)(response.headers, wallNow());
    return retryAfterMs === undefined ? {} : { retryAfterMs };
}
const isRead = (read) => typeof read === 'object' && 'job' in read;
function readJob(response, redact) {
    const parsed = parseJson(response.body);
    if (!parsed)
        return notJson(response.body);
    const clean = (0,_output_redacted_json_js__WEBPACK_IMPORTED_MODULE_4__/* .redactedValue */ .Q)(parsed.value, redact, 'outside');
    // Pieces of a secret that span its fields hide the whole answer: said so, not as a job with no status.
    if (clean === _output_redaction_js__WEBPACK_IMPORTED_MODULE_3__/* .REDACTED */ .XF && parsed.value !== _output_redaction_js__WEBPACK_IMPORTED_MODULE_3__/* .REDACTED */ .XF)
        return "the response holds a secret of this step (the api-key or a token), or pieces of one across its fields, so all of it was hidden and none could be read; a service that echoes the key back is not the agent service: check 'base-url'";
    const job = (0,_common_agent_job_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJob */ .JN)(clean);
    if (!job) {
        // A 2xx that carries the service's own words (`{"error": ...}`) says why better than we can.
        const { error, title, detail, message } = (typeof clean === 'object' && clean !== null ? clean : {});
        const said = [error, title, detail, message].some((part) => typeof part === 'string' && part !== '');
        return said
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `the response has no job status, and says ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.quoted)(serviceMessage(response), SERVICE_WORDS_CAP)}`
            : 'the response has no job status';
    }
    // A link refused (another repository's, or no link at all) is handed on nowhere, the job's JSON included.
    if (!(0,_job_view_js__WEBPACK_IMPORTED_MODULE_6__/* .ownPullRequest */ .n)(job).refused)
        return { job, body: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.oneLineJson)(clean) };
    const without = { ...clean, prLink: null };
    return { job: { ...job, prLink: null, foreignPrLink: job.prLink ?? '' }, body: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.oneLineJson)(without) };
}
/** A 404 whose words name the project and not the job: the project is missing (or not the key's), not the job. */
const namesProjectNotJob = (words) => /\bproject\b/i.test(words) && !/\bjob\b/i.test(words);
function classifyGet(response, wallNow, redact) {
    const { status } = response;
    // Any 2xx carries the job: a proxy that rewrites answers says 203, and its body is read the same.
    if (status >= 200 && status < 300) {
        const read = readJob(response, redact);
        return isRead(read) ? { kind: 'job', ...read } : { kind: 'transient', cause: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `${read}`, rateLimited: false };
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
            httpStatus: status,
            rateLimited: status === 429,
            ...(response.via === undefined ? {} : { viaProxy: true }),
            ...retryAfter(response, wallNow),
        };
    }
    return { kind: 'rejected', cause: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `the service answered ${httpCause(response)}` };
}
/** Why an id the service answered cannot name a job to wait for, or undefined when it can. */
function jobIdProblem(id) {
    if (id === undefined)
        return 'it has none';
    // JSON's null or a missing value written out as text by the service's own code.
    if (id === 'null' || id === 'undefined')
        return 'it reads as null';
    return (0,_common_ids_js__WEBPACK_IMPORTED_MODULE_8__/* .idProblem */ .lx)(id);
}
/**
 * The id a 2xx answer carried, as text, when it is written as an id is (one too long to poll is
 * still handed on, so the job can be found on the dashboard); `null`, `..` or `a/b` never are.
 */
function answeredId(response, redact) {
    const value = parseJson(response.body)?.value;
    if (typeof value !== 'object' || value === null)
        return undefined;
    const id = (0,_output_redacted_json_js__WEBPACK_IMPORTED_MODULE_4__/* .redactedValue */ .Q)(value, redact, 'outside').id;
    // A whole number is already its digits (exactIds); any other number (-42, 4.2, 0) is no job's id.
    const text = typeof id === 'string' ? id : undefined;
    // Its length aside, every character is an id's: what follows the first 200 is no line or list of its own.
    const usable = text !== undefined && jobIdProblem(text.slice(0, _common_ids_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_ID_LENGTH */ .Qx)) === undefined && _common_ids_js__WEBPACK_IMPORTED_MODULE_8__/* .ID_CHARACTERS */ .zN.test(text);
    return usable ? text : undefined;
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
            cause: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `the service answered HTTP ${status}, but ${response.body.trim() === '' ? 'with no body' : read}`,
            ...carried,
        };
    }
    if (needsId) {
        const problem = jobIdProblem(read.job.id);
        if (problem !== undefined) {
            return {
                kind: 'unknown',
                cause: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `the service answered HTTP ${status}, but its answer has no usable job id (${problem})`,
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
        return { kind: 'unknown', cause: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `the service answered ${httpCause(response)}` };
    if (status >= 300 && status < 400) {
        const to = redirectedTo(response.headers.location);
        // 303 See Other answers a request that was handled (RFC 9110 15.4.4): it may have been acted on.
        if (status === 303)
            return {
                kind: 'unknown',
                cause: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `the service answered HTTP 303, a redirect${to === undefined ? '' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) ` to ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.quoted)(to, 100)}`} that says the request was handled, with no job in the answer`,
            };
        return {
            kind: 'rejected',
            cause: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `the service answered HTTP ${status}, a redirect${to === undefined ? '' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) ` to ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.quoted)(to, 100)}`}; ${needsId ? 'a start' : 'a message'} is never sent twice, so it is not followed`,
            next: "Set 'base-url' to the address that answers directly, and run the workflow again.",
        };
    }
    return { kind: 'rejected', cause: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_5__.msg) `the service answered ${httpCause(response)}` };
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
/**
 * A read that timed out when its time was cut to what was left of the step's: that is the step's
 * time running out, not a fault of the service.
 */
function cutShortByDeadline(fetched, timeoutMs, requestTimeoutMs) {
    return fetched.kind === 'transient' && fetched.timedOut === true && timeoutMs < requestTimeoutMs;
}
/** A failure with no response, for a GET: a proxy's refusal is final; anything else may pass. */
function getFailure(answer) {
    if (answer.kind === 'aborted')
        return { kind: 'cancelled' };
    const proxyCause = proxyRefusal(answer.code, answer.proxy);
    if (proxyCause)
        return { kind: 'rejected', cause: proxyCause };
    // A handshake with no code is one that ran out of time (transport.ts).
    const timeUp = ['timeout', 'connect-timeout'].includes(answer.kind) || (answer.kind === 'handshake' && !answer.code);
    const timedOut = timeUp ? { timedOut: true } : {};
    return { kind: 'transient', cause: networkCause(answer), rateLimited: false, ...timedOut };
}


/***/ }),

/***/ 8269:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fL: () => (/* reexport */ answers/* SERVICE_WORDS_CAP */.fL),
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
// EXTERNAL MODULE: ./src/service/answers.ts
var answers = __webpack_require__(3884);
// EXTERNAL MODULE: ./src/common/ids.ts
var common_ids = __webpack_require__(863);
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
            return (0,output_text.msg) `the ${name} ${(0,output_text.quoted)(JSON.stringify(value), 80)} cannot be used in a request path (${(0,common_ids/* idProblem */.lx)(value) ?? ''})`;
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

// EXTERNAL MODULE: ./src/service/transport.ts
var transport = __webpack_require__(1838);
;// CONCATENATED MODULE: ./src/service/client.ts
/**
 * The Administration API's three operations: read a job, start one, send it a follow-up, over the
 * transport (transport.ts), to the paths paths.ts checks, each answer read by answers.ts. Typed
 * results, never exceptions for expected outcomes: a GET may always go again; a POST only when
 * the service certainly did not act on it.
 */









/**
 * The bound on one answer of the service: a job is seven short fields, and every byte of an
 * answer is redacted on each surface it reaches, so a hostile answer of a megabyte cost the
 * command line 24 s of CPU past a 5 s timeout; one of this size costs under a second.
 */
const MAX_BODY_BYTES = 64 * 1024;
const MAX_SAME_ORIGIN_REDIRECTS = 3;
const USER_AGENT = 'wait-for-agent-job';
/** What the debug log shows of one response body. */
const DEBUG_BODY_CAP = 2_000;
/** The body for the debug log, whole: the log redacts it and only then cuts it. */
function describeBody(response) {
    const size = Buffer.byteLength(response.body);
    const encoding = response.headers['content-encoding'];
    const encoded = encoding ? (0,output_text.msg) `, ${(0,output_text.quoted)(String(encoding), 40)}-encoded` : '';
    return (0,output_text.msg) `${size} bytes${encoded}: ${(0,output_text.quoted)(response.body, DEBUG_BODY_CAP)}`;
}
/** Where a redirect within the base URL's origin leads, or why it is not followed. */
function redirectTarget(answer, from, origin, redirects) {
    let target;
    try {
        target = new URL(String(answer.headers.location), from);
    }
    catch {
        return (0,output_text.msg) `the service answered HTTP ${answer.status} with an unreadable redirect`;
    }
    if (target.origin !== origin)
        return (0,output_text.msg) `the service redirected to another origin (${(0,output_text.quoted)((0,answers/* redirectedTo */.hA)(answer.headers.location, from) ?? '', 100)}), where the key is never sent; set 'base-url' to the address that answers directly`;
    if (redirects >= MAX_SAME_ORIGIN_REDIRECTS)
        return (0,output_text.msg) `the service redirected more than ${MAX_SAME_ORIGIN_REDIRECTS} times`;
    return target;
}
/** One exchange, each side of it in the debug log (the log redacts, then cuts). */
function createExchange(headers, httpSend, debug, now) {
    return async (url, method, body, timeoutMs, signal) => {
        const sentAt = now();
        debug?.((0,output_text.msg) `${method} ${url.href} (Authorization: Bearer ***, timeout ${(0,duration/* formatInputDuration */.g0)(timeoutMs)})`);
        try {
            const response = await httpSend(url, {
                method,
                headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
                ...(body === undefined ? {} : { body }),
                timeoutMs,
                maxBodyBytes: MAX_BODY_BYTES,
                signal,
            });
            debug?.((0,output_text.msg) `HTTP ${response.status} in ${Math.round(now() - sentAt)}ms, ${describeBody(response)}`);
            return response;
        }
        catch (error) {
            if (!(error instanceof transport.HttpFailure))
                throw error;
            const took = Math.round(now() - sentAt);
            debug?.((0,output_text.msg) `No response after ${took}ms: ${error.kind}: ${(0,output_text.quoted)(error.message, answers/* SERVICE_WORDS_CAP */.fL)}`);
            return error;
        }
    };
}
const SECRETS_ONLY = "the text holds a secret (a key or a token) and nothing else, which would reach the job as '***'";
const SECRETS_ONLY_NEXT = 'Write the text again without the secret. A live key or token is in the clear where it was written: delete it there and rotate it.';
/** A POST: never sent again here, and never redirected; its failure says whether the service may have acted. */
async function post(connection, url, prompt, options, needsId) {
    if (!(url instanceof URL))
        return { kind: 'rejected', cause: url };
    // The one place a text goes to the service: whoever built it (a prompt, a push's commit subjects
    // and file names, a person's comment), no secret and no piece of one leaves with it.
    // A text of secrets alone (a token pasted after `/docs`) would reach the job as `***`: never sent.
    if ((0,redaction/* onlySecrets */.Wk)(prompt, connection.redact))
        return { kind: 'rejected', cause: SECRETS_ONLY, next: SECRETS_ONLY_NEXT };
    const body = JSON.stringify({ prompt: connection.redact(prompt) });
    const answer = await connection.exchange(url, 'POST', body, options.timeoutMs, options.signal);
    if (!(answer instanceof transport.HttpFailure))
        return (0,answers/* classifyPost */.vv)(answer, connection.wallNow, connection.redact, needsId);
    if (answer.kind === 'aborted')
        return { kind: 'cancelled' };
    const proxyCause = (0,answers/* proxyRefusal */.vd)(answer.code, answer.proxy);
    if (proxyCause)
        return { kind: 'rejected', cause: proxyCause };
    const cause = (0,answers/* networkCause */.u6)(answer);
    if ((0,transport.neverSent)(answer))
        return { kind: 'retry', cause, rateLimited: false };
    return { kind: 'unknown', cause };
}
/**
 * An answer about another job than the one asked for (a cache, a misrouted proxy) is not this
 * job's: read as a failed read, asked again, never taken for its status or pull request.
 */
function thisJobOnly(jobId, fetched) {
    if (fetched.kind !== 'job' || fetched.job.id === undefined || fetched.job.id === jobId)
        return fetched;
    return {
        kind: 'transient',
        cause: (0,output_text.msg) `the answer is about job ${(0,output_text.quoted)(fetched.job.id, 100)}, not job ${jobId} (something between this step and the service, a cache or a misrouted proxy, may be answering: check 'base-url' and any proxy)`,
        rateLimited: false,
    };
}
/** Whether a URL of the service names this job: its path holds the project's and the job's own parts (decoded). */
function namesJob(url, projectId, jobId) {
    try {
        const parts = url.pathname
            .split('/')
            .filter(Boolean)
            .map((part) => decodeURIComponent(part));
        return parts.includes(projectId) && parts.includes(jobId);
    }
    catch {
        return false;
    }
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
        if (answer instanceof transport.HttpFailure)
            return (0,answers/* getFailure */.L8)(answer);
        if (answer.status < 300 || answer.status >= 400 || !answer.headers.location)
            return thisJobOnly(jobId, (0,answers/* classifyGet */.xM)(answer, connection.wallNow, connection.redact));
        const target = redirectTarget(answer, url, first.origin, redirects);
        if (!(target instanceof URL))
            return { kind: 'rejected', cause: target, next: (0,output_text.msg) `Check 'base-url'.` };
        // An address that does not name this job (another id, another project's) is not its, as an answer about another job is not.
        if (!namesJob(target, address.projectId, jobId))
            return {
                kind: 'transient',
                cause: (0,output_text.msg) `the service redirected the read of job ${jobId} to an address that does not name it in project ${address.projectId} (${(0,output_text.quoted)(target.pathname, 200)}): something between this step and the service, a cache or a misrouted proxy, may be answering: check 'base-url' and any proxy`,
                rateLimited: false,
            };
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
            // `https://…` with a space in it is a URL to a browser, but no link a later step can trust: said as what it holds.
            refused: /[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(job.prLink)
                ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `The service's prLink "${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.quoted)(job.prLink, 100)}" holds white space or a control character, which no link does, so it is not handed on.`
                : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `The service's prLink "${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.quoted)(job.prLink, 100)}" is not an http(s) URL, so it is not handed on.`,
        };
    const repository = job.source?.repository;
    // The repository's path as its URL gives it (a GitLab group's subgroups too), in any case.
    const own = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.httpUrl)(repository)
        ?.pathname.replace(/^\/+|\/+$/g, '')
        .replace(/\.git$/, '');
    // A link of no known shape names no repository: it is handed on as it is (never looked up),
    // unless it lies on the job's repository's host outside that repository (another one's page).
    const named = pullRequest.repository;
    const sameHost = (0,_pr_link_js__WEBPACK_IMPORTED_MODULE_0__/* .siteOf */ .zU)(pullRequest.url) === (0,_pr_link_js__WEBPACK_IMPORTED_MODULE_0__/* .siteOf */ .zU)(repository);
    const path = `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.httpUrl)(pullRequest.url)?.pathname.toLowerCase() ?? ''}/`;
    const under = own !== undefined && path.startsWith(`/${own.toLowerCase()}/`);
    // A job that names no repository of its own (the spec says it always does) cannot own a named one.
    const elsewhere = named === undefined
        ? own !== undefined && sameHost && !under
        : own === undefined || named.toLowerCase() !== own.toLowerCase() || !sameHost;
    if (elsewhere)
        return {
            foreign: true,
            refused: own === undefined
                ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `The service's prLink names ${pullRequest.url}, but the job names no repository of its own (source.repository) to hold it, so it is not handed on, looked up or written to.`
                : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `The service's prLink names ${pullRequest.url}, ${named === undefined ? 'a link' : 'a pull request'} outside the job's repository ${repository ?? ''}, so it is not handed on, looked up or written to.`,
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
        warnings.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `The service's prLink is ${job.prLinkOfType}, not a link, so no pull request is handed on; the job's page on the service shows what it opened.`);
        view.linkRefused = true;
    }
    const repository = job.source?.repository;
    if (repository) {
        const url = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.httpUrl)(repository);
        if (url)
            view.repositoryUrl = url.href;
        const name = (0,_pr_link_js__WEBPACK_IMPORTED_MODULE_0__/* .repositoryName */ .aR)(repository);
        if (name)
            view.repositoryName = name;
        else
            warnings.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `The job's repository "${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.quoted)(repository, 100)}" is not a URL of the form https://host/owner/name, so the repository output${url ? ' is' : 's are'} left empty.`);
    }
    if (job.model)
        view.model = job.model;
    for (const [field, output] of [
        ['createdAt', 'created-at'],
        ['archivedAt', 'archived-at'],
    ]) {
        const value = job[field];
        if (value && isIsoTime(value))
            view[field] = value;
        else if (value)
            warnings.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.msg) `The job's ${field} "${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__.quoted)(value, 60)}" is not a date and time of the form 2026-11-22T09:00:00Z (ISO 8601), so the ${output} output is left empty.`);
    }
    if (job.source?.ref)
        view.ref = job.source.ref;
    return view;
}
/**
 * A date, or date and time, in ISO 8601's extended form as the service writes them
 * (`2026-11-22T09:00:00.000Z`; RFC 3339's lower-case `t`/`z` or a space too; a fraction after '.'
 * or ','; the seconds or minutes left out; an offset in hours, or hours and minutes), that names a
 * real moment: no 30 February, no hour 24, a leap second only at 23:59:60 UTC.
 */
function isIsoTime(value) {
    const parts = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2})(?::(\d{2})(?::(\d{2}))?)?(?:[.,]\d+)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?)?$/.exec(value);
    if (!parts)
        return false;
    const number = (at) => Number(parts[at] ?? 0);
    const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map(number);
    const [offsetHours, offsetMinutes] = [9, 10].map(number);
    const leapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    const daysInMonth = [31, leapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
    const offset = (parts[8] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
    // A leap second is 23:59:60 in UTC: in a time with no offset, at a minute's :59.
    const utcMinute = (((hour * 60 + minute - offset) % 1440) + 1440) % 1440;
    const leapSecond = parts[7] !== undefined || parts[8] !== undefined ? utcMinute === 1439 : minute === 59;
    return (day >= 1 &&
        day <= daysInMonth &&
        hour <= 23 &&
        minute <= 59 &&
        (second <= 59 || (second === 60 && leapSecond)) &&
        offsetHours <= 23 &&
        offsetMinutes <= 59);
}


/***/ })

};
