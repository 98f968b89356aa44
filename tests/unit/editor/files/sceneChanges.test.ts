import { describe, expect, it } from 'vitest';
import { parseSceneChangeLine, parseSceneChanges } from '../../../../web/editor/files/sceneChanges';

describe('scene-change files', () => {
  it('reads one time in seconds a line and skips lines that are not numbers', () => {
    const text = 'Scene changes\r\n1.5\n\n  12.25  \nabc\n3\n-4\n1e3\n7,5\n';
    expect(parseSceneChanges(text)).toEqual([1.5, 3, 7.5, 12.25]);
  });

  it('reads hh:mm:ss.fff time codes too', () => {
    expect(parseSceneChangeLine('01:02:03.500')).toBe(3723.5);
    expect(parseSceneChangeLine('0:00:10,250')).toBe(10.25);
    expect(parseSceneChangeLine('00:61:00.000')).toBeNull();
  });

  it('sorts and drops duplicates', () => {
    expect(parseSceneChanges('5\n1\n5\n')).toEqual([1, 5]);
    expect(parseSceneChanges('')).toEqual([]);
  });
});
