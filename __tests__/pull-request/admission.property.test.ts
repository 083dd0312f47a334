import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { admitCommand, refusalOf } from '../../src/pull-request/admission.ts';
import { PERMISSION_LEVELS, type PermissionLevel } from '../../src/inputs/follow-up.ts';
import type { Answer } from '../../src/pull-request/host.ts';
import { createLog } from '../../src/output/log.ts';
import { FakeIO } from '../helpers/fake-io.ts';

const KEY = 'mint_admin_4f9c2a7e1b8d6035';
const log = createLog(new FakeIO({}), [KEY]);
// The command's own run: it replies to a command with no message, so the permission comes first.
const rules = { required: 'write' as const, agentLogin: 'docs-agent', log, repliesToNoMessage: true };
// A later run sending it owed, or the queue taking it over: no reply, and no read for no message.
const owed = { required: 'write' as const, agentLogin: 'docs-agent', log };

const refused: Answer<PermissionLevel | undefined> = { ok: false, status: 403, cause: 'GitHub answered 403' };
const failed: Answer<PermissionLevel | undefined> = { ok: false, status: 502, cause: 'GitHub answered 502' };

describe('a command is admitted by one rule, in one order', () => {
  it.each([
    ['an edited comment', { login: 'ana', message: 'x', edited: true }, 'admin', 'changed'],
    ["the agent's own account", { login: 'Docs-Agent', message: 'x' }, 'admin', 'agents-own'],
    ['a reader', { login: 'ana', message: 'x' }, 'read', 'below'],
    ['no permission at all', { login: 'ana', message: 'x' }, undefined, 'below'],
    ['a writer with no message', { login: 'ana', message: '' }, 'write', 'no-message'],
    ['a reader with no message (no reply owed)', { login: 'ana', message: '' }, 'read', 'below'],
    ['a writer pasting a key alone', { login: 'ana', message: KEY }, 'write', 'secret-alone'],
    ['a writer with words', { login: 'ana', message: `use ${KEY} nowhere` }, 'write', 'send'],
    ['an admin', { login: 'ana', message: 'shorter intro' }, 'admin', 'send'],
  ] as const)('%s: %s', async (_, command, level, kind) => {
    const admission = await admitCommand(command, rules, async () => ({ ok: true, value: level }));
    expect(admission.kind).toBe(kind);
  });

  // Was broken (a regression hunter): a reader's bare /docs whose permission GitHub failed to give held
  // every later command behind it, read again and again; the queue had refused it without a read.
  it('refuses an owed command with no message without reading the permission', async () => {
    let reads = 0;
    const admission = await admitCommand({ login: 'ana', message: '' }, owed, async () => (reads++, failed));
    expect(admission).toEqual({ kind: 'no-message' });
    expect(reads).toBe(0);
  });

  it('says why a refused token or a failed read left the permission unread', async () => {
    const forGood = await admitCommand({ login: 'ana', message: 'x' }, rules, async () => refused);
    const forNow = await admitCommand({ login: 'ana', message: 'x' }, rules, async () => failed);
    expect(forGood).toEqual({ kind: 'unread', cause: 'GitHub answered 403', forGood: true });
    expect(forNow).toEqual({ kind: 'unread', cause: 'GitHub answered 502', forGood: false });
  });

  it('reads the permission at most once, and never for what it refuses unread', async () => {
    const answers = fc.oneof(
      fc.constantFrom(...PERMISSION_LEVELS).map((value): Answer<PermissionLevel | undefined> => ({ ok: true, value })),
      fc.constantFrom(refused, failed),
    );
    const commands = fc.record({
      login: fc.constantFrom('ana', 'docs-agent', 'DOCS-AGENT'),
      message: fc.constantFrom('', 'x', KEY, ` ${KEY} `, `fix ${KEY}`),
      edited: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(commands, answers, fc.boolean(), async (command, answer, replies) => {
        let reads = 0;
        const admission = await admitCommand(command, replies ? rules : owed, async () => (reads++, answer));
        const unread =
          command.edited || command.login.toLowerCase() === 'docs-agent' || (!replies && command.message === '');
        expect(reads).toBe(unread ? 0 : 1);
        if (admission.kind === 'send') {
          expect(answer.ok && ['write', 'maintain', 'admin'].includes(answer.value ?? '')).toBe(true);
          expect(command.message.trim()).not.toBe(KEY);
          expect(command.message).not.toBe('');
        } else {
          // Every refusal has words, and none shows the key.
          expect(log.prose(refusalOf(admission, command.login, 'write'), 1_000)).not.toContain(KEY);
        }
      }),
    );
  });
});
