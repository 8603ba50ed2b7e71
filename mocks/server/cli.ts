// `pnpm mock:server [--port 4010] [--host 127.0.0.1] [--static packages/app/dist] [--admin-path shopadmin]
//   [--base /] [--seed standard|large] [--scenario NAME [--scenario-path /inside/inter/getAccount]]
//   [--scenario chaos [--rate 0.2] [--seed 7]]` (a number after --seed is the chaos seed)
import { SEED_ADMINS, SEED_LOGINS, SEED_OTHER } from '../db/index.ts';
import { SCENARIO_NAMES, isScenarioName, setScenario, type ActiveScenario } from '../scenarios/index.ts';
import { chaosRate } from '../scenarios/chaos.ts';
import { startMockHttpServer, type MockHttpServerOptions } from './http.ts';

export interface CliOptions extends MockHttpServerOptions {
  scenario?: string;
  scenarioPath?: string;
  /** `chaos`: the share of calls that fail. */
  rate?: number;
  /** `chaos`: its seed (`--seed 7`; `--seed standard|large` picks the world). */
  chaosSeed?: number;
  help?: boolean;
}

const FLAGS: Record<string, keyof CliOptions> = {
  '--port': 'port',
  '-p': 'port',
  '--host': 'host',
  '--static': 'staticDir',
  '--admin-path': 'adminPath',
  '--base': 'basePath',
  '--seed': 'size',
  '--scenario': 'scenario',
  '--scenario-path': 'scenarioPath',
  '--rate': 'rate',
};

export function parseArgs(argv: readonly string[]): CliOptions {
  const options: Record<string, unknown> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--') continue;
    if (arg === '--help' || arg === '-h') {
      options.help = true;
      continue;
    }
    const [flag, inline] = arg.includes('=') ? (arg.split(/=(.*)/s, 2) as [string, string]) : [arg, undefined];
    const key = FLAGS[flag];
    if (!key) throw new Error(`unknown option ${flag} (try --help)`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (key === 'size' && /^-?\d+$/.test(value)) options.chaosSeed = Number(value);
    else options[key] = key === 'port' || key === 'rate' ? Number(value) : value;
  }
  if (options.port !== undefined && !Number.isInteger(options.port)) throw new Error('--port must be a number');
  if (options.size !== undefined && options.size !== 'standard' && options.size !== 'large') throw new Error('--seed is standard or large');
  if (options.scenario !== undefined && !isScenarioName(options.scenario))
    throw new Error(`unknown scenario ${String(options.scenario)}: ${SCENARIO_NAMES.join(', ')}`);
  if (options.rate !== undefined && chaosRate(options.rate) !== options.rate) throw new Error('--rate is a share in (0, 1], e.g. 0.2');
  if ((options.rate !== undefined || options.chaosSeed !== undefined) && options.scenario !== 'chaos')
    throw new Error('--rate and a numeric --seed go with --scenario chaos');
  return options as CliOptions;
}

export const HELP = `pnpm mock:server [options]
  --port, -p <n>          port (default 4010)
  --host <host>           host (default 127.0.0.1)
  --static <dir>          serve a built app same-origin (index.html for unknown page paths)
  --admin-path <segment>  the admin prefix (default shopadmin)
  --base <path>           the API base path (default /)
  --seed standard|large   the world (large: 10,000 orders, 5,000 unsold keys)
  --scenario <name>       start with a scenario on (see mocks/README.md)
  --scenario-path <path>  limit it to one endpoint path
  --rate <share>          chaos: the share of calls that fail (default 0.2)
  --seed <number>         chaos: the seed (the same seed gives the same failures)`;

/** The scenario the command line asks for. */
export function scenarioOf(options: CliOptions): ActiveScenario | null {
  if (!options.scenario || !isScenarioName(options.scenario)) return null;
  const scenario: ActiveScenario = { name: options.scenario };
  if (options.scenarioPath) scenario.path = options.scenarioPath;
  if (options.rate !== undefined) scenario.rate = options.rate;
  if (options.chaosSeed !== undefined) scenario.seed = options.chaosSeed;
  return scenario;
}

export async function main(argv: readonly string[]): Promise<void> {
  const options = parseArgs(argv);
  if (options.help) {
    console.info(HELP);
    return;
  }
  const running = await startMockHttpServer(options);
  if (options.scenario && isScenarioName(options.scenario)) setScenario(scenarioOf(options));
  const { demo, vipshop, supplier } = SEED_LOGINS;
  console.info(
    [
      `Mock API on ${running.url}${options.staticDir ? ` serving ${options.staticDir}` : ''}`,
      `  customer ${demo.loginName}/${demo.password} · vip ${vipshop.loginName}/${vipshop.password} · supplier ${supplier.loginName}/${supplier.password}`,
      `  admin ${SEED_ADMINS.admin.username}/${SEED_ADMINS.admin.password} at /${options.adminPath ?? 'shopadmin'}/ · other ${SEED_OTHER.service.loginName}/${SEED_OTHER.service.password}`,
      `  scenarios: ${running.url}/__mock/scenario?name=http-500[&path=/inside/inter/getAccount] · ?name=off · reset: POST ${running.url}/__mock/reset`,
    ].join('\n'),
  );
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
