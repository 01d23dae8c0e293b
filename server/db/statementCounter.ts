import type { KyselyPlugin } from 'kysely';

/** Counts the queries an app runs (BEGIN/COMMIT are the driver's, not counted): the benches' and tests' measure of a call's cost. */
export function statementCounter(): { plugin: KyselyPlugin; take(): number } {
  let n = 0;
  return {
    plugin: {
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        n++;
        return result;
      },
    },
    take: () => {
      const seen = n;
      n = 0;
      return seen;
    },
  };
}
