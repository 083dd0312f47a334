// Preloaded with --import into both the floor and the action: reports peak RSS at exit.
import { writeSync } from 'node:fs';

process.on('exit', () => writeSync(2, `\nmax-rss-kib=${process.resourceUsage().maxRSS}\n`));
