/**
 * One thing the step keeps on GitHub (the comment, or the check run): found once, created once,
 * updated after. A creation whose outcome is unknown (no answer, a 5xx) is looked for before it is
 * made again, so there is never a second one. A failure is said once, in one line (a warning when
 * the user asked for the surface by name); a refusal that will not change stops the writes.
 */
import type { Budget, GitHubRequest, GitHubResult } from './client.ts';
import type { StepRecord } from './record.ts';
import type { Sink } from '../out/sink.ts';
import { fullText, msg } from '../out/text.ts';

/** This step's earlier comment or check run, when one was found. */
export type Found =
  { ok: true; match?: { id: number; url: string; record: StepRecord } } | Extract<GitHubResult, { ok: false }>;

export interface GitHubSurface {
  readonly url: string | undefined;
  /** The look for an earlier one, made once (and again after a failure). */
  search(budget: Budget): Promise<Found>;
  /** Creates it, or updates it once it is known. */
  write(budget: Budget, create: GitHubRequest, update: (id: number) => GitHubRequest): Promise<void>;
}

export interface SurfaceOptions {
  /** How the log names it: "the pull request comment". */
  name: string;
  /** Say a failure as a warning. */
  loud: boolean;
  sink: Sink;
  find(budget: Budget): Promise<Found>;
  call(request: GitHubRequest, budget: Budget): Promise<GitHubResult>;
}

export function createGitHubSurface(options: SurfaceOptions): GitHubSurface {
  let id: number | undefined;
  let url: string | undefined;
  let searched: Promise<Found> | undefined;
  /** A creation got no answer: it may exist, so look again before creating another. */
  let uncertain = false;
  let off = false;
  let told = false;

  const search = (budget: Budget): Promise<Found> =>
    (searched = options.find(budget).then((found) => {
      if (found.ok && found.match) ({ id, url } = found.match);
      return found;
    }));

  function failed(result: Extract<GitHubResult, { ok: false }>, doing: string): void {
    const lasting = result.status !== undefined && [401, 403, 404, 422].includes(result.status);
    if (lasting && !/rate/i.test(fullText(result.cause))) off = true;
    if (told) return;
    told = true;
    const text = msg`Could not ${doing} ${options.name}: ${result.cause}. The step goes on; its outputs and job summary are complete.`;
    if (options.loud) options.sink.warning(text);
    else options.sink.info(text);
  }

  return {
    get url() {
      return url;
    },
    search: (budget) => searched ?? search(budget),
    async write(budget, create, update) {
      for (let round = 1; round <= 2 && !off; round++) {
        // A look that failed (or that the ending cut short) is made again, within this write's budget.
        const earlier = uncertain ? undefined : await searched;
        const found = earlier?.ok ? earlier : await search(budget);
        // Without knowing whether an earlier one exists, nothing is created: a later write looks again.
        if (!found.ok) {
          searched = undefined;
          if (!budget.superseded?.aborted) failed(found, 'read');
          return;
        }
        uncertain = false;
        const creating = id === undefined;
        const result = await options.call(creating ? create : update(id ?? 0), budget);
        if (result.ok) {
          const answer = (result.data ?? {}) as { id?: unknown; html_url?: unknown };
          if (typeof answer.id === 'number') id = answer.id;
          if (typeof answer.html_url === 'string') url = answer.html_url;
          return;
        }
        const unknown = creating && (result.status === undefined || result.status >= 500);
        if (unknown) uncertain = true;
        if (budget.superseded?.aborted) return;
        if (!unknown || round === 2 || budget.signal.aborted) return failed(result, creating ? 'create' : 'update');
      }
    },
  };
}
