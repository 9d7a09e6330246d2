// Baseline 2: the enqueue route a user would write by hand: zod body, one SET, one BullMQ add.
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { Queue } from 'bullmq'
import { Redis } from 'ioredis'
import { z } from 'zod'

const prefix = process.env.BENCH_PREFIX ?? 'bench-enqueue'
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null })
const queue = new Queue('submit', { connection: redis, prefix })
const BodySchema = z.object({
  amount: z.union([z.string().regex(/^\d{1,18}$/), z.number().int().positive()]),
  to: z.string().regex(/^\d+\.\d+\.\d+$/),
  from: z.string().regex(/^\d+\.\d+\.\d+$/).optional(),
  memo: z.string().max(500).optional()
})
const ParamsSchema = z.object({ ticker: z.string().min(1).max(32), op: z.enum(['mint', 'transfer']) })

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>()
app.setValidatorCompiler(validatorCompiler)
app.setSerializerCompiler(serializerCompiler)
app.post('/api/inscription/:ticker/:op', { schema: { body: BodySchema, params: ParamsSchema } }, async (request, reply) => {
  const jobId = String(request.headers['idempotency-key'])
  const data = { op: request.params.op, tick: request.params.ticker, ...request.body }
  await redis.set(`${prefix}:job:${jobId}`, JSON.stringify({ status: 'queued', ...data }), 'EX', 604_800)
  await queue.add('submit', data, { jobId, removeOnComplete: 1000 })
  return await reply.code(202).send({ jobId, status: 'queued' })
})

const url = await app.listen({ port: 0, host: '127.0.0.1' })
process.stdout.write(`${JSON.stringify({ msg: 'baseline ready', url })}\n`)
process.once('SIGTERM', async () => {
  await app.close()
  await queue.close()
  redis.disconnect()
  process.exit(0)
})
