import { createElement as h, render, type ComponentChild } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { MiniDocument, serialize, serializeChildren } from './mini-dom';

const globals = globalThis as { document?: unknown };
afterEach(() => {
  delete globals.document;
});

function renderToHtml(vnode: ComponentChild): string {
  const doc = new MiniDocument();
  globals.document = doc;
  const root = doc.createElement('div');
  render(vnode, root as unknown as Element);
  return serializeChildren(root);
}

describe('mini DOM', () => {
  it('renders Preact output to HTML: attributes, text escaping, void elements', () => {
    const html = renderToHtml(
      h('section', { 'aria-labelledby': 't', class: 'hero', hidden: false }, [
        h('h1', { id: 't' }, 'Fish & <chips>'),
        h('img', { src: '/a.svg', alt: 'A "quote"', width: 10 }),
        h('label', { htmlFor: 'x' }, 'Label'),
        h('a', { href: '/q?x=1&y=2', 'data-keep-query': '' }, 'Go'),
      ]),
    );
    expect(html).toBe(
      '<section aria-labelledby="t" class="hero"><h1 id="t">Fish &amp; &lt;chips&gt;</h1><img src="/a.svg" alt="A &quot;quote&quot;" width="10"><label for="x">Label</label><a href="/q?x=1&amp;y=2" data-keep-query>Go</a></section>',
    );
  });

  it('keeps inline styles, custom properties included', () => {
    const html = renderToHtml(h('div', { style: { '--color-primary': '#123456', marginTop: 4, display: 'flex' } }));
    expect(html).toBe('<div style="--color-primary: #123456; margin-top: 4px; display: flex"></div>');
  });

  it('keeps SVG attribute case and marks the selected option of a select', () => {
    expect(renderToHtml(h('svg', { viewBox: '0 0 1 1' }, h('path', { d: 'M0 0' })))).toBe('<svg viewBox="0 0 1 1"><path d="M0 0"></path></svg>');
    const html = renderToHtml(h('select', { value: 'B' }, [h('option', { value: 'A' }, 'a'), h('option', { value: 'B' }, 'b')]));
    expect(html).toBe('<select><option value="A">a</option><option value="B" selected>b</option></select>');
  });

  it('follows re-renders and removals', () => {
    const doc = new MiniDocument();
    globals.document = doc;
    const root = doc.createElement('div');
    render(h('ul', null, [h('li', { key: 1 }, 'one'), h('li', { key: 2 }, 'two')]), root as unknown as Element);
    render(h('ul', null, [h('li', { key: 2 }, 'two!')]), root as unknown as Element);
    expect(serialize(root)).toBe('<div><ul><li>two!</li></ul></div>');
    expect(root.querySelector('li')?.textContent).toBe('two!');
    expect(doc.head.querySelector('link[rel="icon"]')).toBeNull();
  });
});
