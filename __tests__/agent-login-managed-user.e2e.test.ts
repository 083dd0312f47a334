/**
 * `agent-login` of a machine user in an enterprise with managed users (EMU), whose every login is
 * `<handle>_<shortcode>` (GitHub: "usernames ... are the handle followed by an underscore and the
 * enterprise's short code"), is a login: the step runs, and that account's pull requests start no job.
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const LOGIN = 'docs-bot_acme';
const w = useWorld(79_500, { 'agent-login': LOGIN });

describe('agent-login of a managed (EMU) machine user', () => {
  it(`agent-login "${LOGIN}": its own pull request starts no job (outcome nothing-new), and the login is no input problem`, async () => {
    await w.start();
    Object.assign(w.product, { user: { login: LOGIN, type: 'User' } });
    const run = await w.opened();
    const errors = run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
    expect({ exit: run.exitCode, outcome: run.outputs.outcome, errors, starts: w.starts().length }).toEqual({
      exit: 0,
      outcome: 'nothing-new',
      errors: [],
      starts: 0,
    });
  });
});
