// The one way the service runs Lua in Redis (ADR 022). Every script is a `.lua` file in the `lua/` folder
// of the package that owns it (a sibling of `src/` and `dist/`, so the same relative URL resolves from the
// TypeScript sources and from the build), in the concern folder that mirrors its caller's in `src/`. A file
// names the helpers it needs in header lines `-- include: name`; the loader puts each helper (and, first, the
// helpers it includes) once before the script. A script file also declares its KEYS and ARGV by name
// (`-- KEYS: a b`, `-- ARGV: c ...`), which must be the names its TypeScript definition gives: the wrapper maps
// named keys and arguments to KEYS/ARGV in that order, so no caller counts positions. The Lua reads them by
// the same names: a header line `-- layout: name` is replaced, in the composed script, by the name lists of
// the layout the definition gives under that name (`local NAME_PART = { 'a', 'b' }` per part, and its constructor
// `NAME_PART_AT(values, base)`, which makes `{ a = values[base + 1], b = values[base + 2] }`), and `-- layout: call`
// by the script's own KEYS and ARGV names (`CALL_KEYS`, `CALL_ARGS`); protocol's `named(values, names, base, into)`
// (lua/named.lua) makes or fills a table by those names. A layout is written once, in TypeScript, and never spelled
// again in Lua.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Where shared helpers live: `packages/protocol/lua/`. */
const PROTOCOL_LUA = fileURLToPath(new URL('../lua/', import.meta.url))

/** A key or argument value as ioredis sends it. */
export type ScriptValue = string | number

/** What a script runs on: an ioredis `Redis` or `Cluster` (both define commands the same way). */
export interface ScriptConnection {
  defineCommand: (name: string, definition: { lua: string, numberOfKeys?: number }) => void
}

/** An ioredis `pipeline()` or `multi()` created from a connection the script was defined on. */
export type ScriptPipeline = object

type Named<N extends string, V> = [N] extends [never] ? { [key: string]: never } : { readonly [P in N]: V }

/** One call: keys and arguments by name; `moreKeys`/`moreArgs` follow them for a script that declares `...`. */
export interface ScriptCall<K extends string, A extends string> {
  keys: Named<K, string>
  args: Named<A, ScriptValue>
  moreKeys?: readonly string[]
  moreArgs?: readonly ScriptValue[]
}

export interface LuaScriptSpec<K extends string, A extends string, R> {
  /** The ioredis command name (unique in the service), e.g. `hcsIntakeAccept`. */
  name: string
  /** The script file: `new URL('../lua/x.lua', import.meta.url)`. */
  file: URL
  /** KEYS in order, as the file's `-- KEYS:` line names them. */
  keys: readonly K[]
  /** ARGV in order, as the file's `-- ARGV:` line names them. */
  args: readonly A[]
  /** The script takes more keys after the named ones (the file's KEYS line ends with `...`). */
  moreKeys?: boolean
  /** The script takes more arguments after the named ones (the file's ARGV line ends with `...`). */
  moreArgs?: boolean
  /**
   * The name lists the script's Lua reads (`-- layout: name` lines of the script or of a helper it includes),
   * by layout name; each layout's parts become Lua tables. `call` is the script's own `keys` and `args`.
   */
  layouts?: Readonly<Record<string, LuaLayout>>
  /** Reads the raw reply (ioredis' conversion of the Lua value) into its type; throws on a reply it does not know. */
  reply: (raw: unknown) => R
}

/** A named layout: its parts (e.g. `topicKeys`), each a list of names, as `-- layout:` gives them to the Lua. */
export type LuaLayout = Readonly<Record<string, readonly string[]>>

export interface LuaScript<K extends string, A extends string, R> {
  readonly name: string
  readonly keys: readonly K[]
  readonly args: readonly A[]
  /** The composed script text (helpers first), read once. */
  source: () => string
  /** Defines the command on the connection, once per connection (EVALSHA, falling back to EVAL). */
  define: (connection: ScriptConnection) => void
  /** Runs the script and reads its reply. */
  run: (connection: ScriptConnection, call: ScriptCall<K, A>) => Promise<R>
  /** Queues the script on a pipeline or multi (its connection must have had `define` before it was created); `reply` reads its result. */
  queue: (pipeline: ScriptPipeline, call: ScriptCall<K, A>) => void
  /** Reads a raw reply (e.g. one `exec()` result of {@link queue}). */
  reply: (raw: unknown) => R
  /** The flat KEYS and ARGV of a call, in order. */
  flatten: (call: ScriptCall<K, A>) => { keys: string[], args: ScriptValue[] }
}

const INCLUDE = /^--\s*include:\s*(\S+)\s*$/
const LAYOUT = /^--\s*layout:\s*(\S+)\s*$/
const DECLARATION = /^--\s*(KEYS|ARGV):(.*)$/

const files = new Map<string, string>()

// Each file is read once per process, however many scripts include it.
function readLua (path: string): string {
  let text = files.get(path)
  if (text === undefined) {
    text = readFileSync(path, 'utf8')
    files.set(path, text)
  }
  return text
}

function includesOf (text: string): string[] {
  const names: string[] = []
  for (const line of text.split('\n')) {
    const m = INCLUDE.exec(line)
    if (m?.[1] !== undefined) names.push(m[1])
  }
  return names
}

// An app's Lua tree: the nearest folder named `lua` above the file (its concern folders lie under it), or none.
function luaRootOf (file: string): string | undefined {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    if (basename(dir) === 'lua') return dir
    if (dirname(dir) === dir) return undefined
  }
}

const treeFiles = new Map<string, Map<string, string[]>>()

// The .lua files of a Lua tree by name, listed once per process.
function filesOfTree (root: string): Map<string, string[]> {
  let byName = treeFiles.get(root)
  if (byName === undefined) {
    byName = new Map()
    for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.lua')) continue
      const name = basename(entry, '.lua')
      byName.set(name, [...(byName.get(name) ?? []), join(root, entry)])
    }
    treeFiles.set(root, byName)
  }
  return byName
}

// `-- include: name` is `name.lua` beside the including file, else anywhere in its app's lua/ tree, else in
// protocol's lua/. A name must have one file among them: a helper that exists twice is refused, not shadowed.
function resolveInclude (name: string, from: string): string {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) throw new Error(`${from}: bad include name '${name}'`)
  const found = new Map<string, string>()
  const root = luaRootOf(from)
  for (const file of root === undefined ? [] : filesOfTree(root).get(name) ?? []) found.set(file, dirname(file) === dirname(from) ? 'beside it' : 'in its lua/ tree')
  const local = join(dirname(from), `${name}.lua`)
  if (!found.has(local) && existsSync(local)) found.set(local, 'beside it')
  const shared = join(PROTOCOL_LUA, `${name}.lua`)
  if (!found.has(shared) && existsSync(shared)) found.set(shared, "in protocol's lua/")
  const [first, second] = [...found]
  if (first === undefined) throw new Error(`${from}: include '${name}' not found beside it, in its lua/ tree or in protocol's lua/`)
  if (second !== undefined) throw new Error(`${from}: include '${name}' exists both ${first[1]} and ${second[1]}`)
  return first[0]
}

// `topicKeys` -> `TOPIC_KEYS`
function luaConstant (name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()
}

function layoutLua (name: string, layout: LuaLayout, from: string): string {
  return Object.entries(layout).map(([part, names]) => {
    for (const n of names) if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(n)) throw new Error(`${from}: layout ${name}.${part}: '${n}' is not a Lua name`)
    const constant = `${luaConstant(name)}_${luaConstant(part)}`
    // the list, and a constructor of the named table from a run of KEYS or ARGV: a table constructor sizes the table
    // once, where named() grows it one name at a time (a batch builds one per operation)
    return `local ${constant} = { ${names.map((n) => `'${n}'`).join(', ')} }\n` +
      `local function ${constant}_AT (v, b) return { ${names.map((n, i) => `${n} = v[b + ${i + 1}]`).join(', ')} } end`
  }).join('\n')
}

// Replaces each `-- layout: name` line by its layout's tables; every layout given is used (`call`, the script's own
// KEYS and ARGV, excepted: a script need not read them by name), every one used is given.
function expandLayouts (parts: string[], layouts: Readonly<Record<string, LuaLayout>>, path: string): string[] {
  const used = new Set<string>()
  const out = parts.map((text) => text.split('\n').map((line) => {
    const name = LAYOUT.exec(line)?.[1]
    if (name === undefined) return line
    const layout = layouts[name]
    if (layout === undefined) throw new Error(`${path}: '-- layout: ${name}' but the script's definition gives no layout ${name}`)
    if (used.has(name)) throw new Error(`${path}: '-- layout: ${name}' read twice`)
    used.add(name)
    return layoutLua(name, layout, path)
  }).join('\n'))
  const unused = Object.keys(layouts).filter((name) => !used.has(name) && name !== 'call')
  if (unused.length > 0) throw new Error(`${path}: layout ${unused.join(', ')} given but no '-- layout:' line reads it`)
  return out
}

/**
 * The script at `path` with every helper it includes (transitively) put once before it, in include order; with
 * `layouts`, each `-- layout: name` line replaced by that layout's tables (without, those lines stay comments).
 */
export function composeLua (path: string, layouts?: Readonly<Record<string, LuaLayout>>): string {
  const done = new Set<string>()
  const parts: string[] = []
  const visit = (file: string, chain: string[]): void => {
    if (done.has(file)) return
    if (chain.includes(file)) throw new Error(`include cycle: ${[...chain, file].join(' -> ')}`)
    const text = readLua(file)
    for (const name of includesOf(text)) visit(resolveInclude(name, file), [...chain, file])
    done.add(file)
    parts.push(text)
  }
  visit(path, [])
  return (layouts === undefined ? parts : expandLayouts(parts, layouts, path)).join('\n')
}

function declared (text: string, what: 'KEYS' | 'ARGV', path: string): { names: string[], more: boolean } {
  for (const line of text.split('\n')) {
    const m = DECLARATION.exec(line)
    if (m?.[1] !== what) continue
    const names = (m[2] ?? '').trim().split(/\s+/).filter((name) => name !== '')
    const more = names.at(-1) === '...'
    return { names: more ? names.slice(0, -1) : names, more }
  }
  throw new Error(`${path}: no '-- ${what}:' line`)
}

function checkDeclarations (path: string, text: string, spec: LuaScriptSpec<string, string, unknown>): void {
  for (const [what, names, more] of [['KEYS', spec.keys, spec.moreKeys === true], ['ARGV', spec.args, spec.moreArgs === true]] as const) {
    const d = declared(text, what, path)
    if (d.names.join(' ') !== names.join(' ') || d.more !== more) {
      throw new Error(`${path}: '-- ${what}: ${d.names.join(' ')}${d.more ? ' ...' : ''}' differs from script ${spec.name}: ${names.join(' ')}${more ? ' ...' : ''}`)
    }
  }
}

const registered = new Map<string, string>()
const definedOn = new WeakMap<object, Set<string>>()

type Invoke = (...args: ScriptValue[]) => unknown

function commandOf (target: object, name: string, hint: string): Invoke {
  const command = (target as Record<string, unknown>)[name]
  if (typeof command !== 'function') throw new Error(`script ${name} is not defined on this ${hint}`)
  return (command as Invoke).bind(target)
}

/**
 * Declares one script: its file, its named KEYS and ARGV, how to read its reply. Reads nothing until first
 * used; then reads the file and its includes once.
 */
export function luaScript<const K extends string, const A extends string, R> (spec: LuaScriptSpec<K, A, R>): LuaScript<K, A, R> {
  const path = fileURLToPath(spec.file)
  const other = registered.get(spec.name)
  if (other !== undefined && other !== path) throw new Error(`script name ${spec.name} is taken by ${other}`)
  registered.set(spec.name, path)
  let text: string | undefined

  const source = (): string => {
    if (text === undefined) {
      checkDeclarations(path, readLua(path), spec)
      text = composeLua(path, { ...spec.layouts, call: { keys: spec.keys, args: spec.args } })
    }
    return text
  }

  const flatten = (call: ScriptCall<K, A>): { keys: string[], args: ScriptValue[] } => {
    const namedKeys = call.keys as Record<string, string | undefined>
    const namedArgs = call.args as Record<string, ScriptValue | undefined>
    const keys = spec.keys.map((name) => {
      const value = namedKeys[name]
      if (value === undefined) throw new Error(`script ${spec.name}: key ${name} missing`)
      return value
    })
    const args = spec.args.map((name) => {
      const value = namedArgs[name]
      if (value === undefined) throw new Error(`script ${spec.name}: argument ${name} missing`)
      return value
    })
    if (call.moreKeys !== undefined && call.moreKeys.length > 0) {
      if (spec.moreKeys !== true) throw new Error(`script ${spec.name} takes no more keys`)
      keys.push(...call.moreKeys)
    }
    if (call.moreArgs !== undefined && call.moreArgs.length > 0) {
      if (spec.moreArgs !== true) throw new Error(`script ${spec.name} takes no more arguments`)
      args.push(...call.moreArgs)
    }
    return { keys, args }
  }

  // With a variable number of keys ioredis takes the count as the command's first argument.
  const commandArgs = (call: ScriptCall<K, A>): ScriptValue[] => {
    const { keys, args } = flatten(call)
    return spec.moreKeys === true ? [keys.length, ...keys, ...args] : [...keys, ...args]
  }

  const define = (connection: ScriptConnection): void => {
    let names = definedOn.get(connection)
    if (names === undefined) {
      names = new Set()
      definedOn.set(connection, names)
    }
    if (names.has(spec.name)) return
    connection.defineCommand(spec.name, spec.moreKeys === true ? { lua: source() } : { lua: source(), numberOfKeys: spec.keys.length })
    names.add(spec.name)
  }

  return {
    name: spec.name,
    keys: spec.keys,
    args: spec.args,
    source,
    define,
    async run (connection, call) {
      define(connection)
      return spec.reply(await commandOf(connection, spec.name, 'connection')(...commandArgs(call)))
    },
    queue (pipeline, call) {
      commandOf(pipeline, spec.name, 'pipeline (define it on the connection before creating the pipeline)')(...commandArgs(call))
    },
    reply: spec.reply,
    flatten
  }
}

/** Reply readers shared by the scripts' definitions. */
export const replies = {
  integer (raw: unknown): number {
    if (typeof raw !== 'number') throw new Error(`script reply: expected an integer, got ${typeof raw}`)
    return raw
  },
  string (raw: unknown): string {
    if (typeof raw !== 'string') throw new Error(`script reply: expected a string, got ${typeof raw}`)
    return raw
  },
  strings (raw: unknown): string[] {
    if (!Array.isArray(raw)) throw new Error(`script reply: expected an array, got ${typeof raw}`)
    return raw.map(String)
  }
}
