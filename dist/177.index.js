export const id = 177;
export const ids = [177];
export const modules = {

/***/ 2311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EN: () => (/* binding */ bodyOf),
/* harmony export */   LA: () => (/* binding */ unnotedComment),
/* harmony export */   W3: () => (/* binding */ closedComment),
/* harmony export */   WO: () => (/* binding */ keepingCloseNotice),
/* harmony export */   X: () => (/* binding */ keepingDocsLink),
/* harmony export */   Yt: () => (/* binding */ notedComment),
/* harmony export */   _N: () => (/* binding */ reopenedComment),
/* harmony export */   wt: () => (/* binding */ closeNoticeIn)
/* harmony export */ });
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6002);

/** The freshness line the mirror writes (report/mirror.ts), as the log renders it. */
const FRESHNESS = /<p>Docs pull request as of [^<\n]*; refreshed on every run of this workflow\.<\/p>\n?/g;
/** A closing line this module wrote before, on an earlier attempt of the close (a GitLab merge request's too). */
const NOTICE = /<h3>(?:🔀|🔚) This (?:pull|merge) request was (?:merged|closed)[^\n]*<\/h3>\n?/g;
/** The action's signed marker line, which holds the records. */
const MARKER = _record_js__WEBPACK_IMPORTED_MODULE_0__/* .RECORD_MARK */ .or;
/**
 * The body apart: the last marker line (the records, as src/pull-request/record.ts reads them) is
 * sent again exactly as signed; every other line, whoever added it and wherever, is text, which
 * the host's wire redacts.
 */
function apart(body) {
    const lines = body.trimEnd().split('\n');
    const at = lines.findLastIndex((line) => line.startsWith(MARKER));
    if (at === -1)
        return { html: body };
    return { html: [...lines.slice(0, at), ...lines.slice(at + 1)].join('\n'), record: lines[at] ?? '' };
}
/**
 * The comment's body with `notice` (one `<h3>` line, already rendered through the log) at the
 * top, the freshness line and any earlier notice taken out; its record apart, as it was signed.
 */
function closedComment(body, notice) {
    const { html, record } = apart(body);
    const text = `${notice}\n${html.replace(NOTICE, '').replace(FRESHNESS, '')}`.replace(/\n+$/, '');
    return record === undefined ? { text } : { text, record };
}
/** The closing line a close put atop the comment, if it holds one: a later rewrite keeps it. */
function closeNoticeIn(body) {
    return new RegExp(NOTICE.source).exec(body)?.[0]?.replace(/\n$/, '');
}
/**
 * The comment of a pull request re-opened since its close, its closing line taken out and its
 * record apart as it was signed; undefined when it holds none.
 */
function reopenedComment(body) {
    if (closeNoticeIn(body) === undefined)
        return undefined;
    const { html, record } = apart(body);
    const text = html.replace(NOTICE, '').replace(/\n+$/, '');
    return record === undefined ? { text } : { text, record };
}
/** A new text for a closed pull request's comment: its closing line atop, no "refreshed on every run". */
function keepingCloseNotice(html, notice) {
    if (notice === undefined)
        return html;
    return `${notice}\n${html.replace(NOTICE, '').replace(FRESHNESS, '')}`.replace(/\n+$/, '');
}
/**
 * The link back atop a docs pull request's comment (docs-comment.ts writes it: the job, the product
 * pull request it was opened for, how to reply), as rendered: a turn of the docs pull request's own
 * that writes its report there (docs in the same repository) keeps it atop.
 */
const DOCS_LINK = /^<h2>🤖 Agent job [^\n]*<\/h2>\n<p>Opened (?:for|by) [^\n]*<\/p>\n<p>To send the agent a follow-up[^\n]*<\/p>\n?/;
/** A new text for a comment that holds the docs pull request's link back: the link kept atop. */
function keepingDocsLink(html, body) {
    const link = body === undefined ? undefined : DOCS_LINK.exec(body)?.[0]?.replace(/\n$/, '');
    return link === undefined ? html : `${link}\n${html.replace(DOCS_LINK, '')}`;
}
/** The body GitHub keeps for a comment written as `written` (github/host.ts writes it so). */
const bodyOf = ({ text, record }) => (record === undefined ? text : `${text}\n${record}\n`);
/** A line atop the comment that a run with nothing to do for the head put there (a draft, the skip-label, no file within `paths`). */
const NOTE = /^<h3>(?:📝|🏷️|⏭️) [^\n]*<\/h3>\n?/gm;
/**
 * The comment with `note` (the heading of a run with nothing to do, one line, rendered) atop what it
 * shows of the job, any earlier such line taken out, its closing line kept atop unless `open`; its
 * record apart, as it was signed.
 */
function notedComment(body, note, open = false) {
    const { html, record } = apart(body);
    const rest = html.replace(NOTE, '');
    // A pull request open again (re-opened since its close) outgrew its closing line.
    const notice = open ? undefined : closeNoticeIn(rest);
    const shown = rest.replace(NOTICE, '');
    const text = [notice, `<h3>${note}</h3>`, shown]
        .filter((part) => part !== undefined)
        .join('\n')
        .replace(/\n+$/, '');
    return record === undefined ? { text } : { text, record };
}
/** The comment without the line a run with nothing to do put atop it; undefined when it holds none, or nothing else. */
function unnotedComment(body) {
    const { html, record } = apart(body);
    const text = html.replace(NOTE, '').replace(/\n+$/, '');
    if (text === html.replace(/\n+$/, '') || text.trim() === '')
        return undefined;
    return record === undefined ? { text } : { text, record };
}


/***/ }),

/***/ 8177:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createPullRequestSurfaces: () => (/* binding */ createPullRequestSurfaces)
});

// UNUSED EXPORTS: PROGRESS_GAP_MS, firstWritesState, nextWritesState

// EXTERNAL MODULE: ./src/common/step-end.ts
var step_end = __webpack_require__(3383);
// EXTERNAL MODULE: ./src/pull-request/closed-comment.ts
var closed_comment = __webpack_require__(2311);
// EXTERNAL MODULE: ./src/output/text.ts
var output_text = __webpack_require__(218);
// EXTERNAL MODULE: ./src/pull-request/record.ts
var pull_request_record = __webpack_require__(6002);
;// CONCATENATED MODULE: ./src/pull-request/abandoned-check.ts


/** The pull request's newest commit, read once and only when asked: undefined when the list cannot be read. */
function liveHeadOf(host, budget) {
    let read;
    return () => (read ??= host.commits(budget).then((commits) => (commits.ok ? commits.value.at(-1) : undefined)));
}
/** How many turns that never recorded an ending a run looks at: the newest, a few kills deep. */
const MAX_ABANDONED_TURNS = 3;
/**
 * The newest turns (the comment keeps records newest first) that never recorded their ending, by
 * other runs: on an earlier head, or on this one (its newer check run, this run's, shows the job).
 */
function abandonedTurns(records, self) {
    return records
        .filter((record) => record.ended === undefined && !record.pending && record.head && record.run !== self)
        .slice(0, MAX_ABANDONED_TURNS);
}
const namedByRun = {
    who: (record) => (0,output_text/* msg */.ab) `Workflow run ${(0,output_text/* quoted */.TL)(record.run, 40)}`,
    by: (record) => (0,output_text/* msg */.ab) `workflow run ${(0,output_text/* quoted */.TL)(record.run, 40)}`,
};
async function finishAbandonedCheckRun(site, { sha, leftByOthers }, budget) {
    if (sha === undefined)
        return;
    const turns = site.turns();
    // Unread, the comment cannot say which turn is a let-go one's (the sweep's to finish): leave other runs' alone.
    if (turns !== undefined)
        await finishOtherRuns(site, turns, { sha, leftByOthers }, budget);
    const { trigger } = site;
    // An earlier attempt of this run left its own on this head: its record is this attempt's now
    // (carried forward), and it has ended, for this attempt runs. Seen when a re-run read the head's
    // check runs as none (a page GitHub served empty) and made its own beside it.
    if (trigger.attempt > 1)
        await finishTurn(site, sha, budget, {
            head: sha,
            who: () => (0,output_text/* msg */.ab) `An earlier attempt of workflow run ${(0,output_text/* quoted */.TL)(trigger.runId, 40)}`,
            by: () => (0,output_text/* msg */.ab) `an earlier attempt of workflow run ${(0,output_text/* quoted */.TL)(trigger.runId, 40)}`,
            // A let-go attempt's is the sweep's to finish, as abandonedTurns leaves one.
            owns: (record) => record?.run === trigger.runId && record.attempt < trigger.attempt && !record.pending,
            ended: async () => true,
        });
}
/** Other runs' check runs left in progress, each judged by its own record and its run's state. */
async function finishOtherRuns(site, turns, { sha, leftByOthers }, budget) {
    const { host, trigger } = site;
    // The heads where a turn may be left: those the comment records unended; the head a push replaced
    // (a run whose last check-run write, or every comment write, was refused is known there alone);
    // and this head, when this run saw another run's check run in progress on it. A check run keeps
    // no ending of its own: one in progress is its run's turn.
    const before = trigger.pullRequest?.pushed ? trigger.pullRequest.before : undefined;
    const heads = new Set(abandonedTurns(turns, trigger.runId).map((turn) => turn.head ?? ''));
    if (before !== undefined && before !== sha)
        heads.add(before);
    if (leftByOthers)
        heads.add(sha);
    heads.delete('');
    for (const head of heads)
        await finishTurn(site, sha, budget, {
            head,
            ...namedByRun,
            owns: (record) => record !== undefined && record.run !== trigger.runId && !(0,pull_request_record/* letGoTurnHolds */.dR)(turns, record),
            // A later attempt of that run, still going, takes its check run over (it finds it by its run).
            ended: async ({ run, attempt }) => (await host.runState({ run, attempt, anyAttempt: true }, budget)) === 'ended',
        });
}
/** A turn's check runs on its head, left in progress by its run, finished once that run has ended. */
async function finishTurn(site, sha, budget, turn) {
    const { host, trigger, keys, name, log } = site;
    const { head } = turn;
    const listed = await host.checkRuns(head, name, budget);
    if (!listed.ok)
        return;
    // On this head, only one a newer check run of the name stands after: else it is still the one that shows the job.
    const superseded = (id) => head !== sha || listed.value.some((check) => check.id > id);
    let open = listed.value.flatMap((check) => {
        const record = (0,pull_request_record/* readRecord */.aE)(check.externalId, trigger.step, keys);
        return check.status === 'in_progress' && superseded(check.id) && turn.owns(record)
            ? [{ id: check.id, record }]
            : [];
    });
    // A run's event may be old (a re-run's, or a run queued behind a force-push back): an earlier head
    // may be the pull request's head again, where a required check reads the newest check run.
    if (open.length > 0 && head !== sha) {
        const live = await site.liveHead();
        if (live === undefined)
            return;
        if (live === head)
            open = open.filter(({ id }) => listed.value.some((check) => check.id > id));
    }
    // Every value goes to the log whole: it redacts, escapes, and only then cuts (a commit to 12).
    const now = head === sha
        ? (0,output_text/* msg */.ab) `A later ${(0,output_text/* quoted */.TL)(name, 100)} check run of this commit shows the job.`
        : (0,output_text/* msg */.ab) `The pull request's head is now ${(0,output_text/* abbreviated */.gl)(sha, 12)}: its ${(0,output_text/* quoted */.TL)(name, 100)} check run shows the job.`;
    for (const { id, record } of open) {
        if (!(await turn.ended(record)))
            continue;
        const said = (0,output_text/* msg */.ab) `${turn.who(record)} ended before it finished this check run (killed, its runner lost, or its last write refused). ${now}`;
        const written = await host.updateCheckRun(id, {
            status: 'completed',
            conclusion: 'neutral',
            title: 'Its run ended before it finished',
            summary: log.markup({ icon: '⏹️', heading: 'Its run ended before it finished', paragraphs: [said], rows: [] }),
        }, budget);
        const by = turn.by(record);
        log.info(written.ok
            ? (0,output_text/* msg */.ab) `Commit ${(0,output_text/* abbreviated */.gl)(head, 12)}'s ${(0,output_text/* quoted */.TL)(name, 100)} check run was left in progress by ${by}, which has ended: finished as neutral.`
            : (0,output_text/* msg */.ab) `Commit ${(0,output_text/* abbreviated */.gl)(head, 12)}'s ${(0,output_text/* quoted */.TL)(name, 100)} check run, left in progress by ${by}, could not be finished (${written.cause}). A required check reads the newer one; re-run this workflow run to finish it.`);
    }
}

// EXTERNAL MODULE: ./src/pull-request/check-run.ts
var check_run = __webpack_require__(3023);
// EXTERNAL MODULE: ./src/pull-request/comment.ts
var pull_request_comment = __webpack_require__(4714);
// EXTERNAL MODULE: ./src/pull-request/documents.ts
var documents = __webpack_require__(3697);
// EXTERNAL MODULE: ./src/pull-request/host.ts
var host = __webpack_require__(393);
// EXTERNAL MODULE: ./src/pull-request/lease.ts
var lease = __webpack_require__(6013);
;// CONCATENATED MODULE: ./src/pull-request/surface.ts


const FIRST_SURFACE_STATE = { onHost: { kind: 'unknown' }, told: false };
const urlOf = (on) => (on.kind === 'exists' || on.kind === 'off' ? on.url : undefined);
/** The one function that changes what the step knows of its surface. */
function nextSurfaceState(state, event) {
    const on = state.onHost;
    switch (event.kind) {
        case 'look-started':
            return { ...state, look: event.look };
        case 'look-dropped':
            return { ...state, look: undefined };
        case 'told':
            return { ...state, told: true };
        case 'refused-for-good': {
            const url = event.gone ? undefined : urlOf(on);
            return { ...state, onHost: url === undefined ? { kind: 'off' } : { kind: 'off', url } };
        }
    }
    if (on.kind === 'off')
        return state;
    switch (event.kind) {
        case 'look-answered':
            if (!event.found.ok)
                return state;
            if (event.found.match)
                return { ...state, onHost: { kind: 'exists', ...pick(event.found.match) } };
            if (on.kind === 'maybe-created' && !on.emptyOnce)
                return { ...state, onHost: { kind: 'maybe-created', emptyOnce: true } };
            return on.kind === 'exists' ? state : { ...state, onHost: { kind: 'absent' } };
        case 'creation-unknown':
            return { ...state, onHost: { kind: 'maybe-created' } };
        case 'gone':
            return { ...state, onHost: { kind: 'absent' } };
        case 'adopted':
            return { ...state, onHost: { kind: 'exists', id: event.id, url: '' } };
        case 'written': {
            const known = on.kind === 'exists' ? on : undefined;
            const nextId = event.id ?? known?.id;
            // A creation whose answer names no id it can read may still have made one: look before creating.
            if (nextId === undefined)
                return { ...state, onHost: { kind: 'maybe-created' } };
            const nextUrl = event.url ?? known?.url ?? '';
            return { ...state, onHost: { kind: 'exists', id: nextId, url: nextUrl } };
        }
    }
}
const pick = (match) => ({ id: match.id, url: match.url });
/** The pause before a second look for what a creation with no answer may have made. */
const LOOK_AGAIN_MS = 1_000;
/** Creations whose outcome was unknown (looked for, then made again) and updates answered 404: tries in one write. */
const CREATION_ROUNDS = 4;
/**
 * The round from which an update answered 404 looks again for the surface: after two pauses (1 s,
 * 2 s) a lagging replica shows what was made, so one the look no longer lists was deleted.
 */
const GONE_FROM_ROUND = 3;
/** Creates or updates; a write the host refuses (422, such as for its size) goes again as `shorter`, once. */
async function send(target, budget, requests, shorter) {
    const sent = target.kind !== 'exists' && budget.creationSignal ? { ...budget, signal: budget.creationSignal } : budget;
    const write = (r) => target.kind === 'exists'
        ? r.update(target.id, sent)
        : (r.create?.(sent) ?? Promise.resolve({ ok: true, value: {} }));
    const result = await write(requests);
    return !result.ok && result.status === 422 && shorter ? write(shorter) : result;
}
/** A failure said once, in one line: a warning when the user asked for the surface by name. */
function say(options, result, doing) {
    // An update still answered 404 after asking again: the surface is gone, whatever the token may do.
    const cause = doing === 'update' && result.status === 404
        ? (0,output_text/* msg */.ab) `GitHub still answers 404 for it after asking again (${result.cause}): it was deleted, or the token can no longer see it`
        : result.cause;
    const denied = (0,host/* refusedForGood */.FD)(result) && result.status !== 422;
    // Deleted (an update still 404 after asking again): no permission brings it back, a new write does.
    const gone = doing === 'update' && result.status === 404;
    const leftWords = options.left?.({
        made: doing === 'update',
        denied: denied && !gone,
        invalid: result.status === 401,
        gone,
    });
    const left = leftWords === undefined ? '' : (0,output_text/* msg */.ab) ` ${leftWords}`;
    const costs = denied ? options.refusalCosts : options.failureCosts?.();
    // A refusal that costs the record may end the step (no job started): its outputs say so, not "goes on".
    const goesOn = denied && costs !== undefined
        ? 'Its outputs and job summary say how the step ends.'
        : 'The step goes on; its outputs and job summary say how it ends.';
    const text = (0,output_text/* msg */.ab) `Could not ${doing} ${options.name}: ${cause}. ${goesOn}${left}`;
    // A token GitHub does not accept (401): a warning whose cause says the fix (the permission a refusal's costs name is none).
    if (result.status === 401)
        return options.log.warning(text);
    if (costs !== undefined)
        options.log.warning((0,output_text/* msg */.ab) `${text} ${costs}`);
    else if (options.warnOnFailure)
        options.log.warning(text);
    else
        options.log.info(text);
}
/**
 * A write worth sending again after a pause: a creation GitHub may have made (a 5xx, no answer:
 * looked for first), or an update answered 404, which may be GitHub not seeing yet what was made
 * a moment ago (its replicas lag), before the surface counts as gone.
 */
const askAgain = (result, creating) => creating ? (0,host/* unanswered */.bj)(result) : result.status === 404;
/** The look for an earlier one, told to the state when it starts and when it is answered. */
function lookFor(options, change) {
    return (budget, anew) => {
        const look = options.find(budget, anew).then((found) => {
            change({ kind: 'look-answered', found });
            return found;
        });
        change({ kind: 'look-started', look });
        return look;
    };
}
/** Says a surface's failure once (a fork's refusal its own way); whether the last was a rate limit. */
function failures(options, state, change) {
    let limited = false;
    return {
        limited: () => limited,
        failed(result, doing) {
            limited = result.rateLimited === true;
            const forGood = (0,host/* refusedForGood */.FD)(result);
            if (forGood)
                change({ kind: 'refused-for-good', gone: doing === 'update' && result.status === 404 });
            const saidElsewhere = forGood && options.saysRefusal?.(result) === true;
            if (!state().told && !saidElsewhere)
                say(options, result, doing);
            change({ kind: 'told' });
            return false;
        },
    };
}
/**
 * Whether a surface that answers 404 was deleted (a fresh look lists it no more): then it is
 * created again, once, with what the step keeps in it. One the look cannot read stays as it was.
 */
function deletedOnce(options, search, change) {
    let recreated = false;
    return async (budget) => {
        if (recreated || !options.recreate)
            return false;
        const found = await search(budget);
        if (!found.ok || found.match)
            return false;
        recreated = true;
        change({ kind: 'gone' });
        options.log.warning((0,output_text/* msg */.ab) `GitHub answers 404 for ${options.name}, and no longer lists it: it was deleted while the step ran, and is written again as a new one, which later runs read.`);
        return true;
    };
}
/**
 * What a creation with no answer may have made is taken for absent only when two looks find none:
 * after one that found none, a second, a paced second later and read anew. False when it failed.
 */
async function secondLook(options, onHost, budget, lookedUp) {
    if (onHost.kind !== 'maybe-created' || !onHost.emptyOnce)
        return true;
    await options.clock.sleep(options.pause?.(LOOK_AGAIN_MS) ?? LOOK_AGAIN_MS, budget.signal);
    return !budget.signal.aborted && (await lookedUp(budget, true));
}
function createSurface(options) {
    let state = FIRST_SURFACE_STATE;
    const change = (event) => void (state = nextSurfaceState(state, event));
    const search = lookFor(options, change);
    const { failed, limited } = failures(options, () => state, change);
    /** Whether an earlier one is known to exist or not; a look that failed (or was cut short) is made again. */
    async function lookedUp(budget, anew = false) {
        const earlier = anew || state.onHost.kind === 'maybe-created' ? undefined : await state.look;
        const found = earlier?.ok ? earlier : await search(budget, anew);
        if (found.ok)
            return true;
        change({ kind: 'look-dropped' });
        if (!budget.superseded?.aborted)
            failed(found, 'read');
        return false;
    }
    const deleted = deletedOnce(options, search, change);
    const surface = {
        get url() {
            return urlOf(state.onHost);
        },
        get limited() {
            return limited();
        },
        get refused() {
            return state.onHost.kind === 'off';
        },
        search: (budget) => state.look ?? search(budget),
        adopt(id, budget, requests, shorter) {
            change({ kind: 'adopted', id });
            return surface.write(budget, requests, shorter);
        },
        async write(budget, requests, shorter) {
            for (let round = 1; round <= CREATION_ROUNDS && state.onHost.kind !== 'off'; round++) {
                // Without knowing whether an earlier one exists, nothing is created: a later write looks again.
                if (options.stopped?.() || !(await lookedUp(budget)))
                    return false;
                if (!(await secondLook(options, state.onHost, budget, lookedUp)))
                    return false;
                const creating = state.onHost.kind !== 'exists';
                if (creating && !requests.create)
                    return false;
                const result = await send(state.onHost, budget, requests, shorter);
                if (result.ok) {
                    options.onWritten?.(result.value);
                    const { id, url } = result.value;
                    change({ kind: 'written', ...(id === undefined ? {} : { id }), ...(url === undefined ? {} : { url }) });
                    return true;
                }
                if (creating && askAgain(result, creating))
                    change({ kind: 'creation-unknown' });
                if (budget.superseded?.aborted)
                    return false;
                if (!creating && result.status === 404 && round >= GONE_FROM_ROUND && (await deleted(budget)))
                    continue;
                // A request that met no answer may still be carried out: its full pause lets the host show it.
                const asWritten = 1_000 * 2 ** (round - 1);
                const pauseMs = result.status === undefined || !options.pause ? asWritten : options.pause(asWritten);
                const last = round === CREATION_ROUNDS || options.clock.now() + pauseMs > budget.deadline;
                if (!askAgain(result, creating) || last || budget.signal.aborted)
                    return failed(result, creating ? 'create' : 'update');
                // The host may have made it (or not show it yet): wait, look for it, and only then write again.
                await options.clock.sleep(pauseMs, budget.signal);
            }
            return false;
        },
    };
    return surface;
}

// EXTERNAL MODULE: ./src/common/budget.ts
var common_budget = __webpack_require__(7532);
;// CONCATENATED MODULE: ./src/pull-request/surfaces.ts
/**
 * The pull request comment and the check run, kept while the step runs. Both are written in this
 * workflow's repository with the report-token, from the same documents as the job summary (so
 * through the same escaping and redaction), and both carry this step's signed record, which a
 * re-run reads to wait for the job an earlier attempt sent instead of sending again.
 *
 * One write at a time, in order: "working on it" first, progress coalesced to the latest state at
 * most once every PROGRESS_GAP_MS, the ending last. The ending ends any write still waiting for
 * GitHub and has a budget of its own, a short one once the runner cancels. What is waiting to be
 * written is one value (`WritesState`) changed by one function. Nothing here throws.
 */












/** At most one progress write this often; the ending never waits for it. */
const PROGRESS_GAP_MS = 2_000;
const firstWritesState = (trigger) => ({
    record: { run: trigger.runId, attempt: trigger.attempt, kind: 'wait', jobs: [] },
    recordedJobs: '',
    queued: false,
});
/** The one function that changes what is waiting to be written. */
function nextWritesState(state, event) {
    switch (event.kind) {
        case 'began':
            return { ...state, record: event.record };
        case 'progress':
            return { ...state, record: event.record, latest: { record: event.record, progress: event.progress } };
        case 'queued':
            return { ...state, queued: true };
        case 'taken':
            return { ...state, queued: false, latest: undefined };
        case 'written':
            return { ...state, recordedJobs: event.record.jobs.join('\n') };
    }
}
/**
 * The account the comment is written by: the token's own, read once (again only when the read was
 * cut short), else the author GitHub named in an answer or the comment's records named.
 */
function createAuthor(host) {
    let reading;
    let account;
    let seen;
    return {
        account(budget) {
            reading ??= host.identity(budget).then((found) => {
                if (!found && budget.signal.aborted)
                    reading = undefined;
                return (account = found);
            });
            return reading;
        },
        learn(id) {
            seen ??= id;
        },
        id: () => account?.id ?? seen,
    };
}
/**
 * A fork's pull request gets a read-only token: the first write it refuses stops every write of
 * both surfaces, said once (a warning when the user asked for a surface by name).
 */
function createForkLatch(visibility, trigger, log) {
    let stopped = false;
    const options = {
        stopped: () => stopped,
        saysRefusal(result) {
            if (!trigger.fromFork || !(0,host/* refusedForGood */.FD)(result, [403]))
                return false;
            if (stopped)
                return true;
            stopped = true;
            const text = (0,output_text/* msg */.ab) `This pull request comes from a fork, and GitHub gives a fork's workflow a read-only token (HTTP ${result.status ?? 403}), so the step writes no comment or check run. The step goes on; its outputs and job summary say how it ends.`;
            if (visibility.comment === 'true' || visibility.checkName !== '')
                log.warning(text);
            else
                log.info(text);
            return true;
        },
    };
    return { options };
}
/**
 * The comment: found by its records among the token's own comments (or the shared comment, the
 * job's comment a follow-up writes its turn in), which keep the other runs' and the other steps'
 * records. A comment another step also writes is read again before each write, and every comment
 * before the ending, so no write drops what another step wrote in the meantime.
 */
/** What a comment GitHub refuses for good costs a step that starts jobs. */
const RECORD_REFUSED_COSTS = "It holds the record by which this pull request's later runs find the job this step starts: without it each of them may start another, and commands cannot be answered in order. Give the report-token pull-requests: write (github.token: the job's permissions: block, as the recipes have it, which the workflow's next run reads and a re-run of this one does not; or the repository's default workflow permissions; an app's token: the app's permissions).";
/** What a comment GitHub failed for now costs a step that starts jobs: the same record, unwritten. */
const RECORD_UNWRITTEN_COSTS = "It holds the record by which this pull request's later runs find the job this step starts: until a write reaches it, they cannot name the job (a push is not told, a command not answered). The outputs and the job summary name the job.";
/** What a comment GitHub failed for now costs a step whose job an earlier run recorded: this turn's record. */
const TURN_UNWRITTEN_COSTS = "It holds the record of what this run told the job: until a write reaches it, the pull request's next run tells the job this news again (the job may get it twice). This run's own result says what was sent.";
/** Whether a write holding the job's record reached the comment: after it, a failed write costs later runs nothing. */
function recordedJobLatch() {
    let [recorded, tells] = [false, false];
    return {
        /** `earlier`: the records the comment held before; one naming a job finds the job a message goes to without this run's. */
        costs: (earlier) => recorded
            ? undefined
            : tells && earlier.some((record) => record.jobs.length > 0)
                ? TURN_UNWRITTEN_COSTS
                : RECORD_UNWRITTEN_COSTS,
        /** Whether this run's write tells a job a message (else it starts one, or none yet). */
        writing: (record) => void (tells = record.kind === 'message'),
        recorded: () => void (recorded = true),
    };
}
function createCommentSurface(visibility, trigger, deps, { fork, jobRecord }) {
    const [{ host }, costs] = [deps, jobRecord.costs];
    const author = createAuthor(host);
    let [earlierRuns, looked] = [[], false];
    /** Its id, once a look found it or a write made it; its text as last read (for its closing line). */
    let [id, lastRead] = [undefined, undefined];
    const comment = createSurface({
        name: 'the pull request comment',
        ...{ warnOnFailure: visibility.comment === 'true', recreate: true },
        ...(deps.recordFindsJob ? { refusalCosts: RECORD_REFUSED_COSTS, failureCosts: () => costs(earlierRuns) } : {}),
        ...{ clock: deps.clock, log: deps.log, pause: pacedBy(host) },
        find: async (budget) => {
            const identity = () => author.account(budget);
            const [keys, known] = [(0,pull_request_record/* recordKeysOf */.fH)(deps), deps.knownComment];
            const found = known === undefined
                ? await (0,pull_request_comment/* findComment */.h1)(host, trigger, keys, budget, identity, deps.sharedComment)
                : await (0,pull_request_comment/* knownComment */.de)(host, trigger, keys, budget, identity, known);
            looked ||= found.ok;
            if (found.ok && found.match) {
                earlierRuns = found.match.records;
                author.learn(found.match.by);
                id = found.match.id;
                lastRead = found.match.body ?? lastRead;
            }
            return found;
        },
        onWritten: (written) => {
            author.learn(written.author);
            id = written.id ?? id;
        },
        ...fork.options,
    });
    const own = (0,pull_request_record/* stepKey */.Ug)(trigger.step);
    const shared = () => deps.sharedComment !== undefined || earlierRuns.some((record) => record.step !== own);
    /** The records as the comment holds them now; what cannot be read keeps what was read before. */
    async function reread(budget, ending) {
        if (id === undefined || !(ending || shared()))
            return;
        const answer = await host.comment(id, budget);
        if (!answer.ok)
            return;
        lastRead = answer.value.body;
        const kept = (0,pull_request_record/* readCommentRecords */.SA)(answer.value.body, trigger.step, (0,pull_request_record/* recordKeysOf */.fH)(deps), true);
        const by = author.id();
        if (kept &&
            (by === undefined || kept.by === by) &&
            (0,pull_request_comment/* writtenByAction */.F5)(answer.value.author, { ...kept, by: kept.by ?? by }, undefined))
            earlierRuns = kept.records;
    }
    return {
        ...{ comment, author, earlierRuns: () => earlierRuns, reread },
        recordsRead: () => (looked ? earlierRuns : undefined), // undefined: unread
        ...{ id: () => id, jobRecord, read: () => lastRead },
        ...closingLine(deps.pullRequestOpen, () => lastRead),
    };
}
/**
 * The closing line the comment as read holds: kept atop a later finish; the pull request read open
 * again (re-opened since its close), the comment to take it out of.
 */
function closingLine(pullRequestOpen, read) {
    const notice = () => {
        const body = read();
        return body === undefined ? undefined : (0,closed_comment/* closeNoticeIn */.wt)(body);
    };
    return {
        closeNotice: () => (pullRequestOpen ? undefined : notice()),
        reopened: () => (pullRequestOpen && notice() !== undefined ? read() : undefined),
    };
}
/**
 * The comment left as it is, but for lines it outgrew: the closing line of a pull request re-opened
 * since its close, and the line a run with nothing to do put atop it (records as they are).
 */
async function dropCloseNotice(host, surface, budget) {
    const id = surface.id();
    const read = surface.read();
    if (id === undefined || read === undefined)
        return true;
    const reopened = surface.reopened() === undefined ? undefined : (0,closed_comment/* reopenedComment */._N)(read);
    const body = reopened === undefined ? read : (0,closed_comment/* bodyOf */.EN)(reopened);
    const rewritten = (0,closed_comment/* unnotedComment */.LA)(body) ?? reopened;
    if (rewritten === undefined)
        return true;
    return (await host.updateComment(id, rewritten, budget)).ok;
}
/**
 * An ending that leaves the comment as it is (it still takes out lines the pull request outgrew), or
 * notes its heading atop it; undefined when the comment is written as any other ending writes it.
 */
async function leftOrNoted(host, surface, ending, html, budget) {
    if (ending.keepComment)
        return dropCloseNotice(host, surface, budget);
    return ending.noteAtop ? noteAtop(host, surface, html, budget) : undefined;
}
/**
 * A run with nothing to do for the head: the comment there keeps what it shows of the job, its
 * heading (the first line of `html`) a line atop it; no comment read, none written.
 */
async function noteAtop(host, surface, html, budget) {
    const heading = /^<h\d>(.*)<\/h\d>$/.exec(html.split('\n', 1)[0] ?? '')?.[1];
    const [id, read] = [surface.id(), surface.read()];
    if (heading === undefined)
        return undefined;
    if (id === undefined || read === undefined)
        return true;
    const open = surface.reopened() !== undefined;
    return (await host.updateComment(id, (0,closed_comment/* notedComment */.Yt)(read, heading, open), budget)).ok;
}
/**
 * The pull request's lease (lease.ts) on the comment found, for a write that must not drop a
 * record another run writes at the same moment (shared with a stage of this run that holds it
 * already: a sweep's finish); undefined when there is no comment yet, or no lease is kept.
 */
async function leaseOn(surface, trigger, deps, budget) {
    const commentId = surface.id();
    if (!deps.leases || commentId === undefined)
        return undefined;
    const named = surface.earlierRuns().flatMap(({ pending }) => (pending?.claim ? [pending.claim] : []));
    const until = Math.min(budget.deadline, deps.deadline ?? Number.POSITIVE_INFINITY);
    const stopped = () => budget.signal.aborted || deps.clock.now() + lease/* LEASE_PAUSE_MS */.f$ >= until;
    // Taken off on a budget of its own, a short one after a cancel: a 🎉 left behind holds every run off.
    const release = () => (0,common_budget/* budgetFor */.vO)(deps.clock, deps.signal.aborted ? common_budget/* BUDGET_MS */.V_.releaseAfterCancel : common_budget/* BUDGET_MS */.V_.release);
    const leased = await deps.leases.hold({
        ...{ host: deps.host, commentId, named, budget: () => budget, date: () => deps.clock.date() },
        self: { run: trigger.runId, attempt: trigger.attempt },
        asking: { tries: lease/* LEASE_TRIES */.H4, stopped, sleep: (ms) => deps.clock.sleep(ms, budget.signal) },
        releaseBudget: release,
    });
    if (leased.kind === 'busy' && !deps.signal.aborted)
        deps.log.info((0,output_text/* msg */.ab) `Another run held this pull request's lease (🎉 on comment ${commentId}) all the while this run asked for it, so its record is not written now: a record written beside that run's could be lost.`);
    if (leased.kind === 'failed')
        deps.log.info((0,output_text/* msg */.ab) `The pull request's lease (🎉 on comment ${commentId}) could not be taken (${leased.cause}): this run writes its record without it, after reading the comment again.`);
    return leased;
}
/**
 * An update's text and marker are made when it is sent: the look made just before may have named
 * the author or other records, or found a closing line a close wrote meanwhile.
 */
const commentWrite = (host, html, marker, create = true) => ({
    ...(create ? { create: (budget) => host.createComment({ text: html(), record: marker() }, budget) } : {}),
    update: (id, budget) => host.updateComment(id, { text: html(), record: marker() }, budget),
});
/** The characters kept for the author's id, which a marker may come to name between composing and sending. */
const AUTHOR_ID_CHARS = 40;
const checkRunWrite = (host, name, sha, fields) => ({
    create: (budget) => host.createCheckRun(name, sha, fields, budget),
    update: (id, budget) => host.updateCheckRun(id, fields, budget),
});
/** What the comment keeps: this run's record with the others'; a run that did nothing leaves them as they are. */
function recordsKept(record, earlier, by, step, addRecord) {
    if (addRecord)
        return (0,pull_request_record/* keepRecords */.cs)(record, earlier, by, step);
    // It never pushes a job's record out of the comment's last MAX_RUNS_KEPT.
    return { ...(by === undefined ? {} : { by }), records: earlier };
}
/**
 * The record an ending writes: how its turn ended (one that needed nothing is told as neutral), and
 * a failed job. A record that resumed an earlier attempt's turn carries that turn forward with
 * this ending (carryForward); one with no turn at all keeps none.
 */
function endingRecord(record, ending) {
    const ended = ending.conclusion === 'skipped' ? 'neutral' : ending.conclusion;
    const found = ending.foundJob !== undefined && record.jobs.length === 0;
    const carried = found ? { kind: 'wait', jobs: [ending.foundJob ?? ''] } : {};
    return { ...record, ...carried, ended, ...(ending.jobFailed ? { failed: true } : {}) };
}
/**
 * The order of one write of both surfaces. A sweep's ending settles the record only once the check
 * run took its conclusion, so a failed write leaves the turn pending for the next sweep, never a
 * check run in progress with no record; the record of a turn a sweep sent goes on the check run
 * first (a limit the comment meets then holds no record back), then on the comment whatever became
 * of it; a fork's token is likely read-only, and one refused write finds that out for both.
 */
async function inOrder(order, writeComment, writeCheck) {
    if (order === 'check-first') {
        const check = await writeCheck();
        return { comment: check && (await writeComment()), check };
    }
    if (order === 'check-then-comment') {
        const check = await writeCheck();
        return { comment: await writeComment(), check };
    }
    if (order === 'comment-first') {
        const comment = await writeComment();
        return { comment, check: await writeCheck() };
    }
    const [comment, check] = await Promise.all([writeComment(), writeCheck()]);
    return { comment, check };
}
/** A comment's run whose pull request's head GitHub would not give (its host said so): no commit to write on. */
const headUnknown = (trigger, sha) => trigger.headNeedsLookUp && sha === undefined;
/** The check run: this run's, found by its record, which an earlier attempt of the run wrote. */
function createCheckSurface(visibility, trigger, deps, fork) {
    const { host } = deps;
    let records = [];
    let leftByOthers = false;
    const check = createSurface({
        name: 'the check run',
        warnOnFailure: true,
        left: ({ made, denied, invalid, gone }) => `${gone ? 'The check run is gone' : made ? 'The check run keeps what its last write said (in progress, if no ending reached it)' : 'No check run was made'}, and a required check waits on it: ${gone ? 're-run this run, which makes a new one' : invalid ? 'give the step a valid report-token, then re-run this run' : denied ? "give the report-token checks: write (github.token: the job's permissions: block, which a re-run does not read, so the workflow's next run writes it; an app's token: the app's permissions, then re-run this run)" : 're-run this run once GitHub answers again'}, to write it.`,
        clock: deps.clock,
        log: deps.log,
        pause: pacedBy(host),
        find: async (budget, anew) => {
            const head = await host.head(budget);
            if (headUnknown(trigger, head))
                return { ok: true };
            const keys = (0,pull_request_record/* recordKeysOf */.fH)(deps);
            const found = await (0,check_run/* findThisRunsCheckRun */.x0)(host, trigger, visibility.checkName, head, keys, budget, anew);
            if (found.ok && found.match)
                records = found.match.records;
            if (found.ok)
                leftByOthers ||= found.leftByOthers === true;
            return found;
        },
        ...fork.options,
    });
    return { check, checkRecords: () => records, leftByOthers: () => leftByOthers };
}
/** The host's pause before asking again, read when a write pauses (a host may have none: as written). */
const pacedBy = (host) => (ms) => host.pause?.(ms) ?? ms;
/** Why a run with nothing to do leaves another turn's check run. */
const turn = 'it belongs to the turn that made it, so this run, which had nothing to do for the head, leaves it';
/**
 * What a run that decided nothing for the head does with the head's check run of the name: a
 * second one would be the newest, and a required check reads the newest. So it creates one only
 * where the head has none. One a turn made is that turn's, left as it is, unless that turn's
 * workflow run ended without finishing it (killed, crashed): then this run finishes it. One a run
 * that sent nothing wrote (nothing to do, cut short: its record holds no job) is nobody's turn:
 * this run writes it anew. A list that cannot be read is no "none": nothing is created on a doubt.
 */
async function headsCheckRun(where, sha, budget) {
    const { host, trigger, keys, name } = where;
    const listed = await host.checkRuns(sha, name, budget);
    if (!listed.ok)
        return { kind: 'unread', why: (0,output_text/* msg */.ab) `the head's '${name}' check runs could not be read (${listed.cause})` };
    const newest = listed.value.reduce((a, b) => (a && a.id > b.id ? a : b), undefined);
    // An empty list while the comment names a let-go turn's check run on this head is a page served wrong, not none.
    if (!newest && (where.turns() ?? []).some((turn) => pendingOnHead(turn, sha)))
        return {
            kind: 'unread',
            why: (0,output_text/* msg */.ab) `GitHub listed no '${name}' check run on the head, though the comment's records name a let-go turn's there`,
        };
    if (!newest)
        return { kind: 'none' };
    const record = (0,pull_request_record/* readRecord */.aE)(newest.externalId, trigger.step, keys);
    if (!record && newest.run !== undefined)
        return runsCheckRun(where, { ...newest, run: newest.run }, budget);
    if (!record)
        return { kind: 'leave', why: (0,output_text/* msg */.ab) `The head's '${name}' check run is not this step's: ${turn}.` };
    if (newest.status !== 'in_progress')
        return record.jobs.length === 0
            ? {
                kind: 'take',
                id: newest.id,
                why: (0,output_text/* msg */.ab) `The head's '${name}' check run was written by a run that sent nothing: this run writes it anew.`,
            }
            : { kind: 'leave', why: (0,output_text/* msg */.ab) `The head already has a '${name}' check run: ${turn}.` };
    // A let-go turn's check run is the sweep's to finish.
    const turns = where.turns();
    if (turns === undefined)
        return {
            kind: 'leave',
            why: (0,output_text/* msg */.ab) `The head's '${name}' check run is in progress, and the comment that says whether a let-go turn holds it could not be read: ${turn}.`,
        };
    if (record.pending || record.ended || (0,pull_request_record/* letGoTurnHolds */.dR)(turns, record))
        return { kind: 'leave', why: (0,output_text/* msg */.ab) `The head's '${name}' check run waits for the sweep: ${turn}.` };
    // GitHub says an attempt ended once a later one exists: the check run is left while any attempt of its run goes.
    const state = await host.runState({ run: record.run, attempt: record.attempt, anyAttempt: true }, budget);
    if (state === 'ended')
        return {
            kind: 'take',
            id: newest.id,
            why: (0,output_text/* msg */.ab) `The head's '${name}' check run was left in progress by workflow run ${record.run}, which has ended: this run finishes it.`,
        };
    return {
        kind: 'leave',
        why: state === 'running'
            ? (0,output_text/* msg */.ab) `The head's '${name}' check run is workflow run ${record.run}'s, still running: ${turn}.`
            : state === 'unread'
                ? (0,output_text/* msg */.ab) `The head's '${name}' check run is in progress, and whether workflow run ${record.run} still runs could not be read (GitHub's Actions API answered with an error): ${turn}.`
                : (0,output_text/* msg */.ab) `The head's '${name}' check run is in progress, and whether workflow run ${record.run} still runs could not be read (grant the report-token actions: read): ${turn}.`,
    };
}
/** One pending on the head `sha` (never on an unknown head). */
const pendingOnHead = (record, sha) => sha !== undefined && (0,pull_request_record/* letGoUnfinished */.Xv)(record) && record.pending?.sha === sha;
/**
 * A check run the host names a run of, with no record (GitLab: a status is its pipeline's): left
 * in progress by a run that has ended, this run finishes it; anything else is left.
 */
async function runsCheckRun(where, check, budget) {
    const { host, trigger, name } = where;
    if (check.status !== 'in_progress' || check.run === trigger.runId)
        return { kind: 'leave', why: (0,output_text/* msg */.ab) `The head already has a '${name}' check run: ${turn}.` };
    // A let-go turn's (its run ended in seconds, by design) is the sweep's to finish; unknown when the comment is unread.
    // A status names a pipeline, not a turn: a turn of a run with none of its own on the head (a
    // schedule's) set it in the head's pipeline, so a turn pending on this head holds it too.
    const turns = where.turns();
    if (turns === undefined || (0,pull_request_record/* letGoTurnHolds */.dR)(turns, check) || turns.some((t) => pendingOnHead(t, trigger.headSha)))
        return { kind: 'leave', why: (0,output_text/* msg */.ab) `The head's '${name}' check run waits for the sweep: ${turn}.` };
    const state = await host.runState({ run: check.run, attempt: 1, anyAttempt: true }, budget);
    return state === 'ended'
        ? {
            kind: 'take',
            id: check.id,
            why: (0,output_text/* msg */.ab) `The head's '${name}' check run was left in progress by workflow run ${check.run}, which has ended: this run finishes it.`,
        }
        : { kind: 'leave', why: (0,output_text/* msg */.ab) `The head's '${name}' check run is workflow run ${check.run}'s, not ended: ${turn}.` };
}
/**
 * The check run's write: only where the head has none (`cut` said: a run that decided nothing),
 * over a queued turn's on the same head (`turn`: this run's own turn), or this run's own.
 */
async function writeCheckRun(where, check, how, sha, budget, requests) {
    if (how.cut !== undefined)
        return writeWhereNone({ ...where, cut: how.cut }, check, sha, budget, ...requests);
    const joined = sha !== undefined && how.turn?.pending?.sha === sha
        ? await queuedTurnOnHead(where, check, sha, budget, how.turn)
        : undefined;
    return joined !== undefined ? check.adopt(joined, budget, ...requests) : check.write(budget, ...requests);
}
/**
 * A let-go turn queued on a head whose newest check run is another let-go turn's, still in
 * progress for the sweep (a push queued there, then the merge's or a `/docs` run's turn on the same
 * head), or the turn this run takes over (its run killed while it waited): this turn's check run
 * is that one, taken over, so the head never carries a second. Its id, when this run has none of
 * its own there yet.
 */
async function queuedTurnOnHead(where, check, sha, budget, turn) {
    const own = await check.search(budget);
    if (!own.ok || own.match)
        return undefined;
    const { host, trigger, keys, name } = where;
    const listed = await host.checkRuns(sha, name, budget);
    if (!listed.ok)
        return undefined;
    const newest = listed.value.reduce((a, b) => (a && a.id > b.id ? a : b), undefined);
    if (newest?.status !== 'in_progress')
        return undefined;
    const record = (0,pull_request_record/* readRecord */.aE)(newest.externalId, trigger.step, keys);
    if (!record || record.run === trigger.runId)
        return undefined;
    // A turn killed before its check run named its job (the write failed, or came after the start) names none.
    const ofTurn = record.jobs.length === 0 || record.jobs.some((job) => turn.jobs.includes(job));
    const takenOver = where.takesOverTurn === true && ofTurn;
    return takenOver || record.pending || (0,pull_request_record/* letGoTurnOf */.IY)(where.turns() ?? [], record) ? newest.id : undefined;
}
/** The check run of a run that decided nothing for the head: made where none is, one nobody's written anew, a turn's left. */
async function writeWhereNone(where, check, sha, budget, requests, shorter) {
    const held = await headsCheckRun(where, sha, budget);
    if (held.kind === 'none')
        return check.write(budget, requests, shorter);
    if (held.kind === 'unread') {
        where.log.warning((0,output_text/* msg */.ab) `No check run is written: ${held.why}, and a run with nothing to do never risks a second one; a required '${where.name}' check waits for the pull request's next run.`);
        return false;
    }
    // A run cut short knows too little to finish another run's check run: the next run does.
    if (held.kind === 'take' && where.cut) {
        where.log.info((0,output_text/* msg */.ab) `The head already has a '${where.name}' check run: this run, cut short, leaves it to the next run.`);
        return true;
    }
    where.log.info(held.why);
    return held.kind === 'leave' || check.adopt(held.id, budget, requests, shorter);
}
/** One write of both surfaces, once the records it keeps are read. */
async function writeBoth({ visibility, trigger, plan, deps, commentSurface, checkSurface }, record, budget, { compose, shorter, ending }) {
    const { log, apiKey, host } = deps;
    const { comment, author, earlierRuns, recordsRead } = commentSurface;
    const { check, checkRecords, leftByOthers } = checkSurface;
    const addRecord = ending === false || ending.addRecord;
    const own = () => (0,pull_request_record/* carryForward */.DN)([...checkRecords(), ...earlierRuns()], { ...record, step: (0,pull_request_record/* stepKey */.Ug)(trigger.step) });
    const kept = () => recordsKept(own(), earlierRuns(), author.id(), trigger.step, addRecord);
    const marker = () => (0,pull_request_record/* commentMarker */.Ql)(trigger.step, kept(), apiKey);
    const limits = { comment: host.textLimit - marker().length - 2 - AUTHOR_ID_CHARS, check: host.textLimit };
    const externalId = (0,pull_request_record/* encodeRecord */.Ym)(trigger.step, own(), apiKey);
    const createComment = ending === false || ending.createComment;
    const shown = (html) => (0,closed_comment/* keepingCloseNotice */.WO)((0,closed_comment/* keepingDocsLink */.X)(html, commentSurface.read()), commentSurface.closeNotice());
    const commentRequests = ({ html }) => commentWrite(host, () => shown(html), marker, createComment);
    const checkRequests = ({ check }, sha) => checkRunWrite(host, visibility.checkName, sha, { ...check, externalId });
    const written = compose(limits, kept().records);
    const short = shorter?.(limits);
    const writeComment = async () => {
        if (!plan.comment)
            return true;
        const left = ending === false ? undefined : await leftOrNoted(host, commentSurface, ending, written.html, budget);
        if (left !== undefined)
            return left;
        const named = author.id() !== undefined;
        commentSurface.jobRecord.writing(own());
        const done = await comment.write(budget, commentRequests(written), short && commentRequests(short));
        if (done && own().jobs.length > 0)
            commentSurface.jobRecord.recorded();
        // A comment created by the ending could not name its author in its records; one update does,
        // so a reader with another token (a follow-up's) can still tell the comment is the action's.
        if (ending !== false && !named && author.id() !== undefined)
            await comment.write(budget, commentRequests(written), short && commentRequests(short));
        return done;
    };
    const writeCheck = async () => {
        if (!plan.check || (deps.noNewCheck && (await noneFound(check, budget))))
            return true;
        const sha = await host.head(budget);
        // No check run on the default branch's commit for a head GitHub would not give (the host said so).
        if (headUnknown(trigger, sha))
            return true;
        const requests = [checkRequests(written, sha), short && checkRequests(short, sha)];
        const turns = plan.comment ? recordsRead : earlierRuns;
        const where = {
            ...{ host, trigger, keys: (0,pull_request_record/* recordKeysOf */.fH)(deps), log, name: visibility.checkName, turns },
            takesOverTurn: deps.takesOverTurn?.() === true,
        };
        // An earlier attempt's turn (it named a job) is that turn's check run, as another run's would be.
        const earlierTurn = checkRecords().some((kept) => kept.jobs.length > 0 && kept.attempt !== trigger.attempt);
        const whereNone = ending !== false && ending.checkOnlyWhereNone && (checkRecords().length === 0 || earlierTurn);
        const how = whereNone ? { cut: ending.cutShort } : ending === false ? { turn: record } : {};
        const done = await writeCheckRun(where, check, how, sha, budget, requests);
        const site = { ...where, liveHead: liveHeadOf(host, budget) };
        if (ending !== false)
            await finishAbandonedCheckRun(site, { sha, leftByOthers: leftByOthers() }, budget);
        return done;
    };
    const order = writeOrder(deps, trigger, record, ending);
    return inOrder(order, writeComment, writeCheck);
}
/**
 * Which surface goes first. A sweep's ending settles the record on the comment only once the check
 * run is finished; the record of a turn it sent goes on the comment too when the check run's write
 * fails. A start under way records itself on the comment last (a fork's too, after a check run
 * its token could write): a run killed before that write has sent nothing.
 */
function writeOrder(deps, trigger, record, ending) {
    if (deps.checkRunFirst)
        return ending !== false ? 'check-first' : 'check-then-comment';
    const starting = ending === false && record.kind === 'prompt' && record.jobs.length === 0;
    // A fork's token is likely read-only: one refused write finds that out for both.
    if (trigger.fromFork)
        return starting ? 'check-first' : 'comment-first';
    return starting ? 'check-then-comment' : 'both';
}
/** A look at the host found none of it (a failed look proves nothing). */
async function noneFound(surface, budget) {
    const found = await surface.search(budget);
    return found.ok && !found.match;
}
/** Both surfaces, and one write of both: the comment's body and the check run's fields, with the record. */
function createWriter(visibility, trigger, plan, deps) {
    const fork = createForkLatch(visibility, trigger, deps.log);
    const commentSurface = createCommentSurface(visibility, trigger, deps, { fork, jobRecord: recordedJobLatch() });
    const checkSurface = createCheckSurface(visibility, trigger, deps, fork);
    const { comment, reread } = commentSurface;
    const { check } = checkSurface;
    const surfaces = { visibility, trigger, plan, deps, commentSurface, checkSurface };
    const kept = [...(plan.comment ? [comment] : []), ...(plan.check ? [check] : [])];
    /**
     * One write of both surfaces: `compose` makes what they show within the characters the comment's
     * marker leaves; `shorter`, when given, is sent once if GitHub refuses the write (for its size);
     * `leased`: the records are read and written under the pull request's lease.
     */
    async function write(record, budget, compose, shorter, ending = false, leased = false) {
        // The other runs' records come from the look: a write made before it answered would drop them.
        // So do an earlier attempt's, on either surface: a re-run's record carries what they recorded.
        await Promise.all([
            plan.comment ? comment.search(budget) : undefined,
            plan.check && trigger.attempt > 1 ? check.search(budget) : undefined,
        ]);
        const lease = leased && plan.comment ? await leaseOn(commentSurface, trigger, deps, budget) : undefined;
        if (lease?.kind === 'busy')
            return { comment: false, check: false };
        try {
            if (plan.comment)
                await reread(budget, ending !== false || lease?.kind === 'taken');
            return await writeBoth(surfaces, record, budget, { compose, shorter, ending });
        }
        finally {
            if (lease?.kind === 'taken')
                await lease.release();
        }
    }
    const links = () => ({
        ...(comment.url ? { commentUrl: comment.url } : {}),
        ...(check.url ? { checkRunUrl: check.url } : {}),
    });
    /**
     * Whether a start's record was written: the host limited the rate of the comment's write, which
     * holds the record later runs read (no write names a job for the limit's wait), or refused it for
     * good with no check run written that holds it (on GitLab a status holds none).
     */
    const recorded = (unwritten) => {
        if (!plan.comment || !unwritten.includes('comment'))
            return 'recorded';
        if (comment.limited)
            return 'limited';
        const checkHolds = plan.check && !unwritten.includes('check run') && deps.host.checkRunHoldsRecord !== false;
        return comment.refused && !checkHolds ? 'refused' : 'recorded';
    };
    /** Whether the comment, as read, holds a turn of another run or step left pending; undefined when unread. */
    const othersPending = () => {
        const own = (0,pull_request_record/* stepKey */.Ug)(trigger.step);
        return commentSurface
            .recordsRead()
            ?.some((record) => record.pending !== undefined && (record.run !== trigger.runId || record.step !== own));
    };
    return { kept, write, links, recorded, othersPending };
}
/** The newest record of this run an earlier attempt left on either surface. */
async function newestRecord(kept, trigger, budget) {
    const own = (0,pull_request_record/* stepKey */.Ug)(trigger.step);
    const looks = await Promise.all(kept.map((surface) => surface.search(budget())));
    const records = looks.flatMap((found) => found.ok
        ? (found.match?.records ?? []).filter((record) => record.run === trigger.runId && record.step === own)
        : []);
    const newest = records.sort((a, b) => b.attempt - a.attempt)[0];
    if (newest)
        return { kind: 'found', record: newest };
    // A record no key verifies may be this run's: never "no earlier attempt recorded a job".
    if (looks.some((found) => found.ok && found.unverified))
        return { kind: 'unreadable', ...pull_request_record/* UNVERIFIED_RECORD */.uj };
    if (looks.some((found) => found.ok && found.elsewhere))
        return {
            kind: 'unreadable',
            why: `no record was found on the pull request's head or its ${check_run/* MAX_EARLIER_HEADS */.kY} commits before it, and after a force-push an earlier attempt's check run is on a commit the pull request no longer lists`,
            next: "Keep the pull request comment too (pull-requests: write, 'comment' not false): it holds the record whatever the head.",
        };
    if (looks.some((found) => found.ok))
        return { kind: 'none' };
    const failure = looks.find((found) => !found.ok);
    return { kind: 'unreadable', why: failure?.cause ?? 'nothing could be read' };
}
/** What a cancelled step's ending keeps for its own look and update after a creation it waited for. */
const ENDING_MARGIN_MS = 1_500;
/**
 * What ends a progress write's creation in flight: the ending waits for its answer rather than
 * drop it and race GitHub, until a cancelled step's ending needs the rest of its time.
 */
function creationsEnd(deps) {
    const ended = new AbortController();
    const afterCancel = () => {
        void deps.clock.sleep(common_budget/* BUDGET_MS */.V_.cancel - ENDING_MARGIN_MS, ended.signal).then(() => ended.abort());
    };
    if (deps.signal.aborted)
        afterCancel();
    else
        deps.signal.addEventListener('abort', afterCancel, { once: true });
    return {
        signal: ended.signal,
        done: () => {
            deps.signal.removeEventListener('abort', afterCancel);
            ended.abort();
        },
    };
}
/** The writes in order: progress coalesced behind the gap, the ending last with its own budget. */
function createWrites(writer, trigger, deps) {
    const { log, clock } = deps;
    /** Ends every write made before the ending, so the ending never waits behind one. */
    const beforeEnding = new AbortController();
    const budgetOf = (ms, ...signals) => (0,common_budget/* budgetFor */.vO)(clock, ms, { signals });
    let state = firstWritesState(trigger);
    const change = (event) => void (state = nextWritesState(state, event));
    // One write at a time, in order.
    let queue = Promise.resolve();
    const enqueue = (task) => (queue = queue.then(task, task));
    const creations = creationsEnd(deps);
    /** What the last write could not write. */
    let unwritten = [];
    async function writeProgress(record, progress, options = {}) {
        const { more = [], leased = false, budgetMs = common_budget/* BUDGET_MS */.V_.write } = options;
        change({ kind: 'written', record });
        const budget = {
            ...budgetOf(budgetMs, beforeEnding.signal, ...more),
            superseded: beforeEnding.signal,
            creationSignal: AbortSignal.any([clock.timeout(budgetMs), creations.signal]),
        };
        const compose = (limits, records) => (0,documents/* progressWrite */.Tb)(log, progress, trigger.runUrl, limits, (0,documents/* conversationOf */.$y)(records));
        unwritten = unwrittenOf(await writer.write(record, budget, compose, undefined, false, leased));
    }
    /** The queued progress write: after the gap (unless it records a new job), the latest progress. */
    function queueProgress(urgent) {
        change({ kind: 'queued' });
        void enqueue(async () => {
            if (!urgent)
                await clock.sleep(PROGRESS_GAP_MS, AbortSignal.any([beforeEnding.signal, deps.signal]));
            const next = state.latest;
            change({ kind: 'taken' });
            if (next && !beforeEnding.signal.aborted)
                await writeProgress(next.record, next.progress);
        });
    }
    return {
        // A look made before the ending ends when the ending starts; the ending then looks again.
        lookEarly: (...more) => budgetOf(common_budget/* BUDGET_MS */.V_.write, beforeEnding.signal, ...more),
        finishAs: (record) => change({ kind: 'began', record }),
        unwritten: () => unwritten,
        /**
         * `more`: signals that also end this write (a step letting go ends its writes on a cancel);
         * `leased`: written under the pull request's lease (a let-go step's record).
         */
        begin(record, progress, options = {}) {
            change({ kind: 'began', record });
            return enqueue(() => writeProgress(record, progress, options));
        },
        progress(record, progress) {
            if (beforeEnding.signal.aborted)
                return;
            change({ kind: 'progress', record, progress });
            // A job id the record does not hold yet is what protects a re-run: it goes out at once.
            if (!state.queued)
                queueProgress(record.jobs.join('\n') !== state.recordedJobs);
        },
        async end(ending) {
            const budget = budgetOf(deps.signal.aborted ? common_budget/* BUDGET_MS */.V_.cancel : common_budget/* BUDGET_MS */.V_.finish);
            beforeEnding.abort();
            const record = endingRecord(state.record, ending);
            const compose = (limits, records) => (0,documents/* endingWrite */.Xt)(log, ending, limits, records);
            const shorter = (limits) => (0,documents/* shorterWrite */.rl)(log, compose(limits, []), ending, limits);
            await enqueue(async () => {
                unwritten = unwrittenOf(await writer.write(record, budget, compose, shorter, endingOptions(ending)));
            });
            creations.done();
            return { ...writer.links(), ...(unwritten.length > 0 ? { unwritten } : {}) };
        },
    };
}
/** The surfaces a write could not write, by name. */
const unwrittenOf = (written) => [
    ...(written.check ? [] : ['check run']),
    ...(written.comment ? [] : ['comment']),
];
/** What the ending writes: a comment only where one exists, the records, the comment at all. */
const endingOptions = (ending) => ({
    noteAtop: ending.noteAtop === true,
    createComment: !ending.noNewComment,
    addRecord: !ending.noRecord,
    keepComment: ending.keepComment === true,
    checkOnlyWhereNone: ending.checkOnlyWhereNone === true,
    cutShort: ending.cutShort === true,
});
/** Why the pending label could not be put on, and the fix: a refusal names the permission, anything else the hand. */
/** The logs that said so already: a run says it once, whichever of its label writes failed. */
const saidUnlabelled = new WeakSet();
function warnUnlabelled(log, labelled) {
    if (saidUnlabelled.has(log))
        return;
    saidUnlabelled.add(log);
    const fix = (0,host/* refusedForGood */.FD)(labelled, [403, 404])
        ? `give the report-token issues: write, or make the label once (gh label create ${pull_request_record/* PENDING_LABEL */.Tz})`
        : `put the label '${pull_request_record/* PENDING_LABEL */.Tz}' on by hand for a sweep to find it`;
    log.warning((0,output_text/* msg */.ab) `The label '${pull_request_record/* PENDING_LABEL */.Tz}', by which a sweep finds this pull request, could not be put on (${labelled.cause}): no sweep finishes this job until the pull request's next run does; ${fix}.`);
}
/**
 * A let-go turn's label (by which a sweep finds it), its record, and the label again; false (the
 * label this run put on taken off) when the record was not written. The label first: a run killed
 * once its record is written is still found. Again after: a sweep that read the label before the
 * record took it off as stale.
 */
/**
 * A turn sent from an event that names no head (a comment's on the agent's docs pull request): its
 * check run went on the head this run read, and the turn's finish finishes it there, however the
 * pull request moved since. A queued turn names the head it was queued at, or none: its check run's
 * head then goes in `checkOn`, which tells no head.
 */
async function onItsCheckRunsHead(host, record, budget) {
    const pending = record.pending;
    if (pending === undefined || pending.sha !== undefined || pending.checkOn !== undefined)
        return record;
    const sha = await host.head(budget());
    if (sha === undefined)
        return record;
    return { ...record, pending: pending.queued ? { ...pending, checkOn: sha } : { ...pending, sha } };
}
async function holdRecord({ deps, writes, trigger, othersPending, }, turn, ends, budgetMs) {
    const budget = () => (0,common_budget/* budgetFor */.vO)(deps.clock, budgetMs, { signals: [ends] });
    const first = await deps.host.addLabel(pull_request_record/* PENDING_LABEL */.Tz, budget());
    const record = await onItsCheckRunsHead(deps.host, turn.record, budget);
    await writes.begin(record, turn.progress, { more: [ends], leased: true, budgetMs });
    if (writes.unwritten().length > 0) {
        // No record for a sweep to finish from: the step waits itself. A label this run put on comes
        // off; one the pull request carried already (its event may be older than the label), or that
        // other turns pending on the comment need, is their index, and stays.
        const carried = trigger.pullRequest?.labels.includes(pull_request_record/* PENDING_LABEL */.Tz) !== false;
        if (first.ok && !carried && othersPending() === false)
            await deps.host.removeLabel(pull_request_record/* PENDING_LABEL */.Tz, budget());
        return false;
    }
    const again = first.ok || !(0,host/* refusedForGood */.FD)(first, [403, 404]);
    const labelled = again ? await deps.host.addLabel(pull_request_record/* PENDING_LABEL */.Tz, budget()) : first;
    if (!first.ok && !labelled.ok)
        warnUnlabelled(deps.log, labelled);
    return true;
}
function createPullRequestSurfaces(visibility, trigger, plan, deps) {
    const writer = createWriter(visibility, trigger, plan, deps);
    const writes = createWrites(writer, trigger, deps);
    return {
        earlierRecord: (until) => newestRecord(writer.kept, trigger, () => writes.lookEarly(...(until ? [until] : []))),
        async begin(record, progress, index) {
            for (const surface of writer.kept)
                void surface.search(writes.lookEarly());
            // GitHub slow to answer never stretches the step past its 'timeout': the ending writes it again.
            const left = deps.deadline === undefined ? undefined : Math.max(0, deps.deadline - deps.clock.now());
            await writes.begin(record, progress, left === undefined ? {} : { more: [deps.clock.timeout(left)] });
            const recorded = writer.recorded(writes.unwritten());
            if (index === 'label' && recorded === 'recorded') {
                const budget = (0,common_budget/* budgetFor */.vO)(deps.clock, common_budget/* BUDGET_MS */.V_.write, { signals: [deps.signal] });
                const labelled = await deps.host.addLabel(pull_request_record/* PENDING_LABEL */.Tz, budget);
                // Refused for good, the later label write meets the same: said now, once.
                if (!labelled.ok && (0,host/* refusedForGood */.FD)(labelled, [403, 404]))
                    warnUnlabelled(deps.log, labelled);
            }
            return recorded;
        },
        progress: (record, progress) => writes.progress(record, progress),
        async hold(record, progress, sent) {
            // The service took the turn: its record and label are written after a cancel too (else no
            // sweep finishes it), for BUDGET_MS.recordAfterCancel from the cancel, so the outputs still come first.
            const afterCancel = (0,step_end/* stepEnd */.IZ)(deps.signal, deps.clock, common_budget/* BUDGET_MS */.V_.recordAfterCancel);
            try {
                // A turn the service took that no record names is sent again: a rate limit's minute is waited out.
                const budgetMs = sent
                    ? Math.max(1, Math.min(common_budget/* BUDGET_MS */.V_.recordSent, sent.until - deps.clock.now()))
                    : common_budget/* BUDGET_MS */.V_.write;
                const site = { deps, writes, trigger, othersPending: writer.othersPending };
                return await holdRecord(site, { record, progress }, afterCancel.signal, budgetMs);
            }
            finally {
                afterCancel.dispose();
            }
        },
        finishAs: (record) => writes.finishAs(record),
        links: () => writer.links(),
        finish: (ending) => writes.end(ending),
        abandon: (message) => writes.end({
            doc: {
                icon: '⚠️',
                heading: 'The step ended with an unexpected error',
                paragraphs: [message],
                rows: trigger.runUrl ? [['Workflow run', { link: trigger.runUrl, text: 'this run' }]] : [],
            },
            conclusion: 'failure',
        }),
    };
}


/***/ })

};
