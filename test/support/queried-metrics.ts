import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { ROOT } from './processes.js'

// a row panel (a heading) has no targets
interface Dashboard { panels: Array<{ title: string, type?: string, targets?: Array<{ expr: string }> }> }

/** ops/grafana/dashboards/hcs20.json: what the operator's dashboard shows. */
export function dashboard (): Dashboard {
  return JSON.parse(readFileSync(join(ROOT, 'ops/grafana/dashboards/hcs20.json'), 'utf8')) as Dashboard
}

/** Every PromQL expression of the dashboard and of the alert rules (ops/alerts.yml). */
function queries (): string[] {
  const rules = parse(readFileSync(join(ROOT, 'ops/alerts.yml'), 'utf8')) as { groups: Array<{ rules: Array<{ expr: string }> }> }
  return [...dashboard().panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr)), ...rules.groups.flatMap((group) => group.rules.map((rule) => rule.expr))]
}

/** The series of ours those expressions name (`hcs20_…`; Prometheus' own `up` is not ours). */
export function queriedMetrics (): string[] {
  return [...new Set(queries().flatMap((expr) => [...expr.matchAll(/\bhcs20_[a-z0-9_]+/g)].map((match) => match[0])))].sort()
}
