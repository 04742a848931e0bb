// The card in play drawn flat for a thumb: its open task rows, the rolled dice, and the places a die can go (focus,
// assist, a spell, the discard). A die is dragged by a finger, or tapped and then a place tapped (keyboard: Enter
// on the die, then on the place). What a drop does is the table's own answer (scene/hands/dropTargets `dropPlan`):
// rows that would take the held die glow (`canAssign`), a die the engine refuses goes back with its sentence, and a
// row that is met completes the task. Staged dice are the same atom the table's hands use.
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react'
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai'
import { cardTasks, openTasks, type Action, type GameState } from '../../engine/index.ts'
import { DoneRow, doneRowsOf } from './DoneRow.tsx'
import { dispatchAtom, gameStateAtom, legalActionsAtom } from '../../state/gameAtoms.ts'
import {
  cardName,
  describeTask,
  dieLabel,
  playerName,
  requirementsText,
  usableCardName,
} from '../../state/describeAction.ts'
import { canPickUp, dropPlan, glowingTasks, targetKey, type DropTarget } from '../../scene/hands/dropTargets.ts'
import { stagedAtom } from '../../scene/hands/handsAtoms.ts'
import { actionKey } from '../hud/actionKey.ts'
import { rerollActions } from '../hud/hudAtoms.ts'
import { DieGlyph } from './HandDie.tsx'

/** Below this a finger's travel (px) is a tap: the die is picked up, to be placed by a tap on a place. */
const TAP_PX = 10

type Place = { readonly target: DropTarget; readonly label: string; readonly detail?: string }

/** The places a die can go now, each offered only where the engine has a legal action for it. */
function placesOf(state: GameState, legal: readonly Action[]): { rows: Place[]; others: Place[] } {
  const rows = openTasks(state).tasks.map((t) => ({
    target: { kind: 'task', taskId: t.id } as const,
    label: describeTask(state, t.id),
    detail: requirementsText(t.requirements, t.costs),
  }))
  const others: Place[] = []
  if (legal.some((a) => a.type === 'focusDie')) others.push({ target: { kind: 'marker' }, label: 'Focus (keep it)' })
  const helpers = new Set(legal.flatMap((a) => (a.type === 'assist' ? [a.helper] : [])))
  for (const h of helpers)
    others.push({ target: { kind: 'helper', player: h }, label: `Assist: ${playerName(state, h)}` })
  const spells = new Set(legal.flatMap((a) => (a.type === 'castSpell' && a.dieId !== null ? [a.spellId] : [])))
  for (const s of spells) others.push({ target: { kind: 'spell', spellId: s }, label: usableCardName(state, s) })
  if (legal.some((a) => a.type === 'discardDie' || a.type === 'failRoll'))
    others.push({ target: { kind: 'discard' }, label: 'Discard' })
  return { rows, others }
}

function targetOf(key: string): DropTarget | null {
  if (key.startsWith('task:')) return { kind: 'task', taskId: key.slice(5) }
  if (key.startsWith('helper:')) return { kind: 'helper', player: Number(key.slice(7)) }
  if (key.startsWith('spell:')) return { kind: 'spell', spellId: key.slice(6) }
  if (key === 'marker' || key === 'discard' || key === 'tray') return { kind: key }
  return null
}

export function CardInPlay() {
  const store = useStore()
  const state = useAtomValue(gameStateAtom) as GameState
  const legal = useAtomValue(legalActionsAtom)
  const [staged, setStaged] = useAtom(stagedAtom)
  const [held, setHeld] = useState<number | null>(null)
  const [refusal, setRefusal] = useState<{ readonly message: string; readonly key: string } | null>(null)
  // The card comes into view when the dice have landed (the page may be scrolled to the actions).
  const section = useRef<HTMLElement>(null)
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'nearest' }) // a promise in newer browsers: not a cleanup
  }, [])
  const phase = state.phase
  if (phase.kind !== 'resolution') return null
  const title = phase.target.kind === 'card' ? cardName(state, phase.target.cardId) : 'The Ancient One'
  const { rows, others } = placesOf(state, legal)
  const done = doneRowsOf(state)
  const order = phase.target.kind === 'card' ? cardTasks(state, phase.target.cardId).map((t) => t.id) : []
  const glowing = held === null ? [] : glowingTasks(state, held, staged)
  const onRows = new Set(Object.values(staged).flat())
  const loose = state.dice.filter((d) => d.face !== null && d.at.kind === 'pool' && !onRows.has(d.id))
  const onPlace = (key: string) =>
    state.dice.filter(
      (d) =>
        (key === 'marker' && d.at.kind === 'marker') ||
        (d.at.kind === 'spell' && key === `spell:${d.at.spellId}`) ||
        (key.startsWith('task:') && (staged[key.slice(5)] ?? []).includes(d.id)),
    )

  /** Lets die `dieId` go over the place `key` (null: nowhere): the engine's plan, acted on. */
  const drop = (dieId: number, key: string | null) => {
    setHeld(null)
    const target = key ? targetOf(key) : null
    if (!target) return
    const now = store.get(gameStateAtom)
    if (!now) return
    const plan = dropPlan(now, dieId, target, store.get(stagedAtom))
    setStaged(plan.staged)
    if (plan.kind === 'refuse') return setRefusal({ message: plan.message, key: targetKey(target) })
    setRefusal(null)
    if (plan.kind === 'dispatch') void dispatchInOrder(plan.actions)
  }
  const dispatchInOrder = async (actions: readonly Action[]) => {
    for (const action of actions) {
      const out = store.set(dispatchAtom, action)
      if (!out.ok) return setRefusal({ message: out.violation.message, key: '' })
      if (out.accepted && !(await out.accepted)) return
    }
  }

  const place = (p: Place, kind: 'row' | 'place') => {
    const key = targetKey(p.target)
    const lit = kind === 'row' ? glowing.includes(key.slice(5)) : held !== null
    const here = onPlace(key)
    return (
      <li
        key={key}
        className={`hand-place is-${kind}${lit ? ' is-glowing' : ''}${refusal?.key === key ? ' is-refused' : ''}`}
        data-drop={key}
      >
        <button
          type="button"
          className="shell-button"
          disabled={held === null}
          onClick={() => held !== null && drop(held, key)}
        >
          <span className="hand-place-name">{p.label}</span>
          {p.detail && <span className="hand-place-needs">{p.detail}</span>}
        </button>
        {here.length > 0 && (
          <span className="hand-place-dice">
            {here.map((d) => (
              <HeldDie key={d.id} state={state} dieId={d.id} held={held} onHold={setHeld} onDrop={drop} />
            ))}
          </span>
        )}
      </li>
    )
  }

  return (
    <section ref={section} className="hand-card" aria-labelledby="hand-card-title">
      <h2 id="hand-card-title">{title}</h2>
      <ol className="hand-rows" aria-label="Tasks">
        {[
          ...done.map((d) => ({ at: d.at, node: <DoneRow key={`done:${d.taskId}`} state={state} row={d} /> })),
          ...rows.map((r) => ({ at: order.indexOf(targetKey(r.target).slice(5)), node: place(r, 'row') })),
        ]
          .sort((x, y) => x.at - y.at)
          .map((x) => x.node)}
      </ol>
      <p className="hand-refusal" role="alert" data-testid="hand-refusal">
        {refusal?.message ?? ''}
      </p>
      <div className="hand-pool" data-drop="tray" aria-label="Your dice">
        {loose.map((d) => (
          <HeldDie key={d.id} state={state} dieId={d.id} held={held} onHold={setHeld} onDrop={drop} />
        ))}
        {loose.length === 0 && <span className="hand-note">No die left in the tray.</span>}
      </div>
      {others.length > 0 && (
        <ul className="hand-places" aria-label="Other places for a die">
          {others.map((p) => place(p, 'place'))}
        </ul>
      )}
      {held !== null && <WithDie state={state} legal={legal} dieId={held} onDone={() => setHeld(null)} />}
      <p className="hand-note">
        {held === null
          ? 'Drag a die onto a task, or tap it and then the task.'
          : `${dieLabel(state, held)} in hand: tap where it goes.`}
      </p>
    </section>
  )
}

/** What the die in hand can be rerolled with (a clue, an item, a spell, an ally, the ability), as the HUD offers. */
function WithDie(props: { state: GameState; legal: readonly Action[]; dieId: number; onDone: () => void }) {
  const dispatch = useSetAtom(dispatchAtom)
  const options = rerollActions(props.state, props.legal, [props.dieId])
  if (options.length === 0) return null
  return (
    <div className="hand-group" role="group" aria-label={`Reroll ${dieLabel(props.state, props.dieId)}`}>
      {options.map((o) => (
        <button
          key={actionKey(o.action)}
          type="button"
          className="shell-button hand-action"
          data-custom-action={actionKey(o.action)}
          disabled={o.refusal !== null}
          title={o.refusal ?? undefined}
          onClick={() => {
            props.onDone()
            dispatch(o.action)
          }}
        >
          {o.label}
        </button>
      ))}
    </div>
  )
}

type DieProps = {
  readonly state: GameState
  readonly dieId: number
  readonly held: number | null
  readonly onHold: (dieId: number | null) => void
  readonly onDrop: (dieId: number, key: string | null) => void
}

/** A rolled die a finger can drag; the move follows the finger through a style, never React state. */
function HeldDie({ state, dieId, held, onHold, onDrop }: DieProps) {
  const die = state.dice[dieId]!
  const start = useRef<{ x: number; y: number; moved: boolean } | null>(null)
  const movable = canPickUp(state, dieId)
  const down = (e: ReactPointerEvent<HTMLElement>) => {
    if (!movable) return
    e.stopPropagation()
    e.currentTarget.setPointerCapture(e.pointerId)
    start.current = { x: e.clientX, y: e.clientY, moved: false }
  }
  const move = (e: ReactPointerEvent<HTMLElement>) => {
    const s = start.current
    if (!s) return
    const dx = e.clientX - s.x
    const dy = e.clientY - s.y
    if (!s.moved && Math.hypot(dx, dy) < TAP_PX) return
    if (!s.moved) onHold(dieId)
    s.moved = true
    e.currentTarget.style.transform = `translate(${dx}px, ${dy}px) scale(1.15)`
  }
  const up = (e: ReactPointerEvent<HTMLElement>) => {
    const s = start.current
    start.current = null
    const el = e.currentTarget
    el.style.transform = ''
    if (!s) return
    e.stopPropagation()
    if (!s.moved) return onHold(held === dieId ? null : dieId)
    el.style.visibility = 'hidden'
    const under = document.elementFromPoint(e.clientX, e.clientY)?.closest('[data-drop]')
    el.style.visibility = ''
    onDrop(dieId, under?.getAttribute('data-drop') ?? null)
  }
  return (
    <span
      role="button"
      tabIndex={movable ? 0 : -1}
      aria-pressed={held === dieId}
      aria-disabled={!movable}
      aria-label={dieLabel(state, dieId)}
      className={`hand-die is-${die.color}${held === dieId ? ' is-held' : ''}`}
      data-die={dieId}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={(e) => {
        start.current = null
        e.currentTarget.style.transform = ''
      }}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        if (movable && (e.key === 'Enter' || e.key === ' ')) {
          e.preventDefault()
          onHold(held === dieId ? null : dieId)
        }
      }}
    >
      <DieGlyph color={die.color} face={die.face} size={40} />
    </span>
  )
}
