// Reads a recording context's log back as ink on the canvas: for every stroke, fill or strokeRect, whether it is
// kept inside `box` — either by a clip to a rectangle inside the box, or because every point of its path lies inside.

type Box = { readonly x: number; readonly y: number; readonly w: number; readonly h: number }

const args = (call: string): number[] =>
  (/\((.*)\)$/.exec(call)?.[1] ?? '')
    .split(',')
    .filter((a) => a !== '')
    .map(Number)

/** The calls that put ink outside `box` (allowing `slack` pixels for half a line's width); [] when none. */
export function inkOutside(log: readonly string[], box: Box, slack = 2): string[] {
  const inside = (x: number, y: number) =>
    x >= box.x - slack && x <= box.x + box.w + slack && y >= box.y - slack && y <= box.y + box.h + slack
  const clipped: boolean[] = [false]
  let path: [number, number][] = []
  let lastRect: number[] | null = null
  const outside: string[] = []
  for (const call of log) {
    const name = call.split(/[(=]/)[0]
    const a = args(call)
    if (name === 'save') clipped.push(clipped[clipped.length - 1] ?? false)
    else if (name === 'restore') clipped.pop()
    else if (name === 'beginPath') {
      path = []
      lastRect = null
    } else if (name === 'rect') {
      lastRect = a
      path.push([a[0]!, a[1]!], [a[0]! + a[2]!, a[1]! + a[3]!])
    } else if (name === 'clip' && lastRect && inside(lastRect[0]!, lastRect[1]!)) {
      if (inside(lastRect[0]! + lastRect[2]!, lastRect[1]! + lastRect[3]!)) clipped[clipped.length - 1] = true
    } else if (name === 'moveTo' || name === 'lineTo') path.push([a[0]!, a[1]!])
    else if (name === 'quadraticCurveTo') path.push([a[0]!, a[1]!], [a[2]!, a[3]!])
    else if (name === 'ellipse' || name === 'arc') {
      const [cx, cy, rx, ry] = name === 'arc' ? [a[0]!, a[1]!, a[2]!, a[2]!] : [a[0]!, a[1]!, a[2]!, a[3]!]
      path.push([cx - rx, cy - ry], [cx + rx, cy + ry])
    } else if (name === 'strokeRect' || name === 'fillRect') {
      if (!clipped[clipped.length - 1] && !(inside(a[0]!, a[1]!) && inside(a[0]! + a[2]!, a[1]! + a[3]!)))
        outside.push(call)
    } else if ((name === 'stroke' || name === 'fill') && !clipped[clipped.length - 1]) {
      if (!path.every(([x, y]) => inside(x, y))) outside.push(call)
    }
  }
  return outside
}
