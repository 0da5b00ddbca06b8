// The budget of every property test (fast-check) in tests/unit: a few hundred cases by default, so
// the unit layer stays quick on a busy shared 2-core machine, and many more when asked for with
// FUZZ_RUNS (as the integration fuzz sweeps read it): `FUZZ_RUNS=5000 npx vitest run --project unit`.
// The vitest timeout grows with the runs, so a loaded machine slows a property down without failing it.

/** One seed, so a run replays the same cases; a failure prints it, FUZZ_SEED=... replays another. */
export const PROPERTY_SEED = Number(process.env.FUZZ_SEED ?? 20_260_509);

const askedRuns = Number(process.env.FUZZ_RUNS) > 0 ? Math.floor(Number(process.env.FUZZ_RUNS)) : null;

/** Time allowed for the default number of runs, whatever the load (each property takes under 2 s alone). */
const BASE_TIMEOUT_MS = 30_000;

/**
 * fast-check options and a vitest timeout for one property: `defaultRuns` cases unless FUZZ_RUNS
 * says otherwise, the timeout scaled to the number of cases.
 * Usage: `const budget = propertyBudget(300); it('...', () => fc.assert(prop, budget.options), budget.timeout);`
 */
export function propertyBudget(defaultRuns = 100): { options: { numRuns: number; seed: number }; timeout: number } {
  const numRuns = askedRuns ?? defaultRuns;
  return {
    options: { numRuns, seed: PROPERTY_SEED },
    timeout: Math.ceil(BASE_TIMEOUT_MS * Math.max(1, numRuns / defaultRuns)),
  };
}
