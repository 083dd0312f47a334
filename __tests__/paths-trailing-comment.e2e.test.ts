/**
 * Was broken: a `paths` line with a trailing YAML-style comment (`src/**   # the code`) is taken
 * whole as a glob that matches no changed file, so every pull request ends `no-docs-needed` with a
 * `skipped` Docs agent check (which a required check passes), and no input problem or warning
 * names 'paths'.
 *
 * Now, as promised: README, Inputs: "Every input problem is reported at once, each naming its
 * input and the fix, before any request."; docs/pull-request.md: "A line starting with `#` is a
 * comment." (comments are expected in the block, and src/inputs/inputs.ts `globMistake` flags the
 * other globs that can never match).
 */
/**
 * How a user meets it: README step 4 says to set `paths` "by where your code is"; in the block
 * scalar a YAML user annotates each line, as they would anywhere else in the workflow file:
 *   paths: |
 *     src/**          # the code
 *     !src/**\/*.test.ts
 * Inside `|` YAML keeps `# the code` as text, so the glob is "src/**          # the code". A
 * pull request that changes src/cli/flag.ts then gets no docs job, a `skipped` required check, and
 * the step passes: the docs are silently never asked for.
 *
 * What should happen instead: as for a YAML list line (`- src/**`), a comma list or a leading '/',
 * an input problem (or at least a warning) that names 'paths' and says to drop the trailing
 * comment; or the comment is read as one and the job starts.
 */
import { describe, expect, it } from '@jest/globals';
import { eventFile, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(93_100);

describe("a 'paths' line with a trailing comment", () => {
  it('is flagged by name (an input problem or a warning) or read as meant, never a silent no-docs-needed', async () => {
    await w.start();
    Object.assign(w.product, { files: ['src/cli/flag.ts'] });
    const env = pullRequestEnv(w.github.url, ++w.runId, {
      GITHUB_EVENT_PATH: eventFile({ action: 'opened', pull_request: w.product }),
    });
    const paths = 'src/**          # the code\n!src/**/*.test.ts\n';
    const run = await runAction(w.readme({ paths }), { killAfterMs: 40_000, env });
    const problem = run.annotations.find((a) => a.command === 'error' && a.message.includes("'paths'"));
    expect(problem?.message).toContain(
      'a comment goes on a line of its own (starting with \'#\'), so write "src/**" alone',
    );
    expect(w.starts()).toHaveLength(0);
    expect(w.checkRunsOn(HEADS[0]).map((c) => c.conclusion)).not.toContain('skipped');
  });
});
