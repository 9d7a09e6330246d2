// Experiment server: the bare enqueue route, plus ROUND_TRIPS - 2 extra sequential Redis round trips
// (the api makes about six per request), with or without ioredis auto-pipelining (AUTOPIPELINE=1).
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { Queue } from 'bullmq'
import { Redis } from 'ioredis'
import { z } from 'zod'

const prefix = process.env.BENCH_PREFIX ?? 'bench-rt'
const extra = Math.max(0, Number(process.env.ROUND_TRIPS ?? 2) - 2)
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
  maxRetriesPerRequest: null, enableAutoPipelining: process.env.AUTOPIPELINE === '1'
})
const queue = new Queue('submit', { connection: redis, prefix })
const BodySchema = z.object({ amount: z.string().regex(/^\d{1,18}$/), to: z.string(), from: z.string().optional() })

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>()
app.setValidatorCompiler(validatorCompiler)
app.setSerializerCompiler(serializerCompiler)
app.post('/api/inscription/:ticker/:op', { schema: { body: BodySchema } }, async (request, reply) => {
  const jobId = String(request.headers['idempotency-key'])
  // Stand-ins for rate limit, idempotency claim, admission, record create, idempotency complete.
  for (let i = 0; i < extra; i++) await redis.set(`${prefix}:rt:${jobId}:${i}`, '1', 'EX', 60)
  await redis.set(`${prefix}:job:${jobId}`, JSON.stringify(request.body), 'EX', 604_800)
  await queue.add('submit', request.body, { jobId, removeOnComplete: 1000 })
  return await reply.code(202).send({ jobId })
})

const url = await app.listen({ port: 0, host: '127.0.0.1' })
process.stdout.write(`${JSON.stringify({ msg: 'baseline ready', url })}\n`)
process.once('SIGTERM', async () => {
  await app.close()
  await queue.close()
  redis.disconnect()
  process.exit(0)
})
