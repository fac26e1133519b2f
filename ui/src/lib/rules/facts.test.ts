import { beforeEach, describe, expect, it, vi } from 'vitest';

const invoke = vi.fn();
vi.mock('@tauri-apps/api/core', () => ({ invoke: (...args: unknown[]) => invoke(...args) }));

describe('loadDeblockleFacts', () => {
  beforeEach(() => {
    vi.resetModules();
    invoke.mockReset();
  });

  it('asks the engine once, however often the rules screen opens', async () => {
    const facts = { stars: ['d2', 'd6'] };
    invoke.mockResolvedValue(facts);
    const { loadDeblockleFacts } = await import('./facts');
    expect(await loadDeblockleFacts()).toBe(facts);
    expect(await loadDeblockleFacts()).toBe(facts);
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke).toHaveBeenCalledWith('call', { name: 'deblockle_facts', args: {} });
  });

  it('asks again after a failure', async () => {
    invoke.mockRejectedValueOnce({ kind: 'internal', message: 'no' }).mockResolvedValue({ stars: [] });
    const { loadDeblockleFacts } = await import('./facts');
    await expect(loadDeblockleFacts()).rejects.toThrow('no');
    expect(await loadDeblockleFacts()).toEqual({ stars: [] });
    expect(invoke).toHaveBeenCalledTimes(2);
  });
});

describe('goalStars', () => {
  it('colours each star space by the side that must reach it: d6 Gold’s, d2 Blue’s', async () => {
    const { goalStars } = await import('./facts');
    expect(goalStars({ stars: ['d2', 'd6'] })).toEqual([
      { cell: { file: 3, rank: 1 }, goal: 'blue' },
      { cell: { file: 3, rank: 5 }, goal: 'gold' },
    ]);
  });
});
