// OpenTelemetry tracing (ADR 025). This module is `@hcs/runtime/tracing`, apart from the package's index: an
// app's entry imports it first, before fastify, ioredis or http are loaded, and it loads nothing of the SDK
// unless tracing is on. Off (no OTEL_EXPORTER_OTLP_ENDPOINT) the spans below are @opentelemetry/api's no-ops.
import { createRequire } from 'node:module'
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api'
import type { Attributes, Context, Link, Span } from '@opentelemetry/api'
import type * as SdkNode from '@opentelemetry/sdk-node'

export { SpanKind } from '@opentelemetry/api'

export interface TracingOptions {
  /** `service.name` of every span (`hcs20-api`, `hcs20-worker`, `hcs20-indexer`). */
  serviceName: string
  env?: NodeJS.ProcessEnv
  /** Tests: where spans go instead of the OTLP exporter (tracing starts without an endpoint then). */
  spanProcessors?: SdkNode.tracing.SpanProcessor[]
}

export interface Tracing {
  /** Flushes and stops the SDK (part of the app's graceful shutdown). */
  shutdown: () => Promise<void>
}

/** The W3C trace context a job carries from the api to the worker (and its record to the indexer). */
export interface TraceCarrier {
  traceparent?: string
  tracestate?: string
}

let started: Tracing | undefined

/**
 * Starts the OpenTelemetry Node SDK when OTEL_EXPORTER_OTLP_ENDPOINT is set (OTLP over HTTP; the exporter reads
 * the OTEL_EXPORTER_OTLP_* variables itself), with the http, ioredis and fastify instrumentations; else does
 * nothing and returns undefined: no SDK is loaded, no span is recorded, no context is injected.
 */
export function startTracing (options: TracingOptions): Tracing | undefined {
  const endpoint = (options.env ?? process.env).OTEL_EXPORTER_OTLP_ENDPOINT ?? ''
  if (options.spanProcessors === undefined && endpoint.trim() === '') return undefined
  if (started !== undefined) return started
  // Loaded synchronously and only now, so the instrumentations are in place before the app's modules load.
  const require = createRequire(import.meta.url)
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof SdkNode
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http')
  const { IORedisInstrumentation } = require('@opentelemetry/instrumentation-ioredis') as typeof import('@opentelemetry/instrumentation-ioredis')
  const { FastifyOtelInstrumentation } = require('@fastify/otel') as typeof import('@fastify/otel')
  const instrumentations = [
    new HttpInstrumentation(),
    new IORedisInstrumentation(),
    // registers its plugin on every fastify instance through fastify's diagnostics channel
    new FastifyOtelInstrumentation({ registerOnInitialization: true })
  ]
  let sdk: SdkNode.NodeSDK
  if (options.spanProcessors !== undefined) {
    sdk = new NodeSDK({ serviceName: options.serviceName, spanProcessors: options.spanProcessors, instrumentations })
  } else {
    const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http')
    sdk = new NodeSDK({ serviceName: options.serviceName, traceExporter: new OTLPTraceExporter(), instrumentations })
  }
  sdk.start()
  const tracing: Tracing = {
    shutdown: async () => {
      started = undefined
      await sdk.shutdown()
    }
  }
  started = tracing
  return tracing
}

/** True once startTracing started the SDK in this process. */
export function tracingEnabled (): boolean {
  return started !== undefined
}

const tracer = (): ReturnType<typeof trace.getTracer> => trace.getTracer('hcs20')

/** The active span's W3C context (`traceparent`, `tracestate`): empty when tracing is off or no span is active. */
export function traceCarrier (): TraceCarrier {
  if (started === undefined) return {}
  const carrier: Record<string, string> = {}
  propagation.inject(context.active(), carrier)
  const out: TraceCarrier = {}
  if (carrier.traceparent !== undefined) out.traceparent = carrier.traceparent
  if (carrier.tracestate !== undefined) out.tracestate = carrier.tracestate
  return out
}

/** The context a carrier names (its remote span as the parent), or the root context when it names none. */
export function contextOf (carrier: TraceCarrier | undefined): Context {
  if (started === undefined || carrier?.traceparent === undefined) return ROOT_CONTEXT
  return propagation.extract(ROOT_CONTEXT, carrier)
}

/** A link to the span a carrier names (for a span that follows it without being its child), if it names one. */
export function linkTo (carrier: TraceCarrier | undefined): Link | undefined {
  if (started === undefined || carrier?.traceparent === undefined) return undefined
  const spanContext = trace.getSpanContext(propagation.extract(ROOT_CONTEXT, carrier))
  return spanContext === undefined ? undefined : { context: spanContext }
}

export interface SpanOptions {
  kind?: SpanKind
  attributes?: Attributes
  /** The parent (default: the active context). */
  parent?: Context
  links?: Link[]
}

/**
 * Runs `work` inside a new active span, ended when `work` settles; a throw marks it failed (and is rethrown).
 * With tracing off it costs one no-op span object.
 */
export async function inSpan<T> (name: string, options: SpanOptions, work: (span: Span) => Promise<T>): Promise<T> {
  const parent = options.parent ?? context.active()
  return await tracer().startActiveSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes, links: options.links }, parent, async (span) => {
    try {
      return await work(span)
    } catch (err) {
      span.recordException(err as Error)
      span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) })
      throw err
    } finally {
      span.end()
    }
  })
}
