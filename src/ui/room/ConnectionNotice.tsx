// The connection as a sentence: nothing while connected; "Reconnecting…" while the SDK retries a dropped socket
// (the seat is kept); why it was lost, with the way back, once it is gone.
import type { RoomView } from '../../state/room/roomTypes.ts'

export function ConnectionNotice({ view }: { readonly view: RoomView }) {
  if (view.connection === 'reconnecting')
    return (
      <p className="room-notice" role="status" data-testid="room-connection">
        Reconnecting… your seat is kept for you.
      </p>
    )
  if (view.connection === 'lost')
    return (
      <div className="room-notice is-lost" role="alert" data-testid="room-connection">
        <p>{view.lostReason ?? 'The connection to the table was lost.'}</p>
        <p>
          Open the link again to return to your seat; every move so far is in your saves (Continue on the{' '}
          <a href="#/">start screen</a>).
        </p>
      </div>
    )
  return null
}
