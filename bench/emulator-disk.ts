// The emulator's memory with a large topic (ADR 034): writes BENCH_N messages (default 1,000,000) to one topic
// through the emulator's own store and state API, in a child process, and reports RSS and heap before and after;
// then starts the emulator on that data dir in a fresh child (replay) and measures RSS, heap and mirror read
// latency (REST by sequence number, REST pages, a gRPC subscription from a start time).
// BENCH_STORE=memory writes to the memory store instead (every event kept as an object), for comparison.
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createInterface } from 'node:readline'
import { Client, PrivateKey, Timestamp, TopicMessageQuery } from '@hashgraph/sdk'
import { pino } from 'pino'
import { INITIAL_RUNNING_HASH, computeRunningHash } from '@hcs/protocol'
import { startEmulator } from '../apps/emulator/src/emulator.js'
import { generateOperatorKey } from '../apps/emulator/src/keys.js'
import { writeOperatorKeyFile } from '../apps/emulator/src/secret-files.js'
import { applyEvent, createState, type LedgerEvent, type TxEvent } from '../apps/emulator/src/ledger/state.js'
import { createMemoryStore, openFileStore } from '../apps/emulator/src/ledger/store.js'
import { nsToMirror } from '../apps/emulator/src/ids.js'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const TOPIC = '0.0.1001'
const MB = 1024 * 1024

interface Memory { rssMb: number, heapUsedMb: number, externalMb: number, arrayBuffersMb: number }

function memory (): Memory {
  globalThis.gc?.()
  const m = process.memoryUsage()
  const mb = (n: number): number => Math.round(n / MB * 10) / 10
  return { rssMb: mb(m.rss), heapUsedMb: mb(m.heapUsed), externalMb: mb(m.external), arrayBuffersMb: mb(m.arrayBuffers) }
}

function quantiles (ms: number[]): { p50: number, p99: number, max: number } {
  const sorted = [...ms].sort((a, b) => a - b)
  const at = (q: number): number => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 1000) / 1000
  return { p50: at(0.5), p99: at(0.99), max: at(1) }
}

/** A submit event as the ledger writes it: an HCS-20-sized JSON payload, real running hashes. */
function * messages (n: number, startNs: bigint): Generator<TxEvent> {
  let runningHash = INITIAL_RUNNING_HASH
  for (let seq = 1; seq <= n; seq++) {
    const consensusNs = startNs + BigInt(seq) * 1_000n
    const data = Buffer.from(JSON.stringify({ p: 'hcs-20', op: 'mint', tick: 'loyal', amt: String(seq % 1000), to: `0.0.${100_000 + (seq % 5000)}`, m: `bench ${seq}` }))
    runningHash = computeRunningHash({
      previous: runningHash,
      payer: [0, 0, 2],
      topic: [0, 0, 1001],
      consensusSeconds: consensusNs / 1_000_000_000n,
      consensusNanos: Number(consensusNs % 1_000_000_000n),
      sequenceNumber: BigInt(seq),
      message: data
    })
    yield {
      e: 'tx',
      txId: `0.0.2@${nsToMirror(consensusNs - 3_000_000_000n)}`,
      name: 'CONSENSUSSUBMITMESSAGE',
      status: 'SUCCESS',
      consensus: nsToMirror(consensusNs),
      hash: createHash('sha384').update(data).update(String(seq)).digest('base64'),
      node: '0.0.3',
      validDuration: 120,
      maxFee: '200000000',
      memo: '',
      fee: 800_000,
      entity: TOPIC,
      message: { seq, runningHash: runningHash.toString('base64'), data: data.toString('base64') }
    }
  }
}

/** Child: writes the data dir (genesis, one topic, n messages) and prints one JSON line. */
function write (dir: string, n: number, storeKind: string): void {
  const before = memory()
  const store = storeKind === 'memory' ? createMemoryStore() : openFileStore(dir)
  const state = createState(store)
  store.replay(() => {})
  const commit = (event: LedgerEvent): void => { applyEvent(state, event, store.append(event)) }
  const key = generateOperatorKey()
  writeOperatorKeyFile(dir, key.derHex)
  // two hours ago: the receipt cache (the last ~3 minutes of transactions) stays empty at the restart
  const startNs = (BigInt(Date.now()) - 7_200_000n) * 1_000_000n
  commit({ e: 'genesis', operatorId: '0.0.2', operatorPublicKey: key.publicHex, genesisId: randomBytes(8).toString('hex') })
  commit({
    e: 'tx',
    txId: `0.0.2@${nsToMirror(startNs - 5_000_000_000n)}`,
    name: 'CONSENSUSCREATETOPIC',
    status: 'SUCCESS',
    consensus: nsToMirror(startNs),
    hash: '',
    node: '0.0.3',
    validDuration: 120,
    maxFee: '200000000',
    memo: '',
    fee: 110_000_000,
    entity: TOPIC,
    topic: { memo: 'bench', autoRenewPeriod: 7_776_000 }
  })
  const t0 = performance.now()
  for (const event of messages(n, startNs)) commit(event)
  const writeS = (performance.now() - t0) / 1000
  const after = memory()
  const topic = state.topics.get(TOPIC)
  const indexBytes = (topic?.messages.bytes ?? 0) + state.transactions.bytes + store.indexBytes
  store.close()
  const logMb = storeKind === 'memory' ? 0 : Math.round(statSync(join(dir, 'ledger.log')).size / MB)
  console.log(JSON.stringify({ phase: 'write', store: storeKind, n, writeS: Math.round(writeS * 10) / 10, perSecond: Math.round(n / writeS), before, after, indexBytesPerMessage: Math.round(indexBytes / n * 10) / 10, logMb }))
}

async function subscribe (client: Client, fromNs: bigint, count: number): Promise<number> {
  const t0 = performance.now()
  await new Promise<void>((resolve, reject) => {
    let got = 0
    const handle = new TopicMessageQuery().setTopicId(TOPIC).setStartTime(Timestamp.fromDate(new Date(Number(fromNs / 1_000_000n)))).setLimit(count)
      .setCompletionHandler(() => { resolve() })
      .subscribe(client, (_m, err) => { reject(err) }, () => { if (++got === count) { handle.unsubscribe(); resolve() } })
  })
  return performance.now() - t0
}

/** Child: starts the emulator on the data dir, reads through its mirror, prints one JSON line. */
async function serve (dir: string, n: number): Promise<void> {
  const before = memory()
  const t0 = performance.now()
  const emulator = await startEmulator({ dataDir: dir, grpcPort: 0, mirrorPort: 0, logger: pino({ level: 'silent' }) })
  const startS = (performance.now() - t0) / 1000
  const started = memory()
  const get = async (path: string): Promise<number> => {
    const s = performance.now()
    const res = await fetch(emulator.mirrorUrl + path)
    const body = await res.json() as { messages?: unknown[], sequence_number?: number }
    if (res.status !== 200 || (body.messages !== undefined && body.messages.length === 0)) throw new Error(`${path}: ${res.status}`)
    return performance.now() - s
  }
  const random = (): number => 1 + Math.floor(Math.random() * n)
  const bySeq: number[] = []
  const pages: number[] = []
  const SAMPLES = 500
  for (let i = 0; i < SAMPLES; i++) bySeq.push(await get(`/api/v1/topics/${TOPIC}/messages/${random()}`))
  for (let i = 0; i < SAMPLES; i++) pages.push(await get(`/api/v1/topics/${TOPIC}/messages?sequencenumber=gte:${random()}&limit=100`))
  const head = await get(`/api/v1/topics/${TOPIC}/messages?limit=100`)
  const tail = await get(`/api/v1/topics/${TOPIC}/messages?order=desc&limit=100`)
  const client = Client.forNetwork({ [emulator.grpcAddress]: emulator.nodeAccountId }, { scheduleNetworkUpdate: false })
  client.setMirrorNetwork([emulator.mirrorGrpcAddress])
  client.setOperator(emulator.operatorId, PrivateKey.fromStringDer(emulator.operatorKey))
  const streamed = Math.min(n, 100_000)
  // from the consensus time of the message `streamed` before the end
  const { body } = await fetch(emulator.mirrorUrl + `/api/v1/topics/${TOPIC}/messages/${n - streamed + 1}`).then(async (r) => ({ body: await r.json() as { consensus_timestamp: string } }))
  const [s, ns] = body.consensus_timestamp.split('.')
  const fromNs = BigInt(s ?? '0') * 1_000_000_000n + BigInt(ns ?? '0')
  const streamMs = await subscribe(client, fromNs, streamed)
  client.close()
  const afterReads = memory()
  await emulator.close()
  console.log(JSON.stringify({
    phase: 'serve',
    n,
    startS: Math.round(startS * 10) / 10,
    before,
    started,
    afterReads,
    restBySequenceMs: quantiles(bySeq),
    restPage100Ms: quantiles(pages),
    restHeadMs: Math.round(head * 1000) / 1000,
    restTailDescMs: Math.round(tail * 1000) / 1000,
    grpc: { messages: streamed, ms: Math.round(streamMs), perSecond: Math.round(streamed / streamMs * 1000) }
  }))
}

async function child (args: string[]): Promise<Record<string, unknown>> {
  const proc = spawn(process.execPath, ['--expose-gc', '--conditions=source', '--import', 'tsx', 'bench/emulator-disk.ts', ...args], {
    cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit']
  })
  let result: Record<string, unknown> | undefined
  for await (const line of createInterface({ input: proc.stdout })) {
    try { result = JSON.parse(line) as Record<string, unknown> } catch { process.stdout.write(line + '\n') }
  }
  if (result === undefined) throw new Error(`bench child ${args[0] ?? ''} printed no result`)
  return result
}

const [mode, dirArg, nArg] = process.argv.slice(2)
if (mode === 'write') write(dirArg ?? '', Number(nArg), process.env.BENCH_STORE ?? 'file')
else if (mode === 'serve') await serve(dirArg ?? '', Number(nArg))
else {
  const n = Number(process.env.BENCH_N ?? 1_000_000)
  const dir = mkdtempSync(join(tmpdir(), 'bench-emulator-disk-'))
  try {
    const written = await child(['write', dir, String(n)])
    console.log(JSON.stringify(written, null, 2))
    if (process.env.BENCH_STORE !== 'memory') console.log(JSON.stringify(await child(['serve', dir, String(n)]), null, 2))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
