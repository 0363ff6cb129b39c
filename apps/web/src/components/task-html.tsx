import { Typography } from '@mantine/core';
import classes from './task-html.module.css';

/**
 * Task HTML as the server stored it: it is sanitised on every upload (sanitizeTaskHtml), so it is
 * rendered as is, with borders for tables and a frame for code.
 */
export function TaskHtml({ html }: { html: string }) {
  return <Typography className={classes.html} dangerouslySetInnerHTML={{ __html: html }} />;
}
