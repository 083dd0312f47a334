/**
 * `npm run simulate`: serves the simulated service until stopped, for trying the action by
 * hand or in a workflow (`uses: ./` with base-url pointing here). PORT picks the port.
 */
import { DEMO_API_KEY, DEMO_PROJECT_ID, STANDARD_JOBS, startService } from './service.ts';

const port = Number(process.env.PORT ?? 8787);
const service = await startService({ port });
console.log(`Simulated Administration API at ${service.url}`);
console.log(`  project-id: ${DEMO_PROJECT_ID}`);
console.log(`  api-key:    ${DEMO_API_KEY} (a demo key; the service accepts no other)`);
console.log(`  job-id:     one of ${Object.keys(STANDARD_JOBS).join(', ')}; any other id answers 404`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void service.close().then(() => process.exit(0)));
}
