import { Glyph } from '@/components/ui/glyph'

export function ChevronDown({ className }: { className?: string }) {
  return <Glyph d="M5 7.5l5 5 5-5" className={className} viewBox="0 0 20 20" />
}

export function ArrowRight({ className }: { className?: string }) {
  return <Glyph d="M4 10h12M11 5l5 5-5 5" className={className} viewBox="0 0 20 20" />
}

export function MenuGlyph({ className }: { className?: string }) {
  return <Glyph d="M4 7h16M4 12h16M10 17h10" className={className} />
}

export function CloseGlyph({ className }: { className?: string }) {
  return <Glyph d="M6 6l12 12M18 6L6 18" className={className} />
}
