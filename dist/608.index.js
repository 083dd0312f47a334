export const id = 608;
export const ids = [608];
export const modules = {

/***/ 1608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dw: () => (/* binding */ createCommandQueue),
/* harmony export */   w9: () => (/* binding */ takeOver),
/* harmony export */   wv: () => (/* binding */ react)
/* harmony export */ });
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(518);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4714);
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7837);
/**
 * The `/docs` commands of a pull request as a queue that lives on the host, where every run can
 * read it: a command is answered once the action's account reacted `rocket` (sent) or `confused`
 * (not sent), and claimed by the run that reacted `eyes`. GitHub has no compare-and-set on a
 * comment, but creating a reaction is atomic per account (201 once, then 200), so the run whose
 * `eyes` the host made owns the command. A command whose run never came (cancelled while pending) or is gone
 * (crashed, killed) is taken over by a later run, in order, and sent once.
 */



/**
 * `takeUnclaimed`: an earlier command nobody claimed is taken at once, however recent. Right when
 * one workflow with one concurrency group per pull request runs both the events and the commands
 * (its run is pending behind this one, or was cancelled); the claim being atomic, its run, if it
 * comes, finds it taken. Otherwise a recent one is waited on, its run may be about to start.
 */
function createCommandQueue(wire, reading, command, timeoutMs, takeUnclaimed = false) {
    async function reactionsOn(commentId) {
        const listed = await wire.host.reactions(commentId, wire.read());
        return listed.ok ? listed.value : undefined;
    }
    return {
        /**
         * The oldest earlier command not yet answered: wait while its run may be alive, else take it
         * over. Order is kept on doubt: a list that cannot be read now is waited on.
         */
        async next(own, comments) {
            if (comments === undefined)
                return { kind: 'wait' };
            let alive = null;
            const lookBackMs = Math.max(timeoutMs, _command_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMAND_LOOK_BACK_MS */ .XC);
            for (const earlier of (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .earlierCommands */ .x6)(comments, reading, command, Date.now(), lookBackMs)) {
                const reactions = await reactionsOn(earlier.id);
                if (reactions === undefined)
                    return { kind: 'wait' };
                alive = alive === null ? await wire.host.commentRunsInProgress(wire.read()) : alive;
                const state = (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .earlierState */ .Q3)(reactions, own, takeUnclaimed ? { recent: false } : earlier, Date.now(), alive);
                if (state.kind === 'answered')
                    continue;
                if (state.kind === 'on-its-way')
                    return { kind: 'wait' };
                return { kind: 'take', command: earlier, ...(state.claim === undefined ? {} : { claim: state.claim }) };
            }
            return { kind: 'none' };
        },
        /**
         * The newest command not claimed, or whose claim's run is gone, for a run of another event to
         * send as that command's run would have: the queue then sends the ones before it first.
         * Undefined when there is none, or when the reactions cannot be read (order is kept on doubt).
         */
        async newestOwed(own, comments) {
            let alive = null;
            const lookBackMs = Math.max(timeoutMs, _command_js__WEBPACK_IMPORTED_MODULE_2__/* .COMMAND_LOOK_BACK_MS */ .XC);
            for (const earlier of (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .earlierCommands */ .x6)(comments, reading, command, Date.now(), lookBackMs).reverse()) {
                const reactions = await reactionsOn(earlier.id);
                if (reactions === undefined)
                    return undefined;
                alive = alive === null ? await wire.host.commentRunsInProgress(wire.read()) : alive;
                // The account's login as its reactions show it (a bot's ends in [bot], which `viewer` leaves out).
                const login = reactions.find(({ author }) => (0,_comment_js__WEBPACK_IMPORTED_MODULE_0__/* .isAccount */ .UP)(author, own))?.author?.login ?? own.login ?? '';
                // Unclaimed, however recent, is taken: the claim is atomic, and its own run, if it comes, finds it claimed.
                const state = (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .earlierState */ .Q3)(reactions, login, { recent: false }, Date.now(), alive);
                if (state.kind === 'orphaned')
                    return { kind: 'take', command: earlier, ...(state.claim === undefined ? {} : { claim: state.claim }) };
            }
            return undefined;
        },
        /** Makes the claim on a comment: the host making `eyes` (201) says this run owns it (200: another run does). */
        async claim(commentId, deadClaim) {
            if (deadClaim !== undefined)
                await wire.host.unreact(commentId, deadClaim, wire.write());
            const answer = await react(wire, commentId, 'eyes');
            if (!answer.ok)
                return { owned: false };
            const { created, id, author } = answer.value;
            return { owned: created, ...(id === undefined ? {} : { id }), ...(author === undefined ? {} : { author }) };
        },
        /** Whether the action's account already answered 🚀 on a comment: it was sent, and never is again. */
        async sentBefore(commentId, own) {
            const reactions = await reactionsOn(commentId);
            // A list that cannot be read is no proof of a send: the claim decides, as before.
            return reactions?.some(({ content, author }) => content === 'rocket' && author?.login === own) ?? false;
        },
        /**
         * Whether this run's claim on a comment still stands: its `eyes` (by id) is still there. A
         * later run that took it over removed it first; an answer of its own (a re-run) is no matter.
         */
        async stillHeld(commentId, claim) {
            const reactions = await reactionsOn(commentId);
            // A list that cannot be read is no news: the claim stands.
            if (reactions === undefined)
                return true;
            return reactions.some(({ id, content }) => content === 'eyes' && id === claim);
        },
    };
}
/** Whether the author of a command taken over may command, read as for the run's own; undefined when unread. */
async function mayStill(wire, login, required) {
    const answer = await wire.host.permission(login, wire.read());
    return answer.ok ? (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .mayCommand */ .fi)(answer.value, required) : undefined;
}
/**
 * Sends an earlier command its own run left unanswered, once this run owns it, and says so on it.
 * Whether anything was sent to the job.
 */
async function takeOver(next, deps) {
    const { command: earlier } = next;
    const { wire, sink } = deps;
    const made = await deps.queue.claim(earlier.id, next.claim);
    if (!made.owned)
        return false;
    const may = earlier.message === '' ? false : await mayStill(wire, earlier.login, deps.required);
    // A permission that cannot be read now is read again at the next look: the claim holds it meanwhile.
    if (may === undefined) {
        sink.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `The permission of ${earlier.login} could not be read; their earlier command waits for the next look.`);
        return false;
    }
    if (!may) {
        await react(wire, earlier.id, 'confused');
        sink.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `An earlier command (comment ${earlier.id}) that its run did not answer is not sent: it holds no message, or ${earlier.login} may not command.`);
        return false;
    }
    sink.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .msg */ .ab) `The run for an earlier command (comment ${earlier.id}, by ${earlier.login}) had not sent it (it was cancelled, stopped, or not started yet); this run sends it first, as commands go in the order written.`);
    const sent = await deps.send(earlier.message);
    await react(wire, earlier.id, sent ? 'rocket' : 'confused');
    const who = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkup */ .My)(earlier.login);
    const run = wire.trigger.runUrl ? ` (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkup */ .My)(wire.trigger.runUrl)})` : '';
    await deps.reply(sent
        ? `${who}: the run for your comment ${earlier.id} had not sent it (it was cancelled, stopped, or not started yet), so a later run${run} sent it to the job.`
        : `${who}: the run for your comment ${earlier.id} did not send it, and a later run${run} could not either; its log says why.`);
    return sent;
}
/**
 * One reaction by the run's account on a comment. The host makes a reaction once per account (201,
 * then 200), so unlike other creations it is sent again after a 5xx or no answer (1 s, then 2 s):
 * a lost `rocket` would let a later run send the command again.
 */
async function react(wire, commentId, mark) {
    const budget = mark === 'rocket' && wire.recordSent ? () => wire.recordSent?.() ?? wire.write() : wire.write;
    let answer = await wire.host.react(commentId, mark, budget());
    for (const pauseMs of [1_000, 2_000]) {
        if (answer.ok || (answer.status !== undefined && answer.status < 500) || wire.cancelled())
            break;
        await wire.sleep(pauseMs);
        answer = await wire.host.react(commentId, mark, budget());
    }
    return answer;
}


/***/ }),

/***/ 518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ not),
/* harmony export */   Q3: () => (/* binding */ earlierState),
/* harmony export */   UK: () => (/* binding */ readCommand),
/* harmony export */   XC: () => (/* binding */ COMMAND_LOOK_BACK_MS),
/* harmony export */   fi: () => (/* binding */ mayCommand),
/* harmony export */   x6: () => (/* binding */ earlierCommands)
/* harmony export */ });
/* unused harmony exports UNSEEN_COMMAND_MS, CLAIM_BOUND_MS, MAX_EARLIER_COMMANDS */
/* harmony import */ var _inputs_follow_up_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2356);
/**
 * A pull request comment read as a command to the agent (`follow-up-command`, such as `/docs`), and
 * who may give one. Pure: the comment is the run's event as the host's wire read it
 * (src/github/comment-event.ts), the level is the host's answer. Every field of both is
 * untrusted: anything the wire could not read is "not a command", never a guess.
 */

const not = (why) => ({ kind: 'not-a-command', why });
/** The first line begins with the command followed by white space or its end (case-sensitive). */
function beginsWithCommand(text, command) {
    const first = text.split('\n', 1)[0] ?? '';
    return first.startsWith(command) && !/\S/.test(first.charAt(command.length));
}
/**
 * The comment of the run's event as a command, or why it is not one: only a comment by a person
 * (not a bot, not the action), whose first line begins with the command followed by white space
 * or its end (case-sensitive; a quote, a code block or a later line is not a command).
 */
function readCommand(event, command, actionLogin) {
    if (event.kind !== 'comment')
        return event;
    const { id, body, author } = event.comment;
    if (author?.login === undefined)
        return not("the comment's author is not named");
    if (author.bot)
        return not('its author is a bot');
    if (actionLogin !== undefined && author.login.toLowerCase() === actionLogin.toLowerCase())
        return not('the action wrote it');
    const text = body.replace(/\r\n?/g, '\n');
    if (!beginsWithCommand(text, command))
        return not(`its first line does not begin with ${command}`);
    return { kind: 'command', commentId: id, login: author.login, message: text.slice(command.length).trim() };
}
/** Whether a commenter at `level` may command where `required` is asked. */
function mayCommand(level, required) {
    return level !== undefined && _inputs_follow_up_js__WEBPACK_IMPORTED_MODULE_0__/* .PERMISSION_LEVELS */ .e.indexOf(level) >= _inputs_follow_up_js__WEBPACK_IMPORTED_MODULE_0__/* .PERMISSION_LEVELS */ .e.indexOf(required);
}
/** A command comment with no reaction yet counts as on its way this long: its run may not have started. */
const UNSEEN_COMMAND_MS = 120_000;
/**
 * How long the action's claim on a command (its `eyes`) holds when the Actions API cannot say
 * whether the run that made it is alive: minutes, not that run's whole `timeout`.
 */
const CLAIM_BOUND_MS = 15 * 60_000;
/**
 * How far back a run looks for earlier commands left unanswered (or the step's `timeout`, when
 * longer): one older than that is not sent by surprise.
 */
const COMMAND_LOOK_BACK_MS = 6 * 60 * 60_000;
/** How many earlier commands a run reads the reactions of, at most, each time it looks. */
const MAX_EARLIER_COMMANDS = 100;
/**
 * The command comments written before this one (by a person, within `lookBackMs`, unedited, the
 * last MAX_EARLIER_COMMANDS whether answered or not), oldest first.
 */
function earlierCommands(comments, current, command, nowMs, lookBackMs) {
    return comments
        .flatMap(({ id, body, author, createdAt, edited }) => {
        const login = author?.login;
        if (id >= current.commentId)
            return [];
        // An edited comment is not a command (no run is started by an edit): its words may be new.
        if (edited)
            return [];
        if (login === undefined || author?.bot)
            return [];
        const text = body.replace(/\r\n?/g, '\n');
        if (!beginsWithCommand(text, command))
            return [];
        const ageMs = nowMs - createdAt;
        if (!(ageMs <= lookBackMs))
            return [];
        return [
            { id, login, message: text.slice(command.length).trim(), recent: ageMs <= UNSEEN_COMMAND_MS, at: createdAt },
        ];
    })
        .sort((a, b) => a.id - b.id)
        .slice(-MAX_EARLIER_COMMANDS);
}
/**
 * `othersAlive`: whether the Actions API lists another run started by a comment in progress
 * (undefined when it cannot be read). With none, a claim is dead whatever its age; with some, it
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
    const dead = othersAlive === false || (othersAlive === undefined && nowMs - claim.at > CLAIM_BOUND_MS);
    if (!dead)
        return { kind: 'on-its-way' };
    return claim.id === undefined ? { kind: 'on-its-way' } : { kind: 'orphaned', claim: claim.id };
}


/***/ }),

/***/ 4714:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F5: () => (/* binding */ writtenByAction),
/* harmony export */   UP: () => (/* binding */ isAccount),
/* harmony export */   de: () => (/* binding */ knownComment),
/* harmony export */   h1: () => (/* binding */ findComment),
/* harmony export */   y5: () => (/* binding */ findStartedJob)
/* harmony export */ });
/* harmony import */ var _host_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(393);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6002);
/**
 * The pull request comment: this step's is the oldest comment on the pull request that carries
 * its records signed with the api-key, written by the report-token's own account. Another
 * account's comment is never taken for it, whatever marker it carries: it is never trusted, and
 * never edited.
 */


/** Whether an author is the account: by id when both have one, else by handle. */
function isAccount(author, account) {
    if (account.id !== undefined && author?.id !== undefined)
        return author.id === account.id;
    return account.handle !== undefined && author?.handle === account.handle;
}
/**
 * Whether a record this api-key cannot verify is doubt (a rotated key, of the action's own comment)
 * or noise: anyone can paste one, so only the token's own account's comment counts (and, when who
 * that is cannot be read, any comment: not knowing is never "no record").
 */
function ownUnverified(author, account) {
    return account === undefined || isAccount(author, account);
}
/**
 * Whether the action wrote the comment: its author is the account the signed records name (every
 * write after the first names it); a record that names none (a step that ended right after its
 * first write) is taken only from the token's own account when GitHub says who that is, else
 * from a bot's comment, as GITHUB_TOKEN's and apps' comments are.
 */
function writtenByAction(author, kept, identity) {
    if (kept.oldKey)
        return identity !== undefined && isAccount(author, identity);
    if (kept.by !== undefined)
        return author?.id === kept.by;
    if (identity)
        return isAccount(author, identity);
    // A list that names no author at all is not the host's own shape: nothing there says it is not ours.
    if (author === undefined)
        return true;
    return author.bot;
}
/**
 * Every comment of the pull request is read: a list that cannot be read to its end finds nothing
 * either way. Who the token is is asked only when a candidate's records name no author, or a
 * record cannot be verified (one pasted by anyone else is no doubt).
 */
async function findComment(host, trigger, keys, budget, identity, sharedCommentId) {
    const listed = await host.comments(budget);
    if (!listed.ok)
        return listed;
    const candidates = [];
    let unverified = false;
    for (const { id, body, url, author } of listed.value) {
        // One comment this action cannot read could be its own: then nothing is known.
        if (url === undefined)
            return _host_js__WEBPACK_IMPORTED_MODULE_0__/* .UNREADABLE_ITEM */ .k;
        // The shared comment (the job's, where a follow-up writes its turn) is kept, whichever step wrote it first.
        const kept = (0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .readCommentRecords */ .SA)(body, trigger.step, keys, id === sharedCommentId);
        if (kept)
            candidates.push({ id, url, ...(author === undefined ? {} : { author }), kept });
        else if (!unverified && (0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .unverifiedRecord */ .jI)(body, trigger.step, keys, 'comment'))
            unverified = ownUnverified(author, await identity());
    }
    const account = candidates.some(({ kept }) => kept.by === undefined) ? await identity() : undefined;
    const oldest = candidates
        .filter(({ author, kept }) => writtenByAction(author, kept, account))
        .sort((a, b) => Number(b.id === sharedCommentId) - Number(a.id === sharedCommentId) || a.id - b.id)[0];
    const doubt = unverified ? { unverified } : {};
    if (!oldest)
        return { ok: true, ...doubt };
    const { id, url, kept, author } = oldest;
    // A comment taken for the action's names its author from now on, though its records did not yet.
    const by = kept.by ?? author?.id;
    return { ok: true, match: { id, url, records: kept.records, ...(by === undefined ? {} : { by }) }, ...doubt };
}
/**
 * A comment whose id the step already knows (a sweep read it): read alone, and taken only when it
 * is still the action's, so a pull request's other comments, however many, are never listed.
 */
async function knownComment(host, trigger, keys, budget, identity, id) {
    const read = await host.comment(id, budget);
    if (!read.ok)
        return read;
    const { body, url, author } = read.value;
    const kept = (0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .readCommentRecords */ .SA)(body, trigger.step, keys, true);
    if (!kept || url === undefined)
        return { ok: true };
    const account = kept.by === undefined ? await identity() : undefined;
    if (!writtenByAction(author, kept, account))
        return { ok: true };
    const by = kept.by ?? author?.id;
    return { ok: true, match: { id, url, records: kept.records, ...(by === undefined ? {} : { by }) } };
}
const newer = (a, b) => Number(b.run) - Number(a.run) || b.attempt - a.attempt;
/**
 * The job the action started on this pull request most recently (or `jobId`'s start), from the
 * signed records in its own comments (any step's: the start workflow's comment serves a follow-up
 * workflow): the newest run's record of a started job. Another account's comment is never read,
 * whatever it carries.
 */
async function findStartedJob(host, trigger, keys, budget, identity, jobId) {
    // A comment this action cannot read could hold the record: then nothing is known, never "no job".
    const listed = await host.comments(budget);
    if (!listed.ok)
        return listed;
    const starts = [];
    /** Every record of the action's that names a head it told a job about. */
    const told = [];
    let account;
    let unverified = false;
    for (const { id, body, author: user } of listed.value) {
        const kept = (0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .readCommentRecords */ .SA)(body, trigger.step, keys, true);
        if (!kept) {
            if (!unverified && (0,_record_js__WEBPACK_IMPORTED_MODULE_1__/* .unverifiedRecord */ .jI)(body, trigger.step, keys, 'comment', true))
                unverified = ownUnverified(user, (account ??= await identity()));
            continue;
        }
        if (kept.by === undefined)
            account ??= await identity();
        if (!writtenByAction(user, kept, account))
            continue;
        const author = user?.id;
        const comment = { id, ...(author === undefined ? {} : { author }) };
        for (const record of kept.records) {
            if (record.head !== undefined && record.kind !== 'wait')
                told.push(record);
            if (record.kind === 'prompt' && record.jobs.length > 0 && (jobId === undefined || record.jobs.includes(jobId)))
                starts.push({ record, comment });
        }
    }
    const newest = starts.sort((a, b) => newer(a.record, b.record))[0];
    if (!newest)
        return unverified ? { ok: true, unverified } : { ok: true };
    const job = jobId ?? newest.record.jobs[0] ?? '';
    const lastHead = told.filter((record) => record.jobs.includes(job)).sort(newer)[0]?.head;
    return { ok: true, started: { job, comment: newest.comment, ...(lastHead === undefined ? {} : { lastHead }) } };
}


/***/ })

};
