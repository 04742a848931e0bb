// Everything printed on a card, as text sections for the zoom panel (the DOM twin of the drawn card face).
import { parseCard, type GameState } from '../../engine/index.ts'
import { CONTENT } from '../../content/index.ts'
import type { Catalog } from '../log/cardName.ts'
import { cardName } from '../log/cardName.ts'
import { effectsWords, taskWords } from './effectWords.ts'

export type CardSection = { readonly title: string; readonly lines: readonly string[] }
export type CardDetails = {
  readonly id: string
  readonly kind: string
  readonly name: string
  readonly flavour: string | null
  readonly sections: readonly CardSection[]
}

const flavours = new Map<string, string>([
  ...CONTENT.adventures.map((a) => [a.id, a.flavour] as const),
  ...CONTENT.otherWorlds.map((a) => [a.id, a.flavour] as const),
  ...CONTENT.ancientOnes.map((a) => [a.id, a.epithet] as const),
  ...CONTENT.investigators.map((i) => [i.id, i.occupation] as const),
])

const has = (list: readonly { readonly id: string }[], id: string) => list.some((x) => x.id === id)
const section = (title: string, lines: readonly string[]): CardSection[] =>
  lines.length === 0 ? [] : [{ title, lines }]
const effects = (title: string, list: Parameters<typeof effectsWords>[0]): CardSection[] =>
  list.length === 0 ? [] : [{ title, lines: [capital(effectsWords(list))] }]
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The card's text, or null for an id no card of the game has. `state` adds the monsters on a card in play. */
export function cardDetails(cat: Catalog, id: string, state: GameState | null): CardDetails | null {
  const c = cat.content
  const flavour = flavours.get(id) ?? null
  const head = { id, flavour }
  if (has(c.adventures, id) || has(c.otherWorlds, id)) return { ...head, ...adventureText(cat, id, state) }
  if (has(c.ancientOnes, id)) return { ...head, ...ancientOneText(cat, id) }
  if (has(c.mythos, id)) return { ...head, ...mythosText(cat, id) }
  if (has(c.monsters, id)) return { ...head, ...monsterText(cat, id) }
  const name = cardName(cat, id)
  return name === id ? null : { ...head, kind: 'Card', name, sections: [] }
}

type Text = Pick<CardDetails, 'kind' | 'name' | 'sections'>

function adventureText(cat: Catalog, id: string, state: GameState | null): Text {
  const card = cat.adventure(id)
  const parsed = parseCard(card.tasks)
  const tasks = parsed.ok ? parsed.value.tasks.map((t, i) => `Task ${i + 1}: ${taskWords(t)}.`) : [card.tasks]
  const order = parsed.ok && parsed.value.ordered ? 'In order, top to bottom.' : 'In any order.'
  const monsters = state?.board.find((b) => b.cardId === id)?.monsters.filter((m) => !m.defeated) ?? []
  return {
    kind: card.otherWorld ? 'Other World' : 'Adventure',
    name: card.name,
    sections: [
      { title: `Tasks — ${order}`, lines: tasks },
      ...section(
        'Monsters here',
        monsters.map((m) => {
          const where = m.row === -1 ? 'below the bottom task' : `on task ${m.row + 1}`
          return `${cardName(cat, m.monsterId)}, ${where}: ${taskWords(cat.monsterTask(m.monsterId))}.`
        }),
      ),
      ...effects('Rewards', card.rewards),
      ...effects('Penalties', card.penalties),
      ...effects('Terror', card.terror),
      ...effects('At midnight', card.atMidnight),
      ...section('Locked die', card.lock ? [`The ${card.lock} die is locked while this card is in play.`] : []),
      { title: 'Trophy value', lines: [String(card.trophies)] },
    ],
  }
}

function ancientOneText(cat: Catalog, id: string): Text {
  const ao = cat.ancientOne(id)
  const monsters = ao.doomTrack.filter((d) => d === 'monster').length
  return {
    kind: 'Ancient One',
    name: ao.name,
    sections: [
      { title: 'Elder Signs to seal', lines: [String(ao.elderSigns)] },
      { title: 'Doom track', lines: [`${ao.doomTrack.length} spaces; a monster appears on ${monsters} of them.`] },
      { title: 'Battle', lines: [`${capital(taskWords(cat.battleTask(id)))}.`] },
      ...effects('At setup', ao.special),
      ...effects('At midnight', ao.atMidnight),
      ...effects('Attack', ao.attack),
      ...effects('As each investigator joins', ao.onJoin ?? []),
      ...effects('Terror', ao.terror ?? []),
    ],
  }
}

function mythosText(cat: Catalog, id: string): Text {
  const m = cat.mythos(id)
  return {
    kind: 'Mythos',
    name: m.name,
    sections: [
      ...effects('At once', m.immediate),
      ...effects('Terror', m.terror),
      ...effects('Next midnight', m.nextMidnight),
      ...section('Locked die', m.lock ? [`The ${m.lock} die is locked.`] : []),
      ...section('Lingering', m.noFocus ? ['Investigators cannot focus.'] : []),
    ],
  }
}

function monsterText(cat: Catalog, id: string): Text {
  const m = cat.monster(id)
  return {
    kind: 'Monster',
    name: m.name,
    sections: [
      { title: 'Task', lines: [`${capital(taskWords(cat.monsterTask(id)))}.`] },
      ...effects('When defeated', m.onDefeat),
      ...effects('At midnight', m.atMidnight),
      { title: 'Trophy value', lines: [String(m.trophies)] },
    ],
  }
}
