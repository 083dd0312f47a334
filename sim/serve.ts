/**
 * `npm run simulate`: serves the simulated service until stopped, for trying the action by
 * hand, under @github/local-action, or in a workflow (`uses: ./` with base-url pointing here).
 * PORT picks the port.
 */
import {
  DEMO_API_KEY,
  DEMO_PROJECT_ID,
  DEMO_READ_ONLY_KEY,
  RESET_PATH,
  STANDARD_JOBS,
  startService,
} from './service.ts';

const port = Number(process.env.PORT ?? 8787);
const service = await startService({ port });
console.log(`Simulated Administration API at ${service.url}`);
console.log(`  project-id: ${DEMO_PROJECT_ID}`);
console.log(`  api-key:    ${DEMO_API_KEY} (a demo key; ${DEMO_READ_ONLY_KEY} is a read-only one)`);
console.log(`  job-id:     one of ${Object.keys(STANDARD_JOBS).join(', ')}; any other id answers 404`);
console.log('  prompt:     any text starts a job that completes with a pull request after 3 s');
console.log('');
console.log('Jobs keep their progress between runs of the action: a second run against job-pr sees it');
console.log('completed at once. To start every job over without restarting this server:');
console.log(`  curl -X POST ${service.url}${RESET_PATH}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void service.close().then(() => process.exit(0)));
}
