// A lazily loaded part of the page that plays, shows or reads games, loaded beside the bundled card sets: importing
// src/content/contentSets.ts registers them with the engine (which holds no cards), and React renders the part once
// both have loaded. The sets stay out of the first load, as before, and load in parallel with the part.
import { lazy, type ComponentType } from 'react'

const cards = () => import('../content/contentSets.ts')

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own bound for lazy components
export function lazyWithCards<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => Promise.all([cards(), load()]).then(([, module]) => module))
}
