import { useEffect, useState } from 'react';
import { api } from '../../trpc';

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
  | { state: 'ready'; formats: FormatChoice[]; encodings: EncodingChoice[] };

/** The writable formats (the service's order, SubRip first) and the 26 encodings. */
export function useServiceLists(): Lists {
  const [lists, setLists] = useState<Lists>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    Promise.all([api.seApi.subtitles.formats.query(), api.seApi.subtitles.encodings.query()])
      .then(([formats, encodings]) => {
        if (!live) return;
        setLists({
          state: 'ready',
          formats: formats.filter((format) => format.canWrite),
          encodings,
        });
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
