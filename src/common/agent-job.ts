/** The agent job as the service reports it; every field but `status` may be missing. */
export interface AgentJob {
  id?: string;
  status: string;
  model?: string;
  prLink?: string | null;
  createdAt?: string;
  archivedAt?: string | null;
  source?: { repository?: string; ref?: string | null };
  /** A prLink refused (outside the job's repository, or no http(s) link), taken out of `prLink` as it was read (service/answers.ts): kept only to say so. */
  foreignPrLink?: string;
  /** A prLink that is neither a string nor null (an object, a number): what JSON type it was, to say so. */
  prLinkOfType?: string;
}

export const FINAL_STATUSES = ['completed', 'archived', 'failed'] as const;
export type FinalStatus = (typeof FINAL_STATUSES)[number];
const KNOWN_STATUSES: readonly string[] = ['active', ...FINAL_STATUSES];

export function isFinal(status: string): status is FinalStatus {
  return (FINAL_STATUSES as readonly string[]).includes(status);
}

/** A job that takes no more follow-ups (failed or archived): the next turn starts a new job. */
export function takesNoMore(status: string): status is 'failed' | 'archived' {
  return status === 'failed' || status === 'archived';
}

export function isKnownStatus(status: string): boolean {
  return KNOWN_STATUSES.includes(status);
}

function stringOrNull(value: unknown): string | null | undefined {
  if (typeof value === 'string') return value;
  return value === null ? null : undefined;
}

function withoutUndefined<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Checks a decoded response body. Returns undefined when it is not a job at all (no string
 * `status`); fields of the wrong type are dropped rather than trusted.
 */
export function parseJob(body: unknown): AgentJob | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const raw = body as Record<string, unknown>;
  if (typeof raw.status !== 'string' || raw.status.trim() === '') return undefined;
  const source =
    typeof raw.source === 'object' && raw.source !== null ? (raw.source as Record<string, unknown>) : undefined;
  return withoutUndefined<AgentJob>({
    id: typeof raw.id === 'string' ? raw.id : undefined,
    status: raw.status.trim().toLowerCase(),
    model: typeof raw.model === 'string' ? raw.model : undefined,
    prLink: stringOrNull(raw.prLink),
    prLinkOfType:
      raw.prLink === undefined || stringOrNull(raw.prLink) !== undefined
        ? undefined
        : Array.isArray(raw.prLink)
          ? 'an array'
          : `a ${typeof raw.prLink === 'object' ? 'JSON object' : typeof raw.prLink}`,
    createdAt: typeof raw.createdAt === 'string' ? raw.createdAt : undefined,
    archivedAt: stringOrNull(raw.archivedAt),
    source: source
      ? withoutUndefined({
          repository: typeof source.repository === 'string' ? source.repository : undefined,
          ref: stringOrNull(source.ref),
        })
      : undefined,
  });
}

/** What the service says of a job's docs pull request: its link, and the repository and branch its agent works on. */
export function docsFacts({ prLink, source, foreignPrLink, prLinkOfType, createdAt }: AgentJob) {
  return {
    ...(createdAt === undefined ? {} : { createdAt }),
    ...(prLink === undefined ? {} : { prLink }),
    ...(source === undefined ? {} : { source }),
    ...(foreignPrLink === undefined ? {} : { foreignPrLink }),
    ...(prLinkOfType === undefined ? {} : { prLinkOfType }),
  };
}
