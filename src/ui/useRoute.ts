import { useSyncExternalStore } from 'react'

export type Route = 'start' | 'table' | 'tray' | 'play' | 'room' | 'guide' | 'replay' | 'odds' | 'bench'

const ROUTES: readonly Route[] = ['table', 'tray', 'play', 'room', 'guide', 'replay', 'odds', 'bench']

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

/** The view named by the URL hash (`#/tray`, `#/table`, `#/play?…`); anything else is the start screen. */
export function routeFromHash(hash: string): Route {
  const name = hash.replace(/^#\/?/, '').split(/[?/]/)[0]
  return ROUTES.find((route) => route === name) ?? 'start'
}

/** The query part of the hash (`seed=42&investigators=2` in `#/play?seed=42&investigators=2`), or ''. */
export function queryFromHash(hash: string): string {
  const at = hash.indexOf('?')
  return at < 0 ? '' : hash.slice(at + 1)
}

export function useRoute(): Route {
  return useSyncExternalStore(subscribe, () => routeFromHash(window.location.hash))
}

/** The hash's query string, re-read whenever the hash changes. */
export function useHashQuery(): string {
  return useSyncExternalStore(subscribe, () => queryFromHash(window.location.hash))
}
