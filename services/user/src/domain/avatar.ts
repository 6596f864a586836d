import { DomainError } from '@mindprint/platform/errors';

export const avatarMaxBytes = 512 * 1024;
export const avatarContentTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarContentType = (typeof avatarContentTypes)[number];

export interface Avatar {
  contentType: AvatarContentType;
  image: Buffer;
}

const invalid = (reason: string, message: string) => new DomainError(reason, message, 'INVALID_ARGUMENT');

/** The image format the bytes really are, whatever the data URL claims. */
export function sniffImageType(bytes: Buffer): AvatarContentType | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/**
 * `data:image/png;base64,...` (or jpeg/webp) of at most 512 KB decoded. The declared type must be what the
 * bytes are, so the avatar is never served as something it is not.
 */
export function parseAvatarDataUrl(dataUrl: string): Avatar {
  const match = /^data:(image\/(?:png|jpeg|jpg|webp));base64,([A-Za-z0-9+/]*={0,2})$/i.exec(dataUrl.trim());
  if (!match) throw invalid('INVALID_AVATAR', 'The avatar must be a PNG, JPEG or WebP image sent as a base64 data URL');
  const declared = match[1]!.toLowerCase().replace('image/jpg', 'image/jpeg') as AvatarContentType;
  const base64 = match[2]!;
  if (Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0) > avatarMaxBytes) {
    throw invalid('AVATAR_TOO_LARGE', 'The avatar must be at most 512 KB');
  }
  const image = Buffer.from(base64, 'base64');
  if (image.length === 0 || sniffImageType(image) !== declared) {
    throw invalid('INVALID_AVATAR', 'The avatar must be a PNG, JPEG or WebP image sent as a base64 data URL');
  }
  return { contentType: declared, image };
}
