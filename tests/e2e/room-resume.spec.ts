// Issue 43, durable rooms, the browser half: a tab at a room whose server process is killed (-9) says it is
// reconnecting, and once the server is started again (it reopens the room from its log on disk) comes back by
// itself to the same table with every move, and plays on. The spec runs its own `npm start` server (src/server/main.ts
// with DATA_DIR) on a free port, since it kills it.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort, startGameServer, stop } from '../server/processes'
import { actions, gameState } from './handsProbe'
import { keyStep, newPlayer } from './roomSteps'

test('a tab at a room comes back by itself after its server is killed and started again', async ({ browser }) => {
  test.setTimeout(240_000)
  const dir = mkdtempSync(join(tmpdir(), 'midnight-rooms-'))
  const port = await freePort()
  const env = { DIST: process.env.PREVIEW_DIR ?? 'dist', DATA_DIR: dir, ROLL_PACE: '0' }
  let server = await startGameServer(port, env)
  try {
    const host = await newPlayer(browser, true)
    const errors: string[] = []
    host.page.on('pageerror', (e) => errors.push(e.message))
    await host.page.goto(`http://127.0.0.1:${port}/`)
    await host.page.getByLabel('Investigators').selectOption('1')
    await host.page.getByLabel('Seed').fill('31')
    await host.page.getByRole('button', { name: 'Play together' }).click()
    await host.page.getByLabel('Your name').fill('Ada')
    await host.page.getByRole('button', { name: 'Open the room' }).click()
    await expect.poll(() => gameState(host.page)).not.toBeNull()
    const link = await host.page.getByLabel('Invite link').inputValue()
    await host.page.locator('.room-panel').getByRole('button', { name: 'Fold away' }).click()
    for (let i = 0; i < 4; i++) await keyStep(host.page)
    const before = await actions(host.page)

    await stop(server)
    await expect(host.page.getByTestId('room-connection')).toContainText('Reconnecting')
    server = await startGameServer(port, env)
    await expect(host.page.getByTestId('room-connection')).toHaveCount(0, { timeout: 30_000 })
    expect(await actions(host.page)).toEqual(before)
    expect(await host.page.getByLabel('Invite link').inputValue()).toBe(link)
    await keyStep(host.page)
    expect(errors).toEqual([])
    await host.context.close()
  } finally {
    await stop(server)
    rmSync(dir, { recursive: true, force: true })
  }
})
