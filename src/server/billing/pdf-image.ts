import { deflateSync, inflateSync } from 'node:zlib';

/** An image as a PDF XObject takes it: 8-bit samples, compressed, with its alpha as a soft mask. */
export interface PdfImage {
  width: number;
  height: number;
  colorSpace: 'DeviceRGB' | 'DeviceGray';
  filter: 'DCTDecode' | 'FlateDecode';
  data: Buffer;
  /** Deflated 8-bit alpha, one byte a pixel (PNG with transparency). */
  alpha?: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function paeth(a: number, b: number, c: number) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Undoes PNG's per-row filters (RFC 2083 §6) on 8-bit samples. */
function unfilter(raw: Buffer, width: number, height: number, bpp: number): Buffer | undefined {
  const stride = width * bpp;
  if (raw.length < height * (stride + 1)) return undefined;
  const out = Buffer.alloc(height * stride);
  let p = 0;
  for (let y = 0; y < height; y++) {
    const filter = raw[p++];
    if (filter === undefined || filter > 4) return undefined;
    const row = y * stride;
    const prev = row - stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? out[row + x - bpp]! : 0;
      const b = y > 0 ? out[prev + x]! : 0;
      const c = x >= bpp && y > 0 ? out[prev + x - bpp]! : 0;
      const r = raw[p++]!;
      const predicted =
        filter === 0
          ? 0
          : filter === 1
            ? a
            : filter === 2
              ? b
              : filter === 3
                ? (a + b) >> 1
                : paeth(a, b, c);
      out[row + x] = (r + predicted) & 0xff;
    }
  }
  return out;
}

/**
 * A non-interlaced 8-bit PNG (grey, RGB, palette, with or without alpha) as colour samples and an
 * alpha mask; anything else is not drawn (undefined) rather than drawn wrong.
 */
function pngImage(bytes: Buffer): PdfImage | undefined {
  let width = 0;
  let height = 0;
  let colorType = -1;
  let palette: Buffer | undefined;
  let paletteAlpha: Buffer | undefined;
  const idat: Buffer[] = [];
  for (let p = 8; p + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(p);
    const type = bytes.toString('latin1', p + 4, p + 8);
    const data = bytes.subarray(p + 8, p + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0) return undefined;
      colorType = data[9]!;
    } else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') paletteAlpha = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    p += 12 + length;
  }
  const channels = CHANNELS[colorType];
  if (!channels || !width || !height || !idat.length) return undefined;
  const samples = unfilter(inflateSync(Buffer.concat(idat)), width, height, channels);
  if (!samples) return undefined;
  const pixels = width * height;
  const hasAlpha = colorType === 4 || colorType === 6 || (colorType === 3 && !!paletteAlpha);
  const colours = colorType === 0 || colorType === 4 ? 1 : 3;
  const colour = Buffer.alloc(pixels * colours);
  const alpha = Buffer.alloc(hasAlpha ? pixels : 0);
  for (let i = 0; i < pixels; i++) {
    if (colorType === 3) {
      const index = samples[i]!;
      if (!palette || index * 3 + 2 >= palette.length) return undefined;
      palette.copy(colour, i * 3, index * 3, index * 3 + 3);
      if (hasAlpha) alpha[i] = paletteAlpha![index] ?? 255;
    } else {
      samples.copy(colour, i * colours, i * channels, i * channels + colours);
      if (hasAlpha) alpha[i] = samples[i * channels + colours]!;
    }
  }
  return {
    width,
    height,
    colorSpace: colours === 1 ? 'DeviceGray' : 'DeviceRGB',
    filter: 'FlateDecode',
    data: deflateSync(colour),
    ...(hasAlpha ? { alpha: deflateSync(alpha) } : {}),
  };
}

/** A baseline or progressive JPEG passes through as is; its size is read from the frame header. */
function jpegImage(bytes: Buffer): PdfImage | undefined {
  for (let p = 2; p + 9 < bytes.length;) {
    if (bytes[p] !== 0xff) return undefined;
    const marker = bytes[p + 1]!;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      const components = bytes[p + 9];
      if (components !== 1 && components !== 3) return undefined;
      return {
        height: bytes.readUInt16BE(p + 5),
        width: bytes.readUInt16BE(p + 7),
        colorSpace: components === 1 ? 'DeviceGray' : 'DeviceRGB',
        filter: 'DCTDecode',
        data: bytes,
      };
    }
    p += 2 + bytes.readUInt16BE(p + 2);
  }
  return undefined;
}

/** A logo's bytes as a PDF image, when they are a PNG or JPEG this writer can embed. */
export function pdfImageOf(bytes: Buffer): PdfImage | undefined {
  try {
    if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return pngImage(bytes);
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegImage(bytes);
  } catch {
    // A truncated or corrupt upload: the invoice goes out without the logo rather than not at all.
    return undefined;
  }
  return undefined;
}
