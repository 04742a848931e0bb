import { useSyncExternalStore } from 'react'

export type Route = 'start' | 'table' | 'tray'

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

/** The view named by the URL hash (`#/tray`, `#/table`); anything else is the start screen. */
export function routeFromHash(hash: string): Route {
  const name = hash.replace(/^#\/?/, '').split(/[?/]/)[0]
  return name === 'tray' || name === 'table' ? name : 'start'
}

export function useRoute(): Route {
  return useSyncExternalStore(subscribe, () => routeFromHash(window.location.hash))
}
