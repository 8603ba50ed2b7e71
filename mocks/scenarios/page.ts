// The browser side of choosing a scenario: the page URL (`?scenario=…`) and localStorage.
import { isScenarioName, parseScenarioQuery, type ActiveScenario } from './index.ts';

/** Where the active scenario is kept between page loads. */
export const SCENARIO_STORAGE_KEY = 'mock:scenario';

/** Reads the stored scenario, then lets the page URL change it; keeps the storage in step. */
export function scenarioFromPage(
  location: Pick<Location, 'search'>,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): ActiveScenario | null {
  let scenario: ActiveScenario | null = null;
  try {
    const stored: unknown = JSON.parse(storage.getItem(SCENARIO_STORAGE_KEY) ?? 'null');
    if (stored && typeof stored === 'object' && isScenarioName((stored as ActiveScenario).name)) scenario = stored as ActiveScenario;
  } catch {
    // an unreadable value counts as none
  }
  const query = parseScenarioQuery(location.search);
  if (query.kind === 'set') scenario = query.scenario;
  if (query.kind === 'off') scenario = null;
  if (query.kind === 'unknown') console.warn(`[mocks] unknown scenario "${query.name}"; scenarios: see mocks/README.md`);
  storeScenario(storage, scenario);
  return scenario;
}

export function storeScenario(storage: Pick<Storage, 'setItem' | 'removeItem'>, scenario: ActiveScenario | null): void {
  if (scenario) storage.setItem(SCENARIO_STORAGE_KEY, JSON.stringify(scenario));
  else storage.removeItem(SCENARIO_STORAGE_KEY);
}
