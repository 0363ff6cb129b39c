/** What a trainer comment hangs on (SPEC §7 Comments): the task, by its id; a 19–21 block uses its first task. */
export function commentTargetOf(taskId: number) {
  return { content_type: 'task', object_id: taskId, app_label: 'tasks' } as const;
}
