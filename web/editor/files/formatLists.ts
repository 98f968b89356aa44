import { useEffect, useState } from 'react';
import { formatLists } from './localFiles';

export interface FormatChoice {
  readonly name: string;
  readonly extension: string;
}

export interface EncodingChoice {
  readonly code: string;
  readonly displayName: string;
}

type Lists =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; formats: readonly FormatChoice[]; encodings: readonly EncodingChoice[] };

/** The writable formats (the library's order, SubRip first) and the 26 encodings, from the
 *  library the editor's worker writes with, so the lists and the writer cannot disagree. */
export function useFormatLists(): Lists {
  const [lists, setLists] = useState<Lists>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    formatLists()
      .then(({ formats, encodings }) => {
        if (live) setLists({ state: 'ready', formats, encodings });
      })
      .catch((error: unknown) => {
        console.error('The format and encoding lists could not be loaded:', error);
        if (live) setLists({ state: 'error' });
      });
    return () => {
      live = false;
    };
  }, []);
  return lists;
}
