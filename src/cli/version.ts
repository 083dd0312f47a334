/** The command line's version: package.json's (__tests__/cli.test.ts holds them equal). */
export const VERSION = '2.1.0';
