/**
 * templates/docs-agent.yml, the GitLab CI/CD component: its `spec:inputs` header as GitLab reads one
 * (docs.gitlab.com/ci/inputs/), both documents valid against GitLab's own CI schema (its editor's
 * ci.json, helpers/gitlab-ci-schema.ts) once the inputs are put in, and its script a shell runs: with the defaults
 * and with every optional input empty, the command line it runs parses as `merge-request`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from '@jest/globals';
import { Ajv } from 'ajv';
import { parseAllDocuments } from 'yaml';
import { parseCli } from '../src/cli/args.ts';
import { gitLabCiSchema } from './helpers/gitlab-ci-schema.ts';

const root = path.join(import.meta.dirname, '..');
const text = readFileSync(path.join(root, 'templates', 'docs-agent.yml'), 'utf8');

interface Input {
  description?: string;
  default?: string | boolean;
  options?: string[];
  regex?: string;
  type?: string;
}

const [header, body] = parseAllDocuments(text);
const inputs = (header?.toJS() as { spec: { inputs: Record<string, Input> } }).spec.inputs;

const PINNED = 'github:your-group/wait-for-agent-job#0123456789abcdef0123456789abcdef01234567';
const INPUT = /\$\[\[ inputs\.([a-z-]+) \]\]/g;

/** Every string of the parsed YAML (keys too) with each `$[[ inputs.NAME ]]` replaced, as GitLab interpolates. */
function interpolated(value: unknown, values: Record<string, string>): unknown {
  const put = (text: string) => text.replace(INPUT, (_, name: string) => values[name] ?? `<${name}?>`);
  if (typeof value === 'string') return put(value);
  if (Array.isArray(value)) return value.map((item) => interpolated(item, values));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [put(key), interpolated(item, values)]));
  return value;
}

/** The job as GitLab makes it from the component, with these inputs. */
const jobWith = (values: Record<string, string>) =>
  interpolated(body?.toJS(), values) as Record<string, Record<string, unknown>>;

const defaults = (extra: Record<string, string>) => ({
  ...Object.fromEntries(Object.entries(inputs).map(([name, input]) => [name, String(input.default ?? '')])),
  ...extra,
});

/** The command line the job's script runs, as the shell gives it to npx, one argument each. */
function commandLine(job: Record<string, unknown>): string[] {
  const variables = job.variables as Record<string, string | { value: string }>;
  const env = Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [name, typeof value === 'string' ? value : value.value]),
  );
  const script = `npx() { for arg in "$@"; do printf '%s\\0' "$arg"; done; }\n${(job.script as string[]).join('\n')}`;
  const printed = execFileSync('sh', ['-c', script], { env: { PATH: process.env.PATH ?? '', ...env } }).toString();
  return printed.split('\0').slice(0, -1);
}

describe('the GitLab CI/CD component', () => {
  it('is two YAML documents, its inputs described in the keywords GitLab reads, defaults that pass their own checks', () => {
    expect(parseAllDocuments(text)).toHaveLength(2);
    for (const document of [header, body]) expect(document?.errors).toEqual([]);
    for (const [name, input] of Object.entries(inputs)) {
      expect([
        name,
        Object.keys(input).filter((key) => !['description', 'default', 'options', 'regex', 'type'].includes(key)),
      ]).toEqual([name, []]);
      expect(input.description).toMatch(/\S/);
      if (input.regex !== undefined && input.default !== undefined)
        expect(input.default).toMatch(new RegExp(input.regex));
      if (input.options !== undefined) expect(input.options).toContain(input.default);
    }
    // What the user must give: the project, the agent's account (or its merge requests would start
    // jobs), and the command line's pinned version (no placeholder that names no real copy).
    const required = Object.entries(inputs).filter(([, input]) => input.default === undefined);
    expect(required.map(([name]) => name).sort()).toEqual(['agent-login', 'project-id', 'version']);
  });

  // Was broken: `timeout: 5s`, `500ms`, `0s` or `100h` passed the component's check, and every
  // pipeline then exited 3 on the command line's ("lower --poll-interval", an input it has not).
  it('takes a timeout the command line takes with its 10s poll interval, and no other', () => {
    const timeout = new RegExp(inputs.timeout?.regex ?? '');
    for (const taken of ['10s', '90s', '1m', '30m', '90m', '1h', '24h']) expect(taken).toMatch(timeout);
    for (const refused of ['5s', '9s', '500ms', '0s', '0m', '0h', '25h', '100h', '1d', '30', ' 30m'])
      expect(refused).not.toMatch(timeout);
  });

  // Was broken: `1500m` and `99999s` passed the check, which says "to 24h", and the job then exited 3.
  it('takes a number of seconds, minutes or hours exactly when it lies from 10s to 24h', () => {
    const timeout = new RegExp(inputs.timeout?.regex ?? '');
    const seconds = { s: 1, m: 60, h: 3_600 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.constantFrom('s', 'm', 'h'), (n, unit: 's' | 'm' | 'h') => {
        const total = n * seconds[unit];
        expect({ given: `${n}${unit}`, taken: timeout.test(`${n}${unit}`) }).toEqual({
          given: `${n}${unit}`,
          taken: total >= 10 && total <= 86_400,
        });
      }),
      { numRuns: 2_000 },
    );
    for (const edge of ['10s', '86400s', '1440m', '24h']) expect(edge).toMatch(timeout);
    for (const edge of ['86401s', '1441m', '010s']) expect(edge).not.toMatch(timeout);
  });

  it('uses every input it declares, and none it does not', () => {
    const used = new Set([...text.matchAll(INPUT)].map((match) => match[1]));
    expect([...used].sort()).toEqual(Object.keys(inputs).sort());
  });

  it("is a job GitLab's CI schema takes, run in merge request pipelines and on the schedule", () => {
    const ajv = new Ajv({ strict: false, allowUnionTypes: true, validateFormats: false });
    const validate = ajv.compile(gitLabCiSchema());
    expect(validate(header?.toJS())).toBe(true);
    expect(validate.errors ?? []).toEqual([]);
    const config = jobWith(
      defaults({ 'project-id': 'proj_123', 'agent-login': 'project_42_bot_docs', version: PINNED }),
    );
    expect(validate(config)).toBe(true);
    expect(validate.errors ?? []).toEqual([]);
    // The schema refuses what GitLab refuses: a key no job has.
    expect(validate({ 'docs-agent': { ...config['docs-agent'], scriptt: ['x'] } })).toBe(false);
    expect(config['docs-agent']?.rules).toEqual([
      { if: '$CI_PIPELINE_SOURCE == "merge_request_event"' },
      { if: '$CI_PIPELINE_SOURCE == "schedule"' },
      { if: '$CI_PIPELINE_SOURCE == "web"' },
    ]);
  });

  it("shows only YAML GitLab's CI schema takes in docs/gitlab.md", () => {
    const ajv = new Ajv({ strict: false, allowUnionTypes: true, validateFormats: false });
    const validate = ajv.compile(gitLabCiSchema());
    const docs = readFileSync(path.join(root, 'docs', 'gitlab.md'), 'utf8');
    const blocks = [...docs.matchAll(/^( *)```yaml\n([\s\S]*?)^\1```$/gm)].map(([, indent = '', block = '']) =>
      block.replace(new RegExp(`^${indent}`, 'gm'), ''),
    );
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    for (const block of blocks) {
      const [document] = parseAllDocuments(block);
      expect(document?.errors).toEqual([]);
      expect([block, validate(document?.toJS()), validate.errors ?? []]).toEqual([block, true, []]);
    }
  });

  it.each([
    ['its defaults', {}],
    ['every optional input empty', { paths: '', 'follow-up-command': '' }],
    ['a job that waits', { 'let-go': 'false' }],
    [
      'a prompt and globs a shell would misread',
      { prompt: 'Say "$HOME" `id`; $(rm -rf /)', paths: 'src/**\n!*.test.ts' },
    ],
    // Was broken: a value that starts with '-' (a Markdown list) was read as a flag, and every pipeline failed.
    [
      "a prompt, globs and a command that start with '-'",
      { prompt: '- Update the API reference\n- Keep it short', paths: '-x/**', 'follow-up-command': '--docs' },
    ],
    ["a prompt that is '--'", { prompt: '-- see the changelog' }],
  ])('runs the merge-request command with %s', (_, extra: Record<string, string>) => {
    const values = defaults({
      'project-id': 'proj_123',
      'agent-login': 'project_42_bot_docs',
      version: PINNED,
      ...extra,
    });
    const argv = commandLine(jobWith(values)['docs-agent'] ?? {});
    expect(argv.slice(0, 4)).toEqual(['-y', '-p', values.version, 'wait-for-agent-job']);
    const args = parseCli(argv.slice(4), true);
    expect(args.command).toBe('merge-request');
    expect(args.prompt).toEqual({ text: values.prompt });
    expect(args.inputs['project-id']).toBe('proj_123');
    expect(args.inputs['agent-login']).toBe('project_42_bot_docs');
    expect(args.inputs.paths).toBe(values.paths === '' ? undefined : values.paths);
    expect(args.inputs['follow-up-command']).toBe(
      values['follow-up-command'] === '' ? undefined : values['follow-up-command'],
    );
    expect(args.outputFile).toBe('docs-agent.env');
    // The runner is let go unless the input says to wait.
    expect(args.inputs['let-go']).toBe(String(values['let-go']));
  });
});
