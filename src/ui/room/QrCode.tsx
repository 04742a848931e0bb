// A link as a QR code: the host's invite panel and the big screen's join code. The encoder (`qrcode`) loads with
// the first code drawn, never with solo play; without it nothing is drawn and the link's text still works.
import { useEffect, useRef, useState } from 'react'

type Props = {
  readonly text: string
  /** What a screen reader hears for the picture. */
  readonly label?: string
  /** The words under the code. */
  readonly caption?: string
  readonly className?: string
  /** Called once the code is drawn (it is drawn after the encoder loads): a panel can then scroll to it. */
  readonly onDrawn?: (() => void) | undefined
}

export function QrCode({
  text,
  label = 'QR code: scan to take a seat',
  caption = 'Scan to take a seat',
  className = 'room-qr',
  onDrawn,
}: Props) {
  const [svg, setSvg] = useState<{ readonly text: string; readonly markup: string } | null>(null)
  const drawn = useRef(onDrawn)
  useEffect(() => {
    drawn.current = onDrawn
  })
  useEffect(() => {
    if (svg) drawn.current?.()
  }, [svg])
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
    <figure className={className}>
      {/* The encoder's own SVG; the only input is our link. */}
      <div role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg.markup }} />
      <figcaption>{caption}</figcaption>
    </figure>
  )
}
