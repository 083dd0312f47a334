/**
 * Was broken: a scheduled pipeline whose own setup stops it from finishing a let-go job passed.
 * With another api-key than the merge request's pipeline it could verify no record, said "a later
 * run (the scheduled pipeline, or this merge request's next run) finishes it" and exited 0; with
 * another account's GITLAB_TOKEN it skipped the record note and said "nothing to do". Either way
 * the commit status stayed `running` for good. Now the schedule fails naming the fix, and the
 * schedule set up as the merge request's pipeline finishes the job.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { DEMO_API_KEY } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { A, bot, dev, jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(200_000);
const OTHER_KEY = 'mint_otherkey0123456789abcdefXYZ';
const world = useGitLabCliWorld({ otherApiKeys: [OTHER_KEY] });
const schedule = {
  ...{ CI_PIPELINE_SOURCE: 'schedule', CI_PIPELINE_ID: '950', CI_COMMIT_SHA: 'e'.repeat(40) },
  ...{ CI_MERGE_REQUEST_IID: '', CI_MERGE_REQUEST_PROJECT_ID: '', CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '' },
  CI_MERGE_REQUEST_EVENT_TYPE: '',
};

describe('a schedule its own setup stops from finishing a let-go job', () => {
  const bots = { GITLAB_TOKEN: bot.token ?? '' };
  const person = { GITLAB_TOKEN: dev.token ?? '' };
  it.each([
    ['another api-key', bots, { MINTLIFY_ADMIN_API_KEY: OTHER_KEY }, 'Give the scheduled pipeline the same api-key'],
    ["another account's GITLAB_TOKEN", bots, person, 'Give this pipeline the same GITLAB_TOKEN'],
    // A person's token (a bot user's on GitLab Free) wrote the job's note; the schedule has the project bot's.
    ["the project bot's GITLAB_TOKEN, a person's having written the note", person, bots, 'the same GITLAB_TOKEN'],
  ])(
    'with %s: fails naming the fix; the schedule set up as the step finishes it',
    async (_what, own, wrongEnv, fix) => {
      const { sim, svc } = await world();
      const letGo = await runCli(mergeRequestFlags(svc, '--let-go'), jobEnv(sim, own));
      expect(letGo.code).toBe(0);
      const status = () => sim.statuses.get(A)?.at(-1)?.status;
      expect(status()).toBe('running');

      const wrong = await runCli(mergeRequestFlags(svc, '--let-go'), { ...jobEnv(sim, schedule), ...wrongEnv });
      expect(wrong.code).toBe(3);
      expect(wrong.err).toContain('Merge request !5:');
      expect(wrong.err).toContain('cannot be finished by the scheduled pipeline as it is set up');
      expect(wrong.err).toContain(fix);
      expect(wrong.err).not.toContain('finishes it.');
      expect(wrong.err).not.toContain('nothing to do');
      expect(JSON.parse(wrong.out.trim().split('\n').at(-1) ?? '{}')['merge-requests']).toEqual([
        { 'merge-request': '!5', outcome: 'error', 'exit-code': wrong.code },
      ]);
      expect(status()).toBe('running');
      for (const text of [wrong.out, wrong.err]) expect(text).not.toContain(OTHER_KEY);

      const right = { ...jobEnv(sim, schedule), ...own, MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY };
      // The first read finds the job at work (the service's one active read); the next finds it ended.
      expect((await runCli(mergeRequestFlags(svc, '--let-go'), right)).code).toBe(0);
      const finished = await runCli(mergeRequestFlags(svc, '--let-go'), right);
      expect(finished.code).toBe(0);
      expect(finished.out).toContain('"finished":{"job-id":"job-started-1","outcome":"completed"}');
      expect(status()).toBe('success');
    },
  );
});
