import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { tinyPng } from '../../../tests/tiny-png';
import { pdfImageOf } from './pdf-image';

describe('logos as PDF images', () => {
  it('undoes a PNG’s row filter and splits colour from alpha', () => {
    const image = pdfImageOf(tinyPng())!;
    expect(image).toMatchObject({ width: 2, height: 1, colorSpace: 'DeviceRGB' });
    expect([...inflateSync(image.data)]).toEqual([200, 10, 20, 210, 20, 30]);
    expect([...inflateSync(image.alpha!)]).toEqual([255, 255]);
  });

  it('passes a JPEG through with the size its frame header gives', () => {
    const sof = [0xff, 0xc0, 0, 11, 8, 0, 40, 0, 120, 3, 1, 0x22, 0];
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, ...sof, 0xff, 0xd9]);
    expect(pdfImageOf(jpeg)).toMatchObject({
      width: 120,
      height: 40,
      colorSpace: 'DeviceRGB',
      filter: 'DCTDecode',
      data: jpeg,
    });
  });

  it('draws nothing for what it cannot embed', () => {
    expect(pdfImageOf(Buffer.from('<svg/>'))).toBeUndefined();
    expect(pdfImageOf(tinyPng().subarray(0, 30))).toBeUndefined();
  });
});
