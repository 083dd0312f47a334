/** The types of .dependency-cruiser.mjs, for the tests that import it. */

/** The stages of src/ in order, each with the folders it may import. */
export declare const stages: ReadonlyArray<{ folder: string; mayImport: readonly string[] }>;

/** The configuration dependency-cruiser reads. */
declare const config: { forbidden: ReadonlyArray<{ name: string }> };
export default config;
