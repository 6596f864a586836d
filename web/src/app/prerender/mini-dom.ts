/**
 * Just enough of the DOM for Preact to render into at build time, and a serializer to HTML.
 * Preact creates elements and text nodes, inserts and removes children, sets attributes, styles
 * and listeners — that is all this implements. Used by the prerender (prerender-entry.tsx), never
 * in the browser.
 */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT_ELEMENTS = new Set(['script', 'style']);
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

export class MiniNode {
  parentNode: MiniElement | null = null;
  childNodes: MiniNode[] = [];

  constructor(
    readonly nodeType: number,
    readonly nodeName: string,
  ) {}

  get firstChild(): MiniNode | null {
    return this.childNodes[0] ?? null;
  }

  get lastChild(): MiniNode | null {
    return this.childNodes[this.childNodes.length - 1] ?? null;
  }

  get nextSibling(): MiniNode | null {
    const siblings = this.parentNode?.childNodes;
    return siblings ? (siblings[siblings.indexOf(this) + 1] ?? null) : null;
  }

  get previousSibling(): MiniNode | null {
    const siblings = this.parentNode?.childNodes;
    return siblings ? (siblings[siblings.indexOf(this) - 1] ?? null) : null;
  }

  appendChild<T extends MiniNode>(child: T): T {
    return this.insertBefore(child, null);
  }

  insertBefore<T extends MiniNode>(child: T, reference: MiniNode | null): T {
    child.parentNode?.removeChild(child);
    const index = reference ? this.childNodes.indexOf(reference) : -1;
    if (index < 0) this.childNodes.push(child);
    else this.childNodes.splice(index, 0, child);
    child.parentNode = this as unknown as MiniElement;
    return child;
  }

  removeChild<T extends MiniNode>(child: T): T {
    const index = this.childNodes.indexOf(child);
    if (index >= 0) this.childNodes.splice(index, 1);
    child.parentNode = null;
    return child;
  }

  remove(): void {
    this.parentNode?.removeChild(this);
  }

  get textContent(): string {
    return this.childNodes.map((child) => child.textContent).join('');
  }

  set textContent(value: string) {
    for (const child of this.childNodes) child.parentNode = null;
    this.childNodes = [];
    if (value) this.appendChild(new MiniText(value));
  }
}

export class MiniText extends MiniNode {
  constructor(public data: string) {
    super(3, '#text');
  }

  override get textContent(): string {
    return this.data;
  }

  override set textContent(value: string) {
    this.data = value;
  }
}

/** Markup set through `dangerouslySetInnerHTML`, kept as is. */
export class MiniRawHtml extends MiniNode {
  constructor(readonly html: string) {
    super(-1, '#raw');
  }
}

/** `element.style`: custom properties via setProperty, the rest as camelCase properties. */
export function createStyle(): Record<string, unknown> & { setProperty(name: string, value: string): void; cssText: string } {
  const declarations = new Map<string, string>();
  const setProperty = (name: string, value: string) => {
    if (value === '' || value == null) declarations.delete(name);
    else declarations.set(name, String(value));
  };
  return new Proxy({} as never, {
    get(_obj, key) {
      if (key === 'setProperty') return setProperty;
      if (key === 'cssText') return [...declarations].map(([name, value]) => `${name}: ${value}`).join('; ');
      if (typeof key !== 'string') return undefined;
      return declarations.get(kebab(key)) ?? '';
    },
    set(_obj, key, value) {
      if (typeof key !== 'string') return true;
      if (key === 'cssText') {
        declarations.clear();
        for (const part of String(value).split(';')) {
          const colon = part.indexOf(':');
          if (colon > 0) declarations.set(part.slice(0, colon).trim(), part.slice(colon + 1).trim());
        }
        return true;
      }
      const name = kebab(key);
      if (value === '' || value == null) declarations.delete(name);
      else declarations.set(name, String(value));
      return true;
    },
  });
}

function kebab(name: string): string {
  return name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

export class MiniElement extends MiniNode {
  readonly localName: string;
  readonly attributes = new Map<string, string>();
  readonly style = createStyle();

  constructor(
    tagName: string,
    readonly namespaceURI: string = XHTML_NAMESPACE,
  ) {
    const html = namespaceURI === XHTML_NAMESPACE;
    super(1, html ? tagName.toUpperCase() : tagName);
    this.localName = html ? tagName.toLowerCase() : tagName;
  }

  private get isHtml(): boolean {
    return this.namespaceURI === XHTML_NAMESPACE;
  }

  private attributeName(name: string): string {
    if (!this.isHtml) return name;
    const lower = name.toLowerCase();
    return lower === 'htmlfor' ? 'for' : lower === 'classname' ? 'class' : lower;
  }

  setAttribute(name: string, value: unknown): void {
    this.attributes.set(this.attributeName(name), String(value));
  }

  getAttribute(name: string): string | null {
    return this.attributes.get(this.attributeName(name)) ?? null;
  }

  hasAttribute(name: string): boolean {
    return this.attributes.has(this.attributeName(name));
  }

  removeAttribute(name: string): void {
    this.attributes.delete(this.attributeName(name));
  }

  addEventListener(): void {}

  removeEventListener(): void {}

  set innerHTML(html: string) {
    for (const child of this.childNodes) child.parentNode = null;
    this.childNodes = [];
    if (html) this.appendChild(new MiniRawHtml(html));
  }

  get innerHTML(): string {
    return serializeChildren(this);
  }

  /** Elements below this one matching a simple selector: `tag`, `[attr="value"]`, or both. */
  querySelector(selector: string): MiniElement | null {
    const match = /^([a-zA-Z][\w-]*)?(?:\[([\w-]+)(?:="([^"]*)")?\])?$/.exec(selector.trim());
    if (!match) throw new Error(`mini-dom: unsupported selector ${selector}`);
    const [, tag, attr, value] = match;
    const visit = (node: MiniNode): MiniElement | null => {
      for (const child of node.childNodes) {
        if (child instanceof MiniElement) {
          const tagOk = !tag || child.localName === tag.toLowerCase();
          const attrOk = !attr || (value === undefined ? child.hasAttribute(attr) : child.getAttribute(attr) === value);
          if (tagOk && attrOk) return child;
          const found = visit(child);
          if (found) return found;
        }
      }
      return null;
    };
    return visit(this);
  }
}

export class MiniDocument {
  readonly documentElement = new MiniElement('html');
  readonly head = this.documentElement.appendChild(new MiniElement('head'));
  readonly body = this.documentElement.appendChild(new MiniElement('body'));
  title = '';

  createElement(tagName: string): MiniElement {
    return new MiniElement(tagName);
  }

  createElementNS(namespaceURI: string | null, tagName: string): MiniElement {
    return new MiniElement(tagName, namespaceURI ?? XHTML_NAMESPACE);
  }

  createTextNode(text: string): MiniText {
    return new MiniText(String(text));
  }
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

export function serializeChildren(node: MiniNode): string {
  return node.childNodes.map((child) => serialize(child)).join('');
}

/** HTML for `node`. A `<select value>` marks its matching option `selected` instead. */
export function serialize(node: MiniNode, selectedValue?: string): string {
  if (node instanceof MiniText) {
    const parent = node.parentNode?.localName;
    return parent && RAW_TEXT_ELEMENTS.has(parent) ? node.data : escapeText(node.data);
  }
  if (node instanceof MiniRawHtml) return node.html;
  if (!(node instanceof MiniElement)) return '';
  const attributes = new Map(node.attributes);
  let childSelected = selectedValue;
  if (node.localName === 'select') {
    childSelected = attributes.get('value');
    attributes.delete('value');
  }
  if (node.localName === 'option' && selectedValue !== undefined) {
    if (attributes.get('value') === selectedValue) attributes.set('selected', '');
    else attributes.delete('selected');
  }
  const style = node.style.cssText;
  if (style) attributes.set('style', style);
  const attributeText = [...attributes]
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
    .join('');
  const open = `<${node.localName}${attributeText}>`;
  if (VOID_ELEMENTS.has(node.localName) && node.namespaceURI === XHTML_NAMESPACE) return open;
  const children = node.childNodes.map((child) => serialize(child, childSelected)).join('');
  return `${open}${children}</${node.localName}>`;
}
