import { WORK_LOCATIONS, WORK_TIMES, workLocationText } from '@/lib/forms/constants'
import type { FormTexts } from '@/lib/forms/texts'

type ApplicationTexts = FormTexts['application']

/**
 * The choices of the quick application's selects, shared by the wizard and the one-page form
 * without JavaScript, so both offer exactly the same values and texts.
 */
export function WorkLocationOptions({ texts }: { texts: ApplicationTexts }) {
  return (
    <>
      <option value="" disabled>
        {texts.fields.workLocation.placeholder ?? '–'}
      </option>
      {WORK_LOCATIONS.map((value) => (
        <option key={value} value={value}>
          {workLocationText(texts, value)}
        </option>
      ))}
    </>
  )
}

/** Times on the 30-minute grid, after 'no preference'. */
export function WorkTimeOptions({ texts }: { texts: ApplicationTexts }) {
  return (
    <>
      <option value="">{texts.anyTime}</option>
      {WORK_TIMES.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </>
  )
}
