/** The GitLab project's people both GitLab worlds use: its bot (the agent's account), a developer, and the docs merge request. */
import type { SimGitLabUser } from '../../sim/gitlab.ts';

export const bot: SimGitLabUser = {
  id: 7,
  username: 'project_42_bot_3f2a',
  token: 'glpat-bot-token-0000000',
  bot: true,
};
export const developer: SimGitLabUser = { id: 8, username: 'dev', token: 'glpat-dev-token-00000000' };
export const A = 'a'.repeat(40);
export const DOCS_MR = 'http://gitlab.test/group/project/-/merge_requests/7';
