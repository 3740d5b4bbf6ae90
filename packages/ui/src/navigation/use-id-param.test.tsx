import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { useIdParam } from './use-id-param';

function Probe({ name }: { name: 'key' | 'id' }) {
  const id = useIdParam(name);
  return <output aria-label="id">{id === null ? 'null' : String(id)}</output>;
}

const idAt = (route: string, name: 'key' | 'id') => {
  const { unmount } = renderWithProviders(<Probe name={name} />, { route });
  const text = screen.getByRole('status', { name: 'id' }).textContent;
  unmount();
  return text;
};

describe('useIdParam', () => {
  it('reads the positive integer key or id of the URL', () => {
    expect(idAt('/videoDetail?key=7', 'key')).toBe('7');
    expect(idAt('/detailPages?key=12&currentName=%E6%94%BF', 'key')).toBe('12');
    expect(idAt('/detailInfo?id=3&type=1', 'id')).toBe('3');
    expect(idAt('/detailInfo?ID=4', 'id')).toBe('4');
  });

  it('is null for a missing or malformed value', () => {
    for (const route of ['/videoDetail', '/videoDetail?key=', '/videoDetail?key=abc', '/videoDetail?key=0', '/videoDetail?key=1e3', '/videoDetail?id=7']) {
      expect(idAt(route, 'key'), route).toBe('null');
    }
  });
});
