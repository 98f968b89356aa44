import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { MenuItem } from '../../components/menuItems';
import { MenuItemRow } from './MenuItemRow';

export interface ContextMenuItem extends MenuItem {
  readonly onSelect: () => void;
}

/** A menu at the pointer: arrows move, Enter chooses, Escape or a click elsewhere closes. */
export function ContextMenu({
  x,
  y,
  label,
  items,
  onClose,
}: {
  x: number;
  y: number;
  label: string;
  items: readonly ContextMenuItem[];
  onClose: () => void;
}) {
  const menu = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    menu.current
      ?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')
      ?.focus();
    const onPointerDown = (event: PointerEvent): void => {
      if (!menu.current?.contains(event.target as Node)) close.current();
    };
    window.addEventListener('pointerdown', onPointerDown, true);
    return () => window.removeEventListener('pointerdown', onPointerDown, true);
  }, []);

  function onKeyDown(event: KeyboardEvent): void {
    const entries = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      entries[(at + step + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  }

  // Keep the menu inside the window when opened near its right or bottom edge.
  const left = Math.max(0, Math.min(x, window.innerWidth - 240));
  const top = Math.max(0, Math.min(y, window.innerHeight - items.length * 32 - 16));
  return (
    <div
      ref={menu}
      role="menu"
      aria-label={label}
      className="editor-context-menu"
      style={{ left, top }}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const choose = (): void => {
          if (item.disabled) return;
          onClose();
          item.onSelect();
        };
        return (
          <MenuItemRow key={item.label} item={item} onChoose={choose}>
            {item.label}
          </MenuItemRow>
        );
      })}
    </div>
  );
}
