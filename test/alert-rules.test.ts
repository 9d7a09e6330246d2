// ops/alerts.yml, the Prometheus alert rules compose's observability profile loads: promtool (Debian's
// `prometheus` package) checks them and runs ops/alerts.test.yml, which covers every rule. Never skipped: without
// promtool on the PATH this fails, naming the package. Which metrics the rules name exist on a live /metrics is
// checked in test/metrics.test.ts.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { ROOT } from './support/processes.js'

const run = promisify(execFile)

async function promtool (...args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await run('promtool', args, { cwd: join(ROOT, 'ops') })
    return stdout + stderr
  } catch (err) {
    const failure = err as NodeJS.ErrnoException & { stdout?: string, stderr?: string }
    if (failure.code === 'ENOENT') throw new Error('promtool is not on the PATH: apt-get install -y prometheus (Debian ships promtool in it)')
    throw new Error(`promtool ${args.join(' ')} failed:\n${failure.stdout ?? ''}${failure.stderr ?? ''}`)
  }
}

const read = (file: string): any => parse(readFileSync(join(ROOT, file), 'utf8'))

describe('alert rules (ops/alerts.yml)', () => {
  it('pass promtool check rules', async () => {
    expect(await promtool('check', 'rules', 'alerts.yml')).toContain('SUCCESS')
  })

  it('each fire in ops/alerts.test.yml, which promtool runs green', async () => {
    const rules = (read('ops/alerts.yml').groups as Array<{ rules: Array<{ alert: string }> }>).flatMap((group) => group.rules.map((rule) => rule.alert))
    const tested = new Set((read('ops/alerts.test.yml').tests as Array<{ alert_rule_test: Array<{ alertname: string, exp_alerts: unknown[] }> }>)
      .flatMap((test) => test.alert_rule_test.filter((check) => check.exp_alerts.length > 0).map((check) => check.alertname)))
    expect(rules.filter((rule) => !tested.has(rule))).toEqual([])
    expect(await promtool('test', 'rules', 'alerts.test.yml')).toContain('SUCCESS')
  })

  it('are loaded by the Prometheus of compose\'s observability profile', () => {
    const config = read('ops/prometheus.yml') as { rule_files?: string[] }
    const compose = read('docker-compose.yml') as { services: { prometheus: { volumes: string[] } } }
    for (const file of config.rule_files ?? []) expect(compose.services.prometheus.volumes).toContain(`./ops/${file.split('/').at(-1)!}:${file}:ro`)
    expect(config.rule_files).toEqual(['/etc/prometheus/alerts.yml'])
  })
})
