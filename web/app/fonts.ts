import localFont from 'next/font/local'

// Self-hosted, no request to a font CDN. The files are the npm packages' Latin files cut down to
// the characters and weights the site uses (`npm run fonts:subset`, scripts/lib/font-subset.ts):
// Inter 47 → 29 KB, Manrope 24 → 22 KB. Both are preloaded (next/font does it for fonts used here).
export const inter = localFont({
  src: '../fonts/inter-subset.woff2',
  variable: '--font-inter',
  weight: '400 800',
  display: 'swap',
})

export const manrope = localFont({
  src: '../fonts/manrope-subset.woff2',
  variable: '--font-manrope',
  weight: '400 800',
  display: 'swap',
})
