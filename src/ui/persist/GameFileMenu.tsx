// The game page's file controls: Export (a JSON file), Import (a file, checked before anything changes, opened in
// the replay viewer) and Share (a link holding the whole game in its fragment, copied to the clipboard). Every
// outcome is said in words in a live region; a refusal stays on screen until dismissed.
import { useRef, useState, type ChangeEvent } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import { sessionAtom } from '../../state/gameAtoms.ts'
import { encodeGameFile, formatSize, MAX_FILE_CHARS } from '../../persist/gameFile.ts'
import { encodeShareLink } from '../../persist/shareLink.ts'
import { importGameAtom } from './importGameAtom.ts'
import './persist.css'

type Notice =
  | { readonly kind: 'done'; readonly text: string }
  | { readonly kind: 'refused'; readonly title: string; readonly text: string }
  | { readonly kind: 'link'; readonly text: string; readonly link: string }

export function GameFileMenu() {
  const session = useAtomValue(sessionAtom)
  const importGame = useSetAtom(importGameAtom)
  const [notice, setNotice] = useState<Notice | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  if (!session) return null
  const record = { setup: session.setup, actions: session.actions }

  const exportFile = () => {
    const blob = new Blob([encodeGameFile(record, 1)], { type: 'application/json' })
    const url = URL.createObjectURL(blob)
    const a = document.createElement('a')
    a.href = url
    a.download = `midnight-museum-seed${session.setup.seed}-turn${session.state.turn.number}.json`
    a.click()
    setTimeout(() => URL.revokeObjectURL(url), 0)
    setNotice({ kind: 'done', text: `Saved the game as ${a.download} (${record.actions.length} actions).` })
  }

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = '' // the same file may be chosen again
    if (!file) return
    const refuse = (text: string) => setNotice({ kind: 'refused', title: `“${file.name}” cannot be opened`, text })
    if (file.size > MAX_FILE_CHARS)
      return refuse(
        `It is too large: ${formatSize(file.size)}, over the ${formatSize(MAX_FILE_CHARS)} a game file may be.`,
      )
    let text: string
    try {
      text = await file.text()
    } catch {
      return refuse('The browser could not read the file.')
    }
    // on success the replay viewer opens (#/replay) at the game's last step; "play on" continues it from any step
    const result = importGame({ kind: 'file', text, title: file.name })
    if (!result.ok) return refuse(result.error)
  }

  const share = async () => {
    const base = `${window.location.origin}${window.location.pathname}${window.location.search}`
    const link = encodeShareLink(record, base)
    if (!link.ok) return setNotice({ kind: 'refused', title: 'This game cannot be shared as a link', text: link.error })
    try {
      await navigator.clipboard.writeText(link.value)
      setNotice({
        kind: 'done',
        text: `Link copied (${link.value.length.toLocaleString('en')} characters). It holds the whole game; nothing is sent anywhere.`,
      })
    } catch {
      setNotice({
        kind: 'link',
        text: 'The browser did not let the game copy the link: copy it from here.',
        link: link.value,
      })
    }
  }

  return (
    <section className="game-file-menu" aria-label="Game file">
      <div className="game-file-buttons">
        <button type="button" className="shell-button" onClick={exportFile}>
          Export
        </button>
        <button type="button" className="shell-button" onClick={() => fileInput.current?.click()}>
          Import…
        </button>
        <button type="button" className="shell-button" onClick={() => void share()}>
          Share link
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          aria-label="Game file to import"
          data-testid="import-file"
          onChange={(e) => void importFile(e)}
        />
      </div>
      <div aria-live="polite">
        {notice && notice.kind !== 'refused' && <NoticeView notice={notice} onClose={() => setNotice(null)} />}
      </div>
      <div role="alert">
        {notice?.kind === 'refused' && <NoticeView notice={notice} onClose={() => setNotice(null)} />}
      </div>
    </section>
  )
}

function NoticeView({ notice, onClose }: { readonly notice: Notice; readonly onClose: () => void }) {
  return (
    <div className={notice.kind === 'refused' ? 'game-file-notice refused' : 'game-file-notice'}>
      {notice.kind === 'refused' && <h2>{notice.title}</h2>}
      <p>{notice.text}</p>
      {notice.kind === 'refused' && <p className="unchanged">The game on the table is unchanged.</p>}
      {notice.kind === 'link' && (
        <input
          className="share-field"
          readOnly
          value={notice.link}
          aria-label="Share link"
          onFocus={(e) => e.currentTarget.select()}
          autoFocus
        />
      )}
      <button type="button" className="shell-button" onClick={onClose}>
        Close
      </button>
    </div>
  )
}
