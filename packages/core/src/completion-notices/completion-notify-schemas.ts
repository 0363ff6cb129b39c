import { z } from '../validation/z';

/** How a teacher hears of homework he issued being completed (decision 070): each at once, one evening digest, or not at all. */
export const completionNotifyModes = ['each', 'digest', 'off'] as const;
export type CompletionNotifyMode = (typeof completionNotifyModes)[number];

export const completionNotifyModeMessage = 'Выберите, как сообщать о выполнении ДЗ: сразу, раз в день или не сообщать';

export const completionNotifySchema = z.object({ mode: z.enum(completionNotifyModes, { error: completionNotifyModeMessage }) });
export type CompletionNotify = z.infer<typeof completionNotifySchema>;
