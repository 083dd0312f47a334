/**
 * Was broken: a `paths` glob for file names holding " #" (`specs/RFC #*.md`, changed file
 * "specs/RFC #12 auth.md") is refused as a comment after a glob: the error says it "matches no
 * changed file" (it matches this one) and to write "specs/RFC" alone (which matches none), and no
 * job starts.
 *
 * Now, as promised: docs/pull-request.md: "`paths` holds globs, one a line, matched with picomatch
 * against every file the pull request changes ... as in GitHub's own `paths` filter"; README
 * Inputs: every input problem names "its input and the fix".
 */
/**
 * How a user meets it: the repository keeps its design notes as "specs/RFC #12 auth.md" and the
 * like (GitHub and git take " #" in a file name), and the docs need updating whenever one changes:
 *   paths: |
 *     specs/RFC #*.md
 * picomatch reads that glob as meant (a space and '#' are plain characters), and it matches the
 * pull request's changed file. Since 720cf1c, globMistake() takes any whitespace followed by '#'
 * for a YAML comment and refuses the input: the step fails before any request, no job starts, and
 * the fix it names ("write "specs/RFC" alone") is a glob that matches no file the user meant, so
 * following it gives every such pull request `no-docs-needed`.
 *
 * What should happen instead: the glob is taken (at most a warning that names the possible
 * comment), the pull request needs docs and its job starts.
 */
import { describe, expect, it } from '@jest/globals';
import { eventFile, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(93_300);

describe("a 'paths' glob for file names holding ' #'", () => {
  it('is taken as the glob picomatch reads, and the pull request that changes such a file gets its job', async () => {
    await w.start();
    Object.assign(w.product, { files: ['specs/RFC #12 auth.md'] });
    const env = pullRequestEnv(w.github.url, ++w.runId, {
      GITHUB_EVENT_PATH: eventFile({ action: 'opened', pull_request: w.product }),
    });
    const run = await runAction(w.readme({ paths: 'specs/RFC #*.md\n' }), { killAfterMs: 40_000, env });
    const errors = run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
    expect({ errors, starts: w.starts().length }).toEqual({ errors: [], starts: 1 });
  });
});
