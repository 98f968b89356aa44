import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MenuItemRow } from './MenuItemRow';
import { MENU, type MenuEntry } from './menuModel';
import './menus.css';

/**
 * The editor's top menu: groups open on hover and close when the pointer leaves (spec §2), and
 * also by click or keyboard (Enter, Space, arrows, Escape) for touch and keyboard users.
 */
export function MenuBar({
  onAction,
  shortcutOf,
}: {
  onAction: (actionId: string) => void;
  shortcutOf: (actionId: string) => string | undefined;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const menus = useRef<(HTMLDivElement | null)[]>([]);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open === null) return;
    const onPointerDown = (event: PointerEvent): void => {
      if (!bar.current?.contains(event.target as Node)) setOpen(null);
    };
    window.addEventListener('pointerdown', onPointerDown, true);
    return () => window.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  function focusItem(group: number, which: 'first' | 'last' | 1 | -1): void {
    const items = [
      ...(menus.current[group]?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
    ];
    if (items.length === 0) return;
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next =
      which === 'first'
        ? 0
        : which === 'last'
          ? items.length - 1
          : (current + which + items.length) % items.length;
    items[next]?.focus();
  }

  function openGroup(group: number, focus?: 'first' | 'last'): void {
    setOpen(group);
    if (focus) requestAnimationFrame(() => focusItem(group, focus));
  }

  function close(returnFocusTo?: number): void {
    setOpen(null);
    if (returnFocusTo !== undefined) triggers.current[returnFocusTo]?.focus();
  }

  function onTriggerKey(event: KeyboardEvent, group: number): void {
    const last = MENU.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'Enter':
      case ' ':
        event.preventDefault();
        openGroup(group, 'first');
        break;
      case 'ArrowUp':
        event.preventDefault();
        openGroup(group, 'last');
        break;
      case 'ArrowRight':
      case 'ArrowLeft': {
        event.preventDefault();
        const next =
          event.key === 'ArrowRight'
            ? group === last
              ? 0
              : group + 1
            : group === 0
              ? last
              : group - 1;
        triggers.current[next]?.focus();
        if (open !== null) setOpen(next);
        break;
      }
      case 'Escape':
        if (open !== null) {
          event.stopPropagation();
          close(group);
        }
        break;
    }
  }

  function onMenuKey(event: KeyboardEvent, group: number): void {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(group, 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(group, -1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(group, 'first');
        break;
      case 'End':
        event.preventDefault();
        focusItem(group, 'last');
        break;
      case 'Escape':
        event.stopPropagation();
        close(group);
        break;
      case 'Tab':
        close();
        break;
    }
  }

  function choose(entry: MenuEntry, group: number): void {
    if (entry.disabled) return;
    // Focus goes back to the menu's trigger first, so a dialog the action opens returns it there.
    close(group);
    onAction(entry.actionId);
  }

  return (
    <div ref={bar} role="menubar" aria-label="Editor menu" className="editor-menubar">
      {MENU.map((group, groupIndex) => (
        <div
          key={group.label}
          className="editor-menu-group"
          onMouseEnter={() => setOpen(groupIndex)}
          onMouseLeave={() => setOpen((current) => (current === groupIndex ? null : current))}
        >
          <button
            type="button"
            role="menuitem"
            aria-haspopup="menu"
            aria-expanded={open === groupIndex}
            tabIndex={groupIndex === 0 ? 0 : -1}
            ref={(element) => {
              triggers.current[groupIndex] = element;
            }}
            className="editor-menu-trigger"
            // A click only opens: the pointer's hover has usually opened the group already, and
            // toggling would close it under the user's finger. A click elsewhere closes it.
            onClick={() => openGroup(groupIndex)}
            onKeyDown={(event) => onTriggerKey(event, groupIndex)}
          >
            {group.label}
          </button>
          {open === groupIndex && (
            <div
              role="menu"
              aria-label={group.label}
              className="editor-menu"
              ref={(element) => {
                menus.current[groupIndex] = element;
              }}
              onKeyDown={(event) => onMenuKey(event, groupIndex)}
            >
              {group.items.map((entry) => {
                const shortcut = shortcutOf(entry.actionId);
                return (
                  <MenuItemRow
                    key={entry.label}
                    item={entry}
                    shortcut={shortcut}
                    onChoose={() => choose(entry, groupIndex)}
                  >
                    <span>{entry.label}</span>
                    {shortcut && <kbd aria-hidden="true">{shortcut}</kbd>}
                  </MenuItemRow>
                );
              })}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
