/** The step's secrets, masked before anything else runs and redacted from everything written. */
import { isUnevaluatedExpression } from './expression.ts';
import type { ProxySettings } from './proxy.ts';
import type { ActionIO } from '../output/log.ts';

/** Every form of the keys a log could show (as given, trimmed, each line), the github-token and report-token, proxy credentials. */
/**
 * `NAME=` before an admin key, as a .env line writes it (`export NAME=`, `NAME: ` as YAML does, the
 * key quoted): only before one, as any other `=` may be the secret's own.
 */
export const ASSIGNED_KEY = /^\s*(?:export\s+)?[A-Za-z_][A-Za-z0-9_]*\s*[=:]\s*(["']?)(?=mint_)/;

/** A key as a secret: without the `NAME=` (and quotes) of a whole .env line pasted as the value, which is no secret. */
export const keyOfLine = (value: string): string => {
  const assigned = ASSIGNED_KEY.exec(value);
  if (!assigned) return value;
  const rest = value.slice(assigned[0].length).trimEnd();
  const quote = assigned[1] ?? '';
  return quote !== '' && rest.endsWith(quote) ? rest.slice(0, -1) : rest;
};

/**
 * The forms a CI's variable reference takes when left as text: `$NAME`, `${NAME}`, Azure's
 * `$(NAME)`, Jenkins' `${env.NAME}`, Windows' `%NAME%`, PowerShell's `$env:NAME` (any case, braced too); the name is the group.
 */
const REFERENCES = [
  /^\$([A-Za-z_][A-Za-z0-9_]*)$/,
  /^\$\{(?:env\.)?([A-Za-z_][A-Za-z0-9_]*)\}$/,
  /^\$\(([A-Za-z_][A-Za-z0-9_.]*)\)$/,
  /^%([A-Za-z_][A-Za-z0-9_]*)%$/,
  /^\$env:([A-Za-z_][A-Za-z0-9_]*)$/i,
  /^\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}$/i,
];

/** A key's own shape inside an expression: such a value is a secret, whatever wraps it. */
const KEY_INSIDE = /mint_[A-Za-z0-9_-]{16,}/;

/**
 * A variable reference a CI left as it was (above; in a `NAME="$NAME"` line, as Docker's
 * `--env-file` passes one) or a GitHub Actions expression pasted into another CI
 * (`${{ secrets.NAME }}`): what it says, when the value is one; it is no secret.
 */
export function unexpandedReference(value: string): string | undefined {
  const line = value.trim();
  const assigned = /^(?:export\s+)?[A-Za-z_][A-Za-z0-9_]*\s*[=:]\s*(.*)$/.exec(line)?.[1] ?? line;
  const text = /^(["'])(.*)\1$/.exec(assigned)?.[2] ?? assigned;
  const name = REFERENCES.map((form) => form.exec(text)?.[1]).find((found) => found !== undefined);
  // A key never starts with `$` or `%`: whatever the name, this is a name; but one in a key's own
  // shape may be a key behind a stray `$`, which is never printed (it stays a secret).
  if (name !== undefined && !KEY_INSIDE.test(name)) return `the variable reference ${text}`;
  if (isUnevaluatedExpression(text) && !KEY_INSIDE.test(text)) return 'a GitHub Actions expression (${{ ... }})';
  return undefined;
}

export function stepSecrets(io: ActionIO, proxies: ProxySettings): string[] {
  const keyParts = ['api-key', 'previous-api-key'].flatMap((name) => {
    // A whole .env line pasted as the secret (`NAME=mint_...`): the value is the secret, its name is not.
    const rawKey = keyOfLine(io.getInput(name));
    // A reference left as text is no key (it is refused, naming it): hiding it would hide the fix.
    if (unexpandedReference(rawKey) !== undefined) return [];
    const lines = [rawKey.trim(), ...rawKey.split(/\r?\n/).map((line) => keyOfLine(line.trim()))];
    // A key pasted with its quotes ("mint_…" from a .env file) is the key inside them too, and so
    // is a key inside any junk (`"mint_…",`, `NAME=mint_…`, an invisible character before it).
    const unquoted = lines.map((line) => /^(["'`])(.*)\1$/.exec(line)?.[2]?.trim() ?? '');
    const inside = lines.flatMap((line) => line.match(/mint_[A-Za-z0-9_-]{6,}/g) ?? []);
    return [rawKey, ...lines, ...unquoted, ...inside];
  });
  // A local run passes action.yml's default unevaluated: that is no token.
  const tokens = ['github-token', 'report-token']
    .map((name) => io.getInput(name).trim())
    .filter((token) => !isUnevaluatedExpression(token));
  return [...new Set([...keyParts, ...tokens, ...proxies.secrets])].filter(Boolean);
}
