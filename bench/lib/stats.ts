/** The value at quantile `q` (0..1) of `values`, nearest-rank; NaN for an empty list. */
export function percentile (values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[index] as number
}

export function median (values: readonly number[]): number {
  return percentile(values, 0.5)
}

/** Rounds for display and JSON: integers above 100, two decimals below. */
export function round (value: number): number {
  if (!Number.isFinite(value)) return value
  return Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100
}

/** Median of each numeric field over several runs of the same measurement. */
export function medianOf<T extends Record<string, number>> (runs: readonly T[]): T {
  const first = runs[0]
  if (first === undefined) throw new Error('medianOf needs at least one run')
  const out: Record<string, number> = {}
  for (const key of Object.keys(first)) out[key] = median(runs.map((run) => run[key] as number))
  return out as T
}
