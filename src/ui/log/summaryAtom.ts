import { atom } from 'jotai'
import { setupAtom } from '../../state/gameAtoms.ts'
import { cardName } from './cardName.ts'
import { narrationStartAtom } from './logAtoms.ts'

/** The log's first line: who faces whom, under which rules, from which seed. */
export const gameSummaryAtom = atom((get) => {
  const setup = get(setupAtom)
  const start = get(narrationStartAtom)
  if (!setup || !start) return null
  const names = start.investigators.map((id) => (id ? cardName(start.cat, id) : 'an empty seat'))
  const rules = setup.ruleset === 'first-printing' ? 'first-printing rules' : 'revised rules'
  return `${listInWords(names)} ${names.length === 1 ? 'faces' : 'face'} ${cardName(start.cat, start.ancientOne)} (seed ${setup.seed}, ${rules}).`
})

/** "A", "A and B", "A, B and C". */
function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}
