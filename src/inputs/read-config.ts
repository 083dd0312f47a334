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
    throw error instanceof InputError ? new InputError([...error.problems, ...proxies.problems]) : error;
  }
  if (proxies.problems.length > 0) throw new InputError(proxies.problems);
  // Each warning begins with the input it is about, which titles its annotation.
  for (const warning of parsed.warnings) log.warning(warning, /^'([a-z-]+)'/.exec(warning)?.[1] ?? 'inputs');
  for (const note of parsed.notes) log.debug(note);
  return parsed.config;
}
