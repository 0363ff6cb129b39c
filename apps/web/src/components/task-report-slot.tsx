import { Group } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';

/** Where on a page a task's error report is offered (decision 075). */
export type TaskReportPlaceProps = {
  taskId: number;
  /** The worked solution's own button: the form starts at 'Разбор'. */
  about?: 'solution';
  /** An icon only, named by `name` (a table's row); else a small subtle button with its text. */
  compact?: boolean;
  /** What the button says to a screen reader when several share a page: 'Сообщить об ошибке в задании 5'. */
  name?: string;
};

export type RenderTaskReport = (place: TaskReportPlaceProps) => ReactNode;

const TaskReportContext = createContext<RenderTaskReport | null>(null);

/**
 * 'Сообщить об ошибке' is a feature of its own (task-report), and the trainer, the results and the
 * worked solution may not import it: a route puts the button it wants into this slot, and the places
 * that show a task say where it goes. No provider, no button (an admin's activity list, say).
 */
export function TaskReportSlot({ render, children }: { render: RenderTaskReport; children: ReactNode }) {
  return <TaskReportContext.Provider value={render}>{children}</TaskReportContext.Provider>;
}

/** Whether the page offers reports: a table decides so whether it has a column for them. */
export function useTaskReportSlot(): RenderTaskReport | null {
  return useContext(TaskReportContext);
}

/** The report button of one task, where the page puts it (`end`: on a row of its own, at its end); nothing when the route offers none. */
export function TaskReportPlace({ end = false, ...props }: TaskReportPlaceProps & { end?: boolean }) {
  const render = useContext(TaskReportContext);
  if (!render) return null;
  return end ? <Group justify="flex-end">{render(props)}</Group> : render(props);
}
