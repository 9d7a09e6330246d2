// Baseline 3: the batch route a user would write by hand: zod over the whole batch, one BullMQ addBulk.
import { randomUUID } from 'node:crypto'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { Queue } from 'bullmq'
import { Redis } from 'ioredis'
import { z } from 'zod'

const prefix = process.env.BENCH_PREFIX ?? 'bench-batch'
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null })
const queue = new Queue('submit', { connection: redis, prefix })
const Account = z.string().regex(/^\d+\.\d+\.\d+$/)
const OperationSchema = z.object({
  op: z.enum(['mint', 'transfer']),
  ticker: z.string().min(1).max(32),
  amount: z.union([z.string().regex(/^\d{1,18}$/), z.number().int().positive()]),
  to: Account,
  from: Account.optional(),
  memo: z.string().max(500).optional()
})
const BodySchema = z.object({ operations: z.array(OperationSchema).min(1).max(1000) })

const app = Fastify({ logger: false, bodyLimit: 1_048_576 }).withTypeProvider<ZodTypeProvider>()
app.setValidatorCompiler(validatorCompiler)
app.setSerializerCompiler(serializerCompiler)
app.post('/api/inscription/batch', { schema: { body: BodySchema } }, async (request, reply) => {
  const jobs = request.body.operations.map((data) => ({ name: 'submit', data, opts: { jobId: `job-${randomUUID()}`, removeOnComplete: 1000 } }))
  await queue.addBulk(jobs)
  return await reply.code(207).send({ results: jobs.map((job) => ({ jobId: job.opts.jobId, status: 'queued' })) })
})

const url = await app.listen({ port: 0, host: '127.0.0.1' })
process.stdout.write(`${JSON.stringify({ msg: 'baseline ready', url })}\n`)
process.once('SIGTERM', async () => {
  await app.close()
  await queue.close()
  redis.disconnect()
  process.exit(0)
})
