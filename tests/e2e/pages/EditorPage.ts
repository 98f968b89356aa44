import { expect, type Locator, type Page } from '@playwright/test';

/** The online editor as a subtitler sees it: menus, the line grid, the text box, the video. */
export class EditorPage {
  readonly grid: Locator;
  readonly textBox: Locator;
  readonly status: Locator;
  readonly video: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByRole('grid', { name: 'Subtitle lines' });
    this.textBox = page.getByRole('textbox', { name: 'Text', exact: true });
    this.status = page.locator('.editor-status [role="status"]');
    this.video = page.locator('.video-frame video');
  }

  async goto(): Promise<void> {
    await this.page.goto('/subtitleedit/online');
    await expect(this.grid).toBeVisible();
  }

  /** Starts from a clean browser profile's state: no auto-save, no backups, no settings. */
  async gotoFresh(): Promise<void> {
    await this.page.goto('/subtitleedit/online');
    await this.page.evaluate(async () => {
      localStorage.clear();
      await new Promise<void>((resolve) => {
        const request = indexedDB.deleteDatabase('SEOnline');
        request.onsuccess = request.onerror = request.onblocked = () => resolve();
      });
    });
    await this.goto();
  }

  /** Data rows (the header row is not counted). */
  rows(): Locator {
    return this.grid.locator('[role="rowgroup"]').nth(1).getByRole('row');
  }

  /** The row of 1-based line number n. */
  row(n: number): Locator {
    return this.grid.locator(`[role="row"][aria-rowindex="${n + 1}"]`);
  }

  cell(n: number, column: 'number' | 'start' | 'end' | 'duration' | 'cps' | 'text'): Locator {
    return this.row(n).locator(`.list-${column}`);
  }

  async lineCount(): Promise<number> {
    return Number(await this.grid.getAttribute('aria-rowcount')) - 1;
  }

  async menu(group: string, entry: string): Promise<void> {
    await this.page.getByRole('menuitem', { name: group, exact: true }).click();
    await this.page
      .getByRole('menu', { name: group })
      .getByRole('menuitem', { name: entry, exact: true })
      .click();
  }

  async contextMenu(n: number, entry: string): Promise<void> {
    await this.row(n).click({ button: 'right' });
    await this.page
      .getByRole('menu', { name: 'Line' })
      .getByRole('menuitem', { name: entry, exact: true })
      .click();
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  async undo(): Promise<void> {
    await this.page.keyboard.press('Control+z');
  }

  async redo(): Promise<void> {
    await this.page.keyboard.press('Control+y');
  }
}
