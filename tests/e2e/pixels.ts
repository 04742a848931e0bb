import type { Page } from '@playwright/test'

/** The pixels of one screenshot, as the page's own image decoder read them (RGBA, row by row). */
export type Pixels = {
  readonly data: Uint8ClampedArray
  readonly width: number
  readonly height: number
  /** Screenshot pixels per CSS pixel (the page's coordinates times this give the pixel's column and row). */
  readonly scale: number
}

/**
 * Takes one screenshot and runs `read` on its real pixels inside the page: the PNG is decoded by the page's own
 * image decoder, so no PNG library is needed and the WebGL canvas need not preserve its drawing buffer. `read`
 * runs in the page, so it may use nothing from its surroundings but its argument.
 */
export async function readScreenshot<A, R>(
  page: Page,
  read: (pixels: Pixels, arg: A) => R,
  arg: A,
  clip?: { x: number; y: number; width: number; height: number },
): Promise<R> {
  const png = await page.screenshot(clip ? { clip } : {})
  return page.evaluate(
    async ({ base64, source, arg }) => {
      const image = new Image()
      image.src = `data:image/png;base64,${base64}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.width
      canvas.height = image.height
      const ctx = canvas.getContext('2d')
      if (!ctx) throw new Error('test: no 2D context')
      ctx.drawImage(image, 0, 0)
      const { data } = ctx.getImageData(0, 0, image.width, image.height)
      const fn = new Function(`return (${source})`)() as (pixels: Pixels, arg: A) => R
      return fn({ data, width: image.width, height: image.height, scale: image.width / window.innerWidth }, arg as A)
    },
    { base64: png.toString('base64'), source: read.toString(), arg },
  )
}

export type PixelStats = {
  /** Number of distinct colours after quantising each channel to 32 levels. */
  readonly distinctColours: number
  /** Mean luminance 0..255. */
  readonly meanLuminance: number
  /** Share of pixels whose colour is near the given target, when one is asked for. */
  readonly nearShare: number
}

/** Colour statistics of a screenshot region's real pixels. */
export async function screenshotStats(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
  near?: { r: number; g: number; b: number; tolerance: number },
): Promise<PixelStats> {
  return readScreenshot(
    page,
    ({ data }, near) => {
      const colours = new Set<number>()
      let luminance = 0
      let nearCount = 0
      const pixels = data.length / 4
      for (let i = 0; i < data.length; i += 4) {
        const r = data[i] ?? 0
        const g = data[i + 1] ?? 0
        const b = data[i + 2] ?? 0
        colours.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3))
        luminance += 0.2126 * r + 0.7152 * g + 0.0722 * b
        if (near && Math.abs(r - near.r) + Math.abs(g - near.g) + Math.abs(b - near.b) <= near.tolerance) nearCount++
      }
      return { distinctColours: colours.size, meanLuminance: luminance / pixels, nearShare: nearCount / pixels }
    },
    near ?? null,
    clip,
  )
}
