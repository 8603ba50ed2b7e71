// Temporary: screenshots of the supply screens (not committed).
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { runnerImport } from 'vite';
const appDir = join(import.meta.dirname, '..');
const rootDir = join(appDir, '..', '..');
const { module } = await runnerImport(join(rootDir, 'mocks/server/http.ts'), { configFile: false, logLevel: 'silent' });
const server = await module.startMockHttpServer({ port: 0, host: '127.0.0.1', staticDir: join(appDir, 'dist') });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const only = process.argv[2];
try {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ baseURL: server.url, locale: 'zh-CN', viewport: { width, height: width > 500 ? 860 : 780 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
    await page.goto('/404-x');
    await page.evaluate(() => localStorage.setItem('token', JSON.stringify({ authCode: 'seed-token-supplier' })));
    const shot = async (name, full = true) => {
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: full });
    };
    const visit = async (path) => {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
    };
    const want = (n) => !only || only === n;
    if (want('goods')) { await visit('/supply/supplyGoods'); await shot('goods'); }
    if (want('stock') || want('import') || want('export')) {
      await visit('/supply/cardstockmanage');
      if (want('stock')) await shot('stock');
      if (want('import')) {
        await page.getByRole('button', { name: '导入卡密' }).first().click();
        const d = page.getByRole('dialog');
        await shot('import-form', false);
        await d.getByRole('combobox', { name: '商品' }).selectOption({ index: 1 });
        await d.getByRole('textbox', { name: /粘贴/ }).fill([`SHOT${width}-KEY-0001 pw1`, `SHOT${width}-KEY-0002`, `SHOT${width}-KEY-0001 pw1`, 'bad line here x', `SHOT${width}-KEY-0003 ║ 港服 ║ 2.50`, 'ab'].join('\n'));
        await d.getByRole('button', { name: '检查' }).click();
        await d.getByTestId('import-report').waitFor();
        await shot('import-report', false);
        await d.getByRole('button', { name: /^导入 \d+ 条$/ }).click();
        await d.getByTestId('import-summary').waitFor();
        await shot('import-done', false);
        await d.getByRole('button', { name: '完成' }).click();
      }
      if (want('export')) {
        await page.getByRole('button', { name: '导出' }).first().click();
        await page.getByRole('dialog').waitFor();
        await shot('export', false);
        await page.keyboard.press('Escape');
      }
    }
    if (want('order')) {
      await visit('/supply/order');
      await shot('order');
      const btn = page.getByRole('button', { name: /的发货内容$/ }).first();
      if (await btn.count()) { await btn.click(); await page.getByRole('dialog').waitFor(); await shot('order-content', false); await page.keyboard.press('Escape'); }
    }
    if (want('hand')) { await visit('/supply/handOrder'); await shot('hand'); }
    if (want('complain')) {
      await visit('/supply/complain');
      await shot('complain');
      const link = page.getByRole('link', { name: '人工发货太慢' }).first();
      if (await link.count()) { await link.click(); await page.waitForLoadState('networkidle'); await shot('complain-thread'); }
    }
    if (want('booked')) { await visit('/supply/bookeddetail'); await shot('booked'); }
    if (want('handdlg')) {
      await visit('/supply/handOrder');
      await page.locator('tbody button').first().click();
      await page.getByRole('dialog').waitFor();
      await shot('hand-deliver', false);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
