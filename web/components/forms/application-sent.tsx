import type { FormTexts } from '@/lib/forms/texts'

/** The quick application's thank-you, once the server stored it; its heading now labels the dialog. */
export function ApplicationSent({ texts, headingId }: { texts: FormTexts['application']; headingId: string }) {
  return (
    <div className="py-8 text-center" role="status">
      <h2 id={headingId} className="text-2xl font-extrabold text-petrol-800">
        {texts.successHeading}
      </h2>
      <p className="mt-3 text-ink-soft">{texts.successText}</p>
    </div>
  )
}
