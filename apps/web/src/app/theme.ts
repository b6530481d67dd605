import { type CSSVariablesResolver, createTheme } from '@mantine/core';

// Contrast of at least 4.5:1 on white and on the footer's gray.0 (WCAG AA): Mantine's default shade 6 of indigo
// (4.3:1 under white text and as a link) and its gray.6 dimmed text (3.3:1) fall short, so buttons and links use
// shade 8 and secondary text gray.7.
export const theme = createTheme({
  // a visitor who asked the system for less motion gets modals, menus and drawers without animation
  respectReducedMotion: true,
  primaryColor: 'indigo',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // a notification's close button is an icon alone: without a name it is axe's critical button-name finding
    // (a plain object, not Notification.extend: the component stays out of the entry chunk)
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Kapat' } } },
    // the eye of every password field, named in Turkish (Mantine's own name is 'Toggle password visibility'); whether
    // it shows the password is its pressed state
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Şifreyi göster' } } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
