/** The premium subscription promo on the single image page. */

export type PremiumPlan = 'yearly' | 'monthly';

export const DEFAULT_PREMIUM_PLAN: PremiumPlan = 'yearly';

/** US dollars per month, as the promo shows them. */
export const PREMIUM_MONTHLY_PRICE_USD: Readonly<Record<PremiumPlan, number>> = { yearly: 7, monthly: 20 };

export function togglePremiumPlan(plan: PremiumPlan): PremiumPlan {
  return plan === 'yearly' ? 'monthly' : 'yearly';
}
