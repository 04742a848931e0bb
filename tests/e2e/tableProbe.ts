import type { Page } from '@playwright/test'
import { readScreenshot } from './pixels'

/** What the table's scene probe answers (src/scene/game/sceneProbe.ts). */
export type ScenePoint = { x: number; y: number }

export const sceneReady = (page: Page) => page.evaluate(() => window.__museumScene?.ready() ?? false)
export const handHour = (page: Page) => page.evaluate(() => window.__museumScene?.hand() ?? -1)
export const project = (page: Page, id: string) =>
  page.evaluate((card) => window.__museumScene?.project(card) ?? null, id)

export type Region = {
  /** Share of pixels that look like the cards' aged paper. */
  readonly paper: number
  /** Share of dark, ink-like pixels. */
  readonly ink: number
  /** The region as a small grey picture (16 × 16, 0–255), to compare regions with each other. */
  readonly thumb: readonly number[]
}

/** Reads square regions of one screenshot, centred on the given points. */
export async function readRegions(page: Page, centres: readonly ScenePoint[], half: number): Promise<Region[]> {
  return readScreenshot(
    page,
    ({ data, width, scale }, { centres, half }) =>
      centres.map(({ x, y }) => {
        const side = Math.round(half * 2 * scale)
        const x0 = Math.round((x - half) * scale)
        const y0 = Math.round((y - half) * scale)
        let paper = 0
        let ink = 0
        const thumb = new Array<number>(256).fill(0)
        const counts = new Array<number>(256).fill(0)
        for (let i = 0; i < side * side; i++) {
          const at = ((y0 + Math.floor(i / side)) * width + x0 + (i % side)) * 4
          const r = data[at] ?? 0
          const g = data[at + 1] ?? 0
          const b = data[at + 2] ?? 0
          const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b
          if (r > 150 && g > 120 && b > 70 && r > b + 25 && r >= g) paper++
          if (lum < 105) ink++
          const cell = Math.floor(((i % side) * 16) / side) + 16 * Math.floor((Math.floor(i / side) * 16) / side)
          thumb[cell] = (thumb[cell] ?? 0) + lum
          counts[cell] = (counts[cell] ?? 0) + 1
        }
        return {
          paper: paper / (side * side),
          ink: ink / (side * side),
          thumb: thumb.map((v, i) => v / Math.max(1, counts[i] ?? 1)),
        }
      }),
    { centres, half },
  )
}

/** The average colour of a small square around each point of one screenshot. */
export async function sampleColours(
  page: Page,
  points: readonly ScenePoint[],
  half = 3,
): Promise<{ r: number; g: number; b: number }[]> {
  return readScreenshot(
    page,
    ({ data, width, scale }, { points, half }) =>
      points.map(({ x, y }) => {
        const side = Math.max(1, Math.round(half * 2 * scale))
        const x0 = Math.round((x - half) * scale)
        const y0 = Math.round((y - half) * scale)
        let r = 0
        let g = 0
        let b = 0
        for (let row = 0; row < side; row++)
          for (let col = 0; col < side; col++) {
            const at = ((y0 + row) * width + x0 + col) * 4
            r += data[at] ?? 0
            g += data[at + 1] ?? 0
            b += data[at + 2] ?? 0
          }
        const n = side * side
        return { r: r / n, g: g / n, b: b / n }
      }),
    { points, half },
  )
}
