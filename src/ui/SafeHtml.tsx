import { useMemo } from 'react';

/**
 * Server content (FAQ answers, terms) is simple HTML. Only a small set of tags and safe link
 * targets survive, so server text can never inject script or styles.
 */
const allowedTags = new Set(['P', 'UL', 'OL', 'LI', 'A', 'STRONG', 'EM', 'B', 'I', 'BR', 'H3', 'H4', 'SPAN']);
/** Dropped with their content: their text is code or markup, never something to read. */
const droppedTags = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'MATH']);

function cleanNode(node: Node, doc: Document): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  if (droppedTags.has(element.tagName.toUpperCase())) return null;
  const children = Array.from(element.childNodes)
    .map((child) => cleanNode(child, doc))
    .filter((child): child is Node => child !== null);
  if (!allowedTags.has(element.tagName)) {
    const fragment = doc.createDocumentFragment();
    children.forEach((child) => fragment.appendChild(child));
    return fragment;
  }
  const copy = doc.createElement(element.tagName.toLowerCase());
  if (element.tagName === 'A') {
    const href = element.getAttribute('href') ?? '';
    if (/^(https?:|mailto:|tel:|\/)/i.test(href)) copy.setAttribute('href', href);
    if (/^https?:/i.test(href)) {
      copy.setAttribute('target', '_blank');
      copy.setAttribute('rel', 'noopener noreferrer');
    }
  }
  children.forEach((child) => copy.appendChild(child));
  return copy;
}

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const container = doc.createElement('div');
  Array.from(doc.body.childNodes).forEach((child) => {
    const clean = cleanNode(child, doc);
    if (clean) container.appendChild(clean);
  });
  return container.innerHTML;
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
