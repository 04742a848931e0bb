/* global window, document, MutationObserver, HTMLElement */
// Runs in the page before the app (tests/e2e/xrDevice.ts adds it after iwer's own build): a Meta Quest 3 emulated
// by iwer, with a stand-in for iwer's synthetic environment that answers hit tests with one real surface, a desk
// at `window.__xrDeskY` metres above the floor. Plain JavaScript: the page runs it as it is.
;(() => {
  const iwer = window.IWER
  const device = new iwer.XRDevice(iwer.metaQuest3, { stereoEnabled: window.__xrStereo === true })
  const desk = window.__xrDeskY
  function backdrop() {
    const c = document.createElement('canvas')
    c.width = 64
    c.height = 64
    const ctx = c.getContext('2d')
    const g = ctx.createLinearGradient(0, 0, 0, 64)
    g.addColorStop(0, '#c9c3b8')
    g.addColorStop(0.55, '#a59a88')
    g.addColorStop(0.56, '#6e5a43')
    g.addColorStop(1, '#4d3d2c')
    ctx.fillStyle = g
    ctx.fillRect(0, 0, 64, 64)
    c.style.cssText = 'position:fixed;inset:0;width:100%;height:100%'
    return c
  }
  class Desk {
    constructor() {
      this.version = 'test'
      this.planesVisible = false
      this.boundingBoxesVisible = false
      this.meshesVisible = false
      this.trackedPlanes = new Set()
      this.trackedMeshes = new Set()
      this.environmentCanvas = backdrop()
    }
    render() {}
    loadEnvironment() {}
    loadDefaultEnvironment() {}
    deleteAll() {}
    computeDepthBuffer() {
      return null
    }
    // A ray going down meets the desk; its pose there has y up.
    computeHitTestResults(m) {
      const dy = -m[9]
      if (dy > -1e-6) return []
      const t = (desk - m[13]) / dy
      if (t <= 0) return []
      return [new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, m[12] - m[8] * t, desk, m[14] - m[10] * t, 1])]
    }
  }
  device.installSEM(Desk)
  device.installRuntime({ forceInstall: true })
  window.__xrDevice = device
  // The headset's screen, half the window across: as a session starts, iwer moves the page's canvas into a container
  // of its own and sizes it to the window, then reads the canvas's size back for every view it draws. Software WebGL
  // draws every pixel on the CPU, and a session draws without pause. Leaving, iwer gives the canvas its old size.
  const scale = window.__xrScreenScale ?? 1
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes) {
        if (!(node instanceof HTMLElement)) continue
        const canvas = node.matches('canvas[data-engine]') ? node : node.querySelector('canvas[data-engine]')
        if (!canvas || scale === 1) continue
        canvas.width = Math.round(window.innerWidth * scale)
        canvas.height = Math.round(window.innerHeight * scale)
      }
  }).observe(document, { childList: true, subtree: true })
})()
