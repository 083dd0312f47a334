/**
 * A GitLab pipeline read from its predefined variables: a merge request's (its head the source
 * branch's commit in a merged-results pipeline), a merge train's (nothing to do), a fork's, a
 * pipeline of no merge request (a sweep), and any other value refused with words, never used.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { readPipeline } from '../src/gitlab/pipeline.ts';
import { fullText, type Say } from '../src/output/text.ts';

const HEAD = 'b'.repeat(40);
const MERGE = 'c'.repeat(40);
const mergeRequestJob = {
  GITLAB_CI: 'true',
  CI_PIPELINE_ID: '9001',
  CI_PIPELINE_SOURCE: 'merge_request_event',
  CI_MERGE_REQUEST_IID: '5',
  CI_MERGE_REQUEST_PROJECT_ID: '42',
  CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '42',
  CI_MERGE_REQUEST_EVENT_TYPE: 'detached',
  CI_MERGE_REQUEST_LABELS: 'backend,needs docs',
  CI_MERGE_REQUEST_DRAFT: 'false',
  CI_COMMIT_SHA: HEAD,
  CI_SERVER_URL: 'https://gitlab.example.com',
  CI_JOB_URL: 'https://gitlab.example.com/group/project/-/jobs/77',
  GITLAB_USER_LOGIN: 'dev.one',
};

describe('a GitLab pipeline, read', () => {
  it("is a merge request's, on its head, with its labels and the job's link", () => {
    expect(readPipeline(mergeRequestJob)).toEqual({
      kind: 'merge-request',
      projectId: 42,
      iid: 5,
      head: HEAD,
      fromFork: false,
      draft: false,
      labels: ['backend', 'needs docs'],
      pipelineId: 9001,
      jobUrl: 'https://gitlab.example.com/group/project/-/jobs/77',
      by: 'dev.one',
    });
  });

  it("takes the source branch's commit as the head of a merged-results pipeline, not the merge commit", () => {
    const read = readPipeline({
      ...mergeRequestJob,
      CI_MERGE_REQUEST_EVENT_TYPE: 'merged_result',
      CI_COMMIT_SHA: MERGE,
      CI_MERGE_REQUEST_SOURCE_BRANCH_SHA: HEAD,
    });
    expect(read).toEqual(expect.objectContaining({ kind: 'merge-request', head: HEAD }));
  });

  it("does nothing in a merge train's pipeline", () => {
    expect(readPipeline({ ...mergeRequestJob, CI_MERGE_REQUEST_EVENT_TYPE: 'merge_train' })).toEqual({
      kind: 'merge-train',
      iid: 5,
    });
  });

  it("knows a fork's merge request by its source project", () => {
    const read = readPipeline({ ...mergeRequestJob, CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '77' });
    expect(read).toEqual(expect.objectContaining({ fromFork: true }));
  });

  it('sweeps in a scheduled or manual pipeline', () => {
    const read = readPipeline({
      GITLAB_CI: 'true',
      CI_PIPELINE_ID: '12',
      CI_PIPELINE_SOURCE: 'schedule',
      CI_PROJECT_ID: '42',
    });
    expect(read).toEqual({ kind: 'sweep', projectId: 42, source: 'schedule', pipelineId: 12 });
  });

  it('keeps no link to another host', () => {
    const read = readPipeline({ ...mergeRequestJob, CI_JOB_URL: 'https://evil.example/jobs/77' });
    expect(read).not.toHaveProperty('jobUrl');
  });

  it('refuses, in words that name the variable, whatever else a variable holds', () => {
    const names = ['CI_PIPELINE_ID', 'CI_MERGE_REQUEST_IID', 'CI_MERGE_REQUEST_PROJECT_ID', 'CI_COMMIT_SHA'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.string(), (name, value) => {
        const read = readPipeline({ ...mergeRequestJob, [name]: value });
        if (read.kind === 'refused') return /CI_|GITLAB_CI/.test(fullText(read.why as Say));
        // A value that reads as the right kind is used as read.
        return read.kind === 'merge-request' && (name !== 'CI_COMMIT_SHA' || read.head === value);
      }),
    );
  });

  it('says a variable is not set, rather than quoting nothing', () => {
    const schedule = { GITLAB_CI: 'true', CI_PIPELINE_ID: '9001', CI_PIPELINE_SOURCE: 'schedule' };
    const noProject = readPipeline(schedule);
    expect(noProject.kind === 'refused' && fullText(noProject.why as Say)).toMatch(
      /^The project is not known \(CI_PROJECT_ID is not set, and a project id is a number\): GitLab sets it in every CI job/,
    );
    // GITLAB_CI set, CI_PIPELINE_ID not: each said as it is, never "GITLAB_CI is not set".
    const noPipeline = readPipeline({ GITLAB_CI: 'true' });
    expect(noPipeline.kind === 'refused' && fullText(noPipeline.why as Say)).toMatch(
      /^This is not a GitLab CI job \(GITLAB_CI is true, CI_PIPELINE_ID is not set\)/,
    );
    const noHead = readPipeline({ ...mergeRequestJob, CI_COMMIT_SHA: '' });
    expect(noHead.kind === 'refused' && fullText(noHead.why as Say)).toMatch(
      /^CI_COMMIT_SHA is not set, not a commit id/,
    );
  });

  it('is no pipeline outside GitLab CI', () => {
    const read = readPipeline({});
    expect(read.kind).toBe('refused');
  });
});
