import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { contextOf, inSpan, linkTo, startTracing, traceCarrier, tracingEnabled } from '../src/tracing.js'

describe('tracing off', () => {
  it('starts nothing without OTEL_EXPORTER_OTLP_ENDPOINT: no SDK, no context in job data, no links', async () => {
    expect(startTracing({ serviceName: 'hcs20-test', env: { OTEL_EXPORTER_OTLP_ENDPOINT: '' } })).toBeUndefined()
    expect(startTracing({ serviceName: 'hcs20-test', env: {} })).toBeUndefined()
    expect(tracingEnabled()).toBe(false)
    const carrier = await inSpan('work', {}, async (span) => {
      expect(span.isRecording()).toBe(false)
      return traceCarrier()
    })
    expect(carrier).toEqual({})
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01'
    expect(linkTo({ traceparent })).toBeUndefined()
    expect(contextOf({ traceparent })).toBe(contextOf(undefined))
    // nothing of the SDK was loaded
    expect(Object.keys(createRequire(import.meta.url).cache).some((path) => path.includes('@opentelemetry/sdk-node'))).toBe(false)
  })
})
