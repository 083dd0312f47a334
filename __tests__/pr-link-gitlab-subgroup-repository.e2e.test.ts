/**
 * Was broken: a job whose docs live in a GitLab subgroup (source.repository
 * https://gitlab.com/acme/docs-team/site) gets `pr-repository` acme/docs-team/site, yet its
 * `repository` output is left empty and a warning says the service sent an "Unreadable value" that
 * is "not a URL of the form https://host/owner/name".
 *
 * Now, as promised: README Outputs: "`repository` | The job's source repository as `owner/name`"
 * (the same form `pr-repository` takes for a GitLab merge request: "`group/docs!9` for a GitLab
 * merge request", docs/endings.md); docs/endings.md: every annotation "says what happened and what
 * to do next".
 */
import { describe, expect, it } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();

const REPOSITORY = 'https://gitlab.com/acme/docs-team/site';
const MERGE_REQUEST = `${REPOSITORY}/-/merge_requests/9`;

describe('a job whose docs repository is in a GitLab subgroup', () => {
  it('hands on its repository as the merge request names it, with no warning that the value is unreadable', async () => {
    sim.service().setJob('job-gitlab', [
      {
        job: {
          status: 'completed',
          prLink: MERGE_REQUEST,
          source: { repository: REPOSITORY, ref: 'mintlify/docs-update' },
        },
      },
    ]);
    const run = await sim.act({ 'job-id': 'job-gitlab' });

    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('completed');
    // The merge request is read as in the job's repository: the link, its number and its repository are handed on.
    expect(run.outputs['pr-link']).toBe(MERGE_REQUEST);
    expect(run.outputs['pr-repository']).toBe('acme/docs-team/site');
    // The job's own repository, the one the merge request is in, is the same project.
    expect({ 'repository-url': run.outputs['repository-url'], repository: run.outputs.repository }).toEqual({
      'repository-url': REPOSITORY,
      repository: 'acme/docs-team/site',
    });
    // A well-formed GitLab project URL is no "unreadable value from the service".
    const warnings = run.annotations.filter((a) => a.command === 'warning');
    expect(warnings.map((a) => `${a.properties.title ?? ''}: ${a.message}`)).toEqual([]);
    expect(run.summary).not.toContain('Unreadable value');
  });
});
