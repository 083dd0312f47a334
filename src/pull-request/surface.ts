/**
 * One thing the step keeps on the host (the comment, or the check run): found once, created once,
 * updated after. What is known of it is one value (`SurfaceState`), changed only by
 * `nextSurfaceState`: unknown until a look or a write proves otherwise; a creation whose outcome
 * is unknown (no answer, a 5xx) is looked for before it is made again, so there is never a second
 * one. A failure is said once, in one line (a warning when the user asked for the surface by
 * name); a refusal that will not change stops the writes.
 */
import type { Clock } from '../common/clock.ts';
import type { Log } from '../output/log.ts';
import { msg, type Say } from '../output/text.ts';
import { refusedForGood, unanswered, type Answer, type Budget, type Failure, type Written } from './host.ts';
import type { StepRecord } from './record.ts';

/** This step's earlier comment or check run, when one was found. */
/**
 * `unverified`: a record no key verifies is there (see `unverifiedRecord`). `elsewhere`: none was
 * found, but the record may be where the look could not reach (a check run on a commit a
 * force-push removed from the pull request). `leftByOthers`: another run's check run there is in
 * progress (that run may still run, or have been killed, or its last write refused).
 */
export type Found =
  { ok: true; match?: FoundMatch; unverified?: true; elsewhere?: true; leftByOthers?: true } | Failure;

export interface FoundMatch {
  id: number;
  url: string;
  /** The records it keeps, newest first (a check run keeps its run's one). */
  records: StepRecord[];
  /** The comment's author, as its signed records name it. */
  by?: number;
  /** A comment's text as found (its closing line, if any, is kept by a later write). */
  body?: string;
}

/** What exists on the host, as far as the step can prove it. */
export type OnHost =
  /** Not proven either way: nothing is created until a look answers. */
  | { kind: 'unknown' }
  /** A look found none: the next write creates it. */
  | { kind: 'absent' }
  | { kind: 'exists'; id: number; url: string }
  /**
   * A creation got no answer or a 5xx: it may exist, so look again before creating; `emptyOnce`: one
   * look since found none, which is no proof (a list GitHub serves a moment behind its write).
   */
  | { kind: 'maybe-created'; emptyOnce?: true }
  /** Refused for good (401, 403, 404, 422 that is not a rate limit): nothing more is written. */
  | { kind: 'off'; url?: string };

export interface SurfaceState {
  onHost: OnHost;
  /** The look for an earlier one, in flight or answered; dropped when it failed and a write needs another. */
  look?: Promise<Found>;
  /** A failure is said once. */
  told: boolean;
}

export type SurfaceEvent =
  | { kind: 'look-started'; look: Promise<Found> }
  | { kind: 'look-answered'; found: Found }
  | { kind: 'look-dropped' }
  /** A write went through: the id and link the host's answer gave, as far as they could be read. */
  | { kind: 'written'; id?: number; url?: string }
  /** One another run made, whose run ended without finishing it, taken over: written by update from now on. */
  | { kind: 'adopted'; id: number }
  | { kind: 'creation-unknown' }
  /** An update still answered 404, and a fresh look found it no more (a person deleted it): the next write creates it. */
  | { kind: 'gone' }
  /** `gone`: an update still answered 404 (deleted, or out of the token's sight): its link leads nowhere. */
  | { kind: 'refused-for-good'; gone?: boolean }
  | { kind: 'told' };

export const FIRST_SURFACE_STATE: SurfaceState = { onHost: { kind: 'unknown' }, told: false };

const urlOf = (on: OnHost): string | undefined => (on.kind === 'exists' || on.kind === 'off' ? on.url : undefined);

/** The one function that changes what the step knows of its surface. */
export function nextSurfaceState(state: SurfaceState, event: SurfaceEvent): SurfaceState {
  const on = state.onHost;
  switch (event.kind) {
    case 'look-started':
      return { ...state, look: event.look };
    case 'look-dropped':
      return { ...state, look: undefined };
    case 'told':
      return { ...state, told: true };
    case 'refused-for-good': {
      const url = event.gone ? undefined : urlOf(on);
      return { ...state, onHost: url === undefined ? { kind: 'off' } : { kind: 'off', url } };
    }
  }
  if (on.kind === 'off') return state;
  switch (event.kind) {
    case 'look-answered':
      if (!event.found.ok) return state;
      if (event.found.match) return { ...state, onHost: { kind: 'exists', ...pick(event.found.match) } };
      if (on.kind === 'maybe-created' && !on.emptyOnce)
        return { ...state, onHost: { kind: 'maybe-created', emptyOnce: true } };
      return on.kind === 'exists' ? state : { ...state, onHost: { kind: 'absent' } };
    case 'creation-unknown':
      return { ...state, onHost: { kind: 'maybe-created' } };
    case 'gone':
      return { ...state, onHost: { kind: 'absent' } };
    case 'adopted':
      return { ...state, onHost: { kind: 'exists', id: event.id, url: '' } };
    case 'written': {
      const known = on.kind === 'exists' ? on : undefined;
      const nextId = event.id ?? known?.id;
      // A creation whose answer names no id it can read may still have made one: look before creating.
      if (nextId === undefined) return { ...state, onHost: { kind: 'maybe-created' } };
      const nextUrl = event.url ?? known?.url ?? '';
      return { ...state, onHost: { kind: 'exists', id: nextId, url: nextUrl } };
    }
  }
}

const pick = (match: FoundMatch): { id: number; url: string } => ({ id: match.id, url: match.url });

export interface Surface {
  readonly url: string | undefined;
  /** The last write failed on GitHub's rate limit: every write of the step waits what it asked. */
  readonly limited: boolean;
  /** The host refused a write for good (401, 403, 404, 422 that is not a rate limit): nothing more is written. */
  readonly refused: boolean;
  /** The look for an earlier one, made once (and again after a failure). */
  search(budget: Budget): Promise<Found>;
  /** Creates it, or updates it once it is known; the host refusing it (422, such as for its size) sends `shorter` once. */
  /** True once the host took the write. */
  write(budget: Budget, requests: SurfaceRequests, shorter?: SurfaceRequests): Promise<boolean>;
  /** Takes over one another run left (its run ended), and writes it: an update, never a creation. */
  adopt(id: number, budget: Budget, requests: SurfaceRequests, shorter?: SurfaceRequests): Promise<boolean>;
}

/** How one write is sent: as a creation, or as an update once its id is known. */
export interface SurfaceRequests {
  /** None: only one that exists is updated (a run with nothing to do creates no comment). */
  create?(budget: Budget): Promise<Answer<Written>>;
  update(id: number, budget: Budget): Promise<Answer<Written>>;
}

/** The pause before a second look for what a creation with no answer may have made. */
const LOOK_AGAIN_MS = 1_000;

/** Creations whose outcome was unknown (looked for, then made again) and updates answered 404: tries in one write. */
export const CREATION_ROUNDS = 4;
/**
 * The round from which an update answered 404 looks again for the surface: after two pauses (1 s,
 * 2 s) a lagging replica shows what was made, so one the look no longer lists was deleted.
 */
const GONE_FROM_ROUND = 3;

export interface SurfaceOptions {
  /** How the log names it: "the pull request comment". */
  name: string;
  /** Waits between creations whose outcome was unknown (1 s, 2 s, 4 s), within the write's budget. */
  clock: Clock;
  /** How long each of those waits lasts after an answered failure (PullRequestHost's `pause`); as written when absent. */
  pause?(ms: number): number;
  /** Say a failure as a warning. */
  warnOnFailure: boolean;
  /** What a refusal for good costs beyond this surface (the comment holds the record later runs read): said as a warning. */
  refusalCosts?: Say;
  /** The same, for a write GitHub failed for now (a 5xx, a rate limit, no answer): said as a warning too, while it costs anything. */
  failureCosts?: () => Say | undefined;
  /**
   * What a failed write leaves showing, and what to do about it: said after the failure. `made`:
   * whether the surface existed (an update) or not (a creation); `denied`: GitHub refused the token; `invalid`: it took no token at all (401).
   */
  left?: (write: { made: boolean; denied: boolean; invalid: boolean; gone: boolean }) => Say;
  log: Log;
  /** `anew`: read again, not as this run last read it. */
  find(budget: Budget, anew?: boolean): Promise<Found>;
  /** What the host's answer to a write that went through says (a comment's names its author). */
  onWritten?(written: Written): void;
  /** A refusal for good that the caller says itself (for every surface at once): true when it did. */
  saysRefusal?(result: Failure): boolean;
  /** Nothing more is written by anyone (a fork's read-only token was found out). */
  stopped?(): boolean;
  /** One a person deleted is created again (the comment, which holds the records later runs read). */
  recreate?: true;
}

/** Creates or updates; a write the host refuses (422, such as for its size) goes again as `shorter`, once. */
async function send(
  target: OnHost,
  budget: Budget,
  requests: SurfaceRequests,
  shorter?: SurfaceRequests,
): Promise<Answer<Written>> {
  const sent =
    target.kind !== 'exists' && budget.creationSignal ? { ...budget, signal: budget.creationSignal } : budget;
  const write = (r: SurfaceRequests): Promise<Answer<Written>> =>
    target.kind === 'exists'
      ? r.update(target.id, sent)
      : (r.create?.(sent) ?? Promise.resolve({ ok: true, value: {} }));
  const result = await write(requests);
  return !result.ok && result.status === 422 && shorter ? write(shorter) : result;
}

/** A failure said once, in one line: a warning when the user asked for the surface by name. */
function say(options: SurfaceOptions, result: Failure, doing: string): void {
  // An update still answered 404 after asking again: the surface is gone, whatever the token may do.
  const cause =
    doing === 'update' && result.status === 404
      ? msg`GitHub still answers 404 for it after asking again (${result.cause}): it was deleted, or the token can no longer see it`
      : result.cause;
  const denied = refusedForGood(result) && result.status !== 422;
  // Deleted (an update still 404 after asking again): no permission brings it back, a new write does.
  const gone = doing === 'update' && result.status === 404;
  const leftWords = options.left?.({
    made: doing === 'update',
    denied: denied && !gone,
    invalid: result.status === 401,
    gone,
  });
  const left = leftWords === undefined ? '' : msg` ${leftWords}`;
  const costs = denied ? options.refusalCosts : options.failureCosts?.();
  // A refusal that costs the record may end the step (no job started): its outputs say so, not "goes on".
  const goesOn =
    denied && costs !== undefined
      ? 'Its outputs and job summary say how the step ends.'
      : 'The step goes on; its outputs and job summary say how it ends.';
  const text = msg`Could not ${doing} ${options.name}: ${cause}. ${goesOn}${left}`;
  // A token GitHub does not accept (401): a warning whose cause says the fix (the permission a refusal's costs name is none).
  if (result.status === 401) return options.log.warning(text);
  if (costs !== undefined) options.log.warning(msg`${text} ${costs}`);
  else if (options.warnOnFailure) options.log.warning(text);
  else options.log.info(text);
}

/**
 * A write worth sending again after a pause: a creation GitHub may have made (a 5xx, no answer:
 * looked for first), or an update answered 404, which may be GitHub not seeing yet what was made
 * a moment ago (its replicas lag), before the surface counts as gone.
 */
const askAgain = (result: Failure, creating: boolean): boolean =>
  creating ? unanswered(result) : result.status === 404;

/** The look for an earlier one, told to the state when it starts and when it is answered. */
function lookFor(options: SurfaceOptions, change: (event: SurfaceEvent) => void) {
  return (budget: Budget, anew?: boolean): Promise<Found> => {
    const look = options.find(budget, anew).then((found) => {
      change({ kind: 'look-answered', found });
      return found;
    });
    change({ kind: 'look-started', look });
    return look;
  };
}

/** Says a surface's failure once (a fork's refusal its own way); whether the last was a rate limit. */
function failures(options: SurfaceOptions, state: () => SurfaceState, change: (event: SurfaceEvent) => void) {
  let limited = false;
  return {
    limited: (): boolean => limited,
    failed(result: Failure, doing: string): false {
      limited = result.rateLimited === true;
      const forGood = refusedForGood(result);
      if (forGood) change({ kind: 'refused-for-good', gone: doing === 'update' && result.status === 404 });
      const saidElsewhere = forGood && options.saysRefusal?.(result) === true;
      if (!state().told && !saidElsewhere) say(options, result, doing);
      change({ kind: 'told' });
      return false;
    },
  };
}

/**
 * Whether a surface that answers 404 was deleted (a fresh look lists it no more): then it is
 * created again, once, with what the step keeps in it. One the look cannot read stays as it was.
 */
function deletedOnce(
  options: SurfaceOptions,
  search: (budget: Budget) => Promise<Found>,
  change: (event: SurfaceEvent) => void,
): (budget: Budget) => Promise<boolean> {
  let recreated = false;
  return async (budget) => {
    if (recreated || !options.recreate) return false;
    const found = await search(budget);
    if (!found.ok || found.match) return false;
    recreated = true;
    change({ kind: 'gone' });
    options.log.warning(
      msg`GitHub answers 404 for ${options.name}, and no longer lists it: it was deleted while the step ran, and is written again as a new one, which later runs read.`,
    );
    return true;
  };
}

/**
 * What a creation with no answer may have made is taken for absent only when two looks find none:
 * after one that found none, a second, a paced second later and read anew. False when it failed.
 */
async function secondLook(
  options: SurfaceOptions,
  onHost: OnHost,
  budget: Budget,
  lookedUp: (budget: Budget, anew: boolean) => Promise<boolean>,
): Promise<boolean> {
  if (onHost.kind !== 'maybe-created' || !onHost.emptyOnce) return true;
  await options.clock.sleep(options.pause?.(LOOK_AGAIN_MS) ?? LOOK_AGAIN_MS, budget.signal);
  return !budget.signal.aborted && (await lookedUp(budget, true));
}

export function createSurface(options: SurfaceOptions): Surface {
  let state = FIRST_SURFACE_STATE;
  const change = (event: SurfaceEvent): void => void (state = nextSurfaceState(state, event));
  const search = lookFor(options, change);
  const { failed, limited } = failures(options, () => state, change);

  /** Whether an earlier one is known to exist or not; a look that failed (or was cut short) is made again. */
  async function lookedUp(budget: Budget, anew = false): Promise<boolean> {
    const earlier = anew || state.onHost.kind === 'maybe-created' ? undefined : await state.look;
    const found = earlier?.ok ? earlier : await search(budget, anew);
    if (found.ok) return true;
    change({ kind: 'look-dropped' });
    if (!budget.superseded?.aborted) failed(found, 'read');
    return false;
  }

  const deleted = deletedOnce(options, search, change);

  const surface: Surface = {
    get url() {
      return urlOf(state.onHost);
    },
    get limited(): boolean {
      return limited();
    },
    get refused(): boolean {
      return state.onHost.kind === 'off';
    },
    search: (budget) => state.look ?? search(budget),
    adopt(id, budget, requests, shorter) {
      change({ kind: 'adopted', id });
      return surface.write(budget, requests, shorter);
    },
    async write(budget, requests, shorter) {
      for (let round = 1; round <= CREATION_ROUNDS && state.onHost.kind !== 'off'; round++) {
        // Without knowing whether an earlier one exists, nothing is created: a later write looks again.
        if (options.stopped?.() || !(await lookedUp(budget))) return false;
        if (!(await secondLook(options, state.onHost, budget, lookedUp))) return false;
        const creating = state.onHost.kind !== 'exists';
        if (creating && !requests.create) return false;
        const result = await send(state.onHost, budget, requests, shorter);
        if (result.ok) {
          options.onWritten?.(result.value);
          const { id, url } = result.value;
          change({ kind: 'written', ...(id === undefined ? {} : { id }), ...(url === undefined ? {} : { url }) });
          return true;
        }
        if (creating && askAgain(result, creating)) change({ kind: 'creation-unknown' });
        if (budget.superseded?.aborted) return false;
        if (!creating && result.status === 404 && round >= GONE_FROM_ROUND && (await deleted(budget))) continue;
        // A request that met no answer may still be carried out: its full pause lets the host show it.
        const asWritten = 1_000 * 2 ** (round - 1);
        const pauseMs = result.status === undefined || !options.pause ? asWritten : options.pause(asWritten);
        const last = round === CREATION_ROUNDS || options.clock.now() + pauseMs > budget.deadline;
        if (!askAgain(result, creating) || last || budget.signal.aborted)
          return failed(result, creating ? 'create' : 'update');
        // The host may have made it (or not show it yet): wait, look for it, and only then write again.
        await options.clock.sleep(pauseMs, budget.signal);
      }
      return false;
    },
  };
  return surface;
}
