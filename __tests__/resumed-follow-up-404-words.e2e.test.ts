/**
 * Was broken: a re-run (on-rerun: resume) of a push's run that resumes the follow-up its first
 * attempt sent to the pull request's job, which then reads 404, tells the user to check that 'job-
 * id' "comes from the step that started the job": the workflow has no 'job-id' input; the job came
 * from the pull request's own records.
 *
 * Now, as promised: CHANGELOG "Advice that named what no one gave: a job ... that then read 404
 * sent the user to check the `job-id` input ... they never set; ... A re-run that resumed the job
 * its first attempt started says the same"; docs/endings.md 404: "error naming the project and job
 * ids, and what to check".
 */
/**
 * e24547b fixed these words for a re-run that resumed a *start* (history.resumed.kind 'prompt')
 * only; a re-run that resumes a *follow-up* (a push's, kind 'message') still falls through to the
 * words for a 'job-id' input. The setup is lifecycle.e2e.test.ts's one-step recipe (no 'job-id').
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

// A started or messaged job reads active once, then ends: on any machine, not after 300 ms.
const sim = useSimulatedService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
const PROMPT = 'Document the changes of this pull request.';
const [HEAD1, HEAD2] = ['1', '2'].map((digit) => digit.repeat(40)) as [string, string];
const ISSUE = `${PR_REPOSITORY}#5`;
/** An app token for the docs repository, as actions/create-github-app-token makes one. */
const DOCS_TOKEN = 'ghs_docsRepositoryAppToken0123456789';

let github: SimGitHub;
let product: { head: { sha: string } };
let docs: Record<string, unknown>;
let runId = 9600;
afterEach(() => github.close());
beforeEach(async () => {
  runId += 20;
  product = { head: { sha: HEAD1 } };
  docs = { number: 101, state: 'open', draft: false, merged: false, head: { sha: 'f'.repeat(40), ref: 'agent/x' } };
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, readable: ['acme/docs'], pullRequests: 'write', checks: 'write' },
      [DOCS_TOKEN]: { repository: 'acme/docs', pullRequests: 'write' },
    },
    collaborators: {
      lead: { permission: 'write', role_name: 'write' },
      reader: { permission: 'read', role_name: 'read' },
    },
    pulls: { [ISSUE]: Object.assign(product, { number: 5, files: ['src/flag.ts'] }), 'acme/docs#101': docs },
    comparisons: {
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'c'.repeat(40), message: 'Add the --flag option' }],
        files: ['src/flag.ts'],
      },
    },
  });
});

/** The one step of the one workflow, as the README's first screen wires it. */
const inputs = (extra: Record<string, string> = {}) =>
  sim.inputs({
    prompt: PROMPT,
    'follow-up-command': '/docs',
    'report-token': REPORT_TOKEN,
    'github-token': REPORT_TOKEN,
    'check-name': 'Docs',
    ...extra,
  });

/** A run of the workflow on a pull request event at `head`. */
async function act(
  action: string,
  head: string,
  extra: {
    inputs?: Record<string, string>;
    merged?: boolean;
    attempt?: number;
    draft?: boolean;
    labels?: string[];
    label?: string;
  } = {},
): Promise<ActionRun> {
  if (extra.attempt === undefined) runId++;
  const pull_request = {
    number: 5,
    draft: extra.draft === true,
    merged: extra.merged === true,
    labels: (extra.labels ?? []).map((name) => ({ name })),
    head: { sha: head, repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const label = extra.label === undefined ? {} : { label: { name: extra.label } };
  // GitHub shows the pull request as its event does (a re-run reads it as it is now).
  Object.assign(product, { state: action === 'closed' ? 'closed' : 'open', merged: extra.merged === true });
  const env = pullRequestEnv(github.url, runId, {
    GITHUB_EVENT_PATH: eventFile({ action, pull_request, ...label }),
    GITHUB_RUN_ATTEMPT: String(extra.attempt ?? 1),
  });
  const run = await runAction(inputs(extra.inputs), { killAfterMs: 25_000, env });
  // The job's docs pull request is on the branch the simulated service says its agent works on.
  if (run.outputs.started === 'true') docs.head = { sha: 'f'.repeat(40), ref: `agent/${run.outputs['job-id'] ?? ''}` };
  return run;
}

jest.setTimeout(120_000);

describe("a push's re-run that resumes its follow-up to the pull request's job, which now reads 404", () => {
  it("does not send the user to check a 'job-id' input the workflow never had", async () => {
    // The pull request's job, as the service named it in its answer to the opening run's start.
    sim
      .service()
      .setJob('job-ghost', [{ job: { status: 'completed', prLink: 'https://github.com/acme/docs/pull/101' } }]);
    sim.service().failNextPost({ http: 201, body: JSON.stringify({ id: 'job-ghost', status: 'active' }) });
    const opened = await act('opened', HEAD1);
    expect(opened.outputs).toMatchObject({ outcome: 'completed', started: 'true', 'job-id': 'job-ghost' });

    // A push: its run tells job-ghost (found in the pull request comment's records) what changed.
    product.head.sha = HEAD2;
    sim.service().failNextPost({ http: 200, body: JSON.stringify({ id: 'job-ghost', status: 'active' }) });
    const pushed = await act('synchronize', HEAD2);
    expect(pushed.outputs).toMatchObject({ outcome: 'completed', started: 'false', 'job-id': 'job-ghost' });
    expect(inputs()['job-id'] ?? '').toBe('');

    // The service no longer knows the job; "Re-run jobs" on the push's run.
    sim.service().setJob('job-ghost', [{ http: 404, body: '{"error":"Job not found"}' }]);
    const again = await act('synchronize', HEAD2, { attempt: 2 });
    expect(again.outputs).toMatchObject({ outcome: 'not-found', resumed: 'true', 'job-id': 'job-ghost' });
    const error = again.annotations.find((a) => a.command === 'error')?.message ?? '';
    expect(error).toContain('job-ghost');
    expect(error).not.toContain("'job-id' comes from");
    expect(again.summary).not.toContain('&#39;job-id&#39; comes from');
  });
});
