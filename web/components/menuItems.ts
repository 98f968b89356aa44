// The item shapes every menu of the app shares: the site's left menu, the editor's menu bar and
// its context menus. Each menu adds what choosing an item does (a link, an action id, a callback).

/** One entry of a menu: its text, and whether it is shown but cannot be chosen. */
export interface MenuItem {
  readonly label: string;
  readonly disabled?: boolean;
}

/** A titled group of entries: a section of the site menu, a drop-down of the editor's bar. */
export interface MenuGroup<Item extends MenuItem> {
  readonly label: string;
  readonly items: readonly Item[];
}
