/**
 * Was broken (a helper's trial as a user from the README): with a read-only github.token (a newer
 * repository's default), the step warned "Could not create the pull request comment ... The step
 * goes on" and then failed ("No job was started"), telling them to fix the permissions: block and
 * "re-run this run: it starts the job". A re-run keeps the permissions its run had: it met the
 * same refusal.
 *
 * Now the warning does not say the step goes on, and the next step says which run reads the fix:
 * the workflow's next run for a permissions: block, a re-run too for the repository's settings.
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(95_700);
const REFUSED = { message: 'Resource not accessible by integration' };

describe('a start whose record GitHub refuses for the token permission', () => {
  it('fails without "goes on", naming the run that reads a permissions fix', async () => {
    await w.start();
    w.github.faults.push({ method: 'POST', path: /\/issues\/\d+\/comments$/, status: 403, body: REFUSED, times: 1000 });
    w.github.faults.push({ method: 'POST', path: /\/check-runs$/, status: 403, body: REFUSED, times: 1000 });
    const opened = await w.opened();
    expect(opened.outputs.outcome).toBe('error');
    expect(w.starts()).toHaveLength(0);
    const said = opened.annotations.map((a) => a.message).join('\n');
    const comment = opened.annotations.find((a) => a.message.includes('Could not create the pull request comment'));
    expect(comment?.message).toContain('Its outputs and job summary say how the step ends.');
    expect(comment?.message).not.toContain('The step goes on');
    expect(said).toContain("which the workflow's next run reads and a re-run of this one does not");
    expect(said).toContain(
      'a change to its permissions: block reaches its next run (push a commit), not a re-run of this one',
    );
    expect(said).not.toContain('then re-run this run: it starts the job');
  });
});
