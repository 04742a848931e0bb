// Rewards, penalties and other card texts as short marks: an icon and a few words each, the way a printed card
// abbreviates them. The zoom panel (DOM) gives the full sentence; the table shows what can be read at a glance.
import type { Effect } from '../../engine/index.ts'
import type { IconKind } from './drawIcons.ts'

export type EffectMark = {
  readonly icon: IconKind | { readonly die: 'green' | 'yellow' | 'red' }
  readonly text: string
}

const signed = (n: number) => (n > 0 ? `+${n}` : `−${-n}`)

const DECKS: Readonly<Record<string, string>> = { common: 'item', unique: 'unique', spell: 'spell', ally: 'ally' }

/** One mark per effect (an "every investigator" effect marks each of its parts with a leading figure). */
export function effectMarks(effects: readonly Effect[]): EffectMark[] {
  return effects.flatMap((e): EffectMark[] => {
    switch (e.kind) {
      case 'sanity':
        return [{ icon: 'sanity', text: signed(e.amount) }]
      case 'stamina':
        return [{ icon: 'stamina', text: signed(e.amount) }]
      case 'clue':
        return [{ icon: 'clue', text: signed(e.amount) }]
      case 'draw':
        return [{ icon: 'card', text: `${e.count > 1 ? `${e.count} ` : ''}${DECKS[e.deck] ?? e.deck}` }]
      case 'elderSign':
        return [{ icon: 'elderSign', text: signed(e.amount) }]
      case 'doom':
        return [{ icon: 'doom', text: signed(e.amount) }]
      case 'monster':
        return [{ icon: 'monster', text: e.count > 1 ? `×${e.count}` : '' }]
      case 'gate':
        return [{ icon: 'gate', text: e.count > 1 ? `×${e.count}` : 'gate' }]
      case 'lockDie':
        return [{ icon: { die: e.color }, text: 'lock' }]
      case 'clock':
        return [{ icon: 'clock', text: '+3h' }]
      case 'loseTrophies':
        return [{ icon: 'trophy', text: signed(-e.amount) }]
      case 'discardItem':
        return [{ icon: 'card', text: `−${e.count}` }]
      case 'everyInvestigator':
        return [{ icon: 'every', text: 'all:' }, ...effectMarks(e.effects)]
      case 'awaken':
        return [{ icon: 'awaken', text: 'wakes' }]
      case 'maxSanity':
        return [{ icon: 'sanity', text: `max ${signed(e.amount)}` }]
      case 'maxStamina':
        return [{ icon: 'stamina', text: `max ${signed(e.amount)}` }]
      case 'maxSanityOrStamina':
        return [
          { icon: 'sanity', text: '/' },
          { icon: 'stamina', text: `max ${signed(e.amount)}` },
        ]
    }
  })
}
