import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VersionCheck, type VersionCheckProps } from './version-check';

const minute = 60_000;

function renderCheck(props: VersionCheckProps) {
  return render(
    <MantineProvider env="test">
      <VersionCheck intervalMs={minute} currentVersion="1.0.0+a" {...props} />
    </MantineProvider>,
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('version check', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks to update, blockingly, once the server runs another version', async () => {
    const fetchVersion = vi.fn().mockResolvedValue('1.0.0+b');
    const onReload = vi.fn();
    renderCheck({ fetchVersion, onReload });

    await advance(minute - 1);
    expect(fetchVersion).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await advance(1);
    const dialog = screen.getByRole('dialog', { name: 'Uusi versio on saatavilla' });
    expect(fetchVersion).toHaveBeenCalledTimes(1);

    // Neither Escape nor a close button gets rid of it.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Uusi versio on saatavilla' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sulje/i })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Päivitä nyt' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('stays quiet while the versions match or the server is unreachable', async () => {
    const fetchVersion = vi
      .fn()
      .mockResolvedValueOnce('1.0.0+a')
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('1.0.0+a');
    renderCheck({ fetchVersion });

    await advance(3 * minute);

    expect(fetchVersion).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not poll when disabled (signed out) and stops when unmounted', async () => {
    const fetchVersion = vi.fn().mockResolvedValue('1.0.0+a');
    const { rerender, unmount } = renderCheck({ fetchVersion, enabled: false });
    await advance(5 * minute);
    expect(fetchVersion).not.toHaveBeenCalled();

    rerender(
      <MantineProvider env="test">
        <VersionCheck intervalMs={minute} currentVersion="1.0.0+a" fetchVersion={fetchVersion} enabled />
      </MantineProvider>,
    );
    await advance(minute);
    expect(fetchVersion).toHaveBeenCalledTimes(1);

    unmount();
    await advance(5 * minute);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
  });
});
