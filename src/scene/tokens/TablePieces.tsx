// Dice that lie on the table itself (not on a card): the pool, idle dice, dice on markers and spells, discarded
// dice; and every standee, in the table's frame (one on a card follows that card as it is drawn), so a standee
// keeps its identity and walks when its investigator moves.
import { Suspense, useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { dicePlacesAtom, standeesAtom } from '../game/sceneAtoms.ts'
import { useSceneKit } from '../game/sceneKit.ts'
import { Standee } from './Standee.tsx'
import { installStandeeProbe, type StandeeRegistry } from './standeeProbe.ts'
import { TableDie } from './TableDie.tsx'

export function TablePieces() {
  const dice = useAtomValue(dicePlacesAtom)
  const standees = useAtomValue(standeesAtom)
  const kit = useSceneKit()
  const [drawn] = useState<StandeeRegistry>(() => new Map())
  useEffect(() => installStandeeProbe(kit, drawn), [kit, drawn])
  return (
    <>
      <Suspense fallback={null}>
        {dice.map((d) =>
          d.anchor.kind === 'table' ? (
            <TableDie
              key={d.id}
              id={d.id}
              color={d.color}
              face={d.face}
              position={d.anchor.position}
              yaw={((d.id * 37) % 13) / 40 - 0.15}
            />
          ) : null,
        )}
      </Suspense>
      {standees.map((s) => (
        <Standee key={s.player} place={s} drawn={drawn} />
      ))}
    </>
  )
}
