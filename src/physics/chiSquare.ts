// The chi-square goodness-of-fit test the fairness checks use: is every face of a die as likely as the others?
/**
 * Survival function P(X ≥ x) of the chi-square distribution with integer `dof` degrees of freedom,
 * in closed form (no stats package): for even dof, e^(−x/2)·Σ (x/2)^j / j!; for odd dof,
 * erfc(√(x/2)) + √(2x/π)·e^(−x/2)·Σ x^j / (1·3·…·(2j+1)). A die has 6 faces, so fairness tests use dof 5.
 */
export function chiSquareSurvival(x: number, dof: number): number {
  if (!Number.isInteger(dof) || dof < 1) throw new Error(`physics: chi-square needs a positive integer dof, got ${dof}`)
  if (x <= 0) return 1
  const half = x / 2
  if (dof % 2 === 0) {
    let term = 1
    let sum = 1
    for (let j = 1; j < dof / 2; j++) {
      term *= half / j
      sum += term
    }
    return Math.min(1, Math.exp(-half) * sum)
  }
  let term = 1
  let sum = 0
  for (let j = 0; j < (dof - 1) / 2; j++) {
    sum += term
    term *= x / (2 * j + 3)
  }
  const series = dof > 1 ? Math.sqrt((2 * x) / Math.PI) * Math.exp(-half) * sum : 0
  return Math.min(1, erfc(Math.sqrt(half)) + series)
}

/** Pearson's chi-square goodness-of-fit test of `counts` against equal expected frequencies. */
export function chiSquareTest(counts: readonly number[]): { statistic: number; dof: number; p: number } {
  const total = counts.reduce((a, b) => a + b, 0)
  if (counts.length < 2 || total === 0)
    throw new Error('physics: chi-square needs at least two categories and one count')
  const expected = total / counts.length
  const statistic = counts.reduce((acc, c) => acc + ((c - expected) * (c - expected)) / expected, 0)
  const dof = counts.length - 1
  return { statistic, dof, p: chiSquareSurvival(statistic, dof) }
}

/**
 * Complementary error function, Numerical Recipes' Chebyshev fit (fractional error < 1.2e-7
 * everywhere), ample for p-values.
 */
export function erfc(x: number): number {
  const z = Math.abs(x)
  const t = 1 / (1 + 0.5 * z)
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    )
  return x >= 0 ? r : 2 - r
}
