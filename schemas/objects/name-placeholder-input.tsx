import { SANITY_API_VERSION } from '@shared/sanity'
import { useEffect, useState } from 'react'
import { type StringInputProps, useClient, useFormValue } from 'sanity'

/** The value at `path` inside `document`, if it is a non-empty text. */
function textAt(document: unknown, path: string[]): string | undefined {
  const value = path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    document,
  )
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/** The override field's input with `placeholder` as its grey placeholder, when there is one. */
function withPlaceholder(props: StringInputProps, placeholder: string | undefined) {
  return props.renderDefault({
    ...props,
    elementProps: { ...props.elementProps, placeholder: placeholder ?? props.elementProps.placeholder },
  })
}

/**
 * An override field (a page's „Seitentitel“, a hero's H1, a service's „Name im Menü“ or card title)
 * shows, as its grey placeholder, what the site uses while it is empty: the document's name. An editor
 * sees what the page says without typing the name a second time.
 */
export function NamePlaceholderInput(props: StringInputProps) {
  return withPlaceholder(props, textAt(useFormValue([]), ['title']))
}

/** „Name im Anfrageformular“: empty, the form shows the menu name, else the name. */
export function MenuNamePlaceholderInput(props: StringInputProps) {
  const document = useFormValue([])
  return withPlaceholder(props, textAt(document, ['menuName']) ?? textAt(document, ['title']))
}

/** The name a page goes by in menus (a service's menu name, else its title), its draft's if it has one. */
export function useMenuName(id: string | undefined): string | undefined {
  const client = useClient({ apiVersion: SANITY_API_VERSION })
  const [name, setName] = useState<string | undefined>()
  useEffect(() => {
    if (!id) {
      setName(undefined)
      return
    }
    let current = true
    client
      .fetch<string | null>(
        'coalesce(*[_id == $draft][0], *[_id == $id][0]){ "name": coalesce(menuName, title) }.name',
        {
          id,
          draft: `drafts.${id}`,
        },
      )
      .then(
        (value) => current && setName(value ?? undefined),
        () => current && setName(undefined),
      )
    return () => {
      current = false
    }
  }, [client, id])
  return name
}
