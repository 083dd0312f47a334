/** The action's and the command line's version: package.json's (scripts/bump-version.ts moves them together). */
export const VERSION = '2.1.0';
