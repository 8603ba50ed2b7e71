// A Vitest reporter printed after the default one (vitest.config.ts): where the time of a run went —
// per project the files, tests and the sum of the files' durations (files of a project run in parallel,
// so the sum is work, not wall time), then the 15 slowest files. It keeps `npm test` under its 15 minutes
// on 2 cores visible as the screens grow. Last, the tests that passed only on a retry
// (none is retried; `--retry 1` on the command line still shows them), with what failed first.
import type { Reporter, TestModule } from 'vitest/node';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default class TimingReporter implements Reporter {
  private started = 0;

  onTestRunStart(): void {
    this.started = performance.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (testModules.length === 0) return;
    const files = testModules.map((module) => ({
      project: module.project.name || 'default',
      file: module.relativeModuleId,
      ms: module.diagnostic().duration,
      tests: [...module.children.allTests()].length,
    }));
    const byProject = new Map<string, { files: number; tests: number; ms: number }>();
    for (const { project, ms, tests } of files) {
      const total = byProject.get(project) ?? { files: 0, tests: 0, ms: 0 };
      byProject.set(project, { files: total.files + 1, tests: total.tests + tests, ms: total.ms + ms });
    }
    const lines = [`\nTime by project (wall clock of the run: ${seconds(performance.now() - this.started)})`];
    for (const [project, total] of [...byProject].sort((a, b) => b[1].ms - a[1].ms))
      lines.push(
        `  ${project.padEnd(10)} ${String(total.files).padStart(4)} files ${String(total.tests).padStart(5)} tests ${seconds(total.ms).padStart(9)}`,
      );
    lines.push('Slowest files');
    for (const { project, file, ms } of [...files].sort((a, b) => b.ms - a.ms).slice(0, 15))
      lines.push(`  ${seconds(ms).padStart(8)}  ${project.padEnd(10)} ${file}`);
    const flaky = testModules.flatMap((module) =>
      [...module.children.allTests()]
        .filter((test) => test.diagnostic()?.flaky)
        .map((test) => ({ module, test, errors: test.result().errors ?? [] })),
    );
    if (flaky.length > 0) {
      lines.push(`Flaky: ${flaky.length} test(s) passed only on a retry`);
      for (const { module, test, errors } of flaky) {
        lines.push(`  ${module.project.name} ${module.relativeModuleId} > ${test.fullName}`);
        for (const error of errors) lines.push(`    first try: ${(error.message ?? String(error)).split('\n')[0]}`);
      }
    }
    console.log(lines.join('\n'));
  }
}
