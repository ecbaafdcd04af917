/**
 * Product pictures drawn as SVG from the product's own data, so the demo shop has an image for
 * every product and variant without fetching or shipping photographs. No words are drawn: the
 * pages name the product in HTML beside the picture, and the SVG's label names it for readers.
 */

const SWATCHES: Record<string, string> = {
  Black: '#1f1f24',
  White: '#f4f1ea',
  Gray: '#8a8d93',
  Brown: '#7a5234',
  Blue: '#2f5d9e',
  Red: '#b3322c',
  Green: '#3d7a4a',
  Gold: '#c9a23f',
  Silver: '#c3c7cc',
};

/** A stable hue per text, so each product keeps its colours between requests. */
function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface ArtworkInput {
  /** Picks the colours, and labels the picture for screen readers. */
  readonly title: string;
  /** The colour name of the product or variant, when it has one. */
  readonly color: string | null;
  /** 1, 2, 3... for the product's gallery; each view is drawn a little differently. */
  readonly view: number;
}

export function productArtwork(input: ArtworkInput): string {
  const hue = (hueOf(input.title) + input.view * 40) % 360;
  const accent = (input.color && SWATCHES[input.color]) ?? `hsl(${(hue + 180) % 360} 45% 45%)`;
  const radius = 150 + (input.view % 3) * 30;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" role="img" aria-label="${escapeXml(input.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 40% 28%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 45% 16%)"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>
<circle cx="400" cy="400" r="${radius}" fill="${accent}" stroke="#ffffff55" stroke-width="6"/>
<circle cx="400" cy="400" r="${Math.round(radius / 2.4)}" fill="#00000055"/>
</svg>`;
}
