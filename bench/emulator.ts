// Throughput of the emulator as an SDK client sees it: submit + receipt per second at several
// concurrencies. The emulator runs in its own process; the client here signs with node:crypto.
import { spawn } from 'node:child_process'
import { createPrivateKey, sign } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Client, PrivateKey, TopicCreateTransaction, TopicMessageSubmitTransaction } from '@hashgraph/sdk'

interface Info { grpcAddress: string, nodeAccountId: string, operatorId: string, operatorKey: string }

const root = fileURLToPath(new URL('..', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'bench-emulator-'))
const infoFile = join(dir, 'network.json')
const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/emulator/src/main.ts'], {
  cwd: root,
  env: { ...process.env, EMULATOR_GRPC_PORT: '0', EMULATOR_MIRROR_PORT: '0', EMULATOR_INFO_FILE: infoFile, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit']
})

async function waitForInfo (): Promise<Info> {
  const deadline = Date.now() + 30_000
  while (!existsSync(infoFile)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the emulator did not start')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return JSON.parse(readFileSync(infoFile, 'utf8')) as Info
}

/** CPU seconds the emulator process has used (Linux /proc), or undefined elsewhere. */
function emulatorCpuSeconds (): number | undefined {
  try {
    const stat = readFileSync(`/proc/${child.pid ?? 0}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return undefined
  }
}

async function run (client: Client, topicId: string, concurrency: number, total: number): Promise<string[]> {
  let next = 0
  const latencies: number[] = []
  async function lane (): Promise<void> {
    while (next < total) {
      next++
      const t0 = performance.now()
      const response = await new TopicMessageSubmitTransaction().setTopicId(topicId).setMessage(`bench ${next}`).execute(client)
      await response.getReceipt(client)
      latencies.push(performance.now() - t0)
    }
  }
  const cpu0 = emulatorCpuSeconds()
  const t0 = performance.now()
  await Promise.all(Array.from({ length: concurrency }, lane))
  const seconds = (performance.now() - t0) / 1000
  const cpu1 = emulatorCpuSeconds()
  latencies.sort((a, b) => a - b)
  const pct = (p: number): string => (latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0).toFixed(1)
  const cpu = cpu0 !== undefined && cpu1 !== undefined ? cpu1 - cpu0 : undefined
  return [
    String(concurrency), String(total), seconds.toFixed(2), (total / seconds).toFixed(0), pct(0.5), pct(0.99),
    cpu !== undefined && cpu > 0 ? (total / cpu).toFixed(0) : 'n/a'
  ]
}

try {
  const info = await waitForInfo()
  const client = Client.forNetwork({ [info.grpcAddress]: info.nodeAccountId }, { scheduleNetworkUpdate: false })
  const key = PrivateKey.fromStringDer(info.operatorKey)
  const keyObject = createPrivateKey({ key: Buffer.from(info.operatorKey, 'hex'), format: 'der', type: 'pkcs8' })
  client.setOperatorWith(info.operatorId, key.publicKey, async (message) => sign(null, message, keyObject))
  const topicId = (await (await new TopicCreateTransaction().execute(client)).getReceipt(client)).topicId?.toString() ?? ''
  await run(client, topicId, 20, 500) // warm-up: JIT, connections
  const rows = [['concurrency', 'messages', 'seconds', 'msg/s', 'p50 ms', 'p99 ms', 'emulator msg per CPU-s']]
  for (const [concurrency, total] of [[1, 500], [20, 3000], [100, 6000]] as const) {
    rows.push(await run(client, topicId, concurrency, total))
  }
  client.close()
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? []
  for (const row of rows) console.log(row.map((cell, i) => cell.padStart(widths[i] ?? 0)).join('  '))
  console.log('\nmsg/s is submit + receipt as one SDK client process sees it; the last column is the emulator\'s own ceiling (messages per second of its CPU).')
} finally {
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
  rmSync(dir, { recursive: true, force: true })
}
