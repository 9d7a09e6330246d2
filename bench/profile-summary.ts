// Summarises V8 .cpuprofile files (node --cpu-prof): top self-time functions and self time per package.
// Usage: node --import tsx bench/profile-summary.ts <file.cpuprofile | dir> [top=25]
import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'

interface ProfileNode { id: number, callFrame: { functionName: string, url: string, lineNumber: number }, children?: number[] }
interface Profile { nodes: ProfileNode[], samples: number[], timeDeltas: number[], startTime: number, endTime: number }

export interface SelfTime { name: string, ms: number, share: number }

/** Where a frame's code lives: a package name, the repo folder, or a V8/runtime bucket. */
export function packageOf (url: string, functionName: string): string {
  if (url === '') return `(${functionName === '' ? 'native' : functionName.replace(/[()]/g, '')})`
  if (url.startsWith('node:')) return 'node:internal'
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (nm !== null) return nm[1] as string
  const app = /\/(apps\/[^/]+|packages\/[^/]+|bench|test|scripts)\//.exec(url)
  return app === null ? url : app[1] as string
}

const isRuntime = (pkg: string): boolean => pkg === 'node:internal' || pkg.startsWith('(')

export interface Summary {
  totalMs: number
  idleMs: number
  functions: SelfTime[]
  packages: SelfTime[]
  /** Self time charged to the nearest package frame up the stack, so a socket write counts for whoever wrote. */
  owners: SelfTime[]
}

/** Self time by function and by package, in ms and as a share of the busy (non-idle) samples. */
export function summarise (profile: Profile): Summary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
  const ownerOf = (id: number): string => {
    let current: number | undefined = id
    let first = ''
    while (current !== undefined) {
      const frame = byId.get(current)?.callFrame
      if (frame === undefined) break
      const pkg = packageOf(frame.url, frame.functionName)
      if (first === '') first = pkg
      if (!isRuntime(pkg)) return pkg
      current = parentOf.get(current)
    }
    return first
  }
  const owners = new Map<string, number>()
  const selfUs = new Map<number, number>()
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
  const functions = new Map<string, number>()
  const packages = new Map<string, number>()
  let totalUs = 0
  let idleUs = 0
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame
    if (frame === undefined) continue
    if (frame.functionName === '(idle)') { idleUs += us; continue }
    totalUs += us
    const file = frame.url.replace(/^.*\/(node_modules|apps|packages|bench)\//, '$1/')
    const name = `${frame.functionName === '' ? '(anonymous)' : frame.functionName} ${file === '' ? '' : `${file}:${frame.lineNumber + 1}`}`.trim()
    functions.set(name, (functions.get(name) ?? 0) + us)
    const pkg = packageOf(frame.url, frame.functionName)
    packages.set(pkg, (packages.get(pkg) ?? 0) + us)
    const owner = ownerOf(id)
    owners.set(owner, (owners.get(owner) ?? 0) + us)
  }
  const sorted = (map: Map<string, number>): SelfTime[] => [...map.entries()]
    .map(([name, us]) => ({ name, ms: us / 1000, share: totalUs === 0 ? 0 : us / totalUs }))
    .sort((a, b) => b.ms - a.ms)
  return { totalMs: totalUs / 1000, idleMs: idleUs / 1000, functions: sorted(functions), packages: sorted(packages), owners: sorted(owners) }
}

async function files (path: string): Promise<string[]> {
  if (!(await stat(path)).isDirectory()) return [path]
  const names = (await readdir(path, { recursive: true })).filter((name) => name.endsWith('.cpuprofile'))
  return names.map((name) => join(path, name))
}

const pct = (share: number): string => `${(share * 100).toFixed(1).padStart(5)} %`

/** A text report for every profile under `target`; profiles with under 0.5 s busy (loader threads) are skipped. */
const frameName = (frame: ProfileNode['callFrame']): string =>
  `${frame.functionName === '' ? '(anonymous)' : frame.functionName} ${frame.url.replace(/^.*\/(node_modules|apps|packages|bench)\//, '$1/')}:${frame.lineNumber + 1}`

/** Who calls a native function (e.g. a socket write): its self time by the nearest caller outside the runtime. */
export function nativeCallers (profile: Profile, functionName: string): SelfTime[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
  const callers = new Map<string, number>()
  let total = 0
  profile.samples.forEach((id, i) => {
    if (byId.get(id)?.callFrame.functionName !== functionName) return
    const us = profile.timeDeltas[i] ?? 0
    total += us
    let current = parentOf.get(id)
    let caller = '(runtime only)'
    while (current !== undefined) {
      const frame = byId.get(current)?.callFrame
      if (frame !== undefined && !isRuntime(packageOf(frame.url, frame.functionName))) { caller = frameName(frame); break }
      current = parentOf.get(current)
    }
    callers.set(caller, (callers.get(caller) ?? 0) + us)
  })
  return [...callers.entries()].map(([name, us]) => ({ name, ms: us / 1000, share: total === 0 ? 0 : us / total }))
    .sort((a, b) => b.ms - a.ms)
}

const SKIP_CALLERS = new Set(['(garbage collector)', '(program)', '(idle)', '(root)'])

export async function summariseProfiles (target: string, top = 25): Promise<string> {
  const out: string[] = []
  for (const file of (await files(target)).sort()) {
    const profile = JSON.parse(await readFile(file, 'utf8')) as Profile
    const { totalMs, idleMs, functions, packages, owners } = summarise(profile)
    if (totalMs < 500) continue
    out.push(`\n## ${file}: ${(totalMs / 1000).toFixed(1)} s busy, ${(idleMs / 1000).toFixed(1)} s idle`, 'by package (share of busy time):')
    for (const p of packages.slice(0, 12)) out.push(`  ${pct(p.share)}  ${p.name}`)
    out.push('by calling package (runtime and native time charged to the package that called it):')
    for (const p of owners.slice(0, 12)) out.push(`  ${pct(p.share)}  ${p.name}`)
    out.push('top self time:')
    for (const f of functions.slice(0, top)) out.push(`  ${pct(f.share)}  ${f.ms.toFixed(0).padStart(6)} ms  ${f.name}`)
    const natives = functions.filter((f) => !f.name.includes(' ') && !SKIP_CALLERS.has(f.name)).slice(0, 3)
    for (const native of natives) {
      out.push(`callers of ${native.name}:`)
      for (const c of nativeCallers(profile, native.name).slice(0, 4)) out.push(`  ${pct(c.share)}  ${c.name}`)
    }
  }
  return `${out.join('\n')}\n`
}

if (process.argv[1]?.endsWith('profile-summary.ts') === true) {
  const [target, topText] = process.argv.slice(2)
  if (target === undefined) throw new Error('usage: profile-summary.ts <file.cpuprofile | dir> [top]')
  process.stdout.write(await summariseProfiles(target, Number(topText ?? 25)))
}
