import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from '../../src/ui/SafeHtml.tsx';

function renderHtml(html: string) {
  const { container } = render(<SafeHtml html={html} className="rich-text" />);
  const root = container.querySelector('.rich-text');
  if (!root) throw new Error('SafeHtml did not render its container');
  return root;
}

describe('SafeHtml', () => {
  it('keeps paragraphs, lists, emphasis and safe links', () => {
    const root = renderHtml(
      '<p>Pay at <strong>Gaborone-Main Mall</strong>.</p>' +
        '<ul><li>Call <a href="tel:16266">16266</a></li><li><a href="/Help">Help</a></li>' +
        '<li><a href="mailto:customercare@utility.example">Write to us</a></li></ul>',
    );
    expect(root.querySelector('p')).toHaveTextContent('Pay at Gaborone-Main Mall.');
    expect(root.querySelector('strong')).toHaveTextContent('Gaborone-Main Mall');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: '16266' })).toHaveAttribute('href', 'tel:16266');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/Help');
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', 'mailto:customercare@utility.example');
  });

  it('opens external links in a new tab without giving the page an opener', () => {
    renderHtml('<p><a href="https://www.example.org/tariffs">Tariffs</a></p>');
    const link = screen.getByRole('link', { name: 'Tariffs' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('removes script and style elements', () => {
    const root = renderHtml('<p>Outage in Maun</p><script>window.hacked = true</script><style>p { display: none }</style>');
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('style')).toBeNull();
    expect(root.querySelector('p')).toHaveTextContent('Outage in Maun');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('does not show the source text of script or style elements', () => {
    const root = renderHtml('<p>Outage in Maun</p><script>window.hacked = true</script><style>p { display: none }</style>');
    expect(root.textContent).toBe('Outage in Maun');
  });

  it('strips event handler and style attributes', () => {
    const root = renderHtml(
      '<p onclick="alert(1)" style="color:red" onmouseover="alert(2)">Francistown</p><a href="/Help" onfocus="alert(3)">Help</a>',
    );
    const paragraph = root.querySelector('p');
    expect(paragraph).toHaveTextContent('Francistown');
    expect(paragraph?.attributes).toHaveLength(0);
    for (const element of Array.from(root.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.name).not.toBe('style');
      }
    }
  });

  it('drops javascript: and data: link targets but keeps the link text', () => {
    const root = renderHtml(
      '<ul><li><a href="javascript:alert(1)">Claim your rebate</a></li><li><a href=" JaVaScRiPt:alert(2)">Again</a></li>' +
        '<li><a href="data:text/html,<script>alert(3)</script>">Data</a></li></ul>',
    );
    expect(root.querySelectorAll('[href]')).toHaveLength(0);
    expect(root).toHaveTextContent('Claim your rebate');
    expect(root).toHaveTextContent('Again');
    // Anchors without href are not links for assistive technology.
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('removes embedded content such as images, iframes and forms', () => {
    const root = renderHtml(
      '<img src="x" onerror="alert(1)"><iframe src="https://example.org"></iframe><form action="/x"><input name="pin"></form><p>Kept</p>',
    );
    expect(root.querySelector('img, iframe, form, input')).toBeNull();
    expect(root).toHaveTextContent('Kept');
  });

  it('sanitizeHtml returns only allowed markup', () => {
    expect(sanitizeHtml('<div><p class="x">A</p><span id="y">B</span></div>')).toBe('<p>A</p><span>B</span>');
  });
});
