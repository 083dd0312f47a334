export const id = 88;
export const ids = [88,393];
export const modules = {

/***/ 523:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ai: () => (/* binding */ redactParams),
/* harmony export */   eC: () => (/* binding */ TextWithRecords),
/* harmony export */   ui: () => (/* binding */ SignedRecord)
/* harmony export */ });
/**
 * A record the action signed (a comment's hidden marker, a check run's `external_id`), sent as
 * made: the client redacts every other text of a write, never this. A record carries no secret by
 * construction (ids and commit ids checked by pattern, a login, a turn's text the log redacted
 * before it was stored, all base64url-encoded, and an HMAC-SHA256 of them), so redaction could
 * find in it only a chance match of a piece of a secret, and would then break its signature.
 * Only `SignedRecord.of` makes one, and only the hosts' writes of records call it.
 */
class SignedRecord {
    token;
    constructor(token) {
        this.token = token;
    }
    static of(token) {
        return new SignedRecord(token);
    }
}
/** A parameter's text made of free text and signed records, joined once each free part is redacted. */
class TextWithRecords {
    parts;
    constructor(parts) {
        this.parts = parts;
    }
    static of(...parts) {
        return new TextWithRecords(parts);
    }
}
/**
 * A write's parameters as they leave: every string redacted (the one redaction, the log's), at
 * any depth (a comment's body, a check run's title, summary and text, a dispatch's inputs), and
 * each signed record kept as it was made.
 */
function redactParams(value, redact) {
    if (typeof value === 'string')
        return redact(value);
    if (value instanceof SignedRecord)
        return value.token;
    if (value instanceof TextWithRecords)
        return value.parts.map((part) => (part instanceof SignedRecord ? part.token : redact(part))).join('');
    if (Array.isArray(value))
        return value.map((item) => redactParams(item, redact));
    if (typeof value === 'object' && value !== null)
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactParams(item, redact)]));
    return value;
}


/***/ }),

/***/ 9755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GT: () => (/* binding */ takeClaim),
/* harmony export */   Ii: () => (/* binding */ STALE_CLAIM_MS),
/* harmony export */   aS: () => (/* binding */ claimVerdict)
/* harmony export */ });
/* unused harmony exports CLAIM_BOUND_MS, holderOf */
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);
/**
 * The one claim (lease) where two runs may meet, for the finish of a let-go turn and for the
 * reviews' lock alike: a reaction by the token's own account, which the host makes
 * once (201) and answers 200 after. Every run of a repository writes as that one account, so the
 * reaction alone cannot say which run holds it: the holder names itself (its run, its attempt and
 * the reaction's id) in the signed records it finishes under the claim. A run that finds the
 * claim taken asks the host whether the named run has ended; one that has is gone, whatever the
 * age of its claim. Taking the claim off on the way out is a speed-up, not the guarantee: SIGKILL,
 * or the rate limit that stopped the finish, can stop that too.
 */

/** A claim older than this is a run that died between its claim and its finish (a finish takes seconds). */
const STALE_CLAIM_MS = 10 * 60_000;
/**
 * How long a `/docs` command's claim (its 👀) holds when the Actions API cannot say whether the
 * run that made it is alive: minutes, not that run's whole `timeout`.
 */
const CLAIM_BOUND_MS = 15 * 60_000;
/** The holder a claim's records name for this very reaction; a name for another reaction names no one. */
function holderOf(reaction, named) {
    const found = named.find((holder) => holder.reaction === reaction);
    return found && { run: found.run, attempt: found.attempt };
}
/**
 * A claim someone else made: free at once when the run it names has ended (an earlier attempt of
 * this very run has: attempts follow one another), or, naming no run, when no other run of the
 * repository is in progress; else once it is older than STALE_CLAIM_MS (a run the host cannot tell
 * of, or a claim naming no run while other runs are in progress). A live holder is waited on until then, as
 * no finish holds its claim for minutes.
 */
function claimVerdict(claim) {
    const { holder, self } = claim;
    if (holder !== undefined && self && holder.run === self.run && holder.attempt <= self.attempt)
        return { kind: 'free', why: 'this-run' };
    if (holder !== undefined && claim.state === 'ended')
        return { kind: 'free', why: 'ended' };
    // No run but this one is in progress: whoever made the claim has ended, named or not.
    if (holder === undefined && claim.othersRunning === false)
        return { kind: 'free', why: 'no-run' };
    const waits = claim.holds === 'while-it-waits';
    if (waits && holder === undefined && claim.othersRunning === true)
        return { kind: 'held' };
    const staleMs = waits ? CLAIM_BOUND_MS : STALE_CLAIM_MS;
    return claim.nowMs - claim.at > staleMs ? { kind: 'free', why: 'stale' } : { kind: 'held' };
}
const FREE_BECAUSE = {
    ended: (holder) => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `run ${holder.run} (attempt ${holder.attempt}), which holds it, has ended`,
    'this-run': () => 'this run, or an earlier attempt of it, left it',
    'no-run': () => 'it names no run, and the Actions API lists no other run in progress, so its run has ended',
    stale: () => (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `it is older than ${STALE_CLAIM_MS / 60_000} minutes, so its run died`,
};
/**
 * Makes the claim: the host making the reaction (201) says this run holds it. One another run
 * made is taken over when it is free (claimVerdict): its reaction removed and made again, so of
 * two runs that both take it over, the host makes one reaction (201).
 */
async function takeClaim(site) {
    const { host, commentId, mark, budget } = site;
    const react = (id, content) => host.react(id, content, budget());
    const first = await react(commentId, mark);
    if (!first.ok)
        return { kind: 'failed', cause: first.cause };
    const { created, id, author } = first.value;
    if (created)
        return { kind: 'taken', ...(id === undefined ? {} : { id }), ...(author ? { author } : {}) };
    if (id === undefined)
        return { kind: 'held' };
    const holder = holderOf(id, site.named ?? []);
    const [listed, state, othersRunning] = await Promise.all([
        host.reactions(commentId, budget()),
        holder === undefined || holder.run === site.self.run ? undefined : host.runState(holder, budget()),
        holder === undefined ? host.otherRunsInProgress(budget()) : undefined,
    ]);
    const shown = listed.ok ? listed.value.find((reaction) => reaction.id === id) : undefined;
    // A claim the list does not show was taken off meanwhile: 200 stands, the next run finds it free.
    if (listed.ok && !shown)
        return { kind: 'held', id, ...(holder ? { holder } : {}) };
    const verdict = claimVerdict({
        ...{ at: shown?.at ?? Number.NaN, holder, state, self: site.self, nowMs: site.date() },
        ...(othersRunning === undefined ? {} : { othersRunning }),
    });
    if (verdict.kind === 'held') {
        const at = shown?.at === undefined || Number.isNaN(shown.at) ? {} : { at: shown.at };
        return { kind: 'held', id, ...(holder ? { holder } : {}), ...(state === undefined ? {} : { state }), ...at };
    }
    await host.unreact(commentId, id, budget());
    const again = await react(commentId, mark);
    if (!again.ok)
        return { kind: 'failed', cause: again.cause };
    if (!again.value.created)
        return { kind: 'held', ...(again.value.id === undefined ? {} : { id: again.value.id }) };
    const taken = again.value.id === undefined ? {} : { id: again.value.id };
    return { kind: 'taken', ...taken, tookOver: FREE_BECAUSE[verdict.why](holder ?? site.self) };
}


/***/ }),

/***/ 518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ not),
/* harmony export */   Q3: () => (/* binding */ earlierState),
/* harmony export */   TE: () => (/* binding */ NEXT_RUNS),
/* harmony export */   UA: () => (/* binding */ commandLookBack),
/* harmony export */   UK: () => (/* binding */ readCommand),
/* harmony export */   b$: () => (/* binding */ commandMessage),
/* harmony export */   fi: () => (/* binding */ mayCommand),
/* harmony export */   iw: () => (/* binding */ looksLikeACommand),
/* harmony export */   pB: () => (/* binding */ editedCommandReply),
/* harmony export */   x6: () => (/* binding */ earlierCommands)
/* harmony export */ });
/* unused harmony exports UNSEEN_COMMAND_MS, COMMAND_LOOK_BACK_MS, MAX_EARLIER_COMMANDS */
/* harmony import */ var _inputs_follow_up_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2356);
/* harmony import */ var _claim_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9755);
/**
 * A pull request comment read as a command to the agent (`follow-up-command`, such as `/docs`), and
 * who may give one. Pure: the comment is the run's event as the host's wire read it
 * (src/github/comment-event.ts), the level is the host's answer. Every field of both is
 * untrusted: anything the wire could not read is "not a command", never a guess.
 */


const not = (why) => ({ kind: 'not-a-command', why });
/**
 * What may follow the command on its first line: its end, white space, or a sign people write after
 * a word (`/docs: x`, `/docs, x`, `/docs. x`). A letter, digit or any other sign makes a longer word
 * (`/docsy`, `/docs-preview`): another bot's command, not this one.
 */
const AFTER_COMMAND = /^(?:$|\s|[:,.;!?])/;
/**
 * The first line begins with the command, in any case (as the workflow's `startsWith` that started
 * the run reads it), followed by what AFTER_COMMAND allows; the message is what follows.
 */
function commandMessage(text, command) {
    const first = text.split('\n', 1)[0] ?? '';
    if (first.slice(0, command.length).toLowerCase() !== command.toLowerCase())
        return undefined;
    const after = first.charAt(command.length);
    if (!AFTER_COMMAND.test(after))
        return undefined;
    return text.slice(command.length + (/\S/.test(after) ? 1 : 0)).trim();
}
/** Why a first line is not the command: a longer word, or another beginning. */
function notTheCommand(text, command) {
    const first = text.split('\n', 1)[0] ?? '';
    return first.slice(0, command.length).toLowerCase() === command.toLowerCase()
        ? `its first line begins with a longer word than ${command}`
        : `its first line does not begin with ${command}`;
}
/**
 * The comment of the run's event as a command, or why it is not one: only a comment by a person
 * (not a bot, not the action), whose first line begins with the command followed by white space,
 * a sign such as a colon or a comma, or its end (in any case; a quote, a code block or a later line
 * is not a command).
 */
function readCommand(event, command, actionLogin) {
    if (event.kind !== 'comment')
        return event;
    const { id, body, author, createdAt } = event.comment;
    if (author?.login === undefined)
        return not("the comment's author is not named");
    if (author.bot)
        return not('its author is a bot');
    if (actionLogin !== undefined && author.login.toLowerCase() === actionLogin.toLowerCase())
        return not('the action wrote it');
    const text = body.replace(/\r\n?/g, '\n');
    const message = commandMessage(text, command);
    if (message === undefined)
        return not(notTheCommand(text, command));
    return { kind: 'command', commentId: id, login: author.login, message, at: createdAt };
}
/**
 * Whether a person's comment reads as a command to some bot: its first line begins with `/` or
 * `!`. Only such a comment is worth a warning when no `follow-up-command` is set.
 */
function looksLikeACommand(event) {
    if (event.kind !== 'comment' || event.comment.author?.bot !== false)
        return false;
    return /^\s*[/!]/.test(event.comment.body);
}
/** Whether a commenter at `level` may command where `required` is asked. */
function mayCommand(level, required) {
    return level !== undefined && _inputs_follow_up_js__WEBPACK_IMPORTED_MODULE_0__/* .PERMISSION_LEVELS */ .e.indexOf(level) >= _inputs_follow_up_js__WEBPACK_IMPORTED_MODULE_0__/* .PERMISSION_LEVELS */ .e.indexOf(required);
}
/** A command comment with no reaction yet counts as on its way this long: its run may not have started. */
const UNSEEN_COMMAND_MS = 120_000;

/**
 * How far back a run looks for earlier commands left unanswered (or the step's `timeout`, when
 * longer): one older than that is not sent by surprise.
 */
const COMMAND_LOOK_BACK_MS = 6 * 60 * 60_000;
/** The commands' look-back for a step of this `timeout`. */
const commandLookBack = (timeoutMs) => Math.max(timeoutMs, COMMAND_LOOK_BACK_MS);
/** How many earlier commands a run reads the reactions of, at most, each time it looks. */
const MAX_EARLIER_COMMANDS = 100;
/**
 * The command comments written before this one (by a person, within `lookBackMs`, the last
 * MAX_EARLIER_COMMANDS whether answered or not), oldest first. An edited one is no command (its
 * words may be new): it is flagged, and whoever takes it answers it 😕 (editedCommandReply).
 */
function earlierCommands(comments, current, command, nowMs, lookBackMs) {
    return comments
        .flatMap(({ id, body, author, createdAt, edited }) => {
        const login = author?.login;
        if (id >= current.commentId)
            return [];
        if (login === undefined || author?.bot)
            return [];
        const text = body.replace(/\r\n?/g, '\n');
        const message = commandMessage(text, command);
        if (message === undefined)
            return [];
        const ageMs = nowMs - createdAt;
        if (!(ageMs <= lookBackMs))
            return [];
        // An edited one is kept, to be answered: a run killed after its 👀 would leave it claimed for good.
        return [{ id, login, message, recent: ageMs <= UNSEEN_COMMAND_MS, at: createdAt, ...(edited ? { edited } : {}) }];
    })
        .sort((a, b) => a.id - b.id)
        .slice(-MAX_EARLIER_COMMANDS);
}
/**
 * `othersAlive`: whether the Actions API lists another run in progress, of any event: runs of
 * every event make a 👀 (undefined when it cannot be read). With none, a claim is dead whatever its age; with some, it
 * may be theirs and is waited on; only when the API cannot tell does the claim's age decide.
 */
function earlierState(reactions, own, command, nowMs, othersAlive) {
    const mine = new Map();
    for (const { id, content, author, at } of reactions) {
        if (author?.login !== own || content === '')
            continue;
        mine.set(content, { ...(id === undefined ? {} : { id }), at });
    }
    if (mine.has('rocket') || mine.has('confused'))
        return { kind: 'answered' };
    const claim = mine.get('eyes');
    if (!claim)
        return command.recent ? { kind: 'on-its-way' } : { kind: 'orphaned' };
    const verdict = (0,_claim_js__WEBPACK_IMPORTED_MODULE_1__/* .claimVerdict */ .aS)({
        ...{ at: claim.at, holder: undefined, state: undefined, nowMs, holds: 'while-it-waits' },
        ...(othersAlive === undefined ? {} : { othersRunning: othersAlive }),
    });
    if (verdict.kind === 'held')
        return { kind: 'on-its-way' };
    return claim.id === undefined ? { kind: 'on-its-way' } : { kind: 'orphaned', claim: claim.id };
}
/** The reply to a command edited before a run sent it: an edited comment is no command. */
const editedCommandReply = (login, commentId, by) => `${login}: your comment ${commentId} was edited before ${by} could send it, and an edited comment is no command; write the command again in a new comment.`;
/**
 * The runs that answer a command a run left owed: the scheduled sweep reads only the pull
 * requests it has a job pending on, so on a quiet pull request it is not one of them.
 */
const NEXT_RUNS = '(a push, a comment, a review, or a re-run of this run; the scheduled sweep reads only pull requests with a job pending)';


/***/ }),

/***/ 7761:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TI: () => (/* binding */ isAgentLogin),
/* harmony export */   cT: () => (/* binding */ withoutSecrets),
/* harmony export */   jl: () => (/* binding */ pullRequestNeedsNothing)
/* harmony export */ });
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);

/** How a person with write access asks for docs on such a pull request: a comment's run has the secrets. */
const askForDocs = (command) => command === ''
    ? "Set 'follow-up-command' (as the README's recipe does), so that a person with write access can ask for docs with a comment on this pull request: a comment's run has the repository's secrets."
    : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `A person with write access can ask for docs with a ${command} comment on this pull request: that comment's run has the repository's secrets.`;
/**
 * A fork's pull request run and Dependabot's get no secrets: without an api-key there is nothing
 * the step can do, which is no failure. A fork's `pull_request_target` run has the secrets but
 * must never spend them on a fork's content: it ends the same way, whatever the api-key. A
 * repository that sends its secrets to forks' `pull_request` runs gives the key, and then the
 * step goes on. `apiKeyGiven` is asked only when the answer depends on it.
 */
function withoutSecrets(trigger, apiKeyGiven, command = '') {
    const target = trigger?.aboutHead === 'base';
    // A pull_request_target run whose pull request cannot be read is never trusted with the secrets.
    if (!trigger?.aboutHead || (!trigger.pullNumber && !target))
        return undefined;
    if ((trigger.fromFork || !trigger.pullNumber) && (target || !apiKeyGiven()))
        return {
            outcome: 'from-fork',
            heading: 'No docs job: the pull request comes from a fork',
            why: target
                ? "A fork's pull_request_target run never starts a job: the repository's secrets must not work on a fork's changes."
                : "GitHub gives a fork's pull request workflow no secrets, so there is no api-key to start a job with.",
            next: askForDocs(command),
        };
    if (trigger.byDependabot && !apiKeyGiven())
        return {
            outcome: 'from-dependabot',
            heading: "No docs job: Dependabot's pull request",
            why: "GitHub gives the workflows Dependabot starts no secrets but Dependabot's own, so there is no api-key to start a job with.",
            next: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `${askForDocs(command)} Or add the api-key to Dependabot's secrets if its updates need docs.`,
        };
    return undefined;
}
/**
 * Whether a login is the agent's ('agent-login'): in any case, with or without `[bot]` (the App's
 * name as the dashboard shows it, or its account's login as GitHub signs its pull requests).
 */
function isAgentLogin(login, agentLogin) {
    const bare = (name) => name
        .trim()
        .toLowerCase()
        .replace(/\[bot\]$/, '');
    return login !== undefined && agentLogin.trim() !== '' && bare(login) === bare(agentLogin);
}
/**
 * What an open pull request itself says needs no job, whatever the event: the agent's own, the
 * skip-label, a draft. A merge reads it too, to tell the job what was merged as a push would.
 */
function pullRequestNeedsNothing(pull, need) {
    // Docs kept in the same repository: the agent's own pull request is the job's, never a new one's.
    if (isAgentLogin(pull.author, need.agentLogin))
        return {
            outcome: 'nothing-new',
            heading: "No docs job: this is the agent's own docs pull request",
            why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `${need.agentLogin} opened it ('agent-login'): its job was started by the product pull request, and a /docs comment here reaches that job.`,
        };
    const skipLabel = need.skipLabel.toLowerCase();
    if (skipLabel !== '' && pull.labels.some((label) => label.toLowerCase() === skipLabel))
        return {
            outcome: 'skip-label',
            heading: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `No docs job: the pull request is labelled ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.quoted)(need.skipLabel, 100)}`,
            why: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `The label ${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.quoted)(need.skipLabel, 100)} ('skip-label') says this pull request needs no docs.`,
            next: 'Remove the label to start the job.',
        };
    if (pull.draft)
        return {
            outcome: 'draft',
            heading: 'No docs job yet: the pull request is a draft',
            why: 'A draft starts no job; marking it ready for review does (the ready_for_review event).',
        };
    return undefined;
}


/***/ }),

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


/***/ }),

/***/ 6002:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D1: () => (/* binding */ readPlaceRecord),
/* harmony export */   DN: () => (/* binding */ carryForward),
/* harmony export */   IY: () => (/* binding */ letGoTurnOf),
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   SA: () => (/* binding */ readCommentRecords),
/* harmony export */   SI: () => (/* binding */ CUT_MARKER_CHARS),
/* harmony export */   Tz: () => (/* reexport safe */ _common_pending_label_js__WEBPACK_IMPORTED_MODULE_1__.T),
/* harmony export */   Ug: () => (/* binding */ stepKey),
/* harmony export */   Vw: () => (/* binding */ MAX_SAID_CHARS),
/* harmony export */   Xv: () => (/* binding */ letGoUnfinished),
/* harmony export */   Ym: () => (/* binding */ encodeRecord),
/* harmony export */   aE: () => (/* binding */ readRecord),
/* harmony export */   br: () => (/* binding */ digest),
/* harmony export */   cs: () => (/* binding */ keepRecords),
/* harmony export */   dR: () => (/* binding */ letGoTurnHolds),
/* harmony export */   fH: () => (/* binding */ recordKeysOf),
/* harmony export */   gu: () => (/* binding */ settled),
/* harmony export */   jI: () => (/* binding */ unverifiedRecord),
/* harmony export */   oU: () => (/* binding */ stepRecord),
/* harmony export */   or: () => (/* binding */ RECORD_MARK),
/* harmony export */   pv: () => (/* binding */ holdsEmptyBlock),
/* harmony export */   rR: () => (/* binding */ withoutMarker),
/* harmony export */   t5: () => (/* binding */ signedForPlace),
/* harmony export */   uj: () => (/* binding */ UNVERIFIED_RECORD),
/* harmony export */   yV: () => (/* binding */ placeSignature)
/* harmony export */ });
/* unused harmony exports RECORDED_CONCLUSIONS, MAX_RUNS_KEPT, MAX_MARKER_CHARS */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _common_ids_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(863);
/* harmony import */ var _common_pending_label_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3781);
/**
 * What a step sent, recorded where a re-run can read it again: in the comment's hidden marker and
 * in the check run's `external_id`. The record names the step (workflow, job, step) and is signed
 * with a key derived from the api-key and the pull request (or repository) it is written on, so a
 * marker someone else wrote, or edited, or made up, or copied from another pull request, is never
 * taken for ours: only a holder of the key can write one, and only for that place. The comment is
 * found by the step, never by the bot's identity, so a change of token keeps finding it.
 *
 * A record of a start or a follow-up is also a turn of the job's conversation: who asked, when,
 * what (redacted, bounded) and how it ended. The job's one comment shows its turns, newest last.
 */



/** A pending record's name parts: what GitHub's runner names a workflow file, job and step with. */
const NAME_PART = /^[^\u0000-\u001f\u007f]{1,300}$/;
/** A GitLab CI job has no steps: its record's step part is empty. */
const STEP_PART = /^[^\u0000-\u001f\u007f]{0,300}$/;
const BRANCH = /^[^\u0000-\u001f\u007f ~^:?*[\\]{1,250}$/;
function isPending(value) {
    const p = (value ?? {});
    const text = (field, pattern) => typeof field === 'string' && pattern.test(field);
    return (typeof value === 'object' &&
        typeof p.until === 'number' &&
        Number.isSafeInteger(p.until) &&
        text(p.check, /^[^\u0000-\u001f\u007f]{1,100}$/) &&
        optional(p.sha, (sha) => typeof sha === 'string' && _common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMIT_SHA */ .pk.test(sha)) &&
        text(p.workflow, NAME_PART) &&
        text(p.job, NAME_PART) &&
        text(p.step, STEP_PART) &&
        optional(p.dispatch, (file) => text(file, /^[A-Za-z0-9._-]{1,100}\.ya?ml$/)) &&
        optional(p.ref, (ref) => text(ref, BRANCH)) &&
        optional(p.queued, (queued) => queued === true) &&
        optional(p.comment, (id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0) &&
        optional(p.review, (id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0) &&
        optional(p.command, (command) => text(command, /^[^\s\u0000-\u001f\u007f]{1,40}$/)) &&
        optional(p.permission, (level) => text(level, /^(triage|write|maintain|admin)$/)) &&
        optional(p.failOn, (list) => Array.isArray(list) && list.every((s) => s === 'failed' || s === 'archived')) &&
        optional(p.requirePr, (flag) => flag === true) &&
        optional(p.docsPr, (flag) => flag === true) &&
        optional(p.sentAsFinal, (flag) => flag === true) &&
        optional(p.unsent, (flag) => flag === true) &&
        optional(p.dispatchOwed, (flag) => flag === true) &&
        optional(p.checkOn, (sha) => typeof sha === 'string' && _common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMIT_SHA */ .pk.test(sha)) &&
        optional(p.timeout, (ms) => typeof ms === 'number' && Number.isSafeInteger(ms) && ms > 0 && ms <= 86_400_000) &&
        optional(p.skipLabel, (label) => text(label, /^[^\u0000-\u001f\u007f]{0,100}$/)) &&
        optional(p.onPush, (choice) => text(choice, /^(follow-up|new-job|ignore)$/)) &&
        optional(p.onClose, (choice) => text(choice, /^(comment|close-docs)$/)) &&
        optional(p.agent, (login) => (text(login, _common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .GITHUB_LOGIN */ .cd) || text(login, _common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .GITLAB_USERNAME */ .tl)) && login === String(login).toLowerCase()) &&
        optional(p.claim, isClaimHolder) &&
        optional(p.project, (id) => typeof id === 'string' && (0,_common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .idProblem */ .lx)(id) === undefined));
}
function isClaimHolder(value) {
    const { run, attempt, reaction } = (value ?? {});
    const count = (n) => typeof n === 'number' && Number.isSafeInteger(n) && n > 0;
    return (typeof value === 'object' && typeof run === 'string' && /^\d{1,20}$/.test(run) && count(attempt) && count(reaction));
}
const RECORDED_CONCLUSIONS = ['success', 'failure', 'neutral', 'timed_out', 'cancelled'];
/** A GitHub login as the action writes it in a turn: anything else is left out, never shown. */
/** The characters kept for the log's cut marker, "… [cut: 1,234,567 characters in all]", within MAX_SAID_CHARS. */
const CUT_MARKER_CHARS = 64;
/** What a turn keeps of the text it sent: the comment shows it folded; the job summary has all of it. */
const MAX_SAID_CHARS = 1_000;
const PREFIX = 'wait-for-agent-job';
/** How every hidden record begins: what finds a comment that may hold one, before any is read. */
const RECORD_MARK = `<!-- ${PREFIX}.`;
/** A claim longer than this is not read: a marker the action writes is bounded well below it. */
const MAX_RECORD_CHARS = 48_000;
/**
 * The first bytes of a hash, URL-safe. Only bytes of a hash are dropped here, never text: no
 * value from a user or the service is shortened, and nothing of a secret can be in a hash.
 */
const leading = (hash, bytes) => hash.subarray(0, bytes).toString('base64url');
/**
 * The place as GitHub compares it: owner and repository names are case-insensitive, so a record
 * is bound to the name in lower case. Records written before were bound to the name as it was
 * spelled (`asSpelled`), and still read.
 */
const caseless = (step) => step.repository === undefined ? step : { ...step, repository: step.repository.toLowerCase() };
function keyOf(step) {
    const where = `${step.repository === undefined ? '' : `\n${step.repository}`}${step.pull === undefined ? '' : `\n#${step.pull}`}`;
    return leading((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${step.workflow}\n${step.job}\n${step.step}${where}`).digest(), 16);
}
/** A short digest of the step's name: the same step in every run finds the same comment. */
function stepKey(step) {
    return keyOf(caseless(step));
}
/** This step's key, and the one a record written before names were compared in lower case holds. */
const stepKeys = (step) => [...new Set([stepKey(step), keyOf(step)])];
/** A digest of the prompt or message, so the record never holds the text itself. */
function digest(text) {
    return leading((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest(), 16);
}
const placeOf = (step) => `${step.repository ?? ''}#${step.pull ?? ''}`;
/**
 * The key records are signed with on one pull request (or repository): derived from the api-key,
 * so the key itself signs nothing, and bound to the place, so a record copied elsewhere fails.
 */
const recordKey = (apiKey, step) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', apiKey)
    .update(`${PREFIX} record key v2\n${placeOf(caseless(step))}`)
    .digest();
/** The key bound to the place as it was spelled, which records written before signed with. */
const spelledRecordKey = (apiKey, step) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', apiKey)
    .update(`${PREFIX} record key v2\n${placeOf(step)}`)
    .digest();
/** An HMAC-SHA256 of 192 bits: only a holder of the api-key can sign a record. */
const sign = (key, text) => leading((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', key).update(text).digest(), 24);
/**
 * A short text (never a record: it holds a space, which no record's head does) signed for one
 * place with the records' key: only a holder of the api-key makes one, and only for that place.
 */
const placeSignature = (apiKey, place, text) => sign(recordKey(apiKey, place), `${PREFIX} ${text}`);
/** Whether `signature` is the place's signature of `text` under one of the keys. */
function signedForPlace(keys, place, text, signature) {
    const given = Buffer.from(signature);
    return (typeof keys === 'string' ? [keys] : keys).some((apiKey) => {
        const expected = Buffer.from(placeSignature(apiKey, place, text));
        return given.length === expected.length && (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(given, expected);
    });
}
/**
 * A let-go turn the sweep has not finished: no ending recorded, or one that ended unsent (timed
 * out while its job was busy), which stays queued for the sweep to send.
 */
const letGoUnfinished = (record) => record.pending !== undefined && (record.ended === undefined || record.pending.unsent === true);
/**
 * Whether the comment's records name an unfinished let-go turn of the run a check run's record
 * names: that check run is the sweep's, whatever attempt of the run wrote it last (a resuming
 * re-run writes its own attempt), until the comment says the turn ended.
 */
const letGoTurnHolds = (turns, record) => turns.some((turn) => letGoUnfinished(turn) && turn.run === record.run);
/**
 * Whether the check run a record names is a let-go turn's at all, ended or not: a turn queued on
 * its head takes such a one over (one the comment says ended, still in progress, is left by a sweep
 * whose comment write failed: the head never carries a second beside it).
 */
const letGoTurnOf = (turns, record) => turns.some((turn) => turn.pending !== undefined && turn.run === record.run);
/** A pending record once it is finished: the same turn, with nothing left for a sweep. */
const settled = ({ pending: _pending, ...record }) => record;
/** The record as the check run keeps it: no turn (the check run shows its own text). */
const withoutTurn = ({ who: _who, answers: _answers, answersReview: _answersReview, at: _at, said: _said, ended: _ended, pending: _pending, ...record }) => record;
/** The record as one token of URL-safe characters: `<prefix>.<step>.<payload>.<signature>` (a check run's external_id). */
function encodeRecord(step, record, apiKey) {
    const payload = { ...withoutTurn(record), step: stepKey(step) };
    const head = `${PREFIX}.${stepKey(step)}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${head}.${sign(recordKey(apiKey, step), head)}`;
}
/** Every token in `text` shaped like a record of this action, bounded in length, whoever wrote it. */
function anyClaims(text) {
    return [...text.matchAll(/wait-for-agent-job\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g)]
        .map((match) => match[0])
        .filter((token) => token.length <= MAX_RECORD_CHARS);
}
/** Every token in `text` that claims to be this step's record, whoever wrote it. */
function claims(text, step) {
    const starts = stepKeys(step).map((key) => `${PREFIX}.${key}.`);
    return anyClaims(text).filter((token) => starts.some((start) => token.startsWith(start)));
}
/** The token's four parts: `<prefix>.<step>.<payload>.<signature>` (none holds a dot). */
function partsOf(token) {
    const [prefix = '', step = '', payload = '', signature = ''] = token.split('.');
    return { head: `${prefix}.${step}.${payload}`, payload, signature };
}
function signedWith(token, key) {
    const { head, signature } = partsOf(token);
    const expected = Buffer.from(sign(key, head));
    const given = Buffer.from(signature);
    return given.length === expected.length && (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.timingSafeEqual)(given, expected);
}
/** The keys of a step's inputs: the api-key, and `previous-api-key` when set. */
function recordKeysOf(config) {
    return config.previousApiKey ? [config.apiKey, config.previousApiKey] : config.apiKey;
}
/** What the step says of a record no key verifies, and what to do. */
const UNVERIFIED_RECORD = {
    why: "a record of this action is there that this api-key cannot verify: it was signed with another key (one rotated out?), or is not the action's",
    next: "During a key rotation, set 'previous-api-key' to the old key, so records it signed still read.",
};
/**
 * Which key signed it, if any: signed with this place's key; a record of this very step (its key
 * in the token, so bound to the place too) may also be signed as releases before v2 signed, with
 * the api-key itself, so a re-run after an upgrade still resumes its job.
 */
function signer(token, keys, step, sameStep) {
    const [current, ...previous] = typeof keys === 'string' ? [keys] : keys;
    const signs = (apiKey) => signedWith(token, recordKey(apiKey, step)) ||
        signedWith(token, spelledRecordKey(apiKey, step)) ||
        (sameStep && signedWith(token, apiKey));
    if (signs(current))
        return 'api-key';
    return previous.some(signs) ? 'previous' : undefined;
}
const verified = (token, keys, step, sameStep) => signer(token, keys, step, sameStep) !== undefined;
/** The token's payload as JSON, or undefined. */
function payloadOf(token) {
    try {
        return JSON.parse(Buffer.from(partsOf(token).payload, 'base64url').toString('utf8'));
    }
    catch {
        return undefined;
    }
}
/** A checked record, or undefined for anything that is not one. */
function asRecord(value) {
    const record = (value ?? {});
    const jobs = Array.isArray(record.jobs) ? record.jobs : undefined;
    if (typeof record.run !== 'string' ||
        !/^\d{1,20}$/.test(record.run) ||
        typeof record.attempt !== 'number' ||
        !Number.isSafeInteger(record.attempt) ||
        !['prompt', 'message', 'wait'].includes(record.kind ?? '') ||
        (record.sent !== undefined && typeof record.sent !== 'string') ||
        (record.failed !== undefined && record.failed !== true) ||
        (record.unanswered !== undefined && record.unanswered !== true) ||
        (record.head !== undefined && !(typeof record.head === 'string' && _common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMIT_SHA */ .pk.test(record.head))) ||
        !optional(record.check, (check) => typeof check === 'string' && /^[^\x00-\x1f\x7f]{1,200}$/.test(check)) ||
        !jobs ||
        jobs.length > 50 ||
        !jobs.every((id) => typeof id === 'string' && (0,_common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .idProblem */ .lx)(id) === undefined) ||
        !optional(record.pending, isPending) ||
        !isTurn(record))
        return undefined;
    return record;
}
const optional = (value, check) => value === undefined || check(value);
const isId = (id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
/** A turn's fields, when present, are what the action writes: nothing else is shown. */
function isTurn(record) {
    return (optional(record.step, (step) => typeof step === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(step)) &&
        optional(record.who, (who) => typeof who === 'string' && _common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .GITHUB_LOGIN */ .cd.test(who)) &&
        optional(record.answers, isId) &&
        optional(record.answersReview, isId) &&
        optional(record.at, (at) => typeof at === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{3})?Z$/.test(at)) &&
        optional(record.said, (said) => typeof said === 'string' && said.length <= MAX_SAID_CHARS) &&
        optional(record.ended, (ended) => RECORDED_CONCLUSIONS.includes(ended)));
}
/**
 * Any step's record on this pull request, when `text` (a check run's external_id) is one token the
 * key signed for the place, and nothing else: `step` is the key of the step that wrote it.
 */
function readPlaceRecord(text, place, keys) {
    const [token] = anyClaims(text ?? '');
    if (token === undefined || token !== text || !verified(token, keys, place, false))
        return undefined;
    const record = asRecord(payloadOf(token));
    return record && { ...record, step: token.split('.')[1] ?? '' };
}
/** This step's record, when `text` (a check run's external_id) is one token the key signed, and nothing else. */
function readRecord(text, step, keys) {
    const [token] = claims(text ?? '', step);
    if (token === undefined || token !== text || !verified(token, keys, step, true))
        return undefined;
    const record = asRecord(payloadOf(token));
    return record && { ...record, step: stepKey(step) };
}
const MAX_RUNS_KEPT = 20;
/** The other runs' records are dropped, oldest first, past this size, so the comment keeps room for what it shows. */
const MAX_MARKER_CHARS = 24_000;
/** Whether two records are of the same run of the same step (a later attempt replaces the earlier). */
const sameRunAndStep = (a, b) => a.run === b.run && a.step === b.step;
/** The record names a job it started or sent to: what a re-run resumes and the next push reads its head from. */
const sends = (record) => record.kind !== 'wait' && record.jobs.length > 0;
/** The same text, of the same kind, to the same jobs: a re-run that resumed it, or sent it again. */
const sameSend = (a, b) => a.kind === b.kind && a.sent === b.sent && a.jobs.join('\n') === b.jobs.join('\n');
const toldOf = ({ kind, sent, jobs, head, failed, unanswered, }) => ({
    kind,
    ...(sent === undefined ? {} : { sent }),
    jobs,
    ...(head === undefined ? {} : { head }),
    ...(failed === undefined ? {} : { failed }),
    ...(unanswered === undefined ? {} : { unanswered }),
});
/**
 * One earlier record of the run and step, and this write's: what was told is the earlier's unless
 * this write knows better (it sent other text and got its job, or waits for other jobs); the turn
 * is this write's when it has one, else the told one's, ended as this write says.
 */
function carryOne(earlier, current) {
    const [job] = earlier.jobs;
    let told;
    let fromEarlier = false;
    // A start whose answer was lost is this write's news: the next run must know a job may exist.
    if (!sends(earlier) || current.unanswered)
        told = toldOf(current);
    else if (sends(current) && !sameSend(current, earlier)) {
        // A newer send; a head it did not tell (a command sent alone) leaves the one its job was told.
        const head = current.head ?? (job !== undefined && current.jobs.includes(job) ? earlier.head : undefined);
        told = toldOf({ ...current, head });
    }
    else if (sends(current)) {
        // The same send, resumed (or sent again): its head is the one it told then, not one looked up since.
        told = toldOf({ ...current, head: earlier.head });
    }
    else if (current.jobs.length > 0 && (job === undefined || !current.jobs.includes(job)))
        told = toldOf(current);
    else {
        // Waits for what the earlier attempt sent, or has sent nothing yet (or nothing at all).
        const jobs = current.jobs.length > 0 ? current.jobs : earlier.jobs;
        told = toldOf({ ...earlier, jobs, failed: current.failed ?? earlier.failed });
        fromEarlier = true;
    }
    const turnOf = (record, ended, at) => ({
        ...(record.who === undefined ? {} : { who: record.who }),
        ...(record.answers === undefined ? {} : { answers: record.answers }),
        ...(record.answersReview === undefined ? {} : { answersReview: record.answersReview }),
        ...(at === undefined ? {} : { at }),
        ...(record.said === undefined ? {} : { said: record.said }),
        ...(ended === undefined ? {} : { ended }),
    });
    const turn = current.said !== undefined
        ? turnOf(current, current.ended, earlier.at ?? current.at)
        : fromEarlier && earlier.said !== undefined
            ? turnOf(earlier, current.ended, earlier.at)
            : {};
    const { run, attempt, step, pending } = current;
    return {
        run,
        attempt,
        ...told,
        ...(step === undefined ? {} : { step }),
        ...turn,
        ...(pending === undefined ? {} : { pending }),
    };
}
/**
 * The record a write carries: never thinner than what the run's earlier attempts (and this
 * attempt's earlier writes) recorded of the same step. The job, the text's digest and the head the
 * job was told stay unless this write knows better: it sent other text and got its job, told a
 * head, or waits for other jobs. How the turn ended and what a sweep has left are this write's
 * alone: a settled record never takes back a pending one. `current` names its step (stepKey).
 */
function carryForward(earlier, current) {
    const same = earlier.filter((record) => sameRunAndStep(record, current)).sort((a, b) => a.attempt - b.attempt);
    const [oldest, ...newer] = same;
    const before = oldest && newer.reduce(carryOne, oldest);
    const merged = before ? carryOne(before, current) : current;
    // A record without a turn has no ending to show (the ending marks every record it writes).
    return merged.said === undefined ? withoutEnding(merged) : merged;
}
const withoutEnding = ({ ended: _ended, ...record }) => record;
/**
 * The comment's records: this attempt's first (stamped with its step, and carrying forward what
 * the run's earlier attempts recorded), then the other runs' and other steps' the comment kept,
 * bounded; a turn keeps the time its run first began.
 */
function keepRecords(current, earlier, by, step) {
    const own = { ...current, step: stepKey(step) };
    const mine = carryForward(earlier, own);
    const rest = earlier.filter((record) => !sameRunAndStep(record, own));
    const needed = lifeRecords(mine, rest);
    const chosen = new Set(needed);
    for (const record of rest)
        if (chosen.size < MAX_RUNS_KEPT - 1)
            chosen.add(record);
    const others = rest.filter((record) => chosen.has(record));
    const kept = (records) => ({ ...(by === undefined ? {} : { by }), records });
    // Base64 makes four characters of three bytes of UTF-8 (a character may take up to four); the
    // current record is kept whatever its size.
    while ((Buffer.byteLength(JSON.stringify(kept([mine, ...others]))) * 4) / 3 > MAX_MARKER_CHARS) {
        const oldest = others.findLastIndex((record) => !needed.has(record));
        if (oldest < 0)
            break;
        others.splice(oldest, 1);
    }
    return kept([mine, ...others]);
}
const newerFirst = (a, b) => Number(b.run) - Number(a.run) || b.attempt - a.attempt;
/**
 * What the pull request's life needs, whatever the number of turns since: the newest start of a
 * job (where every later run finds the job) and the newest record that told that job a head
 * (where a push's news begins). Kept unless they are the current record.
 */
function lifeRecords(mine, rest) {
    const all = [mine, ...rest];
    const start = all.filter((record) => record.kind === 'prompt' && record.jobs.length > 0).sort(newerFirst)[0];
    const job = start?.jobs[0];
    const told = job === undefined
        ? undefined
        : all
            .filter((record) => record.head !== undefined && record.kind !== 'wait' && record.jobs.includes(job))
            .sort(newerFirst)[0];
    return new Set([start, told].filter((record) => record !== undefined && record !== mine));
}
/** The hidden marker a comment carries: the records, each naming its step, signed as one token for this place. */
function commentMarker(step, kept, apiKey) {
    const key = stepKey(step);
    const { by, records } = 'records' in kept ? kept : { by: undefined, records: [kept] };
    const payload = { ...(by === undefined ? {} : { by }), records: records.map((record) => ({ step: key, ...record })) };
    const head = `${PREFIX}.${key}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `<!-- ${head}.${sign(recordKey(apiKey, step), head)} -->`;
}
/** The records, each naming the step that wrote it (a record written before they did names the token's). */
function asCommentRecords(value, headKey) {
    const { by, records } = (value ?? {});
    // A comment written before records were kept per run holds one record.
    const list = records === undefined ? [value] : records;
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_RUNS_KEPT)
        return undefined;
    if (by !== undefined && !(typeof by === 'number' && Number.isSafeInteger(by)))
        return undefined;
    const checked = list.map(asRecord);
    if (!checked.every((record) => record !== undefined))
        return undefined;
    const named = checked.map((record) => ({ ...record, step: record.step ?? headKey }));
    return { ...(by === undefined ? {} : { by }), records: named };
}
/**
 * The token of the hidden marker: the body's last line, the one place the action writes it; or,
 * when a person added lines after it (GitHub lets anyone with write access edit the comment), the
 * last line that is a marker. Every value the action shows is escaped (`<` is `&lt;`), so no text it
 * quotes is ever a line of its own that reads as one.
 */
function markerOf(body) {
    return markerLine(body)?.token;
}
/** The last line that is a marker: its index among the body's lines, and its token. */
function markerLine(body) {
    const lines = (body ?? '').trimEnd().split('\n');
    for (let at = lines.length - 1; at >= 0; at--) {
        const token = /^<!-- (\S+) -->/.exec(lines[at] ?? '')?.[1];
        if (token !== undefined)
            return { lines, at, token };
    }
    return undefined;
}
/** The body without its marker line (markerOf's), the lines a person added after it kept. */
function withoutMarker(body) {
    const found = markerLine(body);
    if (!found)
        return body.trimEnd();
    return found.lines
        .filter((_, at) => at !== found.at)
        .join('\n')
        .trimEnd();
}
/**
 * Whether the text (a comment body's marker, or a check run's external_id) holds a record of this
 * step (of any step with `anyStep`) that no key verifies: signed with another api-key (a rotated
 * one), or forged, or copied from another pull request. It is never trusted; the step says it is
 * there rather than that there is none.
 */
function unverifiedRecord(text, step, keys, where, anyStep = false) {
    const token = where === 'comment' ? markerOf(text) : (text ?? undefined);
    if (token === undefined || anyClaims(token)[0] !== token)
        return false;
    const headKey = token.split('.')[1] ?? '';
    const ofThisStep = stepKeys(step).includes(headKey);
    if (!(anyStep || ofThisStep) || verified(token, keys, step, ofThisStep))
        return false;
    // A comment's block that names no record (a start the service refused the key for keeps none)
    // says no more than no block would, forged or not: nothing to doubt.
    return where !== 'comment' || !namesNoRecord(payloadOf(token));
}
/** Whether a comment's marker is a block that names no record, verified or not: the comment of a start refused before it had one. */
function holdsEmptyBlock(body) {
    const token = markerOf(body);
    return token !== undefined && anyClaims(token)[0] === token && namesNoRecord(payloadOf(token));
}
/** A comment's block whose record list is empty (`{"by":7,"records":[]}`). */
function namesNoRecord(value) {
    const { records } = (value ?? {});
    return Array.isArray(records) && records.length === 0;
}
/**
 * The records in a comment: only from the one place the action writes them, the hidden marker on
 * the body's last marker line (markerOf), signed for this pull request. A marker quoted by someone
 * (`> <!-- ... -->`), or in another's comment, is text, never a record. For a step, the comment
 * is its when a record names the step; with `anyStep`, every record (a follow-up finds the job
 * another workflow's step started on the pull request, and keeps the conversation in its comment).
 */
function readCommentRecords(body, step, recordKeys, anyStep = false) {
    const token = markerOf(body);
    if (token === undefined)
        return undefined;
    const [claim] = anyClaims(token);
    const headKey = token.split('.')[1] ?? '';
    const keys = stepKeys(step);
    const signedBy = claim === token ? signer(token, recordKeys, step, keys.includes(headKey)) : undefined;
    if (signedBy === undefined)
        return undefined;
    const parsed = asCommentRecords(payloadOf(token), headKey);
    if (!parsed)
        return undefined;
    const read = signedBy === 'api-key' ? parsed : { records: parsed.records, oldKey: true };
    // A record of this step under the key as the name was spelled is this step's, under today's key.
    const key = stepKey(step);
    const records = read.records.map((record) => (keys.includes(record.step ?? '') ? { ...record, step: key } : record));
    const kept = { ...read, records };
    return anyStep || records.some((record) => record.step === key) ? kept : undefined;
}
/**
 * What this step records for a re-run: the run, the attempt, a digest of what it sends, the jobs;
 * for a start or a follow-up, its turn of the conversation: who asked, when, and what, redacted
 * and at most MAX_SAID_CHARS.
 */
function stepRecord(work, trigger, turn) {
    const { plan } = work;
    const text = plan.kind === 'start' ? plan.prompt : plan.kind === 'message' ? plan.message : undefined;
    const said = text === undefined ? undefined : turn.excerpt(text, MAX_SAID_CHARS - CUT_MARKER_CHARS);
    // What the job is told of a pull request: its head when this step sends to it (a command's run looked it up).
    const told = turn.head ?? (trigger?.pullRequest && !turn.headUntold ? trigger.headSha : undefined);
    const head = text !== undefined && told !== undefined ? { head: told } : {};
    return {
        run: trigger?.runId ?? '',
        attempt: trigger?.attempt ?? 1,
        kind: plan.kind === 'start' ? 'prompt' : plan.kind,
        ...(text === undefined ? {} : { sent: digest(text) }),
        ...head,
        ...(plan.kind === 'start' && head.head !== undefined && turn.check ? { check: turn.check } : {}),
        jobs: plan.kind === 'wait' ? work.jobIds : [],
        ...(said === undefined
            ? {}
            : {
                ...(turn.who !== undefined && _common_ids_js__WEBPACK_IMPORTED_MODULE_2__/* .GITHUB_LOGIN */ .cd.test(turn.who) ? { who: turn.who } : {}),
                ...(turn.answers === undefined ? {} : { answers: turn.answers }),
                ...(turn.answersReview === undefined ? {} : { answersReview: turn.answersReview }),
                at: turn.at,
                said,
            }),
    };
}


/***/ }),

/***/ 492:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cg: () => (/* binding */ GITLAB_WORDS),
/* harmony export */   Fp: () => (/* binding */ namedAt),
/* harmony export */   Ge: () => (/* binding */ GITHUB_WORDS),
/* harmony export */   MD: () => (/* binding */ pullRequestWebUrl),
/* harmony export */   SF: () => (/* binding */ namedPullRequest),
/* harmony export */   Z9: () => (/* binding */ wordsOf),
/* harmony export */   dG: () => (/* binding */ inHostWords),
/* harmony export */   rY: () => (/* binding */ runLinkWords)
/* harmony export */ });
const GITHUB_WORDS = {
    ...{ noun: 'pull request', sign: '#', path: 'pull' },
    ...{ host: 'GitHub', compareFiles: 300, runLink: 'the workflow run', runPath: 'actions/runs' },
    unrelatedButListed: "GitHub's compare needs 'contents: read' for the report-token",
};
/**
 * GitLab's names for what our prose names in GitHub's: a merge request, its commit status, its
 * pipeline and the job's log. A runner's `workflow command` and a GitHub Actions expression are
 * the same on every host, and stay.
 */
/** GitLab's roles for the permission levels a command's author is held to (gitlab/merge-request.ts maps them back). */
const GITLAB_ROLES = {
    // Access levels 10 and 15 (Guest, Planner) both read as `read`.
    read: 'Guest or Planner',
    triage: 'Reporter',
    write: 'Developer',
    maintain: 'Maintainer',
    admin: 'Owner',
};
const LEVEL = '(read|triage|write|maintain|admin|no)';
const GITLAB_PROSE = [
    // A command's author is held to a role on GitLab, and the component asks for the Developer role
    // (the input named as the command line names it first, whose words come before these).
    [
        new RegExp(String.raw ` has ${LEVEL} permission( on this repository)?, and (?:'follow-up-permission'|--follow-up-permission) asks for ${LEVEL}`, 'g'),
        // A review's refusal says "on this repository" (src/step/review-run.ts); a command's does not.
        (_match, has = '', review = '', asks = '') => ` has ${has === 'no' ? 'no role' : `the ${GITLAB_ROLES[has] ?? has} role`}, and a ${review ? 'review' : 'command'} needs the ${GITLAB_ROLES[asks] ?? asks} role or higher`,
    ],
    // `msg\`Pull request #${n}\``: the number is a value (held out as \uE000), the sign before it our prose.
    [/\b([Pp])ull request #(?=\uE000|\d)/g, '$1ull request !'],
    [/\bPull request/g, 'Merge request'],
    [/\bpull request/g, 'merge request'],
    // A commit status is one of its pipeline's jobs: the merge check 'Pipelines must succeed' waits on it.
    [/\b([Aa]) required check\b/g, "$1 merge check ('Pipelines must succeed')"],
    [/\bcheck runs\b/g, 'statuses'],
    [/\bcheck run\b/g, 'status'],
    [/\bthe workflow run's log\b/g, "the job's log"],
    [/\bworkflow runs\b/g, 'pipelines'],
    [/\bworkflow run\b/g, 'pipeline'],
    [/\bruns of this workflow\b/g, 'pipelines'],
    [/\brun of this workflow\b/g, 'pipeline'],
    [/\bWorkflow\b(?! command)/g, 'Pipeline'],
    [/\bworkflow\b(?! command)/g, 'pipeline'],
    [/\bGitHub\b(?! Actions)/g, 'GitLab'],
    // The token is GITLAB_TOKEN, and what it lacks is a role and a scope, not a permissions: block.
    [/ \(github\.token: the job's permissions: block[^)]*?; an app's token: the app's permissions[^)]*\)/g, ''],
    [
        /, then run the (?:pipeline|command) again: a change to its permissions: block[^.]*\. That run starts the job\./g,
        ', then run this pipeline again: it starts the job.',
    ],
    [
        /\b([Gg])ive the report-token [a-z-]+: (?:write|read)(?:(?:, | and | or )[a-z-]+: (?:write|read))*/g,
        "$1ive GITLAB_TOKEN the Developer role and the 'api' scope",
    ],
    // GitLab's token reaches any project its account is a member of; GITHUB_TOKEN is no matter there.
    [
        / \(an app installation token: GITHUB_TOKEN reaches only this repository\)/g,
        ' (its account a member of that project, with the Developer role)',
    ],
    [/\bthe step a valid (?:report|github)-token\b/g, 'the job a valid GITLAB_TOKEN'],
    [/(?:\bthe |\ba |')?\b(?:report|github)-token\b'?/g, 'GITLAB_TOKEN'],
    [/\b([Rr])e-run this run\b/g, '$1un this pipeline again'],
    // A comment is a note on GitLab, and no pipeline runs for one.
    [
        /\b([Cc])omment (\d+), a command its own run did not answer\b/g,
        (_m, c = 'C', id = '') => `${c === 'C' ? 'Note' : 'note'} ${id}, a command no pipeline answered yet`,
    ],
    // A retried GitLab job is the same pipeline, never a re-run that resumes: only a command starts one.
    [/\bre-run run \S+ \(its re-run sends the prompt again\), or /g, ''],
    // GitLab runs no pipeline for a note, a review, or a draft marked ready: no run of its own to miss.
    [
        /was not sent by its own run \(cancelled while pending, or stopped\)/g,
        'was not sent yet (GitLab runs no pipeline for a note)',
    ],
    [
        /was not answered by its own run \(cancelled while pending, or stopped\)/g,
        'was not answered yet (GitLab runs no pipeline for a review)',
    ],
    // A let-go turn is finished by the schedule's pipeline or the merge request's next one; the component's input is `let-go`.
    [
        /\ba sweep \(or (this|the) merge request's next run\)/g,
        "the scheduled pipeline (or $1 merge request's next pipeline)",
    ],
    [
        /\bA sweep \(or (this|the) merge request's next run\)/g,
        "The scheduled pipeline (or $1 merge request's next pipeline)",
    ],
    [/\('wait: sweep'\)/g, '(let-go)'],
    [/'wait' is sweep, so the runner is let go/g, 'With let-go, the runner is let go'],
    // GitLab's sweep is the scheduled pipeline.
    [/\b(the next|[Tt]he|[Aa]) sweep\b(?!')/g, '$1 scheduled pipeline'],
    [/\bsweeps\b/g, 'scheduled pipelines'],
    // The command line's words (the log and notes say them first): on GitLab the command is the pipeline's job.
    [/\b([Rr])un the command again\b/g, '$1un this pipeline again'],
    [/\bbetween this machine and the service\b/g, 'between this runner and the service'],
    [/ and the comment when /g, ' and the note when '],
    [
        /marking it ready for review does \(the ready_for_review event\)/g,
        'marking it ready does, at its next pipeline (a push, or "Run pipeline")',
    ],
];
/** The words for a link to a run: a pipeline's page on GitLab (a sweep names a run by its id), else the run's own. */
const runLinkWords = (words, url) => words.runPathLink !== undefined && url.includes(`/${words.runPath}/`) ? words.runPathLink : words.runLink;
/** Our prose (a reply, a review's line) as the run's host says it; a GitHub run's as written. */
const inHostWords = (trigger, text) => trigger.words?.prose?.(text) ?? text;
const GITLAB_WORDS = {
    ...{ noun: 'merge request', sign: '!', path: '-/merge_requests' },
    ...{ host: 'GitLab', compareFiles: 1_000, runLink: "the pipeline's job", runPath: '-/pipelines' },
    runPathLink: 'the pipeline',
    unrelatedButListed: "GitLab's compare found the two heads unrelated, though the merge request still lists the older",
    prose: (text) => GITLAB_PROSE.reduce((said, [ours, theirs]) => (typeof theirs === 'string' ? said.replace(ours, theirs) : said.replace(ours, theirs)), text),
};
const wordsOf = (trigger) => trigger.words ?? GITHUB_WORDS;
/** `owner/repo#5`, `group/project!5`. */
function namedPullRequest(trigger) {
    return `${trigger.owner}/${trigger.repo}${wordsOf(trigger).sign}${trigger.pullNumber ?? ''}`;
}
/** A pull request at an address on the same host: `owner/repo#7`, `group/project!7`. */
function namedAt(at, words) {
    return `${at.owner}/${at.repo}${words.sign}${at.number}`;
}
/** Its web address on the run's server. */
function pullRequestWebUrl(trigger) {
    const server = (trigger.serverUrl ?? '').replace(/\/$/, '');
    return `${server}/${trigger.owner}/${trigger.repo}/${wordsOf(trigger).path}/${trigger.pullNumber ?? ''}`;
}


/***/ })

};
