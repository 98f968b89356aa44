import type { ReactNode } from 'react';
import type { MenuItem } from '../../components/menuItems';

/**
 * One entry of an editor menu (menu bar or context menu): the menu's arrow keys focus it, a
 * click, Enter or Space chooses it. A disabled entry says so and `onChoose` decides to ignore it.
 */
export function MenuItemRow({
  item,
  shortcut,
  onChoose,
  children,
}: {
  item: MenuItem;
  /** The key that runs the entry, for assistive technology (shown by `children`). */
  shortcut?: string | undefined;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <div
      role="menuitem"
      tabIndex={-1}
      aria-disabled={item.disabled ? true : undefined}
      aria-keyshortcuts={shortcut}
      className="editor-menu-item"
      onClick={onChoose}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onChoose();
        }
      }}
    >
      {children}
    </div>
  );
}
