import { expect, it } from 'vitest';
import { evenChunk, inTurns } from './batches';

const tick = () => new Promise((r) => setTimeout(r, 5));

it('works every chunk once, in order, one at a time in one lane', async () => {
  const seen: number[][] = [];
  let busy = 0;
  let most = 0;
  const chunks = await inTurns([1, 2, 3, 4, 5], 2, async (chunk) => {
    most = Math.max(most, ++busy);
    await tick();
    seen.push([...chunk]);
    busy -= 1;
  });
  expect(chunks).toBe(3);
  expect(seen).toEqual([[1, 2], [3, 4], [5]]);
  expect(most).toBe(1);
});

it('works two chunks side by side in two lanes, each chunk once', async () => {
  const seen: number[] = [];
  let busy = 0;
  let most = 0;
  const chunks = await inTurns(
    [1, 2, 3, 4, 5, 6, 7],
    2,
    async (chunk) => {
      most = Math.max(most, ++busy);
      await tick();
      seen.push(...chunk);
      busy -= 1;
    },
    2,
  );
  expect(chunks).toBe(4);
  expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(most).toBe(2);
});

it('takes no chunk after one answers false; the other lane ends its own', async () => {
  const started: number[] = [];
  const chunks = await inTurns(
    [1, 2, 3, 4, 5, 6],
    1,
    async ([n]) => {
      started.push(n!);
      await tick();
      return n !== 1;
    },
    2,
  );
  expect(started).toEqual([1, 2]);
  expect(chunks).toBe(2);
});

it("throws a lane's error once the other lane's chunk is done, and takes no more", async () => {
  const finished: number[] = [];
  const work = inTurns(
    [1, 2, 3, 4],
    1,
    async ([n]) => {
      if (n === 1) throw new Error('chunk 1 failed');
      await tick();
      finished.push(n!);
    },
    2,
  );
  await expect(work).rejects.toThrow('chunk 1 failed');
  expect(finished).toEqual([2]);
});

it('sizes chunks evenly over the lanes, never above the most', () => {
  expect(evenChunk(76, 25, 2)).toBe(19);
  expect(evenChunk(30, 25, 2)).toBe(15);
  expect(evenChunk(60, 25, 2)).toBe(15);
  expect(evenChunk(50, 25, 2)).toBe(25);
  expect(evenChunk(9, 4)).toBe(3);
  expect(evenChunk(1, 25, 2)).toBe(1);
  expect(evenChunk(0, 25, 2)).toBe(25);
});
