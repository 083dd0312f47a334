/** The service's request paths: every id checked and encoded in this one place. */
import { idProblem, pathSegment } from '../common/ids.ts';
import { msg, quoted, type Message } from '../output/text.ts';
import type { JobAddress, ServiceAddress } from './answers.ts';

/** The request path, every id checked and encoded; a message naming the id when one is not usable. */
export function servicePath(
  address: Omit<ServiceAddress, 'apiKey'>,
  ids: { projectId: string; jobId?: string },
  tail: 'job' | 'message' = 'job',
): URL | Message {
  const named: Array<[string, string]> = [['project-id', ids.projectId]];
  if (ids.jobId !== undefined) named.push(['job id', ids.jobId]);
  const segments: string[] = [];
  for (const [name, value] of named) {
    const segment = pathSegment(value);
    if (segment === undefined)
      return msg`the ${name} ${quoted(JSON.stringify(value), 80)} cannot be used in a request path (${idProblem(value) ?? ''})`;
    segments.push(segment);
  }
  const [project, job] = segments;
  const path = `v2/agent/${project}/job${job === undefined ? '' : `/${job}`}${tail === 'message' ? '/message' : ''}`;
  return new URL(`${address.baseUrl}/${path}`);
}

/** The job's URL; throws for an id that is not usable, which the inputs check refuses first. */
export function jobUrl(address: Omit<JobAddress, 'apiKey'>): URL {
  const url = servicePath(address, { projectId: address.projectId, jobId: address.jobId });
  if (url instanceof URL) return url;
  throw new Error('jobUrl called with an unusable id');
}
