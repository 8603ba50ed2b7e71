// Mock-only control endpoints, answered wherever the handlers run (browser worker, node, the HTTP
// server): read the state, choose a scenario, reset the database, expire a token. Not in the contract.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { SEED_VERSION, getDb, now, resetDb, type DbSize } from '../db/index.ts';
import { clearScenario, getScenario, parseScenarioQuery, setScenario } from '../scenarios/index.ts';
import { mockConfig } from './framework.ts';

export const CONTROL_PREFIX = '/__mock';

export function mockState() {
  const db = getDb();
  return {
    scenario: getScenario(),
    adminPath: mockConfig.adminPath,
    basePath: mockConfig.basePath,
    size: db.meta.size,
    seedVersion: SEED_VERSION,
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

  http.post(at('reset'), ({ request }) => {
    const size = new URL(request.url).searchParams.get('size');
    resetDb({ size: size === 'large' ? 'large' : ('standard' satisfies DbSize) });
    return HttpResponse.json(mockState());
  }),

  http.post(at('expire'), ({ request }) => {
    const token = new URL(request.url).searchParams.get('token');
    const db = getDb();
    const session = db.sessions.find((s) => s.token === token);
    if (!session) return HttpResponse.json({ error: 'no such token' }, { status: 404 });
    session.expiresAt = now() - 1;
    return HttpResponse.json({ expired: token });
  }),
];
