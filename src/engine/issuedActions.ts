// A shortcut for the commonest caller: legalActions(state), then applyAction(state, one of them). Those objects
// were built by the engine and are well-formed by construction, so parsing them again would only cost time (the
// schema parse is several times the cost of applying a typical action). Only the list legalActions returned last
// is remembered, and only the very same objects skip the parse: nothing that arrives as data (a file, a link, a
// message) can be one of them. The rules still judge the action against the state it is applied to.
import type { Action } from './actions.ts'

let lastIssued: readonly Action[] = []

/** Remembers the list legalActions is about to return; returns it unchanged. */
export function issueActions(actions: readonly Action[]): readonly Action[] {
  lastIssued = actions
  return actions
}

/** Whether `value` is one of the action objects legalActions returned last (readonly: altering one is a bug). */
export function wasIssued(value: unknown): value is Action {
  return lastIssued.includes(value as Action)
}
