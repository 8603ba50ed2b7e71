// The mocks in Storybook: msw-storybook-addon's loader starts one worker with every handler (they
// survive its reset between stories), and `mockLoader` gives each story the seed, a frozen clock
// at the seed moment and the scenario of its `parameters.scenario` (none by default):
//   export const ServerDown: Story = { parameters: { scenario: 'http-500' } };
//   export const AccountFails: Story = { parameters: { scenario: { name: 'http-500', path: '/inside/inter/getAccount' } } };
// Story-level handlers still go in `parameters.msw` and win over these.
import { setupWorker } from 'msw/browser';
import { SEED_NOW, freezeClock, resetDb } from './db/index.ts';
import { configureMocks, handlers } from './handlers/index.ts';
import { isScenarioName, setScenario, type ActiveScenario, type ScenarioName } from './scenarios/index.ts';
import { withWorkerChecksAnswered } from './workerChecks.ts';

export type StoryScenario = ScenarioName | ActiveScenario | null | undefined;

/** The worker msw-storybook-addon uses (pass to `mswLoader`). */
export async function setupStorybookWorker() {
  configureMocks({ validate: 'warn' });
  const worker = setupWorker(...handlers);
  // As in the app's mock build (browser.ts): a worker check the browser refuses is a warning.
  await withWorkerChecksAnswered(() => worker.start({ quiet: true, onUnhandledRequest: 'bypass' }));
  return worker;
}

/** A Storybook loader: seed, clock and the story's scenario. */
export async function mockLoader(context: { parameters: { [key: string]: unknown } }): Promise<Record<string, never>> {
  resetDb();
  freezeClock(SEED_NOW);
  setScenario(toScenario(context.parameters['scenario']));
  return {};
}

function toScenario(value: unknown): ActiveScenario | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    if (!isScenarioName(value)) throw new Error(`parameters.scenario: unknown scenario "${value}"`);
    return { name: value };
  }
  const scenario = value as ActiveScenario;
  if (!isScenarioName(scenario.name)) throw new Error(`parameters.scenario: unknown scenario "${String(scenario.name)}"`);
  return scenario;
}
