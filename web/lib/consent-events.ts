/**
 * Browser event that asks the consent banner to show itself again (footer button
 * 'Cookie-Einstellungen'). The consent banner, built in a later issue, listens to it;
 * an event keeps the footer free of any dependency on the banner's state.
 */
export const OPEN_CONSENT_EVENT = 'consent:open'
