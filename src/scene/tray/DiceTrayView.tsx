// Placeholder: the dice tray view is built by the physics dice issue.
export default function DiceTrayView() {
  return <p>The dice tray is being built.</p>
}
