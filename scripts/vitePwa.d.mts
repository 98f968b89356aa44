import type { PluginOption } from 'vite';

/** The editor's route: the one page the service worker answers from its cache. */
export declare const EDITOR_PATH: string;
/** The offline editor's plugins (demo waveform file, manifest, service worker) for vite.config.ts. */
export declare function offlineEditorPlugins(projectRoot: string): PluginOption[];
