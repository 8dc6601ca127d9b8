import { expect, type Locator, type Page } from '@playwright/test'
import type { SiteCopy } from '@scripts/lib/site-copy'
import { readableHtml } from '@tests/support/page-html'
import type { LocalLakeClient } from './studio-support'

/**
 * What an editor does in the Studio, step by step, as the Studio tests use it: open a document, fill
 * the form, pick from a list, publish, and look at the site afterwards. Every step goes through the
 * Studio's own controls (labels, buttons, menus), never around them.
 */

/** With a submissions dataset the Studio has two workspaces: the content lives at /studio/inhalte. */
export const CONTENT = '/studio/inhalte'
export const INBOX = '/studio/posteingang'

/** The open document's form. */
export const documentForm = (page: Page): Locator => page.getByTestId('document-panel-scroller')

/**
 * Opens a document from its list (a singleton: its own entry, whose id is its type) and waits until its
 * form can be edited; returns the field labelled `field`.
 */
export async function openDocument(site: SiteCopy, page: Page, type: string, id: string, field: string) {
  await page.goto(`${site.url}${CONTENT}/structure/${id === type ? type : `${type};${id}`}`)
  const input = documentForm(page).getByLabel(field, { exact: true })
  await expect(input).toBeVisible({ timeout: 60_000 })
  // The form is editable once the document has loaded from the lake (not "Dokument wird geladen…").
  await expect(input).toBeEditable()
  return input
}

/**
 * The entry of a long list in the form, scrolled to as an editor scrolls: the Studio renders only the
 * entries of a long list that are in view.
 */
export async function scrolledTo(page: Page, text: string): Promise<Locator> {
  const entry = documentForm(page).getByText(text, { exact: true }).first()
  await documentForm(page).hover()
  for (let step = 0; step < 30 && !(await entry.isVisible()); step++) await page.mouse.wheel(0, 400)
  await expect(entry).toBeVisible()
  return entry
}

/** „Neues Dokument erstellen“ in the navigation bar, then the template's entry. */
export async function createFromMenu(site: SiteCopy, page: Page, list: string, template: string) {
  await page.goto(`${site.url}${CONTENT}/structure/${list}`)
  await page.getByRole('button', { name: 'Neues Dokument erstellen' }).first().click({ timeout: 60_000 })
  await page
    .getByRole('menuitem', { name: template })
    .or(page.getByText(template, { exact: true }))
    .first()
    .click()
}

/** Whether an expectation held within its time, for a step that then tries again instead of failing. */
const holds = (expectation: () => Promise<unknown>): Promise<boolean> =>
  expectation().then(
    () => true,
    () => false,
  )

/**
 * „Element hinzufügen“ in a list of references within `scope`: the new entry's search field. A click the
 * Studio did not take (no new entry; seen right after a section's dialog opened) is repeated, as an
 * editor would.
 */
export async function addReferenceEntry(scope: Locator): Promise<Locator> {
  const fields = scope.getByRole('combobox')
  const before = await fields.count()
  for (let attempt = 1; ; attempt++) {
    await scope.getByRole('button', { name: 'Element hinzufügen' }).click()
    if (await holds(() => expect.poll(() => fields.count(), { timeout: 15_000 }).toBeGreaterThan(before)))
      return fields.last()
    if (attempt === 3) throw new Error('„Element hinzufügen“ added no entry in three clicks')
  }
}

/** Types into a reference field and picks the first match with the keyboard, as the autocomplete offers it. */
export async function pickReference(field: Locator, search: string, expected: string) {
  await field.fill(search)
  // The autocomplete's own list (the document lists beside the form are listboxes too).
  const listId = await field.getAttribute('aria-owns')
  if (!listId) throw new Error('The reference field names no list of matches (aria-owns)')
  const option = field
    .page()
    .locator(`[id=${JSON.stringify(listId)}]`)
    .getByRole('option', { name: new RegExp(expected) })
    .first()
  await expect(option).toBeVisible({ timeout: 20_000 })
  // As with the keyboard: down into the list, Enter on the match (not on the field: that would only search).
  await field.press('ArrowDown')
  await field.page().keyboard.press('Enter')
  await expect(option).toBeHidden({ timeout: 20_000 })
}

/**
 * Publishes the open document; the Studio confirms and the lake holds it published, with no draft. The
 * Studio validates a moment after each keystroke: a click right after typing can meet the validation of
 * the text before it („Validierungsfehler“), and the editor clicks again, as this does (a lasting error
 * fails every attempt). A click the Studio did not take (no answer at all, the draft still there) is
 * repeated too, as an editor would.
 */
export async function publish(page: Page, lake: LocalLakeClient, publishedId: string) {
  const button = page.getByTestId('action-veröffentlichen')
  const published = page.getByText('Das Dokument wurde veröffentlicht')
  const refused = page.getByText('Bitte beheben Sie die Validierungsfehler, bevor Sie veröffentlichen')
  for (let attempt = 1; ; attempt++) {
    await expect(button).toBeEnabled({ timeout: 20_000 })
    await button.click()
    const answered = await holds(() => expect(published.or(refused).first()).toBeVisible({ timeout: 20_000 }))
    if (answered && (await published.isVisible())) break
    if (!answered && (await lake.get(`drafts.${publishedId}`)) === null) {
      throw new Error('The Studio published without saying so („Das Dokument wurde veröffentlicht“)')
    }
    if (attempt === 3) {
      throw new Error(
        answered
          ? 'The Studio refused to publish three times: the document has validation errors'
          : 'The Studio answered none of three clicks on „Veröffentlichen“',
      )
    }
    if (answered) await expect(refused).toBeHidden({ timeout: 20_000 })
  }
  await expect.poll(() => lake.get(`drafts.${publishedId}`)).toBeNull()
}

/** The published id of the document open in the Studio (from the address: …;<id>). */
export function openDocumentId(page: Page): string {
  // …/structure/<type>;<id>,template=<template> (parameters after a comma)
  const id = /;([^;/?,]+)/.exec(decodeURIComponent(new URL(page.url()).pathname))?.[1]
  if (!id) throw new Error(`No document open at ${page.url()}`)
  return id.replace(/^drafts\./, '')
}

/** The page's HTML once it contains `text` (the webhook is delivered after the publish answers). */
export async function pageShowing(site: SiteCopy, pathname: string, text: string) {
  await expect
    .poll(async () => readableHtml(await (await fetch(`${site.url}${pathname}`)).text()).includes(text), {
      message: `${pathname} shows "${text}"`,
      timeout: 20_000,
    })
    .toBe(true)
}
