// The api's bodies and answers, read off its OpenAPI document (openapi.ts, generated); index.ts exports them.
import type { paths } from './openapi.js'

type Post<P extends keyof paths> = paths[P] extends { post: infer O } ? O : never
type JsonBody<O> = O extends { requestBody: { content: { 'application/json': infer B } } } ? B : never
type JsonAnswer<O, S extends number> = O extends { responses: { [K in S]: { content: { 'application/json': infer B } } } } ? B : never
type ProblemAnswer<O, S extends number> = O extends { responses: { [K in S]: { content: { 'application/problem+json': infer B } } } } ? B : never

export type DeployBody = JsonBody<Post<'/api/inscription/deploy'>>
export type MintBody = JsonBody<Post<'/api/inscription/{ticker}/mint'>>
export type TransferBody = JsonBody<Post<'/api/inscription/{ticker}/transfer'>>
export type BurnBody = JsonBody<Post<'/api/inscription/{ticker}/burn'>>
/** One operation: the single route's body plus `op` (and `ticker`, which the single routes take from the path). */
export type Operation =
  | ({ op: 'deploy' } & DeployBody)
  | ({ op: 'mint', ticker: string } & MintBody)
  | ({ op: 'transfer', ticker: string } & TransferBody)
  | ({ op: 'burn', ticker: string } & BurnBody)
export type Accepted = JsonAnswer<Post<'/api/inscription/deploy'>, 202>
export type BatchAnswer = JsonAnswer<Post<'/api/inscription/batch'>, 207>
export type Job = JsonAnswer<paths['/api/jobs/{jobId}']['get'], 200>
/** An RFC 9457 problem body as the api sends it. */
export type Problem = ProblemAnswer<Post<'/api/inscription/deploy'>, 409>
export type Webhook = JsonAnswer<Post<'/api/webhooks'>, 201>
/** A prepared transaction for the holder (the `from` account) to sign: `transaction` is base64 of its bytes. */
export type Prepared = JsonAnswer<Post<'/api/inscription/{ticker}/transfer/prepare'>, 201>
export type Deliveries = JsonAnswer<paths['/api/webhooks/{id}/deliveries']['get'], 200>
/** An account's balances on a topic, one page of the topic's tickers: `balances` where it holds something, `next` or null. */
export type AccountBalances = JsonAnswer<paths['/api/accounts/{account}']['get'], 200>
/** A page of a topic's confirmed tickers in deploy order. */
export type TickersPage = JsonAnswer<paths['/api/inscription']['get'], 200>
/** The body of a registry listing: the name a topic is listed under, optional metadata and memo. */
export type ListingBody = JsonBody<Post<'/api/topics/{topicId}/register'>>
/** A registry listing accepted: its job (on the registry topic: `topicId`) lists `listedTopicId`. */
export type ListingAccepted = JsonAnswer<Post<'/api/topics/{topicId}/register'>, 202>
/** A page of the registry topic's listings, each with what the mirror says of it (`verified`). */
export type RegistryPage = JsonAnswer<paths['/api/registry']['get'], 200>
/** A page of a ticker's history: `items` in the order asked, `next` the link to the following page or null. */
export type HistoryPage = JsonAnswer<paths['/api/inscription/{ticker}/history']['get'], 200>
/** A page of a topic's rejected messages. */
export type InvalidPage = JsonAnswer<paths['/api/topics/{topicId}/invalid']['get'], 200>
