// What every test page opens with unless its spec says otherwise (playwright.config.ts, the room players): the
// minimal tier (no shadows, half the pixels across), drawn at half resolution. That is what auto gives any machine
// without a graphics card, chosen here so that auto's measuring and its floor (throws landing at once on a screen
// too slow for a tumble) never depend on how busy the machine is. Software WebGL draws every pixel on the CPU, most of
// a frame's cost: against low at half resolution, room-play and watch-roll took 112 s instead of 164 s (the GPU
// process 139 CPU s instead of 232), and the whole browser run 35 % less of the workers' time (issue 42).
// The specs about pixels, tiers and settings (quality, settings-persist, hands-feedback's stamp, the shots) set
// their own.
export const SUITE_SETTINGS = { quality: 'minimal', resolution: 0.5 } as const
