/** The inputs read once, with the proxy variables' problems, and their warnings said. */
import type { Log } from '../output/log.ts';
import { InputError, readInputs, type Config } from './inputs.ts';
import type { ProxySettings } from './proxy.ts';
import { eventMisfit, pullRequestInputsIdle } from './event-fit.ts';

/** Every problem at once (the inputs', those of `sweep` or `wait` on this event, the proxy variables'), or the config. */
export function readConfig(
  log: Log,
  getInput: (name: string) => string,
  proxies: ProxySettings,
  trigger: Parameters<typeof eventMisfit>[1],
): Config {
  const misfit = eventMisfit(getInput, trigger);
  const more = [...(misfit === undefined ? [] : [misfit]), ...proxies.problems];
  let parsed;
  try {
    parsed = readInputs(getInput);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    // The warnings first, then the error: a bare `timeout: 5` beside a missing input is fixed in one go too.
    sayWarnings(log, error.warnings);
    throw new InputError([...error.problems, ...more]);
  }
  sayWarnings(log, parsed.warnings);
  if (more.length > 0) throw new InputError(more);
  const idle = pullRequestInputsIdle(getInput, trigger);
  if (idle !== undefined) log.warning(idle, 'inputs');
  for (const note of parsed.notes) log.debug(note);
  return parsed.config;
}

/** Each warning begins with the input it is about, which titles its annotation. */
function sayWarnings(log: Log, warnings: string[]): void {
  for (const warning of warnings) log.warning(warning, /^'([a-z-]+)'/.exec(warning)?.[1] ?? 'inputs');
}
