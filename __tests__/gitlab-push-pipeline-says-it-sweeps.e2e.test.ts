/**
 * Was broken: `merge-request` in a pipeline of no merge request other than a schedule's or "Run
 * pipeline"'s (a push to a branch, an API trigger: a job of the user's own rules) looked at every
 * merge request of the project, as the schedule does, without a word on what it was doing, so a
 * user who meant it to run for their merge request read "Merge request !5:" and wondered (a
 * helper, as a newcomer).
 *
 * Now such a pipeline says first what it is and what it does, and the rule that runs the job for
 * one merge request; a schedule says it is one, with no advice.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(120_000);
const world = useGitLabCliWorld();
const noMergeRequest = (source: string) => ({
  ...{ CI_PIPELINE_SOURCE: source, CI_PIPELINE_ID: '950', CI_COMMIT_SHA: 'e'.repeat(40) },
  ...{ CI_MERGE_REQUEST_IID: '', CI_MERGE_REQUEST_PROJECT_ID: '', CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '' },
  CI_MERGE_REQUEST_EVENT_TYPE: '',
});

describe('merge-request in a pipeline of no merge request', () => {
  it('a push pipeline says it looks at every merge request, and how to run for one', async () => {
    const { sim, svc } = await world();
    const ran = await runCli(mergeRequestFlags(svc, '--let-go'), jobEnv(sim, noMergeRequest('push')));
    expect(ran.code).toBe(0);
    const first = ran.err.split('\n')[0] ?? '';
    expect(first).toContain('A pipeline of no merge request (CI_PIPELINE_SOURCE is push)');
    expect(first).toContain('$CI_PIPELINE_SOURCE == "merge_request_event"');
  });

  it('a schedule says it is one, with no advice', async () => {
    const { sim, svc } = await world();
    const ran = await runCli(mergeRequestFlags(svc, '--let-go'), jobEnv(sim, noMergeRequest('schedule')));
    expect(ran.code).toBe(0);
    expect(ran.err.split('\n')[0]).toContain('A scheduled pipeline: looking at the project');
    expect(ran.err).not.toContain('merge_request_event');
  });
});
