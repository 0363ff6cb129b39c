import { useEffect } from 'react';

const headerColors = { light: '#ffffff', dark: '#242424' };

/** Tints the mobile browser's toolbar like the header, following the chosen theme rather than the system one. */
export function useThemeColorMeta(dark: boolean): void {
  useEffect(() => {
    for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
      meta.setAttribute('content', dark ? headerColors.dark : headerColors.light);
    }
  }, [dark]);
}
