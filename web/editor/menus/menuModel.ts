// The editor's top menu as data (spec §2 "Editor screen"). Each entry is an action of
// commands/registry.ts and shows that action's label, so a menu entry and the action it runs
// cannot drift apart.
import type { MenuGroup, MenuItem } from '../../components/menuItems';
import { actionById } from '../commands/registry';

export interface MenuEntry extends MenuItem {
  /** Id of the action in commands/registry.ts that choosing the entry runs. */
  readonly actionId: string;
}

function group(label: string, actionIds: readonly string[]): MenuGroup<MenuEntry> {
  const items = actionIds.map((actionId) => {
    const action = actionById(actionId);
    if (!action) throw new Error(`The editor menu names an unknown action "${actionId}".`);
    return { label: action.label, actionId };
  });
  return { label, items };
}

export const MENU: readonly MenuGroup<MenuEntry>[] = [
  group('Subtitle', ['new', 'open', 'restoreAutoBackup', 'download', 'exportPlainText']),
  group('Video', [
    'openVideoUrl',
    'openVideoFile',
    'openWaveform',
    'removeWaveform',
    'makeWaveformFromVideo',
    'openSceneChanges',
    'removeSceneChanges',
  ]),
  group('Synchronization', ['showEarlierLater', 'changeFrameRate']),
  group('Auto-translate', [
    'translateGoogle',
    'translateYandex',
    'translateBaidu',
    'translatePapago',
  ]),
  group('Options', ['settings']),
  group('About', ['help', 'about']),
];
