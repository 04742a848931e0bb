// `npm run models`: bakes every kind of die into public/models/die-<kind>.glb with three's GLTFExporter:
// the three Elder Sign dice, the pip die and the two Death May Die dice. Each model holds a body mesh
// and six face planes named `face_<index>_<face>` in the order of KIND_FACES and FACE_NORMALS, so the
// tray can find each face by name; glyphs and pips are drawn at runtime. The output is byte-for-byte
// the same on every run (no dates, no random numbers).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DoubleSide, Group, Mesh, MeshStandardMaterial, PlaneGeometry, Quaternion, Vector3 } from 'three'
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js'
import { DIE_KINDS, KIND_FACES, type DieKind } from '../src/physics/dieKinds.ts'
import { FACE_NORMALS } from '../src/physics/upFace.ts'
import { DIE_SIZE } from '../src/physics/physicsConfig.ts'
import { diceBodyGeometry, GLYPH_PLANE_SIZE } from './lib/diceShapes.ts'

/** Body colours; the tray may tint them, but the models carry a sensible default. */
const BODY_COLOURS: Record<DieKind, number> = {
  green: 0x2e8b3e,
  yellow: 0xe0b526,
  red: 0xa8231c,
  d6: 0xe9dfc6,
  'dmd-black': 0x1d1b20,
  'dmd-green': 0x3fae5c,
}

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

function buildDie(kind: DieKind): Group {
  const die = new Group()
  die.name = `die_${kind}`
  const body = new Mesh(
    diceBodyGeometry(kind),
    new MeshStandardMaterial({ name: `body_${kind}`, color: BODY_COLOURS[kind], roughness: 0.42, metalness: 0 }),
  )
  body.name = 'body'
  die.add(body)
  const plane = new PlaneGeometry(GLYPH_PLANE_SIZE, GLYPH_PLANE_SIZE)
  const z = new Vector3(0, 0, 1)
  FACE_NORMALS.forEach((n, index) => {
    const face = KIND_FACES[kind][index]!
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
  // MODELS_OUT_DIR lets the tests regenerate elsewhere and compare bytes with the committed models.
  const outDir = process.env.MODELS_OUT_DIR ?? join(root, 'public', 'models')
  mkdirSync(outDir, { recursive: true })
  const exporter = new GLTFExporter()
  for (const kind of DIE_KINDS) {
    const glb = await exporter.parseAsync(buildDie(kind), { binary: true, trs: true })
    if (!(glb instanceof ArrayBuffer)) throw new Error('models: GLTFExporter did not return a binary glb')
    const file = join(outDir, `die-${kind}.glb`)
    writeFileSync(file, Buffer.from(glb))
    console.log(`models: wrote ${file} (${glb.byteLength} bytes)`)
  }
}

await main()
