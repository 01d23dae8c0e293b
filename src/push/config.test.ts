import { describe, expect, it } from 'vitest';
import { parseFirebaseConfig } from './config';

const full = { apiKey: 'k', projectId: 'p', messagingSenderId: '1', appId: '1:1:web:a', vapidKey: 'B0' };

describe('parseFirebaseConfig', () => {
  it('reads a complete web config', () => {
    expect(parseFirebaseConfig(JSON.stringify(full))).toEqual(full);
  });

  it('is null (push off) when the build has none, it is not JSON, or a field is missing or empty', () => {
    expect(parseFirebaseConfig(undefined)).toBeNull();
    expect(parseFirebaseConfig('  ')).toBeNull();
    expect(parseFirebaseConfig('{apiKey:')).toBeNull();
    expect(parseFirebaseConfig('"text"')).toBeNull();
    const { vapidKey: _dropped, ...noVapid } = full;
    expect(parseFirebaseConfig(JSON.stringify(noVapid))).toBeNull();
    expect(parseFirebaseConfig(JSON.stringify({ ...full, appId: '' }))).toBeNull();
  });
});
