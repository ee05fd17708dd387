import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useIdParam } from './use-id-param';

function Plain() {
  return <>{JSON.stringify(useIdParam())}</>;
}
function OrNew() {
  return <>{JSON.stringify(useIdParam({ allowNew: true }))}</>;
}

const at = (url: string, page: 'plain' | 'orNew') =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/things/:id" element={page === 'plain' ? <Plain /> : <OrNew />} />
      </Routes>
    </MemoryRouter>,
  );

describe('useIdParam', () => {
  it('reads a record id from the route', () => {
    expect(at('/things/42', 'plain')).toBe('42');
  });

  it('gives null for text that is not an id', () => {
    expect(at('/things/4x2', 'plain')).toBe('null');
    expect(at('/things/-3', 'plain')).toBe('null');
    expect(at('/things/new', 'plain')).toBe('null');
  });

  it("gives 'new' only when asked to allow it", () => {
    expect(at('/things/new', 'orNew')).toBe('&quot;new&quot;');
    expect(at('/things/7', 'orNew')).toBe('7');
  });
});
