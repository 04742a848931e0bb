// The world-space action panel's face, painted on a canvas: a title, the engine's last sentence of refusal, and a
// page of the action panel's controls (the HUD's own entries), with "More" and "Leave" at the foot. Returns where
// each control lies on the canvas, so a ray's hit (its uv) finds the control under it.

/** The canvas's size in pixels; the panel is `PANEL_CM` wide and tall in the room. */
export const PANEL_PX = 1024
export const PANEL_CM = 36
/** Controls on one page. */
export const PAGE_SIZE = 6

export type PanelButton = {
  readonly key: string
  readonly label: string
  readonly x: number
  readonly y: number
  readonly w: number
  readonly h: number
}

export type PanelFace = {
  readonly title: string
  readonly message: string | null
  readonly entries: readonly { readonly key: string; readonly label: string }[]
  readonly page: number
  readonly leave: string
  readonly hovered: string | null
  /** A card read out (pointed at and selected): its words take the board, with a way back to the controls. */
  readonly reading?: { readonly title: string; readonly lines: readonly string[] } | null
}

const INK = '#f4e6c4'
const SERIF = '"EB Garamond", Georgia, serif'

/** Words wrapped to `width` px, at most `lines` lines (the last ends with an ellipsis if cut). */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number, lines: number): string[] {
  const out: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (ctx.measureText(next).width <= width || !line) line = next
    else {
      out.push(line)
      line = word
    }
  }
  if (line) out.push(line)
  if (out.length <= lines) return out
  const kept = out.slice(0, lines)
  kept[lines - 1] = `${kept[lines - 1] ?? ''}…`
  return kept
}

/** The controls of a face: its page of entries, then "More" when there are more, then "Leave". */
export function panelButtons(face: PanelFace): PanelButton[] {
  const footY = PANEL_PX - 100
  const half = (PANEL_PX - 100) / 2
  if (face.reading) {
    return [
      { key: 'close-card', label: 'Back to your move', x: 40, y: footY, w: half, h: 80 },
      { key: 'leave', label: face.leave, x: 60 + half, y: footY, w: half, h: 80 },
    ]
  }
  const pages = Math.max(1, Math.ceil(face.entries.length / PAGE_SIZE))
  const page = face.page % pages
  const shown = face.entries.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)
  const top = 300
  const rowH = 96
  const out: PanelButton[] = shown.map((e, i) => ({ ...e, x: 40, y: top + i * (rowH + 12), w: PANEL_PX - 80, h: rowH }))
  if (pages > 1) out.push({ key: 'more', label: `More (${page + 1} of ${pages})`, x: 40, y: footY, w: half, h: 80 })
  out.push({ key: 'leave', label: face.leave, x: 60 + half, y: footY, w: half, h: 80 })
  return out
}

/** Paints the face; returns its controls. */
export function drawXrPanel(ctx: CanvasRenderingContext2D, face: PanelFace): PanelButton[] {
  ctx.fillStyle = '#17120e'
  ctx.fillRect(0, 0, PANEL_PX, PANEL_PX)
  ctx.strokeStyle = '#b08a45'
  ctx.lineWidth = 8
  ctx.strokeRect(6, 6, PANEL_PX - 12, PANEL_PX - 12)
  ctx.fillStyle = INK
  ctx.textBaseline = 'middle'
  ctx.font = `600 64px ${SERIF}`
  const [title] = wrap(ctx, face.reading?.title ?? face.title, PANEL_PX - 80, 1)
  ctx.fillText(title ?? '', 40, 70)
  if (face.reading) {
    // The card's sections, wrapped, as many lines as the board holds above its foot.
    ctx.font = `500 36px ${SERIF}`
    const lines = face.reading.lines.flatMap((l) => wrap(ctx, l, PANEL_PX - 80, 4))
    lines.slice(0, 17).forEach((line, i) => ctx.fillText(line, 40, 150 + i * 44))
  } else if (face.message) {
    ctx.fillStyle = 'rgba(120, 30, 20, 0.9)'
    ctx.fillRect(30, 120, PANEL_PX - 60, 160)
    ctx.fillStyle = '#fbe9c6'
    ctx.font = `600 38px ${SERIF}`
    wrap(ctx, face.message, PANEL_PX - 100, 3).forEach((line, i) => ctx.fillText(line, 50, 160 + i * 44))
  }
  const buttons = panelButtons(face)
  for (const b of buttons) {
    ctx.fillStyle = b.key === face.hovered ? '#6b4f22' : '#2f261d'
    ctx.fillRect(b.x, b.y, b.w, b.h)
    ctx.strokeStyle = b.key === face.hovered ? '#ffd98a' : '#8a6a35'
    ctx.lineWidth = 4
    ctx.strokeRect(b.x, b.y, b.w, b.h)
    ctx.fillStyle = INK
    ctx.font = `500 40px ${SERIF}`
    const [line] = wrap(ctx, b.label, b.w - 40, 1)
    ctx.fillText(line ?? '', b.x + 20, b.y + b.h / 2)
  }
  return buttons
}

/** The control at a canvas point, or null. */
export function buttonAt(buttons: readonly PanelButton[], x: number, y: number): PanelButton | null {
  return buttons.find((b) => x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h) ?? null
}
