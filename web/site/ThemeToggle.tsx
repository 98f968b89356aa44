import { chooseTheme, useTheme } from '../theme';

/** The top bar's "Dark theme" switch: pressed while the dark theme shows (chosen or followed
 *  from the system); pressing it chooses the other theme for good. */
export function ThemeToggle() {
  const theme = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-pressed={dark}
      onClick={() => chooseTheme(dark ? 'light' : 'dark')}
    >
      Dark theme
    </button>
  );
}
