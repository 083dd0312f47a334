/** `on-review`, `review-bots` and `review-bot-rounds`: read once, used only beside `follow-up-command`. */
import { describe, expect, it } from '@jest/globals';
import { InputError, readInputs } from '../../src/inputs/inputs.ts';
import { renderMessage } from '../../src/output/text.ts';

const base = { 'project-id': 'proj_123', 'api-key': 'mint_abcdef0123456789', 'follow-up-command': '/docs' };
const read = (inputs: Record<string, string>) => readInputs((name) => inputs[name] ?? '').config;

function problems(inputs: Record<string, string>): string[] {
  try {
    read({ ...base, ...inputs });
  } catch (error) {
    if (error instanceof InputError) return error.problems.map((problem) => renderMessage(problem));
    throw error;
  }
  return [];
}

describe('reviews as follow-ups', () => {
  it('sends reviews by default beside a command, with no bot and three rounds', () => {
    expect(read(base).review).toEqual({ bots: [], botRounds: 3 });
  });

  it('reads the bots by commas or lines, in lower case, and the bound', () => {
    const config = read({
      ...base,
      'review-bots': 'Prose-Lint[bot], ai-reviewer[bot]\nvale',
      'review-bot-rounds': '1',
    });
    expect(config.review).toEqual({ bots: ['prose-lint[bot]', 'ai-reviewer[bot]', 'vale'], botRounds: 1 });
  });

  it('ignore, or no command: no review is sent', () => {
    expect(read({ ...base, 'on-review': 'ignore' }).review).toBeUndefined();
    expect(read({ ...base, 'follow-up-command': '', 'job-id': 'job-1' }).review).toBeUndefined();
  });

  it.each([
    [{ 'on-review': 'maybe' }, "'on-review' is \"maybe\"; use 'send' or 'ignore'."],
    [{ 'review-bots': 'bad login!' }, "'review-bots' holds"],
    [{ 'review-bot-rounds': 'many' }, '\'review-bot-rounds\' is "many"'],
  ])('refuses %j', (inputs, problem) => {
    expect(problems(inputs).join('\n')).toContain(problem);
  });

  it("takes '@name' for the mention it is and names the login a bot's reviews carry", () => {
    expect(problems({ 'review-bots': '@bot' })).toEqual([
      `'review-bots' holds "@bot", a mention; list the login without '@', as a bot's reviews are signed: "bot[bot]".`,
    ]);
    expect(problems({ 'review-bots': '@prose-lint[bot]' })).toEqual([
      `'review-bots' holds "@prose-lint[bot]", a mention; list the login without '@', as a bot's reviews are signed: "prose-lint[bot]".`,
    ]);
    expect(problems({ 'review-bots': '@@x' }).join('\n')).toContain('list GitHub logins');
  });
});
