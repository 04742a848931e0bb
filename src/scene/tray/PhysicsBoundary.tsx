// Keeps a failed physics load (no WASM, a chunk that would not load) from taking the scene down: the tray then
// draws nothing of its own and its dice lie as the engine says.
import { Component, type ReactNode } from 'react'

export class PhysicsBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children
  }
}
