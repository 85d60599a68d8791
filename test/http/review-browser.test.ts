// The review page end to end in headless Chromium (issue 18): Debian's /usr/bin/chromium driven by
// playwright-core against the real server on an ephemeral loopback port with a temporary ledger holding
// pairs at review. Open the queue, see masked values, reveal one pair, decide, and find the analyst's
// decision through GET /decision superseding the held one; with reveal switched off the button says so;
// a document review pack opens in the same page. Skips only when Chromium is not installed
// (scripts/ensure-system-packages.sh installs it in CI). Screenshots go to a temporary folder, or to
// REVIEW_SCREENSHOTS=<dir> (how docs/review-*.png were made).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { startServer, type TestServer } from './server.js';

const CHROMIUM = '/usr/bin/chromium';
const SKIP = existsSync(CHROMIUM) ? false : `Chromium is not installed at ${CHROMIUM} (scripts/ensure-system-packages.sh installs Debian's chromium)`;
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const ANALYST = 'analyst.ada';

const R1 = { name: 'Ibrahim Musa' };
const R2 = { name: 'Ibrahim Musa', address: '12 Kano Road' };
const R3 = { name: 'Ibrahim Musa', phone: '08051112222' };

const dir = mkdtempSync(join(tmpdir(), 'sc-review-browser-'));
const shots = process.env.REVIEW_SCREENSHOTS ?? join(dir, 'shots');

async function open(server: TestServer): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const profile = mkdtempSync(join(dir, 'profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ARGS,
    headless: true,
    viewport: { width: 1100, height: 760 },
    // What the proxy in front of the service would add.
    extraHTTPHeaders: { 'X-Service-Caller': ANALYST },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  await page.goto(`${server.url}/review`);
  return { context, page, problems };
}

async function held(server: TestServer, a: object, b: object): Promise<string> {
  const r = await server.call('POST', '/compare', { a, b, store: true });
  assert.equal(r.json.identity, 'review', r.text);
  return r.json.decision_id as string;
}

describe('the review page in headless Chromium', { skip: SKIP }, () => {
  let server: TestServer;
  let first: string;
  let second: string;
  before(async () => {
    mkdirSync(shots, { recursive: true });
    server = await startServer({ ledger: join(dir, 'ledger.db') });
    first = await held(server, R1, R2);
    second = await held(server, R1, R3);
  });
  after(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens the queue masked, reveals on a click, and records the decision superseding the held one', async () => {
    const { context, page, problems } = await open(server);
    try {
      await page.locator('.case').nth(1).waitFor();
      assert.equal(await page.locator('#case-count').textContent(), '(2)');
      const card = page.locator(`.case[data-decision="${first}"]`);
      await card.locator('.gate dd').first().waitFor();
      await card.locator('.side[data-side="b"] dd').nth(1).waitFor();
      const masked = await card.locator('.sides').innerText();
      assert.ok(!masked.includes('Kano') && !masked.includes('Ibrahim'), 'values are masked until revealed');
      assert.match(await card.locator('.factors').innerText(), /name/);
      assert.ok((await card.locator('.would-resolve li').count()) > 0);
      await page.screenshot({ path: join(shots, 'review-queue.png') });

      await card.locator('.reveal').click();
      await card.locator('dd', { hasText: '12 Kano Road' }).waitFor();
      assert.equal(await card.locator('.reveal').textContent(), 'Mask values');
      assert.ok(!(await page.locator(`.case[data-decision="${second}"] .sides`).innerText()).includes('Ibrahim'), 'only the clicked pair is revealed');

      await card.locator('button[data-outcome="merge"]').click();
      await card.locator('.result a').waitFor();
      const settled = await card.getAttribute('data-settled-as');
      assert.match(settled ?? '', /^stl:sha256:[0-9a-f]{64}$/);
      assert.match(await card.locator('.result').innerText(), new RegExp(`${ANALYST} decided merge`));
      await page.locator('#case-count', { hasText: '(1)' }).waitFor();
      await card.screenshot({ path: join(shots, 'review-decided.png') });

      // The decision as the ledger keeps it: an analyst's, superseding the held one.
      const now = await server.call('GET', `/decision/${settled}`);
      assert.equal(now.status, 200);
      assert.equal(now.json.verb, 'settle');
      assert.equal(now.json.identity, 'same_entity');
      assert.equal(now.json.analyst, ANALYST);
      assert.equal(now.json.supersedes, first);
      assert.equal((await server.call('GET', `/decision/${first}`)).json.superseded_by, settled);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('opens a document review pack in the same page', async () => {
    const { context, page, problems } = await open(server);
    try {
      await page.locator('.tab[data-tab="documents"]').click();
      await page.locator('#files').setInputFiles([
        { name: 'statement.txt', mimeType: 'text/plain', buffer: Buffer.from('Account holder: Amaka Nwosu\nPhone: 0803 555 0101\nDate of birth: 1988-04-12\n') },
        { name: 'payslip.txt', mimeType: 'text/plain', buffer: Buffer.from('Employee: Amaka Nwosu\nPhone: 08035550101\nEmployer: Lagos Water Board\n') },
      ]);
      await page.locator('#upload button[type="submit"]').click();
      await page.locator('#pack table').nth(1).waitFor();
      const pack = await page.locator('#pack').innerText();
      assert.match(pack, /statement\.txt/);
      assert.match(pack, /payslip\.txt/);
      assert.ok(!pack.includes('Amaka'), 'the pack shows masked values');
      assert.match(await page.locator('#documents-status').innerText(), /stored/);
      await page.screenshot({ path: join(shots, 'review-documents.png') });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('with reveal switched off the button says so and nothing is revealed', async () => {
    const off = await startServer({ ledger: join(dir, 'ledger.db'), noReveal: true });
    const { context, page, problems } = await open(off);
    try {
      const button = page.locator('.case .reveal').first();
      await button.waitFor();
      assert.equal(await button.isDisabled(), true);
      assert.match((await button.textContent()) ?? '', /switched off/);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
      await off.close();
    }
  });
});
