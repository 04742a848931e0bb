// The one XR store of the page (@react-three/xr), in the lazy XR chunk: loaded only when the browser offers an
// immersive session. No emulation in the game (the browser tests inject their own emulated headset), no session
// offered before the player asks, and nothing from a CDN: the controllers' layout is ours (public/xr-profiles) and
// their models and the hands' are drawn from primitives (XrInputModels).
import { createXRStore } from '@react-three/xr'
import { XrControllerModel, XrHandModel } from './XrInputModels.tsx'

export const xrStore = createXRStore({
  emulate: false,
  // Every controller reads the one generic layout we host (public/xr-profiles): trigger and squeeze, no model.
  baseAssetPath: new URL('xr-profiles/', document.baseURI).href,
  defaultControllerProfileId: 'generic-trigger',
  offerSession: false,
  enterGrantedSession: false,
  controller: XrControllerModel,
  hand: XrHandModel,
  gaze: false,
  screenInput: false,
  transientPointer: false,
  handTracking: true,
  hitTest: true,
  anchors: false,
  layers: false,
  meshDetection: false,
  planeDetection: false,
  depthSensing: false,
  bodyTracking: false,
  domOverlay: false,
  // The device's strongest foveation where it has any: the edges of each eye cost least.
  foveation: 1,
})

/** Asks for a session: the page's controls call it from a press (a session needs the player's gesture). */
export function enterXr(mode: 'vr' | 'ar'): void {
  void (mode === 'vr' ? xrStore.enterVR() : xrStore.enterAR()).catch(() => undefined)
}

/** Ends the session shown now, if any. */
export function leaveXr(): void {
  void xrStore.getState().session?.end()
}
