import {
  Autocomplete,
  type CSSVariablesResolver,
  createTheme,
  InputWrapper,
  MultiSelect,
  Notification,
  Select,
  TagsInput,
} from '@mantine/core';

// A long option list scrolls in the listbox itself, not in a ScrollArea around it: the listbox is the
// combobox's popup, which keyboard users move through from the input (aria-activedescendant); a separate
// scroll viewport would be a scrollable region no key reaches (axe scrollable-region-focusable).
const listboxScrolls = {
  defaultProps: { withScrollArea: false },
  styles: { options: { maxHeight: 'min(250px, 50dvh)', overflowY: 'auto' as const } },
};

// Mantine's default shades put white text on blue.6 (3.6:1) and grey/red helper texts under 4.5:1; the
// shades below keep every text at WCAG AA contrast in both colour schemes.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  // A user who asked the system to reduce motion gets dialogs, menus and toasts without transitions.
  respectReducedMotion: true,
  components: {
    // Required inputs stay `required` (announced as such), without the " *" that would become part of the
    // label's text and so of the name a user or a test finds the field by.
    InputWrapper: InputWrapper.extend({ defaultProps: { withAsterisk: false } }),
    // A toast with a title shows its message in gray.6 (3.3:1 on white); the body text colour keeps AA.
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-text)' } } }),
    Select: Select.extend(listboxScrolls),
    MultiSelect: MultiSelect.extend(listboxScrolls),
    Autocomplete: Autocomplete.extend(listboxScrolls),
    TagsInput: TagsInput.extend(listboxScrolls),
  },
});

// Light variants (badges, alerts) put shade 9 on a pale tint of its colour, and outline buttons shade 6 or
// more: under 4.5:1 for orange, yellow, green and teal among others. Darkened with black, every one of them
// keeps AA on its tint (and on an orange alert). Blue has its own pair below.
const tintedColours = [
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
];
const darkTextOfTints = Object.fromEntries(
  tintedColours.flatMap((colour) => {
    const text = `color-mix(in srgb, var(--mantine-color-${colour}-9) 70%, black)`;
    return [
      [`--mantine-color-${colour}-light-color`, text],
      [`--mantine-color-${colour}-outline`, text],
    ];
  }),
);
// White text on filled teal and green (shade 8) stays under 4.5:1; a darker fill keeps it above.
const darkFills = Object.fromEntries(
  ['teal', 'green'].flatMap((colour) => [
    [`--mantine-color-${colour}-filled`, `color-mix(in srgb, var(--mantine-color-${colour}-9) 85%, black)`],
    [
      `--mantine-color-${colour}-filled-hover`,
      `color-mix(in srgb, var(--mantine-color-${colour}-9) 70%, black)`,
    ],
  ]),
);

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Placeholders a user must read (the file field's "choose a file" is a text, not an attribute) keep AA:
    // Mantine's gray.5 is 2.1:1 on white.
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
    // Light variants (active menu entry, subtle buttons) keep blue.9 text at >= 4.9:1, also while hovered.
    '--mantine-color-blue-light': 'var(--mantine-color-blue-0)',
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-1)',
    ...darkTextOfTints,
    ...darkFills,
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  },
});
