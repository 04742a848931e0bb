// The game told in sentences: one sentence per engine event, with the names printed on the cards.
import type { DieColor, GameEvent, Location, PendingChoice } from '../../engine/index.ts'
import { faceLabel } from '../../state/tray/faceLabel.ts'
import { cardName, type Catalog } from './cardName.ts'

/** What a sentence needs besides its event: names, dice colours and the card being resolved. */
export type NarrationContext = {
  readonly cat: Catalog
  readonly ancientOne: string // the Ancient One's id
  readonly playerName: (player: number) => string
  readonly dieColor: (dieId: number) => DieColor
  /** The card the active investigator is resolving (for naming a completed task), or null. */
  readonly target: Location | null
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`
const aDie = (color: DieColor) => (color === 'green' ? 'a green die' : `the ${color} die`)
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const CHOICES: Readonly<Record<PendingChoice['kind'], string>> = {
  placeMonster: 'where the monster appears',
  loseTrophies: 'which trophies to give up',
  discardItems: 'which items to discard',
  chooseInvestigator: 'a new investigator',
  assistPenalty: 'whether assisting costs sanity or stamina',
  reduceMaximum: 'which maximum to lower',
}

/** The faces of a roll in words, yellow and red dice named: "3 investigation, lore, peril (yellow)". */
function facesInWords(
  dice: readonly number[],
  faces: readonly Parameters<typeof faceLabel>[0][],
  dieColor: (id: number) => DieColor,
): string {
  return faces
    .map((face, i) => {
      const id = dice[i]
      const color = id === undefined ? 'green' : dieColor(id)
      return color === 'green' ? faceLabel(face) : `${faceLabel(face)} (${color})`
    })
    .join(', ')
}

function place(ctx: NarrationContext, to: Location): string {
  switch (to.kind) {
    case 'entrance':
      return 'the museum entrance'
    case 'card':
      return cardName(ctx.cat, to.cardId)
    case 'ancientOne':
      return `the final battle with ${cardName(ctx.cat, ctx.ancientOne)}`
  }
}

function taskWords(ctx: NarrationContext, taskId: string): string {
  if (taskId === 'battle') return `a blow against ${cardName(ctx.cat, ctx.ancientOne)}`
  const [kind, ref = ''] = taskId.split(':')
  if (kind === 'monster') return `the task of ${cardName(ctx.cat, ref)}`
  const card = ctx.target?.kind === 'card' ? ` on ${cardName(ctx.cat, ctx.target.cardId)}` : ''
  return `task ${Number(ref) + 1}${card}`
}

function change(who: string, amount: number, what: string): string {
  return amount >= 0 ? `${who} regains ${amount} ${what}.` : `${who} loses ${-amount} ${what}.`
}

/** One event as a sentence a player reads in the log (and a screen reader hears). */
export function eventSentence(event: GameEvent, ctx: NarrationContext): string {
  const who = (player: number) => ctx.playerName(player)
  const ao = cardName(ctx.cat, ctx.ancientOne)
  switch (event.type) {
    case 'gameStarted':
      return `The museum doors close behind the investigators. ${who(event.firstPlayer)} goes first.`
    case 'investigatorMoved':
      return `${who(event.player)} goes to ${place(ctx, event.to)}.`
    case 'rollRequested':
      return event.dice.length === 1 ? 'One die rattles in the cup.' : `${event.dice.length} dice rattle in the cup.`
    case 'diceRolled':
      return `Rolled: ${facesInWords(event.dice, event.faces, ctx.dieColor)}.`
    case 'taskCompleted':
      return `Completed ${taskWords(ctx, event.taskId)} with ${plural(event.dice.length, 'die', 'dice')}.`
    case 'rollFailed':
      return event.terror ? 'The roll fails, and terror strikes.' : 'The roll fails.'
    case 'dieDiscarded':
      return `${capital(aDie(ctx.dieColor(event.dieId)))} is discarded.`
    case 'dieFocused':
      return `${who(event.player)} keeps ${aDie(ctx.dieColor(event.dieId))} on the marker.`
    case 'dieSecured':
      return `${capital(aDie(ctx.dieColor(event.dieId)))} is secured on ${cardName(ctx.cat, event.spellId)}.`
    case 'dieAddedToPool':
      return `${capital(aDie(ctx.dieColor(event.dieId)))} joins the pool.`
    case 'cardUsed':
      return `${who(event.player)} uses ${cardName(ctx.cat, event.cardId)}.`
    case 'clueSpent':
      return `${who(event.player)} spends a clue to reroll.`
    case 'adventureResolved':
      return `${who(event.player)} resolves ${cardName(ctx.cat, event.cardId)}.`
    case 'adventureFailed':
      return `${who(event.player)} fails ${cardName(ctx.cat, event.cardId)}.`
    case 'cardDealt':
      return event.otherWorld
        ? `A gate opens onto ${cardName(ctx.cat, event.cardId)}.`
        : `${cardName(ctx.cat, event.cardId)} is dealt into the ring.`
    case 'cardDiscarded':
      return `${cardName(ctx.cat, event.cardId)} leaves the table.`
    case 'sanityChanged':
      return change(who(event.player), event.amount, 'sanity')
    case 'staminaChanged':
      return change(who(event.player), event.amount, 'stamina')
    case 'maximumChanged':
      return `${who(event.player)}’s maximum ${event.stat} is now ${event.max}.`
    case 'cluesChanged':
      return event.amount >= 0
        ? `${who(event.player)} gains ${plural(event.amount, 'clue')}.`
        : `${who(event.player)} loses ${plural(-event.amount, 'clue')}.`
    case 'cardDrawn':
      return `${who(event.player)} draws ${cardName(ctx.cat, event.cardId)}.`
    case 'trophyGained':
      return `${who(event.player)} keeps ${cardName(ctx.cat, event.id)} as a trophy.`
    case 'trophiesSpent':
      return `${who(event.player)} spends ${event.ids.map((id) => cardName(ctx.cat, id)).join(', ') || 'no trophies'}.`
    case 'elderSignAdded':
      return `An Elder Sign is laid beside ${ao}: ${event.total} now.`
    case 'doomAdded':
      return `Doom gathers on ${ao}’s track: ${event.total} now.`
    case 'doomRemoved':
      return `Doom recedes from ${ao}’s track: ${event.total} now.`
    case 'monsterAppeared':
      return `${cardName(ctx.cat, event.monsterId)} appears on ${cardName(ctx.cat, event.cardId)}.`
    case 'monsterDefeated':
      return `${cardName(ctx.cat, event.monsterId)} is defeated.`
    case 'dieLocked':
      return `${capital(aDie(event.color))} is locked.`
    case 'dieFreed':
      return `${capital(aDie(ctx.dieColor(event.dieId)))} is freed.`
    case 'dieRemoved':
      return `${capital(aDie(ctx.dieColor(event.dieId)))} leaves the game.`
    case 'clockAdvanced':
      return `The clock hand moves to ${['XII', 'III', 'VI', 'IX'][event.clock / 3] ?? event.clock}.`
    case 'midnightStruck':
      return `The clock strikes midnight: day ${event.day}.`
    case 'mythosDrawn':
      return `The Mythos card ${cardName(ctx.cat, event.cardId)} is revealed.`
    case 'investigatorDevoured':
      return `${cardName(ctx.cat, event.investigatorId)} is devoured.`
    case 'investigatorJoined':
      return `${cardName(ctx.cat, event.investigatorId)} joins the investigation.`
    case 'playerEliminated':
      return `Seat ${event.player + 1} has no investigator left and leaves the game.`
    case 'ancientOneAwakened':
      return `${ao} awakens. The final battle begins.`
    case 'ancientOneAttacked':
      return `${ao} attacks.`
    case 'turnStarted':
      return `Turn ${event.number}: ${who(event.player)}.`
    case 'gameWon':
      return event.how === 'sealed'
        ? `The Elder Signs hold: ${ao} is sealed away. The investigators win.`
        : `${ao} is driven back into the dark. The investigators win.`
    case 'gameLost':
      return `${ao} has won. The investigators are lost.`
    case 'itemDiscarded':
      return `${who(event.player)} discards ${cardName(ctx.cat, event.cardId)}.`
    case 'allyLeft':
      return `${cardName(ctx.cat, event.cardId)} leaves ${who(event.player)}.`
    case 'choiceOffered':
      return `${who(event.player)} chooses ${CHOICES[event.kind]}.`
  }
}
