'use client'

import { useState } from 'react'

/**
 * Whether a panel has been opened at least once. Menus render their contents from their first
 * opening on, not into every page's HTML (a first visit on a phone parses, styles and hydrates
 * none of it before the hero paints), and keep them afterwards so the closing transition plays.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  // Adjusting state while rendering, as React recommends for values derived from props.
  if (open && !opened) setOpened(true)
  return opened || open
}
