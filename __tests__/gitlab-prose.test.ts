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

  // Was broken (a GitLab helper): a Reporter's refused /docs was said in GitHub's words, naming a
  // flag the component has not: "reporter has triage permission, and --follow-up-permission asks for write".
  it("says a refused command's author's role as GitLab names it", () => {
    const said = onGitLab(
      "reporter has triage permission, and 'follow-up-permission' asks for write: once they have it, a new command is sent (this one stays answered)",
    );
    expect(said).toBe(
      'reporter has the Reporter role, and a command needs the Developer role or higher: once they have it, a new command is sent (this one stays answered)',
    );
    expect(onGitLab('guest has no permission, and --follow-up-permission asks for maintain')).toBe(
      'guest has no role, and a command needs the Maintainer role or higher',
    );
  });

  // Was broken (a GitLab helper): a Reporter's refused review kept GitHub's words and a flag the
  // component has not, and a Planner (access level 15) was called a Guest.
  it("says a refused review's author's role as GitLab names it, and a Planner's", () => {
    expect(
      onGitLab("reporter has triage permission on this repository, and 'follow-up-permission' asks for write; once"),
    ).toBe('reporter has the Reporter role, and a review needs the Developer role or higher; once');
    expect(onGitLab('planner has read permission, and --follow-up-permission asks for write')).toBe(
      'planner has the Guest or Planner role, and a command needs the Developer role or higher',
    );
  });

  // Was broken (the second regression hunter): a refused note was "Comment 1004, a command its own run did not answer".
  it('says a note no pipeline answered as a note', () => {
    expect(onGitLab('Comment 1004, a command its own run did not answer, is not sent: x')).toBe(
      'Note 1004, a command no pipeline answered yet, is not sent: x',
    );
  });

  // Was broken (the last round's helper): a merge request's note for a service the runner could
  // not reach said "run the command again", though on GitLab the command is the pipeline's job.
  it('names the pipeline, not the command, as what to run again', () => {
    const said = onGitLab(
      'Could not start the job: connection refused (ECONNREFUSED). Check --base-url (now https://x.test), the network and any proxy between this machine and the service, then run the command again once it answers.',
    );
    expect(said).toContain('between this runner and the service, then run this pipeline again once it answers.');
    expect(said).not.toMatch(/command|machine/);
  });
});
