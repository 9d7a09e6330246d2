// One HTTP/1.1 request per connection, written byte for byte (so malformed requests reach the server
// exactly as generated), `Connection: close`, answer read until the server closes.
import { connect } from 'node:net'

export interface RawRequest {
  method: string
  /** The request target exactly as sent (may hold bytes a URL parser would refuse). */
  target: string
  headers: Array<[string, string]>
  body?: Uint8Array
  /** What generated it (for the report). */
  kind: string
}

export type RawOutcome =
  | { kind: 'answered', status: number, contentType: string, body: string }
  | { kind: 'closed' }
  | { kind: 'hang' }

/** The bytes of `request`: request line, headers (Content-Length added when there is a body), body. */
function serialize (request: RawRequest): Buffer {
  const body = request.body ?? new Uint8Array()
  const head = [`${request.method} ${request.target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close',
    ...request.headers.map(([name, value]) => `${name}: ${value}`)]
  const hasLength = request.headers.some(([name]) => /^(content-length|transfer-encoding)$/i.test(name))
  if (!hasLength && (body.length > 0 || request.method === 'POST')) head.push(`Content-Length: ${body.length}`)
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), body])
}

/** Parses the status line, content type and body of a complete response (Connection: close). */
function parseResponse (data: Buffer): RawOutcome {
  const end = data.indexOf('\r\n\r\n')
  const head = (end === -1 ? data : data.subarray(0, end)).toString('latin1')
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)
  if (status === null) return { kind: 'closed' }
  const contentType = /\r\ncontent-type:\s*([^\r\n]*)/i.exec(head)?.[1] ?? ''
  let body = end === -1 ? Buffer.alloc(0) : data.subarray(end + 4)
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) body = dechunk(body)
  return { kind: 'answered', status: Number(status[1]), contentType, body: body.toString('utf8') }
}

function dechunk (data: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  while (at < data.length) {
    const lineEnd = data.indexOf('\r\n', at)
    if (lineEnd === -1) break
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16)
    if (!(size > 0)) break
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

/** Sends `request` to 127.0.0.1:`port`; `hang` when no complete answer arrives within `timeoutMs`. */
export async function sendRaw (port: number, request: RawRequest, timeoutMs: number): Promise<RawOutcome> {
  return await new Promise((resolve) => {
    const chunks: Buffer[] = []
    const socket = connect({ host: '127.0.0.1', port })
    let settled = false
    const finish = (outcome: RawOutcome): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      resolve(outcome)
    }
    const timer = setTimeout(() => finish({ kind: 'hang' }), timeoutMs)
    socket.on('connect', () => { socket.write(serialize(request)) })
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', () => finish(chunks.length > 0 ? parseResponse(Buffer.concat(chunks)) : { kind: 'closed' }))
    socket.on('close', () => finish(parseResponse(Buffer.concat(chunks))))
  })
}
