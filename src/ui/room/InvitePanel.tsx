// The host's links: the invite link (a seat at the table) with a Copy button and its QR code for a phone, the big
// screen link (the table and the join code, for the television) and the watch link (the table only). Each is plain
// text in a read-only field, so a person or a test can copy it anywhere.
import { useId, useState } from 'react'
import { bigScreenLink, inviteLink, watchLink } from '../../state/room/roomLinks.ts'
import { QrCode } from './QrCode.tsx'

type Props = { readonly roomId: string; readonly invite: string; readonly watch: string }

export function InvitePanel({ roomId, invite, watch }: Props) {
  const inviteUrl = inviteLink(roomId, invite)
  const watchUrl = watchLink(roomId, watch)
  return (
    <div className="room-invite">
      <LinkField label="Invite link" value={inviteUrl} help="Anyone with it takes a seat: send it to your friends." />
      <QrCode text={inviteUrl} />
      <LinkField
        label="Big screen link"
        value={bigScreenLink(roomId, watch, invite)}
        help="Open it on the television: it shows the table, whose turn it is, the log, and this QR code for phones to join."
      />
      <LinkField label="Watch link" value={watchUrl} help="Shows the table without a seat and without the join code." />
    </div>
  )
}

function LinkField({ label, value, help }: { readonly label: string; readonly value: string; readonly help: string }) {
  const id = useId()
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)
  const copy = () => {
    const done = (ok: boolean) => setCopied(ok ? 'yes' : 'no')
    if (!navigator.clipboard) return done(false)
    navigator.clipboard.writeText(value).then(
      () => done(true),
      () => done(false),
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
      </div>
      <p id={`${id}-help`} className="help" role="status">
        {copied === 'yes' ? `${label} copied.` : copied === 'no' ? 'Copying is blocked here: select the text.' : help}
      </p>
    </div>
  )
}
