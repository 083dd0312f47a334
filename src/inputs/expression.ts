/**
 * An input that is still a `${{ ... }}` expression: the runner did not evaluate it (a local run
 * passes action.yml's defaults as written). Such a value is no token and no secret.
 */
export function isUnevaluatedExpression(value: string): boolean {
  return /^\$\{\{[^}]*\}\}$/.test(value.trim());
}
