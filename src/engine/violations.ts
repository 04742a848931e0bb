// STYLE.md, "Engine": every rejection names a code from one list and a sentence a player can read.

export const VIOLATION_CODES = [
  'GAME_OVER',
  'WRONG_PHASE',
  'UNKNOWN_LOCATION',
  'MUST_MOVE',
  'NO_DICE_TO_ROLL',
  'STALE_ROLL',
  'BAD_ROLL_RESULT',
  'UNKNOWN_TASK',
  'TASK_ALREADY_COMPLETED',
  'TASK_OUT_OF_ORDER',
  'ONE_TASK_PER_ROLL',
  'DIE_NOT_AVAILABLE',
  'TASK_REQUIREMENT_UNMET',
  'COST_WOULD_DEVOUR',
  'NOT_AFTER_FAILED_ROLL',
  'ALREADY_FOCUSED',
  'ALREADY_SECURED_THIS_ROLL',
  'FOCUS_FORBIDDEN',
  'NO_ASSISTANCE_IN_BATTLE',
  'NO_FOCUS_IN_BATTLE',
  'HELPER_NOT_HERE',
  'HELPER_ALREADY_ASSISTED',
  'MARKER_OCCUPIED',
  'NO_CLUES',
  'NOT_OWNED',
  'CARD_CANNOT_BE_USED_NOW',
  'ALREADY_USED',
  'DIE_UNAVAILABLE_THIS_TURN',
  'BAD_TARGET',
  'NOT_ENOUGH_TROPHIES',
  'UNKNOWN_TROPHY',
  'UNKNOWN_SOUVENIR',
  'FIRST_AID_CHOICE',
  'CANNOT_ABANDON',
  'PASSIVE_ABILITY',
] as const

export type ViolationCode = (typeof VIOLATION_CODES)[number]
export type Violation = { readonly code: ViolationCode; readonly message: string }

export const violation = (code: ViolationCode, message: string): Violation => ({ code, message })
