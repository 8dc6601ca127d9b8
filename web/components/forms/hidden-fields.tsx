import { FORM_NAMES, type FormKind, HONEYPOT_FIELD } from '@/lib/forms/form-fields'

/**
 * What every form posts besides the visitor's entries: its form-name (SPEC.md §3) and the spam
 * trap, off-screen, out of the tab order and hidden from assistive technology (people never
 * fill it, bots do).
 */
export function HiddenFields({ form }: { form: FormKind }) {
  return (
    <>
      <input type="hidden" name="form-name" value={FORM_NAMES[form]} />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  )
}
