import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.glb': 'model/gltf-binary',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
}

export type VersionedServer = {
  readonly url: string
  /** Publishes a new version: from now on `sw.js` differs by a byte, as after a new build. */
  publish(): void
  close(): Promise<void>
}

/**
 * A static server for a built folder on a port of its own, whose service worker script changes on `publish()`:
 * the way to see a new version arrive without a second build or restarting `vite preview`.
 */
export async function serveVersioned(dir: string): Promise<VersionedServer> {
  const root = resolve(dir)
  let version = 1
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const file = normalize(join(root, path === '/' ? 'index.html' : path))
    if (!file.startsWith(root)) {
      response.writeHead(403).end()
      return
    }
    readFile(file).then(
      (body) => {
        const text = path === '/sw.js' ? `${body.toString('utf8')}\n// version ${version}\n` : null
        response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
        response.end(text ?? body)
      },
      () => response.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    publish: () => {
      version++
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
