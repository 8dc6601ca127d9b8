import { Card, Stack, Text, TextInput } from '@sanity/ui'
import { formatGermanDecimal, parseGermanDecimal } from '@shared/decimal'
import { type ChangeEvent, useEffect, useId, useState } from 'react'
import { type InputProps, isNumberInputProps, type NumberInputProps, set, unset } from 'sanity'

/**
 * Every number field of the Studio as German writes numbers: „15,5“ and „10,4289“, not Sanity's
 * `<input type="number">`, which shows and expects a decimal point in an English browser. Typed text
 * becomes a number only when it is one in German (shared/decimal.ts); otherwise the field says why and
 * nothing is written. A number chosen from a list keeps Sanity's own input.
 */
export function GermanNumberInput(props: NumberInputProps) {
  const { value, onChange, elementProps, readOnly, validationError } = props
  const [text, setText] = useState(() => formatGermanDecimal(value))
  const [problem, setProblem] = useState<string | undefined>()
  const problemId = useId()

  // A change from elsewhere (another editor, „Änderungen verwerfen“) replaces what is shown, but not
  // while the text means the same number („15,“ while typing „15,5“).
  useEffect(() => {
    setText((shown) => {
      const parsed = parseGermanDecimal(shown)
      return parsed.ok && parsed.value === value ? shown : formatGermanDecimal(value)
    })
  }, [value])

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.currentTarget.value
    setText(next)
    const parsed = parseGermanDecimal(next)
    setProblem(parsed.ok ? undefined : parsed.message)
    if (!parsed.ok || parsed.value === value) return
    const number = parsed.value
    onChange(number === undefined ? unset() : set(number))
  }

  return (
    <Stack gap={2}>
      <TextInput
        {...elementProps}
        value={text}
        onChange={handleChange}
        readOnly={readOnly}
        inputMode="decimal"
        autoComplete="off"
        customValidity={problem ?? validationError}
        aria-invalid={problem ? true : undefined}
        aria-describedby={
          [elementProps['aria-describedby'], problem ? problemId : undefined].filter(Boolean).join(' ') || undefined
        }
        data-testid="german-number-input"
      />
      {problem ? (
        <Card tone="critical" padding={2} radius={2}>
          <Text id={problemId} size={1}>
            {problem}
          </Text>
        </Card>
      ) : null}
    </Stack>
  )
}

/** The form's input resolver: number fields without a list of choices get the German input. */
export function germanNumberInputs(props: InputProps) {
  if (isNumberInputProps(props) && !props.schemaType.options?.list) return <GermanNumberInput {...props} />
  return props.renderDefault(props)
}
