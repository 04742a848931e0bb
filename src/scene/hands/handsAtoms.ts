// The hands' slow state, shared by the table (3D) and the HUD: which die is held, which dice lie staged on task
// rows, the last refused drop. The table's thrower is the store's (state/trayThrower.ts). Per-frame values (the
// pointer, the dice's poses) never come here.
import { atom } from 'jotai'
import type { GameState } from '../../engine/index.ts'
import { gameStateAtom } from '../../state/gameAtoms.ts'
import { glowingTasks, pruneStaged, type Staged } from './dropTargets.ts'

/** The die in the hand (engine id), or null. */
export const heldDieAtom = atom<number | null>(null)

/** The roll a staging belongs to: a new roll (or reroll) starts with bare rows, whatever its faces. */
const rollOf = (state: GameState | null): number => (state?.phase.kind === 'resolution' ? state.phase.rollId : -1)

const rawStagedAtom = atom<{ readonly rollId: number; readonly staged: Staged }>({ rollId: -1, staged: {} })

/** Dice staged on task rows this roll, kept only while the engine could still take them for their task. */
export const stagedAtom = atom(
  (get) => {
    const state = get(gameStateAtom)
    const raw = get(rawStagedAtom)
    return state && raw.rollId === rollOf(state) ? pruneStaged(state, raw.staged) : {}
  },
  (get, set, staged: Staged) => set(rawStagedAtom, { rollId: rollOf(get(gameStateAtom)), staged }),
)

/** Dice the table must not draw where the layout puts them: the held one and the staged ones. */
export const liftedDiceAtom = atom<readonly number[]>((get) => {
  const held = get(heldDieAtom)
  const staged = Object.values(get(stagedAtom)).flat()
  return held === null ? staged : [...staged, held]
})

/** The task rows that glow while a die is held: exactly those `canAssign` allows. */
export const glowingTasksAtom = atom<readonly string[]>((get) => {
  const state = get(gameStateAtom)
  const held = get(heldDieAtom)
  return state && held !== null ? glowingTasks(state, held, get(stagedAtom)) : []
})

/** The engine's reason for the last refused drop, shown in one line near the card it was dropped on. */
export type HandsRefusal = { readonly message: string; readonly target: string; readonly n: number }
export const handsRefusalAtom = atom<HandsRefusal | null>(null)
