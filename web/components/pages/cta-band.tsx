import type { ReactNode } from 'react'

/** A full-width band with heading, one line of text and an action: the end-of-section call to action. */
export function CtaBand({
  id,
  heading,
  text,
  tone = 'petrol',
  children,
}: {
  id: string
  heading: string | null | undefined
  text: string | null | undefined
  tone?: 'petrol' | 'sand'
  children: ReactNode
}) {
  const petrol = tone === 'petrol'
  return (
    <section aria-labelledby={id} className={`py-16 md:py-20 ${petrol ? 'bg-petrol-700 text-white' : 'bg-sand'}`}>
      <div className="container-page flex flex-col items-start justify-between gap-6 md:flex-row md:items-center">
        <div className="max-w-2xl">
          <h2 id={id} className="text-3xl font-extrabold md:text-4xl">
            {heading}
          </h2>
          {text ? <p className={`mt-3 text-lg ${petrol ? 'text-petrol-100' : 'text-ink-soft'}`}>{text}</p> : null}
        </div>
        {children}
      </div>
    </section>
  )
}
