import { describe, expect, it } from 'vitest'
import {
  BurnRequestSchema, DeployRequestSchema, MintRequestSchema, OperationSchema, TransferRequestSchema, buildMessage, toOperation
} from '../src/index.js'

describe('DeployRequestSchema', () => {
  it('normalises the ticker and amounts and keeps optional fields', () => {
    const sut = DeployRequestSchema.parse({
      ticker: ' LoYaL ', name: 'Loyalty', max: 1000000, limit: '010000', metadata: 'ipfs://x', memo: 'hi', topic_id: '0.0.5-abcde'
    })
    expect(sut).toEqual({ ticker: 'loyal', name: 'Loyalty', max: '1000000', limit: '10000', metadata: 'ipfs://x', memo: 'hi', topic_id: '0.0.5' })
  })

  it('accepts a limit equal to max', () => {
    expect(DeployRequestSchema.safeParse({ ticker: 't', name: 'N', max: '10', limit: '10' }).success).toBe(true)
  })

  it('compares limit and max as integers, not as text or floats', () => {
    expect(DeployRequestSchema.safeParse({ ticker: 't', name: 'N', max: '100', limit: '9' }).success).toBe(true)
    expect(DeployRequestSchema.safeParse({ ticker: 't', name: 'N', max: '900719925474099300', limit: '900719925474099301' }).success).toBe(false)
  })

  it('rejects a limit above max on the limit path', () => {
    const result = DeployRequestSchema.safeParse({ ticker: 't', name: 'N', max: '10', limit: '11' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['limit'])
  })

  it.each([
    [{ ticker: 't', name: 'N', max: '0' }],
    [{ ticker: 't', name: 'N', max: '10', limit: '0' }],
    [{ ticker: 't', name: 'N' }],
    [{ name: 'N', max: '10' }],
    [{ ticker: 't', max: '10' }],
    [{ ticker: 't', name: 'N', max: '10', lim: '5' }]
  ])('rejects %j', (body) => {
    expect(DeployRequestSchema.safeParse(body).success).toBe(false)
  })
})

describe('MintRequestSchema', () => {
  it('accepts a JSON integer or a string amount', () => {
    expect(MintRequestSchema.parse({ amount: 5, to: '0.0.1001' })).toEqual({ amount: '5', to: '0.0.1001' })
    expect(MintRequestSchema.parse({ amount: '5', to: '0.0.1001-abcde' })).toEqual({ amount: '5', to: '0.0.1001' })
  })

  it('rejects an unknown key such as a misspelt amount', () => {
    const result = MintRequestSchema.safeParse({ ammount: '5', amount: '5', to: '0.0.1001' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys')
  })

  it.each([[{ amount: '0', to: '0.0.1' }], [{ amount: '5' }], [{ amount: -5, to: '0.0.1' }]])('rejects %j', (body) => {
    expect(MintRequestSchema.safeParse(body).success).toBe(false)
  })
})

describe('TransferRequestSchema', () => {
  it('requires from and to', () => {
    expect(TransferRequestSchema.safeParse({ amount: '1', to: '0.0.2' }).success).toBe(false)
    expect(TransferRequestSchema.safeParse({ amount: '1', from: '0.0.1' }).success).toBe(false)
    expect(TransferRequestSchema.safeParse({ amount: '1', from: '0.0.1', to: '0.0.2' }).success).toBe(true)
  })
})

describe('BurnRequestSchema', () => {
  it('requires from and rejects to', () => {
    expect(BurnRequestSchema.safeParse({ amount: '1' }).success).toBe(false)
    expect(BurnRequestSchema.safeParse({ amount: '1', from: '0.0.1', to: '0.0.2' }).success).toBe(false)
    expect(BurnRequestSchema.parse({ amount: '1', from: '0.0.1', memo: 'redeemed' })).toEqual({ amount: '1', from: '0.0.1', memo: 'redeemed' })
  })
})

describe(toOperation.name, () => {
  it('maps a full deploy body to the HCS-20 field names', () => {
    const body = DeployRequestSchema.parse({ ticker: 'loyal', name: 'Loyalty', max: '1000', limit: '10', metadata: 'ipfs://x', memo: 'hi', topic_id: '0.0.5' })
    expect(toOperation('deploy', body.ticker, body)).toStrictEqual({
      op: 'deploy', tick: 'loyal', name: 'Loyalty', max: '1000', lim: '10', metadata: 'ipfs://x', m: 'hi'
    })
  })

  it('omits absent optional fields instead of setting them to undefined', () => {
    const body = DeployRequestSchema.parse({ ticker: 'loyal', name: 'Loyalty', max: '1000' })
    expect(Object.keys(toOperation('deploy', body.ticker, body))).toEqual(['op', 'tick', 'name', 'max'])
    const mint = toOperation('mint', 'loyal', MintRequestSchema.parse({ amount: 1, to: '0.0.1' }))
    expect(Object.keys(mint)).toEqual(['op', 'tick', 'amt', 'to'])
  })

  it.each([
    ['mint', MintRequestSchema.parse({ amount: '100', to: '0.0.1001' }), '{"p":"hcs-20","op":"mint","tick":"loyal","amt":"100","to":"0.0.1001"}'],
    ['transfer', TransferRequestSchema.parse({ amount: 10, from: '0.0.1001', to: '0.0.1002', topic_id: '0.0.9' }),
      '{"p":"hcs-20","op":"transfer","tick":"loyal","amt":"10","from":"0.0.1001","to":"0.0.1002"}'],
    ['burn', BurnRequestSchema.parse({ amount: '30', from: '0.0.1001', memo: 'redeemed' }),
      '{"p":"hcs-20","op":"burn","tick":"loyal","amt":"30","from":"0.0.1001","m":"redeemed"}']
  ] as const)('maps a %s body to a valid operation and the exact message', (op, body, expected) => {
    const sut = toOperation(op, 'loyal', body)
    expect(OperationSchema.parse(sut)).toEqual(sut)
    expect(buildMessage(sut)).toBe(expected)
  })
})
