import { expect, type Locator, type Page } from '@playwright/test';

/** Keys held during a drag. */
export type DragKeys = readonly ('Shift' | 'Alt' | 'Control')[];

/**
 * The waveform timeline as a subtitler works it: one canvas whose data attributes say which time
 * window it shows, so a test can point at a time the way a person points at a place.
 */
export class TimelinePage {
  readonly section: Locator;
  readonly canvas: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Waveform timeline' });
    this.canvas = this.section.locator('canvas');
  }

  /** The time window the canvas shows now (its left and right edges, ms). */
  async window(): Promise<{ startMs: number; endMs: number }> {
    const start = await this.canvas.getAttribute('data-view-start-ms');
    const end = await this.canvas.getAttribute('data-view-end-ms');
    return { startMs: Number(start), endMs: Number(end) };
  }

  async msPerPx(): Promise<number> {
    const box = await this.box();
    const { startMs, endMs } = await this.window();
    return (endMs - startMs) / box.width;
  }

  async box(): Promise<{ x: number; y: number; width: number; height: number }> {
    const box = await this.canvas.boundingBox();
    if (!box) throw new Error('the timeline canvas is not on screen');
    return box;
  }

  /** Page coordinates of a time, in the lines' band (below the ruler). */
  async pointAt(ms: number): Promise<{ x: number; y: number }> {
    const box = await this.box();
    const { startMs, endMs } = await this.window();
    return {
      x: box.x + ((ms - startMs) / (endMs - startMs)) * box.width,
      y: box.y + box.height * 0.6,
    };
  }

  /** Presses the mouse at one time, moves in steps to another and lets go. */
  async drag(fromMs: number, toMs: number, keys: DragKeys = []): Promise<void> {
    const from = await this.pointAt(fromMs);
    const to = await this.pointAt(toMs);
    for (const key of keys) await this.page.keyboard.down(key);
    await this.page.mouse.move(from.x, from.y);
    await this.page.mouse.down();
    await this.page.mouse.move(to.x, to.y, { steps: 8 });
    await this.page.mouse.up();
    for (const key of keys) await this.page.keyboard.up(key);
  }

  async rightClick(ms: number): Promise<void> {
    const at = await this.pointAt(ms);
    await this.page.mouse.click(at.x, at.y, { button: 'right' });
  }

  async wheel(ms: number, deltaY: number, keys: DragKeys = []): Promise<void> {
    const at = await this.pointAt(ms);
    await this.page.mouse.move(at.x, at.y);
    for (const key of keys) await this.page.keyboard.down(key);
    await this.page.mouse.wheel(0, deltaY);
    for (const key of keys) await this.page.keyboard.up(key);
  }

  menu(): Locator {
    return this.page.getByRole('menu', { name: 'Waveform' });
  }

  /** Waits until the canvas has drawn (it has a time window). */
  async ready(): Promise<void> {
    await expect(this.canvas).toHaveAttribute('data-view-end-ms', /\d/);
    await this.canvas.scrollIntoViewIfNeeded();
  }
}
