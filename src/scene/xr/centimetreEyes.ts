// The headset's eyes in the table's centimetres. The XR origin is scaled 100 (metres to centimetres), so three's
// eye cameras come out with that scale in their world matrices, and eye space (where three lights, fades and fogs)
// would be in metres: a lamp's falloff, tuned in centimetres, would be ten thousand times too bright. After three
// has placed the eyes each frame, each becomes a rigid pose in centimetres and its projection takes the scale
// instead: what lands on each pixel is unchanged, and eye space is the table's own.
import { Matrix4, Quaternion, Vector3, type ArrayCamera, type Camera, type WebXRManager } from 'three'

const p = new Vector3()
const q = new Quaternion()
const s = new Vector3()
const ONE = new Vector3(1, 1, 1)
const shrink = new Matrix4()

function unscale(c: Camera): void {
  c.matrixWorld.decompose(p, q, s)
  const k = s.x
  if (Math.abs(k - 1) < 1e-9 || k === 0) return
  c.matrixWorld.compose(p, q, ONE)
  c.matrixWorldInverse.copy(c.matrixWorld).invert()
  c.projectionMatrix.multiply(shrink.makeScale(1 / k, 1 / k, 1 / k))
  c.projectionMatrixInverse.copy(c.projectionMatrix).invert()
}

/** Wraps `xr.updateCamera` so every eye is rigid in centimetres; returns the undo. */
export function centimetreEyes(xr: WebXRManager): () => void {
  const update = xr.updateCamera.bind(xr)
  xr.updateCamera = (camera) => {
    update(camera)
    const eyes: ArrayCamera = xr.getCamera()
    unscale(eyes)
    for (const eye of eyes.cameras) unscale(eye)
  }
  return () => {
    xr.updateCamera = update
  }
}
