// `npm run models`: bakes the three dice into public/models/die-<color>.glb with three's GLTFExporter.
// Each model holds a body mesh and six face planes named `face_<index>_<Face>` in the order of
// DIE_FACES and FACE_NORMALS, so the tray can find each face by name; glyphs are drawn at runtime.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DoubleSide, Group, Mesh, MeshStandardMaterial, PlaneGeometry, Quaternion, Vector3 } from 'three'
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js'
import { DIE_COLORS, DIE_FACES, type DieColor } from '../src/engine/dice.ts'
import { FACE_NORMALS } from '../src/physics/upFace.ts'
import { DIE_SIZE } from '../src/physics/physicsConfig.ts'
import { diceBodyGeometry, GLYPH_PLANE_SIZE } from './lib/diceShapes.ts'

/** Body colours; the tray may tint them, but the models carry a sensible default. */
const BODY_COLOURS: Record<DieColor, number> = { green: 0x2e8b3e, yellow: 0xe0b526, red: 0xa8231c }

/** GLTFExporter reads its own Blob output back through FileReader, which Node lacks. */
class NodeFileReader {
  result: ArrayBuffer | string | null = null
  onloadend: (() => void) | null = null
  readAsArrayBuffer(blob: Blob): void {
    void blob.arrayBuffer().then((buffer) => this.finish(buffer))
  }
  readAsDataURL(blob: Blob): void {
    void blob.arrayBuffer().then((buffer) => {
      const base64 = Buffer.from(buffer).toString('base64')
      this.finish(`data:${blob.type || 'application/octet-stream'};base64,${base64}`)
    })
  }
  private finish(result: ArrayBuffer | string): void {
    this.result = result
    this.onloadend?.()
  }
}

function buildDie(color: DieColor): Group {
  const die = new Group()
  die.name = `die_${color}`
  const body = new Mesh(
    diceBodyGeometry(color),
    new MeshStandardMaterial({ name: `body_${color}`, color: BODY_COLOURS[color], roughness: 0.42, metalness: 0 }),
  )
  body.name = 'body'
  die.add(body)
  const plane = new PlaneGeometry(GLYPH_PLANE_SIZE, GLYPH_PLANE_SIZE)
  const z = new Vector3(0, 0, 1)
  FACE_NORMALS.forEach((n, index) => {
    const face = DIE_FACES[color][index]!
    const marker = new Mesh(
      plane,
      new MeshStandardMaterial({ name: `glyph_${face}`, color: 0xffffff, transparent: true, side: DoubleSide }),
    )
    marker.name = `face_${index}_${face}`
    const normal = new Vector3(n.x, n.y, n.z)
    // A hair above the surface so the glyph never fights the body for depth.
    marker.position.copy(normal).multiplyScalar(DIE_SIZE / 2 + 0.004)
    marker.quaternion.copy(new Quaternion().setFromUnitVectors(z, normal))
    // Keep every glyph upright when its face is seen from the +z side or from above.
    if (Math.abs(n.y) > 0.5) marker.rotateZ(Math.PI)
    marker.userData = { face, index }
    die.add(marker)
  })
  return die
}

async function main(): Promise<void> {
  ;(globalThis as { FileReader?: unknown }).FileReader ??= NodeFileReader
  const root = join(dirname(fileURLToPath(import.meta.url)), '..')
  const outDir = join(root, 'public', 'models')
  mkdirSync(outDir, { recursive: true })
  const exporter = new GLTFExporter()
  for (const color of DIE_COLORS) {
    const glb = await exporter.parseAsync(buildDie(color), { binary: true, trs: true })
    if (!(glb instanceof ArrayBuffer)) throw new Error('models: GLTFExporter did not return a binary glb')
    const file = join(outDir, `die-${color}.glb`)
    writeFileSync(file, Buffer.from(glb))
    console.log(`models: wrote ${file} (${glb.byteLength} bytes)`)
  }
}

await main()
