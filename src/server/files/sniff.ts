import { sniffImageType } from './image-type';

export const uploadContentTypes = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
] as const;
export type UploadContentType = (typeof uploadContentTypes)[number];

/** What the bytes really are; a declared Content-Type or a file name's extension is not trusted. */
export function sniffFileType(data: Buffer): UploadContentType | undefined {
  if (data.length >= 5 && data.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return sniffImageType(data);
}
