import { Skeleton, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PythonEditorProps } from './python-editor';
import { pythonEditorMinHeight } from './python-editor-size';

// CodeMirror comes in a chunk of its own, when a screen first shows the editor.
const PythonEditor = lazy(() => import('./python-editor').then((module) => ({ default: module.PythonEditor })));

/**
 * The Python editor, loaded on first use. Until it arrives a placeholder of its height holds its
 * place, so nothing below it jumps when it comes.
 */
export function LazyPythonEditor(props: PythonEditorProps) {
  return (
    <Suspense
      fallback={
        <div role="status">
          <VisuallyHidden>Загрузка редактора</VisuallyHidden>
          {/* The editor's minimum and its 1 px border above and below. */}
          <Skeleton height={pythonEditorMinHeight + 2} radius="md" />
        </div>
      }
    >
      <PythonEditor {...props} />
    </Suspense>
  );
}
