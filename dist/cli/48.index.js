export const id = 48;
export const ids = [48];
export const modules = {

/***/ 4048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ isDocsComment),
/* harmony export */   keepDocsComment: () => (/* binding */ keepDocsComment)
/* harmony export */ });
/* unused harmony export docsCommentStep */
/* harmony import */ var _output_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(218);
/* harmony import */ var _comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4714);
/* harmony import */ var _host_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(393);
/* harmony import */ var _record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6002);
/* harmony import */ var _common_budget_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7532);
/* harmony import */ var _where_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(492);






/** The docs pull request as the comment's own trigger: the record is bound to its repository and number. */
function docsTrigger(args, owner, repo, number) {
    const { trigger } = args;
    return {
        ...trigger,
        owner,
        repo,
        pullNumber: number,
        notes: [],
        step: docsCommentStep(owner, repo, number),
    };
}
/** The step the comment on a docs pull request is written as: its records name it, and only it. */
function docsCommentStep(owner, repo, number) {
    return { workflow: 'docs-pr-comment', job: '', step: '', repository: `${owner}/${repo}`, pull: number };
}
/** Whether a comment is the one `docs-pr-comment` keeps on a docs pull request: its records name that step. */
function isDocsComment(body, docs, keys) {
    const step = docsCommentStep(docs.owner, docs.repo, docs.pullNumber ?? 0);
    return (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .readCommentRecords */ .SA)(body, step, keys) !== undefined;
}
function body(args, marker) {
    const { trigger, jobId, serverUrl, command } = args;
    const product = trigger.pullNumber
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.linked)((0,_where_js__WEBPACK_IMPORTED_MODULE_5__/* .pullRequestWebUrl */ .MD)({ ...trigger, serverUrl }), (0,_where_js__WEBPACK_IMPORTED_MODULE_5__/* .namedPullRequest */ .SF)(trigger))
        : undefined;
    const from = product
        ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Opened for ${product}`
        : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Opened by a workflow of ${trigger.owner}/${trigger.repo}`;
    const run = trigger.runUrl ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) ` (${(0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.linked)(trigger.runUrl, (0,_where_js__WEBPACK_IMPORTED_MODULE_5__/* .wordsOf */ .Z9)(trigger).runLink)})` : '';
    const html = args.log.markup({
        icon: '🤖',
        heading: (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Agent job ${jobId}`,
        paragraphs: [
            (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `${from}${run}.`,
            (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `To send the agent a follow-up, reply with a comment whose first line begins with ${command}, such as: ${command} make the intro shorter.`,
        ],
        rows: [],
    });
    return { text: html, record: marker };
}
/** Keeps the comment: found by its record among the token's own comments, else created. */
async function keepDocsComment(args) {
    const { pr, log } = args;
    const at = args.addressOf(pr);
    // The token is for this run's GitHub: a pull request on any other host is never written to.
    if (!at && pr?.host === 'github' && pr.number !== undefined) {
        const place = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.httpUrl)(pr.url)?.host;
        const server = (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.httpUrl)(args.serverUrl)?.host;
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `No comment on the docs pull request ${pr.url}: it is on ${place ?? 'an unknown host'}, not on this run's GitHub (${server ?? args.serverUrl}), and 'github-token' is never sent anywhere else.`);
        return;
    }
    if (!at)
        return;
    const where = (0,_where_js__WEBPACK_IMPORTED_MODULE_5__/* .namedAt */ .Fp)(at, (0,_where_js__WEBPACK_IMPORTED_MODULE_5__/* .wordsOf */ .Z9)(args.trigger));
    if (!args.hostFor) {
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `No comment on the docs pull request ${where}: 'github-token' is empty. Pass a token that can write pull requests there.`);
        return;
    }
    const budget = (0,_common_budget_js__WEBPACK_IMPORTED_MODULE_4__/* .budgetFor */ .vO)(args.clock, _common_budget_js__WEBPACK_IMPORTED_MODULE_4__/* .BUDGET_MS */ .V_.docsComment, { signals: [args.signal] });
    const docs = docsTrigger(args, at.owner, at.repo, at.number);
    const host = args.hostFor(docs);
    const found = await (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .findComment */ .h1)(host, docs, (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .recordKeysOf */ .fH)(args), budget, () => host.identity(budget));
    if (!found.ok) {
        const next = (0,_host_js__WEBPACK_IMPORTED_MODULE_2__.refusedForGood)(found)
            ? (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `Pass a 'github-token' that can read and write pull requests in ${at.owner}/${at.repo} (an app installation token: GITHUB_TOKEN reaches only this repository).`
            : 'Re-run this run to write it.';
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `No comment on the docs pull request ${where}: it could not be read (${found.cause}). ${next}`);
        return;
    }
    // Already there for this job: nothing new to say. With docs in the same repository the comment
    // also holds the docs pull request's own turns, which another finish may be settling: a write
    // from this read could put back what that finish took off.
    if (found.match?.records.some((kept) => kept.jobs.includes(args.jobId))) {
        await authorNamed(args, host, { docs, where, match: found.match }, budget);
        return;
    }
    const record = {
        run: args.trigger.runId,
        attempt: args.trigger.attempt,
        kind: 'prompt',
        jobs: [args.jobId],
    };
    const text = (by) => body(args, (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .commentMarker */ .Ql)(docs.step, (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .keepRecords */ .cs)(record, found.match?.records ?? [], by, docs.step), args.apiKey));
    const written = found.match
        ? await host.updateComment(found.match.id, text(found.match.by), budget)
        : await createdOnce(host, docs, args, text(undefined), budget);
    if (!written.ok) {
        log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `No comment on the docs pull request ${where}: ${written.cause}. The step's result does not change.`);
        return;
    }
    // The docs repository's workflow reads it with another token: the record names its author itself.
    const { id, author, url } = written.value;
    const named = !found.match && id !== undefined && author !== undefined;
    const naming = named ? await host.updateComment(id, text(author), budget) : undefined;
    if (naming && !naming.ok)
        return unnamed(log, where, naming.cause, args.command);
    log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `The docs pull request ${where} has a comment that links back here and says how to reply${url === undefined ? '' : (0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `: ${url}`}.`);
}
/**
 * The comment created once: after an answer that may pass (a 5xx, no answer) GitHub may have made
 * it, so it is looked for (by its record, for this job) before it is sent again, once.
 */
async function createdOnce(host, docs, args, text, budget) {
    const created = await host.createComment(text, budget);
    if (created.ok || (0,_host_js__WEBPACK_IMPORTED_MODULE_2__.refusedForGood)(created))
        return created;
    const found = await (0,_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .findComment */ .h1)(host, docs, (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .recordKeysOf */ .fH)(args), budget, () => host.identity(budget));
    if (!found.ok)
        return created;
    const match = found.match;
    if (match?.records.some((kept) => kept.jobs.includes(args.jobId)))
        return {
            ok: true,
            value: { id: match.id, url: match.url, ...(match.by === undefined ? {} : { author: match.by }) },
        };
    return host.createComment(text, budget);
}
function unnamed(log, where, cause, command) {
    log.warning((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `The comment on the docs pull request ${where} could not name its author (${cause}): a ${command} there does not reach the job until this pull request's next run names it.`);
}
/**
 * The comment already there for the job: a record that names no author (its naming write failed)
 * is named now, its records as they are, so the docs repository's workflow can trust it.
 */
async function authorNamed(args, host, at, budget) {
    const { docs, where, match } = at;
    const mine = match.records.find((kept) => kept.jobs.includes(args.jobId));
    const named = (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .readCommentRecords */ .SA)(match.body ?? '', docs.step, (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .recordKeysOf */ .fH)(args))?.by !== undefined;
    if (named || match.body === undefined || match.by === undefined || !mine) {
        args.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `The docs pull request ${where} already has the comment that links back here for job ${args.jobId}.`);
        return;
    }
    const records = (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .keepRecords */ .cs)(mine, match.records, match.by, docs.step);
    const written = await host.updateComment(match.id, body(args, (0,_record_js__WEBPACK_IMPORTED_MODULE_3__/* .commentMarker */ .Ql)(docs.step, records, args.apiKey)), budget);
    if (!written.ok)
        return unnamed(args.log, where, written.cause, args.command);
    args.log.info((0,_output_text_js__WEBPACK_IMPORTED_MODULE_0__.msg) `The comment on the docs pull request ${where} names its author now, so a ${args.command} there finds job ${args.jobId}.`);
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
/* harmony export */   dG: () => (/* binding */ inHostWords)
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
const GITLAB_PROSE = [
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
    [/ \(github\.token: the job's permissions: block[^;)]*; an app's token: the app's permissions[^)]*\)/g, ''],
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
    [/ and the comment when /g, ' and the note when '],
    [
        /marking it ready for review does \(the ready_for_review event\)/g,
        'marking it ready does, at its next pipeline (a push, or "Run pipeline")',
    ],
];
/** Our prose (a reply, a review's line) as the run's host says it; a GitHub run's as written. */
const inHostWords = (trigger, text) => trigger.words?.prose?.(text) ?? text;
const GITLAB_WORDS = {
    ...{ noun: 'merge request', sign: '!', path: '-/merge_requests' },
    ...{ host: 'GitLab', compareFiles: 1_000, runLink: "the pipeline's job", runPath: '-/pipelines' },
    unrelatedButListed: "GitLab's compare found the two heads unrelated, though the merge request still lists the older",
    prose: (text) => GITLAB_PROSE.reduce((said, [ours, theirs]) => said.replace(ours, theirs), text),
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
