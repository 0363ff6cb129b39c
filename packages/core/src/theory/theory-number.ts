import { blockKey } from '../tasks/bank/task-type-catalog';
/** Tasks 19, 20 and 21 are one block with one theory page, kept under 19 (docs/decisions/029). */
export const blockTheoryNumber = 19;

/** The number a theory row is stored under: 20 and 21 are the block's 19. */
export function theoryNumberOf(taskNumber: number): number {
  return taskNumber === 20 || taskNumber === 21 ? blockTheoryNumber : taskNumber;
}

/** The folder of a type's page under /theory/: '19-21' for the block, the number otherwise. */
export function theoryPageFolderOf(theoryNumber: number): string {
  return theoryNumber === blockTheoryNumber ? blockKey : String(theoryNumber);
}

/** The number behind a page folder (1–18, '19-21', 22–27); undefined for any other name. */
export function parseTheoryPageFolder(folder: string): number | undefined {
  if (folder === blockKey) return blockTheoryNumber;
  if (!/^[1-9]\d?$/.test(folder)) return undefined;
  const number = Number(folder);
  return number <= 27 && theoryNumberOf(number) === number && number !== blockTheoryNumber ? number : undefined;
}

/** Every page folder, in the order of the exam. */
export const theoryPageFolders: readonly string[] = Array.from({ length: 27 }, (_, index) => index + 1)
  .filter((number) => theoryNumberOf(number) === number)
  .map(theoryPageFolderOf);
