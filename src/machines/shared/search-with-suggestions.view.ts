import type { SnapshotFrom } from 'xstate';
import type { searchWithSuggestionsMachine } from './search-with-suggestions.machine.ts';

/** A search box: its text, its suggestions (empty when closed) and the highlighted one. */
export function searchView(snapshot: SnapshotFrom<typeof searchWithSuggestionsMachine>) {
  return { text: snapshot.context.text, suggestions: snapshot.context.suggestions, highlighted: snapshot.context.highlighted };
}
