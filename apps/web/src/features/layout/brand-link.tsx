import { Link } from '@tanstack/react-router';
import { IconTerminal2 } from '@tabler/icons-react';
import classes from './app-layout.module.css';

/** The logo link; its name starts with the words it shows (WCAG 2.5.3). */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/variants" className={classes.brand} onClick={onNavigate} aria-label="ЕГЭ Информатика — на главную">
      <span className={classes.brandMark} aria-hidden="true">
        <IconTerminal2 size={20} stroke={2} />
      </span>
      <span>
        ЕГЭ <span className={classes.brandSub}>Информатика</span>
      </span>
    </Link>
  );
}
