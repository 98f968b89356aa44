import { useEffect, useState } from 'react';
import type { Subtitle } from '../../../shared/subtitle/model';
import { api } from '../../trpc';

export type TempState =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; id: string; subtitle: Subtitle };

/** The temporary subtitle named by the page's ?id= parameter. */
export function useTempSubtitle(): TempState {
  const [loaded, setLoaded] = useState<TempState>({ state: 'loading' });
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('id')?.trim() ?? '';
    if (!id) {
      setLoaded({ state: 'error', message: 'This page needs the id of a temporary subtitle.' });
      return;
    }
    let live = true;
    api.seApi.temp.get
      .query({ id })
      .then((subtitle) => live && setLoaded({ state: 'ready', id, subtitle }))
      .catch((error: unknown) => {
        console.error('The temporary subtitle could not be loaded:', error);
        if (live) {
          setLoaded({
            state: 'error',
            message: 'No temporary subtitle with that id (they are kept for 24 hours).',
          });
        }
      });
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}

/** A line's text as shown (its lines joined by <br>), read back with the page's changes. */
export function textOf(element: Element): string {
  return element instanceof HTMLElement ? element.innerText.replace(/\r\n?/g, '\n').trim() : '';
}
