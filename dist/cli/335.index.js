export const id = 335;
export const ids = [335];
export const modules = {

/***/ 8776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  eb: () => (/* binding */ UsageError),
  Zo: () => (/* binding */ flagsOf),
  Ye: () => (/* binding */ keyFilesOf),
  TY: () => (/* binding */ outputFileOf),
  wE: () => (/* binding */ parseCli),
  t4: () => (/* binding */ secretFlagValues)
});

// UNUSED EXPORTS: COMMANDS, INPUT_FLAGS

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
;// CONCATENATED MODULE: ./node_modules/leven/index.js
const array = [];
const characterCodeCache = [];

function leven(first, second, options) {
	if (first === second) {
		return 0;
	}

	const maxDistance = options?.maxDistance;
	const swap = first;

	// Swapping the strings if `a` is longer than `b` so we know which one is the
	// shortest & which one is the longest
	if (first.length > second.length) {
		first = second;
		second = swap;
	}

	let firstLength = first.length;
	let secondLength = second.length;

	// Performing suffix trimming:
	// We can linearly drop suffix common to both strings since they
	// don't increase distance at all
	// Note: `~-` is the bitwise way to perform a `- 1` operation
	while (firstLength > 0 && (first.charCodeAt(~-firstLength) === second.charCodeAt(~-secondLength))) {
		firstLength--;
		secondLength--;
	}

	// Performing prefix trimming
	// We can linearly drop prefix common to both strings since they
	// don't increase distance at all
	let start = 0;

	while (start < firstLength && (first.charCodeAt(start) === second.charCodeAt(start))) {
		start++;
	}

	firstLength -= start;
	secondLength -= start;

	// Early termination after trimming: if difference in length exceeds max distance
	if (maxDistance !== undefined && secondLength - firstLength > maxDistance) {
		return maxDistance;
	}

	if (firstLength === 0) {
		return maxDistance !== undefined && secondLength > maxDistance
			? maxDistance
			: secondLength;
	}

	let bCharacterCode;
	let result;
	let temporary;
	let temporary2;
	let index = 0;
	let index2 = 0;

	while (index < firstLength) {
		characterCodeCache[index] = first.charCodeAt(start + index);
		array[index] = ++index;
	}

	while (index2 < secondLength) {
		bCharacterCode = second.charCodeAt(start + index2);
		temporary = index2++;
		result = index2;

		for (index = 0; index < firstLength; index++) {
			temporary2 = bCharacterCode === characterCodeCache[index] ? temporary : temporary + 1;
			temporary = array[index];
			// eslint-disable-next-line no-multi-assign
			result = array[index] = temporary > result
				? (temporary2 > result ? result + 1 : temporary2)
				: (temporary2 > temporary ? temporary + 1 : temporary2);
		}

		// Early termination: if all values in current row exceed maxDistance
		if (maxDistance !== undefined) {
			let rowMinimum = result;
			for (index = 0; index < firstLength; index++) {
				if (array[index] < rowMinimum) {
					rowMinimum = array[index];
				}
			}

			if (rowMinimum > maxDistance) {
				return maxDistance;
			}
		}
	}

	// Bound arrays to avoid retaining large previous sizes
	array.length = firstLength;
	characterCodeCache.length = firstLength;

	return maxDistance !== undefined && result > maxDistance ? maxDistance : result;
}

function closestMatch(target, candidates, options) {
	if (!Array.isArray(candidates) || candidates.length === 0) {
		return undefined;
	}

	const userMax = options?.maxDistance;
	const targetLength = target.length;

	// Exact match fast-path
	for (const candidate of candidates) {
		if (candidate === target) {
			return candidate;
		}
	}

	if (userMax === 0) {
		return undefined;
	}

	let best;
	let bestDist = Number.POSITIVE_INFINITY;
	const seen = new Set();

	for (const candidate of candidates) {
		if (seen.has(candidate)) {
			continue;
		}

		seen.add(candidate);

		const lengthDiff = Math.abs(candidate.length - targetLength);
		if (lengthDiff >= bestDist) {
			continue;
		}

		if (userMax !== undefined && lengthDiff > userMax) {
			continue;
		}

		const cap = Number.isFinite(bestDist)
			? (userMax === undefined ? bestDist : Math.min(bestDist, userMax))
			: userMax;

		const distance = cap === undefined
			? leven(target, candidate)
			: leven(target, candidate, {maxDistance: cap});

		// Skip candidates that exceed the user's maximum distance
		if (userMax !== undefined && distance > userMax) {
			continue;
		}

		// If we got a capped result that equals the cap, we need the actual distance
		// for accurate comparison, but only if the cap was due to userMax
		let actualD = distance;
		if (cap !== undefined && distance === cap && cap === userMax) {
			actualD = leven(target, candidate);
		}

		if (actualD < bestDist) {
			bestDist = actualD;
			best = candidate;
			if (bestDist === 0) {
				break;
			}
		}
	}

	if (userMax !== undefined && bestDist > userMax) {
		return undefined;
	}

	return best;
}

// EXTERNAL MODULE: ./src/inputs/inputs.ts
var inputs = __webpack_require__(8028);
// EXTERNAL MODULE: ./src/cli/shell-word.ts
var shell_word = __webpack_require__(2697);
;// CONCATENATED MODULE: ./src/cli/args.ts
/**
 * The command line's words: a command, flags named as the action's inputs, and where the prompt,
 * the message and the key come from. Parsed by node:util's parseArgs; every misuse is a
 * `UsageError` that names the flag and the fix.
 */






const COMMANDS = ['start', 'message', 'wait', 'status', 'merge-request'];
/** The inputs of the merge request's loop: 'merge-request' takes them, no other command. */
const LOOP_FLAGS = [
    'check-name',
    'paths',
    'on-push',
    'on-close',
    'follow-up-command',
    'follow-up-permission',
    'skip-label',
    'agent-login',
    'let-go',
];
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
    'after-message',
    ...LOOP_FLAGS,
];
/** Flags that would hold a secret: refused, since a command line shows in `ps` and in shell history. */
const SECRET_FLAGS = ['api-key', 'previous-api-key', 'github-token', 'report-token', 'gitlab-token'];
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
/** Every flag read as a list, so one given twice is refused rather than its first value dropped. */
const LISTED = Object.fromEntries(Object.entries(OPTIONS).map(([name, option]) => [name, { ...option, multiple: true }]));
/** The yes/no flags: given bare (`--require-pr`, as `--no-wait` is), each is `true`. */
const YES_NO_FLAGS = ['--require-pr', '--fail-fast', '--allow-insecure-http', '--after-message', '--let-go'];
const YES_NO_WORDS = ['true', 'false', 'yes', 'no', 'on', 'off'];
/** The flags that are on when given and take no value (`--json "$USE_JSON"` would make its word a job id). */
const PRESENCE_FLAGS = ['--json', '--no-wait'];
/**
 * A word after a yes/no flag that is meant as its value though it is none of its words: `0`, `1`,
 * `y`, `n`, `t`, `f`, or a slip of one of three letters or more (`ture`, `flase`, `tru`, `yess`).
 * Short words (`go`, `one`) and ordinary ones (`test`, `fast`) stay job ids.
 */
function meantAsYesNo(word) {
    if (/^[01ynft]$/i.test(word))
        return true;
    if (!/^[a-z]{3,6}$/i.test(word))
        return false;
    const lower = word.toLowerCase();
    const letters = (text) => [...text].sort().join('');
    return YES_NO_WORDS.some((yesNo) => yesNo.length >= 3 && (letters(lower) === letters(yesNo) || leven(lower, yesNo) <= 1));
}
/** A unit written apart from its number (`--timeout 5 minutes`), which would be read as a job id: its short form. */
const UNITS = [
    [/^(ms|millis(econds?)?)$/i, 'ms'],
    [/^(s|secs?|seconds?)$/i, 's'],
    [/^(m|mins?|minutes?)$/i, 'm'],
    [/^(h|hrs?|hours?)$/i, 'h'],
];
const unitOf = (word) => UNITS.find(([words]) => words.test(word))?.[1];
function refuseApartUnits(argv) {
    const end = argv.indexOf('--');
    argv.forEach((arg, at) => {
        if (end >= 0 && at > end)
            return;
        const [flag, inline] = arg.split(/=(.*)/s, 2);
        if (flag !== '--timeout' && flag !== '--poll-interval')
            return;
        const number = inline ?? argv[at + 1] ?? '';
        const unit = unitOf(argv[at + (inline === undefined ? 2 : 1)] ?? '');
        if (!/^\d+(\.\d+)?$/.test(number) || unit === undefined)
            return;
        throw new UsageError(`${flag} is followed by '${number}' and then a unit apart from it, which would be taken as a job id: write ${flag} ${number}${unit}, with no space.`);
    });
}
/** The arguments with `true` after a yes/no flag that no yes/no word follows (a job id, another flag, the end), as the action reads them. */
function withBareFlagsTrue(argv) {
    const end = argv.indexOf('--');
    return argv.flatMap((arg, at) => {
        if (end >= 0 && at > end)
            return [arg];
        const next = argv[at + 1] ?? '';
        if (PRESENCE_FLAGS.includes(arg) && ((0,inputs/* isYesNoWord */.JH)(next) || meantAsYesNo(next)))
            throw new UsageError(`${arg} is followed by '${next}', but ${arg} takes no value: give it alone to turn it on, or leave it out (a yes/no word after it would be read as a job id).`);
        if (!YES_NO_FLAGS.includes(arg))
            return [arg];
        if ((0,inputs/* isYesNoWord */.JH)(next))
            return [arg];
        if (meantAsYesNo(next))
            throw new UsageError(`${arg} is followed by '${next}', which is none of its words (true, false, yes, no, on, off): write ${arg}=true or ${arg}=false, or, if '${next}' is a job id, give it before ${arg}.`);
        return [arg, 'true'];
    });
}
/** The known name a mistyped one most likely meant: within a third of its length in edits, the nearest; none when two tie. */
function closest(typed, known) {
    const limit = Math.max(1, Math.floor(typed.length / 3));
    const near = known
        .map((name) => ({ name, distance: leven(typed.toLowerCase(), name, { maxDistance: limit + 1 }) }))
        .filter(({ distance }) => distance <= limit)
        .sort((a, b) => a.distance - b.distance);
    return near[0] !== undefined && near[1]?.distance !== near[0].distance ? near[0].name : undefined;
}
const didYouMean = (typed, known) => {
    const guess = typed === undefined ? undefined : closest(typed, known);
    return guess === undefined ? '' : ` (did you mean '${guess}'?)`;
};
function parsed(argv) {
    try {
        refuseApartUnits(argv);
        const args = withBareFlagsTrue(argv);
        const { values, positionals } = (0,external_node_util_.parseArgs)({ args, options: LISTED, allowPositionals: true, strict: true });
        const once = {};
        for (const [name, given] of Object.entries(values)) {
            const list = given;
            if (name === 'job-id')
                once[name] = list;
            else if (list.length > 1 && OPTIONS[name].type === 'string')
                throw new UsageError(`--${name} is given ${list.length} times: give it once, as only one can be used.`);
            else
                once[name] = list.at(-1);
        }
        refuseDashFiles(once);
        refuseOutputOverInput(once);
        refuseEmptyInputs(once);
        return { values: once, positionals };
    }
    catch (error) {
        if (error instanceof UsageError)
            throw error;
        // Node's own errors (another realm's under a test runner) by their message, whatever their class.
        const message = error?.message;
        const why = typeof message === 'string' ? message : String(error);
        // Node's words for an unknown flag end in an unbalanced quote: said plainly instead.
        const unknown = /^Unknown option '([^']*)'/.exec(why)?.[1];
        const guess = unknown === undefined ? undefined : closest(unknown.replace(/^-+/, ''), Object.keys(OPTIONS));
        const valueless = missingValueOf(why);
        const bare = /^Option '(--[a-z-]+)' does not take an argument/.exec(why)?.[1];
        const said = valueless !== undefined
            ? valueless in DURATION_LIKE
                ? `${valueless} needs a duration after it, and none was given, or the one given starts with '-' (a duration is longer than zero): give it as ${valueless} ${DURATION_LIKE[valueless]}`
                : `${valueless} needs a value after it, and none was given, or the one given starts with '-' and reads as a flag: give it as ${valueless}=${VALUE_LIKE[valueless] ?? '-VALUE'}`
            : bare !== undefined
                ? `${bare} takes no value: give it alone to turn it on, or leave it out`
                : unknown === undefined
                    ? why.replace(/\s*\n\s*/g, ' ').replace(/\.$/, '')
                    : guess !== undefined && SECRET_FLAGS.includes(guess)
                        ? `'${unknown}' is not a flag, and --${guess} is refused too (${SECRET_ON_COMMAND_LINE}). ${secretInstead(guess)}`
                        : `'${unknown}' is not a flag${guess === undefined ? '' : `: did you mean --${guess}?`}`;
        const end = /[?.]$/.test(said) ? '' : '.';
        throw new UsageError(`${said}${end} Run 'wait-for-agent-job --help' for the commands and their flags.`);
    }
}
/**
 * The flag Node's parseArgs found with no value (`--prompt` last, or before another flag: its words
 * suggest `--prompt=-XYZ`), or undefined for any other of its errors.
 */
function missingValueOf(why) {
    const flag = /^Option '(--[a-z-]+)(?: <value>)?' argument (?:missing|is ambiguous)/.exec(why)?.[1];
    return flag !== undefined && Object.keys(OPTIONS).includes(flag.slice(2)) ? flag : undefined;
}
/**
 * An input's flag given empty (`--timeout "$UNSET"`) is a mistake, not the default: said, naming the
 * flag. An empty --project-id is main's to say, as MINTLIFY_PROJECT_ID may stand in for it.
 */
function refuseEmptyInputs(values) {
    const flags = [...INPUT_FLAGS, ...READ_FILES, 'output-file'];
    const empty = flags.find((name) => name !== 'project-id' && values[name] === '');
    if (empty !== undefined)
        throw new UsageError(`--${empty} is empty (a variable that holds nothing?): give it a value, or leave the flag out for its default.`);
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
/** Where a secret flag's value goes instead of the command line. */
const secretInstead = (name) => name === 'api-key' || name === 'previous-api-key'
    ? "Set MINTLIFY_ADMIN_API_KEY in the environment (your CI's masked variable), or pass --api-key-file FILE."
    : "'merge-request' reads GITLAB_TOKEN from the environment (a masked CI/CD variable); no other command needs a token of GitHub's or GitLab's.";
const SECRET_ON_COMMAND_LINE = "a secret on the command line shows in 'ps' and in shell history";
function refuseSecretFlags(values) {
    for (const name of SECRET_FLAGS) {
        if (values[name] === undefined)
            continue;
        throw new UsageError(`--${name} is refused: ${SECRET_ON_COMMAND_LINE}. ${secretInstead(name)}`);
    }
}
/** The flags a command has no use for: given, they are refused, never silently dropped. */
const NOT_FOR = {
    start: ['message', 'message-file', 'after-message', ...LOOP_FLAGS],
    message: ['prompt', 'prompt-file', 'after-message', ...LOOP_FLAGS],
    wait: ['prompt', 'prompt-file', 'message', 'message-file', 'no-wait', ...LOOP_FLAGS],
    'merge-request': ['message', 'message-file', 'after-message', 'no-wait'],
    status: [
        ...LOOP_FLAGS,
        'prompt',
        'prompt-file',
        'message',
        'message-file',
        'no-wait',
        'fail-on',
        'require-pr',
        'fail-fast',
        'after-message',
    ],
};
/** Flags a command refuses with words of their own (parseCli): start and merge-request make their job, status writes no file. */
const REFUSED_BY_NAME = {
    start: ['job-id'],
    'merge-request': ['job-id'],
    status: ['output-file'],
    message: [],
    wait: [],
};
/** Every flag a command takes, for its help: the same table that refuses the others. */
function flagsOf(command) {
    const refused = new Set([
        ...NOT_FOR[command],
        ...SECRET_FLAGS,
        ...REFUSED_BY_NAME[command],
        'help',
        'version',
    ]);
    return Object.keys(OPTIONS)
        .filter((name) => !refused.has(name))
        .map((name) => `--${name}`);
}
/** A value that starts with '-', as a flag given none would take it (the missing-value hint's example). */
const VALUE_LIKE = {
    '--prompt': '-TEXT',
    '--message': '-TEXT',
};
/** The flags that take a duration: one starting with '-' is never one, so no `=-5s` is suggested. */
const DURATION_LIKE = { '--timeout': '30m', '--poll-interval': '10s' };
/** What to run instead of a flag a command has no use for. */
const INSTEAD = {
    'fail-on': "'status' judges nothing: 'wait' exits by the fail policy.",
    'require-pr': "'status' judges nothing: 'wait' exits by the fail policy.",
    'fail-fast': "'status' reads each job once: 'wait' ends at the first failure with --fail-fast.",
    'after-message': "It is for 'wait' after 'message --no-wait' (a command that sends knows it did): wait-for-agent-job wait JOB_ID --after-message.",
    message: 'To send a follow-up: wait-for-agent-job message JOB_ID --message TEXT.',
    'message-file': 'To send a follow-up: wait-for-agent-job message JOB_ID --message-file FILE.',
    prompt: 'To start a job: wait-for-agent-job start --prompt TEXT.',
    'prompt-file': 'To start a job: wait-for-agent-job start --prompt-file FILE.',
};
/** One word of a job id's characters with a digit, `_` or `-` in it: more likely a job id than a text to send. */
const LOOKS_LIKE_JOB_ID = /^(?=.*[0-9_-])[A-Za-z0-9._~-]{1,200}$/;
/**
 * A prompt or message given as a word that reads as a job id (`message job_1 job_2`, as `wait`
 * takes two; `start job_1`, the command mixed up): refused, never sent as the text; the flag sends it.
 */
function refuseIdAsText(command, word) {
    // As sent: trimmed (a `\r` that `$(cat ids.txt)` leaves from a CRLF file is no other text). `-` is standard input.
    if (word === undefined || word.trim() === '-' || !LOOKS_LIKE_JOB_ID.test(word.trim()))
        return;
    word = word.trim();
    const flag = command === 'message' ? 'message' : 'prompt';
    throw new UsageError(command === 'start'
        ? `'start' was given '${word}', which reads as a job id, not a prompt: 'start' starts a new job. To wait for that job, run 'wait ${word}'; to send it as the prompt, give --prompt ${word}.`
        : command === 'merge-request'
            ? `'merge-request' was given '${word}', which reads as a job id, not a prompt: the merge request's note records its job, and its first pipeline starts one with the prompt. To send it as the prompt, give --prompt ${word}.`
            : `'message' was given a second word, '${word}', which reads as a job id: a message goes to one job. Give the text with --${flag} TEXT, --${flag}-file FILE or standard input (--${flag} ${word} sends that word).`);
}
/** Words that read as a text the shell split (any word no job id), not as several job ids. */
const splitText = (words) => words.some((word) => !LOOKS_LIKE_JOB_ID.test(word.trim()));
/**
 * Words beside a prompt given by flag: a second prompt (give it once), or job ids the command takes
 * none of; never advice to give them as the prompt, which would be two.
 */
function besidePrompt(command, values, rest, flagged, noJobId) {
    if (!textFlagged(values) || rest.length === 0 || flagged.length > 0)
        return;
    throw new UsageError(splitText(rest) || rest.includes('-')
        ? `Give the prompt once: --prompt, --prompt-file or as an argument, not several (${rest.length === 1 ? 'the word' : 'the words'} ${rest.map(shell_word/* shellWord */.r).join(' ')} ${rest.length === 1 ? 'was' : 'were'} read as a second prompt).`
        : `'${command}' takes no job id: ${noJobId}`);
}
/** A text already given by flag: words beside it cannot be it. */
const textFlagged = (values) => ['prompt', 'prompt-file', 'message', 'message-file'].some((flag) => values[flag] !== undefined);
/**
 * Words that all read as job ids may still be a text the shell split (`release-notes v2.1`): said
 * too, with the one argument it should be, short texts only.
 */
function orSplit(words, flagged, values) {
    if (textFlagged(values) || flagged.length > 0 || words.length < 2)
        return '';
    const joined = words.join(' ');
    return joined.length > 60
        ? ''
        : ` If ${(0,shell_word/* shellWord */.r)(joined)} is the text, the shell split it at its spaces: quote it as one argument.`;
}
/** A text given as several words (unquoted in a shell): the words, and the one argument it should be. */
function wordsApart(command, flag, words, before = '') {
    const joined = words.join(' ');
    const split = `'${command}' was given ${words.length} words where it takes one ${flag}: the shell split the text at its spaces.`;
    // A long text is not said back: its file is the way to give it.
    if (joined.length > 60)
        return `${split} Quote it as one argument, or give it with --${flag}-file FILE or on standard input.`;
    return `${split} Quote it as one argument (wait-for-agent-job ${command} ${before}${(0,shell_word/* shellWord */.r)(joined)}) or give it with --${flag} ${(0,shell_word/* shellWord */.r)(joined)}.`;
}
/** Where 'start' reads its prompt: a flag, a file, standard input, or its one word. */
function startPrompt(values, rest, flagged, stdinIsTerminal) {
    besidePrompt('start', values, rest, flagged, "it starts a job with the prompt given by flag. To wait for that job, run 'wait' with its id.");
    if (flagged.length > 0 || (rest.length > 1 && !splitText(rest)))
        throw new UsageError(`'start' takes no job id: it starts a job. Give the prompt with --prompt, --prompt-file or standard input.${orSplit(rest, flagged, values)}`);
    if (rest.length > 1)
        throw new UsageError(wordsApart('start', 'prompt', rest));
    refuseIdAsText('start', rest[0]);
    const prompt = textSource(values, 'prompt', rest[0], stdinIsTerminal);
    if (!prompt)
        throw new UsageError("'start' needs a prompt: --prompt TEXT, --prompt-file FILE, or the text on standard input.");
    return prompt;
}
/** What to run instead of --no-wait, by the command it was given to. */
const NO_WAIT_INSTEAD = {
    wait: "'wait' is the command that waits: to read a job once without waiting, run 'wait-for-agent-job status JOB_ID'.",
    status: "'status' reads each job once and never waits.",
    'merge-request': "'merge-request' says how the job's turn ended in its note and status: it waits for the turn, or with --let-go ends at once and the scheduled pipeline finishes them.",
};
function refuseOtherCommandsFlags(command, values) {
    const flag = NOT_FOR[command].find((name) => values[name] !== undefined);
    if (flag === undefined)
        return;
    const instead = (flag === 'no-wait' ? NO_WAIT_INSTEAD[command] : INSTEAD[flag]) ??
        `Run 'wait-for-agent-job ${command} --help' for its flags.`;
    throw new UsageError(`'${command}' takes no --${flag}: it would not be used. ${instead}`);
}
/** A flag that judges a job's ending and asks for something, beside --no-wait: a command that does not wait never reads one. */
function refuseJudgingWithoutWait(command, values) {
    if (values['no-wait'] !== true)
        return;
    const asked = (name) => {
        const value = values[name];
        return typeof value === 'string' && (0,inputs/* asksOfEnding */.TJ)(name, value);
    };
    const flag = inputs/* JUDGING_INPUTS */.LJ.find(asked);
    if (flag === undefined)
        return;
    const value = String(values[flag]);
    // As a shell reads it: `--fail-on='failed, archived'`, never a second word taken for a job id.
    const given = flag !== 'fail-on' && value.toLowerCase() === 'true' ? '' : `=${(0,shell_word/* shellWord */.r)(value)}`;
    throw new UsageError(`'${command} --no-wait' takes no --${flag}: a command that does not wait never reads how the job ends. Drop --no-wait, or judge the job later: wait-for-agent-job wait JOB_ID --${flag}${given}.`);
}
/** `--help`, `COMMAND --help` or `help COMMAND`; no command at all is bad usage. */
function helpOf(values, first, second) {
    if (first === undefined && values.help !== true)
        throw new UsageError(`Give a command: ${COMMANDS.join(', ')}. Run 'wait-for-agent-job --help' for each one's flags.`);
    if (values.help !== true && first !== 'help')
        return undefined;
    const topic = first === 'help' ? second : first;
    if (topic !== undefined && !COMMANDS.includes(topic))
        throw new UsageError(`'${topic}' is not a command${didYouMean(topic, COMMANDS)}. The commands: ${COMMANDS.join(', ')}.`);
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
    const given = flagValues(argv, 'output-file')[0];
    // A file the command reads (a key, a prompt) is never written over, not even by a usage error's ending.
    const read = READ_FILES.flatMap((flag) => flagValues(argv, flag));
    const over = given !== undefined && (read.some((file) => sameFile(file, given)) || isStandardInput(given));
    // Standard output is --json's: the refusal's JSON goes there alone.
    const json = given !== undefined && argv.includes('--json') && writesStandardOutput(given);
    return over || json ? undefined : given;
}
/**
 * The values of the secret flags, refused as flags but secret all the same (a path may hold one).
 * A word or a command is none (`--gitlab-token $GITLAB_TOKEN merge-request`, the variable unset):
 * hidden, it would garble every message.
 */
const secretFlagValues = (argv) => SECRET_FLAGS.flatMap((name) => flagValues(argv, name)).filter((value) => value.length >= MIN_SECRET_CHARS && !COMMANDS.includes(value));
/** A value this short is a word, not a key or a token. */
const MIN_SECRET_CHARS = 8;
/** The files --api-key-file names, as written (read before the flags are, so that no early error shows the key). */
const keyFilesOf = (argv) => flagValues(argv, 'api-key-file');
/** The flags that name a file the command reads. */
const READ_FILES = ['api-key-file', 'prompt-file', 'message-file'];
/** Whether two paths name one file: the same path, or one file reached by a link (its device and inode). */
function sameFile(a, b) {
    if (external_node_path_default().resolve(a) === external_node_path_default().resolve(b))
        return true;
    try {
        const [first, second] = [(0,external_node_fs_.statSync)(a), (0,external_node_fs_.statSync)(b)];
        return first.dev === second.dev && first.ino === second.ino;
    }
    catch {
        return false; // one of them does not exist yet: no file is both
    }
}
/** The names of this process's standard input and output, as a shell or a CI writes them. */
const STANDARD = {
    input: ['/dev/stdin', '/dev/fd/0', '/proc/self/fd/0'],
    output: ['/dev/stdout', '/dev/fd/1', '/proc/self/fd/1'],
};
/** Whether reading the file reads standard input: its name, or the same pipe or file (`/dev/fd/0` by any path). */
function readsStandardInput(file) {
    if (STANDARD.input.includes(external_node_path_default().resolve(file)))
        return true;
    try {
        const [input, named] = [(0,external_node_fs_.fstatSync)(0), (0,external_node_fs_.statSync)(file)];
        return !input.isCharacterDevice() && input.dev === named.dev && input.ino === named.ino;
    }
    catch {
        return false;
    }
}
/** Whether writing the file writes standard output: its name, or the same file by any path (a link to /dev/stdout). */
function writesStandardOutput(file) {
    if (STANDARD.output.includes(external_node_path_default().resolve(file)))
        return true;
    try {
        const [output, named] = [(0,external_node_fs_.fstatSync)(1), (0,external_node_fs_.statSync)(file)];
        return output.dev === named.dev && output.ino === named.ino;
    }
    catch {
        return false;
    }
}
/** Whether the file is the one standard input was redirected from (`< prompt.md`). */
function isStandardInput(file) {
    try {
        const [input, named] = [(0,external_node_fs_.fstatSync)(0), (0,external_node_fs_.statSync)(file)];
        return input.isFile() && input.dev === named.dev && input.ino === named.ino;
    }
    catch {
        return false;
    }
}
/** A flag's values as written (`--name VALUE` or `--name=VALUE`), each time it is given; a flag in its place, or empty, names none. */
function flagValues(argv, name) {
    return argv.flatMap((arg, at) => {
        const given = arg === `--${name}` ? argv[at + 1] : arg.startsWith(`--${name}=`) ? arg.slice(name.length + 3) : undefined;
        return given === undefined || given === '' || given.startsWith('-') ? [] : [given];
    });
}
/** What every command takes alike: the inputs' flags, --json, --no-wait, the files, where the ids came from. */
function commonArgs(values, flagged) {
    return {
        inputs: Object.fromEntries(INPUT_FLAGS.flatMap((name) => (values[name] === undefined ? [] : [[name, values[name]]]))),
        json: values.json === true,
        ...(flagged.length > 0 ? { jobIdsFlagged: flagged } : {}),
        wait: values['no-wait'] !== true,
        ...(values['api-key-file'] === undefined ? {} : { apiKeyFile: values['api-key-file'] }),
        ...(values['output-file'] === undefined ? {} : { outputFile: values['output-file'] }),
    };
}
function parseCli(argv, stdinIsTerminal) {
    const { values, positionals } = parsed(argv);
    refuseSecretFlags(values);
    const [first, ...rest] = positionals;
    const flagged = values['job-id'] ?? [];
    const base = commonArgs(values, flagged);
    if (values.version === true)
        return { ...base, command: 'version', jobIds: [] };
    const help = helpOf(values, first, rest[0]);
    if (help)
        return { ...base, ...help, jobIds: [] };
    if (first === undefined || !COMMANDS.includes(first))
        throw new UsageError(`'${first}' is not a command${didYouMean(first, COMMANDS)}. The commands: ${COMMANDS.join(', ')}; 'wait-for-agent-job --help' says more.`);
    const command = first;
    refuseOtherCommandsFlags(command, values);
    refuseJudgingWithoutWait(command, values);
    if (command === 'start')
        return { ...base, command, jobIds: [], prompt: startPrompt(values, rest, flagged, stdinIsTerminal) };
    if (command === 'merge-request') {
        const prompt = loopPrompt(values, rest, flagged, stdinIsTerminal);
        return { ...base, inputs: withGitLabRole(base.inputs), command, jobIds: [], prompt };
    }
    if (command === 'message') {
        // A word beside --job-id could be a job id as well as the message: the message is then asked for by name.
        if (flagged.length > 0 && rest.some((word) => word !== '-'))
            throw new UsageError("'message' takes one job id: with --job-id, give the message with --message TEXT, --message-file FILE or standard input, not as a word (a word there may be a second job id).");
        const [job, text, ...more] = flagged.length > 0 ? [...flagged, ...rest] : rest;
        if (job === undefined || job.trim() === '')
            throw new UsageError(`'message' needs the job's id: wait-for-agent-job message JOB_ID --message TEXT.${job === undefined ? '' : EMPTY_ID}`);
        const textGiven = values.message !== undefined || values['message-file'] !== undefined;
        if (more.length > 0 && flagged.length === 0 && !textGiven && splitText([text ?? '', ...more]))
            throw new UsageError(wordsApart('message', 'message', [text ?? '', ...more], `${(0,shell_word/* shellWord */.r)(job)} `));
        if (more.length > 0 || flagged.length > 1 || (text !== undefined && textGiven))
            throw new UsageError(`'message' goes to one job: give one job id, and the message once.${orSplit([text ?? '', ...more], flagged, values)}`);
        refuseIdAsText('message', text);
        const message = textSource(values, 'message', text, stdinIsTerminal);
        if (!message)
            throw new UsageError("'message' needs a message: --message TEXT, --message-file FILE, or the text on standard input.");
        return { ...base, command, jobIds: [job], message };
    }
    const jobIds = [...flagged, ...rest];
    if (command === 'status' && base.outputFile !== undefined)
        throw new UsageError("'status' writes no --output-file: it reads each job once. Use --json, or 'wait' for the dotenv file.");
    if (jobIds.every((id) => id.trim() === ''))
        throw new UsageError(`'${command}' needs at least one job id: wait-for-agent-job ${command} JOB_ID [JOB_ID ...].${jobIds.length > 0 ? EMPTY_ID : ''}`);
    return { ...base, command, jobIds };
}
/** The prompt a merge request's first pipeline starts its job with; no job id (the note records the job). */
function loopPrompt(values, rest, flagged, stdinIsTerminal) {
    besidePrompt('merge-request', values, rest, flagged, "the merge request's note records its job.");
    if (flagged.length > 0 || (rest.length > 1 && !splitText(rest)))
        throw new UsageError(`'merge-request' takes no job id: the merge request's note records its job. Give the prompt with --prompt, --prompt-file or standard input.${orSplit(rest, flagged, values)}`);
    if (rest.length > 1)
        throw new UsageError(wordsApart('merge-request', 'prompt', rest));
    if (values['agent-login'] === undefined)
        throw new UsageError("'merge-request' needs --agent-login: the GitLab username Mintlify opens its merge requests as (the bot user of the access token Mintlify was given). Without it the agent's own docs merge request would start a job of its own.");
    refuseIdAsText('merge-request', rest[0]);
    const prompt = textSource(values, 'prompt', rest[0], stdinIsTerminal);
    if (!prompt)
        throw new UsageError("'merge-request' needs the prompt a merge request's first pipeline starts its job with: --prompt TEXT, --prompt-file FILE, or the text on standard input.");
    return prompt;
}
/** GitLab's roles, as the permission levels a command's author is held to (src/gitlab/merge-request.ts reads a member's so). */
const GITLAB_ROLES = {
    reporter: 'triage',
    developer: 'write',
    maintainer: 'maintain',
    owner: 'admin',
};
/** `--follow-up-permission` on GitLab names a role (Developer); the levels the action takes mean the same. */
function withGitLabRole(inputs) {
    const given = inputs['follow-up-permission'];
    if (given === undefined)
        return inputs;
    const word = given.trim().toLowerCase();
    const level = GITLAB_ROLES[word] ?? (Object.values(GITLAB_ROLES).includes(word) ? word : undefined);
    if (level === undefined)
        throw new UsageError(`--follow-up-permission is ${(0,shell_word/* shellWord */.r)(given)}; use reporter, developer, maintainer or owner: the least role in the project a member needs for a command note to go to the job (developer unless given).`);
    return { ...inputs, 'follow-up-permission': level };
}
/** `-` is standard input or output to a reader of a command line: never a file named `-` here. */
function refuseDashFiles(values) {
    if (values['api-key-file'] === '-')
        throw new UsageError("--api-key-file - would read a file named '-': the key is read from a file's first line, never from standard input (the prompt may come there). Give the key file's path, or set MINTLIFY_ADMIN_API_KEY.");
    const keyFile = values['api-key-file'];
    if (typeof keyFile === 'string' && keyFile !== '' && readsStandardInput(keyFile))
        throw new UsageError(`--api-key-file ${keyFile} reads standard input: the key is read from a file's first line, never from standard input (the prompt may come there, and the key would take it). Give the key file's path, or set MINTLIFY_ADMIN_API_KEY.`);
    const output = values['output-file'];
    if (values.json === true && typeof output === 'string' && output !== '' && writesStandardOutput(output))
        throw new UsageError(`--json prints one JSON object on standard output, and --output-file ${output} would put the KEY=VALUE lines there too, so neither would read back: give --output-file a file's path (or /dev/stderr), or leave out --json.`);
    if (values['output-file'] === '-')
        throw new UsageError("--output-file - would write a file named '-'. For standard output give --output-file /dev/stdout (the KEY=VALUE lines come in one block at the end); else give a file's path.");
}
/** The dotenv file is written first thing: one that is a file the command reads would be lost (a key, a prompt). */
function refuseOutputOverInput(values) {
    const output = values['output-file'];
    if (typeof output !== 'string' || output === '')
        return;
    for (const flag of READ_FILES) {
        const read = values[flag];
        if (typeof read === 'string' && read !== '' && sameFile(read, output))
            throw new UsageError(`--output-file ${output} is the file --${flag} reads: writing the results there would overwrite it. Give --output-file another path.`);
    }
    if (isStandardInput(output))
        throw new UsageError(`--output-file ${output} is the file standard input is read from: writing the results there would overwrite it. Give --output-file another path.`);
}
/** Said when the id given is empty: most often a variable that holds none. */
const EMPTY_ID = " The id given is empty: check that the variable that holds it (the start's JOB_ID) is set.";


/***/ }),

/***/ 6955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rq: () => (/* binding */ earlyRedact),
/* harmony export */   Tx: () => (/* binding */ commandLineSecrets),
/* harmony export */   j8: () => (/* binding */ keyFileSecrets),
/* harmony export */   u0: () => (/* binding */ environmentTokens)
/* harmony export */ });
/* harmony import */ var _inputs_secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3332);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8776);
/* harmony import */ var _output_redaction_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5928);
/**
 * What is known to be secret before the key is read, for the command's first words: the key and
 * the tokens in the environment, a key pasted on the command line, and --api-key-file's lines.
 * Loads nothing a Node.js too old for the rest cannot run (src/cli/too-old.ts asks it too).
 */



/**
 * A key pasted where a command or a flag's value goes (`--prompt-file=mint_…`, `./mint_…`,
 * `--mint_…` too), a secret flag's value (refused, and secret all the same), and the lines of
 * --api-key-file, which runCli reads first: never echoed back.
 */
function commandLineSecrets(deps) {
    // At an argument's start, after its dashes, an `=` or a path's `/`: never a word inside a prompt's prose.
    const pasted = deps.argv.flatMap((arg) => [...arg.matchAll(/(?:^-*|[=/])["']?(mint_[^\s=,;:'"/\\]{6,})/g)].map((match) => match[1] ?? ''));
    return [...pasted, ...(0,_args_js__WEBPACK_IMPORTED_MODULE_0__/* .secretFlagValues */ .t4)(deps.argv), ...(deps.keyFileLines ?? [])];
}
/**
 * The tokens a CI job's environment holds, whatever the command (only `merge-request` uses
 * GitLab's): secret on every surface, since a service or proxy may echo them back. An unexpanded
 * reference is a name, no secret: hidden, it would hide the name in every message.
 */
function environmentTokens(env) {
    return [env.GITLAB_TOKEN ?? '', env.CI_JOB_TOKEN ?? '']
        .map((value) => ((0,_inputs_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .unexpandedReference */ .gD)(value) === undefined ? (0,_inputs_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .keyOfLine */ .hX)(value).trim() : ''))
        .filter((value) => value !== '');
}
/** What is known to be secret before the key is read: the key and the tokens in the environment, and any key on the command line. */
function earlyRedact(deps) {
    const key = deps.env.MINTLIFY_ADMIN_API_KEY ?? '';
    const secrets = [(0,_inputs_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .unexpandedReference */ .gD)(key) === undefined ? (0,_inputs_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .keyOfLine */ .hX)(key) : '', ...environmentTokens(deps.env)];
    return (0,_output_redaction_js__WEBPACK_IMPORTED_MODULE_1__/* .createRedact */ .ay)([...secrets, ...commandLineSecrets(deps)]);
}
/** A key file's lines, each as a key (`KEY=` or quotes aside too): the secrets it may hold. */
const keyFileSecrets = (text) => text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .flatMap((line) => [line, (0,_inputs_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .keyOfLine */ .hX)(line), /^(["'`])(.*)\1$/.exec(line)?.[2] ?? '']);


/***/ }),

/***/ 3592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FO: () => (/* binding */ exitCodeOf),
/* harmony export */   HL: () => (/* binding */ redactedJsonLine),
/* harmony export */   bA: () => (/* binding */ typedOutputs),
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   mZ: () => (/* binding */ exitCodeOfRun),
/* harmony export */   qb: () => (/* binding */ dotenvCuts),
/* harmony export */   rF: () => (/* binding */ jsonLine),
/* harmony export */   y1: () => (/* binding */ dotenvOf)
/* harmony export */ });
/* unused harmony exports DOTENV_OUTPUTS, MAX_DOTENV_BYTES */
/* harmony import */ var _output_redaction_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5928);
/* harmony import */ var _output_redacted_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8308);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(218);



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
function exitCodeOfRun(outcome, failed, signal, outputs, answeredJobs = [], 
/** The run's own code when it is known apart from its outcome (a request the service refused as sent: 4). */
ownCode) {
    let results = [];
    try {
        results = JSON.parse(outputs.results || '[]');
    }
    catch {
        results = [];
    }
    // A status read, or an answer whose status does not count yet (final from before a message).
    const read = (entry) => (typeof entry.status === 'string' && entry.status !== '') ||
        (typeof entry.id === 'string' && answeredJobs.includes(entry.id));
    // A job's answer read (`job`), even one whose status is not counted (still final from before a message), is the service answering.
    const answered = (outputs.status ?? '') !== '' || (outputs.job ?? '') !== '';
    const statusRead = results.length === 0 ? answered : results.some(read) || (results.length === 1 && answered);
    const own = ownCode ?? exitCodeOf(outcome, failed, signal, statusRead);
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
 * The JSON the command prints, on one line: a CI's runner may read its output, and some read a
 * command anywhere in a line (GitHub's older `##[name]`, Azure's `##vso[`), so that `[` is written
 * escaped (`\\u005b`, the same value to any JSON reader).
 */
function jsonLine(value) {
    return `${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.withoutRunnerCommands)((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.oneLineJson)(value), '\\u005b')}\n`;
}
/**
 * The JSON line with every secret hidden (output/redacted-json.ts): each string, then any part
 * whose strings, read one after another, still spell one; our own field names and syntax are kept
 * (a key `null` or `x` never breaks the document). Then each string as the line prints it (a `[`
 * written `\u005b`), alone and one after another. Should that hide the whole, every string is
 * hidden: never a piece of a secret, and always a JSON object with its fields.
 */
function redactedJsonLine(value, redact) {
    const hidden = (0,_output_redacted_json_js__WEBPACK_IMPORTED_MODULE_1__/* .redactedValue */ .Q)(value, redact, 'ours');
    const whole = typeof hidden === 'object' && hidden !== null && !Array.isArray(hidden);
    const printed = whole ? hideWhatPrints(hidden, redact) : undefined;
    return jsonLine(printed ?? everyStringHidden(value));
}
/** A string as jsonLine prints it, without its quotes. */
const printedForm = (text) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.withoutRunnerCommands)((0,_output_text_js__WEBPACK_IMPORTED_MODULE_2__.oneLineJson)(text), '\\u005b').slice(1, -1);
/** Each string whose printed form shows a secret hidden; undefined when the printed strings, one after another, still do. */
function hideWhatPrints(value, redact) {
    const hide = (part) => {
        if (typeof part === 'string')
            return redact(printedForm(part)) === printedForm(part) ? part : _output_redaction_js__WEBPACK_IMPORTED_MODULE_0__/* .REDACTED */ .XF;
        if (Array.isArray(part))
            return part.map(hide);
        if (typeof part !== 'object' || part === null)
            return part;
        return Object.fromEntries(Object.entries(part).map(([key, inner]) => [key, hide(inner)]));
    };
    const hidden = hide(value);
    const joined = stringsOf(hidden).map(printedForm).join('');
    return redact(joined) === joined ? hidden : undefined;
}
/** Every string of a value, in the order its JSON shows them. */
function stringsOf(value) {
    if (typeof value === 'string')
        return [value];
    if (Array.isArray(value))
        return value.flatMap(stringsOf);
    if (typeof value !== 'object' || value === null)
        return [];
    return Object.values(value).flatMap(stringsOf);
}
function everyStringHidden(value) {
    if (typeof value === 'string')
        return _output_redaction_js__WEBPACK_IMPORTED_MODULE_0__/* .REDACTED */ .XF;
    if (Array.isArray(value))
        return value.map(everyStringHidden);
    if (typeof value !== 'object' || value === null)
        return value;
    return Object.fromEntries(Object.entries(value).map(([key, part]) => [key, everyStringHidden(part)]));
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
/**
 * What a value may hold as it is: nothing a shell, GitLab's dotenv report or Jenkins' properties
 * read as more than text. A comma is the list's own (ids or links joined): one inside a value is encoded.
 */
const PLAIN = /^[A-Za-z0-9_./:@+=-]$/u;
/** A character as the file writes it: itself when plain, else its UTF-8 bytes percent-encoded. */
const encoded = (character) => PLAIN.test(character)
    ? character
    : [...Buffer.from(character)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
/**
 * The items percent-encoded outside PLAIN and joined by commas, at most `bytes`: a list keeps its
 * first whole items, and a value longer than that alone is left out whole, so no value is a piece
 * of one (a branch cut short names another branch).
 */
function encodedValue(items, bytes) {
    let kept = '';
    for (const item of items) {
        const next = `${kept === '' ? '' : ','}${[...item].map(encoded).join('')}`;
        if (kept.length + next.length > bytes)
            return kept;
        kept += next;
    }
    return kept;
}
/**
 * `KEY=VALUE` lines: single-line values (several job ids or links joined by commas), every
 * character but letters, digits and `_ . / : @ + = -` percent-encoded (a comma within a value too) (`decodeURIComponent`
 * reads it back): a shell that sources the file (CircleCI's recipe) runs nothing a value holds,
 * GitLab expands no `$VAR`, Jenkins reads no escape. Each value is cut to MAX_DOTENV_VALUE, so
 * all of them, EXIT_CODE included, fit in 5 KB.
 */
/** `exitCode` '' while the command runs: the file written first, to prove it can be. */
function dotenvOf(outputs, exitCode) {
    const lines = DOTENV_OUTPUTS.map((name) => `${dotenvName(name)}=${dotenvValue(outputs, name).kept}`);
    return `${[...lines, `EXIT_CODE=${exitCode}`].join('\n')}\n`;
}
const dotenvName = (name) => name.toUpperCase().replace(/-/g, '_');
/** A value as the file holds it, and how many of its items (a list's) it keeps of how many. */
function dotenvValue(outputs, name) {
    const items = (outputs[name] ?? '').split('\n').filter(Boolean);
    const kept = encodedValue(items, MAX_DOTENV_VALUE);
    return { kept, items: items.length, keptItems: kept === '' ? 0 : kept.split(',').length };
}
/** What the dotenv file left out: a list that kept only its first items, or a value too long for it, said on standard error. */
function dotenvCuts(outputs) {
    const bound = `a dotenv value is at most ${MAX_DOTENV_VALUE} bytes, percent-encoded`;
    return DOTENV_OUTPUTS.flatMap((name) => {
        const { items, keptItems } = dotenvValue(outputs, name);
        if (keptItems === items)
            return [];
        return keptItems === 0
            ? [
                `${dotenvName(name)} in the --output-file is empty: its value is too long for it (${bound}); --json has it whole.`,
            ]
            : [
                `${dotenvName(name)} in the --output-file holds the first ${keptItems} of ${items} (${bound}): --json has them all.`,
            ];
    });
}


/***/ }),

/***/ 2697:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ shellWord)
/* harmony export */ });
/** A word the shell reads as it is written; anything else goes in single quotes. */
const shellWord = (value) => /^[A-Za-z0-9._~:/%@+=,-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;


/***/ }),

/***/ 6736:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CK: () => (/* binding */ systemLink),
/* harmony export */   Q9: () => (/* binding */ writePrivately),
/* harmony export */   r_: () => (/* binding */ writesOwnStream)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/** The dotenv file's one write: private, whole, and never through a planted link. */




/**
 * Writes `text` to `file`, owner-only, as a new file renamed into place: a symbolic link at `file`
 * (one another user planted in a shared folder) is replaced, never followed, and a reader never
 * sees half a file. The system's own links are followed: one that ends at this command's standard
 * output or error (`/dev/stdout`, whatever it was redirected to) is written to through that
 * stream, and one the system keeps under /dev or /proc (`/dev/fd/63` of `>(...)`) as it is.
 */
async function writePrivately(file, text) {
    const found = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat)(file).catch(() => undefined);
    // A device (/dev/null) is written to as it is: renaming over it would replace it.
    if (found?.isCharacterDevice())
        return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(file, text, 'utf8');
    if (found?.isSymbolicLink()) {
        const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(file).catch(() => undefined);
        const stream = target ? ownStream(target) : undefined;
        if (stream)
            return new Promise((resolve, reject) => stream.write(text, (error) => (error ? reject(error) : resolve())));
        if (target && systemLink(file))
            return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(file, text, 'utf8');
    }
    if (found && !found.isFile() && !found.isSymbolicLink())
        throw new Error(`it is not a file (${found.isDirectory() ? 'a folder' : 'a pipe, socket or device'})`);
    // A name no other user can foresee, so none can take it first in a shared folder.
    const temporary = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(file)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex')}.tmp`);
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(temporary, text, { encoding: 'utf8', mode: 0o600, flag: 'wx' });
    }
    catch (error) {
        // The temporary file's name would mislead: it is the folder (or its disk) that refused.
        throw new Error(folderRefused(error.code, node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(file)), { cause: error });
    }
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temporary, file);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temporary, { force: true });
        throw error;
    }
}
/** Why no new file could be made in `folder`, in words that name it rather than the temporary file. */
function folderRefused(code, folder) {
    if (code === 'ENOENT')
        return `ENOENT: its folder '${folder}' does not exist`;
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
        return `${code}: no new file may be made in its folder '${folder}'`;
    if (code === 'ENOSPC' || code === 'EDQUOT')
        return `${code}: the disk of its folder '${folder}' is full`;
    return `${code ?? 'an error'} writing a new file in its folder '${folder}'`;
}
/** The command's standard output or error, when `target` is the very file it is. */
function ownStream(target) {
    const same = (fd) => {
        const own = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd, { throwIfNoEntry: false });
        return own !== undefined && own.dev === target.dev && own.ino === target.ino;
    };
    return same(1) ? process.stdout : same(2) ? process.stderr : undefined;
}
/** Whether the file is this process's own standard output or error, by any path (a link to /dev/stdout too). */
function writesOwnStream(file) {
    const target = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file, { throwIfNoEntry: false });
    return target !== undefined && ownStream(target) !== undefined;
}
/**
 * A link the system keeps for this process (/dev/stdout, /dev/fd/N, /proc/self/fd/N): no other user
 * can plant one there. Only these names: /dev holds folders every user may write to (/dev/shm,
 * /dev/mqueue), where a planted link is as likely as in /tmp.
 */
const systemLink = (file) => /^\/(?:dev\/(?:stdout|stderr|fd\/\d+)|proc\/(?:self|thread-self|\d+)\/fd\/\d+)$/.test(node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(file));


/***/ })

};
