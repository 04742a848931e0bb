import type { Advice, Odds } from '../../companion/index.ts'
import { OddsChart } from './OddsChart.tsx'

/** Props of {@link AdviceView}. */
export interface AdviceViewProps<M> {
  readonly advice: Advice<M> | string
  readonly goal: number | null
  /** The best move in words: "Reroll black 2 for 1 stress", "Stop here". */
  readonly describe: (move: M) => string
  /** Notes under the chart for these odds (expected sanity lost, tokens spent). */
  readonly notes: (odds: Odds) => string[]
}

/** After the roll: the best next move and the exact odds of playing on from here, or why there are none. */
export function AdviceView<M>({ advice, goal, describe, notes }: AdviceViewProps<M>) {
  if (typeof advice === 'string') return <p className="tray-problem">Odds unavailable: {advice}</p>
  return (
    <div className="tray-advice">
      <p className="tray-advice-move">
        Best next: <strong>{describe(advice.move)}</strong>
      </p>
      <OddsChart title="From here, playing on as advised" odds={advice.odds} goal={goal} notes={notes(advice.odds)} />
    </div>
  )
}
