// Baseline 1: the fastest a fastify route can answer on this machine (no validation, no Redis).
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
const url = await app.listen({ port: 0, host: '127.0.0.1' })
process.stdout.write(`${JSON.stringify({ msg: 'baseline ready', url })}\n`)
process.once('SIGTERM', async () => {
  await app.close()
  process.exit(0)
})
