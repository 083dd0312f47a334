import { describe, expect, it } from '@jest/globals';
import type { PullRequestLookup } from '../src/pull-request/code-host.ts';
import type { HttpSend } from '../src/service/transport.ts';
import type { RunDeps } from '../src/main.ts';
import { FakeIO, runOnFake } from './helpers/fake-io.ts';
import { OUTPUT_NAMES } from '../src/report/report.ts';

const KEY = 'mint_s3cr3t0123456789';

const inputs = { 'project-id': 'proj', 'job-id': 'job-1', 'api-key': KEY, 'poll-interval': '1s', timeout: '10s' };

function answering(status: number, body: unknown): HttpSend {
  return async () => ({ status, headers: {}, body: JSON.stringify(body) });
}

const notLookedUp = async (): Promise<PullRequestLookup> => {
  throw new Error('no look-up expected');
};

function runWith(
  io: FakeIO,
  httpSend: HttpSend,
  lookUpPullRequest: RunDeps['lookUpPullRequest'] = notLookedUp,
  env: NodeJS.ProcessEnv = {},
) {
  return runOnFake(io, httpSend, { lookUpPullRequest, env });
}

describe('run', () => {
  it('titles each input warning with the input it is about', async () => {
    const io = new FakeIO({ ...inputs, 'api-key': 'sk-s3cr3t0123456789', timeout: '5' });
    await runWith(io, answering(200, { id: 'job-1', status: 'completed' }));
    const warnings = io.calls.filter(([kind]) => kind === 'warning');
    expect(warnings.map(([, message, title]) => [title, String(message).split(' ')[0]])).toEqual([
      ['api-key', "'api-key'"],
      ['timeout', "'timeout'"],
    ]);
  });

  it('masks the key before anything else, then never lets it out', async () => {
    const io = new FakeIO({ ...inputs, 'api-key': ` ${KEY}\n` });
    // A service that echoes the key back must not get it into the log.
    const outcome = await runWith(io, answering(404, { error: `no job for key ${KEY}` }));
    expect(outcome).toBe('not-found');
    expect(io.calls[0]).toEqual(['setSecret', ` ${KEY}\n`]);
    expect(io.calls[1]).toEqual(['setSecret', KEY]);
    const everythingElse = JSON.stringify(io.calls.slice(2));
    expect(everythingElse).not.toContain(KEY);
    expect(everythingElse).toContain('no job for key ***');
  });

  it('sets every output once, then annotates, writes the summary, and succeeds', async () => {
    const io = new FakeIO(inputs);
    const outcome = await runWith(
      io,
      answering(200, {
        status: 'completed',
        prLink: 'https://github.com/o/r/pull/3',
        source: { repository: 'https://github.com/o/r' },
      }),
    );
    expect(outcome).toBe('completed');
    expect(io.named('setOutput').map(([name]) => name)).toEqual([...OUTPUT_NAMES]);
    expect(io.named('notice')).toEqual([
      [
        'Completed before this run read it and opened pull request o/r#3 (https://github.com/o/r/pull/3).',
        'Agent job job-1: completed with a pull request',
      ],
    ]);
    expect(io.named('writeSummary')).toHaveLength(1);
    expect(io.named('setFailed')).toEqual([]);
  });

  it('fails with every input problem and sets the outputs empty', async () => {
    const io = new FakeIO({ ...inputs, 'job-id': '', timeout: 'forever' });
    expect(await runWith(io, answering(200, {}))).toBe('error');
    const [failure] = io.named('setFailed');
    expect(failure?.[0]).toMatch(
      /^Invalid inputs:\n {2}- Neither 'job-id' nor 'prompt' is set.*\n {2}- 'timeout' is "forever"/s,
    );
    expect(io.named('setOutput')).toHaveLength(OUTPUT_NAMES.length);
  });

  it('turns a bug into one failure that names the action, without a stack trace in the message', async () => {
    const io = new FakeIO(inputs);
    const outcome = await runWith(io, () => {
      throw new TypeError('boom');
    });
    expect(outcome).toBe('error');
    expect(io.named('setFailed')).toEqual([
      [expect.stringMatching(/^wait-for-agent-job: unexpected error: boom\. This is a bug in the action/)],
    ]);
  });

  it('still finishes when the runner gave no summary file', async () => {
    const io = new FakeIO(inputs);
    io.writeSummary = async () => {
      throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY');
    };
    expect(await runWith(io, answering(200, { status: 'completed' }))).toBe('completed');
    expect(io.named('setFailed')).toEqual([]);
  });

  describe('the pull request look-up', () => {
    const withPr = answering(200, {
      status: 'completed',
      prLink: 'https://github.com/acme/docs/pull/9',
      source: { repository: 'https://github.com/acme/docs', ref: 'agent/x' },
    });
    const TOKEN = 'ghs_token0123456789';

    it('adds head SHA, state and draft flag, and masks the token', async () => {
      const io = new FakeIO({ ...inputs, 'github-token': TOKEN });
      const asked: unknown[] = [];
      await runWith(io, withPr, async (address, token) => {
        asked.push(address, token);
        return {
          kind: 'found',
          details: { headSha: 'abc123def4567890', headRef: 'agent/x', state: 'open', draft: true },
        };
      });
      expect(asked).toEqual([{ owner: 'acme', repo: 'docs', number: 9 }, TOKEN]);
      expect(io.calls.slice(0, 2)).toEqual([
        ['setSecret', KEY],
        ['setSecret', TOKEN],
      ]);
      const outputs = Object.fromEntries(io.named('setOutput'));
      expect(outputs).toMatchObject({
        'pr-head-sha': 'abc123def4567890',
        'pr-head-branch': 'agent/x',
        'pr-state': 'open',
        'pr-draft': 'true',
      });
      expect(io.named('info')).toContainEqual([
        'Pull request acme/docs#9 is open (draft), head abc123def456 on agent/x.',
      ]);
    });

    it('names no branch when GitHub gives none (a deleted head branch)', async () => {
      const io = new FakeIO({ ...inputs, 'github-token': TOKEN });
      await runWith(io, withPr, async () => ({
        kind: 'found',
        details: { headSha: 'abc123def4567890', headRef: '', state: 'closed', draft: false },
      }));
      expect(io.named('info')).toContainEqual(['Pull request acme/docs#9 is closed, head abc123def456.']);
    });

    it('blames GitHub, not the token, when GitHub fails the read for now', async () => {
      const io = new FakeIO({ ...inputs, 'github-token': TOKEN });
      const outcome = await runWith(io, withPr, async () => ({
        kind: 'unavailable',
        reason: 'GitHub answered HTTP 502',
      }));
      expect(outcome).toBe('completed');
      expect(io.named('info').filter(([line]) => line?.startsWith('Could not read'))).toEqual([
        [
          'Could not read pull request acme/docs#9: GitHub answered HTTP 502. The pr-head-sha, pr-state and pr-draft outputs stay empty; GitHub failed this time, not the token: re-run once GitHub answers to fill them, or read the pull request on GitHub.',
        ],
      ]);
    });

    it('says in one line when the token cannot read the repository, and carries on', async () => {
      const io = new FakeIO({ ...inputs, 'github-token': TOKEN });
      const outcome = await runWith(io, withPr, async () => ({
        kind: 'unavailable',
        reason: 'the github-token cannot see that repository, or the pull request does not exist (HTTP 404)',
        forGood: true,
      }));
      expect(outcome).toBe('completed');
      expect(io.named('setFailed')).toEqual([]);
      expect(io.named('info').filter(([line]) => line?.startsWith('Could not read'))).toEqual([
        [
          'Could not read pull request acme/docs#9: the github-token cannot see that repository, or the pull request does not exist (HTTP 404). The pr-head-sha, pr-state and pr-draft outputs stay empty; pass a github-token that can read acme/docs to fill them.',
        ],
      ]);
      const outputs = Object.fromEntries(io.named('setOutput'));
      expect(outputs).toMatchObject({ 'pr-head-branch': 'agent/x', 'pr-head-sha': '', 'pr-state': '', 'pr-draft': '' });
    });

    it('does not look up without a token, or for a pull request on another server', async () => {
      const runs = [
        [new FakeIO(inputs), {}, 'No github-token, so acme/docs#9 is not looked up.'],
        [
          new FakeIO({ ...inputs, 'github-token': TOKEN }),
          { GITHUB_SERVER_URL: 'https://ghe.example.com' },
          "acme/docs#9 is not on this workflow's GitHub server, so it is not looked up.",
        ],
      ] as const;
      for (const [io, env, why] of runs) {
        // A look-up would throw, and run() would turn that into an `error` outcome and a failure.
        expect(await runWith(io, withPr, notLookedUp, env)).toBe('completed');
        expect(io.named('setFailed')).toEqual([]);
        expect(io.written()).not.toContain('no look-up expected');
        // The log says why the pull request was not looked up.
        expect(io.named('debug')).toContainEqual([why]);
        // The outputs the service gave are set; the ones only a look-up fills stay empty.
        expect(io.outputs()).toMatchObject({
          status: 'completed',
          outcome: 'completed',
          'pr-link': 'https://github.com/acme/docs/pull/9',
          'pr-number': '9',
          'pr-head-branch': 'agent/x',
          'pr-head-sha': '',
          'pr-state': '',
          'pr-draft': '',
        });
        const summaries = io.named('writeSummary');
        expect(summaries).toHaveLength(1);
        expect(summaries[0]?.[0]).toContain('<h2>✅ Agent job job-1 completed with a pull request</h2>');
      }
    });
  });
});
