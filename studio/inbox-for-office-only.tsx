import { Box, Card, Stack, Text } from '@sanity/ui'

/**
 * The Posteingang for a user who is not the office: inquiries and applications hold names, addresses,
 * phone numbers and CVs, which only the office reads (studio/inbox.ts, shared/inbox-access.ts).
 */
export function InboxForOfficeOnly() {
  return (
    <Box padding={4}>
      <Card padding={4} radius={2} shadow={1} tone="caution">
        <Stack gap={4} style={{ maxWidth: 720 }}>
          <Text as="h2" size={2} weight="semibold">
            Der Posteingang ist dem Büro vorbehalten
          </Text>
          <Text as="p" size={1}>
            Anfragen und Bewerbungen enthalten persönliche Daten (Namen, Anschriften, Telefonnummern, Lebensläufe). Sie
            lesen nur Personen mit der Rolle „Büro“ oder „Administrator“.
          </Text>
          <Text as="p" size={1}>
            Brauchen Sie Zugriff, bitten Sie die Administration, Ihnen die Rolle „Büro“ zu geben.
          </Text>
        </Stack>
      </Card>
    </Box>
  )
}
