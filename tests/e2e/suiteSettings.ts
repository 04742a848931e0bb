// What every test page opens with unless its spec says otherwise (playwright.config.ts, the room players): low
// quality, drawn at half resolution. What the tests check is the same at every tier and resolution, and SwiftShader
// draws every pixel on the CPU: low draws twice as fast as auto's medium (persist-files and history-undo, one
// worker: 181 s at medium, 94 s at low), and half resolution draws a quarter of the pixels (hands-game, hands-throw,
// table and watch-screen, two workers, alternated in one session: 140 and 140 s at full, 80 and 85 s at half).
// The specs about pixels, tiers and settings (quality, settings-persist, the shots) set their own.
export const SUITE_SETTINGS = { quality: 'low', resolution: 0.5 } as const
