// The host's links: the invite link (a seat at the table) with a Copy button, a Share button where the system has a
// share sheet (a phone: Messages and the like), and its QR code for a phone, the big screen link (the table and the
// join code, for the television) and the watch link (the table only). Each is plain text in a read-only field, so a
// person or a test can copy it anywhere.
import { useId, useState } from 'react'
import { bigScreenLink, inviteLink, watchLink } from '../../state/room/roomLinks.ts'
import { QrCode } from './QrCode.tsx'

type Props = {
  readonly roomId: string
  readonly invite: string
  readonly watch: string
  /** Called once the QR code is drawn. */
  readonly onQrDrawn?: (() => void) | undefined
}

export function InvitePanel({ roomId, invite, watch, onQrDrawn }: Props) {
  const inviteUrl = inviteLink(roomId, invite)
  const watchUrl = watchLink(roomId, watch)
  return (
    <div className="room-invite">
      <LinkField
        label="Invite link"
        value={inviteUrl}
        help="Anyone with it takes a seat: send it to your friends."
        share="A seat at my table in Midnight Museum"
      />
      <QrCode text={inviteUrl} onDrawn={onQrDrawn} />
      <LinkField
        label="Big screen link"
        value={bigScreenLink(roomId, watch, invite)}
        help="Open it on the television: it shows the table, whose turn it is, the log, and this QR code for phones to join."
      />
      <LinkField label="Watch link" value={watchUrl} help="Shows the table without a seat and without the join code." />
    </div>
  )
}

/** `share`: the words that go with the link through the system's share sheet, where there is one. */
function LinkField({
  label,
  value,
  help,
  share,
}: {
  readonly label: string
  readonly value: string
  readonly help: string
  readonly share?: string
}) {
  const id = useId()
  const [said, setSaid] = useState<string | null>(null)
  const copy = () => {
    const done = (ok: boolean) => setSaid(ok ? `${label} copied.` : 'Copying is blocked here: select the text.')
    if (!navigator.clipboard) return done(false)
    navigator.clipboard.writeText(value).then(
      () => done(true),
      () => done(false),
    )
  }
  const canShare = share !== undefined && typeof navigator.share === 'function'
  const send = () => {
    if (share === undefined) return
    navigator.share({ title: 'Midnight Museum', text: share, url: value }).then(
      () => setSaid(`${label} sent.`),
      // Closing the share sheet is no failure: nothing to say.
      (error: unknown) =>
        setSaid(
          error instanceof DOMException && error.name === 'AbortError'
            ? null
            : 'Sharing is blocked here: copy the link instead.',
        ),
    )
  }
  return (
    <div className="field room-link">
      <label htmlFor={id}>{label}</label>
      <div className="room-link-row">
        <input id={id} readOnly value={value} aria-describedby={`${id}-help`} onFocus={(e) => e.target.select()} />
        <button type="button" className="shell-button" onClick={copy}>
          Copy
        </button>
        {canShare && (
          <button type="button" className="shell-button" onClick={send}>
            Share
          </button>
        )}
      </div>
      <p id={`${id}-help`} className="help" role="status">
        {said ?? help}
      </p>
    </div>
  )
}
