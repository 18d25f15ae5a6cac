type Attributes = Record<string, string | boolean | undefined>;
type Child = Node | string | null | false | undefined;

/**
 * A DOM element: string attributes are set, `true` sets a boolean attribute, `false`/undefined leave it
 * out; `on` adds listeners. Text children are text nodes, so no text ever becomes markup.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  children: Child[] = [],
  on: Partial<Record<keyof HTMLElementEventMap, (event: Event) => void>> = {},
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) {
      element.setAttribute(name, '');
    } else if (typeof value === 'string') {
      element.setAttribute(name, value);
    }
  }
  for (const child of children) {
    if (child !== null && child !== false && child !== undefined) {
      element.append(child);
    }
  }
  for (const [type, listener] of Object.entries(on)) {
    element.addEventListener(type, listener);
  }
  return element;
}

const svgNamespace = 'http://www.w3.org/2000/svg';

/** An 18-pixel stroke icon (Tabler's outline style, as the app's header), hidden from assistive technology. */
export function icon(paths: readonly string[]): SVGSVGElement {
  const svg = document.createElementNS(svgNamespace, 'svg');
  for (const [name, value] of Object.entries({
    width: '18',
    height: '18',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
  })) {
    svg.setAttribute(name, value);
  }
  for (const d of paths) {
    const path = document.createElementNS(svgNamespace, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  return svg;
}
