import { RangeSet, RangeSetBuilder, StateEffect, StateField, type EditorState, type Extension } from '@codemirror/state';
import { Decoration, EditorView, GutterMarker, lineNumberMarkers, type DecorationSet } from '@codemirror/view';

/** Marks the line that starts at this position as the error's line, or none (null). */
export const setErrorLine = StateEffect.define<number | null>();

const errorLineDecoration = Decoration.line({ class: 'cm-errorLine' });

/** Paints the error line's number in the gutter (the number itself stays). */
class ErrorLineGutterMarker extends GutterMarker {
  override elementClass = 'cm-errorLineGutter';
}
const errorLineGutterMarker = new ErrorLineGutterMarker();

/** Where the error's line starts, followed through edits until the parent clears it. */
const errorLineStart = StateField.define<number | null>({
  create: () => null,
  update(start, transaction) {
    let next = start === null ? null : transaction.changes.mapPos(start);
    for (const effect of transaction.effects) if (effect.is(setErrorLine)) next = effect.value;
    return next;
  },
});

function lineStartOf(state: EditorState): number | null {
  const start = state.field(errorLineStart);
  return start === null ? null : state.doc.lineAt(Math.min(start, state.doc.length)).from;
}

/** The error's line: a red background over its code and its number in the gutter (the theme's colours). */
export const errorLineHighlight: Extension = [
  errorLineStart,
  EditorView.decorations.compute([errorLineStart], (state): DecorationSet => {
    const start = lineStartOf(state);
    return start === null ? Decoration.none : Decoration.set([errorLineDecoration.range(start)]);
  }),
  lineNumberMarkers.compute([errorLineStart], (state) => {
    const start = lineStartOf(state);
    if (start === null) return RangeSet.empty;
    const builder = new RangeSetBuilder<GutterMarker>();
    builder.add(start, start, errorLineGutterMarker);
    return builder.finish();
  }),
];
