/** `node scripts/mutation-survivors.ts`: the surviving and uncovered mutants of the last `npm run mutate`, one line each, and the score per module. */
import { readFileSync } from 'node:fs';

interface Mutant {
  mutatorName: string;
  status: string;
  replacement?: string;
  location: { start: { line: number; column: number } };
}
const report = JSON.parse(readFileSync('reports/mutation/mutation.json', 'utf8')) as {
  files: Record<string, { source: string; mutants: Mutant[] }>;
};
for (const [file, { mutants }] of Object.entries(report.files)) {
  const counted = mutants.filter((m) => !['CompileError', 'RuntimeError', 'Ignored'].includes(m.status));
  const detected = counted.filter((m) => m.status === 'Killed' || m.status === 'Timeout').length;
  const score = counted.length === 0 ? 100 : (100 * detected) / counted.length;
  console.log(`${file}: ${score.toFixed(1)}% (${detected} of ${counted.length} detected)`);
  for (const m of mutants.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')) {
    console.log(
      `  ${m.status} ${file}:${m.location.start.line} ${m.mutatorName}: ${(m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100)}`,
    );
  }
}
