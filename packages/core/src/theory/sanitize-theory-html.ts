import sanitizeHtml from 'sanitize-html';
import { taskHtmlRules } from '../content/sanitize-task-html';

/** Drawings in theory (a graph, a scheme) are inline SVG of shapes and text: no links, scripts or foreign objects. */
const svgTags = ['svg', 'g', 'line', 'circle', 'ellipse', 'rect', 'path', 'polyline', 'polygon', 'text', 'tspan', 'title'];
const svgAttributes = [
  'viewbox', 'width', 'height', 'role', 'aria-label', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'd',
  'points', 'fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-linecap', 'font-size', 'font-weight',
  'text-anchor', 'dominant-baseline', 'transform', 'style',
];
const colorOrVariable = [/^#[0-9a-f]{3,6}$/i, /^[a-z]+$/i, /^var\(--[a-z-]+\)$/];

/**
 * The page lives in the app's frame: a link into the app (an address from the root) opens in the
 * app's own tab (_top), any other in a new one, as in task text.
 */
function transformLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const own = /^\/(?!\/)/.test(attribs.href ?? '');
  return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: own ? '_top' : '_blank' } };
}

/**
 * Theory HTML: the rules of task text, plus class names, which only the theory stylesheet reads
 * inside the page's own frame (the tip box, the facts, the worked example), so they cannot dress
 * anything up as the app; inline SVG drawings; and links into the app that stay in its tab.
 */
export function sanitizeTheoryHtml(html: string): string {
  const taskStyles = taskHtmlRules.allowedStyles?.['*'] ?? {};
  return sanitizeHtml(html, {
    ...taskHtmlRules,
    allowedTags: [...(taskHtmlRules.allowedTags || []), ...svgTags],
    allowedAttributes: {
      ...taskHtmlRules.allowedAttributes,
      ...Object.fromEntries(svgTags.map((tag) => [tag, svgAttributes])),
      // The worked example's code and output, which the bundled pages' test reads (decision 030).
      code: [...(taskHtmlRules.allowedAttributes ? (taskHtmlRules.allowedAttributes.code ?? []) : []), 'data-example-code'],
      pre: [...(taskHtmlRules.allowedAttributes ? (taskHtmlRules.allowedAttributes.pre ?? []) : []), 'data-example-answer'],
      '*': ['class'],
    },
    allowedClasses: { '*': [/^[a-z][a-z0-9-]{0,39}$/] },
    allowedStyles: { '*': { ...taskStyles, fill: colorOrVariable, stroke: colorOrVariable } },
    transformTags: { a: transformLink },
  });
}
