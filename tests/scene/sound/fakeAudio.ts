// A stand-in for Web Audio in Node: records what was built and started, so tests can count sounds.

class FakeParam {
  value = 0
  readonly events: string[] = []
  setValueAtTime(v: number, t: number) {
    this.events.push(`set ${v}@${t}`)
    this.value = v
    return this
  }
  linearRampToValueAtTime(v: number, t: number) {
    this.events.push(`lin ${v}@${t}`)
    return this
  }
  exponentialRampToValueAtTime(v: number, t: number) {
    if (v <= 0) throw new Error('fake audio: an exponential ramp cannot reach 0')
    this.events.push(`exp ${v}@${t}`)
    return this
  }
}

class FakeNode {
  readonly outputs: FakeNode[] = []
  constructor(
    readonly ctx: FakeAudioContext,
    readonly kind: string,
  ) {
    ctx.nodes.push(this)
  }
  connect<T extends FakeNode>(target: T): T {
    this.outputs.push(target)
    return target
  }
}

class FakeSource extends FakeNode {
  type = 'sine'
  buffer: unknown = null
  readonly frequency = new FakeParam()
  startedAt: number | null = null
  start(at: number) {
    this.startedAt = at
    this.ctx.started.push({ kind: this.kind, at })
  }
  stop() {}
}

export class FakeAudioContext {
  readonly nodes: FakeNode[] = []
  readonly started: { kind: string; at: number }[] = []
  readonly sampleRate = 8000
  readonly destination = new FakeNode(this, 'destination')
  currentTime = 10
  state: 'running' | 'suspended' | 'closed' = 'running'
  resumes = 0
  masterGain(): FakeParam | null {
    const gain = this.nodes.find((n) => n.kind === 'gain' && n.outputs.includes(this.destination))
    return gain ? (gain as unknown as { gain: FakeParam }).gain : null
  }
  createGain() {
    return Object.assign(new FakeNode(this, 'gain'), { gain: new FakeParam() })
  }
  createBiquadFilter() {
    return Object.assign(new FakeNode(this, 'filter'), { type: '', frequency: new FakeParam(), Q: new FakeParam() })
  }
  createOscillator() {
    return new FakeSource(this, 'oscillator')
  }
  createBufferSource() {
    return new FakeSource(this, 'noise')
  }
  createBuffer(_channels: number, length: number) {
    const data = new Float32Array(length)
    return { getChannelData: () => data }
  }
  resume() {
    this.resumes++
    return Promise.resolve()
  }
  close() {
    this.state = 'closed'
    return Promise.resolve()
  }
}

/** The fake as the type the code under test expects. */
export function asAudioContext(fake: FakeAudioContext): AudioContext {
  return fake as unknown as AudioContext
}
