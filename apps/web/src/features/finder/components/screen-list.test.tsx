import type { Screen } from '@screenspot/contracts/screen';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScreenList } from './screen-list';

const screen: Screen = {
  id: 7,
  ledId: 7,
  billboardName: 'Marina Gate',
  location: 'Dubai Marina',
  latitude: 25.08,
  longitude: 55.14,
  price: 240,
  title: 'Marina Gate LED',
  description: 'A landscape screen.',
  screens: 1,
  size: '1920x1080',
  mediaType: 'LED',
  duration: 15,
  categoryId: null,
};

const list = (props: { total: number; capped?: boolean; more?: boolean }) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ScreenList
        screens={[screen]}
        total={props.total}
        capped={props.capped}
        loadingMore={false}
        onShowMore={props.more ? () => {} : undefined}
        segments={[]}
        search=""
        highlightedId={null}
        onHighlight={() => {}}
      />
    </MemoryRouter>,
  );

describe('the finder list’s count', () => {
  it('says "more than" when the server stopped counting at its bound', () => {
    expect(list({ total: 10_000, capped: true, more: true })).toContain(
      'Showing 1 of more than 10,000 screens',
    );
  });

  it('gives the exact total otherwise, and nothing once every match is shown', () => {
    expect(list({ total: 530, more: true })).toContain('Showing 1 of 530 screens');
    expect(list({ total: 1 })).not.toContain('Showing');
  });
});
