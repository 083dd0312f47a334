/** A word the shell reads as it is written; anything else goes in single quotes. */
export const shellWord = (value: string): string =>
  /^[A-Za-z0-9._~:/%@+=,-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
