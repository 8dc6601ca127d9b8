import Image from 'next/image'
import Link from 'next/link'

/**
 * The floor for a page whose largest paint is a photo: the floor page plus the site's hero photo,
 * full-bleed, prioritised (preload, fetchpriority high) and optimised as the site does it.
 * `npm run bench` copies the photo into public/ before the build.
 */
export default function Page() {
  return (
    <main>
      <section style={{ position: 'relative', minHeight: '28rem', padding: '8rem 1rem 5rem', color: 'white' }}>
        <Image
          src="/hero.jpg"
          alt="Heller, moderner Büroraum"
          fill
          preload
          fetchPriority="high"
          sizes="100vw"
          quality={70}
          style={{ objectFit: 'cover', zIndex: -1 }}
        />
        <h1>Gebäudereinigung in Goslar</h1>
        <p>Eine minimale Seite: eine Überschrift, ein Absatz, ein Link, ein Foto.</p>
        <Link href="/" style={{ color: 'white' }}>
          Startseite
        </Link>
      </section>
    </main>
  )
}
