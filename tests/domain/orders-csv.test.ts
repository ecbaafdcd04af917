import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvField,
  spreadsheetSafe,
  csvLine,
  itemsSummary,
  orderCsvRow,
  ORDERS_CSV_COLUMNS,
  ordersCsvFileName,
  ordersToCsv,
  toCsv,
} from '../../src/domain/orders-csv.ts';

/** A tiny RFC 4180 reader, written independently of the writer, for round trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index++;
    } else {
      field += char;
    }
  }
  row.push(field);
  rows.push(row);
  return rows;
}

describe('ordersCsvFileName', () => {
  it('is orders_ plus the studio’s calendar date', () => {
    expect(ordersCsvFileName(new Date('2026-03-05T14:07:00Z'))).toBe('orders_2026-03-05.csv');
    expect(ordersCsvFileName(new Date('2026-12-31T23:30:00Z'))).toBe('orders_2027-01-01.csv');
    expect(ordersCsvFileName(new Date('2026-12-31T23:30:00Z'), 'UTC')).toBe('orders_2026-12-31.csv');
  });
});

describe('csvField', () => {
  it('leaves plain text alone', () => {
    expect(csvField('ORD-1')).toBe('ORD-1');
    expect(csvField('')).toBe('');
    expect(csvField("it's fine")).toBe("it's fine");
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('starts a cell a spreadsheet would run as a formula with a quote, and quotes it when it also needs quoting', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvField('+2348035550142')).toBe("'+2348035550142");
    expect(csvField('-1+1')).toBe("'-1+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    expect(csvField('a=1')).toBe('a=1');
    expect(csvField('ada@example.ng')).toBe('ada@example.ng');
    expect(csvField('/shop')).toBe('/shop');
  });

  it('joins fields and rows', () => {
    expect(csvLine(['a', 'b,c', ''])).toBe('a,"b,c",');
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d');
  });
});

describe('ordersToCsv', () => {
  it('writes the header and one row per order', () => {
    expect(ORDERS_CSV_COLUMNS).toEqual(['Order ID', 'Date', 'Status', 'Payment Status', 'Amount', 'Items']);
    const csv = ordersToCsv([
      {
        _id: 'o1',
        orderNumber: 'ORD-001',
        date: '2026-03-05T14:07:00Z',
        status: 'delivered',
        paymentStatus: 'paid',
        amount: 32000,
        items: [
          { title: 'Backdrop, grey', quantity: 2 },
          { productName: 'Lens "Pro" cloth', quantity: 1 },
        ],
      },
      { _id: 'o2', createdAt: '2026-12-31T23:30:00Z', status: 'pending', amount: 5000 },
    ]);
    expect(csv).toBe(
      'Order ID,Date,Status,Payment Status,Amount,Items\r\n' +
        'ORD-001,5 March 2026 at 3:07 pm,delivered,paid,32000,"Backdrop, grey x2; Lens ""Pro"" cloth x1"\r\n' +
        'o2,1 January 2027 at 12:30 am,pending,,5000,',
    );
  });

  it('marks an order paid on the sandbox in its payment status, and no other', () => {
    const order = {
      _id: 'o4',
      orderNumber: 'ORD-004',
      date: '2026-03-05T14:07:00Z',
      status: 'confirmed',
      paymentStatus: 'paid',
      amount: 100,
    };
    expect(orderCsvRow({ ...order, sandboxPayment: true }, 'UTC')[3]).toBe('paid (sandbox, no money taken)');
    expect(orderCsvRow({ ...order, sandboxPayment: false }, 'UTC')[3]).toBe('paid');
    expect(orderCsvRow(order, 'UTC')[3]).toBe('paid');
  });

  it('is just the header for no orders', () => {
    expect(ordersToCsv([])).toBe('Order ID,Date,Status,Payment Status,Amount,Items');
  });

  it('falls back for missing data', () => {
    expect(orderCsvRow({ _id: 'o3', status: 'x', amount: 1, items: null, orderNumber: null, date: null }, 'UTC')).toEqual([
      'o3',
      '',
      'x',
      '',
      '1',
      '',
    ]);
    expect(itemsSummary([{ quantity: 3 }, { title: null, productName: 'Grid', quantity: 1 }])).toBe('Item x3; Grid x1');
  });

  it('marks a digital line as a download, and only a digital one', () => {
    expect(
      itemsSummary([
        { title: 'Retouching Masterclass', quantity: 1, isDigital: true },
        { title: 'Lens Cap', quantity: 2, isDigital: false },
        { title: 'Grid', quantity: 1, isDigital: null },
      ]),
    ).toBe('Retouching Masterclass x1 (download); Lens Cap x2; Grid x1');
    expect(
      orderCsvRow(
        {
          _id: 'o',
          orderNumber: 'OJ-1',
          status: 'confirmed',
          paymentStatus: 'paid',
          amount: 25000,
          items: [{ title: 'Course', quantity: 1, isDigital: true }],
        },
        'UTC',
      )[5],
    ).toBe('Course x1 (download)');
  });

  it('prefers date over createdAt and honours the time zone', () => {
    const row = orderCsvRow({ _id: 'o', date: '2026-12-31T23:30:00Z', createdAt: '2025-01-01T00:00:00Z', status: 's', amount: 0 }, 'UTC');
    expect(row[1]).toBe('31 December 2026 at 11:30 pm');
  });
});

describe('CSV round trip', () => {
  it('reads back exactly what was written, a formula-looking cell with its leading quote', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '"', '\n', '\r', '₦', '1') });
    const rows = fc.array(fc.array(text, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(rows, (table) => {
        const width = table[0]?.length ?? 0;
        const rectangular = table.map((row) => Array.from({ length: width }, (_, index) => row[index] ?? ''));
        expect(parseCsv(toCsv(rectangular))).toEqual(rectangular.map((row) => row.map(spreadsheetSafe)));
      }),
    );
  });
});
