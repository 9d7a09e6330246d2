// A line chart as SVG text for BENCHMARKS.md: x on a log scale (decades), y linear from 0.

export interface PlotOptions {
  title: string
  xLabel: string
  yLabel: string
  points: Array<{ x: number, y: number }>
}

const W = 640
const H = 360
const M = { left: 70, right: 20, top: 40, bottom: 50 }

const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const fmt = (n: number): string => n >= 1e6 ? `${n / 1e6}M` : n >= 1e3 ? `${n / 1e3}k` : String(n)

/** The points joined by a line, each with its value, on a log-x / linear-y grid. */
export function logScalePlot ({ title, xLabel, yLabel, points }: PlotOptions): string {
  const xs = points.map((p) => p.x)
  const lo = Math.floor(Math.log10(Math.max(1, Math.min(...xs))))
  const hi = Math.max(lo + 1, Math.ceil(Math.log10(Math.max(...xs))))
  const yMax = Math.max(1, ...points.map((p) => p.y)) * 1.15
  const px = (x: number): number => M.left + (Math.log10(x) - lo) / (hi - lo) * (W - M.left - M.right)
  const py = (y: number): number => H - M.bottom - y / yMax * (H - M.top - M.bottom)
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
    `<text x="${W / 2}" y="20" text-anchor="middle" font-size="13">${esc(title)}</text>`
  ]
  for (let d = lo; d <= hi; d++) {
    const x = px(10 ** d)
    parts.push(`<line x1="${x}" y1="${M.top}" x2="${x}" y2="${H - M.bottom}" stroke="#ddd"/>`, `<text x="${x}" y="${H - M.bottom + 16}" text-anchor="middle">${fmt(10 ** d)}</text>`)
  }
  for (let i = 0; i <= 4; i++) {
    const value = yMax * i / 4
    const y = py(value)
    parts.push(`<line x1="${M.left}" y1="${y}" x2="${W - M.right}" y2="${y}" stroke="#eee"/>`, `<text x="${M.left - 6}" y="${y + 4}" text-anchor="end">${Math.round(value).toLocaleString('en')}</text>`)
  }
  parts.push(
    `<line x1="${M.left}" y1="${H - M.bottom}" x2="${W - M.right}" y2="${H - M.bottom}" stroke="black"/>`,
    `<line x1="${M.left}" y1="${M.top}" x2="${M.left}" y2="${H - M.bottom}" stroke="black"/>`,
    `<text x="${(M.left + W - M.right) / 2}" y="${H - 10}" text-anchor="middle">${esc(xLabel)}</text>`,
    `<text transform="translate(16 ${(M.top + H - M.bottom) / 2}) rotate(-90)" text-anchor="middle">${esc(yLabel)}</text>`,
    `<polyline fill="none" stroke="#1f77b4" stroke-width="2" points="${points.map((p) => `${px(p.x).toFixed(1)},${py(p.y).toFixed(1)}`).join(' ')}"/>`
  )
  for (const p of points) {
    parts.push(`<circle cx="${px(p.x).toFixed(1)}" cy="${py(p.y).toFixed(1)}" r="4" fill="#1f77b4"/>`, `<text x="${px(p.x).toFixed(1)}" y="${(py(p.y) - 10).toFixed(1)}" text-anchor="middle">${Math.round(p.y).toLocaleString('en')}</text>`)
  }
  parts.push('</svg>', '')
  return parts.join('\n')
}

interface Series { name: string, points: Array<{ x: number, y: number }> }

export interface Panel {
  yLabel: string
  series: Series[]
}

const COLORS = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd', '#ff7f0e', '#8c564b']

/**
 * Panels stacked over one time axis (x in minutes), each with its series as lines and a legend, and `marks`
 * (events, such as injected faults) as dashed vertical lines across every panel.
 */
export function timeSeriesPlot ({ title, panels, marks }: { title: string, panels: Panel[], marks: Array<{ x: number, label: string }> }): string {
  const panelH = 170
  const top = 40
  const height = top + panels.length * panelH + 30
  const xs = panels.flatMap((p) => p.series.flatMap((s) => s.points.map((pt) => pt.x)))
  const xMax = Math.max(1, ...xs)
  const px = (x: number): number => M.left + x / xMax * (W - M.left - M.right - 110)
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="${W}" height="${height}" fill="white"/>`,
    `<text x="${W / 2}" y="20" text-anchor="middle" font-size="13">${esc(title)}</text>`
  ]
  panels.forEach((panel, i) => {
    const y0 = top + i * panelH
    const y1 = y0 + panelH - 35
    const values = panel.series.flatMap((s) => s.points.map((p) => p.y)).filter(Number.isFinite)
    const yMax = Math.max(1e-9, ...values) * 1.1
    const py = (y: number): number => y1 - y / yMax * (y1 - y0)
    for (let t = 0; t <= 2; t++) {
      const value = yMax * t / 2
      parts.push(`<line x1="${M.left}" y1="${py(value)}" x2="${px(xMax)}" y2="${py(value)}" stroke="#eee"/>`, `<text x="${M.left - 6}" y="${py(value) + 4}" text-anchor="end">${value >= 100 ? Math.round(value).toLocaleString('en') : value.toFixed(1)}</text>`)
    }
    parts.push(`<line x1="${M.left}" y1="${y1}" x2="${px(xMax)}" y2="${y1}" stroke="black"/>`, `<text transform="translate(14 ${(y0 + y1) / 2}) rotate(-90)" text-anchor="middle">${esc(panel.yLabel)}</text>`)
    for (const mark of marks) parts.push(`<line x1="${px(mark.x)}" y1="${y0}" x2="${px(mark.x)}" y2="${y1}" stroke="#aaa" stroke-dasharray="3 3"/>`)
    panel.series.forEach((s, j) => {
      const color = COLORS[j % COLORS.length] as string
      const line = s.points.filter((p) => Number.isFinite(p.y)).map((p) => `${px(p.x).toFixed(1)},${py(p.y).toFixed(1)}`).join(' ')
      parts.push(`<polyline fill="none" stroke="${color}" stroke-width="1.5" points="${line}"/>`, `<text x="${px(xMax) + 8}" y="${y0 + 12 + j * 14}" fill="${color}">${esc(s.name)}</text>`)
    })
  })
  const axisY = top + panels.length * panelH - 20
  for (let m = 0; m <= xMax; m += Math.max(1, Math.ceil(xMax / 10))) parts.push(`<text x="${px(m)}" y="${axisY}" text-anchor="middle">${m}</text>`)
  parts.push(`<text x="${(M.left + px(xMax)) / 2}" y="${axisY + 16}" text-anchor="middle">minutes (dashed: a fault: ${esc([...new Set(marks.map((m) => m.label))].join(', '))})</text>`, '</svg>', '')
  return parts.join('\n')
}
