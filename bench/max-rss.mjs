// Preloaded with --import into both the floor and the action: reports peak RSS and CPU time at exit.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  writeSync(2, `\nmax-rss-kib=${process.resourceUsage().maxRSS}\ncpu-us=${user + system}\n`);
});
