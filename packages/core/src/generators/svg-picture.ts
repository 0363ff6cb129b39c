import { escapeHtml } from './html-text';

/**
 * Pictures of generated statements (types 1 and 6). A picture is an SVG document placed in the
 * statement as `<img src="data:image/svg+xml;base64,…">`: the task sanitiser keeps `img` with data:
 * URLs (an inline `<svg>` it strips), the server's CSP allows `img-src data:`, and the picture travels
 * with the statement's HTML into the bank, variants and exports with no attachment to store.
 */

/** A coordinate as the SVG writes it: at most two decimals, no '-0'. */
export function svgNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}

/** A whole SVG document of the given size, on a white ground so it reads on a dark page too. */
export function svgDocument(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>${body}</svg>`
  );
}

/** The picture as an `<img>` with a data: URL and a Russian alt text. */
export function svgImageHtml(svg: string, alt: string, width: number, height: number): string {
  const data = Buffer.from(svg, 'utf8').toString('base64');
  return `<img src="data:image/svg+xml;base64,${data}" alt="${escapeHtml(alt)}" width="${width}" height="${height}">`;
}

/** The SVG text of an `<img>` placed by svgImageHtml (tests read their pictures back). */
export function svgOfImage(html: string): string | null {
  const match = /src="data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)"/.exec(html);
  return match ? Buffer.from(match[1]!, 'base64').toString('utf8') : null;
}

export type Point = { x: number; y: number };

/** The distance from p to the segment a–b. */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

const orientation = (a: Point, b: Point, c: Point) => Math.sign((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));

/** Whether the segments a–b and c–d cross at a point inside both (touching at an end does not count). */
export function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  return o1 * o2 < 0 && o3 * o4 < 0;
}
