/**
 * Was broken (a helper, as a newcomer): a prompt or message typed unquoted, which the shell splits
 * at its spaces, was answered "'start' takes no job id: it starts a job" and "'message' goes to
 * one job: give one job id, and the message once", neither of which says to quote it.
 */
import { describe, expect, it } from '@jest/globals';
import { parseCli } from '../../src/cli/args.ts';

describe('a text the shell split into words', () => {
  it('start Document the flag: told to quote it, with the command that works', () => {
    expect(() => parseCli(['start', 'Document', 'the', 'flag'], true)).toThrow(
      "'start' was given 3 words where it takes one prompt: the shell split the text at its spaces. Quote it as one argument (wait-for-agent-job start 'Document the flag') or give it with --prompt 'Document the flag'.",
    );
  });

  it('message job-pr hello there: told to quote the message, the job id kept', () => {
    expect(() => parseCli(['message', 'job-pr', 'hello', 'there'], true)).toThrow(
      "'message' was given 2 words where it takes one message: the shell split the text at its spaces. Quote it as one argument (wait-for-agent-job message job-pr 'hello there') or give it with --message 'hello there'.",
    );
  });

  it('a long text is not said back: its file is named', () => {
    const words = Array.from({ length: 30 }, (_, i) => `w${'o'.repeat(i + 1)}rd`);
    let said = '';
    try {
      parseCli(['start', ...words], true);
    } catch (error) {
      said = (error as Error).message;
    }
    expect(said).toContain("'start' was given 30 words where it takes one prompt");
    expect(said).toContain('--prompt-file FILE or on standard input');
    expect(said).not.toContain(words[29]);
  });

  it('merge-request --agent-login bot Document the flag: told to quote it too', () => {
    expect(() => parseCli(['merge-request', '--agent-login', 'bot', 'Document', 'the', 'flag'], true)).toThrow(
      "'merge-request' was given 3 words where it takes one prompt: the shell split the text at its spaces.",
    );
  });

  // Was broken (the regression hunter): job ids where they do not belong were called a split text,
  // with advice that would send them as one.
  it.each([
    [['start', 'job-1', 'job-2'], "'start' takes no job id"],
    [['message', 'job-1', 'job-2', 'job-3'], "'message' goes to one job"],
    [['merge-request', '--agent-login', 'bot', 'job-1', 'job-2'], "'merge-request' takes no job id"],
  ])('%j: job ids are still said to be job ids', (argv, said) => {
    expect(() => parseCli([...argv], false)).toThrow(said);
  });

  // Was broken (the second regression hunter): a prompt of id-like words ('release-notes v2.1')
  // was said to be job ids only; both readings are said now.
  it.each([
    [['start', 'release-notes', 'v2.1'], "'start' takes no job id"],
    [['merge-request', '--agent-login', 'bot', 'release-notes', 'v2.1'], "'merge-request' takes no job id"],
    [['message', 'job-1', 'release-notes', 'v2.1'], "'message' goes to one job"],
  ])('%j says both: job ids, or a text to quote', (argv, said) => {
    expect(() => parseCli([...argv], false)).toThrow(said);
    expect(() => parseCli([...argv], false)).toThrow(
      "If 'release-notes v2.1' is the text, the shell split it at its spaces: quote it as one argument.",
    );
  });

  // Was broken (the third and fourth regression hunters): with the prompt given by flag, the words
  // beside it were said to maybe be the text, to be quoted or given as --prompt (two prompts), and
  // one word and three got different errors.
  it.each([
    [['start', 'release-notes', 'v2.1', '--prompt', 'x'], "'start' takes no job id"],
    [['start', 'release-notes', '--prompt', 'x'], "'start' takes no job id"],
    [['start', 'release-notes', '--prompt-file', 'p.md'], "'start' takes no job id"],
    [
      ['merge-request', '--agent-login', 'bot', 'release-notes', 'v2.1', '--prompt', 'x'],
      "'merge-request' takes no job id",
    ],
    [['start', 'Document', '--prompt', 'x'], 'Give the prompt once'],
    [['start', 'Document', 'the', 'flag', '--prompt', 'x'], 'Give the prompt once'],
    [['merge-request', '--agent-login', 'bot', 'Document', 'the', 'flag', '--prompt', 'x'], 'Give the prompt once'],
  ])('%j: beside a prompt by flag, never told to give the words as the prompt', (argv, said) => {
    let message = '';
    try {
      parseCli([...argv], false);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(said);
    expect(message).not.toMatch(/quote it|Quote it|give --prompt|--prompt release/);
  });

  it('start with --job-id still says it takes no job id', () => {
    expect(() => parseCli(['start', '--job-id', 'job-1', '--prompt', 'x'], true)).toThrow("'start' takes no job id");
  });
});
