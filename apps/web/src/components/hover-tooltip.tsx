import '@mantine/core/styles/Tooltip.css';
import { Tooltip, type TooltipProps } from '@mantine/core';

/** Loaded through LazyTooltip only, so the tooltip's code and styles stay out of the first load. */
export function HoverTooltip(props: TooltipProps) {
  return <Tooltip {...props} />;
}
