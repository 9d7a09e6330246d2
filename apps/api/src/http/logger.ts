/**
 * A request URL as logs show it: the path, and `?[redacted]` in place of any query string, where a
 * client may have put its API key (the path itself holds only ids the api hands out or validates).
 */
export function urlForLog (url: string): string {
  const query = url.indexOf('?')
  return query === -1 ? url : `${url.slice(0, query)}?[redacted]`
}
