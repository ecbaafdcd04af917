import type { SnapshotFrom } from 'xstate';
import { PREMIUM_MONTHLY_PRICE_USD, type PremiumPlan } from '../../domain/premium-plan.ts';
import type { premiumPromoMachine } from './premium-promo.machine.ts';

export interface PremiumPromoView {
  readonly open: boolean;
  readonly plan: PremiumPlan;
  /** '$7/month, billed yearly' or '$20/month'. */
  readonly price: string;
}

export function premiumPromoView(snapshot: SnapshotFrom<typeof premiumPromoMachine>): PremiumPromoView {
  const { plan } = snapshot.context;
  const perMonth = `$${PREMIUM_MONTHLY_PRICE_USD[plan]}/month`;
  return { open: snapshot.matches('open'), plan, price: plan === 'yearly' ? `${perMonth}, billed yearly` : perMonth };
}
