// The editor's one jotai store. Every other file of web/editor imports atoms and hooks from here
// (the lint config bans `jotai` elsewhere), so the state library can change in one place and
// tests can build the same store without React.
import { atom, createStore, Provider, useAtomValue, useSetAtom, useStore } from 'jotai';

export type EditorStore = ReturnType<typeof createStore>;

export { atom, createStore, useAtomValue, useSetAtom, useStore };
export { Provider as EditorStoreProvider };
