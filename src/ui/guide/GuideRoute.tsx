// `#/guide`: the first game — a fixed seed and setup — with the guide's notes docked above the actions.
import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { GamePage } from '../game/GamePage.tsx'
import { acknowledgedNotesAtom, guideClosedAtom } from './guideAtoms.ts'
import { GuideNotes } from './GuideNotes.tsx'
import { GUIDE_SETUP } from './guideSetup.ts'

export function GuideRoute() {
  const setAcknowledged = useSetAtom(acknowledgedNotesAtom)
  const setClosed = useSetAtom(guideClosedAtom)
  useEffect(() => {
    setAcknowledged(new Set())
    setClosed(false)
  }, [setAcknowledged, setClosed])
  return <GamePage setup={GUIDE_SETUP} guide={<GuideNotes />} />
}

export default GuideRoute
