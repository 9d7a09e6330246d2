import { createBullBoard } from '@bull-board/api'
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter'
import { FastifyAdapter } from '@bull-board/fastify'
import basicAuth from '@fastify/basic-auth'
import { Queue } from 'bullmq'
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { serviceQueues } from '@hcs/protocol'
import type { KeyScope, QueueRef } from '@hcs/protocol'
import { may } from '../access/auth.js'
import type { KeyLookup } from '../access/auth.js'
import type { AuthFailures } from '../access/auth-failures.js'
import { AppError, sendProblem } from '../http/errors.js'

/** Where the board is served; not part of the OpenAPI document. */
export const DASHBOARD_PATH = '/admin/queues'
const DASHBOARD_REALM = 'HCS-20 queues'

/** The queues the board shows by default: each topic's submit queue, then the webhook queue. */
export function dashboardQueues (keys: KeyScope, topics: Iterable<string>): QueueRef[] {
  return serviceQueues(keys, topics)
}

/**
 * The board's name of a queue: a topic's submit queue is `<topicId>-hcs20-submit` (every topic's queue is
 * called `hcs20-submit` under its own prefix), the webhook queue its own name.
 */
function boardName (ref: QueueRef): string {
  return ref.topicId === undefined ? ref.name : `${ref.topicId}-${ref.name}`
}

export interface DashboardOptions {
  /** An ioredis connection of the board's own (BullMQ reads on it); the caller closes it. */
  connection: Redis
  /** The queues shown, in order (name and BullMQ prefix: protocol's submitQueueRef / webhookQueueRef). */
  queues: readonly QueueRef[]
  /** No pause, retry, clean, add or remove through the board (its API answers 405); default true. */
  readOnly?: boolean
  /** The api's key lookup: the Basic auth password must be an operator key. */
  lookup: KeyLookup
  /** Where a refused request counts, by its password (the key it tried): 429 in place of the challenge past a limit. */
  failures?: AuthFailures
}

export interface Dashboard {
  /** Registers the board under DASHBOARD_PATH (Basic auth on every route of it, assets included). */
  plugin: FastifyPluginAsync
  /** Shows one more queue; a queue already shown is left as it is. */
  addQueue: (queue: QueueRef) => void
  /** The board's names of the queues shown (boardName), in order. */
  queueNames: () => string[]
  /** Closes the board's Queue objects (not the connection). */
  close: () => Promise<void>
}

function challenge (): AppError {
  return new AppError('UNAUTHORIZED', 401, 'Unauthorized', {
    detail: 'The queue dashboard needs HTTP Basic credentials whose password is an API key',
    headers: { 'www-authenticate': `Basic realm="${DASHBOARD_REALM}", charset="UTF-8"` }
  })
}

/** The password of a request's Basic credentials (what the board checks), undefined without any. */
function basicPassword (request: FastifyRequest): string | undefined {
  const match = /^Basic\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')
  if (match?.[1] === undefined) return undefined
  const decoded = Buffer.from(match[1], 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  return colon < 0 ? undefined : decoded.slice(colon + 1)
}

/**
 * The BullMQ queue dashboard (bull-board). It owns one read-side `Queue` object per shown queue, on the
 * connection it is given; `close` closes them (buildApp does it when the app closes).
 */
export function createDashboard (options: DashboardOptions): Dashboard {
  const { connection, lookup, failures } = options
  const readOnlyMode = options.readOnly ?? true
  const queues = new Map<string, Queue>()
  const serverAdapter = new FastifyAdapter()
  serverAdapter.setBasePath(DASHBOARD_PATH)

  const adapterFor = (ref: QueueRef): BullMQAdapter => {
    // the board reads and acts on jobs; the queue's meta (event stream length, version) is its owners' to write
    const queue = new Queue(ref.name, { connection, prefix: ref.prefix, skipMetasUpdate: true })
    // a Redis outage shows as errors on the board's API calls; the 'error' event must not crash the api
    queue.on('error', () => {})
    queues.set(boardName(ref), queue)
    // the board names a queue `prefix + name`: the topic makes each topic's `hcs20-submit` its own entry
    return new BullMQAdapter(queue, {
      readOnlyMode,
      ...(ref.topicId === undefined ? {} : { prefix: `${ref.topicId}-` })
    })
  }
  const refs = [...new Map(options.queues.map((ref) => [boardName(ref), ref])).values()]
  const board = createBullBoard({
    queues: refs.map(adapterFor),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'HCS-20 queues' } }
  })

  const plugin: FastifyPluginAsync = async (app: FastifyInstance) => {
    await app.register(basicAuth, {
      // the user name is free (a browser asks for one); the password is what is checked
      validate: async (_user, password) => {
        const caller = lookup(password)
        if (caller === undefined || !may(caller, 'operator')) throw challenge()
      }
    })
    // Every board route (page, JSON API, static assets) asks first; a refusal is problem+json with the challenge.
    app.addHook('onRequest', (request, reply, done) => {
      app.basicAuth(request, reply, (err) => {
        if (err === undefined) { done(); return }
        const refused = err instanceof AppError ? err : challenge()
        if (failures === undefined) { sendProblem(request, reply, refused); return }
        failures.record('dashboard', request.ip, basicPassword(request)).then(
          (limited) => { sendProblem(request, reply, limited ?? refused) },
          () => { sendProblem(request, reply, refused) }
        )
      })
    })
    await app.register(serverAdapter.registerPlugin(), { prefix: DASHBOARD_PATH })
  }

  return {
    plugin,
    addQueue (ref) {
      if (!queues.has(boardName(ref))) board.addQueue(adapterFor(ref))
    },
    queueNames: () => [...queues.keys()],
    async close () {
      await Promise.all([...queues.values()].map(async (queue) => await queue.close()))
    }
  }
}
