// Engine benchmarks: canComplete task checks per second and complete random games per second, one thread.
// Prints one JSON line per metric on stdout (median of several timed repetitions); notes go to stderr.
import '../src/content/contentSets.ts'
import { applyAction, canComplete, createGame, legalActions, type Action, type Face } from '../src/engine/index.ts'

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] as number
}

function taskChecks(): number {
  const tasks = ['P P 3I', '3I 3I', 'L|P T 4I', '6I', '{P 3I}', 'L {T}', 'T T 3I clock', '4I 4I L']
  const rolls: Face[][] = [
    ['I1', 'I2', 'P', 'L', 'T', 'I3'],
    ['W', 'I4', 'I3', 'P', 'L', 'I2', 'I1'],
    ['I3', 'I3', 'I1', 'I1', 'T'],
    ['P', 'P', 'I2'],
  ]
  let sink = 0
  const n = 2_000_000
  const start = performance.now()
  for (let i = 0; i < n; i++) if (canComplete(tasks[i & 7] as string, rolls[i & 3] as Face[])) sink++
  const seconds = (performance.now() - start) / 1000
  if (sink < 0) console.error(sink)
  return n / seconds
}

function randomGames(seedBase: number): number {
  let x = seedBase >>> 0
  const pick = (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0
    return x % n
  }
  const games = 300
  const start = performance.now()
  for (let g = 0; g < games; g++) {
    let state = createGame({ seed: seedBase + g, investigators: 1 + (g % 4) })
    for (let step = 0; step < 20_000 && state.status === 'playing'; step++) {
      const legal = legalActions(state)
      const result = applyAction(state, legal[pick(legal.length)] as Action)
      if (!result.ok) throw new Error('bench: a legal action was rejected')
      state = result.state
    }
  }
  return games / ((performance.now() - start) / 1000)
}

taskChecks()
const checks = median([taskChecks(), taskChecks(), taskChecks(), taskChecks(), taskChecks()])
console.log(JSON.stringify({ metric: 'engine.taskChecksPerSecond', value: Math.round(checks), unit: 'checks/s' }))
randomGames(1)
const games = median([randomGames(1000), randomGames(2000), randomGames(3000), randomGames(4000), randomGames(5000)])
console.log(JSON.stringify({ metric: 'engine.randomGamesPerSecond', value: Math.round(games), unit: 'games/s' }))
console.error('bench: median of 5 repetitions; games use the uniform random policy over legalActions')
