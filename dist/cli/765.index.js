export const id = 765;
export const ids = [765];
export const modules = {

/***/ 3765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ docsPullRequestEnded),
  e: () => (/* binding */ newsSince)
});

// EXTERNAL MODULE: ./src/output/text.ts
var output_text = __webpack_require__(218);
// EXTERNAL MODULE: ./src/pull-request/host.ts
var pull_request_host = __webpack_require__(393);
// EXTERNAL MODULE: ./src/pull-request/where.ts
var pull_request_where = __webpack_require__(492);
// EXTERNAL MODULE: ./src/report/verdict.ts
var verdict = __webpack_require__(687);
;// CONCATENATED MODULE: ./src/pull-request/push.ts

/** At most this many commits and files are named in one follow-up; the rest are counted. */
const MAX_NAMED_COMMITS = 30;
const MAX_NAMED_FILES = 100;
function named(title, items, max) {
    const shown = items.slice(0, max).map((item) => `- ${item}`);
    const rest = items.length > max ? [`- and ${items.length - max} more`] : [];
    return [title, ...shown, ...rest].join('\n');
}
const closing = (noun) => `Update the docs ${noun} you opened for these changes, and keep what still holds.`;
/**
 * The follow-up for a push, or undefined when nothing in it is news (only a merge of the base
 * branch); in its host's words (`words`: a GitLab merge request is no pull request).
 */
function pushMessage(where, to, change, words = pull_request_where/* GITHUB_WORDS */.Ge) {
    const { noun } = words;
    if (change.kind === 'unlisted')
        return [
            `The product ${noun} ${where} has new commits; its head is now ${to}. What they change could not be listed.`,
            ...(change.prFiles ? [named(`The ${noun}'s changes against its base:`, change.prFiles, MAX_NAMED_FILES)] : []),
            closing(noun),
        ].join('\n\n');
    if (change.kind === 'rewritten') {
        const since = change.from === undefined ? '' : ` since ${change.from}`;
        return [
            `The history of the product ${noun} ${where} was rewritten${since} (a force-push); its head is now ${to}.`,
            named(`All of the ${noun}'s changes against its base:`, change.prFiles, MAX_NAMED_FILES),
            closing(noun),
        ].join('\n\n');
    }
    const { comparison, from } = change;
    const own = comparison.commits.filter((commit) => !commit.merge);
    if (own.length === 0)
        return undefined;
    const merged = own.length < comparison.commits.length;
    // With the base merged in, the comparison's files include the base's: keep the pull request's own.
    const files = change.prFiles === undefined
        ? comparison.files
        : merged && !comparison.filesCapped
            ? comparison.files.filter((file) => change.prFiles?.includes(file))
            : change.prFiles;
    const commits = own.map((commit) => `${commit.sha} ${commit.title}`);
    const more = comparison.moreCommits ? [`(and more commits than ${words.host} listed)`] : [];
    const capped = `Files the ${noun} changes (${words.host} lists ${words.compareFiles} of a push's):`;
    return [
        `The product ${noun} ${where} changed since ${from}; its head is now ${to}.`,
        [named('New commits:', commits, MAX_NAMED_COMMITS), ...more].join('\n'),
        named(comparison.filesCapped ? capped : 'Files changed:', files, MAX_NAMED_FILES),
        closing(noun),
    ].join('\n\n');
}

// EXTERNAL MODULE: ./src/step/docs-pull-request.ts
var docs_pull_request = __webpack_require__(2279);
;// CONCATENATED MODULE: ./src/step/push-news.ts






/**
 * The docs pull request of the job, merged or closed: then a push starts a new job. While the job
 * works, and after a turn that changed no files, the service names none: the one on its branch.
 */
async function docsPullRequestEnded(deps, config, job) {
    const read = await (0,docs_pull_request/* docsPullRequestOf */.BB)(deps.codeHost, config, job, deps.signal);
    if (read.unread !== undefined)
        deps.log.info((0,output_text.msg) `Whether the job's docs pull request was merged or closed could not be read (the pull requests of its agent's branch could not be listed: ${read.unread}), so the job is taken as open.`);
    const pr = read.pullRequest;
    const address = deps.codeHost.addressOf(pr);
    if (!pr || !address || config.githubToken === '')
        return undefined;
    const found = await deps.codeHost.lookUp(address, config.githubToken, deps.signal);
    if (found.kind !== 'found') {
        deps.log.info((0,output_text.msg) `Whether ${(0,verdict/* pullRequestName */.Ib)(pr)} was merged or closed could not be read (${found.reason}), so the job is taken as open${found.forGood ? "; give 'github-token' read access to the docs repository (an app token) to start a new job after a merge" : ': a later run reads it again'}.`);
        return undefined;
    }
    const { state } = found.details;
    // Another's pull request (not on the job's branch, or a person's) says nothing of the job.
    if ((0,docs_pull_request/* notTheJobs */.t8)(found.details, job.source?.ref, config.docsNeed.agentLogin))
        return undefined;
    return state === 'merged' || state === 'closed' ? `${(0,verdict/* pullRequestName */.Ib)(pr)} was ${state}` : undefined;
}
/** Whether a commit is still one of the pull request's (a list that cannot be read is no proof either way: false). */
async function stillListed(host, sha, budget) {
    const commits = await host.commits(budget);
    return commits.ok && commits.value.includes(sha);
}
/** With `paths`, a push whose own files (merges left out) all fall outside it brings the job nothing. */
async function noneMatchPaths(config, change) {
    const { paths } = config.docsNeed;
    if (paths.length === 0 || change.comparison.filesCapped)
        return false;
    const { firstNeedingDocs } = await __webpack_require__.e(/* import() */ 899).then(__webpack_require__.bind(__webpack_require__, 9899));
    const files = change.prFiles
        ? change.comparison.files.filter((file) => change.prFiles?.includes(file))
        : change.comparison.files;
    return firstNeedingDocs(files, paths) === undefined;
}
/** What changed since the head the job was last told about; on doubt, that something did (and why). */
async function changeSince(host, from, to, budget, words) {
    const files = async () => {
        const listed = await host.changedFiles(budget);
        return listed.ok ? listed.value.paths : undefined;
    };
    const compared = from === undefined ? undefined : await host.compare(from, to, budget);
    // The token itself refused (expired, revoked): nothing read or written after it holds, so nothing is sent.
    if (compared?.ok === false && (0,pull_request_host.refusedForGood)(compared, [401]))
        return { kind: 'refused', cause: compared.cause };
    const unlisted = async (why) => {
        const prFiles = await files();
        return { kind: 'unlisted', why, ...(prFiles ? { prFiles } : {}) };
    };
    // What GitHub answered, never a permission it did not name: a 403 names the one it needs.
    if (compared?.ok === false)
        return unlisted((0,pull_request_host.refusedForGood)(compared) ? compared.cause : (0,output_text.msg) `${compared.cause}, a failure that may pass`);
    if (compared?.value === 'unrelated' && from !== undefined && (await stillListed(host, from, budget)))
        // Still one of the pull request's commits: not a force-push, but a comparison this token may not read.
        return unlisted(words.unrelatedButListed);
    if (compared === undefined || compared.value === 'unrelated') {
        const prFiles = await files();
        return prFiles === undefined
            ? { kind: 'unlisted', why: `the history was rewritten and the ${words.noun}'s files could not be read` }
            : { kind: 'rewritten', ...(from === undefined ? {} : { from }), prFiles };
    }
    const comparison = compared.value;
    const merged = comparison.commits.some((commit) => commit.merge);
    const prFiles = merged || comparison.filesCapped ? await files() : undefined;
    return { kind: 'compared', from: from, comparison, ...(prFiles ? { prFiles } : {}) };
}
/**
 * What the pull request's pushes changed since the head the job was last told, as a message for
 * the job; or why there is nothing to tell (only a merge of the base, no file within `paths`).
 */
async function newsSince(deps, trigger, job, lastHead, head) {
    const change = await changeSince(deps.host, lastHead, head, deps.budget, (0,pull_request_where/* wordsOf */.Z9)(trigger));
    if (change.kind === 'refused')
        return {
            unread: (0,output_text.msg) `What this push changed could not be read: ${(0,pull_request_where/* wordsOf */.Z9)(trigger).host} refused the report-token (${change.cause})`,
        };
    if (change.kind === 'unlisted')
        deps.log.warning((0,output_text.msg) `What this push changed could not be compared${change.why ? (0,output_text.msg) ` (${change.why})` : ''}; the job is told there are new commits.`);
    if (change.kind === 'compared' && (await noneMatchPaths(deps.config, change)))
        return { nothing: (0,output_text.msg) `No file this push changes matches 'paths': nothing for job ${job} to do.` };
    const message = pushMessage((0,pull_request_where/* namedPullRequest */.SF)(trigger), head, change, (0,pull_request_where/* wordsOf */.Z9)(trigger));
    return message ?? { nothing: (0,output_text.msg) `This push only merged the base branch: nothing for job ${job} to do.` };
}


/***/ })

};
