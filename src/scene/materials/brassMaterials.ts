// The table's and the room's brass, one material per finish, shared by every mesh that wears it: the candle tray,
// the case posts and the idol's crown, the monster cup's rim and base, the clock's case, its boss and the cases'
// name plates. In medium and high they wear brushed, patinated detail (surfaceDetail.ts).
import { MeshStandardMaterial } from 'three'

/** Polished brass (docs/look.md): the candle tray, the case posts, the cup's rim and base. */
export const BRASS = new MeshStandardMaterial({ name: 'brass', color: '#b08d57', metalness: 0.9, roughness: 0.3 })
/** The clock's darker, older case. */
export const CLOCK_BRASS = new MeshStandardMaterial({
  name: 'brass_clock',
  color: '#7a5a26',
  metalness: 0.85,
  roughness: 0.35,
})
/** The clock hand's bright boss. */
export const BOSS_BRASS = new MeshStandardMaterial({
  name: 'brass_boss',
  color: '#d8b56a',
  metalness: 0.9,
  roughness: 0.25,
})
/** The display cases' name plates. */
export const PLATE_BRASS = new MeshStandardMaterial({
  name: 'brass_plate',
  color: '#8a6d3f',
  metalness: 0.8,
  roughness: 0.4,
})

/** Every brass material, dressed and undressed together. */
export const BRASS_MATERIALS: readonly MeshStandardMaterial[] = [BRASS, CLOCK_BRASS, BOSS_BRASS, PLATE_BRASS]
