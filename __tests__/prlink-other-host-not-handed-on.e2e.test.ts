/**
 * A prLink of no known shape on another host than the job's repository's (`https://evil.example/login`
 * for a job of github.com/acme/docs) is handed on nowhere, on the bundle: not as `pr-link`, and not
 * as a link in the pull request's comment or check run. Was broken: only a link on the repository's
 * own host was judged, so the bot's comment linked the other host as the docs pull request.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub } from '../sim/github-api.ts';
import { pullRequestEnv, PR_REPOSITORY, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(90_000);
const LINK = 'https://evil.example/login';
const sim = useSimulatedService({ activeReads: 1, startedPrLink: LINK });

describe('a prLink on another host', () => {
  it('is not written to the comment, the check run or the outputs', async () => {
    const github = await startSimulatedGitHub({
      tokens: {
        [REPORT_TOKEN]: {
          ...{ repository: PR_REPOSITORY, readable: ['acme/docs', PR_REPOSITORY] },
          ...{ pullRequests: 'write', checks: 'write', actions: 'read' },
        },
      },
      pulls: {
        [`${PR_REPOSITORY}#5`]: {
          ...{ number: 5, state: 'open', draft: false, labels: [], user: { login: 'author' } },
          ...{
            head: { sha: '1'.repeat(40), repo: { full_name: PR_REPOSITORY } },
            base: { repo: { full_name: PR_REPOSITORY } },
          },
          files: ['src/a.ts'],
        },
      },
    });
    try {
      const env = pullRequestEnv(github.url, 7001);
      const inputs = sim.inputs({
        ...{ prompt: 'Document it.', 'github-token': REPORT_TOKEN, 'report-token': REPORT_TOKEN },
        'check-name': 'Docs agent',
      });
      const run = await github.running(env, () => runAction(inputs, { killAfterMs: 40_000, env }));
      const written = JSON.stringify([github.comments.map((c) => c.body), github.checkRuns.map((c) => c.history)]);
      expect({ output: run.outputs['pr-link'], written: written.includes('href="https://evil.example') }).toEqual({
        output: '',
        written: false,
      });
      expect(run.annotations.map((a) => a.message).join('\n')).toContain('outside the job');
    } finally {
      await github.close();
    }
  });
});
