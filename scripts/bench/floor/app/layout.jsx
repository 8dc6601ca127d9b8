/** The framework floor: the smallest Next.js page, built with the site's Next and React. */
export const metadata = { title: 'Floor', description: 'A minimal Next.js page to compare the site against.' }

export default function RootLayout({ children }) {
  return (
    <html lang="de">
      <body>{children}</body>
    </html>
  )
}
