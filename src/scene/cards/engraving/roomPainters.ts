// Painters of the museum's rooms and of what lies beyond them: a stair, a crate, a book on a lectern, a map, a
// doorway, a sigil, a ship's prow by moonlight, and tentacles rising from night water (the Other Worlds).
import { between, type Rng } from './engraveKit.ts'
import type { Body, Picture, Stage } from './engravePicture.ts'
import { block, limb, lines, oval, polygon, tentacle, type Pt } from './engraveShapes.ts'

export function stair(st: Stage, rng: Rng): Picture {
  const n = 5 + Math.floor(rng() * 4)
  const rise = 0.62 / (n + 1)
  const run = 0.7 / (n + 1)
  const x0 = -0.42
  const steps: Pt[] = [[x0, 0]]
  for (let i = 0; i < n; i++) steps.push([x0 + i * run, (i + 1) * rise], [x0 + (i + 1) * run, (i + 1) * rise])
  const top = n * rise
  const xEnd = x0 + n * run
  const rail: Pt[] = [
    [x0, rise + 0.14],
    [xEnd, top + 0.14],
  ]
  const posts = Array.from({ length: n }, (_, i): Pt[] => [
    [x0 + (i + 0.5) * run, (i + 1) * rise],
    [x0 + (i + 0.5) * run, (i + 1) * rise + 0.14],
  ])
  const door = polygon(
    st,
    [
      [xEnd + 0.02, top],
      [xEnd + 0.16, top],
      [xEnd + 0.16, top + 0.16],
      [xEnd + 0.09, top + 0.22],
      [xEnd + 0.02, top + 0.16],
    ],
    'dark',
  )
  return {
    ground: 'room',
    bodies: [polygon(st, [...steps, [xEnd, 0]], 'light', (ctx) => lines(ctx, st, [rail, ...posts])), door],
  }
}

export function crate(st: Stage, rng: Rng): Picture {
  const w = between(rng, 0.2, 0.26)
  const h = between(rng, 0.26, 0.34)
  const d = between(rng, 0.08, 0.12)
  const x0 = -w * 0.75
  const front = block(st, x0, 0, x0 + w, h, 'light', (ctx) =>
    lines(ctx, st, [
      [
        [x0, h * 0.33],
        [x0 + w, h * 0.33],
      ],
      [
        [x0, h * 0.66],
        [x0 + w, h * 0.66],
      ],
      [
        [x0, 0],
        [x0 + w, h],
      ],
    ]),
  )
  const lid = polygon(
    st,
    [
      [x0, h],
      [x0 + w, h],
      [x0 + w + d, h + d * 0.7],
      [x0 + d, h + d * 0.7],
    ],
    'paper',
  )
  const side = polygon(
    st,
    [
      [x0 + w, 0],
      [x0 + w + d, d * 0.7],
      [x0 + w + d, h + d * 0.7],
      [x0 + w, h],
    ],
    'dark',
  )
  const second = rng() < 0.5 ? [block(st, x0 + w + d + 0.02, 0, x0 + w + d + 0.16, 0.14, 'mid')] : []
  return { ground: 'room', bodies: [front, lid, side, ...second] }
}

/** An open book on a lectern; its pages carry lines of text. */
export function tome(st: Stage, rng: Rng): Picture {
  const y = between(rng, 0.3, 0.36)
  const w = between(rng, 0.16, 0.2)
  const page = (side: number): Body =>
    polygon(
      st,
      [
        [0, y],
        [side * w, y + 0.03],
        [side * w * 1.02, y + 0.14],
        [0, y + 0.12],
      ],
      'paper',
      (ctx) =>
        lines(
          ctx,
          st,
          [0.03, 0.05, 0.07, 0.09].map((f): Pt[] => [
            [side * w * 0.15, y + f + 0.01],
            [side * w * between(rng, 0.6, 0.9), y + f + 0.015],
          ]),
        ),
    )
  const lectern = polygon(
    st,
    [
      [-0.1, 0],
      [0.1, 0],
      [0.03, 0.04],
      [0.03, y - 0.04],
      [w * 1.1, y - 0.01],
      [0, y - 0.05],
      [-w * 1.1, y - 0.01],
      [-0.03, y - 0.04],
      [-0.03, 0.04],
    ],
    'mid',
  )
  return { ground: 'room', bodies: [lectern, page(-1), page(1)] }
}

/** A map spread on a table, with a coast and a compass rose. */
export function chart(st: Stage, rng: Rng): Picture {
  const y = between(rng, 0.22, 0.28)
  const table = block(st, -0.34, 0, 0.34, y - 0.02, 'mid')
  const coast: Pt[] = Array.from({ length: 9 }, (_, i) => [-0.3 + i * 0.045, y + 0.06 + between(rng, 0, 0.08)])
  const sheet = polygon(
    st,
    [
      [-0.38, y - 0.02],
      [0.34, y - 0.02],
      [0.3, y + 0.2],
      [-0.32, y + 0.2],
    ],
    'paper',
    (ctx) => {
      lines(ctx, st, [coast])
      ctx.beginPath()
      ctx.moveTo(st.X(0.26), st.Y(y + 0.1))
      ctx.ellipse(st.X(0.2), st.Y(y + 0.1), 0.06 * st.s, 0.05 * st.s, 0, 0, Math.PI * 2)
      ctx.stroke()
      lines(ctx, st, [
        [
          [0.2, y + 0.03],
          [0.2, y + 0.17],
        ],
        [
          [0.13, y + 0.1],
          [0.27, y + 0.1],
        ],
      ])
    },
  )
  return { ground: 'room', bodies: [table, sheet] }
}

/** A gallery doorway between pilasters, dark beyond. */
export function doorway(st: Stage, rng: Rng): Picture {
  const w = between(rng, 0.12, 0.16)
  const h = between(rng, 0.4, 0.5)
  const arch: Pt[] = Array.from({ length: 9 }, (_, i) => {
    const a = (Math.PI * i) / 8
    return [w * Math.cos(a), h + w * Math.sin(a)]
  })
  const pilaster = (side: number) => block(st, side * (w + 0.02), 0, side * (w + 0.09), h + w + 0.06, 'light')
  const opening = polygon(st, [[w, 0], ...arch, [-w, 0]], 'dark')
  const lintel = block(st, -w - 0.1, h + w + 0.06, w + 0.1, h + w + 0.1, 'mid')
  return { ground: 'room', bodies: [pilaster(-1), pilaster(1), opening, lintel] }
}

/** A seal drawn on a disc: two circles and a star of `points` (a spell). */
export function sigil(st: Stage, rng: Rng): Picture {
  const points = rng() < 0.5 ? 5 : 7 // odd, so stepping two points at a time draws one star
  const r = between(rng, 0.24, 0.3)
  const cy = 0.4
  const disc = oval(st, 0, cy, r, r, 'paper', (ctx) => {
    ctx.beginPath()
    ctx.moveTo(st.X(r * 0.85), st.Y(cy))
    ctx.ellipse(st.X(0), st.Y(cy), r * 0.85 * st.s, r * 0.85 * st.s, 0, 0, Math.PI * 2)
    ctx.stroke()
    const star: Pt[] = Array.from({ length: points + 1 }, (_, i) => {
      const a = Math.PI / 2 + (i * 2 * Math.PI * 2) / points
      return [Math.cos(a) * r * 0.8, cy + Math.sin(a) * r * 0.8]
    })
    lines(ctx, st, [star])
  })
  return { ground: 'room', bodies: [block(st, -0.01, 0, 0.01, cy - r, 'mid'), disc] }
}

/** A moon over the water, with a dark headland under it. */
const moonAndLand = (st: Stage, rng: Rng): Body[] => {
  const mx = between(rng, -0.35, -0.15)
  const land = between(rng, 0.05, 0.1)
  return [
    oval(st, mx, between(rng, 0.5, 0.62), 0.08, 0.08, 'paper'),
    polygon(
      st,
      [
        [0.12, 0],
        [0.22, land],
        [0.34, land * 0.7],
        [0.5, land * 1.2],
        [0.6, 0],
      ],
      'dark',
    ),
  ]
}

/** A ship's prow with its figurehead, by moonlight. */
export function prow(st: Stage, rng: Rng): Picture {
  const lift = between(rng, 0.3, 0.4)
  const hull = polygon(
    st,
    [
      [-0.6, -0.05],
      [-0.1, -0.05],
      [0.1, lift * 0.5],
      [0.18, lift],
      [-0.6, lift * 0.85],
    ],
    'mid',
  )
  const figure = limb(st, [0.12, lift * 0.55], [0.22, lift * 0.7], [0.2, lift + 0.1], 0.06, 'light')
  return {
    ground: 'night',
    bodies: [...moonAndLand(st, rng), hull, figure, oval(st, 0.2, lift + 0.12, 0.03, 0.035, 'light')],
  }
}

/** Tentacles rising from the night water; `land` raises cyclopean towers or peaks on the horizon behind. */
export function tentacles(st: Stage, rng: Rng, land: 'towers' | 'peaks' | 'none' = 'none'): Picture {
  const n = 3 + Math.floor(rng() * 3)
  const arms = Array.from({ length: n }, (_, i) => {
    const x = -0.3 + (i * 0.6) / Math.max(n - 1, 1) + between(rng, -0.04, 0.04)
    const h = between(rng, 0.3, 0.55)
    const bend = between(rng, -0.2, 0.2)
    const turn = x < 0 ? 1 : -1
    return tentacle(st, [x, -0.04], [x + bend, h * 0.6], [x - bend * 0.4, h], 0.09, i % 2 ? 'mid' : 'light', turn)
  })
  const horizon: Body[] =
    land === 'towers'
      ? [0, 1, 2].map((i) => block(st, -0.45 + i * 0.16, 0, -0.38 + i * 0.16, between(rng, 0.15, 0.3), 'dark'))
      : land === 'peaks'
        ? [
            polygon(
              st,
              [
                [-0.6, 0],
                [-0.35, 0.3],
                [-0.2, 0.12],
                [0, 0.36],
                [0.25, 0.08],
                [0.6, 0],
              ],
              'dark',
            ),
          ]
        : []
  const moon = oval(st, between(rng, 0.22, 0.36), between(rng, 0.5, 0.62), 0.08, 0.08, 'paper')
  return { ground: 'night', bodies: [moon, ...horizon, ...arms] }
}
