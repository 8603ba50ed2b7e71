import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const out = '/tmp/shots22a';
async function shot(base, width, name, fn) {
  const ctx = await browser.newContext({ baseURL: base, viewport: { width, height: width < 500 ? 800 : 900 }, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  await fn(page);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: false });
  await ctx.close();
}
const PROD = 'http://127.0.0.1:4599', MOCK = 'http://127.0.0.1:4598';
const adminLogin = async (page) => {
  await page.goto('/shopadmin/index');
  await page.waitForURL((u) => u.pathname === '/login');
  await page.getByRole('heading', { name: '管理员登录' }).waitFor();
};
const adminHome = async (page) => {
  await adminLogin(page);
  await page.getByLabel(/用户名/).fill('admin');
  await page.getByLabel(/^密码/).fill('admin123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/shopadmin/index');
  await page.getByRole('region', { name: '当前账号' }).waitFor();
};
const shell = async (page) => {
  await page.goto('/403');
  await page.locator('h1').waitFor();
  await page.evaluate(() => localStorage.setItem('token', JSON.stringify({ authCode: 'seed-token-demo' })));
  await page.goto('/inside/index');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(1500);
};
const logs = async (page) => {
  await shell(page);
  await page.goto('/inside/index?scenario=http-502&scenarioPath=/inside/inter/getUnreadCount');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(1500);
  await page.evaluate(async () => { localStorage.removeItem('mock:scenario'); });
  await page.goto('/inside/myOrder?scenario=off');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(1000);
  const button = page.getByRole('button', { name: '查看日志' });
  if (await button.isVisible()) await button.click();
  else { await page.getByRole('button', { name: /打开菜单|展开/ }).first().click().catch(() => {}); }
  await page.getByRole('dialog', { name: '日志' }).waitFor({ timeout: 5000 }).catch(() => {});
};
const settings = async (page) => {
  await shell(page);
  await page.getByRole('button', { name: '布局设置' }).click();
  const d = page.getByRole('dialog', { name: '布局设置' });
  await d.waitFor();
  await d.getByRole('radiogroup', { name: '侧边栏' }).getByText('深色').click();
  await d.getByRole('textbox', { name: '水印文字' }).fill('内部测试 张三');
};
const other = async (page) => { await page.goto('/other/service'); await page.getByRole('region', { name: '合作伙伴登录' }).waitFor(); };
const basic = async (page) => {
  await page.goto('/403'); await page.locator('h1').waitFor();
  const auth = await page.evaluate(async () => (await (await fetch('/inside/inter/login', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'loginName=mengmeng88&password=user123456' })).json()).data);
  await page.evaluate((a) => localStorage.setItem('token', JSON.stringify({ authCode: a.authCode })), auth);
  await page.goto('/login?redirect=%2Fvip%2FvipWebSite');
  await page.waitForURL((u) => u.pathname === '/vip/vipWebSite');
  await page.getByText(/不支持绑定独立域名/).waitFor();
};
for (const width of [375, 1440]) {
  await shot(PROD, width, 'admin-login', adminLogin);
  await shot(PROD, width, 'admin-home', adminHome);
  await shot(MOCK, width, 'dev-logs', logs);
  await shot(MOCK, width, 'dev-settings', settings);
  await shot(PROD, width, 'other-service', other);
  await shot(PROD, width, 'vip-basic-domain', basic).catch((e) => console.log('basic', e.message));
}
await browser.close();
console.log('done');
