/**
 * The transport under the step's GitHub client: @actions/github's octokit. Loaded with a dynamic
 * import only when a step talks to GitHub (a comment, a check run, a pull request look-up), so
 * the common path never loads octokit.
 */
import { getOctokit } from '@actions/github';
import { networkErrorCode, networkErrorWords } from '../common/network-errors.ts';
import { errorMessage } from '../out/text.ts';
import type { GitHubAnswer, GitHubSend } from './client.ts';

/**
 * Sends one request to this workflow's GitHub (GITHUB_API_URL, so GitHub Enterprise Server too)
 * through @actions/github, whose fetch honours the runner's proxy variables. An HTTP error is an
 * answer, not a failure: the caller decides what to try again.
 */
export function createGitHubSend(token: string): GitHubSend {
  const octokit = getOctokit(token);
  return async (request, signal) => {
    try {
      const response = await octokit.request({
        method: request.method,
        url: request.path,
        ...(request.body ?? {}),
        request: { signal },
      });
      return { status: response.status, data: response.data, headers: response.headers as GitHubAnswer['headers'] };
    } catch (error) {
      const answer = (error as { response?: { status?: unknown; data?: unknown; headers?: unknown } }).response;
      if (answer && typeof answer.status === 'number')
        return {
          status: answer.status,
          data: answer.data,
          headers: (answer.headers ?? {}) as GitHubAnswer['headers'],
        };
      const code = networkErrorCode(error);
      throw new Error(code ? networkErrorWords(code) : errorMessage(error), { cause: error });
    }
  };
}
