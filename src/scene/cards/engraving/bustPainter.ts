// A bust on a pedestal: a portrait for investigators and allies, a statue for galleries; crowned for kings, or a
// mask on a stand. Plain busts wear a seeded hat, bun or nothing, so a row of them tells people apart.
import { between, type Rng } from './engraveKit.ts'
import type { Body, Picture, Stage } from './engravePicture.ts'
import { block, lathe, lines, oval, polygon, type Pt } from './engraveShapes.ts'

export type BustKind = 'plain' | 'crowned' | 'mask'

export function bust(st: Stage, rng: Rng, kind: BustKind = 'plain'): Picture {
  const ped = between(rng, 0.16, 0.22)
  const head = between(rng, 0.085, 0.1)
  const hy = ped + (kind === 'mask' ? 0.2 : 0.26)
  const pedestal = lathe(
    st,
    [
      [0.11, 0],
      [0.09, 0.03],
      [0.06, ped * 0.5],
      [0.09, ped],
    ],
    'mid',
  )
  if (kind === 'mask') return { ground: 'room', bodies: [pedestal, ...mask(st, ped, hy, head)] }
  const broad = between(rng, 0.14, 0.19)
  const shoulders = lathe(
    st,
    [
      [0.06, ped],
      [broad, ped + 0.04],
      [broad * 0.85, ped + 0.12],
      [0.04, ped + 0.15],
    ],
    'light',
  )
  const neck = block(st, -0.04, ped + 0.12, 0.04, hy - head * 0.8, 'light')
  const face = oval(st, 0, hy, head * 0.9, head * 1.2, 'light', (ctx) =>
    lines(ctx, st, [
      [
        [head * 0.1, hy + head * 0.3],
        [head * 0.35, hy - head * 0.1],
        [head * 0.1, hy - head * 0.15],
      ],
    ]),
  )
  const top = hy + head * 1.05
  const wear = kind === 'crowned' ? crown(st, rng, head, top) : headwear(st, rng, head, hy, top)
  return { ground: 'room', bodies: [pedestal, shoulders, neck, face, ...wear] }
}

/** A mask on a rod: a broad oval with dark eyes and a mouth slit. */
function mask(st: Stage, ped: number, hy: number, head: number): Body[] {
  const eye = (side: number) => oval(st, side * head * 0.4, hy + head * 0.2, head * 0.22, head * 0.12, 'dark')
  return [
    block(st, -0.01, ped, 0.01, hy - head, 'mid'),
    oval(st, 0, hy, head * 1.1, head * 1.25, 'light', (ctx) =>
      lines(ctx, st, [
        [
          [-head * 0.3, hy - head * 0.6],
          [head * 0.3, hy - head * 0.6],
        ],
      ]),
    ),
    eye(-1),
    eye(1),
  ]
}

function crown(st: Stage, rng: Rng, head: number, band: number): Body[] {
  const spikes = 3 + Math.floor(rng() * 3)
  const points = Array.from({ length: spikes * 2 - 1 }, (_, i): Pt => [
    -head * 0.8 + ((i + 1) * head * 1.6) / (spikes * 2),
    band + (i % 2 === 0 ? head * 0.7 : head * 0.3),
  ])
  return [polygon(st, [[-head * 0.8, band], ...points, [head * 0.8, band]], 'mid')]
}

/** A top hat, a flat cap, a bun of hair, or nothing, by the seed. */
function headwear(st: Stage, rng: Rng, head: number, hy: number, top: number): Body[] {
  const choice = Math.floor(rng() * 4)
  if (choice === 0)
    return [
      block(st, -head * 1.25, top - head * 0.25, head * 1.25, top - head * 0.1, 'dark'),
      block(st, -head * 0.75, top - head * 0.1, head * 0.75, top + head * 0.9, 'dark'),
    ]
  if (choice === 1)
    return [
      polygon(
        st,
        [
          [-head * 0.95, hy + head * 0.55],
          [head * 1.5, hy + head * 0.6],
          [head * 0.8, top + head * 0.1],
          [-head * 0.7, top + head * 0.05],
        ],
        'mid',
      ),
    ]
  if (choice === 2) return [oval(st, -head * 0.55, top - head * 0.05, head * 0.4, head * 0.35, 'mid')]
  return []
}
