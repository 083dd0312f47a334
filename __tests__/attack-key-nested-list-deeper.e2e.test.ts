/**
 * Was broken: src/output/redaction.ts `CHARACTER_LIST` takes out only `","` or one `"],["` between a
 * key's groups, so a list of the key's groups nested one level deeper (`[[["mint_d"]],[["emo012"]],...]`,
 * each group in a list of its own inside a list, as a logger's or a tokenizer's nested arrays
 * write it) is read by no reading. Each string is too short to be a piece, so
 * src/service/answers.ts `redactDeep` keeps every one, and `hideWhatShows` finds no span in the
 * answer's JSON text either: the `job` output hands the key on whole.
 *
 * How a user meets it: the service (or a gateway that logs the request) answers a job whose
 * trace holds the Authorization header's key as nested lists of its groups of up to six; or its
 * error words quote them so. The step's `job` output, the log and the summary show the key to
 * anyone who reads the run (`jq -r '..|strings' | tr -d '\n'` gives it back).
 *
 * Was: `outputs.job` holds `"trace":[[["mint_d"]],[["emo012"]],[["345678"]],[["9abcde"]],[["f"]]]`
 * (the key `mint_demo0123456789abcdef` once the brackets and quotes are out), and the log line
 * quoting the words shows `[[["mint_d"]],[["emo012"]],...]`.
 *
 * Now, as promised: SECURITY.md, "What is secret": the key is hidden "written as a list
 * of its characters or groups of up to six (`["m","i",...]`, `["mint_d","emo012",...]`, nested
 * too)", and "a part of the answer that still shows a secret as JSON (in its numbers, or across
 * its values) is handed on as the string `***`". A nested list is a nested list however deep.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(90_000);
const sim = useSimulatedService();

const groups = DEMO_API_KEY.match(/.{1,6}/g) ?? [];
const PIECE = DEMO_API_KEY.slice(5, 17);
const START = DEMO_API_KEY.slice(0, 11);
/** A reader's view: escapes undone, then the brackets, quotes, commas and white space out. */
const read = (text: string): string =>
  text
    .replace(/\\+(?=u[0-9a-fA-F]{4})/g, '\\')
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
    .replace(/&quot;/g, '"')
    .replace(/[\\\s"',[\]]/g, '');

const surfaces = (run: ActionRun): string[] => [
  ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
  ...run.stderr.split('\n'),
  ...Object.values(run.outputs),
  ...run.summary.split('\n'),
];

describe('the key as nested lists of its groups, two levels around each', () => {
  it('in the job the service answers (values of its JSON): the job output does not show it', async () => {
    const trace = groups.map((group) => [[group]]);
    sim.service().setJob('job-nested', [{ job: { status: 'completed', prLink: null, note: 'kept', trace } }]);
    const run = await sim.act({ 'job-id': 'job-nested' });
    expect(run.outputs.outcome).toBe('completed');
    const job = JSON.parse(run.outputs.job ?? '{}') as Record<string, unknown>;
    expect(job.note).toBe('kept');
    expect(read(JSON.stringify(job.trace))).not.toContain(PIECE);
    expect(surfaces(run).map(read)).not.toContainEqual(expect.stringContaining(PIECE));
  });

  it('in the words of a job the service answers: no surface shows it', async () => {
    const words = `upstream refused key ${JSON.stringify(groups.map((group) => [[group]]))}`;
    sim.service().setJob('job-nested-words', [{ job: { status: 'completed', prLink: null, log: words } }]);
    const run = await sim.act({ 'job-id': 'job-nested-words' });
    expect(run.outputs.outcome).toBe('completed');
    expect(surfaces(run).join('\n')).toContain('upstream refused key');
    expect(surfaces(run).map(read)).not.toContainEqual(expect.stringContaining(PIECE));
    expect(surfaces(run).map(read)).not.toContainEqual(expect.stringContaining(START));
  });
});
