/**
 * The cookbook's recipes (examples/) and the repository's own workflows are real files: parse
 * them and check them against action.yml, so a recipe cannot drift from the action.
 */
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.join(import.meta.dirname, '..');
/** The recipes pin the major tag of the version in package.json (release:bump moves them together). */
const major = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version.split(
  '.',
)[0];
const ACTION_REF = `your-org/wait-for-agent-job@v${major}`;

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: unknown;
  permissions?: Record<string, string>;
  jobs: Record<string, { steps?: Step[]; permissions?: Record<string, string> }>;
}
interface ActionYml {
  inputs: Record<string, { required?: boolean }>;
  outputs: Record<string, unknown>;
}

const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as ActionYml;
const load = (file: string): { text: string; workflow: Workflow } => {
  const text = readFileSync(file, 'utf8');
  return { text, workflow: parse(text) as Workflow };
};
const steps = (workflow: Workflow): Step[] => Object.values(workflow.jobs).flatMap((job) => job.steps ?? []);

/** The step of a recipe's fork job: the head's check run and the command it names, nothing else. */
const FORK_CHECK_INPUTS = ['check-name', 'follow-up-command'];
const isForkCheckStep = (step: Step): boolean =>
  Object.keys(step.with ?? {}).every((key) => FORK_CHECK_INPUTS.includes(key));

/** Every use of this action must pass known inputs, the required ones, and read declared outputs. */
function checkUsesOfAction(text: string, workflow: Workflow, isThisAction: (uses: string) => boolean): void {
  const waits = steps(workflow).filter((step) => step.uses && isThisAction(step.uses));
  expect(waits.length).toBeGreaterThan(0);
  const required = Object.entries(action.inputs)
    .filter(([, input]) => input.required)
    .map(([name]) => name);
  for (const step of waits) {
    const keys = Object.keys(step.with ?? {});
    expect(keys.filter((key) => !(key in action.inputs))).toEqual([]);
    // A fork's check run alone: no api-key (nor project id) on purpose; its job is checked below.
    if (isForkCheckStep(step)) continue;
    expect(required.filter((name) => !keys.includes(name))).toEqual([]);
  }
  const waitIds = new Set(waits.map((step) => step.id));
  for (const [, id, output] of text.matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
    if (waitIds.has(id)) expect(Object.keys(action.outputs)).toContain(output);
  }
}

const examplesDir = path.join(root, 'examples');
const examples = readdirSync(examplesDir).filter((file) => file.endsWith('.yml'));

describe('the cookbook in examples/', () => {
  it.each(examples)('%s: every step that starts a job or sends a message has re-run protection on', (file) => {
    const { workflow } = load(path.join(examplesDir, file));
    const events = JSON.stringify(workflow.on);
    const onPullRequest = /pull_request|issue_comment/.test(events);
    const sending = steps(workflow).filter(
      (step) =>
        step.uses === ACTION_REF &&
        (step.with?.prompt !== undefined ||
          step.with?.message !== undefined ||
          step.with?.['follow-up-command'] !== undefined),
    );
    for (const step of sending) {
      const keepsComment = onPullRequest && step.with?.comment !== 'false' && step.with?.comment !== false;
      expect({ id: step.id, protected: step.with?.['check-name'] !== undefined || keepsComment }).toEqual({
        id: step.id,
        protected: true,
      });
      expect(step.with?.['on-rerun'] ?? 'resume').toBe('resume');
    }
    if (sending.some((step) => step.with?.['check-name'] !== undefined)) {
      const permissions = { ...workflow.permissions, ...Object.values(workflow.jobs)[0]?.permissions };
      expect(permissions.checks).toBe('write');
    }
  });

  it('has the recipes the README promises', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(examples.length).toBeGreaterThanOrEqual(5);
    for (const file of examples) expect(readme).toContain(`examples/${file}`);
  });

  /** Recipes that chain on the action without using it: a review `on-finish-dispatch` sends, a trigger of the sweep. */
  const dispatched = examples.filter((file) =>
    /gh workflow run|inputs\.job-id/.test(load(path.join(examplesDir, file)).text),
  );

  it.each(dispatched)('%s takes what on-finish-dispatch sends, or runs a recipe that sweeps', (file) => {
    const { text, workflow } = load(path.join(examplesDir, file));
    const on = workflow.on as { workflow_dispatch?: { inputs?: Record<string, unknown> } };
    const ran = /gh workflow run ([\w.-]+\.yml)/.exec(text)?.[1];
    if (ran === undefined)
      expect(Object.keys(on.workflow_dispatch?.inputs ?? {}).sort()).toEqual(
        ['head-sha', 'job-id', 'outcome', 'pr-link', 'pull-request'].sort(),
      );
    else expect(load(path.join(examplesDir, ran)).text).toContain('sweep: true');
  });

  it.each(examples.filter((file) => !dispatched.includes(file)))(
    '%s uses the action with known inputs and declared outputs',
    (file) => {
      const { text, workflow } = load(path.join(examplesDir, file));
      expect(workflow.on).toBeDefined();
      expect(workflow.permissions).toBeDefined();
      checkUsesOfAction(text, workflow, (uses) => uses === ACTION_REF);
      // A job id from a step of the recipe's own: a start step written safely, or a look-up.
      for (const step of steps(workflow).filter((s) => s.uses === ACTION_REF)) {
        const source = /steps\.([\w-]+)\.outputs\.job-id/.exec(String(step.with?.['job-id']))?.[1];
        if (source === undefined) {
          expect(step.with?.prompt || step.with?.['follow-up-command'] || step.with?.sweep).toBeTruthy();
          continue;
        }
        const start = steps(workflow).find((s) => s.id === source);
        // Another use of this action (with wait: false), or a step that writes the output itself.
        if (start?.uses !== ACTION_REF) expect(start?.run).toContain('>> "$GITHUB_OUTPUT"');
      }
      // A curl start step keeps the service's error body and never hands on the id "null".
      for (const step of steps(workflow).filter((s) => /curl\b[^\n]*-X POST/.test(s.run ?? ''))) {
        expect(step.run).toContain('--fail-with-body');
        expect(step.run).toMatch(/jq -er /);
        expect(step.run).toContain('show_answer "$response"');
      }
      expect(text).not.toMatch(/jq -r '\.id'/);
      // Secrets and free text reach scripts through the environment, never pasted into them.
      for (const step of steps(workflow))
        expect(step.run ?? '').not.toMatch(/\$\{\{\s*(secrets|inputs|github\.event)\./);
    },
  );
});

const workflowsDir = path.join(root, '.github', 'workflows');
const workflows = readdirSync(workflowsDir).filter((file) => file.endsWith('.yml'));

describe('.github/workflows', () => {
  it('has CI, the dist check, CodeQL and the release', () => {
    expect(workflows.sort()).toEqual(['check-dist.yml', 'ci.yml', 'codeql.yml', 'release.yml']);
  });

  // The release grants nothing at the top and each of its jobs what it needs (release.test.ts).
  it.each(workflows)('%s grants least privilege and pins third-party actions by SHA', (file) => {
    const { workflow } = load(path.join(workflowsDir, file));
    expect(workflow.permissions).toEqual(file === 'release.yml' ? {} : { contents: 'read' });
    for (const step of steps(workflow).filter((s) => s.uses && s.uses !== './')) {
      expect(step.uses).toMatch(/^[\w-]+\/[\w./-]+@[0-9a-f]{40}$/);
    }
  });

  it('ci.yml runs the action itself with uses: ./ against the simulated service', () => {
    const { text, workflow } = load(path.join(workflowsDir, 'ci.yml'));
    expect(text).toContain('node sim/serve.ts');
    checkUsesOfAction(text, workflow, (uses) => uses === './');
  });
});

describe('newcomer safety', () => {
  it('keeps .env, which holds INPUT_API-KEY, out of git', () => {
    const ignored = execFileSync('git', ['check-ignore', '.env', '.env.local'], { cwd: root, encoding: 'utf8' });
    expect(ignored.split('\n').filter(Boolean)).toEqual(['.env', '.env.local']);
  });
});

describe('the one workflow for product pull requests', () => {
  const { workflow, text } = load(path.join(root, 'examples', 'docs-for-product-pull-requests.yml'));
  const shape = workflow as unknown as {
    permissions?: unknown;
    on: { pull_request: { types: string[] }; issue_comment: { types: string[] } };
    concurrency?: unknown;
    jobs: { docs: { concurrency?: { group?: string; 'cancel-in-progress'?: boolean; queue?: string } } };
  };

  it('asks for exactly the permissions the comment, the check run, the compare and the commands need', () => {
    expect(shape.permissions).toEqual({ 'pull-requests': 'write', checks: 'write', contents: 'read', actions: 'read' });
  });

  it("runs the pull request's whole life and its /docs comments, one run at a time per pull request", () => {
    // A workflow-level paths filter would leave a required check missing on the pull requests it skips.
    expect(JSON.stringify(shape.on)).not.toContain('paths');
    expect(shape.on.pull_request.types).toEqual(
      expect.arrayContaining([
        'opened',
        'synchronize',
        'reopened',
        'ready_for_review',
        'closed',
        'labeled',
        'unlabeled',
      ]),
    );
    expect(shape.on.issue_comment.types).toEqual(['created']);
    // The job's group, claimed after its `if:`: a workflow's is claimed before, so any comment would cancel a pending run.
    expect(shape.concurrency).toBeUndefined();
    // Runs wait in order (queue: max) rather than cancel the one pending before them.
    expect(shape.jobs.docs.concurrency).toEqual({
      group: 'docs-${{ github.event.pull_request.number || github.event.issue.number }}',
      'cancel-in-progress': false,
      queue: 'max',
    });
  });

  it('decides in the step: one step with the prompt and the command, no shell that reads the files', () => {
    const step = steps(workflow).find((candidate) => candidate.uses === ACTION_REF);
    expect(Object.keys(step?.with ?? {})).toEqual(
      expect.arrayContaining(['prompt', 'follow-up-command', 'paths', 'skip-label', 'check-name']),
    );
    expect(text).not.toContain('gh api');
    expect(text).toContain('require "Docs agent"');
  });

  it("writes the docs pull request's comment that the docs repository's /docs workflow finds the job by", () => {
    // converse-on-docs-pull-request.yml, the README's second workflow of this setup, reads the job
    // from that comment only: without it every /docs there answers "no agent job was started".
    const step = steps(workflow).find((candidate) => candidate.uses === ACTION_REF);
    expect(step?.with?.['docs-pr-comment']).toBe(true);
    expect(step?.with?.['github-token']).toBe('${{ steps.app-token.outputs.token }}');
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const first = /^```yaml\n([\s\S]*?)^```$/m.exec(readme)?.[1] ?? '';
    expect(first).toContain('name: Docs for this pull request');
    expect(first).toMatch(/^ {10}docs-pr-comment: true$/m);
  });
});

describe('recipes that react to comments', () => {
  const reacting = readdirSync(path.join(root, 'examples'))
    .filter((file) => file.endsWith('.yml'))
    .map((file) => ({ file, ...load(path.join(root, 'examples', file)) }))
    .filter(({ workflow }) => JSON.stringify(workflow.on).includes('issue_comment'));

  it('exist', () => {
    expect(reacting.length).toBeGreaterThan(0);
  });

  it.each(reacting.map(({ file }) => file))(
    '%s reads comments with follow-up-command: nothing can cancel a run midway',
    (file) => {
      const { text, workflow } = reacting.find((r) => r.file === file) ?? { text: '', workflow: {} as Workflow };
      expect(text).toContain('follow-up-command: /docs');
      expect(text).toContain('github.event.issue.pull_request');
      // No workflow-level group: GitHub claims it before `if:`, so any comment would cancel a pending run.
      // A job's group only keeps runs in order (the next run sends what a cancelled pending one owed).
      expect((workflow as unknown as { concurrency?: unknown }).concurrency).toBeUndefined();
      expect(text).not.toContain('cancel-in-progress: true');
      expect(text).not.toContain('github.event.comment.author_association');
      expect(text.split('\n').slice(0, 12).join('\n')).toMatch(/Where it lives: the (product|docs) repository/);
    },
  );
});

describe('the one workflow for docs in the same repository', () => {
  const { workflow, text } = load(path.join(root, 'examples', 'docs-in-same-repository.yml'));
  const shape = workflow as unknown as {
    on: Record<string, { types?: string[] } | Array<{ cron: string }> | null>;
    jobs: Record<string, { if?: string; concurrency?: Record<string, unknown>; steps?: Step[] }>;
  };

  it('asks for GITHUB_TOKEN alone, with the least permissions, one secret and one variable', () => {
    expect(workflow.permissions).toEqual({
      contents: 'read',
      'pull-requests': 'write',
      issues: 'write',
      checks: 'write',
      actions: 'read',
      deployments: 'read',
    });
    expect([...new Set([...text.matchAll(/secrets\.([\w-]+)/g)].map(([, name]) => name))]).toEqual([
      'MINTLIFY_ADMIN_API_KEY',
    ]);
    expect([...new Set([...text.matchAll(/vars\.([\w-]+)/g)].map(([, name]) => name))]).toEqual([
      'MINTLIFY_PROJECT_ID',
    ]);
    expect(text).not.toContain('create-github-app-token');
    for (const step of steps(workflow).filter((s) => s.uses === ACTION_REF && !isForkCheckStep(s)))
      expect(step.with?.['github-token']).toBe('${{ github.token }}');
  });

  it('runs on both pull requests, their comments and reviews, with an hourly fallback its comment agrees with', () => {
    expect(shape.on.pull_request).toEqual({
      types: ['opened', 'synchronize', 'reopened', 'ready_for_review', 'closed', 'unlabeled'],
    });
    expect(shape.on.issue_comment).toEqual({ types: ['created'] });
    expect(shape.on.pull_request_review).toEqual({ types: ['submitted'] });
    expect(shape.on.schedule).toEqual([{ cron: '17 * * * *' }]);
    // The comment, its lines joined, says what the cron does.
    expect(text.replace(/\n\s*#\s*/g, ' ')).toContain('Every hour, at minute 17 (24 runs a day');
    expect(Object.keys(shape.on)).toContain('workflow_dispatch');
    expect((workflow as unknown as { concurrency?: unknown }).concurrency).toBeUndefined();
  });

  it('lets go with the recipe inputs, one run at a time per pull request, and sweeps in its own job', () => {
    const { docs, sweep } = shape.jobs;
    expect(docs?.concurrency).toEqual({
      group: 'docs-${{ github.event.pull_request.number || github.event.issue.number }}',
      'cancel-in-progress': false,
      queue: 'max',
    });
    expect(docs?.steps?.[0]?.with).toMatchObject({
      'follow-up-command': '/docs',
      'on-review': 'send',
      'check-name': 'Docs agent',
      wait: 'sweep',
      'agent-login': 'mintlify[bot]',
      'docs-pr-comment': true,
    });
    expect(docs?.if).toContain("github.event_name == 'pull_request_review'");
    expect(sweep?.if).toBe("github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'");
    expect(sweep?.steps?.[0]?.with).toMatchObject({ sweep: true });
    expect(sweep?.concurrency).toEqual({ group: 'docs-agent-sweep', 'cancel-in-progress': false });
  });
});

describe("the recipes' one check to require, and the fork job that writes it", () => {
  const RECIPES = ['docs-for-product-pull-requests.yml', 'docs-in-same-repository.yml'];
  const recipes = RECIPES.map((file) => ({ file, ...load(path.join(root, 'examples', file)) }));
  type Jobs = Record<string, { if?: string; permissions?: Record<string, string>; steps?: Step[]; 'runs-on'?: string }>;

  /** Every `check-name` a recipe passes, every one README, docs/ and action.yml name as the check to require. */
  const checkNames = (text: string): string[] => [
    ...new Set([...text.matchAll(/check-name: ([^\n#`]+?)\s*(?:[#`].*)?$/gm)].map(([, name]) => (name ?? '').trim())),
  ];

  it('one name to require: the same in both recipes (every step), the README, docs/ and action.yml', () => {
    const named = recipes.map(({ file, text }) => ({ file, names: checkNames(text) }));
    expect(named).toEqual(RECIPES.map((file) => ({ file, names: ['Docs agent'] })));
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(checkNames(readme)).toEqual(['Docs agent']);
    expect(readme).toContain('Require `Docs agent`');
    const docs = ['pull-request.md', 'sweep.md'].map((file) => readFileSync(path.join(root, 'docs', file), 'utf8'));
    for (const text of docs) expect(checkNames(text).filter((name) => name !== 'Docs agent')).toEqual([]);
    expect(docs[0]).toContain('require\n`Docs agent`');
    // No text tells users to require the workflow's own job instead any more.
    for (const text of [readme, ...docs, ...recipes.map((r) => r.text)])
      expect(text).not.toMatch(/require (the job's own check|this job's own check)/);
    const described = (action.inputs['check-name'] as { description?: string } | undefined)?.description ?? '';
    expect(described).toContain('Docs agent');
  });

  it.each(RECIPES)(
    '%s: the same events and permissions the docs promise, and a fork job on pull_request_target',
    (file) => {
      const { workflow } = recipes.find((r) => r.file === file) ?? recipes[0]!;
      const on = workflow.on as Record<string, { types?: string[] } | null>;
      expect(on.pull_request_target).toEqual({ types: ['opened', 'synchronize', 'reopened'] });
      expect(workflow.permissions?.checks).toBe('write');
      const jobs = workflow.jobs as Jobs;
      // Only the fork job runs on pull_request_target: the others never see it.
      for (const [name, job] of Object.entries(jobs))
        if (name !== 'fork') expect(job.if ?? '').not.toContain('pull_request_target');
    },
  );

  it.each(RECIPES)(
    '%s: the fork job is isolated: forks only, checks: write alone, no secret, no checkout, no run',
    (file) => {
      const { text, workflow } = recipes.find((r) => r.file === file) ?? recipes[0]!;
      const fork = (workflow.jobs as Jobs).fork;
      expect(fork?.if).toBe(
        "github.event_name == 'pull_request_target' && github.event.pull_request.head.repo.full_name != github.repository",
      );
      expect(fork?.permissions).toEqual({ checks: 'write' });
      const forkText = text.slice(text.indexOf('\n  fork:'));
      expect(forkText).not.toMatch(
        /secrets\.|vars\.|actions\/checkout|github\.event\.pull_request\.(head\.ref|title|body)/,
      );
      expect(fork?.steps).toHaveLength(1);
      const [step] = fork?.steps ?? [];
      expect(step?.uses).toBe(ACTION_REF);
      expect(step?.run).toBeUndefined();
      expect(step?.with).toEqual({ 'check-name': 'Docs agent', 'follow-up-command': '/docs' });
    },
  );
});

describe('README, docs/ and the recipes agree on events and permissions', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const recipe = load(path.join(root, 'examples', 'docs-for-product-pull-requests.yml'));
  const same = load(path.join(root, 'examples', 'docs-in-same-repository.yml'));

  it("the README's first workflow asks for the recipe's permissions and events", () => {
    const first = parse(/^```yaml\n([\s\S]*?)^```$/m.exec(readme)?.[1] ?? '') as Workflow;
    expect(first.permissions).toEqual(recipe.workflow.permissions);
    const events = (w: Workflow) =>
      Object.keys(w.on as Record<string, unknown>).filter((e) => e !== 'pull_request_target');
    expect(events(first)).toEqual(events(recipe.workflow));
  });

  it('docs/sweep.md names every pull request event the same-repository recipe lets go on', () => {
    const sweepDoc = readFileSync(path.join(root, 'docs', 'sweep.md'), 'utf8').replace(/\s+/g, ' ');
    const listed = /On a pull request's events \(([^)]*)\) the step/.exec(sweepDoc)?.[1] ?? '';
    const on = Object.keys(same.workflow.on as Record<string, unknown>);
    const pullRequestEvents = on.filter((e) => e.startsWith('pull_request') || e === 'issue_comment');
    for (const event of pullRequestEvents)
      expect({ event, listed: listed.includes(`\`${event}\``) }).toEqual({ event, listed: true });
  });

  it('every permission the recipes grant says what it is for', () => {
    for (const { text } of [recipe, same]) {
      const block = /^permissions:\n((?: {2}.*\n)+)/m.exec(text)?.[1] ?? '';
      for (const line of block.split('\n').filter(Boolean)) expect(line).toMatch(/^ {2}[a-z-]+: (read|write) # \S/);
    }
  });
});
