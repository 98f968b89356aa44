import { describe, expect, it } from 'vitest';
import { createStore } from '../../../../web/editor/state/store';
import { noticeAtom } from '../../../../web/editor/state/ui';
import { makeWaveformFromVideo } from '../../../../web/editor/waveform/makeWaveform';
import { NO_VIDEO_MESSAGE } from '../../../../web/editor/waveform/messages';
import { waveformJobAtom } from '../../../../web/editor/waveform/waveformJob';

describe('Make waveform from video', () => {
  it('tells the user to open a video first when none is open, and starts nothing', async () => {
    const store = createStore();
    await makeWaveformFromVideo(store);
    expect(store.get(noticeAtom)).toEqual({ kind: 'info', text: NO_VIDEO_MESSAGE });
    expect(store.get(waveformJobAtom)).toBeNull();
  });
});
