import { describe, expect, it } from 'vitest';
import { plainTextOf, renderMarkdown } from './render-markdown';

describe('the content sanitiser', () => {
  it('removes scripts and their text', () => {
    const html = renderMarkdown(
      'Before <script>alert("x")</script> after\n\n<script src="https://evil.test/x.js"></script>',
    );
    expect(html).not.toMatch(/script|alert/i);
    expect(html).toContain('Before');
    expect(html).toContain('after');
  });

  it('removes event handlers from every element', () => {
    const html = renderMarkdown(
      '<p onclick="steal()">Hi <a href="/support" onmouseover="steal()">support</a></p>\n\n<img src="x" onerror="steal()">',
    );
    expect(html).not.toMatch(/on(click|mouseover|error)|steal|<img/i);
    expect(html).toContain('<a href="/support">support</a>');
  });

  it('removes javascript: and data: links but keeps https, mailto and the portal’s own paths', () => {
    const html = renderMarkdown(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) <a href="data:text/html,x">c</a> [d](https://example.com) [e](mailto:help@example.com) [f](/knowledgeBase/home)',
    );
    expect(html).not.toMatch(/javascript|data:/i);
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">d</a>');
    expect(html).toContain('<a href="mailto:help@example.com">e</a>');
    expect(html).toContain('<a href="/knowledgeBase/home">f</a>');
  });

  it('drops styles, frames and forms, and turns a top-level heading into a second-level one', () => {
    const html = renderMarkdown(
      '# Title\n\n<style>body{}</style><iframe src="https://x.test"></iframe><form><input></form>',
    );
    expect(html).toBe('<h2>Title</h2>\n');
  });

  it('keeps the structure of an article: headings, lists, tables, emphasis and code', () => {
    const html = renderMarkdown(
      '## Steps\n\n1. **Open** the `report`\n2. *Export* it\n\n| A | B |\n| - | - |\n| 1 | 2 |\n',
    );
    expect(html).toContain('<h2>Steps</h2>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<strong>Open</strong>');
    expect(html).toContain('<code>report</code>');
    expect(html).toContain('<td>2</td>');
  });

  it('reads the words of rendered HTML for search, entities decoded', () => {
    expect(plainTextOf(renderMarkdown('## Sales & returns\n\n- one\n- two'))).toBe('Sales & returns one two');
  });
});
