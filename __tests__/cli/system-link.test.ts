/**
 * Was broken: `--output-file` followed any link under /dev or /proc as "the system's", and /dev
 * holds folders every user may write to (/dev/shm, /dev/mqueue).
 *
 * How a user meets it: another user of a shared CI machine plants /dev/shm/agent.env pointing at
 * the CI user's ~/.bashrc; the command overwrites it with the dotenv lines.
 *
 * What should happen instead: only the names the system keeps for this process are followed;
 * every other link is replaced by the user's own file, as in /tmp.
 */
import { describe, expect, it } from '@jest/globals';
import { systemLink } from '../../src/cli/write-privately.ts';

describe('which links --output-file follows as the system keeps them', () => {
  it.each(['/dev/stdout', '/dev/stderr', '/dev/fd/1', '/dev/fd/63', '/proc/self/fd/1', '/proc/4242/fd/7'])(
    '%s is followed',
    (file) => expect(systemLink(file)).toBe(true),
  );

  it.each([
    '/dev/shm/agent.env',
    '/dev/mqueue/agent.env',
    '/dev/shm/fd/1',
    '/dev/stdout/../shm/agent.env',
    '/dev/fd/1/x',
    '/proc/self/cwd/agent.env',
    '/proc/self/root/tmp/agent.env',
    '/tmp/dev/stdout',
    'dev/stdout',
  ])('%s is replaced, never followed', (file) => expect(systemLink(file)).toBe(false));
});
