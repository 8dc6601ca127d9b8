'use client'

import { CONTENT_EDITOR_ROLE, OFFICE_ROLE } from '@shared/inbox-access'
import type { LocalRole } from '@studio/local-lake-session'
import { type FormEvent, useState } from 'react'
import { Field } from '@/components/forms/field'
import { buttonClasses } from '@/components/ui/button'

const NAME_SPEC = { type: 'text', required: false, maxLength: 60, autoComplete: 'name' } as const
const ROLE_SPEC = { type: 'radio', required: false, choices: [CONTENT_EDITOR_ROLE, OFFICE_ROLE] } as const
const ROLE_CHOICES = [
  { value: CONTENT_EDITOR_ROLE, label: 'Redaktion' },
  { value: OFFICE_ROLE, label: 'Büro' },
]

/**
 * /studio on the local Content Lake, the first time in a browser: who works here. The name is what
 * colleagues see in the Studio („Wer ist hier“, beside a field); left empty, the lake gives one
 * („Redaktion 2“). With a Posteingang, the office says so: only the office reads it (docs/redaktion.md).
 * Asked once per browser (studio/local-lake-session.ts keeps the answer).
 */
export function LocalLakeIdentity({
  withInbox,
  onChosen,
}: {
  withInbox: boolean
  onChosen: (choice: { name: string; role: LocalRole }) => void
}) {
  const [role, setRole] = useState<LocalRole>(CONTENT_EDITOR_ROLE)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim()
    onChosen({ name, role })
  }
  return (
    <main className="container-page max-w-2xl py-16 md:py-24">
      <p className="font-display text-sm font-bold tracking-wide text-petrol-700 uppercase">Redaktionssystem</p>
      <h1 className="mt-2 text-3xl font-extrabold md:text-4xl">Wer arbeitet in diesem Browser?</h1>
      <p className="mt-4 text-lg text-ink-soft">
        Ihr Name erscheint bei Kolleginnen und Kollegen, die zur selben Zeit im Studio arbeiten („Wer ist hier“). Sie
        werden in diesem Browser nur einmal gefragt.
      </p>
      <form onSubmit={submit} className="mt-8 space-y-6">
        <Field
          spec={NAME_SPEC}
          name="name"
          idPrefix="lokale-identitaet"
          label="Ihr Name"
          hint="Ohne Namen erscheinen Sie als „Redaktion“ mit einer Nummer."
        />
        {withInbox ? (
          <Field
            spec={ROLE_SPEC}
            name="role"
            idPrefix="lokale-identitaet"
            label="Ihre Aufgabe"
            choices={ROLE_CHOICES}
            hint="Den Posteingang mit Anfragen und Bewerbungen liest nur das Büro."
            value={role}
            onValueChange={(value) => setRole(value === OFFICE_ROLE ? OFFICE_ROLE : CONTENT_EDITOR_ROLE)}
          />
        ) : null}
        <button type="submit" className={buttonClasses('secondary')}>
          Studio öffnen
        </button>
      </form>
    </main>
  )
}
