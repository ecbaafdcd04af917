import { describe, expect, it } from 'vitest';
import {
  isPaymentChannel,
  parsePaymentChannels,
  PAYMENT_CHANNELS,
  paymentWindowMinutes,
  pollDelayMs,
  TRANSFER_WINDOW_MINUTES,
  waitingForPaymentText,
  waitingForTransferText,
} from '../../src/domain/payment-channels.ts';

describe('payment channels', () => {
  it('are card, bank transfer, USSD and bank, in that order', () => {
    expect(PAYMENT_CHANNELS).toEqual(['card', 'bank_transfer', 'ussd', 'bank']);
    expect(isPaymentChannel('ussd')).toBe(true);
    expect(isPaymentChannel('mobile_money')).toBe(false);
    expect(isPaymentChannel(undefined)).toBe(false);
  });

  it('are read from a comma-separated list, unknown names and repeats left out', () => {
    expect(parsePaymentChannels('card,bank_transfer')).toEqual(['card', 'bank_transfer']);
    expect(parsePaymentChannels(' USSD , card ,ussd,qr')).toEqual(['ussd', 'card']);
    expect(parsePaymentChannels('bank')).toEqual(['bank']);
  });

  it('are all of them when none is set or none is known', () => {
    expect(parsePaymentChannels(undefined)).toEqual(['card', 'bank_transfer', 'ussd', 'bank']);
    expect(parsePaymentChannels('')).toEqual(['card', 'bank_transfer', 'ussd', 'bank']);
    expect(parsePaymentChannels('qr, mobile_money')).toEqual(['card', 'bank_transfer', 'ussd', 'bank']);
  });
});

describe('paymentWindowMinutes', () => {
  it('is the 30-minute transfer window when transfers are offered and the hold is shorter', () => {
    expect(TRANSFER_WINDOW_MINUTES).toBe(30);
    expect(paymentWindowMinutes(15, ['card', 'bank_transfer'])).toBe(30);
    expect(paymentWindowMinutes(29, ['bank_transfer'])).toBe(30);
  });

  it('is the hold when it is longer, or when transfers are not offered', () => {
    expect(paymentWindowMinutes(31, ['bank_transfer'])).toBe(31);
    expect(paymentWindowMinutes(30, ['bank_transfer'])).toBe(30);
    expect(paymentWindowMinutes(15, ['card', 'ussd', 'bank'])).toBe(15);
  });
});

describe('pollDelayMs', () => {
  it('backs off from 3 s by half again each check, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(pollDelayMs)).toEqual([3000, 4500, 6750, 10125, 15188, 22781, 30000, 30000]);
    expect(pollDelayMs(50)).toBe(30000);
    expect(pollDelayMs(-1)).toBe(3000);
  });
});

describe('what the status page says while it waits', () => {
  it('names the transfer and until when', () => {
    expect(waitingForTransferText('3:45 pm')).toBe(
      'We are waiting for your bank transfer to arrive. This page keeps checking until 3:45 pm; you can close it and come back from My Orders.',
    );
    expect(waitingForPaymentText('3:45 pm')).toBe(
      'We are waiting for the payment provider to confirm your payment. This page keeps checking until 3:45 pm.',
    );
  });
});
