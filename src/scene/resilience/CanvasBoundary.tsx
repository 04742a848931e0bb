// Catches a canvas that could not start (no WebGL context yet, right after a loss) so the page lives on and the
// recovery can try again, instead of React unmounting the whole game page.
import { Component, type ReactNode } from 'react'

type Props = { readonly onFailed: () => void; readonly children: ReactNode }

export class CanvasBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(): void {
    this.props.onFailed()
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children
  }
}
