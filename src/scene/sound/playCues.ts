// Plays the sounds the timeline has come to: the clock's ticks as the hand passes each hour, the drone as
// midnight darkens the room. Called every frame; cues due together (an instant animation speed) are spaced out a
// little so each tick is still heard.
import type { SoundCue } from '../game/sceneTimeline.ts'
import type { TableSound } from './tableSound.ts'

/** Seconds between ticks that came due in the same frame. */
export const TICK_SPACING = 0.09

/** Plays and removes every cue due at `at`; returns how many are still to come. */
export function playDueCues(cues: SoundCue[], at: number, sound: Pick<TableSound, 'playTick' | 'playDrone'>): number {
  let ticks = 0
  let kept = 0
  for (const cue of cues) {
    if (cue.at > at) {
      cues[kept++] = cue
      continue
    }
    if (cue.kind === 'tick') sound.playTick(TICK_SPACING * ticks++)
    else sound.playDrone()
  }
  cues.length = kept
  return kept
}
