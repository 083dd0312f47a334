import { parseCli, UsageError } from '../../src/cli/args.ts';

/** The words the command line refuses a command line with; throws when it accepts it. */
export const refusal = (argv: string[]): string => {
  try {
    parseCli(argv, true);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`accepted: ${JSON.stringify(argv)}`);
};
