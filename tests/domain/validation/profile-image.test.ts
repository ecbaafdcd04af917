import { describe, expect, it } from 'vitest';
import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MIN_SIDE,
  PROFILE_IMAGE_TYPES,
  profileImageSizeWarning,
  validateProfileImage,
} from '../../../src/domain/validation/profile-image.ts';

describe('validateProfileImage', () => {
  it('accepts the six types under 5 MB', () => {
    expect(PROFILE_IMAGE_TYPES).toEqual(['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp', 'image/bmp']);
    for (const type of PROFILE_IMAGE_TYPES) expect(validateProfileImage({ type, size: 1000 }), type).toBeNull();
  });

  it('refuses non-images first', () => {
    expect(validateProfileImage({ type: 'application/pdf', size: 10 ** 9 })).toBe('Please select an image file');
    expect(validateProfileImage({ type: '', size: 1 })).toBe('Please select an image file');
    expect(validateProfileImage({ type: 'text/image/png', size: 1 })).toBe('Please select an image file');
  });

  it('refuses other image types', () => {
    expect(validateProfileImage({ type: 'image/svg+xml', size: 10 ** 9 })).toBe(
      'Only JPEG, JPG, PNG, GIF, WEBP and BMP images are allowed',
    );
  });

  it('must be strictly under 5 MB', () => {
    expect(PROFILE_IMAGE_MAX_BYTES).toBe(5_242_880);
    expect(validateProfileImage({ type: 'image/png', size: 5_242_879 })).toBeNull();
    expect(validateProfileImage({ type: 'image/png', size: 5_242_880 })).toBe('Image must be smaller than 5MB');
  });
});

describe('profileImageSizeWarning', () => {
  const warning = 'Image is smaller than 100x100 pixels. 200x200 pixels or larger is recommended.';

  it('warns when either side is under 100 pixels', () => {
    expect(PROFILE_IMAGE_MIN_SIDE).toBe(100);
    expect(profileImageSizeWarning(99, 400)).toBe(warning);
    expect(profileImageSizeWarning(400, 99)).toBe(warning);
    expect(profileImageSizeWarning(100, 100)).toBeNull();
    expect(profileImageSizeWarning(200, 200)).toBeNull();
  });
});
