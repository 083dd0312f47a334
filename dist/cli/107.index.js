export const id = 107;
export const ids = [107];
export const modules = {

/***/ 1601:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   g0: () => (/* binding */ formatInputDuration)
/* harmony export */ });
const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
const NUMBER = String.raw `(?:\d+(?:\.\d+)?|\.\d+)`;
const ONE = new RegExp(String.raw `^(${NUMBER})\s*(ms|s|m|h)?$`, 'i');
/** Several parts, each with its unit, largest first: `1h30m`, `5m 30s`, `1m30.5s`. */
const PART = new RegExp(String.raw `(${NUMBER})\s*(ms|s|m|h)\s*`, 'giy');
const ORDER = ['h', 'm', 's', 'ms'];
/** Parses `10`, `0.5`, `500ms`, `45s`, `30m`, `1h` or `1h30m` into milliseconds; a bare number is seconds. */
function parseDuration(text) {
    const trimmed = text.trim();
    const one = ONE.exec(trimmed);
    const parts = one ? [{ number: one[1] ?? '', unit: one[2] ?? 's' }] : severalParts(trimmed);
    if (parts === undefined)
        return undefined;
    const ms = parts.reduce((sum, { number, unit }) => sum + Number(number) * (UNIT_MS[unit.toLowerCase()] ?? 1_000), 0);
    return Number.isFinite(ms) ? Math.round(ms) : undefined;
}
function severalParts(text) {
    const parts = [];
    PART.lastIndex = 0;
    for (let match = PART.exec(text); match; match = PART.exec(text)) {
        parts.push({ number: match[1] ?? '', unit: match[2] ?? '' });
        if (PART.lastIndex === text.length)
            break;
    }
    if (parts.length < 2 || PART.lastIndex !== text.length)
        return undefined;
    const ranks = parts.map(({ unit }) => ORDER.indexOf(unit.toLowerCase()));
    return ranks.every((rank, i) => i === 0 || rank > (ranks[i - 1] ?? 0)) ? parts : undefined;
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
/* harmony export */   h5: () => (/* binding */ readDocsNeedInputs),
/* harmony export */   l8: () => (/* binding */ baseUrlDoubt),
/* harmony export */   nO: () => (/* binding */ listedJobIds),
/* harmony export */   yg: () => (/* binding */ describeProblems)
/* harmony export */ });
/* unused harmony exports MAX_JOB_IDS, RUNNER_DEFAULTS, REQUIRED_INPUTS, OPTIONAL_INPUTS */
/* harmony import */ var _duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1601);
/* harmony import */ var _expression_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(123);
/* harmony import */ var _follow_up_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2356);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3553);
/* harmony import */ var _secrets_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3332);
/* harmony import */ var _common_ids_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(863);
/* harmony import */ var _common_pending_label_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3781);
/* harmony import */ var _output_redaction_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5928);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_8___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_8__);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(218);










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
        super((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.fullText)(describeProblems(problems)));
        this.name = 'InputError';
        this.problems = problems;
        this.warnings = warnings;
    }
}
/** The problems as one message for the log: the log quotes, redacts and cuts the values. */
function describeProblems(problems) {
    if (problems.length === 1 && problems[0] !== undefined)
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `Invalid input: ${problems[0]}`;
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `Invalid inputs:\n${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.joinMessages)(problems.map((p) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `  - ${p}`), '\n')}`;
}
/** A user's text in a message: the log shows it on one line, redacted, and only then cut. */
function quote(text) {
    return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `"${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.quoted)(text, 60)}"`;
}
/** `oneJob`: the id names the one job a follow-up goes to. */
function readId(name, value, problems, oneJob = false) {
    const problem = (0,_common_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .idProblem */ .lx)(value);
    if (value === '' && name === 'project-id') {
        problems.push("'project-id' is required but empty; pass the project's id (the dashboard's API keys page) as a variable: project-id: ${{ vars.MINTLIFY_PROJECT_ID }}. An empty value usually means the variable is not defined for this repository (Settings, Secrets and variables, Actions, Variables), or was made a secret instead.");
    }
    else if (value === '') {
        problems.push(`'${name}' is required but empty; pass it in the step's 'with:' block.`);
    }
    else if (problem !== undefined) {
        const words = value.trim().split(/\s+/);
        const reference = (0,_secrets_js__WEBPACK_IMPORTED_MODULE_5__/* .unexpandedReference */ .gD)(value);
        const hint = reference
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) ` It is ${reference} as text, passed where nothing expands it: pass the id itself, or expand the variable where it is set.`
            : /^https?:/i.test(value)
                ? ' It looks like a URL: pass only the id.'
                : name === 'job-id' && words.length > 1 && words.every((word) => (0,_common_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .idProblem */ .lx)(word) === undefined)
                    ? oneJob
                        ? ' It looks like several ids on one line, and a follow-up goes to one job: give only its id.'
                        : ' It looks like several ids on one line: separate them by commas or line breaks.'
                    : '';
        // The rule is said once: a problem that is the rule needs no repeat of it.
        const rule = problem.startsWith('ids hold')
            ? `, up to ${_common_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_ID_LENGTH */ .Qx}`
            : ` (ids hold only letters, digits, '-', '_', '.' and '~', up to ${_common_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_ID_LENGTH */ .Qx})`;
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'${name}' is ${quote(value)}, which is not an id: ${problem}${rule}.${hint} Check the expression that sets it.`);
    }
    return value;
}
function readDuration(name, value, problems) {
    const ms = (0,_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDuration */ .E9)(value);
    if (ms === undefined) {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'${name}' is ${quote(value)}, which is not a duration. Use seconds ('10', '0.5'), a number with ms, s, m or h ('500ms', '45s', '30m', '1h'), or several of those, largest first ('1h30m').`);
        return NaN;
    }
    if (ms <= 0) {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'${name}' is ${quote(value)}; it must be longer than zero.`);
    }
    else if (ms > MAX_DURATION_MS) {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'${name}' is ${quote(value)}; it can be at most 24h.`);
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
    problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'${name}' is ${quote(value)}; use 'true' or 'false'.`);
    return false;
}
function readFailOn(value, problems) {
    const words = value
        .split(/[,\n]/)
        .map((word) => word.trim().toLowerCase())
        .filter((word) => word !== '');
    const unknown = words.filter((word) => !FAIL_ON_WORDS.includes(word));
    if (unknown.length > 0) {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'fail-on' has ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.joinMessages)(unknown.map(quote), ', ')}; use a comma-separated list of 'failed' and 'archived', or 'none'.`);
    }
    else if (words.includes('none') && words.length > 1) {
        problems.push(`'fail-on' combines 'none' with statuses; use either 'none' alone or a list of statuses.`);
    }
    else if (words.length === 0 && value.trim() !== '') {
        // Only commas or line breaks: no status at all, which would fail on nothing without saying so.
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'fail-on' is ${quote(value)}, which names no status; use a comma-separated list of 'failed' and 'archived', or 'none' for a step no ending fails.`);
    }
    return new Set(words.filter((word) => word === 'failed' || word === 'archived'));
}
function readBaseUrl(value, allowInsecureHttp, problems) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'base-url' is ${quote((0,_proxy_js__WEBPACK_IMPORTED_MODULE_6__/* .withoutCredentials */ .ri)(value))}, which is not a URL; use the service's address, such as '${INPUT_DEFAULTS['base-url']}'.`);
        return value;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'base-url' uses ${quote(url.protocol)}; only https:// (or http:// to a local address) is supported.`);
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
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'base-url' has the path ${quote(url.pathname.replace(/\/+$/, ''))}, but the action adds /v2/agent/<project-id>/... itself, so every request would ask for a path the service does not have; give only the address, such as '${INPUT_DEFAULTS['base-url']}'.`);
    }
    else if (url.protocol === 'http:' && !(0,_proxy_js__WEBPACK_IMPORTED_MODULE_6__/* .isLoopbackHost */ .cW)(url.hostname) && !allowInsecureHttp) {
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
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `that 'base-url' (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.quoted)(baseUrl, 200)}) is the service's address, with no path of the API's own`;
}
/** A 404's last advice: base-url, when it is not the service's own. */
function baseUrlAdvice(baseUrl) {
    const doubt = baseUrlDoubt(baseUrl);
    return doubt === undefined ? '' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) ` Check also ${doubt}.`;
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
        // A whole .env line (`NAME=mint_...`) pasted as the secret: its name is no part of the key. Not
        // quoted: as the start of the secret, redaction would show it as ***.
        problems.push("'api-key' holds a name and '=' (or ':') before the key (a whole .env or YAML line); re-save the secret with the key alone, without the name, '=' and quotes.");
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
        problems.push(`'${name}' has ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.thousands)(value.length)} characters, over the ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.thousands)(MAX_PROMPT_CHARS)} this action sends; shorten it, or check the expression that sets it.`);
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
    if ((0,_expression_js__WEBPACK_IMPORTED_MODULE_7__/* .isUnevaluatedExpression */ .r)(value)) {
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
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'${name}' is ${quote(value)}; use ${choices
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
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'check-name' is ${quote(value)}; a check run's name is one line of at most 100 characters, such as 'Docs agent'.`);
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
    // A yes/no word is read as every yes/no input reads it ('wait: yes' is true too).
    const commentWord = read('comment').trim() || INPUT_DEFAULTS.comment;
    const comment = isYesNoWord(commentWord)
        ? YES.test(commentWord)
            ? 'true'
            : 'false'
        : readChoice('comment', commentWord, ['auto', 'true', 'false'], problems);
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
/**
 * What a sweep's step is given that it never reads: each job is judged, and its check run named, by
 * the record of its pull request's step (`wait: sweep`), which is where these go.
 */
function unusedBySweep(read, wait) {
    const named = [...JUDGING_INPUTS.filter((name) => asksOfEnding(name, read(name))), 'check-name'];
    const unused = named.filter((name) => read(name).trim() !== '');
    return [
        ...unused.map((name) => `'${name}' is set on the sweep's step, which does not use it: the sweep reads it from the record of each pull request's step with 'wait: sweep'. Give it to that step, and remove it here.`),
        ...(wait
            ? []
            : [
                "'wait' is false on the sweep's step, which has nothing to wait for: the sweep finishes jobs already let go. Remove 'wait' here.",
            ]),
    ];
}
/** `wait`: true, false, or sweep (start, then let the runner go: a sweep finishes the report). */
function readWait(value, problems) {
    if (/^sweep$/i.test(value))
        return { wait: true, letGo: true };
    if (isYesNoWord(value))
        return { wait: readBoolean('wait', value, problems), letGo: false };
    problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'wait' is ${quote(value)}; use 'true', 'false' or 'sweep'.`);
    return { wait: true, letGo: false };
}
/** `on-finish-dispatch`: a workflow file of this repository, by its name, such as 'docs-review.yml'. */
function readWorkflowFile(value, problems) {
    const file = value.replace(/^\.github\/workflows\//, '');
    if (value !== '' && !/^[A-Za-z0-9._-]{1,100}\.ya?ml$/.test(file))
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'on-finish-dispatch' is ${quote(value)}; name a workflow file of this repository, such as 'docs-review.yml'.`);
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
 * prompt or message is refused only when it is secrets and nothing else (this step's, or any value
 * of a key's or token's format: it would go out redacted, a job started on "***"); one that holds
 * a secret among other words goes out with the secret redacted, as any text does.
 */
function refuseMisplacedSecrets(secrets, read, problems) {
    const held = secrets.map((secret) => secret.trim()).filter((secret) => secret !== '');
    if (held.length === 0)
        return;
    // A piece of a secret (its body without the `mint_` prefix, its end) goes nowhere either, as the
    // log hides it; a secret short enough to be anyone's word (a test's token) only as the whole value.
    const piecesOfLong = (0,_output_redaction_js__WEBPACK_IMPORTED_MODULE_2__/* .createRedact */ .ay)(held.filter((secret) => secret.length >= 16));
    // What the wire sends of a text: every secret, piece of one or value of a secret's format (another key) redacted.
    const sent = (0,_output_redaction_js__WEBPACK_IMPORTED_MODULE_2__/* .createRedact */ .ay)(held);
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
        const holds = (secret) => text === secret || (whole && (0,_output_redaction_js__WEBPACK_IMPORTED_MODULE_2__/* .onlySecrets */ .Wk)(text, sent));
        const pieceOf = !whole && piecesOfLong(text) !== text;
        if (held.some(holds) && text === read('api-key').trim() && !/^mint_/i.test(text))
            problems.push(`'${name}' and 'api-key' hold the same value, which is not an admin API key (mint_...): check what sets 'api-key' (the dashboard's API keys page has the key), and that '${name}' is what it should be.`);
        else if (held.some(holds) || pieceOf)
            problems.push(whole
                ? `'${name}' holds a secret (the api-key or a token), not a text for the agent, so nothing is sent. Check what sets '${name}': secrets go only in 'api-key' and the token inputs.`
                : `'${name}' holds a secret (the api-key or a token), or a piece of one, so nothing is sent. Check what sets '${name}': secrets go only in 'api-key', 'previous-api-key' and the token inputs.`);
    }
}
const COMMAND_PERMISSIONS = ['triage', 'write', 'maintain', 'admin'];
/** `follow-up-command` and `follow-up-permission`; a command's message comes from the comment, never from an input. */
function readFollowUp(read, plan, problems) {
    const command = read('follow-up-command').trim();
    // In any case, as the other word inputs: `Write` is GitHub's own label for the level.
    const permission = (read('follow-up-permission').trim().toLowerCase() ||
        INPUT_DEFAULTS['follow-up-permission']);
    if (!COMMAND_PERMISSIONS.includes(permission))
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'follow-up-permission' is ${quote(permission)}; use triage, write, maintain or admin (the least permission on this repository a commenter needs).`);
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
    const valid = (login) => _common_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .GITHUB_LOGIN */ .cd.test(login);
    const bad = bots.find((login) => !valid(login));
    // '@name' is how a person mentions a bot; its reviews are by 'name[bot]'.
    const mention = bad?.startsWith('@') ? bad.slice(1).replace(/(?<!\[bot\])$/, '[bot]') : undefined;
    if (bad !== undefined && mention !== undefined && valid(mention))
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'review-bots' holds ${quote(bad)}, a mention; list the login without '@', as a bot's reviews are signed: ${quote(mention)}.`);
    else if (bad !== undefined)
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'review-bots' holds ${quote(bad)}; list GitHub logins, such as 'prose-lint[bot]', by commas or lines.`);
    const rounds = read('review-bot-rounds').trim() || INPUT_DEFAULTS['review-bot-rounds'];
    if (!/^\d{1,2}$/.test(rounds))
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'review-bot-rounds' is ${quote(rounds)}; use a whole number from 0 to 99, such as 3.`);
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
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'paths' is one glob a line, not a YAML list, so write ${quote(glob.replace(/^-\s+/, ''))} without the '- '`;
    // YAML keeps `# ...` inside a block scalar as text: a comment after a glob becomes part of it
    // (a `#` that a word follows, as in `RFC #*.md`, is a file name's).
    const commented = /^(.*?)\s+#(?:\s|$)/.exec(glob)?.[1];
    if (commented !== undefined)
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `a comment goes on a line of its own (starting with '#'), so write ${quote(commented)} alone`;
    const unquoted = /^(['"])(.*)\1$/.exec(glob)?.[2];
    if (unquoted !== undefined)
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `a changed file's name holds no quotes, so write ${quote(unquoted)}`;
    if (glob.startsWith('/') || glob.startsWith('./'))
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `changed files are named from the repository's root, so write ${quote(glob.replace(/^\.?\/+/, ''))}`;
    if (glob.includes('\\'))
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `folders are split by '/', so write ${quote(glob.replace(/\\+/g, '/'))}`;
    if (glob.endsWith('/'))
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `a glob that ends in '/' names folders, not files: write ${quote(`${glob}**`)}`;
    try {
        picomatch__WEBPACK_IMPORTED_MODULE_8___default().makeRe(glob, { strictBrackets: true });
    }
    catch (error) {
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `picomatch cannot read it (${quote((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.errorMessage)(error))}); close each [, { and ( it opens`;
    }
    // Commas outside every {a,b} group: a list typed on one line, as other inputs take them.
    const globs = topLevelParts(glob);
    if (globs.length > 1)
        return (0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'paths' takes one glob a line, so write ${quote(globs[0]?.trim() ?? '')} and each after a comma on a line of its own`;
    return undefined;
}
/** Which changes need docs, read alone (a run whose other inputs stop it still tells a pull request that needs none). */
function readDocsNeedInputs(read) {
    const problems = [];
    return { docsNeed: readDocsNeed(read, problems), problems };
}
/** `paths` (one glob a line, `!` to exclude, in order) and `skip-label`. */
function readDocsNeed(read, problems) {
    const paths = read('paths')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'));
    if (paths.length > 0 && paths.every((glob) => glob.startsWith('!')))
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'paths' holds only exclusions (${quote(paths[0] ?? '')}); begin with what needs docs, such as 'src/**', then exclude with '!'.`);
    const tooLong = paths.find((glob) => glob.length > 500 || glob === '!');
    if (tooLong !== undefined)
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'paths' holds ${quote(tooLong)}; each line is one glob, such as 'src/**'.`);
    if (paths.length > 100)
        problems.push(`'paths' holds ${paths.length} globs; at most 100.`);
    // More wildcards in one part of a path make matching a long file name take minutes.
    const wild = paths.find((glob) => glob.split('/').some((part) => part !== '**' && part.split('*').length - 1 > 2));
    if (wild !== undefined)
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'paths' holds ${quote(wild)}; use at most two * in one part of a path, such as 'src/*.test.*'.`);
    for (const glob of paths) {
        const why = globMistake(glob.startsWith('!') ? glob.slice(1) : glob);
        if (why)
            problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'paths' holds ${quote(glob)}, which matches no changed file: ${why}.`);
    }
    const skipLabel = read('skip-label').trim();
    if (/[\u0000-\u001f\u007f]/.test(skipLabel) || skipLabel.length > 100)
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'skip-label' is ${quote(skipLabel)}; a label's name is one line, such as 'no-docs'.`);
    // GitHub's label names ignore case; the pending label marks every let-go job, so as a skip-label it would skip them.
    if (skipLabel.toLowerCase() === _common_pending_label_js__WEBPACK_IMPORTED_MODULE_9__/* .PENDING_LABEL */ .T)
        problems.push(`'skip-label' is '${_common_pending_label_js__WEBPACK_IMPORTED_MODULE_9__/* .PENDING_LABEL */ .T}', the label the action puts on a pull request while its job works ('wait: sweep'); name another, such as 'no-docs'.`);
    const onPush = readChoice('on-push', read('on-push').trim() || INPUT_DEFAULTS['on-push'], ['follow-up', 'new-job', 'ignore'], problems);
    const onClose = readChoice('on-close', read('on-close').trim() || INPUT_DEFAULTS['on-close'], ['comment', 'close-docs'], problems);
    const agentLogin = (read('agent-login').trim() || INPUT_DEFAULTS['agent-login']).toLowerCase();
    // GitHub's login or a GitLab merge request's author (`project_42_bot_3f2a`): the agent's account on either host.
    if (!_common_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .GITHUB_LOGIN */ .cd.test(agentLogin) && !_common_ids_js__WEBPACK_IMPORTED_MODULE_4__/* .GITLAB_USERNAME */ .tl.test(agentLogin))
        problems.push((0,_output_text_js__WEBPACK_IMPORTED_MODULE_3__.msg) `'agent-login' is ${quote(agentLogin)}, which is no GitHub login nor GitLab username; give the account that opens the agent's pull requests, such as '${INPUT_DEFAULTS['agent-login']}'.`);
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
    warnings.push(...(sweep ? unusedBySweep(read, waiting.wait) : waiting.wait ? [] : unusedWithoutWait(read)));
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
        problems.push(`'wait' is sweep but 'check-name' is empty: the check run is what the sweep finishes and what a branch rule requires. Set 'check-name', such as 'Docs agent' (the name the recipes use).`);
    if ((checked.work.letGo || sweep) && visibility.reportToken === '')
        problems.push(`'report-token' is empty, but ${sweep ? "'sweep'" : "'wait: sweep'"} keeps its records on the pull request: pass a token with pull-requests: write and checks: write, such as \${{ github.token }}.`);
    if (checked.onFinishDispatch !== '' && !checked.work.letGo)
        problems.push(sweep
            ? "'on-finish-dispatch' is set on the sweep's step, but the sweep reads it from the record of each pull request's step with 'wait: sweep': move it there, and remove it here."
            : `'on-finish-dispatch' is set, but only a job let go with 'wait: sweep' is finished later: set 'wait: sweep' on this step, or chain the next steps on this step's outputs.`);
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
        const text = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__.oneLineJson)(value);
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
        const name = isArray ? '' : (0,_text_js__WEBPACK_IMPORTED_MODULE_1__.oneLineJson)(key);
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


/***/ })

};
