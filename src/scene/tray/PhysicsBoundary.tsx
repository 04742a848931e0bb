// Keeps a failed physics load (no WASM, a chunk that would not load) from taking the scene down: the tray then
// draws nothing of its own and its dice lie as the engine says. `onFail` tells the owner (the table's tray stops
// waiting for physics and lets the engine's faces appear).
import { Component, type ReactNode } from 'react'

type Props = { readonly children: ReactNode; readonly onFail?: () => void }

export class PhysicsBoundary extends Component<Props, { readonly failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(): void {
    this.props.onFail?.()
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children
  }
}
