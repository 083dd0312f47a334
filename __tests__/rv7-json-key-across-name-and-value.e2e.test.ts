/**
 * Was broken (before and after c54bd75): a key spelled across a field NAME of the service's
 * answer and that field's value (`"mint_Q7tK9":"NZVYN4aBcDe"`: 5 and 11 of the key's characters,
 * neither a piece alone) is handed on whole in `wait --json`'s `job`. The service's body is
 * redacted with its names (service/answers.ts, `outside`), and across its values, but no reading
 * joins a name to its value (the `":"` between them is no list separator); `--json` (`ours`)
 * never looks at names at all.
 *
 * How a user meets it: `wait-for-agent-job wait JOB --json` against a service or gateway that
 * echoes what it was sent as a field of the job, its name holding the key's start and its value
 * the rest. The CI log or artifact that stores stdout holds `mint_Q7tK9` + `NZVYN4aBcDe`.
 *
 * What should happen instead (SECURITY.md: a part of the answer that still shows a secret as
 * JSON is handed on as `***`): the line, read without its JSON syntax, spells no piece of the key.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

const KEY = 'mint_Q7tK9NZVYN4aBcDeFgH2';
let service: SimulatedService;

beforeAll(async () => {
  service = await startService({
    apiKey: KEY,
    jobs: {
      'job-echo': [
        {
          body: JSON.stringify({
            id: 'job-echo',
            status: 'completed',
            source: { repository: 'https://github.com/acme/docs', ref: 'main' },
            [KEY.slice(0, 10)]: KEY.slice(10, 21),
          }),
        },
      ],
    },
  });
});
afterAll(async () => service.close());

describe('wait --json, the key across a name and its value in the job', () => {
  it('spells no piece of the key', async () => {
    const ran = await runCli(
      ['wait', 'job-echo', '--base-url', service.url, '--json', '--timeout', '10s', '--poll-interval', '1s'],
      { MINTLIFY_ADMIN_API_KEY: KEY },
    );
    expect(ran.code).toBe(0);
    // The text with JSON's quotes, colons and commas out: the key's start past mint_ must not be there.
    expect(ran.out.replace(/[":,{}[\]]/g, '')).not.toContain(KEY.slice(0, 21));
  });
});
