/**
 * A start whose answer was lost, met by a later run: the way on it names must work. Was broken (a
 * helper, a newcomer): without `follow-up-command` it said to "start one by hand
 * (workflow_dispatch)", which starts a job the pull request never learns of, so every later push
 * said the same again; a re-run of the run that sent the prompt sends it again, tied to the pull request.
 */
import { describe, expect, it } from '@jest/globals';
import { fullText } from '../src/output/text.ts';
import type { Config } from '../src/inputs/inputs.ts';
import { lostStartDoubt } from '../src/step/pull-request-state.ts';

const lost = { run: '41', attempt: 1, at: '2026-12-06T10:00:00.000Z' };

describe('the way on after a lost start', () => {
  it('without a follow-up command: re-run the run that sent the prompt, or set one', () => {
    const doubt = lostStartDoubt(lost, {} as Config);
    const next = fullText(doubt.next ?? '');
    expect(next).toContain('re-run run 41 (its re-run sends the prompt again)');
    expect(next).toContain("set 'follow-up-command'");
    expect(next).not.toContain('workflow_dispatch');
  });

  it('with one: a comment with the command starts it', () => {
    const config = { followUp: { command: '/docs', permission: 'write' } } as unknown as Config;
    expect(fullText(lostStartDoubt(lost, config).next ?? '')).toContain('comment /docs with what to document');
  });
});
