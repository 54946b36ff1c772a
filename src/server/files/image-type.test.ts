import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type';

describe('sniffImageType', () => {
  it.each([
    [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png'],
    [Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    [Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'image/webp'],
    [Buffer.from('GIF89a....'), 'image/gif'],
    [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), undefined],
    [Buffer.alloc(0), undefined],
  ])('%#', (data, type) => expect(sniffImageType(data)).toBe(type));
});
