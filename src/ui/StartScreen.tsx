/** The start screen: a dialog over the table. Each entry is a real link, so it works from the keyboard and by URL. */
export function StartScreen() {
  return (
    <main className="start-screen" aria-labelledby="start-title">
      <h1 id="start-title">Midnight Museum</h1>
      <p className="tagline">
        The exhibits stir after dark. Seal the Ancient One away before the clock strikes its last midnight.
      </p>
      <nav aria-label="Start">
        <ul>
          <li>
            <a href="#/tray">Dice tray</a>
            <span> — roll any mix of the eight dice</span>
          </li>
          <li>
            <a href="#/table">Explore the table</a>
            <span> — the museum at night</span>
          </li>
        </ul>
      </nav>
      <p className="note">New games open here once the rules engine is wired to the table.</p>
    </main>
  )
}
