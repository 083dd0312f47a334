/**
 * Was broken (a regression hunter): a `/docs` whose author's permission could not be read, in a
 * workflow with a prompt, said in the summary that "this run reads the permission again as it
 * goes on as the pull request's event" even when the run then could not read the pull request
 * and ended `skipped`. Such a run's summary names only the pull request's next run.
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(8_300_000);

describe("a command's permission doubt, and the pull request unread", () => {
  it("leaves the command to the pull request's next run, and says only that", async () => {
    await w.start();
    await w.opened();
    w.github.faults.push({ method: 'GET', path: /\/collaborators\/lead\/permission$/, status: 502, times: 4 });
    w.github.faults.push({ method: 'GET', path: /\/pulls\/5$/, status: 502, times: 50 });
    const run = await w.comment('/docs add a section on flags', 'lead');
    expect(run.outputs.outcome).toBe('skipped');
    expect(run.summary).not.toContain('as it goes on as the pull request');
    expect(run.summary).toContain('The command stays unanswered&#58; the pull request&#39;s next run');
  });
});
