import { ServiceCard, type ServiceCardData } from './service-card'

/** Service cards in one, two or three columns. Services without a slug have no page and are left out. */
export function ServiceGrid({ services }: { services: ServiceCardData[] }) {
  const linked = services.filter((service) => service.slug)
  if (!linked.length) return null
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {linked.map((service) => (
        <li key={service._id}>
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  )
}
