/** The inputs read once, with the proxy variables' problems, and their warnings said. */
import type { Log } from '../output/log.ts';
import { InputError, readInputs, type Config } from './inputs.ts';
import type { ProxySettings } from './proxy.ts';

/** Every problem at once (the inputs' and the proxy variables'), or the config. */
export function readConfig(log: Log, getInput: (name: string) => string, proxies: ProxySettings): Config {
  let parsed;
  try {
    parsed = readInputs(getInput);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    // The warnings first, then the error: a bare `timeout: 5` beside a missing input is fixed in one go too.
    sayWarnings(log, error.warnings);
    throw new InputError([...error.problems, ...proxies.problems]);
  }
  sayWarnings(log, parsed.warnings);
  if (proxies.problems.length > 0) throw new InputError(proxies.problems);
  for (const note of parsed.notes) log.debug(note);
  return parsed.config;
}

/** Each warning begins with the input it is about, which titles its annotation. */
function sayWarnings(log: Log, warnings: string[]): void {
  for (const warning of warnings) log.warning(warning, /^'([a-z-]+)'/.exec(warning)?.[1] ?? 'inputs');
}
