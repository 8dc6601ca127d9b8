// Imports of static files (`import sprite from './icons.svg'` in web/components/ui/icon.tsx) are typed
// by Next's declarations. web/next-env.d.ts references them too, but Next writes that file only when
// it builds or runs, and it is not in git: the type check of a fresh clone runs before any build.
/// <reference types="next/image-types/global" />
