import { deDELocale } from '@sanity/locale-de-de'
import { defineLocaleResourceBundle } from 'sanity'

/**
 * The Studio in German, everywhere an editor looks. `@sanity/locale-de-de` translates almost every
 * string; the few it leaves out (marked `void 0` there, so the Studio falls back to English:
 * „Field actions“, „Diagnostics“ …) and the one key the Studio asks for without defining it
 * („new-document.new-document“, the label of the „+“ button; „changes.action.close-label“, which the
 * history panel asks for in the wrong namespace and so showed as its key) are translated here.
 * tests/unit/studio-german.test.ts compares these with the installed packages' English strings, so an
 * update of `sanity` that adds strings fails there instead of showing English to editors.
 */

const studio = {
  'about-dialog.version-info.deprecated.current': 'v{{version}} ist veraltet und sollte nicht mehr verwendet werden.',
  'about-dialog.version-info.deprecated.header': 'Veraltete Version',
  'about-dialog.version-info.deprecated.next-step.pinned':
    'Dieses Studio ist auf eine veraltete Version festgelegt. Wählen Sie unter „Verwalten“ eine andere Version.',
  'about-dialog.version-info.deprecated.next-step.upgrade':
    'Aktualisieren Sie das Paket „sanity“ auf eine neuere Version und stellen Sie das Studio neu bereit.',
  'about-dialog.version-info.deprecated.next-step.upgrade.learn-how': 'So wird aktualisiert',
  'about-dialog.version-info.deprecated.reason': 'Grund: {{reason}}',
  'about-dialog.version-info.tooltip.deprecated': 'Veraltet',
  'changes.from-base-variant.label': 'Gegenüber der Grundvariante geändert',
  'common.error': 'Fehler',
  'diagnostics.menu-item': 'Diagnose',
  'divergence.pagination': '{{position}} von {{count}}',
  'document-group-inventory.title': '{{count}} {{subject}}',
  'document-status.published-at': 'Veröffentlicht {{date}}',
  'form.field.actions-menu.title': 'Feldaktionen',
  'help-resources.studio-version-deprecated': 'v{{version}} ist veraltet',
  'inputs.portable-text.unknown-value.annotation': 'Im Schema nicht definierte Anmerkung: {{name}}',
  'inputs.portable-text.unknown-value.list-item': 'Im Schema nicht definierter Listentyp: {{name}}',
  'inputs.portable-text.unknown-value.mark': 'Im Schema nicht definierte Markierung: {{name}}',
  'inputs.portable-text.unknown-value.style': 'Im Schema nicht definierter Absatzstil: {{name}}',
  'new-document.new-document': 'Neues Dokument',
  'release.action.new-release.limit-reached': 'Dieser Arbeitsbereich ist auf {{count}} Release begrenzt',
  'release.action.pause-to-edit': 'Zum Bearbeiten anhalten',
}

const structure = {
  // Asked in this namespace by the history panel's close button, defined by Sanity only in „studio“.
  'changes.action.close-label': 'Verlauf schließen',
  'banners.obsolete-draft.actions.compare-draft.tooltip':
    'Das veröffentlichte Dokument gibt es nicht mehr, daher lässt sich dieser Entwurf nicht vergleichen.',
  'compare-version.error.loadVersions.title': 'Die Versionen konnten nicht geladen werden',
  'panes.document-list-pane.error.max-retries-attempted':
    'Nach {{count}} erfolglosen Versuchen wird es nicht mehr automatisch erneut versucht.',
  // „Neues {{schemaType}}“ is wrong for most of our types („Neues Leistung“); this reads right for all.
  'panes.document-header-title.new.text': 'Neu: {{schemaType}}',
}

const copyPaste = {
  'copy-paste.on-paste.validation.read-only-fields-skipped-truncated.description':
    'Schreibgeschützte Felder übersprungen: {{fieldNames}} und {{count}} weitere',
}

const mediaLibrary = {
  'invalid-video-warning.description':
    'Der Wert dieses Felds ist kein gültiges Video. Setzen Sie das Feld zurück, um ein neues Video zu wählen.',
  'invalid-video-warning.reset-button.text': 'Wert zurücksetzen',
  'invalid-video-warning.title': 'Ungültiges Video',
  'video-error.description': 'Das Video konnte nicht geladen werden',
  'video-error.retry-button.text': 'Erneut versuchen',
}

/** Our German strings by namespace (exported for the test). */
export const GERMAN_ADDITIONS: Record<string, Record<string, string>> = {
  studio,
  structure,
  'copy-paste': copyPaste,
  'media-library': mediaLibrary,
}

/** The German locale plus our additions: the `plugins` entry and the `i18n` option of a workspace. */
export const germanLocale = {
  plugin: deDELocale,
  i18n: {
    bundles: Object.entries(GERMAN_ADDITIONS).map(([namespace, resources]) =>
      defineLocaleResourceBundle({ locale: 'de-DE', namespace, resources }),
    ),
  },
}
