// The QA panel of dev and mock builds: a slim tab at the left edge of the window (amber while a scenario
// is on) that opens a panel showing the active scenario; QA can pick another (for every endpoint or one
// path; chaos with its rate and seed), settle a waiting payment at once (paid, failed, expired) or reset
// the mock database. Plain DOM in a shadow root (mocks import no React, and the app's styles cannot reach
// it); loaded only by startMockWorker(), so a production build never has it. Native controls with labels;
// Escape closes it and gives focus back.
import type { DbSize } from './db/index.ts';
import { SCENARIO_LABELS, SCENARIO_NAMES, isScenarioName, type ActiveScenario } from './scenarios/index.ts';
import { CHAOS_DEFAULT_RATE, CHAOS_DEFAULT_SEED, chaosRate, chaosSeed } from './scenarios/chaos.ts';

export interface PanelActions {
  getScenario(): ActiveScenario | null;
  setScenario(scenario: ActiveScenario | null): void;
  onScenarioChange(listener: (scenario: ActiveScenario | null) => void): () => void;
  /** Resets the database (and its saved copy), then the page reloads. */
  resetDb(size: DbSize): Promise<void>;
  reload(): void;
  /** Settles the waiting payment of an order or recharge number now; answers what happened, in Chinese. */
  payOrder?(orderNo: string, result: 'paid' | 'failed' | 'expired'): Promise<string>;
}

/** The order number of the page QA is on (`/pay/payInterface?orderNo=…`), to prefill the payment control. */
export function orderNoOfPage(location: Pick<Location, 'search'>): string {
  return new URLSearchParams(location.search).get('orderNo') ?? '';
}

export const PANEL_HOST_ID = 'mock-qa-panel';

const STYLE = `
:host { all: initial; }
* { box-sizing: border-box; font-family: system-ui, -apple-system, 'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif; }
.root { position: fixed; left: 0; top: 50%; transform: translateY(-50%); z-index: 2147483000; font-size: 13px; color: #111827; }
.toggle { display: block; writing-mode: vertical-rl; width: 14px; padding: 6px 0; margin: 0; border: 1px solid #374151; border-left: 0; border-radius: 0 6px 6px 0; background: #111827; color: #fff; cursor: pointer; font-size: 10px; line-height: 12px; letter-spacing: 1px; }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
.toggle[data-active="true"] { background: #b45309; border-color: #92400e; }
.toggle:focus-visible, button:focus-visible, select:focus-visible, input:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
.panel { position: absolute; left: 20px; top: 50%; transform: translateY(-50%); width: min(320px, calc(100vw - 28px)); max-height: calc(100dvh - 24px); overflow: auto; padding: 12px; border-radius: 10px; border: 1px solid #d1d5db; background: #fff; box-shadow: 0 10px 30px rgba(0,0,0,.18); }
.panel[hidden] { display: none; }
h2 { margin: 0 0 8px; font-size: 14px; }
p { margin: 0 0 8px; line-height: 1.5; }
label { display: block; margin: 8px 0 4px; font-weight: 600; }
select, input { width: 100%; padding: 6px 8px; border: 1px solid #6b7280; border-radius: 6px; font-size: 13px; color: #111827; background: #fff; }
.row { display: flex; gap: 8px; margin-top: 10px; flex-wrap: wrap; }
button.action { padding: 6px 10px; border-radius: 6px; border: 1px solid #1f2937; background: #1f2937; color: #fff; cursor: pointer; font-size: 13px; }
button.secondary { background: #fff; color: #1f2937; }
button.danger { background: #b91c1c; border-color: #b91c1c; }
.hint { color: #4b5563; font-size: 12px; margin-top: 10px; }
code { font-family: ui-monospace, monospace; font-size: 12px; }
`;

function describe(scenario: ActiveScenario | null): string {
  if (!scenario) return '无（接口正常响应）';
  const label =
    scenario.name === 'chaos'
      ? `${SCENARIO_LABELS.chaos}，比例 ${Math.round(chaosRate(scenario.rate) * 100)}%，种子 ${chaosSeed(scenario.seed)}`
      : SCENARIO_LABELS[scenario.name];
  return scenario.path ? `${label}，仅限 ${scenario.path}` : `${label}，全部接口`;
}

/** Mounts the panel once; answers a handle to remove it. */
export function mountQaPanel(doc: Document, actions: PanelActions): { host: HTMLElement; destroy(): void } {
  doc.getElementById(PANEL_HOST_ID)?.remove();
  const host = doc.createElement('div');
  host.id = PANEL_HOST_ID;
  const shadow = host.attachShadow({ mode: 'open' });
  const el = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    props: Partial<HTMLElementTagNameMap[K]> = {},
    ...children: Array<Node | string>
  ) => {
    const node = doc.createElement(tag);
    Object.assign(node, props);
    node.append(...children);
    return node;
  };

  // A constructed style sheet, not a <style> element: the build's CSP allows style sheets only from files.
  const sheet = new doc.defaultView!.CSSStyleSheet();
  sheet.replaceSync(STYLE);
  shadow.adoptedStyleSheets = [sheet];
  const toggle = el('button', { type: 'button', className: 'toggle' });
  toggle.setAttribute('aria-expanded', 'false');
  toggle.setAttribute('aria-controls', 'mock-qa-body');

  const current = el('strong');
  const select = el('select', { id: 'mock-qa-scenario' });
  select.append(
    el('option', { value: '' }, '无（正常响应）'),
    ...SCENARIO_NAMES.map((name) => el('option', { value: name }, `${name} · ${SCENARIO_LABELS[name]}`)),
  );
  const path = el('input', { id: 'mock-qa-path', type: 'text', placeholder: '/inside/inter/getAccount', autocomplete: 'off' });
  // Chaos only: the share of calls that fail and the seed.
  const rate = el('input', { id: 'mock-qa-rate', type: 'number', min: '0.01', max: '1', step: '0.05', value: String(CHAOS_DEFAULT_RATE) });
  const seed = el('input', { id: 'mock-qa-seed', type: 'number', step: '1', value: String(CHAOS_DEFAULT_SEED) });
  const chaosControls = el(
    'div',
    { hidden: true },
    el('label', { htmlFor: 'mock-qa-rate' }, '故障比例（0.01–1）'),
    rate,
    el('label', { htmlFor: 'mock-qa-seed' }, '随机种子（相同种子，相同故障）'),
    seed,
  );
  const showChaos = () => {
    chaosControls.hidden = select.value !== 'chaos';
  };
  select.addEventListener('change', showChaos);
  const apply = el('button', { type: 'button', className: 'action' }, '应用场景');
  const clear = el('button', { type: 'button', className: 'action secondary' }, '清除场景');
  const reset = el('button', { type: 'button', className: 'action danger' }, '重置数据库');
  const resetLarge = el('button', { type: 'button', className: 'action secondary' }, '重置为大数据量');
  const status = el('p', { role: 'status' });
  const payment = payControls();
  const title = el('h2', { id: 'mock-qa-title' }, '模拟接口 · QA');
  const panel = el(
    'section',
    { id: 'mock-qa-body', className: 'panel', hidden: true },
    title,
    el('p', {}, '当前场景：', current),
    el('label', { htmlFor: 'mock-qa-scenario' }, '场景'),
    select,
    el('label', { htmlFor: 'mock-qa-path' }, '仅限接口路径（可选）'),
    path,
    chaosControls,
    el('div', { className: 'row' }, apply, clear),
    ...payment.nodes,
    el('div', { className: 'row' }, reset, resetLarge),
    status,
    el(
      'p',
      { className: 'hint' },
      '也可在任意页面地址后加 ',
      el('code', {}, '?scenario=名称&scenarioPath=/路径'),
      '，',
      el('code', {}, '?scenario=off'),
      ' 清除；混合故障：',
      el('code', {}, '?scenario=chaos&rate=0.3&seed=7'),
      '。',
    ),
  );
  panel.setAttribute('aria-labelledby', 'mock-qa-title');
  shadow.append(el('div', { className: 'root' }, toggle, panel));

  function payControls(): { nodes: Node[]; input: HTMLInputElement | null } {
    const payOrder = actions.payOrder;
    if (!payOrder) return { nodes: [], input: null };
    const input = el('input', { id: 'mock-qa-order', type: 'text', placeholder: '订单号或充值单号', autocomplete: 'off' });
    const buttons = (
      [
        ['paid', '立即支付成功'],
        ['failed', '支付失败'],
        ['expired', '支付超时'],
      ] as const
    ).map(([result, label]) => {
      const button = el('button', { type: 'button', className: result === 'paid' ? 'action' : 'action secondary' }, label);
      button.addEventListener('click', () => {
        const orderNo = input.value.trim();
        if (orderNo === '') {
          status.textContent = '请输入订单号';
          input.focus();
          return;
        }
        void payOrder(orderNo, result).then((message) => {
          status.textContent = message;
        });
      });
      return button;
    });
    return {
      nodes: [el('label', { htmlFor: 'mock-qa-order' }, '模拟支付（等待中的支付）'), input, el('div', { className: 'row' }, ...buttons)],
      input,
    };
  }

  const render = (scenario: ActiveScenario | null) => {
    current.textContent = describe(scenario);
    // A slim tab at the left edge that covers no content (the scenario's name is read out, and shown in the panel).
    toggle.replaceChildren('模拟接口', ...(scenario ? [el('span', { className: 'sr-only' }, ` · ${scenario.name}`)] : []));
    toggle.title = scenario ? `模拟接口 · ${describe(scenario)}` : '模拟接口';
    toggle.dataset.active = String(scenario !== null);
    select.value = scenario?.name ?? '';
    path.value = scenario?.path ?? '';
    if (scenario?.name === 'chaos') {
      rate.value = String(chaosRate(scenario.rate));
      seed.value = String(chaosSeed(scenario.seed));
    }
    showChaos();
  };
  const open = (next: boolean) => {
    panel.hidden = !next;
    toggle.setAttribute('aria-expanded', String(next));
    if (next && payment.input && payment.input.value === '') payment.input.value = orderNoOfPage(doc.location);
    if (next) select.focus();
  };

  toggle.addEventListener('click', () => open(panel.hidden !== false));
  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    open(false);
    toggle.focus();
  });
  apply.addEventListener('click', () => {
    const name = select.value;
    const limit = path.value.trim();
    if (name !== '' && !isScenarioName(name)) return;
    if (limit !== '' && !limit.startsWith('/')) {
      status.textContent = '接口路径应以 / 开头';
      path.focus();
      return;
    }
    const chosen: ActiveScenario | null = name === '' ? null : limit ? { name, path: limit } : { name };
    if (chosen?.name === 'chaos') {
      if (chaosRate(rate.value) !== Number(rate.value) || chaosSeed(seed.value) !== Number(seed.value)) {
        status.textContent = '故障比例应在 0.01 到 1 之间，种子为整数';
        rate.focus();
        return;
      }
      chosen.rate = Number(rate.value);
      chosen.seed = Number(seed.value);
    }
    actions.setScenario(chosen);
    status.textContent =
      name === '' ? '已恢复正常响应' : `已应用：${SCENARIO_LABELS[name as keyof typeof SCENARIO_LABELS]}（下一次请求生效）`;
  });
  clear.addEventListener('click', () => {
    actions.setScenario(null);
    status.textContent = '已恢复正常响应';
  });
  const resetTo = (size: DbSize) => async () => {
    reset.disabled = true;
    resetLarge.disabled = true;
    status.textContent = '正在重置数据库…';
    try {
      await actions.resetDb(size);
      status.textContent = '数据库已重置，正在刷新页面…';
      actions.reload();
    } catch (error) {
      status.textContent = `重置失败：${error instanceof Error ? error.message : String(error)}`;
    } finally {
      reset.disabled = false;
      resetLarge.disabled = false;
    }
  };
  reset.addEventListener('click', () => void resetTo('standard')());
  resetLarge.addEventListener('click', () => void resetTo('large')());

  render(actions.getScenario());
  const stop = actions.onScenarioChange(render);
  doc.body.append(host);
  return {
    host,
    destroy: () => {
      stop();
      host.remove();
    },
  };
}
