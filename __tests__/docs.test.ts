/**
 * The README is the front door: its tables must be the action, and every YAML block in it must
 * use the action with inputs it has and read outputs it sets.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import {
  FALLBACK_EVERY_MINUTES,
  minutesTable,
  sameRepositoryTable,
  SWEEP_EVERY_MINUTES,
} from '../bench/runner-minutes.ts';
import { ENDINGS, PULL_REQUEST, RELIABILITY, SECURITY } from './promises.ts';

const root = path.join(import.meta.dirname, '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { required?: boolean; default?: string }>;
  outputs: Record<string, unknown>;
};

/** The rows of the first table under a `### heading`, as arrays of cell texts. */
function table(heading: string): string[][] {
  const section = readme.split(`\n### ${heading}\n`)[1]?.split(/\n#{2,3} /)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

/** `name` from a cell like `` `name` ``; the cell itself otherwise. */
const code = (cell: string | undefined): string => /^`(.*)`$/.exec(cell ?? '')?.[1] ?? cell ?? '';

describe('the README', () => {
  const inputs = table('Inputs');
  const outputs = table('Outputs');

  it('lists every input of action.yml, and no other', () => {
    expect(inputs.map(([name]) => code(name)).sort()).toEqual(Object.keys(action.inputs).sort());
  });

  it.each(Object.entries(action.inputs))(
    'shows the required flag and default of %s as action.yml does',
    (name, input) => {
      const row = inputs.find(([cell]) => code(cell) === name);
      expect(row?.[1]).toBe(input.required ? 'yes' : 'no');
      expect(code(row?.[2])).toBe(input.default ?? '');
    },
  );

  it('lists every output of action.yml, and no other', () => {
    expect(outputs.map(([name]) => code(name)).sort()).toEqual(Object.keys(action.outputs).sort());
  });

  const blocks = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');

  it('has YAML blocks that use the action', () => {
    expect(blocks.length).toBeGreaterThan(0);
  });

  it.each(blocks.map((block, index) => [index + 1, block]))(
    'YAML block %i passes only inputs the action has and reads only outputs it sets',
    (_index, block) => {
      const parsed = parse(block as string) as unknown;
      const steps = (Array.isArray(parsed) ? parsed : []) as Array<{
        id?: string;
        uses?: string;
        with?: Record<string, unknown>;
      }>;
      const ours = steps.filter((step) => step.uses?.includes('wait-for-agent-job') || step.uses === './');
      const ids = new Set(ours.map((step) => step.id));
      for (const step of ours) {
        expect(Object.keys(step.with ?? {}).filter((key) => !(key in action.inputs))).toEqual([]);
      }
      for (const [, id, output] of (block as string).matchAll(/steps\.([\w-]+)\.outputs\.([\w-]+)/g)) {
        if (ids.has(id)) expect(Object.keys(action.outputs)).toContain(output);
      }
    },
  );

  it('says what a first run needs before promising no network', () => {
    const start = readme.split('## Usage')[0] ?? '';
    expect(start).toMatch(/Node(\.js)? 24/);
    expect(start).toContain('npm registry');
    expect(start).not.toContain('No account and no network needed');
  });
});

describe('every documented promise has an end-to-end proof', () => {
  /** The first cells of the first table after `heading` in `text`. */
  const firstCells = (text: string, heading: string): string[] =>
    (text.split(`\n${heading}\n`)[1]?.split(/\n#{2,3} /)[0] ?? '')
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .slice(2)
      .map(
        (line) =>
          line
            .slice(1)
            .split(/(?<!\\)\|/)[0]
            ?.trim() ?? '',
      );
  const security = readFileSync(path.join(root, 'SECURITY.md'), 'utf8');
  const securityPromises = (security.split('\n## What the action promises\n')[1] ?? '')
    .split('\n- ')
    .slice(1)
    .map((bullet) => bullet.replace(/\s+/g, ' '));
  const sources = new Map<string, string>();
  const source = (file: string): string => {
    if (!sources.has(file)) sources.set(file, readFileSync(path.join(root, file), 'utf8'));
    return sources.get(file) ?? '';
  };

  it('maps each Reliability row, each ending and each SECURITY.md promise and surface, and nothing else', () => {
    const reliability = `\n${readFileSync(path.join(root, 'docs', 'reliability.md'), 'utf8')}`;
    expect(Object.keys(RELIABILITY).sort()).toEqual(firstCells(reliability, '# Reliability').sort());
    const endings = `\n${readFileSync(path.join(root, 'docs', 'endings.md'), 'utf8')}`;
    expect(Object.keys(ENDINGS).sort()).toEqual(firstCells(endings, '# What each ending does').sort());
    const pullRequest = readFileSync(path.join(root, 'docs', 'pull-request.md'), 'utf8');
    expect(Object.keys(PULL_REQUEST).sort()).toEqual(
      firstCells(pullRequest, '## What holds, whatever GitHub does').sort(),
    );
    const surfaces = firstCells(security, '## Threat model').filter((cell) => !cell.startsWith('source'));
    const promised = Object.keys(SECURITY).filter((key) => !surfaces.includes(key));
    expect(promised.length).toBe(securityPromises.length);
    for (const [index, key] of promised.entries())
      expect(securityPromises[index]).toMatch(new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\`]/g, '\\$&')}`));
  });

  const proofs = [
    ...Object.entries(RELIABILITY),
    ...Object.entries(ENDINGS),
    ...Object.entries(SECURITY),
    ...Object.entries(PULL_REQUEST),
  ].flatMap(([promise, list]) => list.map((proof) => [promise, proof] as const));
  it.each(proofs)('%s: proven by an existing test that runs the bundled action', (_, proof) => {
    const text = source(proof.file);
    expect(text).toContain(proof.test);
    if (proof.unit === undefined) expect(text).toContain("from '../sim/run-action.ts'");
  });
});

describe('the files docs/ names', () => {
  const pages = readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md'));
  /** Each path under a folder of the repository's code a page names, as [page, path], once. */
  const named = [
    ...new Set(
      pages.flatMap((page) =>
        [
          ...readFileSync(path.join(root, 'docs', page), 'utf8').matchAll(
            /(?<![\w./@-])((?:src|__tests__|sim|scripts|bench|examples)\/[\w./-]*\w)/g,
          ),
        ].map((match) => `${page} ${match[1]}`),
      ),
    ),
  ].map((entry) => entry.split(' ') as [string, string]);

  it('are found', () => {
    expect(named.map(([, file]) => file)).toContain('src/output/log.ts');
  });

  // A module may be named without its extension (`src/step/send-or-resume`), a folder without its slash.
  it.each(named)('%s names %s, which exists', (_page, file) => {
    expect([file, `${file}.ts`].some((candidate) => existsSync(path.join(root, candidate)))).toBe(true);
  });
});

describe('the front door links what moved to docs/', () => {
  it.each([
    'docs/reliability.md',
    'docs/performance.md',
    'docs/endings.md',
    'docs/pull-request.md',
    'docs/development.md',
    'docs/architecture.md',
    'SECURITY.md',
    'docs/images/summary-completed.png',
    'docs/images/summary-several.png',
  ])('links %s, which exists', (file) => {
    expect(readme).toContain(`](${file})`);
    expect(() => readFileSync(path.join(root, file))).not.toThrow();
  });

  it('has relative links in docs/ that resolve', () => {
    for (const file of [
      'reliability.md',
      'performance.md',
      'endings.md',
      'pull-request.md',
      'development.md',
      'architecture.md',
    ]) {
      const text = readFileSync(path.join(root, 'docs', file), 'utf8');
      for (const [, target] of text.matchAll(/\]\((?!https?:|#)([^)#]+)/g)) {
        expect(() => readFileSync(path.join(root, 'docs', target ?? ''))).not.toThrow();
      }
    }
  });
});

describe("docs/sweep.md's runner minutes", () => {
  const sweepDoc = readFileSync(path.join(root, 'docs', 'sweep.md'), 'utf8');
  const example = readFileSync(path.join(root, 'examples', 'sweep-pending-docs-jobs.yml'), 'utf8');
  /** Minutes between the runs of an hourly or every-N-minutes cron line. */
  const every = (cron: string | undefined): number => {
    const [minute, ...rest] = (cron ?? '').split(' ');
    if (rest.join(' ') !== '* * * *') return NaN;
    return /^\d+$/.test(minute ?? '') ? 60 : Number(/^\*\/(\d+)$/.exec(minute ?? '')?.[1] ?? NaN);
  };

  it('holds the table bench/runner-minutes.ts renders', () => {
    const section = sweepDoc.split('\n### Runner minutes a day\n')[1]?.split(/\n#{2,4} /)[0] ?? '';
    const lines = section.split('\n').filter((line) => line.startsWith('|'));
    expect(lines.join('\n')).toBe(minutesTable());
  });

  it('holds the same-repository table bench/runner-minutes.ts renders', () => {
    const section = sweepDoc.split('\n#### With the docs in the product repository\n')[1]?.split(/\n#{2,4} /)[0] ?? '';
    const lines = section.split('\n').filter((line) => line.startsWith('|'));
    expect(lines.join('\n')).toBe(sameRepositoryTable());
  });

  it("counts the sweeps of the example's cron and of docs/sweep.md's recipe", () => {
    const cron = (parse(example) as { on: { schedule: Array<{ cron: string }> } }).on.schedule[0]?.cron;
    expect(every(cron)).toBe(SWEEP_EVERY_MINUTES);
    expect(every(/schedule: \[\{ cron: '([^']+)' \}\]/.exec(sweepDoc)?.[1])).toBe(SWEEP_EVERY_MINUTES);
    expect(every('0 * * * *')).toBe(FALLBACK_EVERY_MINUTES);
  });

  it('states the intervals and the runs a day their cron lines give', () => {
    const perDay = (minutes: number): number => (24 * 60) / minutes;
    const comments = example
      .split('\n')
      .filter((line) => line.startsWith('#'))
      .map((line) => line.slice(2))
      .join(' ');
    const cron = (parse(example) as { on: { schedule: Array<{ cron: string }> } }).on.schedule[0]?.cron;
    const stated = /every (\d+) minutes \(the cron below\) that is (\d+) minutes a day/.exec(comments);
    expect([Number(stated?.[1]), Number(stated?.[2])]).toEqual([every(cron), perDay(every(cron))]);
    const hourly = /hourly, cron '([^']+)': (\d+) minutes a day/.exec(comments);
    expect([every(hourly?.[1]), Number(hourly?.[2])]).toEqual([60, perDay(60)]);

    const text = sweepDoc.replace(/\s+/g, ' ');
    const scheduled = /a sweep every (\d+) minutes: 1 \+ P let-go runs a job, and (\d+) sweep runs a day/.exec(text);
    expect([Number(scheduled?.[1]), Number(scheduled?.[2])]).toEqual([
      SWEEP_EVERY_MINUTES,
      perDay(SWEEP_EVERY_MINUTES),
    ]);
    const fallback = /a fallback sweep every hour \(`cron: '([^']+)'`\), (\d+) a day/.exec(text);
    expect([every(fallback?.[1]), Number(fallback?.[2])]).toEqual([
      FALLBACK_EVERY_MINUTES,
      perDay(FALLBACK_EVERY_MINUTES),
    ]);
    const requests = /A sweep every (\d+) minutes with nothing pending is (\d+) requests an hour/.exec(text);
    expect([Number(requests?.[1]), Number(requests?.[2])]).toEqual([SWEEP_EVERY_MINUTES, 60 / SWEEP_EVERY_MINUTES]);
  });
});
