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
        createdAt: '2026-11-22T09:00:00.000Z',
        archivedAt: '2026-11-23',
      }),
    ).toEqual({
      status: 'completed',
      pullRequest: expect.objectContaining({ url: 'https://github.com/acme/docs/pull/3', number: 3 }),
      repositoryUrl: 'https://github.com/acme/docs.git',
      repositoryName: 'acme/docs',
      model: 'm',
      ref: 'agent/x',
      createdAt: '2026-11-22T09:00:00.000Z',
      archivedAt: '2026-11-23',
      warnings: [],
    });
  });

  it('leaves a time that is not ISO 8601 out of created-at and archived-at, with a warning', () => {
    const view = viewJob({ status: 'completed', createdAt: '<b>approved</b> $(id)', archivedAt: '2026-13-45T99:00Z' });
    expect(view.createdAt).toBeUndefined();
    expect(view.archivedAt).toBeUndefined();
    expect(view.warnings.map((w) => renderMessage(w))).toEqual([
      'The job\'s createdAt "<b>approved</b> $(id)" is not a date and time of the form 2026-11-22T09:00:00Z (ISO 8601), so the created-at output is left empty.',
      'The job\'s archivedAt "2026-13-45T99:00Z" is not a date and time of the form 2026-11-22T09:00:00Z (ISO 8601), so the archived-at output is left empty.',
    ]);
  });

  it('leaves out what the service did not send, with no warning', () => {
    expect(viewJob({ status: 'active', prLink: null, archivedAt: null, source: { ref: null } })).toEqual({
      status: 'active',
      warnings: [],
    });
  });

  it('says a link with a space in it holds one, not that it is no http(s) URL', () => {
    expect(warnings({ status: 'completed', prLink: 'https://git.example.org/acme/docs/pulls/3?a=b c' })).toEqual([
      'The service\'s prLink "https://git.example.org/acme/docs/pulls/3?a=b c" holds white space or a control character, which no link does, so it is not handed on.',
    ]);
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

describe("the job's own pull request", () => {
  const source = { repository: 'https://github.com/acme/docs', ref: 'agent/x' };

  it.each([
    ['in the job repository', 'https://github.com/acme/docs/pull/7', true],
    ['in it, named in another case', 'https://github.com/ACME/Docs/pull/7', true],
    ['in another repository', 'https://github.com/acme/secret-roadmap/pull/3', false],
    ['in a repository of the same name elsewhere', 'https://github.example/acme/docs/pull/7', false],
    ['on a host that only starts like it', 'https://github.com.evil.example/acme/docs/pull/7', false],
    ['on www. of its host', 'https://www.github.com/acme/docs/pull/7', true],
    ['with leading zeros in its number', 'https://github.com/acme/docs/pull/007', true],
    [
      'on www. of its host, in another repository, with a leading zero',
      'https://www.github.com/other-org/private/pull/07',
      false,
    ],
    ['on a subdomain of github.com, in another repository', 'https://gist.github.com/other-org/private/pull/7', false],
    ['under the job repository, of no known shape', 'https://github.com/acme/docs/compare/main...agent/x', true],
    [
      'with a port, in another repository, of no known shape',
      'https://github.com:8443/other-org/private/pull/7.diff',
      false,
    ],
  ])('a link %s: handed on %s', (_, prLink, kept) => {
    const view = viewJob({ status: 'completed', prLink, source });
    expect(view.pullRequest !== undefined).toBe(kept);
    expect(view.warnings).toHaveLength(kept ? 0 : 1);
  });

  it("judges a link on a GHE.com tenant's subdomain as one on the tenant", () => {
    const tenant = { repository: 'https://acme.ghe.com/acme/docs', ref: 'agent/x' };
    const other = viewJob({
      status: 'completed',
      prLink: 'https://api.acme.ghe.com/other/private/pull/7.diff',
      source: tenant,
    });
    expect(other.pullRequest).toBeUndefined();
    const own = viewJob({ status: 'completed', prLink: 'https://acme.ghe.com/acme/docs/pull/7', source: tenant });
    expect(own.pullRequest?.url).toBe('https://acme.ghe.com/acme/docs/pull/7');
  });

  it.each([
    ['no source', undefined],
    ['a source with no repository', { ref: 'agent/x' }],
    ['a repository URL of another shape', { repository: 'https://github.com/acme/docs/tree/main' }],
  ])('a job with %s owns no pull request: its link is not handed on', (_, given) => {
    const prLink = 'https://github.com/acme/docs/pull/3';
    const view = viewJob({ status: 'completed', prLink, ...(given ? { source: given } : {}) });
    expect(view.pullRequest).toBeUndefined();
    expect(view.warnings.map((w) => renderMessage(w))).toContainEqual(
      expect.stringMatching(
        /^The service's prLink names https:\/\/github\.com\/acme\/docs\/pull\/3, .* so it is not handed on, looked up or written to\.$/,
      ),
    );
    expect(viewJob({ status: 'completed', prLink: null, source }).pullRequest).toBeUndefined();
  });

  it("a link handed on names, as a browser or GitHub's CLI reads it, no repository but the job's", async () => {
    const fc = (await import('fast-check')).default;
    const host = fc.constantFrom(
      'https://github.com:8443',
      'https://github.com.',
      'https://github.com',
      'https://www.github.com',
      'https://WWW.GitHub.com',
      'https://api.github.com',
    );
    const name = fc.constantFrom('acme/docs', 'ACME/Docs', 'other-org/private', 'acme/docs.wiki');
    const number = fc.constantFrom('4', '04', '0004', '4/files', '4.diff', '4.patch');
    fc.assert(
      fc.property(host, name, number, (linkHost, linkName, linkNumber) => {
        const prLink = `${linkHost}/${linkName}/pull/${linkNumber}`;
        const view = viewJob({ status: 'completed', prLink, source });
        const reached = /^\/([^/]+\/[^/]+)\/pull\/0*\d+/.exec(new URL(view.pullRequest?.url ?? prLink).pathname)?.[1];
        if (view.pullRequest) expect(reached?.toLowerCase()).toBe('acme/docs');
      }),
    );
  });

  it('whatever the service sends, a link handed on names no repository but the job’s', async () => {
    const fc = (await import('fast-check')).default;
    const name = fc.constantFrom('acme/docs', 'ACME/docs', 'acme/other', 'evil/docs');
    const host = fc.constantFrom('https://github.com', 'https://GitHub.com', 'https://gitlab.com', 'http://x.example');
    fc.assert(
      fc.property(host, name, host, name, (linkHost, linkName, sourceHost, sourceName) => {
        const prLink = `${linkHost}/${linkName}/pull/4`;
        const view = viewJob({ status: 'completed', prLink, source: { repository: `${sourceHost}/${sourceName}` } });
        const same =
          linkHost.toLowerCase() === sourceHost.toLowerCase() && linkName.toLowerCase() === sourceName.toLowerCase();
        expect(view.pullRequest !== undefined).toBe(same);
      }),
    );
  });
});

describe('created-at and archived-at: an ISO 8601 time naming a real moment, or empty', () => {
  const createdAt = (value: string) => viewJob({ status: 'completed', createdAt: value }).createdAt;

  it('keeps every real moment, as written: RFC 3339 forms, a date alone, a leap second', async () => {
    const { default: fc } = await import('fast-check');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString();
          for (const written of [
            iso,
            iso.toLowerCase(),
            iso.replace('T', ' '),
            iso.slice(0, 10),
            iso.replace('Z', '+02:00'),
          ])
            expect(createdAt(written)).toBe(written);
        },
      ),
    );
    for (const written of [
      '2016-12-31T23:59:60Z',
      '2028-02-29T09:00:00Z',
      '0000-02-29T00:00:00Z',
      '2000-02-29',
      '2026-11-22T09:00:00.1234567890Z',
      '2026-11-22T09:00:00,5Z',
      '2026-11-22T09Z',
      '2026-11-22T09:00',
      '2026-11-22T09:00:00+05',
      '2026-11-22T09:30,5Z',
      '2017-01-01T05:29:60+05:30',
      '2016-12-31T18:59:60-05:00',
    ])
      expect(createdAt(written)).toBe(written);
  });

  it.each([
    '2026-02-30T09:00:00Z',
    '2026-04-31',
    '2027-02-29',
    '2026-13-01',
    '2026-11-22T24:00:00Z',
    '2026-11-22T09:60Z',
    '2026-11-22T09:15:60Z',
    '2016-12-31T23:59:60+01:00',
    '1900-02-29',
    'yesterday',
    '1700000000',
  ])('%s: left empty', (value) => {
    expect(createdAt(value)).toBeUndefined();
  });
});
