import type { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createClientErrorHandler } from '../src/http/edge-errors.js'
import { capturingLogger } from './helpers.js'

/** The part of a socket the handler uses, recording what is written. */
function fakeSocket (state: { destroyed?: boolean, writable?: boolean } = {}): Socket & { written: string[] } {
  const written: string[] = []
  const socket = {
    written,
    destroyed: state.destroyed ?? false,
    writable: state.writable ?? true,
    write (chunk: string) { written.push(chunk); return true },
    destroy () { socket.destroyed = true; return socket }
  }
  return socket as unknown as Socket & { written: string[] }
}

describe(createClientErrorHandler.name, () => {
  const { logger, lines } = capturingLogger()
  const sut = createClientErrorHandler(logger)

  it.each([
    ['ERR_HTTP_REQUEST_TIMEOUT', 408, 'REQUEST_TIMEOUT'],
    ['HPE_HEADER_OVERFLOW', 431, 'HEADERS_TOO_LARGE'],
    ['HPE_INVALID_METHOD', 400, 'MALFORMED_REQUEST'],
    ['HPE_INVALID_CONSTANT', 400, 'MALFORMED_REQUEST'],
    [undefined, 400, 'MALFORMED_REQUEST']
  ])('answers %s with %i %s in problem+json and closes the connection', (code, status, problemCode) => {
    const socket = fakeSocket()
    sut(Object.assign(new Error('parse'), { code }), socket)
    const [head = '', body = ''] = socket.written.join('').split('\r\n\r\n')
    expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `))
    expect(head).toMatch(/\r\nContent-Type: application\/problem\+json/)
    const problem = JSON.parse(body) as Record<string, unknown>
    expect(problem).toMatchObject({ status, code: problemCode })
    expect(head).toContain(`x-request-id: ${String(problem.requestId)}`)
    expect(lines.find((line) => line.requestId === problem.requestId)).toMatchObject({ msg: 'client error', statusCode: status })
    expect(socket.destroyed).toBe(true)
  })

  it('writes nothing to a reset or unwritable connection', () => {
    const reset = fakeSocket()
    sut(Object.assign(new Error('reset'), { code: 'ECONNRESET' }), reset)
    const gone = fakeSocket({ writable: false })
    sut(Object.assign(new Error('late'), { code: 'HPE_INVALID_METHOD' }), gone)
    expect([...reset.written, ...gone.written]).toEqual([])
    expect(gone.destroyed).toBe(true)
  })
})
