// Draws the app's icon (a brass clock face at midnight with a five-pointed star, on the table's dark green felt)
// as SVG and renders the PNGs the web app manifest and iOS ask for, in the system Chromium (no image library).
// Usage: node scripts/drawIcons.mjs   (writes public/icon.svg and public/icons/*.png; commit them)
import { mkdirSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChrome } from './findChrome.mjs'

const FELT = '#1d3a26'
const FELT_DARK = '#10241a'
const BRASS = '#c9a45c'
const BRASS_LIGHT = '#e8cc8a'
const BRASS_DARK = '#7a5a26'

/** A point on a circle of radius r around the centre (256, 256), at `turn` (0 = twelve o'clock, clockwise). */
function at(r, turn) {
  const angle = turn * 2 * Math.PI
  return [256 + r * Math.sin(angle), 256 - r * Math.cos(angle)].map((v) => v.toFixed(2))
}

/** The five-pointed star: outer points on radius `r`, inner corners on `r * 0.42`, one point up. */
function starPath(r) {
  const points = []
  for (let i = 0; i < 10; i++) points.push(at(i % 2 === 0 ? r : r * 0.42, i / 10).join(','))
  return `M${points.join('L')}Z`
}

/**
 * The face, drawn in a 512 × 512 box. `scale` shrinks the art toward the centre: a maskable icon keeps everything
 * inside the central circle of 80% (the platform may crop to any shape within it).
 */
function faceSvg(scale) {
  const ticks = Array.from({ length: 12 }, (_, hour) => {
    const long = hour % 3 === 0
    const [x1, y1] = at(long ? 168 : 182, hour / 12)
    const [x2, y2] = at(204, hour / 12)
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke-width="${long ? 14 : 8}"/>`
  }).join('')
  return `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <circle cx="256" cy="256" r="236" fill="url(#dial)" stroke="url(#brass)" stroke-width="22"/>
    <circle cx="256" cy="256" r="216" fill="none" stroke="${BRASS_DARK}" stroke-width="4"/>
    <g stroke="${BRASS}" stroke-linecap="round">${ticks}</g>
    <path d="${starPath(132)}" fill="none" stroke="${BRASS}" stroke-width="10" stroke-linejoin="round"/>
    <path d="M256 262 L244 250 L256 70 L268 250 Z" fill="${BRASS_LIGHT}" stroke="${BRASS_DARK}" stroke-width="4" stroke-linejoin="round"/>
    <circle cx="256" cy="256" r="22" fill="url(#brass)" stroke="${BRASS_DARK}" stroke-width="4"/>
  </g>`
}

/** The whole icon: `maskable` fills the square with felt and keeps the art in the safe zone. */
function iconSvg({ maskable }) {
  const defs = `<defs>
    <radialGradient id="dial" cx="50%" cy="42%" r="60%">
      <stop offset="0" stop-color="${FELT}"/><stop offset="1" stop-color="${FELT_DARK}"/>
    </radialGradient>
    <linearGradient id="brass" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BRASS_LIGHT}"/><stop offset="0.55" stop-color="${BRASS}"/>
      <stop offset="1" stop-color="${BRASS_DARK}"/>
    </linearGradient>
  </defs>`
  const ground = maskable ? `<rect width="512" height="512" fill="${FELT_DARK}"/>` : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${defs}${ground}${faceSvg(maskable ? 0.78 : 1)}</svg>\n`
}

const ICONS = [
  { file: 'public/icons/icon-192.png', size: 192, maskable: false },
  { file: 'public/icons/icon-512.png', size: 512, maskable: false },
  { file: 'public/icons/icon-maskable-512.png', size: 512, maskable: true },
  { file: 'public/icons/apple-touch-icon.png', size: 180, maskable: true },
]

mkdirSync('public/icons', { recursive: true })
writeFileSync('public/icon.svg', iconSvg({ maskable: false }))
const executablePath = findChrome()
if (!executablePath) throw new Error('drawIcons: no Chromium or Chrome found (set CHROME_PATH)')
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
for (const { file, size, maskable } of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } })
  const svg = iconSvg({ maskable }).replace('<svg ', `<svg width="${size}" height="${size}" `)
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`)
  await page.screenshot({ path: file, omitBackground: true })
  await page.close()
  console.log(`drawIcons: wrote ${file}`)
}
await browser.close()
console.log('drawIcons: wrote public/icon.svg')
