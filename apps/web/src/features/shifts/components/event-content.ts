import type { StateStyle } from '@/components/shift-state-style';

/**
 * The calendar's event boxes as plain DOM nodes (FullCalendar's `{ domNodes }` content). React content
 * would make each of up to hundreds of events a portal of its own to reconcile; the boxes are static text
 * that FullCalendar redraws anyway. Text goes in through `textContent`, never as HTML.
 */

const boxStyle = 'padding:1px 4px;overflow:hidden;white-space:normal;font-size:0.8rem;line-height:1.3';

export type ShiftBoxContent = {
  /** The whole event in words, for the tooltip and assistive technology. */
  label: string;
  style: StateStyle;
  state: string;
  /** "07:00–15:00 Title" */
  heading: string;
  /** "Worker · 2 requests · boosted" */
  detail: string;
};

export function shiftBox({ label, style, state, heading, detail }: ShiftBoxContent): HTMLElement {
  const box = document.createElement('div');
  box.title = label;
  // Marks the box for tests that tell the grid's surfaces from the shifts painted on it.
  box.dataset.shiftBox = '';
  box.style.cssText = `${boxStyle};background:${style.background};color:${style.text};border-left:4px solid ${style.border}`;
  const strong = document.createElement('strong');
  strong.textContent = state;
  box.append(strong, ` ${heading}`, document.createElement('br'), detail);
  return box;
}

/** A month day's "+N more" link text, with the day and total in its tooltip. */
export function overflowBox(text: string, label: string): HTMLElement {
  const box = document.createElement('div');
  box.title = label;
  // The scheme's text colour: a fixed dark blue was unreadable on the dark theme's today cell (1.17:1).
  box.style.cssText =
    'color:var(--mantine-color-text);font-size:0.8rem;font-weight:600;padding:1px 4px;text-decoration:underline';
  box.textContent = text;
  return box;
}
