// What every page holding the game's table does on mount: puts `setup`'s game on the table (once per setup, however
// often the object is made again), installs the test probe, and frames the table in the room `page`'s panels leave.
import { useEffect, useEffectEvent, type RefObject } from 'react'
import { useSetAtom, useStore } from 'jotai'
import type { GameSetup } from '../../engine/index.ts'
import { ensureGameAtom, setupKey } from '../../state/gameAtoms.ts'
import { installTestProbe } from './testProbe.ts'
import { useTableFrame } from './useTableFrame.ts'

export function useGameTable(setup: GameSetup, page: RefObject<HTMLElement | null>): void {
  const store = useStore()
  const ensureGame = useSetAtom(ensureGameAtom)
  // The key stands for the setup: a new object with the same setup must not restart the game.
  const key = setupKey(setup)
  const startSetup = useEffectEvent(() => ensureGame(setup))
  useEffect(() => {
    startSetup()
  }, [key])
  useEffect(() => installTestProbe(store), [store])
  useTableFrame(page)
}
