import type { Page } from '@playwright/test'

export type PixelStats = {
  /** Number of distinct colours after quantising each channel to 32 levels. */
  readonly distinctColours: number
  /** Mean luminance 0..255. */
  readonly meanLuminance: number
  /** Share of pixels whose colour is near the given target, when one is asked for. */
  readonly nearShare: number
}

/**
 * Reads the real pixels of a screenshot region: the PNG is decoded by the page's own image decoder,
 * so no PNG library is needed and the WebGL canvas need not preserve its drawing buffer.
 */
export async function screenshotStats(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
  near?: { r: number; g: number; b: number; tolerance: number },
): Promise<PixelStats> {
  const png = await page.screenshot({ clip })
  return page.evaluate(
    async ({ base64, near }) => {
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
    { base64: png.toString('base64'), near },
  )
}
