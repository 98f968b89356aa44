import { useEffect } from 'react';
import { callCallback, PARENT_CLOSE_CALLBACK } from '../translate/tempCallbacks';

/**
 * In a temp page shown in the editor's translate dialog, Escape closes that dialog as it does
 * everywhere else in the editor: a key pressed inside a frame never reaches the parent window,
 * so the page asks the parent to close through the callback it defines while the dialog is open.
 */
export function useEscapeClosesParent(): void {
  useEffect(() => {
    if (window.parent === window) return;
    function onKeyDown(event: KeyboardEvent): void {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (callCallback(window.parent, PARENT_CLOSE_CALLBACK, undefined)) event.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
