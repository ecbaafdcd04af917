import { strToU8, zipSync } from 'fflate';

/** A digital product's file: guides are a PDF, courses and presets a ZIP. */
export interface DigitalFile {
  readonly fileName: string;
  readonly fileFormat: 'PDF' | 'ZIP';
  readonly bytes: Uint8Array;
}

export interface DigitalProduct {
  readonly id: string;
  readonly title: string;
  readonly description: string;
}

// Fixed, so a file generated twice is byte-for-byte the same (size in the list never drifts).
const FILE_DATE = new Date('2026-01-01T00:00:00Z');

function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '-').replace(/([()\\])/g, '\\$1');
}

/** A small, valid one-page PDF: header, four objects, a cross-reference table with exact offsets. */
export function pdfDocument(title: string, lines: readonly string[]): Uint8Array {
  const text = [title, '', ...lines]
    .map((line, index) => `BT /F1 ${index === 0 ? 18 : 11} Tf 56 ${760 - index * 22} Td (${pdfText(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

function slug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'download'
  );
}

function isGuide(product: DigitalProduct): boolean {
  return /\b(pdf|guide|ebook|e-book)\b/i.test(product.title);
}

/** The file a digital product delivers, generated from its title and description. */
export function digitalFileFor(product: DigitalProduct): DigitalFile {
  const guide = pdfDocument(product.title, [product.description.slice(0, 90), 'Studio Shop - licensed to the buyer for personal use.']);
  if (isGuide(product)) return { fileName: `${slug(product.title)}.pdf`, fileFormat: 'PDF', bytes: guide };
  const readme = strToU8(`${product.title}\n\n${product.description}\n\nThank you for your purchase.\n`);
  const bytes = zipSync(
    { 'README.txt': [readme, { mtime: FILE_DATE }], [`${slug(product.title)}-notes.pdf`]: [guide, { mtime: FILE_DATE }] },
    { level: 6, mtime: FILE_DATE },
  );
  return { fileName: `${slug(product.title)}.zip`, fileFormat: 'ZIP', bytes };
}
