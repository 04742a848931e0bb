/** A probability as the tray prints it: one decimal, "<0.1%" for a sliver above zero, ">99.9%" for one below one. */
export function formatPercent(p: number): string {
  if (p > 0 && p < 0.0005) return '<0.1%'
  if (p < 1 && p > 0.9995) return '>99.9%'
  return `${(100 * p).toFixed(1)}%`
}
