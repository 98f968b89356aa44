import { useCallback, useEffect, useRef, useState } from 'react';
import { LOGIN_MESSAGE_CLEAR_MS, MESSAGE_FADE_MS } from '../../shared/site/constants';

export interface FadingMessage {
  text: string;
  /** False once the fade-out has started (spec/site.md §9: after 2000 ms). */
  shown: boolean;
}

/**
 * A status message that fades in, starts fading out after 2 s and is cleared after 2.5 s
 * (spec/site.md §4, §9). Showing a new message restarts both timers.
 */
export function useFadingMessage(): [FadingMessage, (text: string) => void] {
  const [message, setMessage] = useState<FadingMessage>({ text: '', shown: false });
  const timers = useRef<number[]>([]);

  const stopTimers = useCallback(() => {
    for (const timer of timers.current) window.clearTimeout(timer);
    timers.current = [];
  }, []);

  useEffect(() => stopTimers, [stopTimers]);

  const show = useCallback(
    (text: string) => {
      stopTimers();
      setMessage({ text, shown: true });
      timers.current = [
        window.setTimeout(() => setMessage({ text, shown: false }), MESSAGE_FADE_MS),
        window.setTimeout(() => setMessage({ text: '', shown: false }), LOGIN_MESSAGE_CLEAR_MS),
      ];
    },
    [stopTimers],
  );
  return [message, show];
}
