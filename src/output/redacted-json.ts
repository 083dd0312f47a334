/**
 * The one redaction of a value handed on as JSON (a service's body, the command line's `--json`):
 * its strings redacted, then each smallest part whose JSON still spells a secret hidden whole.
 */
import { REDACTED, type Redact } from './redaction.ts';
import { oneLineJson } from './text.ts';

/**
 * A value with every secret hidden, so no value taken from it, and no JSON made of it, holds a
 * secret or a piece of one: every string redacted; then any part that still shows one becomes the
 * string `***`, so what is handed on as JSON stays JSON. `from`: `outside` (a service's body: its
 * field names and numbers are its data too, so names are redacted and its whole JSON text is
 * looked at: a Buffer's bytes, a secret across values); `ours` (our own outputs, whose names,
 * numbers and syntax we wrote: only the strings are looked at, alone and read one after another).
 */
export function redactedValue(value: unknown, redact: Redact, from: 'outside' | 'ours'): unknown {
  return hideWhatShows(redactStrings(value, redact, from === 'outside'), redact, from);
}

function redactStrings(value: unknown, redact: Redact, names: boolean): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, redact, names));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [names ? redact(k) : k, redactStrings(v, redact, names)]),
    );
  return value;
}

/** A value's place in its JSON text, and its parts' (an array's items, an object's values). */
interface Placed {
  start: number;
  end: number;
  /** `from`: where the part begins, its field name included; `dropped`: the field left out, name and value. */
  parts: Array<{ key: string | number; placed: Placed; from: number; dropped?: true }>;
  hidden?: true;
  /** A part of it is hidden. */
  changed?: true;
}

/** A string value of the body and its place in the JSON text: the values read one after another. */
interface Leaf {
  text: string;
  placed: Placed;
}

/**
 * Writes the value's JSON text as oneLineJson does, into `out`, each part's place noted; its
 * strings into `leaves`, and with its field names, in the order the text shows them, into `named`.
 */
function laidOut(value: unknown, at: number, into: { out: string[]; leaves: Leaf[]; named: Leaf[] }): Placed {
  const { out, leaves, named } = into;
  const isArray = Array.isArray(value);
  if (!isArray && (typeof value !== 'object' || value === null)) {
    const text = oneLineJson(value);
    out.push(text);
    const placed = { start: at, end: at + text.length, parts: [] };
    if (typeof value === 'string') {
      leaves.push({ text: value, placed });
      named.push({ text: value, placed });
    }
    return placed;
  }
  const entries: Array<[string | number, unknown]> = isArray
    ? (value as unknown[]).map((item, i) => [i, item])
    : Object.entries(value as object);
  out.push(isArray ? '[' : '{');
  let end = at + 1;
  const parts: Placed['parts'] = [];
  for (const [i, [key, part]] of entries.entries()) {
    const name = isArray ? '' : oneLineJson(key);
    const lead = `${i > 0 ? ',' : ''}${isArray ? '' : `${name}:`}`;
    out.push(lead);
    // A name read before its value: a secret spelled across the two is found, and their object hidden.
    const nameAt = end + (i > 0 ? 1 : 0);
    if (!isArray) named.push({ text: String(key), placed: { start: nameAt, end: nameAt + name.length, parts: [] } });
    const placed = laidOut(part, end + lead.length, into);
    parts.push({ key, placed, from: isArray ? placed.start : nameAt });
    end = placed.end;
  }
  out.push(isArray ? ']' : '}');
  return { start: at, end: end + 1, parts };
}

/** Hides the smallest part that holds all of `[start, end)`; the parts on the way there are marked as changed. */
function hideSmallestHolding(placed: Placed, [start, end]: [number, number]): void {
  placed.changed = true;
  // The parts lie in order: the last that starts at or before `start` is the only one that may hold it.
  let [low, high] = [0, placed.parts.length - 1];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((placed.parts[middle]?.from ?? 0) <= start) low = middle;
    else high = middle - 1;
  }
  const part = placed.parts[low];
  const inner = part?.placed;
  if (inner && inner.start <= start && end <= inner.end) hideSmallestHolding(inner, [start, end]);
  // Spelled across one field's name and its value: that field is left out, its object kept.
  else if (part && inner && part.from <= start && end <= inner.end) part.dropped = true;
  else placed.hidden = true;
}

/** The value with its hidden parts as `***`; a part with nothing hidden is kept as it is. */
function rebuilt(value: unknown, placed: Placed): unknown {
  if (placed.hidden) return REDACTED;
  if (!placed.changed) return value;
  const part = (i: number, of: unknown) => {
    const inner = placed.parts[i];
    return inner ? rebuilt(of, inner.placed) : of;
  };
  return Array.isArray(value)
    ? value.map((item, i) => part(i, item))
    : Object.fromEntries(
        Object.entries(value as object)
          .map(([k, v], i): [string, unknown, boolean] => [k, part(i, v), placed.parts[i]?.dropped === true])
          .filter(([, , dropped]) => !dropped)
          .map(([k, v]) => [k, v]),
      );
}

/**
 * The value with each smallest part that shows a secret as JSON (in its numbers, as a Buffer's
 * bytes; across its values) replaced by `***`: one redaction of its text finds where, whatever
 * its size or depth.
 */
function hideWhatShows(value: unknown, redact: Redact, from: 'outside' | 'ours'): unknown {
  const out: string[] = [];
  const leaves: Leaf[] = [];
  const named: Leaf[] = [];
  const placed = laidOut(value, 0, { out, leaves, named });
  const text = from === 'outside' ? out.join('') : leaves.map((leaf) => leaf.text).join('');
  if (!redact.spans) return redact(text) === text ? value : REDACTED;
  // A service's field names are its data: read with the values too (a secret across a name and its value).
  const outside = from === 'outside' ? [...redact.spans(text), ...acrossValues(named, redact.spans)] : [];
  const spans = [...outside, ...acrossValues(leaves, redact.spans)];
  if (spans.length === 0) return value;
  for (const span of spans) hideSmallestHolding(placed, span);
  return rebuilt(value, placed);
}

/**
 * Where the string values, read one after another whatever lies between them (keys, brackets, an
 * object around each), spell a secret: from the first value's place in the JSON text to the last's.
 */
function acrossValues(leaves: Leaf[], spansOf: NonNullable<Redact['spans']>): Array<[number, number]> {
  if (leaves.length < 2) return [];
  const starts: number[] = [];
  let joined = '';
  for (const leaf of leaves) {
    starts.push(joined.length);
    joined += leaf.text;
  }
  const leafAt = (offset: number): Leaf => {
    let [low, high] = [0, starts.length - 1];
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return leaves[low] as Leaf;
  };
  return spansOf(joined).map(([start, end]) => [
    leafAt(start).placed.start,
    leafAt(Math.max(start, end - 1)).placed.end,
  ]);
}
