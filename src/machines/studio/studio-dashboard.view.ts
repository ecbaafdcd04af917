import type { SnapshotFrom } from 'xstate';
import { formatDateTime } from '../../domain/dates.ts';
import { formatNaira } from '../../domain/money.ts';
import { statusLabel } from '../../domain/order-status.ts';
import type { studioDashboardMachine } from './studio-dashboard.machine.ts';
import type { StudioDashboard } from './studio-types.ts';

/** The chart's drawing box; the SVG scales it to the width it is given. */
export const CHART_WIDTH = 300;
export const CHART_HEIGHT = 120;
const CHART_SLOT = CHART_WIDTH / 30;
const BAR_WIDTH = CHART_SLOT - 2;

export interface SalesPeriodView {
  readonly label: string;
  readonly sales: string;
  readonly orders: string;
  /** '₦500 refunded'; '' when nothing was. */
  readonly refunded: string;
}

export interface WaitingOrderView {
  readonly orderNumber: string;
  readonly href: string;
  readonly customer: string;
  readonly amount: string;
  readonly placed: string;
  readonly status: string;
}

export interface StudioDashboardView {
  readonly loading: boolean;
  readonly problem: string;
  readonly canRetry: boolean;
  readonly refreshing: boolean;
  readonly ready: boolean;
  readonly periods: readonly SalesPeriodView[];
  readonly chart: {
    readonly description: string;
    readonly bars: readonly { key: string; x: number; y: number; width: number; height: number }[];
    /** The orders per day as an SVG polyline's points. */
    readonly orderLine: string;
    readonly days: readonly { key: string; day: string; sales: string; orders: number }[];
  };
  readonly toShip: { readonly count: number; readonly orders: readonly WaitingOrderView[] };
  readonly awaitingPayment: { readonly count: number; readonly orders: readonly WaitingOrderView[] };
  readonly lowStock: {
    readonly count: number;
    readonly items: readonly { key: string; title: string; stock: number; href: string }[];
  };
  readonly reviews: readonly { key: string; product: string; author: string; rating: string; comment: string; hidden: boolean }[];
}

const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '26 Nov' for '2026-11-26'. */
function shortDay(day: string): string {
  return dayLabel.format(new Date(`${day}T00:00:00.000Z`));
}

const ordersText = (count: number) => (count === 1 ? '1 order' : `${count} orders`);

function periodView(label: string, period: StudioDashboard['today']): SalesPeriodView {
  return {
    label,
    sales: formatNaira(period.sales),
    orders: ordersText(period.orders),
    refunded: period.refunded > 0 ? `${formatNaira(period.refunded)} refunded` : '',
  };
}

function waitingView(waiting: StudioDashboard['toShip']) {
  return {
    count: waiting.count,
    orders: waiting.orders.map((order) => ({
      orderNumber: order.orderNumber,
      href: `/studio/orders/${encodeURIComponent(order.orderNumber)}`,
      customer: order.customerName,
      amount: formatNaira(order.amount),
      placed: formatDateTime(order.date),
      status: `${statusLabel(order.status)}, ${statusLabel(order.paymentStatus).toLowerCase()}`,
    })),
  };
}

const EMPTY_DASHBOARD_CHART = { description: '', bars: [], orderLine: '', days: [] };

/** Bars for the sales and a line for the orders, each scaled to its own highest day; a day without either sits on the base. */
function chartOf(days: StudioDashboard['days']): StudioDashboardView['chart'] {
  const [first] = days;
  if (!first) return EMPTY_DASHBOARD_CHART;
  const last = days.at(-1) ?? first;
  const maxSales = Math.max(1, ...days.map((day) => day.sales));
  const maxOrders = Math.max(1, ...days.map((day) => day.orders));
  const plot = CHART_HEIGHT - 10;
  const best = days.reduce((top, day) => (day.sales > top.sales ? day : top), first);
  const totalOrders = days.reduce((sum, day) => sum + day.orders, 0);
  return {
    description:
      `Sales and orders per day from ${shortDay(first.date)} to ${shortDay(last.date)}: ${ordersText(totalOrders)} in all` +
      (best.sales > 0 ? `; the best day was ${shortDay(best.date)} with ${formatNaira(best.sales)}.` : '; no sales.'),
    bars: days.map((day, index) => {
      const height = Math.round((Math.max(0, day.sales) / maxSales) * plot * 10) / 10;
      return { key: day.date, x: index * CHART_SLOT + 1, y: CHART_HEIGHT - height, width: BAR_WIDTH, height };
    }),
    orderLine: days
      .map((day, index) => {
        const y = CHART_HEIGHT - Math.round((day.orders / maxOrders) * plot * 10) / 10;
        return `${index * CHART_SLOT + CHART_SLOT / 2},${y}`;
      })
      .join(' '),
    days: days.map((day) => ({ key: day.date, day: shortDay(day.date), sales: formatNaira(day.sales), orders: day.orders })),
  };
}

/** The dashboard as shown. */
export function studioDashboardView(snapshot: SnapshotFrom<typeof studioDashboardMachine>): StudioDashboardView {
  const { dashboard, loadError } = snapshot.context;
  const loading = snapshot.matches('loading');
  return {
    loading: loading && dashboard === null,
    refreshing: loading && dashboard !== null,
    problem: snapshot.matches('failed') ? loadError : '',
    canRetry: snapshot.matches('failed'),
    ready: dashboard !== null,
    periods: dashboard
      ? [periodView('Today', dashboard.today), periodView('This week', dashboard.week), periodView('This month', dashboard.month)]
      : [],
    chart: dashboard ? chartOf(dashboard.days) : EMPTY_DASHBOARD_CHART,
    toShip: dashboard ? waitingView(dashboard.toShip) : { count: 0, orders: [] },
    awaitingPayment: dashboard ? waitingView(dashboard.awaitingPayment) : { count: 0, orders: [] },
    lowStock: {
      count: dashboard?.lowStock.count ?? 0,
      items: (dashboard?.lowStock.items ?? []).map((item) => ({
        key: `${item.productId}/${item.variantId ?? ''}`,
        title: item.variant ? `${item.title} (${item.variant})` : item.title,
        stock: item.stock,
        href: `/studio/stock/${encodeURIComponent(item.productId)}`,
      })),
    },
    reviews: (dashboard?.latestReviews ?? []).map((review) => ({
      key: review._id,
      product: review.productTitle,
      author: review.author,
      rating: `${review.rating} of 5`,
      comment: review.comment,
      hidden: review.hidden,
    })),
  };
}
