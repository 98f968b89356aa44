import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { listShareAtom } from '../state/layout';
import { useAtomValue, useSetAtom } from '../state/store';

/** Arrow keys move the split by this share of the width. */
const KEY_STEP = 0.02;

/**
 * The handle between the list and the video: drag it (or focus it and use the arrow keys) to
 * give one of them more width. Hidden below the 900 px breakpoint, where the panes stack.
 */
export function PaneSplitter() {
  const share = useAtomValue(listShareAtom);
  const setShare = useSetAtom(listShareAtom);
  const dragging = useRef<number | null>(null);

  function shareAt(event: PointerEvent<HTMLDivElement>): number | null {
    const row = event.currentTarget.parentElement?.getBoundingClientRect();
    return row && row.width > 0 ? (event.clientX - row.left) / row.width : null;
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>): void {
    if (event.button !== 0) return;
    event.preventDefault();
    dragging.current = event.pointerId;
    event.currentTarget.setPointerCapture(event.pointerId);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>): void {
    if (dragging.current !== event.pointerId) return;
    const next = shareAt(event);
    if (next !== null) setShare(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const step = { ArrowLeft: -KEY_STEP, ArrowRight: KEY_STEP }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    setShare(share + step);
  }

  return (
    <div
      className="pane-splitter"
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize the list and the video"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(share * 100)}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (dragging.current = null)}
      onPointerCancel={() => (dragging.current = null)}
      onKeyDown={onKeyDown}
    />
  );
}
