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

  /** Chooses a file in the file field of a dialog (as the browser's file picker would). */
  async chooseFile(
    dialogTitle: string,
    fieldLabel: string,
    file: { name: string; mimeType: string; buffer: Buffer } | string,
  ): Promise<void> {
    await this.dialog(dialogTitle).getByLabel(fieldLabel).setInputFiles(file);
  }

  /** Drops a file on an element the way a file manager does (a DataTransfer with the file). */
  async dropFile(target: Locator, name: string, content: string): Promise<void> {
    const transfer = await this.page.evaluateHandle(
      ([fileName, text]) => {
        const data = new DataTransfer();
        data.items.add(new File([text], fileName, { type: 'text/plain' }));
        return data;
      },
      [name, content] as const,
    );
    await target.dispatchEvent('dragover', { dataTransfer: transfer });
    await target.dispatchEvent('drop', { dataTransfer: transfer });
  }

  /** The text shown in the waveform timeline's place. */
  timeline(): Locator {
    return this.page.getByRole('region', { name: 'Waveform timeline' });
  }

  async undo(): Promise<void> {
    await this.page.keyboard.press('Control+z');
  }

  async redo(): Promise<void> {
    await this.page.keyboard.press('Control+y');
  }
}
