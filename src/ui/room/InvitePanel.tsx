// The host's links: the invite link (a seat at the table) with a Copy button and its QR code for a phone, and the
// watch link (the table only, for a big screen). Both are plain text in read-only fields, so a person or a test can
// copy them anywhere. The QR encoder loads with this panel, never with solo play.
import { useEffect, useId, useState } from 'react'
import { inviteLink, watchLink } from '../../state/room/roomLinks.ts'

type Props = { readonly roomId: string; readonly invite: string; readonly watch: string }

export function InvitePanel({ roomId, invite, watch }: Props) {
  const inviteUrl = inviteLink(roomId, invite)
  const watchUrl = watchLink(roomId, watch)
  return (
    <div className="room-invite">
      <LinkField label="Invite link" value={inviteUrl} help="Anyone with it takes a seat: send it to your friends." />
      <QrCode text={inviteUrl} />
      <LinkField label="Watch link" value={watchUrl} help="Shows the table without a seat: for a big screen." />
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

function QrCode({ text }: { readonly text: string }) {
  const [svg, setSvg] = useState<{ readonly text: string; readonly markup: string } | null>(null)
  useEffect(() => {
    let live = true
    void import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((markup) => live && setSvg({ text, markup }))
      .catch(() => undefined) // no QR code: the link above still works
    return () => {
      live = false
    }
  }, [text])
  if (!svg || svg.text !== text) return null
  return (
    <figure className="room-qr">
      {/* The encoder's own SVG; the only input is our link. */}
      <div role="img" aria-label="QR code: scan to take a seat" dangerouslySetInnerHTML={{ __html: svg.markup }} />
      <figcaption>Scan to take a seat</figcaption>
    </figure>
  )
}
