export const id = 76;
export const ids = [76];
export const modules = {

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TY: () => (/* binding */ outputFileOf),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   wE: () => (/* binding */ parseCli)
/* harmony export */ });
/* unused harmony exports COMMANDS, INPUT_FLAGS */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The command line's words: a command, flags named as the action's inputs, and where the prompt,
 * the message and the key come from. Parsed by node:util's parseArgs; every misuse is a
 * `UsageError` that names the flag and the fix.
 */

const COMMANDS = ['start', 'message', 'wait', 'status'];
/** Flags that take the action's inputs of the same name, unchanged (validation and errors are the inputs'). */
const INPUT_FLAGS = [
    'project-id',
    'base-url',
    'timeout',
    'poll-interval',
    'fail-on',
    'require-pr',
    'fail-fast',
    'allow-insecure-http',
];
/** Flags that would hold a secret: refused, since a command line shows in `ps` and in shell history. */
const SECRET_FLAGS = ['api-key', 'previous-api-key', 'github-token', 'report-token'];
class UsageError extends Error {
    constructor(message) {
        super(message);
        this.name = 'UsageError';
    }
}
const OPTIONS = {
    ...Object.fromEntries(INPUT_FLAGS.map((name) => [name, { type: 'string' }])),
    ...Object.fromEntries(SECRET_FLAGS.map((name) => [name, { type: 'string' }])),
    'job-id': { type: 'string', multiple: true },
    prompt: { type: 'string' },
    'prompt-file': { type: 'string' },
    message: { type: 'string' },
    'message-file': { type: 'string' },
    'api-key-file': { type: 'string' },
    json: { type: 'boolean' },
    'output-file': { type: 'string' },
    'no-wait': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
    version: { type: 'boolean' },
};
function parsed(argv) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    }
    catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        // Node's words for an unknown flag end in an unbalanced quote: said plainly instead.
        const unknown = /^Unknown option '([^']*)'/.exec(why)?.[1];
        const said = unknown === undefined ? why.replace(/\s*\n\s*/g, ' ').replace(/\.$/, '') : `'${unknown}' is not a flag`;
        throw new UsageError(`${said}. Run 'wait-for-agent-job --help' for the commands and their flags.`);
    }
}
/**
 * The text's source: a flag, a file, or standard input (`-` as the file or the text, as Unix
 * commands read it, or nothing given and stdin not a terminal).
 */
function textSource(values, name, positional, stdinIsTerminal) {
    const text = values[name];
    const file = values[`${name}-file`];
    const given = [text, file, positional].filter((value) => value !== undefined);
    if (given.length > 1)
        throw new UsageError(`Give the ${name} once: --${name}, --${name}-file or as an argument, not several.`);
    if (file === '-' || (file === undefined && (text ?? positional) === '-'))
        return { stdin: true };
    if (file !== undefined)
        return { file };
    if (text !== undefined || positional !== undefined)
        return { text: text ?? positional ?? '' };
    return stdinIsTerminal ? undefined : { stdin: true };
}
function refuseSecretFlags(values) {
    for (const name of SECRET_FLAGS) {
        if (values[name] === undefined)
            continue;
        const instead = name === 'api-key' || name === 'previous-api-key'
            ? "Set MINTLIFY_ADMIN_API_KEY in the environment (your CI's masked variable), or pass --api-key-file FILE."
            : 'The command line reports on no pull request and needs no GitHub token.';
        throw new UsageError(`--${name} is refused: a secret on the command line shows in 'ps' and in shell history. ${instead}`);
    }
}
/** The flags a command has no use for: given, they are refused, never silently dropped. */
const NOT_FOR = {
    start: ['message', 'message-file'],
    message: ['prompt', 'prompt-file'],
    wait: ['prompt', 'prompt-file', 'message', 'message-file', 'no-wait'],
    status: ['prompt', 'prompt-file', 'message', 'message-file', 'no-wait', 'fail-on', 'require-pr', 'fail-fast'],
};
/** What to run instead of a flag a command has no use for. */
const INSTEAD = {
    'fail-on': "'status' judges nothing: 'wait' exits by the fail policy.",
    'require-pr': "'status' judges nothing: 'wait' exits by the fail policy.",
    'fail-fast': "'status' reads each job once: 'wait' ends at the first failure with --fail-fast.",
    message: 'To send a follow-up: wait-for-agent-job message JOB_ID --message TEXT.',
    'message-file': 'To send a follow-up: wait-for-agent-job message JOB_ID --message-file FILE.',
    prompt: 'To start a job: wait-for-agent-job start --prompt TEXT.',
    'prompt-file': 'To start a job: wait-for-agent-job start --prompt-file FILE.',
};
function refuseOtherCommandsFlags(command, values) {
    const flag = NOT_FOR[command].find((name) => values[name] !== undefined);
    if (flag === undefined)
        return;
    const instead = INSTEAD[flag] ?? `Run 'wait-for-agent-job ${command} --help' for its flags.`;
    throw new UsageError(`'${command}' takes no --${flag}: it would not be used. ${instead}`);
}
/** `--help`, `COMMAND --help` or `help COMMAND`; no command at all is bad usage. */
function helpOf(values, first, second) {
    if (first === undefined && values.help !== true)
        throw new UsageError(`Give a command: ${COMMANDS.join(', ')}. Run 'wait-for-agent-job --help' for each one's flags.`);
    if (values.help !== true && first !== 'help')
        return undefined;
    const topic = first === 'help' ? second : first;
    if (topic !== undefined && !COMMANDS.includes(topic))
        throw new UsageError(`'${topic}' is not a command. The commands: ${COMMANDS.join(', ')}.`);
    const helpFor = COMMANDS.includes(topic ?? '') ? topic : undefined;
    return { command: 'help', ...(helpFor ? { helpFor } : {}) };
}
/**
 * The --output-file of a command line that could not be read whole (`--output-file FILE` or
 * `--output-file=FILE`, not for `status`): its dotenv file still says EXIT_CODE=3.
 */
function outputFileOf(argv) {
    if (argv.find((arg) => COMMANDS.includes(arg)) === 'status')
        return undefined;
    const at = argv.indexOf('--output-file');
    // A flag in its place (`--output-file --json`, an empty variable) names no file.
    const inline = argv.find((arg) => arg.startsWith('--output-file='))?.slice('--output-file='.length);
    const given = at >= 0 ? argv[at + 1] : inline;
    return given === undefined || given === '' || given.startsWith('-') ? undefined : given;
}
function parseCli(argv, stdinIsTerminal) {
    const { values, positionals } = parsed(argv);
    refuseSecretFlags(values);
    const [first, ...rest] = positionals;
    const base = {
        inputs: Object.fromEntries(INPUT_FLAGS.flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]]))),
        json: values.json === true,
        wait: values['no-wait'] !== true,
        ...(values['api-key-file'] === undefined ? {} : { apiKeyFile: values['api-key-file'] }),
        ...(values['output-file'] === undefined ? {} : { outputFile: values['output-file'] }),
    };
    if (values.version === true)
        return { ...base, command: 'version', jobIds: [] };
    const help = helpOf(values, first, rest[0]);
    if (help)
        return { ...base, ...help, jobIds: [] };
    if (first === undefined || !COMMANDS.includes(first))
        throw new UsageError(`'${first}' is not a command. The commands: ${COMMANDS.join(', ')}; 'wait-for-agent-job --help' says more.`);
    const command = first;
    refuseOtherCommandsFlags(command, values);
    const flagged = values['job-id'] ?? [];
    if (command === 'start') {
        if (rest.length > 1 || flagged.length > 0)
            throw new UsageError("'start' takes no job id: it starts a job. Give the prompt with --prompt, --prompt-file or standard input.");
        const prompt = textSource(values, 'prompt', rest[0], stdinIsTerminal);
        if (!prompt)
            throw new UsageError("'start' needs a prompt: --prompt TEXT, --prompt-file FILE, or the text on standard input.");
        return { ...base, command, jobIds: [], prompt };
    }
    if (command === 'message') {
        const [job, text, ...more] = flagged.length > 0 ? [...flagged, ...rest] : rest;
        if (job === undefined)
            throw new UsageError("'message' needs the job's id: wait-for-agent-job message JOB_ID --message TEXT.");
        const textGiven = values.message !== undefined || values['message-file'] !== undefined;
        if (more.length > 0 || flagged.length > 1 || (text !== undefined && textGiven))
            throw new UsageError("'message' goes to one job: give one job id, and the message once.");
        const message = textSource(values, 'message', text, stdinIsTerminal);
        if (!message)
            throw new UsageError("'message' needs a message: --message TEXT, --message-file FILE, or the text on standard input.");
        return { ...base, command, jobIds: [job], message };
    }
    const jobIds = [...flagged, ...rest];
    if (command === 'status' && base.outputFile !== undefined)
        throw new UsageError("'status' writes no --output-file: it reads each job once. Use --json, or 'wait' for the dotenv file.");
    if (jobIds.length === 0)
        throw new UsageError(`'${command}' needs at least one job id: wait-for-agent-job ${command} JOB_ID [JOB_ID ...].`);
    return { ...base, command, jobIds };
}


/***/ }),

/***/ 3592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ exitCodeOf),
/* harmony export */   bA: () => (/* binding */ typedOutputs),
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   mZ: () => (/* binding */ exitCodeOfRun),
/* harmony export */   rF: () => (/* binding */ jsonLine),
/* harmony export */   y1: () => (/* binding */ dotenvOf)
/* harmony export */ });
/* unused harmony exports DOTENV_OUTPUTS, MAX_DOTENV_BYTES */
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);

const EXIT = {
    ok: 0,
    /** The job ended and failed the policy: `failed`, `archived`, no pull request with --require-pr. */
    failed: 1,
    timedOut: 2,
    usage: 3,
    /** The service refused the key, the project or the request (a 4xx), or has no such job. */
    refused: 4,
    /** The service could not be reached, or kept failing after retries. */
    unreachable: 5,
    interrupted: 130,
    terminated: 143,
    /** The terminal went away (SIGHUP): an ssh session closed, a terminal window shut. */
    hungUp: 129,
};
/**
 * The exit code of a run that ended with `outcome`, failed or not. A time-out in which no status
 * was ever read is the service's fault, not the job's: 5.
 */
function exitCodeOf(outcome, failed, signal, statusRead = true) {
    if (signal)
        return { SIGINT: EXIT.interrupted, SIGTERM: EXIT.terminated, SIGHUP: EXIT.hungUp }[signal];
    if (!failed)
        return EXIT.ok;
    switch (outcome) {
        case 'timed-out':
            return statusRead ? EXIT.timedOut : EXIT.unreachable;
        case 'unauthorized':
        case 'not-found':
            return EXIT.refused;
        case 'error':
            return EXIT.unreachable;
        case 'cancelled':
            return EXIT.interrupted;
        default:
            return EXIT.failed;
    }
}
/**
 * The exit code of the step's run: with several jobs the highest of theirs wins, each job judged
 * by its own outcome in `results` (a time-out with no status ever read is the service's: 5).
 */
function exitCodeOfRun(outcome, failed, signal, outputs) {
    let results = [];
    try {
        results = JSON.parse(outputs.results || '[]');
    }
    catch {
        results = [];
    }
    const read = (entry) => typeof entry.status === 'string' && entry.status !== '';
    const statusRead = results.length === 0 ? (outputs.status ?? '') !== '' : results.some(read);
    const own = exitCodeOf(outcome, failed, signal, statusRead);
    if (signal || !failed || results.length < 2)
        return own;
    const each = results.map((entry) => entry.outcome === 'timed-out'
        ? read(entry)
            ? EXIT.timedOut
            : EXIT.unreachable
        : entry.outcome === 'not-found'
            ? EXIT.refused
            : EXIT.ok);
    return Math.max(own, ...each);
}
/**
 * The JSON the command prints, on one line: a CI's runner may read its output, and GitHub's reads
 * the older `##[name]` workflow command anywhere in a line, so a `[` after `##` is written escaped
 * (`\\u005b`, the same value to any JSON reader).
 */
function jsonLine(value) {
    return `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLineJson */ .hp)(value).replace(/##\[/g, '##\\u005b')}\n`;
}
const NUMBERS = new Set([
    'pr-number',
    'waited-seconds',
    'polls',
    'completed-count',
    'failed-count',
    'archived-count',
    'pending-count',
]);
const BOOLEANS = new Set(['started', 'pr-draft', 'resumed']);
/** The outputs as JSON values: numbers and booleans as such, `results` parsed, empty ones null. */
/** JSON text as its value; text that is not JSON (a redaction cut it) as the text itself. */
function parsedOr(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}
/**
 * The jobs' pull request links, one item a job in input order (null for one without), from
 * `results`; the output's own lines (jobs with a link only) when `results` is not there to read.
 */
function prLinksOf(outputs) {
    const results = parsedOr(outputs.results ?? '');
    if (Array.isArray(results))
        return results.map((entry) => {
            const link = typeof entry === 'object' && entry !== null ? entry.prLink : undefined;
            return typeof link === 'string' ? link : null;
        });
    return (outputs['pr-links'] ?? '').split('\n').filter(Boolean);
}
function typedOutputs(outputs) {
    const typed = {};
    for (const [name, value] of Object.entries(outputs)) {
        // Lists whatever they hold, so `."job-id"[0]` never reads null.
        if (name === 'job-id')
            typed[name] = value.split('\n').filter(Boolean);
        else if (name === 'pr-links')
            typed[name] = prLinksOf(outputs);
        else if (value === '')
            typed[name] = null;
        else if (NUMBERS.has(name) && /^\d+$/.test(value))
            typed[name] = Number(value);
        else if (BOOLEANS.has(name) && (value === 'true' || value === 'false'))
            typed[name] = value === 'true';
        else if (name === 'results' || name === 'job')
            typed[name] = parsedOr(value);
        else
            typed[name] = value;
    }
    return typed;
}
/** The outputs a next job reads from the dotenv file, in upper case with underscores. */
const DOTENV_OUTPUTS = [
    'status',
    'outcome',
    'job-id',
    'pr-link',
    'pr-number',
    'pr-repository',
    'pr-head-branch',
    'repository',
    'ref',
    'waited-seconds',
    'failed-count',
];
/** GitLab takes a dotenv report of at most 5 KB. */
const MAX_DOTENV_BYTES = 5_000;
/** Each value at most this many bytes, so every line (EXIT_CODE last) fits GitLab's 5 KB. */
const MAX_DOTENV_VALUE = 380;
/** What a value may hold as it is: nothing a shell, GitLab's dotenv report or Jenkins' properties read as more than text. */
const PLAIN = /^[A-Za-z0-9_.,/:@+=-]$/u;
/** A character as the file writes it: itself when plain, else its UTF-8 bytes percent-encoded. */
const encoded = (character) => PLAIN.test(character)
    ? character
    : [...Buffer.from(character)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
/** The value percent-encoded outside PLAIN, cut to at most `bytes`, never inside an escape. */
function encodedValue(text, bytes) {
    let kept = '';
    for (const character of text) {
        const next = encoded(character);
        if (kept.length + next.length > bytes)
            break;
        kept += next;
    }
    return kept;
}
/**
 * `KEY=VALUE` lines: single-line values (several job ids or links joined by commas), every
 * character but letters, digits and `_ . , / : @ + = -` percent-encoded (`decodeURIComponent`
 * reads it back): a shell that sources the file (CircleCI's recipe) runs nothing a value holds,
 * GitLab expands no `$VAR`, Jenkins reads no escape. Each value is cut to MAX_DOTENV_VALUE, so
 * all of them, EXIT_CODE included, fit in 5 KB.
 */
/** `exitCode` '' while the command runs: the file written first, to prove it can be. */
function dotenvOf(outputs, exitCode) {
    const lines = DOTENV_OUTPUTS.map((name) => {
        const value = (outputs[name] ?? '').split('\n').filter(Boolean).join(',');
        return `${name.toUpperCase().replace(/-/g, '_')}=${encodedValue(value, MAX_DOTENV_VALUE)}`;
    });
    return `${[...lines, `EXIT_CODE=${exitCode}`].join('\n')}\n`;
}


/***/ }),

/***/ 5076:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   refuseOldNode: () => (/* binding */ refuseOldNode)
/* harmony export */ });
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7593);
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
        await (0,_write_privately_js__WEBPACK_IMPORTED_MODULE_2__/* .writePrivately */ .Q)(file, (0,_results_js__WEBPACK_IMPORTED_MODULE_1__/* .dotenvOf */ .y1)({}, _results_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.usage)).catch((error) => {
            process.stderr.write(`error: --output-file '${file}' could not be written (${String(error)}).\n`);
        });
    return _results_js__WEBPACK_IMPORTED_MODULE_1__/* .EXIT */ .dc.usage;
}


/***/ }),

/***/ 6736:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ writePrivately)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/** The dotenv file's one write: private, whole, and never through a planted link. */



/**
 * Writes `text` to `file`, owner-only, as a new file renamed into place: a symbolic link at `file`
 * (one another user planted in a shared folder) is replaced, never followed, and a reader never
 * sees half a file. The system's own links are followed: one that ends at this command's standard
 * output or error (`/dev/stdout`, whatever it was redirected to) is written to through that
 * stream, and one the system keeps under /dev or /proc (`/dev/fd/63` of `>(...)`) as it is.
 */
async function writePrivately(file, text) {
    const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(file).catch(() => undefined);
    // A device (/dev/null) is written to as it is: renaming over it would replace it.
    if (found?.isCharacterDevice())
        return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file, text, 'utf8');
    if (found?.isSymbolicLink()) {
        const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(file).catch(() => undefined);
        const stream = target ? ownStream(target) : undefined;
        if (stream)
            return new Promise((resolve, reject) => stream.write(text, (error) => (error ? reject(error) : resolve())));
        if (target && systemLink(file))
            return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file, text, 'utf8');
    }
    if (found && !found.isFile() && !found.isSymbolicLink())
        throw new Error(`it is not a file (${found.isDirectory() ? 'a folder' : 'a pipe, socket or device'})`);
    const temporary = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_2___default().basename(file)}.${process.pid}.tmp`);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(temporary, text, { encoding: 'utf8', mode: 0o600, flag: 'wx' });
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, file);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temporary, { force: true });
        throw error;
    }
}
/** The command's standard output or error, when `target` is the very file it is. */
function ownStream(target) {
    const same = (fd) => {
        const own = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd, { throwIfNoEntry: false });
        return own !== undefined && own.dev === target.dev && own.ino === target.ino;
    };
    return same(1) ? process.stdout : same(2) ? process.stderr : undefined;
}
/** A link the system keeps (/dev/stdout, /dev/fd/N, /proc/self/fd/N): no other user can plant one there. */
const systemLink = (file) => /^\/(?:dev|proc)\//.test(node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(file));


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
 * surrogates, and the invisible letters and marks that are not Cf (the combining grapheme joiner,
 * the Hangul fillers, variation selectors but the two emoji need, the Mongolian free variation
 * selectors). The joiners emoji and scripts need (U+200C, U+200D) stay.
 */
const INVISIBLE = '\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}\\u034f\\u115f\\u1160\\u3164\\uffa0\\u180b-\\u180d\\u180f\\ufe00-\\ufe0d\\u{e0100}-\\u{e01ef}';
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
function renderMessage(message, redact = (text) => text) {
    if (typeof message === 'string')
        return message;
    return message.pieces
        .map((piece) => {
        if (typeof piece === 'string')
            return piece;
        const shown = escapeControls(redact(piece.quoted));
        if (piece.abbreviation)
            return [...shown].slice(0, piece.max).join('');
        if (piece.href === undefined || piece.href === piece.quoted)
            return cap(shown, piece.max);
        return `${cap(shown, piece.max)} (${cap(escapeControls(redact(piece.href)), piece.max)})`;
    })
        .join('');
}
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
