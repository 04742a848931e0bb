import { registerSW } from 'virtual:pwa-register'

type Listener = () => void

let updateWaiting = false
let takeUpdate: ((reloadPage?: boolean) => Promise<void>) | null = null
const listeners = new Set<Listener>()

function announceUpdate(): void {
  updateWaiting = true
  for (const listener of listeners) listener()
}

/**
 * Registers the service worker once the page has loaded (production builds only: the dev server's and the unit
 * tests' `virtual:pwa-register` does nothing). The worker precaches the whole game, so a later start needs no
 * network. A new version installs beside the running one and waits: the browser takes it when the museum next
 * starts with no tab of the old one open; `takeNewVersionNow` hurries it (the start screen only).
 */
export function startServiceWorker(): void {
  if (takeUpdate) return
  takeUpdate = registerSW({
    onNeedRefresh: announceUpdate,
    onRegisterError: (error: unknown) => console.warn('pwa: the service worker could not register', error),
  })
}

/** Whether a new version has installed and waits for the next start. */
export function isUpdateWaiting(): boolean {
  return updateWaiting
}

export function subscribeUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Activates the waiting version at once; the page reloads when it takes over. Never call it during a game. */
export async function takeNewVersionNow(): Promise<void> {
  await takeUpdate?.()
}
