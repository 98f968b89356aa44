import { demoWaveform, parseWaveformUpload } from '../services/waveform';
import { publicProcedure, router } from '../trpc/init';
import { fileFromUpload, uploadInput } from './uploadInput';

export const waveformRouter = router({
  /** A waveform file made by the desktop program → { peakMaxs, peakMins, highestPeak, sampleRate }. */
  upload: publicProcedure.input(uploadInput).mutation(async ({ input }) => {
    const { bytes } = await fileFromUpload(input);
    return parseWaveformUpload(bytes);
  }),
  /** The waveform of the editor's sample clip. */
  demo: publicProcedure.query(() => demoWaveform()),
});
