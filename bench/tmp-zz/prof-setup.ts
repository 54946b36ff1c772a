import { Session } from 'node:inspector/promises';
import { writeFileSync, mkdirSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
const g = globalThis as unknown as { zzs?: Session; zzn?: number };
beforeAll(async () => {
  if (!g.zzs) { g.zzs = new Session(); g.zzs.connect(); await g.zzs.post('Profiler.enable'); }
  await g.zzs.post('Profiler.start');
});
afterAll(async () => {
  const { profile } = await g.zzs!.post('Profiler.stop');
  mkdirSync('/tmp/zzprof', { recursive: true });
  writeFileSync(`/tmp/zzprof/${process.pid}-${(g.zzn = (g.zzn ?? 0) + 1)}.cpuprofile`, JSON.stringify(profile));
});
