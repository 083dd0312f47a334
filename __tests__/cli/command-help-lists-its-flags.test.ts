/**
 * Each command's --help lists every flag it takes, from the table that refuses the others: each flag
 * listed is taken on a command line that is otherwise whole, and each other flag is refused.
 */
import { describe, expect, it } from '@jest/globals';
import { COMMANDS, flagsOf, parseCli, type CommandName } from '../../src/cli/args.ts';
import { commandHelp } from '../../src/cli/help.ts';

const WHOLE: Record<CommandName, string[]> = {
  start: ['start', '--prompt', 'x'],
  message: ['message', 'job_1', '--message', 'x'],
  wait: ['wait', 'job_1'],
  status: ['status', 'job_1'],
  'merge-request': ['merge-request', '--agent-login', 'bot', '--prompt', 'x'],
};

/** A command line that gives `flag` a value it takes, beside what the command needs. */
function withFlag(command: CommandName, flag: string): string[] {
  const bare = WHOLE[command].slice(0, command === 'merge-request' ? 3 : command === 'start' ? 1 : 2);
  if (flag === '--prompt-file') return [...bare, flag, 'prompt.md'];
  if (flag === '--message-file') return [...bare, flag, 'message.md'];
  if (flag === '--job-id') return [command, flag, 'job_1', ...WHOLE[command].slice(2)];
  const value: Record<string, string[]> = {
    '--timeout': ['5m'],
    '--poll-interval': ['10s'],
    '--fail-on': ['failed'],
    '--base-url': ['https://api.mintlify.com'],
    '--project-id': ['proj_1'],
    '--paths': ['src/**'],
    '--on-push': ['follow-up'],
    '--on-close': ['comment'],
    '--follow-up-command': ['/docs'],
    '--follow-up-permission': ['write'],
    '--check-name': ['Docs agent'],
    '--skip-label': ['no-docs'],
    '--api-key-file': ['key.txt'],
    '--output-file': ['agent.env'],
  };
  return [...WHOLE[command], flag, ...(value[flag] ?? [])];
}

const everyFlag = [...new Set(COMMANDS.flatMap(flagsOf))];

describe.each(COMMANDS)("'%s --help'", (command) => {
  const listed = flagsOf(command);

  it('lists each flag the command takes', () => {
    const help = commandHelp(command);
    for (const flag of listed) expect(help).toContain(flag);
  });

  it.each(listed.filter((flag) => !WHOLE[command].includes(flag)))('lists %s, which the command takes', (flag) => {
    expect(() => parseCli(withFlag(command, flag), true)).not.toThrow();
  });

  it.each(everyFlag.filter((flag) => !listed.includes(flag)))('leaves out %s, which the command refuses', (flag) => {
    expect(() => parseCli(withFlag(command, flag), true)).toThrow(/./);
  });
});
