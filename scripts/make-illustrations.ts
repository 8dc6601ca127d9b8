/**
 * Generates the illustrations and the photo-derived "before" images in
 * content/dataset/images/ (see CREDITS.md there).
 *
 *   npx tsx scripts/make-illustrations.ts            # all images
 *   npx tsx scripts/make-illustrations.ts winter pv  # only some (matched by file name)
 *
 * Illustrations are SVG scenes in one flat style and palette, rendered to JPEG
 * with sharp. The "before" images are computed from the stock photos in the
 * same folder: a seeded noise field and hand-placed masks add dust, grime or
 * moss, so every run gives the same result.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const IMAGES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content/dataset/images')
const W = 1600
const H = 1000
const JPEG = { quality: 80, mozjpeg: true } as const

/* ------------------------------------------------------------------ */
/* Palette and small helpers                                           */
/* ------------------------------------------------------------------ */

const C = {
  ink: '#0F2A33',
  inkSoft: '#1D3C46',
  petrol: '#125E6A',
  petrolDark: '#0C4750',
  petrolMid: '#2B7C87',
  light: '#D8ECEE',
  gold: '#F2B13A',
  goldDark: '#D6962A',
  sand: '#F7F4EE',
  sandDark: '#E6DFD2',
  white: '#FFFFFF',
  skin: '#E2B48F',
  skinShade: '#C99873',
  grey: '#A9B5B9',
  greyDark: '#7E8C91',
  greenFar: '#A9C9B4',
  greenMid: '#7DAE83',
  green: '#5E9A63',
  greenDark: '#3C7548',
  greenDeep: '#2C5A3A',
} as const

type P = readonly [number, number]

/** Deterministic PRNG (mulberry32), so every run draws the same scene. */
function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const f = (n: number) => Math.round(n * 10) / 10
const pts = (list: readonly P[]) => list.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')
const lerp = (a: number, b: number, t: number) => a + (b - a) * t
const lerpP = (a: P, b: P, t: number): P => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)]

function poly(list: readonly P[], attrs: string) {
  return `<polygon points="${pts(list)}" ${attrs}/>`
}
function line(list: readonly P[], stroke: string, width: number, extra = '') {
  const cap = extra.includes('stroke-linecap') ? '' : 'stroke-linecap="round"'
  return `<polyline points="${pts(list)}" fill="none" stroke="${stroke}" stroke-width="${width}" ${cap} stroke-linejoin="round" ${extra}/>`
}
/** Bilinear point in a quad given as [topLeft, topRight, bottomRight, bottomLeft]. */
function inQuad(q: readonly [P, P, P, P], u: number, v: number): P {
  return lerpP(lerpP(q[0], q[1], u), lerpP(q[3], q[2], u), v)
}

/** Shared <defs>: soft shadow blur and a few gradients every scene may use. */
function baseDefs(extra = '') {
  return `<defs>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="10"/></filter>
    <filter id="softer" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="22"/></filter>
    <filter id="blur3" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3"/></filter>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#3C8C97"/><stop offset="1" stop-color="${C.petrolDark}"/>
    </linearGradient>
    <linearGradient id="glassWarm" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#FBE2A6"/><stop offset="1" stop-color="${C.gold}"/>
    </linearGradient>
    ${extra}
  </defs>`
}

/** Soft contact shadow under an object. */
function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.22) {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${C.ink}" opacity="${opacity}" filter="url(#soft)"/>`
}

function svgDoc(body: string, defs = '') {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${baseDefs(defs)}${body}</svg>`
}

/* ------------------------------------------------------------------ */
/* Reusable scene parts                                                */
/* ------------------------------------------------------------------ */

type Pose = {
  head: P
  neck: P
  hip: P
  /** [back, front] */
  knees: [P, P]
  feet: [P, P]
  elbows: [P, P]
  hands: [P, P]
  /** +1 faces right, -1 faces left */
  facing: 1 | -1
  hat?: 'beanie' | 'cap'
  /** Drawn between the back arm and the torso (e.g. a tool held in both hands). */
  held?: string
}

/**
 * A faceless worker in petrol workwear with gold reflective stripes, built
 * from thick rounded strokes so it can be posed by its joints.
 */
function figure(p: Pose) {
  const shoulder = lerpP(p.neck, p.hip, 0.12)
  const dx = p.hip[0] - p.neck[0]
  const dy = p.hip[1] - p.neck[1]
  const len = Math.hypot(dx, dy)
  const nx = -dy / len
  const ny = dx / len
  const band = (t: number) => {
    const c = lerpP(p.neck, p.hip, t)
    return line(
      [
        [c[0] - nx * 36, c[1] - ny * 36],
        [c[0] + nx * 36, c[1] + ny * 36],
      ],
      C.gold,
      9,
      'stroke-linecap="butt"',
    )
  }
  const boot = (foot: P, fill: string) =>
    `<path d="M${f(foot[0] - 16 * p.facing)},${f(foot[1] - 14)} q${f(30 * p.facing)},-6 ${f(40 * p.facing)},8 l0,6 l${f(-46 * p.facing)},0 z" fill="${fill}"/>`
  const headTop = p.head
  const hat =
    p.hat === 'beanie'
      ? `<path d="M${f(headTop[0] - 27)},${f(headTop[1] - 2)} a27,27 0 0 1 54,0 z" fill="${C.petrolDark}"/>
         <rect x="${f(headTop[0] - 29)}" y="${f(headTop[1] - 8)}" width="58" height="11" rx="5" fill="${C.gold}"/>
         <circle cx="${f(headTop[0])}" cy="${f(headTop[1] - 31)}" r="8" fill="${C.gold}"/>`
      : p.hat === 'cap'
        ? `<path d="M${f(headTop[0] - 26)},${f(headTop[1] - 4)} a26,24 0 0 1 52,0 z" fill="${C.petrolDark}"/>
           <path d="M${f(headTop[0] + 10 * p.facing)},${f(headTop[1] - 6)} l${f(30 * p.facing)},4 l${f(-2 * p.facing)},6 l${f(-30 * p.facing)},-2 z" fill="${C.ink}"/>`
        : ''
  return `<g>
    ${line([p.hip, p.knees[0], p.feet[0]], '#0A1F26', 34)}
    ${boot(p.feet[0], '#061419')}
    ${line([shoulder, p.elbows[0], p.hands[0]], C.petrolDark, 27)}
    <circle cx="${f(p.hands[0][0])}" cy="${f(p.hands[0][1])}" r="13" fill="${C.ink}"/>
    ${p.held ?? ''}
    ${line([p.hip, p.knees[1], p.feet[1]], C.inkSoft, 35)}
    ${boot(p.feet[1], '#0A1F26')}
    ${line([p.neck, lerpP(p.neck, p.hip, 0.9)], C.petrol, 76)}
    ${line([lerpP(p.neck, p.hip, 0.3), lerpP(p.neck, p.hip, 0.9)], C.petrolDark, 30, `transform="translate(${f(-nx * 22 * p.facing)},${f(-ny * 22 * p.facing)})" opacity="0.35"`)}
    ${band(0.42)}${band(0.56)}
    <line x1="${f(p.neck[0] + (p.head[0] - p.neck[0]) * 0.2)}" y1="${f(p.neck[1] - 18)}" x2="${f(p.head[0])}" y2="${f(p.head[1])}" stroke="${C.skinShade}" stroke-width="22" stroke-linecap="round"/>
    <circle cx="${f(p.head[0])}" cy="${f(p.head[1])}" r="27" fill="${C.skin}"/>
    <path d="M${f(p.head[0] - 27 * p.facing)},${f(p.head[1])} a27,27 0 0 0 ${f(20 * p.facing)},25 a32,32 0 0 1 ${f(-20 * p.facing)},-25z" fill="${C.skinShade}" opacity="0.6"/>
    ${hat}
    ${line([shoulder, p.elbows[1], p.hands[1]], C.petrolMid, 27)}
    ${line([lerpP(p.elbows[1], p.hands[1], 0.35), lerpP(p.elbows[1], p.hands[1], 0.5)], C.gold, 27, 'stroke-linecap="butt"')}
    <circle cx="${f(p.hands[1][0])}" cy="${f(p.hands[1][1])}" r="13" fill="${C.ink}"/>
  </g>`
}

/** A layered conifer; snow adds white caps on every tier. */
function conifer(x: number, base: number, h: number, opts: { snow?: boolean; fill?: string; shade?: string } = {}) {
  const fill = opts.fill ?? '#2E5E55'
  const shade = opts.shade ?? '#234B44'
  const w = h * 0.46
  const tiers = 3
  let out = `<rect x="${f(x - w * 0.07)}" y="${f(base - h * 0.14)}" width="${f(w * 0.14)}" height="${f(h * 0.14)}" fill="#5A4636"/>`
  for (let i = 0; i < tiers; i++) {
    const top = base - h + i * h * 0.26
    const bottom = base - h * 0.1 - (tiers - 1 - i) * h * 0.2
    const half = w * (0.5 + i * 0.25) * 0.9
    out += poly(
      [
        [x, top],
        [x + half, bottom],
        [x - half, bottom],
      ],
      `fill="${fill}"`,
    )
    out += poly(
      [
        [x, top],
        [x + half, bottom],
        [x, bottom],
      ],
      `fill="${shade}"`,
    )
    if (opts.snow) {
      const sh = (bottom - top) * 0.32
      out += `<path d="M${f(x)},${f(top)} L${f(x + half * 0.42)},${f(top + sh)} q${f(-half * 0.14)},${f(sh * 0.35)} ${f(-half * 0.28)},0 q${f(-half * 0.14)},${f(sh * 0.4)} ${f(-half * 0.28)},0 q${f(-half * 0.14)},${f(sh * 0.35)} ${f(-half * 0.28)},0 z" fill="${C.white}"/>`
    }
  }
  return out
}

/** A round deciduous tree with a lit and a shaded half. */
function roundTree(x: number, base: number, r: number, colors: [string, string] = [C.green, C.greenDark]) {
  return `<rect x="${f(x - r * 0.09)}" y="${f(base - r * 1.3)}" width="${f(r * 0.18)}" height="${f(r * 1.3)}" fill="#6B5240"/>
    <circle cx="${f(x)}" cy="${f(base - r * 1.55)}" r="${f(r)}" fill="${colors[0]}"/>
    <path d="M${f(x + r * 0.1)},${f(base - r * 2.55)} a${f(r)},${f(r)} 0 0 1 0,${f(r * 2)} a${f(r * 1.1)},${f(r * 1.1)} 0 0 0 0,${f(-r * 2)}z" fill="${colors[1]}" opacity="0.55"/>
    <circle cx="${f(x - r * 0.45)}" cy="${f(base - r * 1.3)}" r="${f(r * 0.62)}" fill="${colors[0]}"/>
    <circle cx="${f(x + r * 0.5)}" cy="${f(base - r * 1.25)}" r="${f(r * 0.58)}" fill="${colors[1]}"/>`
}

/** A window with frame, glass gradient and a diagonal reflection. */
function windowBox(
  x: number,
  y: number,
  w: number,
  h: number,
  opts: { warm?: boolean; sill?: string; frame?: string } = {},
) {
  const frame = opts.frame ?? C.white
  const id = `wclip${Math.round(x)}x${Math.round(y)}`
  return `<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" rx="4" fill="${frame}"/>
    <clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>
    <g clip-path="url(#${id})">
      <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${opts.warm ? 'glassWarm' : 'glass'})"/>
      ${opts.warm ? `<rect x="${x}" y="${y + h * 0.62}" width="${w}" height="${h * 0.38}" fill="${C.goldDark}" opacity="0.35"/>` : ''}
      ${poly(
        [
          [x + w * 0.15, y + h],
          [x + w * 0.55, y],
          [x + w * 0.8, y],
          [x + w * 0.4, y + h],
        ],
        `fill="${C.white}" opacity="0.16"`,
      )}
    </g>
    <rect x="${x + w / 2 - 3}" y="${y}" width="6" height="${h}" fill="${frame}"/>
    <rect x="${x - 14}" y="${y + h + 6}" width="${w + 28}" height="10" rx="3" fill="${opts.sill ?? '#C9CFD0'}"/>`
}

/** Scattered snowflakes: dots plus a few six-armed stars. */
function snowfall(seed: number, count: number, area: [number, number, number, number]) {
  const r = rng(seed)
  let out = ''
  for (let i = 0; i < count; i++) {
    const x = area[0] + r() * (area[2] - area[0])
    const y = area[1] + r() * (area[3] - area[1])
    const s = 2 + r() * r() * 7
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s)}" fill="${C.white}" opacity="${f(0.55 + r() * 0.4)}"/>`
  }
  for (let i = 0; i < 14; i++) {
    const x = area[0] + r() * (area[2] - area[0])
    const y = area[1] + r() * (area[3] - area[1]) * 0.8
    const s = 9 + r() * 10
    let arms = ''
    for (let k = 0; k < 3; k++) {
      const a = (k * Math.PI) / 3 + r() * 0.2
      arms += `<line x1="${f(x - Math.cos(a) * s)}" y1="${f(y - Math.sin(a) * s)}" x2="${f(x + Math.cos(a) * s)}" y2="${f(y + Math.sin(a) * s)}"/>`
    }
    out += `<g stroke="${C.white}" stroke-width="3" stroke-linecap="round" opacity="0.9">${arms}</g>`
  }
  return out
}

/* ------------------------------------------------------------------ */
/* 1. Winterdienst                                                     */
/* ------------------------------------------------------------------ */

function winterScene() {
  const r = rng(11)
  const defs = `
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#B5D6DC"/><stop offset="0.7" stop-color="#E3F0F1"/><stop offset="1" stop-color="#F1F7F7"/>
    </linearGradient>
    <linearGradient id="facade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${C.sand}"/><stop offset="1" stop-color="#ECE6DA"/>
    </linearGradient>
    <linearGradient id="snowGround" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#F6FAFB"/><stop offset="1" stop-color="#E2EDF0"/>
    </linearGradient>
    <radialGradient id="lampGlow"><stop offset="0" stop-color="${C.gold}" stop-opacity="0.7"/><stop offset="1" stop-color="${C.gold}" stop-opacity="0"/></radialGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.95"/><stop offset="0.35" stop-color="#FFFFFF" stop-opacity="0.5"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0"/></radialGradient>`

  // Cleared path from the steps to the front edge: [topLeft, topRight, bottomRight, bottomLeft]
  const path: [P, P, P, P] = [
    [1120, 772],
    [1300, 772],
    [930, 1000],
    [400, 1000],
  ]
  const cleared = 0.64 // share of the path already cleared (from the steps)
  let pavers = ''
  for (let i = 1; i < 14; i++) {
    const v = (i / 14) ** 1.25
    pavers += line([inQuad(path, 0, v), inQuad(path, 1, v)], '#8E9CA1', 2.2)
  }
  for (let k = 1; k < 6; k++) {
    pavers += line([inQuad(path, k / 6, 0), inQuad(path, k / 6, 1)], '#8E9CA1', 2.2)
  }
  let grit = ''
  for (let i = 0; i < 260; i++) {
    const u = 0.06 + r() * 0.88
    const v = 0.03 + r() * (cleared - 0.12)
    const [x, y] = inQuad(path, u, v)
    grit += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(1.4 + r() * 2 + v * 2)}" fill="${r() > 0.5 ? '#6F6253' : '#9A8770'}"/>`
  }
  // Snow banks along both edges of the cleared part
  const bank = (u: number, side: number) => {
    const list: P[] = []
    for (let i = 0; i <= 10; i++) {
      const v = (i / 10) * (cleared + 0.02)
      const [x, y] = inQuad(path, u, v)
      list.push([x + side * (4 + v * 10), y - 2 - v * 6])
    }
    return list
  }
  const leftBank = bank(0, -1)
  const rightBank = bank(1, 1)

  const edgeL = inQuad(path, -0.02, cleared)
  const edgeR = inQuad(path, 1.02, cleared + 0.02)
  const uncleared: P[] = [edgeL, edgeR, [950, 1000], [380, 1000]]

  // Grit spreader, parked on the cleared path
  const sx = 1075
  const sy = 842
  const spreader = `
    ${shadow(sx + 6, sy + 36, 70, 12, 0.25)}
    ${line(
      [
        [sx + 30, sy - 10],
        [sx + 88, sy - 118],
      ],
      C.ink,
      9,
    )}
    ${line(
      [
        [sx + 72, sy - 112],
        [sx + 106, sy - 124],
      ],
      C.ink,
      12,
    )}
    ${poly(
      [
        [sx - 58, sy - 92],
        [sx + 58, sy - 92],
        [sx + 34, sy - 8],
        [sx - 34, sy - 8],
      ],
      `fill="${C.gold}"`,
    )}
    ${poly(
      [
        [sx + 10, sy - 92],
        [sx + 58, sy - 92],
        [sx + 34, sy - 8],
        [sx + 4, sy - 8],
      ],
      `fill="${C.goldDark}"`,
    )}
    <rect x="${sx - 62}" y="${sy - 100}" width="124" height="12" rx="5" fill="${C.ink}"/>
    <rect x="${sx - 40}" y="${sy - 12}" width="80" height="10" rx="4" fill="${C.inkSoft}"/>
    <circle cx="${sx - 30}" cy="${sy + 16}" r="21" fill="${C.ink}"/><circle cx="${sx - 30}" cy="${sy + 16}" r="8" fill="${C.grey}"/>
    <circle cx="${sx + 30}" cy="${sy + 16}" r="21" fill="${C.ink}"/><circle cx="${sx + 30}" cy="${sy + 16}" r="8" fill="${C.grey}"/>
    <path d="M${sx - 50},${sy + 30} q50,-14 100,0" stroke="#7B6E5E" stroke-width="3" stroke-dasharray="2 9" fill="none" stroke-linecap="round"/>`

  // Worker pushing a snow pusher towards the front-left
  const bladeC: P = [760, 934]
  const pusher = `
    ${line([bladeC, [880, 792]], '#3B2E24', 10)}
    ${line(
      [
        [866, 804],
        [896, 790],
      ],
      C.ink,
      14,
    )}
    <path d="M${bladeC[0] - 70},${bladeC[1] - 26} L${bladeC[0] + 58},${bladeC[1] - 26} L${bladeC[0] + 64},${bladeC[1] + 14} L${bladeC[0] - 76},${bladeC[1] + 14} Z" fill="${C.gold}"/>
    <path d="M${bladeC[0] - 2},${bladeC[1] - 26} L${bladeC[0] + 58},${bladeC[1] - 26} L${bladeC[0] + 64},${bladeC[1] + 14} L${bladeC[0] - 2},${bladeC[1] + 14} Z" fill="${C.goldDark}"/>
    <rect x="${bladeC[0] - 78}" y="${bladeC[1] + 10}" width="144" height="8" rx="3" fill="${C.ink}"/>`
  const worker = figure({
    facing: -1,
    hat: 'beanie',
    head: [884, 688],
    neck: [898, 738],
    hip: [944, 826],
    knees: [
      [982, 884],
      [902, 876],
    ],
    feet: [
      [1004, 946],
      [880, 942],
    ],
    elbows: [
      [918, 818],
      [864, 806],
    ],
    hands: [
      [876, 800],
      [832, 842],
    ],
    held: pusher,
  })

  // Building
  let footprints = ''
  for (let i = 0; i < 9; i++) {
    const x = 120 + i * 62
    const y = 905 + Math.sin(i * 0.9) * 6 + i * 4
    footprints += `<ellipse cx="${x}" cy="${y + (i % 2 ? 14 : 0)}" rx="15" ry="6" fill="#D3E1E5"/>`
  }
  const gritBox = `
    ${shadow(330, 872, 110, 12, 0.2)}
    <rect x="240" y="790" width="180" height="80" rx="6" fill="${C.petrol}"/>
    <rect x="330" y="790" width="90" height="80" rx="6" fill="${C.petrolDark}"/>
    <rect x="232" y="776" width="196" height="24" rx="6" fill="${C.ink}"/>
    <rect x="318" y="814" width="24" height="8" rx="3" fill="${C.gold}"/>
    <path d="M228,780 q8,-24 40,-22 h40 q20,-14 50,-4 h30 q26,-8 40,10 z" fill="${C.white}"/>
    <rect x="246" y="866" width="14" height="10" fill="${C.ink}"/><rect x="400" y="866" width="14" height="10" fill="${C.ink}"/>`
  const lamp = `
    ${shadow(560, 780, 40, 8, 0.18)}
    <rect x="554" y="560" width="12" height="218" fill="${C.inkSoft}"/>
    <rect x="540" y="770" width="40" height="10" rx="3" fill="${C.ink}"/>
    <path d="M536,560 h48 l-8,-34 h-32 z" fill="${C.ink}"/>
    <rect x="548" y="532" width="24" height="22" fill="#FBE2A6"/>
    <path d="M528,528 q4,-20 32,-20 q28,0 32,20 z" fill="${C.white}"/>
    <circle cx="560" cy="546" r="46" fill="url(#lampGlow)" opacity="0.7"/>`
  const building = `
    ${shadow(1210, 775, 420, 18, 0.18)}
    <rect x="840" y="250" width="740" height="520" fill="url(#facade)"/>
    <rect x="1540" y="250" width="40" height="520" fill="#E2DBCD"/>
    <rect x="840" y="722" width="740" height="48" fill="#D6CFC1"/>
    <rect x="824" y="226" width="772" height="30" rx="4" fill="${C.inkSoft}"/>
    <path d="M818,230 q10,-26 40,-24 h50 q16,-16 42,-10 h160 q20,-18 48,-8 h210 q22,-16 46,-6 h160 q24,-14 44,-2 h28 q14,4 12,20 z" fill="${C.white}"/>
    <path d="M818,230 h790" stroke="#D5E4E8" stroke-width="6"/>
    ${windowBox(905, 320, 120, 140, { warm: true, sill: C.white })}
    ${windowBox(1150, 320, 120, 140, { sill: C.white })}
    ${windowBox(1395, 320, 120, 140, { warm: true, sill: C.white })}
    ${windowBox(905, 560, 120, 130, { sill: C.white })}
    ${windowBox(1395, 560, 120, 130, { warm: true, sill: C.white })}
    <rect x="1136" y="548" width="148" height="190" fill="${C.inkSoft}"/>
    <rect x="1146" y="558" width="62" height="172" fill="url(#glass)"/>
    <rect x="1212" y="558" width="62" height="172" fill="url(#glass)"/>
    <rect x="1146" y="640" width="128" height="90" fill="${C.gold}" opacity="0.18"/>
    <rect x="1194" y="630" width="8" height="40" rx="3" fill="${C.gold}"/>
    <rect x="1218" y="630" width="8" height="40" rx="3" fill="${C.gold}"/>
    <rect x="1100" y="520" width="220" height="20" rx="4" fill="${C.ink}"/>
    <path d="M1094,522 q6,-20 30,-18 h40 q14,-12 34,-4 h60 q18,-12 36,-2 h26 q16,0 14,24 z" fill="${C.white}"/>
    <circle cx="1112" cy="600" r="60" fill="url(#lampGlow)"/>
    <circle cx="1308" cy="600" r="60" fill="url(#lampGlow)"/>
    <rect x="1104" y="588" width="16" height="26" rx="4" fill="${C.gold}"/>
    <rect x="1300" y="588" width="16" height="26" rx="4" fill="${C.gold}"/>
    <rect x="1160" y="492" width="100" height="18" rx="3" fill="${C.petrol}"/>
    <rect x="1110" y="738" width="200" height="18" fill="#B7C2C5"/>
    <rect x="1110" y="738" width="200" height="5" fill="#D3DCDE"/>
    <rect x="1096" y="754" width="228" height="20" fill="#A7B3B7"/>
    <rect x="1096" y="754" width="228" height="5" fill="#C7D1D4"/>
    <path d="M1096,756 q-4,-12 12,-14 q12,0 14,12 z M1324,756 q4,-12 -12,-14 q-12,0 -14,12 z" fill="${C.white}"/>
    <rect x="1030" y="700" width="56" height="72" rx="4" fill="${C.inkSoft}"/>
    <circle cx="1058" cy="694" r="34" fill="${C.greenDeep}"/>
    <path d="M1024,690 a34,30 0 0 1 68,0 q-10,-8 -20,-2 q-14,-10 -28,0 q-10,-6 -20,2z" fill="${C.white}"/>
    <rect x="1334" y="700" width="56" height="72" rx="4" fill="${C.inkSoft}"/>
    <circle cx="1362" cy="694" r="34" fill="${C.greenDeep}"/>
    <path d="M1328,690 a34,30 0 0 1 68,0 q-10,-8 -20,-2 q-14,-10 -28,0 q-10,-6 -20,2z" fill="${C.white}"/>`

  let trees = ''
  for (const [x, base, h] of [
    [120, 700, 250],
    [230, 712, 190],
    [640, 705, 230],
    [735, 716, 170],
  ] as const) {
    trees += shadow(x + 10, base + 2, h * 0.22, 8, 0.15) + conifer(x, base, h, { snow: true })
  }

  const body = `
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="300" cy="190" r="190" fill="url(#sun)"/>
    <path d="M0,540 C170,470 330,500 470,455 C620,410 790,470 930,430 C1090,385 1260,440 1420,400 C1500,385 1560,392 1600,400 L1600,760 L0,760 Z" fill="#A3C6CD"/>
    <path d="M0,540 C170,470 330,500 470,455 C520,440 560,436 600,440 C520,470 450,470 400,500 C300,520 200,515 0,560 Z" fill="#C4DDE1"/>
    <path d="M0,640 C230,580 420,620 640,590 C820,565 990,610 1200,585 C1380,565 1500,590 1600,580 L1600,760 L0,760 Z" fill="#DCEBEE"/>
    ${conifer(480, 650, 120, { snow: true, fill: '#5C8A86', shade: '#4E7A76' })}
    ${conifer(540, 655, 95, { snow: true, fill: '#5C8A86', shade: '#4E7A76' })}
    ${conifer(20, 640, 110, { snow: true, fill: '#5C8A86', shade: '#4E7A76' })}
    <rect x="0" y="700" width="${W}" height="300" fill="url(#snowGround)"/>
    <path d="M0,700 C300,688 600,706 840,700 L840,712 C600,716 300,700 0,712 Z" fill="#D9E7EA"/>
    ${trees}
    ${building}
    <path d="M0,770 h1600 v230 h-1600 z" fill="url(#snowGround)"/>
    <path d="M0,772 C200,764 420,780 600,770 C760,762 980,780 1100,772 L1600,772" stroke="#D5E4E8" stroke-width="5" fill="none"/>
    <path d="M60,880 q180,-26 330,-6 M1280,900 q150,-22 290,-4 M1040,960 q120,-16 240,-2" stroke="#DCE8EB" stroke-width="10" fill="none" stroke-linecap="round"/>
    ${poly(path, 'fill="#A9B5B9"')}
    <clipPath id="pathClip">${poly(path, '')}</clipPath>
    <g clip-path="url(#pathClip)">${pavers}
      ${poly([inQuad(path, 0, 0), inQuad(path, 0.35, 0), inQuad(path, 0.1, 1), inQuad(path, 0, 1)], `fill="${C.white}" opacity="0.08"`)}
    </g>
    ${grit}
    ${line(leftBank, '#D4E2E6', 34)}${line(leftBank, C.white, 26)}
    ${line(rightBank, '#D4E2E6', 34)}${line(rightBank, C.white, 26)}
    ${poly(uncleared, 'fill="#F3F8F9"')}
    <path d="M${f(edgeL[0])},${f(edgeL[1])} C${f(edgeL[0] + 120)},${f(edgeL[1] - 18)} ${f(edgeR[0] - 140)},${f(edgeR[1] - 14)} ${f(edgeR[0])},${f(edgeR[1])}" stroke="#DDE8EB" stroke-width="8" fill="none"/>
    ${shadow(860, 950, 160, 16, 0.22)}
    <path d="M560,968 C576,918 630,890 690,904 C664,918 654,940 650,970 Z" fill="${C.white}"/>
    <path d="M560,968 C590,944 630,940 650,970 Z" fill="#DCE8EB"/>
    ${footprints}
    ${gritBox}
    ${lamp}
    ${spreader}
    ${worker}
    ${snowfall(7, 170, [0, 0, W, 980])}`
  return svgDoc(body, defs)
}

/* ------------------------------------------------------------------ */
/* 2. Teppich- und Polsterreinigung                                    */
/* ------------------------------------------------------------------ */

function carpetScene() {
  const r = rng(23)
  const defs = `
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#E6F2F3"/><stop offset="1" stop-color="${C.light}"/>
    </linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#E3D2B6"/><stop offset="1" stop-color="#D2BB96"/>
    </linearGradient>
    <linearGradient id="view" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#BFDDE2"/><stop offset="1" stop-color="#EAF4F3"/>
    </linearGradient>
    <linearGradient id="tank" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#CFE7EA"/><stop offset="1" stop-color="#A9D0D6"/>
    </linearGradient>
    <radialGradient id="lampLight"><stop offset="0" stop-color="${C.gold}" stop-opacity="0.45"/><stop offset="1" stop-color="${C.gold}" stop-opacity="0"/></radialGradient>`

  // Floor planks
  let planks = ''
  for (let i = 0; i < 9; i++) {
    const y = 700 + (i / 9) ** 1.3 * 300
    planks += `<line x1="0" y1="${f(y)}" x2="${W}" y2="${f(y)}" stroke="#C9B18B" stroke-width="2"/>`
    const yn = 700 + ((i + 1) / 9) ** 1.3 * 300
    for (let x = (i % 2) * 170 + 60; x < W; x += 340) {
      planks += `<line x1="${x}" y1="${f(y)}" x2="${x + (x - 800) * 0.04}" y2="${f(yn)}" stroke="#C9B18B" stroke-width="2"/>`
    }
  }

  // Rug in perspective: [topLeft, topRight, bottomRight, bottomLeft]
  const rug: [P, P, P, P] = [
    [560, 770],
    [1480, 770],
    [1640, 1010],
    [300, 1010],
  ]
  const q = (u: number, v: number) => inQuad(rug, u, v)
  const band = (a: number) => poly([q(a, a), q(1 - a, a), q(1 - a, 1 - a), q(a, 1 - a)], '')
  let motif = ''
  for (let k = 0; k < 5; k++) {
    const u = 0.2 + k * 0.15
    motif += poly([q(u, 0.33), q(u + 0.05, 0.5), q(u, 0.67), q(u - 0.05, 0.5)], `fill="${C.gold}"`)
    motif += poly([q(u, 0.43), q(u + 0.02, 0.5), q(u, 0.57), q(u - 0.02, 0.5)], `fill="${C.sand}"`)
  }
  for (let k = 0; k < 26; k++) {
    const u = 0.09 + (k / 25) * 0.82
    motif += `<circle cx="${f(q(u, 0.2)[0])}" cy="${f(q(u, 0.2)[1])}" r="${f(3 + 0.02 * (q(u, 0.2)[1] - 770))}" fill="${C.petrol}" opacity="0.6"/>`
    motif += `<circle cx="${f(q(u, 0.8)[0])}" cy="${f(q(u, 0.8)[1])}" r="${f(3 + 0.02 * (q(u, 0.8)[1] - 770))}" fill="${C.petrol}" opacity="0.6"/>`
  }
  const cleanFrom = 0.3 // u: everything left of the nozzle is still dirty
  let lanes = ''
  for (let k = 0; k < 5; k++) {
    const a = cleanFrom + k * 0.13
    lanes += poly([q(a, 0), q(a + 0.065, 0), q(a + 0.065, 1), q(a, 1)], `fill="${C.white}" opacity="0.09"`)
  }
  let stains = ''
  for (let i = 0; i < 9; i++) {
    const [x, y] = q(0.05 + r() * (cleanFrom - 0.1), 0.1 + r() * 0.8)
    const s = 14 + r() * 26
    stains += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 1.5)}" ry="${f(s * 0.55)}" fill="#6B5139" opacity="${f(0.18 + r() * 0.15)}" filter="url(#blur3)"/>`
  }
  const dirt = `
    ${poly([q(-0.01, -0.01), q(cleanFrom, -0.01), q(cleanFrom - 0.012, 1.01), q(-0.01, 1.01)], 'fill="#7A6247" opacity="0.36"')}
    ${stains}
    ${line([q(cleanFrom, 0), q(cleanFrom - 0.012, 1)], '#FFFFFF', 3, 'opacity="0.5"')}`

  // Sofa
  const sofa = `<g transform="translate(1150 772) scale(0.78) translate(-1150 -772)">
    ${shadow(1150, 780, 360, 26, 0.25)}
    <rect x="820" y="440" width="660" height="210" rx="46" fill="${C.petrol}"/>
    <rect x="820" y="440" width="660" height="60" rx="30" fill="${C.petrolMid}" opacity="0.35"/>
    <rect x="880" y="600" width="540" height="110" rx="26" fill="${C.petrolMid}"/>
    <rect x="880" y="600" width="268" height="40" rx="20" fill="#3A8F99"/>
    <rect x="1152" y="600" width="268" height="40" rx="20" fill="#3A8F99"/>
    <line x1="1150" y1="604" x2="1150" y2="706" stroke="${C.petrol}" stroke-width="5"/>
    <rect x="790" y="540" width="110" height="210" rx="40" fill="${C.petrol}"/>
    <rect x="1400" y="540" width="110" height="210" rx="40" fill="${C.petrolDark}"/>
    <rect x="880" y="700" width="540" height="46" fill="${C.petrolDark}"/>
    <rect x="830" y="744" width="18" height="30" rx="4" fill="${C.ink}"/><rect x="1452" y="744" width="18" height="30" rx="4" fill="${C.ink}"/>
    <rect x="1250" y="500" width="140" height="116" rx="30" fill="${C.light}" transform="rotate(9 1320 558)"/>
    <rect x="1150" y="508" width="150" height="120" rx="30" fill="${C.gold}" transform="rotate(-6 1225 568)"/>
    <rect x="1220" y="518" width="80" height="110" rx="24" fill="${C.goldDark}" opacity="0.45" transform="rotate(-6 1225 568)"/>
    <ellipse cx="960" cy="660" rx="36" ry="12" fill="#0B3A41" opacity="0.35"/></g>`

  // Spray-extraction machine and wand
  const mx = 250
  const machine = `
    ${shadow(mx + 10, 892, 120, 16, 0.3)}
    <rect x="${mx - 88}" y="700" width="176" height="180" rx="28" fill="${C.ink}"/>
    <rect x="${mx - 88}" y="700" width="176" height="40" rx="20" fill="${C.inkSoft}"/>
    <rect x="${mx - 72}" y="612" width="144" height="110" rx="22" fill="url(#tank)" opacity="0.95"/>
    <rect x="${mx - 72}" y="672" width="144" height="50" rx="0" fill="#7FBAC3" opacity="0.7"/>
    <rect x="${mx - 60}" y="624" width="14" height="84" rx="7" fill="${C.white}" opacity="0.5"/>
    <rect x="${mx - 80}" y="598" width="160" height="24" rx="10" fill="${C.petrol}"/>
    <path d="M${mx - 40},598 v-52 q0,-14 14,-14 h52 q14,0 14,14 v52" fill="none" stroke="${C.ink}" stroke-width="16" stroke-linecap="round"/>
    <rect x="${mx - 88}" y="770" width="176" height="14" fill="${C.gold}"/>
    <circle cx="${mx + 40}" cy="810" r="10" fill="${C.gold}"/>
    <circle cx="${mx - 54}" cy="880" r="24" fill="#0A1F26"/><circle cx="${mx - 54}" cy="880" r="9" fill="${C.grey}"/>
    <circle cx="${mx + 54}" cy="880" r="24" fill="#0A1F26"/><circle cx="${mx + 54}" cy="880" r="9" fill="${C.grey}"/>`
  // The worker is drawn 1.22× around the feet, so the nozzle lands at scaled(N).
  const feet: P = [1071, 920]
  const scale = 1.22
  const scaled = (p: P): P => [feet[0] + (p[0] - feet[0]) * scale, feet[1] + (p[1] - feet[1]) * scale]
  const N: P = [800, 912] // nozzle on the rug (unscaled)
  const T: P = [1012, 696] // top of the wand
  const hoseEnd = scaled(T)
  const hose = `<path d="M${mx + 86},760 C${mx + 220},1010 620,1010 ${f(scaled(N)[0] + 40)},${f(scaled(N)[1] - 50)} S${f(hoseEnd[0] - 30)},${f(hoseEnd[1] + 80)} ${f(hoseEnd[0])},${f(hoseEnd[1])}" fill="none" stroke="${C.inkSoft}" stroke-width="16" stroke-linecap="round"/>`
  let mist = ''
  for (let i = 0; i < 40; i++) {
    const x = scaled(N)[0] - 100 + r() * 190
    const y = scaled(N)[1] + 6 + r() * 26
    mist += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(2 + r() * 3)}" fill="#BFE3E8" opacity="${f(0.5 + r() * 0.4)}"/>`
  }
  const wand = `
    ${line([N, T], '#B9C4C7', 12)}
    ${line([lerpP(N, T, 0.9), T], C.ink, 16)}
    <path d="M${N[0] - 92},${N[1] - 6} L${N[0] + 70},${N[1] - 12} L${N[0] + 80},${N[1] + 10} L${N[0] - 98},${N[1] + 14} Z" fill="${C.inkSoft}"/>
    <path d="M${N[0] - 80},${N[1] - 9} L${N[0] + 62},${N[1] - 14} L${N[0] + 60},${N[1] - 24} L${N[0] - 76},${N[1] - 18} Z" fill="${C.gold}"/>`
  const worker = figure({
    facing: -1,
    hat: 'cap',
    head: [1046, 628],
    neck: [1054, 682],
    hip: [1074, 792],
    knees: [
      [1100, 852],
      [1046, 854],
    ],
    feet: [
      [1112, 918],
      [1030, 922],
    ],
    elbows: [
      [1034, 744],
      [1012, 762],
    ],
    hands: lerpHands(N, T, 0.93, 0.76),
    held: wand,
  })

  const body = `
    <rect width="${W}" height="700" fill="url(#wall)"/>
    <rect x="0" y="690" width="${W}" height="18" fill="${C.white}"/>
    <rect x="0" y="706" width="${W}" height="294" fill="url(#floor)"/>
    ${planks}
    ${poly(
      [
        [140, 708],
        [420, 708],
        [700, 1000],
        [180, 1000],
      ],
      `fill="${C.white}" opacity="0.16"`,
    )}
    <rect x="118" y="118" width="324" height="452" rx="6" fill="${C.white}"/>
    <rect x="134" y="134" width="292" height="420" fill="url(#view)"/>
    <path d="M134,430 C220,380 300,400 426,360 L426,554 L134,554 Z" fill="${C.greenFar}"/>
    <path d="M134,480 C240,450 330,470 426,440 L426,554 L134,554 Z" fill="${C.greenMid}"/>
    <circle cx="360" cy="210" r="34" fill="${C.gold}" opacity="0.85"/>
    <rect x="276" y="134" width="8" height="420" fill="${C.white}"/>
    <rect x="100" y="560" width="360" height="18" rx="4" fill="${C.white}"/>
    <path d="M70,96 h96 c-10,160 -6,320 24,486 h-120 z" fill="${C.petrol}"/>
    <path d="M120,96 h46 c-10,160 -6,320 24,486 h-46 c-26,-170 -28,-330 -24,-486 z" fill="${C.petrolDark}" opacity="0.5"/>
    <path d="M490,96 h-96 c10,160 6,320 -24,486 h120 z" fill="${C.petrol}"/>
    <rect x="50" y="84" width="460" height="14" rx="7" fill="${C.ink}"/>
    <rect x="900" y="150" width="420" height="230" rx="6" fill="${C.white}"/>
    <rect x="918" y="168" width="384" height="194" fill="${C.sand}"/>
    <path d="M918,362 L1020,270 L1090,320 L1180,230 L1302,340 L1302,362 Z" fill="${C.petrol}"/>
    <path d="M918,362 L1020,270 L1060,300 L990,362 Z" fill="${C.petrolMid}"/>
    <circle cx="1230" cy="230" r="32" fill="${C.gold}"/>
    ${shadow(1110, 395, 200, 10, 0.12)}
    ${shadow(660, 770, 70, 10, 0.22)}
    <rect x="620" y="600" width="80" height="170" rx="6" fill="${C.sandDark}"/>
    <rect x="604" y="590" width="112" height="18" rx="6" fill="${C.ink}"/>
    <path d="M632,590 l8,-60 h40 l8,60 z" fill="${C.gold}"/>
    <path d="M660,530 C620,470 600,440 610,400 C650,430 660,480 660,530 Z M660,530 C690,460 720,440 740,430 C730,480 700,510 660,530 Z M660,530 C650,460 660,410 680,380 C700,430 680,490 660,530 Z" fill="${C.green}"/>
    <path d="M660,530 C690,460 720,440 740,430 C730,480 700,510 660,530 Z" fill="${C.greenDark}"/>
    <circle cx="1560" cy="330" r="120" fill="url(#lampLight)"/>
    <path d="M1515,300 h90 l-16,-70 h-58 z" fill="${C.gold}"/>
    <path d="M1560,300 h45 l-16,-70 h-29 z" fill="${C.goldDark}"/>
    <rect x="1555" y="300" width="10" height="460" fill="${C.ink}"/>
    <ellipse cx="1560" cy="762" rx="44" ry="10" fill="${C.ink}"/>
    ${sofa}
    ${shadow(970, 1000, 700, 30, 0.15)}
    ${poly(rug, 'fill="#D9C8A9"')}
    <clipPath id="rugClip">${poly(rug, '')}</clipPath>
    <g clip-path="url(#rugClip)">
      <g fill="${C.petrol}">${band(0.03)}</g>
      <g fill="#EFE4CE">${band(0.08)}</g>
      ${poly([q(0.13, 0.13), q(0.87, 0.13), q(0.87, 0.87), q(0.13, 0.87)], `fill="none" stroke="${C.goldDark}" stroke-width="4"`)}
      ${motif}
      ${lanes}
      ${dirt}
    </g>
    ${hose}
    ${machine}
    ${shadow(1060, 925, 110, 14, 0.28)}
    ${mist}
    <g transform="translate(${feet[0]} ${feet[1]}) scale(${scale}) translate(${-feet[0]} ${-feet[1]})">${worker}</g>`
  return svgDoc(body, defs)
}

function lerpHands(bottom: P, top: P, back: number, front: number): [P, P] {
  return [lerpP(bottom, top, back), lerpP(bottom, top, front)]
}

/* ------------------------------------------------------------------ */
/* 3. Garten- und Grundstückspflege                                    */
/* ------------------------------------------------------------------ */

const LEAF_COLORS = [C.gold, '#E58E2E', '#C8692B', '#D9A13A', '#A9792F'] as const

function leaf(x: number, y: number, size: number, angle: number, color: string) {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">
    <path d="M${f(-size)},0 Q0,${f(-size * 0.7)} ${f(size)},0 Q0,${f(size * 0.7)} ${f(-size)},0 Z" fill="${color}"/>
    <line x1="${f(-size * 0.8)}" y1="0" x2="${f(size * 0.8)}" y2="0" stroke="#8A5A22" stroke-width="1.5" opacity="0.5"/>
  </g>`
}

function gardenScene() {
  const r = rng(37)
  const defs = `
    <linearGradient id="gsky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#C4E1E6"/><stop offset="1" stop-color="${C.sand}"/>
    </linearGradient>
    <linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8DBE79"/><stop offset="1" stop-color="#6EA562"/>
    </linearGradient>
    <radialGradient id="gsun"><stop offset="0" stop-color="${C.gold}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.gold}" stop-opacity="0"/></radialGradient>`

  // Lawn stripes fanning out towards the viewer
  let stripes = ''
  for (let k = -6; k < 10; k += 2) {
    const x0 = 800 + k * 130
    stripes += poly(
      [
        [x0, 690],
        [x0 + 130, 690],
        [800 + (k + 1) * 330 + 130, 1000],
        [800 + k * 330 + 130, 1000],
      ],
      `fill="${C.white}" opacity="0.07"`,
    )
  }

  // Hedge: trimmed on the left, shaggy on the right
  const hedgeBase = 720
  const cut = 1085
  let texture = ''
  for (let i = 0; i < 120; i++) {
    const x = 570 + r() * 810
    const y = 548 + r() * 160
    texture += `<path d="M${f(x - 10)},${f(y)} a10,8 0 0 1 20,0" fill="none" stroke="${r() > 0.5 ? C.greenDeep : '#4F9159'}" stroke-width="3" stroke-linecap="round" opacity="0.55"/>`
  }
  let shaggy = `<rect x="${cut}" y="500" width="${1392 - cut}" height="${hedgeBase - 500}" rx="20" fill="${C.greenDark}"/>`
  for (let x = cut + 14; x <= 1384; x += 26) {
    const rr = 22 + r() * 12
    shaggy += `<circle cx="${f(x)}" cy="${f(500 + r() * 10)}" r="${f(rr)}" fill="${C.greenDark}"/>`
    shaggy += `<circle cx="${f(x - 6)}" cy="${f(494 + r() * 8)}" r="${f(rr * 0.55)}" fill="${C.green}" opacity="0.7"/>`
  }
  for (let y = 520; y < hedgeBase - 10; y += 30) {
    shaggy += `<circle cx="${f(1392 + r() * 6)}" cy="${f(y)}" r="${f(16 + r() * 8)}" fill="${C.greenDark}"/>`
  }
  let twigs = ''
  for (let i = 0; i < 16; i++) {
    const x = cut + 30 + r() * 280
    const y = 478 + r() * 12
    const tip: P = [x + (r() - 0.5) * 40, y - 24 - r() * 26]
    twigs += line([[x, y], tip], '#4B6B3A', 3)
    twigs += `<ellipse cx="${f(tip[0])}" cy="${f(tip[1])}" rx="7" ry="4" fill="${C.green}" transform="rotate(${f(r() * 180)} ${f(tip[0])} ${f(tip[1])})"/>`
    twigs += `<ellipse cx="${f(lerp(x, tip[0], 0.55))}" cy="${f(lerp(y, tip[1], 0.55))}" rx="6" ry="3.5" fill="${C.greenDark}" transform="rotate(${f(r() * 180)} ${f(lerp(x, tip[0], 0.55))} ${f(lerp(y, tip[1], 0.55))})"/>`
  }
  const hedge = `
    ${shadow(1010, hedgeBase + 4, 470, 20, 0.28)}
    <rect x="560" y="520" width="${cut - 560 + 10}" height="${hedgeBase - 520}" rx="12" fill="${C.greenDark}"/>
    <rect x="560" y="520" width="${cut - 560 + 10}" height="26" rx="10" fill="${C.green}"/>
    ${shaggy}
    <clipPath id="hedgeClip"><rect x="560" y="540" width="850" height="${hedgeBase - 540}"/></clipPath>
    <g clip-path="url(#hedgeClip)">${texture}</g>
    ${twigs}
    <rect x="560" y="${hedgeBase - 18}" width="840" height="18" fill="${C.greenDeep}" opacity="0.6"/>`
  let clippings = ''
  for (let i = 0; i < 40; i++) {
    const x = 1080 + r() * 220
    const y = i < 16 ? 560 + r() * 140 : hedgeBase + 2 + r() * 26
    clippings += `<rect x="${f(x)}" y="${f(y)}" width="${f(5 + r() * 8)}" height="3.5" rx="1.5" fill="${r() > 0.5 ? C.green : '#4A8A55'}" transform="rotate(${f(r() * 180)} ${f(x)} ${f(y)})"/>`
  }

  // Hedge trimmer held in both hands
  const trimmer = `
    <rect x="1090" y="531" width="200" height="12" rx="4" fill="#B9C4C7"/>
    <path d="M1094,531 ${'l7,-6 l7,6 '.repeat(13)}" fill="#9AA7AB"/>
    <path d="M1094,543 ${'l7,6 l7,-6 '.repeat(13)}" fill="#9AA7AB"/>
    <rect x="1030" y="522" width="78" height="34" rx="14" fill="${C.gold}"/>
    <rect x="1030" y="540" width="78" height="16" rx="8" fill="${C.goldDark}"/>
    <path d="M1040,524 q10,-30 40,-26 q18,4 16,26" fill="none" stroke="${C.ink}" stroke-width="9"/>
    <rect x="1004" y="530" width="40" height="16" rx="8" fill="${C.ink}"/>`
  const worker = figure({
    facing: 1,
    hat: 'cap',
    head: [1000, 428],
    neck: [994, 484],
    hip: [984, 600],
    knees: [
      [964, 664],
      [1012, 662],
    ],
    feet: [
      [952, 730],
      [1020, 734],
    ],
    elbows: [
      [1018, 578],
      [1040, 590],
    ],
    hands: [
      [1022, 538],
      [1064, 502],
    ],
    held: trimmer,
  })

  // Wheelbarrow full of leaves and clippings
  let load = ''
  for (let i = 0; i < 34; i++) {
    const x = 260 + r() * 220
    const y = 790 + r() * 34 - Math.sin(((x - 260) / 220) * Math.PI) * 34
    load += leaf(x, y, 11 + r() * 7, r() * 180, LEAF_COLORS[i % LEAF_COLORS.length] ?? C.gold)
  }
  const barrow = `<g transform="translate(980 -10)">
    ${shadow(380, 950, 190, 16, 0.25)}
    ${line(
      [
        [200, 850],
        [300, 880],
        [480, 905],
      ],
      C.ink,
      10,
    )}
    ${line(
      [
        [290, 880],
        [300, 944],
      ],
      C.ink,
      9,
    )}
    <path d="M250,790 C300,780 440,780 500,792 C490,860 450,880 390,884 L300,880 C270,860 255,830 250,790 Z" fill="${C.greenDeep}"/>
    ${load}
    <path d="M238,800 L512,800 L470,886 L290,886 Z" fill="${C.petrol}"/>
    <path d="M380,800 L512,800 L470,886 L380,886 Z" fill="${C.petrolDark}"/>
    <rect x="232" y="792" width="288" height="14" rx="6" fill="${C.petrolMid}"/>
    <circle cx="486" cy="918" r="36" fill="${C.ink}"/><circle cx="486" cy="918" r="14" fill="${C.grey}"/>
    <rect x="176" y="842" width="40" height="14" rx="6" fill="${C.ink}" transform="rotate(16 196 849)"/></g>`

  // Leaf pile with rake
  let pile = ''
  for (let i = 0; i < 60; i++) {
    const a = r() * Math.PI
    const d = Math.sqrt(r())
    const x = 620 + Math.cos(a) * 120 * d
    const y = 930 - Math.sin(a) * 48 * d
    pile += leaf(x, y, 10 + r() * 6, r() * 180, LEAF_COLORS[i % LEAF_COLORS.length] ?? C.gold)
  }
  let scattered = ''
  for (let i = 0; i < 46; i++) {
    const x = 60 + r() * 1480
    const y = 770 + r() * 220
    if (x > 460 && x < 780 && y > 860) continue
    scattered += leaf(x, y, 7 + (y - 760) * 0.03 + r() * 4, r() * 180, LEAF_COLORS[i % LEAF_COLORS.length] ?? C.gold)
  }
  const rake = `
    ${line(
      [
        [800, 660],
        [762, 940],
      ],
      '#8B6A4B',
      9,
    )}
    <rect x="720" y="936" width="90" height="10" rx="4" fill="${C.ink}" transform="rotate(-4 765 941)"/>
    ${Array.from({ length: 8 }, (_, i) =>
      line(
        [
          [726 + i * 11, 944 - i * 0.8],
          [726 + i * 11, 962 - i * 0.8],
        ],
        C.ink,
        4,
      ),
    ).join('')}`

  let stones = ''
  for (let i = 0; i < 5; i++) {
    const t = i / 4
    const x = lerp(330, 150, t)
    const y = lerp(718, 975, t ** 0.9)
    stones += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(34 + t * 36)}" ry="${f(10 + t * 12)}" fill="#C9CFC8"/><ellipse cx="${f(x)}" cy="${f(y - 3)}" rx="${f(30 + t * 32)}" ry="${f(8 + t * 10)}" fill="#DDE2DA"/>`
  }
  let flowers = ''
  for (let i = 0; i < 18; i++) {
    const x = 140 + r() * 380
    const y = 700 + r() * 14
    flowers += `<circle cx="${f(x)}" cy="${f(y - 18)}" r="${f(5 + r() * 3)}" fill="${i % 3 ? C.gold : C.white}"/>`
  }

  const house = `
    ${shadow(330, 706, 230, 12, 0.2)}
    <rect x="130" y="400" width="400" height="305" fill="${C.sand}"/>
    <rect x="470" y="400" width="60" height="305" fill="${C.sandDark}"/>
    <rect x="410" y="250" width="44" height="110" fill="${C.inkSoft}"/>
    <path d="M100,410 L330,240 L560,410 Z" fill="${C.ink}"/>
    <path d="M330,240 L560,410 L500,410 L330,282 Z" fill="${C.inkSoft}"/>
    ${windowBox(170, 460, 90, 90, { sill: C.white })}
    ${windowBox(400, 460, 90, 90, { warm: true, sill: C.white })}
    <rect x="296" y="570" width="72" height="135" rx="4" fill="${C.petrol}"/>
    <circle cx="356" cy="640" r="5" fill="${C.gold}"/>
    <rect x="140" y="690" width="390" height="20" rx="8" fill="${C.greenDeep}"/>
    ${flowers}`

  const body = `
    <rect width="${W}" height="${H}" fill="url(#gsky)"/>
    <circle cx="640" cy="150" r="180" fill="url(#gsun)"/>
    <circle cx="640" cy="150" r="58" fill="${C.gold}"/>
    ${cloud(1180, 160, 1.0)}${cloud(1500, 260, 0.7, 0.8)}
    <path d="M0,520 C200,450 380,480 560,430 C760,380 940,450 1120,420 C1300,390 1460,430 1600,410 L1600,720 L0,720 Z" fill="${C.greenFar}"/>
    <path d="M0,600 C260,540 480,590 720,560 C960,530 1200,580 1600,540 L1600,720 L0,720 Z" fill="#98C28F"/>
    ${conifer(640, 600, 170, { fill: '#4F8261', shade: '#41714F' })}
    ${conifer(80, 620, 200, { fill: '#4F8261', shade: '#41714F' })}
    <rect x="0" y="690" width="${W}" height="310" fill="url(#lawn)"/>
    ${stripes}
    ${house}
    ${stones}
    ${hedge}
    ${roundTree(1480, 740, 120, [C.green, C.greenDark])}
    ${shadow(990, 740, 70, 10, 0.3)}
    ${worker}
    ${clippings}
    ${scattered}
    ${shadow(620, 940, 140, 14, 0.2)}
    ${pile}
    ${rake}
    ${barrow}`
  return svgDoc(body, defs)
}

/* ------------------------------------------------------------------ */
/* 4. Photovoltaikreinigung                                            */
/* ------------------------------------------------------------------ */

function cloud(x: number, y: number, s: number, opacity = 0.9) {
  return `<g fill="${C.white}" opacity="${opacity}">
    <rect x="${f(x - 90 * s)}" y="${f(y - 18 * s)}" width="${f(190 * s)}" height="${f(40 * s)}" rx="${f(20 * s)}"/>
    <circle cx="${f(x - 30 * s)}" cy="${f(y - 22 * s)}" r="${f(36 * s)}"/>
    <circle cx="${f(x + 30 * s)}" cy="${f(y - 30 * s)}" r="${f(46 * s)}"/>
  </g>`
}

function solarScene() {
  const r = rng(51)
  const defs = `
    <linearGradient id="ssky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#A9D3DB"/><stop offset="0.75" stop-color="#E4F1F2"/><stop offset="1" stop-color="${C.sand}"/>
    </linearGradient>
    <linearGradient id="panel" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="#24687A"/><stop offset="1" stop-color="#123746"/>
    </linearGradient>
    <linearGradient id="roofTiles" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#4A5E66"/><stop offset="1" stop-color="#34464D"/>
    </linearGradient>
    <linearGradient id="slawn" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8DBE79"/><stop offset="1" stop-color="#6EA562"/>
    </linearGradient>
    <radialGradient id="ssun"><stop offset="0" stop-color="${C.gold}" stop-opacity="0.5"/><stop offset="1" stop-color="${C.gold}" stop-opacity="0"/></radialGradient>`

  const roof: [P, P, P, P] = [
    [560, 330],
    [1290, 330],
    [1470, 590],
    [380, 590],
  ]
  const rq = (u: number, v: number) => inQuad(roof, u, v)
  let tiles = ''
  for (let i = 1; i < 9; i++) tiles += line([rq(0, i / 9), rq(1, i / 9)], '#2C3C42', 2)

  const cols = 6
  const rows = 2
  const u0 = 0.12
  const u1 = 0.88
  const v0 = 0.1
  const v1 = 0.86
  const dirtyCols = 2
  let panels = ''
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++) {
      const a = u0 + (j * (u1 - u0)) / cols + 0.006
      const b = u0 + ((j + 1) * (u1 - u0)) / cols - 0.006
      const c = v0 + (i * (v1 - v0)) / rows + 0.012
      const d = v0 + ((i + 1) * (v1 - v0)) / rows - 0.012
      const quad: [P, P, P, P] = [rq(a, c), rq(b, c), rq(b, d), rq(a, d)]
      const pq = (u: number, v: number) => inQuad(quad, u, v)
      panels += poly(quad, `fill="#D5DDE0"`)
      const inner: [P, P, P, P] = [pq(0.03, 0.04), pq(0.97, 0.04), pq(0.97, 0.96), pq(0.03, 0.96)]
      const iq = (u: number, v: number) => inQuad(inner, u, v)
      panels += poly(inner, 'fill="url(#panel)"')
      for (let k = 1; k < 4; k++) panels += line([iq(k / 4, 0), iq(k / 4, 1)], '#3F8595', 1.6)
      for (let k = 1; k < 6; k++) panels += line([iq(0, k / 6), iq(1, k / 6)], '#3F8595', 1.6)
      if (j < dirtyCols) {
        panels += poly(inner, 'fill="#BCA983" opacity="0.55"')
        panels += poly([iq(0, 0.72), iq(1, 0.72), iq(1, 1), iq(0, 1)], 'fill="#8E7A55" opacity="0.4"')
        for (let k = 0; k < 9; k++) {
          const [x, y] = iq(0.1 + r() * 0.8, 0.1 + r() * 0.8)
          panels += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(10 + r() * 16)}" ry="${f(4 + r() * 6)}" fill="#7E6B4A" opacity="0.35" filter="url(#blur3)"/>`
        }
        for (let k = 0; k < 2; k++) {
          const [x, y] = iq(0.15 + r() * 0.7, 0.15 + r() * 0.6)
          panels += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="7" ry="4.5" fill="#F1EFE8" opacity="0.9"/>`
          for (let m = 0; m < 4; m++) {
            panels += `<circle cx="${f(x + (r() - 0.5) * 26)}" cy="${f(y + (r() - 0.5) * 14)}" r="${f(1.2 + r() * 1.8)}" fill="#F1EFE8" opacity="0.85"/>`
          }
        }
      } else {
        panels += poly(
          [iq(0.1, 0), iq(0.32, 0), iq(0.12, 1), iq(-0.1, 1)].map(([x, y]) => [x, y] as P),
          `fill="${C.white}" opacity="0.13"`,
        )
        panels += poly(
          [iq(0.42, 0), iq(0.5, 0), iq(0.3, 1), iq(0.22, 1)].map(([x, y]) => [x, y] as P),
          `fill="${C.white}" opacity="0.09"`,
        )
      }
    }
  }
  const B = rq(u0 + (dirtyCols * (u1 - u0)) / cols, 0.32) // brush position on the boundary column
  const P0: P = [340, 868]
  const dir: P = [
    (B[0] - P0[0]) / Math.hypot(B[0] - P0[0], B[1] - P0[1]),
    (B[1] - P0[1]) / Math.hypot(B[0] - P0[0], B[1] - P0[1]),
  ]
  const perp: P = [-dir[1], dir[0]]
  let water = ''
  for (let i = 0; i < 46; i++) {
    const a = r() * Math.PI * 2
    const d = 30 + r() * 80
    water += `<circle cx="${f(B[0] + Math.cos(a) * d * 1.3)}" cy="${f(B[1] + Math.sin(a) * d * 0.7)}" r="${f(2 + r() * 4)}" fill="#CFEBF0" opacity="${f(0.6 + r() * 0.35)}"/>`
  }
  for (let k = 0; k < 4; k++) {
    const x0 = B[0] - 30 + k * 22
    water += `<path d="M${f(x0)},${f(B[1] + 20)} q${f(-6 + r() * 4)},60 ${f(-14)},${f(110 + r() * 50)}" stroke="#D7EEF2" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.75"/>`
  }
  const brushW = 64
  const brush = `
    ${line([P0, B], '#C4CDD0', 10)}
    ${[0.3, 0.55, 0.8].map((t) => line([lerpP(P0, B, t - 0.012), lerpP(P0, B, t + 0.012)], C.inkSoft, 14, 'stroke-linecap="butt"')).join('')}
    ${line([lerpP(P0, B, 0.06), lerpP(P0, B, 0.3)], '#1A5560', 4, 'transform="translate(6,4)"')}
    ${poly(
      [
        [B[0] + perp[0] * brushW, B[1] + perp[1] * brushW],
        [B[0] - perp[0] * brushW, B[1] - perp[1] * brushW],
        [B[0] - perp[0] * brushW + dir[0] * 22, B[1] - perp[1] * brushW + dir[1] * 22],
        [B[0] + perp[0] * brushW + dir[0] * 22, B[1] + perp[1] * brushW + dir[1] * 22],
      ],
      `fill="${C.gold}"`,
    )}
    ${poly(
      [
        [B[0] + perp[0] * (brushW + 6), B[1] + perp[1] * (brushW + 6)],
        [B[0] - perp[0] * (brushW + 6), B[1] - perp[1] * (brushW + 6)],
        [B[0] - perp[0] * (brushW + 6) - dir[0] * 14, B[1] - perp[1] * (brushW + 6) - dir[1] * 14],
        [B[0] + perp[0] * (brushW + 6) - dir[0] * 14, B[1] + perp[1] * (brushW + 6) - dir[1] * 14],
      ],
      `fill="${C.ink}"`,
    )}`
  const handFront = lerpP(P0, B, 0.2)
  const handBack = lerpP(P0, B, 0.08)
  const worker = figure({
    facing: 1,
    hat: 'cap',
    head: [300, 664],
    neck: [304, 718],
    hip: [292, 834],
    knees: [
      [270, 892],
      [322, 890],
    ],
    feet: [
      [256, 952],
      [334, 954],
    ],
    elbows: [
      [328, 800],
      [376, 770],
    ],
    hands: [handBack, handFront],
    held: brush,
  })

  const trolley = `
    ${shadow(130, 958, 80, 10, 0.25)}
    <rect x="70" y="820" width="120" height="120" rx="18" fill="${C.petrol}"/>
    <rect x="130" y="820" width="60" height="120" rx="18" fill="${C.petrolDark}"/>
    <rect x="70" y="852" width="120" height="12" fill="${C.gold}"/>
    <rect x="60" y="808" width="140" height="18" rx="8" fill="${C.ink}"/>
    ${line(
      [
        [186, 830],
        [214, 760],
      ],
      C.ink,
      8,
    )}
    <circle cx="100" cy="944" r="18" fill="${C.ink}"/><circle cx="162" cy="944" r="18" fill="${C.ink}"/>
    <path d="M170,812 C230,760 250,930 ${f(P0[0] - 10)},${f(P0[1] + 10)}" fill="none" stroke="${C.petrolMid}" stroke-width="7" stroke-linecap="round"/>`

  const house = `
    ${shadow(925, 890, 560, 18, 0.2)}
    <rect x="420" y="590" width="1010" height="300" fill="${C.sand}"/>
    <rect x="1370" y="590" width="60" height="300" fill="${C.sandDark}"/>
    ${poly(roof, 'fill="url(#roofTiles)"')}
    ${tiles}
    ${poly([roof[1], roof[2], [1420, 590], [1262, 338]], 'fill="#2A3A40" opacity="0.5"')}
    <rect x="544" y="322" width="764" height="12" rx="5" fill="#243339"/>
    ${panels}
    <rect x="366" y="586" width="1118" height="16" rx="6" fill="${C.ink}"/>
    <rect x="1396" y="600" width="12" height="288" fill="#B9C4C7"/>
    ${windowBox(500, 660, 130, 120, { sill: C.white })}
    ${windowBox(720, 660, 130, 120, { warm: true, sill: C.white })}
    ${windowBox(1180, 660, 130, 120, { sill: C.white })}
    <rect x="950" y="650" width="120" height="240" rx="4" fill="${C.petrol}"/>
    <rect x="966" y="668" width="88" height="80" rx="4" fill="url(#glass)"/>
    <circle cx="1052" cy="790" r="6" fill="${C.gold}"/>
    <rect x="930" y="628" width="160" height="14" rx="5" fill="${C.ink}"/>`

  let shrubs = ''
  for (const [x, rr] of [
    [470, 46],
    [560, 36],
    [850, 44],
    [1150, 40],
    [1250, 52],
    [1350, 38],
  ] as const) {
    shrubs += `<circle cx="${x}" cy="${890 - rr * 0.6}" r="${rr}" fill="${C.greenDark}"/><circle cx="${x - rr * 0.3}" cy="${890 - rr * 0.8}" r="${rr * 0.6}" fill="${C.green}"/>`
  }

  const body = `
    <rect width="${W}" height="${H}" fill="url(#ssky)"/>
    <circle cx="220" cy="150" r="170" fill="url(#ssun)"/>
    <circle cx="220" cy="150" r="56" fill="${C.gold}"/>
    ${cloud(620, 190, 1.0)}${cloud(1180, 120, 0.85, 0.85)}${cloud(1540, 290, 0.7, 0.75)}
    <path d="M0,560 C200,500 360,520 520,480 C700,440 860,500 1040,470 C1220,440 1420,490 1600,460 L1600,900 L0,900 Z" fill="${C.greenFar}"/>
    <path d="M0,680 C240,630 460,670 700,640 C960,610 1240,660 1600,620 L1600,900 L0,900 Z" fill="#98C28F"/>
    ${conifer(1530, 760, 240, { fill: '#4F8261', shade: '#41714F' })}
    ${roundTree(1480, 900, 70, [C.green, C.greenDark])}
    <rect x="0" y="880" width="${W}" height="120" fill="url(#slawn)"/>
    ${house}
    ${shrubs}
    <path d="M950,890 L1070,890 L1180,1000 L880,1000 Z" fill="#D8D2C4"/>
    ${water}
    ${trolley}
    ${shadow(300, 958, 80, 10, 0.28)}
    ${worker}`
  return svgDoc(body, defs)
}

/* ------------------------------------------------------------------ */
/* Photo-derived "before" images                                       */
/* ------------------------------------------------------------------ */

type Rgb = [number, number, number]
type Raster = { data: Float32Array; width: number; height: number }

async function loadRgb(file: string): Promise<Raster> {
  const { data, info } = await sharp(path.join(IMAGES, file)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data: Float32Array.from(data), width: info.width, height: info.height }
}

async function saveRgb(file: string, img: Raster) {
  const bytes = Buffer.alloc(img.data.length)
  for (let i = 0; i < img.data.length; i++) bytes[i] = Math.max(0, Math.min(255, Math.round(img.data[i] ?? 0)))
  const info = await sharp(bytes, { raw: { width: img.width, height: img.height, channels: 3 } })
    .jpeg(JPEG)
    .toFile(path.join(IMAGES, file))
  console.log(`${file}: ${info.width}×${info.height}, ${Math.round(info.size / 1024)} KB`)
}

/** Single-channel 0..1 mask from SVG shapes drawn in white on black, softened by a blur. */
async function svgMask(shapes: string, width: number, height: number, blur: number): Promise<Float32Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#000"/>${shapes}</svg>`
  let pipeline = sharp(Buffer.from(svg)).removeAlpha().extractChannel(0)
  if (blur > 0.3) pipeline = pipeline.blur(blur)
  const data = await pipeline.raw().toBuffer()
  return Float32Array.from(data, (v) => v / 255)
}

/** RGBA overlay from SVG (transparent background). */
async function svgOverlay(body: string, width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>
    <filter id="b06"><feGaussianBlur stdDeviation="0.6"/></filter>
    <filter id="b2"><feGaussianBlur stdDeviation="2"/></filter>
    <filter id="b6"><feGaussianBlur stdDeviation="6"/></filter>
  </defs>${body}</svg>`
  return sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer()
}

/** Blends an RGBA overlay into the image, weighted by an optional mask. */
function composite(img: Raster, overlay: Buffer, mask?: Float32Array) {
  const n = img.width * img.height
  for (let i = 0; i < n; i++) {
    const a = ((overlay[i * 4 + 3] ?? 0) / 255) * (mask ? (mask[i] ?? 0) : 1)
    if (a <= 0) continue
    for (let c = 0; c < 3; c++) {
      const k = i * 3 + c
      img.data[k] = (img.data[k] ?? 0) * (1 - a) + (overlay[i * 4 + c] ?? 0) * a
    }
  }
}

/** Seeded 2-D value noise with smooth interpolation, and fractal sums of it. */
function valueNoise(seed: number) {
  const hash = (x: number, y: number) => {
    let h = (Math.imul(x, 374761393) + Math.imul(y, 668265263) + Math.imul(seed, 1442695041)) | 0
    h = Math.imul(h ^ (h >>> 13), 1274126177)
    return ((h ^ (h >>> 16)) >>> 0) / 4294967296
  }
  const smooth = (t: number) => t * t * (3 - 2 * t)
  const noise = (x: number, y: number) => {
    const xi = Math.floor(x)
    const yi = Math.floor(y)
    const tx = smooth(x - xi)
    const ty = smooth(y - yi)
    const a = lerp(hash(xi, yi), hash(xi + 1, yi), tx)
    const b = lerp(hash(xi, yi + 1), hash(xi + 1, yi + 1), tx)
    return lerp(a, b, ty)
  }
  return (x: number, y: number, octaves = 4) => {
    let sum = 0
    let amp = 0.5
    let norm = 0
    let fx = x
    let fy = y
    for (let o = 0; o < octaves; o++) {
      sum += noise(fx + o * 17.3, fy + o * 9.1) * amp
      norm += amp
      amp *= 0.5
      fx *= 2.03
      fy *= 2.03
    }
    return sum / norm
  }
}

const clamp01 = (v: number) => Math.max(0, Math.min(1, v))
const luminance = (r: number, g: number, b: number) => 0.2126 * r + 0.7152 * g + 0.0722 * b

/** Per-pixel helper: callback gets pixel index, x, y and the RGB triple to modify in place. */
function eachPixel(img: Raster, fn: (i: number, x: number, y: number, rgb: Rgb) => void) {
  const rgb: Rgb = [0, 0, 0]
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const i = y * img.width + x
      rgb[0] = img.data[i * 3] ?? 0
      rgb[1] = img.data[i * 3 + 1] ?? 0
      rgb[2] = img.data[i * 3 + 2] ?? 0
      fn(i, x, y, rgb)
      img.data[i * 3] = rgb[0]
      img.data[i * 3 + 1] = rgb[1]
      img.data[i * 3 + 2] = rgb[2]
    }
  }
}

function mix(rgb: Rgb, to: Rgb, t: number) {
  rgb[0] = lerp(rgb[0], to[0], t)
  rgb[1] = lerp(rgb[1], to[1], t)
  rgb[2] = lerp(rgb[2], to[2], t)
}
function desaturate(rgb: Rgb, t: number) {
  const l = luminance(rgb[0], rgb[1], rgb[2])
  mix(rgb, [l, l, l], t)
}

/** Irregular splat (bird dropping, stain) as an SVG path around (x, y). */
function splat(r: () => number, x: number, y: number, size: number) {
  let d = ''
  const n = 9
  for (let k = 0; k <= n; k++) {
    const a = (k / n) * Math.PI * 2
    const rr = size * (0.6 + r() * 0.6)
    d += `${k === 0 ? 'M' : 'L'}${f(x + Math.cos(a) * rr)},${f(y + Math.sin(a) * rr * 0.75)} `
  }
  return `${d}Z`
}

/** 5. PV panels: pollen and dust film, dried rain streaks, bird droppings, lower contrast. */
async function solarBefore() {
  const img = await loadRgb('solar-panels.jpg')
  const { width, height } = img
  const mask = await svgMask(
    `<polygon points="0,744 1600,536 1600,${height} 0,${height}" fill="#fff"/>`,
    width,
    height,
    3,
  )
  const fbm = valueNoise(5)
  const r = rng(99)
  eachPixel(img, (i, x, y, rgb) => {
    const m = mask[i] ?? 0
    desaturate(rgb, 0.18)
    mix(rgb, [222, 216, 200], 0.1)
    if (m <= 0) return
    const patch = fbm(x / 150, y / 90)
    const pollen = fbm(x / 60 + 40, y / 50, 3)
    const streak = fbm(x / 7 + y * 0.05, y / 120, 2) ** 2.5
    const grain = fbm(x / 2.5, y / 2.5, 2)
    const dust = clamp01(0.5 + (patch - 0.5) * 1.6 + streak * 0.45 + (grain - 0.5) * 0.3)
    const l = luminance(rgb[0], rgb[1], rgb[2])
    const shade = 0.7 + (0.6 * l) / 255 // keep the cell structure visible under the film
    mix(rgb, [l, l, l], 0.45 * m)
    mix(rgb, [170 * shade, 158 * shade, 126 * shade], dust * 0.8 * m)
    mix(rgb, [196 * shade, 176 * shade, 96 * shade], clamp01((pollen - 0.52) * 2.2) * 0.45 * m)
  })
  let spots = ''
  for (let k = 0; k < 5000; k++) {
    const x = r() * width
    const y = 540 + r() * (height - 540)
    const light = r() > 0.6
    spots += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(0.6 + r() * 1.4 * ((y - 500) / 500 + 0.3))}" fill="${light ? '#D9D0B6' : '#5E5140'}" opacity="${f(0.3 + r() * 0.4)}"/>`
  }
  for (let k = 0; k < 22; k++) {
    const x = 60 + r() * (width - 120)
    const top = 744 - (x / 1600) * 208
    const y = top + 30 + r() * (height - top - 50)
    const size = (3 + r() * 6) * (0.6 + ((y - 540) / 460) * 0.9)
    spots += `<path d="${splat(r, x, y, size)}" fill="#F4F2EA" opacity="${f(0.75 + r() * 0.2)}" filter="url(#b06)"/>`
    spots += `<path d="${splat(r, x + size * 0.15, y + size * 0.1, size * 0.4)}" fill="#B8B3A4" opacity="0.45" filter="url(#b06)"/>`
    for (let m = 0; m < 4; m++) {
      spots += `<circle cx="${f(x + (r() - 0.5) * size * 4)}" cy="${f(y + (r() - 0.5) * size * 2.4)}" r="${f(0.6 + r() * size * 0.18)}" fill="#EFEDE4" opacity="0.8"/>`
    }
  }
  composite(img, await svgOverlay(spots, width, height), mask)
  await saveRgb('solar-panels-before-illustration.jpg', img)
}

/** 6. Glass facade: dull grey-brown film, dirt runs below the transoms, limescale water spots. */
async function glassBefore() {
  const img = await loadRgb('modern-glass-facade.jpg')
  const { width, height } = img
  const mask = await svgMask(
    `<polygon points="0,198 236,66 472,348 562,352 582,466 630,546 630,${height} 0,${height}" fill="#fff"/>
     <polygon points="616,508 702,400 940,418 940,${height} 616,${height}" fill="#fff"/>`,
    width,
    height,
    1,
  )
  const fbm = valueNoise(8)
  const r = rng(123)
  eachPixel(img, (i, x, y, rgb) => {
    const m = mask[i] ?? 0
    desaturate(rgb, 0.12)
    if (m <= 0) return
    const grime = fbm(x / 70, y / 55)
    const run = fbm((x + y * 0.07) / 6, y / 90, 3) ** 2.6
    desaturate(rgb, 0.42 * m)
    mix(rgb, [150, 146, 134], 0.24 * m)
    mix(rgb, [112, 98, 78], clamp01(0.1 + (grime - 0.45) * 0.7) * m)
    mix(rgb, [96, 86, 70], clamp01(run * 0.85) * m)
  })
  let spots = ''
  // Limescale spots, denser in patches where water dried
  const density = valueNoise(77)
  let placed = 0
  while (placed < 2600) {
    const x = r() * width
    const y = 60 + r() * (height - 60)
    if (density(x / 80, y / 80, 2) < 0.5 + r() * 0.25) continue
    placed++
    const rad = 0.7 + r() * r() * 2.6
    spots += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}" fill="#EAE6DA" fill-opacity="${f(0.12 + r() * 0.2)}" stroke="#F4F1E8" stroke-opacity="${f(0.12 + r() * 0.2)}" stroke-width="0.7" filter="url(#b06)"/>`
  }
  // Dirt runs below transoms and dried drips
  for (let k = 0; k < 120; k++) {
    const x = r() * width
    const y = 80 + r() * (height - 120)
    const len = 40 + r() * 150
    const dark = r() > 0.3
    spots += `<path d="M${f(x)},${f(y)} q${f((r() - 0.5) * 8)},${f(len / 2)} ${f(-len * 0.07)},${f(len)}" stroke="${dark ? '#5C5244' : '#D8D2C0'}" stroke-width="${f(2 + r() * 6)}" stroke-opacity="${f(dark ? 0.12 + r() * 0.16 : 0.1 + r() * 0.12)}" fill="none" stroke-linecap="round" filter="url(#b2)"/>`
  }
  composite(img, await svgOverlay(spots, width, height), mask)
  await saveRgb('glass-facade-before-illustration.jpg', img)
}

/** 7. Paving: dark dirt film, moss in the joints, greenish-grey tint on the paved area only. */
async function pavingBefore() {
  const img = await loadRgb('clean-paved-driveway-modern-house.jpg')
  const { width, height } = img
  const area = `<polygon points="0,446 60,434 175,401 520,406 830,419 900,452 972,494 958,514 764,516 858,${height} 0,${height}" fill="#fff"/>`
  const mask = await svgMask(area, width, height, 2)
  const wide = await svgMask(area, width, height, 28) // low near the borders: moss creeps in from the edges
  // Joints are darker than their surroundings: compare luminance with a blurred copy.
  const lum = Buffer.alloc(width * height)
  for (let i = 0; i < width * height; i++) {
    lum[i] = Math.round(luminance(img.data[i * 3] ?? 0, img.data[i * 3 + 1] ?? 0, img.data[i * 3 + 2] ?? 0))
  }
  const blurred = await sharp(lum, { raw: { width, height, channels: 1 } })
    .blur(3)
    .toColourspace('b-w')
    .raw()
    .toBuffer()
  const fbm = valueNoise(21)
  const r = rng(321)
  eachPixel(img, (i, x, y, rgb) => {
    const m = mask[i] ?? 0
    if (m <= 0) return
    const depth = clamp01((y - 395) / 295) // 0 far away, 1 at the bottom edge
    const sc = 0.2 + depth * 0.8 // noise shrinks with distance
    const joint = clamp01(((blurred[i] ?? 0) - (lum[i] ?? 0)) / 14)
    const patch = fbm(x / (150 * sc), y / (55 * sc))
    const fine = fbm(x / (12 * sc), y / (5 * sc), 2)
    const edge = clamp01((1 - (wide[i] ?? 0)) * 2.2)
    const dirt = clamp01(0.36 + (patch - 0.5) * 1.4 + (fine - 0.5) * 0.55 + edge * 0.45)
    // darker, greener and flatter where dirty; moss fills the joints
    mix(rgb, [rgb[0] * 0.5, rgb[1] * 0.54, rgb[2] * 0.42], dirt * 0.85 * m)
    mix(rgb, [110, 116, 98], 0.2 * m)
    mix(rgb, [46, 58, 28], clamp01(joint * (0.45 + dirt * 0.55)) * 0.9 * m)
  })
  let stains = ''
  for (let k = 0; k < 26; k++) {
    const x = r() * 900
    const y = 450 + r() * 230
    const s = 10 + r() * 40
    stains += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 1.6)}" ry="${f(s * 0.5)}" fill="${r() > 0.5 ? '#3E4630' : '#4A4236'}" opacity="${f(0.18 + r() * 0.22)}" filter="url(#b6)"/>`
  }
  for (let k = 0; k < 160; k++) {
    const x = r() * 900
    const y = 430 + r() * 260
    const s = 1 + r() * 2.5
    stains += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s)}" fill="${r() > 0.4 ? '#56663A' : '#6F7A48'}" opacity="${f(0.5 + r() * 0.4)}" filter="url(#b06)"/>`
  }
  composite(img, await svgOverlay(stains, width, height), mask)
  await saveRgb('paving-before-illustration.jpg', img)
}

/* ------------------------------------------------------------------ */
/* Rendering                                                           */
/* ------------------------------------------------------------------ */

type Job = { file: string; run: () => Promise<void> }

async function renderSvg(file: string, svg: string) {
  const out = path.join(IMAGES, file)
  const info = await sharp(Buffer.from(svg)).flatten({ background: C.white }).jpeg(JPEG).toFile(out)
  console.log(`${file}: ${info.width}×${info.height}, ${Math.round(info.size / 1024)} KB`)
}

const jobs: Job[] = [
  { file: 'winter-service-illustration.jpg', run: () => renderSvg('winter-service-illustration.jpg', winterScene()) },
  {
    file: 'carpet-upholstery-illustration.jpg',
    run: () => renderSvg('carpet-upholstery-illustration.jpg', carpetScene()),
  },
  { file: 'garden-care-illustration.jpg', run: () => renderSvg('garden-care-illustration.jpg', gardenScene()) },
  { file: 'solar-cleaning-illustration.jpg', run: () => renderSvg('solar-cleaning-illustration.jpg', solarScene()) },
  { file: 'solar-panels-before-illustration.jpg', run: solarBefore },
  { file: 'glass-facade-before-illustration.jpg', run: glassBefore },
  { file: 'paving-before-illustration.jpg', run: pavingBefore },
]

const filters = process.argv.slice(2)
for (const job of jobs) {
  if (filters.length === 0 || filters.some((word) => job.file.includes(word))) await job.run()
}
