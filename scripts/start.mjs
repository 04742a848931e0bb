// `npm start`: sets up what is missing, builds, and serves the game and its game server on 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process'
import { ensureDeps } from './lib/ensureDeps.mjs'

ensureDeps()
console.log('start: building…')
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

const port = process.env.PORT ?? '4173'
// One process on one origin: the built game and the game server's rooms (src/server/main.ts prints the address).
// REDIS_URL, if set, makes this process share its matchmaker and rooms with others (src/server/README.md).
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, DIST: 'dist' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
