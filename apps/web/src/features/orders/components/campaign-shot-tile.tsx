import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenshotTile } from '../../../components/ui/screenshot-tile';
import { useFormat } from '../../../i18n/format';

type Shot = ComponentProps<typeof ScreenshotTile>['shot'] & { takenAt: string };

/**
 * A frame of a campaign playing, worded alike for its customer and for a proof link's holder: the
 * image described by its screen and the time it was taken, and its hash labelled the same way.
 */
export function CampaignShotTile({
  shot,
  screenName,
  children,
  footer,
}: {
  shot: Shot;
  screenName: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  return (
    <ScreenshotTile
      shot={shot}
      alt={t('screenshots.alt', { screen: screenName, time: format.dateTime(shot.takenAt) })}
      hashLabel={(hash) => t('screenshots.hash', { hash })}
      footer={footer}
    >
      {children}
    </ScreenshotTile>
  );
}
