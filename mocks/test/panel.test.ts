// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { mountQaPanel, PANEL_HOST_ID } from '../panel.ts';
import { getScenario, onScenarioChange, setScenario, SCENARIO_NAMES } from '../scenarios/index.ts';
import { SCENARIO_STORAGE_KEY, scenarioFromPage } from '../scenarios/page.ts';

function mount() {
  const resetDb = vi.fn(async () => undefined);
  const reload = vi.fn();
  const handle = mountQaPanel(document, { getScenario, setScenario, onScenarioChange, resetDb, reload });
  const root = handle.host.shadowRoot as ShadowRoot;
  const q = <T extends Element>(selector: string) => root.querySelector(selector) as T;
  const button = (text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.includes(text)) as HTMLButtonElement;
  return { handle, root, q, button, resetDb, reload };
}

describe('the QA panel', () => {
  it('is a labelled toggle that opens a panel with labelled controls', () => {
    const { handle, q, button } = mount();
    expect(document.getElementById(PANEL_HOST_ID)).toBe(handle.host);
    const toggle = button('模拟接口');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(q<HTMLElement>('#mock-qa-body').hidden).toBe(true);
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(q<HTMLElement>('#mock-qa-body').hidden).toBe(false);
    expect(q<HTMLLabelElement>('label[for="mock-qa-scenario"]').textContent).toBe('场景');
    expect(q<HTMLLabelElement>('label[for="mock-qa-path"]').textContent).toContain('接口路径');
    expect(q<HTMLSelectElement>('#mock-qa-scenario').options).toHaveLength(SCENARIO_NAMES.length + 1);
    handle.destroy();
  });

  it('applies a scenario (optionally for one path), shows it, clears it', () => {
    const { handle, q, button } = mount();
    q<HTMLSelectElement>('#mock-qa-scenario').value = 'http-500';
    q<HTMLInputElement>('#mock-qa-path').value = '/inside/inter/getAccount';
    button('应用场景').click();
    expect(getScenario()).toEqual({ name: 'http-500', path: '/inside/inter/getAccount' });
    expect(button('模拟接口').textContent).toBe('模拟接口 · http-500');
    expect(q('strong').textContent).toContain('仅限 /inside/inter/getAccount');
    q<HTMLInputElement>('#mock-qa-path').value = 'inside';
    button('应用场景').click();
    expect(q('[role="status"]').textContent).toBe('接口路径应以 / 开头');
    button('清除场景').click();
    expect(getScenario()).toBeNull();
    expect(q('strong').textContent).toBe('无（接口正常响应）');
    // A change from elsewhere (the URL, a test) shows up too.
    setScenario('empty');
    expect(q<HTMLSelectElement>('#mock-qa-scenario').value).toBe('empty');
    handle.destroy();
    setScenario(null);
  });

  it('chaos: its rate and seed show only for it, are checked, and are applied with it', () => {
    const { handle, q, button } = mount();
    const select = q<HTMLSelectElement>('#mock-qa-scenario');
    const chaosBox = () => q<HTMLInputElement>('#mock-qa-rate').parentElement as HTMLElement;
    expect(chaosBox().hidden).toBe(true);
    select.value = 'chaos';
    select.dispatchEvent(new Event('change'));
    expect(chaosBox().hidden).toBe(false);
    expect(q<HTMLLabelElement>('label[for="mock-qa-rate"]').textContent).toContain('故障比例');
    expect(q<HTMLLabelElement>('label[for="mock-qa-seed"]').textContent).toContain('随机种子');
    q<HTMLInputElement>('#mock-qa-rate').value = '3';
    button('应用场景').click();
    expect(q('[role="status"]').textContent).toContain('0.01 到 1');
    expect(getScenario()).toBeNull();
    q<HTMLInputElement>('#mock-qa-rate').value = '0.3';
    q<HTMLInputElement>('#mock-qa-seed').value = '7';
    button('应用场景').click();
    expect(getScenario()).toEqual({ name: 'chaos', rate: 0.3, seed: 7 });
    expect(q('strong').textContent).toContain('比例 30%，种子 7');
    // Set from elsewhere (the page URL): the fields follow.
    setScenario({ name: 'chaos', rate: 0.5, seed: 9 });
    expect(q<HTMLInputElement>('#mock-qa-rate').value).toBe('0.5');
    expect(q<HTMLInputElement>('#mock-qa-seed').value).toBe('9');
    setScenario('http-500');
    expect(chaosBox().hidden).toBe(true);
    handle.destroy();
    setScenario(null);
  });

  it('Escape closes it and gives focus back to the toggle', () => {
    const { handle, q, button, root } = mount();
    button('模拟接口').click();
    expect(root.activeElement).toBe(q('#mock-qa-scenario'));
    q('#mock-qa-body').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(q<HTMLElement>('#mock-qa-body').hidden).toBe(true);
    expect(root.activeElement).toBe(button('模拟接口'));
    handle.destroy();
  });

  it('resets the database (standard or large), then reloads', async () => {
    const { handle, button, resetDb, reload } = mount();
    button('重置数据库').click();
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(resetDb).toHaveBeenCalledWith('standard');
    button('重置为大数据量').click();
    await vi.waitFor(() => expect(resetDb).toHaveBeenCalledWith('large'));
    handle.destroy();
  });

  it('settles a waiting payment: the order number of the pay page is filled in', async () => {
    window.history.replaceState(null, '', '/pay/payInterface?orderNo=202611201000000001');
    const payOrder = vi.fn(async (orderNo: string, result: string) => `${orderNo} ${result}`);
    const handle = mountQaPanel(document, { getScenario, setScenario, onScenarioChange, resetDb: vi.fn(), reload: vi.fn(), payOrder });
    const root = handle.host.shadowRoot as ShadowRoot;
    const button = (text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement;
    const input = root.querySelector('#mock-qa-order') as HTMLInputElement;
    expect(root.querySelector('label[for="mock-qa-order"]')?.textContent).toContain('模拟支付');
    button('模拟接口').click();
    expect(input.value).toBe('202611201000000001');
    button('立即支付成功').click();
    await vi.waitFor(() => expect(root.querySelector('[role="status"]')?.textContent).toBe('202611201000000001 paid'));
    button('支付超时').click();
    expect(payOrder).toHaveBeenLastCalledWith('202611201000000001', 'expired');
    input.value = ' ';
    button('支付失败').click();
    expect(root.querySelector('[role="status"]')?.textContent).toBe('请输入订单号');
    expect(payOrder).toHaveBeenCalledTimes(2);
    handle.destroy();
    window.history.replaceState(null, '', '/');
  });

  it('has no payment control when the caller gives none', () => {
    const { handle, root } = mount();
    expect(root.querySelector('#mock-qa-order')).toBeNull();
    handle.destroy();
  });
});

describe('the page URL chooses the scenario and localStorage keeps it', () => {
  it('?scenario= sets and stores, a later load keeps it, ?scenario=off clears', () => {
    localStorage.clear();
    expect(scenarioFromPage({ search: '?scenario=http-502&scenarioPath=/inside/inter/getAccount' }, localStorage)).toEqual({
      name: 'http-502',
      path: '/inside/inter/getAccount',
    });
    expect(JSON.parse(localStorage.getItem(SCENARIO_STORAGE_KEY) ?? 'null')).toEqual({
      name: 'http-502',
      path: '/inside/inter/getAccount',
    });
    expect(scenarioFromPage({ search: '' }, localStorage)).toEqual({ name: 'http-502', path: '/inside/inter/getAccount' });
    expect(scenarioFromPage({ search: '?scenario=off' }, localStorage)).toBeNull();
    expect(localStorage.getItem(SCENARIO_STORAGE_KEY)).toBeNull();
    localStorage.setItem(SCENARIO_STORAGE_KEY, '{broken');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(scenarioFromPage({ search: '?scenario=teapot' }, localStorage)).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('?scenario=chaos&rate=0.3&seed=7 in the mock build', () => {
    localStorage.clear();
    expect(scenarioFromPage({ search: '?scenario=chaos&rate=0.3&seed=7' }, localStorage)).toEqual({ name: 'chaos', rate: 0.3, seed: 7 });
    expect(scenarioFromPage({ search: '' }, localStorage)).toEqual({ name: 'chaos', rate: 0.3, seed: 7 });
    localStorage.clear();
  });
});
