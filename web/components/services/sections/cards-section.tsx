import { Icon, isIconName } from '../../ui/icon'
import { SectionHeading } from '../../ui/section-heading'
import { headingId, SectionShell, type SectionTone, type ServiceSectionOf } from './section-shell'

/** Benefit or intro cards, each with an icon. */
export function CardsSection({ section, tone }: { section: ServiceSectionOf<'cardsSection'>; tone: SectionTone }) {
  const cards = section.cards ?? []
  const columns = cards.length % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'
  return (
    <SectionShell sectionKey={section._key} tone={tone}>
      <SectionHeading id={headingId(section._key)} heading={section.heading} intro={section.intro} />
      {cards.length ? (
        <ul className={`mt-12 grid gap-6 sm:grid-cols-2 md:mt-16 ${columns}`}>
          {cards.map((card) => (
            <li key={card._key} className="flex flex-col rounded-card border border-line/70 bg-white p-7 shadow-card">
              {isIconName(card.icon) ? (
                <span className="flex size-12 items-center justify-center rounded-xl bg-petrol-50 text-petrol-700">
                  <Icon name={card.icon} />
                </span>
              ) : null}
              <h3 className="mt-5 text-lg leading-snug font-extrabold text-ink">{card.title}</h3>
              {card.text ? <p className="mt-2.5 leading-relaxed text-ink-soft">{card.text}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </SectionShell>
  )
}
