// Mock-only control endpoints, answered wherever the handlers run (browser worker, node, the HTTP
// server): read the state, choose a scenario, reset the database, expire a token. Not in the contract.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { SEED_VERSION, getDb, notifyDbChange, now, resetDbSaved, type DbSize } from '../db/index.ts';
import { clearScenario, getScenario, parseScenarioQuery, setScenario } from '../scenarios/index.ts';
import { chaosReport, resetChaos } from '../scenarios/chaos.ts';
import { payerDelay, settleByHand } from './kit/commerce.ts';
import { mockConfig } from './kit/framework.ts';

export const CONTROL_PREFIX = '/__mock';

export function mockState() {
  const db = getDb();
  return {
    scenario: getScenario(),
    /** What the chaos scenario did since it started (calls, failures by kind), or null. */
    chaos: chaosReport(),
    adminPath: mockConfig.adminPath,
    basePath: mockConfig.basePath,
    size: db.meta.size,
    seedVersion: SEED_VERSION,
    /** The mock payer's delay in ms of mock time, or null when it never pays (QA pays with /__mock/pay). */
    payerDelayMs: payerDelay(db),
    counts: {
      customers: db.customers.length,
      goods: db.goods.length,
      orders: db.orders.length,
      unsoldCardKeys: db.cardKeys.filter((c) => c.status === 'unsold').length,
    },
  };
}

const at = (name: string) => new RegExp(`${CONTROL_PREFIX}/${name}$`);

export const controlHandlers: HttpHandler[] = [
  http.get(at('state'), () => HttpResponse.json(mockState())),

  http.all(at('scenario'), ({ request }) => {
    const query = parseScenarioQuery(
      new URL(request.url).search
        .replace(/\bname=/, 'scenario=')
        .replace(/\bpath=/, 'scenarioPath=')
        .replace(/\bdelay=/, 'scenarioDelay='),
    );
    if (query.kind === 'unknown') return HttpResponse.json({ error: `unknown scenario "${query.name}"` }, { status: 400 });
    if (query.kind === 'set') setScenario(query.scenario);
    if (query.kind === 'off') clearScenario();
    return HttpResponse.json(mockState());
  }),

  http.post(at('reset'), async ({ request }) => {
    const size = new URL(request.url).searchParams.get('size');
    // The same world and seed give the same failures again.
    resetChaos();
    // Answered once the fresh world is saved, as every change is (a page loaded next restores it).
    await resetDbSaved({ size: size === 'large' ? 'large' : ('standard' satisfies DbSize) });
    return HttpResponse.json(mockState());
  }),

  // Settle the waiting payment of an order or recharge now: ?orderNo=…&result=paid|failed|expired (default paid).
  http.post(at('pay'), async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const orderNo = params.get('orderNo') ?? '';
    const result = params.get('result') ?? 'paid';
    if (result !== 'paid' && result !== 'failed' && result !== 'expired') {
      return HttpResponse.json({ error: `unknown result "${result}" (paid, failed, expired)` }, { status: 400 });
    }
    const outcome = settleByHand(getDb(), orderNo, result, now());
    // Saved like any call that changes the world (the browser's copy survives the next page load).
    if (outcome.ok) await notifyDbChange();
    if (!outcome.ok) return HttpResponse.json({ error: outcome.error }, { status: 409 });
    return HttpResponse.json({ orderNo, status: outcome.status });
  }),

  // The mock payer: ?delay=<ms> pays each new channel payment that long after it starts; ?delay=off never (QA pays by hand).
  http.post(at('payer'), async ({ request }) => {
    const delay = new URL(request.url).searchParams.get('delay') ?? '';
    if (delay !== 'off' && !/^\d{1,7}$/.test(delay)) return HttpResponse.json({ error: 'delay: milliseconds or off' }, { status: 400 });
    getDb().meta.payerDelayMs = delay === 'off' ? null : Number(delay);
    await notifyDbChange();
    return HttpResponse.json(mockState());
  }),

  http.post(at('expire'), async ({ request }) => {
    const token = new URL(request.url).searchParams.get('token');
    const db = getDb();
    const session = db.sessions.find((s) => s.token === token);
    if (!session) return HttpResponse.json({ error: 'no such token' }, { status: 404 });
    session.expiresAt = now() - 1;
    await notifyDbChange();
    return HttpResponse.json({ expired: token });
  }),
];
