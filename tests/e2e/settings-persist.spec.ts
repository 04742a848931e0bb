// Issue 12, "Done when": settings survive a reload — each field, set with the keyboard in the dialog opened
// from the start screen, read back after a reload. The dialog is modal: Esc closes it and focus goes back.
import { expect, test, type Page } from '@playwright/test'

async function openSettings(page: Page) {
  const button = page.getByRole('button', { name: 'Settings' })
  await button.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await expect(dialog).toBeVisible()
  return { button, dialog }
}

// The settings as shipped, not the suite's minimal quality (playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } })

test('every setting survives a reload', async ({ page }) => {
  await page.goto('/#/')
  const opened = await openSettings(page)
  const button = opened.button
  let dialog = opened.dialog
  // As shipped: following the system, normal speed, auto quality, no letters, hints on, 80% volume.
  await expect(dialog.getByRole('radio', { name: /Follow this device/ })).toBeChecked()
  await expect(dialog.getByRole('radio', { name: /Normal/ })).toBeChecked()
  await expect(dialog.getByRole('radio', { name: /Auto/ })).toBeChecked()
  await expect(dialog.getByRole('radio', { name: /Full resolution/ })).toBeChecked()
  await expect(dialog.getByRole('radio', { name: /Standard text/ })).toBeChecked()
  const rootPx = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))
  expect(await rootPx()).toBe(18) // a 1280×720 window

  const volume = dialog.getByRole('slider')
  await volume.focus()
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft') // 80% → 50%
  await dialog.getByRole('checkbox', { name: /Mute every sound/ }).focus()
  await page.keyboard.press('Space')
  await dialog.getByRole('radio', { name: /Reduced motion/ }).focus()
  await page.keyboard.press('Space')
  await dialog.getByRole('radio', { name: /Instant/ }).focus()
  await page.keyboard.press('Space')
  await dialog.getByRole('radio', { name: /Low/ }).focus()
  await page.keyboard.press('Space')
  await dialog.getByRole('radio', { name: /Half resolution/ }).focus()
  await page.keyboard.press('Space')
  await dialog.getByRole('radio', { name: /Largest text/ }).focus()
  await page.keyboard.press('Space')
  await expect.poll(rootPx).toBe(27) // at once: everything around the table is sized in rem
  await dialog.getByRole('checkbox', { name: /Colour letters/ }).focus()
  await page.keyboard.press('Space')
  await dialog.getByRole('checkbox', { name: /Odds and advice/ }).focus()
  await page.keyboard.press('Space')
  await dialog.getByRole('checkbox', { name: /Close-up while rolling/ }).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(button).toBeFocused()

  await page.reload()
  ;({ dialog } = await openSettings(page))
  await expect(dialog.getByRole('slider')).toHaveValue('50')
  await expect(dialog.getByRole('checkbox', { name: /Mute every sound/ })).toBeChecked()
  await expect(dialog.getByRole('radio', { name: /Reduced motion/ })).toBeChecked()
  await expect(dialog.getByRole('radio', { name: /Instant/ })).toBeChecked()
  await expect(dialog.getByRole('radio', { name: /Low/ })).toBeChecked()
  await expect(dialog.getByRole('radio', { name: /Half resolution/ })).toBeChecked()
  await expect(dialog.getByRole('radio', { name: /Largest text/ })).toBeChecked()
  expect(await rootPx()).toBe(27)
  await expect(dialog.getByRole('checkbox', { name: /Colour letters/ })).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: /Odds and advice/ })).not.toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: /Close-up while rolling/ })).not.toBeChecked()
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('midnight-museum.settings.v1') ?? '{}'))
  expect(stored).toEqual({
    volume: 0.5,
    muted: true,
    motion: 'reduce',
    animationSpeed: 0,
    quality: 'low',
    resolution: 0.5,
    textSize: 1.5,
    glyphAids: true,
    hints: false,
    closeUp: false,
  })

  // Minimal is kept as chosen too.
  await dialog.getByRole('radio', { name: /Minimal/ }).check()
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('midnight-museum.settings.v1') ?? '{}').quality))
    .toBe('minimal')

  // Slow and high too, and back to following the system; Tab stays inside the open dialog.
  await dialog.getByRole('radio', { name: /Slow/ }).check()
  await dialog.getByRole('radio', { name: /High/ }).check()
  await dialog.getByRole('radio', { name: /Follow this device/ }).check()
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true)
  }
  await page.getByRole('button', { name: 'Done (Esc)' }).click()
  await page.reload()
  ;({ dialog } = await openSettings(page))
  await expect(dialog.getByRole('radio', { name: /Slow/ })).toBeChecked()
  await expect(dialog.getByRole('radio', { name: /High/ })).toBeChecked()
  await expect(dialog.getByRole('radio', { name: /Follow this device/ })).toBeChecked()
})
