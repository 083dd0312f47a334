export const id = 441;
export const ids = [441];
export const modules = {

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


/***/ }),

/***/ 6441:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  endOfPullRequest: () => (/* binding */ endOfPullRequest)
});

// EXTERNAL MODULE: ./src/github/host.ts + 1 modules
var github_host = __webpack_require__(53);
// EXTERNAL MODULE: ./src/github/look-up.ts
var look_up = __webpack_require__(3504);
// EXTERNAL MODULE: ./src/output/text.ts
var output_text = __webpack_require__(7837);
;// CONCATENATED MODULE: ./src/pull-request/closed-comment.ts
/** The freshness line the mirror writes (report/mirror.ts), as the sink renders it. */
const FRESHNESS = /<p>Docs pull request as of [^<\n]*; refreshed on every run of this workflow\.<\/p>\n?/g;
/** A closing line this module wrote before, on an earlier attempt of the close. */
const NOTICE = /<h3>(?:🔀|🔚) This pull request was (?:merged|closed)[^\n]*<\/h3>\n?/g;
/** Where the records begin: the action's signed marker, the comment's last part. */
const MARKER = '\n<!-- wait-for-agent-job.';
/**
 * The comment's body with `notice` (one `<h3>` line, already rendered through the sink) at the
 * top, the freshness line and any earlier notice taken out; its record apart, as it was signed.
 */
function closedComment(body, notice) {
    const at = body.indexOf(MARKER);
    const html = at === -1 ? body : body.slice(0, at);
    const record = at === -1 ? undefined : body.slice(at).trim();
    const text = `${notice}\n${html.replace(NOTICE, '').replace(FRESHNESS, '')}`.replace(/\n+$/, '');
    return record === undefined ? { text } : { text, record };
}
/** The body GitHub keeps for a comment written as `written` (github/host.ts writes it so). */
const bodyOf = ({ text, record }) => (record === undefined ? text : `${text}\n${record}\n`);

// EXTERNAL MODULE: ./src/pull-request/comment.ts
var comment = __webpack_require__(4714);
// EXTERNAL MODULE: ./src/service/pr-link.ts
var pr_link = __webpack_require__(3982);
;// CONCATENATED MODULE: ./src/step/on-close.ts






/** What finding the job, reading it and writing on its docs pull request may take in all. */
const CLOSE_BUDGET_MS = 30_000;
/** Why the job the snapshot read cannot be told of the close, in words for the log. */
function noJob(job, host) {
    if (!host)
        return "'report-token' is empty, so the pull request's job cannot be found.";
    if (job?.kind === 'doubt')
        return (0,output_text/* msg */.ab) `${job.why}: the job's docs pull request is not told of the close; a re-run of this run tells it.`;
    return 'No job of this action was found on the pull request: no docs pull request to tell.';
}
/** The job's docs pull request on this run's GitHub, or undefined (the log says why). */
function docsPullRequestOf(deps, job) {
    const pr = (0,pr_link/* parsePullRequestLink */.m)(job.docsLink);
    const server = (0,output_text/* httpUrl */.q3)(deps.env.GITHUB_SERVER_URL || 'https://github.com')?.host;
    if (pr?.host !== 'github' || !pr.owner || !pr.repo || pr.number === undefined || (0,output_text/* httpUrl */.q3)(pr.url)?.host !== server) {
        deps.sink.info((0,output_text/* msg */.ab) `Job ${job.id} has no docs pull request on this GitHub to tell that this one was closed.`);
        return undefined;
    }
    return { owner: pr.owner, repo: pr.repo, number: pr.number, url: pr.url };
}
/** The line on the docs pull request: the product pull request merged, or closed (and the docs one with it). */
function closingLine(sink, trigger, merged, close) {
    const product = `${trigger.owner}/${trigger.repo}#${trigger.pullNumber ?? ''}`;
    const server = (trigger.serverUrl ?? '').replace(/\/$/, '');
    const link = (0,output_text/* linked */.q)(`${server}/${trigger.owner}/${trigger.repo}/pull/${trigger.pullNumber ?? ''}`, product);
    const said = merged
        ? (0,output_text/* msg */.ab) `${link} was merged: this docs pull request is no longer kept in step with it.`
        : (0,output_text/* msg */.ab) `${link} was closed without merging${close ? ', so this docs pull request is closed too' : ''}.`;
    const heading = merged ? 'Product pull request merged' : 'Product pull request closed';
    return sink.markup({ icon: merged ? '🔀' : '🔚', heading, paragraphs: [said], rows: [] });
}
/** Tells the docs pull request, once however often the close is re-run, and closes it with `close-docs`. */
async function tellDocs(deps, config, trigger, docs, budget) {
    const notTold = { told: false, closed: false };
    const merged = trigger.pullRequest?.merged === true;
    const where = `${docs.owner}/${docs.repo}#${docs.number}`;
    const token = config.githubToken;
    // The docs repository's token is optional in the recipe: without it, a line in the log, no warning.
    if (token === '') {
        deps.sink.info((0,output_text/* msg */.ab) `${where} is not told that this pull request was closed: 'github-token' is empty.`);
        return notTold;
    }
    const needs = `pull-requests: write on ${docs.owner}/${docs.repo} (an installation token from actions/create-github-app-token)`;
    const docsTrigger = {
        ...trigger,
        owner: docs.owner,
        repo: docs.repo,
        pullNumber: docs.number,
        notes: [],
        step: { workflow: 'on-close', job: '', step: '', repository: `${docs.owner}/${docs.repo}`, pull: docs.number },
    };
    const caller = () => deps.github.caller(token, { name: 'github-token', needs });
    const host = (0,github_host.createGitHubHost)({ caller, trigger: docsTrigger, sink: deps.sink });
    const state = await (0,look_up/* lookUpPullRequest */.ft)(deps.github.caller(token, look_up/* LOOKUP_TOKEN */.Rq), docs, budget.signal, deps.clock);
    const open = state.kind === 'found' && state.details.state === 'open';
    const close = config.docsNeed.onClose === 'close-docs' && !merged && open;
    const body = closingLine(deps.sink, trigger, merged, close);
    // A re-run writes the line once: the token's own comment with either wording is there already
    // (a re-run of a close-docs run finds the docs pull request closed, so it would not say "closed too").
    const said = [closingLine(deps.sink, trigger, merged, !close), body];
    const [comments, own] = await Promise.all([host.comments(budget), host.identity(budget)]);
    const there = comments.ok && own && comments.value.some((c) => said.includes(c.body) && (0,comment/* isAccount */.UP)(c.author, own));
    const written = there ? { ok: true } : await host.createComment({ text: body }, budget);
    if (!written.ok) {
        deps.sink.warning((0,output_text/* msg */.ab) `${where} could not be told that this pull request was closed: ${written.cause}.`);
        return notTold;
    }
    if (close) {
        const closed = await host.closePullRequest(budget);
        if (!closed.ok) {
            deps.sink.warning((0,output_text/* msg */.ab) `${where} could not be closed (on-close: close-docs): ${closed.cause}.`);
            return { told: true, closed: false };
        }
    }
    deps.sink.info((0,output_text/* msg */.ab) `${where} was told that this pull request was ${merged ? 'merged' : 'closed'}${close ? ', and closed' : ''}.`);
    return { told: true, closed: close };
}
/** The line at the top of the closed pull request's comment: what happened, to the docs pull request too. */
function closedNotice(sink, merged, docs, told) {
    const what = merged ? 'This pull request was merged' : 'This pull request was closed without merging';
    const name = docs ? (0,output_text/* linked */.q)(docs.url, `${docs.owner}/${docs.repo}#${docs.number}`) : undefined;
    const fate = told?.closed ? 'was closed with it' : told?.told ? 'was told' : 'was not told (the run log says why)';
    const docsPart = name ? (0,output_text/* msg */.ab) `: the docs pull request ${name} ${fate}` : '';
    const heading = (0,output_text/* msg */.ab) `${what}${docsPart}; this comment is no longer refreshed.`;
    return sink.markup({ icon: merged ? '🔀' : '🔚', heading, paragraphs: [], rows: [], level: 3 }).trim();
}
/** The job's comment on the closed pull request says it was merged or closed, records untouched. */
async function sayOnComment(deps, host, id, notice, budget) {
    const read = await host.comment(id, budget);
    const body = read.ok ? closedComment(read.value.body, notice) : undefined;
    const written = !read.ok
        ? read
        : body === undefined || bodyOf(body) === read.value.body
            ? { ok: true }
            : await host.updateComment(id, body, budget);
    if (!written.ok)
        deps.sink.warning((0,output_text/* msg */.ab) `The comment on this pull request could not say that it was closed (${written.cause}); it still shows the job as the last run left it.`);
}
/**
 * The close: the docs pull request hears of it (and is closed with `close-docs`), then the job's
 * comment here says what happened, at its top, and that it is no longer refreshed.
 */
async function endOfPullRequest(deps, config, trigger, 
/** The pull request's host and its job, as the run's snapshot read them. */
read) {
    const pull = trigger.pullRequest;
    if (pull?.action !== 'closed' || trigger.pullNumber === undefined)
        return;
    // The agent's own docs pull request (docs in the same repository) is no product pull request.
    if (pull.author !== undefined && pull.author === config.docsNeed.agentLogin)
        return;
    const deadline = deps.clock.now() + CLOSE_BUDGET_MS;
    const budget = { signal: AbortSignal.any([deps.signal, AbortSignal.timeout(CLOSE_BUDGET_MS)]), deadline };
    const { host, job } = read;
    if (!host || job?.kind !== 'found')
        return deps.sink.info(noJob(job, host));
    const docs = docsPullRequestOf(deps, job);
    const told = docs ? await tellDocs(deps, config, trigger, docs, budget) : undefined;
    const notice = closedNotice(deps.sink, pull.merged === true, docs, told);
    await sayOnComment(deps, host, job.commentId, notice, budget);
}


/***/ })

};
