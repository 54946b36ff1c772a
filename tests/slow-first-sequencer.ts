import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that start real processes or open the embedded database take 15 s to over a minute each.
 * Vitest runs each project's larger files first, so these short files came last: one of them was
 * the run's last file while the other worker stood idle. Within its project each now goes first,
 * overlapping that project's many short files instead.
 */
const SLOW = [
  /^tests\/process\//,
  /^src\/server\/kit\/long-work\.test\.ts$/,
  /^src\/server\/payroll\/queue\.test\.ts$/,
];

const isSlow = (f: TestSpecification) =>
  SLOW.some((re) => re.test(f.moduleId.slice(f.project.config.root.length + 1)));

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((f) => f.project.name))];
    return projects.flatMap((name) => {
      const own = sorted.filter((f) => f.project.name === name);
      return [...own.filter(isSlow), ...own.filter((f) => !isSlow(f))];
    });
  }
}
