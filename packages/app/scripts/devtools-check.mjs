// R9.5: whether a build holds the log display and the settings panel of development builds (`pnpm size`
// fails when production does; e2e/build.test.ts checks both builds).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readGraph } from './size-report.mjs';

/** Where the dev tools live (R9.5): the panels, the app's module loading them, their strings. */
const DEV_TOOL_MODULES = /(^|\/)(ui\/src\/devtools\/|src\/devtools\/|session\/src\/messages\/(zh-CN|en)\/devtools\.ts$)/;
/** What only their code carries: the panels' marker and their catalogue keys. */
const DEV_TOOL_MARKERS = ['data-devtools', 'devtools.logs.', 'devtools.settings.'];

/**
 * R9.5: the log display and the settings panel exist in development and mock builds only. What of them a
 * build holds: their modules in a chunk (module graph) and their markers in a script. A production build
 * must hold nothing (`pnpm size` fails otherwise); the mock build holds both (so the check is real).
 */
export function devToolsInBuild(distDir) {
  const graph = readGraph(distDir);
  const modules = Object.entries(graph)
    .filter(([id, module]) => module.chunk && DEV_TOOL_MODULES.test(id))
    .map(([id]) => id)
    .sort();
  const chunks = [...new Set(Object.values(graph).flatMap((module) => (module.chunk ? [module.chunk] : [])))];
  const markers = DEV_TOOL_MARKERS.filter((marker) =>
    chunks.some((chunk) => chunk.endsWith('.js') && readFileSync(join(distDir, chunk), 'utf8').includes(marker)),
  );
  return { modules, markers };
}
