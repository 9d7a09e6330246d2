// `npm run keys -- <command>`: tenants and API keys from the shell, on the same Redis as the api.
//   tenant <name>                                    creates a tenant
//   create --tenant <t> --name <n> --scopes a,b      creates a key and prints it (shown only here)
//   list [--tenant <t>]                              lists keys (never their secrets)
//   revoke <id>                                      revokes a key: every api process answers 401 within a second
// Reads REDIS_URL / REDIS_CLUSTER_NODES, REDIS_PREFIX and KEY_HASH_SECRET (else `<HCS20_DATA_DIR>/key-hash-secret`,
// as npm start keeps it). Exits 0 on success, 1 on a refusal, 2 when it cannot run.
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import type { Redis } from 'ioredis'
import { createLogger, createRedis, parseEnv, serviceEnv } from '@hcs/runtime'
import { SCOPES } from '../access/auth.js'
import type { Scope } from '../access/auth.js'
import { TENANT_NAME, createKeyStore } from '../access/key-store.js'

async function secretFrom (env: NodeJS.ProcessEnv): Promise<string> {
  if ((env.KEY_HASH_SECRET ?? '') !== '') return env.KEY_HASH_SECRET as string
  const path = resolve(env.HCS20_DATA_DIR ?? '.data', 'key-hash-secret')
  try {
    return (await readFile(path, 'utf8')).trim()
  } catch {
    throw new Error(`KEY_HASH_SECRET is not set and ${path} cannot be read: set it to the api's KEY_HASH_SECRET`)
  }
}

function scopesOf (text: string | undefined): Scope[] {
  const scopes = (text ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '')
  const unknown = scopes.filter((s) => !(SCOPES as readonly string[]).includes(s))
  if (scopes.length === 0 || unknown.length > 0) throw new Error(`--scopes takes a comma-separated list of ${SCOPES.join(', ')}`)
  return scopes as Scope[]
}

/** The CLI as a function (tests): `args` as after `--`; `print` gets each line. Returns the exit code. */
export async function runKeys (args: string[], env: NodeJS.ProcessEnv = process.env, print: (line: string) => void = console.log): Promise<number> {
  let redis: Redis | undefined
  try {
    const { positionals, values } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: { tenant: { type: 'string' }, name: { type: 'string' }, scopes: { type: 'string' } }
    })
    const [command, subject] = positionals
    const config = parseEnv(serviceEnv, env)
    redis = createRedis(config, 'command-line')
    await redis.connect()
    const store = createKeyStore({
      redis,
      prefix: config.REDIS_PREFIX,
      secret: await secretFrom(env),
      configKeys: [],
      log: createLogger({ level: 'silent', app: 'keys' }),
      connectSubscriber: () => { throw new Error('not used') }
    })
    switch (command) {
      case 'tenant': {
        if (subject === undefined || !TENANT_NAME.test(subject)) throw new Error('usage: keys tenant <name> (lower-case letters, digits, - and _, at most 63)')
        const created = await store.createTenant(subject)
        if (created === 'exists') { print(`tenant ${subject} exists`); return 1 }
        print(JSON.stringify({ id: created.id, name: created.name }))
        return 0
      }
      case 'create': {
        // the tenant is always named, as `POST /api/keys` requires (`default`: the operator's)
        const tenant = values.tenant
        if (tenant === undefined) throw new Error('usage: keys create --tenant <t> --name <n> --scopes a,b (--tenant default for an operator key)')
        if (!await store.tenantExists(tenant)) { print(`no tenant ${tenant}`); return 1 }
        const created = await store.createKey({ tenant, name: values.name ?? 'cli', scopes: scopesOf(values.scopes) })
        print(JSON.stringify(created))
        return 0
      }
      case 'list':
        for (const key of await store.listKeys(values.tenant)) print(JSON.stringify(key))
        return 0
      case 'revoke':
        if (subject === undefined) throw new Error('usage: keys revoke <id>')
        if (!await store.revokeKey(subject)) { print(`no stored key ${subject}`); return 1 }
        print(`revoked ${subject}`)
        return 0
    }
    throw new Error('usage: keys tenant <name> | create --tenant <t> --name <n> --scopes a,b | list [--tenant <t>] | revoke <id>')
  } catch (err) {
    print(`keys: ${(err as Error).message}`)
    return 2
  } finally {
    redis?.disconnect()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await runKeys(process.argv.slice(2))
}
