/**
 * Where each documented promise is proven: every row of the README's Reliability table, every
 * ending of its endings table, and every promise and surface of SECURITY.md name the test that
 * runs the bundled action to show it. docs.test.ts checks that the rows and this map agree and
 * that each named test exists and runs dist/index.js. A proof marked `unit` says why no
 * end-to-end run can show it in reasonable time.
 */
export interface Proof {
  file: string;
  test: string;
  /** Only for a proof that is not end to end: why. */
  unit?: string;
}

const e2e = (file: string, test: string): Proof => ({ file: `__tests__/${file}`, test });

export const RELIABILITY: Record<string, Proof[]> = {
  '429, 408, 425, 500, 502, 503, 504 or any other 5xx': [
    e2e('promises.e2e.test.ts', 'retries 408, 425, 500, 502, 504 and 599 as transient, then completes'),
    e2e('e2e.test.ts', 'rides out a 503 and a 429 with Retry-After'),
  ],
  'connection refused or reset, DNS failure': [
    e2e('promises.e2e.test.ts', 'retries a connection reset'),
    e2e('trust.e2e.test.ts', 'does not say the job goes on running when the service was never reached'),
    e2e('network.test.ts', 'goes direct for hosts in NO_PROXY'),
  ],
  'a request with no complete answer within 30 s (or the time left, if less)': [
    e2e('trust.e2e.test.ts', 'does not blame failed requests when the deadline cut the last poll short'),
    e2e('network.test.ts', 'stops on %s within a second, with outputs and summary'),
  ],
  'a 200 that is not JSON, or has no `status`': [
    e2e('promises.e2e.test.ts', 'retries a 200 that is not JSON, or has no status'),
  ],
  'a body over 64 KiB': [e2e('promises.e2e.test.ts', 'stops reading a body over 64 KiB and retries')],
  '`Retry-After` (seconds or an HTTP date)': [
    e2e('trust.e2e.test.ts', 'waits about as long as a date a second ahead says, and the job completes'),
    e2e('trust.e2e.test.ts', 'clips a delay too large to be seconds to the deadline, never ignores it'),
    e2e('e2e.test.ts', 'rides out a 503 and a 429 with Retry-After'),
  ],
  '10 transient faults in a row (429s aside)': [
    {
      file: '__tests__/faults.test.ts',
      test: 'gave-up',
      unit: 'the backoff window doubles per fault with full jitter, so ten faults in a row take about a minute even at the shortest poll-interval; the wait loop is run against real HTTP faults on a real clock there',
    },
  ],
  '429s that never stop': [
    e2e(
      'promises.e2e.test.ts',
      'waits through 429s that never stop until the time-out, then says they were rate limited',
    ),
  ],
  '404': [e2e('e2e.test.ts', 'names the project and the job on a 404')],
  '401, 403': [
    e2e('e2e.test.ts', 'says the key was refused on a 401, without retrying and without showing the key'),
    e2e('start.test.ts', 'answers 403 to a read-only key, and the step says the key needs write scope'),
  ],
  'other 4xx': [e2e('promises.e2e.test.ts', "fails at once on another 4xx, quoting the service's message")],
  "a redirect within the service's origin": [
    e2e('promises.e2e.test.ts', "follows a redirect within the service's origin"),
    e2e('promises.e2e.test.ts', "reads a redirect to %s's address as a failed read, never taking its ending"),
  ],
  'a redirect to another origin': [e2e('network.test.ts', 'never carries the key to another origin')],
  'the deadline': [
    e2e('trust.e2e.test.ts', 'does not blame failed requests when the deadline cut the last poll short'),
    e2e('e2e.test.ts', 'times out with the last status in the error and the outputs'),
  ],
  'SIGINT or SIGTERM (a cancelled run)': [
    e2e('network.test.ts', 'stops on %s within a second, with outputs and summary'),
    e2e(
      'network.test.ts',
      'survives SIGINT and SIGTERM arriving every millisecond until it exits: exit code 1, outputs and summary',
    ),
  ],
  'SIGINT while GitHub or the service hangs, in any stage': [
    {
      file: 'scripts/cancel-matrix.ts',
      test: 'hangs that server from that request on, and sends SIGINT the moment that request arrives',
    },
  ],
  '`HTTPS_PROXY`, `HTTP_PROXY`, `NO_PROXY` (either case)': [
    e2e('network.test.ts', 'sends plain http through HTTP_PROXY'),
    e2e('network.test.ts', 'tunnels https through HTTPS_PROXY with CONNECT, checking the certificate'),
    e2e('network.test.ts', 'goes direct to a loopback address even when a proxy is set, as the runner does'),
    e2e('pull-request.test.ts', "goes through the runner's proxy, and direct for a host in NO_PROXY"),
  ],
  'a malformed proxy variable (bad URL, port or scheme; a `#` in a password)': [
    e2e('e2e.test.ts', 'reports a malformed proxy variable as an input error, with outputs, a summary and no password'),
  ],
  'a proxy that refuses the connection, or answers 407': [
    e2e('promises.e2e.test.ts', 'names a proxy that refuses the connection'),
  ],
  "a person deletes the action's pull request comment while a step runs": [
    e2e(
      'comment-deleted-mid-run-written-again.e2e.test.ts',
      'is written again as a new comment, which comment-url links and the next push reads',
    ),
  ],
  'a TLS handshake that fails on the certificate (a private CA not given, an expired certificate)': [
    e2e('promises.e2e.test.ts', 'names a TLS handshake refused on the certificate, and a start it stopped as not sent'),
  ],
  'a body in gzip, deflate or br, or with a UTF-8 byte order mark': [
    e2e('promises.e2e.test.ts', 'reads a %s body with a byte order mark as the JSON it carries'),
  ],
  'an `application/problem+json` error': [
    e2e('promises.e2e.test.ts', 'quotes the title and detail of an application/problem+json error'),
  ],
  'an answer about another job id (a cache, a misrouted proxy)': [
    e2e(
      'promises.e2e.test.ts',
      'reads an answer about another job as a failed read, naming both ids, and never takes its ending',
    ),
    e2e('promises.e2e.test.ts', 'never passes on answers about another job only: it gives up naming both ids'),
  ],
  'a service value that does not parse (a repository URL with a bad `%`, a `createdAt` that is no ISO 8601 time)': [
    e2e(
      'promises.e2e.test.ts',
      'leaves the derived outputs of a value that does not parse empty, with one warning, and the ending stands',
    ),
    e2e('e2e.test.ts', 'treats hostile values from the service as data: no injected annotation, output or markup'),
  ],
  'stdout is a slow pipe': [
    e2e('e2e.test.ts', 'loses nothing through a slow pipe with a body near the 64 KiB bound, and exits by itself'),
  ],
  'the GitHub API fails a comment or check run write (5xx, 403, 429, a secondary rate limit, a read-only token)': [
    e2e(
      'reviewers.e2e.test.ts',
      'a read-only token on a pull request from the repository itself: one log line for the comment, a warning for the check run, the step completes',
    ),
    e2e(
      'reviewers.e2e.test.ts',
      "a fork's pull request: the read-only token is found out once, one warning, no more writes, also on attempt 2",
    ),
    e2e('reviewers.e2e.test.ts', 'tries GitHub again after a 502 and after a secondary rate limit with retry-after'),
    e2e('reviewers.e2e.test.ts', 'GitHub answering 500 to everything: the step completes with its outputs and summary'),
  ],
  'a re-run of the workflow (attempt 2 or later) with `prompt` or `message`': [
    e2e('reviewers.e2e.test.ts', 'attempt 2 waits for the job attempt 1 started, says so, and sends nothing'),
    e2e('reviewers.e2e.test.ts', 'a follow-up message is not sent twice either'),
    e2e('reviewers.e2e.test.ts', 'reads the record from the check run when there is no comment'),
    e2e(
      'reviewers.e2e.test.ts',
      'with nowhere to keep a record, sends again and one warning says how to turn the protection on',
    ),
  ],
  "a re-run of a pull request's run that told its job a push or a `/docs` command": [
    e2e('rerun-record.e2e.test.ts', "a push's run re-run: the next event at the head it told sends nothing again"),
    e2e(
      'rerun-record.e2e.test.ts',
      "a /docs command's run re-run: the head it told stays told, the command is not sent twice",
    ),
    e2e('rerun-record.e2e.test.ts', 'a re-run of an older push after a newer one never moves the told head back'),
    e2e(
      'rerun-record.e2e.test.ts',
      'a re-run after a push its run never told: the next event tells only what is new since the head told',
    ),
  ],
  'SIGINT with a comment or check run': [
    e2e('reviewers.e2e.test.ts', 'finishes the comment and the check run as cancelled between SIGINT and SIGTERM'),
    e2e(
      'reviewers.e2e.test.ts',
      'when GitHub stops answering, gives up on it in time: outputs and summary before SIGTERM',
    ),
  ],
  'after a follow-up, the job still reads the final status it had before the message': [
    e2e('trust.e2e.test.ts', '%s: pending, and status empty'),
  ],
  'several jobs end differently': [
    e2e('trust.e2e.test.ts', "is the worst of the jobs' with fail-on '%s' (failed and archived: %s)"),
  ],
  "a re-run after the admin key was rotated, or on a fork's pull request": [
    e2e(
      'reviewers.e2e.test.ts',
      'after the api-key is rotated, a record in %s the new key cannot verify is said, never taken for none; previous-api-key resumes',
    ),
    e2e(
      'reviewers.e2e.test.ts',
      "a fork's pull request: the read-only token is found out once, one warning, no more writes, also on attempt 2",
    ),
  ],
  'text from the service, GitHub, a prompt or a comment that holds `::name::` or `##[name]`': [
    e2e('e2e.test.ts', 'shows the older ##[command] form as text wherever it stands in a line, in every field'),
  ],
  "a value in GitHub's answer with a line break or a control character, or a link to another host": [
    e2e('pull-request.test.ts', "hands on GitHub's branch name only as git allows one, else the job's own"),
    e2e(
      'reviewers.e2e.test.ts',
      "a created comment answered with %s and a link off this run's GitHub: still one comment, no such link",
    ),
  ],
  'a status read before a follow-up that fails (a 5xx, a reset, a time-out, an answer that is not a job)': [
    e2e(
      'follow-up.e2e.test.ts',
      'sends only after a read that says the job is not active: a status it could not read is no news',
    ),
  ],
};

export const ENDINGS: Record<string, Proof[]> = {
  '`completed` with a pull request': [
    e2e('e2e.test.ts', 'waits through active -> active -> completed and hands on the pull request'),
  ],
  '`completed` without a pull request': [
    e2e('e2e.test.ts', 'completes without a pull request: a notice that no files changed'),
    e2e('e2e.test.ts', 'fails a job that completed without a pull request when require-pr is true'),
  ],
  "`completed`, a follow-up's turn that changed no files (the service names no pull request then)": [
    e2e(
      'docs-pull-request-on-branch.e2e.test.ts',
      'hands on the docs pull request on its branch, and require-pr passes',
    ),
  ],
  "`completed`, no pull request named, and GitHub did not list the agent's branch's pull requests": [
    e2e('docs-pull-request-on-branch.e2e.test.ts', 'is not "the agent changed no files"'),
  ],
  '`completed` with a pull request link the step cannot use': [
    e2e('unusable-pr-link-ending.e2e.test.ts', 'is never said to have changed no files'),
  ],
  '`failed`': [
    e2e('e2e.test.ts', 'fails the step when the job failed, with outputs set'),
    e2e('e2e.test.ts', 'passes a failed job with a warning when fail-on is none'),
  ],
  '`archived`': [e2e('e2e.test.ts', 'warns on an archived job, and fails only when fail-on lists archived')],
  'any other status (such as a new one the API adds)': [
    e2e('e2e.test.ts', 'keeps polling through an unknown status, warning once'),
  ],
  '`wait: false`, job started or message taken': [
    e2e(
      'promises.e2e.test.ts',
      "'wait: false' with a started job: passes with outcome started, and shows how to wait later",
    ),
    e2e('trust.e2e.test.ts', '%s: pending, and status empty'),
  ],
  'time-out': [e2e('e2e.test.ts', 'times out with the last status in the error and the outputs')],
  '404': [e2e('e2e.test.ts', 'names the project and the job on a 404')],
  '401, 403': [
    e2e('e2e.test.ts', 'says the key was refused on a 401, without retrying and without showing the key'),
    e2e('start.test.ts', 'answers 403 to a read-only key, and the step says the key needs write scope'),
  ],
  'start or message: 400': [
    e2e('promises.e2e.test.ts', 'start: a 400 quotes the service and says nothing was started'),
  ],
  'start or message: reset, time-out after sending, 2xx without a job, 5xx': [
    e2e('promises.e2e.test.ts', 'start: %s says it may have been started, and never sends it again'),
    e2e('trust.e2e.test.ts', '%s: "may have been started", nothing waited for'),
    e2e('trust.e2e.test.ts', 'says the message may have been taken after a 204 to a follow-up'),
  ],
  'start: a 201 without a usable job id': [
    e2e('trust.e2e.test.ts', 'hands on the id of an answer with %s in job-id'),
    e2e('trust.e2e.test.ts', 'a started job with the id %j is never polled'),
  ],
  'start or message: 429 until `timeout`, or no network': [
    e2e('promises.e2e.test.ts', 'start: a 429 that lasts past the time-out says the service did not act on it'),
    e2e('promises.e2e.test.ts', 'start: no network says the service did not act on it'),
  ],
  'pull request with nothing to do: `no-docs-needed`, `draft`, `skip-label`': [
    e2e(
      'docs-needed.e2e.test.ts',
      'a draft starts no job: the check run concludes skipped, and no comment is created for it',
    ),
    e2e(
      'docs-needed.e2e.test.ts',
      'the skip-label: no job, and the comment an earlier run left says why in its first line',
    ),
    e2e(
      'docs-needed.e2e.test.ts',
      'none of 350 files (four pages) matches: no-docs-needed, the check run skipped, every page read',
    ),
  ],
  'pull request: `nothing-new` (a push with nothing new for its job, a closed pull request)': [
    e2e(
      'on-push.e2e.test.ts',
      'a merge of the base branch only is not news: nothing sent, and the check run shows the job as it is',
    ),
    e2e(
      'docs-needed.e2e.test.ts',
      'the pull request closed: no job, and nothing written where the job shows what it did',
    ),
    e2e(
      'lifecycle.e2e.test.ts',
      'merged: one line on the docs pull request and the top of its own comment say so, and a re-run adds none',
    ),
  ],
  "pull request run cancelled, or out of `timeout`, before it decided what it owed (records, the job, the compare, the files, a command's permission)":
    [
      e2e(
        'cut-short.e2e.test.ts',
        'a push cancelled while GitHub holds the comments (its records): cancelled, never nothing new',
      ),
      e2e(
        'cut-short.e2e.test.ts',
        "a comment's run cancelled while GitHub holds the commenter's permission: cancelled, not skipped",
      ),
      e2e(
        'cut-short.e2e.test.ts',
        "a push whose 'timeout' runs out while GitHub holds the records: timed out, the step fails",
      ),
    ],
  "the report-token refused by GitHub (401) while reading what a push changed, or a `/docs` run's earlier commands": [
    e2e('merge-401-untold-push-warns.e2e.test.ts', 'warns of the untold push, or has it told once the token works'),
    e2e(
      'docs-command-token-refused-stops.e2e.test.ts',
      'stops at the refused token and says so, instead of waiting out its timeout',
    ),
  ],
  'pull request from a fork or Dependabot, no api-key: `from-fork`, `from-dependabot`': [
    e2e(
      'docs-needed.e2e.test.ts',
      "%s without an api-key: ends at once with its reason, before the inputs are read; writes only the head's check run, skipped",
    ),
    e2e(
      'forks.e2e.test.ts',
      "its pull_request_target run, given the api-key, sends nothing and writes the head's check run skipped",
    ),
  ],
  "`follow-up-command` without `prompt`: a comment that sends nothing (not the command, an edit, a bot's, an outsider's, no message, no job); with `prompt`, the run goes on as the pull request's event and ends as it does (often `nothing-new`)":
    [
      e2e('follow-up.e2e.test.ts', "an outsider's command: confused, no reply, nothing sent"),
      e2e('follow-up.e2e.test.ts', '%s: no request to the service or GitHub, no reaction'),
    ],
  'start or message: `timeout` spent before it could be sent (a re-run reading GitHub slowly)': [
    e2e(
      'reviewers.e2e.test.ts',
      "starts no request to the service after 'timeout', even when reading the earlier record took it all",
    ),
  ],
};

/** SECURITY.md: each promise by its opening words, and each surface of its table. */
export const SECURITY: Record<string, Proof[]> = {
  'The admin API key is masked': [
    e2e('secrets.property.test.ts', 'holds for random secrets placed anywhere, on every path, debug on and off'),
    e2e('e2e.test.ts', 'keeps a key made of escaper characters out of the summary, log and outputs'),
    e2e('network.test.ts', 'never carries the key to another origin'),
  ],
  'Values from the service are treated as data': [
    e2e('e2e.test.ts', 'treats hostile values from the service as data: no injected annotation, output or markup'),
    e2e(
      'trust.e2e.test.ts',
      'keeps a prompt with blank lines, a list and a link inside its block, as GitHub renders it',
    ),
  ],
  'A start is never sent twice': [
    e2e('promises.e2e.test.ts', 'start: %s says it may have been started, and never sends it again'),
    e2e('trust.e2e.test.ts', '%s: "may have been started", nothing waited for'),
  ],
  'The admin key never goes to GitHub': [
    e2e('trust.e2e.test.ts', 'refuses a %s that holds the api-key, before any request'),
    e2e(
      'bundle-loading.test.ts',
      'loads the GitHub toolkit on the default path, and sends GitHub the github-token, never the api-key',
    ),
  ],
  'The `github-token` is used only': [
    e2e('pull-request.test.ts', 'adds head SHA, state and draft flag from the GitHub API'),
    e2e('secrets.property.test.ts', 'holds for random secrets placed anywhere, on every path, debug on and off'),
  ],
  'The `report-token` writes only': [
    e2e(
      'reviewers.e2e.test.ts',
      'a read-only token on a pull request from the repository itself: one log line for the comment, a warning for the check run, the step completes',
    ),
    e2e('reviewers.e2e.test.ts', "another account's copy of the step's comment is never edited nor trusted"),
    e2e('secrets.property.test.ts', 'holds for random secrets placed anywhere, on every path, debug on and off'),
  ],
  'A re-run never starts a second job': [
    e2e('reviewers.e2e.test.ts', 'attempt 2 waits for the job attempt 1 started, says so, and sends nothing'),
    e2e(
      'reviewers.e2e.test.ts',
      "ignores a marker in anyone else's comment: a forged one, and a copy of the step's own",
    ),
    e2e(
      'attack-attacker.e2e.test.ts',
      'a forged (unverifiable) record by a reader does not keep a draft pull request from ever getting its job',
    ),
  ],
  'A pull request comment sends a follow-up': [
    e2e('follow-up.e2e.test.ts', "an outsider's command: confused, no reply, nothing sent"),
    e2e('follow-up.e2e.test.ts', 'a permission GitHub cannot read is never taken for enough'),
    e2e('follow-up.e2e.test.ts', '%s: no request to the service or GitHub, no reaction'),
    e2e('follow-up.e2e.test.ts', "a record in someone else's comment never names the job"),
  ],
  'No secret, nor a piece of one, is in anything the action sends': [
    e2e(
      'reviews.e2e.test.ts',
      'the api-key where a 20,000-character text is cut (%i of its characters before the cut): no piece of it is sent',
    ),
    e2e(
      'on-push.e2e.test.ts',
      'a push whose commit subjects and file names carry the api-key and a piece of the github-token: the follow-up, the comment and the check run hold neither',
    ),
    e2e(
      'follow-up.e2e.test.ts',
      'a command that carries the api-key and a piece of the report-token: the message sent, the comment and the reply hold neither',
    ),
    e2e(
      'redaction.e2e.test.ts',
      "a dispatch's inputs and the finish built from the service's answer hold no piece of a secret",
    ),
    e2e('secrets.property.test.ts', 'holds for random secrets placed anywhere, on every path, debug on and off'),
  ],
  'A sweep (`sweep: true`) writes only as a step that let the runner go': [
    e2e('sweep.e2e.test.ts', "takes nothing from a record that is not the action's, and takes the label off"),
    e2e('sweep.e2e.test.ts', "keeps the label and warns when the sweep's api-key cannot verify the step's record"),
    e2e('sweep.e2e.test.ts', 'two sweeps that meet finish the job and dispatch once'),
    e2e(
      'sweep.e2e.test.ts',
      'sends a queued /docs command by its comment: 21 commands of someone who may not are never read',
    ),
  ],
  'log lines (`info`, `debug`, group names)': [
    e2e('secrets.property.test.ts', 'holds for random secrets placed anywhere, on every path, debug on and off'),
  ],
  'annotations (notice, warning, error) and titles': [
    e2e('e2e.test.ts', 'treats hostile values from the service as data: no injected annotation, output or markup'),
  ],
  'outputs (`GITHUB_OUTPUT`)': [
    e2e('e2e.test.ts', 'treats hostile values from the service as data: no injected annotation, output or markup'),
  ],
  'job summary': [
    e2e(
      'trust.e2e.test.ts',
      'keeps a prompt with blank lines, a list and a link inside its block, as GitHub renders it',
    ),
    e2e('secrets.property.test.ts', 'holds for random secrets placed anywhere, on every path, debug on and off'),
  ],
  'the pull request comment and the check run': [
    e2e(
      'reviewers.e2e.test.ts',
      'a service value with markup, a link, a mention or the key shows as text, or not at all',
    ),
    e2e('secrets.property.test.ts', 'holds for random secrets placed anywhere, on every path, debug on and off'),
  ],
  'the last-resort error in `index.ts`': [
    e2e('e2e.test.ts', 'does not crash when the runner gives no usable output or summary file'),
  ],
};

/** docs/pull-request.md: each row of "What holds, whatever GitHub does". */
export const PULL_REQUEST: Record<string, Proof[]> = {
  "makes the pull request's lease (🎉) but answers 502, or a run is cancelled while it holds it for its record's write":
    [
      e2e('sweep.e2e.test.ts', 'a 🎉 GitHub made but answered 502 is not left on the comment to hold the sweep off'),
      e2e('sweep.e2e.test.ts', 'a push run cancelled while it holds the lease takes its 🎉 off'),
      e2e('sweep.e2e.test.ts', 'a push cancelled under the lease does not make the next push keep its runner'),
      e2e('sweep.e2e.test.ts', "a 502 GitHub did not act on does not make another sweep's live lease this run's own"),
    ],
  "has two runs write the action's comment at once (two let-go runs that queue, a run and a sweep finishing)": [
    e2e(
      'sweep.e2e.test.ts',
      'a push and a /docs command that queue at the same moment both keep their record, under the lease',
    ),
    e2e(
      'sweep.e2e.test.ts',
      'a let-go record write is no finish: a push that meets it while the job has ended finishes the job itself',
    ),
    e2e(
      'sweep.e2e.test.ts',
      'a turn recorded while a sweep waited for the lease is not finished with the job read before it',
    ),
  ],
  "cancels a push's run while pending (a comment's run joined the group after it), or keeps no queue": [
    e2e('in-step.e2e.test.ts', '%s: the push is told once, and the new head gets its check run'),
    e2e('in-step.e2e.test.ts', 'a command queued before the push is sent first, then the push, each once'),
  ],
  'answers a list that is not a list (an HTML page from a proxy, an object, ids that are not ids; an id sent as a string of digits is read)':
    [e2e('reviewers.e2e.test.ts', 'creates no comment when the list of comments is %s, and says so once')],
  'holds more than 1,000 comments on the pull request': [
    e2e(
      'reviewers.e2e.test.ts',
      'finds its comment among more than 1,000 others, on the last page, and never adds a second',
    ),
  ],
  'answers a creation with a 5xx, or not at all': [
    e2e('reviewers.e2e.test.ts', 'a creation GitHub made but answered with a 502 is looked for, not made twice'),
  ],
  'limits the rate (a 429; a 403 secondary limit in any words, with `retry-after`, or `x-ratelimit-remaining: 0`)': [
    e2e('reviewers.e2e.test.ts', 'tries GitHub again after a 502 and after a secondary rate limit with retry-after'),
    e2e(
      'rate-limit-403-any-words-holds-requests.e2e.test.ts',
      'with the words "abuse detection mechanism": nothing more is sent to GitHub either',
    ),
  ],
  'answers 404 for the comment or check run the step made a moment before (a replica that has not seen it yet)': [
    e2e('surface-404-after-creation-asked-again.e2e.test.ts', 'is still finished when the job completes'),
    e2e(
      'surface-404-after-creation-asked-again.e2e.test.ts',
      'still records the job, so the next push tells it instead of starting a second job',
    ),
  ],
  'answers 500 to everything': [
    e2e('reviewers.e2e.test.ts', 'GitHub answering 500 to everything: the step completes with its outputs and summary'),
  ],
  'hangs on the last write, or the runner cancels the step': [
    e2e(
      'reviewers.e2e.test.ts',
      'writes the outputs and the job summary before the final comment and check run writes',
    ),
    e2e(
      'reviewers.e2e.test.ts',
      'when GitHub stops answering, gives up on it in time: outputs and summary before SIGTERM',
    ),
  ],
  "answers the re-run's record read late": [
    e2e(
      'reviewers.e2e.test.ts',
      "starts no request to the service after 'timeout', even when reading the earlier record took it all",
    ),
  ],
  'refuses a write for its size (HTTP 422)': [
    e2e('reviewers.e2e.test.ts', 'a last write GitHub refuses for its size is sent again shorter, never left stale'),
  ],
  "gives a fork's pull request a read-only token": [
    e2e(
      'reviewers.e2e.test.ts',
      "a fork's pull request: the read-only token is found out once, one warning, no more writes, also on attempt 2",
    ),
  ],
  "shows another account's comment carrying the step's marker": [
    e2e('reviewers.e2e.test.ts', "another account's copy of the step's comment is never edited nor trusted"),
    e2e(
      'reviewers.e2e.test.ts',
      "ignores a marker in anyone else's comment: a forged one, and a copy of the step's own",
    ),
  ],
  'has had a newer run update the comment before an older run is re-run': [
    e2e('reviewers.e2e.test.ts', 'a re-run of an older run resumes its own job after a newer run updated the comment'),
  ],
  "serves the API under `/api/v3` (GitHub Enterprise Server), behind the runner's proxy": [
    e2e(
      'reviewers.e2e.test.ts',
      "writes through GITHUB_API_URL (/api/v3) and links to GITHUB_SERVER_URL, through the runner's proxy",
    ),
  ],
  "never answers a command's reads (the commenter's permission, the pull request's comments)": [
    e2e('follow-up.e2e.test.ts', '%s GitHub never answers: the step ends at its 2 s timeout, not 20 s later'),
  ],
  'holds more than 100 reactions on an earlier command': [
    e2e(
      'follow-up.e2e.test.ts',
      "finds its own answer to an earlier command behind %i others' reactions, and sends the next at once",
    ),
  ],
  "is not the host the job's docs pull request link names": [
    e2e(
      'follow-up.e2e.test.ts',
      "a docs pull request on another host than the run's GitHub (%s): no comment, one warning",
    ),
  ],
  'spells an owner or repository name in another case than the record': [
    e2e('follow-up.e2e.test.ts', 'names compare in any case: a comment on %s is found by a workflow of %s'),
  ],
  "holds the job's record signed with a key this workflow's `api-key` cannot verify (the key was rotated)": [
    e2e(
      'follow-up.e2e.test.ts',
      "a record this workflow's api-key cannot verify is said, never taken for no job; previous-api-key reads it",
    ),
  ],
  "has a new head between a comment run's attempts (a push)": [
    e2e('follow-up.e2e.test.ts', "finds attempt 1's record (%s) and resumes: the message is sent once"),
    e2e('follow-up.e2e.test.ts', 'after %s, a check run it cannot find is said, never taken for no record'),
  ],
  'answers a creation seconds late, and makes it, while the job ends or the run is cancelled': [
    e2e(
      'reviewers.e2e.test.ts',
      'a %s creation GitHub makes %i ms late, while the job ends, is awaited: one of it, showing the ending',
    ),
    e2e(
      'reviewers.e2e.test.ts',
      'a comment creation GitHub makes %i ms late is awaited after a cancel: one comment, cancelled, before SIGTERM',
    ),
  ],
  "starts two runs for one review (a re-run, two runs at once), or a review's run is cancelled while pending": [
    e2e('reviews.e2e.test.ts', 'two runs for one review send it once'),
    e2e('reviews.e2e.test.ts', 'a review whose run was cancelled while pending is sent by the next run, first'),
  ],
  "cannot list a review's line comments, the pull request's reviews or its comments (5xx, a list not in GitHub's shape)":
    [
      e2e(
        'reviews.e2e.test.ts',
        'line comments GitHub cannot list: nothing sent now, the next run sends the review once',
      ),
    ],
  'loses a command: its run was cancelled while pending, or died after taking it': [
    e2e('follow-up.e2e.test.ts', 'an earlier command whose %s is sent first by the next run, once, and told so'),
    e2e(
      'follow-up.e2e.test.ts',
      'waits on an earlier command whose claim may be alive (another run of the workflow is in progress)',
    ),
  ],
  'rate-limits or stops a run holding a claim on a finish (a 429 with or without `retry-after`, a 403 secondary limit, a cancel, SIGKILL)':
    [
      e2e(
        'sweep.e2e.test.ts',
        'a finish GitHub rate-limits (%s) leaves its claim naming its run; the next sweep finishes at once once that run ended',
      ),
      e2e(
        'sweep.e2e.test.ts',
        "the pull request's own next run finds a dead run's claim, and finishes the job before its own work",
      ),
      e2e('sweep.e2e.test.ts', "a live holder's claim is respected until the Actions API says its run ended"),
      e2e(
        'sweep.e2e.test.ts',
        'a claim its run could not name (%s on the first write after it) is free once no other run is in progress',
      ),
      e2e(
        'sweep.e2e.test.ts',
        'a claim whose run the Actions API cannot tell of (no actions: read) waits out the age rule',
      ),
      e2e('sweep.e2e.test.ts', 'a sweep cancelled under its claim takes the claim off, on a budget of its own'),
    ],
  'cancels a `/docs` run after it read the permission and the job, before it sent its message': [
    e2e(
      'follow-up.e2e.test.ts',
      "stays owed, its claim let go before the run ends; the next command's run sends it first, once",
    ),
    e2e(
      'follow-up.e2e.test.ts',
      "ends within the runner's grace when GitHub %s after the cancel, outputs and summary written",
    ),
  ],
};
