// One chaos walk from start to end (scripts/chaos.mjs runs the full plan, e2e/chaos.test.ts the short
// one): the seed world, chaos on, the visits, then chaos off and the money compared with the server.
import type { Browser } from 'playwright-core';
import { Walk, type Finding, type Stats, type WalkOptions } from './engine.ts';
import { checkMoney, fullPlan, moneySnapshot, readSeeds, shortPlan, unvisited, type MoneyPlan } from './plan.ts';

export interface ChaosResult {
  findings: Finding[];
  stats: Stats;
  /** What the server made fail, by kind (mocks/scenarios/chaos.ts). */
  server: { calls: number; failed: Record<string, number>; after: number } | null;
  /** Routes of the registry the plan did not open. */
  unvisited: string[];
  seconds: number;
}

export async function runChaos(browser: Browser, options: WalkOptions & { plan: 'full' | 'short'; only?: string }): Promise<ChaosResult> {
  const started = Date.now();
  const context = await browser.newContext({ baseURL: options.baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const origin = new URL(options.baseURL).origin;
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  try {
    const walk = await Walk.start(context, options);
    const seeds = await readSeeds(walk);
    const money: MoneyPlan = {};
    const before = await moneySnapshot(walk);
    let plan = options.plan === 'full' ? fullPlan(seeds, money) : shortPlan(seeds, money);
    if (options.only) plan = plan.filter((visit) => visit.role === options.only || visit.path.includes(options.only as string));
    if (process.env.CHAOS_DEBUG) walk.log(`  (set-up ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    for (const visit of plan) await walk.visit(visit);
    const walked = Date.now();
    const server = (await walk.serverState()).chaos;
    await walk.control('off');
    for (const problem of await checkMoney(walk, before, money)) walk.find('money', problem);
    if (process.env.CHAOS_DEBUG) walk.log(`  (money check ${((Date.now() - walked) / 1000).toFixed(1)} s)`);
    return {
      findings: walk.findings,
      stats: walk.stats,
      server,
      unvisited: options.plan === 'full' && !options.only ? unvisited(plan) : [],
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await context.close();
  }
}
