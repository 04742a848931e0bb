// Where the pointer meets a level plane of the table, from a DOM pointer event: the drags listen on the window, so
// a die follows the hand even outside the mesh it was picked from. Scratch objects at module scope.
import { Plane, Raycaster, Vector2, Vector3, type Camera } from 'three'

const ndc = new Vector2()
const raycaster = new Raycaster()
const plane = new Plane(new Vector3(0, 1, 0), 0)

/** Writes into `out` the point at height `y` under the pointer; false when the ray misses the plane. */
export function pointerOnPlane(
  event: { clientX: number; clientY: number },
  canvas: HTMLCanvasElement,
  camera: Camera,
  y: number,
  out: Vector3,
): boolean {
  const rect = canvas.getBoundingClientRect()
  ndc.set(((event.clientX - rect.left) / rect.width) * 2 - 1, -((event.clientY - rect.top) / rect.height) * 2 + 1)
  raycaster.setFromCamera(ndc, camera)
  plane.constant = -y
  return raycaster.ray.intersectPlane(plane, out) !== null
}

const projected = new Vector3()

/** The CSS pixel of a world point on the page. */
export function toScreen(point: Vector3, canvas: HTMLCanvasElement, camera: Camera): { x: number; y: number } {
  projected.copy(point).project(camera)
  const rect = canvas.getBoundingClientRect()
  return { x: rect.left + ((projected.x + 1) / 2) * rect.width, y: rect.top + ((1 - projected.y) / 2) * rect.height }
}

/**
 * Follows one pointer on the window until it is let go: `move` on each move, `up` on release (or cancel). Returns
 * a function that stops listening.
 */
export function followPointer(
  pointerId: number,
  move: (event: PointerEvent) => void,
  up: (event: PointerEvent) => void,
): () => void {
  const onMove = (e: PointerEvent) => {
    if (e.pointerId === pointerId) move(e)
  }
  const onUp = (e: PointerEvent) => {
    if (e.pointerId !== pointerId) return
    stop()
    up(e)
  }
  const stop = () => {
    window.removeEventListener('pointermove', onMove)
    window.removeEventListener('pointerup', onUp)
    window.removeEventListener('pointercancel', onUp)
  }
  window.addEventListener('pointermove', onMove)
  window.addEventListener('pointerup', onUp)
  window.addEventListener('pointercancel', onUp)
  return stop
}
