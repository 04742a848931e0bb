// `npm start`: sets up what is missing, builds, and serves the game on 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process'
import { ensureDeps } from './lib/ensureDeps.mjs'

ensureDeps()
console.log('start: building…')
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

const port = process.env.PORT ?? '4173'
const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', port, '--strictPort'], {
  stdio: ['inherit', 'pipe', 'inherit'],
})
let announced = false
server.stdout.on('data', (chunk) => {
  if (!announced && String(chunk).includes(port)) {
    announced = true
    console.log(`\nMidnight Museum is open at http://127.0.0.1:${port}/  (Ctrl+C to stop)\n`)
  }
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
