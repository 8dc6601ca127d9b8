import Link from 'next/link'

export default function Page() {
  return (
    <main>
      <h1>Gebäudereinigung in Goslar</h1>
      <p>Eine minimale Seite: eine Überschrift, ein Absatz, ein Link.</p>
      <Link href="/">Startseite</Link>
    </main>
  )
}
