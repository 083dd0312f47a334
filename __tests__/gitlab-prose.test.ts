/**
 * Our prose as GitLab says it (docs/gitlab.md: "The log, the notes and the statuses speak GitLab's
 * words"). Was broken (a helper, GITLAB_TOKEN revoked mid-run): the docs merge request's warning
 * said "Pass a GITLAB_TOKEN ... (an app installation token: GITHUB_TOKEN reaches only this
 * repository)".
 */
import { describe, expect, it } from '@jest/globals';
import { GITLAB_WORDS } from '../src/pull-request/where.ts';

const onGitLab = (text: string): string => GITLAB_WORDS.prose?.(text) ?? text;

describe("the action's prose on GitLab", () => {
  it.each([
    "No comment on the docs pull request acme/docs#7: Pass a 'github-token' that can read and write pull requests in acme/docs (an app installation token: GITHUB_TOKEN reaches only this repository).",
    "The docs pull request could not be told that this pull request was closed: its comments could not be read (HTTP 401). Give 'github-token' a token that can read and write pull requests there (an app installation token: GITHUB_TOKEN reaches only this repository), or tell it by hand.",
  ])('names no GitHub token or place: %s', (text) => {
    const said = onGitLab(text);
    expect(said).not.toMatch(/GITHUB_TOKEN|github-token|pull request|app installation/);
    expect(said).toContain('GITLAB_TOKEN');
    expect(said).toContain('its account a member of that project, with the Developer role');
  });

  it.each([
    "The head's 'Docs agent' check run is skipped, which a required check passes on.",
    "Commit abc's 'Docs agent' check run, left in progress by a run, could not be finished (HTTP 500). A required check reads the newer one; re-run this workflow run to finish it.",
  ])('names no required check, which GitLab has not: %s', (text) => {
    const said = onGitLab(text);
    expect(said).not.toMatch(/required check|check run|workflow/);
    expect(said).toMatch(/merge check \('Pipelines must succeed'\)/);
  });
});
