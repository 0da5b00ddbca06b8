// Comparing SQL rows in the reports' rollup tests.

export type Row = Record<string, unknown>;

/** Rows as comparable strings, numbers normalised (numeric '15.00' and 15 are the same figure), order-free. */
export const normalise = (rows: Row[]) =>
  rows
    .map((r) =>
      Object.keys(r)
        .sort()
        .map((k) => `${k}=${typeof r[k] === 'string' && /^-?\d+(\.\d+)?$/.test(r[k]) ? Number(r[k]) : String(r[k])}`)
        .join(' '),
    )
    .sort();
