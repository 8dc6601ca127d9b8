import { ArrowDownIcon } from '@sanity/icons/ArrowDown'
import { ArrowUpIcon } from '@sanity/icons/ArrowUp'
import { Box, Button, Flex } from '@sanity/ui'
import { createContext, useContext, useMemo } from 'react'
import type { ArrayOfObjectsInputProps, ObjectItemProps } from 'sanity'

/**
 * Reordering without dragging (issue 43): beside every entry of a list (a page's sections, the menus'
 * entries) two buttons move it one place up or down, by mouse, keyboard or touch. The Studio keeps its
 * drag handle; the row menu of Sanity 6.16 takes no items of our own, so the buttons sit beside it.
 * The list's input hands the move to the entries through a context (the Studio's own `onItemMove`).
 */
type Mover = { keys: string[]; move: (key: string, by: -1 | 1) => void; readOnly: boolean }

const MoverContext = createContext<Mover | null>(null)

export function MovableArrayInput(props: ArrayOfObjectsInputProps) {
  const { value, onItemMove, readOnly } = props
  const mover = useMemo<Mover>(() => {
    const keys = (value ?? []).map((item) => item._key)
    return {
      keys,
      readOnly: Boolean(readOnly),
      move: (key, by) => {
        const fromIndex = keys.indexOf(key)
        const toIndex = fromIndex + by
        if (fromIndex < 0 || toIndex < 0 || toIndex >= keys.length) return
        onItemMove({ fromIndex, toIndex })
      },
    }
  }, [value, onItemMove, readOnly])
  return <MoverContext.Provider value={mover}>{props.renderDefault(props)}</MoverContext.Provider>
}

export function MovableItem(props: ObjectItemProps) {
  const mover = useContext(MoverContext)
  const key = (props.value as { _key?: string })._key ?? ''
  if (!mover || mover.readOnly) return props.renderDefault(props)
  const index = mover.keys.indexOf(key)
  const name = props.schemaType.title ?? 'Eintrag'
  return (
    <Flex align="center" gap={1}>
      <Box flex={1}>{props.renderDefault(props)}</Box>
      <Flex direction="column">
        <Button
          mode="bleed"
          padding={2}
          fontSize={1}
          icon={ArrowUpIcon}
          aria-label={`„${name}“ nach oben`}
          title="Nach oben"
          disabled={index <= 0}
          onClick={() => mover.move(key, -1)}
        />
        <Button
          mode="bleed"
          padding={2}
          fontSize={1}
          icon={ArrowDownIcon}
          aria-label={`„${name}“ nach unten`}
          title="Nach unten"
          disabled={index < 0 || index >= mover.keys.length - 1}
          onClick={() => mover.move(key, 1)}
        />
      </Flex>
    </Flex>
  )
}
