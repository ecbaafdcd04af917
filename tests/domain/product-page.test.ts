import { describe, expect, it } from 'vitest';
import {
  productTitle,
  SIMILAR_PRODUCTS_SHOWN,
  similarProductsShown,
  THUMBNAILS_PER_ROW,
  thumbnailRows,
} from '../../src/domain/product-page.ts';
import { DEFAULT_PREMIUM_PLAN, PREMIUM_MONTHLY_PRICE_USD, togglePremiumPlan } from '../../src/domain/premium-plan.ts';
import { defaultPreferences, GENDERS, withDefaultPreferences } from '../../src/domain/profile-options.ts';

describe('product page', () => {
  it('shows the first four similar products', () => {
    expect(SIMILAR_PRODUCTS_SHOWN).toBe(4);
    expect(similarProductsShown([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4]);
    expect(similarProductsShown(null)).toEqual([]);
  });

  it('lays thumbnails out five per row', () => {
    expect(THUMBNAILS_PER_ROW).toBe(5);
    expect(thumbnailRows([1, 2, 3, 4, 5, 6, 7])).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7],
    ]);
    expect(thumbnailRows([1, 2, 3, 4, 5])).toEqual([[1, 2, 3, 4, 5]]);
    expect(thumbnailRows([])).toEqual([]);
  });

  it('reads the title, else the name', () => {
    expect(productTitle({ title: 'Softbox', name: 'x' })).toBe('Softbox');
    expect(productTitle({ name: 'Tripod' })).toBe('Tripod');
    expect(productTitle({})).toBe('');
  });
});

describe('profile options', () => {
  it('lists the genders', () => {
    expect(GENDERS).toEqual(['male', 'female', 'other', 'prefer-not-to-say']);
  });

  it('defaults to email on, SMS off, marketing on', () => {
    expect(defaultPreferences()).toEqual({ emailNotifications: true, smsNotifications: false, marketingEmails: true });
    expect(withDefaultPreferences({ smsNotifications: true })).toEqual({
      emailNotifications: true,
      smsNotifications: true,
      marketingEmails: true,
    });
    expect(withDefaultPreferences(null)).toEqual(defaultPreferences());
  });
});

describe('premium plan', () => {
  it('defaults to yearly and toggles', () => {
    expect(DEFAULT_PREMIUM_PLAN).toBe('yearly');
    expect(togglePremiumPlan('yearly')).toBe('monthly');
    expect(togglePremiumPlan('monthly')).toBe('yearly');
    expect(PREMIUM_MONTHLY_PRICE_USD).toEqual({ yearly: 7, monthly: 20 });
  });
});
