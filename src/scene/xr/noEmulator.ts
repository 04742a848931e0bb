// Stands in for @pmndrs/xr's own emulator (iwer and its recorded rooms, some 6 MB) in the build: the game never
// asks for it (xrStore: `emulate: false`), so neither the offline cache nor a headset downloads it. The browser
// tests bring their own emulated headset (tests/e2e/xrDevice.ts).
export function emulate(): undefined {
  return undefined
}
