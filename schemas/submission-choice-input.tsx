import { TextInput } from '@sanity/ui'
import { OTHER_SERVICE } from '@shared/forms'
import { SANITY_API_VERSION } from '@shared/sanity'
import { CONTRACT_TYPE_TITLES, type ContractType, WORK_LOCATION_TOWNS, type WorkLocation } from '@shared/work'
import { useEffect, useState } from 'react'
import { type StringInputProps, useClient, useWorkspaces } from 'sanity'

/**
 * A visitor's choice as the office reads it in the Posteingang: the form stores what the site sends (a
 * service's address „dachrinnenreinigung“, a posting's address, „vollzeit“), the inbox shows the name
 * („Dachrinnenreinigung“, the posting's title, „Vollzeit“). Services and postings are looked up in the
 * content dataset (the Studio's other workspace), so a renamed service shows its current name; one that
 * no longer exists shows what was stored.
 */

export type ChoiceKind = 'service' | 'jobPosting' | 'contractType' | 'workLocation'

/** Names known without asking the content dataset. */
function fixedLabel(kind: ChoiceKind, value: string): string | undefined {
  if (kind === 'contractType') return CONTRACT_TYPE_TITLES[value as ContractType]
  if (kind === 'workLocation') return WORK_LOCATION_TOWNS[value as WorkLocation]?.name
  return undefined
}

/** Finds the name in the content dataset: a service's form label or name, „Andere Leistung“, a posting's title. */
export const CHOICE_LABEL_QUERY = `select(
  $kind == "service" && $value == $other => *[_id == "siteTexts"][0].forms.inquiry.otherService,
  $kind == "service" => *[_type == "service" && slug.current == $value][0]{ "label": coalesce(formLabel, menuName, title) }.label,
  $kind == "jobPosting" => *[_type == "jobPosting" && slug.current == $value][0].title
)`

function useContentDataset(): string | undefined {
  return useWorkspaces().find((workspace) => workspace.name === 'default')?.dataset
}

const CHOICE_KINDS: readonly string[] = ['service', 'jobPosting', 'contractType', 'workLocation'] satisfies ChoiceKind[]

/** The field's name says what it holds (schemas/submissions.ts names each field after its kind). */
export function SubmissionChoiceInput(props: StringInputProps) {
  const field = String(props.path.at(-1) ?? '')
  if (!CHOICE_KINDS.includes(field)) throw new Error(`SubmissionChoiceInput on an unknown field: ${field}`)
  const kind = field as ChoiceKind
  const value = props.value ?? ''
  const dataset = useContentDataset()
  const client = useClient({ apiVersion: SANITY_API_VERSION })
  const [found, setFound] = useState<string | null>(null)
  useEffect(() => {
    if (!value || !dataset || fixedLabel(kind, value) !== undefined) return
    let current = true
    client
      .withConfig({ dataset })
      .fetch<string | null>(CHOICE_LABEL_QUERY, { kind, value, other: OTHER_SERVICE })
      .then((label) => current && setFound(label))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [client, dataset, kind, value])
  const label = fixedLabel(kind, value) ?? found
  return (
    <TextInput
      id={props.id}
      readOnly
      value={label && label !== value ? label : value}
      title={label && label !== value ? `Gespeichert als „${value}“` : undefined}
    />
  )
}
