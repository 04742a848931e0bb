// What lies on one card: monster markers on their rows, locked and assigned dice on their spots. Positions are
// card-local (u right, v toward the top edge), so they ride the card. (Standees stand in the table's frame and
// follow the card from there: see Standee.tsx.)
import { Suspense } from 'react'
import type { DiePlace } from '../layout/layoutTypes.ts'
import type { MonsterPlace } from '../layout/tableLayout.ts'
import { CARD, DIE } from '../layout/tablePlan.ts'
import { MonsterMarker } from './MonsterMarker.tsx'
import { TableDie } from './TableDie.tsx'

export type OnCardPiecesProps = {
  readonly monsters: readonly MonsterPlace[]
  readonly dice: readonly DiePlace[]
}

export function OnCardPieces({ monsters, dice }: OnCardPiecesProps) {
  return (
    <>
      {monsters.map((m) => (
        <MonsterMarker key={m.monsterId} monsterId={m.monsterId} defeated={m.defeated} u={m.u} v={m.v} />
      ))}
      <Suspense fallback={null}>
        {dice.map((d) =>
          d.anchor.kind === 'card' ? (
            <TableDie
              key={d.id}
              id={d.id}
              color={d.color}
              face={d.face}
              position={[d.anchor.on.u, CARD.thickness + DIE / 2 + 0.1, -d.anchor.on.v]}
            />
          ) : null,
        )}
      </Suspense>
    </>
  )
}
