import { describe, expect, it } from 'vitest'
import { createRouteTable } from '../src/http/route-table.js'

describe(createRouteTable.name, () => {
  it('lists the methods of every route matching a concrete path', () => {
    const sut = createRouteTable()
    sut.add('POST', '/api/inscription/:ticker/mint')
    sut.add(['GET', 'HEAD'], '/api/jobs/:jobId')
    sut.add('POST', '/api/inscription/deploy')
    expect(sut.methodsFor('/api/inscription/loyal/mint?x=1')).toEqual(['POST'])
    expect(sut.methodsFor('/api/jobs/job-1')).toEqual(['GET', 'HEAD'])
    expect(sut.methodsFor('/api/jobs/a/b')).toEqual([])
    expect(sut.methodsFor('/api/inscription/deployx')).toEqual([])
  })

  it('lists every route with its methods, hidden only when every declaration of it is', () => {
    const sut = createRouteTable()
    sut.add('GET', '/docs/json', true)
    sut.add(['POST', 'GET'], '/api/webhooks')
    sut.add('DELETE', '/api/webhooks', true)
    expect(sut.list()).toEqual([
      { url: '/docs/json', methods: ['GET'], hidden: true },
      { url: '/api/webhooks', methods: ['DELETE', 'GET', 'POST'], hidden: false }
    ])
  })
})
