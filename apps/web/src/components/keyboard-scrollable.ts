import type { ScrollAreaProps } from '@mantine/core';

/**
 * A table's horizontal scroll area can take keyboard focus, so it scrolls with the arrow keys even when the
 * table holds no link or button (axe `scrollable-region-focusable`).
 */
export const keyboardScrollable: ScrollAreaProps = { viewportProps: { tabIndex: 0 } };
