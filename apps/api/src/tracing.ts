// The entry's first import: starts OpenTelemetry (when OTEL_EXPORTER_OTLP_ENDPOINT is set) before fastify,
// ioredis and http are loaded, so their instrumentations are in place; nothing at all when it is not (ADR 025).
import { startTracing } from '@hcs/runtime/tracing'

export const tracing = startTracing({ serviceName: 'hcs20-api' })
