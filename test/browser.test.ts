import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Queue } from 'bullmq'
import type { Page } from 'playwright-core'
import { QUEUE_SUBMIT, QUEUE_WEBHOOKS, submitQueueRef } from '@hcs/protocol'
import { buildApp, loadConfig } from '@hcs/api'
import { createJobRecordStore } from '../apps/api/src/jobs/job-record-store.js'
import { createSubmitQueue } from '../apps/api/src/intake/queue.js'
import { createRedis, waitForRedis } from '../apps/api/src/redis.js'
import { createRouteTable } from '../apps/api/src/http/route-table.js'
import { ARTIFACTS_DIR, launchBrowser } from './support/browser.js'
import type { Browser } from './support/browser.js'
import { waitFor } from './support/processes.js'
import { testRedisUrl } from './support/redis.js'
import { startStack } from './support/stack.js'
import type { Stack } from './support/stack.js'

/** `POST /api/inscription/{ticker}/mint` as Swagger UI and the OpenAPI document name an operation. */
function operation (method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`
}

/** Every operation the api's router serves and documents (its route table, fastify's `:param` as `{param}`). */
async function routedOperations (stack: Stack): Promise<string[]> {
  const config = loadConfig({ ...stack.env, LOG_LEVEL: 'silent' })
  const redis = createRedis(testRedisUrl())
  await waitForRedis(redis, 10_000)
  const queue = createSubmitQueue({ connection: redis, keys: { prefix: stack.prefix, network: config.networkId }, topics: stack.topics })
  const routes = createRouteTable()
  const app = await buildApp({ config, queue, jobs: createJobRecordStore({ redis, keys: { prefix: stack.prefix, network: config.networkId } }), redis, routes, dashboard: { connection: redis } })
  try {
    await app.ready()
    return routes.list()
      .filter((route) => !route.hidden)
      .flatMap((route) => route.methods.filter((method) => method !== 'HEAD')
        .map((method) => operation(method, route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}'))))
      .sort()
  } finally {
    await app.close()
    await queue.close()
    await redis.quit()
  }
}

/** The api's log lines of 401 answers for `url` so far. */
function refusals (stack: Stack, url: string): number {
  return stack.services.api!.logs.filter((line) => line.url === url && line.statusCode === 401).length
}

describe('pages in a real browser (Debian chromium through playwright-core)', () => {
  let stack: Stack
  let browser: Browser
  let page: Page
  const offMachine: string[] = []

  beforeAll(async () => {
    stack = await startStack()
    browser = await launchBrowser()
    browser.context.setDefaultTimeout(20_000)
    // Nothing leaves the machine: the dashboard asks for web fonts, Swagger UI may ask for a validator badge.
    await browser.context.route((url) => url.hostname !== '127.0.0.1', async (route) => {
      offMachine.push(route.request().url())
      await route.abort('blockedbyclient')
    })
    page = await browser.context.newPage()
  }, 90_000)

  afterAll(async () => {
    await browser?.close()
    await stack?.stop()
  }, 60_000)

  it('Swagger UI at /docs shows every route of the api, as the OpenAPI document and the router have them', async () => {
    await page.goto(`${stack.apiUrl}/docs`)
    await page.locator('.opblock').first().waitFor()
    await expect.poll(async () => await page.title()).toBe('Swagger UI')
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'docs.png'), fullPage: true })

    const visible: string[] = []
    for (const block of await page.locator('.opblock').all()) {
      expect(await block.isVisible()).toBe(true)
      const method = await block.locator('.opblock-summary-method').innerText()
      const path = (await block.locator('.opblock-summary-path').innerText()).replaceAll('\u200b', '')
      visible.push(operation(method, path))
    }
    visible.sort()

    const document = await (await fetch(`${stack.apiUrl}/docs/json`)).json() as { info: { title: string }, paths: Record<string, Record<string, unknown>> }
    const documented = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => operation(method, path)))
      .sort()
    expect(await page.locator('.info .title').innerText()).toContain(document.info.title)
    expect(visible).toEqual(documented)
    expect(visible).toEqual(await routedOperations(stack))
    expect(visible).toContain('POST /api/inscription/deploy')
    expect(visible).toContain('GET /health/ready')
  }, 60_000)

  it('"Try it out" deploys with the key given in the Authorize dialog, and the page shows 202 and the job', async () => {
    await page.goto(`${stack.apiUrl}/docs`)
    await page.locator('.auth-wrapper .authorize').click()
    const dialog = page.locator('.modal-ux')
    await dialog.locator('input').fill(stack.apiKey)
    await dialog.locator('.auth-btn-wrapper .authorize').click()
    await dialog.locator('.auth-btn-wrapper .btn-done').click()

    const deploy = page.locator('#operations-inscriptions-post_api_inscription_deploy')
    await deploy.locator('.opblock-summary').click()
    await deploy.locator('.try-out__btn').click()
    await deploy.locator('textarea.body-param__text').fill(JSON.stringify({ ticker: 'swag', name: 'Swagger', max: 1000, limit: '10' }))
    await deploy.locator('.execute').click()

    const response = deploy.locator('.live-responses-table .response')
    await response.first().waitFor()
    expect((await response.first().locator('.response-col_status').innerText()).trim()).toBe('202')
    const shownBody = await response.first().locator('.response-col_description pre').first().innerText()
    const body = JSON.parse(shownBody) as { jobId: string, status: string, op: string }
    expect(body).toMatchObject({ status: 'queued', op: 'deploy' })
    await deploy.locator('.live-responses-table').scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'docs-try-it-out.png') })

    // the job the page shows is real: the api knows it and the pipeline confirms it
    expect((await stack.waitForJob(body.jobId, ['confirmed'])).op).toBe('deploy')
  }, 90_000)

  it('the dashboard asks for credentials, refuses a password that is no API key, and shows no queue', async () => {
    const url = `${stack.apiUrl}/admin/queues`
    const challenges: Array<{ status: number, challenge: string | undefined }> = []
    const onResponse = (response: { url: () => string, status: () => number, headers: () => Record<string, string> }) => {
      if (response.url() === url) challenges.push({ status: response.status(), challenge: response.headers()['www-authenticate'] })
    }
    page.on('response', onResponse)
    try {
      // no credentials: the api challenges, nobody answers it, the browser shows no page of ours
      await browser.context.setHTTPCredentials(null)
      const before = refusals(stack, '/admin/queues')
      await expect(page.goto(url)).rejects.toThrow(/ERR_INVALID_AUTH_CREDENTIALS/)
      expect(challenges).toEqual([{ status: 401, challenge: 'Basic realm="HCS-20 queues", charset="UTF-8"' }])
      expect(await page.locator('body').innerText()).not.toContain(QUEUE_SUBMIT)
      await waitFor(async () => refusals(stack, '/admin/queues') > before ? true : undefined)
      expect(refusals(stack, '/admin/queues')).toBe(before + 1)

      // a wrong password: the browser answers the challenge with it and is refused again (two 401s)
      await browser.context.setHTTPCredentials({ username: 'operator', password: 'not-an-api-key-0123456789' })
      const beforeWrong = refusals(stack, '/admin/queues')
      await expect(page.goto(url)).rejects.toThrow(/ERR_INVALID_AUTH_CREDENTIALS/)
      await waitFor(async () => refusals(stack, '/admin/queues') >= beforeWrong + 2 ? true : undefined)
      expect(refusals(stack, '/admin/queues')).toBe(beforeWrong + 2)
      expect(await page.title()).not.toBe('HCS-20 queues')
      expect(await page.locator('body').innerText()).not.toContain(QUEUE_SUBMIT)
      await page.screenshot({ path: join(ARTIFACTS_DIR, 'dashboard-refused.png') })
    } finally {
      page.off('response', onResponse)
    }
  }, 60_000)

  it('the dashboard, opened with an API key as the password, shows the queues and the submit queue\'s counts after jobs ran', async () => {
    const deploy = await stack.post('/api/inscription/deploy', { ticker: 'board', name: 'Board', max: 1000, limit: '100' })
    expect(deploy.status).toBe(202)
    const mints = []
    for (const to of ['0.0.1001', '0.0.1002']) {
      const mint = await stack.post('/api/inscription/board/mint', { amount: 5, to })
      expect(mint.status).toBe(202)
      mints.push(mint.body.jobId as string)
    }
    for (const jobId of [deploy.body.jobId as string, ...mints]) await stack.waitForJob(jobId, ['confirmed'])

    const queue = new Queue(QUEUE_SUBMIT, { connection: { url: testRedisUrl() }, prefix: submitQueueRef({ prefix: stack.prefix, network: stack.network.networkId }, stack.topicId).prefix })
    let completed: number
    try {
      // every submission has finished (the Swagger deploy too): the counts the page reads stand still
      const counts = await waitFor(async () => {
        const now = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'completed')
        return now.waiting === 0 && now.active === 0 && now.delayed === 0 && now.prioritized === 0 ? now : undefined
      })
      completed = counts.completed!
    } finally {
      await queue.close()
    }
    expect(completed).toBeGreaterThanOrEqual(3)

    await browser.context.setHTTPCredentials({ username: 'operator', password: stack.apiKey })
    const overview = await page.goto(`${stack.apiUrl}/admin/queues`)
    expect(overview?.status()).toBe(200)
    const main = page.locator('main')
    // each topic's submit queue is its own entry, named after the topic (ADR 027)
    await main.getByText(`${stack.topicId}-${QUEUE_SUBMIT}`, { exact: true }).waitFor()
    await main.getByText(QUEUE_WEBHOOKS, { exact: true }).waitFor()
    expect(await page.title()).toBe('HCS-20 queues')
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'dashboard.png'), fullPage: true })

    await page.goto(`${stack.apiUrl}/admin/queues/queue/${stack.topicId}-${QUEUE_SUBMIT}?status=completed`)
    const completedTab = page.getByRole('link', { name: /^COMPLETED/ })
    await completedTab.locator('span', { hasText: /^\d+$/ }).waitFor()
    expect((await completedTab.innerText()).replace(/\s+/g, ' ').trim()).toBe(`COMPLETED ${completed}`)
    // the completed jobs are listed, each with the op and ticker it sent (its return value: a job's data holds neither, ADR 042)
    await page.getByText('"board"').first().waitFor()
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'dashboard-submit-queue.png'), fullPage: true })
  }, 120_000)
})
