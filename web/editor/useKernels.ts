import { useEffect, useState } from 'react';
import { loadKernels } from '../../shared/kernels/loadKernels';
import type { Kernels } from '../../shared/kernels/types';

/** The timing kernels, once loaded (WebAssembly, or the TypeScript fallback). */
export function useKernels(): Kernels | null {
  const [kernels, setKernels] = useState<Kernels | null>(null);
  useEffect(() => {
    let live = true;
    void loadKernels().then((loaded) => {
      if (live) setKernels(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return kernels;
}
