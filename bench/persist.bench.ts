// Persist benchmarks: what autosave costs per action, how long a 500-action game takes to come back from storage,
// and how long a shared link for a whole game is. Node with fake-indexeddb (the app's own save store and store
// atoms), plus the same writes against real IndexedDB in the system's Chromium. The games are the bot's
// (tests/persist/fixtures/botGames.json). Prints one JSON line per metric on stdout; notes go to stderr.
import 'fake-indexeddb/auto'
import { readFileSync } from 'node:fs'
import { createStore as createIdbStore } from 'idb-keyval'
import { createStore } from 'jotai'
import { chromium } from '@playwright/test'
// @ts-expect-error: a plain ESM helper shared with scripts/test.mjs
import { CHROMIUM_ARGS, findChrome } from '../scripts/findChrome.mjs'
import '../src/content/contentSets.ts'
import { applyAction, createGame, type GameRecord, type GameState } from '../src/engine/index.ts'
import { loadSessionAtom, sessionAtom } from '../src/state/gameAtoms.ts'
import { createSavedGame, type SavedGame } from '../src/persist/savedGame.ts'
import { createSaveStore } from '../src/persist/saveStore.ts'
import { encodeShareLink } from '../src/persist/shareLink.ts'
import games from '../tests/persist/fixtures/botGames.json' with { type: 'json' }

const BOT_GAMES = games as unknown as readonly GameRecord[]
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number
const report = (metric: string, value: number, unit: string) =>
  console.log(JSON.stringify({ metric, value: Number(value.toFixed(3)), unit }))

/** The saves autosave writes while a game is played: one after each action. */
function savesOf(record: GameRecord, id: string): SavedGame[] {
  let state: GameState = createGame(record.setup)
  return record.actions.map((action, i) => {
    const next = applyAction(state, action)
    if (!next.ok) throw new Error('bench: a bot game does not replay')
    state = next.state
    return createSavedGame({ id, setup: record.setup, state, actions: record.actions.slice(0, i + 1) }, i)
  })
}

const longest = [...BOT_GAMES].sort((a, b) => b.actions.length - a.actions.length)[0]!
const game500 = { setup: longest.setup, actions: longest.actions.slice(0, 500) }
if (game500.actions.length < 500) throw new Error('bench: no bot game of 500 actions')
const saves500 = savesOf(game500, 'bench-500')

// 1. Autosave per action (Node, fake-indexeddb): the part on the page's thread (building the save and queuing
//    it) and the whole write until IndexedDB has it, for each of the 500 actions of one game.
{
  const saves = createSaveStore(createIdbStore('bench-autosave', 'saves'))
  const queued: number[] = []
  const written: number[] = []
  let state: GameState = createGame(game500.setup)
  for (const [i, action] of game500.actions.entries()) {
    const next = applyAction(state, action)
    if (!next.ok) throw new Error('bench: a bot game does not replay')
    state = next.state
    const t0 = performance.now()
    saves.save(createSavedGame({ id: 'a', setup: game500.setup, state, actions: game500.actions.slice(0, i + 1) }, i))
    const t1 = performance.now()
    await saves.flush()
    queued.push(t1 - t0)
    written.push(performance.now() - t0)
  }
  report('persist.autosaveQueueMs', median(queued), 'ms')
  report('persist.autosaveWriteMsNode', median(written), 'ms')
}

// 2. Restore a 500-action game: read it from storage and put it on the table (loadSessionAtom replays it).
{
  const saves = createSaveStore(createIdbStore('bench-restore', 'saves'))
  saves.save(saves500.at(-1)!)
  await saves.flush()
  const times: number[] = []
  for (let run = 0; run < 9; run++) {
    const store = createStore()
    const t0 = performance.now()
    const saved = await saves.load('bench-500')
    if (!saved) throw new Error('bench: the save is missing')
    const result = store.set(loadSessionAtom, { setup: saved.setup, actions: saved.actions, id: saved.id })
    times.push(performance.now() - t0)
    if (!result.ok || store.get(sessionAtom)?.actions.length !== 500) throw new Error('bench: restore failed')
  }
  report('persist.restore500Ms', median(times.slice(1)), 'ms')
}

// 3. The share link of a whole game, median over the bot games.
{
  const lengths = BOT_GAMES.map((g) => {
    const link = encodeShareLink(g, 'http://127.0.0.1:4173/')
    if (!link.ok) throw new Error(link.error)
    return link.value.length
  })
  report('persist.shareLinkChars', median(lengths), 'chars')
  console.error(
    `bench: share links of ${BOT_GAMES.length} bot games (${BOT_GAMES.map((g) => g.actions.length).join(', ')} actions): ${lengths.join(', ')} characters`,
  )
}

// 4. The same autosave writes against real IndexedDB in Chromium: idb-keyval's setMany of the summary and the save
//    (what the save store does per action), timed in the page. The page is served by Playwright from memory.
{
  const executablePath = (findChrome as () => string | null)()
  if (!executablePath) {
    console.error('bench: no Chromium found; persist.autosaveWriteMsChromium skipped')
  } else {
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS as string[] })
    const page = await browser.newPage()
    const idbKeyval = readFileSync(new URL('../node_modules/idb-keyval/dist/index.js', import.meta.url), 'utf8')
    await page.route('http://persist.bench/**', (route) =>
      route.request().url().endsWith('.js')
        ? route.fulfill({ contentType: 'text/javascript', body: idbKeyval })
        : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>persist bench</title>' }),
    )
    await page.goto('http://persist.bench/')
    const saves = JSON.stringify(saves500.map((s) => ({ ...s })))
    const times = await page.evaluate(`(async () => {
      const { createStore, setMany } = await import('http://persist.bench/idb-keyval.js')
      const store = createStore('bench', 'saves')
      const saves = ${saves}
      const times = []
      for (const save of saves) {
        const { actions, ...summary } = save
        const t0 = performance.now()
        await setMany([['meta:' + save.id, summary], ['game:' + save.id, save]], store)
        times.push(performance.now() - t0)
      }
      return times
    })()`)
    report('persist.autosaveWriteMsChromium', median(times as number[]), 'ms')
    await browser.close()
  }
}
console.error('bench: autosave over the 500 actions of one bot game; restore median of 8 runs after a warm-up')
