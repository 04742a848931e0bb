// Starts the odds driver (state/odds/oddsDriver.ts) for as long as the component that calls this is mounted, over
// an odds client of its own (a worker); StrictMode's second mount gets a fresh client and driver.
import { useEffect } from 'react'
import { useStore } from 'jotai'
import { createOddsClient } from '../../state/odds/createOddsClient.ts'
import { createOddsDriver } from '../../state/odds/oddsDriver.ts'

export function useOddsDriver(): void {
  const store = useStore()
  useEffect(() => {
    const client = createOddsClient()
    const driver = createOddsDriver(store, client)
    driver.start()
    return () => {
      driver.stop()
      client.dispose()
    }
  }, [store])
}
