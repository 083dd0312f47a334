export const id = 107;
export const ids = [107];
export const modules = {

/***/ 863:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qx: () => (/* binding */ MAX_ID_LENGTH),
/* harmony export */   cd: () => (/* binding */ GITHUB_LOGIN),
/* harmony export */   lx: () => (/* binding */ idProblem),
/* harmony export */   pk: () => (/* binding */ COMMIT_SHA),
/* harmony export */   pn: () => (/* binding */ pathSegment)
/* harmony export */ });
/**
 * The one check for every id that becomes a path segment, from an input or from the service:
 * letters, digits and `-_.~`, at most 200 characters, and never `.` or `..` (which a URL would
 * resolve away, asking for another path than the job's).
 */
const MAX_ID_LENGTH = 200;
const ID_CHARACTERS = /^[A-Za-z0-9._~-]+$/;
/** Why the value cannot be an id, or undefined when it can. */
function idProblem(value) {
    if (value === '')
        return 'it is empty';
    if (value === '.' || value === '..')
        return `'${value}' is a path step, not an id`;
    if (value.length > MAX_ID_LENGTH)
        return `it is longer than ${MAX_ID_LENGTH} characters`;
    if (!ID_CHARACTERS.test(value))
        return "ids hold only letters, digits, '-', '_', '.' and '~'";
    return undefined;
}
/** The id, encoded for a URL path; undefined when it is not a usable id. */
function pathSegment(value) {
    return idProblem(value) === undefined ? encodeURIComponent(value) : undefined;
}
/** A full commit id, as GitHub gives it: the only form a head SHA is handed on in. */
const COMMIT_SHA = /^[0-9a-f]{40}$/;
/**
 * A GitHub login, the one pattern for every login read or given: a handle of letters, digits and
 * `-`; an enterprise managed user's `_shortcode` after it (`lead_acme`); a bot's `[bot]` last.
 */
const GITHUB_LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:_[A-Za-z0-9]{1,20})?(?:\[bot\])?$/;


/***/ }),

/***/ 3781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ PENDING_LABEL)
/* harmony export */ });
/** The label a step that let the runner go puts on its pull request, and the finish takes off: the sweep's index. */
const PENDING_LABEL = 'agent-job-pending';


/***/ }),

/***/ 1601:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   g0: () => (/* binding */ formatInputDuration)
/* harmony export */ });
const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
const DURATION = /^(\d+(?:\.\d+)?|\.\d+)\s*(ms|s|m|h)?$/i;
/** Parses `10`, `0.5`, `500ms`, `45s`, `30m` or `1h` into milliseconds; a bare number is seconds. */
function parseDuration(text) {
    const match = DURATION.exec(text.trim());
    if (!match)
        return undefined;
    const unit = (match[2] ?? 's').toLowerCase();
    const ms = Number(match[1]) * (UNIT_MS[unit] ?? 1_000);
    return Number.isFinite(ms) ? Math.round(ms) : undefined;
}
/** Renders milliseconds the way a person reads them: `850ms`, `12s`, `4m 05s`, `1h 02m`. */
function formatDuration(ms) {
    if (ms < 1_000)
        return `${Math.max(0, Math.round(ms))}ms`;
    const totalSeconds = Math.round(ms / 1_000);
    if (totalSeconds < 60)
        return `${totalSeconds}s`;
    const hours = Math.floor(totalSeconds / 3_600);
    const minutes = Math.floor((totalSeconds % 3_600) / 60);
    const seconds = totalSeconds % 60;
    if (hours > 0)
        return `${hours}h ${String(minutes).padStart(2, '0')}m`;
    return `${minutes}m ${String(seconds).padStart(2, '0')}s`;
}
/** Renders milliseconds in the form the duration inputs take: `250ms`, `1.5s`, `30s`, `30m`, `1h`. */
function formatInputDuration(ms) {
    const rounded = Math.max(0, Math.round(ms));
    if (rounded < 1_000)
        return `${rounded}ms`;
    const tenths = Math.round(rounded / 100) / 10;
    if (tenths < 60 || tenths % 60 !== 0)
        return `${tenths}s`;
    const minutes = tenths / 60;
    return minutes % 60 === 0 ? `${minutes / 60}h` : `${minutes}m`;
}


/***/ }),

/***/ 123:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ isUnevaluatedExpression)
/* harmony export */ });
/**
 * An input that is still a `${{ ... }}` expression: the runner did not evaluate it (a local run
 * passes action.yml's defaults as written). Such a value is no token and no secret.
 */
function isUnevaluatedExpression(value) {
    return /^\$\{\{[^}]*\}\}$/.test(value.trim());
}


/***/ }),

/***/ 2356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ commandProblem),
/* harmony export */   e: () => (/* binding */ PERMISSION_LEVELS)
/* harmony export */ });
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);
/** The words of `follow-up-command` and `follow-up-permission`, checked where the inputs are read. */

/** The levels of a commenter's permission on a repository, lowest first. */
const PERMISSION_LEVELS = ['read', 'triage', 'write', 'maintain', 'admin'];
/**
 * Whether `command` is a usable `follow-up-command`: one word, no white space, at most 40
 * characters, beginning with a sign. A plain word (`docs`) begins ordinary comments ("docs look
 * fine"), each of which would go to the agent as an instruction.
 */
function commandProblem(command) {
    if (!/^\S{1,40}$/.test(command))
        return "'follow-up-command' is one word of at most 40 characters with no spaces, such as /docs.";
    if (/^[\p{L}\p{N}]/u.test(command))
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .msg */ .ab) `'follow-up-command' is "${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(command)}", a plain word that ordinary comments begin with ("${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(command)} look fine" would go to the agent); begin it with a sign, such as /${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .TL)(command)}.`;
    return undefined;
}


/***/ }),

/***/ 8028:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JH: () => (/* binding */ isYesNoWord),
/* harmony export */   K0: () => (/* binding */ readSkippedCheckInputs),
/* harmony export */   Ko: () => (/* binding */ readInputs),
/* harmony export */   LJ: () => (/* binding */ JUDGING_INPUTS),
/* harmony export */   LT: () => (/* binding */ workOf),
/* harmony export */   Lt: () => (/* binding */ baseUrlAdvice),
/* harmony export */   TJ: () => (/* binding */ asksOfEnding),
/* harmony export */   WJ: () => (/* binding */ INPUT_DEFAULTS),
/* harmony export */   cg: () => (/* binding */ MAX_PROMPT_CHARS),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   l8: () => (/* binding */ baseUrlDoubt),
/* harmony export */   nO: () => (/* binding */ listedJobIds),
/* harmony export */   yg: () => (/* binding */ describeProblems)
/* harmony export */ });
/* unused harmony exports MAX_JOB_IDS, RUNNER_DEFAULTS, REQUIRED_INPUTS, OPTIONAL_INPUTS */
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1601);
/* harmony import */ var _expression_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(123);
/* harmony import */ var _follow_up_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2356);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3553);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3332);
/* harmony import */ var _common_ids_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(863);
/* harmony import */ var _common_pending_label_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3781);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_7___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_7__);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(218);









/** The one place the defaults live; a test proves action.yml declares the same ones. */
const INPUT_DEFAULTS = {
    'base-url': 'https://api.mintlify.com',
    'poll-interval': '10s',
    timeout: '30m',
    'fail-on': 'failed',
    'require-pr': 'false',
    'allow-insecure-http': 'false',
    wait: 'true',
    'fail-fast': 'false',
    comment: 'auto',
    'on-rerun': 'resume',
    'follow-up-permission': 'write',
    'docs-pr-comment': 'false',
    'on-push': 'follow-up',
    'on-close': 'comment',
    sweep: 'false',
    'agent-login': 'mintlify[bot]',
    'on-review': 'send',
    'review-bot-rounds': '3',
    'after-message': 'false',
};
/** More jobs than this in one step is an input error. */
const MAX_JOB_IDS = 50;
/**
 * Defaults that only the runner can apply (expressions); a local run has none. action.yml
 * declares them and a test checks it.
 */
const RUNNER_DEFAULTS = {
    'github-token': '${{ github.token }}',
    'report-token': '${{ github.token }}',
};
const REQUIRED_INPUTS = ['project-id', 'api-key'];
/** Inputs with neither a default nor `required`: empty means "not used". */
const OPTIONAL_INPUTS = [
    'job-id',
    'prompt',
    'message',
    'check-name',
    'follow-up-command',
    'previous-api-key',
    'paths',
    'skip-label',
    'on-finish-dispatch',
    'review-bots',
];
/** The service takes prompts of any length; this bound keeps a runaway expression from a huge body. */
const MAX_PROMPT_CHARS = 100_000;
const MIN_POLL_INTERVAL_MS = 100;
const MAX_DURATION_MS = 24 * 3_600_000;
const FAIL_ON_WORDS = ['failed', 'archived', 'none'];
const workOf = ({ plan, jobId, jobIds, letGo }) => ({ plan, jobId, jobIds, letGo });
/** Every problem with the inputs at once, so a user fixes the workflow in one go. */
class InputError extends Error {
    problems;
    /** The warnings read beside the problems: said with them, so a user fixes everything in one go. */
    warnings;
    constructor(problems, warnings = []) {
        super((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .fullText */ .DU)(describeProblems(problems)));
        this.name = 'InputError';
        this.problems = problems;
        this.warnings = warnings;
    }
}
/** The problems as one message for the log: the log quotes, redacts and cuts the values. */
function describeProblems(problems) {
    if (problems.length === 1 && problems[0] !== undefined)
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Invalid input: ${problems[0]}`;
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `Invalid inputs:\n${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .joinMessages */ .hw)(problems.map((p) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `  - ${p}`), '\n')}`;
}
/** A user's text in a message: the log shows it on one line, redacted, and only then cut. */
function quote(text) {
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `"${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .TL)(text, 60)}"`;
}
/** `oneJob`: the id names the one job a follow-up goes to. */
function readId(name, value, problems, oneJob = false) {
    const problem = (0,_common_ids_js__WEBPACK_IMPORTED_MODULE_3__/* .idProblem */ .lx)(value);
    if (value === '' && name === 'project-id') {
        problems.push("'project-id' is required but empty; pass the project's id (the dashboard's API keys page) as a variable: project-id: ${{ vars.MINTLIFY_PROJECT_ID }}. An empty value usually means the variable is not defined for this repository (Settings, Secrets and variables, Actions, Variables), or was made a secret instead.");
    }
    else if (value === '') {
        problems.push(`'${name}' is required but empty; pass it in the step's 'with:' block.`);
    }
    else if (problem !== undefined) {
        const words = value.trim().split(/\s+/);
        const hint = /^https?:/i.test(value)
            ? ' It looks like a URL: pass only the id.'
            : name === 'job-id' && words.length > 1 && words.every((word) => (0,_common_ids_js__WEBPACK_IMPORTED_MODULE_3__/* .idProblem */ .lx)(word) === undefined)
                ? oneJob
                    ? ' It looks like several ids on one line, and a follow-up goes to one job: give only its id.'
                    : ' It looks like several ids on one line: separate them by commas or line breaks.'
                : '';
        // The rule is said once: a problem that is the rule needs no repeat of it.
        const rule = problem.startsWith('ids hold')
            ? `, up to ${_common_ids_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_ID_LENGTH */ .Qx}`
            : ` (ids hold only letters, digits, '-', '_', '.' and '~', up to ${_common_ids_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_ID_LENGTH */ .Qx})`;
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'${name}' is ${quote(value)}, which is not an id: ${problem}${rule}.${hint} Check the expression that sets it.`);
    }
    return value;
}
function readDuration(name, value, problems) {
    const ms = (0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDuration */ .E9)(value);
    if (ms === undefined) {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'${name}' is ${quote(value)}, which is not a duration. Use seconds ('10', '0.5') or a number with ms, s, m or h ('500ms', '45s', '30m', '1h').`);
        return NaN;
    }
    if (ms <= 0) {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'${name}' is ${quote(value)}; it must be longer than zero.`);
    }
    else if (ms > MAX_DURATION_MS) {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'${name}' is ${quote(value)}; it can be at most 24h.`);
    }
    return ms;
}
/** `timeout`; a bare number under a minute is seconds, which a new user rarely means for a job. */
function readTimeout(value, problems, warnings) {
    const ms = readDuration('timeout', value, problems);
    if (/^\d+(\.\d+)?$/.test(value) && ms > 0 && ms < 60_000)
        warnings.push(`'timeout' is ${JSON.stringify(value)}: a bare number is seconds, so the step waits at most ${(0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(ms)} for the job; write '${value}m' for minutes.`);
    return ms;
}
const YES = /^(true|yes|on)$/i;
const NO = /^(false|no|off)$/i;
/** Whether a word is one a yes/no input takes (the command line's flags read it the same way). */
const isYesNoWord = (word) => YES.test(word) || NO.test(word);
function readBoolean(name, value, problems) {
    if (YES.test(value))
        return true;
    if (NO.test(value))
        return false;
    problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'${name}' is ${quote(value)}; use 'true' or 'false'.`);
    return false;
}
function readFailOn(value, problems) {
    const words = value
        .split(/[,\n]/)
        .map((word) => word.trim().toLowerCase())
        .filter((word) => word !== '');
    const unknown = words.filter((word) => !FAIL_ON_WORDS.includes(word));
    if (unknown.length > 0) {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'fail-on' has ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .joinMessages */ .hw)(unknown.map(quote), ', ')}; use a comma-separated list of 'failed' and 'archived', or 'none'.`);
    }
    else if (words.includes('none') && words.length > 1) {
        problems.push(`'fail-on' combines 'none' with statuses; use either 'none' alone or a list of statuses.`);
    }
    return new Set(words.filter((word) => word === 'failed' || word === 'archived'));
}
function readBaseUrl(value, allowInsecureHttp, problems) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'base-url' is ${quote((0,_proxy_js__WEBPACK_IMPORTED_MODULE_4__/* .withoutCredentials */ .ri)(value))}, which is not a URL; use the service's address, such as '${INPUT_DEFAULTS['base-url']}'.`);
        return value;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'base-url' uses ${quote(url.protocol)}; only https:// (or http:// to a local address) is supported.`);
    }
    else if (url.username !== '' || url.password !== '') {
        problems.push(`'base-url' carries credentials; remove them: the action sends the api-key as a bearer token.`);
    }
    else if (url.search !== '' || url.hash !== '') {
        problems.push(`'base-url' has a query or fragment; give only the address, such as '${INPUT_DEFAULTS['base-url']}'.`);
    }
    else if (/(?:^|\/)v2(?:\/|$)/i.test(url.pathname)) {
        // The API's own /v2 (the endpoint pasted from the API reference, /v2/agent/<project>/job): the
        // action adds that itself. A gateway's own path (/api, a stage such as /v1) is the address.
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'base-url' has the path ${quote(url.pathname.replace(/\/+$/, ''))}, but the action adds /v2/agent/<project-id>/... itself, so every request would ask for a path the service does not have; give only the address, such as '${INPUT_DEFAULTS['base-url']}'.`);
    }
    else if (url.protocol === 'http:' && !(0,_proxy_js__WEBPACK_IMPORTED_MODULE_4__/* .isLoopbackHost */ .cW)(url.hostname) && !allowInsecureHttp) {
        problems.push(`'base-url' is plain http:// to ${url.host}, which would send the api-key across the network in clear text; use https://, or set 'allow-insecure-http: true' if you accept that risk.`);
    }
    return url.href.replace(/\/+$/, '');
}
/**
 * What a 404 asks to check when 'base-url' is not the service's own address: a gateway's path that
 * is not the API's answers 404 to every request, which reads as a project or job that does not exist.
 */
function baseUrlDoubt(baseUrl) {
    return baseUrl.replace(/\/+$/, '') === INPUT_DEFAULTS['base-url']
        ? undefined
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `that 'base-url' (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .quoted */ .TL)(baseUrl, 200)}) is the service's address, with no path of the API's own`;
}
/** A 404's last advice: base-url, when it is not the service's own. */
function baseUrlAdvice(baseUrl) {
    const doubt = baseUrlDoubt(baseUrl);
    return doubt === undefined ? '' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) ` Check also ${doubt}.`;
}
const SERVICE_KEY_KINDS = [
    ['mint_dsc_', 'an assistant key (mint_dsc_...)'],
    ['mint_us_', 'an index key (mint_us_...)'],
];
function readApiKey(value, problems, warnings) {
    if (value === '') {
        problems.push(`'api-key' is required but empty; pass the admin key as a secret: api-key: \${{ secrets.MINTLIFY_ADMIN_API_KEY }}. An empty value usually means the secret is not defined for this repository or environment.`);
    }
    else if (_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .ASSIGNED_KEY */ .Rs.test(value)) {
        // A whole .env line (`NAME=mint_...`) pasted as the secret: its name is no part of the key.
        const name = (_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .ASSIGNED_KEY */ .Rs.exec(value)?.[0] ?? '').trim();
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'api-key' holds ${quote(name)} before the key (a whole .env or YAML line); re-save the secret with the key alone, without the name, '=' and quotes.`);
    }
    else if (/^(["'`]).*\1$/.test(value)) {
        // A key has no quotes: these came from a .env file or a YAML value, and would be sent with it.
        problems.push(`'api-key' is wrapped in quotes (as a .env file or YAML writes a value); re-save the secret with the key alone, without them.`);
    }
    else if (/\s/.test(value)) {
        problems.push(`'api-key' contains a space or line break, so it cannot be a key; re-save the secret with the key alone.`);
    }
    else if ((0,_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .unexpandedReference */ .gD)(value) !== undefined) {
        // The secret holds a reference as text (`${{secrets.NAME}}`, `$NAME`): never a key, and never sent as one.
        problems.push(`'api-key' holds an expression or a variable reference as text (such as \${{secrets.NAME}} or $NAME), not a key: the secret was saved with it, or it was passed where nothing expands it. Re-save the secret with the key alone, and pass it as api-key: \${{ secrets.MINTLIFY_ADMIN_API_KEY }}.`);
    }
    else if (/[^\x21-\x7e]/.test(value)) {
        // It could not go in the Authorization header: refused here, not as a crash on the first request.
        problems.push(`'api-key' holds a character that is not plain ASCII (an invisible one, or a lookalike from a copy and paste), so it cannot be a key; re-save the secret with the key alone, typed or copied from the dashboard's API keys page.`);
    }
    else {
        const kind = SERVICE_KEY_KINDS.find(([prefix]) => value.startsWith(prefix));
        if (kind) {
            warnings.push(`'api-key' looks like ${kind[1]}, which the Administration API does not accept; create an admin key (mint_...) on the dashboard's API keys page.`);
        }
        else if (!value.startsWith('mint_')) {
            warnings.push(`'api-key' does not start with 'mint_', the prefix of the service's admin keys; check that the secret holds an admin API key.`);
        }
    }
    return value;
}
/** `previous-api-key`: during a key rotation, the old key, which only verifies records it signed. */
function readPreviousApiKey(value, apiKey, problems) {
    if (/\s/.test(value))
        problems.push(`'previous-api-key' contains a space or line break, so it cannot be a key; re-save the secret with the old key alone.`);
    if (value !== '' && value === apiKey)
        problems.push(`'previous-api-key' is the same as 'api-key'; pass the key that was rotated out, or leave 'previous-api-key' empty.`);
    return value;
}
function readPrompt(name, value, problems) {
    if (value.length > MAX_PROMPT_CHARS) {
        problems.push(`'${name}' has ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .thousands */ .oh)(value.length)} characters, over the ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .thousands */ .oh)(MAX_PROMPT_CHARS)} this action sends; shorten it, or check the expression that sets it.`);
    }
    return value.replace(/\r\n/g, '\n').trim();
}
/** job-id alone waits; prompt alone starts a job; job-id with message sends a follow-up. */
function readPlan(jobId, promptText, messageText, problems, commanded) {
    const prompt = readPrompt('prompt', promptText, problems);
    const message = readPrompt('message', messageText, problems);
    if (prompt !== '' && jobId !== '') {
        problems.push(commanded
            ? `'prompt' and 'job-id' are both set: with 'follow-up-command', 'prompt' starts the pull request's job and each command goes to it. Remove 'job-id'.`
            : `'prompt' and 'job-id' are both set: 'prompt' starts a new job, 'job-id' waits for an existing one. Remove 'job-id' to start a job, or use 'message' (with 'job-id') to send the job a follow-up.`);
    }
    else if (prompt !== '' && message !== '') {
        problems.push(`'prompt' and 'message' are both set; a new job takes only 'prompt'. Send the follow-up in a later step, with 'job-id' and 'message'.`);
    }
    else if (message !== '' && jobId === '') {
        problems.push(`'message' is set but 'job-id' is empty: a follow-up goes to an existing job. Pass the job's id in 'job-id', or use 'prompt' instead of 'message' to start a new job.`);
    }
    else if (prompt === '' && jobId === '' && !commanded) {
        problems.push(`Neither 'job-id' nor 'prompt' is set: pass 'job-id' to wait for a job started elsewhere, or 'prompt' to start one. An empty 'job-id' usually means the step that started the job set no output.`);
    }
    if (prompt !== '')
        return { kind: 'start', prompt };
    if (message !== '')
        return { kind: 'message', message };
    return { kind: 'wait' };
}
/** The ids 'job-id' lists: split by commas or line breaks, blanks ignored, duplicates collapsed. */
function listedJobIds(text) {
    const ids = text
        .trim()
        .split(/[,\n\r]+/)
        .map((id) => id.trim())
        .filter((id) => id !== '');
    return [...new Set(ids)];
}
/** job-id's ids (commas or line breaks; blanks ignored, duplicates collapse) and the plan. */
function readJobsAndPlan(read, problems, commanded, sweep) {
    if (sweep) {
        const set = ['job-id', 'prompt', 'message', 'follow-up-command'].filter((name) => read(name).trim());
        if (set.length > 0)
            problems.push(`'sweep' is true, and a sweep reads its jobs from the pull requests' records: remove ${set.map((name) => `'${name}'`).join(', ')} from this step (they belong on the step with 'wait: sweep').`);
        return { jobIds: [], plan: { kind: 'wait' } };
    }
    const listed = listedJobIds(read('job-id'));
    const plan = readPlan(listed.join(','), read('prompt'), read('message'), problems, commanded);
    const oneJob = plan.kind === 'message' || commanded;
    const jobIds = listed.map((id) => readId('job-id', id, problems, oneJob));
    if (jobIds.length > MAX_JOB_IDS) {
        problems.push(`'job-id' lists ${jobIds.length} jobs; one step waits for at most ${MAX_JOB_IDS}. Split them over several steps.`);
    }
    if (jobIds.length > 1 && oneJob) {
        problems.push(`'message' goes to one job, but 'job-id' lists ${jobIds.length}; send each follow-up in its own step.`);
    }
    return { jobIds, plan };
}
/**
 * `after-message`: the step waits for a job a `wait: false` step just sent a message to, so a final
 * status counts only once the job has been seen active since, as the sender's own wait counts it.
 */
function readAfterMessage(value, { plan, jobIds, sweep }, problems) {
    if (!readBoolean('after-message', value, problems))
        return;
    if (plan.kind === 'wait' && jobIds.length > 0 && !sweep) {
        plan.afterMessage = true;
        return;
    }
    problems.push(`'after-message' is true, but it is for a step that waits with 'job-id' alone after a 'wait: false' step sent the job a message (a step that sends one knows it did). Remove 'after-message', or 'prompt' and 'message' from this step.`);
}
/** A token input, or empty: a local run passes action.yml's default unevaluated. */
function readToken(name, value, problems, notes) {
    if ((0,_expression_js__WEBPACK_IMPORTED_MODULE_6__/* .isUnevaluatedExpression */ .r)(value)) {
        notes.push(`'${name}' is the unevaluated expression ${value} (a local run, outside the runner), so it is not used.`);
        return '';
    }
    if (/\s/.test(value))
        problems.push(`'${name}' contains a space or line break; pass a token alone, such as \${{ github.token }}.`);
    return value;
}
function readChoice(name, value, choices, problems) {
    const word = value.toLowerCase();
    const found = choices.find((choice) => choice === word);
    if (found === undefined) {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'${name}' is ${quote(value)}; use ${choices
            .map((c) => `'${c}'`)
            .join(', ')
            .replace(/, ([^,]*)$/, ' or $1')}.`);
        return choices[0];
    }
    return found;
}
/** A check run's name: one line a branch rule can name, at most 100 characters. */
function readCheckName(value, problems) {
    if (/[\u0000-\u001f\u007f]/.test(value) || value.length > 100) {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'check-name' is ${quote(value)}; a check run's name is one line of at most 100 characters, such as 'Docs agent'.`);
    }
    return value;
}
/**
 * What a run without secrets (a fork's, Dependabot's) reads: the check run's name and its token,
 * and the command a person would comment; never the api-key. A bad value writes no check run.
 */
function readSkippedCheckInputs(read) {
    const problems = [];
    const checkName = readCheckName(read('check-name').trim(), problems);
    const reportToken = readToken('report-token', read('report-token').trim(), problems, []);
    const command = read('follow-up-command').trim();
    return { checkName, reportToken, command: command !== '' && !(0,_follow_up_js__WEBPACK_IMPORTED_MODULE_1__/* .commandProblem */ .R)(command) ? command : '', problems };
}
function readVisibility(read, problems, notes) {
    const comment = readChoice('comment', read('comment').trim() || INPUT_DEFAULTS.comment, ['auto', 'true', 'false'], problems);
    const onRerun = readChoice('on-rerun', read('on-rerun').trim() || INPUT_DEFAULTS['on-rerun'], ['resume', 'start'], problems);
    return {
        comment: comment === 'auto' ? 'auto' : comment,
        checkName: readCheckName(read('check-name').trim(), problems),
        reportToken: readToken('report-token', read('report-token').trim(), problems, notes),
        onRerun,
        docsPrComment: readBoolean('docs-pr-comment', read('docs-pr-comment').trim() || INPUT_DEFAULTS['docs-pr-comment'], problems),
    };
}
/** Checks across inputs, once each is read. */
function crossCheck(config, problems) {
    const { pollIntervalMs, timeoutMs } = config;
    if (pollIntervalMs > 0 && pollIntervalMs < MIN_POLL_INTERVAL_MS) {
        problems.push(`'poll-interval' is ${(0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(pollIntervalMs)}; it must be at least ${MIN_POLL_INTERVAL_MS}ms so the service is not flooded.`);
    }
    // Without a wait nothing is polled: 'timeout' alone bounds the send.
    if (config.wait && pollIntervalMs > 0 && timeoutMs > 0 && pollIntervalMs > timeoutMs) {
        problems.push(`'poll-interval' (${(0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(pollIntervalMs)}) is longer than 'timeout' (${(0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(timeoutMs)}), so the job would be checked only once; lower 'poll-interval' or raise 'timeout'.`);
    }
    // A `/docs` command's step (follow-up-command, no prompt) lets go of the job its command goes to.
    if (config.work.letGo && !config.sweep && config.work.plan.kind === 'wait' && config.work.jobIds.length > 0)
        problems.push(`'wait' is sweep but there is nothing to start or send: with 'job-id' alone there is no job to let go. Add 'prompt' (or 'follow-up-command'), or use 'wait: true'.`);
    if (config.sweep && config.work.letGo)
        problems.push(`'sweep' is true and 'wait' is sweep: the sweep is its own step, in a workflow on schedule or workflow_dispatch. Remove 'wait' from the sweep's step.`);
    if (!config.wait && config.work.plan.kind === 'wait' && config.work.jobId !== '') {
        problems.push(`'wait' is false but there is nothing to start or send: with 'job-id' alone the step only waits. Remove 'wait: false', or add 'message' to send the job a follow-up.`);
    }
}
/** The inputs that judge how a job ends. */
const JUDGING_INPUTS = ['fail-on', 'require-pr', 'fail-fast'];
/**
 * Whether a judging input asks for more than its default (the runner passes action.yml's defaults
 * to every step): `fail-on` other than `failed`, `require-pr` or `fail-fast` true.
 */
function asksOfEnding(name, value) {
    if (name !== 'fail-on')
        return YES.test(value.trim());
    const statuses = value.split(/[,\n]/).map((status) => status.trim().toLowerCase());
    return statuses.filter((status) => status !== '').join(',') !== INPUT_DEFAULTS['fail-on'];
}
/** The inputs given to a step that does not wait for the end, asking for something: never read. */
function unusedWithoutWait(read) {
    const judging = JUDGING_INPUTS.filter((name) => read(name).trim() !== '' && asksOfEnding(name, read(name))).map((name) => `'${name}' is set but 'wait' is false: the step does not wait for the job's end, so '${name}' is not used. Remove it here, and give it to the step that waits for the job ('job-id' with 'wait: true').`);
    // The docs pull request's comment is written at the job's end, which this step does not see.
    const docsComment = YES.test(read('docs-pr-comment').trim())
        ? [
            "'docs-pr-comment' is true but 'wait' is false: the step ends before the job has a docs pull request, so no comment is written there. Use 'wait: true', or 'wait: sweep' (the sweep writes it when it finishes the job), or give it to the step that waits for the job ('job-id' with 'wait: true').",
        ]
        : [];
    return [...judging, ...docsComment];
}
/** `wait`: true, false, or sweep (start, then let the runner go: a sweep finishes the report). */
function readWait(value, problems) {
    if (/^sweep$/i.test(value))
        return { wait: true, letGo: true };
    if (isYesNoWord(value))
        return { wait: readBoolean('wait', value, problems), letGo: false };
    problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'wait' is ${quote(value)}; use 'true', 'false' or 'sweep'.`);
    return { wait: true, letGo: false };
}
/** `on-finish-dispatch`: a workflow file of this repository, by its name, such as 'docs-review.yml'. */
function readWorkflowFile(value, problems) {
    const file = value.replace(/^\.github\/workflows\//, '');
    if (value !== '' && !/^[A-Za-z0-9._-]{1,100}\.ya?ml$/.test(file))
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'on-finish-dispatch' is ${quote(value)}; name a workflow file of this repository, such as 'docs-review.yml'.`);
    return file;
}
/** The admin key is sent to the service and nowhere else: a token input that holds it is refused. */
function refuseKeyAsToken(apiKey, tokens, problems) {
    for (const [name, token] of Object.entries(tokens)) {
        if (apiKey !== '' && token === apiKey) {
            problems.push(`'${name}' holds the api-key, which would send the admin key to GitHub; pass a GitHub token instead, such as \${{ github.token }}.`);
        }
    }
}
/** The inputs that are secrets: the only ones that may hold one. */
const SECRET_INPUTS = ['api-key', 'previous-api-key', 'github-token', 'report-token'];
/**
 * An input that holds a secret where it does not belong (a variable mixed up: the key's line
 * copied for `project-id`), refused before any request, the secret never named: `project-id` and
 * `job-id` go into request paths that servers log, a check run's or a label's name is public. A
 * prompt or message is refused only when it is a secret and nothing else (it would go out
 * redacted, a job started on "***"); one that holds a secret among other words goes out with the
 * secret redacted, as any text does.
 */
function refuseMisplacedSecrets(secrets, read, problems) {
    const held = secrets.map((secret) => secret.trim()).filter((secret) => secret !== '');
    if (held.length === 0)
        return;
    const names = [
        ...REQUIRED_INPUTS,
        ...OPTIONAL_INPUTS,
        ...Object.keys(INPUT_DEFAULTS),
        ...Object.keys(RUNNER_DEFAULTS),
    ];
    for (const name of new Set(names)) {
        if (SECRET_INPUTS.includes(name))
            continue;
        const text = read(name).trim();
        if (text === '')
            continue;
        const whole = name === 'prompt' || name === 'message';
        // A secret short enough to be anyone's word (a test's token) is looked for only as the whole value.
        const holds = (secret) => text === secret || (!whole && secret.length >= 16 && text.includes(secret));
        if (held.some(holds))
            problems.push(whole
                ? `'${name}' holds a secret (the api-key or a token), not a text for the agent, so nothing is sent. Check what sets '${name}': secrets go only in 'api-key' and the token inputs.`
                : `'${name}' holds a secret (the api-key or a token), so nothing is sent. Check what sets '${name}': secrets go only in 'api-key', 'previous-api-key' and the token inputs.`);
    }
}
const COMMAND_PERMISSIONS = ['triage', 'write', 'maintain', 'admin'];
/** `follow-up-command` and `follow-up-permission`; a command's message comes from the comment, never from an input. */
function readFollowUp(read, plan, problems) {
    const command = read('follow-up-command').trim();
    const permission = (read('follow-up-permission').trim() || INPUT_DEFAULTS['follow-up-permission']);
    if (!COMMAND_PERMISSIONS.includes(permission))
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'follow-up-permission' is ${quote(permission)}; use triage, write, maintain or admin (the least permission on this repository a commenter needs).`);
    if (command === '')
        return undefined;
    const problem = (0,_follow_up_js__WEBPACK_IMPORTED_MODULE_1__/* .commandProblem */ .R)(command);
    if (problem)
        problems.push(problem);
    // With 'prompt' too, one step runs a pull request's whole life: its events start or tell the job, its comments are commands.
    if (plan.kind === 'message')
        problems.push("'follow-up-command' takes the message from the pull request comment: remove 'message' from this step (keep 'prompt' to start the job on the pull request's events).");
    return { command, permission };
}
/** `on-review`, `review-bots` and `review-bot-rounds`: checked always, used only with a command. */
function readReviewFollowUp(read, problems, commanded) {
    const onReview = readChoice('on-review', read('on-review').trim() || INPUT_DEFAULTS['on-review'], ['send', 'ignore'], problems);
    const bots = read('review-bots')
        .split(/[\s,]+/)
        .map((login) => login.trim().toLowerCase())
        .filter((login) => login !== '');
    const valid = (login) => _common_ids_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_LOGIN */ .cd.test(login);
    const bad = bots.find((login) => !valid(login));
    // '@name' is how a person mentions a bot; its reviews are by 'name[bot]'.
    const mention = bad?.startsWith('@') ? bad.slice(1).replace(/(?<!\[bot\])$/, '[bot]') : undefined;
    if (bad !== undefined && mention !== undefined && valid(mention))
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'review-bots' holds ${quote(bad)}, a mention; list the login without '@', as a bot's reviews are signed: ${quote(mention)}.`);
    else if (bad !== undefined)
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'review-bots' holds ${quote(bad)}; list GitHub logins, such as 'prose-lint[bot]', by commas or lines.`);
    const rounds = read('review-bot-rounds').trim() || INPUT_DEFAULTS['review-bot-rounds'];
    if (!/^\d{1,2}$/.test(rounds))
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'review-bot-rounds' is ${quote(rounds)}; use a whole number from 0 to 99, such as 3.`);
    return commanded && onReview === 'send' ? { review: { bots, botRounds: Number(rounds) } } : {};
}
/**
 * Why a glob can never match a changed file as GitHub names it (relative to the repository's
 * root, folders split by '/'), else undefined: a mistyped glob would otherwise end every pull
 * request `no-docs-needed`, whose `skipped` check run a required check accepts.
 */
/** A glob split at its commas outside every `{...}` group (nested ones too). */
function topLevelParts(glob) {
    const parts = [''];
    let depth = 0;
    for (const char of glob) {
        if (char === '{')
            depth++;
        else if (char === '}')
            depth = Math.max(0, depth - 1);
        if (char === ',' && depth === 0)
            parts.push('');
        else
            parts[parts.length - 1] += char;
    }
    return parts;
}
function globMistake(glob) {
    // A YAML list inside the block scalar (`- src/**`, as `on.pull_request.paths` is written): one glob a line, bare.
    if (/^-\s/.test(glob))
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'paths' is one glob a line, not a YAML list, so write ${quote(glob.replace(/^-\s+/, ''))} without the '- '`;
    // YAML keeps `# ...` inside a block scalar as text: a comment after a glob becomes part of it
    // (a `#` that a word follows, as in `RFC #*.md`, is a file name's).
    const commented = /^(.*?)\s+#(?:\s|$)/.exec(glob)?.[1];
    if (commented !== undefined)
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `a comment goes on a line of its own (starting with '#'), so write ${quote(commented)} alone`;
    const unquoted = /^(['"])(.*)\1$/.exec(glob)?.[2];
    if (unquoted !== undefined)
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `a changed file's name holds no quotes, so write ${quote(unquoted)}`;
    if (glob.startsWith('/') || glob.startsWith('./'))
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `changed files are named from the repository's root, so write ${quote(glob.replace(/^\.?\/+/, ''))}`;
    if (glob.includes('\\'))
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `folders are split by '/', so write ${quote(glob.replace(/\\+/g, '/'))}`;
    if (glob.endsWith('/'))
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `a glob that ends in '/' names folders, not files: write ${quote(`${glob}**`)}`;
    try {
        picomatch__WEBPACK_IMPORTED_MODULE_7___default().makeRe(glob, { strictBrackets: true });
    }
    catch (error) {
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `picomatch cannot read it (${quote((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .gJ)(error))}); close each [, { and ( it opens`;
    }
    // Commas outside every {a,b} group: a list typed on one line, as other inputs take them.
    const globs = topLevelParts(glob);
    if (globs.length > 1)
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'paths' takes one glob a line, so write ${quote(globs[0]?.trim() ?? '')} and each after a comma on a line of its own`;
    return undefined;
}
/** `paths` (one glob a line, `!` to exclude, in order) and `skip-label`. */
function readDocsNeed(read, problems) {
    const paths = read('paths')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'));
    if (paths.length > 0 && paths.every((glob) => glob.startsWith('!')))
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'paths' holds only exclusions (${quote(paths[0] ?? '')}); begin with what needs docs, such as 'src/**', then exclude with '!'.`);
    const tooLong = paths.find((glob) => glob.length > 500 || glob === '!');
    if (tooLong !== undefined)
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'paths' holds ${quote(tooLong)}; each line is one glob, such as 'src/**'.`);
    if (paths.length > 100)
        problems.push(`'paths' holds ${paths.length} globs; at most 100.`);
    // More wildcards in one part of a path make matching a long file name take minutes.
    const wild = paths.find((glob) => glob.split('/').some((part) => part !== '**' && part.split('*').length - 1 > 2));
    if (wild !== undefined)
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'paths' holds ${quote(wild)}; use at most two * in one part of a path, such as 'src/*.test.*'.`);
    for (const glob of paths) {
        const why = globMistake(glob.startsWith('!') ? glob.slice(1) : glob);
        if (why)
            problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'paths' holds ${quote(glob)}, which matches no changed file: ${why}.`);
    }
    const skipLabel = read('skip-label').trim();
    if (/[\u0000-\u001f\u007f]/.test(skipLabel) || skipLabel.length > 100)
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'skip-label' is ${quote(skipLabel)}; a label's name is one line, such as 'no-docs'.`);
    // GitHub's label names ignore case; the pending label marks every let-go job, so as a skip-label it would skip them.
    if (skipLabel.toLowerCase() === _common_pending_label_js__WEBPACK_IMPORTED_MODULE_8__/* .PENDING_LABEL */ .T)
        problems.push(`'skip-label' is '${_common_pending_label_js__WEBPACK_IMPORTED_MODULE_8__/* .PENDING_LABEL */ .T}', the label the action puts on a pull request while its job works ('wait: sweep'); name another, such as 'no-docs'.`);
    const onPush = readChoice('on-push', read('on-push').trim() || INPUT_DEFAULTS['on-push'], ['follow-up', 'new-job', 'ignore'], problems);
    const onClose = readChoice('on-close', read('on-close').trim() || INPUT_DEFAULTS['on-close'], ['comment', 'close-docs'], problems);
    const agentLogin = (read('agent-login').trim() || INPUT_DEFAULTS['agent-login']).toLowerCase();
    if (!_common_ids_js__WEBPACK_IMPORTED_MODULE_3__/* .GITHUB_LOGIN */ .cd.test(agentLogin))
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__/* .msg */ .ab) `'agent-login' is ${quote(agentLogin)}, which is no GitHub login; give the account that opens the agent's pull requests, such as '${INPUT_DEFAULTS['agent-login']}'.`);
    return { paths, skipLabel, onPush, onClose, agentLogin };
}
/** Reads and checks every input once, returning one typed config or throwing an InputError. */
function readInputs(read) {
    const problems = [];
    const warnings = [];
    const notes = [];
    const optional = (name) => read(name).trim() || INPUT_DEFAULTS[name];
    const apiKey = readApiKey(read('api-key').trim(), problems, warnings);
    const previousApiKey = readPreviousApiKey(read('previous-api-key').trim(), apiKey, problems);
    const projectId = readId('project-id', read('project-id').trim(), problems);
    const sweep = readBoolean('sweep', optional('sweep'), problems);
    const commanded = read('follow-up-command').trim() !== '';
    const { jobIds, plan } = readJobsAndPlan(read, problems, commanded, sweep);
    readAfterMessage(optional('after-message'), { plan, jobIds, sweep }, problems);
    const followUp = sweep ? undefined : readFollowUp(read, plan, problems);
    const waiting = readWait(optional('wait'), problems);
    if (!waiting.wait)
        warnings.push(...unusedWithoutWait(read));
    const allowInsecureHttp = readBoolean('allow-insecure-http', optional('allow-insecure-http'), problems);
    const checked = {
        projectId,
        work: { plan, jobId: jobIds[0] ?? '', jobIds, letGo: waiting.letGo },
        failFast: readBoolean('fail-fast', optional('fail-fast'), problems),
        wait: waiting.wait,
        sweep,
        onFinishDispatch: readWorkflowFile(read('on-finish-dispatch').trim(), problems),
        baseUrl: readBaseUrl(optional('base-url'), allowInsecureHttp, problems),
        pollIntervalMs: readDuration('poll-interval', optional('poll-interval'), problems),
        timeoutMs: readTimeout(optional('timeout'), problems, warnings),
        failOn: readFailOn(optional('fail-on'), problems),
        requirePr: readBoolean('require-pr', optional('require-pr'), problems),
        ...readReviewFollowUp(read, problems, commanded && !sweep),
    };
    const githubToken = readToken('github-token', read('github-token').trim(), problems, notes);
    const visibility = readVisibility(read, problems, notes);
    crossCheck(checked, problems);
    if (checked.work.letGo && !sweep && visibility.comment === 'false')
        problems.push(`'wait' is sweep but 'comment' is false: the pull request comment holds the record a sweep finishes the job from. Remove 'comment: false'.`);
    if (checked.work.letGo && !sweep && visibility.checkName === '')
        problems.push(`'wait' is sweep but 'check-name' is empty: the check run is what the sweep finishes and what a branch rule requires. Set 'check-name', such as 'Docs'.`);
    if ((checked.work.letGo || sweep) && visibility.reportToken === '')
        problems.push(`'report-token' is empty, but ${sweep ? "'sweep'" : "'wait: sweep'"} keeps its records on the pull request: pass a token with pull-requests: write and checks: write, such as \${{ github.token }}.`);
    if (checked.onFinishDispatch !== '' && !checked.work.letGo)
        problems.push(`'on-finish-dispatch' is set, but only a job let go with 'wait: sweep' is finished later: set 'wait: sweep' on this step, or chain the next steps on this step's outputs.`);
    for (const key of [apiKey, previousApiKey])
        refuseKeyAsToken(key, { 'github-token': githubToken, 'report-token': visibility.reportToken }, problems);
    refuseMisplacedSecrets([apiKey, previousApiKey, githubToken, visibility.reportToken], read, problems);
    const docsNeed = readDocsNeed(read, problems);
    if (problems.length > 0)
        throw new InputError(problems, warnings);
    const keys = { apiKey, previousApiKey };
    const config = { ...checked, ...keys, githubToken, visibility, docsNeed, ...(followUp ? { followUp } : {}) };
    return { config, warnings, notes };
}


/***/ }),

/***/ 3553:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cW: () => (/* binding */ isLoopbackHost),
/* harmony export */   ri: () => (/* binding */ withoutCredentials),
/* harmony export */   uv: () => (/* binding */ readProxySettings)
/* harmony export */ });
/**
 * The runner's proxy variables, read once and checked before any request: a malformed one is an
 * input error that names the variable, with its credentials shown as *** (and a value whose
 * credentials cannot be told apart not shown at all).
 */
const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy'];
function isLoopbackHost(hostname) {
    const host = hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
/**
 * A value that may be a URL with credentials but does not parse, as it may be shown: all before its
 * last `@` (after any `scheme://`) is `***`, since a password may hold `/`, `#`, `?` or `@`.
 */
function withoutCredentials(value) {
    const at = value.lastIndexOf('@');
    if (at < 0)
        return value;
    const schemeEnd = value.indexOf('://');
    return `${schemeEnd >= 0 && schemeEnd < at ? value.slice(0, schemeEnd + 3) : ''}***${value.slice(at)}`;
}
/**
 * How a value that is no URL is named in its input error: `scheme://***@host` when an `@` says where
 * its credentials end; else not at all (a vendor's `host:port:user:password`), its fields after
 * the host and port taken as credentials.
 */
function notAUrl(value, secrets) {
    const at = value.lastIndexOf('@');
    const schemeEnd = value.indexOf('://');
    if (at >= 0)
        return `is ${JSON.stringify(withoutCredentials(value))}, which is not a URL`;
    const fields = value.slice(schemeEnd >= 0 ? schemeEnd + 3 : 0).split(':');
    // host or host:port: nothing in it can be a password.
    if (fields.length <= 2)
        return `is ${JSON.stringify(value)}, which is not a URL`;
    // A vendor's host:port:user:password: the user and the password are its credentials.
    if (/^\d+$/.test(fields[1] ?? ''))
        for (const from of [2, 3])
            if (fields.slice(from).join(':').length >= 4)
                secrets.push(fields.slice(from).join(':'));
            else
                secrets.push(value);
    return 'is not a URL (its value is not shown: it may hold a password)';
}
function credentialsOf(value) {
    const at = value.lastIndexOf('@');
    if (at < 0)
        return [];
    const schemeEnd = value.indexOf('://');
    const userinfo = value.slice(schemeEnd >= 0 && schemeEnd < at ? schemeEnd + 3 : 0, at);
    const colon = userinfo.indexOf(':');
    const password = colon >= 0 ? userinfo.slice(colon + 1) : '';
    const decoded = (text) => {
        try {
            return decodeURIComponent(text);
        }
        catch {
            return text;
        }
    };
    // The password alone may be short or common; hide it only where it is long enough to matter.
    return [userinfo, decoded(userinfo), ...(password.length >= 4 ? [password, decoded(password)] : [])];
}
function matchesNoProxy(url, noProxy) {
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    return noProxy
        .split(/[,\s]+/)
        .map((entry) => entry.trim().toLowerCase())
        .filter((entry) => entry !== '')
        .some((entry) => {
        if (entry === '*')
            return true;
        const [name = '', entryPort] = entry.replace(/^\*?\./, '.').split(/:(?=\d+$)/);
        if (entryPort && entryPort !== port)
            return false;
        const bare = name.replace(/^\./, '');
        return host === bare || host.endsWith(`.${bare}`);
    });
}
/** Whether a URL's percent-encoded part decodes, as the agent will decode the proxy's credentials. */
function decodes(part) {
    try {
        decodeURIComponent(part);
        return true;
    }
    catch {
        return false;
    }
}
function readProxySettings(env) {
    const problems = [];
    const secrets = [];
    const usable = {};
    const given = {};
    for (const name of PROXY_VARIABLES) {
        const value = env[name]?.trim();
        if (!value)
            continue;
        given[name] = value;
        secrets.push(...credentialsOf(value));
        let url;
        try {
            // host:port with no scheme parses as a URL of scheme 'host': it is no URL here.
            if (!/^(?:https?|socks[45]?h?):|^[a-z][a-z0-9+.-]*:\/\//i.test(value))
                throw new TypeError('no scheme');
            url = new URL(value);
        }
        catch {
            problems.push(`The environment variable ${name} ${notAUrl(value, secrets)}. Use http://host:port, with any user name or password percent-encoded (a '#' as %23, '@' as %40).`);
            continue;
        }
        const shown = JSON.stringify(`${url.protocol}//${url.username || url.password ? '***@' : ''}${url.host}`);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') {
            problems.push(`The environment variable ${name} is ${shown}, a ${url.protocol.slice(0, -1)} proxy; only http:// and https:// proxies are supported. Set it to an http proxy or unset it.`);
            continue;
        }
        if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
            const rest = `${url.pathname}${url.search}${url.hash}`;
            if (rest.length >= 8)
                secrets.push(rest);
            problems.push(`The environment variable ${name} is ${shown} with a path, query or fragment (not shown: it may hold a password); a proxy is http://host:port. A '#' or '/' in a password must be percent-encoded (%23, %2F).`);
            continue;
        }
        if (!decodes(url.username) || !decodes(url.password)) {
            const bare = /%(?![0-9a-f]{2})/i.test(`${url.username}:${url.password}`);
            problems.push(`The environment variable ${name} is ${shown}, whose user name or password does not decode (not shown: it may be the password): ${bare ? "it has a '%' not followed by two hex digits. Write a '%' in it as %25." : "its percent-encoded bytes are not UTF-8. Encode each character as its UTF-8 bytes (an 'ä' as %C3%A4)."}`);
            continue;
        }
        usable[name] = url.origin;
    }
    // Either case, the lower one first, as Node's agent and @actions/http-client (GitHub's client) read them.
    const noProxy = env.no_proxy || env.NO_PROXY || '';
    const https = usable.https_proxy === undefined ? 'HTTPS_PROXY' : 'https_proxy';
    const http = usable.http_proxy === undefined ? 'HTTP_PROXY' : 'http_proxy';
    return {
        problems,
        secrets: [...new Set(secrets)].filter((secret) => secret !== ''),
        proxyFor(url) {
            if (isLoopbackHost(url.hostname) || matchesNoProxy(url, noProxy))
                return undefined;
            return url.protocol === 'https:' ? usable[https] : usable[http];
        },
        proxyEnv: () => ({
            ...(usable[https] === undefined ? {} : { HTTPS_PROXY: given[https] }),
            ...(usable[http] === undefined ? {} : { HTTP_PROXY: given[http] }),
        }),
    };
}


/***/ }),

/***/ 3332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rs: () => (/* binding */ ASSIGNED_KEY),
/* harmony export */   aw: () => (/* binding */ stepSecrets),
/* harmony export */   gD: () => (/* binding */ unexpandedReference),
/* harmony export */   hX: () => (/* binding */ keyOfLine)
/* harmony export */ });
/* harmony import */ var _expression_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(123);
/** The step's secrets, masked before anything else runs and redacted from everything written. */

/** Every form of the keys a log could show (as given, trimmed, each line), the github-token and report-token, proxy credentials. */
/**
 * `NAME=` before an admin key, as a .env line writes it (`export NAME=`, `NAME: ` as YAML does, the
 * key quoted): only before one, as any other `=` may be the secret's own.
 */
const ASSIGNED_KEY = /^\s*(?:export\s+)?[A-Za-z_][A-Za-z0-9_]*\s*[=:]\s*(["']?)(?=mint_)/;
/** A key as a secret: without the `NAME=` (and quotes) of a whole .env line pasted as the value, which is no secret. */
const keyOfLine = (value) => {
    const assigned = ASSIGNED_KEY.exec(value);
    if (!assigned)
        return value;
    const rest = value.slice(assigned[0].length).trimEnd();
    const quote = assigned[1] ?? '';
    return quote !== '' && rest.endsWith(quote) ? rest.slice(0, -1) : rest;
};
/**
 * The forms a CI's variable reference takes when left as text: `$NAME`, `${NAME}`, Azure's
 * `$(NAME)`, Jenkins' `${env.NAME}`, Windows' `%NAME%`, PowerShell's `$env:NAME` (any case, braced too); the name is the group.
 */
const REFERENCES = [
    /^\$([A-Za-z_][A-Za-z0-9_]*)$/,
    /^\$\{(?:env\.)?([A-Za-z_][A-Za-z0-9_]*)\}$/,
    /^\$\(([A-Za-z_][A-Za-z0-9_.]*)\)$/,
    /^%([A-Za-z_][A-Za-z0-9_]*)%$/,
    /^\$env:([A-Za-z_][A-Za-z0-9_]*)$/i,
    /^\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}$/i,
];
/** A key's own shape inside an expression: such a value is a secret, whatever wraps it. */
const KEY_INSIDE = /mint_[A-Za-z0-9_-]{16,}/;
/**
 * A variable reference a CI left as it was (above; in a `NAME="$NAME"` line, as Docker's
 * `--env-file` passes one) or a GitHub Actions expression pasted into another CI
 * (`${{ secrets.NAME }}`): what it says, when the value is one; it is no secret.
 */
function unexpandedReference(value) {
    const line = value.trim();
    const assigned = /^(?:export\s+)?[A-Za-z_][A-Za-z0-9_]*\s*[=:]\s*(.*)$/.exec(line)?.[1] ?? line;
    const text = /^(["'])(.*)\1$/.exec(assigned)?.[2] ?? assigned;
    const name = REFERENCES.map((form) => form.exec(text)?.[1]).find((found) => found !== undefined);
    // A key never starts with `$` or `%`: whatever the name, this is a name; but one in a key's own
    // shape may be a key behind a stray `$`, which is never printed (it stays a secret).
    if (name !== undefined && !KEY_INSIDE.test(name))
        return `the variable reference ${text}`;
    if ((0,_expression_js__WEBPACK_IMPORTED_MODULE_0__/* .isUnevaluatedExpression */ .r)(text) && !KEY_INSIDE.test(text))
        return 'a GitHub Actions expression (${{ ... }})';
    return undefined;
}
function stepSecrets(io, proxies) {
    const keyParts = ['api-key', 'previous-api-key'].flatMap((name) => {
        // A whole .env line pasted as the secret (`NAME=mint_...`): the value is the secret, its name is not.
        const rawKey = keyOfLine(io.getInput(name));
        // A reference left as text is no key (it is refused, naming it): hiding it would hide the fix.
        if (unexpandedReference(rawKey) !== undefined)
            return [];
        const lines = [rawKey.trim(), ...rawKey.split(/\r?\n/).map((line) => keyOfLine(line.trim()))];
        // A key pasted with its quotes ("mint_…" from a .env file) is the key inside them too, and so
        // is a key inside any junk (`"mint_…",`, `NAME=mint_…`, an invisible character before it).
        const unquoted = lines.map((line) => /^(["'`])(.*)\1$/.exec(line)?.[2]?.trim() ?? '');
        const inside = lines.flatMap((line) => line.match(/mint_[A-Za-z0-9_-]{6,}/g) ?? []);
        return [rawKey, ...lines, ...unquoted, ...inside];
    });
    // A local run passes action.yml's default unevaluated: that is no token.
    const tokens = ['github-token', 'report-token']
        .map((name) => io.getInput(name).trim())
        .filter((token) => !(0,_expression_js__WEBPACK_IMPORTED_MODULE_0__/* .isUnevaluatedExpression */ .r)(token));
    return [...new Set([...keyParts, ...tokens, ...proxies.secrets])].filter(Boolean);
}


/***/ }),

/***/ 8308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ redactedValue)
/* harmony export */ });
/* harmony import */ var _redaction_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5928);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(218);
/**
 * The one redaction of a value handed on as JSON (a service's body, the command line's `--json`):
 * its strings redacted, then each smallest part whose JSON still spells a secret hidden whole.
 */


/**
 * A value with every secret hidden, so no value taken from it, and no JSON made of it, holds a
 * secret or a piece of one: every string redacted; then any part that still shows one becomes the
 * string `***`, so what is handed on as JSON stays JSON. `from`: `outside` (a service's body: its
 * field names and numbers are its data too, so names are redacted and its whole JSON text is
 * looked at: a Buffer's bytes, a secret across values); `ours` (our own outputs, whose names,
 * numbers and syntax we wrote: only the strings are looked at, alone and read one after another).
 */
function redactedValue(value, redact, from) {
    return hideWhatShows(redactStrings(value, redact, from === 'outside'), redact, from);
}
function redactStrings(value, redact, names) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map((item) => redactStrings(item, redact, names));
    if (typeof value === 'object' && value !== null)
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [names ? redact(k) : k, redactStrings(v, redact, names)]));
    return value;
}
/**
 * Writes the value's JSON text as oneLineJson does, into `out`, each part's place noted; its
 * strings into `leaves`, and with its field names, in the order the text shows them, into `named`.
 */
function laidOut(value, at, into) {
    const { out, leaves, named } = into;
    const isArray = Array.isArray(value);
    if (!isArray && (typeof value !== 'object' || value === null)) {
        const text = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLineJson */ .hp)(value);
        out.push(text);
        const placed = { start: at, end: at + text.length, parts: [] };
        if (typeof value === 'string') {
            leaves.push({ text: value, placed });
            named.push({ text: value, placed });
        }
        return placed;
    }
    const entries = isArray
        ? value.map((item, i) => [i, item])
        : Object.entries(value);
    out.push(isArray ? '[' : '{');
    let end = at + 1;
    const parts = [];
    for (const [i, [key, part]] of entries.entries()) {
        const name = isArray ? '' : (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLineJson */ .hp)(key);
        const lead = `${i > 0 ? ',' : ''}${isArray ? '' : `${name}:`}`;
        out.push(lead);
        // A name read before its value: a secret spelled across the two is found, and their object hidden.
        const nameAt = end + (i > 0 ? 1 : 0);
        if (!isArray)
            named.push({ text: String(key), placed: { start: nameAt, end: nameAt + name.length, parts: [] } });
        const placed = laidOut(part, end + lead.length, into);
        parts.push({ key, placed, from: isArray ? placed.start : nameAt });
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
        if ((placed.parts[middle]?.from ?? 0) <= start)
            low = middle;
        else
            high = middle - 1;
    }
    const part = placed.parts[low];
    const inner = part?.placed;
    if (inner && inner.start <= start && end <= inner.end)
        hideSmallestHolding(inner, [start, end]);
    // Spelled across one field's name and its value: that field is left out, its object kept.
    else if (part && inner && part.from <= start && end <= inner.end)
        part.dropped = true;
    else
        placed.hidden = true;
}
/** The value with its hidden parts as `***`; a part with nothing hidden is kept as it is. */
function rebuilt(value, placed) {
    if (placed.hidden)
        return _redaction_js__WEBPACK_IMPORTED_MODULE_0__/* .REDACTED */ .XF;
    if (!placed.changed)
        return value;
    const part = (i, of) => {
        const inner = placed.parts[i];
        return inner ? rebuilt(of, inner.placed) : of;
    };
    return Array.isArray(value)
        ? value.map((item, i) => part(i, item))
        : Object.fromEntries(Object.entries(value)
            .map(([k, v], i) => [k, part(i, v), placed.parts[i]?.dropped === true])
            .filter(([, , dropped]) => !dropped)
            .map(([k, v]) => [k, v]));
}
/**
 * The value with each smallest part that shows a secret as JSON (in its numbers, as a Buffer's
 * bytes; across its values) replaced by `***`: one redaction of its text finds where, whatever
 * its size or depth.
 */
function hideWhatShows(value, redact, from) {
    const out = [];
    const leaves = [];
    const named = [];
    const placed = laidOut(value, 0, { out, leaves, named });
    const text = from === 'outside' ? out.join('') : leaves.map((leaf) => leaf.text).join('');
    if (!redact.spans)
        return redact(text) === text ? value : _redaction_js__WEBPACK_IMPORTED_MODULE_0__/* .REDACTED */ .XF;
    // A service's field names are its data: read with the values too (a secret across a name and its value).
    const outside = from === 'outside' ? [...redact.spans(text), ...acrossValues(named, redact.spans)] : [];
    const spans = [...outside, ...acrossValues(leaves, redact.spans)];
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
/* harmony import */ var unhomoglyph__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9960);
/* harmony import */ var unhomoglyph__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(unhomoglyph__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(218);
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
const toHtml = (text) => (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkup */ .My)((0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeControls */ .UN)(text));
/** Text that GitHub shows as is, in a link or as prose: an `@` cannot mention anyone (`@org/team`). */
const toLinkText = (text) => toHtml(text).replace(/&#64;/g, '&#64;&#8203;');
/**
 * Prose outside code and links: also no `#123`, `owner/repo#123` or `GH-123` becomes a link to an
 * issue of the repository the comment or check run is on, and no `www.host` a link to that host
 * (GitHub's www autolink; `https://` is none, its colon an entity). A zero-width space breaks each,
 * so a URL in a message still copies whole.
 */
const toProse = (text) => toLinkText(text)
    .replace(/&#35;/g, '&#35;&#8203;')
    .replace(/\b(GH)-(?=\d)/gi, '$1&#8203;-')
    .replace(/\b(www)\./gi, '$1&#8203;.');
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
        (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeControls */ .UN)(text),
        (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkup */ .My)(text),
        (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeAttribute */ .Gj)(text),
        (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkup */ .My)((0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeControls */ .UN)(text)),
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
const SPACE = decoderOf(String.raw `(?:(?:\u001B[\]PX^_]|[\u009D\u0090\u0098\u009E\u009F])[^\u0007\u001B\u009C\u009D\u0090\u0098\u009E\u009F]{0,2048}(?:\u0007|\u001B\\|\u009C)|(?:\u001B\[|\u009B)[0-?]*[ -/]*[@-~]|\u001B[ -/]*[0-~]|[\s\p{Cc}\p{M}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]|(?<!\\)\\+[nrtfbv])+`, () => '', true);
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
/** The character of a code point written in hex, or the escape as written when it is none. */
function codePoint(hex, escape) {
    const code = parseInt(hex, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : escape;
}
/**
 * An escape's character: `%XX` bytes, quoted-printable `=XX`, `\\uXXXX`, `\\u{X}`, `\\x{X}`,
 * `\\UXXXXXXXX`, `U+XXXX`, `\\xXX`, octal `\\ooo`, an HTML entity by number (its `;` optional,
 * as HTML reads it).
 */
function unescaped(escape) {
    // An escape inside a JSON string has its backslash doubled (or more, nested deeper).
    const unit = escape.replace(/^\\+/, '\\');
    if (unit.startsWith('%'))
        return percentDecoded(unit);
    if (/^\\[ux]\{/.test(unit))
        return codePoint(unit.slice(3, -1), unit);
    if (/^(?:\\U|U\+)/.test(unit))
        return codePoint(unit.slice(2), unit);
    if (unit.startsWith('='))
        return String.fromCharCode(parseInt(unit.slice(1), 16));
    if (/^\\[0-7]/.test(unit))
        return String.fromCharCode(parseInt(unit.slice(1), 8));
    if (unit.startsWith('\\'))
        return String.fromCharCode(parseInt(unit.slice(2), 16));
    const code = /^&#x/i.test(unit) ? parseInt(unit.slice(3), 16) : parseInt(unit.slice(2), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : unit;
}
// An octal escape is one to three digits, at most `\\377` (C's `\\%o`, Python and JavaScript write `0` as `\\60`).
const ESCAPES = decoderOf(String.raw `(?:%[0-9A-Fa-f]{2})+|=[0-9A-Fa-f]{2}|U\+[0-9A-Fa-f]{4,6}|(?<!\\)\\+(?:u[0-9A-Fa-f]{4}|[ux]\{[0-9A-Fa-f]{1,6}\}|U[0-9A-Fa-f]{8}|x[0-9A-Fa-f]{2}|[0-3][0-7]{2}|[0-7]{1,2})|&#[0-9]{1,7};?|&#[xX][0-9A-Fa-f]{1,6};?`, unescaped);
/** CSS's escapes (`\\6d \\69 `): one to six hex digits and the one space that may end them. */
const CSS_ESCAPES = decoderOf(String.raw `(?<!\\)\\[0-9A-Fa-f]{1,6} ?`, (unit) => codePoint(unit.slice(1).trim(), unit));
/**
 * Unicode tag characters (U+E0020..U+E007E), each the invisible twin of an ASCII character: read as
 * the character it stands for (before SPACE drops them as characters that show nothing).
 */
const TAGS = decoderOf('[\\u{E0020}-\\u{E007E}]', (char) => String.fromCharCode((char.codePointAt(0) ?? 0) - 0xe0000));
/** Small capitals, which neither NFKC nor Unicode's confusables read as the letters they show. */
const SMALL_CAPITALS = Object.fromEntries([...'ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡʏᴢ'].map((char, i) => [char, 'abcdefghijklmnopqrstuvwyz'[i] ?? char]));
/**
 * A look-alike letter or digit read as the ASCII one it shows: fullwidth and mathematical bold as
 * NFKC reads them, Cyrillic and Greek ones (`е`, `о`, `а`) as Unicode's confusables do, small capitals.
 */
function lookalikeRead(char) {
    const folded = char.normalize('NFKC');
    if (/^[\x00-\x7F]*$/.test(folded))
        return folded;
    const skeleton = SMALL_CAPITALS[folded] ?? unhomoglyph__WEBPACK_IMPORTED_MODULE_0___default()(folded);
    return /^[A-Za-z0-9]$/.test(skeleton) ? skeleton : folded;
}
const LOOKALIKE = decoderOf('[^\\x00-\\x7F]', lookalikeRead);
/** What splits a secret's hex bytes (`6d:69`, `0x6d,0x69`, `\\x6d\\x69`): taken out before a byte. */
const HEX_SEPARATOR = String.raw `(?:[:,;\-]?(?:0[xX]|\\[xX])|[:,;\-])`;
const HEX_SPLIT = {
    ...decoderOf(`${HEX_SEPARATOR}(?=[0-9A-Fa-f]{2})`, () => '', true),
    // Six bytes split at least (a piece of a secret is longer): a date's `2026-11-28` is not read so.
    gate: new RegExp(`[0-9A-Fa-f]{2}(?:${HEX_SEPARATOR}[0-9A-Fa-f]{2}){5}`),
};
/**
 * What splits a secret's characters or groups (`m-i-n-t`, `m+i+n+t`, `m·i·n·t`, `mint_demo0—12345`):
 * any punctuation or symbol, ASCII or not, taken out between two letters or digits.
 */
// Up to three in a row: a split on either side of the key's own `_` (`mint-_-demo0`).
const SPLIT_CHARS = '[!-\\/:-@\\[-`{-~\\p{P}\\p{S}]{1,3}';
const SPLIT = {
    ...decoderOf(`(?<=[A-Za-z0-9])${SPLIT_CHARS}(?=[A-Za-z0-9])`, () => '', true),
    // One split is enough: a piece of 12 in two groups of six, the key's end in two of four.
    gate: new RegExp(`[A-Za-z0-9]${SPLIT_CHARS}[A-Za-z0-9]`, 'u'),
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
/** A secret's bytes as octal numbers split by white space (`155 151 156`, as `od -b` prints them, or unpadded `60`). */
const OCTAL_BYTES = {
    ...decoderOf(String.raw `(?<![0-9])[0-3]?[0-7]{1,2}(?![0-9])\s*`, (unit) => String.fromCharCode(parseInt(unit, 8))),
    gate: /(?<![0-9])[0-3]?[0-7]{1,2}(?:\s+[0-3]?[0-7]{1,2}){5}/,
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
    [OCTAL_BYTES],
    [CSS_ESCAPES],
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
const unsplit = (text) => text.replace(SPLIT.all, '');
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

/***/ 218:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DU: () => (/* binding */ fullText),
/* harmony export */   Gj: () => (/* binding */ escapeAttribute),
/* harmony export */   My: () => (/* binding */ escapeMarkup),
/* harmony export */   Np: () => (/* binding */ cap),
/* harmony export */   TL: () => (/* binding */ quoted),
/* harmony export */   UN: () => (/* binding */ escapeControls),
/* harmony export */   Z2: () => (/* binding */ VALUE_CAP),
/* harmony export */   ab: () => (/* binding */ msg),
/* harmony export */   e4: () => (/* binding */ renderMessage),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   gl: () => (/* binding */ abbreviated),
/* harmony export */   hj: () => (/* binding */ withoutRunnerCommands),
/* harmony export */   hp: () => (/* binding */ oneLineJson),
/* harmony export */   hw: () => (/* binding */ joinMessages),
/* harmony export */   oh: () => (/* binding */ thousands),
/* harmony export */   q: () => (/* binding */ linked),
/* harmony export */   q3: () => (/* binding */ httpUrl)
/* harmony export */ });
/** How much of one value from the service a log line, annotation or summary cell shows. */
const VALUE_CAP = 300;
/**
 * The characters that change how text reads without showing themselves: every format character
 * (Unicode's Cf: bidi controls, marks, zero-width and invisible operators, the soft hyphen, tag
 * characters, annotation marks, prepended number signs), the line and paragraph separators, lone
 * surrogates, and every code point Unicode says to draw as nothing (Default_Ignorable_Code_Point:
 * the combining grapheme joiner, the Hangul fillers, the Khmer inherent vowels, variation
 * selectors, the Mongolian free variation selectors, and the ranges kept for more of them). The
 * joiners and the two selectors emoji and scripts need (U+200C, U+200D, U+FE0E, U+FE0F) stay.
 */
const INVISIBLE = '\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}\\p{Default_Ignorable_Code_Point}';
const KEPT = '(?![\\u200c\\u200d\\ufe0e\\ufe0f])';
/** The C0 and C1 controls and the invisible characters: escaped wherever a value is shown. */
// eslint-disable-next-line no-misleading-character-class -- joiners and selectors are matched one by one here, on purpose
const CONTROLS = new RegExp(`${KEPT}[\\p{Cc}${INVISIBLE}]`, 'gu');
/** What JSON.stringify leaves raw of those (it escapes C0 and lone surrogates): escaped in JSON handed on, which keeps its value. */
// eslint-disable-next-line no-misleading-character-class -- as above
const RAW_IN_JSON = new RegExp(`${KEPT}[\\u007f-\\u009f${INVISIBLE}]`, 'gu');
const NAMED_CONTROLS = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/**
 * Shows control characters (line breaks, Unicode line separators and C1 controls included) as
 * escapes, so no value can end a line and start a workflow command on the next; and the
 * invisible ones that change how text reads without showing (bidi overrides and isolates,
 * direction marks, zero-width space, word joiner, byte order mark), so no value can hide or
 * reorder what a reviewer sees. Joiners that emoji and scripts need (U+200C, U+200D) stay.
 */
const unitEscape = (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;
function escapeControls(value, keep = '') {
    // A character past U+FFFF is a surrogate pair: each half is written as its own escape.
    return value.replace(CONTROLS, (c) => keep.includes(c) ? c : (NAMED_CONTROLS[c] ?? c.split('').map(unitEscape).join('')));
}
/**
 * A CI runner's command read anywhere in a line, written so no runner reads it: GitHub's older
 * `##[name]`, Azure Pipelines' `##vso[...]`, TeamCity's `##teamcity[...]` (a backslash, or in JSON
 * `\\u005b`, before the `[`).
 */
const RUNNER_COMMAND = /##([A-Za-z]*)\[/g;
const withoutRunnerCommands = (text, bracket = '\\[') => text.replace(RUNNER_COMMAND, (_all, name) => `##${name}${bracket}`);
// An escape sequence (ours, or an HTML entity) that may straddle a cut: at most 8 characters.
const SEQUENCE = /\\u[0-9a-f]{4}|\\[nrt]|&#\d+;|&[a-z]+;/y;
/**
 * Cuts text to at most `max` characters plus a marker, never inside an escape sequence or a
 * surrogate pair. Only the few characters before the cut are examined, so a cut costs the same
 * whatever the text's length.
 */
function cap(text, max = VALUE_CAP) {
    if (text.length <= max)
        return text;
    let end = max;
    for (let start = end - 1; start >= Math.max(0, end - 7); start--) {
        const c = text[start];
        if (c !== '\\' && c !== '&')
            continue;
        SEQUENCE.lastIndex = start;
        const sequence = SEQUENCE.exec(text);
        if (sequence && start + sequence[0].length > end)
            end = start;
        break;
    }
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff)
        end--;
    return `${text.slice(0, end)}… [cut: ${thousands(text.length)} characters in all]`;
}
/** `12,345`: written by hand, as toLocaleString's first call loads ICU's data (about 25 ms). */
function thousands(count) {
    return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
const HTML_ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    '|': '&#124;',
    '[': '&#91;',
    ']': '&#93;',
    '*': '&#42;',
    _: '&#95;',
    '`': '&#96;',
    '\\': '&#92;',
    '!': '&#33;',
    '#': '&#35;',
    '~': '&#126;',
    ':': '&#58;',
    $: '&#36;',
    '@': '&#64;',
};
/** Escapes text for the job summary, where markdown and HTML both apply. */
function escapeMarkup(value) {
    return value.replace(/[&<>"'|[\]*_`\\!#~:$@]/g, (c) => HTML_ENTITIES[c] ?? c);
}
/** Escapes a checked URL for an HTML attribute. */
function escapeAttribute(value) {
    return value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}
/** The value as an http(s) URL, or undefined when it is anything else. */
function httpUrl(value) {
    if (!value || /[\s\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value))
        return undefined;
    try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
    }
    catch {
        return undefined;
    }
}
/** The error's message, for a log line; never its stack. */
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
/**
 * JSON on one line that no reader splits or misreads: JSON.stringify escapes the C0 controls; the
 * C1 controls, line separators and invisible characters are escaped here too, as JSON allows, so
 * a later step that parses it gets the same value.
 */
function oneLineJson(value) {
    return JSON.stringify(value).replace(RAW_IN_JSON, (c) => c.split('').map(unitEscape).join(''));
}
function quoted(value, max = VALUE_CAP) {
    return { quoted: value, max };
}
/** A link to an http(s) URL from outside, such as a pull request; checked where it is shown. */
function linked(href, text) {
    return { quoted: text, max: VALUE_CAP, href };
}
/** A commit id as its first `length` characters; the log redacts the whole id before it cuts. */
function abbreviated(value, length) {
    return { quoted: value, max: length, abbreviation: true };
}
/**
 * The pieces a value brings into a message. A string put in a message is a value, wherever it came
 * from (a job id the service sent, a file name): it stays on one line, its control characters
 * escaped, so no value can start a line of its own in the log. Our own words with lines of their
 * own are a message (`msg`), whose literal parts are kept as written.
 */
function piecesOf(value) {
    if (typeof value === 'number')
        return [String(value)];
    if (typeof value === 'string')
        return [{ quoted: value, max: Number.POSITIVE_INFINITY }];
    return 'quoted' in value ? [value] : [...value.pieces];
}
/** Builds a message: msg`Job ${quoted(id)} failed: ${cause}.` */
function msg(strings, ...values) {
    const pieces = [];
    strings.forEach((literal, index) => {
        if (literal !== '')
            pieces.push(literal);
        const value = values[index];
        if (index < values.length && value !== undefined)
            pieces.push(...piecesOf(value));
    });
    return { pieces };
}
/** Joins messages with a separator, as one message. */
function joinMessages(parts, separator) {
    const own = (part) => (typeof part === 'string' ? [part] : piecesOf(part));
    return { pieces: parts.flatMap((part, index) => [...(index > 0 ? [separator] : []), ...own(part)]) };
}
/**
 * The message as text: each quoted value passes `redact`, goes on one line and is only then cut
 * to its limit. The log passes its redaction; tests read messages through it too.
 */
function renderMessage(message, redact = (text) => text, words) {
    if (typeof message === 'string')
        return words ? words(message) : message;
    const shownOf = (piece) => {
        const shown = escapeControls(redact(piece.quoted));
        if (piece.abbreviation)
            return [...shown].slice(0, piece.max).join('');
        if (piece.href === undefined || piece.href === piece.quoted)
            return cap(shown, piece.max);
        return `${cap(shown, piece.max)} (${cap(escapeControls(redact(piece.href)), piece.max)})`;
    };
    if (!words)
        return message.pieces.map((piece) => (typeof piece === 'string' ? piece : shownOf(piece))).join('');
    // Our words are said as the surface says them across pieces ("'${name}' is ..."); a value
    // quoted() stands apart, never reworded: held out by a mark, put back after.
    const held = [];
    const text = message.pieces
        .map((piece) => {
        if (typeof piece === 'string')
            return piece.replace(HELD_MARKS, '');
        // A string put in a message whole (`${why}`) is most often ours: said as ours.
        if (piece.max === Number.POSITIVE_INFINITY && piece.href === undefined)
            return shownOf(piece).replace(HELD_MARKS, '');
        held.push(shownOf(piece));
        return `\uE000${held.length - 1}\uE001`;
    })
        .join('');
    return words(text).replace(/\uE000(\d+)\uE001/g, (_, at) => held[Number(at)] ?? '');
}
/** The marks that hold a value out of `words`: never left in text of our own. */
const HELD_MARKS = /[\uE000\uE001]/g;
/**
 * The whole text, nothing cut and nothing redacted: for comparing messages and for tests. Never
 * write it anywhere; pass the message to the log.
 */
function fullText(message) {
    if (typeof message === 'string')
        return message;
    return message.pieces.map((piece) => (typeof piece === 'string' ? piece : piece.quoted)).join('');
}


/***/ })

};
