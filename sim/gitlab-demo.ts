/**
 * `npm run demo -- gitlab`: a GitLab merge request's life, with no account. Each pipeline is the
 * bundled command line's `merge-request`, as the component templates/docs-agent.yml runs it, with
 * the job's predefined variables, against the simulated GitLab and service on 127.0.0.1: the first
 * pipeline starts the job, a member's `/docs` note and a push go with the next one, a pipeline run
 * again tells nothing, a merge train's does nothing, a review on the docs merge request goes with
 * that merge request's pipeline, and the schedule tells the docs merge request of the merge.
 * After each, the merge request as a reader sees it: the note, the "Docs agent" status and the awards.
 * As the component's default, each pipeline lets its runner go: the next pipeline, or the schedule,
 * finishes the turn it left once the job has ended.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startSimGitLab, type SimGitLab, type SimGitLabUser } from './gitlab.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService } from './service.ts';

const CLI = path.join(import.meta.dirname, '..', 'dist', 'cli', 'index.js');
const bot: SimGitLabUser = { id: 7, username: 'project_42_bot_docs', token: 'glpat-demo-bot-token-0000', bot: true };
const dev: SimGitLabUser = { id: 8, username: 'dev', token: 'glpat-demo-dev-token-0000' };
const guest: SimGitLabUser = { id: 9, username: 'passer-by', token: 'glpat-demo-guest-token-00' };
const [A, B] = ['a1', 'b2'].map((x) => x.repeat(20)) as [string, string];
const DOCS_MR = 'http://gitlab.test/group/product/-/merge_requests/7';
const DOCS_HEAD = 'd'.repeat(40);

function pipeline(sim: SimGitLab, id: number, head: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY,
    MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID,
    GITLAB_TOKEN: bot.token,
    GITLAB_CI: 'true',
    CI: 'true',
    ...(process.env.RUNNER_DEBUG ? { RUNNER_DEBUG: process.env.RUNNER_DEBUG } : {}),
    CI_PIPELINE_ID: String(id),
    CI_PIPELINE_SOURCE: 'merge_request_event',
    CI_MERGE_REQUEST_IID: '5',
    CI_MERGE_REQUEST_PROJECT_ID: '42',
    CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '42',
    CI_MERGE_REQUEST_EVENT_TYPE: 'detached',
    CI_COMMIT_SHA: head,
    CI_PROJECT_ID: '42',
    CI_PROJECT_PATH: 'group/product',
    CI_SERVER_URL: 'http://gitlab.test',
    CI_API_V4_URL: sim.api,
    CI_JOB_NAME: 'docs-agent',
    CI_JOB_URL: `http://gitlab.test/group/product/-/jobs/${id}1`,
    ...extra,
  };
}

function runPipeline(env: NodeJS.ProcessEnv, args: string[]): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, 'merge-request', ...args], { env });
    child.stdout.resume();
    child.stderr.on('data', (chunk: Buffer) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, '  | ')));
    child.on('close', resolve);
  });
}

/** A merge request as a reader sees it: the step's newest note (its first lines), the status, each command's and line comment's awards. */
function show(sim: SimGitLab, head: string, iid = 5): void {
  const mr = sim.mergeRequest(iid);
  const note = mr.notes.findLast((one) => one.author.id === bot.id);
  const text = (note?.body ?? '(no note yet)').replace(/<!--[\s\S]*?-->/g, '').trim();
  console.log(
    `  newest note on !${iid}: ${text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, 4)
      .join('\n               ')}`,
  );
  const status = sim.statuses.get(head)?.find((one) => one.name === 'Docs agent');
  console.log(
    `  "Docs agent" on ${head.slice(0, 8)}: ${status ? `${status.status} (${status.description ?? ''})` : 'none'}`,
  );
  for (const command of mr.notes.filter((one) => one.body.startsWith('/docs') || one.position !== undefined))
    console.log(
      `  ${command.author.username}'s ${JSON.stringify(command.body)}: ${command.awards.map((a) => a.name).join(', ') || 'no award yet'}`,
    );
}

export async function gitLabDemo(): Promise<void> {
  const gitlab = await startSimGitLab({
    projectId: 42,
    users: [bot, dev, guest],
    members: { [bot.id]: 30, [dev.id]: 30, [guest.id]: 10 },
    date: Date.now,
    mergeRequests: [
      {
        ...{ iid: 5, state: 'opened', draft: false, labels: [], sha: A, author: dev, commits: [A] },
        ...{ diffs: [{ old_path: 'src/flags.ts', new_path: 'src/flags.ts' }], notes: [], title: 'Add --verbose' },
      },
      {
        ...{ iid: 7, state: 'opened', draft: false, labels: [], sha: DOCS_HEAD, author: bot, commits: [] },
        ...{ diffs: [], notes: [], sourceBranch: 'agent/job-started-1' },
      },
    ],
    history: {
      [A]: { parents: [], files: ['src/flags.ts'], title: 'Add --verbose' },
      [B]: { parents: [A], files: ['src/flags.ts', 'src/help.ts'], title: 'Say --verbose in the help' },
    },
  });
  const service = await startService({
    activeReads: 1,
    startedPrLink: DOCS_MR,
    repository: 'http://gitlab.test/group/product',
  });
  const args = [
    '--prompt',
    'Document what this merge request changes.',
    '--follow-up-command',
    '/docs',
    '--agent-login',
    bot.username,
    '--base-url',
    service.url,
    '--poll-interval',
    '1s',
    '--let-go',
  ];
  const step = async (title: string, env: NodeJS.ProcessEnv, head: string, iid = 5) => {
    console.log(`\n=== ${title} ===`);
    const code = await runPipeline(env, args);
    console.log(`  exit code ${String(code)}`);
    show(gitlab, head, iid);
  };
  try {
    console.log(`Simulated GitLab at ${gitlab.url}, service at ${service.url}: merge request !5 of group/product.`);
    await step('pipeline 900: the merge request is opened', pipeline(gitlab, 900, A), A);
    gitlab.addNote(5, dev, '/docs also show --verbose in the quick start');
    gitlab.addNote(5, guest, '/docs rewrite everything');
    const mr = gitlab.mergeRequest(5);
    mr.sha = B;
    mr.commits.push(B);
    await step("pipeline 901: a push, a member's /docs and a guest's", pipeline(gitlab, 901, B), B);
    await step('pipeline 901 run again: nothing new', pipeline(gitlab, 901, B), B);
    await step(
      "a merge train's pipeline: nothing to do",
      pipeline(gitlab, 902, B, { CI_MERGE_REQUEST_EVENT_TYPE: 'merge_train' }),
      B,
    );
    const line = gitlab.addNote(7, dev, 'Say that --verbose also prints timings.');
    line.position = { new_path: 'docs/flags.mdx', old_path: 'docs/flags.mdx', new_line: 12, old_line: null };
    await step(
      "pipeline 910 of the docs merge request !7: a member's line comment (a review)",
      pipeline(gitlab, 910, DOCS_HEAD, { CI_MERGE_REQUEST_IID: '7' }),
      DOCS_HEAD,
      7,
    );
    const at = new Date().toISOString();
    Object.assign(mr, { state: 'merged', closed_at: at, updated_at: at });
    const schedule = { CI_PIPELINE_SOURCE: 'schedule', CI_MERGE_REQUEST_IID: '', CI_MERGE_REQUEST_PROJECT_ID: '' };
    await step(
      'the scheduled pipeline 950, after !5 was merged: it tells the docs merge request',
      pipeline(gitlab, 950, 'e'.repeat(40), schedule),
      DOCS_HEAD,
      7,
    );
    const sent = service.requests.filter((request) => request.method === 'POST').length;
    console.log(
      `\nThe service took ${sent} requests that start or message a job: one start, then one message a pipeline that had news or a review.`,
    );
  } finally {
    await service.close();
    await gitlab.close();
  }
}
