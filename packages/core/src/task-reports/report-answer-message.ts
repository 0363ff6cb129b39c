/** The notification a reporter gets when his report is handled (kind 'report_answer'). */
export function reportAnswerMessage(taskId: number, status: 'accepted' | 'rejected', reply: string): string {
  return `Ваше сообщение об ошибке в задании № ${taskId} ${status === 'accepted' ? 'принято' : 'отклонено'}: ${reply}`;
}
