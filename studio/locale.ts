import { deDELocale } from '@sanity/locale-de-de'
import { germanNumberInputs } from '@schemas/objects/german-number-input'
import { type DocumentFieldAction, defineDocumentFieldAction, defineLocaleResourceBundle, definePlugin } from 'sanity'

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
  // Sanity's German: „Tag“ is a day in German, ENTER is shouted English; the tags fields hold search
  // terms and towns.
  'inputs.tags.placeholder': 'Eintrag eingeben und mit der Eingabetaste übernehmen …',
  'inputs.tags.placeholder_touch': 'Eintrag eingeben …',
  // Jargon of Sanity's German where editors look (the image dialogs, history, the text editor): „Assets“,
  // „Workspace“, „Hotspot & Crop“, „Inline-Objekt“, „Panel“, „Meta“.
  'asset-source.dialog.accept-message':
    'Angezeigt werden nur Dateien in den Formaten, die dieses Feld annimmt: <strong>{{acceptTypes}}</strong>',
  'asset-source.dialog.insert-asset-error':
    'Die Datei konnte nicht eingefügt werden. Einzelheiten stehen in der Konsole des Browsers.',
  'asset-source.dialog.load-error': 'Die Dateien konnten nicht geladen werden',
  'asset-sources.dataset.file.title': 'Hochgeladene Dateien',
  'asset-sources.dataset.image.title': 'Hochgeladene Bilder',
  'inputs.imagetool.title': 'Ausschnitt und Fokuspunkt',
  'inputs.imagetool.description':
    'Mit dem Rechteck wählen Sie den Ausschnitt, mit dem Kreis den Bereich, der immer zu sehen sein soll.',
  'inputs.imagetool.vector-warning.title':
    'Achtung: Ausschnitt und Fokuspunkt wirken bei diesem Bild dort, wo es erscheint, womöglich nicht.',
  'changes.inspector.meta-label': 'Angaben',
  'changes.no-changes-description':
    'Bearbeiten Sie das Dokument oder wählen Sie im Verlauf eine ältere Fassung: Dann stehen die Änderungen hier.',
  'changes.portable-text.inline-object_added': 'Eingebettetes Element hinzugefügt',
  'changes.portable-text.inline-object_changed': 'Eingebettetes Element geändert',
  'changes.portable-text.inline-object_removed': 'Eingebettetes Element entfernt',
  'changes.portable-text.inline-object_unchanged': 'Eingebettetes Element unverändert',
  'inputs.portable-text.inline-block.aria-label': 'Eingebettetes Element',
  'inputs.portable-text.action.insert-inline-object-aria-label': '{{typeName}} in den Text einfügen',
  'tree-editing-dialog.breadcrumbs.menu': 'Menü der Ebenen',
  'search.action.select-asset': 'Datei auswählen',
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
  // Sanity's German said „Vor vor 12 Minuten veröffentlicht“: the time is already a phrase („vor 12 Minuten“).
  'action.publish.already-published.tooltip': 'Veröffentlicht {{timeSincePublished}}',
  // … and „Zeigt den Verlauf für die Entwurf Version dieses Dokuments“.
  'changes.banner.description': 'Verlauf dieses Dokuments, Fassung: <strong>{{perspective}}</strong>.',
  'action.copy-document-url.label': 'Link zum Dokument kopieren',
  'toggle-inline-changes.menu-item.title': 'Änderungen im Formular anzeigen',
  'document-inspector.error.close-button.aria-label': 'Bereich schließen',
  'document-inspector.error.description': 'Beim Anzeigen dieses Bereichs ist ein Fehler aufgetreten.',
  'document-target-badges.not-in-target.tooltip': 'Das Dokument gibt es in der gewählten Ansicht noch nicht.',
}

/** Vorschau's toolbar in words an editor uses: „Viewport“ and „Overlay“ are a developer's. */
const presentation = {
  'preview-frame.viewport-button.aria-label': 'Breite der Vorschau umschalten',
  'preview-frame.viewport-button.tooltip_full': 'Volle Breite zeigen',
  'preview-frame.viewport-button.tooltip_narrow': 'Schmal zeigen, wie auf dem Smartphone',
  'preview-frame.overlay.toggle-button.tooltip_disable': 'Bearbeiten per Klick ausschalten',
  'preview-frame.overlay.toggle-button.tooltip_enable': 'Bearbeiten per Klick einschalten',
  'preview-frame.overlay.connection-status.label': 'Verbindung für das Bearbeiten per Klick',
  'preview-frame.loader.connection-status.label': 'Verbindung der Vorschau',
  'share-preview-menu.qr-code.title': 'Ein QR-Code mit der Adresse {{url}}',
}

/** The slug type's own checks: a slug is an „Adresse“ to editors. */
const validation = {
  'slug.missing-current': 'Bitte eine Adresse eingeben',
  'slug.not-object': 'Die Adresse hat ein ungültiges Format',
  'slug.not-unique': 'Diese Adresse wird schon verwendet',
  'object.asset-required': 'Bitte ein Bild oder eine Datei wählen',
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
  presentation,
  validation,
  'copy-paste': copyPaste,
  'media-library': mediaLibrary,
}

/**
 * Presentation's field action „Open in <tool>“ builds its title in code („Open in Inhalte“): the same
 * action under a German title.
 */
function germanFieldAction(action: DocumentFieldAction): DocumentFieldAction {
  const tool = /^Open in (.+)$/
  return defineDocumentFieldAction({
    name: action.name,
    useAction(props) {
      const item = action.useAction(props)
      return item.type === 'action' && item.title
        ? { ...item, title: item.title.replace(tool, 'In „$1“ öffnen') }
        : item
    },
  })
}

/**
 * The Studio in German as a plugin, last in a workspace's plugins (after the tools whose actions it
 * translates): Sanity's German locale, number fields with a decimal comma (GermanNumberInput) and the
 * field actions in German.
 */
const germanStudio = definePlugin({
  name: 'german-studio',
  plugins: [deDELocale()],
  form: { components: { input: germanNumberInputs } },
  document: {
    unstable_fieldActions: (actions) =>
      actions.map((action) => (action.name === 'presentation/openInStructure' ? germanFieldAction(action) : action)),
  },
})

/** The German locale plus our additions: the `plugins` entry and the `i18n` option of a workspace. */
export const germanLocale = {
  plugin: germanStudio,
  i18n: {
    bundles: Object.entries(GERMAN_ADDITIONS).map(([namespace, resources]) =>
      defineLocaleResourceBundle({ locale: 'de-DE', namespace, resources }),
    ),
  },
}
