interface RouteEntry {
  /** As fastify declares it: `/api/jobs/:jobId`. */
  url: string
  /** Sorted, upper case. */
  methods: string[]
  /** Every declaration of this URL is left out of the OpenAPI document (`schema.hide`: docs assets, the dashboard). */
  hidden: boolean
}

export interface RouteTable {
  /** Records a route as fastify declares it (`/api/jobs/:jobId`); `hidden` when it is not in the OpenAPI document. */
  add: (method: string | string[], url: string, hidden?: boolean) => void
  /** Methods served for a concrete request URL (query string ignored), sorted; empty when none. */
  methodsFor: (url: string) => string[]
  /** Every route declared so far, in declaration order. */
  list: () => RouteEntry[]
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
  const routes = new Map<string, { pattern: RegExp, methods: Set<string>, hidden: boolean }>()
  return {
    add (method, url, hidden = false) {
      let route = routes.get(url)
      if (route === undefined) {
        route = { pattern: patternOf(url), methods: new Set(), hidden }
        routes.set(url, route)
      }
      route.hidden &&= hidden
      for (const m of Array.isArray(method) ? method : [method]) route.methods.add(m.toUpperCase())
    },
    list () {
      return [...routes].map(([url, route]) => ({ url, methods: [...route.methods].sort(), hidden: route.hidden }))
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
