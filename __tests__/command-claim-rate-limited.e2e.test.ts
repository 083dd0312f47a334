/**
 * Was broken: a `/docs` command whose 👀 claim meets GitHub's SECONDARY RATE LIMIT (HTTP 403 "You have
 * exceeded a secondary rate limit") is reported as a missing permission: the warning tells the
 * user to "give the workflow's job pull-requests: write ..., then write the command again".
 *
 * How a user meets it: a busy repository trips GitHub's secondary limit just as a maintainer's
 * `/docs ...` run reacts 👀. The token has every permission it needs; nothing is wrong with the
 * workflow. The very next run of the pull request finds the command unanswered and sends it (it
 * does, below). A maintainer who follows the warning (changes nothing, writes the command again)
 * gets the same text sent to the agent TWICE, breaking "every command sent to the agent exactly
 * once", and may go edit permissions that were fine.
 *
 * What should happen instead: a 403 that is a rate limit (GitHub's words, as the client's own
 * `isRateLimit` already reads them) is said as a rate limit: nothing is wrong with the token, the
 * command is not lost, the next run sends it; never "write the command again".
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(87_000);
const SECONDARY = {
  message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
};

describe("a /docs command's claim meets a secondary rate limit", () => {
  it('is said as a rate limit, not as a missing permission that asks for the command again', async () => {
    await w.start();
    expect((await w.opened()).outputs.outcome).toBe('completed');
    w.github.faults.push({ method: 'POST', path: /\/issues\/comments\/\d+\/reactions$/, status: 403, body: SECONDARY });
    const limited = await w.comment('/docs mention the flag', 'lead');
    expect(limited.outputs.outcome).toBeTruthy();
    const said = [...limited.log, ...limited.annotations.map((a) => a.message)].join('\n');
    expect(said).toMatch(/secondary rate limit/);

    // The next run of the pull request sends the command that run could not claim: it was not lost.
    await w.comment('/docs also the examples', 'lead');
    expect(w.messages()).toEqual(['mention the flag', 'also the examples']);

    // So the first run's advice must not send the maintainer to re-write it (a second send) or to change permissions.
    expect(said).not.toMatch(/write the command again/);
    expect(said).not.toMatch(/give the workflow's job pull-requests: write/);
  });
});
