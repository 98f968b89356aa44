// The sample clip's waveform, shown with the sample when nothing was saved. It is a static file
// the build makes from the peak file the service's GET /se-api/demowaveform/ reads
// (scripts/vitePwa.ts), so the offline editor's service worker can keep it: an API answer is
// never cached there.
import { z } from 'zod';
import { DEMO_WAVEFORM_NAME, setWaveform } from '../files/waveformActions';
import type { EditorStore } from '../state/store';

export const DEMO_WAVEFORM_URL = '/sample/demo-waveform.json';

const demoWaveformSchema = z.object({
  peakMaxs: z.array(z.number()),
  peakMins: z.array(z.number()),
  highestPeak: z.number(),
  sampleRate: z.number().positive(),
});

export async function loadDemoWaveform(store: EditorStore): Promise<void> {
  try {
    const response = await fetch(DEMO_WAVEFORM_URL);
    if (!response.ok) throw new Error(`${DEMO_WAVEFORM_URL} answered ${response.status}`);
    const waveform = demoWaveformSchema.parse(await response.json());
    setWaveform(store, {
      waveform: {
        ...waveform,
        peakMaxs: Float32Array.from(waveform.peakMaxs),
        peakMins: Float32Array.from(waveform.peakMins),
      },
      name: DEMO_WAVEFORM_NAME,
    });
  } catch (error) {
    console.error('The demo waveform could not be loaded:', error);
  }
}
