import { assign, setup } from 'xstate';
import { DEFAULT_PREMIUM_PLAN, togglePremiumPlan, type PremiumPlan } from '../../domain/premium-plan.ts';

export type PremiumPromoEvent =
  | { type: 'promo.open' }
  | { type: 'promo.close' }
  | { type: 'promo.key'; key: string }
  | { type: 'plan.toggle' }
  | { type: 'plan.select'; plan: PremiumPlan };

/** The premium subscription promo: closed or open; the plan is yearly by default, or monthly. */
export const premiumPromoMachine = setup({
  types: { context: {} as { plan: PremiumPlan }, events: {} as PremiumPromoEvent },
}).createMachine({
  id: 'premiumPromo',
  context: { plan: DEFAULT_PREMIUM_PLAN },
  initial: 'closed',
  states: {
    closed: {
      on: { 'promo.open': { target: 'open', actions: assign({ plan: DEFAULT_PREMIUM_PLAN }) } },
    },
    open: {
      on: {
        'promo.close': 'closed',
        'promo.key': { guard: ({ event }) => event.key === 'Escape', target: 'closed' },
        'plan.toggle': { actions: assign({ plan: ({ context }) => togglePremiumPlan(context.plan) }) },
        'plan.select': { actions: assign({ plan: ({ event }) => event.plan }) },
      },
    },
  },
});
