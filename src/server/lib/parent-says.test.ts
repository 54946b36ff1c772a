import { fork } from 'node:child_process';
import { once } from 'node:events';
import { expect, it } from 'vitest';

const CHILD = `
import { parentSays } from './src/server/lib/parent-says.ts';
process.on('message', (m) => process.stdout.write('heard ' + m + '\\n'));
process.stdout.write('waiting\\n');
await parentSays('go');
process.stdout.write('went\\n');
`;

it('waits for the parent’s word, ignores other messages, then lets the process end', async () => {
  const child = fork('--input-type=module', ['-e', CHILD], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let out = '';
  child.stdout?.on('data', (b: Buffer) => (out += b.toString()));
  // The child starts through tsx, which takes seconds on a busy machine (the poll's 1 s default did not).
  await expect.poll(() => out, { timeout: 30_000 }).toBe('waiting\n');
  child.send('something else');
  // Sent once the child has handled the first message, so that one's effects come before it.
  await expect.poll(() => out, { timeout: 30_000 }).toContain('heard something else\n');
  child.send('go');
  const [code] = await once(child, 'exit');
  expect(out).toBe('waiting\nheard something else\nheard go\nwent\n');
  expect(code).toBe(0);
});
