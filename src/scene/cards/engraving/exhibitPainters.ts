// Painters of the things a museum shows: an urn, a bell jar, a skull, a stone or crystals, an orrery.
// Each builds a picture in stage units with seeded proportions; engravePicture.ts inks it.
import { between, type Rng } from './engraveKit.ts'
import type { Picture, Stage } from './engravePicture.ts'
import { block, lathe, lines, oval, polygon, type Pt } from './engraveShapes.ts'

/** A low plinth the exhibit stands on: its top is at `h`. */
const plinth = (st: Stage, w: number, h: number) => block(st, -w, 0, w, h, 'mid')

export function urn(st: Stage, rng: Rng): Picture {
  const belly = between(rng, 0.15, 0.21)
  const top = between(rng, 0.6, 0.7)
  const neck = between(rng, 0.06, 0.09)
  const profile: Pt[] = [
    [0.08, 0.08],
    [0.06, 0.1],
    [belly, 0.1 + (top - 0.1) * 0.35],
    [belly * 0.85, 0.1 + (top - 0.1) * 0.7],
    [neck, top - 0.08],
    [neck * 1.5, top],
  ]
  const bandY = 0.1 + (top - 0.1) * 0.55
  const zig = 5 + Math.floor(rng() * 4)
  const body = lathe(st, profile, 'light', 0, (ctx) => {
    const w = belly * 0.93
    const band: Pt[] = Array.from({ length: zig * 2 + 1 }, (_, i) => [-w + (i * w) / zig, bandY + (i % 2 ? 0.04 : 0)])
    lines(ctx, st, [
      [
        [-w, bandY],
        [w, bandY],
      ],
      [
        [-w, bandY + 0.04],
        [w, bandY + 0.04],
      ],
      band,
    ])
  })
  const handles = rng() < 0.6
  return {
    ground: 'room',
    bodies: [
      plinth(st, 0.14, 0.08),
      body,
      ...(handles ? [-1, 1].map((side) => oval(st, side * (belly * 0.78 + 0.03), top - 0.14, 0.035, 0.06, 'mid')) : []),
    ],
  }
}

export function bellJar(st: Stage, rng: Rng): Picture {
  const w = between(rng, 0.15, 0.19)
  const h = between(rng, 0.5, 0.6)
  const dome = lathe(
    st,
    [
      [w, 0.1],
      [w, h * 0.7],
      [w * 0.8, h * 0.92],
      [0.03, h],
      [0.03, h + 0.04],
    ],
    'glass',
    0,
    (ctx) =>
      lines(ctx, st, [
        [
          [-w * 0.7, 0.16],
          [-w * 0.7, h * 0.68],
          [-w * 0.45, h * 0.86],
        ],
      ]),
  )
  const stem: Pt[] = [
    [0, 0.1],
    [0.02, h * 0.4],
    [-0.01, h * 0.62],
  ]
  const kind = Math.floor(rng() * 3)
  const inside =
    kind === 0
      ? [oval(st, -0.01, h * 0.66, 0.05, 0.04, 'mid'), oval(st, 0.05, h * 0.5, 0.04, 0.025, 'light')]
      : kind === 1
        ? [oval(st, -0.05, h * 0.5, 0.05, 0.08, 'mid'), oval(st, 0.05, h * 0.5, 0.05, 0.08, 'mid')]
        : [oval(st, 0, h * 0.5, 0.07, 0.045, 'mid'), oval(st, 0.06, h * 0.58, 0.03, 0.03, 'mid')]
  return {
    ground: 'room',
    bodies: [
      block(st, -w - 0.03, 0, w + 0.03, 0.1, 'mid'),
      { ...block(st, -0.005, 0.1, 0.005, h * 0.45, 'paper', (ctx) => lines(ctx, st, [stem])) },
      ...inside,
      dome,
    ],
  }
}

export function skull(st: Stage, rng: Rng): Picture {
  const r = between(rng, 0.13, 0.16)
  const base = between(rng, 0.1, 0.16)
  const cy = base + r * 1.35
  const head = polygon(
    st,
    [
      ...Array.from({ length: 17 }, (_, i): Pt => {
        const a = Math.PI * (1.15 - i * 0.08125)
        return [Math.cos(a) * r, cy + Math.sin(a) * r * 0.95]
      }),
      [r * 0.55, base + r * 0.25],
      [r * 0.45, base],
      [-r * 0.45, base],
      [-r * 0.55, base + r * 0.25],
    ],
    'light',
    (ctx) =>
      lines(
        ctx,
        st,
        [-0.3, -0.1, 0.1, 0.3].map((f): Pt[] => [
          [f * r, base],
          [f * r, base + r * 0.22],
        ]),
      ),
  )
  const eye = r * between(rng, 0.24, 0.3)
  return {
    ground: 'room',
    bodies: [
      block(st, -0.24, 0, 0.24, base, 'mid', (ctx) =>
        lines(ctx, st, [
          [
            [-0.22, base * 0.5],
            [0.22, base * 0.5],
          ],
        ]),
      ),
      head,
      oval(st, -r * 0.4, cy - r * 0.15, eye, eye * 0.9, 'dark'),
      oval(st, r * 0.4, cy - r * 0.15, eye, eye * 0.9, 'dark'),
      polygon(
        st,
        [
          [0, cy - r * 0.35],
          [r * 0.12, cy - r * 0.62],
          [-r * 0.12, cy - r * 0.62],
        ],
        'dark',
      ),
    ],
  }
}

/** A meteorite on a plinth, or (`crystals`) a cluster of crystals. */
export function stone(st: Stage, rng: Rng, crystals = false): Picture {
  const base = 0.1
  if (crystals) {
    const n = 3 + Math.floor(rng() * 3)
    const prisms = Array.from({ length: n }, (_, i) => {
      const x = (i - (n - 1) / 2) * 0.07
      const h = between(rng, 0.2, 0.45) * (1 - Math.abs(x) * 2)
      const lean = between(rng, -0.04, 0.04) + x * 0.3
      const w = 0.035
      return polygon(
        st,
        [
          [x - w, base],
          [x + w, base],
          [x + w + lean, base + h],
          [x + lean, base + h + 0.06],
          [x - w + lean, base + h],
        ],
        i % 2 ? 'mid' : 'light',
      )
    })
    return { ground: 'room', bodies: [plinth(st, 0.22, base), ...prisms] }
  }
  const r = between(rng, 0.14, 0.18)
  const pts = Array.from({ length: 12 }, (_, i): Pt => {
    const a = Math.PI + (i * Math.PI) / 11
    const k = i === 0 || i === 11 ? 1 : between(rng, 0.8, 1.08)
    return [-Math.cos(a) * r * k * 1.3, base - Math.sin(a) * r * k]
  })
  const pits = Array.from({ length: 3 }, () =>
    oval(st, between(rng, -r, r * 0.6), base + between(rng, 0.04, r * 0.7), 0.02, 0.015, 'dark'),
  )
  return { ground: 'room', bodies: [plinth(st, 0.25, base), polygon(st, pts, 'mid'), ...pits] }
}

export function orrery(st: Stage, rng: Rng): Picture {
  const cy = between(rng, 0.42, 0.5)
  const orbits = [0.18, 0.28, 0.38].map((rx) => rx * between(rng, 0.9, 1.05))
  const planets = orbits.map((rx) => {
    const a = between(rng, 0, Math.PI * 2)
    return oval(st, Math.cos(a) * rx, cy + Math.sin(a) * rx * 0.25, 0.025, 0.025, 'dark')
  })
  const sun = oval(st, 0, cy, 0.06, 0.06, 'light', (ctx) => {
    ctx.beginPath()
    for (const rx of orbits) {
      ctx.moveTo(st.X(rx), st.Y(cy))
      ctx.ellipse(st.X(0), st.Y(cy), rx * st.s, rx * st.s * 0.25, 0, 0, Math.PI * 2)
    }
    ctx.stroke()
  })
  const stand = lathe(
    st,
    [
      [0.14, 0],
      [0.12, 0.03],
      [0.02, 0.07],
      [0.015, cy - 0.06],
    ],
    'mid',
  )
  return { ground: 'room', bodies: [stand, sun, ...planets] }
}
