// The `#/replay` route: the recorded game opened by openReplayAtom (a finished game, an imported file), or the one
// a shared link holds (`#/replay?g=…`, decoded and checked by src/persist). Leaving the route takes it off the table.
import { useEffect, useState } from 'react'
import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { decodeShareLink, SHARE_KEY } from '../../persist/shareLink.ts'
import { GameTableView } from '../../scene/game/GameTableView.tsx'
import { installTestProbe } from '../game/testProbe.ts'
import { routeFromHash } from '../useRoute.ts'
import { closeReplayAtom, openReplayAtom, replayAtom } from './replayAtoms.ts'
import { ReplayViewer } from './ReplayViewer.tsx'
import './replay.css'

export function ReplayRoute({ query }: { readonly query: string }) {
  const open = useAtomValue(replayAtom)
  const openReplay = useSetAtom(openReplayAtom)
  const close = useSetAtom(closeReplayAtom)
  const store = useStore()
  const [refusal, setRefusal] = useState<{ readonly query: string; readonly reason: string } | null>(null)
  const params = new URLSearchParams(query)
  const shared = params.has(SHARE_KEY)

  useEffect(() => {
    if (!shared) return
    const record = decodeShareLink(query)
    if (!record.ok) return setRefusal({ query, reason: record.error })
    const stepParam = new URLSearchParams(query).get('step')
    const step = stepParam === null ? undefined : Number(stepParam)
    const opened = openReplay({
      ...record.value,
      title: 'A shared game',
      ...(step !== undefined && Number.isFinite(step) ? { step } : {}),
    })
    if (!opened.ok)
      setRefusal({
        query,
        reason:
          opened.error.kind === 'rejectedAction'
            ? `The rules refuse its action ${opened.error.index + 1}: ${opened.error.violation.message}`
            : opened.error.message,
      })
  }, [shared, query, openReplay])

  useEffect(() => installTestProbe(store), [store])

  // StrictMode unmounts and mounts again at once: only a real departure (another route) closes the viewer.
  useEffect(
    () => () => {
      setTimeout(() => {
        if (routeFromHash(window.location.hash) !== 'replay') close()
      }, 0)
    },
    [close],
  )

  if (refusal && refusal.query === query) return <Nothing title="This game cannot be shown" reason={refusal.reason} />
  if (!open)
    return shared ? (
      <p className="loading" role="status">
        Setting out the recorded game…
      </p>
    ) : (
      <Nothing
        title="No recorded game is open"
        reason="Open one from the end of a game, from a game file or from a shared link."
      />
    )
  return <ReplayViewer />
}

function Nothing({ title, reason }: { readonly title: string; readonly reason: string }) {
  return (
    <div className="game-page replay-page">
      <GameTableView />
      <section className="replay-nothing" role="alert" aria-labelledby="replay-nothing-title">
        <h2 id="replay-nothing-title">{title}</h2>
        <p>{reason}</p>
        <a className="shell-button" href="#/">
          Back to the start
        </a>
      </section>
    </div>
  )
}

export default ReplayRoute
