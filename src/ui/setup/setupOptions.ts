// What the New game form offers: the Ancient Ones and investigators of the content set, with their table-only
// lines (epithet, occupation) for the labels.
import { DEFAULT_CONTENT_SET, catalogFor } from '../../engine/index.ts'
import { CONTENT } from '../../content/index.ts'

/** The content set games started from the app are played with. */
export const GAME_CONTENT = DEFAULT_CONTENT_SET

export type SetupOption = { readonly id: string; readonly name: string; readonly detail: string }

const epithets = new Map(CONTENT.ancientOnes.map((a) => [a.id, a.epithet]))
const occupations = new Map(CONTENT.investigators.map((i) => [i.id, i.occupation]))

/** The Ancient Ones a game may face, in the content's order. */
export function ancientOneOptions(): readonly SetupOption[] {
  return catalogFor(GAME_CONTENT).content.ancientOnes.map((a) => ({
    id: a.id,
    name: a.name,
    detail: epithets.get(a.id) ?? '',
  }))
}

/** The investigators a player may choose, in the content's order. */
export function investigatorOptions(): readonly SetupOption[] {
  return catalogFor(GAME_CONTENT).content.investigators.map((i) => ({
    id: i.id,
    name: i.name,
    detail: occupations.get(i.id) ?? '',
  }))
}

/** A fresh seed for a new game (the UI may use the platform's randomness; the engine never does). */
export function randomSeed(): number {
  const buffer = new Uint32Array(1)
  globalThis.crypto.getRandomValues(buffer)
  return (buffer[0] ?? 0) & 0x7fffffff
}
