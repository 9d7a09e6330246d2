import { z } from 'zod'

// The bodies of the reads over a whole topic (ledger/account-routes.ts, ledger/registry-routes.ts): an account's
// balances across the topic's tickers, the topic's tickers, the registry's listings. Beside responses.ts, for the
// same reason: a concern builds and declares them without importing another.

const DecimalSchema = z.string().regex(/^\d+$/).describe('Exact decimal amount (string: up to 18 digits)')
const NextSchema = z.string().nullable().describe('Link to the next page (relative, with the same query), null on the last one')

export const AccountBalancesSchema = z.object({
  account: z.string(),
  topicId: z.string(),
  balances: z.array(z.object({
    ticker: z.string(),
    balance: DecimalSchema.describe('Confirmed balance (0 when only something is pending)'),
    pending: DecimalSchema.describe('Reserved by accepted, unconfirmed transfers and burns from this account')
  })).describe('The tickers of this page of the topic\'s tickers (deploy order) where the account holds a balance or has something pending'),
  next: NextSchema.describe('Link to the next page of the topic\'s tickers, null on the last one. A page lists only the tickers where the account holds something: it may list fewer than `limit`, or none, and still have a next one.')
}).describe('An account\'s balances on a topic, walking the topic\'s tickers in deploy order')
export type AccountBalances = z.infer<typeof AccountBalancesSchema>

const TickerItemSchema = z.object({
  ticker: z.string(),
  name: z.string(),
  max: DecimalSchema,
  limit: DecimalSchema.nullable().describe('Most one mint may create (the deploy\'s `lim`), null when the deploy set none'),
  supply: DecimalSchema.describe('Confirmed minted supply (burns subtracted)'),
  holders: z.number().int().describe('Accounts with a confirmed balance above zero'),
  metadata: z.string().nullable(),
  sequenceNumber: z.number().int().describe('Sequence number of the deploy on the topic'),
  consensusTimestamp: z.string().describe('Consensus timestamp of the deploy, seconds.nanos'),
  tenant: z.string().optional().describe('Operator keys only: the tenant whose keys may mint, transfer and burn it (`default` for tickers other writers deployed)')
})
export type TickerItem = z.infer<typeof TickerItemSchema>

export const TickersPageSchema = z.object({
  topicId: z.string(),
  items: z.array(TickerItemSchema).describe('Confirmed tickers in deploy order'),
  next: NextSchema
}).describe('A page of the topic\'s confirmed tickers, in deploy order')

const RegistryItemSchema = z.object({
  topicId: z.string().describe('The listed HCS-20 topic'),
  name: z.string(),
  metadata: z.string().nullable(),
  private: z.boolean().describe('What the entry claims (anyone may write an entry)'),
  verified: z.boolean().nullable().describe('true: the topic exists on the mirror and its submit key agrees with `private` (no submit key: public); false: it does not exist, was deleted, or disagrees; null: the mirror did not answer in time (or none is configured)'),
  sequenceNumber: z.number().int().describe('Sequence number of the register message on the registry topic')
})
export type RegistryItem = z.infer<typeof RegistryItemSchema>

export const RegistryPageSchema = z.object({
  registryTopicId: z.string(),
  items: z.array(RegistryItemSchema).describe('Listings in registry order'),
  next: NextSchema
}).describe('A page of the registry topic\'s listings')
