// Issue 43, durable rooms, the browser half of the chaos test: two `npm start` servers (src/server/main.ts) behind a
// real redis-server and a balancer, all started here (the page's origin is the balancer); a tab hosts a room and
// plays; the process holding the room is killed (-9). The tab says it is reconnecting and, within 10 s, is back at
// the same table, on the other process, with every move and its invite link, and plays on.
import { expect, test } from '@playwright/test'
import {
  freePort,
  health,
  startBalancer,
  startGameServer,
  startRedis,
  stop,
  type Balancer,
  type Child,
} from '../server/processes'
import { actions, gameState } from './handsProbe'
import { keyStep, newPlayer } from './roomSteps'

test('a tab at a room comes back by itself, within 10 s, when its server process is killed', async ({ browser }) => {
  test.setTimeout(240_000)
  const children: Child[] = []
  let balancer: Balancer | null = null
  try {
    const redisPort = await freePort()
    children.push(await startRedis(redisPort))
    const env = { DIST: process.env.PREVIEW_DIR ?? 'dist', REDIS_URL: `redis://127.0.0.1:${redisPort}`, ROLL_PACE: '0' }
    const ports = [await freePort(), await freePort()]
    for (const port of ports) children.push(await startGameServer(port, env))
    balancer = await startBalancer([...ports])

    const host = await newPlayer(browser, true)
    const errors: string[] = []
    host.page.on('pageerror', (e) => errors.push(e.message))
    await host.page.goto(`${balancer.url}/`)
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
    const holder = (await health(ports[0]!)).rooms === 1 ? 0 : 1

    const t0 = Date.now()
    await stop(children[1 + holder]!)
    await expect(host.page.getByTestId('room-connection')).toContainText('Reconnecting')
    await expect(host.page.getByTestId('room-connection')).toHaveCount(0, { timeout: 10_000 })
    console.log(`room-resume: back in ${((Date.now() - t0) / 1000).toFixed(2)} s`)
    expect(Date.now() - t0).toBeLessThan(10_000)
    expect((await health(ports[1 - holder]!)).rooms).toBe(1)
    expect(await actions(host.page)).toEqual(before)
    expect(await host.page.getByLabel('Invite link').inputValue()).toBe(link)
    await keyStep(host.page)
    expect(errors).toEqual([])
    await host.context.close()
  } finally {
    await balancer?.close()
    await Promise.all(children.map((c) => stop(c)))
  }
})
