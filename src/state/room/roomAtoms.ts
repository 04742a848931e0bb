// The jotai binding of a room client: an atom that holds its view while something reads it (subscribed on mount,
// unsubscribed on unmount). The client itself stays plain TypeScript; pages read the room through this.
import { atom, type Atom } from 'jotai'
import type { RoomClient } from './roomClient.ts'
import type { RoomView } from './roomTypes.ts'

/** An atom of `client`'s view, kept current while mounted. */
export function roomViewAtom(client: RoomClient): Atom<RoomView> {
  const held = atom<RoomView>(client.view())
  held.onMount = (set) => {
    set(client.view())
    return client.subscribe(set)
  }
  return atom((get) => get(held))
}
