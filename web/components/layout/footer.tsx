import { ROUTES } from '@shared/routes'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { phoneHref } from '@/components/sections/phone-link'
import type { Settings } from '@/components/sections/types'
import { Icon } from '@/components/ui/icon'
import type { Menus, SiteTexts } from '@/lib/content'
import { columnKey, linkKey } from '@/lib/content/menus'
import { openingHoursRows } from '@/lib/opening-hours'
import { CookieSettingsButton } from './cookie-settings-button'
import { Logo } from './logo'
import { MenuLink } from './menu-link'

const HEADING = 'eyebrow text-gold-300'
/** .footer-link (web/app/globals.css): light petrol, white and underlined on hover. */
const LINK = 'footer-link'

/** Column spans of the editors' link columns beside the brand (4) and contact (3) columns of twelve. */
const LINK_COLUMN_SPANS = ['lg:col-span-2', 'lg:col-span-3'] as const

export function Footer({
  settings,
  menus,
  texts,
  year,
}: {
  settings: Settings
  menus: Menus
  texts: SiteTexts
  /** The year of the ©: <CopyrightYear />, cached until New Year. */
  year: ReactNode
}) {
  const { address, social } = settings
  const brandName = settings.brandName ?? settings.companyName ?? ''
  const openingHours = openingHoursRows(settings.openingHours, texts.contact)
  const { footer } = texts
  const socialLinks = [
    { name: 'Facebook', href: social?.facebook, icon: 'facebook' as const },
    { name: 'Instagram', href: social?.instagram, icon: 'instagram' as const },
  ].flatMap(({ href, ...link }) => (href ? [{ ...link, href }] : []))

  return (
    <footer className="surface-dark relative overflow-hidden bg-petrol-950 text-petrol-100">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-px bg-linear-to-r from-transparent via-gold-400/50 to-transparent"
      />
      <div className="container-page grid gap-12 pt-20 pb-14 md:grid-cols-2 lg:grid-cols-12 lg:gap-10 lg:pt-24">
        <div className="md:col-span-2 lg:col-span-4 lg:pr-8">
          <Logo brandName={brandName} tone="light" />
          {settings.tagline ? (
            <p className="mt-6 max-w-sm leading-relaxed text-petrol-200">{settings.tagline}</p>
          ) : null}
          {settings.masterBadge ? (
            <p className="mt-7 inline-flex items-center gap-2.5 rounded-full border border-gold-400/35 bg-white/5 py-2 pr-4 pl-3 font-display text-sm font-bold text-gold-300">
              <Icon name="award" className="size-5" />
              {settings.masterBadge}
            </p>
          ) : null}
          {socialLinks.length > 0 ? (
            <ul className="mt-8 flex gap-3">
              {socialLinks.map((link) => (
                <li key={link.name}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-11 items-center justify-center rounded-full border border-white/15 text-petrol-100 transition-colors duration-200 hover:border-white/40 hover:bg-white/10 hover:text-white"
                  >
                    <Icon name={link.icon} className="size-5" />
                    <span className="sr-only">
                      {link.name} {texts.elements.newWindow}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        {menus.footer.map((column, index) => (
          <nav
            key={columnKey(column)}
            aria-labelledby={`footer-links-${index}`}
            className={`${LINK_COLUMN_SPANS[index] ?? ''} ${menus.footer.length === 1 ? 'md:col-span-2' : ''}`}
          >
            <h2 id={`footer-links-${index}`} className={HEADING}>
              {column.heading}
            </h2>
            <ul className="mt-5 lg:space-y-1">
              {column.links.map((link) => (
                <li key={linkKey(link)}>
                  <MenuLink link={link} pathname={null} newWindow={texts.elements.newWindow} className={LINK} />
                </li>
              ))}
              {column.allServices ? (
                <li>
                  <Link href={ROUTES.services} className={`${LINK} gap-1.5 font-semibold text-white`}>
                    {footer.allServices}
                    <span aria-hidden="true">→</span>
                  </Link>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}

        <div className="space-y-10 md:col-span-2 md:grid md:grid-cols-2 md:gap-12 md:space-y-0 lg:col-span-3 lg:block lg:space-y-10">
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={HEADING}>
              {footer.contactHeading}
            </h2>
            <address className="mt-5 leading-relaxed not-italic">
              {settings.companyName ? (
                <span className="block font-semibold text-white">{settings.companyName}</span>
              ) : null}
              {address?.street ? <span className="block">{address.street}</span> : null}
              {address?.postalCode || address?.city ? (
                <span className="block">{[address.postalCode, address.city].filter(Boolean).join(' ')}</span>
              ) : null}
            </address>
            <ul className="mt-4">
              {settings.phone && settings.phoneE164 ? (
                <li>
                  <a href={phoneHref(settings)} className={`${LINK} gap-3 tabular-nums`}>
                    <Icon name="phone" className="size-5 text-gold-400" />
                    <span className="sr-only">{texts.contact.phone}: </span>
                    {settings.phone}
                  </a>
                </li>
              ) : null}
              {settings.email ? (
                <li>
                  <a href={`mailto:${settings.email}`} className={`${LINK} gap-3 break-all`}>
                    <Icon name="mail" className="size-5 shrink-0 text-gold-400" />
                    <span className="sr-only">{texts.contact.email}: </span>
                    {settings.email}
                  </a>
                </li>
              ) : null}
            </ul>
          </section>

          {openingHours.length > 0 ? (
            <section aria-labelledby="footer-opening-hours">
              <h2 id="footer-opening-hours" className={HEADING}>
                {footer.hoursHeading}
              </h2>
              <dl className="mt-5 space-y-2">
                {openingHours.map((entry) => (
                  <div key={entry.key} className="flex flex-wrap justify-between gap-x-6 gap-y-0.5">
                    <dt className="font-semibold text-white">{entry.label}</dt>
                    <dd className="tabular-nums">{entry.time}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-7 text-sm text-petrol-200 md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {settings.companyName}
          </p>
          <ul className="flex flex-wrap items-center gap-x-6">
            <li>
              <Link href={ROUTES.imprint} className={LINK}>
                {footer.imprint}
              </Link>
            </li>
            <li>
              <Link href={ROUTES.privacy} className={LINK}>
                {footer.privacy}
              </Link>
            </li>
            <li>
              <Link href={ROUTES.accessibility} className={LINK}>
                {footer.accessibility}
              </Link>
            </li>
            <li>
              <CookieSettingsButton className={`${LINK} cursor-pointer`} label={footer.cookieSettings} />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
