'use client'

import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react'
import { Icon } from '@/components/ui/icon'
import { SLIDER_HEIGHT_PX, SLIDER_MAX_PERCENT, SLIDER_MIN_PERCENT, SLIDER_START_PERCENT } from '@/lib/constants'
import { percentForKey, percentFromPointer } from '@/lib/slider'

/**
 * Before/after comparison with a draggable divider (mouse, pen, touch) that is
 * also a keyboard-operable slider. `before` and `after` are rendered images
 * (SanityImage with `fill`): they are resolved on the server, because image
 * URLs depend on server-side configuration.
 */
export function BeforeAfterSlider({
  before,
  after,
  beforeLabel,
  afterLabel,
  hint,
  label,
}: {
  before: ReactNode
  after: ReactNode
  beforeLabel: string
  afterLabel: string
  /** „Zum Vergleichen ziehen“ (site texts). */
  hint: string
  /** „Vergleich“: the slider is named „Vergleich Vorher/Nachher“. */
  label: string
}) {
  const [position, setPosition] = useState(SLIDER_START_PERCENT)
  const [dragging, setDragging] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const rounded = Math.round(position)

  function moveTo(clientX: number) {
    const rect = rootRef.current?.getBoundingClientRect()
    if (rect) setPosition(percentFromPointer(clientX, rect.left, rect.width))
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return
    event.currentTarget.setPointerCapture(event.pointerId)
    setDragging(true)
    // A touch may still turn out to be a vertical scroll (pan-y): only move once the finger moves sideways.
    if (event.pointerType !== 'touch') moveTo(event.clientX)
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragging) moveTo(event.clientX)
  }

  function stopDragging() {
    setDragging(false)
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = percentForKey(event.key, position)
    if (next === null) return
    event.preventDefault()
    setPosition(next)
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dragging anywhere on the picture is a pointer shortcut; the role="slider" handle is the accessible control
    <div
      ref={rootRef}
      data-testid="before-after-slider"
      data-dragging={dragging ? 'true' : 'false'}
      className="group/slider relative isolate cursor-ew-resize touch-pan-y overflow-hidden rounded-card bg-petrol-100 shadow-card select-none [&_img]:pointer-events-none"
      style={{ height: SLIDER_HEIGHT_PX }}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={stopDragging}
      onPointerCancel={stopDragging}
      onLostPointerCapture={stopDragging}
      onDragStart={(event) => event.preventDefault()}
    >
      <div className="absolute inset-0">{after}</div>
      <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}>
        {before}
      </div>

      <span className="absolute top-4 left-4 rounded-full bg-petrol-950/85 px-3 py-1 font-display text-sm font-bold text-white">
        {beforeLabel}
      </span>
      <span className="absolute top-4 right-4 rounded-full bg-white/95 px-3 py-1 font-display text-sm font-bold text-petrol-900">
        {afterLabel}
      </span>

      <div
        role="slider"
        tabIndex={0}
        aria-label={`${label} ${beforeLabel}/${afterLabel}`}
        aria-valuemin={SLIDER_MIN_PERCENT}
        aria-valuemax={SLIDER_MAX_PERCENT}
        aria-valuenow={rounded}
        aria-valuetext={`${rounded} % ${beforeLabel}`}
        aria-orientation="horizontal"
        onKeyDown={handleKeyDown}
        className="group/handle absolute inset-y-0 z-10 w-11 -translate-x-1/2 focus:outline-none"
        style={{ left: `${position}%` }}
      >
        <span
          aria-hidden="true"
          className="absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_8px_rgb(7_42_48/0.45)]"
        />
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-1/2 flex size-12 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-petrol-800 shadow-lift ring-gold-400 ring-offset-2 transition-transform group-focus-visible/handle:ring-3 group-data-[dragging=true]/slider:scale-110"
        >
          <Icon name="drag-horizontal" className="size-6" />
        </span>
      </div>

      <p
        aria-hidden="true"
        className="pointer-events-none absolute bottom-5 left-1/2 flex -translate-x-1/2 items-center gap-2 rounded-full bg-petrol-950/85 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white transition-opacity duration-300 group-data-[dragging=true]/slider:opacity-0"
      >
        <span>←</span>
        {hint}
        <span>→</span>
      </p>
    </div>
  )
}
