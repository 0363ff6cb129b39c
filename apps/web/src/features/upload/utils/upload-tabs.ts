export const uploadTabs = ['task', 'block', 'mine'] as const;
export type UploadTab = (typeof uploadTabs)[number];

export const defaultUploadTab: UploadTab = 'task';

export function parseUploadTab(value: unknown): UploadTab | undefined {
  return uploadTabs.find((tab) => tab === value);
}
