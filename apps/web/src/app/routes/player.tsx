import { PlayerPage } from '../../features/player/components/player-page';

/** The screen's player: its own lazy chunk, outside the site's layout, full screen. */
export function Component() {
  return <PlayerPage />;
}
