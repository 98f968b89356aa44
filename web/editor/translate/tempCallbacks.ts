import { z } from 'zod';
import { subtitleSchema } from '../../../shared/subtitle/schema';
import type { Subtitle } from '../../../shared/subtitle/model';

// The window-to-window contract of the temporary translate pages (spec §2). The editor's Google
// dialog embeds /subtitleedit/online/temp?id= (or tempms) in a frame and, while open, defines
// these globals on its own window; the page in the frame calls them on window.parent:
//
//   window.parent.seOnlineTranslated(texts: string[])      temp page: one text per paragraph
//   window.parent.seOnlineTranslationDone(subtitle)         tempms page: the whole subtitle
//   window.parent.seOnlineTranslateClose()                  either page, on Escape: close the
//                                                           dialog (key presses in a frame never
//                                                           reach the parent's dialog)
//
// The temp page defines window.seTranslationDone(texts?: string[]) for a page translator (or a
// person, through its Done button): given no texts, it reads them from its own lines, which a
// page translator rewrote in place. Both sides validate what they receive: a frame is untrusted.

export const PARENT_TEXTS_CALLBACK = 'seOnlineTranslated';
export const PARENT_SUBTITLE_CALLBACK = 'seOnlineTranslationDone';
export const PARENT_CLOSE_CALLBACK = 'seOnlineTranslateClose';
export const PAGE_DONE_CALLBACK = 'seTranslationDone';

const textsSchema = z.array(z.string());

type Globals = Record<string, unknown>;

function globalsOf(target: Window): Globals {
  return target as unknown as Globals;
}

/** Defines a global function on a window; answers the function that removes it again. */
export function defineCallback(
  target: Window,
  name: string,
  callback: (value: unknown) => void,
): () => void {
  globalsOf(target)[name] = callback;
  return () => {
    if (globalsOf(target)[name] === callback) delete globalsOf(target)[name];
  };
}

/** Calls a global function of another window (the parent); false when it is not there. */
export function callCallback(target: Window, name: string, value: unknown): boolean {
  const callback = globalsOf(target)[name];
  if (typeof callback !== 'function') return false;
  (callback as (value: unknown) => void)(value);
  return true;
}

export function parseTexts(value: unknown): string[] | null {
  const parsed = textsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function parseSubtitle(value: unknown): Subtitle | null {
  const parsed = subtitleSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
