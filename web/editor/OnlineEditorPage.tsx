import { InfoPage } from '../site/InfoPage';
import { INFO_PAGE_CONTENT } from '../site/infoPages';
import { useKernels } from './useKernels';

/** The online editor's route. Its code is split from the site bundle: only editor users load it. */
export default function OnlineEditorPage() {
  const kernels = useKernels();
  return (
    <InfoPage title="Subtitle Edit Online">
      {INFO_PAGE_CONTENT['subtitleedit/online']}
      <p className="muted" data-kernels={kernels?.kind ?? 'loading'}>
        Timing engine:{' '}
        {kernels === null ? 'loading…' : kernels.kind === 'wasm' ? 'WebAssembly' : 'TypeScript'}
      </p>
    </InfoPage>
  );
}
