import { describe, expect, it } from '@jest/globals';
import { viewJob } from '../../src/service/job-view.ts';
import { renderMessage } from '../../src/output/text.ts';

const warnings = (job: Parameters<typeof viewJob>[0]): string[] => viewJob(job).warnings.map((w) => renderMessage(w));

describe('each service value parsed once', () => {
  it('reads every field of a complete job', () => {
    expect(
      viewJob({
        status: 'completed',
        prLink: 'https://github.com/acme/docs/pull/3',
        source: { repository: 'https://github.com/acme/docs.git', ref: 'agent/x' },
        model: 'm',
        createdAt: 'c',
        archivedAt: 'a',
      }),
    ).toEqual({
      status: 'completed',
      pullRequest: expect.objectContaining({ url: 'https://github.com/acme/docs/pull/3', number: 3 }),
      repositoryUrl: 'https://github.com/acme/docs.git',
      repositoryName: 'acme/docs',
      model: 'm',
      ref: 'agent/x',
      createdAt: 'c',
      archivedAt: 'a',
      warnings: [],
    });
  });

  it('leaves out what the service did not send, with no warning', () => {
    expect(viewJob({ status: 'active', prLink: null, archivedAt: null, source: { ref: null } })).toEqual({
      status: 'active',
      warnings: [],
    });
  });

  it('warns once for a pull request link that is not http(s), and hands none on', () => {
    expect(warnings({ status: 'completed', prLink: 'javascript:alert(1)' })).toEqual([
      'The service\'s prLink "javascript:alert(1)" is not an http(s) URL, so it is not handed on.',
    ]);
  });

  it.each([
    ['https://github.com/acme', 'output is'],
    ['not a url', 'outputs are'],
  ])('warns for a repository %j and says which outputs stay empty', (repository, which) => {
    expect(warnings({ status: 'completed', source: { repository } })).toEqual([
      `The job's repository "${repository}" is not a URL of the form https://host/owner/name, so the repository ${which} left empty.`,
    ]);
  });
});
