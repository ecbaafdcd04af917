import { describe, expect, it } from 'vitest';
import { escapeHtml, receiptHtml, receiptText, type ReceiptOrder } from '../../src/domain/receipt.ts';

const delivery = {
  fullName: 'Ada Obi',
  address: '12 Ring Road',
  landmark: 'Opposite Bodija market',
  city: 'Ibadan',
  state: 'Oyo',
  zipCode: '200001',
  phone: '+2348035550100',
};

const order: ReceiptOrder = {
  orderNumber: 'OJ-2026-000123',
  items: [
    { title: 'Lens Cap', quantity: 2, price: 5000 },
    { title: 'Retouching Masterclass', quantity: 1, price: 38250 },
  ],
  subtotal: 48250,
  shipping: { cost: 5000 },
  discount: null,
  amount: 53250,
  shippingMethod: 'standard',
  shippingAddress: delivery,
};

describe('receiptText', () => {
  it('lists the lines, totals, the delivery with its landmark and phone, and the link', () => {
    expect(receiptText(order, 'http://shop.test/orders')).toBe(
      [
        'Order OJ-2026-000123',
        '',
        'Lens Cap x2 @ ₦5,000 = ₦10,000',
        'Retouching Masterclass x1 @ ₦38,250 = ₦38,250',
        '',
        'Subtotal: ₦48,250',
        'Shipping: ₦5,000',
        'Total: ₦53,250',
        '',
        'Delivery: Standard Delivery to',
        'Ada Obi',
        '12 Ring Road',
        'Opposite Bodija market',
        'Ibadan, Oyo 200001',
        'Phone: +234 803 555 0100',
        '',
        'Your order: http://shop.test/orders',
      ].join('\n'),
    );
  });

  it('shows a discount, and no landmark line without one', () => {
    const text = receiptText(
      { ...order, discount: { code: 'SAVE10', appliedAmount: 4825 }, shippingAddress: { ...delivery, landmark: '' } },
      'u',
    );
    expect(text).toContain('Subtotal: ₦48,250\nDiscount (SAVE10): -₦4,825\nShipping: ₦5,000');
    expect(text).toContain('12 Ring Road\nIbadan, Oyo 200001');
  });

  it('an order of digital products alone says it needs no delivery', () => {
    const text = receiptText({ ...order, shippingMethod: null, shippingAddress: null, shipping: { cost: 0 } }, 'u');
    expect(text).toContain(
      'Shipping: ₦0\nTotal: ₦53,250\n\nDelivery: Digital download (no delivery)\nNo delivery needed: your downloads are in My Orders once the payment is received.\n\nYour order: u',
    );
  });

  it('a pickup names the studio and the phone, not a street', () => {
    const text = receiptText({ ...order, shippingMethod: 'pickup', shipping: { cost: 0 } }, 'u');
    expect(text).toContain('Pickup: Store Pickup, at the studio; we hold it for Ada Obi\nPhone: +234 803 555 0100\n\nYour order: u');
    expect(text).not.toContain('12 Ring Road');
  });
});

describe('receiptHtml', () => {
  it('holds the same content as the text, as HTML: the intro, lines, totals, delivery and a link to the order', () => {
    expect(receiptHtml(order, 'http://shop.test/orders', [['Thank you for your order, Ada Obi.'], ['We received ₦53,250.']])).toBe(
      [
        '<!doctype html>',
        '<html lang="en"><head><meta charset="utf-8"></head><body>',
        '<p>Thank you for your order, Ada Obi.</p>',
        '<p>We received ₦53,250.</p>',
        '<h2>Order OJ-2026-000123</h2>',
        '<ul><li>Lens Cap x2 @ ₦5,000 = ₦10,000</li><li>Retouching Masterclass x1 @ ₦38,250 = ₦38,250</li></ul>',
        '<p>Subtotal: ₦48,250<br>Shipping: ₦5,000<br>Total: ₦53,250</p>',
        '<p>Delivery: Standard Delivery to<br>Ada Obi<br>12 Ring Road<br>Opposite Bodija market<br>Ibadan, Oyo 200001<br>Phone: +234 803 555 0100</p>',
        '<p>Your order: <a href="http://shop.test/orders">http://shop.test/orders</a></p>',
        '</body></html>',
      ].join('\n'),
    );
  });

  it('escapes every text that came from people: titles, names, addresses, the link', () => {
    const hostile = '<script>alert("x")</script> & \'more\'';
    const html = receiptHtml(
      {
        ...order,
        items: [{ title: hostile, quantity: 1, price: 5000 }],
        discount: { code: '<b>', appliedAmount: 100 },
        shippingAddress: { ...delivery, fullName: hostile, landmark: '<img src=x onerror=alert(1)>' },
      },
      'http://shop.test/orders?a=1&b="2"',
      [[`Thank you, ${hostile}`]],
    );
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39;');
    expect(html).toContain('Discount (&lt;b&gt;): -₦100');
    expect(html).toContain('<a href="http://shop.test/orders?a=1&amp;b=&quot;2&quot;">');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('says an order of digital products alone needs no delivery, as the text does', () => {
    const html = receiptHtml({ ...order, shippingMethod: null, shippingAddress: null, shipping: { cost: 0 } }, 'u', []);
    expect(html).toContain(
      '<p>Delivery: Digital download (no delivery)<br>No delivery needed: your downloads are in My Orders once the payment is received.</p>',
    );
    expect(html).not.toContain('<p></p>');
  });
});
