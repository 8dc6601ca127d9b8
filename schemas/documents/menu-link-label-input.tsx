import { useMenuName } from '@schemas/objects/name-placeholder-input'
import { type StringInputProps, useFormValue } from 'sanity'

/** „Beschriftung“ of a menu entry: its placeholder is the name of the chosen page, which the site shows while it is empty. */
export function MenuLinkLabelInput(props: StringInputProps) {
  const ref = useFormValue([...props.path.slice(0, -1), 'page', '_ref'])
  const name = useMenuName(typeof ref === 'string' ? ref : undefined)
  return props.renderDefault({
    ...props,
    elementProps: { ...props.elementProps, placeholder: name ?? props.elementProps.placeholder },
  })
}
