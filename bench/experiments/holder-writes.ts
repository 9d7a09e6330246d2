// What each per-account write of the indexer's commit costs Redis as a ticker's holders grow: HMGET
// (the page view), HSET (the balance) and ZADD (the holders by balance) of random accounts, on a hash and a sorted
// set of 1k and of 1M members, 40,000 of each, usec_per_call from INFO commandstats (server-wide: run it on an
// otherwise idle Redis). node --conditions=source --import tsx bench/experiments/holder-writes.ts
import { Redis } from 'ioredis'

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')
const prefix = `bench-holder-writes-${process.pid}`
const hash = `${prefix}:balances`
const zset = `${prefix}:holders`
const account = (i: number): string => `0.0.${100_000 + i}`

async function build (holders: number): Promise<void> {
  await redis.del(hash, zset)
  for (let from = 0; from < holders; from += 10_000) {
    const fields: string[] = []
    const members: string[] = []
    for (let i = from; i < Math.min(holders, from + 10_000); i++) {
      fields.push(account(i), '1000')
      members.push('1000', account(i))
    }
    await redis.pipeline().hset(hash, ...fields).zadd(zset, ...members).exec()
  }
}

async function measure (holders: number): Promise<Record<string, number>> {
  await redis.config('RESETSTAT')
  for (let round = 0; round < 200; round++) {
    const pipeline = redis.pipeline()
    for (let j = 0; j < 200; j++) {
      const who = account(Math.floor(Math.random() * holders))
      const balance = String(900 + Math.floor(Math.random() * 200))
      pipeline.hmget(hash, who).hset(hash, who, balance).zadd(zset, balance, who)
    }
    await pipeline.exec()
  }
  const info = await redis.info('commandstats')
  const usPerCall = (command: string): number => Number(new RegExp(`cmdstat_${command}:calls=\\d+,usec=\\d+,usec_per_call=([\\d.]+)`).exec(info)?.[1])
  return { holders, hmget: usPerCall('hmget'), hset: usPerCall('hset'), zadd: usPerCall('zadd') }
}

try {
  for (const holders of [1000, 1_000_000]) {
    await build(holders)
    console.log(JSON.stringify(await measure(holders)))
  }
} finally {
  await redis.del(hash, zset)
  redis.disconnect()
}
