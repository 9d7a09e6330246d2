import { describe, expect, it } from 'vitest'
import { Writable } from 'node:stream'
import { createLogger } from '@hcs/runtime'

describe(createLogger.name, () => {
  it('redacts the API key and the authorization header', () => {
    let out = ''
    const stream = new Writable({ write (chunk: Buffer, _e, cb) { out += chunk.toString(); cb() } })
    const sut = createLogger({ level: 'info', destination: stream })
    sut.info({ req: { headers: { 'x-api-key': 'sekrit-key-123456', authorization: 'Bearer tok-987', host: 'h' } } }, 'incoming')
    expect(out).not.toContain('sekrit-key-123456')
    expect(out).not.toContain('tok-987')
    expect(JSON.parse(out).req.headers).toEqual({ 'x-api-key': '[redacted]', authorization: '[redacted]', host: 'h' })
  })
})
