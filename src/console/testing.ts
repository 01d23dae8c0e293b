// Test only: the console's channel worker, faked. A unit test mocks the
// worker's spawn with this module, `vi.mock('<path>/worker/spawn', () =>
// import('<path>/console/testing'))`, so the test and the console share this
// one `fake`: answers set by 'METHOD url', every request recorded.
import type { WireRequest, WireResponse } from '../worker/types';

export const fake = { calls: [] as WireRequest[], answers: new Map<string, WireResponse>() };

export const spawnChannel = () => ({
  request: async (req: WireRequest): Promise<WireResponse> => {
    fake.calls.push(req);
    return fake.answers.get(`${req.method} ${req.url}`) ?? { status: 404, data: { message: 'msg.invalidRequest' } };
  },
});

/** Between tests: nothing sent, nothing answered yet. */
export function resetFake(): void {
  fake.calls.length = 0;
  fake.answers.clear();
}
