// The address of a game: kept apart from the parser so the start screen can link a game without loading it.
import type { GameSetup } from '../../engine/index.ts'

/** The `#/play?…` address that opens a game with this setup (the inverse of parsePlayUrl). */
export function playHash(setup: GameSetup): string {
  return `#/play?${playParams(setup).toString()}`
}

/** The query parameters of a setup, in the order the address shows them. */
export function playParams(setup: GameSetup): URLSearchParams {
  const params = new URLSearchParams()
  params.set('seed', String(setup.seed))
  params.set(
    'investigators',
    typeof setup.investigators === 'number' ? String(setup.investigators) : setup.investigators.join(','),
  )
  if (setup.ancientOne !== undefined) params.set('ancientOne', setup.ancientOne)
  if (setup.ruleset !== undefined) params.set('ruleset', setup.ruleset)
  return params
}
