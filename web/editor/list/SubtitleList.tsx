import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { LIST_VIEW_HEIGHT_PX } from '../../../shared/subtitle/constants';
import { deleteSelectedLines } from '../commands/deleteLines';
import { lineMenuItems } from '../menus/lineMenu';
import { runEdit, setSelection } from '../state/actions';
import { documentAtom, kernelsAtom } from '../state/document';
import { seekVideo } from '../state/playback';
import { ruleFlagsAtom } from '../state/ruleCheck';
import {
  clickSelection,
  firstSelected,
  moveSelection,
  selectOne,
  selectionAtom,
} from '../state/selection';
import { settingsAtom } from '../state/settings';
import { useAtomValue, useStore } from '../state/store';
import { playheadMsAtom } from '../state/video';
import { visibleColumns } from './columns';
import { ContextMenu } from '../menus/ContextMenu';
import { Row } from './Row';
import './list.css';

const ROW_HEIGHT_PX = 26;

/**
 * The subtitle list: an accessible grid (CONTRACT §7) whose rows are virtualized, so only the
 * visible rows are rendered and a 100k-line document costs no more per frame than a short one.
 */
export function SubtitleList() {
  const store = useStore();
  const doc = useAtomValue(documentAtom);
  const kernels = useAtomValue(kernelsAtom);
  const selection = useAtomValue(selectionAtom);
  const ruleFlags = useAtomValue(ruleFlagsAtom);
  const showCps = useAtomValue(settingsAtom).showCps;
  const columns = useMemo(() => visibleColumns(showCps), [showCps]);
  const count = doc.texts.length;
  const scroller = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<{ x: number; y: number; index: number } | null>(null);

  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 8,
    // Rendering inside the scroll event (flushSync) made a fast scroll miss a vsync in about
    // one frame of five on the bench (bench/browser/editorScale.ts); batched, about one in 40.
    useFlushSync: false,
  });

  // Keep the line that keys, playback or commands selected in view.
  useEffect(() => {
    const anchor = selection.anchor;
    if (anchor >= 0 && anchor < count) virtualizer.scrollToIndex(anchor, { align: 'auto' });
  }, [selection, count, virtualizer]);

  // Stable handlers, so a row re-renders only when its own line changes.
  const onRowMouseDown = useCallback(
    (event: MouseEvent, index: number): void => {
      if (event.button !== 0) return;
      // Shift-click must not select the page's text between the two rows.
      if (event.shiftKey) event.preventDefault();
      const modifiers = { shift: event.shiftKey, ctrl: event.ctrlKey || event.metaKey };
      setSelection(store, clickSelection(store.get(selectionAtom), index, modifiers));
    },
    [store],
  );

  const onRowDoubleClick = useCallback(
    (index: number): void => {
      setSelection(store, selectOne(index));
      seekVideo(store, store.get(kernelsAtom)?.store.start[index] ?? 0);
    },
    [store],
  );

  const onRowContextMenu = useCallback(
    (event: MouseEvent, index: number): void => {
      event.preventDefault();
      if (!store.get(selectionAtom).indices.has(index)) setSelection(store, selectOne(index));
      setMenu({ x: event.clientX, y: event.clientY, index });
    },
    [store],
  );

  function onKeyDown(event: KeyboardEvent): void {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = store.get(selectionAtom);
    const shownPx = scroller.current?.clientHeight ?? LIST_VIEW_HEIGHT_PX;
    const page = Math.max(1, Math.floor(shownPx / ROW_HEIGHT_PX) - 1);
    const moves: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      PageDown: page,
      PageUp: -page,
      Home: -count,
      End: count,
    };
    const delta = moves[event.key];
    if (delta !== undefined) {
      event.preventDefault();
      const target = moveSelection(current, delta, count);
      const index = firstSelected(target);
      if (event.shiftKey && current.anchor >= 0) {
        setSelection(store, clickSelection(current, index, { shift: true, ctrl: false }));
        virtualizer.scrollToIndex(index, { align: 'auto' });
      } else {
        setSelection(store, target);
      }
    } else if (event.key === 'Delete') {
      event.preventDefault();
      runEdit(store, deleteSelectedLines, {});
    } else if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault();
      const index = firstSelected(current);
      const row = scroller.current?.querySelector(`[aria-rowindex="${index + 2}"]`);
      const box = row?.getBoundingClientRect();
      if (index >= 0 && box) setMenu({ x: box.left + 40, y: box.bottom, index });
    }
  }

  const timing = kernels?.store;
  const shownItems = virtualizer.getVirtualItems();
  return (
    <>
      <div
        role="grid"
        aria-label="Subtitle lines"
        aria-rowcount={count + 1}
        aria-colcount={columns.length}
        aria-multiselectable="true"
        className={showCps ? 'subtitle-list with-cps' : 'subtitle-list'}
      >
        <div role="rowgroup" className="list-head">
          <div role="row" aria-rowindex={1} className="list-row">
            {columns.map((column) => (
              <div key={column.id} role="columnheader" className={`list-cell list-${column.id}`}>
                {column.title}
              </div>
            ))}
          </div>
        </div>
        {/* The scroller is the body's rowgroup itself: a focusable element without a role between
            the grid and its rows would break the grid's structure for assistive technology. */}
        <div
          ref={scroller}
          role="rowgroup"
          className="list-scroller"
          tabIndex={0}
          aria-label="Subtitle lines, use the arrow keys to move"
          onKeyDown={onKeyDown}
        >
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {timing &&
              shownItems.map((item) => (
                <Row
                  // Rows are keyed by slot, not line: the shown lines are contiguous, so
                  // index % (lines shown) is unique among them, and every scroll position uses
                  // the same keys. A fast scroll (the bench jumps ~170 lines a frame) rewrites
                  // the same DOM rows, React moving a few to keep them in line order, instead
                  // of removing and creating every row each frame.
                  key={item.index % shownItems.length}
                  index={item.index}
                  startMs={timing.start[item.index] ?? 0}
                  endMs={timing.end[item.index] ?? 0}
                  text={doc.texts[item.index] ?? ''}
                  selected={selection.indices.has(item.index)}
                  ruleFlags={ruleFlags[item.index] ?? 0}
                  columns={columns}
                  showCps={showCps}
                  topPx={item.start}
                  heightPx={ROW_HEIGHT_PX}
                  onRowMouseDown={onRowMouseDown}
                  onRowDoubleClick={onRowDoubleClick}
                  onRowContextMenu={onRowContextMenu}
                />
              ))}
          </div>
        </div>
      </div>
      {menu && (
        <ContextMenu
          x={menu.x}
          y={menu.y}
          label="Line"
          items={lineMenuItems(store, menu.index, store.get(playheadMsAtom))}
          onClose={() => {
            setMenu(null);
            scroller.current?.focus();
          }}
        />
      )}
    </>
  );
}
