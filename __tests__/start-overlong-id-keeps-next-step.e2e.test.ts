/**
 * Was broken: the service answered a start with an id of 5,000 characters (over the 200 an id may
 * have). The step rightly failed, but its one error annotation began with the whole id, which
 * filled the runner's 4,000 characters: "the job may have been started ... look at the dashboard"
 * never showed. Every id a report names goes in as a value, cut to 100 characters.
 */
import { describe, expect, it } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();

describe('a start answered with an id far too long', () => {
  it('fails with the id cut short and the reason and next step kept in the annotation', async () => {
    const id = 'x'.repeat(5_000);
    const source = { repository: 'https://github.com/acme/docs', ref: 'r' };
    sim.service().failNextPost({ http: 201, body: JSON.stringify({ id, status: 'active', source }) });
    const run = await sim.act({ prompt: 'Document the flag.', timeout: '3s' });
    expect(run.exitCode).toBe(1);
    const errors = run.annotations.filter((a) => a.command === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/longer than 200 characters/);
    expect(errors[0]?.message).toMatch(/dashboard/);
    expect(errors[0]?.message.length).toBeLessThan(4_000);
    // Each value is cut: the headings to 100 characters, the table's cell to 300.
    expect(run.summary).not.toContain('x'.repeat(301));
    expect(run.summary).toMatch(/<h2>⚠️ Agent job x{100}… /);
  });
});
