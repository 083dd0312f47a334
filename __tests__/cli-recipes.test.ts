/** The command line's recipes for other CIs parse, and run the command as docs/cli.md says. */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { parseCli } from '../src/cli/args.ts';

const root = path.join(import.meta.dirname, '..');
const read = (file: string): string => readFileSync(path.join(root, 'examples', 'other-ci', file), 'utf8');

/** The command's arguments in a recipe's line, shell quoting undone as far as the recipes use it. */
function argsOf(line: string): string[] {
  const command =
    line.slice(line.indexOf('wait-for-agent-job ') + 'wait-for-agent-job '.length).split(/\s*>\s*/)[0] ?? '';
  return [...command.matchAll(/"([^"]*)"|(\S+)/g)].map(([, quoted, bare]) => quoted ?? bare ?? '');
}

describe("the command line's recipes", () => {
  it('GitLab: a job that writes a dotenv report, and a next job that reads it', () => {
    const pipeline = parse(read('gitlab-ci.yml')) as Record<
      string,
      { script?: string[]; artifacts?: { reports?: { dotenv?: string } }; needs?: string[] }
    >;
    const job = pipeline['docs-agent'];
    expect(job?.artifacts?.reports?.dotenv).toBe('agent.env');
    const args = argsOf(job?.script?.[0] ?? '');
    expect(parseCli(args, true)).toMatchObject({ command: 'start', outputFile: 'agent.env', json: true });
    expect(pipeline['announce-docs']?.needs).toEqual(['docs-agent']);
    expect(pipeline['announce-docs']?.script?.join(' ')).toContain('$JOB_ID');
    // The result is handed on on every ending: a failed policy or a time-out exits non-zero.
    expect((job as { artifacts?: { when?: string } }).artifacts?.when).toBe('always');
    expect((pipeline['announce-docs'] as { when?: string } | undefined)?.when).toBe('always');
    expect(pipeline['announce-docs']?.script?.join(' ')).toContain('$EXIT_CODE');
  });

  it('CircleCI: a job that starts and waits, the key from a context', () => {
    const config = parse(read('circleci-config.yml')) as {
      jobs: Record<string, { steps: Array<{ run?: { command: string } }> }>;
      workflows: Record<string, { jobs: Array<Record<string, { context: string }>> }>;
    };
    const runs = (config.jobs['docs-agent']?.steps ?? []).flatMap((step) => (step.run ? [step.run] : []));
    const command = runs[0]?.command ?? '';
    expect(parseCli(argsOf(command), true)).toMatchObject({ command: 'start', outputFile: 'agent.env' });
    // A later step reads the result on every ending.
    expect(runs[1]).toMatchObject({ when: 'always', command: expect.stringContaining('. ./agent.env') });
    expect(config.workflows.docs?.jobs[0]?.['docs-agent']?.context).toBe('mintlify');
  });

  it('Jenkins: a stage that starts and waits, and one that reads the properties', () => {
    const jenkinsfile = read('Jenkinsfile');
    const line = /script: '([^']*wait-for-agent-job[^']*)'/.exec(jenkinsfile)?.[1] ?? '';
    expect(parseCli(argsOf(line), true)).toMatchObject({ command: 'start', outputFile: 'agent.env' });
    expect(jenkinsfile).toContain("credentials('mintlify-admin-api-key')");
    expect(jenkinsfile).toContain("readProperties file: 'agent.env'");
    // The exit code is kept and the next stage runs on every ending, then fails the build if it must.
    expect(jenkinsfile).toContain('sh(returnStatus: true');
    expect(jenkinsfile).toContain("agent { docker { image 'node:24' } }");
  });

  it('pins a commit, never a branch, and passes no key on the command line', () => {
    for (const file of ['gitlab-ci.yml', 'circleci-config.yml', 'Jenkinsfile']) {
      const text = read(file);
      expect(text).toMatch(/github:your-org\/wait-for-agent-job#YOUR_COMMIT_SHA wait-for-agent-job/);
      expect(text).not.toMatch(/--api-key\b/);
    }
  });
});

describe('the dotenv file', () => {
  it('keeps every line, EXIT_CODE last, within 5 KB, whatever the values hold', async () => {
    const { dotenvOf, DOTENV_OUTPUTS, MAX_DOTENV_BYTES } = await import('../src/cli/results.ts');
    const fc = (await import('fast-check')).default;
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...DOTENV_OUTPUTS), fc.string({ unit: 'binary', maxLength: 3_000 })),
        (outputs) => {
          const text = dotenvOf(outputs, 2);
          const lines = text.trimEnd().split('\n');
          expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_DOTENV_BYTES);
          expect(lines).toHaveLength(DOTENV_OUTPUTS.length + 1);
          expect(lines.at(-1)).toBe('EXIT_CODE=2');
          // Nothing but plain characters and escapes: no `$` GitLab would expand, nothing a shell would run.
          for (const line of lines) expect(line).toMatch(/^[A-Z_]+=(?:[A-Za-z0-9_.,/:@+=-]|%[0-9A-F]{2})*$/);
          // A value that fits reads back whole.
          for (const name of DOTENV_OUTPUTS) {
            const value = (outputs[name] ?? '').split('\n').filter(Boolean).join(',');
            const line = lines.find((candidate) => candidate.startsWith(`${name.toUpperCase().replace(/-/g, '_')}=`));
            const written = line?.slice(line.indexOf('=') + 1) ?? '';
            if (written.length < 380 - 12) expect(decodeURIComponent(written)).toBe(value);
            // A list keeps whole items only, read back by the commas between them: never a piece of
            // one, whatever commas a value holds (a branch cut at its own comma names another).
            const items = (outputs[name] ?? '').split('\n').filter(Boolean);
            const kept = written === '' ? [] : written.split(',').map((item) => decodeURIComponent(item));
            expect(kept).toEqual(items.slice(0, kept.length));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the typed outputs', () => {
  it("hand on a job's JSON that a redaction cut as its text, never throwing", async () => {
    const { typedOutputs } = await import('../src/cli/results.ts');
    expect(typedOutputs({ job: '{"model":"***', results: '[]' })).toEqual({ job: '{"model":"***', results: [] });
  });
});

describe('the secrets of a step', () => {
  it('take a key pasted with its quotes for the key inside them too', async () => {
    const { stepSecrets } = await import('../src/inputs/secrets.ts');
    for (const quoted of [
      '"mint_demo0123456789abcdef"',
      "'mint_demo0123456789abcdef'",
      ' "mint_demo0123456789abcdef"\n',
      '"mint_demo0123456789abcdef",',
      'MINTLIFY_ADMIN_API_KEY=mint_demo0123456789abcdef',
      '\u200bmint_demo0123456789abcdef',
    ])
      expect(
        stepSecrets(
          { getInput: (name: string) => (name === 'api-key' ? quoted : '') } as never,
          { secrets: [] } as never,
        ),
      ).toContain('mint_demo0123456789abcdef');
  });
});

describe('the JSON line', () => {
  it('reads back as the same value, with no ##[ and no line break in it', async () => {
    const { jsonLine } = await import('../src/cli/results.ts');
    const fc = (await import('fast-check')).default;
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'binary' }), (value, text) => {
        for (const sample of [value, { text: `##[${text}`, more: [text, '##[error]'] }]) {
          const line = jsonLine(sample);
          expect(line.endsWith('\n')).toBe(true);
          expect(line.slice(0, -1)).not.toMatch(/##\[|[\n\r\u2028\u2029]/);
          expect(JSON.parse(line)).toEqual(JSON.parse(JSON.stringify(sample)));
        }
      }),
      { numRuns: 300 },
    );
  });
});
