/**
 * `paths` with commas inside braces, nested ones too (`{lib/{a,b},src}/**`), is a glob, never "a
 * list typed on one line"; a list on one line is refused with a fix that is itself a glob
 * (`src/{a,b}/**`, never `src/{a`): commas are read outside every `{...}` group.
 */
import { describe, expect, it } from '@jest/globals';
import { eventFile, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(76_500);

/** The README workflow's `opened` run, with this `paths`, on a pull request changing these files. */
async function openedWith(paths: string, files: string[]) {
  await w.start();
  Object.assign(w.product, { files });
  const env = pullRequestEnv(w.github.url, ++w.runId, {
    GITHUB_EVENT_PATH: eventFile({ action: 'opened', pull_request: w.product }),
  });
  return runAction(w.readme({ paths }), { killAfterMs: 40_000, env });
}

const errorsOf = (run: Awaited<ReturnType<typeof runAction>>): string[] =>
  run.annotations.filter((a) => a.command === 'error').map((a) => a.message);

describe('paths: a comma inside nested braces, and the fix named for a list on one line', () => {
  it('"{lib/{a,b},src}/**" (nested braces, a real glob) on a pull request changing lib/a/x.ts: a job starts, no input problem', async () => {
    const run = await openedWith('{lib/{a,b},src}/**', ['lib/a/x.ts']);
    expect({
      exit: run.exitCode,
      outcome: run.outputs.outcome,
      errors: errorsOf(run),
      starts: w.starts().length,
    }).toEqual({
      exit: 0,
      outcome: 'completed',
      errors: [],
      starts: 1,
    });
  });

  it('"src/{a,b}/**, lib/**" (a list on one line): the error tells the user to write "src/{a,b}/**" on its own line, never "src/{a"', async () => {
    const run = await openedWith('src/{a,b}/**, lib/**', ['src/a/x.ts']);
    const errors = errorsOf(run).join('\n');
    expect(run.exitCode).toBe(1);
    expect(errors).toContain("'paths'");
    expect({ namesWholeGlob: errors.includes('"src/{a,b}/**"'), namesBrokenGlob: errors.includes('"src/{a"') }).toEqual(
      {
        namesWholeGlob: true,
        namesBrokenGlob: false,
      },
    );
  });
});
