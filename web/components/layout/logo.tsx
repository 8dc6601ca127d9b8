/**
 * Wordmark shared by header and footer: a geometric sparkle mark and the brand name.
 * `compact` is the smaller logo of the scrolled header.
 */
export function Logo({
  brandName,
  tone = 'dark',
  compact = false,
}: {
  brandName: string
  tone?: 'dark' | 'light'
  compact?: boolean
}) {
  return (
    <span className="inline-flex items-center gap-3">
      <svg
        viewBox="0 0 40 40"
        aria-hidden="true"
        focusable="false"
        className={`shrink-0 transition-[width,height] duration-300 ease-out ${compact ? 'size-8' : 'size-10'}`}
      >
        <rect width="40" height="40" rx="11" className="fill-gold-400" />
        <path
          d="M18.5 10.5c.8 6 4.5 10.2 11 11-6.5.8-10.2 5-11 11-.8-6-4.5-10.2-11-11 6.5-.8 10.2-5 11-11z"
          className="fill-petrol-950"
        />
        <path
          d="M29.5 6.5c.3 2 1.9 3.7 4 4-2.1.3-3.7 2-4 4-.3-2-1.9-3.7-4-4 2.1-.3 3.7-2 4-4z"
          className="fill-petrol-950"
        />
      </svg>
      <span
        className={`font-display font-extrabold leading-none tracking-[-0.02em] whitespace-nowrap transition-[font-size,color] duration-300 ease-out ${
          compact ? 'text-lg' : 'text-xl'
        } ${tone === 'light' ? 'text-white' : 'text-ink'}`}
      >
        {brandName}
      </span>
    </span>
  )
}
