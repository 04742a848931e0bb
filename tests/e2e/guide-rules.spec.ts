// The rules reference in the game, written for players (issue 41): opened from the HUD with R at the rule in play
// (the guide's fixed game gives known steps), in plain words with pictures of the dice and of a card, the engine's
// rulings in a closed fold, in plain words when opened; searchable (matching sections only, words highlighted),
// closed with Esc, focus given back; axe-core clean.
import { expect, test, type Locator } from '@playwright/test'
import { hintsOff } from './quiet'
import { rollAtFirstCard } from './gameSteps'
import { violations } from './axe'

test.beforeEach(({ page }) => hintsOff(page))

/** What a player reads with every fold closed: the text and the names given to pictures and controls. */
function playerWords(dialog: Locator): Promise<string> {
  return dialog.evaluate((d) => {
    const copy = d.cloneNode(true) as HTMLElement
    for (const hidden of copy.querySelectorAll('details:not([open]) > :not(summary)')) hidden.remove()
    const names = [...copy.querySelectorAll('[aria-label], [alt], [title], [placeholder]')].map((e) =>
      ['aria-label', 'alt', 'title', 'placeholder'].map((a) => e.getAttribute(a) ?? '').join(' '),
    )
    // Each text node apart: neighbouring elements' words must not run together into one made-up identifier.
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT)
    const texts: string[] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '')
    return `${texts.join(' ')} ${names.join(' ')}`
  })
}

/** Whether a picture's canvas has been painted (some pixel is not transparent). */
function painted(picture: Locator): Promise<boolean> {
  return picture.evaluate((c) => {
    const canvas = c as HTMLCanvasElement
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data
    return data !== undefined && data.some((v, i) => i % 4 === 3 && v > 0)
  })
}

test('the rules reference is for players: plain words, pictures, the rule in play, search', async ({ page }) => {
  test.setTimeout(240_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/#/guide')
  await page.waitForFunction(() => window.__museum?.state()?.phase.kind === 'movement')

  await page.keyboard.press('r')
  const dialog = page.getByRole('dialog', { name: 'Rules reference' })
  // The page may still be busy with its first frames on a slow machine: the key waits its turn.
  await expect(dialog).toBeVisible({ timeout: 60_000 })
  await expect(dialog.locator('.rules-where')).toContainText('A turn')
  const turn = dialog.locator('#rules-turn')
  await expect(turn).toHaveClass(/is-in-play/)
  await expect(turn.getByRole('heading', { name: 'A turn' })).toBeInViewport()
  await expect(dialog.getByRole('link', { name: 'A turn', exact: true })).toHaveAttribute('aria-current', 'location')

  // Plain words: with the engine's folds closed, no source path, no error code, no identifier.
  await expect(dialog.locator('details[open]')).toHaveCount(0)
  const words = await playerWords(dialog)
  expect(words.length).toBeGreaterThan(5000)
  expect(words).not.toMatch(/src\/|\.tsx?\b/)
  expect(words.match(/\b[A-Z]{2,}(_[A-Z]+)+\b/g)).toBeNull()
  expect(words.match(/\b[a-z]+[A-Z][A-Za-z]*\b/g)).toBeNull()
  // The engine's rulings are still there, one fold away.
  const fold = dialog.locator('#rules-rolling details')
  await expect(fold.locator('summary')).toHaveText('How the engine rules it')
  await expect(fold).not.toHaveAttribute('open')

  // Pictures: every face of the three dice, told apart by shape, and an adventure card with its rows.
  const dice = dialog.locator('#rules-dice').getByRole('img', { name: /die showing/ })
  expect(await dice.count()).toBeGreaterThanOrEqual(18)
  for (const kind of ['green', 'yellow', 'red'])
    await expect(dialog.locator(`#rules-dice .rules-die.is-${kind}`).first()).toBeVisible()
  await expect.poll(() => painted(dice.first())).toBe(true)
  await expect.poll(() => painted(dice.last())).toBe(true)
  const card = dialog.locator('#rules-card').getByRole('img', { name: /adventure card/i })
  await expect(card).toBeVisible()
  await expect.poll(() => painted(card)).toBe(true)
  expect(await violations(page), 'the rules reference').toEqual([])

  const search = dialog.getByRole('searchbox', { name: 'Search the rules' })
  await expect(search).toBeFocused()
  await search.fill('focus')
  await expect(dialog.getByRole('status')).toContainText(/sections? holds? it, \d+ match/)
  const sections = dialog.locator('.rules-text > section')
  const count = await sections.count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThan(16)
  for (let i = 0; i < count; i++) await expect(sections.nth(i).locator('.rules-player')).toContainText(/focus/i)
  await expect(dialog.locator('mark.rules-hit').first()).toHaveText(/focus/i)
  await expect(dialog.locator('mark.rules-hit').first()).toBeVisible()
  await search.fill('zzzzqx')
  await expect(dialog.getByRole('status')).toContainText('No section holds')
  await search.fill('')

  // Opened, every fold reads as rules for players too: the engine's rulings, numbered, in plain words — no source
  // path, error code, identifier or code at all (those stay in docs/rules.md for maintainers).
  const folds = dialog.locator('details.rules-engine')
  const foldCount = await folds.count()
  expect(foldCount).toBeGreaterThan(10)
  for (let i = 0; i < foldCount; i++) await folds.nth(i).locator('summary').click()
  await expect(dialog.locator('details.rules-engine[open]')).toHaveCount(foldCount)
  const ruling = dialog.locator('#rule-R6-3')
  await ruling.scrollIntoViewIfNeeded()
  await expect(ruling).toBeVisible()
  await expect(ruling).toContainText('R6.3 One task per roll')
  const open = await playerWords(dialog)
  expect(open.length).toBeGreaterThan(words.length + 30_000)
  expect(open.match(/\b(src|tests)\/\S*|\S*\.tsx?\b/g)).toBeNull()
  expect(open.match(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g)).toBeNull()
  expect(open.match(/\b[a-z]+[A-Z][A-Za-z0-9]*\b/g)).toBeNull()
  await expect(dialog.locator('code')).toHaveCount(0)
  expect(await violations(page), 'the rules reference, its folds open').toEqual([])

  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  // After a roll the reference opens at rolling and meeting a row.
  await rollAtFirstCard(page)
  const button = page.getByRole('button', { name: /^Rules/ })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(dialog.locator('.rules-where')).toContainText('Rolling and meeting a row')
  await expect(dialog.locator('#rules-rolling')).toHaveClass(/is-in-play/)
  await expect(dialog.locator('#rules-rolling h3')).toBeInViewport()
  // Its worked example is drawn: the roll's dice, in the table's glyphs.
  const example = dialog.locator('#rules-rolling blockquote').getByRole('img', { name: /green die showing/ })
  await expect(example).toHaveCount(6)
  await expect.poll(() => painted(example.nth(2))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(button).toBeFocused()
})
