// Dice and standees that lie on the table itself (not on a card): the pool, idle dice, dice on markers and spells,
// discarded dice, and the standees at the entrance or before the Ancient One.
import { Suspense } from 'react'
import { useAtomValue } from 'jotai'
import { dicePlacesAtom, standeesAtom } from '../game/sceneAtoms.ts'
import { Standee } from './Standee.tsx'
import { TableDie } from './TableDie.tsx'

export function TablePieces() {
  const dice = useAtomValue(dicePlacesAtom)
  const standees = useAtomValue(standeesAtom)
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
      {standees.map((s) =>
        s.at.kind === 'table' ? (
          <Standee
            key={s.player}
            player={s.player}
            investigatorId={s.investigatorId}
            colour={s.colour}
            fallen={s.fallen}
            position={s.at.position}
          />
        ) : null,
      )}
    </>
  )
}
