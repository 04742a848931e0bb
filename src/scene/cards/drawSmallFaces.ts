// The investigator's card (with the current sanity, stamina and clues), items, spells and allies, the entrance
// sheet, monster markers and the backs of the decks. Investigators, items, spells and allies carry an engraving.
import type {
  EntranceSheet,
  GameState,
  InvestigatorCard,
  Monster,
  Task,
  UsableCard,
  UseEffect,
} from '../../engine/index.ts'
import { INK, PX_PER_CM, TEXT_FONT, TITLE_FONT } from './cardCanvas.ts'
import { drawPaper, drawRule, faceSize, fitText, leftText, roundRect, type Ctx } from './cardCanvas.ts'
import { drawIcon } from './drawIcons.ts'
import { drawCost, drawEffects, drawSlot } from './drawMarks.ts'
import { investigatorVignette, usableVignette } from './engraving/chooseVignette.ts'
import { drawVignette } from './engraving/drawVignette.ts'

type Player = GameState['players'][number]

const S = PX_PER_CM

/** The standee palette: one colour per seat, far apart in hue and lightness. */
export const STANDEE_COLOURS = [
  '#c8432b',
  '#2f6fb5',
  '#d9a521',
  '#3f8f4a',
  '#8a4fb0',
  '#d66fa0',
  '#2aa3a3',
  '#8c6a3f',
] as const

function abilityText(inv: InvestigatorCard): string {
  const a = inv.ability
  if (a.frequency === 'passive')
    return {
      ignoreTerror: 'Terror does not touch them',
      monsterHunter: '+1 clue per monster defeated',
      steadyNerves: 'Sanity costs of tasks 1 lower',
      scholar: '+1 clue per adventure resolved',
    }[a.passive]
  const when = a.frequency === 'roll' ? 'Once per roll' : 'Once per day'
  return `${when}: ${diceUseText(a.use) ?? 'heal'}`
}

/** What a use that works on the dice or a monster does, in a phrase ("add the red die"); null for any other use. */
function diceUseText(use: UseEffect): string | null {
  return use.kind === 'addDie'
    ? `add the ${use.color} die`
    : use.kind === 'reroll'
      ? 'reroll dice'
      : use.kind === 'secureDie'
        ? 'secure a die'
        : use.kind === 'defeatMonster'
          ? 'defeat a monster'
          : null
}

/** The active investigator's card, 13 × 8.5: name, ability, sanity and stamina (current / maximum), clues. */
export function drawInvestigatorFace(ctx: Ctx, inv: InvestigatorCard, p: Player, seat: number): void {
  drawPaper(ctx, seat * 101 + inv.name.length)
  const { width: w } = faceSize(ctx)
  ctx.fillStyle = STANDEE_COLOURS[seat % STANDEE_COLOURS.length] ?? INK.ink
  ctx.fillRect(0.3 * S, 0.3 * S, w - 0.6 * S, 0.35 * S)
  // A bust in a plate at the upper left; name and ability stay centred between it and its mirror space.
  drawVignette(ctx, { x: 0.55 * S, y: 0.8 * S, w: 2.3 * S, h: 2.15 * S }, investigatorVignette(inv), 1, 1.55)
  ctx.fillStyle = INK.ink
  fitText(ctx, inv.name, w / 2, 1.45 * S, w - 5.6 * S, 0.95 * S, TITLE_FONT, 1)
  ctx.fillStyle = INK.faded
  fitText(ctx, abilityText(inv), w / 2, 2.45 * S, w - 5.6 * S, 0.48 * S, TEXT_FONT, 1)
  drawRule(ctx, 3.05 * S, 1 * S, w - 1 * S)
  const stat = (icon: 'sanity' | 'stamina' | 'clue', text: string, x: number) => {
    drawIcon(ctx, icon, x, 4.75 * S, 1.5 * S)
    ctx.fillStyle = INK.ink
    ctx.font = `${Math.round(1.25 * S)}px ${TITLE_FONT}`
    ctx.textAlign = 'center'
    ctx.textBaseline = 'middle'
    ctx.fillText(text, x, 6.65 * S)
  }
  stat('sanity', `${p.sanity}/${p.maxSanity}`, 2.4 * S)
  stat('stamina', `${p.stamina}/${p.maxStamina}`, 6.5 * S)
  stat('clue', String(p.clues), 10.6 * S)
  if (p.status !== 'active') {
    ctx.fillStyle = 'rgba(90, 10, 10, 0.55)'
    ctx.fillRect(0, 0, w, faceSize(ctx).height)
  }
}

const DECK_LABEL: Readonly<Record<string, string>> = {
  common: 'Item',
  unique: 'Unique item',
  spell: 'Spell',
  ally: 'Ally',
}

/** An item, spell or ally (drawn 7 × 12, laid small): name, kind and what using it does. */
export function drawUsableFace(ctx: Ctx, card: UsableCard, used: boolean): void {
  drawPaper(ctx, card.name.length * 7, card.deck === 'spell' ? '#e0d6ee' : card.deck === 'ally' ? '#dde6d2' : undefined)
  const px = (u: number) => (u + 3.5) * S
  ctx.fillStyle = INK.faded
  fitText(ctx, DECK_LABEL[card.deck] ?? card.deck, px(0), 1.0 * S, 6 * S, 0.6 * S, TITLE_FONT, 1)
  ctx.fillStyle = INK.ink
  fitText(ctx, card.name, px(0), 3.0 * S, 6.1 * S, 1.0 * S, TITLE_FONT)
  drawRule(ctx, 4.6 * S, px(-3), px(3))
  const use = card.use
  const text = diceUseText(use)
  if (text) fitText(ctx, text.charAt(0).toUpperCase() + text.slice(1), px(0), 5.9 * S, 6 * S, 0.85 * S, TEXT_FONT)
  else drawEffects(ctx, use.kind === 'effects' ? use.effects : [], px(-2.8), 5.9 * S, 1.0 * S, px(3.3))
  if (card.expires) {
    ctx.fillStyle = INK.faded
    fitText(
      ctx,
      card.expires === 'afterUse' ? 'Leaves once used' : 'Leaves at midnight',
      px(0),
      7.2 * S,
      6 * S,
      0.55 * S,
      TEXT_FONT,
      1,
    )
  }
  drawVignette(ctx, { x: px(-3.1), y: 7.75 * S, w: 6.2 * S, h: 3.8 * S }, usableVignette(card), 1, 1.2)
  if (used) {
    ctx.fillStyle = 'rgba(40, 25, 10, 0.45)'
    ctx.fillRect(0, 0, faceSize(ctx).width, faceSize(ctx).height)
  }
}

/** The entrance sheet, 15 × 11: first aid, lost and found (a roll's result → its effect), souvenirs for trophies. */
export function drawEntranceFace(ctx: Ctx, sheet: EntranceSheet): void {
  drawPaper(ctx, 404, '#e4d6b2')
  const w = faceSize(ctx).width
  ctx.fillStyle = INK.ink
  fitText(ctx, 'The Museum Entrance', w / 2, 0.95 * S, w - 2 * S, 0.8 * S, TITLE_FONT, 1)
  drawRule(ctx, 1.65 * S, 1 * S, w - 1 * S)
  leftText(ctx, 'First aid', 0.7 * S, 2.3 * S, 4 * S, 0.5 * S, TITLE_FONT)
  drawEffects(
    ctx,
    [
      { kind: 'sanity', amount: 1 },
      { kind: 'stamina', amount: 1 },
    ],
    3.6 * S,
    2.3 * S,
    0.5 * S,
    w,
  )
  leftText(ctx, 'Lost & found (roll)', 0.7 * S, 3.2 * S, 6 * S, 0.5 * S, TITLE_FONT)
  const faces = ['I1', 'I2', 'I3', 'L', 'P', 'T'] as const
  faces.forEach((face, i) => {
    const y = (3.95 + i * 0.62) * S
    ctx.fillStyle = INK.faded
    leftText(
      ctx,
      face.startsWith('I') ? `${face.slice(1)} inv.` : { L: 'lore', P: 'peril', T: 'terror' }[face as 'L'],
      0.9 * S,
      y,
      1.8 * S,
      0.4 * S,
    )
    drawEffects(ctx, sheet.lostAndFound[face], 2.8 * S, y, 0.42 * S, 7.3 * S)
  })
  ctx.fillStyle = INK.ink
  leftText(ctx, 'Souvenirs', 7.8 * S, 3.2 * S, 4 * S, 0.5 * S, TITLE_FONT)
  sheet.souvenirs.slice(0, 7).forEach((s, i) => {
    const y = (3.95 + i * 0.62) * S
    drawIcon(ctx, 'trophy', 8.0 * S, y, 0.4 * S)
    ctx.fillStyle = INK.ink
    leftText(ctx, String(s.price), 8.3 * S, y, 0.5 * S, 0.42 * S)
    drawEffects(ctx, s.effects, 8.9 * S, y, 0.42 * S, w - 0.5 * S)
  })
}

/** A monster marker, 3.5 × 1.3: the name over the monster's own task. */
export function drawMonsterFace(ctx: Ctx, monster: Monster, task: Task, defeated: boolean): void {
  const { width: w, height: h } = faceSize(ctx)
  ctx.fillStyle = monster.mask ? '#3b2440' : '#43261f'
  roundRect(ctx, 0, 0, w, h, h * 0.3)
  ctx.fill()
  ctx.strokeStyle = '#d8b87a'
  ctx.lineWidth = 4
  roundRect(ctx, 3, 3, w - 6, h - 6, h * 0.26)
  ctx.stroke()
  ctx.fillStyle = '#f1e3c4'
  fitText(ctx, monster.name, w / 2, h * 0.27, w - 0.3 * S, 0.3 * S, TITLE_FONT, 1)
  const size = 0.55 * S
  let x = 0.2 * S
  for (const r of task.requirements) x += drawSlot(ctx, r, x, h * 0.66, size) + 0.08 * S
  for (const c of task.costs) x += drawCost(ctx, c, x, h * 0.66, size) + 0.06 * S
  if (defeated) {
    ctx.fillStyle = 'rgba(20, 10, 5, 0.6)'
    ctx.fillRect(0, 0, w, h)
  }
}

/** The back of a deck: its name on a dark patterned card. */
export function drawDeckBack(ctx: Ctx, label: string, count: number): void {
  const { width: w, height: h } = faceSize(ctx)
  ctx.fillStyle = '#2c1d14'
  ctx.fillRect(0, 0, w, h)
  ctx.strokeStyle = '#b08d4e'
  ctx.lineWidth = 6
  ctx.strokeRect(0.3 * S, 0.3 * S, w - 0.6 * S, h - 0.6 * S)
  ctx.lineWidth = 2
  for (let i = 1; i < 9; i++) {
    ctx.beginPath()
    ctx.arc(w / 2, h / 2, i * 0.35 * S, 0, Math.PI * 2)
    ctx.stroke()
  }
  ctx.fillStyle = '#e8d5a6'
  fitText(ctx, label, w / 2, h * 0.2, w - 1 * S, 0.9 * S, TITLE_FONT)
  fitText(ctx, String(count), w / 2, h * 0.82, w - 1 * S, 1.4 * S, TITLE_FONT, 1)
}
