// Room ids, seat ids and every capability (invite, watch, seat token) are independent draws of the system's CSPRNG:
// knowing one says nothing of another. 18 bytes (144 bits) as base64url: 24 characters, safe in a URL and a path.
import { randomBytes } from 'node:crypto'

/** Random bytes drawn for each id or token: 144 bits, above the 128 the protocol promises. */
export const TOKEN_BYTES = 18

/** A fresh, unguessable id or capability. */
export function randomToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url')
}
