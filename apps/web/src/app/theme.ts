import { createTheme, type MantineTheme, type NotificationProps } from '@mantine/core';

// Colours that pass WCAG 2.2 AA in both schemes (docs/decisions/024): shade 8 of the primary indigo
// (white on it 5.7:1, where shade 6 gave 4.3:1), and the text on every filled colour picked by its
// luminance, white wherever white reaches 4.5:1 and black otherwise (green, teal, orange, yellow).
// The text colours themselves (dimmed, error, palettes as text) are in readable-colors.ts.
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.183,
  defaultRadius: 'md',
  // A user who asked the system for less motion gets panels, dialogs and menus without their animations.
  respectReducedMotion: true,
  cursorType: 'pointer',
  headings: { fontWeight: '700' },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Закрыть уведомление' } },
      // Under a title Mantine greys the text to gray-6 on white (3.3:1) and dark-2 on dark-6 (3.5:1):
      // the readable dimmed of each scheme reads at 6:1 and 5.6:1 (readable-colors.ts).
      styles: (_theme: MantineTheme, props: NotificationProps) => (props.title ? { description: { color: 'var(--mantine-color-dimmed)' } } : {}),
    },
    // A dialog's close button is an icon: it needs a name wherever a dialog forgets to give one.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Закрыть' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Закрыть' } } },
    // Mantine fades an active link's description to 0.9, which takes its text under 4.5:1.
    NavLink: { styles: { description: { opacity: 1 } } },
  },
});
