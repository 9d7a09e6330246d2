export interface RouteTable {
  /** Records a route as fastify declares it (`/api/jobs/:jobId`). */
  add: (method: string | string[], url: string) => void
  /** Methods served for a concrete request URL (query string ignored), sorted; empty when none. */
  methodsFor: (url: string) => string[]
}

function escapeRegExp (text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function patternOf (url: string): RegExp {
  const source = url.split('/').map((segment) => {
    if (segment === '*') return '.*'
    if (segment.startsWith(':')) return '[^/]+'
    return escapeRegExp(segment)
  }).join('/')
  return new RegExp(`^${source}$`)
}

/**
 * fastify answers 404 for a known path with the wrong method; this table lets the not-found
 * handler tell the two apart and answer 405 with an `Allow` header.
 */
export function createRouteTable (): RouteTable {
  const routes = new Map<string, { pattern: RegExp, methods: Set<string> }>()
  return {
    add (method, url) {
      let route = routes.get(url)
      if (route === undefined) {
        route = { pattern: patternOf(url), methods: new Set() }
        routes.set(url, route)
      }
      for (const m of Array.isArray(method) ? method : [method]) route.methods.add(m.toUpperCase())
    },
    methodsFor (url) {
      const path = url.split('?')[0] ?? url
      const methods = new Set<string>()
      for (const route of routes.values()) {
        if (route.pattern.test(path)) for (const m of route.methods) methods.add(m)
      }
      return [...methods].sort()
    }
  }
}
